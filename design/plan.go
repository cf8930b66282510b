package design

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"sql2dynamo/analyze"
)

// candidate is a key (the base table's, an index's or lookup items') a
// plan may read.
type candidate struct {
	s      *shape
	index  string // "" for the base table
	pk, sk string
	look   *lookup // lookup items in the table, standing in for an index
}

func (lay *layout) candidates(e *analyze.Entity) []candidate {
	o := lay.chosen[e.Name]
	cs := []candidate{{s: o.base, pk: PK, sk: SK}}
	for i, s := range o.shapes {
		name := indexName(i)
		cs = append(cs, candidate{s: s, index: name, pk: name + "PK", sk: name + "SK"})
	}
	for _, l := range lay.lookups[e.Name] {
		cs = append(cs, candidate{s: l.shape, pk: PK, sk: SK, look: l})
	}
	return cs
}

func indexName(i int) string { return fmt.Sprintf("GSI%d", i+1) }

// plan decides how one pattern is served, following the preference order:
// GetItem, Query on the table, Query on an index, a filtered read, a Scan;
// then reads the correlated counts of what it returns.
func (lay *layout) plan(n *need) *Plan {
	if len(n.parts) > 0 && n.pat.Scalars {
		return lay.scalarsPlan(n)
	}
	if len(n.parts) > 0 {
		return lay.unionPlan(n)
	}
	if pr := lay.partitioned[n]; pr != nil {
		n = n.inPartition(pr.why)
	}
	p := lay.serve(n)
	if len(n.pat.Counts) > 0 && p.Status != Unsupported {
		lay.childCounts(n, p)
	}
	if len(n.pat.RowReads) > 0 && p.Status != Unsupported {
		lay.rowReads(n, p)
	}
	if n.pat.Distinct && p.Status != Unsupported {
		distinct(n, p)
	}
	if len(n.pat.Computed) > 0 && p.Status != Unsupported {
		computed(n, p)
	}
	if len(n.pat.Aggregates)+len(n.pat.GroupBy) > 0 && p.Status != Unsupported && !n.count { // a counter item holds a count
		aggregated(n, p)
	}
	if len(n.pat.AppOrder)+len(n.appOrder) > 0 && p.Status != Unsupported && !n.count {
		appSort(n, p)
	}
	if x := n.pat.Exists; x != nil && p.Status != Unsupported {
		if len(p.Projection) == 0 && len(p.Then) == 0 {
			p.project(PK) // a key says the row is there
		}
		p.App = append(p.App, AppStep{Kind: AppExists, Exists: x, Entity: x.Entity, Pos: x.Pos})
		yes, no := "1", "0"
		if x.Not {
			yes, no = no, yes
		}
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s: the request looks for one row (LIMIT 1), and the application answers %s when it returns an item, %s when it returns none", x.Name, yes, no), Pos: x.Pos})
	}
	sortProjected(p)
	checkProjected(p)
	return p
}

// checkProjected widens each read's projection to the columns the
// application checks on its items (Plan.Check): a projection set after
// finish (COUNT(*)'s key, EXISTS's key) would leave them out, every
// item failing the check, a count of 0 where MySQL counts the rows.
func checkProjected(p *Plan) {
	for _, step := range p.Steps() {
		if len(step.Projection) == 0 {
			continue
		}
		for _, f := range step.Check {
			step.project(f.Column)
		}
	}
}

// sortProjected widens the projection of each read of a table the plan's
// merge sorts by (Plan.Sort) to the columns it sorts by: the application
// sorts the items it reads by their values, which a projection without
// them would leave out (every item NULL to the sort, the rows left in
// the order they came, one author's books after another's).
func sortProjected(p *Plan) {
	for _, o := range p.Sort {
		for _, step := range p.Steps() {
			if step.Entity == o.Column.Entity && len(step.Projection) > 0 {
				step.project(o.Column.Column)
			}
		}
	}
}

// aggregated serves aggregates over the rows the requests read: the
// requests read every row the WHERE finds (no Limit: LIMIT counts
// groups), and the application groups them and computes each aggregate
// (AppAggregate). The cost section counts the items read per call.
func aggregated(n *need, p *Plan) {
	{
		// Over a join, the rows are the items of the last read, once per
		// row of the join each makes: the aggregates and groups must be
		// of that table, which no earlier read answers beside.
		var others []string
		for _, a := range n.pat.Aggregates {
			if a.Entity != n.entity.Name {
				others = append(others, a.String())
			}
		}
		for _, g := range n.pat.GroupBy {
			if g.Entity != n.entity.Name {
				others = append(others, g.Entity+"."+g.Column)
			}
		}
		if len(others) > 0 || slices.ContainsFunc(n.chain, func(s *need) bool { return s.answers }) {
			*p = Plan{Pattern: p.Pattern, Entity: p.Entity, Bindings: p.Bindings, Status: Unsupported, Reasons: []Reason{{Text: fmt.Sprintf("the join's rows are the %s items the plan reads, and %s %s of another table: the application aggregates the items of one table; aggregate and group by columns of %s (its join column stands for the other table's key), or read the other table in a pattern of its own", n.entity.Name, strings.Join(others, ", "), isAre(len(others)), n.entity.Name), Pos: n.pat.Pos}}}
			return
		}
	}
	s := AppStep{Kind: AppAggregate, Aggregates: n.pat.Aggregates, Having: n.pat.Having, Entity: n.entity.Name, Pos: n.pat.Pos}
	if len(p.Projection) == 0 && !slices.Contains(n.pat.Whole, n.entity.Name) && len(p.Then) == 0 {
		p.project(PK) // COUNT(*) alone: the keys are enough to count
	}
	for _, g := range n.pat.GroupBy {
		s.GroupBy = append(s.GroupBy, g.Column)
	}
	if len(n.pat.Aggregates) > 0 {
		s.Pos = n.pat.Aggregates[0].Pos
	}
	var texts []string
	for _, a := range n.pat.Aggregates {
		if !a.Hidden {
			texts = append(texts, a.String())
		}
	}
	text := "the application reads every row the WHERE finds and computes " + strings.Join(texts, ", ")
	if len(texts) == 0 {
		text = "the application reads every row the WHERE finds and keeps one row per group"
	}
	if len(s.GroupBy) > 0 {
		text += fmt.Sprintf(" per group of (%s), a group's values compared as their collation compares", strings.Join(s.GroupBy, ", "))
	} else {
		text += ", one row even when no row is found (COUNT 0, the others NULL)"
	}
	if n.pat.Having != nil {
		text += fmt.Sprintf(", and keeps the groups where %s", n.pat.Having)
	}
	text += ", as MySQL does: COUNT, SUM and AVG exact, AVG with four decimals more than its argument, NULLs skipped"
	for _, step := range p.Steps() {
		if step.Limit > 0 {
			step.Limit = 0
			text += "; LIMIT counts groups, so the requests carry no Limit"
		}
	}
	p.App = append(p.App, s)
	p.Reasons = append(p.Reasons, Reason{Text: text + "; the cost section shows the items read per call, which the aggregate pays for", Pos: s.Pos})
}

// optionalVariants plans a read whose WHERE has conditions that apply only
// when a parameter is not NULL (Pattern.OptionalFilters, sqlc.narg(x) IS NULL OR
// col = sqlc.narg(x)): p, planned with all of them, is the one sent when
// none is NULL; each combination of NULL ones is a variant (Variants,
// Nulls), planned as the statement without those conditions, at most
// 2^maxNullParams - 1 of them. Null chooses. A variant no key serves makes
// the pattern unsupported, saying which.
func (lay *layout) optionalVariants(n *need, p *Plan) {
	opts := n.pat.OptionalFilters
	if len(opts) == 0 || p.Status == Unsupported {
		return
	}
	refuse := func(why string) {
		*p = Plan{Pattern: p.Pattern, Entity: p.Entity, Bindings: p.Bindings, Status: Unsupported, Reasons: []Reason{{Text: why, Pos: n.pat.Pos}}}
	}
	var cols []string
	for _, o := range opts {
		cols = append(cols, o.Column.Column)
	}
	switch {
	case n.chain != nil || n.after != nil || n.joinedBranches || n.children != nil || len(p.Then) > 0 && n.branches == nil:
		refuse(fmt.Sprintf("the condition on %s applies only when its parameter is not NULL, and variants of a read of several requests are not planned: read one table, or send the condition always", strings.Join(cols, ", ")))
		return
	case len(opts) > maxNullParams:
		refuse(fmt.Sprintf("the conditions on %s apply only when their parameters are not NULL: each combination is a plan of its own, %d in all, past the %d planned; send some always", strings.Join(cols, ", "), 1<<len(opts), 1<<maxNullParams))
		return
	}
	// The IS NULL's parameter fills the placeholder of its condition's:
	// the application passes one value to both.
	var names, shown []string
	for _, o := range opts {
		name, ok := n.names[o.Value]
		if !ok {
			refuse(fmt.Sprintf("the condition on %s applies only when its parameter is not NULL, and it is not one the request's key or filter takes", o.Column.Column))
			return
		}
		n.names[o.Flag.Pos], n.paramOf[o.Flag.Pos] = name, n.paramOf[o.Value]
		names, shown = append(names, name), append(shown, "{"+n.shown(o.Value)+"}")
	}
	p.Bindings = n.bindings()
	for mask := 1; mask < 1<<len(opts); mask++ {
		var nulls, which []string
		for i := range opts {
			if mask&(1<<i) != 0 {
				nulls, which = append(nulls, names[i]), append(which, shown[i])
			}
		}
		v := lay.plan(n.optional[mask-1]) // keyed by the layout as a read of its own
		if v.Status == Unsupported || v.Status == Scan {
			refuse(fmt.Sprintf("when %s is NULL its condition drops out, and then %s", strings.Join(which, " and "), v.Reasons[len(v.Reasons)-1].Text))
			return
		}
		v.Pattern, v.Bindings, v.Nulls = n.pat, p.Bindings, nulls
		p.Variants = append(p.Variants, v)
	}
	p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the condition on %s applies only when %s is not NULL (x IS NULL OR ...), which the application knows when it calls: it sends this plan when none is NULL, else the variant planned without the conditions of the NULL ones, each shown below (%d in all)", strings.Join(cols, ", "), strings.Join(shown, ", "), len(p.Variants)), Pos: n.pat.Pos})
}

