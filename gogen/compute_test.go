package gogen

import (
	"fmt"
	"strings"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// TestComputeText: the Go the package writes for a computed column
// computes what design.Evaluate computes (the evaluator verify checks
// against MySQL), NULL included, on rows with NULLs, DECIMALs DynamoDB
// trims, text under a case-insensitive collation, dates and text that is
// none; and an expression it does not compute is an error, not code.
func TestComputeText(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a program")
	}
	e := &analyze.Entity{Name: "t", Columns: []*analyze.Column{
		{Name: "s", Type: "varchar(20)", Kind: analyze.KindString, Fold: analyze.FoldGeneral, PadSpace: true, NotNull: true},
		{Name: "ns", Type: "varchar(20)", Kind: analyze.KindString},
		{Name: "i", Type: "int", Kind: analyze.KindInteger, NotNull: true},
		{Name: "ni", Type: "int", Kind: analyze.KindInteger},
		{Name: "d", Type: "decimal(10,2)", Kind: analyze.KindDecimal, Precision: 10, Scale: 2, NotNull: true},
		{Name: "tm", Type: "datetime", Kind: analyze.KindDateTime},
	}}
	col := func(c string) *analyze.Expr { return &analyze.Expr{Col: c} }
	lit := func(s string) *analyze.Expr { return &analyze.Expr{Lit: &s} }
	num := func(s string) *analyze.Expr { return &analyze.Expr{Lit: &s, Num: true} }
	null := &analyze.Expr{}
	fn := func(f string, args ...*analyze.Expr) *analyze.Expr { return &analyze.Expr{Func: f, Args: args} }
	exprs := []*analyze.Expr{
		col("d"), col("ns"), null,
		fn("concat", col("s"), lit(" "), col("ns")),
		fn("concat_ws", lit("-"), col("s"), col("ns"), col("i")),
		fn("concat_ws", null, col("s")),
		fn("upper", col("ns")), fn("lower", col("s")), fn("trim", col("s")),
		fn("left", col("s"), num("2")), fn("right", col("s"), col("ni")), fn("left", col("s"), lit("x")),
		fn("substring_index", col("s"), lit("."), num("-2")),
		fn("md5", col("s")), fn("sha1", col("ns")), fn("sha2", col("s"), num("384")), fn("sha2", col("s"), num("100")),
		fn("length", col("s")), fn("char_length", col("s")),
		fn("coalesce", col("ns"), col("s")), fn("ifnull", col("ni"), num("0")), fn("coalesce", col("ns"), null),
		fn("nullif", col("s"), lit("ana")), fn("nullif", col("i"), num("3.0")), fn("nullif", col("ns"), lit("")),
		fn("coalesce", fn("nullif", col("ns"), lit("")), col("s")),
		fn("=", col("s"), lit("ANA")), fn("<>", col("i"), num("3")), fn("<", col("d"), num("10.5")), fn(">=", col("ni"), num("0")),
		fn("<=", col("ns"), lit("b")), fn(">", col("tm"), lit("2025-01-01")),
		fn("and", fn("=", col("i"), num("3")), fn("is null", col("ni"))),
		fn("or", fn("=", col("i"), num("3")), fn(">", col("ni"), num("1"))),
		fn("and", fn(">", col("ni"), num("1")), fn("=", col("i"), num("0"))),
		fn("not", fn(">", col("i"), num("2"))), fn("not", col("ni")), fn("is not null", col("ns")),
		fn("if", fn("is null", col("ni")), lit("none"), col("ni")),
		fn("case", fn(">", col("i"), num("2")), lit("big"), fn("<", col("i"), num("0")), lit("negative"), lit("small")),
		fn("case", fn("=", col("s"), lit("x")), lit("x")),
		fn("year", col("tm")), fn("month", col("tm")), fn("day", col("tm")), fn("dayofmonth", col("tm")),
		fn("hour", col("tm")), fn("minute", col("tm")), fn("second", col("tm")), fn("date", col("tm")),
		fn("+", col("d"), num("1")), fn("-", col("i"), col("ni")), fn("*", col("d"), col("i")), fn("*", col("d"), num("0.5")),
		fn("/", col("d"), col("i")), fn("/", col("i"), num("0")), fn("div", col("d"), num("3")), fn("%", col("i"), num("4")),
		fn("%", col("d"), num("-3")), fn("neg", col("d")), fn("abs", fn("-", col("i"), num("10"))), fn("+", col("s"), num("1")),
	}
	rows := []map[string]string{
		{"s": "Ana", "i": "3", "d": "10.5", "tm": "2025-01-31 08:05:09"},
		{"s": "  a.b.c ", "ns": "", "i": "-7", "ni": "2", "d": "0", "tm": "2024-12-01"},
		{"s": "Zoë", "ns": "A.B", "i": "0", "ni": "0", "d": "-3.25", "tm": "not a date"},
		{"s": "x", "ns": "zz", "i": "12", "ni": "-1", "d": "99999999.99"},
	}
	var funcs, calls strings.Builder
	for i, x := range exprs {
		v, err := evalExpr(x, e)
		if err != nil {
			t.Fatalf("%s: %v", x, err)
		}
		fmt.Fprintf(&funcs, "func f%d(it map[string]types.AttributeValue) sqlVal { return %s }\n", i, v)
		fmt.Fprintf(&calls, "\t\tout = append(out, show(f%d(it)))\n", i)
	}
	keys, err := KeysFile("main", []analyze.Fold{analyze.FoldGeneral})
	if err != nil {
		t.Fatal(err)
	}
	main := `package main

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"encoding/json"
	"hash"
	"math/big"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"gen/types"
)

var (
	_ = md5.New
	_ = sha1.New
	_ = sha256.New
	_ = sha512.New
	_ = strconv.Itoa
	_ = utf8.RuneCountInString
	_ = big.NewRat
	_ = time.Now
	_ hash.Hash
	_ = hex.EncodeToString
)

// attrOf is the package's, on the stand-in for the SDK's types.
func attrOf(it map[string]types.AttributeValue, attr string) (string, bool) {
	v, ok := it[attr].(*types.AttributeValueMemberS)
	if !ok {
		return "", false
	}
	return v.Value, true
}

func show(v sqlVal) string {
	if v.null {
		return "<NULL>"
	}
	return v.s
}
` + generatedSrc + computeSrc + funcs.String() + `
func main() {
	var rows []map[string]string
	if err := json.Unmarshal([]byte(os.Args[1]), &rows); err != nil {
		panic(err)
	}
	var all [][]string
	for _, row := range rows {
		it := map[string]types.AttributeValue{}
		for k, v := range row {
			it[k] = &types.AttributeValueMemberS{Value: v}
		}
		var out []string
` + calls.String() + `		all = append(all, out)
	}
	json.NewEncoder(os.Stdout).Encode(all)
}
`
	got := runTwin(t, map[string]string{
		"main.go":        main,
		"keys.go":        string(keys),
		"types/types.go": "// Package types stands in for the SDK's.\npackage types\n\ntype AttributeValue interface{}\n\ntype AttributeValueMemberS struct{ Value string }\n",
	}, rows)
	for i, row := range rows {
		for j, x := range exprs {
			want := design.Evaluate(x, e, func(c string) (string, bool) {
				v, ok := row[c]
				return v, ok
			})
			if got[i][j] != deref(want) {
				t.Errorf("%s on %v: generated %q, design %q", x, row, got[i][j], deref(want))
			}
		}
	}
	// What it does not compute, it says.
	for _, x := range []*analyze.Expr{fn("soundex", col("s")), fn("concat", col("nope")), fn("if", col("s"))} {
		if v, err := evalExpr(x, e); err == nil {
			t.Errorf("%s is written as %s, an expression the package does not compute", x, v)
		}
	}
}
