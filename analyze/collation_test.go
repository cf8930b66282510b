package analyze

import "testing"

// TestCollations: each string column's collation comes from the column,
// else its table, else MySQL 8's default, and says how keys must fold.
func TestCollations(t *testing.T) {
	m := Analyze(File{Name: "c.sql", Text: `
CREATE TABLE a (
  id INT PRIMARY KEY,
  x VARCHAR(10),
  y VARCHAR(10) COLLATE utf8mb4_bin,
  z VARCHAR(10) BINARY,
  w VARCHAR(10) CHARACTER SET latin1,
  v VARCHAR(10) COLLATE utf8mb4_0900_as_ci,
  b VARBINARY(10)
) DEFAULT CHARSET=utf8mb4;
CREATE TABLE b (id INT PRIMARY KEY, x VARCHAR(10), y VARCHAR(10) COLLATE utf8mb4_general_ci) COLLATE=utf8mb4_0900_as_cs;
ALTER TABLE a ADD COLUMN u VARCHAR(10);
ALTER TABLE b ADD COLUMN u VARCHAR(10), MODIFY COLUMN x VARCHAR(20) COLLATE utf8mb4_bin;
CREATE TABLE c LIKE b;
-- name: Q :one
SELECT * FROM a WHERE id = ?;
`})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	want := map[string]Fold{
		"a.id": FoldNone, "a.x": FoldUCA1400AI, "a.y": FoldNone, "a.z": FoldNone, "a.w": FoldLatin1,
		"a.v": FoldUCA1400AS, "a.b": FoldNone, "b.x": FoldNone, "b.y": FoldGeneral,
		// ALTER TABLE's columns take the table's collation too (a
		// migrations folder adds most of them so), and LIKE copies it.
		"a.u": FoldUCA1400AI, "b.u": FoldNone, "c.id": FoldNone, "c.x": FoldNone, "c.y": FoldGeneral, "c.u": FoldNone,
	}
	// PAD SPACE: 'a ' = 'a'. MySQL 8's _0900_ collations are NO PAD, the
	// older ones (utf8mb4_bin, utf8mb4_general_ci, latin1's) pad.
	pad := map[string]bool{"a.y": true, "a.z": true, "a.w": true, "b.y": true, "b.x": true, "c.x": true, "c.y": true}
	for _, e := range m.Entities {
		for _, c := range e.Columns {
			if got := c.Fold; got != want[e.Name+"."+c.Name] {
				t.Errorf("%s.%s (%s): fold %q, want %q", e.Name, c.Name, c.Collation, got, want[e.Name+"."+c.Name])
			}
			if c.PadSpace != pad[e.Name+"."+c.Name] {
				t.Errorf("%s.%s (%s): PAD SPACE %v, want %v", e.Name, c.Name, c.Collation, c.PadSpace, pad[e.Name+"."+c.Name])
			}
		}
	}
}

// TestFoldOf: each collation folds by its own table, or by the nearest
// one and says so; latin1's default is latin1_swedish_ci.
func TestFoldOf(t *testing.T) {
	for _, c := range []struct {
		collation string
		fold      Fold
		exact     bool
	}{
		{"utf8mb4_general_ci", FoldGeneral, true},
		{"utf8mb4_general_nopad_ci", FoldGeneral, true},
		{"utf8mb3_general_ci", FoldGeneral, true},
		{"utf8_general_ci", FoldGeneral, true},
		{"utf8mb4_unicode_ci", FoldUnicode, true},
		{"utf8mb4_unicode_520_nopad_ci", FoldUnicode520, true},
		{"utf8mb4_uca1400_ai_ci", FoldUCA1400AI, true},
		{"utf8mb4_uca1400_nopad_as_ci", FoldUCA1400AS, true},
		{"utf8mb4_0900_ai_ci", FoldUCA1400AI, true},
		{"UTF8MB4_0900_AS_CI", FoldUCA1400AS, true},
		{"latin1_swedish_ci", FoldLatin1, true},
		{"utf8mb4_bin", FoldNone, true},
		{"binary", FoldNone, true},
		{"utf8mb4_0900_as_cs", FoldNone, false},
		{"utf8mb4_uca1400_ai_cs", FoldNone, false},
		{"utf8mb4_spanish_ci", FoldUnicode, false},
		{"utf8mb4_vietnamese_520_ci", FoldUnicode520, false},
		{"utf8mb4_es_0900_ai_ci", FoldUCA1400AI, false},
		{"utf8mb4_de_pb_0900_as_ci", FoldUCA1400AS, false},
		{"utf8mb4_uca1400_swedish_ai_ci", FoldUCA1400AI, false},
		{"utf8mb4_general_mysql500_ci", FoldGeneral, false},
		{"latin1_german1_ci", FoldLatin1, false},
		{"ascii_general_ci", FoldGeneral, false},
	} {
		if f, exact := FoldOf(c.collation); f != c.fold || exact != c.exact {
			t.Errorf("FoldOf(%s) = %q, %v; want %q, %v", c.collation, f, exact, c.fold, c.exact)
		}
	}
	if got := charsetCollation("latin1"); got != "latin1_swedish_ci" {
		t.Errorf("latin1's default collation is %s", got)
	}
}

