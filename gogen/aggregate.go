package gogen

import (
	"fmt"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// grouped is a read whose answer the application's GROUP BY makes
// (design.AppAggregate) of one request's items: one row per group, its
// columns the group's values and counts, kept when HAVING holds, then
// sorted (AppSort) and cut at the LIMIT, as verify's aggregate does. The
// package computes counts (sqlc's int64) alone: sqlc types SUM, AVG, MIN
// and MAX interface{}, which holds whatever the MySQL driver scans.
type grouped struct {
	keys   string // []sortKey of GROUP BY's columns
	counts string // []count
	having string // HAVING as a condition on decoder d, "" for none
	sort   string // []sortKey of ORDER BY, "" for none
	text   string // the GROUP BY and counts, readable
}

// groupedRead lays out m's plan as a grouped read; "" when the generator
// writes it, else why not.
func (g *gen) groupedRead(m *Method) string {
	p := m.Plan
	app := p.App
	if len(p.Then)+len(p.Sort)+len(p.Distinct)+len(p.Variants) > 0 || p.Each != "" || p.Shards > 1 || p.Into != nil || p.LookupItems || p.KeysOnly || p.DropChildless ||
		len(app) > 2 || len(app) == 2 && app[1].Kind != design.AppSort {
		return notYet("a plan of the application's aggregate")
	}
	s := app[0]
	e := g.d.Model.Entity(s.Entity)
	if e == nil || s.Entity != p.Entity {
		return notYet("a plan of the application's aggregate")
	}
	gr := &grouped{}
	var counts, text []string
	var why string
	if gr.keys, why = valueKeys(e, s.GroupBy, "GROUP BY"); why != "" {
		return why
	}
	if len(s.GroupBy) > 0 {
		text = append(text, "GROUP BY "+strings.Join(s.GroupBy, ", "))
	}
	named := map[string]bool{} // the counts, by name
	for _, a := range s.Aggregates {
		if a.Func != "count" {
			return fmt.Sprintf("its %s is not generated yet: sqlc types it interface{}", a)
		}
		switch {
		case a.Arg == nil:
			counts = append(counts, fmt.Sprintf("{name: %q}", a.Name))
		case a.Arg.Col != "" && e.Column(a.Arg.Col) != nil:
			c := e.Column(a.Arg.Col)
			key := "nil"
			if a.Distinct {
				k, err := sortKeyFunc(c)
				if err != nil {
					return err.Error()
				}
				key = k
			}
			counts = append(counts, fmt.Sprintf("{name: %q, attr: %q, key: %s}", a.Name, c.Name, key))
		default:
			return fmt.Sprintf("its %s is not generated yet: a count of a column is", a)
		}
		named[a.Name] = true
		text = append(text, a.String())
	}
	if s.Having != nil {
		cond, err := havingExpr(s.Having, named)
		if err != nil {
			return err.Error()
		}
		gr.having = cond
	}
	if len(app) == 2 {
		var b strings.Builder
		b.WriteString("[]sortKey{\n")
		for _, o := range app[1].Order {
			col := o.Column.Column
			switch c := e.Column(col); {
			case named[col]:
				fmt.Fprintf(&b, "\t\t{attr: %q, desc: %v, key: keyIntText},\n", col, o.Desc)
			case c != nil:
				key, err := sortKeyFunc(c)
				if err != nil {
					return err.Error()
				}
				fmt.Fprintf(&b, "\t\t{attr: %q, desc: %v, key: %s},\n", c.Name, o.Desc, key)
			default:
				return fmt.Sprintf("the application's sort by %s, which is no column or count of the groups, is not generated yet", col)
			}
		}
		b.WriteString("\t}")
		gr.sort = b.String()
	}
	for _, f := range m.Fields {
		if f.Entity != e.Name {
			return notYet("a plan of the application's aggregate")
		}
	}
	if why := g.oneRequest(m); why != "" {
		return why
	}
	gr.counts = "[]count{" + strings.Join(counts, ", ") + "}"
	gr.text = strings.Join(text, "; ")
	m.grouped = gr
	return ""
}

// havingExpr writes HAVING as a Go condition on the group's item in the
// decoder d: comparisons of a count (named) with an integer, joined by
// AND and OR.
func havingExpr(x *analyze.Expr, named map[string]bool) (string, error) {
	switch x.Func {
	case "and", "or":
		op := map[string]string{"and": " && ", "or": " || "}[x.Func]
		var parts []string
		for _, a := range x.Args {
			s, err := havingExpr(a, named)
			if err != nil {
				return "", err
			}
			parts = append(parts, "("+s+")")
		}
		return strings.Join(parts, op), nil
	case "=", "<>", "<", "<=", ">", ">=":
		if len(x.Args) == 2 && named[x.Args[0].Col] && x.Args[1].Lit != nil && x.Args[1].Num {
			if _, err := strconv.ParseInt(*x.Args[1].Lit, 10, 64); err == nil {
				op := map[string]string{"=": "==", "<>": "!="}[x.Func]
				if op == "" {
					op = x.Func
				}
				return fmt.Sprintf("d.integer(%q, 64) %s %s", x.Args[0].Col, op, *x.Args[1].Lit), nil
			}
		}
	}
	return "", fmt.Errorf("HAVING %s is not generated yet: a count compared with an integer is", x)
}

// groupedBody writes a grouped read: every item the request finds, the
// groups made of them, HAVING, the sort and the LIMIT.
func (g *gen) groupedBody(b *strings.Builder, m *Method) {
	p, r, gr := m.Plan, m.req, m.grouped
	zero, none := "nil,", "return nil, nil"
	if !m.Many {
		fmt.Fprintf(b, "\tvar i %s\n", m.Result)
		zero, none = "i,", "return i, sql.ErrNoRows"
	}
	if len(p.App[0].GroupBy) == 0 {
		none = "" // one row even of no item: its counts 0
	}
	for _, v := range r.guards {
		if none == "" {
			// = NULL finds no item, and the counts of none are 0.
			continue
		}
		fmt.Fprintf(b, "\tif !%s {\n\t\t%s // = NULL is true of no row\n\t}\n", v, none)
	}
	for _, d := range r.decs {
		b.WriteString("\t" + d + "\n")
	}
	var guards []string
	if none == "" {
		guards = r.guards
	}
	read := fmt.Sprintf("q.%s(ctx, %s, 0) // every item: the groups are made of them all", strings.ToLower(p.Operation), r.lit)
	if p.Operation == design.GetItem {
		read = fmt.Sprintf("q.get(ctx, %s)", r.lit)
	}
	if len(guards) > 0 {
		fmt.Fprintf(b, "\tvar items []map[string]types.AttributeValue\n\tif %s { // = NULL is true of no row\n\t\tfound, err := %s\n\t\tif err != nil {\n\t\t\treturn %s err\n\t\t}\n\t\titems = found\n\t}\n", strings.Join(guards, " && "), indent(read), zero)
	} else {
		fmt.Fprintf(b, "\titems, err := %s\n\tif err != nil {\n\t\treturn %s err\n\t}\n", read, zero)
	}
	if m.check != "" {
		b.WriteString("\t" + strings.ReplaceAll(m.check, "\n", "\n\t") + "\n")
	}
	fmt.Fprintf(b, "\t// The application's %s: one item per group.\n\titems = aggregate(items, %s, %s)\n", gr.text, gr.keys, gr.counts)
	if gr.having != "" {
		fmt.Fprintf(b, "\t// HAVING.\n\titems = slices.DeleteFunc(items, func(it map[string]types.AttributeValue) bool {\n\t\td := decoder{item: it}\n\t\treturn !(%s)\n\t})\n", gr.having)
	}
	b.WriteString("\trows := rowsOf(items)\n")
	if gr.sort != "" {
		fmt.Fprintf(b, "\t// The application's sort: %s.\n\tsortRows(rows, %s)\n", orderText(p.App[1]), gr.sort)
	}
	if r.limit != "" {
		fmt.Fprintf(b, "\tif len(rows) > %[1]s {\n\t\trows = rows[:%[1]s]\n\t}\n", r.limit)
	}
	g.rowsOut(b, m, map[string]int{p.App[0].Entity: 0}, nil)
}

// aggregateSrc is the runtime of the application's GROUP BY, in items.go.
const aggregateSrc = `
// count is one COUNT of the application's GROUP BY: of every item (attr
// ""), of the items holding attr (COUNT(attr)), or, with key, of attr's
// distinct values as key writes them (COUNT(DISTINCT attr)).
type count struct {
	name, attr string
	key        func(string) string
}

// aggregate is the application's GROUP BY: one item per group of items
// whose attributes of keys compare equal as each key writes them (City
// and city are one group of a case-insensitive column; NULL is a group of
// its own), in the order first met, holding the group's values and each
// count; with no keys, one item of every item, even of none.
func aggregate(items []map[string]types.AttributeValue, keys []sortKey, counts []count) []map[string]types.AttributeValue {
	groups := map[string][]map[string]types.AttributeValue{}
	var order []string
	if len(keys) == 0 {
		order, groups[""] = []string{""}, nil
	}
	for _, it := range items {
		var k strings.Builder
		for _, sk := range keys {
			if v, ok := attrOf(it, sk.attr); ok {
				k.WriteString("=" + sk.key(v))
			}
			k.WriteString("\x00")
		}
		if _, ok := groups[k.String()]; !ok {
			order = append(order, k.String())
		}
		groups[k.String()] = append(groups[k.String()], it)
	}
	out := make([]map[string]types.AttributeValue, 0, len(order))
	for _, k := range order {
		group := groups[k]
		row := map[string]types.AttributeValue{}
		for _, sk := range keys {
			if v, ok := group[0][sk.attr]; ok {
				row[sk.attr] = v
			}
		}
		for _, c := range counts {
			n := 0
			seen := map[string]bool{}
			for _, it := range group {
				if c.attr == "" {
					n++
					continue
				}
				v, ok := attrOf(it, c.attr)
				switch {
				case !ok:
				case c.key == nil:
					n++
				case !seen[c.key(v)]:
					seen[c.key(v)] = true
					n++
				}
			}
			row[c.name] = &types.AttributeValueMemberN{Value: strconv.Itoa(n)}
		}
		out = append(out, row)
	}
	return out
}
`
