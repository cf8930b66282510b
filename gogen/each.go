package gogen

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// listRead is a read of one table by one request shape sent once per
// value, as verify's runner sends it: once per distinct value of an IN
// list or a sqlc.slice that binds part of its key (design.Plan.Each), once
// per shard of a sharded key (Shards), or a BatchGetItem of every distinct
// key an IN list names; the items merged, then the application's check,
// DISTINCT, sort and LIMIT. A one-request read that the application
// dedupes or sorts by the plan (Plan.Distinct, Plan.Sort) is one too.
type listRead struct {
	// vals are the statements that put each value's key text in vals
	// ([]string), or each key in keys ([][2]string) for a BatchGetItem;
	// "" for a request sent once.
	vals string
	ka   string // a BatchGetItem's KeysAndAttributes, but its Keys
	// loop says what the request is sent once per, for the comment.
	loop string
	// merge is a sharded read's []sortKey by its sort key attribute:
	// the shards' answers interleave in sort key order.
	merge    string
	distinct string // []sortKey of DISTINCT's columns, as their keys compare
	sort     string // []sortKey of the plan's ORDER BY
	order    string
	readAll  bool // the check or DISTINCT comes before the LIMIT: no request carries it
}

// eachVar is the loop variable of a list read: the value's key text.
const eachVar = "v"

// encodedValue is the type of eachVar: a key's text, written as it is.
var encodedValue = goType{Name: "string", Base: "string", encoded: true}

// listReads says whether m's plan is a list read.
func listReads(p *design.Plan) bool {
	return len(p.Then)+len(p.App) == 0 && (p.Each != "" || p.Shards > 1 || p.Operation == design.BatchGetItem || len(p.Distinct)+len(p.Sort) > 0)
}

// listRead lays out m's plan as a list read; "" when the generator
// writes it, else why not.
func (g *gen) listRead(m *Method) string {
	p := m.Plan
	e := g.tableOf(m, p.Entity)
	if len(p.Variants) > 0 || p.Into != nil || p.LookupItems || p.DropChildless || p.KeysOnly || len(p.Pattern.Returns) > 1 || p.Each != "" && p.Shards > 1 || e == nil {
		return notYet("a plan of a request per value")
	}
	for _, f := range m.Fields {
		if f.Entity != p.Entity {
			return notYet("a plan of a request per value")
		}
	}
	l := &listRead{}
	sm := *m
	sm.list = map[string]listValue{}
	var entries []listEntry
	switch {
	case p.Operation == design.BatchGetItem:
		in, ok := p.Request.(*dynamodb.BatchGetItemInput)
		if !ok {
			return "its BatchGetItem is not generated yet"
		}
		if l.ka, ok = keysAndAttributes(in); !ok {
			return "a BatchGetItem with ConsistentRead is not generated yet"
		}
		for _, k := range p.BatchKeys {
			entries = append(entries, listEntry{cols: placeholders(k[0], k[1]), write: func(sm *Method, r *request) (string, error) {
				pk, err := g.template(sm, k[0], r)
				if err != nil {
					return "", err
				}
				sk, err := g.template(sm, k[1], r)
				return fmt.Sprintf("{%s, %s}", pk, sk), err
			}})
		}
		l.loop = "BatchGetItem of each distinct key the IN list names, 100 a call"
	case p.Each != "":
		var why string
		if l.vals, l.loop, why = g.eachOf(&sm, p, e); why != "" {
			return why
		}
	case p.Shards > 1:
		l.vals = fmt.Sprintf("vals := []string{%s}", shardValues(p.Shards))
		sm.list[design.ShardCol] = listValue{eachVar, encodedValue}
		l.loop = fmt.Sprintf("%s once per shard of the key (R14)", p.Operation)
		l.merge = fmt.Sprintf("[]sortKey{{attr: %q, desc: %v, key: keyAsIs}}", p.SKAttr, p.Descending)
	}
	if len(entries) > 0 {
		var why string
		if l.vals, why = g.listValues(&sm, "keys", entries); why != "" {
			return why
		}
	}
	var r *request
	if p.Operation == design.BatchGetItem {
		r = &request{limit: g.rowLimit(m, p)}
	} else {
		switch p.Request.(type) {
		case *dynamodb.GetItemInput, *dynamodb.QueryInput, *dynamodb.ScanInput:
		default:
			return fmt.Sprintf("its %s is not generated yet", p.Operation)
		}
		var err error
		if r, err = g.requestLiteral(&sm, p); err != nil {
			return err.Error()
		}
		if m.check, err = g.checkFilter(&sm, p, "items", r); err != nil {
			return err.Error()
		}
	}
	if len(p.Distinct) > 0 {
		var why string
		if l.distinct, why = valueKeys(e, p.Distinct, "DISTINCT"); why != "" {
			return why
		}
	}
	l.readAll = m.check != "" || l.distinct != ""
	var why string
	if l.sort, l.order, why = g.planSort(m, p); why != "" {
		return why
	}
	m.req, m.listed = r, l
	return ""
}

