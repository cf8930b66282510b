package gogen

import (
	"fmt"
	"strings"

	"sql2dynamo/design"
)

// branchRead is a read of one table by an OR or a UNION whose branches
// find their items by different keys (design's branchPlan): a request
// per branch, the answers put together, each item once by its table key
// unless UNION ALL, then the application's sort and the LIMIT, as
// verify's runner runs the plan.
type branchRead struct {
	word     string // OR or UNION, for the comment
	branches []branch
	distinct bool   // each item once (OR, UNION), by PK and SK
	sort     string // []sortKey of the plan's ORDER BY, "" for none
	order    string
	limit    string // each branch's row limit, "0" for every item
}

// branch is one branch's request.
type branch struct {
	p     *design.Plan
	r     *request
	check string // the application's check of its items (found)
}

// branches says whether p is an OR's or a UNION's branches: requests
// after the first that no item before keys.
func branches(p *design.Plan) bool {
	return len(p.App) == 0 && p.MergesBranches()
}

// branchRead lays out m's plan as branches (m.branched); "" when the
// generator writes it, else why not.
func (g *gen) branchRead(m *Method) string {
	p := m.Plan
	pat := p.Pattern
	for _, f := range m.Fields {
		if f.Entity != p.Entity {
			return notYet("an OR's or a UNION's rows of several tables")
		}
	}
	br := &branchRead{word: "OR", distinct: len(p.Distinct) > 0}
	if pat.Union {
		br.word = "UNION"
	}
	if br.distinct && !p.KeyMerge() {
		return fmt.Sprintf("a merge of branches each item once by %s is not generated yet", strings.Join(p.Distinct, ", "))
	}
	checks := false
	decs := 0
	for _, st := range p.Steps() {
		if st.Entity != p.Entity || len(st.App) > 0 || st != p && len(st.Then)+len(st.Variants) > 0 || st.Each != "" || st.Shards > 1 || st.KeysOnly || st.LookupItems || st.DropChildless {
			return notYet("an OR's or a UNION's branch of its own plan")
		}
		if st != p && (len(st.Sort) > 0 || len(st.Distinct) > 0) {
			return notYet("an OR's or a UNION's branch of its own plan")
		}
		switch st.Operation {
		case design.GetItem, design.Query:
		default:
			return fmt.Sprintf("its %s in an OR's branch is not generated yet", st.Operation)
		}
		r, err := g.literalOf(m, st, &request{decBase: decs})
		if err != nil {
			return err.Error()
		}
		decs += len(r.decs)
		b := branch{p: st, r: r}
		if b.check, err = g.checkFilter(m, st, "found", r); err != nil {
			return err.Error()
		}
		checks = checks || b.check != ""
		br.branches = append(br.branches, b)
	}
	// Each branch reads up to the LIMIT (its key orders its items as the
	// answer sorts), but all of them when the application checks them.
	br.limit = br.branches[0].r.limit
	if br.limit == "" || checks {
		br.limit = "0"
	}
	var why string
	if br.sort, br.order, why = g.planSort(m, p); why != "" {
		return why
	}
	m.branched = br
	return ""
}

// branchBody writes a branch read: each branch's request (none when a
// parameter its key needs is NULL: = NULL is true of no row), the
// answers put together, each item once, sorted, cut at the LIMIT.
func (g *gen) branchBody(b *strings.Builder, m *Method) {
	br := m.branched
	zero := readStart(b, m, &request{})
	word := "merged, each item once"
	if !br.distinct {
		word = "put together, an item once per\n\t// branch that finds it (UNION ALL)"
	}
	fmt.Fprintf(b, "\t// The %s's %d branches find their items by different keys: a\n\t// request each, the answers %s.\n\tvar items []map[string]types.AttributeValue\n", br.word, len(br.branches), word)
	declared := false // found and err, outside a branch's block
	for i, bb := range br.branches {
		writeBranch(b, fmt.Sprintf("Branch %d", i+1), bb, br.limit, zero, &declared, "items = append(items, found...)")
	}
	b.WriteString("\trows := rowsOf(items)\n")
	if br.distinct {
		fmt.Fprintf(b, "\t// Each item once, by its table key, as %s returns a row once.\n\trows = distinctRows(rows, []sortKey{{attr: %q, key: keyAsIs}, {attr: %q, key: keyAsIs}})\n", br.word, design.PK, design.SK)
	}
	g.sortCut(b, m, br.sort, br.order)
	g.rowsOut(b, m, map[string]int{m.Plan.Entity: 0}, nil)
}

// writeBranch writes the request of an OR's or a UNION's branch (label
// names it): found, its items, then use, statements on them;
// none when a parameter its key needs is NULL (= NULL is true of no row).
// declared says found and err are declared outside a branch's block; zero
// is what the method returns beside an error.
func writeBranch(b *strings.Builder, label string, bb branch, limit, zero string, declared *bool, use string) {
	in := "\t"
	if len(bb.r.guards) > 0 {
		fmt.Fprintf(b, "\tif %s { // = NULL is true of no row\n", strings.Join(bb.r.guards, " && "))
		in = "\t\t"
	}
	on := "the table"
	if bb.p.Index != "" {
		on = bb.p.Index
	}
	fmt.Fprintf(b, "%s// %s: a %s on %s.\n", in, label, bb.p.Operation, on)
	for _, d := range bb.r.decs {
		b.WriteString(in + strings.ReplaceAll(d, "\n\t", "\n"+in) + "\n")
	}
	assign := ":="
	if *declared && in == "\t" {
		assign = "="
	}
	*declared = *declared || in == "\t"
	var send string
	switch bb.p.Operation {
	case design.GetItem:
		send = fmt.Sprintf("q.get(ctx, %s)", indent(bb.r.lit))
	default:
		send = fmt.Sprintf("q.query(ctx, %s, %s)", indent(bb.r.lit), limit)
	}
	if in != "\t" {
		send = strings.ReplaceAll(send, "\n", "\n\t")
	}
	fmt.Fprintf(b, "%sfound, err %s %s\n%sif err != nil {\n%s\treturn %s err\n%s}\n", in, assign, send, in, in, zero, in)
	if bb.check != "" {
		b.WriteString(in + strings.ReplaceAll(bb.check, "\n", "\n"+in) + "\n")
	}
	b.WriteString(in + strings.ReplaceAll(use, "\n", "\n"+in) + "\n")
	if in != "\t" {
		b.WriteString("\t}\n")
	}
}
