package gogen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// counted is a read whose rows each carry a count of their children
// (analyze.ChildCount, design.Into.Count): the first request's items are
// the rows, and each later request, keyed by a row's item (its Feed),
// counts that row's children: a counter item's count (0 for none), or
// the items it finds. The count is set on the row's item as the column's
// attribute, then read with its other columns (verify's counts).
type counted struct {
	steps []countStep
	sort  string // the application's sort of the rows, by their counts too ([]sortKey), "" for none
	order string
}

// countStep is one count's request.
type countStep struct {
	p     *design.Plan
	attrs []string // the attributes of a row's item it is keyed by
	send  string   // the func(ctx, f []string) (int64, error) counting, as Go
	tmpl  string   // a counter BatchGetItem's KeysAndAttributes, as Go
	key   string   // its key of f, as Go
}

// counts says the generator runs m's plan as a read with counts per row,
// and lays it out; "" when it does, else the kind of plan it does not
// run yet.
func (g *gen) counts(m *Method) string {
	p := m.Plan
	sorted := len(p.App) == 1 && p.App[0].Kind == design.AppSort // ORDER BY a count
	if len(p.App) > 0 && !sorted || len(p.Sort)+len(p.Distinct)+len(p.Check)+len(p.Variants) > 0 || p.Each != "" || p.Shards > 1 || p.KeysOnly || p.LookupItems || p.DropChildless {
		return "values read per row"
	}
	for _, f := range m.Fields {
		if f.Entity != p.Entity {
			return "values read per row"
		}
	}
	switch p.Operation {
	case design.GetItem, design.Query:
	default:
		return "values read per row"
	}
	r, err := g.requestLiteral(m, p)
	if err != nil {
		return err.Error()
	}
	if len(r.guards)+len(r.decs) > 0 {
		return "values read per row"
	}
	sm := *m
	sm.Params = slices.DeleteFunc(slices.Clone(m.Params), func(prm Param) bool { return prm.Limit })
	c := &counted{}
	for _, st := range p.Then {
		in := st.Into
		if in == nil || in.Count == "" || len(st.Feed) == 0 || in.Entity != p.Entity || len(st.Then)+len(st.Check) > 0 {
			return "values read per row"
		}
		cs := countStep{p: st}
		var ok bool
		if cs.attrs, ok = g.feed(&sm, st); !ok {
			return "values read per row"
		}
		switch in := st.Request.(type) {
		case *dynamodb.BatchGetItemInput:
			if st.Counter == nil {
				return "values read per row"
			}
			if cs.key, cs.tmpl, ok = g.batchKey(&sm, st, in); !ok {
				return "values read per row"
			}
		case *dynamodb.GetItemInput, *dynamodb.QueryInput:
			sr, err := g.requestLiteral(&sm, st)
			if err != nil {
				return err.Error()
			}
			// A parameter of its request that is NULL counts no row (=
			// NULL, > NULL is true of none); a DECIMAL part is computed
			// first.
			var pre strings.Builder
			if len(sr.guards) > 0 {
				fmt.Fprintf(&pre, "\t\tif !(%s) {\n\t\t\treturn 0, nil // a comparison with NULL is true of no row\n\t\t}\n", strings.Join(sr.guards, " && "))
			}
			for _, d := range sr.decs {
				pre.WriteString("\t\t" + strings.ReplaceAll(d, "\n\t", "\n\t\t") + "\n")
			}
			switch {
			case st.Counter != nil && st.Operation == design.GetItem:
				cs.send = fmt.Sprintf("func(ctx context.Context, f []string) (int64, error) {\n%s\t\treturn q.counterCount(ctx, %s)\n\t}", pre.String(), indent(sr.lit))
			case st.Counter == nil && st.Operation == design.Query:
				cs.send = fmt.Sprintf("func(ctx context.Context, f []string) (int64, error) {\n%s\t\tfound, err := q.query(ctx, %s, 0)\n\t\treturn int64(len(found)), err\n\t}", pre.String(), indent(sr.lit))
			default:
				return "values read per row"
			}
		default:
			return "values read per row"
		}
		c.steps = append(c.steps, cs)
	}
	if sorted {
		// The rows' table with a column of each count, an integer, that
		// the sort reads.
		e := g.d.Model.Entity(p.Entity)
		if e == nil {
			return "values read per row"
		}
		x := *e
		x.Columns = slices.Clone(e.Columns)
		for _, cs := range c.steps {
			x.Columns = slices.Insert(x.Columns, 0, &analyze.Column{Name: cs.p.Into.Count, Kind: analyze.KindInteger, Type: "bigint", NotNull: true})
		}
		m.table = &x
		var why string
		if c.sort, why = g.appSort(m, p.App[0], map[string]int{p.Entity: 0}, p.Entity, nil); why != "" {
			return why
		}
		c.order = orderText(p.App[0])
	}
	m.req, m.counted = r, c
	return ""
}

