package gogen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// unionRead is a read of a UNION whose SELECTs read other tables or
// columns (design's unionPlan, design.AppUnion), as verify's unionRows
// runs it: each SELECT one request, sent with its own LIMIT; each item
// it finds made the answer's row its SELECT selects (an item of the
// answer's columns, each value's text); a row once unless UNION ALL,
// compared as its columns' collations compare; then the UNION's ORDER BY
// and LIMIT.
type unionRead struct {
	parts    []branch
	rows     []string // per part, the statements making row of it
	limits   []string // per part, its own LIMIT: its request's page cap
	distinct string   // []sortKey over the answer's columns, "" for UNION ALL
	sort     string
	order    string
}

// unionFields are the answer's fields of a UNION of tables: its columns
// (analyze's Pattern.Columns, typed as the first SELECT's values), NULL
// when any SELECT's value may be. Each is read from the row's attribute
// of its name.
func (g *gen) unionFields(m *Method) error {
	pat := m.Plan.Pattern
	var names []string
	for _, c := range pat.Columns {
		names = append(names, c.Name)
	}
	fields := g.names.fieldNames(names, func(int) int { return -1 })
	for j, c := range pat.Columns {
		col, err := answerColumn(c)
		if err != nil {
			return err
		}
		null := false
		for _, part := range pat.Parts {
			if j < len(part.Fields) {
				f := part.Fields[j]
				e := g.d.Model.Entity(f.Entity)
				null = null || f.Expr == nil || e == nil || mayBeNullOn(f.Expr, e)
			}
		}
		m.Fields = append(m.Fields, Field{Name: fields[j], Column: c.Name, Attr: c.Name, Type: typeOf("", col, null)})
	}
	switch {
	case len(m.Fields) == 1:
		m.Scalar, m.Result = true, m.Fields[0].Type.Name
	default:
		m.Result, m.NewRow = m.Name+"Row", true
	}
	return nil
}

// answerColumn is the column c of a UNION's answer as the package types
// it: a table's column as it is; a computed one of the kind its value
// is, as the type MySQL gives that kind.
func answerColumn(c *analyze.Column) (*analyze.Column, error) {
	if c.Type != "" {
		return c, nil
	}
	t, ok := map[analyze.Kind]string{analyze.KindString: "varchar", analyze.KindInteger: "bigint", analyze.KindDecimal: "decimal", analyze.KindDate: "date", analyze.KindDateTime: "datetime"}[c.Kind]
	if c.Kind == analyze.KindDecimal && c.Float {
		t = "double"
	}
	if !ok {
		return nil, fmt.Errorf("its column %s, a value of kind %s, is not generated yet", c.Name, c.Kind)
	}
	x := *c
	x.Type = t
	return &x, nil
}

// unionRead lays out m's plan as a UNION of tables (m.unioned); "" when
// the generator writes it, else why not.
func (g *gen) unionRead(m *Method) string {
	p := m.Plan
	pat := p.Pattern
	u := p.App[0]
	if u.ByRow || len(p.Sort)+len(p.Distinct) > 0 || len(p.App) > 2 || len(p.App) == 2 && p.App[1].Kind != design.AppSort {
		return notYet("a UNION's rows of joined tables")
	}
	steps := p.Steps()
	if len(u.Parts) != len(steps) || len(u.Parts) != len(pat.Parts) {
		return notYet("a UNION whose SELECT joins tables")
	}
	// A SELECT's request is keyed by its parameters, never by the
	// UNION's LIMIT ?, which cuts the answer.
	sm := *m
	sm.Params = slices.DeleteFunc(slices.Clone(m.Params), func(prm Param) bool { return prm.Limit })
	ur := &unionRead{}
	decs := 0
	for i, st := range steps {
		part := u.Parts[i]
		if part.Reads != 1 || len(part.App) > 0 {
			return notYet("a UNION whose SELECT joins tables")
		}
		if len(st.Feed)+len(st.Variants)+len(st.Sort)+len(st.Distinct) > 0 || i == 0 && len(st.Then) != len(steps)-1 || i > 0 && len(st.Then)+len(st.App) > 0 ||
			st.Each != "" || st.Shards > 1 || st.KeysOnly || st.LookupItems || st.DropChildless || st.Into != nil {
			return notYet("a UNION's SELECT of its own plan")
		}
		switch st.Operation {
		case design.GetItem, design.Query:
		default:
			return fmt.Sprintf("its %s in a UNION's SELECT is not generated yet", st.Operation)
		}
		r, err := g.literalOf(&sm, st, &request{decBase: decs})
		if err != nil {
			return err.Error()
		}
		decs += len(r.decs)
		b := branch{p: st, r: r}
		if b.check, err = g.checkFilter(&sm, st, "found", r); err != nil {
			return err.Error()
		}
		if b.check != "" && st.Limit > 0 {
			return notYet("a UNION's SELECT whose LIMIT counts the items the application checks")
		}
		rows, why := g.unionRow(pat, part)
		if why != "" {
			return why
		}
		ur.parts = append(ur.parts, b)
		ur.rows = append(ur.rows, rows)
		ur.limits = append(ur.limits, strconv.Itoa(st.Limit))
	}
	keysOf := func(cols []*analyze.Column, what string) (string, string) {
		var keys []string
		for _, c := range cols {
			col, err := answerColumn(c)
			if err != nil {
				return "", err.Error()
			}
			key, err := columnSortKey(col)
			if err != nil {
				return "", fmt.Sprintf("%s of %s: %v", what, c.Name, err)
			}
			keys = append(keys, fmt.Sprintf("{attr: %q, key: %s}", c.Name, key))
		}
		return "[]sortKey{" + strings.Join(keys, ", ") + "}", ""
	}
	if !u.All {
		var why string
		if ur.distinct, why = keysOf(pat.Columns, "UNION's rows compared"); why != "" {
			return why
		}
	}
	if len(p.App) == 2 {
		var keys []string
		for _, o := range p.App[1].Order {
			i := slices.IndexFunc(pat.Columns, func(c *analyze.Column) bool {
				return strings.EqualFold(c.Name, o.Column.Column) || o.Alias != "" && strings.EqualFold(c.Name, o.Alias)
			})
			if i < 0 {
				return fmt.Sprintf("the UNION's ORDER BY %s, which is no column of its answer, is not generated yet", o.Column.Column)
			}
			col, err := answerColumn(pat.Columns[i])
			if err != nil {
				return err.Error()
			}
			key, err := columnSortKey(col)
			if err != nil {
				return err.Error()
			}
			keys = append(keys, fmt.Sprintf("\t\t{attr: %q, desc: %v, key: %s},\n", col.Name, o.Desc, key))
		}
		ur.sort = "[]sortKey{\n" + strings.Join(keys, "") + "\t}"
		ur.order = orderText(p.App[1])
	}
	m.unioned = ur
	return ""
}

