package design

import (
	"fmt"
	"slices"
	"strings"

	"sql2dynamo/analyze"
)

// counterFor is the counter a count pattern reads.
func (lay *layout) counterFor(n *need) *Counter {
	return lay.counterOn(n.entity, n.eqCols())
}

// counterOn is the counter of e's rows by cols, registered by layOut.
func (lay *layout) counterOn(e *analyze.Entity, cols []string) *Counter {
	cols = declared(e, cols)
	for _, c := range lay.counters[e.Name] {
		if slices.Equal(c.Columns, cols) {
			return c
		}
	}
	panic("design: counter of " + e.Name + " read before the layout registered it")
}

// addCounter registers (once) a counter of e's rows: one item per value of
// cols, PK ENTITY#COUNT#COLS#{cols}, SK COUNT. A count pattern and a
// correlated count of children share it when they count by the same
// columns.
func (lay *layout) addCounter(e *analyze.Entity, cols []string) {
	cols = declared(e, cols)
	for _, c := range lay.counters[e.Name] {
		if slices.Equal(c.Columns, cols) {
			return
		}
	}
	pk := Template{{Lit: lay.prefix[e.Name] + "#COUNT#" + strings.ToUpper(strings.Join(cols, "#"))}}
	for _, c := range cols {
		pk = append(pk, Part{Lit: "#"}, Part{Col: c})
	}
	lay.counters[e.Name] = append(lay.counters[e.Name], &Counter{Entity: e.Name, Columns: cols, PK: pk.merge(), SK: Template{{Lit: "COUNT"}}})
}

// childCounts adds a step per correlated COUNT(*) of the select list: the
// children are counted in a counter item per parent (kept by every INSERT
// and DELETE of a child in its transaction), and the step reads the
// counter of each parent item the plan returned, keyed by the parent's
// join columns. A counter item works wherever the parent is placed: the
// child's write knows its foreign key, not the parent item's key.
func (lay *layout) childCounts(n *need, p *Plan) {
	for i, cc := range n.pat.Counts {
		if i < len(n.counted) && n.counted[i] != nil {
			if lay.countedRead(n, n.counted[i], cc, p); p.Status == Unsupported {
				return
			}
			continue
		}
		child := lay.m.Entity(cc.Entity)
		var cols []string
		for _, c := range cc.Columns {
			cols = append(cols, c.Column)
		}
		c := lay.counterOn(child, cols)
		steps := p.Steps()
		at, single := -1, true
		for i, s := range steps {
			if s.Entity == cc.Parent[0].Entity && !s.KeysOnly && s.Into == nil {
				at = i
			}
			if s.Into == nil {
				single = single && s.Operation == GetItem
			}
		}
		if at < 0 {
			p.Status = Unsupported
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("no request of the plan returns the %s items the COUNT(*) of %s belongs to", cc.Parent[0].Entity, cc.Entity), Pos: cc.Pos})
			return
		}
		sp := &Plan{Pattern: n.pat, Bindings: p.Bindings, Entity: child.Name, Counter: c, Into: &Into{Entity: cc.Parent[0].Entity, Count: cc.Column},
			Operation: GetItem, PKAttr: PK, SKAttr: SK, PKValue: c.PK, SKCond: &SKCond{Op: "=", Values: []Template{c.SK}}, Projection: []string{CountAttr}, Status: OK}
		var from []string
		for i, col := range cc.Columns {
			sp.Feed = append(sp.Feed, Feed{Placeholder: col.Column, Attr: cc.Parent[i].Column})
			from = append(from, fmt.Sprintf("{%s} from %s", col.Column, cc.Parent[i].Column))
			if s := steps[at]; len(s.Projection) > 0 {
				s.project(cc.Parent[i].Column) // the counter's key comes from it
			}
		}
		text := fmt.Sprintf("step %d: %s is COUNT(*) of the %s rows of each %s row: a counter item per %s (PK %s, SK %s) holds it, and every INSERT of %s adds 1 and every DELETE subtracts 1 in the same TransactWriteItems; for each %s item of step %d, %s fills the counter's key, and its %s attribute is %s (no counter item: 0)",
			len(steps)+1, cc.Column, cc.Entity, cc.Parent[0].Entity, strings.Join(cols, ", "), c.PK, c.SK, cc.Entity, cc.Parent[0].Entity, at+1, strings.Join(from, ", "), CountAttr, cc.Column)
		if !single {
			sp.Operation = BatchGetItem
			sp.BatchKeys = [][2]Template{{c.PK, c.SK}}
			sp.Projection = []string{PK, SK, CountAttr} // the answers are matched back to the parents by key
			text += "; the keys name whole items, so one BatchGetItem reads them: each distinct key once, 100 keys per call"
		}
		sp.Reasons = []Reason{{Text: text, Pos: cc.Pos}}
		p.Then = append(p.Then, sp)
	}
}

