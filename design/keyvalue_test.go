package design

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"sql2dynamo/analyze"
)

// TestKeyValueOrder is a property test of the key encoding: for random
// pairs of values of each numeric type, the encoded strings compare as the
// SQL values do, equal values encoding equally.
func TestKeyValueOrder(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	cases := []struct {
		col  *analyze.Column
		draw func() string
	}{
		{&analyze.Column{Kind: analyze.KindInteger}, func() string {
			switch rnd.IntN(4) {
			case 0:
				return strconv.FormatInt(rnd.Int64N(200)-100, 10) // near zero: -5 against -50
			case 1:
				return strconv.FormatInt(math.MinInt64+rnd.Int64N(10), 10)
			case 2:
				return strconv.FormatUint(math.MaxUint64-rnd.Uint64N(10), 10) // BIGINT UNSIGNED
			}
			return strconv.FormatInt(int64(rnd.Uint64()), 10)
		}},
		{&analyze.Column{Kind: analyze.KindDecimal, Precision: 10, Scale: 2}, func() string {
			n := rnd.Int64N(2*9999999999+1) - 9999999999
			if rnd.IntN(2) == 0 {
				n = rnd.Int64N(4001) - 2000
			}
			return new(big.Rat).SetFrac64(n, 100).FloatString(2)
		}},
		{&analyze.Column{Kind: analyze.KindDecimal, Precision: 5, Scale: 0}, func() string {
			return strconv.FormatInt(rnd.Int64N(199999)-99999, 10)
		}},
		{&analyze.Column{Kind: analyze.KindDecimal, Float: true}, func() string {
			switch rnd.IntN(4) {
			case 0:
				return strconv.FormatFloat(rnd.NormFloat64(), 'g', -1, 64)
			case 1:
				return strconv.FormatFloat(rnd.NormFloat64()*1e300, 'g', -1, 64)
			case 2:
				return []string{"0", "-0", "1e-320", "-1e-320", "0.1", "-0.1"}[rnd.IntN(6)]
			}
			return strconv.FormatFloat(math.Float64frombits(rnd.Uint64()&^(0x7ff<<52)|uint64(rnd.IntN(0x7ff))<<52), 'g', -1, 64)
		}},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s_%d_%d_%v", c.col.Kind, c.col.Precision, c.col.Scale, c.col.Float), func(t *testing.T) {
			for range 20000 {
				a, b := c.draw(), c.draw()
				ra, _ := new(big.Rat).SetString(a)
				rb, _ := new(big.Rat).SetString(b)
				want := ra.Cmp(rb)
				ka, kb := KeyValue(c.col, a), KeyValue(c.col, b)
				if got := cmpStrings(ka, kb); got != want {
					t.Fatalf("%s ? %s: SQL order %d, keys %q ? %q order %d", a, b, want, ka, kb, got)
				}
			}
		})
	}
}

