package gogen

import (
	"fmt"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// upsert is INSERT ... ON DUPLICATE KEY UPDATE: the UPDATE of the row
// the INSERT's key names (the plan, conditioned on the item being
// there), and, when there is none, the INSERT (Plan.Otherwise), each a
// function of its own (verify's writeAll). An INSERT refused because
// another writer put the row in between sends the UPDATE again, up to
// retries times, as MySQL then updates that row.
//
// An upsert that plans no UPDATE (INSERT IGNORE, ON DUPLICATE KEY UPDATE
// that changes nothing) is the INSERT alone: a row its key or a UNIQUE
// value names already is left as it is, no error and no row affected.
//
// One whose key taken returns that row's id (ON DUPLICATE KEY UPDATE id =
// LAST_INSERT_ID(id), run as :execlastid) is the INSERT and, when it is
// refused, the read of the id the key's item holds (design.Plan.Existing,
// ConsistentRead): existing, the GetItem's literal, and lastID its
// attribute.
type upsert struct {
	update, insert *Method
	existing       string
	lastID         Field
}

// lonePut says p is REPLACE's one Put of the whole item, over the one
// there (Plan.Overwrite): a plain write, no upsert's parts.
func lonePut(p *design.Plan) bool {
	return p.Overwrite && p.Otherwise == nil && p.Evict == nil && p.Existing == nil && len(p.Redirects)+len(p.Collides) == 0
}

// upsertRefusal lays out m's upsert; "" when the package runs it, else
// why not.
func (g *gen) upsertRefusal(m *Method) string {
	p := m.Plan
	pat := p.Pattern
	ignores := p.Otherwise == nil && p.Evict == nil && p.Existing == nil && len(p.Redirects)+len(p.Collides) == 0
	existing := p.Otherwise == nil && p.Evict == nil && p.Existing != nil && len(p.Redirects)+len(p.Collides) == 0
	switch {
	case existing && pat.Result != analyze.ExecLastID:
		return fmt.Sprintf("an upsert that reads the id of the row its key names, run as :%s, is not generated yet", pat.Result)
	case existing:
	case ignores && pat.Result != analyze.Exec && pat.Result != analyze.ExecRows:
		return fmt.Sprintf("an INSERT that leaves a taken key's row as it is, run as :%s, is not generated yet: MySQL's id of the row it leaves is not the package's", pat.Result)
	case ignores:
	case p.Otherwise == nil || p.Evict != nil || p.Existing != nil || len(p.Redirects)+len(p.Collides) > 0:
		return notYet("a write with an upsert that reads the row its further UNIQUE keys name, or REPLACE,")
	case pat.Result != analyze.Exec:
		// MySQL counts 1 for a row inserted, 2 for one updated, 1 for
		// one left as it was (CLIENT_FOUND_ROWS), and its
		// LAST_INSERT_ID() of an updated row is no id the package knows.
		return fmt.Sprintf("an upsert run as :%s is not generated yet: MySQL's count and id of an updated row are not the package's", pat.Result)
	}
	// The parts are plans of an UPDATE (0 rows: no item) and an INSERT
	// (ErrDuplicateKey: the row is there).
	part := func(q *design.Plan, stmt analyze.StatementKind, res analyze.ResultKind, fn string) (*Method, string) {
		pt := *pat
		pt.Upsert, pt.Statement, pt.Result = nil, stmt, res
		c := *q
		c.Pattern, c.Otherwise, c.Existing = &pt, nil, nil
		c.Variants = nil
		for _, v := range q.Variants {
			vc := *v
			vc.Pattern, vc.Otherwise = &pt, nil
			c.Variants = append(c.Variants, &vc)
		}
		pm := &Method{Plan: &c, Name: m.Name, Params: m.Params, Struct: m.Struct, file: m.file, fn: fn, part: true}
		return pm, g.writeRefusal(pm)
	}
	base := lowerFirst(m.Name)
	if existing {
		insert, why := part(p, analyze.Insert, analyze.ExecLastID, base+"Insert")
		if why != "" {
			return "its INSERT: " + why
		}
		e := g.d.Model.Entity(p.Entity)
		var c *analyze.Column
		if e != nil && pat.Upsert != nil {
			c = e.Column(pat.Upsert.LastID)
		}
		if _, ok := p.Existing.Request.(*dynamodb.GetItemInput); !ok || c == nil {
			return notYet("a write with an upsert that reads the row's id by " + p.Existing.Operation + ",")
		}
		sm := *m
		r, err := g.requestLiteral(&sm, p.Existing)
		if err != nil {
			return err.Error()
		}
		if len(r.guards)+len(r.decs) > 0 {
			return notYet("a write with an upsert whose read of the row's id a NULL or a DECIMAL keys,")
		}
		m.upsert = &upsert{insert: insert, existing: r.lit, lastID: Field{Attr: c.Name, Type: typeOf(e.Name, c, false)}}
		return ""
	}
	if ignores {
		insert, why := part(p, analyze.Insert, analyze.Exec, base+"Insert")
		if why != "" {
			return "its INSERT: " + why
		}
		m.upsert = &upsert{insert: insert}
		return ""
	}
	update, why := part(p, analyze.Update, analyze.ExecRows, base+"Update")
	if why != "" {
		return "its UPDATE: " + why
	}
	insert, why := part(p.Otherwise, analyze.Insert, analyze.Exec, base+"Insert")
	if why != "" {
		return "its INSERT: " + why
	}
	m.upsert = &upsert{update: update, insert: insert}
	return ""
}

// upsertBody writes an upsert's method, which calls its parts.
func (g *gen) upsertBody(b *strings.Builder, m *Method) {
	u := m.upsert
	args := "ctx"
	switch {
	case m.Struct:
		args += ", arg"
	case len(m.Params) == 1:
		args += ", " + m.Params[0].Name
	}
	if u.existing != "" {
		x, _ := u.lastID.Type.decodeExpr(u.lastID.Attr)
		if u.lastID.Type.Base != "int64" {
			x = "int64(" + x + ")"
		}
		b.WriteString("//\n// Plan: the INSERT; when its key or a UNIQUE value is taken, LAST_INSERT_ID() is that row's id, read from the item that holds the key.\n")
		fmt.Fprintf(b, "func (q *Queries) %s {\n", g.signature(m))
		fmt.Fprintf(b, "\tfor try := 0; ; try++ {\n\t\tid, err := q.%s(%s)\n\t\tif !errors.Is(err, ErrDuplicateKey) {\n\t\t\treturn id, err\n\t\t}\n", u.insert.fn, args)
		fmt.Fprintf(b, "\t\t// The key is taken: LAST_INSERT_ID(%s) is that row's, which the item of the key holds.\n\t\tout, err := q.client.GetItem(ctx, %s)\n\t\tif err != nil {\n\t\t\treturn 0, err\n\t\t}\n", u.lastID.Attr, strings.ReplaceAll(u.existing, "\n", "\n\t"))
		fmt.Fprintf(b, "\t\tif out.Item != nil {\n\t\t\td := decoder{item: out.Item}\n\t\t\tid := %s\n\t\t\treturn id, d.err\n\t\t}\n", x)
		fmt.Fprintf(b, "\t\tif try == retries {\n\t\t\treturn 0, fmt.Errorf(\"%s: the row that holds the key went away %%d times in between\", retries)\n\t\t}\n", m.Name)
		b.WriteString("\t\t// Another writer deleted the row in between: the INSERT again.\n\t}\n}\n\n")
		fmt.Fprintf(b, "// %s is %s's INSERT, as the design plans it.\n", u.insert.fn, m.Name)
		g.emit(b, u.insert)
		return
	}
	if u.update == nil {
		b.WriteString("//\n// Plan: the INSERT; a row its key or a UNIQUE value names already is left as it is.\n")
		fmt.Fprintf(b, "func (q *Queries) %s {\n", g.signature(m))
		if m.Plan.Pattern.Result == analyze.ExecRows {
			fmt.Fprintf(b, "\terr := q.%s(%s)\n\tswitch {\n\tcase errors.Is(err, ErrDuplicateKey):\n\t\treturn 0, nil // no row affected\n\tcase err != nil:\n\t\treturn 0, err\n\t}\n\treturn 1, nil\n}\n\n", u.insert.fn, args)
		} else {
			fmt.Fprintf(b, "\tif err := q.%s(%s); !errors.Is(err, ErrDuplicateKey) {\n\t\treturn err\n\t}\n\treturn nil // the row is left as it is\n}\n\n", u.insert.fn, args)
		}
		fmt.Fprintf(b, "// %s is %s's INSERT, as the design plans it.\n", u.insert.fn, m.Name)
		g.emit(b, u.insert)
		return
	}
	b.WriteString("//\n// Plan: the UPDATE of the row its key names; when there is none, the INSERT.\n")
	fmt.Fprintf(b, "func (q *Queries) %s {\n", g.signature(m))
	fmt.Fprintf(b, "\tfor try := 0; ; try++ {\n\t\tn, err := q.%s(%s)\n\t\tif err != nil || n > 0 {\n\t\t\treturn err\n\t\t}\n", u.update.fn, args)
	fmt.Fprintf(b, "\t\terr = q.%s(%s)\n\t\tif !errors.Is(err, ErrDuplicateKey) || try == retries {\n\t\t\treturn err\n\t\t}\n", u.insert.fn, args)
	b.WriteString("\t\t// Another writer put the row in between: MySQL updates it.\n\t}\n}\n\n")
	for _, pm := range []*Method{u.update, u.insert} {
		verb := map[analyze.StatementKind]string{analyze.Update: "UPDATE", analyze.Insert: "INSERT"}[pm.Plan.Pattern.Statement]
		fmt.Fprintf(b, "// %s is %s's %s, as the design plans it.\n", pm.fn, m.Name, verb)
		g.emit(b, pm)
	}
}
