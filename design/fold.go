package design

import (
	"bufio"
	"compress/gzip"
	"embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"sql2dynamo/analyze"
)

// Fold writes a string as its collation compares it, so that two strings
// fold alike exactly when the collation takes them as equal: it is the
// one fold of the design (keys hold folded values, the application folds
// a parameter the same way before it fills a key, checks and verify
// compare folded values; the attribute keeps the value as written).
//
// Each fold but FoldNone is a table made from MariaDB's own weights
// (design/internal/mkfolds, from WEIGHT_STRING at the levels the
// collation compares; the files in design/folds name the server): a
// collation weighs a string as a sequence of collation elements, one or
// more per character (ß is s s under UCA, s alone under general_ci) and
// none for an ignorable one; the table writes each element as its
// representative, the lowest code point whose weight is that element
// alone, a letter that is its own lower case where one is (so 'Bob' is
// 'bob', 'Zoë' is 'zoe' under an accent-insensitive collation), and a
// character of implicit weight (Han, an unassigned code point) as the
// lowest character of that weight. An accent-sensitive fold writes an
// accent as the combining mark of its weight after its letter: 'É' is
// 'e' and U+0301. A contraction, a sequence the collation weighs as a
// whole (UCA 14.0.0's l·, Thai เก, и with U+0306), is matched first, the
// longest first, as the collation does. Since the elements of two
// strings are equal exactly when their weights are, and a fold writes
// one character per element, folds are equal exactly when the collation
// compares equal; verify's TestFoldsMariaDB checks every code point and
// random strings against a server.
//
// A code point the table does not list (one its character set cannot
// hold, for latin1) and a byte that is no UTF-8 are written as they are.
func Fold(f analyze.Fold, v string) string {
	t := foldTableOf(f)
	if t == nil {
		return v
	}
	return t.apply(v)
}

// FoldContractions are the sequences fold f weighs as a whole, which
// Fold matches before it folds a character alone: the generated
// package's tables list them (gogen).
func FoldContractions(f analyze.Fold) []string {
	t := foldTableOf(f)
	if t == nil {
		return nil
	}
	var out []string
	for _, cs := range t.heads {
		for _, c := range cs {
			out = append(out, c.seq)
		}
	}
	slices.Sort(out)
	return out
}

//go:embed folds/*.txt.gz
var foldFiles embed.FS

// foldTable is one fold: ranges of code points, and contractions by
// their first code point, the longest first.
type foldTable struct {
	ranges []foldRange
	heads  map[rune][]foldContraction
	ascii  [utf8.RuneSelf]string
}

// foldRange folds every code point from lo to hi to the string to, or,
// where delta is not 0, each to itself plus delta (A-Z to a-z).
type foldRange struct {
	lo, hi rune
	to     string
	delta  rune
}

type foldContraction struct{ seq, to string }

var foldTables sync.Map // analyze.Fold → *foldTable, read once

// foldTableOf is fold f's table, nil for FoldNone. A fold analyze names
// has a file (TestFoldTables), so a missing one is a broken build.
func foldTableOf(f analyze.Fold) *foldTable {
	if f == analyze.FoldNone {
		return nil
	}
	if t, ok := foldTables.Load(f); ok {
		return t.(*foldTable)
	}
	t, err := readFoldTable(string(f))
	if err != nil {
		panic(fmt.Sprintf("design: fold table %s: %v", f, err))
	}
	actual, _ := foldTables.LoadOrStore(f, t)
	return actual.(*foldTable)
}

// readFoldTable reads design/folds/name.txt.gz (its format is in the
// file's head, written by mkfolds).
func readFoldTable(name string) (*foldTable, error) {
	file, err := foldFiles.Open("folds/" + name + ".txt.gz")
	if err != nil {
		return nil, err
	}
	defer file.Close()
	zr, err := gzip.NewReader(file)
	if err != nil {
		return nil, err
	}
	t := &foldTable{heads: map[rune][]foldContraction{}}
	sc := bufio.NewScanner(zr)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		if err := t.add(strings.Fields(line)); err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for _, cs := range t.heads {
		slices.SortFunc(cs, func(a, b foldContraction) int { return len(b.seq) - len(a.seq) })
	}
	for r := range rune(utf8.RuneSelf) {
		t.ascii[r] = t.rune(r)
	}
	return t, nil
}

