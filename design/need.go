package design

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"sql2dynamo/analyze"
)

// need is an access pattern reduced to what a key must do: the entity it
// reads and, in that entity's own columns, the equalities, the range and the
// order. Joins are folded in: in
//
//	SELECT o.* FROM orders o, customer c WHERE o.customer_id = c.customer_id AND c.customer_id = ?
//
// the join carries the equality over to orders.customer_id, so the need is
// "orders where customer_id = ?", as seed 002 reads it.
type need struct {
	pat    *analyze.Pattern
	entity *analyze.Entity
	eq     []eqCol
	rng    *analyze.Predicate
	// upper is the other bound of a range on rng's column (rng holds > or
	// >=, upper < or <=): the two make one key condition.
	upper *analyze.Predicate
	order string
	// thenBy are the further ORDER BY columns, each in order's direction:
	// the sort key holds them after order.
	thenBy []string
	desc   bool
	// keyOrder says order is the primary key's, not the SQL's: the rows
	// under one key come in it, and the application sorts them (appOrder).
	keyOrder bool
	filters  []analyze.Predicate // further ranges no key can hold
	children []*analyze.Entity   // collection read: children returned with entity
	problems []Reason            // why no request can serve the pattern
	write    bool
	// count is a SELECT COUNT(*) with equalities: read from a counter item.
	count bool
	// copies, for a child read with a few columns of its parent, are those
	// columns: copied onto the child's items (R9).
	copies *copyNeed
	// uncopied says why such columns are not copied but read from the
	// parent's item in a step of their own: a write changes them.
	uncopied *Reason
	// names gives every ? parameter the placeholder it fills in templates:
	// {col}, {col.1} {col.2} for an IN list, {col.lo} {col.hi} for the two
	// bounds of a range. The steps of a chain share one map: a statement's
	// parameters are named once.
	names map[analyze.Pos]string
	// paramOf says which entity's column each named parameter compares with,
	// so that values for it are drawn from that entity's rows.
	paramOf map[analyze.Pos]string
	// chain, for a pattern whose WHERE sits on other tables than the one it
	// returns, are the reads that come before this need's own, in order:
	// the first takes the SQL's parameters, each next one its key from the
	// items of the one before (a join done by the application).
	chain []*need
	// after are reads that come after this need's own, in order: tables
	// the statement joins only to keep the rows that find theirs (a JOIN
	// none of whose columns the answer holds, IN (SELECT ...), EXISTS),
	// each keyed by the join columns of the items of the read before.
	after []*need
	// feeds says, for a step of a chain, that it is not the last: its items
	// feed the next step's key, and, when answers is set too, are part of
	// the answer (children read before their uncopied parent).
	feeds   bool
	answers bool
	// branches, for an OR or a UNION, are the needs of its alternatives:
	// one request each, the answers merged.
	branches []*need
	// merged says this need's answer is merged with other requests' before
	// the pattern's LIMIT: a branch.
	merged bool
	// joinedBranches says the branches of an OR each join tables, each
	// read by requests of its own (orJoinPlan); pairs, on such a branch,
	// that the application pairs its items into the join's rows
	// (AppJoin) whichever reads the answer holds, as the OR keeps a row
	// once by the items it pairs.
	joinedBranches bool
	pairs          bool
	// conflict, for an upsert, is the key its INSERT collides on first
	// (nil when it gives none); others, the further keys it gives whole
	// (ConflictKey).
	conflict []string
	others   [][]string
	// together, for a DELETE of several joined tables, is the read of all
	// their rows the join finds, as a SELECT of those tables would.
	together *need
	// source, for INSERT ... SELECT, is the SELECT's read: the rows the
	// INSERT writes.
	source *need
	// counted, for each of the pattern's correlated counts (Pattern.Counts)
	// that has conditions of its own, is the read of the children it
	// counts, keyed by the join columns of each parent item; nil for one a
	// counter item holds.
	counted []*need
	// rowReads, for each of the pattern's RowReads, is its read, keyed
	// by the join columns of each item of the row's table.
	rowReads []*need
	// appOrder is an ORDER BY the application sorts the answer by, as
	// Pattern.AppOrder: a parent's children by their columns.
	appOrder []analyze.Order
	// parts, for a UNION of Parts, are the needs of its SELECTs: each a
	// read of its own (unionPlan).
	parts []*need
	// partition, on a need the layout reads from its table's partition
	// instead of an index (partitionReads, inPartition), is why: its
	// order is the application's, its range or equality past the sort key
	// a filter.
	partition string
	// optional, for a read with optional conditions (Pattern.OptionalFilters),
	// are the needs of the statement without those whose parameters are
	// NULL: the i-th (from 0) leaves out the conditions of mask i+1's bits.
	// The layout keys them too, as reads of their own.
	optional []*need
}

type eqCol struct {
	col    string
	values []analyze.Value
	pos    analyze.Pos
	// from, when set, is the column of the previous step's items whose
	// value fills this equality: a step of a chain.
	from       string
	fromEntity string
}

// fed lists the equalities whose values come from the previous step.
func (n *need) fed() []eqCol {
	var out []eqCol
	for _, e := range n.eq {
		if e.from != "" {
			out = append(out, e)
		}
	}
	return out
}

// pinsOne reports whether n's equalities, each of one value (a
// parameter, a constant, or a column of the item read before it), cover
// its entity's primary key or a UNIQUE key: its read finds one item at
// most, whatever request finds it.
func (n *need) pinsOne() bool {
	covers := func(key []string) bool {
		return len(key) > 0 && !slices.ContainsFunc(key, func(c string) bool {
			e := n.eqOf(c)
			return e == nil || e.from == "" && len(e.values) != 1
		})
	}
	return covers(n.entity.PrimaryKey) || slices.ContainsFunc(n.entity.Unique, covers)
}

func (n *need) eqCols() []string {
	cols := make([]string, len(n.eq))
	for i, e := range n.eq {
		cols[i] = e.col
	}
	return cols
}

func (n *need) eqOf(col string) *eqCol {
	for i := range n.eq {
		if strings.EqualFold(n.eq[i].col, col) {
			return &n.eq[i]
		}
	}
	return nil
}

// joinFilterWhy says why a condition of an outer join's ON has no read of
// its table to filter (see JoinFilters); i is that read's index among the
// steps, -1 for none.
func joinFilterWhy(p *analyze.Pattern, n *need, i int) string {
	switch {
	case p.Statement != analyze.Select:
		return "the statement writes, and a join's condition of a write is not planned: write the rows with a statement of their own"
	case n.children != nil:
		return "one Query reads the parent with several children's tables, and a filter would drop the parent: join one line of tables, each then read in turn"
	case n.copies != nil || i == 0:
		return "its table is read first (the WHERE's equalities are on it), so the condition would drop rows the LEFT JOIN keeps: give the WHERE an equality on the table the join keeps"
	}
	return "its table is not part of the answer: select a column of it, or drop the join"
}

// digestedWhy says why a range or sort on a column keyed by its digest has
// no key.
func digestedWhy(c *analyze.Column, what string) string {
	return fmt.Sprintf("%s: %s (%s) is longer than a key holds, so keys hold its digest (SHA-256), which finds a value but does not sort as the values; declare it VARCHAR(%d) or shorter, or sort on a shorter column", what, c.Name, c.Type, maxKeyColumn)
}

// lookup is the read a write runs first when its WHERE does not name one
// item by its table key: the same conditions, read as a SELECT.
func (n *need) lookup() *need {
	rn := *n
	rn.write = false
	return &rn
}

// weight is the pattern's share of the traffic: its @rps, or 1.
func (n *need) weight() int {
	if n.pat.RPS > 0 {
		return n.pat.RPS
	}
	return 1
}

