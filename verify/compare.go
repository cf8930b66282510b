package verify

import (
	"encoding/json"
	"fmt"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/items"
)

// rowsByEntity is an answer split by entity: the SQL's joined rows become
// the rows of each returned table, the items of a mixed Query are grouped
// by their _type.
type rowsByEntity struct {
	order []string               // entities, in the pattern's order, then any unexpected ones
	cols  map[string][]string    // entity → the columns compared, as the SQL returns them
	rows  map[string][][]*string // entity → rows over cols
	count int                    // rows of the SQL answer, or items
	multi bool                   // several entities: each compared as a set
	// whole, with several entities, are the SQL's rows over every
	// entity's cols side by side, in order: which rows the join paired.
	whole [][]*string
	// scalar is the answer of a COUNT(*).
	scalar string
	// full, for a join's rows cut at a LIMIT without ORDER BY
	// (unorderedCut), is the SQL's answer without the LIMIT: the rows
	// the cut may keep any of.
	full *rowsByEntity
	// folded says the rows come from the in-process engine, which leaves a
	// case- or accent-insensitive column as it was when an UPDATE sets it
	// to a value equal under the collation ('Active' to 'active', where
	// MySQL and MariaDB write the new bytes): such columns are compared
	// folded (design.Fold). On MySQL or MariaDB they are compared by bytes,
	// but for SELECT DISTINCT, whose row of a group is any of its spellings.
	folded bool
}

