// Command mkfolds writes design's fold tables (design/folds/*.txt.gz)
// from the weights of a MariaDB server, one table per collation family:
//
//	go run ./design/internal/mkfolds -dsn 'root@unix(/path/to/mariadb.sock)/'
//
// For each family it reads every code point's weight string
// (WEIGHT_STRING(c COLLATE collation), at the levels the collation
// compares), splits it into collation elements, and picks for each
// element a representative: the lowest code point whose weight is that
// element alone, a letter that is its own lower case if there is one
// (see readability), so that 'Bob' folds to 'bob'. A character folds to
// the representatives of its elements, in order; an ignorable one to
// nothing; one with an element no character has alone (æ under an
// accent-sensitive collation) stands for its elements itself (see
// represent). Two strings then fold alike exactly when their weights are
// equal, which is when the collation compares them equal (design.Fold
// says why).
//
// The UCA 14.0.0 collations have contractions (l· is one element, Thai
// เก is ก then เ): mkfolds finds them by asking the server for the
// weights of the sequences DUCET's contractions are made of (see
// contractions) and writes each as a sequence of its own.
//
// The output is deterministic for a server version, which each file
// names; verify's TestFoldsMariaDB checks the tables against a server.
package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/md5"
	gosql "database/sql"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	_ "github.com/go-sql-driver/mysql"
	"golang.org/x/text/unicode/norm"
)

// family is one fold table: the collation whose weights it is made of.
type family struct {
	name      string // the table's name, analyze.Fold's value
	collation string
	// primary is the collation that compares the first level alone, for
	// a family that compares two (accents): its weights tell where the
	// first level ends in collation's.
	primary string
	latin1  bool // the latin1 charset: its 256 characters, one byte a weight
	// contractions says the collation has them, so they are searched for.
	contractions bool
}

var families = []family{
	{name: "general_ci", collation: "utf8mb4_general_ci"},
	{name: "unicode_ci", collation: "utf8mb4_unicode_ci", contractions: true},
	{name: "unicode_520_ci", collation: "utf8mb4_unicode_520_ci", contractions: true},
	{name: "uca1400_ai_ci", collation: "utf8mb4_uca1400_ai_ci", contractions: true},
	{name: "uca1400_as_ci", collation: "utf8mb4_uca1400_as_ci", primary: "utf8mb4_uca1400_ai_ci", contractions: true},
	{name: "latin1_swedish_ci", collation: "latin1_swedish_ci", latin1: true},
}

func main() {
	dsn := flag.String("dsn", "", "a MariaDB 10.10+ server's DSN (go-sql-driver form)")
	out := flag.String("out", "design/folds", "the folder the tables are written to")
	only := flag.String("only", "", "build only this family")
	flag.Parse()
	if *dsn == "" {
		log.Fatal("mkfolds: -dsn is required")
	}
	db, err := gosql.Open("mysql", *dsn)
	if err != nil {
		log.Fatal(err)
	}
	db.SetMaxOpenConns(1) // one session: its temporary tables
	ctx := context.Background()
	var version string
	if err := db.QueryRowContext(ctx, "SELECT VERSION()").Scan(&version); err != nil {
		log.Fatal(err)
	}
	for _, f := range families {
		if *only != "" && f.name != *only {
			continue
		}
		t, err := build(ctx, db, f)
		if err != nil {
			log.Fatalf("mkfolds: %s: %v", f.name, err)
		}
		path := filepath.Join(*out, f.name+".txt.gz")
		if err := write(path, t.text(f, version)); err != nil {
			log.Fatal(err)
		}
		log.Printf("%s: %d code points fold, %d ranges, %d contractions", path, t.changed, len(t.lines), len(t.contractions))
	}
}

// weights are a weight string split into weights: two bytes each, one
// for latin1's.
type weights []uint16

func split(b []byte, width int) weights {
	out := make(weights, 0, len(b)/width)
	for i := 0; i+width <= len(b); i += width {
		if width == 1 {
			out = append(out, uint16(b[i]))
		} else {
			out = append(out, uint16(b[i])<<8|uint16(b[i+1]))
		}
	}
	return out
}

// base is the second-level weight of a letter without a mark.
const base = 0x0020

