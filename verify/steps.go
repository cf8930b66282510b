package verify

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/partiql"
)

// dbItem is one DynamoDB item as the SDK returns it.
type dbItem = map[string]types.AttributeValue

// runner runs a read plan for one binding as the application would: every
// step in order, each later step once per item of the step before it (a
// BatchGetItem once per 100 distinct keys), then the merge, sort and cut.
type runner struct {
	t        *table
	d        *design.Design // as designed: templates and entities
	onTable  *design.Design // with the run's table name, for PartiQL text
	partiQL  bool           // send the PartiQL statements instead of the requests
	limit    int            // the pattern's LIMIT, 0 for none
	a        *answer        // every call's count and capacity
	bindErrs []string
	// paired are the rows the join step made (AppJoin), one item per read
	// (nil for an outer join's NULLs), for the pairing check.
	paired [][]dbItem
	stmts  map[*design.Plan][]*partiql.Statement // each step's PartiQL (one per chunk of an IN list), built once a run
}

// execute returns the items of the answer, in the order the application
// hands them over.
func (r *runner) execute(ctx context.Context, p *design.Plan, values map[string]string) ([]dbItem, error) {
	var prev, out []dbItem
	var read [][]dbItem // each step's items, for the application's join
	checks := slices.ContainsFunc(p.Steps(), func(s *design.Plan) bool { return len(s.Check) > 0 || dropping(s) })
	union := slices.ContainsFunc(p.App, func(s design.AppStep) bool { return s.Kind == design.AppUnion })
	unionRows := union && !slices.ContainsFunc(p.App, func(s design.AppStep) bool { return s.ByRow }) // rows of the answer's own table
	if union {
		// LIMIT ? cuts the UNION's rows, not a SELECT's request.
		values = maps.Clone(values)
		delete(values, design.LimitParam)
	}
	for i, step := range p.Steps() {
		limit := r.limit
		if step.KeysOnly || step.Operation == design.BatchGetItem || checks || len(p.AfterRequests()) > 0 {
			limit = 0 // the application's check or steps work on every item read: read them all, then cut
		}
		if step.KeysOnly && step.Limit > 0 || union {
			limit = step.Limit // an existence check: one item tells; a UNION's SELECT: its own LIMIT
		}
		var items []dbItem
		var err error
		switch {
		case step.Into != nil && step.Into.Count != "":
			if err := r.counts(ctx, step, out, values); err != nil {
				return nil, err
			}
			continue
		case step.Into != nil:
			if out, err = r.rowRead(ctx, step, out, values); err != nil {
				return nil, err
			}
			continue
		case i == 0 || len(step.Feed) == 0: // the first request, or a branch of an OR
			items, err = r.send(ctx, step, values, limit)
		case step.Operation == design.BatchGetItem && !r.partiQL:
			items, err = r.batchJoin(ctx, step, prev, values)
		default:
			items, err = r.join(ctx, step, prev, values, limit)
		}
		if err != nil {
			return nil, err
		}
		if items, err = checked(r.d.Model.Entity(step.Entity), step, items, values); err != nil {
			return nil, err
		}
		if !step.KeysOnly {
			out = append(out, items...)
		}
		read = append(read, items)
		prev = items
	}
	// An OR's branches are merged first, each item once by its table key,
	// then the application's steps run on the merged items (an aggregate
	// counts a row two branches find once); every other DISTINCT keeps
	// the rows the steps made once.
	merged := p.MergesFirst()
	if merged {
		out = r.distinct(p, out)
	}
	for _, s := range p.App {
		var err error
		if out, err = r.app(p, s, out, read); err != nil {
			return nil, err
		}
	}
	if len(p.Distinct) > 0 && !merged {
		out = r.distinct(p, out)
	}
	switch {
	case len(p.Sort) > 0 && r.paired != nil && slices.ContainsFunc(p.App, func(a design.AppStep) bool { return a.Kind == design.AppJoin }):
		// The merge's sort (an IN list's Queries) orders the rows the
		// join made, as gogen's does: sorting the items would leave
		// the rows in the order of the list's values.
		out = r.sortRows(p, design.AppStep{Kind: design.AppSort, Order: p.Sort})
	case len(p.Sort) > 0:
		r.sort(p, out)
	}
	if r.limit > 0 && len(out) > r.limit && (len(p.Pattern.Returns) <= 1 || unionRows) {
		out = out[:r.limit] // rows of several tables: the steps that read the rows carried the limit
	}
	return out, nil
}

// distinct keeps the first item of each value of p.Distinct.
func (r *runner) distinct(p *design.Plan, out []dbItem) []dbItem {
	seen := map[string]bool{}
	return slices.DeleteFunc(out, func(it dbItem) bool {
		var k strings.Builder
		for _, a := range p.Distinct {
			if v := attr(it[a]); v != nil {
				// One value as the collation compares: City and
				// city are one row of SELECT DISTINCT.
				x := *v
				e := r.d.Model.Entity(deref(attr(it[design.Type])))
				if e == nil { // projected without _type: the entity the last step reads
					steps := joinSteps(p)
					e = r.d.Model.Entity(steps[len(steps)-1].Entity)
				}
				if e != nil && e.Column(a) != nil && e.Column(a).Kind == analyze.KindString {
					c := e.Column(a)
					x = design.Collate(c, x)
				}
				k.WriteString("=" + x)
			}
			k.WriteString("\x00") // a missing attribute (NULL) differs from every value
		}
		dup := seen[k.String()]
		seen[k.String()] = true
		return dup
	})
}