// leftoverAdvice is the DynamoDB way to get what SQL no key can serve.
var leftoverAdvice = map[string]string{
	"aggregate":                     "keep the total in a counter item updated in the same transaction as each write, or compute it in the application from a Query",
	"GROUP BY":                      "keep one counter item per group, updated in the same transaction as each write",
	"HAVING":                        "keep one counter item per group and filter in the application",
	"DISTINCT":                      "remove duplicates in the application, or keep one item per distinct value",
	"OR":                            "run one request per branch and merge the results in the application",
	"UNION":                         "run each SELECT as a pattern of its own, or write the UNION over one table with plain conditions",
	"OFFSET":                        "page with LastEvaluatedKey and ExclusiveStartKey instead of an offset",
	"LIMIT 0":                       "it returns no rows, so the application sends no request",
	"LIKE '%...'":                   "a key matches prefixes only: use LIKE 'prefix%' or a search index (for example OpenSearch) for substrings",
	"LIKE":                          "a key matches prefixes only: use LIKE 'prefix%' or a search index for other patterns",
	"LIKE with a parameter":         "a key matches prefixes only: write LIKE CONCAT(?, '%') and pass the prefix, or use a search index",
	"subquery":                      "run the inner query first, then one request per result",
	"correlated subquery":           "a counter item per parent keeps (SELECT COUNT(*) FROM child c WHERE c.fk = p.key) when the WHERE holds only the join's equalities; for other conditions keep one counter per value compared, or count in the application from a Query of the children",
	"<>":                            "read the items by another key and drop the excluded value in the application",
	"IS NULL":                       "use a sparse index that holds only items with the attribute, or check in the application",
	"IS NULL after LEFT JOIN":       "keep a counter item of the children and test it for 0, or read the children and keep the parent only when there are none",
	"condition in a LEFT JOIN's ON": "read the parent with its children and apply the condition to the children in the application, keeping the parent either way",
	"NOT IN":                        "read by another key and drop the excluded values in the application",
	"column comparison":             "store the comparison's result as an attribute when writing the item",
	"expression":                    "store the expression's result as an attribute when writing the item, and key on it",
	"computed column":               "compute the value in the application from the item",
	"a value of a subquery, with no FROM around it": "write the subquery as a pattern of its own (for EXISTS, SELECT 1 FROM ... WHERE ... LIMIT 1; for COUNT(*), SELECT COUNT(*) FROM ... WHERE with equalities, which a counter item serves) and compute the value from its answer in the application",
	"ORDER BY expression":                           "store the sort value as an attribute and make it part of a sort key",
	"BETWEEN":                                       "write BETWEEN with a column and two values",
	"INSERT ... SELECT":                             "read the rows with one pattern and write them with another",
}

// needSet is the first stage's result: a need per pattern, in pattern
// order, and, per entity, the needs that read it (as the entity read, a
// step of a join or branch, or a child of a collection read).
type needSet struct {
	all   []*need
	about map[string][]*need
}

// needsOf is the needs stage: every pattern reduced once.
func needsOf(m *analyze.Model) *needSet {
	ns := &needSet{about: map[string][]*need{}}
	for _, p := range m.Patterns {
		n := needOf(m, p)
		ns.all = append(ns.all, n)
		ns.register(n)
		if k := len(p.OptionalFilters); k > maxNullParams {
			// Refused before the layout: its keys would serve no plan.
			var cols []string
			for _, o := range p.OptionalFilters {
				cols = append(cols, o.Column.Column)
			}
			n.problems = append(n.problems, Reason{Text: fmt.Sprintf("the conditions on %s apply only when their parameters are not NULL: each combination is a plan of its own, %d in all, past the %d planned; send some always", strings.Join(cols, ", "), 1<<k, 1<<maxNullParams), Pos: p.Pos})
		} else if k > 0 && len(n.problems) == 0 {
			for mask := 1; mask < 1<<k; mask++ {
				vn := needOf(m, withoutOptional(p, mask))
				n.optional = append(n.optional, vn)
				ns.register(vn)
			}
		}
		if p.Source != nil {
			n.source = needOf(m, p.Source)
			ns.register(n.source) // INSERT ... SELECT's read needs a key as a SELECT does
		}
	}
	return ns
}

// withoutOptional is the statement p without the optional conditions
// whose bits mask sets (Pattern.OptionalFilters): what it reads when their
// parameters are NULL.
func withoutOptional(p *analyze.Pattern, mask int) *analyze.Pattern {
	pat := *p
	dropped := map[analyze.Pos]bool{}
	for i, o := range p.OptionalFilters {
		if mask&(1<<i) != 0 {
			dropped[o.Value] = true
		}
	}
	gone := func(c analyze.Predicate) bool { return len(c.Values) > 0 && dropped[c.Values[len(c.Values)-1].Pos] }
	pat.Equalities = slices.DeleteFunc(slices.Clone(p.Equalities), gone)
	pat.Ranges = slices.DeleteFunc(slices.Clone(p.Ranges), gone)
	pat.OptionalFilters = nil
	return &pat
}

// register files n under each entity it reads.
func (ns *needSet) register(n *need) {
	for _, part := range n.parts {
		ns.register(part) // each SELECT of a UNION needs a key of its own
	}
	if n.entity != nil {
		ns.about[n.entity.Name] = append(ns.about[n.entity.Name], n)
	}
	if n.joinedBranches && len(n.problems) == 0 {
		for _, b := range n.branches {
			ns.register(b) // each branch's join: each of its reads needs a key
		}
	} else if len(n.problems) == 0 && !n.joinedBranches {
		for _, s := range slices.Concat(n.chain, n.after, n.branches) { // each read of a join or branch needs a key too
			ns.about[s.entity.Name] = append(ns.about[s.entity.Name], s)
		}
	}
	for _, c := range n.children {
		ns.about[c.Name] = append(ns.about[c.Name], n)
	}
	for _, c := range slices.Concat(n.counted, n.rowReads) {
		if c != nil && len(n.problems) == 0 {
			ns.about[c.entity.Name] = append(ns.about[c.entity.Name], c) // the rows a count or a row's read finds need a key
		}
	}
}

// needOf reduces a pattern. It never fails: what cannot be served is listed
// in problems, each at its position.
func needOf(m *analyze.Model, p *analyze.Pattern) *need {
	n := needOfStatement(m, p)
	if n.count && (!countable(n) || len(p.RowReads) > 0) && len(p.Aggregates) > 0 && n.entity != nil {
		// COUNT(*) over a range or a filter, or of the rows a read per
		// row keeps (a table joined to itself): no counter item holds
		// it, so the application counts the rows (AppAggregate).
		n.count = false
	}
	n.countReads(m, p)
	n.rowReadNeeds(m, p)
	// What reaches outside the tables comes first: no other reason matters.
	var outside []Reason
	for _, o := range p.Outside {
		outside = append(outside, Reason{Text: fmt.Sprintf("`%s` %s: no DynamoDB request does that, and verify never runs the statement on a SQL engine", o.Text, o.What), Pos: o.Pos})
	}
	if len(outside) > 0 {
		n.problems = outside
	}
	return n
}

// leftoverReasons say why the parts of p that no request expresses
// (Pattern.Leftovers) are not served.
func leftoverReasons(p *analyze.Pattern) []Reason {
	var out []Reason
	for _, l := range p.Leftovers {
		advice := cmp.Or(l.Hint, leftoverAdvice[l.What])
		if advice == "" {
			advice = "no key condition or filter expresses it"
		}
		switch l.What {
		case analyze.SelfJoinWhat:
			out = append(out, Reason{Text: fmt.Sprintf("`%s` joins a table to itself, which is not read here: %s", l.Text, advice), Pos: l.Pos})
			continue
		case analyze.RowReadWhat:
			out = append(out, Reason{Text: fmt.Sprintf("`%s` is a subquery read once per row, which is not planned here: %s", l.Text, advice), Pos: l.Pos})
			continue
		}
		what := " (" + l.What + ")"
		if strings.HasPrefix(strings.ToUpper(l.Text), strings.ToUpper(l.What)) {
			what = ""
		}
		out = append(out, Reason{Text: fmt.Sprintf("`%s`%s has no DynamoDB equivalent: %s", l.Text, what, advice), Pos: l.Pos})
	}
	return out
}

