package design

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"hash"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"sql2dynamo/analyze"
)

// Generate computes a generated column's value from a row as MySQL does:
// value gives each column's (false for NULL). nil is NULL.
func Generate(x *analyze.Expr, value func(col string) (string, bool)) *string {
	return Evaluate(x, nil, value)
}

// Evaluate computes x on a row of e as MySQL does: value gives each
// column's value as the item holds it (false for NULL); nil is NULL. It is
// the one evaluator of the design's expressions: the application runs it
// before it writes a generated column (the plan's Compute), on each row a
// read returns for a computed column (AppCompute), and verify with it.
// With e, a DECIMAL column reads with its declared decimals (10.50, as
// MySQL prints it, where DynamoDB keeps 10.5), numbers compare as numbers,
// and text compares as its collation does (folded for _ci). Arithmetic is
// exact: + - * keep the operands' decimals, / gives four more than the
// dividend's (MySQL's div_precision_increment), a division by 0 is NULL.
func Evaluate(x *analyze.Expr, e *analyze.Entity, value func(col string) (string, bool)) *string {
	str := func(s string) *string { return &s }
	switch {
	case x.Col != "":
		v, ok := value(x.Col)
		if !ok {
			return nil
		}
		if c := columnOf(e, x.Col); c != nil && c.Kind == analyze.KindDecimal && !c.Float && c.Scale > 0 {
			if r, ok := new(big.Rat).SetString(strings.TrimSpace(v)); ok {
				return str(r.FloatString(c.Scale))
			}
		}
		return &v
	case x.Func == "":
		return x.Lit
	}
	eval := func(a *analyze.Expr) *string { return Evaluate(a, e, value) }
	switch x.Func { // the ones that do not take every argument's value
	case "case":
		for i := 0; i+1 < len(x.Args); i += 2 {
			if truthy(eval(x.Args[i])) {
				return eval(x.Args[i+1])
			}
		}
		if len(x.Args)%2 == 1 {
			return eval(x.Args[len(x.Args)-1])
		}
		return nil
	case "if":
		if truthy(eval(x.Args[0])) {
			return eval(x.Args[1])
		}
		return eval(x.Args[2])
	case "coalesce", "ifnull":
		for _, a := range x.Args {
			if v := eval(a); v != nil {
				return v
			}
		}
		return nil
	case "and", "or":
		l, r := eval(x.Args[0]), eval(x.Args[1])
		decided := x.Func == "or" // OR is decided by a true side, AND by a false one
		if l != nil && truthy(l) == decided || r != nil && truthy(r) == decided {
			return boolText(decided)
		}
		if l == nil || r == nil {
			return nil
		}
		return boolText(!decided)
	case "is null", "is not null":
		return boolText((eval(x.Args[0]) == nil) == (x.Func == "is null"))
	case "nullif":
		a := eval(x.Args[0])
		if c, ok := compareValues(x.Args[0], x.Args[1], a, eval(x.Args[1]), e); ok && c == 0 {
			return nil
		}
		return a
	case "=", "<>", "<", "<=", ">", ">=":
		c, ok := compareValues(x.Args[0], x.Args[1], eval(x.Args[0]), eval(x.Args[1]), e)
		if !ok {
			return nil
		}
		return boolText(map[string]bool{"=": c == 0, "<>": c != 0, "<": c < 0, "<=": c <= 0, ">": c > 0, ">=": c >= 0}[x.Func])
	}
	var args []*string
	for _, a := range x.Args {
		args = append(args, eval(a))
	}
	switch x.Func {
	case "concat_ws":
		if args[0] == nil {
			return nil
		}
		var parts []string
		for _, a := range args[1:] {
			if a != nil { // CONCAT_WS skips NULLs
				parts = append(parts, *a)
			}
		}
		return str(strings.Join(parts, *args[0]))
	}
	for _, a := range args {
		if a == nil {
			return nil // every other function is NULL on a NULL
		}
	}
	sum := func(h hash.Hash) *string {
		h.Write([]byte(*args[0]))
		return str(hex.EncodeToString(h.Sum(nil)))
	}
	switch x.Func {
	case "md5":
		return sum(md5.New())
	case "sha1", "sha":
		return sum(sha1.New())
	case "sha2":
		switch strings.TrimSpace(*args[1]) {
		case "0", "256":
			return sum(sha256.New())
		case "224":
			return sum(sha256.New224())
		case "384":
			return sum(sha512.New384())
		case "512":
			return sum(sha512.New())
		}
		return nil
	case "lower", "lcase":
		return str(strings.ToLower(*args[0]))
	case "upper", "ucase":
		return str(strings.ToUpper(*args[0]))
	case "concat":
		var b strings.Builder
		for _, a := range args {
			b.WriteString(*a)
		}
		return str(b.String())
	case "trim":
		return str(strings.Trim(*args[0], " "))
	case "left", "right":
		n, err := strconv.Atoi(strings.TrimSpace(*args[1]))
		if err != nil {
			return nil
		}
		r := []rune(*args[0])
		n = max(0, min(n, len(r)))
		if x.Func == "left" {
			return str(string(r[:n]))
		}
		return str(string(r[len(r)-n:]))
	case "substring_index":
		return substringIndex(*args[0], *args[1], *args[2])
	case "not":
		return boolText(!truthy(args[0]))
	case "length":
		return str(strconv.Itoa(len(*args[0])))
	case "char_length":
		return str(strconv.Itoa(utf8.RuneCountInString(*args[0])))
	case "year", "month", "day", "dayofmonth", "hour", "minute", "second", "date":
		return datePart(x.Func, *args[0])
	case "+", "-", "*", "/", "div", "%", "neg", "abs":
		return arithmetic(x.Func, args)
	}
	return nil
}

