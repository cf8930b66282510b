package design

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
)

// The read plans of a UNION whose SELECTs are not one table's alike
// (Pattern.Parts): each SELECT is a read of its own, and the application
// puts their rows together (AppUnion).

// unionOf is the need of a UNION of Parts: each SELECT's own need.
func unionOf(m *analyze.Model, p *analyze.Pattern) *need {
	n := &need{pat: p, names: map[analyze.Pos]string{}, paramOf: map[analyze.Pos]string{}}
	n.problems = leftoverReasons(p)
	for _, part := range p.Parts {
		n.parts = append(n.parts, needOf(m, selected(part)))
	}
	return n
}

// selected is a UNION's SELECT as its request reads it: the columns its
// computed columns read, selected as columns, for AppUnion evaluates the
// answer's values (literals and expressions alike) on each item.
func selected(part *analyze.Pattern) *analyze.Pattern {
	if len(part.Computed) == 0 {
		return part
	}
	pat := *part
	pat.Computed = nil
	pat.Projection = slices.Clone(part.Projection)
	for _, c := range part.Computed {
		for _, col := range c.Expr.Columns() {
			if !slices.ContainsFunc(pat.Projection, func(r analyze.ColumnRef) bool { return strings.EqualFold(r.Column, col) }) {
				pat.Projection = append(pat.Projection, analyze.ColumnRef{Entity: c.Entity, Column: col, Pos: c.Pos})
			}
		}
	}
	return &pat
}

