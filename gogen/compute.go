package gogen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// The columns a read computes (design.AppCompute): the package evaluates
// each expression on each item it reads, as design.Evaluate does (the one
// evaluator verify checks against MySQL), with the runtime below, and
// types the column as sqlc types it for MySQL.

// evalExpr writes x, an expression over a row of e, as a Go expression
// of an sqlVal computed from the item it, as design.Evaluate computes
// it; an error names what the package does not compute.
func evalExpr(x *analyze.Expr, e *analyze.Entity) (string, error) { return evalOn(x, e, "it") }

// evalOn is evalExpr on the item the Go expression item is.
func evalOn(x *analyze.Expr, e *analyze.Entity, item string) (string, error) {
	switch {
	case x.Col != "":
		c := e.Column(x.Col)
		if c == nil {
			return "", fmt.Errorf("%s is no column of %s", x.Col, e.Name)
		}
		scale := 0
		if c.Kind == analyze.KindDecimal && !c.Float && c.Scale > 0 {
			scale = c.Scale // read with its declared decimals, as MySQL prints it
		}
		return fmt.Sprintf("sqlCol(%s, %q, %d)", item, c.Name, scale), nil
	case x.Func == "" && x.Lit == nil:
		return "sqlNull", nil
	case x.Func == "":
		return "sqlText(" + strconv.Quote(*x.Lit) + ")", nil
	}
	var args []string
	for _, a := range x.Args {
		v, err := evalOn(a, e, item)
		if err != nil {
			return "", err
		}
		args = append(args, v)
	}
	want := func(n int) error {
		if len(args) != n {
			return fmt.Errorf("%s with %d arguments", strings.ToUpper(x.Func), len(args))
		}
		return nil
	}
	call := func(fn string, n int, lead ...string) (string, error) {
		if n >= 0 {
			if err := want(n); err != nil {
				return "", err
			}
		}
		return fn + "(" + strings.Join(slices.Concat(lead, args), ", ") + ")", nil
	}
	compared := func() []string {
		// As design's compareValues: numbers as numbers when either side
		// is one; text as the collation of the column compared, if any.
		numeric := slices.ContainsFunc(x.Args[:min(2, len(x.Args))], func(a *analyze.Expr) bool {
			switch a.Kind(e) {
			case analyze.KindInteger, analyze.KindDecimal, analyze.KindBool:
				return true
			}
			return false
		})
		fold, pad := analyze.FoldNone, false
		for _, a := range x.Args[:min(2, len(x.Args))] {
			if c := e.Column(a.Col); a.Col != "" && c != nil && c.Kind == analyze.KindString {
				fold, pad = c.Fold, c.PadSpace
				break
			}
		}
		f := foldName(fold)
		return []string{strconv.FormatBool(numeric), f, strconv.FormatBool(pad)}
	}
	switch x.Func {
	case "case":
		return call("sqlCase", -1)
	case "if":
		return call("sqlIf", 3)
	case "coalesce", "ifnull":
		return call("sqlCoalesce", -1)
	case "and":
		return call("sqlAnd", 2)
	case "or":
		return call("sqlOr", 2)
	case "is null", "is not null":
		return call("sqlIsNull", 1, strconv.FormatBool(x.Func == "is null"))
	case "nullif":
		if err := want(2); err != nil {
			return "", err
		}
		return "sqlNullif(" + strings.Join(slices.Concat(args, compared()), ", ") + ")", nil
	case "=", "<>", "<", "<=", ">", ">=":
		if err := want(2); err != nil {
			return "", err
		}
		return "sqlCompare(" + strings.Join(slices.Concat([]string{strconv.Quote(x.Func)}, args, compared()), ", ") + ")", nil
	case "concat_ws":
		return call("sqlConcatWS", -1)
	case "concat":
		return call("sqlConcat", -1)
	case "md5":
		return call("sqlMap", 1, "md5Hex")
	case "sha1", "sha":
		return call("sqlMap", 1, "sha1Hex")
	case "sha2":
		return call("sqlSHA2", 2)
	case "lower", "lcase":
		return call("sqlMap", 1, "strings.ToLower")
	case "upper", "ucase":
		return call("sqlMap", 1, "strings.ToUpper")
	case "trim":
		return call("sqlMap", 1, "trimSpaces")
	case "left":
		return call("sqlLeft", 2)
	case "right":
		return call("sqlRight", 2)
	case "substring_index":
		return call("sqlSubstringIndex", 3)
	case "not":
		return call("sqlNot", 1)
	case "length":
		return call("sqlMap", 1, "byteLength")
	case "char_length":
		return call("sqlMap", 1, "charLength")
	case "year", "month", "day", "dayofmonth", "hour", "minute", "second", "date":
		return call("sqlDatePart", 1, strconv.Quote(x.Func))
	case "+", "-", "*", "/", "div", "%":
		return call("sqlArith", 2, strconv.Quote(x.Func))
	case "neg":
		return call("sqlNeg", 1)
	case "abs":
		return call("sqlAbs", 1)
	}
	return "", fmt.Errorf("%s, which the package does not compute yet", strings.ToUpper(x.Func))
}

