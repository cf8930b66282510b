package analyze

import (
	"fmt"
	"slices"
	"strings"
)

// selfJoins reads each later occurrence of a table the SELECT joins to
// itself (users u LEFT JOIN users m ON m.id = u.manager_id) as a RowRead:
// for each row of the first, the application reads the one row its join
// columns name by a key, and takes the columns the answer selects of it.
// One it cannot read so is a leftover saying why.
func (q *query) selfJoins() {
	for _, t := range q.tables {
		if !t.self {
			continue
		}
		t = q.keyedSide(t)
		if why := q.selfJoin(t); why != "" {
			q.pat.Leftovers = append(q.pat.Leftovers, Leftover{What: SelfJoinWhat, Text: t.entity.Name + " " + t.alias, Pos: t.pos, Hint: why})
		}
	}
}

// keyedSide is the occurrence of t's table to read once per row: t, or,
// for FROM members m JOIN members r ON r.manager_id = m.id, where t (r)
// is joined by no key of its table and the first occurrence (m) by one,
// the first, whose columns and t's trade their ColumnRef.Self: the rows
// are then r's, each reading its m by key (an inner JOIN only, where the
// two sides play alike).
func (q *query) keyedSide(t *tref) *tref {
	if t.padded || slices.Contains(q.selfStar, t.alias) {
		return t
	}
	first := slices.IndexFunc(q.tables, func(o *tref) bool { return o.entity == t.entity && !o.self && !o.hidden })
	if first < 0 || q.tables[first].alias == "" || q.tables[first].padded {
		return t
	}
	var mine, theirs []string
	for _, j := range q.pat.Joins {
		l, r := j.Left, j.Right
		if r.Self == t.alias {
			l, r = r, l
		}
		if l.Self != t.alias {
			continue
		}
		if j.Outer || r.Self != "" || r.Entity != t.entity.Name {
			return t
		}
		mine, theirs = appendNew(mine, l.Column), appendNew(theirs, r.Column)
	}
	if len(mine) == 0 || containsKey(t.entity, mine) || !containsKey(t.entity, theirs) {
		return t
	}
	f := q.tables[first]
	swap := func(c *ColumnRef) {
		switch {
		case c.Entity != t.entity.Name:
		case c.Self == t.alias:
			c.Self = ""
		case c.Self == "":
			c.Self = f.alias
		}
	}
	forRefs(q.pat, swap)
	for i := range q.fields {
		if q.fields[i].Entity == t.entity.Name {
			r := ColumnRef{Entity: q.fields[i].Entity, Self: q.fields[i].Self}
			swap(&r)
			q.fields[i].Self = r.Self
		}
	}
	for i := range q.pat.Computed {
		if q.pat.Computed[i].Entity == t.entity.Name {
			r := ColumnRef{Entity: q.pat.Computed[i].Entity, Self: q.pat.Computed[i].Self}
			swap(&r)
			q.pat.Computed[i].Self = r.Self
		}
	}
	t.self, f.self = false, true
	return f
}

// forRefs calls f on each column reference of p's own clauses.
func forRefs(p *Pattern, f func(*ColumnRef)) {
	preds := func(ps []Predicate) {
		for i := range ps {
			f(&ps[i].Column)
		}
	}
	for i := range p.Joins {
		f(&p.Joins[i].Left)
		f(&p.Joins[i].Right)
	}
	preds(p.Equalities)
	preds(p.Ranges)
	preds(p.Filters)
	preds(p.JoinFilters)
	for i := range p.Branches {
		preds(p.Branches[i].Equalities)
		preds(p.Branches[i].Ranges)
		preds(p.Branches[i].Filters)
	}
	for i := range p.Projection {
		f(&p.Projection[i])
	}
	for i := range p.GroupBy {
		f(&p.GroupBy[i])
	}
	for _, os := range [][]Order{p.OrderBy, p.AppOrder} {
		for i := range os {
			f(&os[i].Column)
		}
	}
	for i := range p.OptionalFilters {
		f(&p.OptionalFilters[i].Column)
	}
	for i := range p.Sets {
		f(&p.Sets[i].Column)
	}
	for _, c := range p.Counts {
		for i := range c.Columns {
			f(&c.Columns[i])
			f(&c.Parent[i])
		}
	}
	for _, r := range p.RowReads {
		for i := range r.Columns {
			f(&r.Columns[i])
			f(&r.Parent[i])
		}
	}
}

