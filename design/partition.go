package design

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
)

// This file is the layout stage's choice of a table partition over an
// index that repeats the table's partition key (issue 35): an index on
// GSIPK TICKET#{ticket_id} when the table's PK is TICKET#{ticket_id} too
// only orders, or narrows, items the table's partition already holds
// together. The placement weighs each option without such indexes
// (evaluate calls partitionShapes); layOut then marks the chosen ones'
// needs (partitionReads), and the read plans read those from the table's
// partition (plan, inPartition, need.partition).

// partitionRead is an index shape the table's partition serves instead:
// its patterns Query the partition, the application sorts and filters.
type partitionRead struct {
	shape *shape
	why   string
}

// partitionShapes moves each index shape of option o whose partition key
// is the table's to o.partitions, when reading the table's partition
// serves all its patterns for less (partitionServes): the placement
// scores the option without the index (evaluate). Each of its reads keeps
// the request cost of an index's Query (3, not the table's 2): it reads
// more than it returns, so a table key that sorts as the pattern asks
// still wins a tie.
//
// Only a table key no UPDATE changes is credited so: the score ranks
// indexes before request cost, and crediting a key every UPDATE moves (a
// read, a delete and a put each, as wallets keyed by their balance would
// be) with one index fewer would choose it over an index of the stable
// key. Weighing both in dollars would lift this.
func (lay *layout) partitionShapes(e *analyze.Entity, o *option) {
	if o.placement == Embedded || o.base.shards > 1 || lay.moves(e, o.base) {
		return
	}
	var kept []*shape
	for _, sh := range o.shapes {
		why, ok := lay.partitionServes(e, o, sh)
		if !ok {
			kept = append(kept, sh)
			continue
		}
		o.partitions = append(o.partitions, &partitionRead{shape: sh, why: why})
	}
	o.shapes = kept
}

// moves reports whether an UPDATE of e sets a column of the table key
// base.
func (lay *layout) moves(e *analyze.Entity, base *shape) bool {
	return slices.ContainsFunc(lay.of[e], func(n *need) bool {
		return n.write && n.pat.Statement == analyze.Update && slices.ContainsFunc(n.pat.Sets, func(a analyze.Assignment) bool { return base.hasCol(a.Column.Column) })
	})
}

// partitionReads marks the needs the chosen options read from their
// table's partition, for the read plans.
func (lay *layout) partitionReads() {
	for _, e := range lay.m.Entities {
		for _, pr := range lay.chosen[e.Name].partitions {
			for _, n := range pr.shape.needs {
				lay.partitioned[n] = pr
			}
		}
	}
}

