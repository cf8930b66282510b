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
		if why := q.selfJoin(t); why != "" {
			q.pat.Leftovers = append(q.pat.Leftovers, Leftover{What: SelfJoinWhat, Text: t.entity.Name + " " + t.alias, Pos: t.pos, Hint: why})
		}
	}
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
			switch p.Op {
			case "=", "IN":
				where.Equalities = append(where.Equalities, p)
			case "<", "<=", ">", ">=", "BETWEEN", "LIKE":
				where.Ranges = append(where.Ranges, p)
			default:
				where.Filters = append(where.Filters, p)
			}
			return true
		})
	}
	eqs, rngs, fs, jfs := slices.Clone(q.pat.Equalities), slices.Clone(q.pat.Ranges), slices.Clone(q.pat.Filters), slices.Clone(q.pat.JoinFilters)
	eqs, rngs, fs, jfs = move(eqs, true), move(rngs, true), move(fs, true), move(jfs, false)
	if why != "" {
		return why
	}
	refers := func(cs ...ColumnRef) bool { return slices.ContainsFunc(cs, mine) }
	for _, b := range q.pat.Branches {
		for _, p := range slices.Concat(b.Equalities, b.Ranges, b.Filters) {
			if mine(p.Column) {
				return fmt.Sprintf("an OR has a condition on %s.%s: a table joined to itself is read with conditions that always apply", a, p.Column.Column)
			}
		}
	}
	for _, o := range slices.Concat(q.pat.OrderBy, q.pat.AppOrder) {
		if mine(o.Column) {
			return fmt.Sprintf("ORDER BY %s.%s sorts by a column of the table joined to itself, which the application reads row by row after the rows it sorts: sort by the first occurrence's columns", a, o.Column.Column)
		}
	}
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
	return ""
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
	preds := func(ps []Predicate) {
		for i := range ps {
			ref(&ps[i].Column)
		}
	}
	for i := range p.Joins {
		ref(&p.Joins[i].Left)
		ref(&p.Joins[i].Right)
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
		ref(&p.Projection[i])
	}
	for i := range p.GroupBy {
		ref(&p.GroupBy[i])
	}
	for _, os := range [][]Order{p.OrderBy, p.AppOrder} {
		for i := range os {
			ref(&os[i].Column)
		}
	}
	for i := range p.OptionalFilters {
		ref(&p.OptionalFilters[i].Column)
	}
	for i := range p.Sets {
		ref(&p.Sets[i].Column)
	}
	for i := range p.Computed {
		if p.Computed[i].Self != "" {
			ref(&ColumnRef{Entity: p.Computed[i].Entity, Self: p.Computed[i].Self, Pos: p.Computed[i].Pos})
		}
		p.Computed[i].Self = ""
	}
	for i := range p.Fields {
		p.Fields[i].Self = ""
	}
	for _, c := range p.Counts {
		for i := range c.Columns {
			ref(&c.Columns[i])
			ref(&c.Parent[i])
		}
		unself(c.Where)
	}
	for _, r := range p.RowReads {
		for i := range r.Columns {
			ref(&r.Columns[i])
			ref(&r.Parent[i])
		}
		unself(r.Where)
	}
	unself(p.Source)
	for _, part := range p.Parts {
		unself(part)
	}
	if found != nil && !slices.ContainsFunc(p.Leftovers, func(l Leftover) bool { return l.What == SelfJoinWhat }) {
		p.Leftovers = append(p.Leftovers, Leftover{What: SelfJoinWhat, Text: found.Entity, Pos: found.Pos,
			Hint: "a table joined to itself is read in a SELECT whose later occurrence is found by a key from the first's row (users u LEFT JOIN users m ON m.id = u.manager_id), or in a subquery of the select list: write this one as patterns of their own"})
	}
}