// shardValues are the n values of a sharded key's {_shard}, as Go
// strings, each as design.Fill writes it.
func shardValues(n int) string {
	var shards []string
	for i := range n {
		shards = append(shards, strconv.Quote(design.KeyValue(nil, strconv.Itoa(i))))
	}
	return strings.Join(shards, ", ")
}

// eachOf readies sm (a copy of the method) to write p's request once per
// value of its IN list (p.Each), {col} the loop's eachVar: it returns the
// statements that put each value's key text in vals, and what the request
// is sent once per; why not when a value cannot be written.
func (g *gen) eachOf(sm *Method, p *design.Plan, e *analyze.Entity) (vals, loop, why string) {
	c := e.Column(p.Each)
	if c == nil {
		return "", "", fmt.Sprintf("the IN list's column %s is no column of %s", p.Each, e.Name)
	}
	var entries []listEntry
	for _, t := range p.EachValues {
		switch {
		case len(t) == 1 && t[0].Col != "":
			entries = append(entries, listEntry{cols: placeholders(t), write: func(sm *Method, r *request) (string, error) {
				return g.part(sm, t[0], false, r)
			}})
		case !slices.ContainsFunc(t, func(x design.Part) bool { return x.Col != "" }):
			v, _ := design.Fill(t, e, nil)
			entries = append(entries, listEntry{write: func(*Method, *request) (string, error) {
				return strconv.Quote(design.KeyValue(c, v)), nil
			}})
		default:
			return "", "", fmt.Sprintf("an IN list's value %s is not generated yet", t)
		}
	}
	if vals, why = g.listValues(sm, "vals", entries); why != "" {
		return "", "", why
	}
	sm.list = withList(sm.list, p.Each, listValue{eachVar, encodedValue})
	return vals, fmt.Sprintf("%s once per distinct value of the IN list on %s, as its key writes it", p.Operation, p.Each), ""
}

// valueKeys are the columns cols of e as a []sortKey literal, each value
// compared as its key writes it (its collation), for DISTINCT or GROUP BY
// (what); "" and why not when one is no column of e.
func valueKeys(e *analyze.Entity, cols []string, what string) (string, string) {
	var keys []string
	for _, col := range cols {
		c := e.Column(col)
		if c == nil {
			return "", fmt.Sprintf("%s %s, which is no column of %s, is not generated yet", what, col, e.Name)
		}
		key, err := sortKeyFunc(c)
		if err != nil {
			return "", err.Error()
		}
		keys = append(keys, fmt.Sprintf("{attr: %q, key: %s}", c.Name, key))
	}
	return "[]sortKey{" + strings.Join(keys, ", ") + "}", ""
}

// listEntry is one value of a list read's list: the placeholders it
// fills, and its Go expression.
type listEntry struct {
	cols  []string
	write func(sm *Method, r *request) (string, error)
}

// placeholders are the columns the templates fill.
func placeholders(ts ...design.Template) []string {
	var out []string
	for _, t := range ts {
		for _, p := range t {
			if p.Col != "" {
				out = append(out, p.Col)
			}
		}
	}
	return out
}

// listValues writes the statements that put in name each value the
// entries give: an entry of a sqlc.slice's placeholder once per element
// of the slice (x), another once. A value whose parameter is NULL is none,
// as IN finds no row by NULL. "" and why not when an entry cannot be
// written.
func (g *gen) listValues(m *Method, name string, entries []listEntry) (string, string) {
	elem := "string"
	if name == "keys" {
		elem = "[2]string"
	}
	var b strings.Builder
	var simple []string
	for _, en := range entries {
		sm := *m
		loop := ""
		for _, prm := range m.Params {
			if prm.List && slices.Contains(en.cols, prm.Fills[0]) {
				sm.list = withList(m.list, prm.Fills[0], listValue{"x", prm.Type})
				loop = g.paramExpr(m, prm)
			}
		}
		r := &request{}
		x, err := en.write(&sm, r)
		if err != nil {
			return "", err.Error()
		}
		if elem == "[2]string" {
			x = "[2]string" + x
		}
		if loop == "" && len(r.guards)+len(r.decs) == 0 {
			simple = append(simple, x)
			fmt.Fprintf(&b, "%s = append(%s, %s)\n", name, name, x)
			continue
		}
		simple = nil
		if loop != "" {
			fmt.Fprintf(&b, "for _, x := range %s {\n", loop)
			switch len(r.guards) {
			case 0:
			case 1:
				fmt.Fprintf(&b, "if !%s {\ncontinue // IN finds no row by NULL\n}\n", r.guards[0])
			default:
				fmt.Fprintf(&b, "if !(%s) {\ncontinue // IN finds no row by NULL\n}\n", strings.Join(r.guards, " && "))
			}
		} else if len(r.guards) > 0 {
			fmt.Fprintf(&b, "if %s { // IN finds no row by NULL\n", strings.Join(r.guards, " && "))
		}
		for _, d := range r.decs {
			b.WriteString(d + "\n")
		}
		fmt.Fprintf(&b, "%s = append(%s, %s)\n", name, name, x)
		if loop != "" || len(r.guards) > 0 {
			b.WriteString("}\n")
		}
	}
	if len(simple) == len(entries) {
		// No NULL and no slice: the values as a literal.
		return fmt.Sprintf("%s := []%s{%s}", name, elem, strings.Join(simple, ", ")), ""
	}
	return fmt.Sprintf("var %s []%s\n%s", name, elem, strings.TrimSuffix(b.String(), "\n")), ""
}