// columnOf is e's column col, nil without e.
func columnOf(e *analyze.Entity, col string) *analyze.Column {
	if e == nil {
		return nil
	}
	return e.Column(col)
}

func boolText(b bool) *string {
	if b {
		return new("1")
	}
	return new("0")
}

// number reads a value as MySQL reads text in arithmetic: its leading
// number, 0 without one; with its count of decimals.
func number(v string) (*big.Rat, int) {
	v = strings.TrimSpace(v)
	end := 0
	for i, r := range v {
		if r >= '0' && r <= '9' || r == '.' || (r == '-' || r == '+') && i == 0 {
			end = i + 1
			continue
		}
		break
	}
	r, ok := new(big.Rat).SetString(strings.TrimRight(v[:end], "."))
	if !ok {
		return new(big.Rat), 0
	}
	_, frac, _ := strings.Cut(v[:end], ".")
	return r, len(frac)
}

// Truthy is a condition's value as MySQL reads it (WHERE, HAVING, CASE
// WHEN): a number other than 0; NULL is not true.
func Truthy(v *string) bool { return truthy(v) }

func truthy(v *string) bool {
	if v == nil {
		return false
	}
	r, _ := number(*v)
	return r.Sign() != 0
}

// arithmetic is op on numbers, exact, printed with the decimals MySQL
// gives the result; NULL on a NULL and on a division by 0.
func arithmetic(op string, args []*string) *string {
	a, sa := number(*args[0])
	switch op {
	case "neg":
		return new(new(big.Rat).Neg(a).FloatString(sa))
	case "abs":
		return new(new(big.Rat).Abs(a).FloatString(sa))
	}
	b, sb := number(*args[1])
	out := new(big.Rat)
	scale := max(sa, sb)
	switch op {
	case "+":
		out.Add(a, b)
	case "-":
		out.Sub(a, b)
	case "*":
		out.Mul(a, b)
		scale = sa + sb
	case "/", "div", "%":
		if b.Sign() == 0 {
			return nil
		}
		out.Quo(a, b)
		switch op {
		case "/":
			scale = sa + 4
		case "div":
			q := new(big.Int).Quo(out.Num(), out.Denom()) // toward 0
			return new(q.String())
		case "%": // a - b * trunc(a / b): the sign of a
			q := new(big.Int).Quo(out.Num(), out.Denom())
			out.Sub(a, new(big.Rat).Mul(b, new(big.Rat).SetInt(q)))
		}
	}
	return new(out.FloatString(scale))
}