// partitionServes reports whether the table's partition serves every need
// of index shape s of e, and why. The index must repeat the table's
// partition key, unsharded, and serve only plain reads of e
// (plainPartitionRead) that the table's key serves once their order is
// left to the application (inPartition). Then either
//
//   - the index reads every item of the partition too (no LIMIT, nothing
//     bound past its partition key, not sparse): it orders them and costs
//     a write on every write of e, and the table's partition reads the same
//     items; or
//   - every pattern priced gives its @rps, the partition's rows come from
//     the schema (@max, @rows), and reading it whole costs at most half of
//     what the index does a month: the rule and margin of economize.
func (lay *layout) partitionServes(e *analyze.Entity, o *option, s *shape) (string, bool) {
	prices := lay.prices
	base := o.base
	if s.shards > 1 || !slices.EqualFunc(s.pkCols, base.pkCols, strings.EqualFold) || len(s.pkCols) == 0 || slices.ContainsFunc(s.pkCols, func(c string) bool {
		_, sparse := s.consts[strings.ToLower(c)]
		return sparse || s.only[strings.ToLower(c)] != nil
	}) {
		return "", false // not the partitions of the table's key, value for value
	}
	for _, x := range lay.nestedIn(e) {
		if s.serve(x).ok && !base.serve(x).clean() {
			return "", false // a step of a join, an OR, a UNION... may read through the index
		}
	}
	whole := len(s.consts)+len(s.only) == 0
	for _, n := range s.needs {
		if !plainPartitionRead(n) || !base.serve(n.inPartition("")).ok {
			return "", false
		}
		f := s.serve(n)
		whole = whole && f.bound == 0 && !f.keyRng && n.pat.Limit == 0 && !n.pat.LimitParam
	}
	index := fmt.Sprintf("an index on the table's partition key (GSIPK %s, GSISK %s)", s.pkTemplate(), s.skTemplate())
	if whole {
		return fmt.Sprintf("%s would read every %s item of the partition too (no LIMIT, no condition on its sort key), only in another order, and cost a write on every write of %s", index, e.Name, e.Name), true
	}
	if len(s.consts)+len(s.only) > 0 {
		return "", false // a sparse index is written for the items it holds alone, which the schema does not count
	}
	rows, from := lay.partitionRows(e, base.pkCols)
	if from == "" {
		return "", false // a partition of unknown size is not read whole on a guess
	}
	row := layoutRowBytes(e)
	rowUnits := float64(ceilDiv(row, writeUnitBytes))
	rated := true
	var writes, reads float64
	for _, n := range lay.of[e] {
		if !n.write || len(n.problems) > 0 {
			continue
		}
		rps := float64(n.weight())
		rated = rated && n.pat.RPS > 0
		switch n.pat.Statement {
		case analyze.Insert, analyze.Delete:
			writes += rps * rowUnits
		case analyze.Update:
			if len(n.pat.Sets) == 0 {
				continue // SET c = c: nothing is written
			}
			moves := slices.ContainsFunc(n.pat.Sets, func(a analyze.Assignment) bool { return s.hasCol(a.Column.Column) })
			writes += rps * rowUnits
			if moves {
				writes += rps * rowUnits // the old entry deleted, the new one put
			}
		}
	}
	units := func(items float64) float64 { return math.Ceil(items*float64(row)/readUnitBytes) / 2 }
	for _, n := range s.needs {
		rated = rated && n.pat.RPS > 0
		got := rows
		if f := s.serve(n); f.bound > 0 || f.keyRng || n.pat.LimitParam {
			// The part of the partition the key condition covers, or a
			// LIMIT the caller passes: the schema does not tell, so at
			// most the assumed fan-out.
			got = math.Min(got, assumedFanOut)
		}
		if n.pat.Limit > 0 {
			got = math.Min(got, float64(n.pat.Limit))
		}
		reads += float64(n.weight()) * (units(rows) - units(got))
	}
	if !rated {
		return "", false
	}
	stored := float64(e.Rows)
	if stored == 0 {
		stored = assumedRows
	}
	indexCost := secondsPerMonth*writes*prices.WritePerMillion/1e6 + stored*float64(row+overheadBytes)/(1<<30)*prices.StoragePerGBMonth
	readCost := secondsPerMonth * reads * prices.ReadPerMillion / 1e6
	if readCost*2 > indexCost {
		s.partition = fmt.Sprintf("the table's partition could serve it read whole (%s rows of %s, %s), at $%.2f a month more in reads against the index's $%.2f in writes and storage, so the index it is", strconv.FormatFloat(rows, 'f', -1, 64), e.Name, from, readCost, indexCost)
		return "", false
	}
	return fmt.Sprintf("%s would cost $%.2f a month in writes and storage; reading the table's partition whole (%s rows of %s, %s) instead of the part the index reads costs $%.2f a month more in reads", index, indexCost, strconv.FormatFloat(rows, 'f', -1, 64), e.Name, from, readCost), true
}