// countsBody writes a read with counts per row.
func (g *gen) countsBody(b *strings.Builder, m *Method) {
	p := m.Plan
	zero := "nil,"
	if !m.Many {
		fmt.Fprintf(b, "\tvar i %s\n", m.Result)
		zero = "i,"
	}
	limit := m.req.limit
	if limit == "" {
		limit = "0"
	}
	if !m.Many {
		limit = "1" // the first row is the answer
	}
	cut := ""
	if m.counted.sort != "" {
		cut, limit = limit, "0" // every item: the sort comes first
	}
	if p.Operation == design.GetItem {
		fmt.Fprintf(b, "\titems, err := q.get(ctx, %s)\n", m.req.lit)
	} else {
		fmt.Fprintf(b, "\titems, err := q.query(ctx, %s, %s)\n", m.req.lit, limit)
	}
	fmt.Fprintf(b, "\tif err != nil {\n\t\treturn %s err\n\t}\n", zero)
	for _, cs := range m.counted.steps {
		what := "the items it finds"
		if cs.p.Counter != nil {
			what = "its counter item's count"
		}
		fmt.Fprintf(b, "\t// %s: for each %s item, keyed by its %s, %s.\n", commentText(cs.p.Into.Count), commentText(p.Entity), commentText(strings.Join(cs.attrs, ", ")), what)
		attrs := fmt.Sprintf("%#v", cs.attrs)
		if cs.p.Operation == design.BatchGetItem {
			fmt.Fprintf(b, "\terr = q.countBatch(ctx, items, %q, %q, %s, %s, func(f []string) [2]string {\n\t\treturn %s\n\t})\n", p.Entity, cs.p.Into.Count, attrs, cs.tmpl, cs.key)
		} else {
			fmt.Fprintf(b, "\terr = q.countEach(ctx, items, %q, %q, %s, %s)\n", p.Entity, cs.p.Into.Count, attrs, cs.send)
		}
		fmt.Fprintf(b, "\tif err != nil {\n\t\treturn %s err\n\t}\n", zero)
	}
	b.WriteString("\trows := rowsOf(items)\n")
	if m.counted.sort != "" {
		fmt.Fprintf(b, "\t// The application's sort: %s.\n\tsortRows(rows, %s)\n", commentText(m.counted.order), m.counted.sort)
		if cut != "0" {
			fmt.Fprintf(b, "\tif len(rows) > %[1]s {\n\t\trows = rows[:%[1]s]\n\t}\n", cut)
		}
	}
	g.rowsOut(b, m, map[string]int{p.Entity: 0}, nil)
}

// countsSrc is the runtime of counts per row, in items.go.
const countsSrc = `
// countEach sets the attribute attr of each item of table to the count
// send gives for the values of its attributes attrs, sent once per
// distinct values; 0 where one is NULL, which counts no row.
func (q *Queries) countEach(ctx context.Context, items []map[string]types.AttributeValue, table, attr string, attrs []string, send func(context.Context, []string) (int64, error)) error {
	sent := map[string]int64{}
	for _, it := range items {
		if t, ok := it["_type"]; ok && attrText(t) != table {
			continue
		}
		var n int64
		if f, ok := fedBy(joined{it}, attrs); ok {
			k := strings.Join(f, "\x00")
			got, done := sent[k]
			if !done {
				var err error
				if got, err = send(ctx, f); err != nil {
					return err
				}
				sent[k] = got
			}
			n = got
		}
		it[attr] = &types.AttributeValueMemberN{Value: strconv.FormatInt(n, 10)}
	}
	return nil
}

// countBatch is countEach of counter items read by BatchGetItem: the
// count of the counter item each item's values name (key), 0 for none.
func (q *Queries) countBatch(ctx context.Context, items []map[string]types.AttributeValue, table, attr string, attrs []string, ka types.KeysAndAttributes, key func([]string) [2]string) error {
	var keys [][2]string
	for _, it := range items {
		if f, ok := fedBy(joined{it}, attrs); ok {
			keys = append(keys, key(f))
		}
	}
	found, err := q.batchFind(ctx, ka, keys)
	if err != nil {
		return err
	}
	for _, it := range items {
		if t, ok := it["_type"]; ok && attrText(t) != table {
			continue
		}
		n := "0"
		if f, ok := fedBy(joined{it}, attrs); ok {
			if c, ok := found[key(f)]; ok {
				n = attrText(c["count"])
			}
		}
		it[attr] = &types.AttributeValueMemberN{Value: n}
	}
	return nil
}

// counterCount is the count of the counter item a GetItem reads, 0 when
// there is none.
func (q *Queries) counterCount(ctx context.Context, in *dynamodb.GetItemInput) (int64, error) {
	found, err := q.get(ctx, in)
	if err != nil || len(found) == 0 {
		return 0, err
	}
	d := decoder{item: found[0]}
	n := d.integer("count", 64)
	return n, d.err
}
`
