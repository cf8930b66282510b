package gogen

import (
	"fmt"
	"strings"

	"sql2dynamo/design"
)

// parentRead is the read of a parent item an INSERT copies columns from
// (design.Plan.Parents), as Go: the GetItem literal keyed by the row's
// foreign key, and the variable holding its output.
type parentRead struct {
	entity string
	fk     []string // the row's columns the key is built from
	cols   []string // the parent's columns copied
	lit    string
	out    string // parent1
}

// parentsRefusal plans the reads of the parent items m's INSERT copies
// from (m.parents), or says why the package does not run them yet: each
// parent's key a value of the method's (a foreign key that may be NULL,
// which names no parent, is not written yet), each copied column NOT
// NULL (a NULL read is an attribute_not_exists the check would have to
// choose per call).
func (g *gen) parentsRefusal(m *Method) string {
	p := m.Plan
	if p.Lookup != nil || len(p.Variants) > 0 || p.Pattern.Upsert != nil {
		return notYet("a write that reads the parents it copies from and more")
	}
	for i, rd := range p.Parents {
		pe := g.d.Model.Entity(rd.Entity)
		pr := parentRead{entity: rd.Entity, out: fmt.Sprintf("parent%d", i+1)}
		for _, f := range rd.KeyFrom {
			pr.fk = append(pr.fk, f.Attr)
		}
		for _, f := range rd.Fills {
			if c := pe.Column(f.Attr); c == nil || !c.NotNull {
				return notYet(fmt.Sprintf("a copy of %s.%s, which may be NULL,", rd.Entity, f.Attr))
			}
			pr.cols = append(pr.cols, f.Attr)
		}
		// The read keyed by the row's columns, as the write's check is:
		// a foreign key and the key it references share their type and
		// collation (MySQL requires it), so the encoding is one.
		keyed := *rd
		pk, sk := rd.CheckKey()
		keyed.PKValue, keyed.SKCond = pk, &design.SKCond{Op: "=", Values: []design.Template{sk}}
		r := &request{}
		lit, err := g.literalOf(m, &keyed, r)
		if err != nil {
			return err.Error()
		}
		if len(r.guards)+len(r.decs) > 0 {
			return notYet(fmt.Sprintf("a read of the %s item by a foreign key that may be NULL or is a DECIMAL", rd.Entity))
		}
		pr.lit = lit.lit
		m.parents = append(m.parents, pr)
	}
	return ""
}

// copied is the Go expression of a copy's value ({authors.name}): the
// attribute of the parent's item read first, as it is.
func (x *literal) copied(t design.Template) (string, bool) {
	if len(t) != 1 || t[0].Col == "" {
		return "", false
	}
	for i, rd := range x.p.Parents {
		for _, f := range rd.Fills {
			if f.Placeholder == t[0].Col && i < len(x.m.parents) {
				return fmt.Sprintf("%s.Item[%q]", x.m.parents[i].out, f.Attr), true
			}
		}
	}
	return "", false
}

// parentsBody writes the start of a write that copies from parents: a
// loop of tries, each reading the parents (ConsistentRead) and writing;
// the write's transaction checks them, and a check that fails (a parent
// deleted or rewritten in between) reads them again (parentChanged).
func (g *gen) parentsBody(b *strings.Builder, m *Method, zero string) {
	b.WriteString("\tfor try := 1; ; try++ {\n")
	for _, pr := range m.parents {
		fmt.Fprintf(b, "\t\t// The %s item the row copies %s from, read as the latest write left it.\n", commentText(pr.entity), commentText(strings.Join(pr.cols, ", ")))
		fmt.Fprintf(b, "\t\t%s, errRead := q.client.GetItem(ctx, %s)\n\t\tif errRead != nil {\n\t\t\treturn %serrRead\n\t\t}\n", pr.out, pr.lit, zero)
		fmt.Fprintf(b, "\t\tif %s.Item == nil {\n\t\t\treturn %sfmt.Errorf(%s, ErrForeignKey)\n\t\t}\n", pr.out, zero, errorText("%s: %%w: no %s row for its %s", m.Name, pr.entity, strings.Join(pr.fk, ", ")))
	}
}

// parentsRetry writes, after the write's send, the read again of a
// parent that changed since it was read.
func parentsRetry(b *strings.Builder, m *Method, zero string) {
	if len(m.parents) == 0 {
		return
	}
	fmt.Fprintf(b, "\tif parentChanged(err, in) {\n\t\tif try == retries {\n\t\t\treturn %sfmt.Errorf(%s, ErrConflict)\n\t\t}\n\t\tcontinue // a parent deleted or rewritten since it was read: read it again\n\t}\n", zero, errorText("%s: %%w", m.Name))
}
