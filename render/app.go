package render

import (
	"fmt"
	"slices"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// AppDoc is one application step of a plan: what the application does on
// the items the requests returned, in order (design.AppStep).
type AppDoc struct {
	Kind    string        `json:"kind"`
	Text    string        `json:"text"`
	Columns []ComputedDoc `json:"columns,omitempty"`
	// GroupBy, Aggregates and Having, for an aggregate step.
	GroupBy    []string       `json:"groupBy,omitempty"`
	Aggregates []AggregateDoc `json:"aggregates,omitempty"`
	Having     string         `json:"having,omitempty"`
	// Order, for a sort step: the answer's columns, each maybe descending.
	Order []string `json:"order,omitempty"`
	// On, for a join step: the pairs of columns the rows are joined on,
	// "left.column = right.column", the right one of the later read.
	On []string `json:"on,omitempty"`
	// Anti, for a join step of NOT EXISTS: the rows are the items the
	// last read found nothing for.
	Anti bool `json:"anti,omitempty"`
	// Outer, for a join step: the tables an outer JOIN (LEFT JOIN) reads
	// after the earlier read, whose items are kept without a match.
	Outer []string `json:"outer,omitempty"`
	// Parts, for a union step: per SELECT, in order, the reads it takes
	// and the value of each of the answer's columns computed on their
	// rows; All for UNION ALL.
	Parts []UnionPartDoc `json:"parts,omitempty"`
	All   bool           `json:"all,omitempty"`
	// ByRow, for a union step of an OR over a join: each part is a
	// branch's join, and a row is kept once by the items it pairs.
	ByRow bool `json:"byRow,omitempty"`
	// Values, for a row step: per read, in order, the answer's column it
	// gives and how (the counter item's count, or its own steps).
	Values   []ValueDoc  `json:"values,omitempty"`
	Position analyze.Pos `json:"position"`
}

// UnionPartDoc is one SELECT of a union step: the next Reads of the
// plan's reads, the steps (App: a join) that make rows of their items,
// and the answer's columns computed on each row.
type UnionPartDoc struct {
	Reads   int           `json:"reads"`
	App     []AppDoc      `json:"app,omitempty"`
	Columns []ComputedDoc `json:"columns,omitempty"`
}

// ValueDoc is one column of a row step: Name, from the counter item the
// read found (Count), or the one row its own steps (App) make of its items.
type ValueDoc struct {
	Name  string   `json:"name"`
	Count bool     `json:"count,omitempty"`
	App   []AppDoc `json:"app,omitempty"`
}

// ComputedDoc is a column the application computes on each row: its name
// in the answer, the expression, and the kind of value it gives.
type ComputedDoc struct {
	Name   string `json:"name"`
	Expr   string `json:"expr"`
	Kind   string `json:"kind"`
	Entity string `json:"entity"`
}

// AggregateDoc is one aggregate of a group: Func of Arg ("" for
// COUNT(*)), named Name in the answer; Hidden when only HAVING reads it.
type AggregateDoc struct {
	Name     string `json:"name"`
	Func     string `json:"func"`
	Arg      string `json:"arg,omitempty"`
	Distinct bool   `json:"distinct,omitempty"`
	Hidden   bool   `json:"hidden,omitempty"`
}

// computedDocs describe the columns the application computes on rows.
func computedDocs(m *analyze.Model, cols []analyze.Computed) []ComputedDoc {
	var out []ComputedDoc
	for _, c := range cols {
		kind := analyze.KindString
		if e := m.Entity(c.Entity); e != nil {
			kind = c.Expr.Kind(e)
		}
		out = append(out, ComputedDoc{Name: c.Name, Expr: c.Expr.String(), Kind: string(kind), Entity: c.Entity})
	}
	return out
}

// exprText is an expression as SQL writes it, "" for none.
func exprText(x *analyze.Expr) string {
	if x == nil {
		return ""
	}
	return x.String()
}

// appDoc describes an application step; an error for a kind it does not
// know, which its test catches (every kind of design.AppKinds).
func appDoc(m *analyze.Model, s design.AppStep, limited bool) (AppDoc, error) {
	ad := AppDoc{Kind: string(s.Kind), Position: s.Pos}
	switch s.Kind {
	case design.AppCompute:
		var texts []string
		ad.Columns = computedDocs(m, s.Columns)
		for _, c := range s.Columns {
			texts = append(texts, fmt.Sprintf("`%s` = `%s`", c.Name, c.Expr))
		}
		ad.Text = fmt.Sprintf("computes %s on each row of the answer, from the item's attributes, as MySQL evaluates it", strings.Join(texts, ", "))
		return ad, nil
	case design.AppAggregate:
		var texts []string
		for _, a := range s.Aggregates {
			text := fmt.Sprintf("`%s`", a)
			if a.Name != a.String() && !a.Hidden {
				text += fmt.Sprintf(" as `%s`", a.Name)
			}
			texts = append(texts, text)
			ad.Aggregates = append(ad.Aggregates, AggregateDoc{Name: a.Name, Func: a.Func, Arg: exprText(a.Arg), Distinct: a.Distinct, Hidden: a.Hidden})
		}
		ad.GroupBy, ad.Having = s.GroupBy, exprText(s.Having)
		ad.Text = "groups the items"
		if len(s.GroupBy) > 0 {
			ad.Text += fmt.Sprintf(" by `%s`", strings.Join(s.GroupBy, "`, `"))
		} else {
			ad.Text = "takes the items as one group (one row, even of none)"
		}
		if len(texts) > 0 {
			over := " over each group"
			if len(s.GroupBy) == 0 {
				over = " over it"
			}
			ad.Text += " and computes " + strings.Join(texts, ", ") + over
		}
		if s.Having != nil {
			ad.Text += fmt.Sprintf(", keeping the groups where `%s`", s.Having)
		}
		return ad, nil
	case design.AppEmpty:
		ad.Text = "compares the bounds of the request's sort key range as the key writes them: when the low one sorts after the high one, the range holds no key, so it sends no request and finds no items, as the SQL finds no row"
		return ad, nil
	case design.AppJoin:
		var on []string
		outer := ""
		for _, j := range s.On {
			on = append(on, fmt.Sprintf("`%s.%s` = `%s.%s`", j.Left.Entity, j.Left.Column, j.Right.Entity, j.Right.Column))
			ad.On = append(ad.On, fmt.Sprintf("%s.%s = %s.%s", j.Left.Entity, j.Left.Column, j.Right.Entity, j.Right.Column))
			if j.Outer {
				ad.Outer = append(ad.Outer, j.Right.Entity)
				outer = fmt.Sprintf(", but for the outer JOIN with %s, which keeps the earlier item with its columns NULL", j.Right.Entity)
			}
		}
		ad.Text = fmt.Sprintf("joins the items of each read to those the next read found for them (%s, as the key encoding writes the values) into the answer's rows; an item the next read found nothing for is no row%s", strings.Join(on, ", "), outer)
		if s.Anti {
			ad.Anti = true
			ad.Text = fmt.Sprintf("matches the items of each read to those the next read found for them (%s, as the key encoding writes the values); NOT EXISTS: an item of the read before the last is a row only when the last found nothing for it", strings.Join(on, ", "))
		}
		return ad, nil
	case design.AppSort:
		var by []string
		for _, o := range s.Order {
			text := "`" + o.Column.Column + "`"
			if s.Entity == "" && o.Column.Entity != "" {
				text = "`" + o.Column.Entity + "." + o.Column.Column + "`" // the rows of a join: each column of its table
			}
			if o.Desc {
				text += " descending"
			}
			by = append(by, text)
		}
		ad.Order = by
		ad.Text = "sorts the rows by " + strings.Join(by, ", ") + " (NULLs first ascending, text as its collation compares)"
		if limited {
			ad.Text += ", then keeps the first LIMIT"
		}
		return ad, nil
	case design.AppUnion:
		var reads []string
		at := 1
		for _, part := range s.Parts {
			pd := UnionPartDoc{Reads: part.Reads, Columns: computedDocs(m, part.Fields)}
			var vals []string
			for _, c := range part.Fields {
				vals = append(vals, "`"+c.Expr.String()+"`")
			}
			from := fmt.Sprintf("read %d's", at)
			switch {
			case part.Reads > 1 && len(part.App) == 0:
				from = fmt.Sprintf("read %d's (each item once per row of the join of reads %d-%d, as the reads before it name it)", at+part.Reads-1, at, at+part.Reads-1)
			case part.Reads > 1:
				from = fmt.Sprintf("the rows that reads %d-%d join into", at, at+part.Reads-1)
			}
			for _, a := range part.App {
				sub, err := appDoc(m, a, false)
				if err != nil {
					return ad, err
				}
				pd.App = append(pd.App, sub)
				if len(sub.On) > 0 {
					from += " (" + strings.Join(sub.On, ", ")
					if len(sub.Outer) > 0 {
						from += "; a row of NULLs for " + strings.Join(sub.Outer, ", ") + " where the outer JOIN finds none"
					}
					from += ")"
				}
			}
			ad.Parts = append(ad.Parts, pd)
			reads = append(reads, fmt.Sprintf("%s as (%s)", from, strings.Join(vals, ", ")))
			at += part.Reads
		}
		var names []string
		if len(s.Parts) > 0 {
			for _, c := range s.Parts[0].Fields {
				names = append(names, "`"+c.Name+"`")
			}
		}
		ad.All, ad.ByRow = s.All, s.ByRow
		if s.ByRow {
			var rows []string
			at := 1
			for i, part := range ad.Parts {
				on := ""
				for _, a := range part.App {
					on += " (" + strings.Join(a.On, ", ") + ")"
				}
				rows = append(rows, fmt.Sprintf("branch %d's, reads %d-%d paired%s", i+1, at, at+part.Reads-1, on))
				at += part.Reads
			}
			ad.Text = fmt.Sprintf("puts the rows of the OR's branches together (%s), keeping a row once by the items it pairs (their table keys), as SQL's OR returns a row of the join once", strings.Join(rows, "; "))
			return ad, nil
		}
		each := "each item"
		if slices.ContainsFunc(s.Parts, func(u design.UnionPart) bool { return u.Reads > 1 }) {
			each = "each item, or each row a join pairs,"
		}
		ad.Text = fmt.Sprintf("makes %s a row of (%s): %s", each, strings.Join(names, ", "), strings.Join(reads, ", "))
		if s.All {
			ad.Text += "; every row is kept (UNION ALL)"
		} else {
			ad.Text += "; a row is kept once (UNION), its values compared as their columns' collations compare"
		}
		return ad, nil
	case design.AppRow:
		var cols []string
		for i, v := range s.Values {
			vd := ValueDoc{Name: v.Name, Count: v.Count}
			how := fmt.Sprintf("the count of the counter item read %d found (0 for none)", i+1)
			if !v.Count {
				var steps []string
				for _, a := range v.App {
					sub, err := appDoc(m, a, false)
					if err != nil {
						return ad, err
					}
					vd.App = append(vd.App, sub)
					steps = append(steps, sub.Text)
				}
				how = fmt.Sprintf("from read %d's items, as the application %s", i+1, strings.Join(steps, ", then "))
			}
			ad.Values = append(ad.Values, vd)
			cols = append(cols, fmt.Sprintf("`%s` = %s", v.Name, how))
		}
		ad.Text = "answers one row: " + strings.Join(cols, "; ")
		return ad, nil
	case design.AppExists:
		yes, no, name := "1", "0", ""
		if s.Exists != nil {
			name = s.Exists.Name
			if s.Exists.Not {
				yes, no = no, yes
			}
		}
		ad.Text = fmt.Sprintf("answers one row, `%s` = %s when the request returned an item, %s when none", name, yes, no)
		return ad, nil
	}
	return ad, fmt.Errorf("the report has no words for the application step %q", s.Kind)
}
