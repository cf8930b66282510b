package main

import (
	"bytes"
	"context"
	gosql "database/sql"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"sql2dynamo/verify"
)

// TestMigrateCommand runs `sql2dynamo migrate` as a user does, from a
// MariaDB holding testdata/partition_reads' rows into DynamoDB Local: the
// table is created, every item is there, a dry run counts the same and
// writes nothing, and a row past 400 KB is refused, named by its key,
// with exit 1.
func TestMigrateCommand(t *testing.T) {
	server := os.Getenv("SQL2DYNAMO_MARIADBD")
	if server == "" {
		t.Skip("SQL2DYNAMO_MARIADBD is not set: ./test.sh installs MariaDB and sets it")
	}
	endpoint := startLocal(t)
	dsn, stop, err := verify.StartMariaDB(context.Background(), server, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	t.Chdir("../..")
	src, err := os.ReadFile("testdata/partition_reads/input.sql")
	if err != nil {
		t.Fatal(err)
	}
	db, err := gosql.Open("mysql", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	// The case's tables and its literal rows, as the application's
	// database holds them, in MariaDB's equal of the collation the schema
	// means (MySQL 8's default): another would be refused as a difference.
	stmts := []string{"CREATE DATABASE inbox CHARACTER SET utf8mb4 COLLATE utf8mb4_uca1400_nopad_ai_ci", "USE inbox"}
	for _, s := range strings.Split(string(src), ";\n") {
		if strings.Contains(s, "-- name:") {
			continue // a query of the application's
		}
		var lines []string
		for _, l := range strings.Split(s, "\n") {
			if !strings.HasPrefix(strings.TrimSpace(l), "--") {
				lines = append(lines, l)
			}
		}
		s = strings.TrimSpace(strings.Join(lines, "\n"))
		if strings.HasPrefix(s, "CREATE TABLE") || strings.HasPrefix(s, "INSERT INTO") {
			stmts = append(stmts, s)
		}
	}
	for _, s := range stmts {
		if _, err := conn.ExecContext(ctx, s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	migrate := func(args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		code := run(append([]string{"migrate", "--mysql", dsn + "inbox", "--endpoint", endpoint, "--table", "inbox"}, append(args, "testdata/partition_reads/input.sql")...), &out, &errb)
		return code, out.String(), errb.String()
	}
	if code, _, stderr := migrate(); code != exitBadInput || !strings.Contains(stderr, "there is no table inbox: --create creates it") {
		t.Fatalf("no table, no --create: exit %d, %q", code, stderr)
	}
	code, stdout, stderr := migrate("--create")
	if code != exitOK {
		t.Fatalf("exit %d\nstdout %s\nstderr %s", code, stdout, stderr)
	}
	for _, want := range []string{"conversations: 2 rows, wrote 3 items", "notes: 5 rows, wrote 6 items", "messages: 4 rows, wrote 5 items", "0 rows refused, 0 written incomplete"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, stdout)
		}
	}
	client, err := verify.NewClient(ctx, endpoint)
	if err != nil {
		t.Fatal(err)
	}
	count := func() int {
		out, err := client.Scan(ctx, &dynamodb.ScanInput{TableName: aws.String("inbox"), Select: "COUNT"})
		if err != nil {
			t.Fatal(err)
		}
		return int(out.Count)
	}
	total := regexp.MustCompile(`in all: wrote (\d+) items`).FindStringSubmatch(stdout)
	if total == nil || strconv.Itoa(count()) != total[1] {
		t.Errorf("the table holds %d items, the summary says %v", count(), total)
	}
	if code, stdout, _ := migrate("--dry-run"); code != exitOK || !strings.Contains(stdout, "in all: would write (dry run) 14 items") {
		t.Errorf("dry run: exit %d:\n%s", code, stdout)
	}
	// The same items as S3 import files, then loaded from them into a
	// table of their own, as a user tries them before the upload.
	dir := t.TempDir()
	out, errb := bytes.Buffer{}, bytes.Buffer{}
	code = run([]string{"migrate", "--mysql", dsn + "inbox", "--table", "inbox", "--to-import", dir, "--s3", "s3://my-bucket/inbox/", "testdata/partition_reads/input.sql"}, &out, &errb)
	if stdout, stderr := out.String(), errb.String(); code != exitOK || !strings.Contains(stdout, "in all: wrote 14 items") || !strings.Contains(stdout, "1 files in "+dir) {
		t.Errorf("--to-import: exit %d:\n%s%s", code, stdout, stderr)
	}
	request, err := os.ReadFile(dir + "/import-table.json")
	if err != nil || !strings.Contains(string(request), `"S3Bucket": "my-bucket"`) || !strings.Contains(string(request), `"TableName": "inbox"`) {
		t.Errorf("the ImportTable request (%v):\n%s", err, request)
	}
	out.Reset()
	errb.Reset()
	if code := run([]string{"migrate", "--load", dir, "--endpoint", endpoint, "--table", "inbox_imported", "--create", "testdata/partition_reads/input.sql"}, &out, &errb); code != exitOK || !strings.Contains(out.String(), "loaded 14 items") {
		t.Errorf("--load: exit %d:\n%s%s", code, out.String(), errb.String())
	}
	// verify --no-load: the reads agree on the migrated table and the
	// database as they are; a row changed after the migration is caught.
	noLoad := func() (int, string) {
		var out, errb bytes.Buffer
		code := run([]string{"verify", "--no-load", "--mysql", dsn + "inbox", "--endpoint", endpoint, "--table", "inbox", "testdata/partition_reads/input.sql"}, &out, &errb)
		return code, out.String() + errb.String()
	}
	if code, report := noLoad(); code != exitOK || !strings.Contains(report, "| Reads  | 7      | 0      | 0 ") || !strings.Contains(report, "nothing was loaded, and no write ran") {
		t.Errorf("verify --no-load after the migration: exit %d:\n%s", code, report)
	}
	if _, err := conn.ExecContext(ctx, "UPDATE notes SET title = 'Changed after' WHERE conversation_id = 1"); err != nil {
		t.Fatal(err)
	}
	if code, report := noLoad(); code != exitFailure || !strings.Contains(report, "ListNotesByTitle") {
		t.Errorf("verify --no-load, a row changed after the migration: exit %d:\n%s", code, report)
	}
	// A checkpoint left by an interrupted run stops a new one, which
	// --resume continues.
	left := "sql2dynamo-migrate-inbox.checkpoint.json"
	if err := os.WriteFile(left, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	defer os.Remove(left)
	if code, _, stderr := migrate(); code != exitBadInput || !strings.Contains(stderr, left+" is the checkpoint of an interrupted migration: --resume continues it") {
		t.Errorf("a checkpoint left: exit %d, %q", code, stderr)
	}
	if code, _, stderr := migrate("--resume"); code != exitBadInput || !strings.Contains(stderr, "is the checkpoint of another migration") {
		t.Errorf("--resume of another migration's checkpoint: exit %d, %q", code, stderr)
	}
	os.Remove(left)

	// A note of 500,000 characters: its item would pass 400 KB. The
	// server's body is a MEDIUMTEXT then, longer than the schema's TEXT:
	// the difference refuses the migration, unless accepted.
	for _, s := range []string{"ALTER TABLE notes MODIFY body MEDIUMTEXT NOT NULL", "INSERT INTO notes (id, conversation_id, title, body, updated_at) VALUES (15, 2, 'huge', REPEAT('x', 500000), NOW())"} {
		if _, err := conn.ExecContext(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	if code, _, stderr := migrate("--tables", "notes"); code != exitBadInput || !strings.Contains(stderr, "notes.body: the schema says TEXT, the server mediumtext: longer values") {
		t.Errorf("a MEDIUMTEXT where the schema has a TEXT: exit %d, %q", code, stderr)
	}
	code, stdout, _ = migrate("--tables", "notes", "--accept-schema-differences")
	if code != exitFailure || !strings.Contains(stdout, "refused: notes (id=15): its item is") || !strings.Contains(stdout, "notes: 6 rows, wrote 6 items") || strings.Contains(stdout, "messages:") {
		t.Errorf("a row past 400 KB: exit %d:\n%s", code, stdout)
	}
	if n := count(); n != 14 {
		t.Errorf("the table holds %d items after the refusal, want the 14 as before", n)
	}
}
