package input

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"sql2dynamo/analyze"
)

// update is accepted so that `go test ./... -update` (which regenerates the
// golden files in cmd/sql2dynamo) also runs here; this package has none.
var _ = flag.Bool("update", false, "rewrite golden files (none in this package)")

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func messages(t *testing.T, args []string, opts Options) string {
	t.Helper()
	done := make(chan string, 1)
	go func() {
		_, diags := Load(args, opts)
		var sb strings.Builder
		for _, d := range diags {
			sb.WriteString(d.String() + "\n")
		}
		done <- sb.String()
	}()
	select {
	case s := <-done:
		return s
	case <-time.After(10 * time.Second):
		t.Fatalf("Load(%q) did not return: it blocks", args)
		return ""
	}
}

// TestOnlyRegularFiles: a device, a FIFO in a folder and a file past the
// size limit are refused with a message, never read.
func TestOnlyRegularFiles(t *testing.T) {
	if got := messages(t, []string{"/dev/zero"}, Options{}); !strings.Contains(got, "not a regular file (a device)") {
		t.Errorf("/dev/zero: %q", got)
	}
	dir := t.TempDir()
	write(t, filepath.Join(dir, "a.sql"), "CREATE TABLE a (id INT PRIMARY KEY);")
	if err := syscall.Mkfifo(filepath.Join(dir, "b.sql"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := messages(t, []string{dir}, Options{}); !strings.Contains(got, "b.sql: not a regular file (a FIFO)") {
		t.Errorf("a FIFO in a folder: %q", got)
	}
	big := filepath.Join(t.TempDir(), "big.sql")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(MaxFileSize + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if got := messages(t, []string{big}, Options{}); !strings.Contains(got, "more than the 64 MiB") {
		t.Errorf("a file past the limit: %q", got)
	}
}

// TestConfigPathsLeaveItsFolder: a sqlc config's paths are taken from its
// folder wherever they lead, as sqlc takes them: ../mysql/schema is read,
// and so is a link out of the folder.
func TestConfigPathsLeaveItsFolder(t *testing.T) {
	root := t.TempDir()
	write(t, filepath.Join(root, "mysql", "schema", "0001_init.up.sql"), "CREATE TABLE users (id BIGINT PRIMARY KEY, created_at DATETIME NOT NULL DEFAULT NOW());")
	write(t, filepath.Join(root, "mysql", "schema", "0001_init.down.sql"), "DROP TABLE users;")
	write(t, filepath.Join(root, "mysql", "queries", "users.sql"), "-- name: GetUser :one\nSELECT * FROM users WHERE id = ?;")
	app := filepath.Join(root, "app")
	if err := os.MkdirAll(app, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(root, "mysql", "queries"), filepath.Join(app, "queries")); err != nil {
		t.Fatal(err)
	}
	for _, queries := range []string{"../mysql/queries", "queries"} {
		config := filepath.Join(app, "sqlc.json")
		write(t, config, `{"version": "2", "sql": [{"engine": "mysql", "schema": "../mysql/schema", "queries": "`+queries+`",
  "gen": {"go": {"package": "db", "out": "../internal/db"}}}]}`)
		if sqlc := os.Getenv("SQL2DYNAMO_SQLC"); sqlc != "" {
			if out, err := exec.Command(sqlc, "compile", "-f", config).CombinedOutput(); err != nil {
				t.Errorf("queries %s: sqlc compile: %v\n%s", queries, err, out)
			}
		}
		pkgs, diags := Load([]string{config}, Options{})
		if len(diags) > 0 || len(pkgs) != 1 {
			t.Fatalf("queries %s: %d packages, %v", queries, len(pkgs), diags)
		}
		var names []string
		for _, f := range pkgs[0].Files {
			names = append(names, filepath.Base(f.Name))
		}
		if got := strings.Join(names, " "); got != "0001_init.up.sql users.sql" {
			t.Errorf("queries %s: read %s", queries, got)
		}
		if g := pkgs[0].Go; g.Out != filepath.Join(root, "internal", "db") {
			t.Errorf("queries %s: out %s", queries, g.Out)
		}
	}
}

// TestConfigGlobs: a schema or queries entry with * ? [ ] is expanded by
// filepath.Glob as sqlc expands it: ** matches one folder, not several;
// of what it matches only names ending in .sql are read, neither hidden
// ones nor *.down.sql, a folder's as a file's; a pattern that matches
// nothing adds nothing (a note), and a list that leaves no file to read is
// an error at the package, as is a pattern Glob cannot read.
func TestConfigGlobs(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "schema", "users", "schema_mysql.sql"), "CREATE TABLE users (id BIGINT PRIMARY KEY);")
	write(t, filepath.Join(dir, "schema", "orders", "schema_mysql.sql"), "CREATE TABLE orders (id BIGINT PRIMARY KEY, user_id BIGINT NOT NULL);")
	// What must not be read is no SQL: sqlc, given the config too, would
	// fail on it (and a down migration read would drop events).
	const garbage = "this is not SQL at all;"
	write(t, filepath.Join(dir, "schema", "deep", "er", "schema_mysql.sql"), garbage)
	write(t, filepath.Join(dir, "schema", "users", "schema_postgres.sql"), garbage)
	write(t, filepath.Join(dir, "migrations", "0001_init.up.sql"), "CREATE TABLE events (id BIGINT PRIMARY KEY);")
	write(t, filepath.Join(dir, "migrations", "0001_init.down.sql"), "DROP TABLE events;")
	write(t, filepath.Join(dir, "migrations", ".0002_draft.up.sql"), garbage)
	write(t, filepath.Join(dir, "migrations", "0003_more.up.SQL"), garbage)
	write(t, filepath.Join(dir, "migrations", "README.md"), garbage)
	write(t, filepath.Join(dir, "queries", "users.sql"), "-- name: GetUser :one\nSELECT * FROM users WHERE id = ?;")
	write(t, filepath.Join(dir, "queries", "events.sql"), "-- name: GetEvent :one\nSELECT * FROM events WHERE id = ?;")
	write(t, filepath.Join(dir, "queries", "orders.sql"), "-- name: ListOrders :many\nSELECT * FROM orders WHERE user_id = ?;")
	write(t, filepath.Join(dir, "queries", "notes.txt"), garbage)
	write(t, filepath.Join(dir, "queries", ".draft.sql"), garbage)
	config := filepath.Join(dir, "sqlc.yaml")
	load := func(schema, queries string) ([]*Package, string) {
		t.Helper()
		write(t, config, "version: \"2\"\nsql:\n  - engine: mysql\n    schema: "+schema+"\n    queries: "+queries+"\n    gen:\n      go: {package: db, out: db}\n")
		pkgs, diags := Load([]string{config}, Options{})
		var sb strings.Builder
		for _, d := range diags {
			sb.WriteString(d.String() + "\n")
		}
		if sqlc := os.Getenv("SQL2DYNAMO_SQLC"); sqlc != "" && len(diags) == 0 {
			// sqlc reads the same files: none of the garbage.
			if out, err := exec.Command(sqlc, "compile", "-f", config).CombinedOutput(); err != nil {
				t.Errorf("schema %s, queries %s: sqlc compile: %v\n%s", schema, queries, err, out)
			}
		}
		return pkgs, sb.String()
	}
	files := func(p *Package) string {
		var names []string
		for _, f := range p.Files {
			r, _ := filepath.Rel(dir, f.Name)
			names = append(names, r)
		}
		return strings.Join(names, " ")
	}
	pkgs, errs := load(`["schema/**/schema_mysql.sql", "migrations/*", "nothing/*.sql"]`, `"queries/*.sql"`)
	if errs != "" || len(pkgs) != 1 {
		t.Fatalf("globs: %s", errs)
	}
	if got, want := files(pkgs[0]), "schema/orders/schema_mysql.sql schema/users/schema_mysql.sql migrations/0001_init.up.sql queries/events.sql queries/orders.sql queries/users.sql"; got != want {
		t.Errorf("globs read\n%s\nwant\n%s", got, want)
	}
	var notes []string
	for _, d := range pkgs[0].Diagnostics {
		notes = append(notes, d.String())
	}
	if got := strings.Join(notes, "\n"); !strings.Contains(got, "sqlc.yaml:3:5: note: schema nothing/*.sql matches no file") ||
		!strings.Contains(got, "0001_init.down.sql: note: a down migration, left out as sqlc leaves it out") {
		t.Errorf("notes: %s", got)
	}
	// A folder's files, and files named one by one, are filtered alike.
	if pkgs, errs = load(`["migrations", "migrations/0001_init.down.sql", "migrations/.0002_draft.up.sql"]`, `["queries/events.sql", "queries/notes.txt"]`); errs != "" {
		t.Fatalf("files: %s", errs)
	}
	if got, want := files(pkgs[0]), "migrations/0001_init.up.sql queries/events.sql"; got != want {
		t.Errorf("files read %s, want %s", got, want)
	}
	for _, c := range []struct{ schema, queries, want string }{
		{`"schema/*.sql"`, `"queries/*.sql"`, "sqlc.yaml:3:5: error: schema schema/*.sql: no .sql file to read"},
		{`"migrations"`, `["queries/*.txt", "nowhere/*"]`, "sqlc.yaml:3:5: error: queries queries/*.txt, nowhere/*: no .sql file to read"},
		{`"migrations"`, `"queries/[a-"`, "sqlc.yaml:3:5: error: queries/[a-: syntax error in pattern"},
		{`"migrations"`, `"missing.sql"`, "sqlc.yaml:3:5: error: missing.sql: no such file or directory"},
		{`"migrations"`, `[]`, "sqlc.yaml:3:5: error: the package has no queries"},
	} {
		if _, got := load(c.schema, c.queries); !strings.Contains(got, c.want) {
			t.Errorf("schema %s, queries %s: %q, want %q", c.schema, c.queries, got, c.want)
		}
	}
}

// TestSameFileOnce: one file given by two paths is read once.
func TestSameFileOnce(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.sql")
	write(t, a, "CREATE TABLE a (id INT PRIMARY KEY);")
	pkgs, diags := Load([]string{a, filepath.Join(dir, ".", "a.sql"), dir}, Options{})
	if len(diags) > 0 || len(pkgs) != 1 || len(pkgs[0].Files) != 1 {
		t.Fatalf("got %d files, %v", len(pkgs[0].Files), diags)
	}
}

// TestConfigNotesStayInTheirPackage: a note of one package (its down
// migration) is not shown in another's, though the packages share the
// config's own notes.
func TestConfigNotesStayInTheirPackage(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "one", "1.up.sql"), "CREATE TABLE a (id INT PRIMARY KEY);")
	write(t, filepath.Join(dir, "one", "1.down.sql"), "DROP TABLE a;")
	write(t, filepath.Join(dir, "two", "1.sql"), "CREATE TABLE b (id INT PRIMARY KEY);")
	config := filepath.Join(dir, "sqlc.yaml")
	write(t, config, `version: "2"
sql:
  - engine: postgresql
    schema: one
    queries: one
  - engine: mysql
    schema: one
    queries: one
  - engine: mysql
    schema: two
    queries: two
`)
	pkgs, diags := Load([]string{config}, Options{})
	if len(diags) > 0 || len(pkgs) != 2 {
		t.Fatalf("%d packages, %v", len(pkgs), diags)
	}
	for _, d := range pkgs[1].Diagnostics {
		if strings.Contains(d.Message, "down migration") {
			t.Errorf("package two shows package one's note: %s", d)
		}
	}
}