// subPatterns are the statements p holds of its own, none nil: its
// correlated counts' and row reads' conditions, INSERT ... SELECT's
// SELECT, a UNION's SELECTs.
func (p *Pattern) subPatterns() []*Pattern {
	var out []*Pattern
	for _, c := range p.Counts {
		out = append(out, c.Where)
	}
	for _, r := range p.RowReads {
		out = append(out, r.Where)
	}
	out = append(append(out, p.Source), p.Parts...)
	return slices.DeleteFunc(out, func(s *Pattern) bool { return s == nil })
}

// SelfJoinWhat is the Leftover.What of a table joined to itself that is
// not read.
const SelfJoinWhat = "self-join"

// selfJoin moves what the statement says of the occurrence t of a table
// joined to itself into a RowRead; else it says why it does not.
func (q *query) selfJoin(t *tref) string {
	a, e := t.alias, t.entity
	mine := func(c ColumnRef) bool { return c.Self == a }
	if slices.Contains(q.selfStar, a) {
		return fmt.Sprintf("the select list takes all of %s's columns (%s.* or *), named as %s's own: select them by name, each AS a name of its own", a, a, e.Name)
	}
	rr := RowRead{Entity: e.Name, Self: a, Pos: t.pos}
	outer := false
	for _, j := range q.pat.Joins {
		l, r := j.Left, j.Right
		if mine(r) {
			l, r = r, l
		}
		if !mine(l) {
			continue
		}
		if r.Self != "" {
			return fmt.Sprintf("it is joined to %s, another occurrence of %s: a table joined to itself is read for the rows of one occurrence alone", strings.TrimPrefix(r.Self, "^"), e.Name)
		}
		rr.Columns, rr.Parent = append(rr.Columns, l), append(rr.Parent, r)
		outer = outer || j.Outer
	}
	switch {
	case len(rr.Columns) == 0:
		return fmt.Sprintf("no equality joins %s's columns with another table's", a)
	case slices.ContainsFunc(rr.Parent, func(p ColumnRef) bool { return p.Entity != rr.Parent[0].Entity }):
		return fmt.Sprintf("%s is joined to columns of several tables: a table joined to itself is read for the rows of one", a)
	case outer && !t.padded:
		return fmt.Sprintf("the outer join keeps %s's rows and pads the first occurrence's: write it as FROM the first LEFT JOIN %s", a, a)
	case slices.ContainsFunc(q.pat.JoinFilters, func(p Predicate) bool { return p.Column.Entity == e.Name && p.Column.Self == "" }):
		return fmt.Sprintf("the ON of %s's join has a condition on the first occurrence of %s: move it to the WHERE", a, e.Name)
	}
	rr.Inner = !outer
	where := &Pattern{Statement: Select, Result: Many, Returns: []string{e.Name}, Tables: []TableRef{{Entity: e.Name, Alias: a, Pos: t.pos}}}
	why := ""
	move := func(ps []Predicate, fromWhere bool) []Predicate {
		return slices.DeleteFunc(ps, func(p Predicate) bool {
			if !mine(p.Column) {
				return false
			}
			if fromWhere && outer && why == "" {
				why = fmt.Sprintf("the WHERE has a condition on %s.%s, which the LEFT JOIN pads with NULLs: move it into the ON, or write a JOIN", a, p.Column.Column)
			}
			p.Column.Self = ""
			where.addCondition(p)
			return true
		})
	}
	eqs, rngs, fs, jfs := slices.Clone(q.pat.Equalities), slices.Clone(q.pat.Ranges), slices.Clone(q.pat.Filters), slices.Clone(q.pat.JoinFilters)
	eqs, rngs, fs, jfs = move(eqs, true), move(rngs, true), move(fs, true), move(jfs, false)
	if why != "" {
		return why
	}
	if !outer {
		// m.id = ? with mgr.id = m.manager_id: m.manager_id = ?, which
		// keys the rows' own read; the row's read finds its one row by
		// the join alone.
		where.Equalities = slices.DeleteFunc(where.Equalities, func(p Predicate) bool {
			k := slices.IndexFunc(rr.Columns, func(c ColumnRef) bool { return strings.EqualFold(c.Column, p.Column.Column) })
			if k < 0 || p.Bytes {
				return false
			}
			// Passed along only where both columns compare alike.
			from, to := e.Column(p.Column.Column), q.a.model.Entity(rr.Parent[k].Entity).Column(rr.Parent[k].Column)
			if from == nil || to == nil || from.Kind != to.Kind || from.Fold != to.Fold || from.PadSpace != to.PadSpace {
				return false
			}
			p.Column = rr.Parent[k]
			eqs = append(eqs, p)
			return true
		})
	}
	refers := func(cs ...ColumnRef) bool { return slices.ContainsFunc(cs, mine) }
	for _, b := range q.pat.Branches {
		for _, p := range slices.Concat(b.Equalities, b.Ranges, b.Filters) {
			if mine(p.Column) {
				return fmt.Sprintf("an OR has a condition on %s.%s: a table joined to itself is read with conditions that always apply", a, p.Column.Column)
			}
		}
	}
	appOrder, sorts, why := q.selfOrder(a, e, rr.Parent[0].Entity)
	if why != "" {
		return why
	}
	rr.Sorts = sorts
	for _, o := range q.pat.OptionalFilters {
		if mine(o.Column) {
			return fmt.Sprintf("the condition on %s.%s applies only when its parameter is not NULL, which is not planned for a table joined to itself", a, o.Column.Column)
		}
	}
	for _, c := range q.pat.Counts {
		if refers(c.Parent...) {
			return fmt.Sprintf("a COUNT(*) subquery is correlated with %s, the table joined to itself: correlate it with the first occurrence", a)
		}
	}
	for _, r := range q.pat.RowReads {
		if refers(r.Parent...) {
			return fmt.Sprintf("a subquery is correlated with %s, the table joined to itself: correlate it with the first occurrence", a)
		}
	}
	if refers(q.pat.GroupBy...) {
		return fmt.Sprintf("GROUP BY names a column of %s, the table joined to itself: group by the first occurrence's columns", a)
	}
	var keyed []string
	for _, c := range rr.Columns {
		keyed = appendNew(keyed, c.Column)
	}
	for _, p := range where.Equalities {
		if len(p.Values) == 1 && !p.Values[0].List {
			keyed = appendNew(keyed, p.Column.Column)
		}
	}
	if !containsKey(e, keyed) {
		return fmt.Sprintf("%s is joined by %s, which is no key of %s: each row of the first occurrence would join several of its rows, and a table joined to itself is read when the second finds at most one row (by its primary key or a UNIQUE key): read them as patterns of their own", a, strings.Join(keyed, ", "), e.Name)
	}
	parent := q.a.model.Entity(rr.Parent[0].Entity)
	for _, f := range q.fields {
		if f.Self != a {
			continue
		}
		if parent.Column(f.Name) != nil || slices.ContainsFunc(q.fields, func(o Computed) bool { return o.Self != a && strings.EqualFold(o.Name, f.Name) }) {
			return fmt.Sprintf("the answer's column %s, of %s, has the name of a column of %s: select it AS a name of its own", f.Name, a, parent.Name)
		}
		f.Self = ""
		rr.Fields = append(rr.Fields, f)
	}
	if len(where.Equalities)+len(where.Ranges)+len(where.Filters) > 0 {
		rr.Where = where
	}
	for i := range rr.Columns {
		rr.Columns[i].Self = ""
	}
	q.pat.Equalities, q.pat.Ranges, q.pat.Filters, q.pat.JoinFilters = eqs, rngs, fs, jfs
	q.pat.Joins = slices.DeleteFunc(q.pat.Joins, func(j Join) bool { return mine(j.Left) || mine(j.Right) })
	q.pat.Projection = slices.DeleteFunc(q.pat.Projection, mine)
	q.pat.Computed = slices.DeleteFunc(q.pat.Computed, func(c Computed) bool { return c.Self == a })
	q.pat.Tables = slices.DeleteFunc(q.pat.Tables, func(r TableRef) bool { return r.Entity == e.Name && r.Alias == a })
	q.pat.RowReads = append(q.pat.RowReads, rr)
	if appOrder != nil {
		q.pat.OrderBy, q.pat.AppOrder = nil, appOrder
	}
	return ""
}