// app runs one application step on the answer's items, as the plan says;
// read holds the items of each of the plan's steps, as they came.
func (r *runner) app(p *design.Plan, s design.AppStep, items []dbItem, read [][]dbItem) ([]dbItem, error) {
	pat := p.Pattern
	switch s.Kind {
	case design.AppEmpty:
		return items, nil // done before each request (send)
	case design.AppJoin:
		return r.joinRows(p, read, s), nil
	case design.AppCompute:
		for _, it := range items {
			// Every column from the item as read: an alias never stands
			// for a column in another's expression.
			computed := map[string]*string{}
			for _, c := range s.Columns {
				if typ := attr(it[design.Type]); typ != nil && *typ != c.Entity {
					continue // another table's row of a mixed answer
				}
				computed[c.Name] = design.Evaluate(c.Expr, r.d.Model.Entity(c.Entity), func(col string) (string, bool) {
					v := attr(it[col])
					return deref(v), v != nil
				})
			}
			for name, v := range computed {
				delete(it, name)
				if v != nil {
					it[name] = &types.AttributeValueMemberS{Value: *v}
				}
			}
		}
		return items, nil
	case design.AppAggregate:
		return aggregate(r.d.Model, r.d.Model.Entity(s.Entity), pat, s, items), nil
	case design.AppUnion:
		return r.unionRows(p, s, read), nil
	case design.AppRow:
		return r.valuesRow(pat, s, read)
	case design.AppSort:
		if r.paired != nil && slices.ContainsFunc(p.App, func(a design.AppStep) bool { return a.Kind == design.AppJoin || a.ByRow }) {
			return r.sortRows(p, s), nil
		}
		e := entityFor(r.d.Model, pat, s.Entity)
		slices.SortStableFunc(items, func(x, y dbItem) int { return compareItems(e, s.Order, x, y) })
		return items, nil
	case design.AppExists:
		if s.Exists == nil {
			return nil, nil // no answer to make (the kinds' test)
		}
		found := len(items) > 0
		if s.Exists.Not {
			found = !found
		}
		v := "0"
		if found {
			v = "1"
		}
		return []dbItem{{design.Type: &types.AttributeValueMemberS{Value: s.Entity}, s.Exists.Name: &types.AttributeValueMemberS{Value: v}}}, nil
	}
	return nil, fmt.Errorf("verify runs no application step %q", s.Kind)
}

// valuesRow is AppRow: the one row of the answer, as an item of the
// answer's own table (answerOf), its i-th column the value the i-th
// read's items give: a counter item's count (0 for none), or the column
// of the one row the read's own steps make of them, run as a plan of the
// Part's statement.
func (r *runner) valuesRow(pat *analyze.Pattern, s design.AppStep, read [][]dbItem) ([]dbItem, error) {
	ans := answerOf(pat)
	if ans == nil || len(s.Values) == 0 {
		return nil, nil // no answer to make (the kinds' test)
	}
	row := dbItem{design.Type: &types.AttributeValueMemberS{Value: ans.Name}}
	for i, v := range s.Values {
		if i >= len(read) || i >= len(pat.Parts) {
			break
		}
		items := read[i]
		if v.Count {
			n := "0"
			if len(items) > 0 {
				n = deref(attr(items[0][design.CountAttr]))
			}
			row[v.Name] = &types.AttributeValueMemberN{Value: n}
			continue
		}
		part := &design.Plan{Pattern: pat.Parts[i]}
		for _, st := range v.App {
			var err error
			if items, err = r.app(part, st, items, nil); err != nil {
				return nil, err
			}
		}
		if len(items) > 0 && items[0][v.Name] != nil {
			row[v.Name] = items[0][v.Name]
		}
	}
	return []dbItem{row}, nil
}

