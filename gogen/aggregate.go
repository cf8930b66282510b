package gogen

import (
	"fmt"
	"slices"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// grouped is a read whose answer the application's GROUP BY makes
// (design.AppAggregate) of one request's items: one row per group, its
// columns the group's values, counts (sqlc's int64) and SUM, AVG, MIN and
// MAX (sqlc's interface{}, holding what the MySQL driver scans: aggType),
// kept when HAVING holds, then sorted (AppSort) and cut at the LIMIT, as
// verify's aggregate does.
type grouped struct {
	keys   string // []sortKey of GROUP BY's columns
	counts string // []count
	totals string // []total
	having string // HAVING, a Go condition on the group's item it
	sort   string // []sortKey of ORDER BY, "" for none
	text   string // the GROUP BY and aggregates, readable
	// join, for aggregates over a join (the chain of reads toward the
	// aggregated table, or reads per row that keep its rows), is its
	// reads laid out as a join: the rows are the aggregated table's
	// items, once per row of the join each makes.
	join *Method
}

// aggType is sqlc's interface{} of a SUM, AVG, MIN or MAX of e's rows,
// with the value the MySQL driver scans into it: a DECIMAL (SUM and AVG
// of integers and DECIMALs), a text or an ENUM as its bytes; an integer
// or a float as an int64 or float64 when the statement has parameters
// (the driver's binary protocol), as bytes when it has none (its text
// protocol); a date or time as a time.Time (parseTime=true, which sqlc's
// time.Time columns need). Its column is the aggregate's value, for the
// sort and HAVING.
func aggType(a analyze.Aggregate, e *analyze.Entity, params bool) (goType, error) {
	col := &analyze.Column{Name: a.Name, Kind: a.Kind(e)}
	arg := a.Arg.Kind(e)
	float := false
	if c := e.Column(a.Arg.Col); a.Arg.Col != "" && c != nil {
		float = c.Kind == analyze.KindDecimal && c.Float
		if a.Func == "min" || a.Func == "max" {
			x := *c
			col = &x
			col.Name, col.NotNull = a.Name, false
		}
	}
	driver := "bytes"
	switch {
	case a.Func == "sum" || a.Func == "avg":
		switch {
		case arg != analyze.KindInteger && arg != analyze.KindDecimal && arg != analyze.KindBool:
			return goType{}, fmt.Errorf("its %s of a %s is not generated yet", a, arg)
		case float && params:
			driver = "float64"
		}
		col.Type = "decimal(65,30)"
		if float {
			col.Type, col.Float = "double", true
		}
	case arg == analyze.KindInteger || arg == analyze.KindBool:
		if params {
			driver = "int64"
		}
		col.Kind = analyze.KindInteger
	case float:
		if params {
			driver = "float64"
		}
	case arg == analyze.KindDate || arg == analyze.KindDateTime:
		driver = "time"
	case arg == analyze.KindString || arg == analyze.KindEnum || arg == analyze.KindDecimal:
	default:
		return goType{}, fmt.Errorf("its %s of a %s is not generated yet", a, arg)
	}
	if col.Type == "" {
		col.Type = map[analyze.Kind]string{analyze.KindInteger: "bigint", analyze.KindString: "varchar", analyze.KindDecimal: "decimal(65,30)", analyze.KindDate: "date", analyze.KindDateTime: "datetime"}[col.Kind]
	}
	return goType{Name: "interface{}", Base: "interface{}", col: col, driver: driver}, nil
}

// groupTable is the group's item as a table: the GROUP BY's columns, and
// a column of each aggregate (aggType's, or a count's integer), which
// HAVING and the sort read.
func groupTable(e *analyze.Entity, s design.AppStep) *analyze.Entity {
	x := *e
	x.Columns = slices.Clone(e.Columns)
	for _, a := range s.Aggregates {
		col := &analyze.Column{Name: a.Name, Kind: analyze.KindInteger, Type: "bigint"}
		if a.Func != "count" && a.Arg != nil {
			if t, err := aggType(a, e, true); err == nil {
				col = t.col
			}
		}
		x.Columns = slices.Insert(x.Columns, 0, col) // before a column of e's own of that name
	}
	return &x
}

// groupedRead lays out m's plan as a grouped read; "" when the generator
// writes it, else why not.
func (g *gen) groupedRead(m *Method) string {
	p := m.Plan
	app := p.App
	joined := len(p.Then) > 0 // the rows are the last read's items
	if len(p.Sort)+len(p.Distinct)+len(p.Variants) > 0 || p.Each != "" || p.Shards > 1 || p.Into != nil || p.LookupItems || p.KeysOnly && !joined || p.DropChildless ||
		len(app) > 2 || len(app) == 2 && app[1].Kind != design.AppSort {
		return notYet("a plan of the application's aggregate")
	}
	s := app[0]
	e := g.d.Model.Entity(s.Entity)
	steps := p.Steps()
	if e == nil || s.Entity != steps[len(steps)-1].Entity {
		return notYet("a plan of the application's aggregate")
	}
	gr := &grouped{}
	if joined {
		sm := *m
		sm.Params = slices.DeleteFunc(slices.Clone(m.Params), func(prm Param) bool { return prm.Limit })
		jm, why := g.partJoin(&sm, p.Pattern, steps, nil)
		if why != "" {
			return notYet("an aggregate over a join whose reads are not run yet")
		}
		if _, ok := jm.join.at[s.Entity]; !ok {
			return notYet("an aggregate over a join of a table it reads no item of")
		}
		gr.join = jm
	}
	var counts, text []string
	var why string
	if gr.keys, why = valueKeys(e, s.GroupBy, "GROUP BY"); why != "" {
		return why
	}
	if len(s.GroupBy) > 0 {
		text = append(text, "GROUP BY "+strings.Join(s.GroupBy, ", "))
	}
	named := map[string]bool{} // the aggregates, by name
	var totals []string
	for _, a := range s.Aggregates {
		c, t, why := aggregateLit(a, e)
		if why != "" {
			return why
		}
		if c != "" {
			counts = append(counts, c)
		} else {
			totals = append(totals, t)
		}
		named[a.Name] = true
		text = append(text, a.String())
	}
	group := groupTable(e, s)
	if s.Having != nil {
		x, err := evalExpr(s.Having, group)
		if err != nil {
			return fmt.Sprintf("HAVING %s: %v", s.Having, err)
		}
		gr.having = "sqlTruthy(" + x + ")"
	}
	if len(app) == 2 {
		var b strings.Builder
		b.WriteString("[]sortKey{\n")
		for _, o := range app[1].Order {
			col := o.Column.Column
			switch c := group.Column(col); {
			case c != nil && c.Kind == analyze.KindDecimal && !c.Float && named[c.Name]:
				// A SUM or AVG: its exact value, in order.
				fmt.Fprintf(&b, "\t\t{attr: %q, desc: %v, key: func(s string) string { return keyDecimalText(s, 65, 30) }},\n", c.Name, o.Desc)
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
	if !joined {
		if why := g.oneRequest(m); why != "" {
			return why
		}
	}
	gr.counts = "[]count{" + strings.Join(counts, ", ") + "}"
	if len(totals) > 0 {
		gr.totals = "[]total{\n" + strings.Join(totals, "") + "\t}"
	}
	gr.text = strings.Join(text, "; ")
	m.grouped = gr
	return ""
}

// aggregateLit writes an aggregate of a group's items of e: a COUNT as a
// count literal, another as a total (total); why not when it is one the
// package does not compute.
func aggregateLit(a analyze.Aggregate, e *analyze.Entity) (count, tot, why string) {
	if a.Func != "count" {
		tot, why = total(a, e)
		return "", tot, why
	}
	switch {
	case a.Arg == nil:
		return fmt.Sprintf("{name: %q}", a.Name), "", ""
	case a.Arg.Col != "" && e.Column(a.Arg.Col) != nil:
		c := e.Column(a.Arg.Col)
		key := "nil"
		if a.Distinct {
			k, err := sortKeyFunc(c)
			if err != nil {
				return "", "", err.Error()
			}
			key = k
		}
		return fmt.Sprintf("{name: %q, attr: %q, key: %s}", a.Name, c.Name, key), "", ""
	}
	return "", "", fmt.Sprintf("its %s is not generated yet: a count of a column is", a)
}

// total writes a SUM, AVG, MIN or MAX of the group's items as a total
// literal: its value on each item (design.Evaluate's twin), each value
// once as its key writes it under DISTINCT, compared as numbers or as its
// column's collation (MIN, MAX).
func total(a analyze.Aggregate, e *analyze.Entity) (string, string) {
	if a.Arg == nil {
		return "", fmt.Sprintf("its %s is not generated yet", a)
	}
	x, err := evalExpr(a.Arg, e)
	if err != nil {
		return "", fmt.Sprintf("its %s: %v", a, err)
	}
	numeric := false
	switch a.Arg.Kind(e) {
	case analyze.KindInteger, analyze.KindDecimal, analyze.KindBool:
		numeric = true
	}
	fold, pad := analyze.FoldNone, false
	if c := e.Column(a.Arg.Col); a.Arg.Col != "" && c != nil && c.Kind == analyze.KindString {
		fold, pad = c.Fold, c.PadSpace
	}
	lit := fmt.Sprintf("name: %q, fn: %q, value: func(it map[string]types.AttributeValue) sqlVal { return %s }", a.Name, a.Func, x)
	switch {
	case a.Distinct && numeric:
		lit += ", key: numberKey"
	case a.Distinct:
		lit += fmt.Sprintf(", key: func(s string) string { return collate(s, %s, %v) }", foldName(fold), pad)
	}
	if numeric {
		lit += ", numeric: true"
	}
	if fold != analyze.FoldNone || pad {
		lit += fmt.Sprintf(", fold: %s, pad: %v", foldName(fold), pad)
	}
	return "\t\t{" + lit + "},\n", ""
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
	if gr.join != nil {
		// The rows of the join, each its aggregated table's item (a
		// parameter that is NULL finds none: the counts of none are 0).
		g.joinClosure(b, "The rows", "joinedRows", gr.join, zero)
		fmt.Fprintf(b, "\tvar items []map[string]types.AttributeValue\n\tfor _, r := range joinedRows {\n\t\titems = append(items, r[%d])\n\t}\n", gr.join.join.at[p.App[0].Entity])
		g.groupTail(b, m)
		return
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
	g.groupTail(b, m)
}

// groupTail writes what a grouped read does with the items: the groups,
// HAVING, the sort and the LIMIT, then the rows.
func (g *gen) groupTail(b *strings.Builder, m *Method) {
	p, gr := m.Plan, m.grouped
	totals := "nil"
	if gr.totals != "" {
		totals = gr.totals
	}
	fmt.Fprintf(b, "\t// The application's %s: one item per group.\n\titems = aggregate(items, %s, %s, %s)\n", commentText(gr.text), gr.keys, gr.counts, totals)
	if gr.having != "" {
		fmt.Fprintf(b, "\t// HAVING.\n\titems = slices.DeleteFunc(items, func(it map[string]types.AttributeValue) bool {\n\t\treturn !%s\n\t})\n", gr.having)
	}
	b.WriteString("\trows := rowsOf(items)\n")
	if gr.sort != "" {
		fmt.Fprintf(b, "\t// The application's sort: %s.\n\tsortRows(rows, %s)\n", commentText(orderText(p.App[1])), gr.sort)
	}
	if limit := g.rowLimit(m, p); limit != "" {
		fmt.Fprintf(b, "\tif len(rows) > %[1]s {\n\t\trows = rows[:%[1]s]\n\t}\n", limit)
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

// total is one SUM, AVG, MIN or MAX of the application's GROUP BY: of
// value on each item, NULLs skipped, each value once under DISTINCT (key),
// as design.Aggregate computes it: SUM exact with its values' decimals,
// AVG with four more, MIN and MAX as the values compare (numbers as
// numbers, text as its collation); NULL of none.
type total struct {
	name, fn string
	value    func(it map[string]types.AttributeValue) sqlVal
	key      func(string) string
	numeric  bool
	fold     foldKind
	pad      bool
}

// of is the total of a group's items: its text, false for NULL.
func (t total) of(group []map[string]types.AttributeValue) (string, bool) {
	var vals []string
	seen := map[string]bool{}
	for _, it := range group {
		v := t.value(it)
		if v.null {
			continue
		}
		if t.key != nil {
			if seen[t.key(v.s)] {
				continue
			}
			seen[t.key(v.s)] = true
		}
		vals = append(vals, v.s)
	}
	if len(vals) == 0 {
		return "", false
	}
	switch t.fn {
	case "sum", "avg":
		sum, scale := new(big.Rat), 0
		for _, v := range vals {
			r, s := sqlNumber(v)
			sum.Add(sum, r)
			scale = max(scale, s)
		}
		if t.fn == "avg" {
			sum.Quo(sum, new(big.Rat).SetInt64(int64(len(vals))))
			scale += 4
		}
		return sum.FloatString(scale), true
	}
	best := vals[0]
	for _, v := range vals[1:] {
		c, _ := sqlCmp(sqlText(v), sqlText(best), t.numeric, t.fold, t.pad)
		if t.fn == "min" && c < 0 || t.fn == "max" && c > 0 {
			best = v
		}
	}
	return best, true
}

// numberKey is a number's DISTINCT key: 1.50 and 1.5 are one value.
func numberKey(s string) string {
	r, _ := sqlNumber(s)
	return r.RatString()
}

// aggregate is the application's GROUP BY: one item per group of items
// whose attributes of keys compare equal as each key writes them (City
// and city are one group of a case-insensitive column; NULL is a group of
// its own), in the order first met, holding the group's values, each
// count and each total; with no keys, one item of every item, even of
// none.
func aggregate(items []map[string]types.AttributeValue, keys []sortKey, counts []count, totals []total) []map[string]types.AttributeValue {
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
		for _, t := range totals {
			if v, ok := t.of(group); ok {
				row[t.name] = &types.AttributeValueMemberS{Value: v}
			}
		}
		out = append(out, row)
	}
	return out
}
`
