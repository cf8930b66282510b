package gogen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// appSort is the application's sort of a plan's rows (design.AppSort),
// as Go: a []sortKey literal for sortRows, each ORDER BY column read from
// its table's item of the row (at) and compared as its key encoding
// sorts, which is the order MySQL gives it (verify's compareItems):
// numbers by value, text as its collation compares, NULL first
// ascending. "" and why not when a column cannot be sorted so.
//
// A column of a read per row (reads, the pattern's RowReads: a table
// joined to itself, a subquery) is named by its field's name, and read
// from that read's item (at[rowReadKey(i)]).
func (g *gen) appSort(m *Method, s design.AppStep, at map[string]int, first string, reads []analyze.RowRead) (string, string) {
	var b strings.Builder
	b.WriteString("[]sortKey{\n")
	for _, o := range s.Order {
		entity := o.Column.Entity
		if entity == "" {
			entity = first
		}
		k, ok := at[entity]
		e := g.tableOf(m, entity)
		var c *analyze.Column
		if e != nil {
			c = e.Column(o.Column.Column)
		}
		if c == nil {
			k, c, ok = g.readSort(reads, o.Column.Column, at)
		}
		if !ok || c == nil {
			return "", fmt.Sprintf("the application's sort by %s, which is no column of a table it reads", o.Column.Column)
		}
		key, err := columnSortKey(c)
		if err != nil {
			return "", err.Error()
		}
		fmt.Fprintf(&b, "\t\t{at: %d, attr: %s, desc: %v, key: %s},\n", k, strconv.Quote(c.Name), o.Desc, key)
	}
	b.WriteString("\t}")
	return b.String(), ""
}

// planSort is the application's sort of one table's items by the plan's
// ORDER BY (Plan.Sort: the merge of several requests' answers): its
// []sortKey and its text, "" for none; why not when a column cannot be
// sorted so.
func (g *gen) planSort(m *Method, p *design.Plan) (sort, order, why string) {
	if len(p.Sort) == 0 {
		return "", "", ""
	}
	o := design.AppStep{Kind: design.AppSort, Order: p.Sort}
	if sort, why = g.appSort(m, o, map[string]int{p.Entity: 0}, p.Entity, nil); why != "" {
		return "", "", why
	}
	return sort, orderText(o), ""
}

// readSort is the column a read per row gives the row by the name name,
// and the request whose item holds it.
func (g *gen) readSort(reads []analyze.RowRead, name string, at map[string]int) (int, *analyze.Column, bool) {
	for i, rr := range reads {
		e := g.d.Model.Entity(rr.Entity)
		k, ok := at[rowReadKey(i)]
		if e == nil || !ok {
			continue
		}
		for _, f := range slices.Concat(rr.Fields, rr.Sorts) {
			if strings.EqualFold(f.Name, name) && f.Expr != nil && e.Column(f.Expr.Col) != nil {
				return k, e.Column(f.Expr.Col), true
			}
		}
	}
	return 0, nil, false
}

// columnSortKey is the sortKey key of column c's values: as its key
// writes them, an ENUM by its place in the declaration.
func columnSortKey(c *analyze.Column) (string, error) {
	if c.Kind == analyze.KindEnum {
		var vals []string
		for _, v := range c.Enum {
			vals = append(vals, strconv.Quote(v))
		}
		return fmt.Sprintf("func(s string) string { return enumKey(s, %s) }", strings.Join(vals, ", ")), nil
	}
	return sortKeyFunc(c)
}

// orderText is a sort's ORDER BY, readable.
func orderText(s design.AppStep) string {
	var parts []string
	for _, o := range s.Order {
		x := o.Column.Column
		if o.Column.Entity != "" {
			x = o.Column.Entity + "." + x
		}
		if o.Desc {
			x += " DESC"
		}
		parts = append(parts, x)
	}
	return "ORDER BY " + strings.Join(parts, ", ")
}

// sortKeyFunc is the func(string) string writing an attribute's text of
// column c as a key sorts it: fedKey's, a long text whole (not digested).
func sortKeyFunc(c *analyze.Column) (string, error) {
	x, err := fedKey(c, "s")
	if err != nil {
		return "", err
	}
	if x == "keyIntText(s)" || x == "keyUintText(s)" || x == "keyFloatText(s)" || x == "keyTimeText(s)" {
		return strings.TrimSuffix(x, "(s)"), nil
	}
	if design.Digested(c) {
		x = strings.Replace(x, ", true)", ", false)", 1)
	}
	return "func(s string) string { return " + x + " }", nil
}

