package gogen

import (
	"fmt"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// insertSelect is INSERT ... SELECT (design's insertSelect): the SELECT's
// read (Plan.Lookup, a consistent read), then one row per item it finds,
// the INSERT's columns the item's attributes (Plan.Feed), each row a
// write of its own (numbered by the sequence, in the order the SELECT
// reads them), as verify's writeFoundOnce writes them. As the design's
// reasons say, it is not atomic as the statement is: a taken key refuses
// its row with ErrDuplicateKey, and the rows before it stay written.
type insertSelect struct {
	read  *request
	op    string // GetItem or Query
	check string // the application's check of the items read (found)
	sort  string // []sortKey of the SELECT's merge sort, "" for its key's order
	feeds []string
}

// insertSelectRefusal lays out m's INSERT ... SELECT (m.inserts, and
// m.fed: each INSERT column the item's attribute), or says why the
// package does not run it yet.
func (g *gen) insertSelectRefusal(m *Method) string {
	p := m.Plan
	l := p.Lookup
	switch {
	case l == nil || len(p.Feed) == 0:
		return notYet("an INSERT ... SELECT that reads no rows")
	case len(l.Then)+len(l.App)+len(l.Variants)+len(l.Distinct) > 0 || l.Each != "" || l.Shards > 1 || l.LookupItems || l.Into != nil || l.KeysOnly || l.Limit > 0:
		return notYet("an INSERT ... SELECT whose read takes several requests or the application's steps")
	case l.Pattern.LimitParam:
		return notYet("an INSERT ... SELECT with LIMIT ?")
	case p.Pattern.Result != analyze.Exec && p.Pattern.Result != analyze.ExecRows:
		return fmt.Sprintf("an INSERT ... SELECT run as :%s is not generated yet", p.Pattern.Result)
	}
	switch l.Request.(type) {
	case *dynamodb.GetItemInput, *dynamodb.QueryInput:
	default:
		return fmt.Sprintf("its read of the rows it copies, a %s, is not generated yet", l.Operation)
	}
	// The read's values are the method's parameters: written before the
	// INSERT's columns stand for the item's.
	r, err := g.requestLiteral(m, l)
	if err != nil {
		return err.Error()
	}
	is := &insertSelect{read: r, op: l.Operation}
	if is.check, err = g.checkFilter(m, l, "found", r); err != nil {
		return err.Error()
	}
	if len(l.Sort) > 0 {
		order := design.AppStep{Kind: design.AppSort, Order: l.Sort}
		var why string
		if is.sort, why = g.appSort(m, order, map[string]int{l.Entity: 0}, l.Entity, nil); why != "" {
			return why
		}
	}
	e, src := g.d.Model.Entity(p.Entity), g.d.Model.Entity(l.Entity)
	if e == nil || src == nil {
		return "its tables are not in the schema"
	}
	m.fed = map[string]fedValue{}
	for _, f := range p.Feed {
		col, from := e.Column(f.Placeholder), src.Column(f.Attr)
		if col == nil || from == nil {
			return fmt.Sprintf("the INSERT's column %s from %s.%s is no column of the schema", f.Placeholder, src.Name, f.Attr)
		}
		v := fedValue{expr: g.local("row\x00"+col.Name, "row"+defaultNames.sqlName(col.Name)), col: col}
		has := "_"
		if !from.NotNull {
			v.has = g.local("has\x00"+col.Name, "has"+defaultNames.sqlName(col.Name))
			has = v.has
		}
		m.fed[f.Placeholder] = v
		is.feeds = append(is.feeds, fmt.Sprintf("%s, %s := d.text(%q)", v.expr, has, from.Name))
	}
	// A NULL the SELECT reads keys nothing: MySQL refuses it in a primary
	// key, and leaves the row out of an index.
	for _, t := range writeTemplates(p) {
		if len(t) > 1 && len(fedGuards(m, t)) > 0 {
			return notYet("an INSERT ... SELECT whose key is built from a column the SELECT may read as NULL")
		}
	}
	m.inserts = is
	return ""
}

// insertSelectBody writes the read of the rows an INSERT ... SELECT
// copies, then each row's write.
func (g *gen) insertSelectBody(b *strings.Builder, m *Method, zero string) {
	is := m.inserts
	b.WriteString("\t// The rows the INSERT's SELECT reads, as it reads them.\n")
	switch is.op {
	case design.GetItem:
		fmt.Fprintf(b, "\tfound, err := q.get(ctx, %s)\n", indent(is.read.lit))
	default:
		fmt.Fprintf(b, "\tfound, err := q.query(ctx, %s, 0)\n", indent(is.read.lit))
	}
	fmt.Fprintf(b, "\tif err != nil {\n\t\treturn %serr\n\t}\n", zero)
	if is.check != "" {
		b.WriteString("\t" + strings.ReplaceAll(is.check, "\n", "\n\t") + "\n")
	}
	if is.sort != "" {
		fmt.Fprintf(b, "\t// The SELECT's ORDER BY, which numbers the rows.\n\trows := rowsOf(found)\n\tsortRows(rows, %s)\n\tfor i, r := range rows {\n\t\tfound[i] = r[0]\n\t}\n", is.sort)
	}
	b.WriteString("\t// One row per item, written one by one: not atomic as the statement\n\t// is, a taken key refuses its row, and the rows before it stay written.\n")
	rows := m.Plan.Pattern.Result == analyze.ExecRows
	if rows {
		b.WriteString("\tvar n int64\n")
	}
	b.WriteString("\tfor _, it := range found {\n\t\td := decoder{item: it}\n")
	for _, f := range is.feeds {
		b.WriteString("\t\t" + f + "\n")
	}
	var one strings.Builder
	g.writeSteps(&one, m, zero)
	b.WriteString("\t" + strings.ReplaceAll(strings.TrimSuffix(one.String(), "\n"), "\n", "\n\t") + "\n")
	if rows {
		b.WriteString("\t\tn++\n\t}\n\treturn n, nil\n}\n\n")
		return
	}
	b.WriteString("\t}\n\treturn nil\n}\n\n")
}