// fromResult splits a SQL answer by entity. A joined parent repeats on
// every row of its children and an outer join pads with NULLs: with several
// entities each is a set of distinct, non-empty rows.
func fromResult(m *analyze.Model, p *design.Plan, rs *resultSet) *rowsByEntity {
	if ans := answerOf(p.Pattern); ans != nil {
		// A UNION's rows: its columns by position, of its own table.
		out := &rowsByEntity{cols: map[string][]string{}, rows: map[string][][]*string{}, count: len(rs.rows), order: []string{ans.Name}}
		for _, c := range ans.Columns {
			out.cols[ans.Name] = append(out.cols[ans.Name], c.Name)
		}
		out.rows[ans.Name] = rs.rows
		return out
	}
	out := &rowsByEntity{cols: map[string][]string{}, rows: map[string][][]*string{}, count: len(rs.rows), multi: len(p.Pattern.Returns) > 1}
	aliases := map[string]string{}
	for _, t := range p.Pattern.Tables {
		aliases[strings.ToLower(t.Entity)] = t.Entity
		if t.Alias != "" {
			aliases[strings.ToLower(t.Alias)] = t.Entity
		}
	}
	owner := make([]string, len(rs.cols))
	// SELECT created_at AS sent_at: the answer's column is named by its
	// alias; when each selected field is a column (Projection, in order),
	// the i-th answer column is the i-th of them. So is a column two
	// joined tables have (u.id, s.id) that the engine names without its
	// table, as MySQL's driver does.
	if proj := p.Pattern.Projection; len(p.Pattern.Whole) == 0 && len(p.Pattern.Counts)+len(p.Pattern.RowReads) == 0 && len(proj) == len(rs.cols) {
		for i := range rs.cols {
			e := m.Entity(proj[i].Entity)
			if e == nil || e.Column(proj[i].Column) == nil {
				continue
			}
			if e.Column(rs.cols[i].name) == nil || rs.cols[i].source == "" && strings.EqualFold(rs.cols[i].name, proj[i].Column) {
				rs.cols[i].name, rs.cols[i].source = e.Column(proj[i].Column).Name, proj[i].Entity
			}
		}
	}
	if proj := p.Pattern.Projection; len(p.Pattern.Whole) > 0 && len(proj) > 0 {
		// SELECT u.*, o.name AS org_name: the answer's columns no returned
		// table has are the projected columns it names no other way, in
		// order.
		var unnamed []int
		for i, c := range rs.cols {
			if !slices.ContainsFunc(p.Pattern.Returns, func(e string) bool { return m.Entity(e).Column(c.name) != nil }) {
				unnamed = append(unnamed, i)
			}
		}
		var missing []analyze.ColumnRef
		for _, pc := range proj {
			if !slices.ContainsFunc(rs.cols, func(c resultCol) bool { return strings.EqualFold(c.name, pc.Column) }) {
				missing = append(missing, pc)
			}
		}
		if len(unnamed) == len(missing) {
			for k, i := range unnamed {
				rs.cols[i].name, rs.cols[i].source = missing[k].Column, missing[k].Entity
			}
		}
	}
	if x := p.Pattern.Exists; x != nil && len(rs.cols) == 1 {
		rs.cols[0].name = x.Name // the one column, however the engine names an unaliased EXISTS(...)
	}
	used := map[string]bool{}
	counted := map[string]string{} // a correlated count's or a computed column → the entity whose row it belongs to
	for _, cc := range p.Pattern.Counts {
		counted[strings.ToLower(cc.Column)] = cc.Parent[0].Entity
	}
	for _, c := range p.Pattern.Computed {
		counted[strings.ToLower(c.Name)] = c.Entity
	}
	for _, rr := range p.Pattern.RowReads {
		for _, name := range rowReadColumns(rr) {
			counted[strings.ToLower(name)] = rr.Parent[0].Entity
		}
	}
	for _, a := range p.Pattern.Aggregates {
		counted[strings.ToLower(a.Name)] = a.Entity
	}
	if x := p.Pattern.Exists; x != nil {
		counted[strings.ToLower(x.Name)] = x.Entity
	}
	for i, c := range rs.cols {
		if e, ok := counted[strings.ToLower(c.name)]; ok {
			owner[i] = e
			continue
		}
		if e, ok := aliases[strings.ToLower(c.source)]; ok && slices.Contains(p.Pattern.Returns, e) {
			owner[i] = e
			continue
		}
		// No source (an external MySQL): the first returned table with the
		// column that has not had it yet, as SELECT a.*, b.* lays them out.
		for _, e := range p.Pattern.Returns {
			if col := m.Entity(e).Column(c.name); col != nil && !used[e+"."+col.Name] {
				owner[i], used[e+"."+col.Name] = e, true
				break
			}
		}
	}
	var all []int // every column some returned table owns, table by table
	for _, e := range p.Pattern.Returns {
		out.order = append(out.order, e)
		var idx []int
		for i, c := range rs.cols {
			if owner[i] == e {
				idx = append(idx, i)
				name := c.name
				if col := m.Entity(e).Column(c.name); col != nil {
					name = col.Name
				}
				out.cols[e] = append(out.cols[e], name)
			}
		}
		seen := map[string]bool{}
		for _, r := range rs.rows {
			t := make([]*string, len(idx))
			empty := true
			for j, i := range idx {
				t[j] = r[i]
				empty = empty && r[i] == nil
			}
			// IN (SELECT ...) returns an outer row once: go-mysql-server
			// v0.20 returned it once per inner row on our unserved case's
			// data (not on small data). A whole row holds its primary key,
			// as do selected columns that include it, so equal such rows
			// are one row.
			semi := p.Pattern.Semi && (slices.Contains(p.Pattern.Whole, e) || !slices.ContainsFunc(m.Entity(e).PrimaryKey, func(k string) bool {
				return !slices.ContainsFunc(out.cols[e], func(c string) bool { return strings.EqualFold(c, k) })
			}))
			if out.multi || semi {
				k := rowKey(m.Entity(e), out.cols[e], t)
				if empty && out.multi || seen[k] {
					continue
				}
				seen[k] = true
			}
			out.rows[e] = append(out.rows[e], t)
		}
		if p.Pattern.Semi && len(p.Pattern.Returns) == 1 {
			out.count = len(out.rows[e])
		}
		all = append(all, idx...)
	}
	if out.multi {
		for _, r := range rs.rows {
			t := make([]*string, len(all))
			for j, i := range all {
				t[j] = r[i]
			}
			out.whole = append(out.whole, t)
		}
	}
	return out
}

// pairing says how the answer's whole rows (each table's columns side by
// side, as rowsByEntity.whole) differ from the SQL's, compared as sets:
// the join step must pair each item with the items it joins, not only
// return the right items of each table. got are the rows the join step
// made, one item per read (nil: an outer join's NULLs).
func pairing(m *analyze.Model, p *design.Plan, want *rowsByEntity, got [][]dbItem) string {
	w, g := pairKeys(m, p, want, got)
	missing, extra := multisetDiff(w, g)
	if len(missing)+len(extra) == 0 {
		return ""
	}
	return fmt.Sprintf("the join's rows pair the tables' rows otherwise than the SQL's: expected %d distinct rows, got %d", len(w), len(g)) + lines("missing", pairCols(want), missing) + lines("unexpected", pairCols(want), extra)
}