// sqlcType is the Go type sqlc v1.31.1 gives a computed column of a
// MySQL SELECT, x over a row of table e (measured on sqlc itself: see
// TestDropIn's computed_columns): text functions a string and LENGTH an
// int32 whatever their arguments, + - * DIV % int32 and ABS int8, a date
// part int32 and DATE() a time.Time, a comparison a bool, AND and OR an
// sql.NullBool, COALESCE its first typed argument's type (NULL only when
// every argument may be), CASE with an ELSE literal that literal's type; "" for
// what sqlc types interface{} (IF, IFNULL, NULLIF, /, unary minus, NOT,
// CASE without one), a value the MySQL driver chooses. The column is the
// one typeOf maps to it; null says the type holds NULL.
func sqlcType(x *analyze.Expr, e *analyze.Entity) (col *analyze.Column, null bool) {
	typed := func(t string, k analyze.Kind) *analyze.Column {
		return &analyze.Column{Type: t, Kind: k}
	}
	switch {
	case x.Col != "":
		c := e.Column(x.Col)
		if c == nil {
			return nil, false
		}
		return c, !c.NotNull
	case x.Func == "" && x.Lit == nil:
		return typed("varchar", analyze.KindString), false // NULL: sqlc's string
	case x.Func == "" && x.Num && strings.ContainsAny(*x.Lit, ".eE"):
		return typed("double", analyze.KindDecimal), false
	case x.Func == "" && x.Num:
		return typed("int", analyze.KindInteger), false
	case x.Func == "":
		return typed("varchar", analyze.KindString), false
	}
	switch x.Func {
	case "concat", "concat_ws", "upper", "ucase", "lower", "lcase", "trim", "left", "right", "substring_index", "md5", "sha1", "sha", "sha2":
		return typed("varchar", analyze.KindString), false
	case "length", "char_length", "year", "month", "day", "dayofmonth", "hour", "minute", "second", "+", "-", "*", "div", "%":
		return typed("int", analyze.KindInteger), false
	case "abs":
		return typed("tinyint", analyze.KindInteger), false
	case "date":
		return typed("datetime", analyze.KindDateTime), false
	case "=", "<>", "<", "<=", ">", ">=", "is null", "is not null":
		return typed("boolean", analyze.KindBool), false
	case "and", "or":
		return typed("boolean", analyze.KindBool), true
	case "coalesce":
		// The first argument's type that sqlc knows, NULL only when
		// every argument may be (one it types interface{} may).
		null = true
		for _, a := range x.Args {
			c, n := sqlcType(a, e)
			if col == nil {
				col = c
			}
			null = null && (n || c == nil)
		}
		return col, null
	case "case":
		if len(x.Args)%2 == 1 {
			if last := x.Args[len(x.Args)-1]; last.Func == "" && last.Col == "" {
				return sqlcType(last, e)
			}
		}
	}
	return nil, false
}