// withList is a copy of m with k set to v.
func withList(m map[string]listValue, k string, v listValue) map[string]listValue {
	out := maps.Clone(m)
	if out == nil {
		out = map[string]listValue{}
	}
	out[k] = v
	return out
}

// listBody writes a list read: the requests, the items merged, then the
// check, DISTINCT, sort and LIMIT.
func (g *gen) listBody(b *strings.Builder, m *Method) {
	l, p, r := m.listed, m.body(), m.req
	zero := readStart(b, m, r)
	limit := r.limit
	if limit == "" || l.readAll {
		limit = "0"
	}
	if l.vals != "" {
		fmt.Fprintf(b, "\t// The %s; the answers merged.\n\t%s\n", commentText(l.loop), strings.ReplaceAll(l.vals, "\n", "\n\t"))
	}
	send := func() string {
		switch p.Operation {
		case design.GetItem:
			return fmt.Sprintf("q.get(ctx, %s)", indent(r.lit))
		default:
			return fmt.Sprintf("q.%s(ctx, %s, %s)", strings.ToLower(p.Operation), indent(r.lit), limit)
		}
	}
	switch {
	case p.Operation == design.BatchGetItem:
		fmt.Fprintf(b, "\titems, err := q.batchGet(ctx, %s, distinctValues(keys))\n\tif err != nil {\n\t\treturn %s err\n\t}\n", l.ka, zero)
	case l.vals != "":
		fmt.Fprintf(b, "\tvar items []map[string]types.AttributeValue\n\tfor _, %s := range distinctValues(vals) {\n\t\tfound, err := %s\n\t\tif err != nil {\n\t\t\treturn %s err\n\t\t}\n\t\titems = append(items, found...)\n\t}\n", eachVar, indent(send()), zero)
	default:
		fmt.Fprintf(b, "\titems, err := %s\n\tif err != nil {\n\t\treturn %s err\n\t}\n", send(), zero)
	}
	if m.check != "" {
		b.WriteString("\t" + strings.ReplaceAll(m.check, "\n", "\n\t") + "\n")
	}
	if m.computed != "" {
		b.WriteString("\t" + strings.ReplaceAll(m.computed, "\n", "\n\t") + "\n")
	}
	b.WriteString("\trows := rowsOf(items)\n")
	cut := func() {
		if r.limit != "" {
			fmt.Fprintf(b, "\tif len(rows) > %[1]s {\n\t\trows = rows[:%[1]s]\n\t}\n", r.limit)
		}
	}
	if l.merge != "" {
		fmt.Fprintf(b, "\t// The shards' items interleave in sort key order.\n\tsortRows(rows, %s)\n", l.merge)
		cut()
	}
	if l.distinct != "" {
		fmt.Fprintf(b, "\t// DISTINCT: each value once, as its column's collation compares.\n\trows = distinctRows(rows, %s)\n", l.distinct)
	}
	if l.sort != "" {
		fmt.Fprintf(b, "\t// The application's sort: %s.\n\tsortRows(rows, %s)\n", commentText(l.order), l.sort)
	}
	if l.merge == "" || l.distinct+l.sort != "" {
		cut()
	}
	g.rowsOut(b, m, map[string]int{p.Entity: 0}, nil)
}

// listSrc is the runtime of list reads, in items.go.
const listSrc = `
// keyAsIs is the sortKey key of an attribute compared as it is written:
// a table key's.
func keyAsIs(s string) string { return s }

// distinctValues are vs each once, in the order first met.
func distinctValues[T comparable](vs []T) []T {
	seen := make(map[T]bool, len(vs))
	var out []T
	for _, v := range vs {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// distinctRows keeps the first row of each combination of the values of
// keys, each compared as its key writes it (City and city are one value
// of a case-insensitive column); NULL is a value of its own.
func distinctRows(rows []joined, keys []sortKey) []joined {
	seen := map[string]bool{}
	var out []joined
	for _, r := range rows {
		var k strings.Builder
		for _, sk := range keys {
			if v, ok := attrOf(r[sk.at], sk.attr); ok {
				k.WriteString("=" + sk.key(v))
			}
			k.WriteString("\x00")
		}
		if !seen[k.String()] {
			seen[k.String()] = true
			out = append(out, r)
		}
	}
	return out
}
`