// TestConfigGoSettings: a package's Go settings are read as sqlc reads
// them: version 2's global rename under overrides.go wins over the
// package's, global and package overrides are counted together, version
// 1 keeps the settings on the package and its global rename at the top,
// and a case style sqlc has not is refused where the package is.
func TestConfigGoSettings(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "q.sql"), "CREATE TABLE a (id INT PRIMARY KEY, bio TEXT);")
	v2 := filepath.Join(dir, "sqlc.yaml")
	write(t, v2, `version: "2"
overrides:
  go:
    rename:
      bio: Biography
    overrides:
      - db_type: "text"
        go_type: "string"
sql:
  - engine: mysql
    schema: q.sql
    queries: q.sql
    gen:
      go:
        package: db
        out: db
        emit_result_struct_pointers: true
        json_tags_case_style: camel
        initialisms: []
        rename:
          bio: About
          id: Key
        overrides:
          - column: "a.bio"
            go_type: "string"
`)
	pkgs, diags := Load([]string{v2}, Options{})
	if len(diags) > 0 || len(pkgs) != 1 {
		t.Fatalf("%d packages, %v", len(pkgs), diags)
	}
	g := pkgs[0].Go
	if g.Rename["bio"] != "Biography" || g.Rename["id"] != "Key" || len(g.Overrides) != 2 || !g.EmitResultStructPointers ||
		g.JSONTagsCaseStyle != "camel" || g.Initialisms == nil || len(*g.Initialisms) != 0 || g.Out != filepath.Join(dir, "db") {
		t.Errorf("version 2 settings read as %+v", g)
	}
	v1 := filepath.Join(dir, "v1", "sqlc.json")
	write(t, filepath.Join(dir, "v1", "q.sql"), "CREATE TABLE a (id INT PRIMARY KEY, bio TEXT);")
	write(t, v1, `{"version": "1", "rename": {"bio": "Biography"}, "packages": [
  {"name": "db", "engine": "mysql", "path": "db", "schema": "q.sql", "queries": "q.sql",
   "emit_params_struct_pointers": true, "emit_empty_slices": true}]}`)
	if pkgs, diags = Load([]string{v1}, Options{}); len(diags) > 0 || len(pkgs) != 1 {
		t.Fatalf("%d packages, %v", len(pkgs), diags)
	}
	if g := pkgs[0].Go; g.Rename["bio"] != "Biography" || !g.EmitParamsStructPointers || !g.EmitEmptySlices || g.Out != filepath.Join(dir, "v1", "db") {
		t.Errorf("version 1 settings read as %+v", g)
	}
	write(t, v2, "version: \"2\"\nsql:\n  - engine: mysql\n    schema: q.sql\n    queries: q.sql\n    gen:\n      go:\n        package: db\n        json_tags_case_style: kebab\n")
	if got := messages(t, []string{v2}, Options{}); !strings.Contains(got, "sqlc.yaml:3:5: error: json_tags_case_style \"kebab\" is none of sqlc's") {
		t.Errorf("a case style sqlc has not: %q", got)
	}
}