// unionRows is AppUnion: each row of the i-th SELECT's reads (an item
// of its one read, or a row the join of its reads pairs, run as a plan
// of the SELECT's statement) is the row Parts[i] evaluates on it, each
// field on the row's item of its table, under the answer's column names,
// as an item of the answer's own table (answerOf); without All, a row
// comes once, its text compared as its column's collation compares.
func (r *runner) unionRows(p *design.Plan, s design.AppStep, read [][]dbItem) []dbItem {
	pat, m := p.Pattern, r.d.Model
	if s.ByRow {
		return r.branchRows(p, s, read)
	}
	ans := answerOf(pat)
	if ans == nil || len(s.Parts) == 0 {
		return nil // no answer to make (the kinds' test)
	}
	var out []dbItem
	seen := map[string]bool{}
	all, at := p.Steps(), 0
	for i, part := range s.Parts {
		if at+part.Reads > len(read) || at+part.Reads > len(all) || i >= len(pat.Parts) {
			break
		}
		steps, items := all[at:at+part.Reads], read[at:at+part.Reads]
		at += part.Reads
		var rows [][]dbItem
		if len(part.App) == 0 {
			// One read, or a join whose last read alone gives columns:
			// its items, each once per row of the join.
			for _, it := range items[len(items)-1] {
				row := make([]dbItem, len(items))
				row[len(items)-1] = it
				rows = append(rows, row)
			}
		} else {
			sub := *steps[0]
			sub.Pattern, sub.Then, sub.App = pat.Parts[i], steps[1:], part.App
			limit := r.limit
			r.limit, r.paired = 0, nil // the UNION's LIMIT cuts its rows, not a SELECT's join
			for _, st := range part.App {
				if st.Kind == design.AppJoin {
					r.joinRows(&sub, items, st)
				}
			}
			rows, r.limit, r.paired = r.paired, limit, nil
		}
		for _, rw := range rows {
			row := dbItem{design.Type: &types.AttributeValueMemberS{Value: ans.Name}}
			var key strings.Builder
			for j, f := range part.Fields {
				var it dbItem
				for k, st := range steps {
					if st.Entity == f.Entity && k < len(rw) {
						it = rw[k]
						break
					}
				}
				v := design.Evaluate(f.Expr, m.Entity(f.Entity), func(col string) (string, bool) {
					v := attr(it[col])
					return deref(v), v != nil
				})
				col := ans.Columns[j]
				if v == nil {
					key.WriteString("\x00")
					continue
				}
				row[col.Name] = &types.AttributeValueMemberS{Value: *v}
				x := *v
				if col.Kind == analyze.KindString {
					x = design.Collate(col, x)
				}
				key.WriteString("=" + x + "\x00")
			}
			if !s.All && seen[key.String()] {
				continue
			}
			seen[key.String()] = true
			out = append(out, row)
		}
	}
	return out
}

// branchRows is AppUnion of an OR over a join (ByRow): the rows each
// branch's join pairs (run as a plan of its own reads), each kept once
// by the table keys of the items it pairs; runner.paired becomes those
// rows, each item at its read's place among the plan's steps (nil at the
// others), and the answer their items as a join's: for one table's rows,
// that table's item of each row, else each item of a read the answer
// holds, once.
func (r *runner) branchRows(p *design.Plan, s design.AppStep, read [][]dbItem) []dbItem {
	all, at := p.Steps(), 0
	var rows [][]dbItem
	seen := map[string]bool{}
	limit := r.limit
	for _, part := range s.Parts {
		if at+part.Reads > len(read) || at+part.Reads > len(all) || part.Reads == 0 {
			break
		}
		steps, items := all[at:at+part.Reads], read[at:at+part.Reads]
		sub := *steps[0]
		sub.Then, sub.App = steps[1:], part.App
		r.limit, r.paired = 0, nil
		for _, st := range part.App {
			if st.Kind == design.AppJoin {
				r.joinRows(&sub, items, st)
			}
		}
		for _, pr := range r.paired {
			row := make([]dbItem, len(all))
			var keys []string // each table's item, whichever end the branch read first
			for i, it := range pr {
				row[at+i] = it
				key := steps[i].Entity + "\x00"
				if it != nil {
					key += deref(attr(it[design.PK])) + "\x00" + deref(attr(it[design.SK]))
				}
				keys = append(keys, key)
			}
			slices.Sort(keys)
			if key := strings.Join(keys, "\x01"); !seen[key] {
				seen[key] = true
				rows = append(rows, row)
			}
		}
		at += part.Reads
	}
	r.limit, r.paired = limit, rows
	return r.rowsOut(p)
}

