package design

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
)

// option is one candidate placement of an entity in the base table.
type option struct {
	placement Placement
	parent    *analyze.Entity
	fk        *analyze.ForeignKey
	sortCol   string
	base      *shape
	shapes    []*shape // GSI shapes the unserved patterns need
	// partitions are the index shapes the table's partition serves
	// instead (partitionShapes).
	partitions []*partitionRead
	score      score
}

// score ranks options; lower is better, compared field by field in the
// preference order of method.md §3: serve every pattern, then fewer indexes
// (each costs its own writes), then fewer filters, then cheaper requests
// (request cost: GetItem 1, Query on the table 2, Query on an index 3; a
// write 1, plus its read when the WHERE does not name the item's table key,
// plus 2 when it changes that key; a read of a parent's item collection
// that reads e's items and drops them, 1 more per 4 KB of them; each times
// the pattern's @rps or 1).
// writes is the part of cost that writes pay, shown in the report.
type score struct {
	unsupported, gsis, filters, cost, writes int
	lost                                     []string // the patterns not served, named in the report
}

// lose counts n as a pattern this option does not serve.
func (s *score) lose(n *need) {
	s.unsupported++
	if !slices.Contains(s.lost, n.pat.Name) {
		s.lost = append(s.lost, n.pat.Name)
	}
}

func (a score) compare(b score) int {
	return cmp.Or(cmp.Compare(a.unsupported, b.unsupported), cmp.Compare(a.gsis, b.gsis),
		cmp.Compare(a.filters, b.filters), cmp.Compare(a.cost, b.cost))
}

