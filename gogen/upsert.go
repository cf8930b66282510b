package gogen

import (
	"fmt"
	"slices"
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
	// holder, for an INSERT that gives further UNIQUE keys
	// (design.Plan.Redirects), is the body of the function reading their
	// lock items in MySQL's order: the first found names the row MySQL
	// updates, whose table key it holds.
	holder string
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
	if p.Evict != nil {
		return g.replaceRefusal(m)
	}
	switch {
	case existing && pat.Result != analyze.ExecLastID:
		return fmt.Sprintf("an upsert that reads the id of the row its key names, run as :%s, is not generated yet", pat.Result)
	case existing:
	case ignores && pat.Result != analyze.Exec && pat.Result != analyze.ExecRows:
		return fmt.Sprintf("an INSERT that leaves a taken key's row as it is, run as :%s, is not generated yet: MySQL's id of the row it leaves is not the package's", pat.Result)
	case ignores:
	case p.Otherwise == nil || p.Evict != nil || p.Existing != nil || len(p.Collides) > 0:
		return notYet("a write with REPLACE that deletes the rows its keys name")
	case len(p.Redirects) > 0 && !m.Struct:
		return notYet("an upsert with further UNIQUE keys whose parameters are no Params struct")
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
		c.Pattern, c.Otherwise, c.Existing, c.Redirects = &pt, nil, nil, nil
		c.Variants = nil
		for _, v := range q.Variants {
			vc := *v
			vc.Pattern, vc.Otherwise = &pt, nil
			c.Variants = append(c.Variants, &vc)
		}
		pm := &Method{Plan: &c, Name: m.Name, Params: m.Params, Struct: m.Struct, paramsName: m.paramsName, file: m.file, fn: fn, part: true}
		return pm, g.writeRefusal(pm)
	}
	if existing {
		insert, why := part(p, analyze.Insert, analyze.ExecLastID, g.helper(m.Name, "Insert"))
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
		m.upsert = &upsert{insert: insert, existing: r.lit, lastID: Field{Attr: c.Name, Type: g.typeOf(e.Name, c, false)}}
		return ""
	}
	if ignores {
		insert, why := part(p, analyze.Insert, analyze.Exec, g.helper(m.Name, "Insert"))
		if why != "" {
			return "its INSERT: " + why
		}
		m.upsert = &upsert{insert: insert}
		return ""
	}
	update, why := part(p, analyze.Update, analyze.ExecRows, g.helper(m.Name, "Update"))
	if why != "" {
		return "its UPDATE: " + why
	}
	insert, why := part(p.Otherwise, analyze.Insert, analyze.Exec, g.helper(m.Name, "Insert"))
	if why != "" {
		return "its INSERT: " + why
	}
	m.upsert = &upsert{update: update, insert: insert}
	if len(p.Redirects) > 0 {
		holder, why := g.holder(m)
		if why != "" {
			return why
		}
		m.upsert.holder = holder
	}
	return ""
}

// holder writes the body of the function that reads the lock items of
// the further UNIQUE values an upsert's INSERT gives (Plan.Redirects), in
// MySQL's order (ConsistentRead): the first found fills the arguments of
// the row MySQL updates with the table key it holds (Plan.Fills); none
// found (a NULL value takes no lock, or the row went away), false.
func (g *gen) holder(m *Method) (string, string) {
	var b strings.Builder
	arg := "arg"
	if m.StructPointer {
		arg = "*arg"
	}
	declared := false // out and err, in the function's block
	for i, rd := range m.Plan.Redirects {
		if _, ok := rd.Request.(*dynamodb.GetItemInput); !ok {
			return "", notYet("an upsert whose further UNIQUE keys are read by " + rd.Operation + ",")
		}
		r, err := g.requestLiteral(m, rd)
		if err != nil {
			return "", err.Error()
		}
		in := "\t"
		if len(r.guards) > 0 {
			fmt.Fprintf(&b, "\tif %s { // a NULL takes no lock item\n", strings.Join(r.guards, " && "))
			in = "\t\t"
		}
		for _, d := range r.decs {
			b.WriteString(in + strings.ReplaceAll(d, "\n\t", "\n"+in) + "\n")
		}
		lit := r.lit
		if in != "\t" {
			lit = indent(lit)
		}
		// One out and err in the function's block, a block's own in a
		// guard's.
		assign := ":="
		if in == "\t" {
			if declared {
				assign = "="
			}
			declared = true
		}
		fmt.Fprintf(&b, "%s// The lock item of UNIQUE value %d.\n%sout, err %s q.client.GetItem(ctx, %s)\n%sif err != nil {\n%s\treturn %s, false, err\n%s}\n", in, i+1, in, assign, lit, in, in, arg, in)
		fmt.Fprintf(&b, "%sif out.Item != nil {\n%s\td := decoder{item: out.Item}\n%s\tat := %s\n", in, in, in, arg)
		for _, f := range rd.Fills {
			prm := slices.IndexFunc(m.Params, func(p Param) bool { return slices.Contains(p.Fills, f.Placeholder) })
			if prm < 0 {
				return "", fmt.Sprintf("the key {%s} a lock item names is no parameter of the method", f.Placeholder)
			}
			x, err := m.Params[prm].Type.decodeExpr(f.Attr)
			if err != nil {
				return "", err.Error()
			}
			fmt.Fprintf(&b, "%s\tat.%s = %s\n", in, m.Params[prm].Name, x)
		}
		fmt.Fprintf(&b, "%s\treturn at, true, d.err\n%s}\n", in, in)
		if in != "\t" {
			b.WriteString("\t}\n")
		}
	}
	fmt.Fprintf(&b, "\treturn %s, false, nil\n", arg)
	return b.String(), ""
}