// joinRows is AppJoin: from the last step back, the items of each step
// that the next step found items for (its Feed's attributes equal to the
// columns they fill, as the key encoding writes them), or, for NOT EXISTS
// (anti), the items of the step before the last that it found nothing
// for, or, across an outer JOIN, every item; the answer is the kept items
// of the steps that are part of it, in order. Under a LIMIT (a chain toward parents, each item joining at most
// one), the first step's first rows, with what joins them. A single
// table's rows come once per row of the join they make, but for IN,
// EXISTS and NOT EXISTS, which keep a row once.
func (r *runner) joinRows(p *design.Plan, read [][]dbItem, s design.AppStep) []dbItem {
	anti, steps := s.Anti, joinSteps(p)
	outer := func(i int) bool { // the join of step i with the one before keeps that one's items
		return slices.ContainsFunc(s.On, func(j analyze.Join) bool { return j.Outer && j.Right.Entity == steps[i].Entity })
	}
	if len(read) != len(steps) {
		return nil
	}
	read = slices.Clone(read)
	for i := range read {
		read[i] = distinctItems(read[i]) // a join reads an item once per item naming it
	}
	// matching keeps the items of from whose join key with steps[i] is
	// among those of the items of to (from after to, when back); with
	// none, those whose key is not (a NULL key joins nothing).
	matching := func(i int, from, to []dbItem, back, none bool) []dbItem {
		ours, theirs := fromAttr, toPlaceholder
		if back {
			ours, theirs = toPlaceholder, fromAttr
		}
		e := r.d.Model.Entity(steps[i].Entity)
		found := map[string]bool{}
		for _, y := range to {
			if k, ok := joinKey(e, steps[i].Feed, y, theirs); ok {
				found[k] = true
			}
		}
		var out []dbItem
		for _, x := range from {
			if k, ok := joinKey(e, steps[i].Feed, x, ours); (ok && found[k]) != none {
				out = append(out, x)
			}
		}
		return out
	}
	kept := make([][]dbItem, len(steps))
	kept[len(steps)-1] = read[len(steps)-1]
	for i := len(steps) - 2; i >= 0; i-- {
		last := i == len(steps)-2
		kept[i] = matching(i+1, read[i], kept[i+1], false, anti && last) // NOT EXISTS: those the last read found nothing for
		if outer(i + 1) {
			kept[i] = read[i] // LEFT JOIN: a row without a match too
		}
	}
	if anti {
		kept[len(steps)-1] = nil
	} else {
		r.paired = pairs(r.d.Model, steps, kept, outer)
	}
	sorted := slices.ContainsFunc(p.App, func(a design.AppStep) bool { return a.Kind == design.AppSort })
	if r.limit > 0 && !sorted && !anti && !p.Pattern.Semi {
		// LIMIT counts the join's rows, in the first read's order, each
		// item's joined items after it: a read per item may find several.
		r.paired = r.paired[:min(r.limit, len(r.paired))]
		return r.rowsOut(p)
	}
	if r.limit > 0 && !sorted && len(kept[0]) > r.limit { // sorted rows are cut after the sort (sortRows)
		kept[0] = kept[0][:r.limit]
		for i := 1; i < len(steps); i++ {
			kept[i] = matching(i, kept[i], kept[i-1], true, false)
		}
	}
	var out []dbItem
	for i, s := range steps {
		if !s.KeysOnly {
			out = append(out, kept[i]...)
		}
	}
	if pat := p.Pattern; len(pat.Returns) == 1 && !pat.Semi && !anti {
		out = nil
		for i, s := range steps {
			if !s.KeysOnly {
				for j, x := range kept[i] {
					for range r.joinedRows(steps, kept, i, j) {
						out = append(out, x)
					}
				}
				if i == 1 && steps[0].KeysOnly && outer(1) {
					// LEFT JOIN: a first item this read found nothing
					// for is a row of NULLs of its table.
					for range matching(1, kept[0], kept[1], false, true) {
						out = append(out, dbItem{design.Type: &types.AttributeValueMemberS{Value: s.Entity}})
					}
				}
			}
		}
	}
	return out
}

// sortRows is AppSort on the rows a join paired (runner.paired): sorted
// by each ORDER BY column on the row's item of its table (NULL for none),
// cut at the LIMIT; the answer is their items (rowsOut).
func (r *runner) sortRows(p *design.Plan, s design.AppStep) []dbItem {
	steps := joinSteps(p)
	itemOf := func(row []dbItem, entity string) dbItem {
		for i, st := range steps {
			if st.Entity == entity && i < len(row) && row[i] != nil {
				return row[i] // of the branch that made the row, for an OR's
			}
		}
		return nil
	}
	slices.SortStableFunc(r.paired, func(x, y []dbItem) int {
		for _, o := range s.Order {
			e := r.d.Model.Entity(o.Column.Entity)
			if k := compareItems(e, []analyze.Order{o}, itemOf(x, o.Column.Entity), itemOf(y, o.Column.Entity)); k != 0 {
				return k
			}
		}
		return 0
	})
	if r.limit > 0 && len(r.paired) > r.limit {
		r.paired = r.paired[:r.limit]
	}
	return r.rowsOut(p)
}

// rowsOut is the answer of the rows a join paired (runner.paired), in
// order, each row an item per step (nil where its read found none, or,
// for an OR's branches, at the other branches' steps): for one table's
// rows, that table's item of each row (a row of NULLs where a LEFT JOIN
// from a read the answer holds no column of found none), else each item
// of a read the answer holds, once, as the rows name them.
func (r *runner) rowsOut(p *design.Plan) []dbItem {
	steps := joinSteps(p)
	var out []dbItem
	one := len(p.Pattern.Returns) == 1 && !p.Pattern.Semi
	seen := map[uintptr]bool{}
	for _, row := range r.paired {
		for i, st := range steps {
			if st.KeysOnly || i >= len(row) {
				continue
			}
			switch it := row[i]; {
			case it == nil && one && i > 0 && row[i-1] != nil && steps[i-1].KeysOnly && len(steps[i-1].Feed) == 0:
				// The second read of a chain (an OR's branch's too) after
				// a keys-only first: its LEFT JOIN's row of NULLs.
				out = append(out, dbItem{design.Type: &types.AttributeValueMemberS{Value: st.Entity}})
			case it == nil:
			case one:
				out = append(out, it)
			case !seen[reflect.ValueOf(it).Pointer()]:
				seen[reflect.ValueOf(it).Pointer()] = true
				out = append(out, it)
			}
		}
	}
	return out
}

// dropping says a step run once per row (Into) keeps a row only when it
// finds an item (a JOIN's) or none (NOT EXISTS): the rows a LIMIT counts
// are known only after it.
func dropping(s *design.Plan) bool {
	return s.Into != nil && (s.Into.Inner || s.Into.Absent)
}

// joinSteps are the plan's steps but those run once per row (Into),
// which give a row its columns rather than rows of a join.
func joinSteps(p *design.Plan) []*design.Plan {
	return slices.DeleteFunc(p.Steps(), func(s *design.Plan) bool { return s.Into != nil })
}

