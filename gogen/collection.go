package gogen

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"sql2dynamo/design"
)

// collection is a read of one request whose items answer a join of
// several tables (R3, R8, R9): the item collection of one parent item
// (its own items and its children's, told apart by _type), the rows a
// parent's item embeds as a list, and parent columns copied onto a
// child's items. The rows are every combination of the tables' items, a
// table an outer join pads with NULLs giving a row of none when it has
// no item, as SQL's join of one parent's rows; a copy's columns are read
// from the item that holds them.
type collection struct {
	parent string            // the table whose one item the collection is keyed by
	tables []collTable       // the tables whose items make the rows, in the answer's order
	at     map[string]int    // table → its place among tables, for its fields
	attr   map[string]string // table.column → the attribute that holds it, for a copy's
}

// collTable is one table of a collection's rows.
type collTable struct {
	entity string
	list   string // for an embedded table: the parent item's list attribute
	padded bool   // an outer join keeps the row without an item of it
}

// collection says the generator runs m's plan as a collection read, and
// lays it out; "" when it does, else why not.
func (g *gen) collection(m *Method) string {
	p := m.Plan
	pat := p.Pattern
	sorts := len(p.App) == 1 && p.App[0].Kind == design.AppSort // ORDER BY a child's column (sort.go)
	if len(p.Then)+len(p.Sort)+len(p.Distinct)+len(p.Check)+len(p.Variants) > 0 || len(p.App) > 0 && !sorts || p.Each != "" || p.Shards > 1 || p.Into != nil || p.LookupItems {
		return "rows of several tables"
	}
	padded := paddedTables(pat)
	c := &collection{parent: p.Entity, at: map[string]int{}, attr: map[string]string{}}
	own := func(e string) bool {
		return slices.ContainsFunc(c.tables, func(t collTable) bool { return t.entity == e && t.list == "" })
	}
	returns := slices.Clone(pat.Returns)
	if i := slices.Index(returns, p.Entity); i > 0 {
		returns = append([]string{p.Entity}, slices.Delete(returns, i, i+1)...)
	}
	for _, e := range returns {
		de := g.d.Entity(e)
		if de == nil {
			return "rows of several tables"
		}
		switch {
		case e == p.Entity:
			c.tables = append(c.tables, collTable{entity: e, padded: padded[e]})
		case de.Embedding != nil && own(de.Embedding.Parent):
			c.tables = append(c.tables, collTable{entity: e, list: de.Embedding.Attr, padded: padded[e]})
		default:
			copied := false
			for _, t := range c.tables {
				for _, cp := range g.d.Entity(t.entity).Copies {
					if cp.Parent != e || t.list != "" {
						continue
					}
					// The parent's columns, from the child's item: the
					// row's item of the child.
					copied = true
					c.at[e] = slices.IndexFunc(c.tables, func(x collTable) bool { return x.entity == t.entity })
					for i, col := range cp.Columns {
						c.attr[e+"."+col] = cp.Attrs[i]
					}
				}
			}
			if !copied {
				c.tables = append(c.tables, collTable{entity: e, padded: padded[e]})
			}
		}
	}
	for i, t := range c.tables {
		c.at[t.entity] = i
	}
	for _, f := range m.Fields {
		if _, ok := c.at[f.Entity]; !ok {
			return "rows of several tables"
		}
		if _, ok := c.attr[f.Entity+"."+f.Attr]; !ok && !slices.ContainsFunc(c.tables, func(t collTable) bool { return t.entity == f.Entity }) {
			return fmt.Sprintf("its column %s.%s is not copied onto the items it reads", f.Entity, f.Attr)
		}
	}
	r, err := g.requestLiteral(m, p)
	if err != nil {
		return err.Error()
	}
	if m.check, err = g.checkFilter(m, p, "items", r); err != nil || m.check != "" {
		return "rows of several tables"
	}
	switch p.Operation {
	case design.GetItem, design.Query:
	default:
		return "rows of several tables"
	}
	if sorts {
		// Each ORDER BY column from its own table's item of the row: a
		// copy's would be read from another attribute.
		for _, o := range p.App[0].Order {
			if _, copied := c.attr[cmp.Or(o.Column.Entity, p.Entity)+"."+o.Column.Column]; copied {
				return notYet("the application's sort by a copied column")
			}
		}
		var why string
		if m.sorted, why = g.appSort(m, p.App[0], c.at, p.Entity, nil); why != "" {
			return why
		}
	}
	m.req, m.coll = r, c
	return ""
}