// unionRow writes the statements making row, the answer's row of an item
// it of a SELECT (part): each value under its column's name, as
// design.Evaluate computes it (computeSrc), NULL as no attribute. "" and
// why not when a value is one the package does not compute.
func (g *gen) unionRow(pat *analyze.Pattern, part design.UnionPart) (string, string) {
	var b strings.Builder
	b.WriteString("row := map[string]types.AttributeValue{}\nsetVals(row, map[string]sqlVal{\n")
	for j, f := range part.Fields {
		name := pat.Columns[j].Name
		e := g.d.Model.Entity(f.Entity)
		if f.Expr == nil || e == nil {
			return "", fmt.Sprintf("its column %s, an aggregate of a UNION's SELECT, is not generated yet", name)
		}
		x, err := evalExpr(f.Expr, e)
		if err != nil {
			return "", fmt.Sprintf("its column %s (%s): %v", name, f.Expr, err)
		}
		fmt.Fprintf(&b, "\t%q: %s,\n", name, x)
	}
	b.WriteString("})\n")
	return b.String(), ""
}

// unionBody writes a UNION of tables: each SELECT's request, its items
// made the answer's rows, then each row once (UNION), sorted, cut at the
// LIMIT.
func (g *gen) unionBody(b *strings.Builder, m *Method) {
	ur := m.unioned
	zero := readStart(b, m, &request{})
	fmt.Fprintf(b, "\t// The UNION's %d SELECTs read other tables or columns: a request\n\t// each, every item it finds made the answer's row its SELECT selects.\n\tvar items []map[string]types.AttributeValue\n", len(ur.parts))
	declared := false
	for i, bp := range ur.parts {
		use := "for _, it := range found {\n\t" + strings.ReplaceAll(strings.TrimSuffix(ur.rows[i], "\n"), "\n", "\n\t") + "\n\titems = append(items, row)\n}"
		writeBranch(b, fmt.Sprintf("SELECT %d", i+1), bp, ur.limits[i], zero, &declared, use)
	}
	b.WriteString("\trows := rowsOf(items)\n")
	if ur.distinct != "" {
		fmt.Fprintf(b, "\t// UNION: each row once, its values compared as their columns'\n\t// collations compare.\n\trows = distinctRows(rows, %s)\n", ur.distinct)
	}
	if ur.sort != "" {
		fmt.Fprintf(b, "\t// The application's sort: %s.\n\tsortRows(rows, %s)\n", ur.order, ur.sort)
	}
	limit := g.rowLimit(m, m.Plan)
	if !m.Many {
		limit = "1"
	}
	if limit != "" {
		fmt.Fprintf(b, "\tif len(rows) > %[1]s {\n\t\trows = rows[:%[1]s]\n\t}\n", limit)
	}
	g.rowsOut(b, m, map[string]int{"": 0}, nil)
}