// countedRead adds the step of a correlated count with conditions of its
// own: no counter item holds it, so for each parent item the plan
// returned, the application reads the children that meet them, keyed by
// the parent's join columns (cn), and counts them into the row's column
// (Into.Count without a Counter).
func (lay *layout) countedRead(n, cn *need, cc analyze.ChildCount, p *Plan) {
	sp, at := lay.fedStep(n, cn, p, cc.Parent[0].Entity)
	if sp == nil {
		*p = Plan{Pattern: p.Pattern, Entity: p.Entity, Bindings: p.Bindings, Status: Unsupported, Reasons: []Reason{{Text: fmt.Sprintf("%s counts the %s rows of each %s row that meet conditions of their own, which no counter item holds, and no key finds those rows by %s: count them in a pattern of its own", cc.Column, cc.Entity, cc.Parent[0].Entity, strings.Join(cn.eqCols(), ", ")), Pos: cc.Pos}}}
		return
	}
	sp.Into = &Into{Entity: cc.Parent[0].Entity, Count: cc.Column}
	if len(sp.Check) == 0 {
		sp.Projection = nil
		sp.project(PK) // a key is enough to count an item
	}
	sp.Reasons = append([]Reason{{Text: fmt.Sprintf("step %d: %s is COUNT(*) of the %s rows of each %s row that meet conditions of their own (the subquery's WHERE, or the LEFT JOIN's ON), which no counter item holds: for each %s item of step %d, %s fills the key, the %s finds the children that meet them, and the application counts them (0 for none); one request per distinct key", len(p.Steps())+1, cc.Column, cc.Entity, cc.Parent[0].Entity, cc.Parent[0].Entity, at, feedText(sp), sp.Operation), Pos: cc.Pos}}, sp.Reasons...)
	p.Then = append(p.Then, sp)
}

// countable reports whether a count pattern can be kept in a counter: its
// conditions are single-valued equalities, nothing else.
func countable(n *need) bool {
	if len(n.eq) == 0 || n.rng != nil || len(n.filters) > 0 || len(n.problems) > 0 || n.entity == nil {
		return false
	}
	for _, e := range n.eq {
		if len(e.values) != 1 || e.values[0].List {
			return false
		}
	}
	return true
}

// countPlan reads a COUNT(*) from its counter item: one GetItem.
func (lay *layout) countPlan(n *need, p *Plan) *Plan {
	if !countable(n) {
		p.Status = Unsupported
		p.Reasons = append(p.Reasons, Reason{Text: "COUNT(*) over conditions other than equalities: no counter item can hold it; count in the application from a Query, or keep one counter per value you filter on", Pos: n.pat.Pos})
		return p
	}
	c := lay.counterFor(n)
	p.Counter = c
	p.Operation, p.PKAttr, p.SKAttr = GetItem, PK, SK
	p.PKValue = bind(c.PK, n)
	p.SKCond = &SKCond{Op: "=", Values: []Template{c.SK}}
	p.Projection = []string{CountAttr}
	p.Status = OK
	p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("COUNT(*) is kept in a counter item (PK %s, SK COUNT, attribute %s): every INSERT of %s adds 1 and every DELETE subtracts 1 in the same transaction as the row, so the count is one GetItem; a missing item means 0. The counter has a partition of its own, keyed by the counted table and the columns the count is grouped by, so the parameters alone find it, in whatever collection the rows live", c.PK, CountAttr, n.entity.Name), Pos: n.pat.Pos})
	return p
}

// counterWrites adds the counter updates to an INSERT (+1) or DELETE (-1)
// of an entity with counters. Each counter's columns must be known from the
// statement; it reports false (and the plan is unsupported) when not.
func (lay *layout) counterWrites(n *need, p *Plan, delta int, values map[string]Template) bool {
	for _, c := range lay.counters[n.entity.Name] {
		key := Template{}
		for _, part := range c.PK {
			if part.Col == "" {
				key = append(key, part)
				continue
			}
			if v, ok := values[strings.ToLower(part.Col)]; ok {
				key = append(key, keyed(n.entity, part.Col, v)...)
			} else if e := n.eqOf(part.Col); e != nil {
				key = append(key, bindCol(n.entity, part.Col, e.values))
			} else if n.pat.Statement == analyze.Delete && lay.readFirst(n, p) {
				// The row's value, read first; the Delete is conditioned on
				// it, so a change in between fails it and the application
				// reads again.
				key = append(key, Part{Col: part.Col + ".old"})
				if !p.holdsOld(part.Col) {
					p.Conditions = append(p.Conditions, FilterCol{Column: part.Col, Op: "=", Values: []Template{{{Col: part.Col + ".old"}}}})
					p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the DELETE does not give %s, which the counter %s is kept by: the application reads the item first (%s%s) for the value ({%s.old}), and the Delete is conditioned on it, so a change in between cancels the transaction and the application reads again", part.Col, c.PK, p.Lookup.Operation, consistentWord(p.Lookup), part.Col), Pos: n.pat.Pos})
				}
			} else {
				lay.unsupportedWrite(p, fmt.Sprintf("the write does not give %s, which the counter %s needs: read the row first, then write it and the counter in one transaction", part.Col, c.PK))
				return false
			}
		}
		p.Counters = append(p.Counters, &Counter{Entity: c.Entity, Columns: c.Columns, PK: key.merge(), SK: c.SK, Delta: delta})
		p.Operation = TransactWriteItems
		verb := "adds 1 to"
		if delta < 0 {
			verb = "subtracts 1 from"
		}
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("it %s the counter %s (ADD on %s, created by the first ADD) in the same TransactWriteItems, so a count pattern stays exact", verb, c.PK, CountAttr), Pos: n.pat.Pos})
	}
	return true
}