// add reads one line: LO HI =X.Y or LO HI +N, or A.B =X.
func (t *foldTable) add(fields []string) error {
	switch {
	case len(fields) == 3:
		lo, err1 := strconv.ParseInt(fields[0], 16, 32)
		hi, err2 := strconv.ParseInt(fields[1], 16, 32)
		if err1 != nil || err2 != nil || hi < lo || len(t.ranges) > 0 && rune(lo) <= t.ranges[len(t.ranges)-1].hi {
			return fmt.Errorf("bad range %s %s", fields[0], fields[1])
		}
		r := foldRange{lo: rune(lo), hi: rune(hi)}
		if to, ok := strings.CutPrefix(fields[2], "="); ok {
			s, err := hexString(to)
			if err != nil {
				return err
			}
			r.to = s
		} else {
			d, err := strconv.ParseInt(fields[2], 16, 32)
			if err != nil || d == 0 {
				return fmt.Errorf("bad shift %s", fields[2])
			}
			r.delta = rune(d)
		}
		t.ranges = append(t.ranges, r)
	case len(fields) == 2 && strings.HasPrefix(fields[1], "="):
		seq, err := hexString(fields[0])
		if err != nil || utf8.RuneCountInString(seq) < 2 {
			return fmt.Errorf("bad contraction %s", fields[0])
		}
		to, err := hexString(strings.TrimPrefix(fields[1], "="))
		if err != nil {
			return err
		}
		head, _ := utf8.DecodeRuneInString(seq)
		t.heads[head] = append(t.heads[head], foldContraction{seq, to})
	default:
		return fmt.Errorf("bad line %q", strings.Join(fields, " "))
	}
	return nil
}

// hexString reads code points written in hex, joined by '.'.
func hexString(s string) (string, error) {
	var b strings.Builder
	for _, h := range strings.Split(s, ".") {
		if h == "" {
			continue
		}
		r, err := strconv.ParseInt(h, 16, 32)
		if err != nil || !utf8.ValidRune(rune(r)) {
			return "", fmt.Errorf("bad code point %q", h)
		}
		b.WriteRune(rune(r))
	}
	return b.String(), nil
}

// rune is what the code point r folds to alone.
func (t *foldTable) rune(r rune) string {
	i, found := slices.BinarySearchFunc(t.ranges, r, func(x foldRange, r rune) int {
		switch {
		case r < x.lo:
			return 1
		case r > x.hi:
			return -1
		}
		return 0
	})
	if !found {
		return string(r)
	}
	if x := t.ranges[i]; x.delta != 0 {
		return string(r + x.delta)
	}
	return t.ranges[i].to
}

// apply folds v: at each place the longest contraction that starts
// there, else the code point alone.
func (t *foldTable) apply(v string) string {
	var b strings.Builder
	b.Grow(len(v))
next:
	for i := 0; i < len(v); {
		r, n := rune(v[i]), 1
		if r >= utf8.RuneSelf {
			if r, n = utf8.DecodeRuneInString(v[i:]); r == utf8.RuneError && n == 1 {
				b.WriteByte(v[i]) // no UTF-8: as it is
				i++
				continue
			}
		}
		for _, c := range t.heads[r] {
			if strings.HasPrefix(v[i:], c.seq) {
				b.WriteString(c.to)
				i += len(c.seq)
				continue next
			}
		}
		if r < utf8.RuneSelf {
			b.WriteString(t.ascii[r])
		} else {
			b.WriteString(t.rune(r))
		}
		i += n
	}
	return b.String()
}

// collationDiagnostics warn of string columns whose collation has no
// table of its own (analyze.FoldOf): their keys and checks fold by the
// nearest one, which may compare some letters otherwise. One warning per
// table and collation.
func collationDiagnostics(d *Design) []analyze.Diagnostic {
	var out []analyze.Diagnostic
	for _, e := range d.Model.Entities {
		var order []string
		cols := map[string][]*analyze.Column{}
		for _, c := range e.Columns {
			if c.Kind != analyze.KindString {
				continue
			}
			if _, exact := analyze.FoldOf(c.Collation); !exact {
				if cols[c.Collation] == nil {
					order = append(order, c.Collation)
				}
				cols[c.Collation] = append(cols[c.Collation], c)
			}
		}
		for _, coll := range order {
			cs := cols[coll]
			var names []string
			for _, c := range cs {
				names = append(names, e.Name+"."+c.Name)
			}
			as := "the bytes of the value, though it takes some spellings as one (é and e with U+0301, an ignorable character)"
			if f := cs[0].Fold; f != analyze.FoldNone {
				as = fmt.Sprintf("%s, the nearest table the design has, though %s may compare some letters otherwise (a language's letters: ñ in Spanish, ch in Czech)", f, coll)
			}
			out = append(out, analyze.Diagnostic{Pos: cs[0].Pos, Severity: analyze.Warning,
				Message: fmt.Sprintf("%s: collation %s has no fold table of its own: keys and checks fold by %s; a key can then merge values the SQL tells apart, or part values it takes as one", strings.Join(names, ", "), coll, as),
				Hint:    "declare the column with a collation the design folds exactly (the README's Collations lists them), or verify the design on your server (verify --mysql)"})
		}
	}
	return out
}