func needOfStatement(m *analyze.Model, p *analyze.Pattern) *need {
	if p.Statement == analyze.DDL {
		return &need{pat: p, write: true, names: map[analyze.Pos]string{}, paramOf: map[analyze.Pos]string{},
			problems: []Reason{{Text: analyze.NotAccessPattern, Pos: p.Pos}}}
	}
	if len(p.Parts) > 0 {
		return unionOf(m, p)
	}
	if len(p.Branches) > 0 {
		return branchesOf(m, p)
	}
	n := &need{pat: p, write: p.Statement != analyze.Select, names: map[analyze.Pos]string{}, paramOf: map[analyze.Pos]string{}}
	if p.Count && len(p.Leftovers) == 1 {
		n.count = true // COUNT(*) alone: a counter item answers it
	}
	if !n.count {
		n.problems = append(n.problems, leftoverReasons(p)...)
	}
	if len(p.Tables) == 0 {
		n.problems = append(n.problems, Reason{Text: "the statement reads no known table", Pos: p.Pos})
		return n
	}
	classes := joinClasses(p.Joins)
	target := p.Tables[0].Entity
	switch {
	case len(p.Returns) > 0:
		target = p.Returns[0]
	case len(p.Written) > 0:
		target = p.Written[0] // the rest, for a DELETE of several tables, in writePlan
	}
	var child *analyze.Entity // of an uncopied parent: read first
	answering := answerPath(m, p, classes, oneRead(m, p))
	if answering != nil {
		// Rows of several tables found by a condition that does not reach
		// them all: each table is read in turn along the joins, and every
		// read of a returned table is part of the answer.
		target = answering[len(answering)-1]
	} else if cp := copyOf(m, p); cp != nil {
		if why := uncopiable(m, cp); why != nil {
			// The parent is read after the child, keyed by its foreign key.
			target, n.uncopied, child = cp.parent.Name, why, cp.child
		} else {
			target, n.copies = cp.child.Name, cp
		}
	} else if len(p.Returns) > 1 {
		target = n.collection(m, p)
	}
	n.entity = m.Entity(target)
	if n.entity == nil {
		// Every table a statement reads is in the model (analyze keeps
		// it): say so rather than plan a read of nothing.
		n.problems = append(n.problems, Reason{Text: fmt.Sprintf("the statement reads %s, which is not a table of the design", target), Pos: p.Pos})
		return n
	}
	if n.write && len(p.Written) > 1 {
		sel := *p
		sel.Statement, sel.Returns, sel.Whole, sel.Written = analyze.Select, p.Written, p.Written, nil
		n.together = needOfStatement(m, &sel)
	}
	if p.Upsert != nil {
		n.conflict, n.others = ConflictKey(n.entity, p.Sets)
	}
	// Every condition goes to the first read of the chain that can check
	// it: the target itself, or, when a condition does not reach the target
	// through the joins, the table it is on, read first.
	steps := []*need{n}
	if answering != nil {
		steps = n.chainOf(m, p, answering)
		for _, s := range steps[:len(steps)-1] {
			s.answers = slices.Contains(p.Returns, s.entity.Name)
		}
	} else if n.children == nil && n.copies == nil {
		path := chainPath(m, p, classes, n.entity)
		if len(path) < 2 && child != nil {
			// The WHERE reaches the parent through the join's columns
			// (every equality reaches the child too, else answerPath
			// would have read the parent first): the children are read
			// first, keyed by it and in their order, each then joined to
			// its parent. The rows are the children's, so a parent
			// without any is no row, as in SQL's inner join.
			path = []string{child.Name, n.entity.Name}
		}
		if len(path) > 1 {
			steps = n.chainOf(m, p, path)
		}
	}
	if p.Statement == analyze.Select && n.children == nil && n.copies == nil && len(n.problems) == 0 {
		steps = n.joinedAfter(m, p, steps, child)
	}
	place := func(ref analyze.ColumnRef) (*need, string, bool) {
		for _, s := range steps {
			if col, ok := mapTo(classes, s.entity, ref); ok {
				return s, col, true
			}
		}
		return nil, "", false
	}
	for _, e := range p.Equalities {
		s, col, ok := place(e.Column)
		if !ok {
			n.problems = append(n.problems, Reason{Text: fmt.Sprintf("the condition on %s does not reach %s through the joins of the statement: join the tables on their keys", e.Column, n.entity.Name), Pos: e.Column.Pos})
			continue
		}
		s.nameValues(s.entity.Name, col, e.Values, nil)
		if x := s.eqOf(col); x != nil {
			if x.from != "" {
				// The column is keyed by the step before: the parameter is
				// checked by a filter, so the join is kept and the condition
				// too.
				s.filters = append(s.filters, analyze.Predicate{Column: analyze.ColumnRef{Entity: s.entity.Name, Column: col, Pos: e.Column.Pos}, Op: e.Op, Values: e.Values})
			}
			continue // the same column through a join: A.id = ? AND B.id = ?, one key value
		}
		s.eq = append(s.eq, eqCol{col: col, values: e.Values, pos: e.Column.Pos})
		if Digested(s.entity.Column(col)) {
			// The key holds the value's digest: the whole value is
			// compared too (a filter, or the application's check).
			s.filters = append(s.filters, analyze.Predicate{Column: analyze.ColumnRef{Entity: s.entity.Name, Column: col, Pos: e.Column.Pos}, Op: e.Op, Values: e.Values})
		}
	}
	rangesOn := map[string]int{}
	for _, r := range p.Ranges {
		if s, col, ok := place(r.Column); ok {
			rangesOn[s.entity.Name+"."+strings.ToLower(col)]++
		}
	}
	for _, r := range p.Ranges {
		s, col, ok := place(r.Column)
		if !ok {
			n.problems = append(n.problems, Reason{Text: unreached("range", r.Column, n.entity, p), Pos: r.Column.Pos})
			continue
		}
		r.Column = analyze.ColumnRef{Entity: s.entity.Name, Column: col, Pos: r.Column.Pos}
		if c := s.entity.Column(col); Digested(c) {
			n.problems = append(n.problems, Reason{Text: digestedWhy(c, predicateText(r)), Pos: r.Column.Pos})
			continue
		}
		var suffixes []string
		two := rangesOn[s.entity.Name+"."+strings.ToLower(col)] > 1
		switch {
		case r.Op == "BETWEEN":
			suffixes = []string{".lo", ".hi"}
		case r.Op == "LIKE" && r.Values[0].Prefix:
			suffixes = []string{".prefix"}
		case two && (r.Op == ">" || r.Op == ">="):
			suffixes = []string{".lo"}
		case two && (r.Op == "<" || r.Op == "<="):
			suffixes = []string{".hi"}
		}
		s.nameValues(s.entity.Name, col, r.Values, suffixes)
		switch {
		case s.rng == nil:
			s.rng = &r
		case s.upper == nil && strings.EqualFold(s.rng.Column.Column, col) && lowerBound(s.rng.Op) && upperBound(r.Op):
			s.upper = &r
		case s.upper == nil && strings.EqualFold(s.rng.Column.Column, col) && upperBound(s.rng.Op) && lowerBound(r.Op):
			s.rng, s.upper = &r, s.rng
		default:
			s.filters = append(s.filters, r)
		}
	}
	for _, f := range p.Filters {
		s, col, ok := place(f.Column)
		if !ok {
			n.problems = append(n.problems, Reason{Text: unreached("condition", f.Column, n.entity, p), Pos: f.Column.Pos})
			continue
		}
		f.Column = analyze.ColumnRef{Entity: s.entity.Name, Column: col, Pos: f.Column.Pos}
		s.nameValues(s.entity.Name, col, f.Values, nil)
		s.filters = append(s.filters, f)
	}
	for _, f := range p.JoinFilters {
		// A condition of an outer join's ON picks the rows of the table it
		// joins: a filter of that table's own read, after the first, whose
		// items the join step then matches, keeping the row before without
		// them (Outer). Nowhere else does it hold.
		i := slices.IndexFunc(steps, func(s *need) bool { return s.entity.Name == f.Column.Entity })
		if i < 1 || p.Statement != analyze.Select || n.children != nil || n.copies != nil || !slices.Contains(p.Returns, f.Column.Entity) {
			n.problems = append(n.problems, Reason{Text: fmt.Sprintf("`%s` is a condition in a LEFT JOIN's ON: it picks the rows of %s that join and keeps the row they join to either way, which only a read of %s of its own after the row's, filtered, gives; here %s", predicateText(f), f.Column.Entity, f.Column.Entity, joinFilterWhy(p, n, i)), Pos: f.Column.Pos})
			continue
		}
		s := steps[i]
		s.nameValues(s.entity.Name, f.Column.Column, f.Values, nil)
		s.filters = append(s.filters, f)
	}
	sorted := n // the read whose sort key orders the answer
	if n.uncopied != nil && len(steps) > 1 {
		sorted = steps[0] // the children, each then joined to its parent
		sorted.answers = true
	}
	if len(steps) > 1 && sorted == n && len(p.OrderBy) > 0 {
		// ORDER BY a column of the first read's table: its order is the
		// rows' order, each of its items joined in turn.
		_, onLast := mapTo(classes, n.entity, p.OrderBy[0].Column)
		if _, ok := mapTo(classes, steps[0].entity, p.OrderBy[0].Column); ok && (!onLast || answering != nil) {
			sorted = steps[0]
		}
	}
	orderBy := p.OrderBy
	if n.children != nil && len(orderBy) > 0 && !slices.ContainsFunc(orderBy, func(o analyze.Order) bool {
		return !slices.ContainsFunc(n.children, func(c *analyze.Entity) bool { return c.Name == o.Column.Entity })
	}) {
		// A parent with its children, sorted by the children's columns:
		// the application sorts the collection's items (AppSort).
		n.appOrder, orderBy = orderBy, nil
	}
	if len(steps) > 1 && n.children == nil && slices.ContainsFunc(orderBy, func(o analyze.Order) bool {
		_, ok := mapTo(classes, sorted.entity, o.Column)
		return !ok
	}) && !slices.ContainsFunc(orderBy, func(o analyze.Order) bool {
		return !slices.ContainsFunc(steps, func(s *need) bool { return s.entity.Name == o.Column.Entity })
	}) {
		// ORDER BY a column of a table of the join other than the one
		// whose read gives the rows their order (teams.name, the
		// memberships of a user read first): the requests read every row
		// the WHERE finds, and the application sorts the rows the join
		// makes (AppSort), then keeps the first LIMIT; the cost section
		// counts the items each call reads.
		n.appOrder, orderBy = orderBy, nil
	}
	if len(steps) == 1 && n.children == nil && slices.ContainsFunc(orderBy, func(o analyze.Order) bool {
		col, ok := mapTo(classes, sorted.entity, o.Column)
		return ok && Digested(sorted.entity.Column(col))
	}) {
		// ORDER BY a column keys hold the digest of: the request reads
		// every row the WHERE finds, and the application sorts them
		// (AppSort), as the collation compares, then keeps the first
		// LIMIT, as for a computed column; the cost section counts the
		// items each call reads.
		n.appOrder, orderBy = orderBy, nil
		if len(n.eq) == 0 && n.rng == nil && len(n.entity.PrimaryKey) > 0 {
			// No key condition: the rows under one key, as an ordered
			// list's are, in the order of their primary key.
			n.order, n.thenBy, n.keyOrder = n.entity.PrimaryKey[0], n.entity.PrimaryKey[1:], true
		}
	}
	for i, o := range orderBy {
		col, ok := mapTo(classes, sorted.entity, o.Column)
		switch {
		case !ok:
			n.problems = append(n.problems, Reason{Text: fmt.Sprintf("ORDER BY %s sorts on %s, and the answer's order comes from the read of %s: sort by a column of %s", o.Column, o.Column.Entity, sorted.entity.Name, sorted.entity.Name), Pos: o.Column.Pos})
		case Digested(sorted.entity.Column(col)):
			n.problems = append(n.problems, Reason{Text: digestedWhy(sorted.entity.Column(col), "ORDER BY "+col), Pos: o.Column.Pos})
		case i == 0:
			sorted.order, sorted.desc = col, o.Desc
		case o.Desc != p.OrderBy[0].Desc:
			n.problems = append(n.problems, Reason{Text: fmt.Sprintf("ORDER BY %s %s, %s %s: a sort key is read in one direction only, so columns sorted both ways cannot share one; sort them the same way, or store a value that sorts the other way (for a number, its negation) as an attribute and order by it", p.OrderBy[0].Column.Column, direction(p.OrderBy[0].Desc), o.Column.Column, direction(o.Desc)), Pos: o.Column.Pos})
		case !hasCol(sorted.thenBy, col) && !strings.EqualFold(col, sorted.order):
			sorted.thenBy = append(sorted.thenBy, col)
		}
	}
	for _, s := range steps[:len(steps)-1] {
		s.settle()
	}
	if len(steps) > 1 && len(steps[0].eq) == 0 {
		n.problems = append(n.problems, Reason{Text: fmt.Sprintf("the first read of the join, on %s, has no equality to find its items by", steps[0].entity.Name), Pos: p.Pos})
	}
	if why := sorted.oversize(); why != "" {
		n.problems = append(n.problems, Reason{Text: why, Pos: p.Pos})
	}
	n.settle()
	if n.count && (n.chain != nil || n.after != nil) {
		// The rows counted are the join's: no counter item of one
		// table's columns holds their count; the application counts
		// them (AppAggregate).
		n.count = false
	}
	return n
}

