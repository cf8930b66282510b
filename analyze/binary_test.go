package analyze

import (
	"strings"
	"testing"
)

// TestBinaryColumns: BINARY, VARBINARY, BLOB and every string column of
// CHARACTER SET binary (its own or its table's) hold bytes; VARCHAR(n)
// BINARY is a _bin collation of a string, still text.
func TestBinaryColumns(t *testing.T) {
	m := Analyze(File{Name: "b.sql", Text: `
CREATE TABLE a (
  id BINARY(16) PRIMARY KEY,
  token VARBINARY(32),
  payload BLOB,
  fp VARCHAR(32) CHARACTER SET binary,
  code CHAR(4) CHARACTER SET binary,
  notes TEXT CHARACTER SET binary,
  name VARCHAR(10) BINARY,
  n INT
);
CREATE TABLE b (id INT PRIMARY KEY, v VARCHAR(10)) DEFAULT CHARSET=binary;
INSERT INTO a (id, token, payload, fp, code, notes, name, n) VALUES
  (X'00FF80C3', 0xAB00, x'', 'text', X'41', NULL, 'Ann', b'101');
-- name: Q :one
SELECT * FROM a WHERE id = ?;
`})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	for col, want := range map[string]Kind{"a.id": KindBinary, "a.token": KindBinary, "a.payload": KindBinary, "a.fp": KindBinary, "a.code": KindBinary, "a.notes": KindBinary, "a.name": KindString, "b.v": KindBinary} {
		e, c, _ := strings.Cut(col, ".")
		if got := m.Entity(e).Column(c); got.Kind != want || want == KindBinary && (got.Collation != "" || got.Fold != FoldNone) {
			t.Errorf("%s: kind %q, collation %q, want kind %q (a binary column has no collation)", col, got.Kind, got.Collation, want)
		}
	}
	// X'...' and 0x... are bytes in a string or binary column, the number
	// they spell in a number's: never their hex text.
	if len(m.Data) != 1 || len(m.Data[0].Rows) != 1 {
		t.Fatalf("data rows: %v", m.Data)
	}
	want := []string{"\x00\xff\x80\xc3", "\xab\x00", "", "text", "A", "NULL", "Ann", "5"}
	for i, v := range m.Data[0].Rows[0] {
		got := "NULL"
		if v != nil {
			got = *v
		}
		if got != want[i] {
			t.Errorf("%s: %q, want %q", m.Data[0].Columns[i], got, want[i])
		}
	}
}