// upsertBody writes an upsert's method, which calls its parts.
func (g *gen) upsertBody(b *strings.Builder, m *Method) {
	u := m.upsert
	args := strings.Join(m.callArgs(), ", ")
	if u.existing != "" {
		x, _ := u.lastID.Type.decodeExpr(u.lastID.Attr)
		if u.lastID.Type.Base != "int64" {
			x = "int64(" + x + ")"
		}
		b.WriteString("//\n// Plan: the INSERT; when its key or a UNIQUE value is taken, LAST_INSERT_ID() is that row's id, read from the item that holds the key.\n")
		fmt.Fprintf(b, "func (q *Queries) %s {\n", g.signature(m))
		fmt.Fprintf(b, "\tfor try := 0; ; try++ {\n\t\tid, err := q.%s(%s)\n\t\tif !errors.Is(err, ErrDuplicateKey) {\n\t\t\treturn id, err\n\t\t}\n", u.insert.fn, args)
		fmt.Fprintf(b, "\t\t// The key is taken: LAST_INSERT_ID(%s) is that row's, which the item of the key holds.\n\t\tout, err := q.client.GetItem(ctx, %s)\n\t\tif err != nil {\n\t\t\treturn 0, err\n\t\t}\n", commentText(u.lastID.Attr), strings.ReplaceAll(u.existing, "\n", "\n\t"))
		fmt.Fprintf(b, "\t\tif out.Item != nil {\n\t\t\td := decoder{item: out.Item}\n\t\t\tid := %s\n\t\t\treturn id, d.err\n\t\t}\n", x)
		fmt.Fprintf(b, "\t\tif try == retries {\n\t\t\treturn 0, fmt.Errorf(%s, retries)\n\t\t}\n", errorText("%s: the row that holds the key went away %%d times in between", m.Name))
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
	if u.holder != "" {
		holder := g.helper(m.Name, "Holder")
		at := "at"
		if m.StructPointer {
			at = "&at"
		}
		b.WriteString("\t\t// Refused: another writer put the row's key in between (MySQL\n\t\t// updates that row), or a UNIQUE value it gives is taken.\n")
		fmt.Fprintf(b, "\t\tif n, err := q.%s(%s); err != nil || n > 0 {\n\t\t\treturn err\n\t\t}\n", u.update.fn, args)
		fmt.Fprintf(b, "\t\t// MySQL updates the row that holds the first UNIQUE value taken.\n\t\tat, found, err := q.%s(%s)\n\t\tif err != nil {\n\t\t\treturn err\n\t\t}\n", holder, args)
		fmt.Fprintf(b, "\t\tif found {\n\t\t\tif n, err := q.%s(ctx, %s); err != nil || n > 0 {\n\t\t\t\treturn err\n\t\t\t}\n\t\t}\n", u.update.fn, at)
		b.WriteString("\t\t// The row went away in between: the statement again.\n\t}\n}\n\n")
		fmt.Fprintf(b, "// %s reads the lock items of the UNIQUE values %s's INSERT gives, in\n// MySQL's order: the first found names the row MySQL updates, and %s's\n// arguments for it, that row's key.\n", holder, m.Name, m.Name)
		fmt.Fprintf(b, "func (q *Queries) %s(ctx context.Context, arg %s) (%s, bool, error) {\n%s}\n\n", holder, g.paramsType(m), strings.TrimPrefix(g.paramsType(m), "*"), u.holder)
	} else {
		b.WriteString("\t\t// Another writer put the row in between: MySQL updates it.\n\t}\n}\n\n")
	}
	for _, pm := range []*Method{u.update, u.insert} {
		verb := map[analyze.StatementKind]string{analyze.Update: "UPDATE", analyze.Insert: "INSERT"}[pm.Plan.Pattern.Statement]
		fmt.Fprintf(b, "// %s is %s's %s, as the design plans it.\n", pm.fn, m.Name, verb)
		g.emit(b, pm)
	}
}
