package gogen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// join is a read of requests in a row whose application pairs the items
// (design.AppJoin): the first request's items start the rows, and each
// later request, keyed by the attributes of a row's last item (its
// Feed), extends the row by the items it finds, as verify's joinRows
// pairs them: a row per item found (JOIN), the row with no item when
// none is (LEFT JOIN), the row once when one is (EXISTS, IN), or the row
// only when none is (NOT EXISTS). The answer's fields are read from the
// item of their table's request.
type join struct {
	first string // the first request, as Go
	// vals and loop, for a first request sent once per value of an IN
	// list (eachOf): the values' statements, and what it is sent once per.
	vals, loop string
	steps      []joinStep
	at         map[string]int // table → the request whose items hold its fields
	sort       string         // the application's sort of the rows ([]sortKey), "" for none
	order      string         // its ORDER BY, readable
	// distinct, for a chain of reads under DISTINCT or IN (SELECT ...)
	// (Plan.Distinct), keeps the first row of each value of the last
	// item's attributes ([]sortKey), "" for none.
	distinct string
	// check keeps the rows whose first item passes the application's
	// check of a collation (checkRows), "" for none.
	check string
}

// joinStep is one request after the first.
type joinStep struct {
	p     *design.Plan
	kind  string   // joinInner, joinOuter, joinSemi or joinAnti
	from  int      // the request whose item of the row keys it
	attrs []string // the attributes of that item it is keyed by
	send  string   // the func(ctx, f []string) sending it, as Go
	tmpl  string   // a BatchGetItem's KeysAndAttributes, as Go
	key   string   // a BatchGetItem's key of f, as Go
}