// compareValues compares two values as MySQL does: NULL compares with
// nothing (false); numbers as numbers when either side is one, text as
// the collation of the column compared (folded for _ci).
func compareValues(xa, xb *analyze.Expr, a, b *string, e *analyze.Entity) (int, bool) {
	if a == nil || b == nil {
		return 0, false
	}
	numeric := func(x *analyze.Expr) bool {
		if e == nil {
			return x.Num
		}
		switch x.Kind(e) {
		case analyze.KindInteger, analyze.KindDecimal, analyze.KindBool:
			return true
		}
		return false
	}
	if numeric(xa) || numeric(xb) {
		ra, _ := number(*a)
		rb, _ := number(*b)
		return ra.Cmp(rb), true
	}
	for _, x := range []*analyze.Expr{xa, xb} {
		if c := columnOf(e, x.Col); c != nil && c.Kind == analyze.KindString {
			return strings.Compare(Collate(c, *a), Collate(c, *b)), true
		}
	}
	return strings.Compare(*a, *b), true
}

// datePart is YEAR(), MONTH(), ... DATE() of a date or date-time as MySQL
// prints it (2025-01-31 08:05:00); NULL when it is none.
func datePart(f, v string) *string {
	t, err := time.Parse("2006-01-02", v)
	for _, layout := range []string{"2006-01-02 15:04:05.999999999", "2006-01-02T15:04:05.999999999"} {
		if err != nil {
			t, err = time.Parse(layout, v)
		}
	}
	if err != nil {
		return nil
	}
	n := map[string]int{"year": t.Year(), "month": int(t.Month()), "day": t.Day(), "dayofmonth": t.Day(), "hour": t.Hour(), "minute": t.Minute(), "second": t.Second()}
	if f == "date" {
		return new(t.Format("2006-01-02"))
	}
	return new(strconv.Itoa(n[f]))
}

// substringIndex is SUBSTRING_INDEX(s, delim, count): s before the
// count-th delim, or, for a negative count, after the count-th from the
// right; all of s when it has fewer. delim is matched case-sensitively, as
// MySQL does.
func substringIndex(s, delim, count string) *string {
	n, err := strconv.Atoi(strings.TrimSpace(count))
	if err != nil {
		return nil
	}
	out := ""
	switch {
	case delim == "" || n == 0:
	case n > 0:
		i, at := 0, 0
		for ; i < n; i++ {
			j := strings.Index(s[at:], delim)
			if j < 0 {
				break
			}
			at += j + len(delim)
		}
		out = s
		if i == n {
			out = s[:at-len(delim)]
		}
	default:
		i, end := 0, len(s)
		for ; i < -n; i++ {
			j := strings.LastIndex(s[:end], delim)
			if j < 0 {
				break
			}
			end = j
		}
		out = s
		if i == -n {
			out = s[end+len(delim):]
		}
	}
	return &out
}

// Aggregate computes a over rows, one group of e's rows as the items hold
// them (each gives a column's value, false for NULL), as MySQL does: NULL
// values skipped (COUNT(*) counts every row), DISTINCT keeping one of each
// value as the column compares, COUNT 0 and the others NULL over none;
// SUM exact with its values' decimals, AVG with four more, MIN and MAX as
// the values compare (numbers as numbers, text as its collation).
func Aggregate(a analyze.Aggregate, e *analyze.Entity, rows []func(col string) (string, bool)) *string {
	if a.Arg == nil {
		return new(strconv.Itoa(len(rows)))
	}
	var vals []string
	seen := map[string]bool{}
	numeric := slices.Contains([]analyze.Kind{analyze.KindInteger, analyze.KindDecimal, analyze.KindBool}, a.Arg.Kind(e))
	for _, row := range rows {
		v := Evaluate(a.Arg, e, row)
		if v == nil {
			continue
		}
		if a.Distinct {
			k := *v
			if numeric {
				r, _ := number(k)
				k = r.RatString()
			} else if c := columnOf(e, a.Arg.Col); c != nil && c.Kind == analyze.KindString {
				k = Collate(c, k)
			}
			if seen[k] {
				continue
			}
			seen[k] = true
		}
		vals = append(vals, *v)
	}
	if a.Func == "count" {
		return new(strconv.Itoa(len(vals)))
	}
	if len(vals) == 0 {
		return nil
	}
	switch a.Func {
	case "sum", "avg":
		sum, scale := new(big.Rat), 0
		for _, v := range vals {
			r, s := number(v)
			sum.Add(sum, r)
			scale = max(scale, s)
		}
		if a.Func == "avg" {
			sum.Quo(sum, new(big.Rat).SetInt64(int64(len(vals))))
			scale += 4
		}
		return new(sum.FloatString(scale))
	}
	best := vals[0]
	for _, v := range vals[1:] {
		c, _ := compareValues(a.Arg, a.Arg, &v, &best, e)
		if a.Func == "min" && c < 0 || a.Func == "max" && c > 0 {
			best = v
		}
	}
	return &best
}

