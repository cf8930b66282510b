package main

import (
	"bytes"
	"os"
	"path/filepath"
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
	for _, args := range [][]string{{"design", "--table", "esc", input}, {"design", "--table", "esc", bad}} {
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