// collectionBody writes a collection read: its request, the items by
// table, and the rows they make.
func (g *gen) collectionBody(b *strings.Builder, m *Method) {
	c, p := m.coll, m.Plan
	zero := "nil,"
	if !m.Many {
		fmt.Fprintf(b, "\tvar i %s\n", m.Result)
		zero = "i,"
	}
	none := "return nil, nil"
	if !m.Many {
		none = "return i, sql.ErrNoRows"
	}
	for _, v := range m.req.guards {
		fmt.Fprintf(b, "\tif !%s {\n\t\t%s // = NULL is true of no row\n\t}\n", v, none)
	}
	if p.Operation == design.GetItem {
		fmt.Fprintf(b, "\titems, err := q.get(ctx, %s)\n", m.req.lit)
	} else {
		fmt.Fprintf(b, "\titems, err := q.query(ctx, %s, 0)\n", m.req.lit)
	}
	fmt.Fprintf(b, "\tif err != nil {\n\t\treturn %s err\n\t}\n", zero)
	// Its items by table.
	var lists []string
	own := 0
	for _, t := range c.tables {
		if t.list == "" {
			own++
		}
	}
	// With one table's items, the request reads only them (the design
	// projects _type where items of several come).
	byType := own > 1
	if byType {
		fmt.Fprintf(b, "\tbyType := map[string][]map[string]types.AttributeValue{}\n\tfor _, it := range items {\n\t\tbyType[attrText(it[%[1]q])] = append(byType[attrText(it[%[1]q])], it)\n\t}\n", design.Type)
	}
	for _, t := range c.tables {
		v := g.goName(t.entity)
		switch {
		case t.list != "":
			fmt.Fprintf(b, "\t%s := embedded(%s, %q) // the rows its item embeds\n", v, g.goName(c.parent), t.list)
		case byType:
			fmt.Fprintf(b, "\t%s := byType[%q]\n", v, t.entity)
		default:
			fmt.Fprintf(b, "\t%s := items\n", v)
		}
		lists = append(lists, v)
	}
	if len(c.tables) > 1 {
		fmt.Fprintf(b, "\tif len(%[1]s) > 1 {\n\t\treturn %[2]s fmt.Errorf(%[3]s, len(%[1]s))\n\t}\n", g.goName(c.parent), zero, errorText("%s: the item collection holds %%d %s items, not one", m.Name, c.parent))
	}
	var pads []string
	for _, t := range c.tables {
		pads = append(pads, fmt.Sprint(t.padded))
	}
	fmt.Fprintf(b, "\t// Every combination of the tables' items; a table a LEFT JOIN pads\n\t// gives no item where it has none.\n\trows := combinations([][]map[string]types.AttributeValue{%s}, []bool{%s})\n", strings.Join(lists, ", "), strings.Join(pads, ", "))
	if m.sorted != "" {
		fmt.Fprintf(b, "\t// The application's sort: %s.\n\tsortRows(rows, %s)\n", commentText(orderText(p.App[0])), m.sorted)
	}
	limit := m.req.limit
	if !m.Many {
		limit = "1"
	}
	if limit != "" {
		fmt.Fprintf(b, "\tif len(rows) > %[1]s {\n\t\trows = rows[:%[1]s]\n\t}\n", limit)
	}
	g.rowsOut(b, m, c.at, c.attr)
}

// goName is the local variable of a table's items: its name, as sqlc
// would name a field of it, lower-cased (a placeholder: resolveLocals
// names it in its function).
func (g *gen) goName(entity string) string {
	n := defaultNames.fieldNames([]string{entity}, func(int) int { return -1 })[0]
	return g.local("table\x00"+entity, lowerFirst(n))
}