// mayBeNullOn says whether x may be NULL on a row of e, as
// design.Evaluate computes it: a nullable column, NULL, a function of
// one; never IS NULL, COALESCE with a value never NULL, nor CONCAT_WS of
// a separator never NULL; a division (by 0), a date part of what may be
// no date, a count that is no integer literal, NULLIF, IF and CASE may
// be whatever their arguments.
func mayBeNullOn(x *analyze.Expr, e *analyze.Entity) bool {
	switch {
	case x.Col != "":
		c := e.Column(x.Col)
		return c == nil || !c.NotNull
	case x.Func == "":
		return x.Lit == nil
	}
	null := func(a *analyze.Expr) bool { return mayBeNullOn(a, e) }
	anyNull := slices.ContainsFunc(x.Args, null)
	count := func(a *analyze.Expr) bool { // an integer literal
		if a.Func != "" || a.Col != "" || a.Lit == nil {
			return false
		}
		_, err := strconv.Atoi(strings.TrimSpace(*a.Lit))
		return err == nil
	}
	switch x.Func {
	case "is null", "is not null":
		return false
	case "coalesce", "ifnull":
		return !slices.ContainsFunc(x.Args, func(a *analyze.Expr) bool { return !null(a) })
	case "concat_ws":
		return len(x.Args) == 0 || null(x.Args[0])
	case "concat", "upper", "ucase", "lower", "lcase", "trim", "md5", "sha1", "sha", "length", "char_length",
		"+", "-", "*", "neg", "abs", "not", "and", "or", "=", "<>", "<", "<=", ">", ">=":
		return anyNull
	case "left", "right", "substring_index":
		return anyNull || !count(x.Args[len(x.Args)-1])
	case "year", "month", "day", "dayofmonth", "hour", "minute", "second", "date":
		k := x.Args[0].Kind(e)
		return anyNull || k != analyze.KindDate && k != analyze.KindDateTime
	}
	return true
}

// computeOf writes the statements that compute a read's columns on each
// item it of items (design.AppCompute, its columns): every value from the
// item as read, then set, a NULL as no attribute, as verify's runner
// computes them. "" and why not when one is not computed yet.
func computeOf(m *analyze.Model, cols []analyze.Computed, items string) (string, string) {
	var b strings.Builder
	fmt.Fprintf(&b, "// The columns the application computes, as MySQL computes them.\nfor _, it := range %s {\n\tsetVals(it, map[string]sqlVal{\n", items)
	for _, c := range cols {
		e := m.Entity(c.Entity)
		if e == nil || c.Expr == nil {
			return "", fmt.Sprintf("its column %s is computed on no table the generator knows", c.Name)
		}
		x, err := evalExpr(c.Expr, e)
		if err != nil {
			return "", fmt.Sprintf("its column %s (%s): %v", c.Name, c.Expr, err)
		}
		fmt.Fprintf(&b, "\t\t%q: %s,\n", c.Name, x)
	}
	b.WriteString("\t})\n}")
	return b.String(), ""
}

// computedTable is e with a column of each the pattern computes on its
// rows, as sqlc types it: its values sorted and kept once as their kind
// compares (design's withComputed).
func computedTable(e *analyze.Entity, cols []analyze.Computed) *analyze.Entity {
	x := *e
	x.Columns = slices.Clone(e.Columns)
	for _, c := range cols {
		if !strings.EqualFold(c.Entity, e.Name) || c.Expr == nil {
			continue
		}
		col := &analyze.Column{Name: c.Name, Kind: c.Expr.Kind(e)}
		switch col.Kind {
		case analyze.KindString:
			col.Type = "varchar"
			for _, in := range c.Expr.Columns() {
				if ic := e.Column(in); ic != nil && ic.Kind == analyze.KindString && ic.Fold != analyze.FoldNone {
					col.Fold = ic.Fold
					break
				}
			}
		case analyze.KindInteger, analyze.KindBool:
			col.Kind, col.Type = analyze.KindInteger, "bigint"
		case analyze.KindDecimal:
			exactDecimal(col)
		case analyze.KindDate, analyze.KindDateTime:
			col.Type = "datetime"
		}
		if i := slices.IndexFunc(x.Columns, func(y *analyze.Column) bool { return strings.EqualFold(y.Name, c.Name) }); i >= 0 {
			x.Columns[i] = col // the alias stands for the computed value
			continue
		}
		x.Columns = append(x.Columns, col)
	}
	return &x
}