// pairCols are the columns of pairKeys' rows, table.column.
func pairCols(want *rowsByEntity) []string {
	var cols []string
	for _, e := range want.order {
		for _, c := range want.cols[e] {
			cols = append(cols, e+"."+c)
		}
	}
	return cols
}

// cutDiff says how the rows of a join cut at a LIMIT without ORDER BY
// (got, rows of them, paired as pairs) differ from a choice of the SQL's:
// as many rows as the SQL's LIMIT keeps, each table's rows among those the
// SQL returns without the LIMIT (want.full), and each row a pairing the
// SQL makes. "" when they agree.
func cutDiff(m *analyze.Model, p *design.Plan, want, got *rowsByEntity, rows int, pairs [][]dbItem) string {
	full := want.full
	if rows != want.count {
		return fmt.Sprintf("LIMIT without ORDER BY keeps any %d of the SQL's %d rows: got %d", want.count, full.count, rows)
	}
	for _, e := range got.order {
		ent := entityFor(m, p.Pattern, e)
		if ent == nil {
			return fmt.Sprintf("%d unexpected items that are not rows of %s", len(got.rows[e]), strings.Join(full.order, " or "))
		}
		cols := full.cols[e]
		f, g := keys(ent, cols, full.rows[e], full.folded), keys(ent, cols, got.rows[e], full.folded)
		if full.multi {
			slices.Sort(f)
			slices.Sort(g)
			f, g = slices.Compact(f), slices.Compact(g)
		}
		if _, extra := multisetDiff(f, g); len(extra) > 0 {
			return fmt.Sprintf("%s: %d rows the SQL does not return even without its LIMIT", e, len(extra)) + lines("unexpected", cols, extra)
		}
	}
	if full.whole != nil && pairs != nil {
		w, g := pairKeys(m, p, full, pairs)
		if _, extra := multisetDiff(w, g); len(extra) > 0 {
			return "the join's rows pair the tables' rows otherwise than the SQL's" + lines("unexpected", pairCols(full), extra)
		}
	}
	return ""
}

// pairKeys are the SQL's rows of a join (want.whole) and the rows the
// join step paired (got), each as comparable text over every returned
// table's columns, sorted, each once.
func pairKeys(m *analyze.Model, p *design.Plan, want *rowsByEntity, got [][]dbItem) ([]string, []string) {
	steps := joinSteps(p)
	key := func(segments map[string][]*string) string {
		var k strings.Builder
		for _, e := range want.order {
			if k.Len() > 0 {
				k.WriteString(" ")
			}
			k.WriteString(strings.Join(keys(entityFor(m, p.Pattern, e), want.cols[e], [][]*string{segments[e]}, want.folded), ""))
		}
		return k.String()
	}
	var w, g []string
	for _, t := range want.whole {
		seg, at := map[string][]*string{}, 0
		for _, e := range want.order {
			seg[e], at = t[at:at+len(want.cols[e])], at+len(want.cols[e])
		}
		w = append(w, key(seg))
	}
	for _, row := range got {
		seg := map[string][]*string{}
		for _, e := range want.order {
			vals := make([]*string, len(want.cols[e]))
			for i, it := range row {
				if i < len(steps) && steps[i].Entity == e && it != nil {
					for j, c := range want.cols[e] {
						vals[j] = attr(it[c])
					}
				}
			}
			seg[e] = vals
		}
		g = append(g, key(seg))
	}
	slices.Sort(w)
	slices.Sort(g)
	return slices.Compact(w), slices.Compact(g)
}