// appSort serves an ORDER BY the application sorts by (Pattern.AppOrder):
// the requests read every row the WHERE finds, with no Limit, and the
// application sorts the answer, then keeps the first LIMIT (AppSort).
func appSort(n *need, p *Plan) {
	order := slices.Concat(n.pat.AppOrder, n.appOrder)
	var by []string
	for _, o := range order {
		text := o.Column.Column
		if o.Desc {
			text += " DESC"
		}
		by = append(by, text)
	}
	text := fmt.Sprintf("ORDER BY %s sorts what the application computes: the requests read every row the WHERE finds, and the application sorts the answer (NULLs first ascending, text as its collation compares)", strings.Join(by, ", "))
	for _, step := range p.Steps() {
		if step.Limit > 0 {
			step.Limit = 0
		}
	}
	if n.pat.Limit > 0 || n.pat.LimitParam {
		text += ", then keeps the first LIMIT rows, so the requests carry no Limit"
	}
	e := ""
	if n.entity != nil {
		e = n.entity.Name
	}
	switch {
	case len(n.appOrder) > 0 && len(p.Then) > 0 && n.children == nil:
		// A column of another table of the join than the one read first:
		// each read projects the columns it sorts by, and the
		// application sorts the rows the join pairs.
		var tables []string
		for _, o := range n.appOrder {
			for _, step := range p.Steps() {
				if step.Entity == o.Column.Entity && len(step.Projection) > 0 {
					step.project(o.Column.Column)
				}
			}
			if !slices.Contains(tables, o.Column.Entity) {
				tables = append(tables, o.Column.Entity)
			}
		}
		e = ""
		text = fmt.Sprintf("ORDER BY %s sorts on %s, whose items the join reads by the keys of the items before them, in no order of the answer's: the requests read every row the WHERE finds, and the application sorts the rows the join pairs (NULLs first ascending, text as its collation compares)", strings.Join(by, ", "), strings.Join(tables, " and "))
		if n.pat.Limit > 0 || n.pat.LimitParam {
			text += ", then keeps the first LIMIT rows, so the requests carry no Limit"
		}
	case len(n.appOrder) > 0 && n.children != nil:
		e = n.appOrder[0].Column.Entity // the children's columns
		text = fmt.Sprintf("ORDER BY %s sorts the children, which one Query reads with their parent in its order of keys: the application sorts the rows (NULLs first ascending, text as its collation compares)", strings.Join(by, ", "))
	case n.partition != "":
		text = fmt.Sprintf("ORDER BY %s is the application's: the Query reads the rows of the table's partition in the order of its sort key, and the application sorts them (NULLs first ascending, text as its collation compares)", strings.Join(by, ", "))
		if n.pat.Limit > 0 || n.pat.LimitParam {
			text += ", then keeps the first LIMIT rows, so the request carries no Limit"
		}
	case len(n.appOrder) > 0: // a column keys hold the digest of
		var long []string
		for _, o := range n.appOrder {
			if c := n.entity.Column(o.Column.Column); Digested(c) {
				long = append(long, fmt.Sprintf("%s (%s)", c.Name, c.Type))
			}
		}
		text = fmt.Sprintf("ORDER BY %s sorts on %s, longer than a key holds, so keys hold its digest, which does not sort as the values: the request reads every row the WHERE finds, and the application sorts them (NULLs first ascending, text as its collation compares)", strings.Join(by, ", "), strings.Join(long, ", "))
		if n.pat.Limit > 0 || n.pat.LimitParam {
			text += ", then keeps the first LIMIT rows, so the request carries no Limit"
		}
	}
	p.App = append(p.App, AppStep{Kind: AppSort, Order: order, Entity: e, Pos: order[0].Column.Pos})
	p.Reasons = append(p.Reasons, Reason{Text: text + "; the cost section shows the items read per call", Pos: order[0].Column.Pos})
}

// computed adds the select list's computed columns to a read: the
// application evaluates each on every row of its entity the requests
// return (AppCompute), from the columns the requests project.
func computed(n *need, p *Plan) {
	var texts []string
	for _, c := range n.pat.Computed {
		text := c.Expr.String()
		if !strings.EqualFold(c.Name, text) {
			text += " AS " + c.Name
		}
		texts = append(texts, text)
	}
	p.App = append(p.App, AppStep{Kind: AppCompute, Columns: n.pat.Computed, Pos: n.pat.Computed[0].Pos})
	p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the application computes %s on each row the requests return, as MySQL does (the expressions it evaluates are listed in the README), reading the columns they name from the item", strings.Join(texts, ", ")), Pos: n.pat.Computed[0].Pos})
}

// distinct serves SELECT DISTINCT: the application keeps the first item of
// each value of the selected columns. A LIMIT then counts distinct rows,
// not items, so no request carries it: the application reads on until it
// has LIMIT of them.
func distinct(n *need, p *Plan) {
	if len(n.pat.Whole) > 0 && len(p.Then) > 0 && p.Distinct == nil && slices.ContainsFunc(p.Steps(), func(s *Plan) bool { return s.Operation != GetItem }) {
		// One row of the table, reached through several rows of the
		// join: kept once.
		p.Distinct = []string{PK, SK}
		for _, s := range p.Steps() {
			if s.Entity == n.entity.Name && len(s.Projection) > 0 {
				s.project(PK, SK)
			}
		}
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("DISTINCT over a join: one %s item may make several rows of it, and the application keeps each item once (by its table key)", n.entity.Name), Pos: n.pat.Pos})
		return
	}
	if len(n.pat.Whole) > 0 || len(n.pat.Projection)+len(n.pat.Computed) == 0 {
		if p.Distinct == nil && (len(p.Then) > 0 || p.Operation == Query || p.Operation == OpScan) {
			p.Reasons = append(p.Reasons, Reason{Text: "DISTINCT over whole rows: every item is a row of its own already, so there is nothing to remove", Pos: n.pat.Pos})
		}
		return
	}
	var cols []string
	for _, c := range n.pat.Projection {
		cols = append(cols, c.Column)
	}
	for _, c := range n.pat.Computed {
		cols = append(cols, c.Name) // computed first (AppCompute), then kept once
	}
	if p.Operation == GetItem && len(p.Then) == 0 {
		return // one item: one row
	}
	p.Distinct = cols
	text := fmt.Sprintf("DISTINCT: the application keeps the first item of each value of (%s), as SQL returns each distinct row once", strings.Join(cols, ", "))
	var folds []string
	for _, c := range n.pat.Projection {
		if e := n.entity; e != nil && strings.EqualFold(c.Entity, e.Name) && folded(e, c.Column, "=") && e.Column(c.Column).Kind == analyze.KindString {
			folds = append(folds, c.Column)
		}
	}
	if len(folds) > 0 {
		text += fmt.Sprintf(", comparing %s folded as its collation does (City and CITY are one value, and either spelling may be the one returned)", strings.Join(folds, ", "))
	}
	for _, s := range p.Steps() {
		if s.Limit > 0 {
			s.Limit = 0
			text += fmt.Sprintf("; LIMIT %d counts distinct rows, so the requests carry no Limit and the application reads on until it has them", n.pat.Limit)
		}
	}
	p.Reasons = append(p.Reasons, Reason{Text: text, Pos: n.pat.Pos})
}