// TestConfigOnePackage: Options.Package keeps the one package of that
// name, and a name the config has not is an error that lists its packages.
func TestConfigOnePackage(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "users", "schema.sql"), "CREATE TABLE users (id BIGINT PRIMARY KEY);")
	write(t, filepath.Join(dir, "posts", "schema.sql"), "CREATE TABLE posts (id BIGINT PRIMARY KEY);")
	config := filepath.Join(dir, "sqlc.yaml")
	write(t, config, `version: "2"
sql:
  - engine: mysql
    schema: users
    queries: users
    gen: {go: {package: users, out: users}}
  - engine: mysql
    schema: posts
    queries: posts
    gen: {go: {package: posts, out: posts}}
`)
	pkgs, diags := Load([]string{config}, Options{Package: "posts"})
	if len(diags) > 0 || len(pkgs) != 1 || pkgs[0].Name != "posts" {
		t.Fatalf("%d packages, %v", len(pkgs), diags)
	}
	if got := messages(t, []string{config}, Options{Package: "comments"}); !strings.Contains(got, "no MySQL package named comments") || !strings.Contains(got, "users, posts") {
		t.Errorf("an unknown package: %q", got)
	}
	if got := messages(t, []string{filepath.Join(dir, "users")}, Options{Package: "users"}); !strings.Contains(got, "only with a sqlc config") {
		t.Errorf("--sqlc-package on a folder: %q", got)
	}
}

