package render

import (
	"fmt"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// AppDoc is one application step of a plan: what the application does on
// the items the requests returned, in order (design.AppStep).
type AppDoc struct {
	Kind     string        `json:"kind"`
	Text     string        `json:"text"`
	Columns  []ComputedDoc `json:"columns,omitempty"`
	Position analyze.Pos   `json:"position"`
}

// ComputedDoc is a column the application computes on each row: its name
// in the answer, the expression, and the kind of value it gives.
type ComputedDoc struct {
	Name   string `json:"name"`
	Expr   string `json:"expr"`
	Kind   string `json:"kind"`
	Entity string `json:"entity"`
}

// appDoc describes an application step; an error for a kind it does not
// know, which its test catches (every kind of design.AppKinds).
func appDoc(m *analyze.Model, s design.AppStep) (AppDoc, error) {
	ad := AppDoc{Kind: string(s.Kind), Position: s.Pos}
	switch s.Kind {
	case design.AppCompute:
		var texts []string
		for _, c := range s.Columns {
			kind := analyze.KindString
			if e := m.Entity(c.Entity); e != nil {
				kind = c.Expr.Kind(e)
			}
			ad.Columns = append(ad.Columns, ComputedDoc{Name: c.Name, Expr: c.Expr.String(), Kind: string(kind), Entity: c.Entity})
			texts = append(texts, fmt.Sprintf("`%s` = `%s`", c.Name, c.Expr))
		}
		ad.Text = fmt.Sprintf("computes %s on each row of the answer, from the item's attributes, as MySQL evaluates it", strings.Join(texts, ", "))
		return ad, nil
	}
	return ad, fmt.Errorf("the report has no words for the application step %q", s.Kind)
}