// sortSrc is the runtime of the application's sort, in items.go.
const sortSrc = `
// sortKey is one ORDER BY column of the application's sort: the
// attribute of a row's at-th item, compared as key writes it.
type sortKey struct {
	at   int
	attr string
	desc bool
	key  func(string) string
}

// sortRows sorts rows stably by keys, as MySQL orders them: NULL (no
// attribute) first ascending, last descending.
func sortRows(rows []joined, keys []sortKey) {
	slices.SortStableFunc(rows, func(a, b joined) int {
		for _, k := range keys {
			x, okx := attrOf(a[k.at], k.attr)
			y, oky := attrOf(b[k.at], k.attr)
			c := 0
			switch {
			case !okx && !oky:
			case !okx:
				c = -1
			case !oky:
				c = 1
			default:
				c = strings.Compare(k.key(x), k.key(y))
			}
			if k.desc {
				c = -c
			}
			if c != 0 {
				return c
			}
		}
		return 0
	})
}

// enumKey writes an ENUM's value as it sorts: its place among the
// declaration's values, compared as text, case-insensitively.
func enumKey(s string, values ...string) string {
	return fmt.Sprintf("%05d", slices.IndexFunc(values, func(v string) bool { return strings.EqualFold(v, s) })+1)
}

// attrOf is an item's attribute as text; false for none (NULL).
func attrOf(it map[string]types.AttributeValue, attr string) (string, bool) {
	if it == nil {
		return "", false
	}
	d := decoder{item: it}
	return d.text(attr)
}
`

// sortedRead says the generator runs m's plan as one request whose
// items the application sorts (then cuts at the LIMIT), and lays it out;
// "" when it does, else why not.
func (g *gen) sortedRead(m *Method) string {
	p := m.Plan
	if len(p.Then)+len(p.Sort)+len(p.Distinct)+len(p.Variants) > 0 || len(p.App) != 1 || p.Each != "" || p.Shards > 1 || p.Into != nil || p.LookupItems || p.DropChildless || p.KeysOnly || len(p.Pattern.Returns) > 1 {
		return notYet("a plan of the application's sort")
	}
	for _, f := range m.Fields {
		if f.Entity != p.Entity {
			return notYet("a plan of the application's sort")
		}
	}
	if why := g.oneRequest(m); why != "" {
		return why
	}
	keys, why := g.appSort(m, p.App[0], map[string]int{p.Entity: 0}, p.Entity, nil)
	if why != "" {
		return why
	}
	m.sorted = keys
	return ""
}

// sortedBody writes a read the application sorts: every item the
// request finds (those its check keeps), sorted, cut at the LIMIT.
func (g *gen) sortedBody(b *strings.Builder, m *Method) {
	p, r := m.body(), m.req
	zero := readStart(b, m, r)
	switch p.Operation {
	case design.GetItem:
		fmt.Fprintf(b, "\titems, err := q.get(ctx, %s)\n", r.lit)
	default:
		fmt.Fprintf(b, "\titems, err := q.%s(ctx, %s, 0) // every item: the sort comes first\n", strings.ToLower(p.Operation), r.lit)
	}
	fmt.Fprintf(b, "\tif err != nil {\n\t\treturn %s err\n\t}\n", zero)
	if m.check != "" {
		b.WriteString("\t" + m.check + "\n")
	}
	if m.computed != "" {
		b.WriteString("\t" + strings.ReplaceAll(m.computed, "\n", "\n\t") + "\n")
	}
	fmt.Fprintf(b, "\trows := rowsOf(items)\n\t// The application's sort: %s.\n\tsortRows(rows, %s)\n", commentText(orderText(p.App[0])), m.sorted)
	limit := r.limit
	if !m.Many {
		limit = "1"
	}
	if limit != "" {
		fmt.Fprintf(b, "\tif len(rows) > %[1]s {\n\t\trows = rows[:%[1]s]\n\t}\n", limit)
	}
	g.rowsOut(b, m, map[string]int{p.Entity: 0}, nil)
}