// pairs are the rows of a join of the kept items of each step: each item
// of the first with every item of the next whose join key matches its
// own, in turn; where none does, nil when the join is outer, else no row.
func pairs(m *analyze.Model, steps []*design.Plan, kept [][]dbItem, outer func(int) bool) [][]dbItem {
	var out [][]dbItem
	var walk func(row []dbItem)
	walk = func(row []dbItem) {
		i := len(row)
		if i == len(steps) {
			out = append(out, slices.Clone(row))
			return
		}
		matched := false
		if prev := row[i-1]; prev != nil {
			e := m.Entity(steps[i].Entity)
			k, ok := joinKey(e, steps[i].Feed, prev, fromAttr)
			for _, y := range kept[i] {
				if ky, oky := joinKey(e, steps[i].Feed, y, toPlaceholder); ok && oky && k == ky {
					matched = true
					walk(append(row, y))
				}
			}
		}
		if !matched && outer(i) {
			walk(append(row, nil))
		}
	}
	for _, x := range kept[0] {
		walk([]dbItem{x})
	}
	return out
}

// joinedRows counts the rows of the join that the j-th kept item of step
// at is part of: the ways the steps before reach it times the rows the
// steps after make with it.
func (r *runner) joinedRows(steps []*design.Plan, kept [][]dbItem, at, j int) int {
	walk := func(to int) int {
		items, weights := []dbItem{kept[at][j]}, []int{1}
		for i := at; i != to; {
			next, feedStep, ours, theirs := i+1, i+1, fromAttr, toPlaceholder
			if to < at {
				next, feedStep, ours, theirs = i-1, i, toPlaceholder, fromAttr
			}
			e := r.d.Model.Entity(steps[feedStep].Entity)
			count := map[string]int{}
			for k, it := range items {
				if key, ok := joinKey(e, steps[feedStep].Feed, it, ours); ok {
					count[key] += weights[k]
				}
			}
			items, weights = nil, nil
			for _, y := range kept[next] {
				if key, ok := joinKey(e, steps[feedStep].Feed, y, theirs); ok && count[key] > 0 {
					items, weights = append(items, y), append(weights, count[key])
				}
			}
			i = next
		}
		total := 0
		for _, w := range weights {
			total += w
		}
		return total
	}
	return walk(0) * walk(len(steps)-1)
}

// distinctItems keeps each item once: join reads a key once and hands
// the same items to every item before that names it.
func distinctItems(items []dbItem) []dbItem {
	seen := map[uintptr]bool{}
	var out []dbItem
	for _, it := range items {
		if p := reflect.ValueOf(it).Pointer(); !seen[p] {
			seen[p] = true
			out = append(out, it)
		}
	}
	return out
}

func fromAttr(f design.Feed) string      { return f.Attr }
func toPlaceholder(f design.Feed) string { return f.Placeholder }

// joinKey is what an item gives a join with the step whose Feed is feed
// and whose entity is e: the values of the attributes attrOf names, as
// the key encoding writes them; false when one is NULL, which joins
// nothing.
func joinKey(e *analyze.Entity, feed []design.Feed, it dbItem, attrOf func(design.Feed) string) (string, bool) {
	var k strings.Builder
	for _, f := range feed {
		v := attr(it[attrOf(f)])
		if v == nil {
			return "", false
		}
		x := *v
		if c := e.Column(f.Placeholder); c != nil {
			x = design.KeyValue(c, x)
		}
		k.WriteString(x + "\x00")
	}
	return k.String(), true
}

// aggregate groups the items of s's entity by s.GroupBy (a value as its
// column compares, NULL a group of its own), one item per group holding
// the group's columns (its first item's) and each aggregate, kept when
// Having holds; without GROUP BY one item, even of no items.
func aggregate(m *analyze.Model, e *analyze.Entity, pat *analyze.Pattern, s design.AppStep, items []dbItem) []dbItem {
	var order []string
	groups := map[string][]dbItem{}
	if len(s.GroupBy) == 0 {
		order = []string{""}
	}
	for _, it := range items {
		if typ := attr(it[design.Type]); typ != nil && e != nil && *typ != e.Name {
			continue
		}
		var k strings.Builder
		for _, g := range s.GroupBy {
			v := attr(it[g])
			if v == nil {
				k.WriteString("\x01NULL\x00")
				continue
			}
			x := *v
			if c := e.Column(g); c != nil && c.Kind == analyze.KindString {
				x = design.Collate(c, x)
			} else if c != nil && numericKind(c.Kind) {
				x = norm(c, v)
			}
			k.WriteString(x + "\x00")
		}
		if _, ok := groups[k.String()]; !ok && len(s.GroupBy) > 0 {
			order = append(order, k.String())
		}
		groups[k.String()] = append(groups[k.String()], it)
	}
	withAggs := withComputed(m, e, pat) // HAVING compares the aggregates as their kinds do
	var out []dbItem
	for _, k := range order {
		group := groups[k]
		row := dbItem{design.Type: &types.AttributeValueMemberS{Value: e.Name}}
		if len(group) > 0 {
			for _, g := range s.GroupBy {
				if v, ok := group[0][g]; ok {
					row[g] = v
				}
			}
		}
		var values []func(string) (string, bool)
		for _, it := range group {
			values = append(values, func(col string) (string, bool) { v := attr(it[col]); return deref(v), v != nil })
		}
		for _, a := range s.Aggregates {
			if v := design.Aggregate(a, e, values); v != nil {
				row[a.Name] = &types.AttributeValueMemberS{Value: *v}
			}
		}
		if s.Having != nil && !design.Truthy(design.Evaluate(s.Having, withAggs, func(col string) (string, bool) { v := attr(row[col]); return deref(v), v != nil })) {
			continue
		}
		for _, a := range s.Aggregates {
			if a.Hidden {
				delete(row, a.Name)
			}
		}
		out = append(out, row)
	}
	return out
}