func (lay *layout) serve(n *need) *Plan {
	p := &Plan{Pattern: n.pat, Bindings: n.bindings()}
	if n.entity != nil {
		p.Entity = n.entity.Name
	}
	switch {
	case len(n.problems) > 0:
		p.Status = Unsupported
		p.Reasons = append(p.Reasons, n.problems...)
		return p
	case lay.overBudget[n.pat] != nil:
		p.Status = Unsupported
		p.Reasons = append(p.Reasons, *lay.overBudget[n.pat])
		return p
	case n.write:
		return lay.writePlan(n, p)
	case n.count:
		return lay.countPlan(n, p)
	case n.children != nil:
		return lay.collectionPlan(n, p)
	case n.chain != nil || n.after != nil:
		return lay.chainPlan(n, p)
	case n.joinedBranches:
		return lay.orJoinPlan(n, p)
	case n.branches != nil:
		return lay.branchPlan(n, p)
	case lay.chosen[n.entity.Name].placement == Embedded:
		p.Status = Unsupported
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the rows of %s are embedded in their %s item and have no key of their own: read the %s", n.entity.Name, lay.chosen[n.entity.Name].parent.Name, lay.chosen[n.entity.Name].parent.Name), Pos: n.pat.Pos})
		return p
	}
	return lay.read(n, p)
}

// read plans a lookup of one entity's items by the need's conditions.
func (lay *layout) read(n *need, p *Plan) *Plan {
	if len(n.eq) == 0 && !sortsAll(n) {
		return lay.scanPlan(n, p)
	}
	cands := lay.candidates(n.entity)
	if n.partition != "" {
		// The layout chose the table's partition (partitionReads): read
		// it, whatever index serves the need now its order is dropped.
		f := cands[0].s.serve(n)
		lay.keyPlan(n, p, cands[0], f)
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the table's partition %s serves this read instead of an index: %s", cands[0].s.pkTemplate(), n.partition), Pos: n.pat.Pos})
		return p
	}
	var use *candidate
	var f fit
	for i, c := range cands {
		if cf := c.s.serve(n); cf.clean() {
			use, f = &cands[i], cf
			break
		}
	}
	if use == nil {
		if cf, ok := acceptBase(cands[0].s, n); ok {
			use, f = &cands[0], cf
		}
	}
	if use == nil {
		return lay.scanPlan(n, p)
	}
	lay.keyPlan(n, p, *use, f)
	return p
}

// keyPlan fills a GetItem, BatchGetItem or Query plan on one key.
func (lay *layout) keyPlan(n *need, p *Plan, c candidate, f fit) {
	s := c.s
	p.Index, p.PKAttr, p.SKAttr = c.index, c.pk, c.sk
	p.PKValue = bind(s.pkTemplate(), n)
	if s.shards > 1 {
		p.Shards = s.shards
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the partition key takes few values and %s, so it is spread over %d shards (R14): each item writes {%s} = FNV-1a of its primary key mod %d, and a read sends the request once per shard and merges the answers in sort key order", s.hotWhy, s.shards, ShardCol, s.shards), Pos: n.pat.Pos})
	}
	where := "the table"
	switch {
	case c.index != "":
		where = "index " + c.index
	case c.look != nil && c.look.onLock:
		where = "the lock items"
	case c.look != nil:
		where = "the lookup items"
	}
	for _, col := range s.pkCols {
		e := n.eqOf(col)
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s %s fills the partition key %s of %s", col, e.valueText(), s.pkTemplate(), where), Pos: e.pos})
	}
	if len(n.eq) == 0 {
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("no equality picks a partition, so %s keeps every %s item under one partition key, %s, sorted by %s: a Query reads them in order, and that key takes every read of this pattern and every write of %s (R14)", where, n.entity.Name, s.pkPrefix, strings.Join(n.sortCols(), ", "), n.entity.Name), Pos: n.pat.OrderBy[0].Column.Pos})
	}
	prefix := Template{{Lit: s.skPrefix}}
	for _, col := range s.chain[:f.bound] {
		e := n.eqOf(col)
		prefix = append(prefix, Part{Lit: "#"}, bindCol(n.entity, col, e.values))
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s %s fills the sort key %s", col, e.valueText(), s.skTemplate()), Pos: e.pos})
	}
	prefix = prefix.merge()
	switch {
	case f.exact:
		p.SKCond = &SKCond{Op: "=", Values: []Template{prefix}}
	case f.keyRng:
		last := f.bound == len(s.chain)-1
		p.SKCond = rangeCond(n, prefix, last)
		var conds []string
		for _, r := range n.ranges() {
			conds = append(conds, predicateText(r))
			if r.Op == "<" && last {
				edge := n.filterCol(r)
				edge.Edge = true
				p.FilterCols = append(p.FilterCols, edge)
				p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("a key condition has no <, so the range ends at %s itself and a FilterExpression drops only the items equal to it", valueText(r.Values)), Pos: r.Column.Pos})
			}
		}
		what := "a range"
		switch {
		case n.rng.Op == "LIKE":
			what = "begins_with"
		case len(conds) > 1:
			what = "one range"
		}
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s becomes %s on the sort key %s", strings.Join(conds, " AND "), what, s.skTemplate()), Pos: n.rng.Column.Pos})
		if p.SKCond.Op == "BETWEEN" && (n.rng.Op == "BETWEEN" || n.upper != nil) && !fixedRange(p.SKCond) {
			lo, hi := p.SKCond.Values[0], p.SKCond.Values[1]
			// Both bounds from the statement: a low one above the high
			// one is an empty range, which DynamoDB refuses to read.
			p.App = append([]AppStep{{Kind: AppEmpty, Pos: n.rng.Column.Pos}}, p.App...)
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("when the low bound %s sorts after the high bound %s, as the key writes them, the range holds no key: the application sends no request and finds no items, as the SQL finds no row (DynamoDB refuses a BETWEEN whose low bound is above its high one)", lo, hi), Pos: n.rng.Column.Pos})
		}
		if n.rng.Op != "LIKE" && folded(n.entity, n.rng.Column.Column, n.rng.Op) {
			p.FoldedOrder = n.entity.Column(n.rng.Column.Column).Name
		}
		if c := n.entity.Column(n.rng.Column.Column); n.rng.Op == "LIKE" && n.rng.Values[0].Param && c != nil && !c.NotNull {
			// A NULL is written empty in the key, so an empty prefix
			// would find it; SQL's LIKE never matches NULL.
			p.FilterCols = append(p.FilterCols, FilterCol{Column: c.Name, Op: "IS NOT NULL", Edge: true})
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s is nullable and a NULL is written empty in the key, where an empty prefix would find it: attribute_exists(%s) drops those items", c.Name, c.Name), Pos: n.rng.Column.Pos})
		}
	default:
		p.SKCond = &SKCond{Op: "begins_with", Values: []Template{append(slices.Clone(prefix), Part{Lit: "#"}).merge()}}
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("begins_with(%s, '%s#') keeps only items of %s in the partition", c.sk, prefix, n.entity.Name), Pos: n.pat.Pos})
	}
	p.FilterCols = append(p.FilterCols, n.leftOver(f)...)
	lay.foldedFilters(n, p) // before the operation: with no FilterExpression left, one item is a GetItem
	unique := f.exact && s.unique(n.entity) && c.look == nil
	switch {
	case c.index == "" && unique && f.multi && len(p.FilterCols) == 0:
		// BatchGetItem has no FilterExpression: with a condition to check,
		// the keys are read by a Query each, which has.
		p.Operation = BatchGetItem
		p.BatchKeys = batchKeys(n, s.pkTemplate(), prefix)
		text := "the IN list names whole table keys: one BatchGetItem reads them all (up to 100 keys per call)"
		if k := len(p.BatchKeys); k > MaxBatchKeys {
			text = fmt.Sprintf("the IN list names %d whole table keys and BatchGetItem takes at most %d per call: the application sends %d calls, %d keys each (the last with the rest); the request shows the first", k, MaxBatchKeys, (k+MaxBatchKeys-1)/MaxBatchKeys, MaxBatchKeys)
		}
		if v := n.listEq().values[0]; v.List {
			text = fmt.Sprintf("sqlc.slice(%s) names whole table keys, as many as the list holds: the request carries one key per element (the JSON shows one), and BatchGetItem takes at most %d per call, so the application sends one call per %d elements", v.Name, MaxBatchKeys, MaxBatchKeys)
		}
		text += "; each key goes once, since DynamoDB refuses a BatchGetItem that names a key twice (as `IN (5, 5)` would)"
		p.Reasons = append(p.Reasons, Reason{Text: text, Pos: n.pat.Pos})
	case c.index == "" && unique && len(p.FilterCols) == 0:
		p.Operation = GetItem
		p.Reasons = append(p.Reasons, Reason{Text: getItemReason, Pos: n.pat.Pos})
	default:
		p.Operation = Query
		if f.multi {
			in := n.inKey(s, f)
			p.Each, p.EachValues = in.col, n.templates(in.values)
			p.Sort = n.sort()
			binds := "binds part of the key"
			if f.exact && s.unique(n.entity) {
				binds = "names whole keys, but BatchGetItem takes no FilterExpression to check the rest of the WHERE"
				if c.index != "" {
					binds = "names whole keys of an index, which only a Query reads"
				}
			}
			text := fmt.Sprintf("the IN list on %s %s: the Query runs once per distinct value (as the key writes it), {%s} filled with each in turn, and the application merges the answers%s", in.col, binds, in.col, n.mergeTail())
			if v := in.values[0]; v.List {
				text = fmt.Sprintf("sqlc.slice(%s) on %s %s: the Query runs once per distinct element of the list (as the key writes it), {%s} filled with each in turn, and the application merges the answers%s", v.Name, in.col, binds, in.col, n.mergeTail())
			}
			p.Reasons = append(p.Reasons, Reason{Text: text, Pos: in.pos})
		}
	}
	if c.index != "" {
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the table's key (PK %s, SK %s) does not serve this lookup, so it reads index %s (R4); index reads are eventually consistent", lay.chosen[n.entity.Name].base.pkTemplate(), lay.chosen[n.entity.Name].base.skTemplate(), c.index), Pos: n.pat.Pos})
	}
	p.Order = n.order
	if n.order != "" && folded(n.entity, n.order, "") {
		p.FoldedOrder = n.entity.Column(n.order).Name
	}
	if n.order != "" {
		o := n.pat.OrderBy[0]
		if n.desc {
			p.Descending = true
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("ORDER BY %s reads the sort key backwards: ScanIndexForward=false (R6)", n.orderText()), Pos: o.Column.Pos})
		} else if !n.keyOrder {
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("ORDER BY %s is the sort key's order (R6)", n.orderText()), Pos: o.Column.Pos})
		}
	}
	lay.finish(n, p)
	if p.Shards > 1 && len(p.Projection) > 0 {
		p.project(p.SKAttr) // the application merges the shards' answers by the sort key
	}
	if c.look != nil {
		lay.lookupPlan(n, p, c.look)
	}
}

