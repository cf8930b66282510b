package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSqlcConfigOutsideItsFolder: a config whose schema and queries are
// ../mysql/schema and ../mysql/queries/*.sql, beside a PostgreSQL
// package, designs (exit 0, no flag), as sqlc generates it; the
// deprecated --allow-outside-config changes nothing. A query file's named
// DDL is listed apart and never changes the schema: the queries of the
// table it drops still design.
func TestSqlcConfigOutsideItsFolder(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"mysql/schema/0001_init.up.sql":      "CREATE TABLE users (\n  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,\n  email VARCHAR(255) NOT NULL,\n  created_at DATETIME NOT NULL DEFAULT NOW()\n);\n",
		"mysql/schema/0001_init.down.sql":    "DROP TABLE users;\n",
		"mysql/schema/0002_posts.up.sql":     "CREATE TABLE posts (\n  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,\n  user_id BIGINT NOT NULL,\n  title VARCHAR(200) NOT NULL,\n  KEY posts_user (user_id)\n);\n",
		"mysql/schema/0002_posts.down.sql":   "DROP TABLE posts;\n",
		"mysql/queries/users.sql":            "-- name: GetUser :one\nSELECT * FROM users WHERE id = ?;\n\n-- name: CreateUser :execlastid\nINSERT INTO users (email) VALUES (?);\n",
		"mysql/queries/posts.sql":            "-- name: ListUserPosts :many\nSELECT * FROM posts WHERE user_id = ?;\n",
		"mysql/queries/reset.sql":            "-- name: DropPosts :exec\nDROP TABLE posts;\n\n-- name: TruncateUsers :exec\nTRUNCATE TABLE users;\n",
		"postgres/schema.sql":                "CREATE TABLE users (id BIGSERIAL PRIMARY KEY);\n",
		"postgres/query.sql":                 "-- name: GetUser :one\nSELECT * FROM users WHERE id = $1;\n",
		"service/sqlc.json":                  `{"version": "2", "sql": [{"engine": "postgresql", "schema": "../postgres/schema.sql", "queries": "../postgres/query.sql", "gen": {"go": {"package": "pg", "out": "internal/pg"}}}, {"engine": "mysql", "schema": "../mysql/schema", "queries": "../mysql/queries/*.sql", "gen": {"go": {"package": "blog", "out": "internal/blog"}}}]}`,
		"service/internal/blog/.gitkeep":     "",
		"service/internal/pg/placeholder.go": "package pg\n",
	}
	for name, text := range files {
		path := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	config := filepath.Join(root, "service", "sqlc.json")
	var want string
	for i, args := range [][]string{{"design", config}, {"design", "--allow-outside-config", config}} {
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != exitOK {
			t.Fatalf("%v: exit %d\n%s", args, code, stderr.String())
		}
		report := stdout.String()
		for _, s := range []string{"3 access patterns and 2 DDL statements of the query files", "| DDL of the query files (listed; no access pattern, never applied) | 2 ",
			"package pg skipped: its engine is postgresql", "0002_posts.down.sql` note: a down migration, left out", "| Not served (unsupported)", "unsupported (DDL, no access pattern)"} {
			if !strings.Contains(report, s) {
				t.Errorf("%v: the report lacks %q", args, s)
			}
		}
		if strings.Contains(stderr.String(), "DropPosts") || strings.Contains(stderr.String(), "unknown table") {
			t.Errorf("%v: stderr %s", args, stderr.String())
		}
		if i == 0 {
			want = report
		} else if report != want {
			t.Errorf("--allow-outside-config changed the design:\n%s\n---\n%s", want, report)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"generate", "--out", filepath.Join(root, "dynamo"), config}, &stdout, &stderr); code != exitOK {
		t.Fatalf("generate: exit %d\n%s", code, stderr.String())
	}
	src, err := os.ReadFile(filepath.Join(root, "dynamo", "reset.sql.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"func (q *Queries) DropPosts(ctx context.Context) error {", "func (q *Queries) TruncateUsers(ctx context.Context) error {", "ErrUnsupported, \"the design does not serve it: DDL in a query file"} {
		if !strings.Contains(string(src), s) {
			t.Errorf("reset.sql.go lacks %q:\n%s", s, src)
		}
	}
}
