package design

import (
	"testing"

	"sql2dynamo/analyze"
)

// Evaluate gives what MySQL gives, where the rules are easy to get wrong:
// NULL in AND and OR, the decimals of /, DIV and % on negatives, NULLIF,
// a comparison of text under a folding collation, date parts.
func TestEvaluate(t *testing.T) {
	lit := func(s string) *analyze.Expr { return &analyze.Expr{Lit: &s, Num: true} }
	text := func(s string) *analyze.Expr { return &analyze.Expr{Lit: &s} }
	null := &analyze.Expr{}
	col := func(c string) *analyze.Expr { return &analyze.Expr{Col: c} }
	op := func(f string, args ...*analyze.Expr) *analyze.Expr { return &analyze.Expr{Func: f, Args: args} }
	e := &analyze.Entity{Name: "t", Columns: []*analyze.Column{
		{Name: "amount", Kind: analyze.KindDecimal, Precision: 10, Scale: 2},
		{Name: "status", Kind: analyze.KindString, Collation: "utf8mb4_0900_ai_ci", Fold: analyze.FoldUCA1400AI},
		{Name: "paid_at", Kind: analyze.KindDateTime},
	}}
	row := map[string]string{"amount": "10.5", "status": "Paid", "paid_at": "2025-02-05 09:30:00"}
	for _, c := range []struct {
		x    *analyze.Expr
		want string // "NULL" for NULL
	}{
		{op("and", null, lit("0")), "0"},
		{op("and", null, lit("1")), "NULL"},
		{op("or", null, lit("1")), "1"},
		{op("or", null, lit("0")), "NULL"},
		{op("/", col("amount"), lit("4")), "2.625000"},
		{op("/", lit("1"), lit("0")), "NULL"},
		{op("*", col("amount"), lit("3")), "31.50"},
		{op("div", lit("-7"), lit("2")), "-3"},
		{op("%", lit("-7"), lit("2")), "-1"},
		{op("neg", col("amount")), "-10.50"},
		{op("nullif", col("status"), text("PAID")), "NULL"},
		{op("=", col("status"), text("paid")), "1"},
		{op("case", op("=", col("status"), text("open")), text("O"), text("other")), "other"},
		{op("concat", text("$"), col("amount")), "$10.50"},
		{op("year", col("paid_at")), "2025"},
		{op("month", col("paid_at")), "2"},
		{op("date", col("paid_at")), "2025-02-05"},
		{op("is null", col("nickname")), "1"},
	} {
		got := Evaluate(c.x, e, func(col string) (string, bool) { v, ok := row[col]; return v, ok })
		if s := "NULL"; got != nil {
			s = *got
			if s != c.want {
				t.Errorf("%s = %s, want %s", c.x, s, c.want)
			}
		} else if c.want != "NULL" {
			t.Errorf("%s = NULL, want %s", c.x, c.want)
		}
	}
}
