package analyze

import "testing"

// TestColumnDefinitionsFound: each column's type and place are read at
// its own definition, never at a word that only looks like its name: an
// index's KEY before a column `key`, a column of type DATE before one
// named date, a generated column's expression before the columns it
// names, ALTER TABLE's ADD and CHANGE.
func TestColumnDefinitionsFound(t *testing.T) {
	m := Analyze(File{Name: "t.sql", Text: "CREATE TABLE t (\n" +
		"  id INT PRIMARY KEY,\n" +
		"  `func` VARCHAR(20),\n" +
		"  KEY (`func`),\n" +
		"  `key` VARCHAR(21),\n" +
		"  started DATE,\n" +
		"  date VARCHAR(10) NOT NULL DEFAULT 'date',\n" +
		"  full_name VARCHAR(80) AS (CONCAT(first, ' ', last)),\n" +
		"  first VARCHAR(30),\n" +
		"  last VARCHAR(31)\n" +
		");\n" +
		"ALTER TABLE t ADD COLUMN extra INT, CHANGE COLUMN last surname VARCHAR(40);\n" +
		"-- name: GetT :one\nSELECT * FROM t WHERE id = ?;\n"})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	want := map[string]struct {
		typ  string
		line int
	}{
		"func": {"VARCHAR(20)", 3}, "key": {"VARCHAR(21)", 5}, "started": {"DATE", 6}, "date": {"VARCHAR(10)", 7},
		"full_name": {"VARCHAR(80)", 8}, "first": {"VARCHAR(30)", 9}, "extra": {"INT", 12}, "surname": {"VARCHAR(40)", 12},
	}
	for _, c := range m.Entity("t").Columns {
		w, ok := want[c.Name]
		if !ok {
			continue
		}
		if c.Type != w.typ || c.Pos.Line != w.line {
			t.Errorf("%s: type %q at line %d, want %q at line %d", c.Name, c.Type, c.Pos.Line, w.typ, w.line)
		}
	}
}

// TestBinaryDefault: DEFAULT X'FF00' is two bytes in a binary column and
// the number they spell in a numeric one, never the text "0xff00".
func TestBinaryDefault(t *testing.T) {
	m := Analyze(File{Name: "t.sql", Text: "CREATE TABLE t (id INT PRIMARY KEY, kind VARBINARY(4) NOT NULL DEFAULT X'FF00', flags INT NOT NULL DEFAULT 0x0101, tag VARCHAR(4) CHARACTER SET binary DEFAULT b'01000001');\n" +
		"-- name: GetT :one\nSELECT * FROM t WHERE id = ?;\n"})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	want := map[string]string{"kind": "\xff\x00", "flags": "257", "tag": "A"}
	for _, c := range m.Entity("t").Columns {
		if w, ok := want[c.Name]; ok && (c.Default == nil || *c.Default != w) {
			t.Errorf("%s: DEFAULT %q, want %q", c.Name, deref(c.Default), w)
		}
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}
