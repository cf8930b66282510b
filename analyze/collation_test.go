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
		"a.id": FoldNone, "a.x": FoldCaseAccents, "a.y": FoldNone, "a.z": FoldNone, "a.w": FoldCaseAccents,
		"a.v": FoldCase, "a.b": FoldNone, "b.x": FoldNone, "b.y": FoldCaseAccents,
		// ALTER TABLE's columns take the table's collation too (a
		// migrations folder adds most of them so), and LIKE copies it.
		"a.u": FoldCaseAccents, "b.u": FoldNone, "c.id": FoldNone, "c.x": FoldNone, "c.y": FoldCaseAccents, "c.u": FoldNone,
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