// joinOrder says how the order of the rows a join paired (got, in the
// order the application hands them over) differs from the SQL's, or ""
// when it agrees: the values of the ORDER BY columns the answer holds (the
// longest first ones), row by row, compared as sortValues does. The rows
// of several tables are otherwise compared as sets; a LIMIT's rows past
// the SQL's are not compared here.
func joinOrder(m *analyze.Model, p *design.Plan, want *rowsByEntity, got [][]dbItem) string {
	steps := joinSteps(p)
	type at struct {
		e     *analyze.Entity
		col   string
		whole int // the column's place in want.whole's rows
	}
	var cols []at
	var names []string
	for _, o := range slices.Concat(p.Pattern.OrderBy, p.Pattern.AppOrder) {
		e := o.Column.Entity
		i := orderIndex(want.cols[e], o)
		step := slices.IndexFunc(steps, func(s *design.Plan) bool { return s.Entity == e })
		if e == "" || i < 0 || step < 0 {
			break // the answer does not hold it: the columns after it order ties of what cannot be seen
		}
		off := 0
		for _, x := range want.order {
			if x == e {
				break
			}
			off += len(want.cols[x])
		}
		cols = append(cols, at{e: m.Entity(e), col: want.cols[e][i], whole: off + i})
		names = append(names, e+"."+want.cols[e][i])
	}
	if len(cols) == 0 {
		return ""
	}
	value := func(v *string, c at) string {
		col := c.e.Column(c.col)
		x := norm(col, v)
		if col != nil && col.Kind == analyze.KindString && v != nil {
			x = design.Collate(col, x)
		}
		return x
	}
	var ws, gs []string
	for _, row := range want.whole {
		var vs []string
		for _, c := range cols {
			if c.whole < len(row) {
				vs = append(vs, value(row[c.whole], c))
			}
		}
		ws = append(ws, "("+strings.Join(vs, " ")+")")
	}
	for _, row := range got {
		var vs []string
		for _, c := range cols {
			var v *string
			for i, s := range steps {
				if i < len(row) && row[i] != nil && s.Entity == c.e.Name {
					v = attr(row[i][c.col]) // of the branch that made the row, for an OR's
					break
				}
			}
			vs = append(vs, value(v, c))
		}
		gs = append(gs, "("+strings.Join(vs, " ")+")")
	}
	if len(gs) > len(ws) {
		gs = gs[:len(ws)] // the rows a LIMIT cut
	}
	if slices.Equal(ws, gs) {
		return ""
	}
	return fmt.Sprintf("the join's rows come in another order of %s than the SQL's:\n    expected %s\n    got      %s", strings.Join(names, ", "), strings.Join(ws, ", "), strings.Join(gs, ", "))
}

// fromItems turns items back into rows over the columns the SQL returned:
// an item's own row, the rows embedded in it (R8) and the parent columns
// copied onto it (R9). With several entities each is a set, as on the SQL
// entityOf is the entity an item is a row of: its _type, or, when a
// projection leaves _type out, the entity asked for whose key templates'
// literal heads its key attributes start with, else the one whose asked-for
// columns it holds most of.
func entityOf(d *design.Design, it map[string]types.AttributeValue, want *rowsByEntity) string {
	if typ := attr(it[design.Type]); typ != nil {
		return *typ
	}
	if len(want.order) == 1 {
		return want.order[0]
	}
	best, score := "", -1
	for _, name := range want.order {
		e := d.Entity(name)
		if e == nil {
			continue
		}
		n := 0
		for _, c := range want.cols[name] {
			if it[c] != nil {
				n++
			}
		}
		for _, k := range e.Keys {
			v := attr(it[k.Attr])
			if head := k.Template.Head(); v != nil && head != "" {
				if !strings.HasPrefix(*v, head) {
					n = -1 // another entity's key shape
					break
				}
				n += 1000 // the key shape says it
			}
		}
		if n > score {
			best, score = name, n
		}
	}
	return best
}

