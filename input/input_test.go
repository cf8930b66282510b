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

// TestConfigStaysInItsFolder: a sqlc config's paths may not leave its
// folder (../, an absolute path, a link out) unless AllowOutsideConfig.
func TestConfigStaysInItsFolder(t *testing.T) {
	root := t.TempDir()
	write(t, filepath.Join(root, "secret.sql"), "CREATE TABLE secret (id INT PRIMARY KEY);")
	dir := filepath.Join(root, "app")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(root, "secret.sql"), filepath.Join(dir, "link.sql")); err != nil {
		t.Fatal(err)
	}
	for _, schema := range []string{"../secret.sql", filepath.Join(root, "secret.sql"), "link.sql", "../../../../../../etc/passwd"} {
		config := filepath.Join(dir, "sqlc.yaml")
		write(t, config, "version: \"2\"\nsql:\n  - engine: mysql\n    schema: \""+schema+"\"\n    queries: \""+schema+"\"\n")
		if got := messages(t, []string{config}, Options{}); !strings.Contains(got, "the path leaves the config's folder") || strings.Contains(got, "root:") {
			t.Errorf("schema %s: %q", schema, got)
		}
		if schema == "../secret.sql" {
			if got := messages(t, []string{config}, Options{AllowOutsideConfig: true}); got != "" {
				t.Errorf("schema %s allowed: %q", schema, got)
			}
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
