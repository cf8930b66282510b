package migrate_test

import (
	"context"
	gosql "database/sql"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/migrate"
	"sql2dynamo/verify"
)

// TestResumeCollision: a migration stopped part way, then a row added to
// the source that meets in one key a row written before the checkpoint
// (the server's email is utf8mb4_bin, the schema's case-insensitive):
// --resume says when the checkpoint was saved, refuses both rows and
// deletes the old one's items, so the table ends as a migration started
// now leaves it. The old row, written incomplete before (its name longer
// than the schema's VARCHAR(60)), is listed once, as deleted; the
// refusal says what may have made the rows meet, not what did.
func TestResumeCollision(t *testing.T) {
	server, local := os.Getenv("SQL2DYNAMO_MARIADBD"), os.Getenv("DYNAMODB_LOCAL_DIR")
	if server == "" || local == "" {
		t.Skip("SQL2DYNAMO_MARIADBD or DYNAMODB_LOCAL_DIR is not set: ./test.sh sets them")
	}
	ctx := context.Background()
	dsn, stop, err := verify.StartMariaDB(ctx, server, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	endpoint, stopLocal, err := verify.StartLocal(ctx, local)
	if err != nil {
		t.Fatal(err)
	}
	defer stopLocal()
	db, err := gosql.Open("mysql", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	for _, q := range []string{
		"CREATE DATABASE accounts CHARACTER SET utf8mb4 COLLATE utf8mb4_uca1400_nopad_ai_ci", "USE accounts",
		"CREATE TABLE users (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, email VARCHAR(100) COLLATE utf8mb4_bin NOT NULL, name VARCHAR(100) NOT NULL, UNIQUE KEY uq_users_email (email))",
		"INSERT INTO users (id, email, name) SELECT seq, CONCAT('user', seq, '@example.com'), CONCAT('User ', seq) FROM seq_1_to_200",
		"UPDATE users SET name = REPEAT('x', 70) WHERE id = 1",
	} {
		if _, err := db.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	m := analyze.Analyze(analyze.File{Name: "schema.sql", Text: `CREATE TABLE users (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(100) NOT NULL,
  name VARCHAR(60) NOT NULL,
  UNIQUE KEY uq_users_email (email)
);

-- name: GetUserByEmail :one
SELECT * FROM users WHERE email = ?;

-- name: CreateUser :execlastid
INSERT INTO users (email, name) VALUES (?, ?);
`})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	d := design.New(m, design.Options{Table: "accounts"})
	client, err := verify.NewClient(ctx, endpoint)
	if err != nil {
		t.Fatal(err)
	}
	ckpt := filepath.Join(t.TempDir(), "checkpoint.json")
	opts := migrate.Options{Source: db, Client: client, Table: "accounts", Create: true, Page: 10, Workers: 1, Checkpoint: ckpt, CheckpointEvery: time.Nanosecond, AcceptSchema: true}
	run, cancel := context.WithCancel(ctx)
	pages := 0
	opts.Progress = func(migrate.Progress) {
		if pages++; pages == 12 {
			cancel()
		}
	}
	if _, err := migrate.Run(run, d, opts); !errors.Is(err, context.Canceled) {
		t.Fatalf("stopped: %v", err)
	}
	cancel()
	if _, err := os.Stat(ckpt); err != nil {
		t.Fatalf("no checkpoint: %v", err)
	}
	if _, err := db.ExecContext(ctx, "INSERT INTO users (id, email, name) VALUES (500, 'USER1@example.com', 'User One Again')"); err != nil {
		t.Fatal(err)
	}
	var saved time.Time
	opts.Progress, opts.Resume, opts.Resumed = nil, true, func(at time.Time) { saved = at }
	res, err := migrate.Run(ctx, d, opts)
	if err != nil {
		t.Fatal(err)
	}
	if age := time.Since(saved); age < 0 || age > time.Minute {
		t.Errorf("resumed from a checkpoint saved %s ago (%v)", age, saved)
	}
	for _, key := range []string{"id=1", "id=500"} {
		if !slices.ContainsFunc(res.Refused, func(r migrate.Refused) bool {
			return r.Key == key && !r.Written && strings.Contains(r.Why, "have one key (PK USER#EMAIL#user1@example.com") && strings.Contains(r.Why, "which may be a collation other than the schema's")
		}) {
			t.Errorf("%s is not refused: %+v", key, res.Refused)
		}
	}
	if !slices.ContainsFunc(res.Refused, func(r migrate.Refused) bool {
		return r.Key == "id=1" && strings.Contains(r.Why, "written before the interruption, are deleted")
	}) {
		t.Errorf("id=1, written before the checkpoint, is not said deleted: %+v", res.Refused)
	}
	if n := len(slices.DeleteFunc(slices.Clone(res.Refused), func(r migrate.Refused) bool { return r.Key != "id=1" })); n != 1 {
		t.Errorf("id=1 is listed %d times, want once: %+v", n, res.Refused)
	}
	// The same as a migration from the start, now.
	fresh := opts
	fresh.Table, fresh.Resume, fresh.Resumed, fresh.Checkpoint = "fresh", false, nil, ""
	if _, err := migrate.Run(ctx, d, fresh); err != nil {
		t.Fatal(err)
	}
	want, got := items(t, client, "fresh"), items(t, client, "accounts")
	if !slices.Equal(want, got) || slices.ContainsFunc(got, func(s string) bool { return strings.Contains(s, "user1@example.com") }) {
		t.Errorf("resumed: %d items, from the start %d; user1's items left: %v", len(got), len(want), slices.ContainsFunc(got, func(s string) bool { return strings.Contains(s, "user1@example.com") }))
	}
}

// items are the table's items, each its key and id, sorted.
func items(t *testing.T, client *dynamodb.Client, table string) []string {
	t.Helper()
	var out []string
	p := dynamodb.NewScanPaginator(client, &dynamodb.ScanInput{TableName: aws.String(table)})
	for p.HasMorePages() {
		page, err := p.NextPage(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range page.Items {
			var parts []string
			for _, a := range []string{design.PK, design.SK, "id"} {
				switch v := it[a].(type) {
				case *types.AttributeValueMemberS:
					parts = append(parts, v.Value)
				case *types.AttributeValueMemberN:
					parts = append(parts, v.Value)
				}
			}
			out = append(out, strings.Join(parts, " "))
		}
	}
	slices.Sort(out)
	return out
}