func cmpStrings(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func TestKeyValueExamples(t *testing.T) {
	dec := &analyze.Column{Kind: analyze.KindDecimal, Precision: 6, Scale: 2}
	for _, c := range []struct {
		col     *analyze.Column
		in, out string
	}{
		{&analyze.Column{Kind: analyze.KindInteger}, "9", "00000000000000000009"},
		{&analyze.Column{Kind: analyze.KindInteger}, "-5", "-99999999999999999994"},
		{dec, "9.2", "0009.20"},
		{dec, "-9.2", "-9990.79"},
		{dec, "10.505", "0010.51"},
		{dec, "123456", "123456"}, // does not fit DECIMAL(6,2): as it is
		{&analyze.Column{Kind: analyze.KindDecimal, Float: true}, "-0", "8000000000000000"},
	} {
		if got := KeyValue(c.col, c.in); got != c.out {
			t.Errorf("KeyValue(%s) = %q, want %q", c.in, got, c.out)
		}
	}
}

func TestCommas(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 7000: "7,000", 1234567: "1,234,567", -1000: "-1,000", -100: "-100"} {
		if got := Commas(n); got != want {
			t.Errorf("Commas(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestKeyValueSeparator is a property test of the separator's escape:
// two different pairs of strings never write one key, two pairs' keys sort
// as the pairs do (by the first value, then the second, a value before a
// longer one it starts with), and no value's key followed by '#' starts the
// key of a pair whose first value differs (state = 'CA' must not find
// 'CA#X' through begins_with).
func TestKeyValueSeparator(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 4))
	col := &analyze.Column{Kind: analyze.KindString, Length: 64}
	draw := func() string {
		b := make([]byte, rnd.IntN(4))
		for i := range b {
			b[i] = "a#\"A! $%\x00c"[rnd.IntN(10)]
		}
		return string(b)
	}
	key := func(a, b string) string { return "T#" + KeyValue(col, a) + "#" + KeyValue(col, b) }
	seen := map[string][2]string{}
	for range 20000 {
		a, b := draw(), draw()
		k := key(a, b)
		if was, ok := seen[k]; ok && was != [2]string{a, b} {
			t.Fatalf("(%q, %q) and (%q, %q) both write %q", was[0], was[1], a, b, k)
		}
		seen[k] = [2]string{a, b}
		a2, b2 := draw(), draw()
		if less, k2 := a < a2 || a == a2 && b < b2, key(a2, b2); (k < k2) != less {
			t.Fatalf("(%q, %q) < (%q, %q) is %v, their keys %q < %q %v", a, b, a2, b2, less, k, k2, k < k2)
		}
		c := draw()
		if prefix := "T#" + KeyValue(col, c) + "#"; c != a && strings.HasPrefix(k, prefix) {
			t.Fatalf("begins_with(%q) for %q finds (%q, %q), key %q", prefix, c, a, b, k)
		}
	}
}

// TestChecks is the application's folded comparison (Plan.Check): equal
// under the collation passes, NULL passes nothing, a _bin column compares
// bytes.
func TestChecks(t *testing.T) {
	ci := &analyze.Column{Name: "status", Kind: analyze.KindString, Fold: analyze.FoldUCA1400AI}
	bin := &analyze.Column{Name: "status", Kind: analyze.KindString, Fold: analyze.FoldNone}
	s := func(v string) *string { return &v }
	cases := []struct {
		c    *analyze.Column
		op   string
		v    *string
		vals []string
		want bool
	}{
		{ci, "=", s("Active"), []string{"active"}, true},
		{ci, "=", s("Zoë"), []string{"ZOE"}, true},
		{ci, "=", s("Stanisław"), []string{"STANISLAW"}, true}, // ł weighs as l with a secondary mark
		{ci, "=", s("Ørsted Æther"), []string{"orsted aether"}, true},
		{ci, "=", s("ŧ"), []string{"t"}, false}, // weighed apart by uca1400_ai_ci
		{ci, "=", s("Active"), []string{"inactive"}, false},
		{ci, "=", nil, []string{"active"}, false},
		{ci, "<>", s("SUSPENDED"), []string{"suspended"}, false},
		{ci, "<>", s("Active"), []string{"suspended"}, true},
		{ci, "<>", nil, []string{"suspended"}, false},
		{ci, "IN", s("Owner"), []string{"admin", "owner"}, true},
		{ci, "NOT IN", s("Owner"), []string{"admin", "owner"}, false},
		{ci, "LIKE", s("Émile"), []string{"emi"}, true},
		{ci, "LIKE", s("Emile"), []string{"mil"}, false},
		{bin, "=", s("Active"), []string{"active"}, false},
		{bin, "=", s("active"), []string{"active"}, true},
	}
	for _, c := range cases {
		if got := Checks(c.c, FilterCol{Column: "status", Op: c.op}, c.v, c.vals); got != c.want {
			t.Errorf("%v %s %v (fold %v) = %v, want %v", c.v, c.op, c.vals, c.c.Fold, got, c.want)
		}
	}
}

// TestKeyValuePadSpace: under a PAD SPACE collation 'a ' is 'a', so both
// are one key (a UNIQUE lock refuses the second); under MySQL 8's NO PAD
// ones the trailing space is part of the value, escaped.
func TestKeyValuePadSpace(t *testing.T) {
	pad := &analyze.Column{Kind: analyze.KindString, Length: 64, Collation: "utf8mb4_general_ci", Fold: analyze.FoldGeneral, PadSpace: true}
	bin := &analyze.Column{Kind: analyze.KindString, Length: 64, Collation: "utf8mb4_bin", PadSpace: true}
	noPad := &analyze.Column{Kind: analyze.KindString, Length: 64, Collation: "utf8mb4_0900_ai_ci", Fold: analyze.FoldUCA1400AI}
	for _, c := range []struct {
		col         *analyze.Column
		a, b        string
		same, check bool
	}{
		{pad, "Bob  ", "bob", true, true},
		{bin, "bob ", "bob", true, true},
		{bin, "Bob", "bob", false, false},
		{noPad, "bob ", "bob", false, false},
		{noPad, "Bob", "bob", true, true},
	} {
		if got := KeyValue(c.col, c.a) == KeyValue(c.col, c.b); got != c.same {
			t.Errorf("%s: key of %q and %q the same: %v, want %v (%q, %q)", c.col.Collation, c.a, c.b, got, c.same, KeyValue(c.col, c.a), KeyValue(c.col, c.b))
		}
		if got := Checks(c.col, FilterCol{Op: "="}, &c.a, []string{c.b}); got != c.check {
			t.Errorf("%s: %q = %q checked %v, want %v", c.col.Collation, c.a, c.b, got, c.check)
		}
	}
	if got := KeyValue(noPad, "bob "); got != "bob$`" {
		t.Errorf("NO PAD 'bob ' is %q in a key, want the space escaped", got)
	}
}

// TestKeyValueDigest: a column declared longer than a key holds is keyed
// by the digest of its collated value, every spelling the collation
// takes as one giving one key, and a shorter one as it is.
func TestKeyValueDigest(t *testing.T) {
	text := &analyze.Column{Kind: analyze.KindString, Type: "TEXT", Fold: analyze.FoldUCA1400AI}
	long := &analyze.Column{Kind: analyze.KindString, Length: 513}
	short := &analyze.Column{Kind: analyze.KindString, Length: 512}
	if !Digested(text) || !Digested(long) || Digested(short) {
		t.Fatalf("Digested: TEXT %v, VARCHAR(513) %v, VARCHAR(512) %v; want true, true, false", Digested(text), Digested(long), Digested(short))
	}
	a, b := KeyValue(text, "Zoë's notes"), KeyValue(text, "ZOE'S NOTES")
	if a != b || len(a) != digestLen || strings.Trim(a, "0123456789abcdef") != "" {
		t.Errorf("TEXT keys %q and %q: want one 32-hex-digit digest", a, b)
	}
	if KeyValue(long, "a") == KeyValue(long, "A") {
		t.Errorf("a _bin-like long column folded its value")
	}
	if got := KeyValue(short, "a#b"); got != "a$cb" {
		t.Errorf("VARCHAR(512) 'a#b' is %q in a key, want it whole, escaped", got)
	}
}

// TestKeyValueBinary is a property test of a binary column's keys: every
// byte string, every string of one or two bytes and random longer ones
// (0x00, '#', '$', '~', 0x80..0xFF and bytes that are no UTF-8 at all),
// writes a key of ASCII that holds no separator and no byte at or below
// it, and keys sort as the bytes do, so that two values never write one
// key and a value sorts before every longer one it starts with.
func TestKeyValueBinary(t *testing.T) {
	col := &analyze.Column{Kind: analyze.KindBinary, Type: "varbinary(64)", Length: 64}
	values := []string{""}
	for a := range 256 {
		values = append(values, string([]byte{byte(a)}))
		for b := range 256 {
			values = append(values, string([]byte{byte(a), byte(b)}))
		}
	}
	rnd := rand.New(rand.NewPCG(5, 6))
	edges := []byte{0x00, 0x01, '#', '$', '%', '}', '~', 0x7F, 0x80, 0xC3, 0xFE, 0xFF}
	for range 20000 {
		b := make([]byte, 3+rnd.IntN(8))
		for i := range b {
			b[i] = byte(rnd.IntN(256))
			if rnd.IntN(2) == 0 {
				b[i] = edges[rnd.IntN(len(edges))]
			}
		}
		values = append(values, string(b))
	}
	slices.Sort(values) // Go compares strings as bytes, unsigned: MySQL's binary order
	values = slices.Compact(values)
	prev := ""
	for i, v := range values {
		k := KeyValue(col, v)
		if !utf8.ValidString(k) || strings.ContainsFunc(k, func(r rune) bool { return r <= '#' || r > '~' }) {
			t.Fatalf("%x is %q in a key: want printable ASCII above the separator", v, k)
		}
		if i > 0 && prev >= k {
			t.Fatalf("%x < %x, but their keys %q >= %q", values[i-1], v, prev, k)
		}
		if i > 0 && strings.HasPrefix(k, prev+"#") {
			t.Fatalf("begins_with(%q#) for %x finds %x", prev, values[i-1], v)
		}
		prev = k
	}
	for in, want := range map[string]string{
		"\xab": "~AB", "\xab\x00": "~AB$@", "#": "$c", "$": "$d", "~": "~7E", "\x7f": "~7F",
		"plain-ascii": "plain-ascii", "a b": "a$`b", "\xc3\x28": "~C3(", "Zoë": "Zo~C3~AB",
	} {
		if got := KeyValue(col, in); got != want {
			t.Errorf("%x is %q in a key, want %q", in, got, want)
		}
	}
	// UNIQUE (token(2)) on a binary column holds its first 2 bytes, not
	// characters: X'C3A901' (é and 0x01 as UTF-8) is ~C3~A9.
	e := &analyze.Entity{Name: "t", Columns: []*analyze.Column{{Name: "token", Kind: analyze.KindBinary, Type: "varbinary(64)", Length: 64}}}
	if got, _ := Fill(Template{{Lit: "T#"}, {Col: "token", Prefix: 2}}, e, map[string]string{"token": "\xc3\xa9\x01"}); got != "T#~C3~A9" {
		t.Errorf("the 2-byte prefix of c3a901 is %q in a key, want T#~C3~A9", got)
	}
	// X'FF01' and X'FE01' are both U+FFFD and 0x01 to a string's UTF-8:
	// a BLOB's digest is of its bytes, and tells them apart.
	blob := &analyze.Column{Kind: analyze.KindBinary, Type: "blob", Length: 65535}
	if !Digested(blob) || KeyValue(blob, "\xff\x01") == KeyValue(blob, "\xfe\x01") {
		t.Errorf("BLOB keys of ff01 and fe01: %q and %q, want two digests", KeyValue(blob, "\xff\x01"), KeyValue(blob, "\xfe\x01"))
	}
}