// TestRealConfigs: configs sqlc v1.31.1 accepts load without an error:
// a PostgreSQL or SQLite package beside the MySQL one (skipped with a
// note), version 1's package without an engine (PostgreSQL, sqlc's
// default), plugins, codegen, rules, database and analyzer keys, cloud,
// servers and options, gen.json, Go options sql2dynamo does not read,
// overrides by db_type or by column with a go_type string or object,
// global and package renames, YAML anchors, JSON. A package without a
// name is named as sqlc names it: version 1 after its path, version 2
// after its out folder.
func TestRealConfigs(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "mysql", "0001_init.up.sql"), "CREATE TABLE users (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, email VARCHAR(255) NOT NULL, created_at DATETIME NOT NULL DEFAULT NOW());")
	write(t, filepath.Join(dir, "mysql", "0001_init.down.sql"), "DROP TABLE users;")
	write(t, filepath.Join(dir, "mysql", "query.sql"), "-- name: GetUser :one\nSELECT * FROM users WHERE id = ?;")
	write(t, filepath.Join(dir, "pg", "schema.sql"), "CREATE TABLE users (id BIGSERIAL PRIMARY KEY);")
	write(t, filepath.Join(dir, "pg", "query.sql"), "-- name: GetUser :one\nSELECT * FROM users WHERE id = $1;")
	for _, c := range []struct {
		name, text string
		pkg        string // the MySQL package's name
		rename     map[string]string
		overrides  int
		skipped    string // the note of the package skipped
	}{{
		name: "sqlc.yaml", pkg: "db", rename: map[string]string{"email": "EmailAddress", "id": "Key"}, overrides: 3, skipped: "package reporting skipped: its engine is postgresql",
		text: `version: "2"
cloud:
  project: "01HA8TWGMYPHK0V2GGMB3R2TP9"
servers:
  - engine: mysql
    uri: "mysql://localhost:3306"
plugins:
  - name: py
    wasm:
      url: https://downloads.sqlc.dev/plugin/sqlc-gen-python_1.2.0.wasm
      sha256: a6c5d174c407007c3717eea36ff0882744346e6ba991f92f71d6ab2895204c0e
  - name: noop
    process:
      cmd: "true"
rules:
  - name: no-pg
    message: "no pg"
    rule: "config.engine == 'postgresql'"
options:
  go_defaults: &go-defaults
    emit_interface: true
    emit_json_tags: true
overrides:
  go:
    rename:
      email: EmailAddress
    overrides:
      - db_type: "bigint"
        engine: "mysql"
        go_type: "int64"
sql:
  - engine: "mysql"
    schema: "mysql"
    queries: "mysql/query.sql"
    database:
      uri: "app:secret@tcp(localhost:3306)/app"
      managed: false
    analyzer:
      database: false
    rules: [no-pg]
    strict_function_checks: true
    strict_order_by: false
    codegen:
      - plugin: noop
        out: gen/noop
        options: {package: db, emit_sync_querier: true}
    gen:
      json:
        out: gen/json
        indent: "  "
      go:
        <<: *go-defaults
        out: internal/db
        sql_package: "database/sql"
        sql_driver: "github.com/go-sql-driver/mysql"
        emit_prepared_queries: true
        emit_exported_queries: true
        emit_enum_valid_method: true
        emit_all_enum_values: true
        emit_sql_as_comment: true
        emit_pointers_for_null_enum_types: true
        omit_unused_structs: true
        omit_sqlc_version: true
        build_tags: "integration"
        output_batch_file_name: batch.go
        output_copyfrom_file_name: copyfrom.go
        rename:
          id: Key
        overrides:
          - column: "users.email"
            go_type: "string"
            go_struct_tag: 'validate:"email"'
          - column: "users.created_at"
            nullable: true
            go_type:
              import: "time"
              package: "time"
              type: "Time"
              pointer: true
  - engine: "postgresql"
    schema: "pg/schema.sql"
    queries: "pg/query.sql"
    gen:
      go: {package: reporting, out: internal/reporting, sql_package: "pgx/v5"}
  - engine: "sqlite"
    schema: "pg/schema.sql"
    queries: "pg/query.sql"
    analyzer:
      database: "only"
`,
	}, {
		name: "sqlc.json", pkg: "app", rename: map[string]string{"email": "Mail"}, overrides: 2, skipped: "package reporting skipped: its engine is postgresql",
		text: `{
	"version": "2",
	"overrides": {"go": {"rename": {"email": "Mail"}, "overrides": [{"db_type": "datetime", "engine": "mysql", "go_type": {"import": "time", "type": "Time"}}]}},
	"sql": [
		{"engine": "postgresql", "schema": "pg/schema.sql", "queries": "pg/query.sql", "gen": {"go": {"package": "reporting", "out": "reporting"}}},
		{"engine": "mysql", "schema": ["mysql/0001_init.up.sql"], "queries": ["mysql/query.sql"],
		 "gen": {"go": {"out": "internal/app", "emit_sql_as_comment": true, "overrides": [{"column": "users.id", "go_type": "uint64"}]}}}
	]
}`,
	}, {
		name: "v1/sqlc.yaml", pkg: "store", rename: map[string]string{"email": "Mail"}, overrides: 3, skipped: "package reporting skipped: its engine is postgresql",
		text: `version: "1"
rename:
  email: Mail
overrides:
  - go_type: "github.com/segmentio/ksuid.KSUID"
    db_type: "uuid"
    engine: "postgresql"
  - go_type:
      import: "time"
      type: "Time"
    column: "users.created_at"
    engine: "mysql"
rules:
  - name: always
    rule: "true"
packages:
  - name: "reporting"
    path: "reporting"
    schema: "../pg/schema.sql"
    queries: "../pg/query.sql"
  - path: "internal/store"
    engine: "mysql"
    schema: "../mysql"
    queries: "../mysql/query.sql"
    emit_prepared_queries: true
    emit_sql_as_comment: true
    omit_unused_structs: true
    rules: [always]
    overrides:
      - column: "users.id"
        go_type: "uint64"
`,
	}} {
		config := filepath.Join(dir, c.name)
		write(t, config, c.text)
		if sqlc := os.Getenv("SQL2DYNAMO_SQLC"); sqlc != "" {
			// sqlc itself reads the config (./test.sh installs it).
			cmd := exec.Command(sqlc, "compile", "-f", config)
			cmd.Env = append(os.Environ(), "SQLC_AUTH_TOKEN=")
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("%s: sqlc compile: %v\n%s", c.name, err, out)
			}
		}
		pkgs, diags := Load([]string{config}, Options{})
		if len(diags) > 0 || len(pkgs) != 1 {
			t.Errorf("%s: %d packages, %v", c.name, len(pkgs), diags)
			continue
		}
		p := pkgs[0]
		if p.Name != c.pkg || p.Go.Package != c.pkg || len(p.Go.Overrides) != c.overrides || len(p.Files) != 2 {
			t.Errorf("%s: package %q (Go %q), %d overrides, %d files", c.name, p.Name, p.Go.Package, len(p.Go.Overrides), len(p.Files))
		}
		for k, v := range c.rename {
			if p.Go.Rename[k] != v {
				t.Errorf("%s: rename %s is %q, want %q", c.name, k, p.Go.Rename[k], v)
			}
		}
		var notes []string
		for _, d := range p.Diagnostics {
			notes = append(notes, d.Message)
		}
		if got := strings.Join(notes, "\n"); !strings.Contains(got, c.skipped) {
			t.Errorf("%s: notes %s", c.name, got)
		}
	}
}

