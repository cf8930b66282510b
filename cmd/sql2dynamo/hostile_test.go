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