// exactDecimal makes col, a DECIMAL the application computes, a
// DECIMAL(65,30), MySQL's widest: its values sort and compare as exact
// numbers (keyDecimalText), never as text nor by a precision of 0.
func exactDecimal(col *analyze.Column) {
	col.Type, col.Precision, col.Scale = "decimal(65,30)", 65, 30
}

// computeRead lays out a read whose first application step computes
// columns: the rest of its plan as the read it is (one request, its
// sort, DISTINCT or list), the computing written before any of them
// (m.computed). "" when the generator writes it, else why not.
func (g *gen) computeRead(m *Method) string {
	p := m.Plan
	if len(p.App) == 0 || p.App[0].Kind != design.AppCompute || slices.ContainsFunc(p.App[1:], func(s design.AppStep) bool { return s.Kind == design.AppCompute }) {
		return notYet("a plan of computed columns after another application step")
	}
	e := g.d.Model.Entity(p.Entity)
	if e == nil || len(p.Then) > 0 || p.Into != nil || p.LookupItems || p.DropChildless || p.KeysOnly || len(p.Pattern.Returns) > 1 {
		return notYet("a plan of computed columns over rows of several tables")
	}
	cols := p.App[0].Columns
	var why string
	if m.computed, why = computeOf(g.d.Model, cols, "items"); why != "" {
		return why
	}
	// The rest of the plan is laid out, and written, as the read it is
	// (m.rest); m.Plan stays the design's, by which verify calls it.
	rest := *p
	rest.App = p.App[1:]
	m.rest, m.table = &rest, computedTable(e, cols)
	m.Plan = &rest
	defer func() { m.Plan = p }()
	switch {
	case len(rest.App) == 1 && rest.App[0].Kind == design.AppSort && len(rest.Sort)+len(rest.Distinct) == 0:
		return g.sortedRead(m)
	case len(rest.App) > 0:
		return notYet("a plan of computed columns and the application's " + string(rest.App[0].Kind))
	}
	return g.listRead(m)
}

