package design

import (
	"strings"
	"testing"

	"sql2dynamo/analyze"
)

// TestFoldTables: every fold analyze names has its table, and each folds
// as its collation compares (verify's TestFoldsMariaDB checks them all
// against a server): ß is s under general_ci and ss under UCA, l· is one
// letter under UCA 14.0.0, an ignorable character is nothing.
func TestFoldTables(t *testing.T) {
	for _, f := range analyze.Folds {
		if foldTableOf(f) == nil || Fold(f, "Bob") != "bob" {
			t.Errorf("%s: Bob folds to %q", f, Fold(f, "Bob"))
		}
	}
	for _, c := range []struct {
		fold analyze.Fold
		a, b string
		same bool
	}{
		{analyze.FoldGeneral, "ß", "s", true},
		{analyze.FoldGeneral, "ß", "ss", false},
		{analyze.FoldGeneral, "Straße", "strase", true},
		{analyze.FoldGeneral, "😀", "😁", true}, // every supplementary character weighs alike
		{analyze.FoldGeneral, "ı", "I", true},
		{analyze.FoldGeneral, "æ", "ae", false},
		{analyze.FoldUnicode, "Straße", "STRASSE", true},
		{analyze.FoldUnicode, "æ", "AE", false}, // a letter of its own in UCA 4.0.0
		{analyze.FoldUCA1400AI, "æ", "AE", true},
		{analyze.FoldUnicode, "ﬁ", "fi", true},
		{analyze.FoldUnicode520, "😀", "😁", false},
		{analyze.FoldUCA1400AI, "Zoë", "ZOE", true},
		{analyze.FoldUCA1400AI, "col·legi", "collegi", true},
		{analyze.FoldUCA1400AI, "и\u0306", "Й", true},
		{analyze.FoldUCA1400AI, "x\u200by", "xy", true},
		{analyze.FoldUCA1400AS, "Zoë", "ZOË", true},
		{analyze.FoldUCA1400AS, "Zoë", "Zoe", false},
		{analyze.FoldUCA1400AS, "Zoe\u0308", "ZOË", true},
		{analyze.FoldLatin1, "Ä", "ä", true},
		{analyze.FoldLatin1, "Ä", "a", false},
		{analyze.FoldLatin1, "Ü", "y", true},
		{analyze.FoldNone, "Bob", "bob", false},
	} {
		if got := Fold(c.fold, c.a) == Fold(c.fold, c.b); got != c.same {
			t.Errorf("%s: %+q folds to %+q, %+q to %+q: alike %v, want %v", c.fold, c.a, Fold(c.fold, c.a), c.b, Fold(c.fold, c.b), got, c.same)
		}
	}
	// The eleven values are eleven rows under utf8mb4_general_ci.
	seen := map[string]string{}
	for _, v := range []string{"ss", "ß", "ẞ", "Straße", "Strasse", "æ", "ae", "ﬁ", "fi", "ı", "Å"} {
		k := Fold(analyze.FoldGeneral, v)
		if w, ok := seen[k]; ok {
			t.Errorf("general_ci: %q and %q fold alike (%q)", v, w, k)
		}
		seen[k] = v
	}
	if got := Fold(analyze.FoldUCA1400AI, "a\xffb"); got != "a\xffb" {
		t.Errorf("a byte that is no UTF-8 folds to %q", got)
	}
}

// TestCollationWarnings: a collation with no table of its own folds by
// the nearest and the design warns of it, once per table and collation;
// the ones with a table go unwarned.
func TestCollationWarnings(t *testing.T) {
	m := analyze.Analyze(analyze.File{Name: "w.sql", Text: `
CREATE TABLE people (
  id INT PRIMARY KEY,
  name VARCHAR(50) COLLATE utf8mb4_spanish_ci,
  city VARCHAR(50) COLLATE utf8mb4_spanish_ci,
  code VARCHAR(10) COLLATE utf8mb4_0900_as_cs,
  email VARCHAR(100) COLLATE utf8mb4_general_ci,
  handle VARCHAR(30)
);
-- name: GetPerson :one
SELECT * FROM people WHERE name = ?;
`})
	d := New(m, Options{Table: "t"})
	var got []string
	for _, w := range d.Diagnostics {
		if strings.Contains(w.Message, "no fold table") {
			got = append(got, w.Message)
		}
	}
	if len(got) != 2 || !strings.Contains(got[0], "people.name, people.city: collation utf8mb4_spanish_ci") || !strings.Contains(got[0], "fold by unicode_ci") ||
		!strings.Contains(got[1], "people.code: collation utf8mb4_0900_as_cs") || !strings.Contains(got[1], "the bytes of the value") {
		t.Errorf("warnings:\n%s", strings.Join(got, "\n"))
	}
	if c := m.Entities[0].Column("name"); c.Fold != analyze.FoldUnicode {
		t.Errorf("utf8mb4_spanish_ci folds by %q", c.Fold)
	}
}