// countReads makes the reads of the children that the pattern's
// correlated counts with conditions of their own count (need.counted):
// the conditions as a read of the child's own, plus an equality per join
// column, filled from each parent item.
func (n *need) countReads(m *analyze.Model, p *analyze.Pattern) {
	for _, cc := range p.Counts {
		if cc.Where == nil {
			n.counted = append(n.counted, nil)
			continue
		}
		n.counted = append(n.counted, n.fedRead(m, cc.Where, cc.Columns, cc.Parent))
	}
}

// rowReadNeeds makes the reads of the pattern's RowReads (need.rowReads):
// each its own conditions, plus an equality per join column, filled from
// each item of the row's table.
func (n *need) rowReadNeeds(m *analyze.Model, p *analyze.Pattern) {
	for _, rr := range p.RowReads {
		where := rr.Where
		if where == nil {
			where = &analyze.Pattern{Name: fmt.Sprintf("%s (%s)", p.Name, cmp.Or(rr.Self, rr.Entity)), Statement: analyze.Select, Result: analyze.Many, Returns: []string{rr.Entity}, Tables: []analyze.TableRef{{Entity: rr.Entity}}, Pos: rr.Pos}
		}
		n.rowReads = append(n.rowReads, n.fedRead(m, where, rr.Columns, rr.Parent))
	}
}