// checked keeps the items that pass the step's application checks
// (design.Plan.Check), compared as the application does (design.Checks).
func checked(e *analyze.Entity, step *design.Plan, items []dbItem, values map[string]string) ([]dbItem, error) {
	if len(step.Check) == 0 {
		return items, nil
	}
	var out []dbItem
	for _, it := range items {
		keep := true
		for _, f := range step.Check {
			var vals []string
			for _, t := range f.Values {
				v, ok := design.Fill(t, e, values)
				if !ok {
					return nil, fmt.Errorf("no value for %s in the check on %s", t, f.Column)
				}
				vals = append(vals, v)
			}
			if !design.Checks(e.Column(f.Column), f, attr(it[f.Column]), vals) {
				keep = false
				break
			}
		}
		if keep {
			out = append(out, it)
		}
	}
	return out, nil
}

// fed is the binding of a later step for one item of the step before: the
// SQL's values plus the item's join attributes; false when the item lacks
// one (a NULL foreign key joins nothing).
func fed(step *design.Plan, it dbItem, values map[string]string) (map[string]string, string, bool) {
	v := maps.Clone(values)
	var key []string
	for _, f := range step.Feed {
		a := attr(it[f.Attr])
		if a == nil {
			return nil, "", false
		}
		v[f.Placeholder] = *a
		key = append(key, *a)
	}
	return v, strings.Join(key, "\x00"), true
}

// join runs a step once per distinct key among the items before it; each
// item joins the items its key found.
func (r *runner) join(ctx context.Context, step *design.Plan, prev []dbItem, values map[string]string, limit int) ([]dbItem, error) {
	found := map[string][]dbItem{}
	var out []dbItem
	for _, it := range prev {
		v, k, ok := fed(step, it, values)
		if !ok {
			continue
		}
		got, done := found[k]
		if !done {
			var err error
			if got, err = r.send(ctx, step, v, limit); err != nil {
				return nil, err
			}
			found[k] = got
		}
		out = append(out, got...)
	}
	return out, nil
}

// batchJoin reads the distinct keys of the items before it with
// BatchGetItem, 100 keys per call, and joins each item to its own.
func (r *runner) batchJoin(ctx context.Context, step *design.Plan, prev []dbItem, values map[string]string) ([]dbItem, error) {
	e := r.d.Model.Entity(step.Entity)
	tk := step.BatchKeys[0]
	var keys []dbItem
	keyOf := make([]string, len(prev))
	seen := map[string]bool{}
	for i, it := range prev {
		v, _, ok := fed(step, it, values)
		if !ok {
			continue
		}
		pk, ok1 := design.Fill(tk[0], e, v)
		sk, ok2 := design.Fill(tk[1], e, v)
		if !ok1 || !ok2 {
			continue
		}
		keyOf[i] = pk + "\x00" + sk
		if !seen[keyOf[i]] {
			seen[keyOf[i]] = true
			keys = append(keys, dbItem{design.PK: &types.AttributeValueMemberS{Value: pk}, design.SK: &types.AttributeValueMemberS{Value: sk}})
		}
	}
	byKey, err := r.batchGet(ctx, step, keys)
	if err != nil {
		return nil, err
	}
	var out []dbItem
	for _, k := range keyOf {
		if it, ok := byKey[k]; ok && k != "" {
			out = append(out, it)
		}
	}
	return out, nil
}

// counts runs a counter step: each item of the counted parent among items
// gets the count of its counter item as the step's column, 0 when there is
// none. The counters are read once per distinct key: BatchGetItem in calls
// of 100 keys, or one request per key.
func (r *runner) counts(ctx context.Context, step *design.Plan, items []dbItem, values map[string]string) error {
	e := r.d.Model.Entity(step.Entity)
	if step.Counter == nil {
		// A count with conditions of its own: the children each parent's
		// request finds, counted.
		for _, it := range items {
			if typ := attr(it[design.Type]); typ != nil && *typ != step.Into.Entity {
				continue
			}
			n := 0
			if v, _, ok := fed(step, it, values); ok {
				got, err := r.send(ctx, step, v, 0)
				if err != nil {
					return err
				}
				if got, err = checked(e, step, got, v); err != nil {
					return err
				}
				n = len(got)
			}
			it[step.Into.Count] = &types.AttributeValueMemberN{Value: strconv.Itoa(n)}
		}
		return nil
	}
	keyOf := func(v map[string]string) (string, bool) {
		pk, ok1 := design.Fill(step.Counter.PK, e, v)
		sk, ok2 := design.Fill(step.Counter.SK, e, v)
		return pk + "\x00" + sk, ok1 && ok2
	}
	count := map[string]string{}
	var batch []dbItem
	for _, it := range items {
		if typ := attr(it[design.Type]); typ != nil && *typ != step.Into.Entity {
			continue
		}
		v, _, ok := fed(step, it, values)
		if !ok {
			continue
		}
		k, ok := keyOf(v)
		if _, done := count[k]; !ok || done {
			continue
		}
		count[k] = "0"
		if step.Operation == design.BatchGetItem && !r.partiQL {
			pk, sk, _ := strings.Cut(k, "\x00")
			batch = append(batch, dbItem{design.PK: &types.AttributeValueMemberS{Value: pk}, design.SK: &types.AttributeValueMemberS{Value: sk}})
			continue
		}
		got, err := r.send(ctx, step, v, 0)
		if err != nil {
			return err
		}
		if len(got) > 0 {
			count[k] = deref(attr(got[0][design.CountAttr]))
		}
	}
	found, err := r.batchGet(ctx, step, batch)
	if err != nil {
		return err
	}
	for k, it := range found {
		count[k] = deref(attr(it[design.CountAttr]))
	}
	for _, it := range items {
		if typ := attr(it[design.Type]); typ != nil && *typ != step.Into.Entity {
			continue
		}
		n := "0"
		if v, _, ok := fed(step, it, values); ok {
			if k, ok := keyOf(v); ok {
				n = count[k]
			}
		}
		it[step.Into.Count] = &types.AttributeValueMemberN{Value: n}
	}
	return nil
}

