package gogen

import (
	"fmt"
	"strings"

	"sql2dynamo/design"
)

// existsRead says the generator runs m's plan as SELECT EXISTS(...): one
// request, and the answer whether it finds an item (design.AppExists),
// sqlc's bool; "" when it does, else why not.
func (g *gen) existsRead(m *Method) string {
	p := m.Plan
	x := p.App[0].Exists
	if x == nil || len(p.Then)+len(p.Sort)+len(p.Distinct)+len(p.Variants) > 0 || p.Each != "" || p.Shards > 1 || p.LookupItems || !m.Scalar {
		return notYet("a plan of the application's exists")
	}
	if why := g.oneRequest(m); why != "" {
		return why
	}
	m.exists = x
	return ""
}

// existsBody writes SELECT EXISTS(...): whether the request finds an
// item (one the check keeps).
func (g *gen) existsBody(b *strings.Builder, m *Method) {
	p, r, x := m.Plan, m.req, m.exists
	yes := "len(items) > 0"
	if x.Not {
		yes = "len(items) == 0"
	}
	for _, v := range r.guards {
		fmt.Fprintf(b, "\tif !%s {\n\t\treturn %v, nil // = NULL is true of no row\n\t}\n", v, x.Not)
	}
	for _, d := range r.decs {
		b.WriteString("\t" + d + "\n")
	}
	limit := "1" // one item tells
	if m.check != "" {
		limit = "0" // every item, then those the check keeps
	}
	switch p.Operation {
	case design.GetItem:
		fmt.Fprintf(b, "\titems, err := q.get(ctx, %s)\n", r.lit)
	default:
		fmt.Fprintf(b, "\titems, err := q.%s(ctx, %s, %s)\n", strings.ToLower(p.Operation), r.lit, limit)
	}
	b.WriteString("\tif err != nil {\n\t\treturn false, err\n\t}\n")
	if m.check != "" {
		b.WriteString("\t" + m.check + "\n")
	}
	fmt.Fprintf(b, "\treturn %s, nil\n}\n\n", yes)
}