// join says the generator runs m's plan as a join, and lays it out; ""
// when it does, else why not (a plan of join requests with a shape this
// slice does not run).
func (g *gen) join(m *Method) string {
	p := m.Plan
	pat := p.Pattern
	steps := p.Steps()
	if len(p.Then) == 0 {
		return "further requests"
	}
	// s is the join step; a plan without one is a chain of reads whose
	// last one's items are the answer, each once per item naming it
	// (verify's join and batchJoin), as a JOIN of them.
	var s design.AppStep
	var order *design.AppStep // the application's sort, of the rows
	reads := slices.ContainsFunc(p.Then, func(st *design.Plan) bool { return st.Into != nil })
	switch {
	case reads:
		// Reads per row (design.Into): each keyed by its parent's item,
		// and no AppJoin.
		switch {
		case len(p.App) == 1 && p.App[0].Kind == design.AppSort && len(p.Sort) == 0:
			order = &p.App[0]
		case len(p.App) == 0 && len(p.Sort) > 0:
			order = &design.AppStep{Kind: design.AppSort, Order: p.Sort}
		case len(p.App) > 0:
			return "further requests"
		}
		for _, st := range p.Then {
			if in := st.Into; in == nil || in.Count != "" || in.List != "" && in.Absent || !in.Inner && !in.Absent && len(in.Fields)+len(in.Sorts) == 0 {
				return "reads per row of counts, or of rows a LEFT JOIN keeps either way"
			}
		}
	case len(p.App) == 0:
		// IN (SELECT ...) over a chain is the last read's items, each
		// once: the plan's DISTINCT on their key says so.
		if pat.Semi && len(p.Distinct) == 0 || len(pat.Returns) > 1 || slices.ContainsFunc(steps[:len(steps)-1], func(st *design.Plan) bool { return !st.KeysOnly }) {
			return "further requests"
		}
		if len(p.Sort) > 0 {
			order = &design.AppStep{Kind: design.AppSort, Order: p.Sort}
		}
	case p.App[0].Kind == design.AppJoin && len(p.App) == 1 && len(p.Sort) == 0:
		s = p.App[0]
	case p.App[0].Kind == design.AppJoin && len(p.App) == 1:
		// The plan's sort, after the join (verify sorts the rows so).
		s, order = p.App[0], &design.AppStep{Kind: design.AppSort, Order: p.Sort}
	case p.App[0].Kind == design.AppJoin && len(p.App) == 2 && p.App[1].Kind == design.AppSort && len(p.Sort) == 0:
		s, order = p.App[0], &p.App[1]
	default:
		return "further requests"
	}
	chain := len(p.App) == 0
	for i, st := range steps {
		distinct := st.Distinct
		if i == 0 && chain {
			distinct = nil // the chain's DISTINCT, of its last items (below)
		}
		// The application's check of a collation is of the first
		// request's items (checkRows), before they join.
		if len(distinct)+len(st.Variants) > 0 || (i > 0 || st.KeysOnly) && len(st.Check) > 0 || i > 0 && len(st.Sort) > 0 || i > 0 && st.Each != "" || st.Shards > 1 || st.Into != nil && !reads || st.LookupItems || st.DropChildless {
			return "further requests"
		}
	}
	for _, st := range p.Then {
		if len(st.Feed) == 0 || len(st.Then)+len(st.App) > 0 {
			return "further requests"
		}
	}
	j := &join{at: map[string]int{}}
	read := 0 // the reads per row, in pat.RowReads' order
	for i, st := range steps {
		if st.Into != nil {
			j.at[rowReadKey(read)] = i
			read++
			continue
		}
		if st.KeysOnly {
			continue
		}
		if _, twice := j.at[st.Entity]; twice {
			return "a table read twice in a join" // a self-join: its fields are of two reads
		}
		j.at[st.Entity] = i
	}
	for _, f := range m.Fields {
		if _, ok := j.at[f.Entity]; !ok {
			return "further requests"
		}
	}
	last := len(steps) - 1
	if pat.Semi && !steps[last].KeysOnly && !(chain && len(p.Distinct) > 0) || s.Anti && !steps[last].KeysOnly {
		return "further requests"
	}
	first := *m // the first request's values: an IN list's, once per value
	if p.Each != "" {
		e := g.d.Model.Entity(p.Entity)
		if e == nil {
			return "further requests"
		}
		var why string
		if j.vals, j.loop, why = g.eachOf(&first, p, e); why != "" {
			return why
		}
	}
	r, err := g.requestLiteral(&first, p)
	if err != nil {
		return err.Error()
	}
	if j.check, err = g.checkRows(&first, p, "rows", r); err != nil {
		return err.Error()
	}
	switch p.Operation {
	case design.GetItem, design.Query:
		j.first = r.lit
	default:
		return "further requests"
	}
	// A later request is keyed by the row's values, never by LIMIT ?.
	sm := *m
	sm.Params = slices.DeleteFunc(slices.Clone(m.Params), func(prm Param) bool { return prm.Limit })
	for i, st := range p.Then {
		js := joinStep{p: st, kind: "joinInner", from: i}
		switch {
		case st.Into != nil:
			// A read per row is keyed by its parent's item, and gives
			// the row the one item it finds (a table joined to itself on
			// a key, a scalar subquery), keeps the row when it finds one
			// (EXISTS, a JOIN that reads no column) or none (NOT EXISTS).
			js.from = slices.IndexFunc(steps, func(s *design.Plan) bool { return s.Entity == st.Into.Entity && !s.KeysOnly && s.Into == nil })
			switch in := st.Into; {
			case in.Absent:
				js.kind = "joinAnti"
			case in.Inner && len(in.Fields) == 0:
				js.kind = "joinSemi"
			case !in.Inner:
				js.kind = "joinOuter"
			}
		case s.Anti && i+1 == last:
			js.kind = "joinAnti"
		// IN (SELECT ...) under the chain's DISTINCT: a row per item
		// the last read finds, then each once (j.distinct).
		case pat.Semi && i+1 == last && !(chain && len(p.Distinct) > 0):
			js.kind = "joinSemi"
		case slices.ContainsFunc(s.On, func(o analyze.Join) bool { return o.Outer && o.Right.Entity == st.Entity }):
			js.kind = "joinOuter"
		}
		var ok bool
		if js.attrs, ok = g.feed(&sm, st); !ok {
			return "further requests"
		}
		switch in := st.Request.(type) {
		case *dynamodb.BatchGetItemInput:
			if js.key, js.tmpl, ok = g.batchKey(&sm, st, in); !ok {
				return "further requests"
			}
		case *dynamodb.QueryInput, *dynamodb.GetItemInput:
			sr, err := g.requestLiteral(&sm, st)
			if err != nil {
				return err.Error()
			}
			// A parameter of its key that is NULL finds no item (= NULL
			// is true of no row); a DECIMAL part is computed first.
			var pre strings.Builder
			switch len(sr.guards) {
			case 0:
			case 1:
				fmt.Fprintf(&pre, "\t\tif !%s {\n\t\t\treturn nil, nil // = NULL is true of no row\n\t\t}\n", sr.guards[0])
			default:
				fmt.Fprintf(&pre, "\t\tif !(%s) {\n\t\t\treturn nil, nil // = NULL is true of no row\n\t\t}\n", strings.Join(sr.guards, " && "))
			}
			for _, d := range sr.decs {
				pre.WriteString("\t\t" + strings.ReplaceAll(d, "\n\t", "\n\t\t") + "\n")
			}
			switch {
			case st.Into != nil && st.Into.List != "":
				// JSON_ARRAYAGG of every item found: the one item it
				// gives the row (list.go).
				list, err := g.listOf(st)
				if err != nil {
					return err.Error()
				}
				read := fmt.Sprintf("q.query(ctx, %s, 0)", indent(indent(sr.lit)))
				if st.Operation == design.GetItem {
					read = fmt.Sprintf("q.get(ctx, %s)", indent(indent(sr.lit)))
				}
				js.send = fmt.Sprintf("func(ctx context.Context, f []string) ([]map[string]types.AttributeValue, error) {\n%s\t\tfound, err := %s\n\t\tif err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t\treturn %s, nil\n\t}", pre.String(), read, list)
			case st.Operation == design.GetItem:
				js.send = fmt.Sprintf("func(ctx context.Context, f []string) ([]map[string]types.AttributeValue, error) {\n%s\t\treturn q.get(ctx, %s)\n\t}", pre.String(), indent(sr.lit))
			default:
				limit := 0 // every item: the rows are cut after the join
				if (st.KeysOnly || st.Into != nil) && st.Limit > 0 {
					limit = st.Limit // one item tells
				}
				js.send = fmt.Sprintf("func(ctx context.Context, f []string) ([]map[string]types.AttributeValue, error) {\n%s\t\treturn q.query(ctx, %s, %d)\n\t}", pre.String(), indent(sr.lit), limit)
			}
		default:
			return "further requests"
		}
		j.steps = append(j.steps, js)
	}
	if order != nil {
		var why string
		if j.sort, why = g.appSort(m, *order, j.at, p.Entity, pat.RowReads); why != "" {
			return why
		}
		j.order = orderText(*order)
	}
	if len(p.Distinct) > 0 && chain {
		// Each row once by the last item's key or the selected columns,
		// as verify's runner keeps them.
		var keys []string
		e := g.d.Model.Entity(steps[last].Entity)
		for _, a := range p.Distinct {
			switch {
			case a == design.PK || a == design.SK:
				keys = append(keys, fmt.Sprintf("{at: %d, attr: %q, key: keyAsIs}", last, a))
			case e != nil && e.Column(a) != nil:
				c := e.Column(a)
				key, err := sortKeyFunc(c)
				if err != nil {
					return err.Error()
				}
				keys = append(keys, fmt.Sprintf("{at: %d, attr: %q, key: %s}", last, c.Name, key))
			default:
				return fmt.Sprintf("DISTINCT of %s, which is no column of %s, is not generated yet", a, steps[last].Entity)
			}
		}
		j.distinct = "[]sortKey{" + strings.Join(keys, ", ") + "}"
	}
	m.join, m.req = j, r
	return ""
}

