package design

import (
	"fmt"
	"strings"
)

// scalarsPlan serves a SELECT without FROM of several aggregate
// subqueries (analyze.Pattern.Scalars): each subquery is planned as a
// pattern of its own (a counter item's GetItem for COUNT(*) with
// equalities, else a Query whose items the application aggregates), one
// request each, and the application makes the one row of their values
// (AppRow).
func (lay *layout) scalarsPlan(n *need) *Plan {
	p := &Plan{Pattern: n.pat}
	refuse := func(r ...Reason) *Plan {
		return &Plan{Pattern: n.pat, Status: Unsupported, Reasons: r, Bindings: p.Bindings}
	}
	if len(n.problems) > 0 {
		return refuse(n.problems...)
	}
	row := AppStep{Kind: AppRow, Pos: n.pat.Pos}
	var plans []*Plan
	used := map[string]bool{}
	named := map[string]string{}
	var names []string
	for i, pn := range n.parts {
		name := n.pat.Columns[i].Name
		which := fmt.Sprintf("the subquery of %s", name)
		bp := lay.plan(pn)
		p.Bindings = append(p.Bindings, bp.Bindings...)
		if bp.Status == Unsupported {
			return refuse(aboutRead(which, bp.Reasons)...)
		}
		if len(bp.Then) > 0 || bp.Each != "" || bp.Shards > 1 || len(bp.Variants) > 0 || len(bp.Distinct)+len(bp.Sort) > 0 {
			return refuse(Reason{Text: fmt.Sprintf("%s needs %s, and each value of a SELECT without FROM is planned as one request", which, stepsText(bp)), Pos: pn.pat.Pos})
		}
		if r := p.ownParams(bp, used, named, which); r != nil {
			return refuse(*r)
		}
		v := PartValue{Name: name, Count: bp.Counter != nil, App: bp.App}
		what := "the count attribute of the counter item it finds (0 for none)"
		if !v.Count {
			what = "the value its items aggregate to"
		}
		bp.Reasons = append([]Reason{{Text: fmt.Sprintf("step %d: %s, read on its own; %s is %s", i+1, which, name, what), Pos: pn.pat.Pos}}, bp.Reasons...)
		bp.Counter, bp.App, bp.Pattern = nil, nil, n.pat // AppRow reads the count and runs the steps
		row.Values = append(row.Values, v)
		plans = append(plans, bp)
		names = append(names, name)
	}
	first := plans[0]
	first.Then = plans[1:]
	rank := map[Status]int{OK: 0, Filter: 1, Scan: 2}
	for _, bp := range plans {
		bp.Bindings = p.Bindings
		if rank[bp.Status] > rank[first.Status] {
			first.Status = bp.Status // the plan is as well served as its worst read
		}
	}
	first.App = []AppStep{row}
	first.Reasons = append([]Reason{{Text: fmt.Sprintf("the %d values are subqueries of their own tables: each is a request of its own, and the application makes the one row of (%s) from what they return", len(plans), strings.Join(names, ", ")), Pos: n.pat.Pos}}, first.Reasons...)
	return first
}
