package gogen

import (
	"fmt"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
)

// generatedText writes x, a generated column's expression, as a Go
// expression of the column's text, as design.Generate computes it from
// the row as written: value gives a column's text as a Go expression.
// The package computes the functions below on values that are never NULL
// (a NOT NULL column, a parameter that cannot be NULL, a literal), where
// each gives a value; anything else is an error naming it, and the
// write is left out with it.
func generatedText(x *analyze.Expr, value func(col string) (string, error)) (string, error) {
	switch {
	case x.Col != "":
		return value(x.Col)
	case x.Func == "":
		if x.Lit == nil {
			return "", fmt.Errorf("NULL")
		}
		return strconv.Quote(*x.Lit), nil
	}
	// intLit is an argument that must be an integer literal: LEFT(s, 3).
	intLit := func(a *analyze.Expr) (int, error) {
		if a.Lit == nil || a.Func != "" || a.Col != "" {
			return 0, fmt.Errorf("%s with a count that is no literal", strings.ToUpper(x.Func))
		}
		n, err := strconv.Atoi(strings.TrimSpace(*a.Lit))
		if err != nil {
			return 0, fmt.Errorf("%s with the count %q, which is NULL in MySQL", strings.ToUpper(x.Func), *a.Lit)
		}
		return n, nil
	}
	values := x.Args // the arguments that are values: the others are counts, read below
	switch x.Func {
	case "sha2", "left", "right":
		values = x.Args[:min(1, len(x.Args))]
	case "substring_index":
		values = x.Args[:min(2, len(x.Args))]
	}
	var args []string
	for _, a := range values {
		v, err := generatedText(a, value)
		if err != nil {
			return "", err
		}
		args = append(args, v)
	}
	switch x.Func {
	case "md5":
		return "hashHex(md5.New(), " + args[0] + ")", nil
	case "sha1", "sha":
		return "hashHex(sha1.New(), " + args[0] + ")", nil
	case "sha2":
		n, err := intLit(x.Args[1])
		if err != nil {
			return "", err
		}
		h := map[int]string{0: "sha256.New()", 256: "sha256.New()", 224: "sha256.New224()", 384: "sha512.New384()", 512: "sha512.New()"}[n]
		if h == "" {
			return "", fmt.Errorf("SHA2 of %d bits, which is NULL in MySQL", n)
		}
		return "hashHex(" + h + ", " + args[0] + ")", nil
	case "lower", "lcase":
		return "strings.ToLower(" + args[0] + ")", nil
	case "upper", "ucase":
		return "strings.ToUpper(" + args[0] + ")", nil
	case "concat":
		return "(" + strings.Join(args, " + ") + ")", nil
	case "concat_ws":
		return fmt.Sprintf("strings.Join([]string{%s}, %s)", strings.Join(args[1:], ", "), args[0]), nil
	case "trim":
		return "strings.Trim(" + args[0] + `, " ")`, nil
	case "left", "right":
		n, err := intLit(x.Args[1])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%sRunes(%s, %d)", x.Func, args[0], n), nil
	case "substring_index":
		n, err := intLit(x.Args[2])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("substringIndex(%s, %s, %d)", args[0], args[1], n), nil
	case "length":
		return "strconv.Itoa(len(" + args[0] + "))", nil
	case "char_length":
		return "strconv.Itoa(utf8.RuneCountInString(" + args[0] + "))", nil
	case "coalesce", "ifnull":
		return args[0], nil // its first argument is never NULL
	}
	return "", fmt.Errorf("%s, which the package does not compute yet", strings.ToUpper(x.Func))
}

// generatedValues lays out the generated columns a write computes before
// it writes (design.Compute with an Expr, in the plan's order): each a
// statement setting a variable of the column's text, and the placeholder
// ({url_hash}) filled from it, as verify's compute fills it. column
// gives the text of a column the expression reads: its new value, a
// parameter, or the item's (fed).
func (g *gen) generatedValues(m *Method, column func(col string) (string, error)) ([]string, error) {
	p := m.Plan
	e := g.d.Model.Entity(p.Entity)
	var out []string
	for _, c := range p.Compute {
		if c.Expr == nil {
			continue
		}
		col := e.Column(c.Column)
		if col == nil {
			return nil, fmt.Errorf("the generated column %s is no column of %s", c.Column, e.Name)
		}
		v, err := generatedText(c.Expr, column)
		if err != nil {
			return nil, fmt.Errorf("its generated column %s (%s): %v", col.Name, c.Expr, err)
		}
		name := g.local("gen\x00"+col.Name, "gen"+defaultNames.sqlName(col.Name))
		out = append(out, fmt.Sprintf("%s := %s", name, v))
		if m.fed == nil {
			m.fed = map[string]fedValue{}
		}
		m.fed[c.Column] = fedValue{expr: name, col: col}
	}
	if len(out) > 0 {
		out[0] = "// The generated columns, as MySQL computes them.\n" + out[0]
	}
	return out, nil
}

// newValue is the value a write gives column col, as value gives it: its
// new value ({col.new}: SET c = ? WHERE c = ?, a computed one), else
// {col}.
func (g *gen) newValue(m *Method, col string) (string, goType, bool) {
	if x, typ, ok := g.value(m, col+".new"); ok {
		return x, typ, true
	}
	return g.value(m, col)
}

// paramText is the text of a column's value a write gives (its new value,
// a parameter, the clock, the sequence's id), never NULL: a Go string
// expression, as an item's attribute holds it.
func (g *gen) paramText(m *Method, col string) (string, error) {
	x, typ, ok := g.newValue(m, col)
	if !ok {
		return "", fmt.Errorf("%s, a value the write does not give", col)
	}
	if typ.fed {
		if f := m.fed[col]; f.has != "" {
			return "", fmt.Errorf("%s, which may be NULL", col)
		}
		return x, nil
	}
	if typ.Valid != "" && !m.nonNull[col] {
		return "", fmt.Errorf("%s, which may be NULL", col)
	}
	return typ.textExpr(base(m, x, typ))
}

// generatedSrc are the functions generatedText's expressions call:
// design.Generate's, on text never NULL.
const generatedSrc = `
// hashHex is MD5(s), SHA1(s) or SHA2(s, n) as MySQL gives it: the hash
// of s's bytes in lower-case hex.
func hashHex(h hash.Hash, s string) string {
	h.Write([]byte(s))
	return hex.EncodeToString(h.Sum(nil))
}

// leftRunes is LEFT(s, n): its first n characters.
func leftRunes(s string, n int) string {
	r := []rune(s)
	return string(r[:max(0, min(n, len(r)))])
}

// rightRunes is RIGHT(s, n): its last n characters.
func rightRunes(s string, n int) string {
	r := []rune(s)
	return string(r[len(r)-max(0, min(n, len(r))):])
}

// substringIndex is SUBSTRING_INDEX(s, delim, n): s before its n-th delim,
// or after its n-th from the end for a negative n.
func substringIndex(s, delim string, n int) string {
	switch {
	case delim == "" || n == 0:
		return ""
	case n > 0:
		at := 0
		for i := 0; i < n; i++ {
			j := strings.Index(s[at:], delim)
			if j < 0 {
				return s
			}
			at += j + len(delim)
		}
		return s[:at-len(delim)]
	}
	end := len(s)
	for i := 0; i < -n; i++ {
		j := strings.LastIndex(s[:end], delim)
		if j < 0 {
			return s
		}
		end = j
	}
	return s[end+len(delim):]
}
`