// rowRead runs a step run once per item of Into.Entity among items, one
// request per distinct key: the items it finds give the row its columns
// (Into.Values); with Into.Inner, a row it finds none for is dropped.
func (r *runner) rowRead(ctx context.Context, step *design.Plan, items []dbItem, values map[string]string) ([]dbItem, error) {
	e, in := r.d.Model.Entity(step.Entity), step.Into
	found := map[string][]dbItem{}
	var out []dbItem
	for _, it := range items {
		if typ := attr(it[design.Type]); typ != nil && *typ != in.Entity {
			out = append(out, it)
			continue
		}
		var got []dbItem
		if v, k, ok := fed(step, it, values); ok {
			var read bool
			if got, read = found[k]; !read {
				var err error
				if got, err = r.send(ctx, step, v, step.Limit); err != nil { // Limit 1: whether one is found
					return nil, err
				}
				if got, err = checked(e, step, got, v); err != nil {
					return nil, err
				}
				found[k] = got
			}
		}
		if in.Inner && len(got) == 0 || in.Absent && len(got) > 0 {
			continue
		}
		var rows []func(string) (string, bool)
		for _, g := range got {
			rows = append(rows, func(col string) (string, bool) {
				v := attr(g[col])
				return deref(v), v != nil
			})
		}
		for name, v := range in.Values(e, rows) {
			delete(it, name)
			if v != nil {
				it[name] = &types.AttributeValueMemberS{Value: *v}
			}
		}
		out = append(out, it)
	}
	return out, nil
}

// batchGet reads distinct keys with the step's BatchGetItem, 100 keys per
// call, and returns the items found by "PK\x00SK".
func (r *runner) batchGet(ctx context.Context, step *design.Plan, keys []dbItem) (map[string]dbItem, error) {
	byKey := map[string]dbItem{}
	if len(keys) == 0 {
		return byKey, nil // a GetItem step sends its own requests
	}
	tmpl := step.Request.(*dynamodb.BatchGetItemInput).RequestItems[r.d.Table]
	for start := 0; start < len(keys); start += maxBatchKeys {
		ka := tmpl
		ka.Keys = keys[start:min(start+maxBatchKeys, len(keys))]
		got, err := r.t.request(ctx, &dynamodb.BatchGetItemInput{RequestItems: map[string]types.KeysAndAttributes{r.t.name: ka}}, 0)
		if err != nil {
			return nil, err
		}
		r.count(got)
		for _, it := range got.items {
			byKey[deref(attr(it[design.PK]))+"\x00"+deref(attr(it[design.SK]))] = it
		}
	}
	return byKey, nil
}

// maxBatchKeys is what one BatchGetItem call may ask for.
const maxBatchKeys = design.MaxBatchKeys

// send runs one step with one set of values: once, once per shard of a
// sharded key (R14), or once per value of an IN list; the answers merged.
func (r *runner) send(ctx context.Context, step *design.Plan, values map[string]string, limit int) ([]dbItem, error) {
	e := r.d.Model.Entity(step.Entity)
	var items []dbItem
	for _, v := range eachValues(step, e, values) {
		if step.EmptyRange(e, v) {
			continue // the range holds no key (design.AppEmpty): no request, no items
		}
		var reqs []any
		if r.partiQL {
			stmts, ok := r.stmts[step]
			if !ok {
				stmts = partiql.Chunks(r.onTable, step)
				r.stmts[step] = stmts
			}
			for _, stmt := range stmts {
				in, err := bindPartiQL(stmt, e, v)
				if err != nil {
					r.bindErrs = append(r.bindErrs, err.Error())
					continue
				}
				reqs = append(reqs, in)
			}
		} else {
			for _, sv := range shardValues(step, v) {
				req, err := bind(step, e, r.d.Table, r.t.name, sv)
				if err != nil {
					r.bindErrs = append(r.bindErrs, err.Error())
					continue
				}
				reqs = append(reqs, req)
			}
		}
		readLimit := limit
		if step.Shards > 1 && len(reqs) == 1 {
			readLimit = 0 // one statement over every shard: shard by shard, so read all, merge, then cut
		}
		var got []dbItem
		seen := map[string]bool{}
		for _, req := range reqs {
			one, err := r.t.request(ctx, req, readLimit)
			if err != nil {
				return nil, err
			}
			r.count(one)
			for _, it := range one.items {
				if len(reqs) > 1 && step.Operation == design.BatchGetItem {
					// Chunks of one IN list: a key named in two chunks is
					// one row, as the application keeps it.
					k := deref(attr(it[design.PK])) + "\x00" + deref(attr(it[design.SK]))
					if seen[k] {
						continue
					}
					seen[k] = true
				}
				got = append(got, it)
			}
		}
		if step.Shards > 1 {
			// The application's merge: shards interleave in sort key order.
			slices.SortStableFunc(got, func(x, y dbItem) int {
				k := strings.Compare(deref(attr(x[step.SKAttr])), deref(attr(y[step.SKAttr])))
				if step.Descending {
					return -k
				}
				return k
			})
			if limit > 0 && len(got) > limit {
				got = got[:limit]
			}
		}
		items = append(items, got...)
	}
	return items, nil
}