// feed readies sm (a copy of the method) to write a request of a step
// keyed by the items before it (st.Feed): each fed placeholder is the
// text f[k] of the k-th attribute it returns; false when a placeholder
// is no column of the step's table.
func (g *gen) feed(sm *Method, st *design.Plan) ([]string, bool) {
	e := g.d.Model.Entity(st.Entity)
	if e == nil {
		return nil, false
	}
	var attrs []string
	sm.fed = map[string]fedValue{}
	for k, f := range st.Feed {
		col := e.Column(strings.SplitN(f.Placeholder, ".", 2)[0])
		if col == nil {
			return nil, false
		}
		attrs = append(attrs, f.Attr)
		sm.fed[f.Placeholder] = fedValue{expr: fmt.Sprintf("f[%d]", k), col: col}
	}
	return attrs, true
}

// batchKey writes a fed BatchGetItem's key of f, as a [2]string, and its
// KeysAndAttributes; false when the generator does not write them.
func (g *gen) batchKey(sm *Method, st *design.Plan, in *dynamodb.BatchGetItemInput) (string, string, bool) {
	if len(st.BatchKeys) != 1 {
		return "", "", false
	}
	kr := &request{}
	pk, err1 := g.template(sm, st.BatchKeys[0][0], kr)
	sk, err2 := g.template(sm, st.BatchKeys[0][1], kr)
	if err1 != nil || err2 != nil || len(kr.guards)+len(kr.decs) > 0 {
		return "", "", false
	}
	tmpl, ok := keysAndAttributes(in)
	return fmt.Sprintf("[2]string{%s, %s}", pk, sk), tmpl, ok
}