// unionPlan serves a UNION of Parts: each SELECT is planned as a read of
// its own, one request, in the SELECTs' order (Steps); the application
// makes each item read the answer's row its SELECT selects (AppUnion),
// keeps a row once unless UNION ALL, sorts the rows by the UNION's ORDER
// BY and cuts them at its LIMIT (AppSort). A SELECT's own ORDER BY and
// LIMIT are its request's key order and Limit.
func (lay *layout) unionPlan(n *need) *Plan {
	p := &Plan{Pattern: n.pat}
	refuse := func(r ...Reason) *Plan {
		return &Plan{Pattern: n.pat, Status: Unsupported, Reasons: r, Bindings: p.Bindings}
	}
	if len(n.problems) > 0 {
		return refuse(n.problems...)
	}
	var plans []*Plan
	union := AppStep{Kind: AppUnion, All: n.pat.UnionAll, Pos: n.pat.Pos}
	used := map[string]bool{LimitParam: true}
	named := map[string]string{} // sqlc's name of a parameter → its placeholder
	for i, pn := range n.parts {
		part := pn.pat
		which := fmt.Sprintf("SELECT %d of the UNION", i+1)
		bp := lay.plan(pn)
		p.Bindings = append(p.Bindings, bp.Bindings...)
		if bp.Status == Unsupported {
			return refuse(aboutRead(which, bp.Reasons)...)
		}
		steps := bp.Steps()
		joined := len(part.Tables) > 1
		var why string
		switch {
		case joined && (len(steps) != len(part.Tables) || bp.DropChildless):
			why = "it joins tables that one request reads together (an item collection), and a UNION's SELECT that joins is planned as a read per table, whose rows the application joins"
		case joined && slices.ContainsFunc(steps, func(s *Plan) bool { return s.Into != nil || len(s.Check) > 0 }):
			why = "it joins tables by reads run once per row, or checks conditions on items in the application, and a UNION's SELECT that joins is planned as a read per table and the join of their items"
		case joined && (part.Limit > 0 || part.LimitParam):
			why = "its LIMIT counts the rows of its join, and a UNION's SELECT that joins is planned without a LIMIT of its own"
		case joined && (part.Semi || slices.ContainsFunc(bp.App, func(s AppStep) bool { return s.Anti })):
			why = "it keeps the rows of one table that a subquery finds (IN, EXISTS or NOT EXISTS), and a UNION's SELECT that joins is planned as the rows of a JOIN"
		case slices.ContainsFunc(part.Fields, func(f analyze.Computed) bool { return f.Expr == nil }):
			why = "it selects an aggregate or a count, and a UNION's SELECT is planned as rows of one table"
		case part.LimitParam:
			why = "its LIMIT is a parameter, and a UNION's SELECT takes a LIMIT written as a number"
		case len(part.OptionalFilters) > 0:
			why = "its conditions apply only when their parameters are not NULL, and variants of a UNION's SELECT are not planned"
		case slices.ContainsFunc(steps, func(s *Plan) bool { return s.Operation == OpScan }):
			why = "no key serves it, so it would scan the table: give it an equality the design keys on"
		case slices.ContainsFunc(steps, func(s *Plan) bool { return s.Each != "" || s.Shards > 1 }):
			why = "it needs one request per value of its IN list or per shard, and a UNION's SELECT is planned as one request per table"
		case !joined && len(bp.Then) > 0 || bp.Counter != nil:
			why = fmt.Sprintf("it needs %s, and a UNION's SELECT is planned as one request", stepsText(bp))
		case len(bp.Distinct) > 0 || len(bp.Sort) > 0 || slices.ContainsFunc(bp.AfterRequests(), func(s AppStep) bool { return s.Kind != AppCompute && s.Kind != AppJoin }):
			why = "the application works on its rows before the UNION's (DISTINCT, a sort or an aggregate of its own), and a UNION's SELECT is planned as the items of its reads"
		}
		if why != "" {
			return refuse(Reason{Text: which + ": " + why, Pos: part.Pos})
		}
		if r := p.ownParams(bp, used, named, which); r != nil {
			return refuse(*r)
		}
		fields := slices.Clone(part.Fields)
		for j := range fields {
			fields[j].Name = n.pat.Columns[j].Name // the answer's column, as the first SELECT names it
		}
		var up UnionPart
		plans, up = flatten(n.pat, bp, plans, which+", "+partText(part, steps, "the SELECT's"), part.Pos)
		up.Fields = fields // AppUnion computes the SELECT's columns
		union.Parts = append(union.Parts, up)
	}
	if n.pat.LimitParam {
		p.Bindings = append(p.Bindings, Binding{Pos: n.pat.LimitPos, Name: LimitParam})
	}
	first := plans[0]
	first.Then = plans[1:]
	first.Bindings = p.Bindings
	for _, bp := range plans {
		bp.Bindings = p.Bindings
	}
	first.App = []AppStep{union}
	var cols []string
	for _, c := range n.pat.Columns {
		cols = append(cols, c.Name)
	}
	text := fmt.Sprintf("the %d SELECTs of the UNION read different tables or columns: each is a request of its own, and the application makes each item it returns a row of (%s), as its SELECT selects them", len(plans), strings.Join(cols, ", "))
	if len(plans) > len(union.Parts) {
		text = fmt.Sprintf("the %d SELECTs of the UNION read different tables or columns: each is a read of its own (a request per table), and the application makes each row it reads (an item, or the items a join pairs) a row of (%s), as its SELECT selects them", len(union.Parts), strings.Join(cols, ", "))
	}
	if n.pat.UnionAll {
		text += ", keeping every row (UNION ALL)"
	} else {
		text += ", keeping a row once (UNION), its values compared as their columns' collations compare"
	}
	if order := n.pat.AppOrder; len(order) > 0 {
		var by []string
		for _, o := range order {
			by = append(by, o.Column.Column+map[bool]string{true: " DESC"}[o.Desc])
		}
		first.App = append(first.App, AppStep{Kind: AppSort, Order: order, Pos: order[0].Column.Pos})
		text += fmt.Sprintf("; it sorts the rows by %s (NULLs first ascending, text as its collation compares)", strings.Join(by, ", "))
	}
	if n.pat.Limit > 0 || n.pat.LimitParam {
		text += " and keeps the first LIMIT of them, so each request reads every item its key finds (the cost section shows the items read per call)"
	}
	first.Reasons = append([]Reason{{Text: text, Pos: n.pat.Pos}}, first.Reasons...)
	for _, bp := range plans {
		if bp.Status == Filter && first.Status == OK {
			first.Status = Filter
		}
	}
	return first
}

