package main

import (
	"bytes"
	"context"
	gosql "database/sql"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/verify"
)

// sourceDB starts a MariaDB of the test's own, runs stmts in a new
// database named name, and returns the DSN of that database and a
// connection to it, as an application's database is.
func sourceDB(t *testing.T, name string, stmts ...string) (string, *gosql.Conn) {
	t.Helper()
	server := os.Getenv("SQL2DYNAMO_MARIADBD")
	if server == "" {
		t.Skip("SQL2DYNAMO_MARIADBD is not set: ./test.sh installs MariaDB and sets it")
	}
	dsn, stop, err := verify.StartMariaDB(context.Background(), server, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	db, err := gosql.Open("mysql", dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	conn, err := db.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	// utf8mb4 and MariaDB's equal of MySQL 8's default collation, as a
	// schema that declares none means.
	for _, s := range append([]string{"CREATE DATABASE " + name + " CHARACTER SET utf8mb4 COLLATE utf8mb4_uca1400_nopad_ai_ci", "USE " + name}, stmts...) {
		if _, err := conn.ExecContext(context.Background(), s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	return dsn + name, conn
}

// eventsSchema is an application's table of events, as its schema file
// and its sqlc queries say.
const eventsSchema = `CREATE TABLE events (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  account_id BIGINT NOT NULL,
  kind VARCHAR(20) NOT NULL,
  note VARCHAR(200),
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- name: GetEvent :one
SELECT * FROM events WHERE id = ?;

-- name: ListAccountEvents :many
SELECT * FROM events WHERE account_id = ? ORDER BY created_at DESC;
`

// eventRows fills events with n rows: 50 accounts, mixed-case kinds,
// NULL notes in one row of five.
func eventRows(n int) string {
	return "INSERT INTO events (account_id, kind, note, created_at) SELECT seq % 50 + 1, CONCAT('Kind', seq % 7), IF(seq % 5 = 0, NULL, CONCAT('Note ', seq)), NOW() - INTERVAL seq MINUTE FROM seq_1_to_" + strconv.Itoa(n)
}

// writeInput writes an input file into a temp folder and returns its path.
func writeInput(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "schema.sql")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestMigrateStoppedServer: DynamoDB Local, or MariaDB, stopped with
// SIGSTOP mid-migration (it takes connections and never answers) ends the
// migration within about --timeout, exit 2 and one line saying which;
// the checkpoint stays, and --resume, once it answers again, ends with
// every item there.
func TestMigrateStoppedServer(t *testing.T) {
	dir := os.Getenv("DYNAMODB_LOCAL_DIR")
	if dir == "" {
		t.Skip("DYNAMODB_LOCAL_DIR is not set: ./test.sh installs DynamoDB Local and sets it")
	}
	schema := writeInput(t, eventsSchema)
	for _, stopped := range []string{"DynamoDB", "MySQL"} {
		t.Run(stopped, func(t *testing.T) {
			dsn, _ := sourceDB(t, "app", strings.Split(eventsSchema, ";\n")[0], eventRows(6000))
			endpoint, stop, err := verify.StartLocal(context.Background(), dir)
			if err != nil {
				t.Fatal(err)
			}
			defer stop()
			pid := localPid(endpoint)
			if stopped == "MySQL" {
				pid = serverPid(t, dsn)
			}
			if pid == 0 {
				t.Fatalf("no %s process to stop", stopped)
			}
			ckpt := filepath.Join(t.TempDir(), "checkpoint.json")
			migrate := func(args ...string) (int, string, string) {
				var out, errb bytes.Buffer
				code := run(append([]string{"migrate", "--mysql", dsn, "--endpoint", endpoint, "--table", "app"}, append(args, schema)...), &out, &errb)
				return code, out.String(), errb.String()
			}
			code, dry, stderr := migrate("--dry-run")
			want := regexp.MustCompile(`in all: would write \(dry run\) (\d+) items`).FindStringSubmatch(dry)
			if want == nil {
				t.Fatalf("dry run: exit %d\n%s%s", code, dry, stderr)
			}
			type result struct {
				code           int
				stdout, stderr string
			}
			done := make(chan result, 1)
			go func() {
				code, stdout, stderr := migrate("--create", "--checkpoint", ckpt, "--page", "50", "--workers", "1", "--timeout", "2s")
				done <- result{code, stdout, stderr}
			}()
			for deadline := time.Now().Add(2 * time.Minute); ; time.Sleep(20 * time.Millisecond) {
				if _, err := os.Stat(ckpt); err == nil {
					break
				}
				select {
				case r := <-done:
					t.Fatalf("the migration ended before %s could be stopped: exit %d\n%s%s", stopped, r.code, r.stdout, r.stderr)
				default:
				}
				if time.Now().After(deadline) {
					t.Fatal("no checkpoint within 2 minutes")
				}
			}
			if err := syscall.Kill(pid, syscall.SIGSTOP); err != nil {
				t.Fatal(err)
			}
			defer syscall.Kill(pid, syscall.SIGCONT)
			start := time.Now()
			var r result
			select {
			case r = <-done:
			case <-time.After(time.Minute):
				t.Fatalf("a stopped %s hangs the migration", stopped)
			}
			took := time.Since(start)
			if r.code != exitBadInput || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, stopped+" did not answer within the timeout (2s, --timeout)") || !strings.Contains(r.stderr, "--resume continues from "+ckpt) {
				t.Errorf("stopped %s: exit %d after %s, stdout %q, stderr %q; want 2 and one line", stopped, r.code, took, r.stdout, r.stderr)
			}
			if took > 15*time.Second {
				t.Errorf("the migration ended %s after %s stopped, --timeout 2s", took, stopped)
			}
			syscall.Kill(pid, syscall.SIGCONT)
			// Saved an hour and a half ago, as a resume the next day finds
			// it: --resume says so.
			b, err := os.ReadFile(ckpt)
			if err != nil {
				t.Fatal(err)
			}
			saved := time.Now().Add(-90 * time.Minute).UTC().Truncate(time.Second)
			b = regexp.MustCompile(`"saved": "[^"]*"`).ReplaceAll(b, []byte(`"saved": "`+saved.Format(time.RFC3339)+`"`))
			if err := os.WriteFile(ckpt, b, 0o644); err != nil {
				t.Fatal(err)
			}
			code, stdout, stderr := migrate("--checkpoint", ckpt, "--resume")
			if code != exitOK || !strings.Contains(stdout, "in all: wrote ") {
				t.Fatalf("--resume: exit %d\n%s%s", code, stdout, stderr)
			}
			if want := "sql2dynamo: resuming from " + ckpt + ", saved 1h30m"; !strings.Contains(stderr, want) || !strings.Contains(stderr, saved.Format(time.RFC3339)+"): the rows before it were read from the source as it was then") {
				t.Errorf("--resume says %q, want %q and what it keeps", stderr, want)
			}
			if n := countItems(t, endpoint, "app"); strconv.Itoa(n) != want[1] {
				t.Errorf("resumed, the table holds %d items, the dry run counts %s", n, want[1])
			}
		})
	}
}

// serverPid is the process id of the MariaDB sourceDB started for dsn.
func serverPid(t *testing.T, dsn string) int {
	t.Helper()
	pid, err := verify.MariaDBPid(dsn)
	if err != nil {
		t.Fatal(err)
	}
	return pid
}

// countItems is how many items table holds, every page of a Scan counted.
func countItems(t *testing.T, endpoint, table string) int {
	t.Helper()
	client, err := verify.NewClient(context.Background(), endpoint)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	p := dynamodb.NewScanPaginator(client, &dynamodb.ScanInput{TableName: aws.String(table), Select: "COUNT"})
	for p.HasMorePages() {
		page, err := p.NextPage(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		n += int(page.Count)
	}
	return n
}

// readingsSchema keys readings by sensor and level, a FLOAT.
const readingsSchema = `CREATE TABLE readings (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  sensor VARCHAR(40) NOT NULL,
  level FLOAT NOT NULL,
  taken_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY uq_sensor_level (sensor, level)
);

-- name: GetReading :one
SELECT * FROM readings WHERE sensor = ? AND level = ?;
`

// TestMigrateFloatKey: FLOATs that MariaDB's text protocol prints alike
// (21.5 and 21.500002, six digits) are two rows and two items, read
// exactly on the first page as on the others.
func TestMigrateFloatKey(t *testing.T) {
	dsn, _ := sourceDB(t, "plant", strings.Split(readingsSchema, ";\n")[0],
		"INSERT INTO readings (id, sensor, level, taken_at) VALUES (1, 'Boiler', 21.5, '2025-03-01 10:00:00'), (2, 'Pump', 1.5, '2025-03-01 10:00:00'), (3, 'Boiler', 21.500002, '2025-03-01 10:05:00')")
	endpoint := startLocal(t)
	var out, errb bytes.Buffer
	code := run([]string{"migrate", "--mysql", dsn, "--endpoint", endpoint, "--table", "plant", "--create", writeInput(t, readingsSchema)}, &out, &errb)
	if code != exitOK || !strings.Contains(out.String(), "readings: 3 rows, wrote 3 items") {
		t.Fatalf("exit %d\n%s%s", code, out.String(), errb.String())
	}
	if n := countItems(t, endpoint, "plant"); n != 3 {
		t.Errorf("the table holds %d items, want the 3 rows'", n)
	}
}

// usersSchema is the schema the design is made from: an email of MySQL 8's
// default collation, case- and accent-insensitive, the lookup key.
const usersSchema = `CREATE TABLE users (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(100) NOT NULL,
  display_name VARCHAR(60) NOT NULL,
  plan VARCHAR(20) NOT NULL DEFAULT 'free',
  score INT NOT NULL DEFAULT 0,
  last_seen DATE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY uq_users_email (email)
);

-- name: GetUserByEmail :one
SELECT * FROM users WHERE email = ?;

-- name: GetUser :one
SELECT * FROM users WHERE id = ?;

-- name: CreateUser :execlastid
INSERT INTO users (email, display_name) VALUES (?, ?);
`

// usersServer is the table as the server has it: the email utf8mb4_bin,
// the display name nullable, no plan, the score text, a column more.
const usersServer = `CREATE TABLE users (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(100) COLLATE utf8mb4_bin NOT NULL,
  display_name VARCHAR(60),
  score VARCHAR(10) NOT NULL DEFAULT '0',
  last_seen DATE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  referrer VARCHAR(40),
  UNIQUE KEY uq_users_email (email)
) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_uca1400_nopad_ai_ci`

// TestMigrateSchemaDifferences: a server whose table differs from the
// schema (a column collated _bin, one nullable, one missing, one of
// another type) refuses the migration before a row is read, each
// difference on its line, exit 2. Accepted, the rows the design cannot
// hold as they are say so: 'ann@example.com' and 'Ann@Example.com', two
// rows on the server, one key to the design, are both refused before
// either is written; a score 'n/a' is no number; a NULL display name, a
// zero date and the missing plan are written and listed.
func TestMigrateSchemaDifferences(t *testing.T) {
	dsn, _ := sourceDB(t, "accounts", usersServer, `INSERT INTO users (id, email, display_name, score, last_seen, created_at) VALUES
  (1, 'ann@example.com', 'Ann', '12', '2025-02-01', '2025-01-01 09:00:00'),
  (2, 'Ann@Example.com', 'Ann Again', '7', NULL, '2025-01-02 09:00:00'),
  (3, 'bob@example.com', NULL, '3', '2025-02-02', '2025-01-03 09:00:00'),
  (4, 'cy@example.com', 'Cy', 'n/a', '2025-02-03', '2025-01-04 09:00:00'),
  (5, 'dee@example.com', 'Dee', '5', '0000-00-00', '2025-01-05 09:00:00'),
  (6, 'eve@example.com', 'Eve', '9', NULL, '2025-01-06 09:00:00')`)
	endpoint := startLocal(t)
	schema := writeInput(t, usersSchema)
	migrate := func(args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		code := run(append([]string{"migrate", "--mysql", dsn, "--endpoint", endpoint, "--table", "accounts", "--create"}, append(args, schema)...), &out, &errb)
		return code, out.String(), errb.String()
	}
	code, stdout, stderr := migrate()
	for _, want := range []string{
		"sql2dynamo: the server's tables differ from the schema the design was made from in 4 ways",
		"\nsql2dynamo: users.email: the schema says utf8mb4_0900_ai_ci, the server utf8mb4_bin: it compares otherwise",
		"\nsql2dynamo: users.display_name: the schema says NOT NULL, the server NULL allowed",
		"\nsql2dynamo: users.plan: the schema says VARCHAR(20), the server no such column",
		"\nsql2dynamo: users.score: the schema says INT, the server varchar(10): another type",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q", want)
		}
	}
	if code != exitBadInput || stdout != "" || strings.Count(stderr, "\n") != 5 || len(listTables(t, endpoint)) > 0 {
		t.Fatalf("a server other than the schema: exit %d, tables %v\n%s%s", code, listTables(t, endpoint), stdout, stderr)
	}

	code, stdout, stderr = migrate("--accept-schema-differences")
	if code != exitFailure {
		t.Fatalf("accepted: exit %d\n%s%s", code, stdout, stderr)
	}
	for _, want := range []string{
		"migrated all the same (--accept-schema-differences): users.email: the schema says utf8mb4_0900_ai_ci",
		"the server's users.referrer, which the schema does not have, are not migrated",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	for _, want := range []string{
		"refused: users (id=1): its items and users (id=2) have one key (PK USER#EMAIL#ann@example.com",
		"refused: users (id=2): its items and users (id=1) have one key",
		`refused: users (id=4): its score holds "n/a", no integer (INT): DynamoDB takes it as no number`,
		"incomplete: users (id=3): its display_name is NULL, NOT NULL in the schema: the item is written without it",
		`incomplete: users (id=5): its plan is NULL, NOT NULL in the schema: the item is written without it; its last_seen holds "0000-00-00", no day of the calendar (DATE): written as the server gives it`,
		"3 rows refused, 3 written incomplete",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, stdout)
		}
	}
	// A row a page: the two rows meet across pages all the same.
	if code, paged, _ := migrate("--accept-schema-differences", "--dry-run", "--page", "1"); code != exitFailure || !strings.Contains(paged, "refused: users (id=1): its items and users (id=2) have one key") || !strings.Contains(paged, "3 rows refused, 3 written incomplete") {
		t.Errorf("a row a page: exit %d\n%s", code, paged)
	}
	written := regexp.MustCompile(`users: 6 rows, wrote (\d+) items`).FindStringSubmatch(stdout)
	if written == nil || strconv.Itoa(countItems(t, endpoint, "accounts")) != written[1] {
		t.Errorf("the table holds %d items, the summary says %v", countItems(t, endpoint, "accounts"), written)
	}
	client, err := verify.NewClient(context.Background(), endpoint)
	if err != nil {
		t.Fatal(err)
	}
	p := dynamodb.NewScanPaginator(client, &dynamodb.ScanInput{TableName: aws.String("accounts")})
	for p.HasMorePages() {
		page, err := p.NextPage(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range page.Items {
			if id, ok := it["id"].(*types.AttributeValueMemberN); ok && (id.Value == "1" || id.Value == "2" || id.Value == "4") {
				t.Errorf("the refused row id=%s has an item: %v", id.Value, it)
			}
		}
	}
}

// tasksSchema sorts a project's tasks by title: the title is in the key.
const tasksSchema = `CREATE TABLE tasks (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  project_id BIGINT NOT NULL,
  title VARCHAR(120) NOT NULL,
  done BOOLEAN NOT NULL DEFAULT FALSE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- name: ListProjectTasks :many
SELECT * FROM tasks WHERE project_id = ? ORDER BY title;
`

// TestMigrateVerifyAfter: --verify-after proves a migration as verify
// --no-load does, and fails the command when a read disagrees: a task
// renamed after a first migration has a new key, and the second, clean in
// itself, leaves the old item beside the new, which the read returns.
func TestMigrateVerifyAfter(t *testing.T) {
	dsn, conn := sourceDB(t, "work", strings.Split(tasksSchema, ";\n")[0],
		"INSERT INTO tasks (id, project_id, title, done, created_at) VALUES (1, 1, 'Write the plan', FALSE, '2025-03-01 09:00:00'), (2, 1, 'review the plan', TRUE, '2025-03-01 10:00:00'), (3, 2, 'Ship it', FALSE, '2025-03-02 09:00:00'), (4, 1, 'Zap bugs', FALSE, NOW())")
	endpoint := startLocal(t)
	schema := writeInput(t, tasksSchema)
	migrate := func(args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		code := run(append([]string{"migrate", "--mysql", dsn, "--endpoint", endpoint, "--table", "work", "--verify-after"}, append(args, schema)...), &out, &errb)
		return code, out.String(), errb.String()
	}
	code, stdout, stderr := migrate("--create")
	if code != exitOK || !strings.Contains(stdout, "0 rows refused, 0 written incomplete") || !strings.Contains(stdout, "| Reads  | 1      | 0      | 0 ") {
		t.Fatalf("verified after: exit %d\n%s%s", code, stdout, stderr)
	}
	if _, err := conn.ExecContext(context.Background(), "UPDATE tasks SET title = 'Write the new plan' WHERE id = 1"); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr = migrate()
	if code != exitFailure || !strings.Contains(stdout, "0 rows refused, 0 written incomplete") || !strings.Contains(stdout, "| Reads  | 0      | 1 ") {
		t.Errorf("a stale item verified after: exit %d\n%s%s", code, stdout, stderr)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"migrate", "--mysql", dsn, "--dry-run", "--verify-after", schema}, &out, &errb); code != exitBadInput || !strings.Contains(errb.String(), "--verify-after reads the table the migration wrote at --endpoint") {
		t.Errorf("--verify-after without a table: exit %d, %q", code, errb.String())
	}
}
