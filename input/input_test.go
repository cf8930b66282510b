package input

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
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
	write(t, filepath.Join(dir, "schema", "deep", "er", "schema_mysql.sql"), "CREATE TABLE deeper (id BIGINT PRIMARY KEY);")
	write(t, filepath.Join(dir, "schema", "users", "schema_postgres.sql"), "CREATE TABLE users (id BIGSERIAL PRIMARY KEY);")
	write(t, filepath.Join(dir, "migrations", "0001_init.up.sql"), "CREATE TABLE events (id BIGINT PRIMARY KEY);")
	write(t, filepath.Join(dir, "migrations", "0001_init.down.sql"), "DROP TABLE events;")
	write(t, filepath.Join(dir, "migrations", ".0002_draft.up.sql"), "DROP TABLE events;")
	write(t, filepath.Join(dir, "migrations", "0003_more.up.SQL"), "DROP TABLE events;")
	write(t, filepath.Join(dir, "migrations", "README.md"), "# migrations")
	write(t, filepath.Join(dir, "queries", "users.sql"), "-- name: GetUser :one\nSELECT * FROM users WHERE id = ?;")
	write(t, filepath.Join(dir, "queries", "orders.sql"), "-- name: ListOrders :many\nSELECT * FROM orders WHERE user_id = ?;")
	write(t, filepath.Join(dir, "queries", "notes.txt"), "not SQL")
	config := filepath.Join(dir, "sqlc.yaml")
	load := func(schema, queries string) ([]*Package, string) {
		t.Helper()
		write(t, config, "version: \"2\"\nsql:\n  - engine: mysql\n    schema: "+schema+"\n    queries: "+queries+"\n    gen:\n      go: {package: db, out: db}\n")
		pkgs, diags := Load([]string{config}, Options{})
		var sb strings.Builder
		for _, d := range diags {
			sb.WriteString(d.String() + "\n")
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
	if got, want := files(pkgs[0]), "schema/orders/schema_mysql.sql schema/users/schema_mysql.sql migrations/0001_init.up.sql queries/orders.sql queries/users.sql"; got != want {
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
	if pkgs, errs = load(`["migrations", "migrations/0001_init.down.sql", "migrations/.0002_draft.up.sql"]`, `["queries/users.sql", "queries/notes.txt"]`); errs != "" {
		t.Fatalf("files: %s", errs)
	}
	if got, want := files(pkgs[0]), "migrations/0001_init.up.sql queries/users.sql"; got != want {
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
