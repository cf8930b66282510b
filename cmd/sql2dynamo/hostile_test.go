package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestNoControlCharacters: names holding ESC, BEL, CR and a C1 control
// reach the report and stderr as escapes, never raw, so an input cannot
// drive the terminal that shows them.
func TestNoControlCharacters(t *testing.T) {
	dir := t.TempDir()
	input := filepath.Join(dir, "esc.sql")
	sql := "CREATE TABLE `no\x1b[2Jtes\a` (id INT PRIMARY KEY, `b\u009bx` INT, `c\rr` INT);\n" +
		"-- name: Get :one\nSELECT * FROM `no\x1b[2Jtes\a` WHERE id = ? AND `c\rr` <> 1;\n"
	if err := os.WriteFile(input, []byte(sql), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.sql")
	if err := os.WriteFile(bad, []byte(sql+"-- name: Typo :one\nSELECT * FROM `no\x1b[2Jtes\a` WHERE `\x1b]0;owned\a` = ?;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"design", "--table", "esc", input}, {"design", "--table", "esc", bad}, {"generate", "--out", filepath.Join(dir, "esc"), input}} {
		var out, errb bytes.Buffer
		run(args, &out, &errb)
		for name, b := range map[string][]byte{"stdout": out.Bytes(), "stderr": errb.Bytes()} {
			for i, r := range string(b) {
				if (r < 0x20 && r != '\n' && r != '\t') || (r >= 0x7f && r < 0xa0) {
					t.Errorf("%v: %s holds control character %U at byte %d: %q", args, name, r, i, b[max(i-20, 0):min(i+20, len(b))])
					break
				}
			}
			if !utf8.Valid(b) {
				t.Errorf("%v: %s is not UTF-8", args, name)
			}
		}
		if out.Len()+errb.Len() == 0 {
			t.Errorf("%v: no output", args)
		}
	}
}

// TestSmallInputFaults: -o naming an input, a price that is no number, a
// name comment ended by a lone CR, a literal written +5.
func TestSmallInputFaults(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.sql")
	src := "CREATE TABLE scores (id INT PRIMARY KEY, level INT NOT NULL DEFAULT +1);\r-- name: GetScore :one\rSELECT * FROM scores WHERE id = +5;\r"
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"design", "--table", "scores", "-o", filepath.Join(dir, ".", "in.sql"), in}, &out, &errb); code != exitBadInput || !bytes.Contains(errb.Bytes(), []byte("is the input")) {
		t.Errorf("-o the input: exit %d, %s", code, errb.String())
	}
	if b, _ := os.ReadFile(in); string(b) != src {
		t.Errorf("-o overwrote its input")
	}
	for _, price := range []string{"NaN", "+Inf", "-1"} {
		out.Reset()
		errb.Reset()
		if code := run([]string{"design", "--table", "scores", "--read-price", price, in}, &out, &errb); code != exitBadInput || out.Len() > 0 {
			t.Errorf("--read-price %s: exit %d, %s", price, code, errb.String())
		}
	}
	out.Reset()
	errb.Reset()
	if code := run([]string{"design", "--table", "scores", "--format", "json", in}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !bytes.Contains(out.Bytes(), []byte(`"GetScore"`)) || bytes.Contains(out.Bytes(), []byte(`"unsupported"`)) {
		t.Errorf("GetScore after a lone CR, WHERE id = +5: missing or unsupported:\n%s", out.String())
	}
}

// TestVersion: --version and the version command print the build's
// version, one line.
func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"version"}} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != exitOK || !strings.HasPrefix(out.String(), "sql2dynamo ") || strings.Count(out.String(), "\n") != 1 || errb.Len() > 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out.String(), errb.String())
		}
	}
}

// TestDefaultTableNames: a default DynamoDB would refuse is mended and
// said; a sqlc package named db is named after the config's folder; only
// an invalid --table is an error.
func TestDefaultTableNames(t *testing.T) {
	dir := t.TempDir()
	schema := "CREATE TABLE things (id INT PRIMARY KEY);\n-- name: GetThing :one\nSELECT * FROM things WHERE id = ?;\n"
	for _, name := range []string{"e.sql", "my app.sql", "myapp/sqlc/query.sql"} {
		path := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, []byte(schema), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(dir, "myapp", "sqlc.yaml"), []byte("version: \"2\"\nsql:\n  - engine: mysql\n    schema: sqlc/query.sql\n    queries: sqlc/query.sql\n    gen:\n      go:\n        package: db\n"), 0o644)
	for _, c := range []struct{ arg, table, note string }{
		{"e.sql", "e_table", `the table is named e_table: "e" is no DynamoDB table name`},
		{"my app.sql", "my_app", `the table is named my_app: "my app" is no DynamoDB table name`},
		{"myapp/sqlc/query.sql", "myapp", ""},
		{"myapp/sqlc.yaml", "myapp", ""},
	} {
		var out, errb bytes.Buffer
		if code := run([]string{"design", "--format", "json", filepath.Join(dir, c.arg)}, &out, &errb); code != exitOK {
			t.Fatalf("%s: exit %d: %s", c.arg, code, errb.String())
		}
		if !strings.Contains(out.String(), `"TableName": "`+c.table+`"`) {
			t.Errorf("%s: not table %s:\n%.300s", c.arg, c.table, out.String())
		}
		if c.note != "" && !strings.Contains(errb.String(), c.note) || c.note == "" && errb.Len() > 0 {
			t.Errorf("%s: stderr %q, want the note %q", c.arg, errb.String(), c.note)
		}
	}
	t.Chdir(filepath.Join(dir, "myapp"))
	var out, errb bytes.Buffer
	if code := run([]string{"design", "--format", "json", "sqlc.yaml"}, &out, &errb); code != exitOK || !strings.Contains(out.String(), `"TableName": "myapp"`) {
		t.Errorf("sqlc.yaml of package db in the current folder: exit %d, not table myapp: %s", code, errb.String())
	}
	out.Reset()
	if code := run([]string{"design", "--table", "ab", filepath.Join(dir, "e.sql")}, &out, &errb); code != exitBadInput {
		t.Errorf("--table ab: exit %d, want 2", code)
	}
}
