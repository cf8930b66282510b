package analyze

import (
	"fmt"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/test_driver"
)

// Expr is an expression over a row's columns that the design computes as
// MySQL does: a generated column's (GENERATED ALWAYS AS (MD5(url))). One of
// Func, Col and Lit is set; none is a NULL literal.
type Expr struct {
	// Func is a function of ExprFuncs, lower case, applied to Args.
	Func string
	Args []*Expr
	Col  string
	Lit  *string
	// Num says Lit was written as a number (3, -1), not as text.
	Num bool
}

// ExprFuncs are the functions an Expr may call, with how many arguments
// each takes (-1: one or more).
var ExprFuncs = map[string]int{
	"md5": 1, "sha1": 1, "sha": 1, "sha2": 2,
	"lower": 1, "lcase": 1, "upper": 1, "ucase": 1,
	"concat": -1, "concat_ws": -1,
	"substring_index": 3, "left": 2, "right": 2, "trim": 1,
}

// String writes the expression as SQL does.
func (x *Expr) String() string {
	switch {
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

// MarshalText writes the expression as SQL does, for JSON.
func (x *Expr) MarshalText() ([]byte, error) { return []byte(x.String()), nil }

// exprOf reads a generated column's expression as an Expr of e's columns,
// nil when it calls anything else (the write is then refused).
func exprOf(e *Entity, n ast.ExprNode) *Expr {
	switch v := n.(type) {
	case *ast.ParenthesesExpr:
		return exprOf(e, v.Expr)
	case *ast.ColumnNameExpr:
		if c := e.Column(v.Name.Name.O); c != nil {
			return &Expr{Col: c.Name}
		}
	case *test_driver.ValueExpr:
		if v.Datum.GetValue() == nil {
			return &Expr{}
		}
		switch d := v.Datum.GetValue().(type) {
		case string:
			return &Expr{Lit: &d}
		case int64, uint64:
			s := fmt.Sprint(d)
			return &Expr{Lit: &s, Num: true}
		}
	case *ast.UnaryOperationExpr:
		if text, ok := signed(v); ok {
			return &Expr{Lit: &text, Num: true} // -1
		}
	case *ast.FuncCallExpr:
		want, ok := ExprFuncs[v.FnName.L]
		if !ok || (want >= 0 && len(v.Args) != want) || len(v.Args) == 0 {
			return nil
		}
		x := &Expr{Func: v.FnName.L}
		for _, a := range v.Args {
			arg := exprOf(e, a)
			if arg == nil {
				return nil
			}
			x.Args = append(x.Args, arg)
		}
		return x
	}
	return nil
}