func (s score) String() string {
	var parts []string
	if s.unsupported > 0 {
		parts = append(parts, fmt.Sprintf("%s not served (%s)", plural(len(s.lost), "pattern"), strings.Join(s.lost, ", ")))
	}
	parts = append(parts, plural(s.gsis, "index")+" needed")
	if s.filters > 0 {
		parts = append(parts, plural(s.filters, "filtered read"))
	}
	if s.writes > 0 {
		parts = append(parts, fmt.Sprintf("request cost %d (writes %d)", s.cost, s.writes))
	} else {
		parts = append(parts, fmt.Sprintf("request cost %d", s.cost))
	}
	return strings.Join(parts, ", ")
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	if strings.HasSuffix(word, "x") {
		return fmt.Sprintf("%d %ses", n, word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}

func (o *option) String() string {
	switch o.placement {
	case InParent:
		return fmt.Sprintf("in the item collection of %s (PK %s, SK %s)", o.parent.Name, o.base.pkTemplate(), o.base.skTemplate())
	case Keyed:
		return fmt.Sprintf("keyed by its lookups (PK %s, SK %s)", o.base.pkTemplate(), o.base.skTemplate())
	case Embedded:
		return fmt.Sprintf("embedded in the items of %s as a list (no items of its own)", o.parent.Name)
	default:
		return fmt.Sprintf("own item collection (PK %s, SK %s)", o.base.pkTemplate(), o.base.skTemplate())
	}
}

// layout is the second stage's result: where each entity's items live
// (placements chosen by scoring the needs), the keys and indexes that
// follows from, and the copies and counters the plans read. It is complete
// before the first plan is made; plans and writes only read it.
type layout struct {
	m      *analyze.Model
	prefix map[string]string
	needs  []*need
	// about lists, per entity, the needs that read it (as the entity read or
	// as a child of a collection read), in pattern order.
	about  map[string][]*need
	chosen map[string]*option
	// considered keeps every entity's scored options, for the report.
	considered map[string][]*option
	// copies are, per entity, the parent columns its items carry (R9).
	copies map[string][]*Copy
	// counters are, per entity, the counter items its count patterns read.
	counters map[string][]*Counter
	// overBudget says why a pattern has no index: its shape was past
	// DynamoDB's GSI quota and the least used.
	overBudget map[*analyze.Pattern]*Reason
	// lookups are, per entity, the shapes past the quota that lookup
	// items serve instead.
	lookups map[string][]*lookup
	// partitioned are the needs of the chosen options' partitions: read
	// from their table's partition instead of an index.
	partitioned map[*need]*partitionRead
	// of lists, per entity, the needs whose entity it is, in pattern
	// order; nestedOf (built by nestedIn) the steps nested in needs (a
	// join's, an OR's, a UNION's...) whose entity it is. The layout's
	// questions about one entity's patterns read these, never every need:
	// a scan of all needs per entity made the layout quadratic in the
	// number of tables (issue 60).
	of, nestedOf map[*analyze.Entity][]*need
	// updatesOf lists, per entity name, the UPDATEs whose first table it
	// is, for copyReason.
	updatesOf map[string][]*need
	// referencedBy lists, per entity, the foreign keys of other entities
	// (and its own) that reference it, in the schema's order.
	referencedBy map[*analyze.Entity][]reference
	// inside lists, per entity, the entities the layout placed in its
	// item collection or its item (InParent, Embedded), in the schema's
	// order; copiedFrom, per entity name, the copies of its columns other
	// entities' items carry. Both are built once the layout is chosen
	// (indexChosen), for the plans.
	inside     map[*analyze.Entity][]*analyze.Entity
	copiedFrom map[string][]carriedCopy
	prices     Prices
}

// reference is a foreign key of entity from.
type reference struct {
	from *analyze.Entity
	fk   *analyze.ForeignKey
}

// carriedCopy is a copy of a parent's columns on the items of entity on.
type carriedCopy struct {
	on   *analyze.Entity
	copy *Copy
}

// indexModel builds the layout's indexes of the model: every need by its
// entity, every UPDATE by its first table, every foreign key by the
// entity it references.
func (lay *layout) indexModel() {
	lay.of, lay.updatesOf, lay.referencedBy = map[*analyze.Entity][]*need{}, map[string][]*need{}, map[*analyze.Entity][]reference{}
	for _, n := range lay.needs {
		if n.entity != nil {
			lay.of[n.entity] = append(lay.of[n.entity], n)
		}
		if n.pat.Statement == analyze.Update && len(n.pat.Tables) > 0 {
			lay.updatesOf[n.pat.Tables[0].Entity] = append(lay.updatesOf[n.pat.Tables[0].Entity], n)
		}
	}
	for _, e := range lay.m.Entities {
		for _, fk := range e.ForeignKeys {
			if ref := lay.m.Entity(fk.RefEntity); ref != nil {
				lay.referencedBy[ref] = append(lay.referencedBy[ref], reference{from: e, fk: fk})
			}
		}
	}
}

// indexChosen builds the indexes of the chosen layout: the entities in
// each one's collection or item, and the copies of each one's columns.
func (lay *layout) indexChosen() {
	lay.inside, lay.copiedFrom = map[*analyze.Entity][]*analyze.Entity{}, map[string][]carriedCopy{}
	for _, e := range lay.m.Entities {
		if o := lay.chosen[e.Name]; o != nil && (o.placement == InParent || o.placement == Embedded) && o.parent != nil {
			lay.inside[o.parent] = append(lay.inside[o.parent], e)
		}
		for _, c := range lay.copies[e.Name] {
			lay.copiedFrom[c.Parent] = append(lay.copiedFrom[c.Parent], carriedCopy{on: e, copy: c})
		}
	}
}

// MaxGSIs is DynamoDB's default quota of global secondary indexes per
// table (AWS raises it on request; the design stays within the default).
const MaxGSIs = 20

// budget keeps every entity within MaxGSIs index slots: past it, the
// shapes whose patterns weigh least (by @rps) are dropped, and their
// patterns are not served, each with the reason and the ways out.
func (lay *layout) budget() {
	for _, e := range lay.m.Entities {
		o := lay.chosen[e.Name]
		if len(o.shapes) <= MaxGSIs {
			continue
		}
		weight := func(s *shape) int {
			w := 0
			for _, n := range s.needs {
				w += n.weight()
			}
			return w
		}
		ranked := slices.Clone(o.shapes)
		slices.SortStableFunc(ranked, func(a, b *shape) int { return cmp.Compare(weight(b), weight(a)) })
		dropped := ranked[MaxGSIs:]
		var kept []*shape
		for _, s := range o.shapes {
			if !slices.Contains(dropped, s) {
				kept = append(kept, s)
			}
		}
		o.shapes = kept
		for _, s := range dropped {
			why := fmt.Sprintf("the index this lookup needs (GSIPK %s) would be one of %d for %s, past DynamoDB's default quota of %d GSIs per table, and its patterns weigh least (@rps %d in all)", s.pkTemplate(), len(ranked), e.Name, MaxGSIs, weight(s))
			if lookable(e, s) {
				lay.lookups[e.Name] = append(lay.lookups[e.Name], &lookup{shape: s, why: why, item: lookupItem(s, o.base)})
				continue
			}
			for _, n := range s.needs {
				lay.overBudget[n.pat] = &Reason{Text: why + ": no lookup item can stand in for a sparse, sharded or filtered index, so it has none: ask AWS to raise the quota, or read it another way", Pos: n.pat.Pos}
			}
		}
	}
}

// lookup is a shape past the GSI quota, or one whose index would cost
// more (economize), served by lookup items instead of an index: each row
// has one more item, keyed by the shape, that carries the columns of the
// shape's key and of the table's, and a read queries those items and then
// gets the rows' items by the table key they carry.
// Writes put, move and delete it with the row, as they do a lock item.
// It holds keys, not a copy of the row: a copy would have to be rewritten
// by every UPDATE of any column, the keys only when a key column changes.
//
// onLock is a lookup by a UNIQUE key whose lock item serves it: the lock
// (PK ENTITY#COL#{col}, SK UNIQUE), written with every row already, holds
// the row's table key too (Lock.Holds), so no item is added, and a read
// gets the lock, then the row (shape keys the lock: its SK is UNIQUE).
type lookup struct {
	shape  *shape
	why    string
	item   Lock
	onLock bool
}

// lookable reports whether lookup items can stand in for s: they carry
// only key columns, so the shape's patterns must need no filter on others,
// and every row has one (no sparse condition, no shards).
func lookable(e *analyze.Entity, s *shape) bool {
	if len(s.when(e)) > 0 || s.shards > 1 {
		return false
	}
	for _, n := range s.needs {
		if !s.serve(n).clean() {
			return false
		}
	}
	return true
}

// lookupItem is the lookup item standing in for index shape s: PK and SK
// the shape's (its sort key ends with the primary key, so each row has its
// own), carrying the columns of that key and of the table's (base).
func lookupItem(s, base *shape) Lock {
	pk, sk := s.pkTemplate(), s.skTemplate()
	cols := distinctCols(pk.Columns(), sk.Columns(), base.pkTemplate().Columns(), base.skTemplate().Columns())
	return Lock{Columns: cols, PK: pk, SK: sk, Carries: cols}
}

// lookupItems are e's lookup items, one per lookup a lock item does not
// serve.
func (lay *layout) lookupItems(e *analyze.Entity) []Lock {
	var out []Lock
	for _, l := range lay.lookups[e.Name] {
		if !l.onLock {
			out = append(out, l.item)
		}
	}
	return out
}

// lockLookup is the lookup a lock item of e's can serve for shape s: the
// lock of the UNIQUE key s's partition key is (whole values, no prefix),
// under the same PK; ok is false when there is none.
func (lay *layout) lockLookup(e *analyze.Entity, s *shape) (*lookup, bool) {
	if len(s.pkCols) == 0 {
		return nil, false
	}
	for _, l := range lay.locks(e) {
		if !sameCols(l.Columns, s.pkCols) || l.PK.String() != s.pkTemplate().String() || slices.ContainsFunc(l.PK, func(p Part) bool { return p.Prefix > 0 }) {
			continue
		}
		base := lay.chosen[e.Name].base
		keys := distinctCols(base.pkTemplate().Columns(), base.skTemplate().Columns())
		read := &shape{entity: e, pkPrefix: s.pkPrefix, pkCols: s.pkCols, skPrefix: l.SK.String(), needs: s.needs}
		if slices.ContainsFunc(s.needs, func(n *need) bool { return !read.serve(n).clean() }) {
			return nil, false // a need that binds more than the UNIQUE key, or sorts: the lock's one item cannot answer it
		}
		return &lookup{shape: read, item: Lock{Columns: l.Columns, PK: l.PK, SK: l.SK, Carries: keys}, onLock: true}, true
	}
	return nil, false
}

// lockHolds are the columns the lock item of e's UNIQUE key u holds for
// a lookup it serves (lookup.onLock): the row's table key.
func (lay *layout) lockHolds(e *analyze.Entity, u []string) []string {
	for _, l := range lay.lookups[e.Name] {
		if l.onLock && sameCols(l.item.Columns, u) {
			return l.item.Carries
		}
	}
	return nil
}

// distinctCols lists the columns of the lists in order, each once (as
// SQL compares names, whatever the case).
func distinctCols(lists ...[]string) []string {
	var out []string
	for _, c := range slices.Concat(lists...) {
		if !hasCol(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// copyFor returns the copy a need reads, registered by layOut.
func (lay *layout) copyFor(cp *copyNeed) *Copy {
	for _, x := range lay.copies[cp.child.Name] {
		if x.Parent == cp.parent.Name && slices.Equal(x.FK, cp.fk.Columns) {
			return x
		}
	}
	panic("design: copy of " + cp.parent.Name + " on " + cp.child.Name + " read before the layout registered it")
}

// addCopy registers (once) the copy a need reads: the parent's columns on
// the child's items, each under an attribute named after the parent
// (author_name), or after its table when that name is taken.
func (lay *layout) addCopy(cp *copyNeed) {
	var c *Copy
	for _, x := range lay.copies[cp.child.Name] {
		if x.Parent == cp.parent.Name && slices.Equal(x.FK, cp.fk.Columns) {
			c = x
		}
	}
	if c == nil {
		c = &Copy{Link: Link{Parent: cp.parent.Name, FK: cp.fk.Columns, Ref: cp.fk.RefColumns}}
		lay.copies[cp.child.Name] = append(lay.copies[cp.child.Name], c)
	}
	for _, col := range cp.cols {
		if slices.Contains(c.Columns, col) {
			continue
		}
		attr := strings.ToLower(lay.prefix[cp.parent.Name]) + "_" + col
		if cp.child.Column(attr) != nil {
			attr = cp.parent.Name + "_" + col
		}
		c.Columns, c.Attrs = append(c.Columns, col), append(c.Attrs, attr)
	}
}

// options lists the placements open to e given its parents' placements: its
// own item collection, or a parent's (R3) with each useful sort order (R6).
func (lay *layout) options(e *analyze.Entity) []*option {
	root := &option{placement: Root, base: &shape{entity: e, pkPrefix: lay.prefix[e.Name], pkCols: e.PrimaryKey, skPrefix: lay.prefix[e.Name]}}
	opts := []*option{root}
	for _, fk := range e.ForeignKeys {
		parent := lay.m.Entity(fk.RefEntity)
		if parent == nil || parent == e {
			continue
		}
		if po := lay.chosen[parent.Name]; po == nil || po.placement != Root || !sameCols(fk.RefColumns, parent.PrimaryKey) || !notNull(e, fk.Columns) {
			continue // a row without a parent would have no partition to live in
		}
		cols := fkInParentOrder(fk, parent)
		sorts := [][]string{nil}
		for _, n := range lay.about[e.Name] {
			if n.entity != e || n.children != nil || !allEq(n, cols) {
				continue
			}
			for _, sc := range [][]string{n.sortCols(), {rangeCol(n)}} {
				if len(sc) > 0 && sc[0] != "" && !hasCol(cols, sc[0]) && !slices.ContainsFunc(sorts, func(x []string) bool { return slices.Equal(x, sc) }) {
					sorts = append(sorts, sc)
				}
			}
		}
		seen := map[string]bool{}
		for _, s := range sorts {
			chain := []string{}
			for _, c := range s {
				if !hasCol(cols, c) && !hasCol(chain, c) {
					chain = append(chain, c)
				}
			}
			for _, k := range e.PrimaryKey {
				if !hasCol(cols, k) && !hasCol(chain, k) {
					chain = append(chain, k)
				}
			}
			sortCol := ""
			if len(s) > 0 {
				sortCol = s[0]
			}
			if key := strings.Join(chain, "#"); !seen[key] { // ORDER BY the key itself is the plain option
				seen[key] = true
				opts = append(opts, &option{placement: InParent, parent: parent, fk: fk, sortCol: sortCol,
					base: &shape{entity: e, pkPrefix: lay.prefix[parent.Name], pkCols: cols, skPrefix: lay.prefix[e.Name], chain: chain}})
			}
		}
	}
	return append(append(opts, lay.keyedOptions(e)...), lay.embeddedOptions(e)...)
}

// embeddedOptions store e's rows inside its parent's item, as a list of
// maps (R8), when e is bounded (@max) and has no children of its own.
// Whether any pattern reads it alone is for the scoring: such a pattern
// would be left unserved.
func (lay *layout) embeddedOptions(e *analyze.Entity) []*option {
	if e.Max <= 0 {
		return nil
	}
	if slices.ContainsFunc(lay.referencedBy[e], func(r reference) bool { return r.from != e }) {
		return nil
	}
	var opts []*option
	for _, fk := range e.ForeignKeys {
		parent := lay.m.Entity(fk.RefEntity)
		if parent == nil || parent == e || !notNull(e, fk.Columns) || lay.chosen[parent.Name] == nil || lay.chosen[parent.Name].placement == Embedded {
			continue
		}
		if size := rowSize(e)*e.Max + rowSize(parent); size > maxEmbedded {
			continue // with @max rows the parent's item would outgrow DynamoDB's 400 KB
		}
		opts = append(opts, &option{placement: Embedded, parent: parent, fk: fk})
	}
	return opts
}

// childrenPerParent is how many rows of child one parent row has by
// foreign key fk, as the schema tells: one when fk is unique, else @max,
// else @rows of both, else the assumed fan-out.
func childrenPerParent(child, parent *analyze.Entity, fk *analyze.ForeignKey) float64 {
	switch {
	case coversKey(child, fk.Columns):
		return 1
	case child.Max > 0:
		return float64(child.Max)
	case child.Rows > 0 && parent.Rows > 0:
		return math.Max(1, float64(child.Rows)/float64(parent.Rows))
	}
	return assumedFanOut
}

// maxEmbedded keeps an item with embedded rows well under the 400 KB limit,
// leaving room for keys, index projections and growth.
const maxEmbedded = 300 * 1024

// rowSize estimates a row's bytes as an item: each attribute's name and a
// value of its declared (or a typical) length.
func rowSize(e *analyze.Entity) int {
	size := 0
	for _, c := range e.Columns {
		size += len(c.Name)
		switch c.Kind {
		case analyze.KindInteger, analyze.KindDecimal, analyze.KindBool:
			size += 21
		case analyze.KindDate:
			size += 10
		case analyze.KindDateTime:
			size += 26
		default:
			if c.Length > 0 {
				size += c.Length
			} else {
				size += 1024 // TEXT, JSON: a kilobyte is a guess, not a bound
			}
		}
	}
	return size
}

// keyedOptions key the entity's own items by what its patterns look up
// instead of by its primary key (R1, R7): stores by country, then state,
// city and zip in the sort key, when no pattern needs the store by id.
// Only keys labelled with the entity's own prefix qualify, so the items
// never land in another entity's item collection.
func (lay *layout) keyedOptions(e *analyze.Entity) []*option {
	var needs []*need
	for _, n := range append(lay.about[e.Name], lay.upsertKeys(e)...) {
		if n.entity == e && keyable(n) && !allEq(n, e.PrimaryKey) {
			needs = append(needs, n)
		}
	}
	slices.SortStableFunc(needs, func(a, b *need) int { return cmp.Compare(specificity(b), specificity(a)) })
	var opts []*option
	seen := map[string]bool{}
	for _, n := range needs {
		s := lay.newShape(e, n, needs)
		s.needs = nil
		s.trimKey(e, n)
		if s.pkPrefix != lay.prefix[e.Name] && !strings.HasPrefix(s.pkPrefix, lay.prefix[e.Name]+"#") && len(s.pkCols) > 0 {
			// Keyed by a foreign key (PK MONITOR#{monitor_id}): under a name
			// of its own, MONITOR_LOG#MONITOR_ID#{monitor_id}, as the parent's
			// item collection is an option of its own (in-parent), and may be
			// elsewhere (the parent lives in its own parent's collection).
			s.pkPrefix = lay.prefix[e.Name] + "#" + strings.ToUpper(strings.Join(s.pkCols, "#"))
		}
		key := s.pkTemplate().String() + " " + s.skTemplate().String()
		if seen[key] || !strings.HasPrefix(s.pkPrefix, lay.prefix[e.Name]+"#") || len(s.consts) > 0 || !notNull(e, s.pkCols) {
			continue // every item needs the table's key: it cannot be sparse, nor hold a column that may be NULL
		}
		if len(s.pkCols) == 0 || fewKeyValues(e, s.pkCols) {
			// One partition for the whole table, or a handful (a status):
			// an index holds that, its hot key sharded apart from the
			// table's, and the rows keep a key of many values.
			continue
		}
		seen[key] = true
		opts = append(opts, &option{placement: Keyed, base: s})
	}
	// Each partition key also with the rest of the primary key as its sort
	// key, sorted by nothing the patterns ask: their orders are then an
	// index's, or the application's when it reads the partition whole
	// (partitionShapes), and a write by the primary key names the item.
	// Last, so that a tie keeps a key sorted as a pattern asks.
	for _, o := range slices.Clone(opts) {
		s := *o.base
		s.chain = slices.DeleteFunc(slices.Clone(e.PrimaryKey), func(c string) bool { return hasCol(s.pkCols, c) })
		key := s.pkTemplate().String() + " " + s.skTemplate().String()
		if len(s.chain) == 0 || seen[key] {
			continue
		}
		seen[key] = true
		opts = append(opts, &option{placement: Keyed, base: &s})
	}
	return opts
}

// trimKey drops the primary key columns newShape put at the end of a table
// key's sort key to make it name one item, when the columns before them
// already hold a UNIQUE key and the need does not ask for them: the key of
// a row is then its UNIQUE value alone, and a second row with the value
// collides with the first's item (an upsert finds it by that value).
func (s *shape) trimKey(e *analyze.Entity, n *need) {
	for len(s.chain) > 0 {
		last := s.chain[len(s.chain)-1]
		shorter := *s
		shorter.chain = s.chain[:len(s.chain)-1]
		if !hasCol(e.PrimaryKey, last) || n.eqOf(last) != nil || hasCol(n.sortCols(), last) || !shorter.unique(e) {
			return
		}
		s.chain = shorter.chain
	}
}

func rangeCol(n *need) string {
	if n.rng == nil {
		return ""
	}
	return n.rng.Column.Column
}

func allEq(n *need, cols []string) bool {
	for _, c := range cols {
		if n.eqOf(c) == nil {
			return false
		}
	}
	return true
}

func sameCols(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for _, c := range a {
		if !hasCol(b, c) {
			return false
		}
	}
	return true
}

// fkInParentOrder lists the FK's columns in the order of the parent's
// primary key, so the child's partition key is the parent's, value for value.
func fkInParentOrder(fk *analyze.ForeignKey, parent *analyze.Entity) []string {
	var cols []string
	for _, pk := range parent.PrimaryKey {
		for i, rc := range fk.RefColumns {
			if strings.EqualFold(rc, pk) {
				cols = append(cols, fk.Columns[i])
			}
		}
	}
	return cols
}

// served reports whether the base shape serves a need as well as a key can,
// or with a filter on at most one item (the full primary key is bound and
// another column is checked too).
func acceptBase(base *shape, n *need) (fit, bool) {
	f := base.serve(n)
	if f.clean() {
		return f, true
	}
	if f.ok && f.exact && base.unique(n.entity) && f.filters == len(f.extras) {
		return f, true
	}
	return f, false
}

// keyable reports whether a need can be served by some key at all.
func keyable(n *need) bool {
	return !n.write && !n.count && len(n.problems) == 0 && n.entity != nil && n.children == nil && (len(n.eq) > 0 || sortsAll(n))
}

// sortsAll reports whether a need orders an entity's items with no
// equality to pick a partition (ORDER BY posted DESC LIMIT 10): an index
// with one constant partition key, sharded when hot, keeps them sorted.
func sortsAll(n *need) bool {
	return len(n.eq) == 0 && n.order != "" && !n.merged && !n.feeds && n.chain == nil && n.branches == nil && n.children == nil
}

// evaluate scores an option for e and records the index shapes it needs.
func (lay *layout) evaluate(e *analyze.Entity, o *option) {
	var s score
	var unserved []*need
	relevant := lay.about[e.Name]
	if o.placement == InParent {
		for _, n := range lay.about[o.parent.Name] {
			if n.entity != e && !slices.Contains(n.children, e) {
				relevant = append(slices.Clip(relevant), n) // the parent's collection reads
			}
		}
	}
	for _, n := range relevant {
		if n.write && n.entity == e && len(n.problems) == 0 {
			if look := lay.scoreWrite(o, n, &s); look != nil {
				unserved = append(unserved, look)
			}
			continue
		}
		if n.write || len(n.problems) > 0 || n.entity == nil {
			continue
		}
		if n.children != nil {
			switch {
			case n.entity == e && o.placement != Root:
				s.lose(n)
			case slices.Contains(n.children, e) && ((o.placement != InParent && o.placement != Embedded) || o.parent != n.entity):
				s.lose(n)
			case slices.Contains(n.children, e) && o.placement == Embedded:
				s.cost += 1 * n.weight() // the children come inside the parent's item: a GetItem
			case slices.Contains(n.children, e):
				s.cost += 2 * n.weight() // a Query over the parent's collection
			case n.entity != e && o.placement == InParent && o.parent == n.entity:
				// e would show up in a read that does not want it: its
				// items under one parent are read and dropped, each 4 KB
				// of them a request's worth more.
				s.filters++
				s.cost += ceilDiv(int(childrenPerParent(e, o.parent, o.fk))*rowSize(e), readUnitBytes) * n.weight()
			}
			continue
		}
		if n.entity != e || !keyable(n) {
			continue
		}
		if o.placement == Embedded {
			s.lose(n) // embedded rows have no key of their own to read them by
			continue
		}
		if !readScore(o, n, &s) {
			unserved = append(unserved, n)
		}
	}
	o.shapes = lay.shapesFor(e, unserved)
	lay.partitionShapes(e, o)
	s.gsis = len(o.shapes)
	o.score = s
}

// scoreWrite adds an UPDATE's or DELETE's cost under option o to s: one
// write when the WHERE names the item's table key, else the read that finds
// the items first; an UPDATE of a table key column also deletes and puts
// the item again. It returns the lookup need when only an index serves it.
func (lay *layout) scoreWrite(o *option, n *need, s *score) *need {
	if n.pat.Statement == analyze.Insert || o.placement == Embedded {
		if !upsertCollides(o, n) {
			s.lose(n) // the upsert would not find the row MySQL updates
		}
		return nil // an INSERT costs one write under every key; embedded rows are rewritten with their parent's item
	}
	if n.pat.Statement == analyze.Update && len(n.pat.Sets) == 0 {
		return nil // SET c = c: no request under any key (writePlan)
	}
	w := n.weight()
	cost := 1
	for _, a := range n.pat.Sets {
		if o.base.hasCol(a.Column.Column) {
			cost += 2 // delete the old item, put the new one
		}
	}
	s.cost += cost * w
	s.writes += cost * w
	if f := o.base.serve(n); f.one(o.base, n.entity) {
		return nil
	}
	rn := n.lookup()
	if !keyable(rn) {
		s.lose(n)
		return nil
	}
	before := s.cost
	served := readScore(o, rn, s)
	s.writes += s.cost - before
	if !served {
		return rn
	}
	return nil
}

// readScore adds what a read costs under option o to s: GetItem 1, Query
// on the table 2 (a filtered read counted), else 3 for an index's Query.
// It reports whether the table's key serves the read.
func readScore(o *option, n *need, s *score) bool {
	f, ok := acceptBase(o.base, n)
	switch {
	case ok && f.clean() && f.exact && o.base.unique(n.entity) && !f.multi:
		s.cost += 1 * n.weight()
	case ok && f.clean():
		s.cost += 2 * n.weight()
	case ok:
		s.filters++
		s.cost += 2 * n.weight()
	default:
		s.cost += 3 * n.weight()
		return false
	}
	return true
}

// shapesFor designs index shapes for the needs the base table cannot serve,
// most specific first so that a less specific need can reuse its shape: the
// index built for customer_id = ? AND order_id = ? also serves order_id = ?.
func (lay *layout) shapesFor(e *analyze.Entity, needs []*need) []*shape {
	sorted := slices.Clone(needs)
	slices.SortStableFunc(sorted, func(a, b *need) int { return cmp.Compare(specificity(b), specificity(a)) })
	var shapes []*shape
	for _, n := range sorted {
		found := false
		for _, s := range shapes {
			if s.serve(n).clean() {
				s.needs = append(s.needs, n)
				found = true
				break
			}
		}
		if !found {
			shapes = append(shapes, lay.newShape(e, n, sorted))
		}
	}
	return overload(shapes)
}

// overload merges sparse shapes that differ only in the constant of one
// column (status = 'OPEN', status = 'PENDING', same sort key) into one
// overloaded sparse index: its key holds the column's value, and only items
// with one of the constants carry it. One index instead of one per value:
// fewer GSIs against the quota of 20, and one index write per item.
func overload(shapes []*shape) []*shape {
	var out []*shape
	for _, s := range shapes {
		c, v, ok := s.oneConst()
		merged := false
		for _, o := range out {
			if !ok || o.skPrefix != s.skPrefix || o.pkPrefix != s.pkPrefix || !slices.Equal(o.pkCols, s.pkCols) || !slices.Equal(o.chain, s.chain) || o.shards != s.shards {
				continue
			}
			if oc, ov, single := o.oneConst(); single && oc == c {
				o.only = map[string][]string{c: {ov}}
				o.consts = nil
			}
			if vs, over := o.only[c]; over && len(o.consts) == 0 {
				o.only[c] = append(vs, v)
				slices.Sort(o.only[c])
				o.needs = append(o.needs, s.needs...)
				merged = true
				break
			}
		}
		if !merged {
			out = append(out, s)
		}
	}
	return out
}

// oneConst is the column and constant of a shape sparse on one column
// alone.
func (s *shape) oneConst() (col, value string, ok bool) {
	if len(s.consts) != 1 || len(s.only) > 0 {
		return "", "", false
	}
	for c, v := range s.consts {
		return c, v, true
	}
	return "", "", false
}

func specificity(n *need) int {
	s := 2 * len(n.eq)
	switch {
	case n.order != "":
		s += len(n.sortCols()) // ORDER BY a, b is served by a key that serves ORDER BY a
	case n.rng != nil:
		s++
	}
	return s
}

// newShape designs an index key for one need (R1, R4, R6): the partition key
// is the most selective equality (a unique key, else a foreign key, else all
// equalities); the other equalities, then the sort or range column, then the
// rest of the primary key form the sort key chain.
func (lay *layout) newShape(e *analyze.Entity, n *need, others []*need) *shape {
	s := &shape{entity: e, skPrefix: lay.prefix[e.Name], needs: []*need{n}}
	for _, eq := range n.eq {
		if len(eq.values) == 1 && !eq.values[0].Param && !keyCol(e, eq.col) {
			if s.consts == nil {
				s.consts = map[string]string{}
			}
			s.consts[strings.ToLower(eq.col)] = eq.values[0].Const
		}
	}
	eqCols := n.eqCols()
	if allEq(n, e.PrimaryKey) {
		s.pkPrefix, s.pkCols = lay.prefix[e.Name], e.PrimaryKey
	}
	for _, k := range e.Unique {
		if s.pkCols == nil && allEq(n, k) {
			// Named after the column: AUTHOR#EMAIL#{email} never reads as an id.
			s.pkPrefix, s.pkCols = lay.prefix[e.Name]+"#"+strings.ToUpper(strings.Join(k, "#")), k
		}
	}
	if s.pkCols == nil {
		for _, fk := range e.ForeignKeys {
			if parent := lay.m.Entity(fk.RefEntity); parent != nil && allEq(n, fk.Columns) {
				s.pkPrefix, s.pkCols = lay.prefix[parent.Name], fkInParentOrder(fk, parent)
				if len(s.pkCols) != len(fk.Columns) {
					s.pkCols = fk.Columns
				}
				break
			}
		}
	}
	rest := declared(e, eqCols)
	if len(eqCols) == 0 {
		// One partition for all of e's items, sorted (R14 warns of it,
		// and shards it when its @rps needs more than one partition).
		s.pkPrefix = lay.prefix[e.Name] + "#ALL"
	} else if s.pkCols == nil {
		s.pkCols, rest = hierarchy(e, n, others)
		s.pkPrefix = lay.prefix[e.Name] + "#" + strings.ToUpper(strings.Join(s.pkCols, "#"))
	}
	for _, c := range rest {
		if !hasCol(s.pkCols, c) {
			s.chain = append(s.chain, c)
		}
	}
	sorted := n.sortCols()
	if sorted == nil && rangeCol(n) != "" {
		sorted = []string{rangeCol(n)}
	}
	for _, c := range sorted {
		if !hasCol(s.pkCols, c) && !hasCol(s.chain, c) {
			s.chain = append(s.chain, c)
		}
	}
	for _, c := range e.PrimaryKey {
		if !hasCol(s.pkCols, c) && !hasCol(s.chain, c) {
			s.chain = append(s.chain, c)
		}
	}
	s.shards, s.hotWhy = lay.shardsFor(e, s, others)
	return s
}

// readUnitsPerPartition is what one partition serves a second, and
// writeUnitsPerPartition what it takes.
const (
	readUnitsPerPartition  = 3000
	writeUnitsPerPartition = 1000
)

// shardsFor splits a hot index key (R14): a partition key with no column,
// or only ENUM and boolean columns, takes a handful of values, and one
// value's partition may take every call. Its writes spread over the
// shards by the hash of each row's primary key: every write of e may
// write an entry under one value (ALL projection: an UPDATE of any
// column too), so past the 1,000 write units a partition takes (a write
// counted as one unit) the key gets enough shards. A read spreads only
// when it reads a value's whole partition (no LIMIT, more than one row),
// and only so far: every call reads every shard, at least half a unit
// each, so the key is sharded for a read only when at most maxReadShards
// shards bring each under the 3,000 read units a partition serves (the
// layout's estimate: the value's share of @rows at layoutRowBytes and
// this index's keys, eventually consistent). A read cut by a LIMIT reads
// every shard for the LIMIT's rows, as many as without shards, and is not
// counted; a read no shards cool is warned of with its rate
// (hotDiagnostics). why says which load made the shards.
func (lay *layout) shardsFor(e *analyze.Entity, s *shape, needs []*need) (shards int, why string) {
	var cols []string // the key's columns but those it holds a constant of
	for _, c := range s.pkCols {
		if _, isConst := s.consts[strings.ToLower(c)]; !isConst {
			cols = append(cols, c)
		}
	}
	if !fewKeyValues(e, cols) {
		return 0, ""
	}
	// A read of a whole value reads its share of the rows: @rows (or
	// the assumed count) over the values the key's columns take, each
	// item with this index's key attributes (GSI<n>PK, GSI<n>SK, _shard).
	share, rows := valueRows(e, s.pkCols)
	item := layoutRowBytes(e) + len("GSI1PK") + keyAttrBytes(e, s.pkTemplate()) + len("GSI1SK") + keyAttrBytes(e, s.skTemplate()) + len(ShardCol) + 2
	perCall := math.Ceil(share*float64(item)/readUnitBytes) / 2
	byReads, readers := 0, 0
	for _, n := range needs {
		if n.entity != e || !allEq(n, s.pkCols) || !spreads(n) || !s.serve(n).clean() || float64(n.pat.RPS)*perCall <= readUnitsPerPartition {
			continue
		}
		if k := readShards(perCall, n.pat.RPS); k > byReads {
			byReads, readers = k, n.pat.RPS
		}
	}
	writes, writers := 0, []string{}
	for _, n := range lay.of[e] {
		if n.write && len(n.problems) == 0 && n.pat.RPS > 0 && !(n.pat.Statement == analyze.Update && len(n.pat.Sets) == 0) {
			writes += n.pat.RPS
			writers = append(writers, fmt.Sprintf("%s at %s", n.pat.Name, Commas(n.pat.RPS)))
		}
	}
	byWrites := ceilDiv(writes, writeUnitsPerPartition)
	switch {
	case byReads <= 1 && byWrites <= 1:
		return 0, ""
	case byWrites >= byReads:
		return byWrites, fmt.Sprintf("the writes of %s that reach it (%s a second in all: %s) pass the %s write units one partition takes", e.Name, Commas(writes), strings.Join(writers, ", "), Commas(writeUnitsPerPartition))
	default:
		return byReads, fmt.Sprintf("its reads of a whole value (about %s rows of %s, %s read units a call at @rps %s) pass the %s read units one partition serves", Commas(int(math.Ceil(share))), Commas(int(rows)), strconv.FormatFloat(perCall, 'f', -1, 64), Commas(readers), Commas(readUnitsPerPartition))
	}
}

// maxReadShards bounds the shards a read is spread over: each call sends
// one Query per shard, and past this a cache (DAX, or the application's)
// serves a hot read better than more requests.
const maxReadShards = 10

// readShards is the fewest shards (2 to maxReadShards) that bring a read
// of perCall units at rps under what a partition serves, each shard read
// for its share and at least half a unit; 0 when none do.
func readShards(perCall float64, rps int) int {
	for n := 2; n <= maxReadShards; n++ {
		if float64(rps)*max(0.5, math.Ceil(perCall*2/float64(n))/2) <= readUnitsPerPartition {
			return n
		}
	}
	return 0
}

// valueRows is how many of e's rows share one value of cols, ENUM and
// boolean columns (fewKeyValues): @rows, or the assumed count, over the
// values they take; and that count of rows.
func valueRows(e *analyze.Entity, cols []string) (share, rows float64) {
	rows, values := float64(e.Rows), 1.0
	if rows == 0 {
		rows = assumedRows
	}
	for _, c := range cols {
		if col := e.Column(c); col != nil && col.Kind == analyze.KindEnum && len(col.Enum) > 0 {
			values *= float64(len(col.Enum))
		} else {
			values *= 2
		}
	}
	return rows / values, rows
}

// fewKeyValues says a partition key of cols takes a handful of values:
// only ENUM and boolean columns.
func fewKeyValues(e *analyze.Entity, cols []string) bool {
	for _, c := range cols {
		if col := e.Column(c); col == nil || (col.Kind != analyze.KindEnum && col.Kind != analyze.KindBool) {
			return false
		}
	}
	return true
}

// spreads says a read of a value's partition reads all of it, so that
// each shard of a sharded key would give a share: no LIMIT, not :one.
func spreads(n *need) bool {
	return n.pat.Limit == 0 && !n.pat.LimitParam && !n.pat.Result.Single()
}

// hierarchy splits a need's equality columns into a partition key and a
// sort key chain so that the needs asking for a prefix of them share the
// index (R7): country = ?; country = ? AND state = ?; ... AND city = ? give
// PK COUNTRY, SK STATE#CITY#..., each level one begins_with. The partition
// key is what every such need binds; the chain orders the rest by how many
// needs bind it. With no such needs, every equality is in the partition key.
func hierarchy(e *analyze.Entity, n *need, others []*need) (pk, chain []string) {
	eqCols := declared(e, n.eqCols())
	common := slices.Clone(eqCols)
	uses := map[string]int{}
	for _, o := range others {
		if o == n || o.entity != e || len(o.eq) == 0 || !allEq(n, o.eqCols()) {
			continue
		}
		common = slices.DeleteFunc(common, func(c string) bool { return o.eqOf(c) == nil })
		for _, c := range o.eqCols() {
			uses[strings.ToLower(c)]++
		}
	}
	if len(common) == 0 || len(uses) == 0 {
		return eqCols, nil
	}
	for _, c := range eqCols {
		if !hasCol(common, c) {
			chain = append(chain, c)
		}
	}
	slices.SortStableFunc(chain, func(a, b string) int { return cmp.Compare(uses[strings.ToLower(b)], uses[strings.ToLower(a)]) })
	return common, chain
}

// declared sorts columns in the table's declaration order.
func declared(e *analyze.Entity, cols []string) []string {
	var out []string
	for _, c := range e.Columns {
		if hasCol(cols, c.Name) {
			out = append(out, c.Name)
		}
	}
	return out
}

// place chooses every entity's placement.
func (lay *layout) place() {
	for _, e := range lay.m.ParentsFirst() { // a child's options count on its parent's placement
		opts := lay.options(e)
		for _, o := range opts {
			lay.evaluate(e, o)
		}
		best := opts[0]
		for _, o := range opts[1:] {
			if o.score.compare(best.score) < 0 {
				best = o
			}
		}
		lay.chosen[e.Name] = best
		lay.considered[e.Name] = opts
	}
}

func notNull(e *analyze.Entity, cols []string) bool {
	for _, c := range cols {
		if col := e.Column(c); col == nil || !col.NotNull {
			return false
		}
	}
	return true
}

// keyCol reports whether c is part of the primary key or a foreign key:
// columns whose values identify rows, never a rare constant.
func keyCol(e *analyze.Entity, c string) bool {
	if hasCol(e.PrimaryKey, c) {
		return true
	}
	for _, fk := range e.ForeignKeys {
		if hasCol(fk.Columns, c) {
			return true
		}
	}
	return false
}