// lookupPlan turns a Query of lookup items into the read they stand for:
// the Query returns the rows' table keys (KeysOnly), and a BatchGetItem
// reads the rows' items by them, in the order the Query found them.
func (lay *layout) lookupPlan(n *need, p *Plan, l *lookup) {
	e := n.entity
	base := lay.chosen[e.Name].base
	pk, sk := base.pkTemplate(), base.skTemplate()
	get := &Plan{Pattern: n.pat, Bindings: p.Bindings, Entity: e.Name, Operation: BatchGetItem, Status: OK,
		PKAttr: PK, SKAttr: SK, PKValue: pk, SKCond: &SKCond{Op: "=", Values: []Template{sk}}, BatchKeys: [][2]Template{{pk, sk}}}
	cols := distinctCols(pk.Columns(), sk.Columns())
	for _, c := range cols {
		get.Feed = append(get.Feed, Feed{Placeholder: c, Attr: c})
	}
	if len(p.Projection) > 0 {
		get.Projection = p.Projection
		get.project(PK, SK) // the answers are matched back to the lookup items by key
	}
	p.Projection, p.KeysOnly, p.LookupItems = nil, true, true
	p.project(cols...)
	p.Then = []*Plan{get}
	lk := l.item
	text := fmt.Sprintf("%s, so lookup items stand in for it: each %s row has one more item, PK %s, SK %s, carrying %s, put, moved and deleted with the row in one TransactWriteItems; this Query reads those (they are not the answer), and unlike an index read it may ask for ConsistentRead", l.why, e.Name, lk.PK, lk.SK, strings.Join(lk.Carries, ", "))
	if l.onLock {
		text = fmt.Sprintf("%s, so the lock items of %s stand in for it: each (PK %s, SK %s), put, moved and deleted with its row in one TransactWriteItems, holds the row's %s too; this %s reads the lock item (not the answer), and unlike an index read it may ask for ConsistentRead", l.why, uniqueName(e, lk.Columns), lk.PK, lk.SK, strings.Join(lk.Carries, ", "), p.Operation)
	}
	p.Reasons = append(p.Reasons, Reason{Text: text, Pos: n.pat.Pos})
	items := "lookup items'"
	if l.onLock {
		items = "lock item's"
	}
	get.Reasons = []Reason{{Text: fmt.Sprintf("step 2: the %s %s fill the table key of each %s item (PK %s, SK %s), and one BatchGetItem reads them, 100 keys per call; the application keeps the items in the order of step 1", items, strings.Join(cols, ", "), e.Name, pk, sk), Pos: n.pat.Pos}}
}

// folded reports whether a condition on a column compares values as its
// case- or accent-insensitive collation does, which bytes cannot: any
// comparison but IS NULL and IS NOT NULL.
func folded(e *analyze.Entity, col, op string) bool {
	c := e.Column(col)
	return c != nil && c.Fold != analyze.FoldNone && op != "IS NULL" && op != "IS NOT NULL"
}

// foldedRangeWhy says why a range on a case-insensitive column cannot be
// checked by what (a FilterExpression, a ConditionExpression).
func foldedRangeWhy(c *analyze.Column, op, what string) string {
	return fmt.Sprintf("%s's collation (%s) ignores case: %s compares bytes, and the application's check compares folded values by equality only (the fold keeps the collation's equality, not its order on every character), so `%s %s …` cannot be checked; declare the column with a _bin collation if the application writes one spelling", c.Name, c.Collation, what, c.Name, op)
}

// foldedFilters moves the FilterExpression's conditions on a case- or
// accent-insensitive column that compare by equality (=, IN, <>, NOT IN, a
// LIKE prefix) to the application's check (Plan.Check), which compares as
// the collation does. A range on such a column is unsupported: the
// collation's order is not the fold's byte order.
func (lay *layout) foldedFilters(n *need, p *Plan) {
	var kept []FilterCol
	for _, f := range p.FilterCols {
		if f.Edge || f.Bytes || !folded(n.entity, f.Column, f.Op) {
			kept = append(kept, f)
			continue
		}
		c := n.entity.Column(f.Column)
		switch f.Op {
		case "=", "IN", "<>", "NOT IN", "LIKE":
			p.Check = append(p.Check, f)
		default:
			kept = append(kept, f)
			if p.Status == "" {
				p.Status = Unsupported
				p.Reasons = append(p.Reasons, Reason{Text: foldedRangeWhy(c, f.Op, "a FilterExpression"), Pos: n.pat.Pos})
			}
		}
	}
	p.FilterCols = kept
}

// finish adds what every read plan shares: copies, limit, projection,
// filter status.
func (lay *layout) finish(n *need, p *Plan) {
	if cp := n.copies; cp != nil {
		c := lay.copyFor(cp)
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s %s copied onto each %s item as %s (R9), so one read answers the JOIN", qualified(cp.parent.Name, c.Columns), isAre(len(c.Columns)), cp.child.Name, strings.Join(c.Attrs, ", ")), Pos: cp.pos})
	}
	returned := !n.feeds || n.answers
	for _, e := range n.eq {
		if c := n.entity.Column(e.col); Digested(c) {
			of := "the value"
			if c.Fold != analyze.FoldNone || c.PadSpace {
				of = "the value as its collation compares it"
			}
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s (%s) is longer than a key holds (a partition key takes 2,048 bytes, a sort key 1,024), so the key holds its digest: the first %d hex digits of the SHA-256 of %s; the whole value is compared too", c.Name, c.Type, digestLen, of), Pos: e.pos})
		}
	}
	lay.foldedFilters(n, p)
	if len(n.pat.AppOrder)+len(n.appOrder) > 0 {
		// The application sorts every row read, then cuts (appSort).
	} else if len(p.Check) > 0 && (n.pat.Limit > 0 || n.pat.LimitParam) && returned {
		// Limit counts items before the application's check drops any.
		p.Reasons = append(p.Reasons, Reason{Text: "LIMIT counts the items that pass the application's check, so the request carries no Limit: the application reads on with LastEvaluatedKey until it has that many", Pos: n.pat.Pos})
	} else if n.pat.Limit > math.MaxInt32 && p.Operation != GetItem && p.Operation != BatchGetItem && returned {
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("LIMIT %d is past the largest Limit a request takes (2^31-1), so the request carries none: it reads every page", n.pat.Limit), Pos: n.pat.Pos})
	} else if n.pat.Limit > 0 && p.Operation != GetItem && p.Operation != BatchGetItem && returned {
		p.Limit = n.pat.Limit
		text := fmt.Sprintf("LIMIT %d becomes Limit %d", n.pat.Limit, n.pat.Limit)
		if len(n.fed()) > 0 || p.Each != "" || n.merged {
			text += " on each request: the first of each, merged, hold the first of all"
		}
		if len(p.FilterCols) > 0 {
			text += "; Limit counts items before the filter, so a page may hold fewer: read on with LastEvaluatedKey"
		}
		p.Reasons = append(p.Reasons, Reason{Text: text, Pos: n.pat.Pos})
	}
	if n.pat.LimitParam && returned && p.Operation != GetItem && p.Operation != BatchGetItem && len(p.Check) == 0 && len(n.pat.AppOrder)+len(n.appOrder) == 0 {
		text := "LIMIT ? is the request's Limit, set per call"
		if len(p.FilterCols) > 0 {
			// The request's JSON carries no Limit, and the one the
			// application sets counts items before the FilterExpression.
			text = "LIMIT ? is the number of items the application keeps: it sets the request's Limit to it per call, and since Limit counts items before the filter, a page may hold fewer: read on with LastEvaluatedKey until that many came"
		}
		p.Reasons = append(p.Reasons, Reason{Text: text, Pos: n.pat.Pos})
	}
	if !slices.Contains(n.pat.Whole, p.Entity) {
		for _, c := range n.pat.Projection {
			if c.Entity == p.Entity {
				p.project(c.Column)
			}
		}
		for _, c := range n.pat.Computed {
			if c.Entity == p.Entity {
				p.project(c.Expr.Columns()...) // what the application computes from
			}
		}
		for _, a := range n.pat.Aggregates {
			if a.Entity == p.Entity && a.Arg != nil {
				p.project(a.Arg.Columns()...)
			}
		}
		for _, g := range n.pat.GroupBy {
			if g.Entity == p.Entity {
				p.project(g.Column)
			}
		}
		if n.copies != nil && len(p.Projection) > 0 {
			p.project(lay.copyFor(n.copies).Attrs...)
		}
	}
	for _, f := range p.FilterCols {
		if b, ok := p.listOf(f.Values); ok {
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s %s (sqlc.slice(%s)) is a FilterExpression with one :placeholder per element of the list (DynamoDB's IN takes at most 100)", f.Column, f.Op, b.Param), Pos: b.Pos})
		}
	}
	if len(p.Check) > 0 && p.Status == "" {
		plain := slices.Clone(p.Check)
		for i := range plain {
			plain[i].Nullable = false // a NULL fails every check: no attribute_exists to say
		}
		_, p.CheckText = newExpr(n.entity).conditions(plain)
		var cols []string
		for _, f := range p.Check {
			cols = append(cols, f.Column)
		}
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the collation of %s ignores case, and a FilterExpression compares bytes, so the application checks %s on each item returned, both sides folded as the key encoding folds them, and drops the items that fail: they are read and paid for first", strings.Join(cols, ", "), p.CheckText), Pos: n.pat.Pos})
		if len(p.Projection) > 0 {
			p.project(cols...)
		}
	}
	if p.filtered() && p.Status == "" {
		p.Status = Filter
		var cols []string
		for _, f := range p.FilterCols {
			switch {
			case f.Bytes:
				p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("BINARY %s %s … compares bytes where %s's collation folds: the folded key finds every spelling of the value, and a FilterExpression, which compares bytes, keeps the one asked for", f.Column, f.Op, f.Column), Pos: n.pat.Pos})
			case !f.Edge:
				cols = append(cols, f.Column)
			}
		}
		if len(cols) > 0 {
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s cannot be part of this key: a FilterExpression drops non-matching items after they are read (and paid for)", strings.Join(cols, ", ")), Pos: n.pat.Pos})
		}
	}
	if p.Status == "" {
		p.Status = OK
	}
}