// selfOrder is an ORDER BY that names a column of a, a later occurrence
// of a table joined to itself, as the application sorts it (AppOrder):
// after the reads, by the answer's columns, each ORDER BY column a
// selected one (of a, named as the select list names it; or of the rows'
// table parent). nil when the ORDER BY names no column of a; else why not.
func (q *query) selfOrder(a string, e *Entity, parent string) ([]Order, []Computed, string) {
	if !slices.ContainsFunc(q.pat.OrderBy, func(o Order) bool { return o.Column.Self == a }) && !slices.ContainsFunc(q.pat.AppOrder, func(o Order) bool { return o.Column.Self == a }) {
		return nil, nil, ""
	}
	if len(q.pat.AppOrder) > 0 {
		return nil, nil, fmt.Sprintf("the ORDER BY sorts by a column of %s and by what the application computes: sort by selected columns alone", a)
	}
	var out []Order
	var sorts []Computed
	for _, o := range q.pat.OrderBy {
		i := slices.IndexFunc(q.fields, func(f Computed) bool {
			return f.Self == o.Column.Self && strings.EqualFold(f.Entity, o.Column.Entity) && f.Expr != nil && strings.EqualFold(f.Expr.Col, o.Column.Column)
		})
		switch {
		case i < 0 && o.Column.Self == a:
			// A column of a the answer does not hold: the row's read
			// gives it too, under a name no column has (a.column), for
			// the sort alone (RowRead.Sorts).
			c := e.Column(o.Column.Column)
			if c == nil {
				return nil, nil, fmt.Sprintf("ORDER BY %s.%s names no column of %s", a, o.Column.Column, e.Name)
			}
			name := a + "." + c.Name
			sorts = append(sorts, Computed{Name: name, Expr: &Expr{Col: c.Name}, Entity: e.Name, Pos: o.Column.Pos})
			out = append(out, Order{Column: ColumnRef{Entity: parent, Column: name, Pos: o.Column.Pos}, Desc: o.Desc})
			continue
		case i < 0 || o.Column.Self == "" && o.Column.Entity != parent:
			return nil, nil, fmt.Sprintf("ORDER BY %s sorts by a column the answer does not hold, and with a column of %s, a table joined to itself read row by row, the application sorts the answer's rows: select it", strings.TrimPrefix(o.Column.Self+"."+o.Column.Column, "."), a)
		}
		f := q.fields[i]
		col := f.Name // the attribute the row's read sets
		if o.Column.Self == "" {
			col = o.Column.Column // the item's own attribute
		}
		out = append(out, Order{Column: ColumnRef{Entity: parent, Column: col, Pos: o.Column.Pos}, Desc: o.Desc, Alias: f.Name})
	}
	return out, sorts, ""
}