// fedRead is the need of where, a read of one table, keyed first by its
// columns cols, each filled from the column of parent it pairs with of
// each item read before; its parameters are named as n's.
func (n *need) fedRead(m *analyze.Model, where *analyze.Pattern, cols, parent []analyze.ColumnRef) *need {
	cn := needOfStatement(m, where)
	maps.Copy(n.names, cn.names)
	maps.Copy(n.paramOf, cn.paramOf)
	cn.names, cn.paramOf = n.names, n.paramOf
	var fed []eqCol
	for i, c := range cols {
		fed = append(fed, eqCol{col: c.Column, values: []analyze.Value{{Param: true}}, pos: c.Pos, from: parent[i].Column, fromEntity: parent[i].Entity})
	}
	cn.eq = append(fed, slices.DeleteFunc(cn.eq, func(e eqCol) bool {
		return slices.ContainsFunc(fed, func(f eqCol) bool { return strings.EqualFold(f.col, e.col) })
	})...)
	n.problems = append(n.problems, cn.problems...)
	return cn
}

// oversize says why a need's key would pass DynamoDB's key sizes, from
// the columns' declared sizes: its sort key holds the ORDER BY and range
// columns and the primary key, its partition key the equalities; "" when
// they fit. The pattern is then unsupported, not the design an error.
func (n *need) oversize() string {
	if n.entity == nil {
		return ""
	}
	sum := func(cols []string) (int, []string) {
		total, names := 32, []string(nil) // the type prefix and separators, generously
		for _, c := range cols {
			if col := n.entity.Column(c); col != nil {
				total += keyBytes(col) + 1
				names = append(names, fmt.Sprintf("%s (%s)", col.Name, col.Type))
			}
		}
		return total, names
	}
	var sk []string
	if n.order != "" {
		sk = append(append(sk, n.order), n.thenBy...)
	}
	if n.rng != nil {
		sk = append(sk, n.rng.Column.Column)
	}
	if len(sk) > 0 {
		if b, names := sum(distinctCols(sk, n.entity.PrimaryKey)); b > maxSortKeyLen {
			return fmt.Sprintf("a sort key over %s can reach %d bytes, past DynamoDB's %d for a sort key: declare the columns shorter, or sort on fewer of them", strings.Join(names, ", "), b, maxSortKeyLen)
		}
	}
	var pk []string
	for _, e := range n.eq {
		pk = append(pk, e.col)
	}
	if b, names := sum(pk); len(pk) > 0 && b > maxPartitionKeyLen {
		return fmt.Sprintf("a partition key over %s can reach %d bytes, past DynamoDB's %d for a partition key: declare the columns shorter, or look up by fewer of them", strings.Join(names, ", "), b, maxPartitionKeyLen)
	}
	return ""
}

// unreached says why a range or filter on col cannot be checked on the
// way to target: on a joined table that no equality lets the application
// read first, or on a table the joins do not connect.
func unreached(what string, col analyze.ColumnRef, target *analyze.Entity, p *analyze.Pattern) string {
	if slices.ContainsFunc(p.Tables, func(t analyze.TableRef) bool { return strings.EqualFold(t.Entity, col.Entity) }) && !strings.EqualFold(col.Entity, target.Name) {
		return fmt.Sprintf("the %s on %s is on %s, joined to %s, and no equality on %s gives a key to read its rows by first: only a Scan would find them; add an equality on a key column of %s, or copy the column onto the %s items", what, col, col.Entity, target.Name, col.Entity, col.Entity, target.Name)
	}
	return fmt.Sprintf("the %s on %s does not reach %s through the joins of the statement", what, col, target.Name)
}

func direction(desc bool) string {
	if desc {
		return "DESC"
	}
	return "ASC"
}

// sortCols are the ORDER BY columns, in order; nil when unordered.
func (n *need) sortCols() []string {
	if n.order == "" {
		return nil
	}
	return append([]string{n.order}, n.thenBy...)
}

// settle leaves a range that is not on the sort column to a filter: the
// sort key orders by the ORDER BY column.
func (n *need) settle() {
	if n.rng != nil && n.order != "" && !strings.EqualFold(n.rng.Column.Column, n.order) {
		n.filters = append(n.filters, n.ranges()...)
		n.rng, n.upper = nil, nil
	}
}

// ranges are the need's range predicates: none, one, or a lower and an
// upper bound on one column.
func (n *need) ranges() []analyze.Predicate {
	switch {
	case n.rng == nil:
		return nil
	case n.upper == nil:
		return []analyze.Predicate{*n.rng}
	}
	return []analyze.Predicate{*n.rng, *n.upper}
}

func lowerBound(op string) bool { return op == ">" || op == ">=" }
func upperBound(op string) bool { return op == "<" || op == "<=" }

// mapTo finds e's column equal to ref through the joins.
func mapTo(classes map[string][]analyze.ColumnRef, e *analyze.Entity, ref analyze.ColumnRef) (string, bool) {
	if ref.Entity == e.Name {
		return ref.Column, true
	}
	for _, c := range classes[key(ref)] {
		if c.Entity == e.Name {
			return c.Column, true
		}
	}
	return "", false
}

// chainPath is the order in which a join's tables are read when the
// pattern's conditions do not all reach the returned entity: from the table
// of the first condition that does not, along the joins, to the returned
// one. nil when every condition reaches it (one read serves), or when the
// joins do not connect them.
func chainPath(m *analyze.Model, p *analyze.Pattern, classes map[string][]analyze.ColumnRef, target *analyze.Entity) []string {
	src := ""
	for _, e := range p.Equalities {
		if _, ok := mapTo(classes, target, e.Column); !ok {
			src = e.Column.Entity
			break
		}
	}
	if src == "" {
		return nil
	}
	prev := map[string]string{src: ""}
	queue := []string{src}
	for len(queue) > 0 {
		at := queue[0]
		queue = queue[1:]
		if at == target.Name {
			var path []string
			for x := at; x != ""; x = prev[x] {
				path = append([]string{x}, path...)
			}
			return path
		}
		for _, j := range p.Joins {
			for _, next := range [][2]string{{j.Left.Entity, j.Right.Entity}, {j.Right.Entity, j.Left.Entity}} {
				if next[0] != at || m.Entity(next[1]) == nil {
					continue
				}
				if _, seen := prev[next[1]]; !seen {
					prev[next[1]] = at
					queue = append(queue, next[1])
				}
			}
		}
	}
	return nil
}

// answerPath is the order in which the tables of a join are read when
// the answer holds columns of several of them and the WHERE's equalities
// do not reach every one through the joins (a filter on the parent
// returning its children, a child's key returning its parent's whole
// row, a chain of three): from the table of the first equality, along the
// joins, each table once, ending at a returned one. nil when the
// equalities reach every returned table (one read of a parent with its
// children, or of children carrying copies, serves), or when the joins do
// not make one line from that table.
func answerPath(m *analyze.Model, p *analyze.Pattern, classes map[string][]analyze.ColumnRef, reader *analyze.Entity) []string {
	if len(p.Returns) < 2 || len(p.Equalities) == 0 || len(p.Branches) > 0 || p.Statement != analyze.Select {
		return nil
	}
	if reader != nil && len(p.JoinFilters) == 0 && !slices.ContainsFunc(p.Equalities, func(e analyze.Predicate) bool {
		_, ok := mapTo(classes, reader, e.Column)
		return !ok
	}) && (copyOf(m, p) != nil || keysWhole(classes, reader, p)) {
		// Every equality reaches the table one read serves. (A condition
		// in an outer join's ON filters its table's own read: one read
		// of the parent with its children, or of children carrying their
		// parent's columns, has none.)
		return nil
	}
	path := []string{p.Equalities[0].Column.Entity}
	for {
		var next []string
		for _, j := range p.Joins {
			for _, x := range [][2]string{{j.Left.Entity, j.Right.Entity}, {j.Right.Entity, j.Left.Entity}} {
				if x[0] == path[len(path)-1] && m.Entity(x[1]) != nil && !slices.Contains(path, x[1]) && !slices.Contains(next, x[1]) {
					next = append(next, x[1])
				}
			}
		}
		if len(next) != 1 {
			break // the end of the line, or a fork
		}
		path = append(path, next[0])
	}
	for _, t := range p.Tables {
		if !slices.Contains(path, t.Entity) {
			return nil // a fork: not one line
		}
	}
	if !slices.Contains(p.Returns, path[len(path)-1]) || len(path) < 2 {
		return nil
	}
	return path
}

