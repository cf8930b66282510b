package gogen

import (
	"fmt"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// checkFilter writes the statements that keep, of the items in the Go
// variable items, those that pass p's checks of a collation (Plan.Check):
// a FilterExpression compares bytes, so a condition on a case- or
// accent-insensitive column is the application's, compared as the
// collation compares (design.Checks, the generated collate). A NULL
// parameter in a check passes no item; guards are those parameters'
// Valid, added to r's.
func (g *gen) checkFilter(m *Method, p *design.Plan, items string, r *request) (string, error) {
	fails, text, err := g.checkFails(m, p, r)
	if fails == "" || err != nil {
		return "", err
	}
	return fmt.Sprintf("// The application's check, as the collation compares: %s.\n%s = slices.DeleteFunc(%s, func(it map[string]types.AttributeValue) bool {\n\td := decoder{item: it}\n\treturn %s\n})", commentText(text), items, items, fails), nil
}

// checkRows is checkFilter of the rows of a join ([]joined) in the Go
// variable rows, by their first item, of p's request: the join's first
// request, whose items the check is of.
func (g *gen) checkRows(m *Method, p *design.Plan, rows string, r *request) (string, error) {
	fails, text, err := g.checkFails(m, p, r)
	if fails == "" || err != nil {
		return "", err
	}
	return fmt.Sprintf("// The application's check of each %s item, as the collation compares: %s.\n%s = slices.DeleteFunc(%s, func(r joined) bool {\n\td := decoder{item: r[0]}\n\treturn %s\n})", commentText(p.Entity), commentText(text), rows, rows, fails), nil
}

// checkFails is the Go condition that an item, read by the decoder d,
// fails p's checks, and the checks' text; "" for a plan without checks.
func (g *gen) checkFails(m *Method, p *design.Plan, r *request) (fails, text string, err error) {
	if len(p.Check) == 0 {
		return "", "", nil
	}
	e := g.d.Model.Entity(p.Entity)
	if e == nil {
		return "", "", fmt.Errorf("its check's table is not in the schema")
	}
	var conds []string
	for _, f := range p.Check {
		c := e.Column(f.Column)
		if c == nil || c.Kind != analyze.KindString {
			return "", "", fmt.Errorf("a check of a collation on %s is not generated yet", f.Column)
		}
		switch f.Op {
		case "=", "IN", "<>", "NOT IN", "LIKE":
		default:
			return "", "", fmt.Errorf("a check of a collation with %s is not generated yet", f.Op)
		}
		var vals []string
		for _, t := range f.Values {
			if len(t) != 1 {
				return "", "", fmt.Errorf("a check of a collation against %s is not generated yet", t)
			}
			v, err := g.template(m, t, r)
			if err != nil {
				return "", "", err
			}
			vals = append(vals, v)
		}
		fold := foldName(c.Fold)
		conds = append(conds, fmt.Sprintf("checks(d, %q, %q, %s, %v, %s)", f.Column, f.Op, fold, c.PadSpace, strings.Join(vals, ", ")))
	}
	text = p.CheckText
	if text == "" {
		text = "its conditions"
	}
	fails = "!" + conds[0]
	if len(conds) > 1 {
		fails = "!(" + strings.Join(conds, " && ") + ")"
	}
	return fails, text, nil
}