// orJoinPlan serves an OR whose branches join tables
// (need.joinedBranches): each branch is the statement with its own
// conditions, planned as its join's reads, a request per table, in the
// branches' order (Steps); the application pairs each branch's items
// into the join's rows (AppJoin) and keeps a row once by the items it
// pairs (AppUnion, ByRow): a row that several branches find is one row of
// the OR, as SQL's OR makes it, and a row the join makes twice (an
// author once per book) stays twice.
func (lay *layout) orJoinPlan(n *need, p *Plan) *Plan {
	refuse := func(r ...Reason) *Plan {
		return &Plan{Pattern: n.pat, Status: Unsupported, Reasons: r, Bindings: p.Bindings}
	}
	pat := n.pat
	if len(pat.AppOrder)+len(pat.Computed)+len(pat.Aggregates)+len(pat.GroupBy)+len(pat.Counts)+len(pat.RowReads) > 0 || pat.Distinct || pat.Exists != nil || len(pat.OptionalFilters) > 0 {
		return refuse(Reason{Text: "an OR over a join is planned as the rows each branch's join makes, put together, sorted by its ORDER BY and cut at its LIMIT; with DISTINCT, an aggregate, a computed column, a subquery of the select list or an optional filter too it is not planned: run one pattern per branch", Pos: pat.Pos})
	}
	if i := slices.IndexFunc(pat.OrderBy, func(o analyze.Order) bool {
		return !slices.ContainsFunc(pat.Tables, func(t analyze.TableRef) bool { return t.Entity == o.Column.Entity })
	}); i >= 0 {
		return refuse(Reason{Text: fmt.Sprintf("ORDER BY %s sorts by no column of the join's tables, and an OR over a join is sorted as the rows its branches pair: sort by a column of a table", pat.OrderBy[i].Column), Pos: pat.OrderBy[i].Column.Pos})
	}
	union := AppStep{Kind: AppUnion, ByRow: true, Pos: pat.Pos}
	var plans []*Plan
	rank := map[Status]int{OK: 0, Filter: 1, Scan: 2}
	status := OK
	for i, bn := range n.branches {
		which := fmt.Sprintf("branch %d of the OR", i+1)
		bn.pairs = true
		bp := lay.plan(bn)
		if bp.Status == Unsupported {
			return refuse(aboutRead(which, bp.Reasons)...)
		}
		steps := bp.Steps()
		if slices.ContainsFunc(steps, func(s *Plan) bool {
			return s.Operation == OpScan || s.Into != nil || len(s.Check) > 0 || s.Each != "" || s.Shards > 1 || s.Counter != nil
		}) || bp.DropChildless || len(bp.Distinct) > 0 || !slices.ContainsFunc(bp.App, func(s AppStep) bool { return s.Kind == AppJoin && !s.Anti }) {
			return refuse(Reason{Text: fmt.Sprintf("%s needs %s that the application does not pair into the join's rows (a Scan, a read per row or per value, a check of its own, or a NOT EXISTS), and an OR over a join is planned as the rows each branch's join pairs: run one pattern per branch", which, stepsText(bp)), Pos: pat.Branches[i].Pos})
		}
		if rank[bp.Status] > rank[status] {
			status = bp.Status
		}
		for _, s := range steps {
			if len(s.Projection) > 0 {
				s.project(PK, SK) // a row is told apart by the table keys of the items it pairs
			}
		}
		bp.Sort = nil // the OR's own sort orders the rows of every branch (AppSort), or none does
		var part UnionPart
		plans, part = flatten(pat, bp, plans, which+", "+partText(bn.pat, steps, "the branch's"), pat.Branches[i].Pos)
		union.Parts = append(union.Parts, part)
	}
	first := plans[0]
	first.Then = plans[1:]
	first.App = []AppStep{union}
	first.Status = status
	text := ""
	if len(pat.OrderBy) > 0 {
		// The rows of every branch, sorted: each read projects the
		// columns it sorts by, and none carries a Limit (joinRows' cut
		// counts rows, not a branch's items).
		var by []string
		for _, o := range pat.OrderBy {
			for _, s := range plans {
				if s.Entity == o.Column.Entity && len(s.Projection) > 0 {
					s.project(o.Column.Column)
				}
			}
			by = append(by, o.Column.String()+map[bool]string{true: " DESC"}[o.Desc])
		}
		first.App = append(first.App, AppStep{Kind: AppSort, Order: pat.OrderBy, Pos: pat.OrderBy[0].Column.Pos})
		text = fmt.Sprintf("; it sorts the rows by %s (NULLs first ascending, text as its collation compares)", strings.Join(by, ", "))
	}
	if pat.Limit > 0 || pat.LimitParam {
		// The branches are planned without the LIMIT (branchesOf).
		text += " and keeps the first LIMIT of them, so no request carries a Limit: each reads every item its key finds (the cost section shows the items read per call)"
	}
	for _, bp := range plans {
		bp.Bindings = p.Bindings // the statement's ?s, each of the branch that names it
	}
	first.Reasons = append([]Reason{{Text: fmt.Sprintf("the %d branches of the OR find the rows of the join by different keys: no single key condition holds them all, so each branch is the join's reads of its own (a request per table), and the application pairs each branch's items into the join's rows and keeps a row once by the items it pairs (their table keys), as the SQL's OR makes it: a row several branches find is one row, a row the join makes twice stays twice%s", len(n.branches), text), Pos: pat.Pos}}, first.Reasons...)
	return first
}