// computeSrc is the runtime of computed columns, in items.go: the twin of
// design.Evaluate, on values as their text (TestComputeText runs both).
const computeSrc = `
// sqlVal is a value the application computes, as MySQL's text of it;
// null is NULL.
type sqlVal struct {
	s    string
	null bool
}

// sqlNull is NULL.
var sqlNull = sqlVal{null: true}

func sqlText(s string) sqlVal { return sqlVal{s: s} }

func sqlBool(b bool) sqlVal {
	if b {
		return sqlText("1")
	}
	return sqlText("0")
}

// sqlCol is the item's attribute as MySQL's text of its column: a DECIMAL
// with its declared decimals (scale), where DynamoDB keeps 10.5 of 10.50.
func sqlCol(it map[string]types.AttributeValue, attr string, scale int) sqlVal {
	v, ok := attrOf(it, attr)
	if !ok {
		return sqlNull
	}
	if scale > 0 {
		if r, ok := new(big.Rat).SetString(strings.TrimSpace(v)); ok {
			return sqlText(r.FloatString(scale))
		}
	}
	return sqlText(v)
}

// setVals sets an item's computed attributes, all computed from the item
// as read: NULL as no attribute.
func setVals(it map[string]types.AttributeValue, vals map[string]sqlVal) {
	for name, v := range vals {
		delete(it, name)
		if !v.null {
			it[name] = &types.AttributeValueMemberS{Value: v.s}
		}
	}
}

// sqlNumber reads text as MySQL does in arithmetic: its leading number, 0
// without one; with its count of decimals.
func sqlNumber(v string) (*big.Rat, int) {
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

// sqlTruthy is a condition's value: a number other than 0, never NULL.
func sqlTruthy(v sqlVal) bool {
	if v.null {
		return false
	}
	r, _ := sqlNumber(v.s)
	return r.Sign() != 0
}

// sqlCase is CASE WHEN a THEN b ... [ELSE c] END.
func sqlCase(args ...sqlVal) sqlVal {
	for i := 0; i+1 < len(args); i += 2 {
		if sqlTruthy(args[i]) {
			return args[i+1]
		}
	}
	if len(args)%2 == 1 {
		return args[len(args)-1]
	}
	return sqlNull
}

func sqlIf(c, a, b sqlVal) sqlVal {
	if sqlTruthy(c) {
		return a
	}
	return b
}

func sqlCoalesce(vs ...sqlVal) sqlVal {
	for _, v := range vs {
		if !v.null {
			return v
		}
	}
	return sqlNull
}

// sqlAnd and sqlOr are decided by a false, or a true, side; else NULL
// when a side is.
func sqlAnd(a, b sqlVal) sqlVal { return sqlLogic(a, b, false) }

func sqlOr(a, b sqlVal) sqlVal { return sqlLogic(a, b, true) }

func sqlLogic(a, b sqlVal, decided bool) sqlVal {
	if !a.null && sqlTruthy(a) == decided || !b.null && sqlTruthy(b) == decided {
		return sqlBool(decided)
	}
	if a.null || b.null {
		return sqlNull
	}
	return sqlBool(!decided)
}

func sqlIsNull(is bool, v sqlVal) sqlVal { return sqlBool(v.null == is) }

func sqlNot(v sqlVal) sqlVal {
	if v.null {
		return sqlNull
	}
	return sqlBool(!sqlTruthy(v))
}

// sqlCmp compares as MySQL does: NULL with nothing; numbers as numbers;
// text as its collation compares.
func sqlCmp(a, b sqlVal, numeric bool, fold foldKind, pad bool) (int, bool) {
	if a.null || b.null {
		return 0, false
	}
	if numeric {
		x, _ := sqlNumber(a.s)
		y, _ := sqlNumber(b.s)
		return x.Cmp(y), true
	}
	return strings.Compare(collate(a.s, fold, pad), collate(b.s, fold, pad)), true
}

func sqlCompare(op string, a, b sqlVal, numeric bool, fold foldKind, pad bool) sqlVal {
	c, ok := sqlCmp(a, b, numeric, fold, pad)
	if !ok {
		return sqlNull
	}
	switch op {
	case "=":
		return sqlBool(c == 0)
	case "<>":
		return sqlBool(c != 0)
	case "<":
		return sqlBool(c < 0)
	case "<=":
		return sqlBool(c <= 0)
	case ">":
		return sqlBool(c > 0)
	}
	return sqlBool(c >= 0)
}

func sqlNullif(a, b sqlVal, numeric bool, fold foldKind, pad bool) sqlVal {
	if c, ok := sqlCmp(a, b, numeric, fold, pad); ok && c == 0 {
		return sqlNull
	}
	return a
}

// sqlConcatWS skips NULLs, and is NULL of a NULL separator.
func sqlConcatWS(sep sqlVal, vs ...sqlVal) sqlVal {
	if sep.null {
		return sqlNull
	}
	var parts []string
	for _, v := range vs {
		if !v.null {
			parts = append(parts, v.s)
		}
	}
	return sqlText(strings.Join(parts, sep.s))
}

func sqlConcat(vs ...sqlVal) sqlVal {
	var b strings.Builder
	for _, v := range vs {
		if v.null {
			return sqlNull
		}
		b.WriteString(v.s)
	}
	return sqlText(b.String())
}

// sqlMap is f of v, NULL of NULL.
func sqlMap(f func(string) string, v sqlVal) sqlVal {
	if v.null {
		return sqlNull
	}
	return sqlText(f(v.s))
}

func md5Hex(s string) string { return hashHex(md5.New(), s) }

func sha1Hex(s string) string { return hashHex(sha1.New(), s) }

func trimSpaces(s string) string { return strings.Trim(s, " ") }

func byteLength(s string) string { return strconv.Itoa(len(s)) }

func charLength(s string) string { return strconv.Itoa(utf8.RuneCountInString(s)) }

// sqlCount is an argument that counts (LEFT's): false when it is
// NULL or no integer, of which MySQL's answer is NULL.
func sqlCount(v sqlVal) (int, bool) {
	if v.null {
		return 0, false
	}
	n, err := strconv.Atoi(strings.TrimSpace(v.s))
	return n, err == nil
}

func sqlSHA2(v, bits sqlVal) sqlVal {
	if v.null || bits.null {
		return sqlNull
	}
	var h hash.Hash
	switch strings.TrimSpace(bits.s) {
	case "0", "256":
		h = sha256.New()
	case "224":
		h = sha256.New224()
	case "384":
		h = sha512.New384()
	case "512":
		h = sha512.New()
	default:
		return sqlNull
	}
	return sqlText(hashHex(h, v.s))
}

func sqlLeft(v, n sqlVal) sqlVal {
	k, ok := sqlCount(n)
	if v.null || !ok {
		return sqlNull
	}
	return sqlText(leftRunes(v.s, k))
}

func sqlRight(v, n sqlVal) sqlVal {
	k, ok := sqlCount(n)
	if v.null || !ok {
		return sqlNull
	}
	return sqlText(rightRunes(v.s, k))
}

func sqlSubstringIndex(v, delim, n sqlVal) sqlVal {
	k, ok := sqlCount(n)
	if v.null || delim.null || !ok {
		return sqlNull
	}
	return sqlText(substringIndex(v.s, delim.s, k))
}

// sqlDatePart is YEAR(), MONTH(), ... DATE() of a date or date-time as
// MySQL prints it; NULL of what is none.
func sqlDatePart(f string, v sqlVal) sqlVal {
	if v.null {
		return sqlNull
	}
	t, err := time.Parse("2006-01-02", v.s)
	for _, layout := range []string{"2006-01-02 15:04:05.999999999", "2006-01-02T15:04:05.999999999"} {
		if err != nil {
			t, err = time.Parse(layout, v.s)
		}
	}
	if err != nil {
		return sqlNull
	}
	switch f {
	case "date":
		return sqlText(t.Format("2006-01-02"))
	case "year":
		return sqlText(strconv.Itoa(t.Year()))
	case "month":
		return sqlText(strconv.Itoa(int(t.Month())))
	case "day", "dayofmonth":
		return sqlText(strconv.Itoa(t.Day()))
	case "hour":
		return sqlText(strconv.Itoa(t.Hour()))
	case "minute":
		return sqlText(strconv.Itoa(t.Minute()))
	}
	return sqlText(strconv.Itoa(t.Second()))
}

func sqlNeg(v sqlVal) sqlVal {
	if v.null {
		return sqlNull
	}
	a, scale := sqlNumber(v.s)
	return sqlText(new(big.Rat).Neg(a).FloatString(scale))
}

func sqlAbs(v sqlVal) sqlVal {
	if v.null {
		return sqlNull
	}
	a, scale := sqlNumber(v.s)
	return sqlText(new(big.Rat).Abs(a).FloatString(scale))
}

// sqlArith is exact arithmetic with the decimals MySQL gives the result:
// + and - the operands' most, * their sum, / four more than the
// dividend's; NULL of a NULL and of a division by 0.
func sqlArith(op string, x, y sqlVal) sqlVal {
	if x.null || y.null {
		return sqlNull
	}
	a, sa := sqlNumber(x.s)
	b, sb := sqlNumber(y.s)
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
	default:
		if b.Sign() == 0 {
			return sqlNull
		}
		out.Quo(a, b)
		switch op {
		case "/":
			scale = sa + 4
		case "div":
			return sqlText(new(big.Int).Quo(out.Num(), out.Denom()).String()) // toward 0
		case "%": // a - b * trunc(a / b): the sign of a
			q := new(big.Int).Quo(out.Num(), out.Denom())
			out.Sub(a, new(big.Rat).Mul(b, new(big.Rat).SetInt(q)))
		}
	}
	return sqlText(out.FloatString(scale))
}
`