// TestDownSections: the down part of a migration is blanked, for each
// tool whose marker sqlc's RemoveRollbackStatements knows, lines kept.
func TestDownSections(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"-- +goose Up\nCREATE TABLE a (id INT);\n-- +goose Down\nDROP TABLE a;\n", "-- +goose Up\nCREATE TABLE a (id INT);\n-- +goose Down\n             \n"},
		{"-- +migrate Up\nCREATE TABLE a (id INT);\n\n-- +migrate Down\nDROP TABLE a;\n", "-- +migrate Up\nCREATE TABLE a (id INT);\n\n-- +migrate Down\n             \n"},
		{"-- migrate:up\nCREATE TABLE a (id INT);\n-- migrate:down\nDROP TABLE a;\n", "-- migrate:up\nCREATE TABLE a (id INT);\n-- migrate:down\n             \n"},
		{"CREATE TABLE a (id INT);\n---- create above / drop below ----\nDROP TABLE a;\n", "CREATE TABLE a (id INT);\n---- create above / drop below ----\n             \n"},
		{"-- +goose Up\n-- a comment on the way down\nCREATE TABLE a (id INT);\n", "-- +goose Up\n-- a comment on the way down\nCREATE TABLE a (id INT);\n"},
	} {
		if got, _ := upOnly(c.text); got != c.want {
			t.Errorf("upOnly(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

// TestConfigAnyName: a config named otherwise than sqlc finds it itself
// (sqlc -f sqlc-admin.yml) is read as a config, never as SQL.
func TestConfigAnyName(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "schema.sql"), "CREATE TABLE users (id BIGINT PRIMARY KEY);")
	for _, name := range []string{"sqlc-admin.yml", "sqlc.prod.yaml", "config.json"} {
		config := filepath.Join(dir, name)
		text := "version: \"2\"\nsql:\n  - engine: mysql\n    schema: schema.sql\n    queries: schema.sql\n"
		if strings.HasSuffix(name, ".json") {
			text = `{"version": "2", "sql": [{"engine": "mysql", "schema": "schema.sql", "queries": "schema.sql"}]}`
		}
		write(t, config, text)
		if pkgs, diags := Load([]string{config}, Options{}); len(diags) > 0 || len(pkgs) != 1 {
			t.Errorf("%s: %d packages, %v", name, len(pkgs), diags)
		}
	}
}

// TestQueriesOnly: a file the config names under queries alone is marked
// QueriesOnly; one under schema too stays a schema file.
func TestQueriesOnly(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "db", "schema.sql"), "CREATE TABLE users (id BIGINT NOT NULL PRIMARY KEY);")
	write(t, filepath.Join(dir, "db", "query.sql"), "-- name: GetUser :one\nSELECT * FROM users WHERE id = ?;")
	write(t, filepath.Join(dir, "db", "dump.sql"), "DROP TABLE IF EXISTS users;\nCREATE TABLE users (id INT PRIMARY KEY);")
	config := filepath.Join(dir, "sqlc.yaml")
	write(t, config, "version: \"2\"\nsql:\n  - engine: mysql\n    schema: db/schema.sql\n    queries: db\n")
	pkgs, diags := Load([]string{config}, Options{})
	if len(diags) > 0 || len(pkgs) != 1 {
		t.Fatalf("%d packages, %v", len(pkgs), diags)
	}
	var got []string
	for _, f := range pkgs[0].Files {
		got = append(got, fmt.Sprintf("%s %v", filepath.Base(f.Name), f.QueriesOnly))
	}
	if s := strings.Join(got, ", "); s != "schema.sql false, dump.sql true, query.sql true" {
		t.Errorf("files %s", s)
	}
	if m := analyze.Analyze(pkgs[0].Files...); m.HasErrors() {
		t.Errorf("%v", m.Diagnostics)
	}
}