// side.
func fromItems(d *design.Design, items []map[string]types.AttributeValue, want *rowsByEntity) *rowsByEntity {
	out := &rowsByEntity{cols: want.cols, rows: map[string][][]*string{}, count: len(items), multi: want.multi, order: slices.Clone(want.order)}
	seen := map[string]bool{}
	add := func(e string, get func(col string) *string) {
		if !slices.Contains(out.order, e) {
			out.order = append(out.order, e)
		}
		cols := want.cols[e]
		if cols == nil { // an entity the SQL does not return: show its key
			cols = []string{design.PK, design.SK}
		}
		t := make([]*string, len(cols))
		for j, c := range cols {
			t[j] = get(c)
		}
		if out.multi {
			k := e + rowKey(d.Model.Entity(e), cols, t)
			if seen[k] || !slices.ContainsFunc(t, func(v *string) bool { return v != nil }) {
				return // a row of NULLs, which the SQL's side leaves out too (fromResult): a LEFT JOIN's padding and a row whose columns are NULL look alike
			}
			seen[k] = true
		}
		out.rows[e] = append(out.rows[e], t)
	}
	read := map[string]bool{} // entities whose own items the answer holds
	for _, it := range items {
		read[entityOf(d, it, want)] = true
	}
	for _, it := range items {
		e := entityOf(d, it, want)
		add(e, func(c string) *string { return attr(it[c]) })
		for _, de := range d.Entities {
			if em := de.Embedding; em != nil && em.Parent == e && slices.Contains(want.order, de.Name) {
				list, _ := it[em.Attr].(*types.AttributeValueMemberL)
				if list == nil {
					continue
				}
				for _, v := range list.Value {
					if m, ok := v.(*types.AttributeValueMemberM); ok {
						add(de.Name, func(c string) *string { return attr(m.Value[c]) })
					}
				}
			}
			if de.Name != e {
				continue
			}
			for _, cp := range de.Copies {
				if !slices.Contains(want.order, cp.Parent) || read[cp.Parent] {
					continue // the parent's own items, read in a step, are its rows
				}
				add(cp.Parent, func(c string) *string {
					if i := slices.Index(cp.Columns, c); i >= 0 {
						return attr(it[cp.Attrs[i]])
					}
					return nil
				})
			}
		}
	}
	return out
}

// attr is an attribute's value as text: a binary one's bytes, as the SQL
// engine gives a binary column's.
func attr(v types.AttributeValue) *string {
	switch x := v.(type) {
	case *types.AttributeValueMemberS:
		return &x.Value
	case *types.AttributeValueMemberN:
		return &x.Value
	case *types.AttributeValueMemberB:
		s := string(x.Value)
		return &s
	}
	return nil
}

// compare says how got differs from want, or "" when they agree: the same
// rows per entity, and, where the SQL orders, the same order of the sort
// column.
func compare(m *analyze.Model, p *design.Plan, want, got *rowsByEntity) string {
	var diffs []string
	for _, e := range got.order {
		ent := entityFor(m, p.Pattern, e)
		cols := want.cols[e]
		w, g := keys(ent, cols, want.rows[e], want.folded), keys(ent, cols, got.rows[e], want.folded)
		if want.folded && p.Pattern.Distinct {
			// The in-process engine's DISTINCT keeps City and CITY apart,
			// where MySQL's collation makes them one row.
			slices.Sort(w)
			w = slices.Compact(w)
		}
		if want.folded && want.multi {
			// Each table's rows are a set: compared folded, City and
			// CITY (the old spelling the in-process engine keeps after
			// an UPDATE, and the new one DynamoDB holds) are one.
			slices.Sort(w)
			slices.Sort(g)
			w, g = slices.Compact(w), slices.Compact(g)
		}
		if ent == nil {
			diffs = append(diffs, fmt.Sprintf("%d unexpected items that are not rows of %s", len(got.rows[e]), strings.Join(want.order, " or ")))
			continue
		}
		missing, extra := multisetDiff(w, g)
		if len(missing)+len(extra) > 0 && tiedAtCut(ent, cols, p, want.multi, want.folded, want.rows[e], got.rows[e]) {
			missing, extra = nil, nil
		}
		if len(missing)+len(extra) > 0 {
			d := fmt.Sprintf("%s: expected %d rows, got %d", e, len(w), len(g))
			d += lines("missing", cols, missing) + lines("unexpected", cols, extra)
			diffs = append(diffs, d)
			continue
		}
		if orders := slices.Concat(p.Pattern.OrderBy, p.Pattern.AppOrder); len(orders) > 0 && !want.multi {
			var idx []int // every ORDER BY column the answer holds
			var names []string
			for _, o := range orders {
				if o.Column.Entity != "" && !strings.EqualFold(o.Column.Entity, e) {
					continue // another table's column: the answer does not hold it
				}
				if i := orderIndex(cols, o); i >= 0 {
					idx, names = append(idx, i), append(names, cols[i])
				}
			}
			if len(idx) > 0 {
				wrows := want.rows[e]
				if want.folded && p.Pattern.Distinct {
					// City and CITY, one row in MySQL (above): the first
					// of each row kept, never two rows that only share
					// the sort column's value (two routes titled alike).
					wrows = firstOfEach(keys(ent, cols, wrows, true), wrows)
				}
				ws, gs := sortValues(ent, cols, wrows, idx), sortValues(ent, cols, got.rows[e], idx)
				if !slices.Equal(ws, gs) {
					diffs = append(diffs, fmt.Sprintf("%s: same rows in another order of %s:\n    expected %s\n    got      %s", e, strings.Join(names, ", "), strings.Join(ws, ", "), strings.Join(gs, ", ")))
				}
			}
		}
	}
	return strings.Join(diffs, "\n")
}