// MaxBatchKeys is how many keys one BatchGetItem call may ask for.
const MaxBatchKeys = 100

// rangeCond turns a range on the next sort key column into a key
// condition. prefix ends before the '#' that precedes the column; last says
// the column ends the sort key. '$' is the byte after '#', so "X#v$" sorts
// after every "X#v#..." key.
func rangeCond(n *need, prefix Template, last bool) *SKCond {
	base := append(slices.Clone(prefix), Part{Lit: "#"}).merge()
	end := append(slices.Clone(prefix), Part{Lit: "$"}).merge()
	with := func(t Template, tail string) Template {
		out := append(slices.Clone(base), t...)
		if tail != "" {
			out = append(out, Part{Lit: tail})
		}
		return out.merge()
	}
	r := n.rng
	vals := n.templates(r.Values)
	for i := range vals {
		vals[i] = keyed(n.entity, r.Column.Column, vals[i])
	}
	switch r.Op {
	case "LIKE":
		return &SKCond{Op: "begins_with", Values: []Template{with(vals[0], "")}}
	case "BETWEEN":
		return &SKCond{Op: "BETWEEN", Values: []Template{with(vals[0], ""), with(vals[1], "$")}}
	}
	low, high := base, end
	if c := n.entity.Column(r.Column.Column); c != nil && !c.NotNull {
		// A NULL is written empty (X##id, see Key.Values): starting at X#$
		// leaves it out, as SQL's < and <= do.
		low = append(slices.Clone(prefix), Part{Lit: "#$"}).merge()
	}
	for _, b := range n.ranges() {
		v := keyed(n.entity, b.Column.Column, n.templates(b.Values)[0])
		switch b.Op {
		case ">=":
			low = with(v, "")
		case ">":
			low = with(v, "$") // past the value and anything after it in the key
		case "<=":
			high = with(v, "$")
		case "<":
			if last {
				high = with(v, "") // the value itself is in range: a filter drops it
			} else {
				high = with(v, "#")
			}
		}
	}
	return &SKCond{Op: "BETWEEN", Values: []Template{low, high}}
}

// fixedRange reports whether a BETWEEN's bounds are constants, the low
// one not above the high one: no call makes the range empty.
func fixedRange(c *SKCond) bool {
	lo, hi := c.Values[0], c.Values[1]
	return len(lo.Columns())+len(hi.Columns()) == 0 && lo.String() <= hi.String()
}

// leftOver are the conditions a key read with fit f does not hold: the
// equalities on columns past the key, a range off the sort key, and the
// predicates no key holds. A read filters by them; a write of one item
// makes them its ConditionExpression.
func (n *need) leftOver(f fit) []FilterCol {
	var out []FilterCol
	for _, col := range f.extras {
		e := n.eqOf(col)
		op := "="
		if isList(e.values) {
			op = "IN"
		}
		out = append(out, FilterCol{Column: col, Op: op, Values: n.eqTemplates(e)})
	}
	if !f.keyRng {
		for _, r := range n.ranges() {
			out = append(out, n.filterCol(r))
		}
	}
	for _, r := range n.filters {
		out = append(out, n.filterCol(r))
	}
	return out
}

// extraEqs are the equalities on columns past the key of fit f, as
// predicates.
func (n *need) extraEqs(f fit) []analyze.Predicate {
	var out []analyze.Predicate
	for _, col := range f.extras {
		e := n.eqOf(col)
		op := "="
		if isList(e.values) {
			op = "IN"
		}
		out = append(out, analyze.Predicate{Column: analyze.ColumnRef{Entity: n.entity.Name, Column: col, Pos: e.pos}, Op: op, Values: e.values})
	}
	return out
}

func (n *need) filterCol(r analyze.Predicate) FilterCol {
	c := n.entity.Column(r.Column.Column)
	return FilterCol{Column: r.Column.Column, Op: r.Op, Values: n.templates(r.Values), Nullable: c != nil && !c.NotNull, Bytes: r.Bytes}
}

// bindCol is one key column of e's: its constant, or the column.
func bindCol(e *analyze.Entity, col string, vs []analyze.Value) Part {
	if len(vs) == 1 && !vs[0].Param {
		return constPart(e.Column(col), vs[0].Const)
	}
	return Part{Col: col}
}

// bind replaces the columns of a key template that the need compares with a
// constant by that constant.
func bind(t Template, n *need) Template {
	out := make(Template, len(t))
	for i, p := range t {
		out[i] = p
		if p.Col != "" {
			if e := n.eqOf(p.Col); e != nil {
				out[i] = bindCol(n.entity, p.Col, e.values)
			}
		}
	}
	return out.merge()
}

// predicateText is a predicate as SQL writes it, a ? for each parameter.
func predicateText(r analyze.Predicate) string {
	switch r.Op {
	case "BETWEEN":
		return fmt.Sprintf("%s BETWEEN %s AND %s", r.Column.Column, valueText(r.Values[:1]), valueText(r.Values[1:]))
	case "LIKE":
		if r.Values[0].Param {
			return fmt.Sprintf("%s LIKE CONCAT(?, '%%')", r.Column.Column)
		}
		return fmt.Sprintf("%s LIKE '%s%%'", r.Column.Column, r.Values[0].Const)
	case "IS NULL", "IS NOT NULL":
		return r.Column.Column + " " + r.Op
	}
	if r.Bytes {
		return fmt.Sprintf("BINARY %s %s %s", r.Column.Column, r.Op, valueText(r.Values))
	}
	return fmt.Sprintf("%s %s %s", r.Column.Column, r.Op, valueText(r.Values))
}

