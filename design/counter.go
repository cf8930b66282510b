package design

import (
	"fmt"
	"slices"
	"strings"

	"sql2dynamo/analyze"
)

// counterFor registers (once) the counter a count pattern reads: one item
// per value of its equality columns, PK ENTITY#COUNT#COLS#{cols}, SK COUNT.
func (pl *planner) counterFor(n *need) *Counter {
	cols := declared(n.entity, n.eqCols())
	for _, c := range pl.counters[n.entity.Name] {
		if slices.Equal(c.Columns, cols) {
			return c
		}
	}
	pk := Template{{Lit: pl.prefix[n.entity.Name] + "#COUNT#" + strings.ToUpper(strings.Join(cols, "#"))}}
	for _, c := range cols {
		pk = append(pk, Part{Lit: "#"}, Part{Col: c})
	}
	c := &Counter{Entity: n.entity.Name, Columns: cols, PK: pk.merge(), SK: Template{{Lit: "COUNT"}}}
	pl.counters[n.entity.Name] = append(pl.counters[n.entity.Name], c)
	return c
}

// countable reports whether a count pattern can be kept in a counter: its
// conditions are single-valued equalities, nothing else.
func countable(n *need) bool {
	if len(n.eq) == 0 || n.rng != nil || len(n.filters) > 0 || len(n.problems) > 0 || n.entity == nil {
		return false
	}
	for _, e := range n.eq {
		if len(e.values) != 1 {
			return false
		}
	}
	return true
}

// countPlan reads a COUNT(*) from its counter item: one GetItem.
func (pl *planner) countPlan(n *need, p *Plan) *Plan {
	if !countable(n) {
		p.Status = Unsupported
		p.Reasons = append(p.Reasons, Reason{Text: "COUNT(*) over conditions other than equalities: no counter item can hold it; count in the application from a Query, or keep one counter per value you filter on", Pos: n.pat.Pos})
		return p
	}
	c := pl.counterFor(n)
	p.Counter = c
	p.Operation, p.PKAttr, p.SKAttr = GetItem, PK, SK
	p.PKValue = bind(c.PK, n)
	p.SKCond = &SKCond{Op: "=", Values: []Template{c.SK}}
	p.Projection = []string{CountAttr}
	p.Status = OK
	p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("COUNT(*) is kept in a counter item (PK %s, SK COUNT, attribute %s): every INSERT of %s adds 1 and every DELETE subtracts 1 in the same transaction as the row, so the count is one GetItem; a missing item means 0", c.PK, CountAttr, n.entity.Name), Pos: n.pat.Pos})
	return p
}

// counterWrites adds the counter updates to an INSERT (+1) or DELETE (-1)
// of an entity with counters. Each counter's columns must be known from the
// statement; it reports false (and the plan is unsupported) when not.
func (pl *planner) counterWrites(n *need, p *Plan, delta int, values map[string]Template) bool {
	for _, c := range pl.counters[n.entity.Name] {
		key := Template{}
		for _, part := range c.PK {
			if part.Col == "" {
				key = append(key, part)
				continue
			}
			if v, ok := values[strings.ToLower(part.Col)]; ok {
				key = append(key, v...)
			} else if e := n.eqOf(part.Col); e != nil {
				key = append(key, bindCol(part.Col, e.values))
			} else {
				pl.unsupportedWrite(p, fmt.Sprintf("the write does not give %s, which the counter %s needs: read the row first, then write it and the counter in one transaction", part.Col, c.PK))
				return false
			}
		}
		p.Counters = append(p.Counters, &Counter{Entity: c.Entity, Columns: c.Columns, PK: key.merge(), SK: c.SK})
		p.Delta = delta
		p.Operation = TransactWriteItems
		verb := "adds 1 to"
		if delta < 0 {
			verb = "subtracts 1 from"
		}
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("it %s the counter %s (ADD on %s, created by the first ADD) in the same TransactWriteItems, so a count pattern stays exact", verb, c.PK, CountAttr), Pos: n.pat.Pos})
	}
	return true
}

// counted reports whether an UPDATE changes a column some counter of e is
// keyed by: the row would move between counters.
func (pl *planner) counted(e *analyze.Entity, col string) bool {
	for _, c := range pl.counters[e.Name] {
		if hasCol(c.Columns, col) {
			return true
		}
	}
	return false
}