// TestConfigByAnyName: a YAML or JSON file of any name is a sqlc config,
// as sqlc -f reads it.
func TestConfigByAnyName(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "q.sql"), "CREATE TABLE a (id INT PRIMARY KEY);\n-- name: GetA :one\nSELECT * FROM a WHERE id = ?;")
	for _, name := range []string{"sqlc-mysql.yaml", "sqlc.dev.yml", "config/sqlc.mysql.JSON"} {
		config := filepath.Join(dir, name)
		q := "q.sql"
		if filepath.Dir(name) != "." {
			q = "../q.sql"
		}
		write(t, config, `{"version": 2, "sql": [{"engine": "mysql", "schema": "`+q+`", "queries": "`+q+`", "gen": {"go": {"package": "db", "out": "db"}}}]}`)
		if pkgs, diags := Load([]string{config}, Options{}); len(diags) > 0 || len(pkgs) != 1 || len(pkgs[0].Files) != 1 {
			t.Errorf("%s: %v", name, diags)
		}
	}
}

// TestFolderConfig: a folder alone that holds no .sql file but a sqlc
// config is that config, as sqlc run in it finds it (sqlc.yaml first);
// one with .sql files is those files, as ever.
func TestFolderConfig(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "db", "q.sql"), "CREATE TABLE a (id INT PRIMARY KEY);\n-- name: GetA :one\nSELECT * FROM a WHERE id = ?;")
	write(t, filepath.Join(dir, "sqlc.yml"), "version: \"2\"\nsql:\n  - engine: mysql\n    schema: db\n    queries: db\n    gen: {go: {package: app, out: internal/app}}\n")
	pkgs, diags := Load([]string{dir}, Options{})
	if len(diags) > 0 || len(pkgs) != 1 || pkgs[0].Name != "app" || pkgs[0].Sources[0] != filepath.Join(dir, "sqlc.yml") {
		t.Fatalf("%v", diags)
	}
	write(t, filepath.Join(dir, "sqlc.json"), "{}")
	if got := messages(t, []string{dir}, Options{}); !strings.Contains(got, "the folder has no .sql file") {
		t.Errorf("YAML and JSON configs: %q", got)
	}
	if pkgs, diags = Load([]string{filepath.Join(dir, "db")}, Options{}); len(diags) > 0 || pkgs[0].Name != "" {
		t.Errorf("a folder of .sql files: %v", diags)
	}
}

