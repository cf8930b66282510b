package gogen

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// keyCase is one value the generated encoder writes: the column it fills
// and the value as SQL writes it, which the driver below turns into the
// Go value a generated method takes.
type keyCase struct {
	Kind      analyze.Kind
	Fold      analyze.Fold
	Pad       bool
	Length    int
	Float     bool
	Unsigned  bool
	Precision int
	Scale     int
	Value     string
	// Bytes is a binary column's value, which JSON carries in base64
	// (Value could not hold bytes that are no UTF-8).
	Bytes []byte
	// By and Op, for an arithmetic SET's new value (Kind "arith"): Value
	// Op By on a column of Float, Precision and Scale (Precision 0: an
	// integer's).
	By, Op string
}

// arithColumn is the column of an arithmetic case: a DECIMAL(p,s), a
// float, or an integer.
func arithColumn(k keyCase) *analyze.Column {
	switch {
	case k.Float:
		return &analyze.Column{Name: "c", Kind: analyze.KindDecimal, Float: true}
	case k.Precision > 0:
		return &analyze.Column{Name: "c", Kind: analyze.KindDecimal, Precision: k.Precision, Scale: k.Scale}
	}
	return &analyze.Column{Name: "c", Kind: analyze.KindInteger}
}

func (k keyCase) column() *analyze.Column {
	c := &analyze.Column{Name: "c", Kind: k.Kind, Fold: k.Fold, PadSpace: k.Pad, Length: k.Length, Float: k.Float, Precision: k.Precision, Scale: k.Scale, Type: "varchar"}
	if k.Kind == analyze.KindString && k.Length == 0 {
		c.Length = 255
	}
	return c
}

// driver reads keyCases, a JSON object a line, and writes each one's key
// as the generated encoder writes it, a JSON string a line.
const driver = `package main

import (
	"bufio"
	"encoding/json"
	"os"
	"strconv"
	"time"
)

type keyCase struct {
	Kind      string
	Fold      string
	Pad       bool
	Length    int
	Float     bool
	Unsigned  bool
	Precision int
	Scale     int
	Value     string
	Bytes     []byte
	Digest    bool
	By, Op    string
	ArithScale int
}

// textOf is a BOOL's attribute text: 1 or 0.
func textOf(k keyCase) string {
	if k.Value == "true" {
		return "1"
	}
	return "0"
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<24)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for in.Scan() {
		var k keyCase
		if err := json.Unmarshal(in.Bytes(), &k); err != nil {
			panic(err)
		}
		var key string
		switch k.Kind {
		case "arith":
			v, ok := arithText(k.Value, k.By, k.Op, k.ArithScale)
			if !ok {
				v = "!"
			}
			b, _ := json.Marshal([2]string{v, v})
			out.Write(append(b, '\n'))
			continue
		case "integer":
			if k.Unsigned {
				n, err := strconv.ParseUint(k.Value, 10, 64)
				if err != nil {
					panic(err)
				}
				key = keyUint(n)
			} else {
				n, err := strconv.ParseInt(k.Value, 10, 64)
				if err != nil {
					panic(err)
				}
				key = keyInt(n)
			}
		case "decimal":
			if k.Float {
				f, err := strconv.ParseFloat(k.Value, 64)
				if err != nil {
					panic(err)
				}
				key = keyFloat(f)
			} else {
				var ok bool
				if key, ok = keyDecimal(k.Value, k.Precision, k.Scale); !ok {
					key = "!"
				}
			}
		case "datetime":
			t, err := time.Parse("2006-01-02 15:04:05.999999999", k.Value)
			if err != nil {
				panic(err)
			}
			key = keyTime(t)
		case "date":
			t, err := time.Parse("2006-01-02", k.Value)
			if err != nil {
				panic(err)
			}
			key = keyDate(t)
		case "bool":
			key = keyBool(k.Value == "true")
		case "binary":
			key = keyBinary(string(k.Bytes), k.Digest)
		default:
			key = keyString(k.Value, folds[k.Fold], k.Pad, k.Digest)
		}
		// The same value as an item's attribute holds it, read back
		// into a key (a write that read its row first).
		text := k.Value
		var tkey string
		switch k.Kind {
		case "integer":
			if k.Unsigned {
				tkey = keyUintText(text)
			} else {
				tkey = keyIntText(text)
			}
		case "decimal":
			if k.Float {
				tkey = keyFloatText(text)
			} else {
				tkey = keyDecimalText(text, k.Precision, k.Scale)
			}
		case "datetime":
			tkey = keyTimeText(text)
		case "bool":
			tkey = keyString(textOf(k), foldNone, false, false)
		case "date":
			tkey = keyString(text, foldNone, false, k.Digest)
		default:
			tkey = key
		}
		b, _ := json.Marshal([2]string{key, tkey})
		out.Write(append(b, '\n'))
	}
}
`