// chainOf makes the needs of the reads along path, the last being n: each
// read after the first finds its items by the join columns, with values
// from the items of the read before.
func (n *need) chainOf(m *analyze.Model, p *analyze.Pattern, path []string) []*need {
	steps := make([]*need, len(path))
	for i, name := range path[:len(path)-1] {
		steps[i] = &need{pat: p, entity: m.Entity(name), names: n.names, paramOf: n.paramOf, feeds: true}
	}
	steps[len(path)-1] = n
	for i := 1; i < len(steps); i++ {
		steps[i].feedFrom(p, steps[i-1].entity.Name)
	}
	n.chain = steps[:len(steps)-1]
	return steps
}

// feedFrom keys n by the join columns of the items of the read of from
// before it: an equality per column the joins pair with one of from's.
func (n *need) feedFrom(p *analyze.Pattern, from string) {
	for _, j := range p.Joins {
		l, r := j.Left, j.Right
		if l.Entity != from {
			l, r = r, l
		}
		if l.Entity == from && r.Entity == n.entity.Name && n.eqOf(r.Column) == nil {
			n.eq = append(n.eq, eqCol{col: r.Column, values: []analyze.Value{{Param: true}}, pos: r.Pos, from: l.Column, fromEntity: from})
		}
	}
}

// joinedAfter adds, after the last of steps, the reads of the tables the
// statement joins that no read reaches yet: a JOIN none of whose columns
// the answer holds and that no condition keys, IN (SELECT ...), EXISTS.
// The SQL keeps a row only when such a table has rows joining it, so for
// each item read the application reads the items that join it (AppJoin).
// They must follow each other from the last read along the joins, one
// line; a table joined elsewhere is a problem of n's.
func (n *need) joinedAfter(m *analyze.Model, p *analyze.Pattern, steps []*need, child *analyze.Entity) []*need {
	covered := map[string]bool{}
	for _, s := range steps {
		covered[s.entity.Name] = true
	}
	if child != nil {
		covered[child.Name] = true
	}
	var rest []string
	for _, t := range p.Tables {
		if m.Entity(t.Entity) != nil && !covered[t.Entity] && !slices.Contains(rest, t.Entity) {
			rest = append(rest, t.Entity)
		}
	}
	rest = slices.DeleteFunc(rest, func(r string) bool { return enforced(m, p, covered, r, rest) })
	if len(rest) == 0 {
		return steps
	}
	at := steps[len(steps)-1].entity.Name
	var after []*need
	for len(after) < len(rest) {
		var next []string
		for _, j := range p.Joins {
			for _, x := range [][2]string{{j.Left.Entity, j.Right.Entity}, {j.Right.Entity, j.Left.Entity}} {
				if x[0] == at && slices.Contains(rest, x[1]) && !slices.Contains(next, x[1]) && !slices.ContainsFunc(after, func(a *need) bool { return a.entity.Name == x[1] }) {
					next = append(next, x[1])
				}
			}
		}
		if len(next) != 1 {
			n.problems = append(n.problems, Reason{Text: fmt.Sprintf("the JOIN with %s keeps only the rows that find %s rows, and the reads of this plan (%s) reach %s along the joins in no one line after the last of them: join each such table to the table read last, or run one pattern per table", strings.Join(rest, ", "), strings.Join(rest, " and "), readNames(steps), strings.Join(rest, ", ")), Pos: p.Pos})
			return steps
		}
		a := &need{pat: p, entity: m.Entity(next[0]), names: n.names, paramOf: n.paramOf}
		a.feedFrom(p, at)
		after = append(after, a)
		at = next[0]
	}
	last := steps[len(steps)-1]
	last.feeds, last.answers = true, slices.Contains(p.Returns, last.entity.Name)
	for _, a := range after[:len(after)-1] {
		a.feeds = true
	}
	n.after = after
	return append(steps, after...)
}

// enforced reports whether the JOIN with table r can drop no row of the
// tables read: a table read has a declared FOREIGN KEY to r on the join's
// columns, each NOT NULL or equal to a value of the WHERE, so the
// database keeps a row of r for each of its rows; and r joins no other
// table left to read. (An inferred
// relationship enforces nothing: its join is read.)
func enforced(m *analyze.Model, p *analyze.Pattern, covered map[string]bool, r string, rest []string) bool {
	if p.Anti {
		return false // NOT EXISTS of a row the key guarantees: no row, which the read shows
	}
	for _, j := range p.Joins {
		other := j.Left.Entity
		if other == r {
			other = j.Right.Entity
		} else if j.Right.Entity != r {
			continue
		}
		if slices.Contains(rest, other) && other != r {
			return false
		}
	}
	for name := range covered {
		e := m.Entity(name)
		if e == nil {
			continue
		}
		fk := joinedFK(e, r, p.Joins)
		if fk == nil || fk.Inferred {
			continue
		}
		classes := joinClasses(p.Joins)
		bound := func(c string) bool { // equal to a value of the WHERE: not NULL in a row it finds
			return slices.ContainsFunc(p.Equalities, func(eq analyze.Predicate) bool {
				col, ok := mapTo(classes, e, eq.Column)
				return ok && strings.EqualFold(col, c)
			})
		}
		if !slices.ContainsFunc(fk.Columns, func(c string) bool { col := e.Column(c); return col == nil || !col.NotNull && !bound(c) }) {
			return true
		}
	}
	return false
}

// readNames lists the tables of steps, in order.
func readNames(steps []*need) string {
	var names []string
	for _, s := range steps {
		names = append(names, s.entity.Name)
	}
	return strings.Join(names, ", then ")
}

// keysWhole reports whether the equalities give e's whole primary key,
// which a Query of a parent with its children in its item collection
// needs.
func keysWhole(classes map[string][]analyze.ColumnRef, e *analyze.Entity, p *analyze.Pattern) bool {
	return !slices.ContainsFunc(e.PrimaryKey, func(k string) bool {
		return !slices.ContainsFunc(p.Equalities, func(eq analyze.Predicate) bool {
			col, ok := mapTo(classes, e, eq.Column)
			return ok && strings.EqualFold(col, k)
		})
	})
}

// oneRead is the table a read of one table's items answers a join of
// several returned tables from: the children carrying their parent's
// copied columns (or read first, their parent joined after), or a parent
// with its children in its item collection; nil when neither shape fits.
func oneRead(m *analyze.Model, p *analyze.Pattern) *analyze.Entity {
	if cp := copyOf(m, p); cp != nil {
		return cp.child
	}
	if parent, _ := collectionOf(m, p); parent != "" {
		return m.Entity(parent)
	}
	return nil
}

// collectionOf finds, among the tables a pattern returns, a parent whose
// every other returned table is a child joined on its foreign key: the
// parent's name and the children; "" when there is none.
func collectionOf(m *analyze.Model, p *analyze.Pattern) (string, []*analyze.Entity) {
	for _, parent := range p.Returns {
		var kids []*analyze.Entity
		for _, other := range p.Returns {
			if other == parent {
				continue
			}
			if fk := joinedFK(m.Entity(other), parent, p.Joins); fk != nil {
				kids = append(kids, m.Entity(other))
			}
		}
		if len(kids) == len(p.Returns)-1 {
			return parent, kids
		}
	}
	return "", nil
}