// partitionRows is how many rows of e share one value of cols, and the
// schema's figure it comes from ("" when none does): a parent's children
// when cols are a foreign key (@max, else @rows of both), a value's share
// of @rows for ENUM and boolean columns.
func (lay *layout) partitionRows(e *analyze.Entity, cols []string) (float64, string) {
	if coversKey(e, cols) {
		return 1, "one, by its key"
	}
	if len(cols) > 0 && fewKeyValues(e, cols) {
		share, _ := valueRows(e, cols)
		if e.Rows == 0 {
			return math.Max(1, share), ""
		}
		return math.Max(1, share), "on average, by @rows over its values"
	}
	for _, fk := range e.ForeignKeys {
		parent := lay.m.Entity(fk.RefEntity)
		if parent == nil || !sameCols(fk.Columns, cols) {
			continue
		}
		// As the cost section counts a parent's children: @rows of both,
		// at most @max.
		switch ratio := float64(e.Rows) / float64(max(parent.Rows, 1)); {
		case e.Max > 0 && (e.Rows == 0 || parent.Rows == 0 || float64(e.Max) < ratio):
			return float64(e.Max), "at most, by @max"
		case e.Rows > 0 && parent.Rows > 0:
			return math.Max(1, ratio), "on average, by @rows"
		default:
			return childrenPerParent(e, parent, fk), ""
		}
	}
	return assumedFanOut, ""
}

// nestedIn are the needs of entity e that are steps of other needs: a
// join's reads, an OR's or a UNION's branches, counted children, row
// reads, optional variants, a DELETE's joined read and INSERT ... SELECT's
// source. They are walked once, for every entity (lay.nestedOf).
func (lay *layout) nestedIn(e *analyze.Entity) []*need {
	if lay.nestedOf == nil {
		lay.nestedOf = map[*analyze.Entity][]*need{}
		var walk func(n *need)
		walk = func(n *need) {
			for _, x := range slices.Concat(n.chain, n.after, n.branches, n.counted, n.rowReads, n.parts, n.optional, []*need{n.together, n.source}) {
				if x != nil {
					lay.nestedOf[x.entity] = append(lay.nestedOf[x.entity], x)
					walk(x)
				}
			}
		}
		for _, n := range lay.needs {
			walk(n)
		}
	}
	return lay.nestedOf[e]
}

// plainPartitionRead reports whether n is a SELECT's own read of one
// entity's rows, with no steps of its own (a join, a branch, children,
// counts, copies, variants): the read a partition Query serves alone.
func plainPartitionRead(n *need) bool {
	return n.pat.Statement == analyze.Select && !n.write && !n.count && !n.keyOrder && !n.merged && !n.feeds && !n.joinedBranches &&
		len(n.problems) == 0 && n.entity != nil && n.children == nil && n.copies == nil && n.together == nil && n.source == nil &&
		len(n.chain)+len(n.after)+len(n.branches)+len(n.parts)+len(n.optional)+len(n.counted)+len(n.rowReads)+len(n.appOrder)+len(n.pat.AppOrder) == 0
}

// inPartition is n read from its table's partition (why says the layout
// chose so): ORDER BY is the application's to sort (appSort), and a range
// or equality the table's sort key does not hold is left to a filter.
func (n *need) inPartition(why string) *need {
	c := *n
	c.partition = why
	c.appOrder = nil
	for i, col := range n.sortCols() {
		pos := n.pat.Pos
		if i < len(n.pat.OrderBy) {
			pos = n.pat.OrderBy[i].Column.Pos
		}
		c.appOrder = append(c.appOrder, analyze.Order{Column: analyze.ColumnRef{Entity: n.entity.Name, Column: col, Pos: pos}, Desc: n.desc})
	}
	c.order, c.thenBy, c.desc = "", nil, false
	return &c
}

// partitionReasons are an entity's reasons for the indexes its table's
// partition serves instead.
func (lay *layout) partitionReasons(e *analyze.Entity) []Reason {
	var out []Reason
	base := lay.chosen[e.Name].base
	for _, pr := range lay.chosen[e.Name].partitions {
		var names []string
		for _, n := range pr.shape.needs {
			if !slices.Contains(names, n.pat.Name) {
				names = append(names, n.pat.Name)
			}
		}
		verb := "reads"
		if len(names) > 1 {
			verb = "read"
		}
		out = append(out, Reason{Text: fmt.Sprintf("%s %s the table's partition %s instead of an index: %s", strings.Join(names, ", "), verb, base.pkTemplate(), pr.why), Pos: pr.shape.needs[0].pat.Pos})
	}
	return out
}