// TestSchemaFilesNamedDDL: a file a config lists under schema and
// queries both is a schema file: its named CREATE TABLE IF NOT EXISTS is
// the schema's, as sqlc's catalog applies it, and a DDL pattern too; in
// a file listed under queries alone it changes nothing.
func TestSchemaFilesNamedDDL(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "schema.sql"), "CREATE TABLE users (id BIGINT NOT NULL PRIMARY KEY, email VARCHAR(255) NOT NULL);\n")
	write(t, filepath.Join(dir, "sessions.sql"), "-- name: CreateSessions :exec\nCREATE TABLE IF NOT EXISTS sessions (id BIGINT NOT NULL PRIMARY KEY, user_id BIGINT NOT NULL);\n\n-- name: GetSession :one\nSELECT * FROM sessions WHERE id = ?;\n")
	write(t, filepath.Join(dir, "admin.sql"), "-- name: DropUsers :exec\nDROP TABLE users;\n\n-- name: GetUser :one\nSELECT * FROM users WHERE id = ?;\n")
	config := filepath.Join(dir, "sqlc.yaml")
	write(t, config, "version: \"2\"\nsql:\n  - engine: mysql\n    schema: [schema.sql, sessions.sql]\n    queries: [sessions.sql, admin.sql]\n    gen: {go: {package: db, out: db}}\n")
	if sqlc := os.Getenv("SQL2DYNAMO_SQLC"); sqlc != "" {
		if out, err := exec.Command(sqlc, "compile", "-f", config).CombinedOutput(); err != nil {
			t.Errorf("sqlc compile: %v\n%s", err, out)
		}
	}
	pkgs, diags := Load([]string{config}, Options{})
	if len(diags) > 0 || len(pkgs) != 1 {
		t.Fatalf("%v", diags)
	}
	m := analyze.Analyze(pkgs[0].Files...)
	if m.HasErrors() || m.Entity("sessions") == nil || m.Entity("users") == nil {
		t.Fatalf("%v", m.Diagnostics)
	}
	var got []string
	for _, p := range m.Patterns {
		got = append(got, p.Name+" "+string(p.Statement))
	}
	if s := strings.Join(got, ", "); s != "CreateSessions ddl, GetSession select, DropUsers ddl, GetUser select" {
		t.Errorf("patterns %s", s)
	}
}