func valueText(vs []analyze.Value) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = "?"
		switch {
		case v.List:
			return "(sqlc.slice(" + v.Name + "))"
		case v.Name != "":
			parts[i] = "sqlc.arg(" + v.Name + ")"
		case v.Number:
			parts[i] = v.Const
		case !v.Param:
			parts[i] = "'" + v.Const + "'"
		}
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// collectionPlan serves a parent read with its children in one Query on the
// parent's item collection (R3: a pre-joined JOIN).
func (lay *layout) collectionPlan(n *need, p *Plan) *Plan {
	po := lay.chosen[n.entity.Name]
	if po.placement != Root || !allEq(n, n.entity.PrimaryKey) || len(n.eq) != len(n.entity.PrimaryKey) {
		p.Status = Unsupported
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("a parent with its children in one Query needs an equality on the whole key of %s, whose items start their own collection", n.entity.Name), Pos: n.pat.Pos})
		return p
	}
	var names, embedded []string
	for _, c := range n.children {
		co := lay.chosen[c.Name]
		if (co.placement != InParent && co.placement != Embedded) || co.parent != n.entity {
			p.Status = Unsupported
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("items of %s do not live in the item collection of %s (%s serves other patterns better): read them with a second request", c.Name, n.entity.Name, c.Name), Pos: n.pat.Pos})
			return p
		}
		names = append(names, c.Name)
		if co.placement == Embedded {
			embedded = append(embedded, c.Name)
		}
	}
	p.Operation, p.PKAttr, p.SKAttr = Query, PK, SK
	p.PKValue = bind(po.base.pkTemplate(), n)
	if len(embedded) > 0 {
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the rows of %s are embedded in the %s item (R8): they come with it", strings.Join(embedded, ", "), n.entity.Name), Pos: n.pat.Pos})
	}
	if len(embedded) == len(names) {
		// Every child is inside the parent's item: one GetItem answers.
		p.Operation = GetItem
		p.SKCond = &SKCond{Op: "=", Values: []Template{po.base.skTemplate()}}
		for _, col := range po.base.pkCols {
			e := n.eqOf(col)
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s = %s fills the partition key %s of the table; SK %s is the %s item itself (R2)", col, valueText(e.values), po.base.pkTemplate(), po.base.skTemplate(), n.entity.Name), Pos: e.pos})
		}
		lay.dropChildless(n, p, names)
		lay.finish(n, p)
		lay.collectionProjection(n, p)
		return p
	}
	for _, col := range po.base.pkCols {
		e := n.eqOf(col)
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s = %s fills the partition key %s of the table", col, valueText(e.values), po.base.pkTemplate()), Pos: e.pos})
	}
	p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s and its %s share the partition: one Query on the partition key alone returns the %s item and its %s, the JOIN done at write time (R3)", n.entity.Name, strings.Join(names, ", "), n.entity.Name, strings.Join(names, ", ")), Pos: n.pat.Pos})
	lay.dropChildless(n, p, names)
	var others []string
	for _, e := range lay.inside[n.entity] {
		if lay.chosen[e.Name].placement == InParent && !slices.Contains(n.children, e) {
			others = append(others, e.Name)
		}
	}
	if len(others) > 0 {
		types := []Template{{{Lit: n.entity.Name}}}
		for _, c := range names {
			types = append(types, Template{{Lit: c}})
		}
		p.FilterCols = append(p.FilterCols, FilterCol{Column: Type, Op: "IN", Values: types})
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the partition also holds items of %s, which this pattern does not return", strings.Join(others, ", ")), Pos: n.pat.Pos})
	}
	lay.finish(n, p)
	lay.collectionProjection(n, p)
	return p
}

// project adds attributes to the plan's projection, each once: DynamoDB
// refuses a ProjectionExpression (and PartiQL a select list) that names
// one twice.
func (p *Plan) project(attrs ...string) {
	for _, a := range attrs {
		if !slices.Contains(p.Projection, a) {
			p.Projection = append(p.Projection, a)
		}
	}
}

// collectionProjection widens a parent's projection to the children's
// columns the statement selects, and _type, which tells the items apart;
// a child selected whole, or embedded in the parent's item, needs the
// whole items.
func (lay *layout) collectionProjection(n *need, p *Plan) {
	if len(p.Projection) == 0 {
		return
	}
	for _, c := range n.children {
		if slices.Contains(n.pat.Whole, c.Name) || lay.chosen[c.Name].placement == Embedded {
			p.Projection = nil
			return
		}
		for _, col := range n.pat.Projection {
			if col.Entity == c.Name {
				p.project(col.Column)
			}
		}
		for _, x := range n.pat.Computed {
			if x.Entity == c.Name {
				p.project(x.Expr.Columns()...) // what the application computes from
			}
		}
	}
	p.project(Type)
}

// scanPlan is the last resort: every item of the table is read.
func (lay *layout) scanPlan(n *need, p *Plan) *Plan {
	p.Operation, p.Status = OpScan, Scan
	p.FilterCols = append(p.FilterCols, FilterCol{Column: Type, Op: "=", Values: []Template{{{Lit: n.entity.Name}}}})
	for _, e := range n.eq {
		op := "="
		if isList(e.values) {
			op = "IN"
		}
		p.FilterCols = append(p.FilterCols, FilterCol{Column: e.col, Op: op, Values: n.eqTemplates(&e)})
	}
	for _, r := range append(n.ranges(), n.filters...) {
		p.FilterCols = append(p.FilterCols, n.filterCol(r))
	}
	text := "no equality on any column: no key can find the items, so a Scan reads the whole table (R14)"
	if len(n.eq) > 0 {
		text = "no key serves this combination of conditions, so a Scan reads the whole table"
	}
	p.Reasons = append(p.Reasons, Reason{Text: text + "; give the pattern an equality on a column, or keep the rows under a known key and Query it", Pos: n.pat.Pos})
	if n.order != "" {
		// A Scan returns items in no order: with LIMIT its page is not the
		// first rows of the sort, so no request gives the SQL's answer.
		p.Operation, p.Status, p.FilterCols = "", Unsupported, nil
		p.Reasons = []Reason{{Text: fmt.Sprintf("ORDER BY %s with no equality to pick a partition: a sort key orders items within one partition only; keep the items under one known (or sharded) partition key sorted by %s, and Query it", n.order, n.order), Pos: n.pat.OrderBy[0].Column.Pos}}
		return p
	}
	lay.finish(n, p)
	return p
}

// listEq is the first equality with an IN list.
func (n *need) listEq() *eqCol {
	for i := range n.eq {
		if isList(n.eq[i].values) {
			return &n.eq[i]
		}
	}
	return nil
}

// batchKeys lists one key per value of the IN list that binds the key.
func batchKeys(n *need, pk, sk Template) [][2]Template {
	in := n.listEq()
	var keys [][2]Template
	for i, v := range in.values {
		one := *n
		one.eq = slices.Clone(n.eq)
		for j := range one.eq {
			if one.eq[j].col == in.col {
				one.eq[j].values = []analyze.Value{v}
			}
		}
		col := fmt.Sprintf("%s.%d", in.col, i+1)
		rename := func(t Template) Template {
			out := bind(t, &one)
			for k := range out {
				if out[k].Col == in.col {
					out[k].Col = col
				}
			}
			return out
		}
		keys = append(keys, [2]Template{rename(pk), rename(sk)})
	}
	return keys
}

// dropChildless notes the application step an inner join needs: the read
// returns the parent even with no child, where the SQL returns no row.
func (lay *layout) dropChildless(n *need, p *Plan, children []string) {
	for _, j := range n.pat.Joins {
		if !j.Outer {
			p.DropChildless = true
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the JOIN is an inner join: when the %s item comes with no %s, the SQL returns nothing, so the application drops that lone %s item (a LEFT JOIN would keep it)", n.entity.Name, strings.Join(children, " or "), n.entity.Name), Pos: j.Left.Pos})
			return
		}
	}
}

const getItemReason = "the WHERE binds the whole table key, PK and SK: GetItem reads the one item (R2)"

// qualified names columns with their table: authors.name, authors.bio.
func qualified(table string, cols []string) string {
	var out []string
	for _, c := range cols {
		out = append(out, table+"."+c)
	}
	return strings.Join(out, ", ")
}

// isAre is the verb for n things: "authors.name is", "… are".
func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

// valueText shows what an equality compares with: the SQL's values, or the
// column of the previous step's items.
func (e *eqCol) valueText() string {
	switch {
	case e.from != "":
		return fmt.Sprintf("= the %s of each %s item", e.from, e.fromEntity)
	case isList(e.values):
		return "IN " + valueText(e.values)
	}
	return "= " + valueText(e.values)
}

// inKey is the IN list that binds a key column of s.
func (n *need) inKey(s *shape, f fit) *eqCol {
	for _, c := range append(slices.Clone(s.pkCols), s.chain[:f.bound]...) {
		if e := n.eqOf(c); e != nil && isList(e.values) {
			return e
		}
	}
	return nil
}

// mergeTail says what the application does to merged items beyond putting
// them together: ", sorts them by x DESC and keeps the first LIMIT of them".
func (n *need) mergeTail() string {
	var s string
	if n.order != "" {
		s = ", sorts them by " + n.orderText()
	}
	if n.pat.Limit > 0 || n.pat.LimitParam {
		s += " and keeps the first LIMIT of them"
	}
	return s
}

// orderText is the need's ORDER BY as SQL writes it: "a DESC, b DESC".
func (n *need) orderText() string {
	if n.desc {
		return strings.Join(n.sortCols(), " DESC, ") + " DESC"
	}
	return strings.Join(n.sortCols(), ", ")
}

