package analyze

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/opcode"
	"github.com/pingcap/tidb/pkg/parser/test_driver"
)

// Expr is an expression over a row's columns that the application
// computes as MySQL does: a generated column's (GENERATED ALWAYS AS
// (MD5(url))), or a column a SELECT computes (CONCAT(first, ' ', last) AS
// name). One of Func, Col and Lit is set; none is a NULL literal. Func is
// a function of ExprFuncs or an operator of ExprOps, applied to Args.
type Expr struct {
	Func string
	Args []*Expr
	Col  string
	Lit  *string
	// Num says Lit was written as a number (3, -1, 2.5), not as text.
	Num bool
}

// ExprFuncs are the functions an Expr may call, with how many arguments
// each takes (-1: one or more). Together with ExprOps they are the subset
// of MySQL the application evaluates; a SELECT that computes a column
// with anything else is unsupported, naming it.
var ExprFuncs = map[string]int{
	"md5": 1, "sha1": 1, "sha": 1, "sha2": 2,
	"lower": 1, "lcase": 1, "upper": 1, "ucase": 1,
	"concat": -1, "concat_ws": -1,
	"substring_index": 3, "left": 2, "right": 2, "trim": 1,
	"coalesce": -1, "ifnull": 2, "nullif": 2, "if": 3,
	"length": 1, "char_length": 1, "abs": 1,
	"year": 1, "month": 1, "day": 1, "dayofmonth": 1, "hour": 1, "minute": 1, "second": 1, "date": 1,
}

// ExprOps are the operators an Expr may apply, as Func: arithmetic and
// comparisons of two arguments, AND and OR, and of one argument neg (-x),
// not, is null and is not null. case takes WHEN and THEN pairs, then an
// optional ELSE.
var ExprOps = []string{"+", "-", "*", "/", "div", "%", "=", "<>", "<", "<=", ">", ">=", "and", "or", "neg", "not", "is null", "is not null", "case"}

var opNames = map[opcode.Op]string{opcode.Plus: "+", opcode.Minus: "-", opcode.Mul: "*", opcode.Div: "/", opcode.IntDiv: "div", opcode.Mod: "%",
	opcode.EQ: "=", opcode.NE: "<>", opcode.LT: "<", opcode.LE: "<=", opcode.GT: ">", opcode.GE: ">=", opcode.LogicAnd: "and", opcode.LogicOr: "or"}

// String writes the expression as SQL does.
func (x *Expr) String() string {
	inner := func(a *Expr) string { // an operation inside another, parenthesized
		if a.Func != "" && !slices.Contains([]string{"neg", "case"}, a.Func) && slices.Contains(ExprOps, a.Func) {
			return "(" + a.String() + ")"
		}
		return a.String()
	}
	switch {
	case x.Func == "neg":
		return "-" + inner(x.Args[0])
	case x.Func == "not":
		return "NOT " + inner(x.Args[0])
	case x.Func == "is null" || x.Func == "is not null":
		return inner(x.Args[0]) + " " + strings.ToUpper(x.Func)
	case x.Func == "case":
		var b strings.Builder
		b.WriteString("CASE")
		for i := 0; i+1 < len(x.Args); i += 2 {
			b.WriteString(" WHEN " + x.Args[i].String() + " THEN " + x.Args[i+1].String())
		}
		if len(x.Args)%2 == 1 {
			b.WriteString(" ELSE " + x.Args[len(x.Args)-1].String())
		}
		return b.String() + " END"
	case slices.Contains(ExprOps, x.Func):
		return inner(x.Args[0]) + " " + strings.ToUpper(x.Func) + " " + inner(x.Args[1])
	case x.Func != "":
		var args []string
		for _, a := range x.Args {
			args = append(args, a.String())
		}
		return strings.ToUpper(x.Func) + "(" + strings.Join(args, ", ") + ")"
	case x.Col != "":
		return x.Col
	case x.Lit == nil:
		return "NULL"
	case x.Num:
		return *x.Lit
	}
	return "'" + strings.ReplaceAll(*x.Lit, "'", "''") + "'"
}

// Columns are the columns the expression reads, once each, in order.
func (x *Expr) Columns() []string {
	var out []string
	var walk func(*Expr)
	walk = func(x *Expr) {
		if x.Col != "" && !slices.Contains(out, x.Col) {
			out = append(out, x.Col)
		}
		for _, a := range x.Args {
			walk(a)
		}
	}
	walk(x)
	return out
}