func (r *runner) count(a *answer) { r.a.calls, r.a.units = r.a.calls+a.calls, r.a.units+a.units }

// eachValues are the value sets of a step: one, or one per distinct value
// of its IN list, {col} filled with each in turn. Values are told apart as
// the key writes them: 0 and 0.00 are one DECIMAL, one Query, as the SQL's
// IN finds the row once.
func eachValues(step *design.Plan, e *analyze.Entity, values map[string]string) []map[string]string {
	if step.Each == "" {
		return []map[string]string{values}
	}
	seen := map[string]bool{}
	var out []map[string]string
	for _, t := range step.EachValues {
		v, ok := design.Fill(t, nil, values)
		if !ok {
			continue
		}
		key := v
		if c := e.Column(step.Each); c != nil {
			key = design.KeyValue(c, v)
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		one := maps.Clone(values)
		one[step.Each] = v
		out = append(out, one)
	}
	return out
}

// sort puts merged items in the plan's order, as the application does.
func (r *runner) sort(p *design.Plan, items []dbItem) {
	e := r.d.Model.Entity(p.Sort[0].Column.Entity) // the table sorted: the one returned, read last
	if e == nil {
		e = r.d.Model.Entity(p.Entity)
	}
	slices.SortStableFunc(items, func(x, y dbItem) int {
		return compareItems(e, p.Sort, x, y)
	})
}

// compareItems orders two items as ORDER BY does: by each column of
// orders in turn (of e, or of the entity the Order names), NULL first
// ascending, numbers as numbers, a string as its collation compares it
// (Zoë after adam, náme-2 before name-3), as the keys sort.
func compareItems(e *analyze.Entity, orders []analyze.Order, x, y dbItem) int {
	for _, o := range orders {
		var c *analyze.Column
		if e != nil {
			c = e.Column(o.Column.Column)
		}
		name := o.Column.Column
		if c != nil {
			name = c.Name
		}
		a, b := attr(x[name]), attr(y[name])
		k := 0
		switch {
		case a == nil && b == nil:
		case a == nil:
			k = -1 // NULL first, as MySQL sorts ascending
		case b == nil:
			k = 1
		case c != nil && numericKind(c.Kind):
			k = compareNumbers(*a, *b)
		case c != nil && c.Kind == analyze.KindEnum:
			// An ENUM sorts by its values' order in the declaration.
			at := func(v string) int {
				return slices.IndexFunc(c.Enum, func(x string) bool { return strings.EqualFold(x, v) })
			}
			k = cmp.Compare(at(*a), at(*b))
		case c != nil && design.Digested(c):
			// A key holds its digest, which sorts as nothing: the
			// value as its collation compares it.
			k = strings.Compare(design.Collate(c, *a), design.Collate(c, *b))
		case c != nil:
			k = strings.Compare(design.KeyValue(c, *a), design.KeyValue(c, *b))
		default:
			k = strings.Compare(*a, *b)
		}
		if o.Desc {
			k = -k
		}
		if k != 0 {
			return k
		}
	}
	return 0
}

// bindError is what went wrong filling the requests, or nil.
func (r *runner) bindError() error {
	if len(r.bindErrs) == 0 {
		return nil
	}
	return fmt.Errorf("%s", strings.Join(slices.Compact(r.bindErrs), "; "))
}

// childful is the application's step after a read that stands for an
// inner join (p.DropChildless): it drops the parent items (of p's entity)
// whose partition holds no other item, as the join finds no row with them.
// The items as read stay the answer's record (a consumer's export sends
// the same request and gets them all).
func childful(p *design.Plan, items []dbItem) []dbItem {
	if !p.DropChildless {
		return items
	}
	parent := p.Entity
	joined := map[string]bool{}
	for _, it := range items {
		if deref(attr(it[design.Type])) != parent {
			joined[deref(attr(it[design.PK]))] = true
		}
	}
	return slices.DeleteFunc(slices.Clone(items), func(it dbItem) bool {
		return deref(attr(it[design.Type])) == parent && !joined[deref(attr(it[design.PK]))]
	})
}