// keysAndAttributes writes a BatchGetItem's KeysAndAttributes as Go, but
// its Keys, which the items before it give: its projection, and the
// ConsistentRead of a write's read of its rows.
func keysAndAttributes(in *dynamodb.BatchGetItemInput) (string, bool) {
	var ka strings.Builder
	ka.WriteString("types.KeysAndAttributes{")
	for _, x := range in.RequestItems {
		if x.ConsistentRead != nil && *x.ConsistentRead {
			ka.WriteString("\n\t\tConsistentRead: aws.Bool(true),\n\t")
		}
		if x.ProjectionExpression != nil {
			fmt.Fprintf(&ka, "\n\t\tProjectionExpression: aws.String(%q),\n\t\tExpressionAttributeNames: map[string]string{\n", *x.ProjectionExpression)
			for _, k := range slices.Sorted(mapKeys(x.ExpressionAttributeNames)) {
				fmt.Fprintf(&ka, "\t\t\t%q: %q,\n", k, x.ExpressionAttributeNames[k])
			}
			ka.WriteString("\t\t},\n\t")
		}
	}
	ka.WriteString("}")
	return ka.String(), true
}

// indent indents a literal's lines past the first one level more.
func indent(s string) string { return strings.ReplaceAll(s, "\n", "\n\t") }

// joinBody writes a join's requests and the answer's rows: the first
// request's items, page by page until the rows reach the LIMIT, each
// page's rows extended by the requests after it.
func (g *gen) joinBody(b *strings.Builder, m *Method) {
	zero := readStart(b, m, m.req)
	g.joinRows(b, m, zero)
	g.rowsOut(b, m, m.join.at, nil)
}

