package verify

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

// TestMemEngineTouchesNoFile holds the in-process engine away from the
// file system, should a statement that reaches outside the tables ever
// get past the analyzer: INTO OUTFILE and LOAD_FILE() fail.
func TestMemEngineTouchesNoFile(t *testing.T) {
	m, err := newMemEngine(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	secret := filepath.Join(dir, "secret")
	if err := os.WriteFile(secret, []byte("the secret"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := m.exec("CREATE TABLE notes (id INT PRIMARY KEY, body TEXT)"); err != nil {
		t.Fatal(err)
	}
	if err := m.exec("INSERT INTO notes VALUES (1, 'import os')"); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "x.pth")
	if _, err := m.query("SELECT body FROM notes INTO OUTFILE '" + out + "'"); err == nil {
		t.Errorf("INTO OUTFILE ran")
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("INTO OUTFILE wrote %s", out)
	}
	rs, err := m.query("SELECT LOAD_FILE('" + secret + "') FROM notes")
	if err == nil && len(rs.rows) > 0 && rs.rows[0][0] != nil {
		t.Errorf("LOAD_FILE read %q", *rs.rows[0][0])
	}
}

// TestWithoutJSONCasts: MariaDB runs CAST(x AS JSON) as x; text that
// only looks like a cast stays as it is.
func TestWithoutJSONCasts(t *testing.T) {
	for in, want := range map[string]string{
		`UPDATE t SET m = CAST('{"a": "x)"}' AS JSON) WHERE id = 1`:     `UPDATE t SET m = '{"a": "x)"}' WHERE id = 1`,
		`INSERT INTO t VALUES (cast( 'a''CAST(b AS JSON)' as json), 2)`: `INSERT INTO t VALUES ( 'a''CAST(b AS JSON)', 2)`,
		`SELECT CAST(n AS CHAR), PODCAST(x AS JSON) FROM t`:             `SELECT CAST(n AS CHAR), PODCAST(x AS JSON) FROM t`,
		`SELECT CAST(CAST(x AS CHAR) AS JSON)`:                          `SELECT CAST(x AS CHAR)`,
		"SELECT `CAST(` FROM t":                                         "SELECT `CAST(` FROM t",
	} {
		if got := withoutJSONCasts(in); got != want {
			t.Errorf("withoutJSONCasts(%s) = %s, want %s", in, got, want)
		}
	}
}