// flatten appends the steps of bp, a read of its own (a UNION's SELECT,
// an OR's branch), to plans, in order: each step carries the statement's
// pattern, and its reasons number it after the steps before; bp's first
// reason says which steps are what (head, at pos). It returns the part
// AppUnion takes of them: their number and bp's AppJoin, which pairs
// their items into rows.
func flatten(pat *analyze.Pattern, bp *Plan, plans []*Plan, head string, pos analyze.Pos) ([]*Plan, UnionPart) {
	steps := bp.Steps()
	part := UnionPart{Reads: len(steps)}
	for _, s := range bp.App {
		if s.Kind == AppJoin {
			part.App = append(part.App, s)
		}
	}
	bp.App, bp.Then = nil, nil
	first := len(plans) + 1
	for _, s := range steps {
		s.Pattern = pat
		if first > 1 {
			renumber(s.Reasons, first-1)
		}
		plans = append(plans, s)
	}
	bp.Reasons = append([]Reason{{Text: fmt.Sprintf("%s: %s", stepRange(first, len(steps)), head), Pos: pos}}, bp.Reasons...)
	return plans, part
}

// aboutRead are reasons about one read of several, each saying which.
func aboutRead(which string, rs []Reason) []Reason {
	var out []Reason
	for _, r := range rs {
		out = append(out, Reason{Text: which + ": " + r.Text, Pos: r.Pos})
	}
	return out
}