// answerOf is the table a UNION of Parts answers: its columns
// (Pattern.Columns), whose rows AppUnion makes; nil for another pattern.
func answerOf(pat *analyze.Pattern) *analyze.Entity {
	if len(pat.Parts) == 0 {
		return nil
	}
	return &analyze.Entity{Name: "(" + pat.Name + ")", Columns: pat.Columns}
}

// entityFor is the table whose rows an answer's named rows are: the
// pattern's answer (answerOf), or the model's table with the columns the
// pattern computes on it.
func entityFor(m *analyze.Model, pat *analyze.Pattern, name string) *analyze.Entity {
	if ans := answerOf(pat); ans != nil && (name == "" || ans.Name == name) {
		return ans
	}
	return withComputed(m, m.Entity(name), pat)
}

// withComputed is e with a column for each one the pattern computes on
// its rows, of the kind its expression gives: numbers compare as numbers
// (MySQL's 12.3400 is the application's 12.34).
func withComputed(m *analyze.Model, e *analyze.Entity, pat *analyze.Pattern) *analyze.Entity {
	if e == nil || len(pat.Computed)+len(pat.Aggregates)+len(pat.RowReads)+len(pat.Counts) == 0 && pat.Exists == nil {
		return e
	}
	x := *e
	x.Columns = slices.Clone(e.Columns)
	for _, c := range pat.Computed {
		if c.Entity == e.Name && e.Column(c.Name) == nil {
			col := &analyze.Column{Name: c.Name, Kind: c.Expr.Kind(e)}
			if col.Kind == analyze.KindString {
				// Text computed from a case-insensitive column compares
				// as it does (MySQL derives the result's collation from
				// it): on the in-process engine, which keeps a value's
				// old spelling after an UPDATE, it is compared folded.
				for _, in := range c.Expr.Columns() {
					if ic := e.Column(in); ic != nil && ic.Kind == analyze.KindString && ic.Fold != analyze.FoldNone {
						col.Fold = ic.Fold
						break
					}
				}
			}
			x.Columns = append(x.Columns, col)
		}
	}
	for _, a := range pat.Aggregates {
		if a.Entity == e.Name && e.Column(a.Name) == nil {
			x.Columns = append(x.Columns, &analyze.Column{Name: a.Name, Kind: a.Kind(e)})
		}
	}
	if ex := pat.Exists; ex != nil && ex.Entity == e.Name {
		x.Columns = append(x.Columns, &analyze.Column{Name: ex.Name, Kind: analyze.KindInteger})
	}
	for _, cc := range pat.Counts {
		if cc.Parent[0].Entity == e.Name && e.Column(cc.Column) == nil {
			x.Columns = append(x.Columns, &analyze.Column{Name: cc.Column, Kind: analyze.KindInteger})
		}
	}
	for _, rr := range pat.RowReads {
		if rr.Parent[0].Entity != e.Name {
			continue
		}
		if rr.List != "" {
			x.Columns = append(x.Columns, &analyze.Column{Name: rr.List, Kind: analyze.KindJSON, Type: listType})
			continue
		}
		re := m.Entity(rr.Entity)
		for _, f := range slices.Concat(rr.Fields, rr.Sorts) {
			col := &analyze.Column{Name: f.Name, Kind: f.Expr.Kind(re)}
			if c := re.Column(f.Expr.Col); f.Expr.Col != "" && c != nil {
				y := *c
				col = &y
				col.Name = f.Name
			}
			x.Columns = slices.Insert(x.Columns, 0, col) // before a column of e's own of that name
		}
	}
	return &x
}

