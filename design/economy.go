package design

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"sql2dynamo/analyze"
)

// economize serves a lookup by lookup items instead of its index when
// they cost less a month (issue 35): an index with ALL projection is
// written on every write of every item it holds, an UPDATE of any column
// included, while a lookup item is written only when a row is inserted
// or deleted, or a column of its key changes; it costs its reads a second
// request (the row's item by the key the lookup item carries) and its
// writes a TransactWriteItems (twice the units of a write alone). Only a
// shape lookup items can stand in for (lookable, plainLookups) is
// weighed; the figures are the layout's estimate (economy), at the
// patterns' @rps, and the reasons quote them. The index is the simpler
// design (one request a read, no transaction), so it is kept unless
// every pattern priced gives its @rps and lookup items cost at most half
// as much: rates assumed (once a second each) are no ground to trade it.
func (lay *layout) economize(prices Prices) {
	for _, e := range lay.m.Entities {
		o := lay.chosen[e.Name]
		if o == nil || o.placement == Embedded {
			continue
		}
		var kept []*shape
		for _, s := range o.shapes {
			if !lookable(e, s) || !lay.plainLookups(e, s) {
				kept = append(kept, s)
				continue
			}
			lk, onLock := lay.lockLookup(e, s)
			if !onLock {
				lk = &lookup{shape: s, item: lookupItem(s, o.base)}
			}
			ec := lay.economy(e, s, lk, prices)
			s.economy = &ec
			if !ec.rated || ec.lookups*2 > ec.index {
				kept = append(kept, s)
				continue
			}
			lk.why = ec.String()
			lay.lookups[e.Name] = append(lay.lookups[e.Name], lk)
		}
		o.shapes = kept
	}
}

// plainLookups reports whether every read lookup items for s would
// serve is one the lookup plan is proved on (testdata/lookup_items,
// testdata/index_economy): a statement's own read of e's rows, with no
// children, counts, computed or aggregated columns, DISTINCT or copies,
// or the UPDATE or DELETE that finds its rows by it. A read inside a join,
// an OR, a UNION, INSERT ... SELECT or a correlated read keeps its index:
// lookup items there are not planned, and the pattern would lose its
// plan.
func (lay *layout) plainLookups(e *analyze.Entity, s *shape) bool {
	for _, x := range lay.nestedIn(e) {
		if s.serve(x).ok {
			return false
		}
	}
	for _, n := range lay.of[e] {
		if len(n.problems) > 0 || !s.serve(n).ok && !(n.write && s.serve(n.lookup()).ok) {
			continue
		}
		p := n.pat
		switch {
		case n.write && (p.Upsert != nil || p.Statement == analyze.Insert):
			return false
		case n.write:
			continue
		case n.children != nil || n.count || n.copies != nil || len(p.Counts)+len(p.RowReads)+len(p.Computed)+len(p.Aggregates)+len(p.GroupBy) > 0 || p.Distinct:
			return false
		}
	}
	return true
}

// economy is what a lookup costs a month served by an index and by lookup
// items, and the writes that make the difference.
type economy struct {
	index, lookups float64 // $ a month
	key            string  // the index's partition key
	// rewrites are the write patterns that write the index entry but no
	// lookup item (an UPDATE of columns outside its key), with their @rps.
	rewrites []string
	// rated says every pattern priced gives its @rps: with a rate
	// assumed, the figures are guesses, and the index stays.
	rated bool
	// onLock says the lookup items are the UNIQUE key's lock items.
	onLock bool
}

func (ec *economy) String() string {
	text := fmt.Sprintf("an index for this lookup (GSIPK %s) would cost $%.2f a month, lookup items $%.2f", ec.key, ec.index, ec.lookups)
	item := "a lookup item"
	if ec.onLock {
		text = fmt.Sprintf("an index for this lookup (GSIPK %s) would cost $%.2f a month, reading the lock items every row has already $%.2f", ec.key, ec.index, ec.lookups)
		item = "the lock item"
	}
	switch len(ec.rewrites) {
	case 0:
	case 1:
		text += fmt.Sprintf(" (the index entry is rewritten by every %s, which leaves %s alone)", ec.rewrites[0], item)
	default:
		text += fmt.Sprintf(" (the index entry is rewritten by every %s, which leave %s alone)", strings.Join(ec.rewrites, ", "), item)
	}
	return text
}