// ownParams gives a parameter of the read bp, whose bindings are the last
// of p's, that an earlier read names too (user_id = ? in each SELECT) a
// value of its own: the second fills {user_id.2}, a value of user_id as
// the key encoding writes it, shown as sqlc names it (user_id_2); one
// sqlc.arg(user_id) in each stays one value. used and named are the
// placeholders and sqlc's names taken so far; which names the read in a
// reason. A parameter of a range, a list or a prefix is not renamed: the
// reason why.
func (p *Plan) ownParams(bp *Plan, used map[string]bool, named map[string]string, which string) *Reason {
	renames := map[string]string{}
	for j, b := range bp.Bindings {
		if !used[b.Name] {
			used[b.Name] = true
			if b.Param != "" {
				named[b.Param] = b.Name
			}
			continue
		}
		if b.Param != "" && named[b.Param] == b.Name {
			continue // sqlc.arg(user_id) in each: one value
		}
		if strings.Contains(b.Name, ".") {
			return &Reason{Text: fmt.Sprintf("%s: its parameter {%s} (a range's bound, a list's value or a prefix) has the name of one of an earlier read, and such a parameter is not renamed: write the reads as patterns of their own", which, b.Name), Pos: b.Pos}
		}
		k := 2
		for used[fmt.Sprintf("%s.%d", b.Name, k)] {
			k++
		}
		to := fmt.Sprintf("%s.%d", b.Name, k)
		renames[b.Name], used[to] = to, true
		nb := &p.Bindings[len(p.Bindings)-len(bp.Bindings)+j]
		nb.Name, nb.Param = to, cmp.Or(nb.Param, fmt.Sprintf("%s_%d", b.Name, k))
		shown := "{" + cmp.Or(b.Param, b.Name) + "}"
		for r := range bp.Reasons {
			bp.Reasons[r].Text = strings.ReplaceAll(bp.Reasons[r].Text, shown, "{"+nb.Param+"}") // as the templates show it
		}
	}
	if len(renames) > 0 {
		bp.renameCols(renames)
	}
	return nil
}

// stepNumber is how a reason names one of its plan's steps.
var stepNumber = regexp.MustCompile(`\bstep (\d+)\b`)

// renumber adds by to each step number the reasons name: a SELECT of a
// UNION planned on its own numbers its steps from 1, and they follow the
// steps of the SELECTs before it.
func renumber(rs []Reason, by int) {
	for i := range rs {
		rs[i].Text = stepNumber.ReplaceAllStringFunc(rs[i].Text, func(m string) string {
			n, _ := strconv.Atoi(strings.TrimPrefix(m, "step "))
			return fmt.Sprintf("step %d", n+by)
		})
	}
}

// stepRange names the n steps from the first: "step 2", "steps 2-3".
func stepRange(first, n int) string {
	if n == 1 {
		return fmt.Sprintf("step %d", first)
	}
	return fmt.Sprintf("steps %d-%d", first, first+n-1)
}

// partText says what a UNION's SELECT (or an OR's branch) reads: its
// table, or its tables in the order its steps read them and that the
// application joins their items into whose rows, and its own ORDER BY
// and LIMIT.
func partText(part *analyze.Pattern, steps []*Plan, whose string) string {
	s := "read from " + part.Tables[0].Entity
	if len(steps) > 1 {
		var names []string
		for _, st := range steps {
			names = append(names, st.Entity)
		}
		s = "read from " + strings.Join(names, ", then ") + ", a request per table, whose items the application joins into " + whose + " rows"
	}
	if part.Limit > 0 || part.LimitParam {
		s += ", its own ORDER BY and LIMIT those of the request"
	}
	return s
}

// renameCols gives placeholders of the step's templates other names: a
// parameter of a UNION's SELECT that an earlier SELECT names too.
func (p *Plan) renameCols(to map[string]string) {
	one := func(t Template) Template {
		out := slices.Clone(t)
		for i, part := range out {
			if c, ok := to[part.Col]; ok {
				out[i].Col = c
			}
		}
		return out
	}
	many := func(ts []Template) []Template {
		out := make([]Template, len(ts))
		for i, t := range ts {
			out[i] = one(t)
		}
		return out
	}
	p.PKValue = one(p.PKValue)
	p.SKCond = p.SKCond.mapValues(many)
	p.FilterCols, p.Check = mapFilters(p.FilterCols, many), mapFilters(p.Check, many)
	p.EachValues = many(p.EachValues)
	p.BatchKeys = slices.Clone(p.BatchKeys)
	for i, k := range p.BatchKeys {
		p.BatchKeys[i] = [2]Template{one(k[0]), one(k[1])}
	}
}
