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