// economy prices the lookup shape s of e both ways, at the @rps of e's
// patterns (1 when not given), on-demand at prices: each write pattern's
// units on the index entry against the lookup item's (and the doubling
// a transaction brings to the row's own write when it was a single
// request), each read's units, and storage of every row's entry or item.
// Each write call counts as one row.
func (lay *layout) economy(e *analyze.Entity, s *shape, lk *lookup, prices Prices) economy {
	ec := economy{key: s.pkTemplate().String(), rated: true, onLock: lk.onLock}
	item := lk.item
	row, look := layoutRowBytes(e), lockBytes(e, item)
	rowUnits, lookUnits := float64(ceilDiv(row, writeUnitBytes)), float64(ceilDiv(look, writeUnitBytes))
	var indexW, lookW, indexR, lookR float64
	alone := len(lay.locks(e)) == 0 // no lock items: a write of the row is one request, not a transaction
	for _, n := range lay.of[e] {
		if !n.write || len(n.problems) > 0 {
			continue
		}
		rps := float64(n.weight())
		ec.rated = ec.rated && n.pat.RPS > 0
		switch n.pat.Statement {
		case analyze.Insert, analyze.Delete:
			indexW += rps * rowUnits
			lookW += rps * 2 * lookUnits
			if alone {
				lookW += rps * rowUnits
			}
		case analyze.Update:
			if len(n.pat.Sets) == 0 {
				continue // SET c = c: nothing is written
			}
			moves := false
			for _, a := range n.pat.Sets {
				moves = moves || hasCol(item.Columns, a.Column.Column)
			}
			if !moves {
				indexW += rps * rowUnits
				if name := fmt.Sprintf("%s (@rps %d)", n.pat.Name, n.weight()); !slices.Contains(ec.rewrites, name) {
					ec.rewrites = append(ec.rewrites, name)
				}
				continue
			}
			indexW += rps * 2 * rowUnits // the old entry deleted, the new one put
			lookW += rps * 2 * 2 * lookUnits
			if alone {
				lookW += rps * rowUnits
			}
		}
	}
	for _, n := range s.needs {
		rps := float64(n.weight())
		ec.rated = ec.rated && n.pat.RPS > 0
		got := lay.rowsFound(e, n)
		indexR += rps * math.Ceil(got*float64(row)/readUnitBytes) / 2
		lookR += rps * (math.Ceil(got*float64(look)/readUnitBytes)/2 + got*math.Ceil(float64(row)/readUnitBytes)/2)
	}
	stored := float64(e.Rows)
	if stored == 0 {
		stored = assumedRows
	}
	month := func(w, r float64, bytes int) float64 {
		return secondsPerMonth*(w*prices.WritePerMillion+r*prices.ReadPerMillion)/1e6 +
			stored*float64(bytes+overheadBytes)/(1<<30)*prices.StoragePerGBMonth
	}
	ec.index, ec.lookups = month(indexW, indexR, row), month(lookW, lookR, look)
	if lk.onLock {
		// The lock item is put, moved and deleted with every row already:
		// holding the row's key adds a few bytes, no write and no item.
		ec.lookups = secondsPerMonth * lookR * prices.ReadPerMillion / 1e6
	}
	return ec
}

// rowsFound is how many rows of e a read by need n finds, as the schema
// tells: one by a unique key (or for :one), a parent's share by a foreign
// key (childrenPerParent), a value's share of @rows by ENUM and boolean
// columns, else the assumed fan-out; at most the LIMIT.
func (lay *layout) rowsFound(e *analyze.Entity, n *need) float64 {
	cols := n.eqCols()
	if n.pat.Result.Single() {
		return 1
	}
	got, _ := lay.partitionRows(e, cols)
	if n.pat.Limit > 0 {
		got = math.Min(got, float64(n.pat.Limit))
	}
	return got
}

// layoutRowBytes estimates a row's item at the layout stage, before its
// keys are known: each column's name and typical value (valueBytes), and
// room for the table's key attributes and _type.
func layoutRowBytes(e *analyze.Entity) int {
	size := len(Type) + len(e.Name) + len(PK) + len(SK) + 2*30
	for _, c := range e.Columns {
		size += len(c.Name) + valueBytes(c)
	}
	return size
}