// collection handles a pattern returning several tables: a parent and its
// children joined on their foreign keys, the pre-joined read of R3. It returns
// the parent's name.
func (n *need) collection(m *analyze.Model, p *analyze.Pattern) string {
	if parent, kids := collectionOf(m, p); parent != "" {
		n.children = kids
		return parent
	}
	n.problems = append(n.problems, Reason{Text: fmt.Sprintf("returns columns of %s, which are not one parent and its children joined on their foreign keys (declared, or inferred from a join of columns with the whole of another table's PRIMARY KEY or a UNIQUE key): declare the foreign key the join follows, or run one request per table", strings.Join(p.Returns, ", ")), Pos: p.Pos})
	return p.Returns[0]
}

// joinedFK returns child's foreign key to parent when the pattern joins on
// all its columns.
func joinedFK(child *analyze.Entity, parent string, joins []analyze.Join) *analyze.ForeignKey {
	for _, fk := range child.ForeignKeys {
		if !strings.EqualFold(fk.RefEntity, parent) {
			continue
		}
		all := true
		for i, c := range fk.Columns {
			found := false
			for _, j := range joins {
				l, r := j.Left, j.Right
				if l.Entity != child.Name {
					l, r = r, l
				}
				if l.Entity == child.Name && strings.EqualFold(l.Column, c) && strings.EqualFold(r.Entity, parent) && strings.EqualFold(r.Column, fk.RefColumns[i]) {
					found = true
				}
			}
			all = all && found
		}
		if all {
			return fk
		}
	}
	return nil
}

func key(c analyze.ColumnRef) string { return strings.ToLower(c.Entity + "." + c.Column) }

// joinClasses groups columns that the joins make equal.
func joinClasses(joins []analyze.Join) map[string][]analyze.ColumnRef {
	classes := map[string][]analyze.ColumnRef{}
	for _, j := range joins {
		merged := append(append([]analyze.ColumnRef{}, classOf(classes, j.Left)...), classOf(classes, j.Right)...)
		for _, c := range merged {
			classes[key(c)] = merged
		}
	}
	return classes
}

func classOf(classes map[string][]analyze.ColumnRef, c analyze.ColumnRef) []analyze.ColumnRef {
	if cl, ok := classes[key(c)]; ok {
		return cl
	}
	return []analyze.ColumnRef{c}
}

// nameValues names the parameters among vs: col, or col plus a suffix each.
// An IN list without suffixes numbers its values: col.1, col.2... entity is
// the table col belongs to, where values for them are found.
func (n *need) nameValues(entity, col string, vs []analyze.Value, suffixes []string) {
	for i, v := range vs {
		if !v.Param {
			continue
		}
		n.paramOf[v.Pos] = entity
		switch {
		case suffixes != nil:
			n.names[v.Pos] = col + suffixes[i]
		case len(vs) > 1 || v.List:
			n.names[v.Pos] = fmt.Sprintf("%s.%d", col, i+1)
		default:
			n.names[v.Pos] = col
		}
	}
}

// templates is what fills each value: a constant as written, a parameter as
// its placeholder.
func (n *need) templates(vs []analyze.Value) []Template {
	out := make([]Template, len(vs))
	for i, v := range vs {
		if v.Param {
			name, ok := n.names[v.Pos]
			if !ok {
				name = "?" // unreachable: every parameter is named
			}
			out[i] = Template{{Col: name}}
		} else {
			out[i] = Template{{Lit: v.Const}}
		}
	}
	return out
}

// eqTemplates is what fills an equality's values: the SQL's, or, for a
// step of a chain, the column itself, filled from the previous step's item.
func (n *need) eqTemplates(e *eqCol) []Template {
	if e.from != "" {
		return []Template{{{Col: e.col}}}
	}
	return n.templates(e.values)
}

// shown is how the plan's templates show the parameter at pos once named
// (nameParams): sqlc's name for it, else its placeholder.
func (n *need) shown(pos analyze.Pos) string {
	for _, v := range n.pat.Named {
		if v.Pos == pos && v.Name != "" {
			return v.Name
		}
	}
	return n.names[pos]
}

// bindings lists the placeholder of every ? of the statement, in the
// statement's order; LIMIT ? fills the request's Limit.
func (n *need) bindings() []Binding {
	named := map[analyze.Pos]analyze.Value{}
	for _, v := range n.pat.Named {
		named[v.Pos] = v
	}
	var out []Binding
	for pos, name := range n.names {
		out = append(out, Binding{Pos: pos, Name: name, Entity: n.paramOf[pos], Param: named[pos].Name, List: named[pos].List})
	}
	if n.pat.LimitParam {
		out = append(out, Binding{Pos: n.pat.LimitPos, Name: LimitParam})
	}
	slices.SortFunc(out, func(a, b Binding) int {
		return cmp.Or(cmp.Compare(a.Pos.Line, b.Pos.Line), cmp.Compare(a.Pos.Col, b.Pos.Col))
	})
	return out
}

// copyNeed is a child read together with some columns of its parent.
type copyNeed struct {
	child, parent *analyze.Entity
	fk            *analyze.ForeignKey
	cols          []string
	pos           analyze.Pos
}

// copyOf recognizes SELECT c.*, p.a, p.b FROM child c JOIN parent p ON the
// foreign key: the parent's columns picked one by one, not whole. Those
// columns can travel on the child's items, so one read of the child answers
// (R9, seed 003's books with their author's name).
func copyOf(m *analyze.Model, p *analyze.Pattern) *copyNeed {
	if len(p.Returns) != 2 {
		return nil
	}
	for i, childName := range p.Returns {
		parentName := p.Returns[1-i]
		child, parent := m.Entity(childName), m.Entity(parentName)
		fk := joinedFK(child, parentName, p.Joins)
		if fk == nil || slices.Contains(p.Whole, parentName) {
			continue
		}
		if preserved(p, parentName, childName) {
			return nil // a parent with no children is a row too: read the parent, not children carrying it
		}
		if slices.ContainsFunc(p.Computed, func(c analyze.Computed) bool { return c.Entity == parentName }) {
			return nil // the application computes from the parent's item: read it
		}
		cp := &copyNeed{child: child, parent: parent, fk: fk, pos: p.Pos}
		for _, c := range p.Projection {
			if c.Entity == parentName && !slices.Contains(cp.cols, c.Column) {
				cp.cols = append(cp.cols, c.Column)
				if len(cp.cols) == 1 {
					cp.pos = c.Pos
				}
			}
		}
		return cp
	}
	return nil
}

// preserved reports whether an outer join keeps parent's rows without a
// child: parent LEFT JOIN child (or child RIGHT JOIN parent), the parent
// named first.
func preserved(p *analyze.Pattern, parent, child string) bool {
	outer := slices.ContainsFunc(p.Joins, func(j analyze.Join) bool { return j.Outer })
	ip := slices.IndexFunc(p.Tables, func(t analyze.TableRef) bool { return t.Entity == parent })
	ic := slices.IndexFunc(p.Tables, func(t analyze.TableRef) bool { return t.Entity == child })
	return outer && ip < ic
}

// keptWithout reports whether the statement's outer JOIN keeps rows of
// table kept that no row of other joins (other's columns NULL): kept is
// the table the LEFT JOIN names first, and the WHERE holds no condition
// on other that a NULL fails (one would make the join an inner one).
func keptWithout(p *analyze.Pattern, kept, other string) bool {
	joined := slices.ContainsFunc(p.Joins, func(j analyze.Join) bool {
		return j.Outer && (j.Left.Entity == kept && j.Right.Entity == other || j.Right.Entity == kept && j.Left.Entity == other)
	})
	if !joined || !preserved(p, kept, other) {
		return false
	}
	for _, set := range [][]analyze.Predicate{p.Equalities, p.Ranges, p.Filters} {
		if slices.ContainsFunc(set, func(c analyze.Predicate) bool { return c.Column.Entity == other && c.Op != "IS NULL" }) {
			return false
		}
	}
	return true
}