// TestMariaDBCollations: a MariaDB schema's UCA 14.0.0 and NO PAD
// collations read, and fold by their tables.
func TestMariaDBCollations(t *testing.T) {
	m := Analyze(File{Name: "m.sql", Text: `
CREATE TABLE m (
  id INT PRIMARY KEY,
  a VARCHAR(10) COLLATE utf8mb4_uca1400_ai_ci,
  b VARCHAR(10) CHARACTER SET utf8mb4 COLLATE utf8mb4_uca1400_nopad_as_ci,
  c VARCHAR(10) COLLATE utf8mb3_uca1400_ai_ci,
  d VARCHAR(10) COLLATE utf8mb4_general_nopad_ci,
  e VARCHAR(10) COLLATE utf8mb4_nopad_bin
);
-- name: Q :one
SELECT * FROM m WHERE a = ?;
`})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	want := map[string]Fold{"a": FoldUCA1400AI, "b": FoldUCA1400AS, "c": FoldUCA1400AI, "d": FoldGeneral, "e": FoldNone}
	pad := map[string]bool{"a": true, "c": true}
	for _, c := range m.Entities[0].Columns[1:] {
		if c.Fold != want[c.Name] || c.PadSpace != pad[c.Name] {
			t.Errorf("%s (%s): fold %q, PAD SPACE %v; want %q, %v", c.Name, c.Collation, c.Fold, c.PadSpace, want[c.Name], pad[c.Name])
		}
	}
}

// TestBinaryAttribute: VARCHAR(n) BINARY is the _bin collation of the
// column's character set, else of its table's, as the server names it
// (utf8mb4_bin, latin1_bin), never <table collation>_bin.
func TestBinaryAttribute(t *testing.T) {
	m := Analyze(File{Name: "c.sql", Text: `
CREATE TABLE a (id INT PRIMARY KEY, x VARCHAR(10) BINARY, y VARCHAR(10) CHARACTER SET latin1 BINARY, z VARCHAR(10) CHARACTER SET latin1) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
CREATE TABLE b (id INT PRIMARY KEY, x VARCHAR(10) BINARY) DEFAULT CHARSET=latin1;
CREATE TABLE c (id INT PRIMARY KEY, x VARCHAR(10) BINARY, y VARCHAR(10) BINARY COLLATE utf8mb4_general_ci);
-- name: Q :one
SELECT * FROM a WHERE id = ?;
`})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	want := map[string]string{"a.x": "utf8mb4_bin", "a.y": "latin1_bin", "a.z": "latin1_swedish_ci", "b.x": "latin1_bin", "c.x": "utf8mb4_bin", "c.y": "utf8mb4_general_ci"}
	for _, e := range m.Entities {
		for _, c := range e.Columns {
			if w, ok := want[e.Name+"."+c.Name]; ok && c.Collation != w {
				t.Errorf("%s.%s: %s, want %s", e.Name, c.Name, c.Collation, w)
			}
		}
	}
}

// TestTimeHasNoCollation: a TIME column is read as its text, but no
// collation compares it: its key is never folded, and no warning speaks
// of its collation's order.
func TestTimeHasNoCollation(t *testing.T) {
	m := Analyze(File{Name: "t.sql", Text: `
CREATE TABLE shifts (id INT PRIMARY KEY, opens_at TIME NOT NULL, note VARCHAR(20)) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
-- name: Q :one
SELECT * FROM shifts WHERE id = ?;
`})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	e := m.Entities[0]
	if c := e.Column("opens_at"); c.Collation != "" || c.Fold != FoldNone {
		t.Errorf("opens_at: collation %q, fold %q; want none", c.Collation, c.Fold)
	}
	if c := e.Column("note"); c.Fold != FoldGeneral {
		t.Errorf("note: fold %q, want %q", c.Fold, FoldGeneral)
	}
}