// joinRows writes the statements of a join that leave its rows in rows
// ([]joined): the requests, DISTINCT, the sort and the LIMIT. zero is
// what the method returns beside an error.
func (g *gen) joinRows(b *strings.Builder, m *Method, zero string) {
	j, p := m.join, m.Plan
	b.WriteString("\tjoin := func(rows []joined) ([]joined, error) {\n\t\tvar err error\n")
	if j.check != "" {
		b.WriteString("\t\t" + strings.ReplaceAll(j.check, "\n", "\n\t\t") + "\n")
	}
	for _, js := range j.steps {
		fmt.Fprintf(b, "\t\t// Then %s, keyed by %s of each %s item: %s.\n", commentText(js.p.Entity), commentText(strings.Join(js.attrs, ", ")), commentText(p.Steps()[js.from].Entity), joinKinds[js.kind])
		attrs := fmt.Sprintf("%#v", js.attrs)
		if js.p.Operation == design.BatchGetItem {
			fmt.Fprintf(b, "\t\trows, err = q.joinBatch(ctx, rows, %s, %d, %s, %s, func(f []string) [2]string {\n\t\t\treturn %s\n\t\t})\n", js.kind, js.from, attrs, indent(js.tmpl), js.key)
		} else {
			fmt.Fprintf(b, "\t\trows, err = q.joinEach(ctx, rows, %s, %d, %s, %s)\n", js.kind, js.from, attrs, indent(js.send))
		}
		b.WriteString("\t\tif err != nil {\n\t\t\treturn nil, err\n\t\t}\n")
	}
	b.WriteString("\t\treturn rows, nil\n\t}\n")
	limit := m.req.limit
	if limit == "" {
		limit = "0"
	}
	if !m.Many {
		limit = "1" // the first row is the answer
	}
	cut := limit // the rows are cut after DISTINCT and the sort
	if j.sort != "" || j.distinct != "" {
		limit = "0"
	}
	switch {
	case j.vals != "":
		send := fmt.Sprintf("q.query(ctx, %s, 0)", indent(j.first))
		if p.Operation == design.GetItem {
			send = fmt.Sprintf("q.get(ctx, %s)", indent(j.first))
		}
		fmt.Fprintf(b, "\t// The %s; the rows of every answer joined.\n\t%s\n\tvar found []map[string]types.AttributeValue\n\tfor _, %s := range distinctValues(vals) {\n\t\titems, err := %s\n\t\tif err != nil {\n\t\t\treturn %s err\n\t\t}\n\t\tfound = append(found, items...)\n\t}\n\trows, err := join(rowsOf(found))\n\tif err != nil {\n\t\treturn %s err\n\t}\n", commentText(j.loop), strings.ReplaceAll(j.vals, "\n", "\n\t"), eachVar, send, zero, zero)
		limit = "0"
	case p.Operation == design.GetItem:
		fmt.Fprintf(b, "\tfound, err := q.get(ctx, %s)\n\tif err != nil {\n\t\treturn %s err\n\t}\n\trows, err := join(rowsOf(found))\n\tif err != nil {\n\t\treturn %s err\n\t}\n", j.first, zero, zero)
		limit = "0"
	default:
		fmt.Fprintf(b, "\trows, err := q.joinPages(ctx, %s, %s, join)\n\tif err != nil {\n\t\treturn %s err\n\t}\n", j.first, limit, zero)
	}
	if j.distinct != "" {
		fmt.Fprintf(b, "\t// Each row once (DISTINCT, IN (SELECT ...)), as its values compare.\n\trows = distinctRows(rows, %s)\n", j.distinct)
	}
	if j.sort != "" {
		fmt.Fprintf(b, "\t// The application's sort of the rows: %s.\n\tsortRows(rows, %s)\n", commentText(j.order), j.sort)
	}
	if cut != "0" && limit == "0" {
		fmt.Fprintf(b, "\tif len(rows) > %[1]s {\n\t\trows = rows[:%[1]s]\n\t}\n", cut)
	}
}

var joinKinds = map[string]string{
	"joinInner": "a row per item found",
	"joinOuter": "a row per item found, else the row with its columns NULL (LEFT JOIN)",
	"joinSemi":  "the row when it finds one",
	"joinAnti":  "the row when it finds none (NOT EXISTS)",
}

