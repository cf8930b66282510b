package gogen

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// TestGeneratedText: the Go the package writes for a generated column
// computes what design.Generate computes (the evaluator verify checks
// against MySQL), on text with separators, runes past ASCII and empty
// values; and an expression it cannot compute on values never NULL is an
// error, not code.
func TestGeneratedText(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a program")
	}
	col := func(c string) *analyze.Expr { return &analyze.Expr{Col: c} }
	lit := func(s string) *analyze.Expr { return &analyze.Expr{Lit: &s} }
	num := func(s string) *analyze.Expr { return &analyze.Expr{Lit: &s, Num: true} }
	fn := func(f string, args ...*analyze.Expr) *analyze.Expr { return &analyze.Expr{Func: f, Args: args} }
	exprs := []*analyze.Expr{
		fn("md5", col("a")),
		fn("sha1", col("a")),
		fn("sha2", col("a"), num("256")),
		fn("sha2", col("a"), num("224")),
		fn("sha2", col("a"), num("384")),
		fn("sha2", col("a"), num("512")),
		fn("sha2", col("a"), num("0")),
		fn("lower", col("a")),
		fn("upper", fn("concat", col("a"), lit("-"), col("b"))),
		fn("concat_ws", lit("/"), col("a"), col("b"), lit("x")),
		fn("trim", col("a")),
		fn("left", col("a"), num("3")),
		fn("right", col("a"), num("2")),
		fn("left", col("a"), num("-1")),
		fn("substring_index", fn("substring_index", col("a"), lit("/"), num("3")), lit("/"), num("-1")),
		fn("substring_index", col("a"), lit("."), num("-2")),
		fn("substring_index", col("a"), lit(""), num("1")),
		fn("substring_index", col("a"), col("b"), num("2")),
		fn("length", col("a")),
		fn("char_length", col("a")),
		fn("coalesce", col("b"), col("a")),
		fn("ifnull", fn("lower", col("a")), lit("none")),
	}
	inputs := [][2]string{
		{"https://Example.com/a/b?c=1", "x"},
		{"", ""},
		{"  padded  ", "Zoë"},
		{"a.b.c.d", "."},
		{"straße/ÆSIR/ǅ", "/"},
		{"no-separators", "-"},
		{"1/2/3/4/5", "/"},
	}
	var funcs, calls strings.Builder
	for i, x := range exprs {
		v, err := generatedText(x, func(c string) (string, error) { return c, nil })
		if err != nil {
			t.Fatalf("%s: %v", x, err)
		}
		fmt.Fprintf(&funcs, "func f%d(a, b string) string { return %s }\n", i, v)
		fmt.Fprintf(&calls, "\t\tout = append(out, f%d(in[0], in[1]))\n", i)
	}
	src := `package main

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"encoding/json"
	"hash"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"
)

var (
	_ = md5.New
	_ = sha1.New
	_ = sha256.New
	_ = sha512.New
	_ = strconv.Itoa
	_ = utf8.RuneCountInString
)
` + generatedSrc + funcs.String() + `
func main() {
	var inputs [][2]string
	if err := json.Unmarshal([]byte(os.Args[1]), &inputs); err != nil {
		panic(err)
	}
	var rows [][]string
	for _, in := range inputs {
		var out []string
` + calls.String() + `		rows = append(rows, out)
	}
	json.NewEncoder(os.Stdout).Encode(rows)
}

var _ hash.Hash
var _ = hex.EncodeToString
`
	rows := runTwin(t, map[string]string{"main.go": src}, inputs)
	for i, in := range inputs {
		for j, x := range exprs {
			want := design.Generate(x, func(c string) (string, bool) { return map[string]string{"a": in[0], "b": in[1]}[c], true })
			if want == nil || rows[i][j] != *want {
				t.Errorf("%s on a=%q b=%q: generated %q, design %v", x, in[0], in[1], rows[i][j], strconv.Quote(deref(want)))
			}
		}
	}
	// What it cannot compute on values never NULL, it says.
	for _, x := range []*analyze.Expr{
		fn("sha2", col("a"), num("100")),
		fn("left", col("a"), col("b")),
		fn("left", col("a"), lit("x")),
		fn("concat", col("a"), &analyze.Expr{}),
		fn("soundex", col("a")),
	} {
		if v, err := generatedText(x, func(c string) (string, error) { return c, nil }); err == nil {
			t.Errorf("%s is written as %s, a value MySQL gives NULL for or the package does not compute", x, v)
		}
	}
}

// runTwin runs the program of files (module gen, no dependency) on in,
// as JSON, and returns the rows of texts it prints as JSON.
func runTwin(t *testing.T, files map[string]string, in any) [][]string {
	t.Helper()
	dir := t.TempDir()
	files["go.mod"] = "module gen\n\ngo 1.23\n"
	for name, text := range files {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	arg, _ := json.Marshal(in)
	cmd := exec.Command("go", "run", ".", string(arg))
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod -trimpath", "GOPROXY=off", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the program does not run: %v\n%s", err, out)
	}
	var rows [][]string
	if err := json.Unmarshal(out, &rows); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	return rows
}

func deref(s *string) string {
	if s == nil {
		return "<NULL>"
	}
	return *s
}