// TestKeysFile: the generated encoder writes every key as
// design.KeyValue does: integers at and past int64's ends, DECIMALs
// rounded and past their precision, floats, date-times with fractions,
// BOOLs, and strings under each collation: every rune alone, runes mixed
// with marks and bytes up to '$', PAD SPACE, and digested long columns;
// each from the Go value a method takes, and from the text an item's
// attribute holds (keyIntText, keyTimeText, ...).
func TestKeysFile(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a program")
	}
	dir := t.TempDir()
	folds := append([]analyze.Fold{analyze.FoldNone}, analyze.Folds...)
	src, err := KeysFile("main", append(folds, analyze.FoldGeneral)) // named twice: one table
	if err != nil {
		t.Fatal(err)
	}
	byName := "\nvar folds = map[string]foldKind{\n"
	for _, f := range folds {
		byName += fmt.Sprintf("\t%q: %s,\n", f, foldName(f))
	}
	files := map[string]string{"go.mod": "module keys\n\ngo 1.23\n", "keys.go": string(src), "main.go": driver + byName + "}\n"}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}

	var cases []keyCase
	ints := []string{"0", "1", "-1", "9", "10", "-10", "99", "-100", strconv.FormatInt(math.MaxInt64, 10), strconv.FormatInt(math.MinInt64, 10), strconv.FormatInt(math.MinInt64+1, 10)}
	rnd := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		ints = append(ints, strconv.FormatInt(rnd.Int64()-rnd.Int64(), 10), strconv.FormatInt(rnd.Int64N(1000)-500, 10))
	}
	for _, v := range ints {
		cases = append(cases, keyCase{Kind: analyze.KindInteger, Value: v})
	}
	for _, v := range []string{"0", "1", "18446744073709551615", "9223372036854775808"} {
		cases = append(cases, keyCase{Kind: analyze.KindInteger, Unsigned: true, Value: v})
	}
	for _, v := range []string{"0", "9.2", "-9.2", "1234.565", "-1234.565", "0.005", "-0.005", "9999.99", "-9999.99", "10000", "-10000", "0.004", "12.3456"} {
		cases = append(cases, keyCase{Kind: analyze.KindDecimal, Precision: 6, Scale: 2, Value: v})
		cases = append(cases, keyCase{Kind: analyze.KindDecimal, Precision: 20, Scale: 0, Value: v})
	}
	for _, f := range []float64{0, math.Copysign(0, -1), 1.5, -1.5, 1e300, -1e-300, math.Inf(1), math.Inf(-1), math.SmallestNonzeroFloat64, math.MaxFloat64} {
		cases = append(cases, keyCase{Kind: analyze.KindDecimal, Float: true, Value: strconv.FormatFloat(f, 'g', -1, 64)})
	}
	for _, v := range []string{"2026-01-10 09:30:00", "2026-01-10 09:30:00.5", "2026-01-10 09:30:00.123456", "1970-01-01 00:00:00", "9999-12-31 23:59:59.999999"} {
		cases = append(cases, keyCase{Kind: analyze.KindDateTime, Value: v})
	}
	for _, v := range []string{"2026-01-10", "1000-01-01"} {
		cases = append(cases, keyCase{Kind: analyze.KindDate, Value: v})
	}
	cases = append(cases, keyCase{Kind: analyze.KindBool, Value: "true"}, keyCase{Kind: analyze.KindBool, Value: "false"})

	// Every rune alone under each fold, in strings of 64 runes each after
	// a byte the escape writes ('#'), and mixed strings: letters, marks,
	// separators, trailing spaces.
	var chunk []rune
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		chunk = append(chunk, '#', r)
		if len(chunk) == 128 || r == unicode.MaxRune {
			for _, f := range folds {
				cases = append(cases, keyCase{Kind: analyze.KindString, Fold: f, Value: string(chunk)})
			}
			chunk = chunk[:0]
		}
	}
	mixed := []string{"", " ", "a ", "Bob", "BOB  ", "Zoë", "Zoe\u0308", "Straße", "STRASSE", "Stanisław", "Ørsted", "Æsir", "İstanbul", "ǅ", "ﬃ", "red#blue", "CA$h", "a\x00b", "tab\there", "Ὀδυσσεύς", "ΣΊΣΥΦΟΣ", "Ǆemal", "ŉ", "ẞ", "Å", "Å",
		// The values, contractions (l·, Thai, и with U+0306),
		// ignorables and no-break spaces.
		"ss", "ß", "Strasse", "æ", "ae", "ﬁ", "fi", "ı", "col·legi", "L·L", "เกม", "ເກ", "и\u0306", "ﾊﾟ", "a\u00a0", "\u3000", "x\u200bY", "\U0001F600"} // (JSON, which carries the cases, has no invalid UTF-8)
	base := len(mixed)
	for range 300 {
		var b strings.Builder
		for range 1 + rnd.IntN(12) {
			b.WriteString(mixed[rnd.IntN(base)])
		}
		mixed = append(mixed, b.String())
	}
	for _, v := range mixed {
		for _, f := range folds {
			for _, pad := range []bool{false, true} {
				cases = append(cases, keyCase{Kind: analyze.KindString, Fold: f, Pad: pad, Value: v})
				cases = append(cases, keyCase{Kind: analyze.KindString, Fold: f, Pad: pad, Length: 1000, Value: v}) // digested
			}
		}
	}

	// Binary values: every byte alone, and random strings of the bytes a
	// key escapes or keeps (0x00, '#', '$', '~', DEL, 0x80..0xFF), whole
	// and digested (VARBINARY(1000)).
	for c := range 256 {
		cases = append(cases, keyCase{Kind: analyze.KindBinary, Length: 16, Bytes: []byte{byte(c)}})
	}
	edges := []byte{0x00, 0x01, '#', '$', '%', 'a', '}', '~', 0x7F, 0x80, 0xC3, 0xFF}
	for range 1000 {
		b := make([]byte, rnd.IntN(13))
		for i := range b {
			b[i] = byte(rnd.IntN(256))
			if rnd.IntN(2) == 0 {
				b[i] = edges[rnd.IntN(len(edges))]
			}
		}
		cases = append(cases, keyCase{Kind: analyze.KindBinary, Length: 16, Bytes: b}, keyCase{Kind: analyze.KindBinary, Length: 1000, Bytes: b})
	}

	// An arithmetic SET's new value on a key column (SET n = n + ?),
	// from the old value as an item holds it (10.50 is 10.5).
	for _, old := range []string{"10", "10.5", "1250.75", "-3", "0", "0.05", "99999.99"} {
		for _, by := range []string{"0.25", "1.5", "0.005", "-0.005", "1", "100", "x"} {
			for _, op := range []string{"+", "-"} {
				cases = append(cases, keyCase{Kind: "arith", Precision: 12, Scale: 2, Value: old, By: by, Op: op},
					keyCase{Kind: "arith", Value: old, By: by, Op: op}, // an integer column
					keyCase{Kind: "arith", Float: true, Value: old, By: by, Op: op})
			}
		}
	}

	var in bytes.Buffer
	for _, k := range cases {
		c := k.column()
		line, _ := json.Marshal(struct {
			keyCase
			Fold       string
			Digest     bool
			ArithScale int
		}{k, string(k.Fold), design.Digested(c), design.ValueScale(arithColumn(k))})
		in.Write(append(line, '\n'))
	}
	cmd := exec.Command("go", "run", ".")
	cmd.Dir, cmd.Stdin = dir, &in
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod -trimpath", "GOPROXY=off", "GOWORK=off")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("the generated encoder does not run: %v\n%s", err, stderr.String())
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	i, bad := 0, 0
	for sc.Scan() {
		if i >= len(cases) {
			t.Fatalf("more keys than cases")
		}
		var got [2]string
		if err := json.Unmarshal(sc.Bytes(), &got); err != nil {
			t.Fatal(err)
		}
		k := cases[i]
		if k.Kind == "arith" {
			want, ok := design.Compute{Op: k.Op}.Value(k.Value, k.By, arithColumn(k))
			if !ok {
				want = "!"
			}
			if got[0] != want && bad < 10 {
				t.Errorf("%s %s %s on a %s column (precision %d, scale %d, float %v): generated %q, design %q", k.Value, k.Op, k.By, arithColumn(k).Kind, k.Precision, k.Scale, k.Float, got[0], want)
				bad++
			}
			i++
			continue
		}
		text := k.Value
		switch k.Kind {
		case analyze.KindBool:
			text = map[string]string{"true": "1", "false": "0"}[k.Value]
		case analyze.KindBinary:
			k.Value, text = string(k.Bytes), string(k.Bytes)
		}
		fromText := design.KeyValue(k.column(), text)
		want := design.KeyValue(k.column(), k.Value)
		if width := k.Precision + min(k.Scale, 1); k.Kind == analyze.KindDecimal && !k.Float && len(strings.TrimPrefix(want, "-")) != width {
			want = "!" // past the precision: KeyValue keeps the text, keyDecimal says no
		}
		if got[0] != want && bad < 10 {
			t.Errorf("%s fold=%q pad=%v len=%d %q: generated %q, design %q", k.Kind, k.Fold, k.Pad, k.Length, k.Value, got[0], want)
			bad++
		}
		if got[1] != fromText && bad < 10 {
			t.Errorf("%s fold=%q pad=%v len=%d, from the attribute's text %q: generated %q, design %q", k.Kind, k.Fold, k.Pad, k.Length, text, got[1], fromText)
			bad++
		}
		i++
	}
	if i != len(cases) {
		t.Fatalf("%d keys for %d cases", i, len(cases))
	}
	t.Logf("%d keys alike", i)
}

// TestKeysFileFolds: a design without folded columns gets no table.
func TestKeysFileFolds(t *testing.T) {
	src, err := KeysFile("db", nil)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(src, []byte("&foldTable{")) {
		t.Error("tables written for no fold")
	}
	if !bytes.HasPrefix(src, []byte("// Code generated by sql2dynamo. DO NOT EDIT.")) {
		t.Errorf("no generated-code header: %.60q", src)
	}
}