// sort is the order the application puts merged items in: the ORDER BY
// columns of the entity returned.
func (n *need) sort() []analyze.Order {
	if n.order == "" {
		return nil
	}
	var out []analyze.Order
	for _, c := range n.sortCols() {
		out = append(out, analyze.Order{Column: analyze.ColumnRef{Entity: n.entity.Name, Column: c}, Desc: n.desc})
	}
	return out
}

// chainPlan serves a join whose WHERE is on other tables than the one it
// returns: the tables are read one after the other, each read keyed by the
// join columns of the items the read before it returned, as an application
// joins without a JOIN. Every read is a key lookup of its own (the layout
// gave each one a key), so no step scans.
func (lay *layout) chainPlan(n *need, p *Plan) *Plan {
	steps := slices.Concat(n.chain, []*need{n}, n.after)
	var plans []*Plan
	single := true // every read so far returns at most one item
	for i, s := range steps {
		sp := &Plan{Pattern: n.pat, Bindings: p.Bindings, Entity: s.entity.Name}
		if o := lay.chosen[s.entity.Name]; o.placement == Embedded {
			p.Status = Unsupported
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the rows of %s are embedded in their %s item and have no key of their own to join on", s.entity.Name, o.parent.Name), Pos: n.pat.Pos})
			return p
		}
		lay.read(s, sp)
		if len(sp.Then) > 0 {
			p.Status = Unsupported
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the %s items are found by lookup items here (their index is past the GSI quota), and a read of lookup items inside a join is not planned", s.entity.Name), Pos: n.pat.Pos})
			return p
		}
		if sp.Operation == "" || (i > 0 && sp.Operation == OpScan) {
			p.Status = Unsupported
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("no key finds the %s items by %s", s.entity.Name, strings.Join(s.eqCols(), ", ")), Pos: n.pat.Pos})
			return p
		}
		if i > 0 {
			prev := steps[i-1].entity.Name
			fed := s.fed() // never empty: chainOf feeds every later step from the join
			var from []string
			for _, e := range fed {
				sp.Feed = append(sp.Feed, Feed{Placeholder: e.col, Attr: e.from})
				from = append(from, fmt.Sprintf("{%s} from %s", e.col, e.from))
			}
			text := fmt.Sprintf("step %d: for each %s item of step %d, %s fills the key (%s), and the %s items found join it, as the SQL's JOIN does", i+1, prev, i, strings.Join(from, ", "), strings.Join(s.eqCols(), ", "), s.entity.Name)
			if sp.Operation == GetItem && !single {
				sp.Operation = BatchGetItem
				sp.BatchKeys = [][2]Template{{sp.PKValue, sp.SKCond.Values[0]}}
				sp.Reasons = slices.DeleteFunc(sp.Reasons, func(r Reason) bool { return r.Text == getItemReason })
				text += fmt.Sprintf("; the keys name whole %s items, so one BatchGetItem reads them: each distinct key once, 100 keys per call", s.entity.Name)
			} else if !single {
				text += fmt.Sprintf("; one %s per distinct key", sp.Operation)
			}
			sp.Reasons = append([]Reason{{Text: text, Pos: fed[0].pos}}, sp.Reasons...)
		}
		if i <= len(n.chain) {
			single = single && sp.Operation == GetItem // up to n's read: the answer's items
		}
		returned := slices.Contains(n.pat.Returns, s.entity.Name)
		if s.feeds && !returned {
			sp.KeysOnly = true
			sp.Projection = nil
		}
		if slices.Contains(n.after, s) {
			// Its items only say which rows the join keeps: the join
			// columns, and the key that tells items apart.
			sp.KeysOnly, sp.Projection = true, nil
			for _, e := range s.fed() {
				sp.project(e.col)
			}
			sp.project(PK, SK)
			if (n.pat.Semi || n.pat.Anti) && sp.Operation == Query {
				sp.Limit = 1 // one item tells whether a row joins: IN and EXISTS keep it once, NOT EXISTS drops it
			}
		}
		if s.feeds && (!returned || len(sp.Projection) > 0) {
			for _, e := range steps[i+1].fed() {
				sp.project(e.from)
			}
		}
		if returned && len(n.pat.Returns) > 1 && len(sp.Projection) > 0 {
			sp.project(Type) // the answer holds items of several tables
		}
		if sp.Operation == BatchGetItem && len(sp.Projection) > 0 {
			// BatchGetItem returns items in no order: they are matched back
			// to the items before by key, so a projection (the next step's
			// join columns too) keeps the key.
			sp.project(PK, SK)
		}
		plans = append(plans, sp)
	}
	first := plans[0]
	first.Then = plans[1:]
	for i, s := range steps[1:] {
		// A first read's item that the LEFT JOIN's read finds nothing for
		// is a row of NULLs (AppJoin's outer join); further on, which rows
		// of the reads between it stands for is not planned.
		if prev := steps[i]; i > 0 && !prev.answers && !slices.Contains(n.pat.Returns, prev.entity.Name) && keptWithout(n.pat, prev.entity.Name, s.entity.Name) {
			first.Status, first.Then = Unsupported, nil
			first.Reasons = []Reason{{Text: fmt.Sprintf("the LEFT JOIN returns a row of NULLs for each %s row that no %s row joins, and the answer holds no column of %s to tell them by: not planned; write the JOIN as an inner one, or select a column of %s too", prev.entity.Name, s.entity.Name, prev.entity.Name, prev.entity.Name), Pos: n.pat.Pos}}
			return first
		}
	}
	if join := lay.joinRows(n, steps, plans); join != nil {
		return join
	}
	var names []string
	for _, s := range steps {
		names = append(names, s.entity.Name)
	}
	text := fmt.Sprintf("the WHERE is on %s and the answer is %s: DynamoDB has no JOIN, so the application reads %s in turn, each read keyed by the join columns of the items before it (%d requests in a row)", steps[0].entity.Name, strings.Join(n.pat.Returns, " and "), strings.Join(names, ", then "), len(steps))
	if first := steps[0]; first != n && first.order != "" {
		text += fmt.Sprintf("; ORDER BY %s sorts the %s items, read first: the rows come in their order, each item's joined items after it", n.pat.OrderBy[0].Column, first.entity.Name)
	}
	if !single && len(n.pat.Returns) > 1 {
		finds := fmt.Sprintf("the %s item its key finds", n.entity.Name)
		if plans[len(plans)-1].Operation == Query {
			finds = fmt.Sprintf("the %s items its key finds", n.entity.Name)
		}
		text += fmt.Sprintf("; each %s item joins %s", steps[0].entity.Name, finds)
		if n.order != "" && plans[len(plans)-1].Operation != GetItem {
			first.Sort = n.sort() // the last read's items, from a request per item before
			text += "; its items come from several requests: the application merges them" + n.mergeTail()
		}
	} else if !single {
		first.Sort = n.sort()
		if tail := n.mergeTail(); tail != "" {
			text += "; the items come from several requests: the application merges them" + tail
		}
	}
	if len(n.after) > 0 {
		var keep []string
		for _, a := range n.after {
			keep = append(keep, a.entity.Name)
		}
		how := fmt.Sprintf("once per %s item that joins it, as the SQL's JOIN repeats the row", n.after[len(n.after)-1].entity.Name)
		if n.pat.Semi {
			how = "once, as IN (SELECT ...) and EXISTS keep it: one joining item tells, so each request reads one (Limit 1)"
		}
		if n.pat.Anti {
			text += fmt.Sprintf("; NOT EXISTS keeps only the %s rows that find no %s items: the application keeps each %s item whose request found none; one item tells, so each request reads one (Limit 1)", n.entity.Name, strings.Join(keep, " and "), n.entity.Name)
		} else {
			text += fmt.Sprintf("; the JOIN with %s keeps only the %s rows that find %s items: the application keeps each %s item %s", strings.Join(keep, " and "), n.entity.Name, strings.Join(keep, " and "), n.entity.Name, how)
		}
	}
	if n.pat.Semi && !single && n.chain != nil {
		// IN (SELECT ...) returns a row once however many inner rows name it.
		first.Distinct = []string{PK, SK}
		if last := plans[len(plans)-1]; len(last.Projection) > 0 {
			last.project(PK, SK)
		}
		text += fmt.Sprintf("; several %s items may name one %s item, and IN (SELECT ...) returns it once: the application keeps each item once", steps[0].entity.Name, n.entity.Name)
	}
	first.Reasons = append([]Reason{{Text: text, Pos: n.pat.Pos}}, first.Reasons...)
	if n.uncopied != nil {
		first.Reasons = append([]Reason{*n.uncopied}, first.Reasons...)
	}
	for _, sp := range plans {
		switch {
		case sp.Status == Scan:
			first.Status = Scan
		case sp.Status == Filter && first.Status != Scan:
			first.Status = Filter
		}
	}
	return first
}