// uncopiable says why a parent's columns must not travel on its children's
// items, or nil; the parent's item is then read in a second step instead:
// one more request, and exact. A copy is only as true as the parent was
// when the child's item was written, so it needs:
//   - a declared FOREIGN KEY: MySQL then refuses a child without its
//     parent, so every child has one to copy from. An inferred
//     relationship enforces nothing: SQL's JOIN drops a row whose parent
//     is missing and joins a parent inserted after it, neither of which a
//     copy taken at the child's INSERT can follow;
//   - no UPDATE of the parent that sets a copied column: each would have
//     to rewrite every child item too (a fan-out no transaction bounds);
//   - no UPDATE of the child that sets its foreign key: the copy would
//     have to follow the row to its new parent;
//   - every INSERT of the child a plain one (or INSERT IGNORE) of one
//     row: it reads the parent's item first and checks it in its
//     transaction (Plan.Parents); the writes of an upsert and of
//     INSERT ... SELECT are not planned with that read.
//
// @immutable says the first of a table; a write that changes one
// outweighs it.
func uncopiable(m *analyze.Model, cp *copyNeed) *Reason {
	if cp.fk.Inferred {
		return &Reason{Text: fmt.Sprintf("%s %s not copied onto the items of %s (R9): no FOREIGN KEY declares the relationship, so nothing makes each %s row's parent exist, and SQL's JOIN drops a row whose parent is missing and joins a parent inserted after it, which a copy taken when the row was written cannot follow; the application reads the item of %s in a step of its own instead",
			qualified(cp.parent.Name, cp.cols), isAre(len(cp.cols)), cp.child.Name, cp.child.Name, cp.parent.Name), Pos: cp.pos}
	}
	for _, w := range m.Patterns {
		if w.Statement == analyze.Insert && len(w.Tables) > 0 && w.Tables[0].Entity == cp.child.Name && (w.Source != nil || w.Upsert != nil && w.Upsert.Kind != analyze.Ignore) {
			what := "INSERT ... SELECT"
			if w.Source == nil {
				what = string(w.Upsert.Kind)
			}
			return &Reason{Text: fmt.Sprintf("%s %s not copied onto the items of %s (R9): %s writes %s with %s, whose plan does not read the %s item it would copy from; the application reads the item of %s in a step of its own instead",
				qualified(cp.parent.Name, cp.cols), isAre(len(cp.cols)), cp.child.Name, w.Name, cp.child.Name, what, cp.parent.Name, cp.parent.Name), Pos: cp.pos}
		}
		if w.Statement != analyze.Update || len(w.Tables) == 0 || w.Tables[0].Entity != cp.child.Name {
			continue
		}
		for _, a := range w.Sets {
			if slices.ContainsFunc(cp.fk.Columns, func(c string) bool { return strings.EqualFold(c, a.Column.Column) }) {
				return &Reason{Text: fmt.Sprintf("%s %s not copied onto the items of %s (R9): %s sets %s, which moves the row to another %s, and the copy would have to be read again from it; the application reads the item of %s in a step of its own instead",
					qualified(cp.parent.Name, cp.cols), isAre(len(cp.cols)), cp.child.Name, w.Name, a.Column.Column, cp.parent.Name, cp.parent.Name), Pos: cp.pos}
			}
		}
	}
	for _, w := range m.Patterns { // a write that changes them outweighs @immutable
		if w.Statement != analyze.Update || len(w.Tables) == 0 || w.Tables[0].Entity != cp.parent.Name {
			continue
		}
		for _, a := range w.Sets {
			if slices.Contains(cp.cols, a.Column.Column) {
				return &Reason{Text: fmt.Sprintf("%s %s not copied onto the items of %s (R9): %s changes %s, and each change would have to rewrite every item of %s that carries it; the application reads the item of %s in a step of its own instead",
					qualified(cp.parent.Name, cp.cols), isAre(len(cp.cols)), cp.child.Name, w.Name, a.Column.Column, cp.child.Name, cp.parent.Name), Pos: cp.pos}
			}
		}
	}
	return nil
}

// anBranch is "an OR" or "a UNION", as the pattern's branches are.
func anBranch(p *analyze.Pattern) string {
	if p.Union {
		return "a UNION"
	}
	return "an OR"
}

// branchesOf reduces an OR or a UNION: each branch is the pattern with the
// branch's conditions added to the statement's own, reduced as a pattern of
// its own. The need itself reads the first branch's entity; its parameters
// are every branch's.
func branchesOf(m *analyze.Model, p *analyze.Pattern) *need {
	n := branchesOfJoin(m, p, false)
	if n.joinedBranches {
		// Each branch is a join whose rows the application puts together,
		// sorts and cuts (orJoinPlan): its reads are planned without the
		// statement's LIMIT.
		n = branchesOfJoin(m, p, true)
	}
	return n
}

// branchesOfJoin is branchesOf, each branch planned without the
// statement's LIMIT when whole says the application cuts the rows of all
// branches (an OR over a join).
func branchesOfJoin(m *analyze.Model, p *analyze.Pattern, whole bool) *need {
	n := &need{pat: p, names: map[analyze.Pos]string{}, paramOf: map[analyze.Pos]string{}}
	for _, b := range p.Branches {
		one := *p
		one.Branches = nil
		if whole {
			one.Limit, one.LimitParam = 0, false // its ORDER BY still keys the reads the rows come in
		}
		one.Equalities = append(slices.Clone(p.Equalities), b.Equalities...)
		one.Ranges = append(slices.Clone(p.Ranges), b.Ranges...)
		one.Filters = append(slices.Clone(p.Filters), b.Filters...)
		bn := needOfStatement(m, &one)
		bn.merged = true
		maps.Copy(n.names, bn.names)
		maps.Copy(n.paramOf, bn.paramOf)
		n.problems = append(n.problems, bn.problems...)
		switch {
		case bn.count:
			n.problems = append(n.problems, Reason{Text: fmt.Sprintf("a COUNT(*) over %s: a counter item counts the rows of one set of values, and the branches' rows may overlap; run one pattern per branch", anBranch(p)), Pos: p.Pos}) // once, for every branch
		case (bn.chain != nil || bn.after != nil) && !p.Union && bn.children == nil && bn.copies == nil:
			n.joinedBranches = true // each branch its join's reads (orJoinPlan)
		case bn.chain != nil || bn.after != nil || bn.children != nil || bn.copies != nil:
			n.problems = append(n.problems, Reason{Text: fmt.Sprintf("%s over a join whose tables one request reads together (an item collection, or columns copied onto the items): one request per branch is planned for one table, and would drop the join's other reads; run one pattern per branch", anBranch(p)), Pos: p.Pos})
		case len(bn.eq) == 0:
			// One request per branch pays off only when every branch has a
			// key; a branch that must scan reads every item anyway.
			n.problems = append(n.problems, Reason{Text: fmt.Sprintf("branch %d of the %s has no equality a key can find its items by, so one request per branch would scan the table: give each branch an equality the design can key on", len(n.branches)+1, branchWord(p)), Pos: b.Pos})
		}
		n.branches = append(n.branches, bn)
	}
	n.entity, n.order, n.desc = n.branches[0].entity, n.branches[0].order, n.branches[0].desc
	n.problems = slices.CompactFunc(n.problems, func(a, b Reason) bool { return a == b })
	return n
}