// readFirst gives a DELETE of one item named by its table key the read
// of that item (Lookup, ConsistentRead once the requests are built), for
// the old values its other items are built from; false when the WHERE
// names no item to read.
func (lay *layout) readFirst(n *need, p *Plan) bool {
	if p.Lookup != nil {
		return true
	}
	look := lay.read(n.lookup(), &Plan{Pattern: n.pat, Entity: n.entity.Name, Bindings: p.Bindings})
	if look.Operation == "" || look.Operation == OpScan {
		return false
	}
	p.Lookup = look
	p.keyOfFound()
	return true
}

// counterMoves keeps the counters true on an UPDATE of columns they are
// kept by (moved, set to values): the row leaves the counter of its old
// values (-1, its key from the values read, {col.old}) and joins the one of
// its new values (+1, from the values set and the others read), in the
// item's TransactWriteItems. The item is read first (Lookup,
// ConsistentRead) and the write conditioned on every counter column's
// value read, so a change in between fails it and the application reads
// again. When the two keys are one (the values set are the old ones), it
// leaves both out: the count is unchanged, and DynamoDB refuses two
// operations on one item in a transaction. A NULL leaves its counter out,
// as SQL's WHERE col = ? never counts it.
func (lay *layout) counterMoves(n *need, p *Plan, moved []string, values map[string]Template, nulled map[string]bool) bool {
	e := n.entity
	if p.Lookup == nil {
		p.Lookup = lay.read(n.lookup(), &Plan{Pattern: n.pat, Entity: e.Name, Bindings: p.Bindings})
		if p.Lookup.Operation == "" || p.Lookup.Operation == OpScan {
			lay.unsupportedWrite(p, fmt.Sprintf("the UPDATE changes %s, which a counter of %s is kept by, and its WHERE names no key to read the row's old values by", strings.Join(moved, ", "), e.Name))
			return false
		}
		p.keyOfFound()
	}
	p.Operation = TransactWriteItems
	var keys []string
	for _, c := range lay.counters[e.Name] {
		if !slices.ContainsFunc(c.Columns, func(col string) bool { return hasCol(moved, col) }) {
			continue
		}
		from, to := Template{}, Template{}
		for _, part := range c.PK {
			switch v, set := values[strings.ToLower(part.Col)]; {
			case part.Col == "":
				from, to = append(from, part), append(to, part)
			case set:
				from, to = append(from, Part{Col: part.Col + ".old"}), append(to, keyed(e, part.Col, v)...)
			default:
				from, to = append(from, Part{Col: part.Col + ".old"}), append(to, Part{Col: part.Col + ".old"})
			}
		}
		p.Counters = append(p.Counters, &Counter{Entity: c.Entity, Columns: c.Columns, PK: from.merge(), SK: c.SK, Delta: -1})
		if !slices.ContainsFunc(c.Columns, func(col string) bool { return nulled[strings.ToLower(col)] }) {
			p.Counters = append(p.Counters, &Counter{Entity: c.Entity, Columns: c.Columns, PK: to.merge(), SK: c.SK, Delta: 1})
		}
		keys = append(keys, c.PK.String())
		for _, col := range c.Columns {
			if !p.holdsOld(col) {
				p.Conditions = append(p.Conditions, FilterCol{Column: col, Op: "=", Values: []Template{{{Col: col + ".old"}}}, Nullable: !e.Column(col).NotNull})
			}
		}
	}
	p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the UPDATE changes %s, which the counter %s is kept by: the application reads the item first (%s%s), then in one TransactWriteItems updates it on condition the item still holds the values of %s it read, subtracts 1 from the counter of the old values and adds 1 to the counter of the new ones, so a count pattern stays exact; when another write changed them in between, the transaction fails and the application reads again and retries; when the two counters are one (the values set are the old ones) it leaves both out, and a NULL leaves its counter out, as SQL never counts it", strings.Join(moved, ", "), strings.Join(keys, ", "), p.Lookup.Operation, consistentWord(p.Lookup), strings.Join(moved, ", ")), Pos: n.pat.Pos})
	return true
}

// counted reports whether an UPDATE changes a column some counter of e is
// keyed by: the row would move between counters.
func (lay *layout) counted(e *analyze.Entity, col string) bool {
	for _, c := range lay.counters[e.Name] {
		if hasCol(c.Columns, col) {
			return true
		}
	}
	return false
}