// coll is a family's weights: every character's, by level.
type coll struct {
	f      family
	chars  []rune           // the repertoire, ascending
	l1, l2 map[rune]weights // l2 only for a two-level family
	alone  map[uint16]bool  // first-level weights some character has alone
	reps   map[string]rune  // each token's representative, by its elements joined by spaces
	code   map[string]bool  // the tokens the folds spell elements with
	// longestToken is the most elements a token has.
	longestToken int
	fold         map[rune]string // what each character folds to
	// found are the contractions found so far, by sequence; longest is
	// the most code points one has.
	found   map[string]*contraction
	longest int
}

func build(ctx context.Context, db *gosql.DB, f family) (*table, error) {
	c := &coll{f: f, l1: map[rune]weights{}, alone: map[uint16]bool{}}
	if err := c.read(ctx, db); err != nil {
		return nil, err
	}
	if err := c.represent(); err != nil {
		return nil, err
	}
	if f.contractions {
		if err := c.contractions(ctx, db); err != nil {
			return nil, err
		}
	}
	return c.table()
}

// read loads every character's weights.
func (c *coll) read(ctx context.Context, db *gosql.DB) error {
	width := 2
	if c.f.latin1 {
		width = 1
	}
	levels := []string{c.f.collation}
	if c.f.primary != "" {
		levels = []string{c.f.primary, c.f.collation}
		c.l2 = map[rune]weights{}
	}
	for i, coll := range levels {
		q := "SELECT seq, WEIGHT_STRING(CONVERT(CHAR(seq USING utf32) USING utf8mb4) COLLATE " + coll + ") FROM seq_0_to_1114111 WHERE seq < 55296 OR seq > 57343"
		if c.f.latin1 {
			q = "SELECT ORD(CONVERT(CONVERT(CHAR(seq) USING latin1) USING utf32)), WEIGHT_STRING(CONVERT(CHAR(seq) USING latin1) COLLATE " + coll + ") FROM seq_0_to_255"
		}
		rows, err := db.QueryContext(ctx, q)
		if err != nil {
			return err
		}
		for rows.Next() {
			var r rune
			var w []byte
			if err := rows.Scan(&r, &w); err != nil {
				rows.Close()
				return err
			}
			ws := split(w, width)
			if i == 0 {
				c.chars = append(c.chars, r)
				c.l1[r] = ws
				continue
			}
			l1 := c.l1[r]
			if len(ws) < len(l1) || !slices.Equal(ws[:len(l1)], l1) {
				return fmt.Errorf("U+%04X: %s's weights %04X do not start with %s's %04X", r, coll, ws, c.f.primary, l1)
			}
			c.l2[r] = ws[len(l1):]
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
	}
	slices.Sort(c.chars)
	c.chars = slices.Compact(c.chars)
	for _, r := range c.chars {
		if w := c.l1[r]; len(w) == 1 {
			c.alone[w[0]] = true
		}
	}
	return nil
}

// elements splits weights into collation elements, each named by its
// weights. A first-level weight no character has alone starts an
// implicit weight (a Han character's, an unassigned code point's): it
// and the next are one element. On two levels each first-level element
// takes the base second-level weight, and every other second-level
// weight is a mark's (a first-level ignorable): their order is the
// elements' order.
func (c *coll) elements(l1, l2 weights) ([]string, error) {
	var prim []string
	for i := 0; i < len(l1); i++ {
		if c.alone[l1[i]] {
			prim = append(prim, fmt.Sprintf("%04X", l1[i]))
			continue
		}
		if i+1 == len(l1) {
			return nil, fmt.Errorf("weight %04X ends the string without its second", l1[i])
		}
		prim = append(prim, fmt.Sprintf("%04X%04X", l1[i], l1[i+1]))
		i++
	}
	if c.l2 == nil {
		return prim, nil
	}
	var out []string
	for _, s := range l2 {
		if s != base {
			out = append(out, fmt.Sprintf("/%04X", s))
			continue
		}
		if len(prim) == 0 {
			return nil, fmt.Errorf("more base accents than letters in %04X %04X", l1, l2)
		}
		out, prim = append(out, prim[0]), prim[1:]
	}
	if len(prim) > 0 {
		return nil, fmt.Errorf("a letter without its base accent in %04X %04X", l1, l2)
	}
	return out, nil
}

// represent picks the representatives and folds every character.
//
// A token is a sequence of elements some character weighs exactly, and
// its representative the most readable such character. The code is the
// tokens of one element, and, for a character whose elements they do not
// spell (an accent-sensitive ligature: æ is a, a second-level element no
// character has alone, e), the character's own elements as one token. A
// character folds to the representatives of the tokens that spell its
// elements. The code must be uniquely decodable (checked with the
// Sardinas-Patterson test): then a string's elements have one spelling in
// tokens, so strings of equal weight fold alike, and one representative
// per token makes strings of unequal weight fold apart.
func (c *coll) represent() error {
	elems := map[rune][]string{}
	c.reps = map[string]rune{}
	for _, r := range c.chars {
		e, err := c.elements(c.l1[r], c.l2[r])
		if err != nil {
			return fmt.Errorf("U+%04X: %v", r, err)
		}
		elems[r] = e
		if len(e) == 0 {
			continue
		}
		k := strings.Join(e, " ")
		if rep, ok := c.reps[k]; !ok || readability(r) > readability(rep) {
			c.reps[k] = r
		}
	}
	c.code = map[string]bool{}
	for k := range c.reps {
		if !strings.Contains(k, " ") {
			c.code[k] = true
		}
	}
	byLen := slices.Clone(c.chars)
	slices.SortStableFunc(byLen, func(a, b rune) int { return len(elems[a]) - len(elems[b]) })
	for _, r := range byLen {
		if _, ok := c.spell(elems[r]); !ok {
			c.code[strings.Join(elems[r], " ")] = true
			c.longestToken = max(c.longestToken, len(elems[r]))
		}
	}
	if err := c.uniquelyDecodable(); err != nil {
		return err
	}
	c.fold = map[rune]string{}
	for _, r := range c.chars {
		s, err := c.write(elems[r])
		if err != nil {
			return fmt.Errorf("U+%04X: %v", r, err)
		}
		c.fold[r] = s
	}
	if c.fold[' '] != " " {
		return fmt.Errorf("a space folds to %q: PAD SPACE trims spaces", c.fold[' '])
	}
	return nil
}

// spell splits elements into tokens of the code.
func (c *coll) spell(elems []string) ([]string, bool) {
	// from[i] is the token that ends a spelling of elems[:i], "" for none.
	from := make([]string, len(elems)+1)
	start := make([]int, len(elems)+1)
	for i := 1; i <= len(elems); i++ {
		for n := 1; n <= min(i, max(c.longestToken, 1)); n++ {
			if j := i - n; (j == 0 || from[j] != "") && c.code[strings.Join(elems[j:i], " ")] {
				from[i], start[i] = strings.Join(elems[j:i], " "), j
				break
			}
		}
	}
	if len(elems) > 0 && from[len(elems)] == "" {
		return nil, false
	}
	var out []string
	for i := len(elems); i > 0; i = start[i] {
		out = append(out, from[i])
	}
	slices.Reverse(out)
	return out, true
}

// uniquelyDecodable runs the Sardinas-Patterson test on the code: no
// sequence of elements has two spellings in tokens.
func (c *coll) uniquelyDecodable() error {
	var long [][]string // the tokens of more than one element
	for k := range c.code {
		if strings.Contains(k, " ") {
			long = append(long, strings.Split(k, " "))
		}
	}
	// dangling suffixes: what is left of a token after a shorter
	// spelling of its start.
	seen := map[string]bool{}
	var todo [][]string
	add := func(s []string) {
		if k := strings.Join(s, " "); len(s) > 0 && !seen[k] {
			seen[k] = true
			todo = append(todo, s)
		}
	}
	for _, w := range long {
		for i := 1; i < len(w); i++ {
			if c.code[strings.Join(w[:i], " ")] {
				add(w[i:])
			}
		}
	}
	for len(todo) > 0 {
		d := todo[0]
		todo = todo[1:]
		if c.code[strings.Join(d, " ")] {
			return fmt.Errorf("the tokens are not uniquely decodable: %s is a token and a dangling suffix", strings.Join(d, " "))
		}
		for i := 1; i < len(d); i++ {
			if c.code[strings.Join(d[:i], " ")] {
				add(d[i:])
			}
		}
		for _, w := range long {
			if len(w) > len(d) && slices.Equal(w[:len(d)], d) {
				add(w[len(d):])
			}
		}
	}
	return nil
}

// readability ranks a representative: a letter that is its own lower
// case first ('ä' over '\', which latin1_swedish_ci weighs alike), then
// any character that is, then the rest, each rank in the BMP before past
// it (utf8mb3 holds only the BMP: U+FFFD, not U+10000, stands for every
// supplementary character under general_ci); the lowest code point of a
// rank.
func readability(r rune) int {
	rank := 1
	switch {
	case unicode.ToLower(r) != r:
		rank = 0
	case unicode.IsLetter(r):
		rank = 2
	}
	if r > 0xFFFF {
		rank -= 3
	}
	return rank
}

// write is the representatives of the tokens that spell elems.
func (c *coll) write(elems []string) (string, error) {
	tokens, ok := c.spell(elems)
	if !ok {
		return "", fmt.Errorf("no tokens spell %s", strings.Join(elems, " "))
	}
	var b strings.Builder
	for _, t := range tokens {
		b.WriteRune(c.reps[t])
	}
	return b.String(), nil
}

// contraction is a sequence the collation weighs as a whole.
type contraction struct {
	l1, l2 weights
	elems  []string
}

// weightsOf is the weight string of s as the server writes it, from the
// characters' weights and the contractions found, the longest first: the
// first level of every unit, then the second.
func (c *coll) weightsOf(s []rune) []byte {
	var out []byte
	put := func(ws weights) {
		for _, w := range ws {
			if c.f.latin1 {
				out = append(out, byte(w))
			} else {
				out = append(out, byte(w>>8), byte(w))
			}
		}
	}
	var l2 []weights
	for i := 0; i < len(s); {
		n, l1, w2 := 1, c.l1[s[i]], c.l2[s[i]]
		for j := min(len(s), i+c.longest); j > i+1; j-- {
			if k := c.found[string(s[i:j])]; k != nil {
				n, l1, w2 = j-i, k.l1, k.l2
				break
			}
		}
		put(l1)
		l2 = append(l2, w2)
		i += n
	}
	for _, w := range l2 {
		put(w)
	}
	return out
}

// contractions finds the sequences the collation weighs otherwise than
// their characters one after another, and their weights. It asks about
// the sequences DUCET's contractions are made of: every canonical
// decomposition and its partial compositions (и + U+0306 is й), every
// letter followed by a mark of its script, of the inherited or the common
// script, or by a middle dot (Catalan l·, U+00B7 and U+0387), and every
// logical-order-exception vowel (Thai, Lao, Tai Viet, New Tai Lue)
// followed by any character; then each sequence found followed by a mark
// of its script or of none, for longer ones.
func (c *coll) contractions(ctx context.Context, db *gosql.DB) error {
	var probes [][]rune
	for _, r := range c.chars {
		d := []rune(norm.NFD.String(string(r)))
		if len(d) < 2 || string(d) == string(r) {
			continue
		}
		for i := 2; i <= len(d); i++ {
			probes = append(probes, d[:i])
		}
		if one := []rune(norm.NFC.String(string(d[:len(d)-1]))); len(one) == 1 && one[0] != r {
			probes = append(probes, []rune{one[0], d[len(d)-1]})
		}
	}
	marks := c.marksByScript()
	tails := func(head rune) []rune {
		if unicode.Is(unicode.Logical_Order_Exception, head) {
			return c.chars
		}
		if w := c.l1[head]; !unicode.IsLetter(head) || len(w) == 0 || !c.alone[w[0]] {
			return nil // no letter, or one of implicit weight (Han), which DUCET lists no sequence for
		}
		out := append([]rune{0x00B7, 0x0387}, marks[""]...)
		return append(out, marks[scriptOf(head)]...)
	}
	// A sequence found may go on with a mark: Tibetan ྲ ཱ ྀ.
	longer := func(s []rune) []rune {
		return append(slices.Clone(marks[""]), marks[scriptOf(s[0])]...)
	}
	// One probe string per head and up to 2,000 tails: head t1 head t2
	// ...; a string the server weighs as its characters is free of
	// contractions, one that it weighs otherwise is asked again in halves,
	// down to pairs.
	type probe struct {
		head  rune
		tails []rune
	}
	var suspects [][]rune
	var queue []probe
	for _, h := range c.chars {
		for ts := tails(h); len(ts) > 0; ts = ts[min(len(ts), 2000):] {
			queue = append(queue, probe{h, ts[:min(len(ts), 2000)]})
		}
	}
	for len(queue) > 0 {
		batch := queue[:min(len(queue), 200)]
		queue = queue[len(batch):]
		ss := make([][]rune, len(batch))
		for i, p := range batch {
			for _, t := range p.tails {
				ss[i] = append(ss[i], p.head, t)
			}
		}
		bad, err := c.differ(ctx, db, ss)
		if err != nil {
			return err
		}
		for _, i := range bad {
			p := batch[i]
			if len(p.tails) > 8 {
				half := len(p.tails) / 2
				queue = append(queue, probe{p.head, p.tails[:half]}, probe{p.head, p.tails[half:]})
				continue
			}
			for j := 0; j+1 < len(ss[i]); j++ {
				suspects = append(suspects, ss[i][j:j+2])
			}
		}
	}
	c.found = map[string]*contraction{}
	for len(probes) > 0 || len(suspects) > 0 {
		ask := append(probes, suspects...)
		probes, suspects = nil, nil
		slices.SortFunc(ask, slices.Compare)
		ask = slices.CompactFunc(ask, slices.Equal)
		got, err := c.weigh(ctx, db, c.f.collation, ask)
		if err != nil {
			return err
		}
		first := got
		if c.l2 != nil {
			if first, err = c.weigh(ctx, db, c.f.primary, ask); err != nil {
				return err
			}
		}
		for i, s := range ask {
			if c.found[string(s)] != nil || bytes.Equal(got[i], c.weightsOf(s)) {
				continue
			}
			l1 := split(first[i], 2)
			var l2 weights
			if c.l2 != nil {
				l2 = split(got[i], 2)[len(l1):]
			}
			e, err := c.elements(l1, l2)
			if err != nil {
				return fmt.Errorf("contraction %U: %v", s, err)
			}
			c.found[string(s)] = &contraction{l1, l2, e}
			c.longest = max(c.longest, len(s))
			for _, t := range longer(s) {
				probes = append(probes, append(slices.Clone(s), t))
			}
		}
	}
	return nil
}

// marksByScript are the marks (Mn, Mc, Me) of the repertoire by script,
// "" for the inherited and common ones.
func (c *coll) marksByScript() map[string][]rune {
	out := map[string][]rune{}
	for _, r := range c.chars {
		if unicode.In(r, unicode.Mn, unicode.Mc, unicode.Me) {
			s := scriptOf(r)
			if s == "Inherited" || s == "Common" {
				s = ""
			}
			out[s] = append(out[s], r)
		}
	}
	return out
}

var scriptNames = func() []string {
	var out []string
	for name := range unicode.Scripts {
		out = append(out, name)
	}
	slices.Sort(out)
	return out
}()

func scriptOf(r rune) string {
	for _, name := range scriptNames {
		if unicode.Is(unicode.Scripts[name], r) {
			return name
		}
	}
	return "Unknown"
}

// differ reports which strings the server weighs otherwise than their
// characters one after another, by the MD5 of the weight string.
func (c *coll) differ(ctx context.Context, db *gosql.DB, ss [][]rune) ([]int, error) {
	if len(ss) == 0 {
		return nil, nil
	}
	q := "SELECT MD5(WEIGHT_STRING(CONVERT(? USING utf8mb4) COLLATE " + c.f.collation + "))"
	q = strings.Repeat(q+" UNION ALL ", len(ss)-1) + q
	args := make([]any, len(ss))
	for i, s := range ss {
		args[i] = string(s)
	}
	rows, err := db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var bad []int
	for i := 0; rows.Next(); i++ {
		var got string
		if err := rows.Scan(&got); err != nil {
			return nil, err
		}
		if want := fmt.Sprintf("%x", md5.Sum(c.weightsOf(ss[i]))); got != want {
			bad = append(bad, i)
		}
	}
	return bad, rows.Err()
}

// weigh asks the server for the weight strings of ss under coll.
func (c *coll) weigh(ctx context.Context, db *gosql.DB, coll string, ss [][]rune) ([][]byte, error) {
	var out [][]byte
	for len(ss) > 0 {
		n := min(len(ss), 1000)
		q := "SELECT WEIGHT_STRING(CONVERT(? USING utf8mb4) COLLATE " + coll + ")"
		q = strings.Repeat(q+" UNION ALL ", n-1) + q
		args := make([]any, n)
		for i, s := range ss[:n] {
			args[i] = string(s)
		}
		rows, err := db.QueryContext(ctx, q, args...)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var w []byte
			if err := rows.Scan(&w); err != nil {
				rows.Close()
				return nil, err
			}
			out = append(out, w)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
		ss = ss[n:]
	}
	return out, nil
}

// table is a family's fold as the file writes it.
type table struct {
	lines        []string // ranges, by first code point
	contractions []string
	changed      int // code points that do not fold to themselves
}

// table writes the folds as ranges: code points that all fold to one
// string (=61 for 'a', = for nothing), or each to itself shifted
// (+20 for A-Z); code points that fold to themselves are left out.
func (c *coll) table() (*table, error) {
	t := &table{}
	type run struct {
		lo, hi rune
		to     string
		delta  rune
	}
	var cur *run
	emit := func() {
		if cur == nil {
			return
		}
		out := "=" + hexRunes([]rune(cur.to))
		if cur.delta != 0 {
			out = fmt.Sprintf("%+X", cur.delta)
		}
		t.lines = append(t.lines, fmt.Sprintf("%04X %04X %s", cur.lo, cur.hi, out))
		cur = nil
	}
	for _, r := range c.chars {
		to := c.fold[r]
		if to == string(r) {
			emit()
			continue
		}
		t.changed++
		delta := rune(0)
		if rs := []rune(to); len(rs) == 1 {
			delta = rs[0] - r
		}
		switch {
		case cur != nil && cur.hi == r-1 && cur.delta == 0 && cur.to == to:
			cur.hi = r
			continue
		case cur != nil && cur.hi == r-1 && cur.delta != 0 && cur.delta == delta:
			cur.hi = r
			continue
		}
		emit()
		cur = &run{lo: r, hi: r, to: to}
		if next := []rune(c.fold[r+1]); delta != 0 && len(next) == 1 && next[0]-(r+1) == delta {
			cur.delta = delta // a shifted run: A-Z to a-z
		}
	}
	emit()
	for s, k := range c.found {
		to, err := c.write(k.elems)
		if err != nil {
			return nil, fmt.Errorf("contraction %U: %v", []rune(s), err)
		}
		t.contractions = append(t.contractions, hexRunes([]rune(s))+" ="+hexRunes([]rune(to)))
	}
	slices.Sort(t.contractions)
	return t, nil
}

func hexRunes(rs []rune) string {
	var parts []string
	for _, r := range rs {
		parts = append(parts, fmt.Sprintf("%04X", r))
	}
	return strings.Join(parts, ".")
}

func (t *table) text(f family, version string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# sql2dynamo fold table %s, from MariaDB %s's %s", f.name, version, f.collation)
	if f.primary != "" {
		fmt.Fprintf(&b, " (first level: %s)", f.primary)
	}
	b.WriteString(". Generated by design/internal/mkfolds; DO NOT EDIT.\n")
	b.WriteString("# LO HI =X.Y: every code point LO..HI folds to X Y (= alone: to nothing); LO HI +N: each to itself plus N.\n")
	b.WriteString("# A.B =X: the contraction A B folds to X. Code points not listed fold to themselves.\n")
	for _, l := range t.lines {
		b.WriteString(l + "\n")
	}
	for _, l := range t.contractions {
		b.WriteString(l + "\n")
	}
	return b.String()
}

// write gzips text to path, with no name or time in the header: the same
// table writes the same bytes.
func write(path, text string) error {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return err
	}
	zw.Write([]byte(text))
	if err := zw.Close(); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}