// listType marks the column of a RowRead's JSON_ARRAYAGG list: its
// objects are compared as a set, each member as its value (norm).
const listType = "json_arrayagg"

// rowReadColumns are the answer's columns a RowRead gives its row.
func rowReadColumns(rr analyze.RowRead) []string {
	if rr.List != "" {
		return []string{rr.List}
	}
	var out []string
	for _, f := range rr.Fields {
		out = append(out, f.Name)
	}
	return out
}

// orderIndex is the answer's column an ORDER BY item sorts by: the
// column's name, or the alias the statement selected it as; -1 if the
// answer does not hold it.
func orderIndex(cols []string, o analyze.Order) int {
	if i := slices.Index(cols, o.Column.Column); i >= 0 {
		return i
	}
	if o.Alias != "" {
		return slices.IndexFunc(cols, func(c string) bool { return strings.EqualFold(c, o.Alias) })
	}
	return -1
}

// tiedAtCut reports whether want and got differ only in which rows they
// hold among those that tie with the last row at a LIMIT: SQL keeps any of
// them, so both answers are right. folded is the answer's (rowsByEntity).
func tiedAtCut(e *analyze.Entity, cols []string, p *design.Plan, multi, folded bool, want, got [][]*string) bool {
	orders := slices.Concat(p.Pattern.OrderBy, p.Pattern.AppOrder)
	if multi || len(want) == 0 || len(want) != len(got) || len(orders) == 0 || (p.Pattern.Limit == 0 && !p.Pattern.LimitParam) {
		return false
	}
	var idx []int
	for _, o := range orders {
		i := orderIndex(cols, o)
		if i < 0 {
			return false // the tie cannot be seen
		}
		idx = append(idx, i)
	}
	ws, gs := sortValues(e, cols, want, idx), sortValues(e, cols, got, idx)
	edge := ws[len(ws)-1]
	var w, g [][]*string
	for i := range want {
		if ws[i] != edge {
			w = append(w, want[i])
		}
		if gs[i] != edge {
			g = append(g, got[i])
		}
	}
	if len(w) != len(g) {
		return false
	}
	// The rows before the tie compared as the whole answer is (folded,
	// for a GROUP BY's one spelling of a group).
	missing, extra := multisetDiff(keys(e, cols, w, folded), keys(e, cols, g, folded))
	return len(missing)+len(extra) == 0
}

// firstOfEach keeps the first of the rows of each key (keys[i] is
// rows[i]'s), in their order.
func firstOfEach(keys []string, rows [][]*string) [][]*string {
	seen := map[string]bool{}
	var out [][]*string
	for i, r := range rows {
		if !seen[keys[i]] {
			seen[keys[i]] = true
			out = append(out, r)
		}
	}
	return out
}

// sortValues are each row's values of the columns at idx: (a) or (a b).
// A string is folded as its collation compares (design.Fold): Bob and bob
// tie in the SQL's order, and either may come first.
func sortValues(e *analyze.Entity, cols []string, rows [][]*string, idx []int) []string {
	var out []string
	for _, r := range rows {
		var vs []string
		for _, i := range idx {
			c := e.Column(cols[i])
			v := norm(c, r[i])
			if c != nil && c.Kind == analyze.KindString && r[i] != nil {
				v = design.Collate(c, v)
			}
			vs = append(vs, v)
		}
		v := strings.Join(vs, " ")
		if len(idx) > 1 {
			v = "(" + v + ")"
		}
		out = append(out, v)
	}
	return out
}

func keys(e *analyze.Entity, cols []string, rows [][]*string, folded bool) []string {
	var out []string
	for _, r := range rows {
		if folded && e != nil {
			f := make([]*string, len(r))
			for i, v := range r {
				f[i] = v
				if v == nil || i >= len(cols) {
					continue
				}
				if c := e.Column(cols[i]); c != nil && c.Kind == analyze.KindString && c.Fold != analyze.FoldNone {
					x := design.Collate(c, *v)
					f[i] = &x
				}
			}
			r = f
		}
		out = append(out, rowKey(e, cols, r))
	}
	return out
}