// rowsOut writes the answer of rows of items (joined, in rows): each
// field read from its table's item (at), from the attribute attrs names
// for table.column (a copy's), else the column's own; sql.ErrNoRows for
// :one when there is no row.
func (g *gen) rowsOut(b *strings.Builder, m *Method, at map[string]int, attrs map[string]string) {
	var fill strings.Builder
	recv := "row"
	if !m.Many {
		recv = "i"
	}
	from := -1
	for _, f := range m.Fields {
		k := at[f.Entity]
		if k != from {
			if from < 0 {
				fmt.Fprintf(&fill, "\td := decoder{item: r[%d]}\n", k)
			} else {
				fmt.Fprintf(&fill, "\td.item = r[%d]\n", k)
			}
			from = k
		}
		if f.strict {
			// sqlc's Scan of a NULL into it fails: so does the method.
			zero := "nil"
			if !m.Many {
				zero = "i"
			}
			fmt.Fprintf(&fill, "\tif r[%d] == nil {\n\t\treturn %s, fmt.Errorf(%s)\n\t}\n", k, zero, errorText("%s: its column %s is NULL (the subquery finds no row), which %s does not hold", m.Name, f.Column, f.Type.Name))
		}
		attr := f.Attr
		if a, ok := attrs[f.Entity+"."+f.Attr]; ok {
			attr = a
		}
		if f.nullFails {
			zero := "nil"
			if !m.Many {
				zero = "i"
			}
			fmt.Fprintf(&fill, "\tif !d.has(%q) {\n\t\treturn %s, fmt.Errorf(%s)\n\t}\n", attr, zero, errorText("%s: its column %s is NULL, which %s does not hold (sqlc's Scan fails alike)", m.Name, f.Column, f.Type.Name))
		}
		x, _ := f.Type.decodeExpr(attr)
		if m.Scalar {
			fmt.Fprintf(&fill, "\t%s = %s\n", recv, x)
		} else {
			fmt.Fprintf(&fill, "\t%s.%s = %s\n", recv, f.Name, x)
		}
	}
	if m.Many {
		fmt.Fprintf(b, "\tvar out []%s\n\tfor _, r := range rows {\n\t\tvar row %s\n%s\t\tif d.err != nil {\n\t\t\treturn nil, d.err\n\t\t}\n\t\tout = append(out, row)\n\t}\n\treturn out, nil\n}\n\n", m.Result, m.Result, strings.ReplaceAll(fill.String(), "\t", "\t\t"))
		return
	}
	fmt.Fprintf(b, "\tif len(rows) == 0 {\n\t\treturn i, sql.ErrNoRows\n\t}\n\tr := rows[0]\n%s\treturn i, d.err\n}\n\n", fill.String())
}

// collectionSrc is the runtime of a collection read, in items.go.
const collectionSrc = `
// embedded are the rows the items hold in their list attribute attr.
func embedded(items []map[string]types.AttributeValue, attr string) []map[string]types.AttributeValue {
	var out []map[string]types.AttributeValue
	for _, it := range items {
		if l, ok := it[attr].(*types.AttributeValueMemberL); ok {
			for _, v := range l.Value {
				if m, ok := v.(*types.AttributeValueMemberM); ok {
					out = append(out, m.Value)
				}
			}
		}
	}
	return out
}

// combinations are the rows of the tables' items: one per combination
// of an item of each; a padded table with no item gives the rows none of
// it (nil), another makes no row.
func combinations(tables [][]map[string]types.AttributeValue, padded []bool) []joined {
	rows := []joined{nil}
	for t, items := range tables {
		if len(items) == 0 && padded[t] {
			items = []map[string]types.AttributeValue{nil}
		}
		var next []joined
		for _, r := range rows {
			for _, it := range items {
				next = append(next, append(r[:len(r):len(r)], it))
			}
		}
		rows = next
	}
	return rows
}
`
