package gogen

import (
	"fmt"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// replacing is a REPLACE that deletes the rows its keys name
// (design.Plan.Evict), as Go: the reads that find those rows, the write
// that deletes one (a DELETE by its table key, filled from the item read),
// and the new row's own write.
type replacing struct {
	byKey    string // the read of the row with the new row's table key; "" when the REPLACE gives none
	collides []collide
	evict    *Method // the DELETE of one row found, from its item (lookupItemWrite)
	own      *Method // the new row's items
}

// collide is the read of the lock item of a further UNIQUE key the new
// row gives, then of the row it names.
type collide struct {
	guards []string // the key's values are not NULL (a NULL takes no lock)
	lock   string   // the lock item's GetItem
	feeds  []string // its attributes naming the row, each a variable
	row    string   // the row's GetItem, keyed by them
}

// replaceRefusal lays out m's REPLACE (m.replace), or says why the
// package does not run it yet.
func (g *gen) replaceRefusal(m *Method) string {
	p := m.Plan
	ev := p.Evict
	switch {
	case (p.Pattern.Result == analyze.ExecLastID || p.Pattern.Result == analyze.ExecResult) && p.NextID == nil:
		return fmt.Sprintf("a REPLACE run as :%s whose row no AUTO_INCREMENT numbers is not generated yet: MySQL's LAST_INSERT_ID() is then an earlier statement's", p.Pattern.Result)
	case ev.Lookup == nil || ev.Lookup.Operation != design.GetItem || len(ev.Lookup.Then) > 0:
		return notYet("a REPLACE whose rows are read by more than a GetItem")
	}
	// Each part is planned as the statement it stands for: the DELETE of
	// one row found, by its item; the new row's INSERT.
	as := func(q *design.Plan, stmt analyze.StatementKind) *design.Plan {
		pt := *p.Pattern
		pt.Upsert, pt.Statement, pt.Result = nil, stmt, analyze.Exec
		c := *q
		c.Pattern, c.Evict, c.Collides, c.KeyCollides = &pt, nil, nil, false
		return &c
	}
	r := &replacing{}
	r.evict = &Method{Plan: as(ev, analyze.Delete), Name: m.Name, Params: m.Params, Struct: m.Struct, paramsName: m.paramsName, file: m.file, fn: g.helper(m.Name, "Evict"), part: true, fromItem: true}
	if why := g.writeRefusal(r.evict); why != "" {
		return "its DELETE of a row it replaces: " + why
	}
	if r.evict.lookup == nil || len(r.evict.choices) > 0 || r.evict.keys != nil || r.evict.lookup.then != nil || r.evict.lookup.check != "" {
		return notYet("a REPLACE whose DELETE of a row it replaces takes more than one read")
	}
	r.own = &Method{Plan: as(p, analyze.Insert), Name: m.Name, Params: m.Params, Struct: m.Struct, paramsName: m.paramsName, file: m.file, fn: g.helper(m.Name, "Own"), part: true}
	if why := g.writeRefusal(r.own); why != "" {
		return "its INSERT: " + why
	}
	if len(r.own.choices) > 0 || r.own.keys != nil || r.own.lookup != nil || len(r.own.parents) > 0 {
		return notYet("a REPLACE whose new row's request is chosen per call")
	}
	if _, ok := r.own.Plan.Request.(*dynamodb.TransactWriteItemsInput); !ok {
		return notYet("a REPLACE whose new row is no transaction")
	}
	if _, ok := ev.Request.(*dynamodb.TransactWriteItemsInput); !ok {
		return notYet("a REPLACE whose DELETE of a row is no transaction")
	}
	m.Clocks = r.own.Clocks
	lookup := func(fed map[string]fedValue) (string, []string, error) {
		sm := *m
		sm.fed = fed
		lit, err := g.requestLiteral(&sm, ev.Lookup)
		if err != nil {
			return "", nil, err
		}
		if len(lit.decs) > 0 {
			return "", nil, fmt.Errorf("%s", notYet("a REPLACE whose rows a DECIMAL keys"))
		}
		return lit.lit, lit.guards, nil
	}
	if p.KeyCollides {
		lit, guards, err := lookup(nil)
		if err != nil {
			return err.Error()
		}
		if len(guards) > 0 {
			return notYet("a REPLACE whose table key may be NULL")
		}
		r.byKey = lit
	}
	e := g.d.Model.Entity(p.Entity)
	for i, rd := range p.Collides {
		if _, ok := rd.Request.(*dynamodb.GetItemInput); !ok {
			return notYet("a REPLACE whose further keys are read by " + rd.Operation + ",")
		}
		lock, err := g.requestLiteral(m, rd)
		if err != nil {
			return err.Error()
		}
		if len(lock.decs) > 0 {
			return notYet("a REPLACE whose further keys a DECIMAL keys")
		}
		c := collide{guards: lock.guards, lock: lock.lit}
		fed := map[string]fedValue{}
		for j, f := range rd.Fills {
			col := e.Column(f.Attr)
			if col == nil {
				return fmt.Sprintf("the lock item's %s is no column of %s", f.Attr, e.Name)
			}
			v := fmt.Sprintf("held%d_%d", i+1, j+1)
			c.feeds = append(c.feeds, fmt.Sprintf("%s, _ := d.text(%q)", v, f.Attr))
			fed[f.Placeholder] = fedValue{expr: v, col: col}
		}
		lit, guards, err := lookup(fed)
		if err != nil {
			return err.Error()
		}
		if len(guards) > 0 {
			return notYet("a REPLACE whose rows a value that may be NULL keys")
		}
		c.row = lit
		r.collides = append(r.collides, c)
	}
	m.replace = r
	return ""
}

// replaceBody writes a REPLACE that deletes the rows its keys name: it
// reads them (the row with its table key, then the row each further key's
// lock item names, ConsistentRead), then sends one transaction deleting
// each, as a DELETE by its table key would, on condition it still holds
// what was read, and putting the new row's items; an item deleted and put
// there is sent once (mergeItems). A cancelled transaction means another
// write changed a row, a key or a UNIQUE value since the reads: it reads
// again, up to retries times (then ErrConflict), as MySQL's REPLACE
// never fails on a taken key.
func (g *gen) replaceBody(b *strings.Builder, m *Method) {
	r := m.replace
	zero := map[analyze.ResultKind]string{analyze.ExecRows: "0, ", analyze.ExecLastID: "0, ", analyze.ExecResult: "nil, "}[m.Plan.Pattern.Result]
	fmt.Fprintf(b, "//\n// %s\n", commentText(replaceLine(m.Plan)))
	fmt.Fprintf(b, "func (q *Queries) %s {\n", g.signature(m))
	if len(m.Clocks) > 0 {
		fmt.Fprintf(b, "\t%s := q.now() // the time of the write: NOW(), DEFAULT CURRENT_TIMESTAMP\n", clockVar)
	}
	seqSteps(b, r.own, zero) // numbered once: a try again inserts the same row
	b.WriteString("\tfor try := 1; ; try++ {\n")
	b.WriteString("\t\t// The rows REPLACE deletes, each once.\n\t\tvar rows []map[string]types.AttributeValue\n\t\tseen := map[[2]string]bool{}\n")
	b.WriteString("\t\tkeep := func(items []map[string]types.AttributeValue) {\n\t\t\tfor _, it := range items {\n")
	fmt.Fprintf(b, "\t\t\t\tif at := [2]string{attrText(it[%q]), attrText(it[%q])}; !seen[at] {\n\t\t\t\t\tseen[at] = true\n\t\t\t\t\trows = append(rows, it)\n\t\t\t\t}\n\t\t\t}\n\t\t}\n", design.PK, design.SK)
	if r.byKey != "" {
		fmt.Fprintf(b, "\t\t{\n\t\t\t// The row with its table key.\n\t\t\titems, err := q.get(ctx, %s)\n\t\t\tif err != nil {\n\t\t\t\treturn %serr\n\t\t\t}\n\t\t\tkeep(items)\n\t\t}\n", r.byKey, zero)
	}
	for i, c := range r.collides {
		fmt.Fprintf(b, "\t\t// The row holding its UNIQUE value %d, named by its lock item.\n", i+1)
		if len(c.guards) > 0 {
			fmt.Fprintf(b, "\t\tif %s { // a NULL takes no lock item\n", strings.Join(c.guards, " && "))
		} else {
			b.WriteString("\t\t{\n")
		}
		fmt.Fprintf(b, "\t\t\tlocks, err := q.get(ctx, %s)\n\t\t\tif err != nil {\n\t\t\t\treturn %serr\n\t\t\t}\n", c.lock, zero)
		b.WriteString("\t\t\tif len(locks) > 0 {\n\t\t\t\td := decoder{item: locks[0]}\n")
		for _, f := range c.feeds {
			b.WriteString("\t\t\t\t" + f + "\n")
		}
		fmt.Fprintf(b, "\t\t\t\titems, err := q.get(ctx, %s)\n\t\t\t\tif err != nil {\n\t\t\t\t\treturn %serr\n\t\t\t\t}\n\t\t\t\tkeep(items)\n\t\t\t}\n\t\t}\n", c.row, zero)
	}
	b.WriteString("\t\ttx := &dynamodb.TransactWriteItemsInput{}\n")
	b.WriteString("\t\tfor _, it := range rows {\n")
	if _, keyed := r.evict.fed[design.PK]; keyed {
		fmt.Fprintf(b, "\t\t\tat := [2]string{attrText(it[%q]), attrText(it[%q])}\n", design.PK, design.SK)
	}
	lookupItemWrite(b, r.evict, zero, "\t\t\t")
	b.WriteString("\t\t\ttx.TransactItems = append(tx.TransactItems, in.TransactItems...)\n\t\t}\n")
	b.WriteString("\t\t{\n\t\t\t// The new row's items.\n")
	for _, s := range append(append(append([]string{}, r.own.write.decs...), r.own.generated...), r.own.write.pre...) {
		b.WriteString("\t\t\t" + s + "\n")
	}
	fmt.Fprintf(b, "\t\t\tin := %s\n", r.own.write.lit)
	for _, o := range guardsMerged(r.own.write.optional) {
		b.WriteString("\t\t\t" + o + "\n")
	}
	b.WriteString("\t\t\ttx.TransactItems = append(tx.TransactItems, in.TransactItems...)\n\t\t}\n")
	b.WriteString("\t\tmergeItems(tx)\n\t\t_, err := q.client.TransactWriteItems(ctx, tx)\n")
	fmt.Fprintf(b, "\t\tif cancelled(err) {\n\t\t\tif try == retries {\n\t\t\t\treturn %sfmt.Errorf(%s, ErrConflict)\n\t\t\t}\n\t\t\tcontinue // a row, a key or a UNIQUE value changed since the reads: read again\n\t\t}\n", zero, errorText("%s: %%w", m.Name))
	fmt.Fprintf(b, "\t\tif err != nil {\n\t\t\treturn %serr\n\t\t}\n", zero)
	// MySQL counts the rows REPLACE deletes and the one it inserts; its
	// LAST_INSERT_ID() is the new row's AUTO_INCREMENT value.
	id := "0"
	if sq := r.own.seq; sq != nil {
		id = "int64(" + seqVar + ")"
		if sq.typ.Base == "int64" {
			id = seqVar
		}
	}
	done := map[analyze.ResultKind]string{analyze.Exec: "return nil", analyze.ExecRows: "return int64(len(rows)) + 1, nil",
		analyze.ExecLastID: "return " + id + ", nil", analyze.ExecResult: "return result{id: " + id + ", rows: int64(len(rows)) + 1}, nil"}[m.Plan.Pattern.Result]
	fmt.Fprintf(b, "\t\t%s\n\t}\n}\n\n", done)
}

// replaceLine says in a line what a REPLACE that deletes the rows its keys
// name sends.
func replaceLine(p *design.Plan) string {
	var reads []string
	if p.KeyCollides {
		reads = append(reads, "the row with its table key")
	}
	if n := len(p.Collides); n > 0 {
		reads = append(reads, fmt.Sprintf("the lock items of its %d further UNIQUE keys and the rows they name", n))
	}
	return fmt.Sprintf("Plan: GetItem (ConsistentRead) of %s, then one TransactWriteItems deleting each row found and putting the new row's items.", strings.Join(reads, " and "))
}