// rowKey is a row as comparable text: NULL marked, numbers normalized
// (DynamoDB returns 10.50 as 10.5).
func rowKey(e *analyze.Entity, cols []string, r []*string) string {
	parts := make([]string, len(r))
	for i, v := range r {
		var c *analyze.Column
		if e != nil && i < len(cols) {
			c = e.Column(cols[i])
		}
		parts[i] = norm(c, v)
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

func norm(c *analyze.Column, v *string) string {
	switch {
	case v == nil:
		return "NULL"
	case c != nil && c.Kind == analyze.KindBinary:
		return items.Shown(c, *v) // bytes compared as they are, shown in hex as everywhere
	case c != nil && c.Type == listType:
		return canonicalList(*v)
	case c != nil && numericKind(c.Kind):
		if r, ok := new(big.Rat).SetString(*v); ok {
			return r.FloatString(precision(*v))
		}
	}
	return *v
}

// canonicalList is a JSON_ARRAYAGG list as comparable text: its elements
// in sorted order (SQL gives them in no order), each with its object's
// members sorted by name (MySQL sorts them, MariaDB keeps them as
// written), numbers by value (9.50 is 9.5), and a date and time with its
// zero decimals of seconds dropped (MySQL writes 10:00:00.000000, the
// in-process engine 2024-01-01T10:00:00Z).
func canonicalList(s string) string {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	var list []any
	if err := dec.Decode(&list); err != nil {
		return s
	}
	var out []string
	for _, x := range list {
		out = append(out, canonicalJSON(x))
	}
	slices.Sort(out)
	return "[" + strings.Join(out, ", ") + "]"
}

var jsonTime = regexp.MustCompile(`^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)(\.\d+)?Z?$`)

func canonicalJSON(x any) string {
	switch v := x.(type) {
	case map[string]any:
		var names []string
		for k := range v {
			names = append(names, k)
		}
		slices.Sort(names)
		var parts []string
		for _, k := range names {
			parts = append(parts, strconv.Quote(k)+": "+canonicalJSON(v[k]))
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case []any:
		var parts []string
		for _, y := range v {
			parts = append(parts, canonicalJSON(y))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case json.Number:
		if r, ok := new(big.Rat).SetString(v.String()); ok {
			return r.FloatString(precision(v.String()))
		}
		return v.String()
	case string:
		if m := jsonTime.FindStringSubmatch(v); m != nil {
			v = m[1] + " " + m[2] + strings.TrimRight(m[3], "0")
			v = strings.TrimSuffix(v, ".")
		}
		return strconv.Quote(v)
	case nil:
		return "null"
	}
	return fmt.Sprint(x)
}

// precision keeps a number's significant decimals: 10.50 and 10.5 both
// print as 10.5.
// An exponent moves the point: 1.5e+10 needs none, 2.5e-3 four.
func precision(s string) int {
	exp := 0
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		exp, _ = strconv.Atoi(s[i+1:])
		s = s[:i]
	}
	_, frac, _ := strings.Cut(s, ".")
	return max(len(strings.TrimRight(frac, "0"))-exp, 0)
}

func compareNumbers(a, b string) int {
	x, okx := new(big.Rat).SetString(a)
	y, oky := new(big.Rat).SetString(b)
	if !okx || !oky {
		return strings.Compare(a, b)
	}
	return x.Cmp(y)
}

// multisetDiff lists what want has that got lacks, and the reverse.
func multisetDiff(want, got []string) (missing, extra []string) {
	count := map[string]int{}
	for _, w := range want {
		count[w]++
	}
	for _, g := range got {
		if count[g] > 0 {
			count[g]--
		} else {
			extra = append(extra, g)
		}
	}
	for _, w := range want {
		if count[w] > 0 {
			missing = append(missing, w)
			count[w]--
		}
	}
	return missing, extra
}

func lines(label string, cols []string, rows []string) string {
	if len(rows) == 0 {
		return ""
	}
	s := fmt.Sprintf("\n  %s (%s):", label, strings.Join(cols, ", "))
	for i, r := range rows {
		if i == 5 {
			s += fmt.Sprintf("\n    ... and %d more", len(rows)-5)
			break
		}
		s += "\n    " + r
	}
	return s
}