// unself leaves no ColumnRef.Self in p: a table joined to itself that
// selfJoins did not read (in a write, a UNION's SELECT, an IN or EXISTS
// subquery) makes p a leftover, once.
func unself(p *Pattern) {
	if p == nil {
		return
	}
	var found *ColumnRef
	ref := func(c *ColumnRef) {
		if c.Self != "" && found == nil {
			x := *c
			found = &x
		}
		c.Self = ""
	}
	forRefs(p, ref)
	for i := range p.Computed {
		if p.Computed[i].Self != "" {
			ref(&ColumnRef{Entity: p.Computed[i].Entity, Self: p.Computed[i].Self, Pos: p.Computed[i].Pos})
		}
		p.Computed[i].Self = ""
	}
	for i := range p.Fields {
		p.Fields[i].Self = ""
	}
	for _, sub := range p.subPatterns() {
		unself(sub)
	}
	if found != nil && !slices.ContainsFunc(p.Leftovers, func(l Leftover) bool { return l.What == SelfJoinWhat }) {
		p.Leftovers = append(p.Leftovers, Leftover{What: SelfJoinWhat, Text: found.Entity, Pos: found.Pos,
			Hint: "a table joined to itself is read in a SELECT whose later occurrence is found by a key from the first's row (users u LEFT JOIN users m ON m.id = u.manager_id), or in a subquery of the select list: write this one as patterns of their own"})
	}
}