// Kind is the kind of value the expression gives, as MySQL types it:
// numbers for arithmetic (/ a DECIMAL, DIV an integer), comparisons and
// date parts; a branch's kind for COALESCE, IF and CASE; text otherwise.
func (x *Expr) Kind(e *Entity) Kind {
	switch {
	case x.Col != "":
		if c := e.Column(x.Col); c != nil {
			return c.Kind
		}
		return KindString
	case x.Func == "":
		if x.Num && x.Lit != nil {
			if strings.ContainsAny(*x.Lit, ".eE") {
				return KindDecimal
			}
			return KindInteger
		}
		return KindString
	}
	switch x.Func {
	case "+", "-", "*", "%", "neg", "abs":
		for _, a := range x.Args {
			if k := a.Kind(e); k == KindDecimal {
				return KindDecimal
			}
		}
		return KindInteger
	case "/":
		return KindDecimal
	case "div", "=", "<>", "<", "<=", ">", ">=", "and", "or", "not", "is null", "is not null",
		"length", "char_length", "year", "month", "day", "dayofmonth", "hour", "minute", "second":
		return KindInteger
	case "date":
		return KindDate
	case "coalesce", "ifnull", "nullif", "if", "case":
		for i, a := range x.Args {
			switch {
			case x.Func == "if" && i == 0, x.Func == "case" && i%2 == 0 && i < len(x.Args)-1, x.Func == "nullif" && i > 0:
				continue // a condition, or what NULLIF compares with
			case a.Func == "" && a.Col == "" && a.Lit == nil:
				continue // NULL says nothing of the kind
			}
			return a.Kind(e)
		}
	}
	return KindString
}

// MarshalText writes the expression as SQL does, for JSON.
func (x *Expr) MarshalText() ([]byte, error) { return []byte(x.String()), nil }

// exprOf reads a generated column's expression as an Expr of e's columns,
// nil when it calls anything else (the write is then refused).
func exprOf(e *Entity, n ast.ExprNode) *Expr {
	x, _ := toExpr(n, func(c *ast.ColumnName) (string, string) {
		if col := e.Column(c.Name.O); col != nil {
			return col.Name, ""
		}
		return "", "unknown column " + c.Name.O
	}, nil)
	return x
}

// toExpr reads an expression as an Expr, its columns named by column,
// and its aggregates, where aggregate is given (HAVING), by the name it
// gives them; nil, with what is outside the subset the application
// evaluates (the function or operator, as SQL writes it), when it is not
// one.
func toExpr(n ast.ExprNode, column func(*ast.ColumnName) (string, string), aggregate func(*ast.AggregateFuncExpr) (string, string)) (*Expr, string) {
	args := func(x *Expr, nodes ...ast.ExprNode) (*Expr, string) {
		for _, a := range nodes {
			arg, why := toExpr(a, column, aggregate)
			if arg == nil {
				return nil, why
			}
			x.Args = append(x.Args, arg)
		}
		return x, ""
	}
	switch v := n.(type) {
	case *ast.ParenthesesExpr:
		return toExpr(v.Expr, column, aggregate)
	case *ast.ColumnNameExpr:
		name, why := column(v.Name)
		if name == "" {
			return nil, why
		}
		return &Expr{Col: name}, ""
	case *test_driver.ValueExpr:
		if v.Datum.GetValue() == nil {
			return &Expr{}, ""
		}
		switch d := v.Datum.GetValue().(type) {
		case string:
			return &Expr{Lit: &d}, ""
		case int64, uint64, float64, *test_driver.MyDecimal:
			s := fmt.Sprint(d)
			return &Expr{Lit: &s, Num: true}, ""
		}
		return nil, fmt.Sprintf("the literal %v", v.Datum.GetValue())
	case *ast.UnaryOperationExpr:
		if text, ok := signed(v); ok {
			return &Expr{Lit: &text, Num: true}, "" // -1
		}
		switch v.Op {
		case opcode.Minus:
			return args(&Expr{Func: "neg"}, v.V)
		case opcode.Not, opcode.Not2:
			return args(&Expr{Func: "not"}, v.V)
		}
		return nil, "the operator " + v.Op.String()
	case *ast.BinaryOperationExpr:
		op, ok := opNames[v.Op]
		if !ok {
			return nil, "the operator " + v.Op.String()
		}
		return args(&Expr{Func: op}, v.L, v.R)
	case *ast.IsNullExpr:
		op := "is null"
		if v.Not {
			op = "is not null"
		}
		return args(&Expr{Func: op}, v.Expr)
	case *ast.CaseExpr:
		x := &Expr{Func: "case"}
		for _, w := range v.WhenClauses {
			cond := w.Expr
			if v.Value != nil { // CASE x WHEN v: x = v
				cond = &ast.BinaryOperationExpr{Op: opcode.EQ, L: v.Value, R: w.Expr}
			}
			if _, why := args(x, cond, w.Result); why != "" {
				return nil, why
			}
		}
		if v.ElseClause != nil {
			return args(x, v.ElseClause)
		}
		return x, ""
	case *ast.FuncCallExpr:
		want, ok := ExprFuncs[v.FnName.L]
		if !ok || (want >= 0 && len(v.Args) != want) || len(v.Args) == 0 {
			return nil, strings.ToUpper(v.FnName.O) + "()"
		}
		return args(&Expr{Func: v.FnName.L}, v.Args...)
	case *ast.FuncCastExpr:
		return nil, "CAST"
	case *ast.AggregateFuncExpr:
		if aggregate != nil {
			name, why := aggregate(v)
			if name == "" {
				return nil, why
			}
			return &Expr{Col: name}, ""
		}
		return nil, strings.ToUpper(v.F) + "()"
	}
	return nil, fmt.Sprintf("%T", n)
}