// joinRows adds, to a chain whose reads before the last are part of the
// answer too, the application's join of their items (AppJoin): each item
// makes rows with the items the next read's key found for it, and none
// when it found none. The next read projects the join columns, which the
// application matches. A LIMIT counts the joined rows: each request's
// Limit would count items, so it is planned only where every read after
// the first finds at most one item per item (a chain toward parents);
// it returns the plan made unsupported otherwise, else nil.
func (lay *layout) joinRows(n *need, steps []*need, plans []*Plan) *Plan {
	// A LEFT JOIN from a first read the answer holds no column of: each
	// of its items the next read finds nothing for is a row of NULLs.
	padded := len(steps) > 1 && !slices.Contains(n.pat.Returns, steps[0].entity.Name) && keptWithout(n.pat, steps[0].entity.Name, steps[1].entity.Name)
	// ORDER BY a column of a read before the last: the application sorts
	// the rows the join pairs (joinSort).
	sorts := joinSort(n, steps)
	if !padded && !sorts && !n.pairs && !slices.ContainsFunc(steps[:len(steps)-1], func(s *need) bool { return s.answers }) {
		return nil
	}
	first := plans[0]
	limited := (n.pat.Limit > 0 || n.pat.LimitParam) && len(n.appOrder) == 0 // sorted rows are cut by the application
	fanOut := ""                                                             // the table a Query per item reads, under a LIMIT
	for i, sp := range plans[1:] {
		// One row per item at most: Limit 1 (EXISTS), or a key that names
		// one item (a chain toward parents, read by a GSI's key).
		once := (n.pat.Semi || n.pat.Anti) && slices.Contains(n.after, steps[i+1]) || steps[i+1].pinsOne()
		if limited && sp.Operation == Query && !once && len(plans) == 2 && !sp.KeysOnly && n.uncopied == nil {
			// One read, then a Query per item finding several: the rows
			// come in the first read's order, each item's joined items
			// after it, and the application keeps the first LIMIT of
			// them (joinRows' rows cut; no Query needs more than LIMIT).
			fanOut = sp.Entity
			continue
		}
		if limited && sp.Operation != GetItem && sp.Operation != BatchGetItem && !once {
			first.Status, first.Then = Unsupported, nil
			first.Reasons = []Reason{{Text: fmt.Sprintf("LIMIT counts the rows the join makes, and the %s items come from one %s per item read before them, each finding several: no request's Limit counts the rows; drop the LIMIT, or read %s and %s as patterns of their own", sp.Entity, sp.Operation, steps[0].entity.Name, sp.Entity), Pos: n.pat.Pos}}
			return first
		}
	}
	step := AppStep{Kind: AppJoin, Entity: n.entity.Name, Anti: n.pat.Anti, Pos: n.pat.Pos}
	var on []string
	kept := false
	for i, s := range steps[1:] {
		for _, e := range s.fed() {
			outer := keptWithout(n.pat, e.fromEntity, s.entity.Name)
			if later := keptWithout(n.pat, s.entity.Name, e.fromEntity); later || outer && slices.Contains(n.after, s) {
				// The rows kept without a match are the later read's, which
				// a read keyed by the earlier one's items never finds, or a
				// table none of whose columns the answer holds.
				first.Status, first.Then, first.App = Unsupported, nil, nil
				first.Reasons = []Reason{{Text: fmt.Sprintf("the outer JOIN keeps %s rows that no %s row joins, and the plan reads %s by the join columns of the %s items: it never finds them; read %s first, or write the JOIN as an inner one", s.entity.Name, e.fromEntity, s.entity.Name, e.fromEntity, s.entity.Name), Pos: n.pat.Pos}}
				if slices.Contains(n.after, s) {
					first.Reasons[0].Text = fmt.Sprintf("the outer JOIN with %s, none of whose columns the answer holds, returns each %s row once per joining %s row, or once without: not planned; drop the JOIN, or select a column of %s", s.entity.Name, e.fromEntity, s.entity.Name, s.entity.Name)
				}
				return first
			}
			kept = kept || outer
			step.On = append(step.On, analyze.Join{Left: analyze.ColumnRef{Entity: e.fromEntity, Column: e.from}, Right: analyze.ColumnRef{Entity: s.entity.Name, Column: e.col}, Outer: outer})
			on = append(on, fmt.Sprintf("%s.%s = %s.%s", e.fromEntity, e.from, s.entity.Name, e.col))
			if len(plans[i+1].Projection) > 0 {
				plans[i+1].project(e.col) // the application matches it
			}
		}
	}
	first.App = append(first.App, step)
	text := fmt.Sprintf("the application joins the items (%s, as the key encoding writes the values) into the answer's rows: an item the next read finds nothing for is no row, as the SQL's JOIN drops it", strings.Join(on, ", "))
	if step.Anti {
		text = fmt.Sprintf("the application matches the items (%s, as the key encoding writes the values): an item the last read finds something for is no row, as NOT EXISTS drops it", strings.Join(on, ", "))
	}
	if kept {
		text += "; an outer JOIN (LEFT JOIN) keeps the earlier read's item without a match, its joined columns NULL"
	}
	if fanOut != "" {
		// The first read's items may find no row (an inner JOIN drops
		// them): it reads every page; a Query per item keeps its Limit.
		first.Limit = 0
		drop := func(r Reason) bool { return strings.Contains(r.Text, " becomes Limit ") }
		for _, sp := range plans {
			sp.Reasons = slices.DeleteFunc(sp.Reasons, drop)
		}
	}
	switch {
	case fanOut != "":
		text += fmt.Sprintf("; the LIMIT counts rows, and a %s Query per item read first finds several: the rows come in the order of the first read's items, each one's %s items after it, and the application keeps the first LIMIT of them (a %s Query needs no more than LIMIT items, and the requests for items after those rows need not be sent)", fanOut, fanOut, fanOut)
	case limited:
		text += "; the LIMIT counts rows, so the application reads on with LastEvaluatedKey until the join made that many"
	}
	first.Reasons = append(first.Reasons, Reason{Text: text, Pos: n.pat.Pos})
	return nil
}

// joinSort says the application sorts the rows of the join of steps by
// a column of a read before the last (need.appOrder), so it pairs the
// items into rows (AppJoin) whichever reads the answer holds.
func joinSort(n *need, steps []*need) bool {
	return len(steps) > 1 && slices.ContainsFunc(n.appOrder, func(o analyze.Order) bool {
		return slices.ContainsFunc(steps[:len(steps)-1], func(s *need) bool { return s.entity.Name == o.Column.Entity })
	})
}

// branchPlan serves an OR or a UNION with one request per branch, each on
// the key that serves it best; the application merges the answers (each
// item once for OR and UNION, once per branch for UNION ALL), sorts them
// as the SQL orders and cuts them at its LIMIT.
func (lay *layout) branchPlan(n *need, p *Plan) *Plan {
	var plans []*Plan
	for _, b := range n.branches {
		bp := &Plan{Pattern: n.pat, Bindings: p.Bindings, Entity: b.entity.Name}
		if lay.chosen[b.entity.Name].placement == Embedded {
			p.Status = Unsupported
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the rows of %s are embedded in their parent's item and have no key of their own", b.entity.Name), Pos: n.pat.Pos})
			return p
		}
		lay.read(b, bp)
		if len(bp.Then) > 0 {
			p.Status = Unsupported
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("branch %d finds its items by lookup items (their index is past the GSI quota), and a read of lookup items inside an OR or UNION is not planned", len(plans)+1), Pos: n.pat.Branches[len(plans)].Pos})
			return p
		}
		if bp.Operation == OpScan {
			p.Status = Unsupported
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("no key serves branch %d of the %s, so one request per branch would scan the table", len(plans)+1, branchWord(n.pat)), Pos: n.pat.Branches[len(plans)].Pos})
			return p
		}
		if !n.pat.UnionAll && len(bp.Projection) > 0 {
			bp.project(PK, SK) // the merge tells items apart by their table key
		}
		plans = append(plans, bp)
	}
	first := plans[0]
	first.Then = plans[1:]
	if !n.pat.UnionAll {
		first.Distinct = []string{PK, SK}
	}
	first.Sort = n.sort()
	merge := "merges the answers, each item once (SQL's OR and UNION return a row once)"
	if n.pat.UnionAll {
		merge = "puts the answers together, an item once per branch that finds it, as UNION ALL does"
	}
	merge += n.mergeTail()
	first.Reasons = append([]Reason{{Text: fmt.Sprintf("the %d branches of the %s find their items by different keys: no single key condition holds them all (a key condition has no OR), so each branch is a request of its own, and the application %s", len(plans), branchWord(n.pat), merge), Pos: n.pat.Pos}}, first.Reasons...)
	for i, bp := range plans {
		if i > 0 {
			bp.Reasons = append([]Reason{{Text: fmt.Sprintf("step %d: branch %d, keyed by the SQL's parameters", i+1, i+1), Pos: n.pat.Branches[i].Pos}}, bp.Reasons...)
		}
		switch {
		case bp.Status == Unsupported:
			first.Status = Unsupported
		case bp.Status == Scan && first.Status != Unsupported:
			first.Status = Scan
		case bp.Status == Filter && first.Status == OK:
			first.Status = Filter
		}
	}
	return first
}

func branchWord(p *analyze.Pattern) string {
	if p.Union {
		return "UNION"
	}
	return "OR"
}