// Values are the columns a step run once per row gives that row (Into),
// from the items its request found, each read by get (false for NULL):
// Fields evaluated on the one item found, NULL when none is; or List,
// JSON_ARRAYAGG(JSON_OBJECT(...)) of them (ListValue).
func (in *Into) Values(e *analyze.Entity, found []func(col string) (string, bool)) map[string]*string {
	out := map[string]*string{}
	if in.List != "" {
		if len(found) == 0 && in.NullRow {
			found = []func(string) (string, bool){func(string) (string, bool) { return "", false }}
		}
		out[in.List] = ListValue(e, in.Fields, found)
		if out[in.List] == nil && in.Empty != "" {
			out[in.List] = &in.Empty
		}
		return out
	}
	for _, f := range slices.Concat(in.Fields, in.Sorts) {
		out[f.Name] = nil
		if len(found) > 0 {
			out[f.Name] = Evaluate(f.Expr, e, found[0])
		}
	}
	return out
}

// ListValue is JSON_ARRAYAGG(JSON_OBJECT(name, value, ...)) of rows of e,
// as MySQL writes it: one object per row, in the order given, of fields'
// names and values (a number for a numeric column, JSON as it is, a
// DATETIME with six decimals of seconds, a comparison's true or false,
// other values as strings, NULL as null); nil (SQL NULL) for no row.
func ListValue(e *analyze.Entity, fields []analyze.Computed, rows []func(col string) (string, bool)) *string {
	if len(rows) == 0 {
		return nil
	}
	var b strings.Builder
	b.WriteString("[")
	for i, get := range rows {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("{")
		for j, f := range fields {
			if j > 0 {
				b.WriteString(", ")
			}
			b.WriteString(jsonString(f.Name) + ": ")
			v := Evaluate(f.Expr, e, get)
			if v == nil {
				b.WriteString("null")
				continue
			}
			if slices.Contains(truthOps, f.Expr.Func) {
				// A comparison's or a logical operator's value is a JSON
				// boolean (a BOOLEAN column's is the number it holds).
				b.WriteString(strconv.FormatBool(*v != "0"))
				continue
			}
			switch f.Expr.Kind(e) {
			case analyze.KindInteger, analyze.KindDecimal, analyze.KindBool, analyze.KindJSON:
				b.WriteString(*v)
			case analyze.KindDateTime:
				s := *v
				if !strings.Contains(s, ".") {
					s += "."
				}
				_, frac, _ := strings.Cut(s, ".")
				b.WriteString(jsonString(s + strings.Repeat("0", max(6-len(frac), 0))))
			default:
				b.WriteString(jsonString(*v))
			}
		}
		b.WriteString("}")
	}
	b.WriteString("]")
	s := b.String()
	return &s
}

// truthOps are the operators whose value JSON_OBJECT writes as true or
// false.
var truthOps = []string{"=", "<>", "<", "<=", ">", ">=", "and", "or", "not", "is null", "is not null"}

// jsonString is s as a JSON string, escaped as MySQL escapes it.
func jsonString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20:
			b.WriteString(`\u00` + hex.EncodeToString([]byte{byte(r)}))
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