// joinSrc is the runtime of a join's requests, in items.go.
const joinSrc = `
// joined is a row of a join as the application pairs it: the item of
// each request, in order, nil where a LEFT JOIN found none (its columns
// NULL) or where the request only says whether there is one.
type joined []map[string]types.AttributeValue

// What a request of a join makes of a row of the requests before it,
// from the items it finds for the row's last item.
const (
	joinInner = iota // a row per item found; none, no row
	joinOuter        // a row per item found; none, the row with no item
	joinSemi         // the row once when it finds any (EXISTS, IN)
	joinAnti         // the row when it finds none (NOT EXISTS)
)

// rowsOf are the rows of a join's first request: one per item.
func rowsOf(items []map[string]types.AttributeValue) []joined {
	rows := make([]joined, 0, len(items))
	for _, it := range items {
		rows = append(rows, joined{it})
	}
	return rows
}

// extend adds to out the rows r makes with the items found for it.
func extend(out []joined, r joined, found []map[string]types.AttributeValue, kind int) []joined {
	switch {
	case kind == joinSemi && len(found) > 0, kind == joinAnti && len(found) == 0, kind == joinOuter && len(found) == 0:
		return append(out, append(r[:len(r):len(r)], nil))
	case kind == joinSemi, kind == joinAnti:
		return out
	}
	for _, it := range found {
		out = append(out, append(r[:len(r):len(r)], it))
	}
	return out
}

// fedBy are the text of the attributes of a row's last item a request
// is keyed by; false when the row has no item or one is NULL, which joins
// nothing.
func fedBy(r joined, attrs []string) ([]string, bool) {
	last := r[len(r)-1]
	if last == nil {
		return nil, false
	}
	d := decoder{item: last}
	f := make([]string, len(attrs))
	for i, a := range attrs {
		v, ok := d.text(a)
		if !ok {
			return nil, false
		}
		f[i] = v
	}
	return f, true
}

// joinEach extends each row by the items the request send builds from
// the values of the row's from-th item finds, sent once per distinct
// values.
func (q *Queries) joinEach(ctx context.Context, rows []joined, kind, from int, attrs []string, send func(context.Context, []string) ([]map[string]types.AttributeValue, error)) ([]joined, error) {
	sent := map[string][]map[string]types.AttributeValue{}
	var out []joined
	for _, r := range rows {
		var found []map[string]types.AttributeValue
		if f, ok := fedBy(r[:from+1], attrs); ok {
			k := strings.Join(f, "\x00")
			items, done := sent[k]
			if !done {
				var err error
				if items, err = send(ctx, f); err != nil {
					return nil, err
				}
				sent[k] = items
			}
			found = items
		}
		out = extend(out, r, found, kind)
	}
	return out, nil
}

// joinBatch extends each row by the item the values of its from-th item
// name (key), read by BatchGetItem for every row at once.
func (q *Queries) joinBatch(ctx context.Context, rows []joined, kind, from int, attrs []string, ka types.KeysAndAttributes, key func([]string) [2]string) ([]joined, error) {
	var keys [][2]string
	for _, r := range rows {
		if f, ok := fedBy(r[:from+1], attrs); ok {
			keys = append(keys, key(f))
		}
	}
	found, err := q.batchFind(ctx, ka, keys)
	if err != nil {
		return nil, err
	}
	var out []joined
	for _, r := range rows {
		var items []map[string]types.AttributeValue
		if f, ok := fedBy(r[:from+1], attrs); ok {
			if it, ok := found[key(f)]; ok {
				items = append(items, it)
			}
		}
		out = extend(out, r, items, kind)
	}
	return out, nil
}

// joinPages reads a join's first Query page after page (through
// DynamoDB's 1 MB pages), each page's rows extended by the requests
// after it (then), until the rows reach limit (0: every page), and cuts
// them at limit.
func (q *Queries) joinPages(ctx context.Context, in *dynamodb.QueryInput, limit int, then func([]joined) ([]joined, error)) ([]joined, error) {
	var rows []joined
	for {
		out, err := q.client.Query(ctx, in)
		if err != nil {
			return nil, err
		}
		page, err := then(rowsOf(out.Items))
		if err != nil {
			return nil, err
		}
		rows = append(rows, page...)
		if out.LastEvaluatedKey == nil || limit > 0 && len(rows) >= limit {
			break
		}
		in.ExclusiveStartKey = out.LastEvaluatedKey
	}
	if limit > 0 && len(rows) > limit {
		rows = rows[:limit]
	}
	return rows, nil
}

// get sends a GetItem: its item, or none.
func (q *Queries) get(ctx context.Context, in *dynamodb.GetItemInput) ([]map[string]types.AttributeValue, error) {
	out, err := q.client.GetItem(ctx, in)
	if err != nil || out.Item == nil {
		return nil, err
	}
	return []map[string]types.AttributeValue{out.Item}, nil
}
`
