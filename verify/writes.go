package verify

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/gogen"
	"sql2dynamo/partiql"
)

// writer runs the design's write patterns, one at a time, on both sides:
// the SQL on the engine, the request on DynamoDB, with values drawn from
// the data (a new row to insert, an existing row to update or delete).
// Rows it inserts join its data, so a later DELETE sees what refers to
// its row.
type writer struct {
	eng    engine
	t      *table
	d      *design.Design
	data   map[string][]row
	rnd    *rand.Rand
	timing *Timing
	// g, with Options.ViaGo, runs the generated package's methods: a
	// write whose method runs its plan is checked through it too.
	g *goDriver
	// sqlRows are the rows the last check's SQL found (writeSQL), which
	// a method's :execrows count must be.
	sqlRows int64
}

// write runs plan k, a write, and returns its result and the rows it
// touched by entity: the reads run next look at those first.
func (w *writer) write(ctx context.Context, k int, p *design.Plan) (*PatternResult, map[string][]row) {
	t, d, data, rnd := w.t, w.d, w.data, w.rnd
	touched := map[string][]row{}
	p = d.ListPlan(p, 1) // a sqlc.slice list of the one row written
	pr := &PatternResult{Name: p.Pattern.Name, Pos: p.Pattern.Pos, Status: Pass, Write: true, Checks: []Check{}}
	e := d.Model.Entity(p.Entity)
	values, r, ok := writeValues(d, p, e, data, k, rnd, nil)
	if !ok {
		pr.Status, pr.Reason = NotVerified, fmt.Sprintf("no row of %s to write with", e.Name)
		return pr, nil
	}
	if len(p.Feed) > 0 {
		return w.writeSelected(ctx, k, p, e, values, r, pr)
	}
	if err := t.nextID(ctx, d, p, values, r); err != nil {
		pr.add(Check{Via: "request", Status: Fail, Diff: "DynamoDB: " + err.Error(), fault: faultOf(err)})
		return pr, nil
	}
	c := w.check(ctx, p, e, values, "request", false, func() (int, error) { return t.writeAll(ctx, d, p, e, values, r, data) })
	w.lastID(ctx, p, values, &c)
	pr.add(c)
	// An upsert runs again on an existing row's key: the other way
	// it goes (the update, the replacement, the ignored row). A plain
	// INSERT runs again too, and must be refused as SQL refuses it.
	if taken := collidingRow(d, p, e, data, rnd); taken != nil {
		if v3, r3, ok := writeValues(d, p, e, data, k+2*len(d.Plans), rnd, taken); ok {
			var c Check
			if p.Pattern.Upsert != nil {
				// A REPLACE numbers its new row (NextID) as a new one does.
				if err := t.nextID(ctx, d, p, v3, r3); err != nil {
					pr.add(Check{Binding: bindingText(w.d.Model, p, v3), Via: "request, existing key", Status: Fail, Diff: "DynamoDB: " + err.Error(), fault: faultOf(err)})
					return pr, touched
				}
				c = w.check(ctx, p, e, v3, "request, existing key", true, func() (int, error) { return t.writeAll(ctx, d, p, e, v3, r3, data) })
				w.lastID(ctx, p, v3, &c)
			} else {
				c = w.refused(ctx, p, e, v3, r3)
			}
			pr.add(c)
			touched[e.Name] = append(touched[e.Name], rowAfter(p, r3, v3))
		}
	}
	// An INSERT whose item copies a parent's columns runs again naming
	// no parent row: the FOREIGN KEY refuses it, and so must the design.
	if len(p.Parents) > 0 {
		if v6, r6, ok := writeValues(d, p, e, data, k+9*len(d.Plans), rnd, nil); ok && orphan(d, p, e, v6, r6, data) {
			pr.add(w.orphaned(ctx, p, e, nil, v6, r6))
		}
	}
	// An UPDATE (or upsert) that sets nullable columns from parameters
	// runs again with all of them NULL, whatever the draws above gave:
	// the plan for NULLs (design.Plan.Null) runs on every seed.
	if nulls := nullableSets(p, e); len(nulls) > 0 && p.Pattern.Statement == analyze.Update {
		if v5, r5, ok := writeValues(d, p, e, data, k+8*len(d.Plans), rnd, nil); ok {
			for _, b := range nulls {
				delete(v5, b)
			}
			c := w.check(ctx, p, e, v5, "request, NULL parameters", false, func() (int, error) { return t.writeAll(ctx, d, p, e, v5, r5, data) })
			pr.add(c)
			touched[e.Name] = append(touched[e.Name], rowAfter(p, r5, v5))
		}
	}
	// An upsert that gives further UNIQUE keys runs again with a new key
	// and a row's value of each: MySQL updates that row (Redirects), or
	// a REPLACE deletes it (Collides). A REPLACE that gives the table key
	// runs once more with one row's key and another row's value of each
	// further key: it deletes them all.
	if p.Pattern.Upsert != nil && len(p.Redirects)+len(p.Collides) > 0 {
		_, others := design.ConflictKey(e, p.Pattern.Sets)
		if p.KeyCollides && len(others) > 0 {
			others = append([][]string{nil}, others...) // nil: every further key taken, the table key too
		}
		for i, u := range others {
			// A row with a value of each key taken, each from a row not
			// taken yet: one key each, or, for nil, every key.
			keys, via := [][]string{u}, "request, taken "+strings.Join(u, ", ")
			if u == nil {
				key, _ := design.ConflictKey(e, p.Pattern.Sets)
				keys, via = append([][]string{key}, others[1:]...), "request, every key taken"
			}
			rows := data[e.Name]
			var takes []take
			// Each from a row as loaded: not one taken yet, nor one a
			// check before changed.
			spent := func(r row) bool {
				return slices.ContainsFunc(takes, func(t take) bool { return tuple(t.row, e.PrimaryKey) == tuple(r, e.PrimaryKey) }) ||
					slices.ContainsFunc(touched[e.Name], func(t row) bool { return tuple(t, e.PrimaryKey) == tuple(r, e.PrimaryKey) })
			}
			for _, key := range keys {
				for _, j := range rnd.Perm(len(rows)) {
					if !slices.ContainsFunc(key, func(c string) bool { return rows[j][e.Column(c).Name] == nil }) && !spent(rows[j]) {
						takes = append(takes, take{rows[j], key})
						break
					}
				}
			}
			if len(takes) < len(keys) {
				continue
			}
			v4, r4, ok := writeValuesOn(d, p, e, data, k+(5+i)*len(d.Plans), rnd, takes...)
			if !ok {
				continue
			}
			if err := t.nextID(ctx, d, p, v4, r4); err != nil {
				pr.add(Check{Binding: bindingText(w.d.Model, p, v4), Via: via, Status: Fail, Diff: "DynamoDB: " + err.Error(), fault: faultOf(err)})
				continue
			}
			c := w.check(ctx, p, e, v4, via, true, func() (int, error) { return t.writeAll(ctx, d, p, e, v4, r4, data) })
			pr.add(c)
			for _, tk := range takes {
				touched[e.Name] = append(touched[e.Name], tk.row)
			}
			touched[e.Name] = append(touched[e.Name], rowAfter(p, r4, v4))
		}
	}
	// The PartiQL runs too, with other values, unless the write reads
	// its items first (that read is checked with the request).
	// A counter's PartiQL UPDATE needs the counter item to exist (see
	// the note in the report), so those writes run by request only.
	if stmt := partiql.For(onTable(d, t), p); stmt != nil && p.Lookup == nil && len(p.Counters) == 0 {
		if v2, r2, ok := writeValues(d, p, e, data, k+len(d.Plans), rnd, nil); ok && t.nextID(ctx, d, p, v2, r2) == nil {
			c := w.check(ctx, p, e, v2, "partiql", false, func() (int, error) {
				if q := chosen(d, t.name, p, v2); q != p { // the statement built for this call
					if stmt = partiql.For(onTable(d, t), q); stmt == nil {
						return 0, nil // every SET kept as it is: nothing to send
					}
				}
				err := t.writePartiQL(ctx, d, stmt, p, e, v2, r2)
				if !noItem(p, err) {
					return 1, err
				}
				// The upsert's UPDATE found no item: its INSERT.
				if err := t.nextID(ctx, d, p.Otherwise, v2, r2); err != nil {
					return 1, err
				}
				return 2, t.writePartiQL(ctx, d, partiql.For(onTable(d, t), p.Otherwise), p.Otherwise, e, v2, r2)
			})
			pr.add(c)
			touched[e.Name] = append(touched[e.Name], rowAfter(p, r2, v2))
			if p.Pattern.Statement == analyze.Insert && c.Status == Pass {
				data[e.Name] = append(slices.Clone(data[e.Name]), rowAfter(p, r2, v2))
			}
		}
	}
	// The generated package's method runs too, with values of its own
	// (issue 34): the reads after look its row up as the others', and
	// the table is checked whole after it, so that an item the reads do
	// not see (a lock, a counter, an index key) is checked too. It
	// starts as the SQL's rows, whatever the writes before left (their
	// own checks said so).
	synced := false // w.data is the SQL's rows as read back: every row written is in it
	if m := w.g.method(p); m != nil {
		if err := w.resync(ctx); err != nil {
			pr.add(Check{Via: "go", Status: Fail, Diff: err.Error(), fault: faultOf(err)})
			return pr, touched
		}
		data, synced = w.data, true
		// runGo runs the method with the values drawn from taken (nil:
		// new ones) and checks it, the whole table after it.
		var nulled []string // the parameters runGo sends as NULL
		runGo := func(seed int, taken row, via string, takes ...take) bool {
			v6, r6, ok := writeValues(d, p, e, data, k+seed*len(d.Plans), rnd, taken)
			if len(takes) > 0 {
				v6, r6, ok = writeValuesOn(d, p, e, data, k+seed*len(d.Plans), rnd, takes...)
			}
			if !ok {
				return true
			}
			for _, b := range nulled {
				col, _, _ := strings.Cut(b, ".")
				delete(v6, b)
				if c := e.Column(col); c != nil {
					r6[c.Name] = nil
				}
			}
			if err := w.goValues(ctx, p, e, m, v6, r6); err != nil {
				pr.add(Check{Via: via, Status: Fail, Diff: "DynamoDB: " + err.Error(), fault: faultOf(err)})
				return false
			}
			id := ""
			for _, de := range d.Entities {
				if de.Name == e.Name && de.Sequence != nil && p.NextID != nil && taken == nil {
					id = v6[de.Sequence.Column]
				}
			}
			c := w.check(ctx, p, e, v6, via, taken != nil, func() (int, error) {
				if up := p.Pattern.Upsert; up != nil && up.LastID != "" && taken != nil {
					// LAST_INSERT_ID(id) on a taken key: the existing
					// row's id, as the SQL session gives it.
					if v, ok := sqlLastID(w.eng); ok {
						id = v
					}
				}
				return 1, w.g.exec(m, v6, id, w.sqlRows)
			})
			if c.Status == Pass {
				w.wholeTable(ctx, &c)
			}
			if c.Status == Fail && c.fault == nil {
				if err := w.resync(ctx); err != nil { // the next write is judged on its own
					c.fault = faultOf(err)
				}
			}
			data = w.data
			pr.add(c)
			touched[e.Name] = append(touched[e.Name], rowAfter(p, r6, v6))
			return true
		}
		if !runGo(64, nil, "go") {
			return pr, touched
		}
		// An INSERT runs once more with each nullable value NULL: an
		// attribute, an index key or a lock item left out, a sort key
		// written with nothing for it; an UPDATE too: its REMOVEs.
		if nulls := nullableSets(p, e); len(nulls) > 0 && (p.Pattern.Statement == analyze.Insert && p.Pattern.Upsert == nil && len(p.Feed) == 0 || p.Pattern.Statement == analyze.Update) {
			nulled = nulls
			ok := runGo(69, nil, "go, NULL parameters")
			nulled = nil
			if !ok {
				return pr, touched
			}
		}
		// An upsert runs again on an existing row's key: its UPDATE. A
		// plain INSERT does too, and must be refused as SQL refuses it,
		// the table left as it was.
		if taken := collidingRow(d, p, e, data, rnd); taken != nil {
			switch {
			case p.Pattern.Upsert != nil:
				if !runGo(65, taken, "go, existing key") {
					return pr, touched
				}
				// An upsert whose INSERT gives further UNIQUE keys runs
				// with a new key and one row's value of each: MySQL
				// updates that row (Redirects).
				// So does a REPLACE that deletes the rows its keys name
				// (Collides): each such row goes, and, when it gives the
				// table key too, every key taken at once, each by its own
				// row, deletes them all.
				if len(p.Redirects)+len(p.Collides) > 0 {
					key, others := design.ConflictKey(e, p.Pattern.Sets)
					takes := func(keys [][]string) []take {
						var out []take
						rows := data[e.Name]
						for _, u := range keys {
							for _, j := range rnd.Perm(len(rows)) {
								if !slices.ContainsFunc(u, func(c string) bool { return rows[j][e.Column(c).Name] == nil }) &&
									!slices.ContainsFunc(out, func(t take) bool { return tuple(t.row, e.PrimaryKey) == tuple(rows[j], e.PrimaryKey) }) {
									out = append(out, take{rows[j], u})
									break
								}
							}
						}
						return out
					}
					for i, u := range others {
						if tk := takes([][]string{u}); len(tk) == 1 && !runGo(67+i, nil, "go, taken "+strings.Join(u, ", "), tk...) {
							return pr, touched
						}
					}
					if all := append([][]string{key}, others...); p.KeyCollides && len(others) > 0 {
						if tk := takes(all); len(tk) == len(all) && !runGo(67+len(others), nil, "go, every key taken", tk...) {
							return pr, touched
						}
					}
				}
			case p.Pattern.Statement == analyze.Insert:
				if v7, r7, ok := writeValues(d, p, e, data, k+66*len(d.Plans), rnd, taken); ok {
					c := w.goRefused(ctx, p, e, m, v7, r7)
					if c.Status == Fail && c.fault == nil {
						if err := w.resync(ctx); err != nil {
							c.fault = faultOf(err)
						}
					}
					data = w.data
					pr.add(c)
				}
			}
		}
		if len(p.Parents) > 0 {
			if v8, r8, ok := writeValues(d, p, e, data, k+68*len(d.Plans), rnd, nil); ok && orphan(d, p, e, v8, r8, data) {
				c := w.orphaned(ctx, p, e, m, v8, r8)
				data = w.data
				pr.add(c)
			}
		}
	}
	after := rowAfter(p, r, values)
	touched[e.Name] = append(touched[e.Name], after)
	for _, other := range p.Pattern.Written[min(1, len(p.Pattern.Written)):] {
		// The other tables of a DELETE of several: their rows that
		// joined the one drawn are looked up after the write too.
		if o := d.Model.Entity(other); o != nil {
			touched[o.Name] = append(touched[o.Name], joinedRows(e, r, o, data)...)
		}
	}
	if p.Pattern.Statement == analyze.Insert && c.Status == Pass && !synced {
		data[e.Name] = append(slices.Clone(data[e.Name]), after)
	}
	return pr, touched
}

// wholeTable checks, after c's write passed, that the table holds
// exactly the items the design keeps for the SQL's rows; when it does,
// those rows are the data the next write draws from.
func (w *writer) wholeTable(ctx context.Context, c *Check) {
	after, err := readBack(w.eng, w.d.Model)
	var diff string
	if err == nil {
		diff, err = w.tableDiff(ctx, after)
	}
	switch {
	case err != nil:
		c.Status, c.Diff, c.fault = Fail, err.Error(), faultOf(err)
	case diff != "":
		c.Status, c.Diff = Fail, "the table after the write: "+diff
	default:
		w.data = after
	}
}

// goValues readies a write's values for its generated method, which
// numbers its row and reads its clock itself: the id its sequence will
// give (peeked, not taken), and one time for every column the write
// stamps, as one application clock gives it (the SQL's row is set to
// them after, as for the request).
func (w *writer) goValues(ctx context.Context, p *design.Plan, e *analyze.Entity, m *gogen.Method, values map[string]string, r row) error {
	if p.NextID != nil {
		id, err := w.t.peekID(ctx, p)
		if err != nil {
			return err
		}
		for _, de := range w.d.Entities {
			if de.Name == e.Name && de.Sequence != nil {
				values[de.Sequence.Column], r[de.Sequence.Column] = id, &id
			}
		}
	}
	var now string
	for _, c := range m.Clocks {
		if v, ok := values[c]; ok && now == "" {
			now = v
		}
	}
	for _, c := range m.Clocks {
		v := now
		if strings.HasSuffix(c, "."+analyze.ClockToday) || e.Column(strings.SplitN(c, ".", 2)[0]).Kind == analyze.KindDate {
			v = now[:min(len(now), 10)]
		}
		values[c] = v
		if col, _, clocked := strings.Cut(c, "."); !clocked || p.Pattern.Statement == analyze.Insert {
			r[col] = &v
		}
	}
	return nil
}

// writeSelected runs INSERT ... SELECT: the SQL statement, and the
// design's read then one write per item (numbered one by one), after which
// the table must hold exactly the items the design keeps for the SQL's
// rows, the rows the SELECT found among them. The rows written are the
// ones the reads after look up.
func (w *writer) writeSelected(ctx context.Context, k int, p *design.Plan, e *analyze.Entity, values map[string]string, r row, pr *PatternResult) (*PatternResult, map[string][]row) {
	before := w.data[e.Name]
	// run checks one INSERT ... SELECT, the table checked whole after it,
	// starting as the SQL's rows whatever a write before left (its own
	// checks said so), without a row the SELECT would give again.
	run := func(via string, values map[string]string, send func() (int, error)) bool {
		if err := w.clearCollisions(ctx, p, e); err != nil {
			pr.add(Check{Via: via, Status: Fail, Diff: err.Error(), fault: faultOf(err)})
			return false
		}
		if err := w.resync(ctx); err != nil {
			pr.add(Check{Via: via, Status: Fail, Diff: err.Error(), fault: faultOf(err)})
			return false
		}
		c := w.check(ctx, p, e, values, via, false, send)
		if c.Status == Pass {
			w.wholeTable(ctx, &c)
		}
		if c.Status == Fail && c.fault == nil {
			if err := w.resync(ctx); err != nil { // the next write is judged on its own
				c.fault = faultOf(err)
			}
		}
		pr.add(c)
		return true
	}
	if !run("request", values, func() (int, error) { return w.t.writeAll(ctx, w.d, p, e, values, r, w.data) }) {
		return pr, nil
	}
	// The generated package's method copies the rows of other values
	// (issue 34).
	if m := w.g.method(p); m != nil {
		if v2, _, ok := writeValues(w.d, p, e, w.data, k+64*len(w.d.Plans), w.rnd, nil); ok {
			run("go", v2, func() (int, error) { return 1, w.g.exec(m, v2, "", w.sqlRows) })
		}
	}
	touched := map[string][]row{}
	for _, x := range w.data[e.Name] {
		if !slices.ContainsFunc(before, func(b row) bool { return tuple(b, e.PrimaryKey) == tuple(x, e.PrimaryKey) }) {
			touched[e.Name] = append(touched[e.Name], x) // a row the INSERT wrote
		}
	}
	return pr, touched
}

// resync loads DynamoDB again from the SQL side when the two differ; the
// SQL's rows, read back, are the data the next write draws from either
// way.
func (w *writer) resync(ctx context.Context) error {
	now, err := readBack(w.eng, w.d.Model)
	if err != nil {
		return err
	}
	diff, err := w.tableDiff(ctx, now)
	if err != nil || diff == "" {
		if err == nil {
			w.data = now
		}
		return err
	}
	return w.reload(ctx, now)
}

// clearCollisions deletes, on both sides, the rows of e whose primary key a
// row of the INSERT's SELECT would give again (the generated rows of two
// tables share ids): the SQL would refuse the whole statement, and the
// check is of the rows it writes.
func (w *writer) clearCollisions(ctx context.Context, p *design.Plan, e *analyze.Entity) error {
	feed := map[string]string{}
	for _, f := range p.Feed {
		feed[strings.ToLower(f.Placeholder)] = f.Attr
	}
	src := w.d.Model.Entity(p.Lookup.Steps()[len(p.Lookup.Steps())-1].Entity)
	if src == nil || slices.ContainsFunc(e.PrimaryKey, func(c string) bool { return feed[strings.ToLower(c)] == "" }) {
		return nil
	}
	given := map[string]bool{}
	for _, s := range w.data[src.Name] {
		mapped := row{}
		for _, c := range e.PrimaryKey {
			mapped[c] = s[src.Column(feed[strings.ToLower(c)]).Name]
		}
		given[tuple(mapped, e.PrimaryKey)] = true
	}
	var deletes []string
	for _, x := range w.data[e.Name] {
		if !given[tuple(x, e.PrimaryKey)] {
			continue
		}
		var where []string
		for _, c := range e.PrimaryKey {
			where = append(where, quoteIdent(c)+" = "+literal(x[c], e.Column(c).Kind))
		}
		deletes = append(deletes, "DELETE FROM "+quoteIdent(e.Name)+" WHERE "+strings.Join(where, " AND "))
	}
	if len(deletes) == 0 {
		return nil
	}
	if err := w.eng.exec("SET FOREIGN_KEY_CHECKS = 0"); err != nil {
		return err
	}
	var err error
	for _, q := range deletes {
		if err = w.eng.exec(q); err != nil {
			break
		}
	}
	if on := w.eng.exec("SET FOREIGN_KEY_CHECKS = 1"); err == nil { // back on, whatever the deletes did
		err = on
	}
	if err != nil {
		return err
	}
	after, err := readBack(w.eng, w.d.Model)
	if err != nil {
		return err
	}
	return w.reload(ctx, after)
}

// readsAfter runs again, after write w, each read that passed and reads a
// table w writes, by request, with bindings from the rows w touched first:
// a write that missed an index key or a copy shows here, and its failure
// is w's, reported once under w (the read passed on its own). After such a
// failure the table is loaded again from the SQL side, so the next write
// is judged on its own.
func (wr *writer) readsAfter(ctx context.Context, onTable *design.Design, w *design.Plan, pr *PatternResult, touched map[string][]row, reads []PatternResult) error {
	eng, t, d := wr.eng, wr.t, wr.d
	after, err := readBack(eng, d.Model)
	if err != nil {
		return err
	}
	// A touched row as the SQL holds it after the write, by its primary
	// key: the values the engine computed (a GENERATED column, a
	// DEFAULT) are the bindings, not the ones the write was drawn with.
	for name, rows := range touched {
		e := d.Model.Entity(name)
		if e == nil {
			continue
		}
		byKey := map[string]row{}
		for _, r := range after[e.Name] {
			byKey[tuple(r, e.PrimaryKey)] = r
		}
		for i, r := range rows {
			if sql, ok := byKey[tuple(r, e.PrimaryKey)]; ok {
				rows[i] = sql
			}
		}
	}
	named := append([]string{w.Entity}, w.Pattern.Written...)
	written := cascaded(d.Model, named)
	for _, name := range written[len(named):] {
		// Rows the SQL deleted or changed by a foreign key's action are
		// the bindings the reads of their table take first.
		e := d.Model.Entity(name)
		cols := make([]string, len(e.Columns))
		for i, c := range e.Columns {
			cols[i] = c.Name
		}
		now := map[string]bool{}
		for _, r := range after[e.Name] {
			now[tuple(r, cols)] = true
		}
		for _, r := range wr.data[e.Name] {
			if !now[tuple(r, cols)] {
				touched[e.Name] = append(touched[e.Name], r)
			}
		}
	}
	var stale []string
	for i, p := range d.Plans {
		if p.Pattern.Statement != analyze.Select || p.Operation == "" || reads[i].Status != Pass ||
			!slices.ContainsFunc(p.Pattern.Tables, func(r analyze.TableRef) bool { return slices.Contains(written, r.Entity) }) {
			continue
		}
		focus := maps.Clone(after)
		if rows := touched[p.Entity]; len(rows) > 0 {
			focus[p.Entity] = append(slices.Clone(rows), after[p.Entity]...)
		}
		again := checkPattern(ctx, eng, t, d, onTable, p, focus, len(touched[p.Entity]), Options{BindingsPerPattern: 1}, wr.rnd, wr.timing)
		if err := stopped(ctx, &again); err != nil {
			return err
		}
		for _, c := range again.Checks {
			if c.Via != "request" {
				continue // the PartiQL reads the same items: the write is what is checked
			}
			c.Via = "then " + p.Pattern.Name
			pr.add(c)
			if c.Status == Fail && !slices.Contains(stale, p.Pattern.Name) {
				stale = append(stale, p.Pattern.Name)
			}
		}
	}
	if len(stale) == 0 {
		return nil
	}
	pr.Reason = "after it, " + strings.Join(stale, ", ") + " no longer returns what its SQL returns"
	if len(stale) > 1 {
		pr.Reason = "after it, " + strings.Join(stale, ", ") + " no longer return what their SQL returns"
	}
	return t.sync(ctx, d, after)
}

// cascaded adds to the tables a write names those the SQL changes with
// them: the tables whose foreign keys declare an action (ON DELETE
// CASCADE, SET NULL, ...) on one of them, and so on down, so that a read of
// a child table is run again after its parent's DELETE.
func cascaded(m *analyze.Model, tables []string) []string {
	out := slices.Clone(tables)
	for i := 0; i < len(out); i++ {
		for _, e := range m.Entities {
			for _, fk := range e.ForeignKeys {
				if (fk.OnDelete != "" || fk.OnUpdate != "") && strings.EqualFold(fk.RefEntity, out[i]) && !slices.Contains(out, e.Name) {
					out = append(out, e.Name)
				}
			}
		}
	}
	return out
}

// collidingRow is, for an INSERT, an existing row whose key the INSERT
// can take: nil for other writes, and when no row has the whole key.
func collidingRow(d *design.Design, p *design.Plan, e *analyze.Entity, data map[string][]row, rnd *rand.Rand) row {
	if p.Pattern.Statement != analyze.Insert || p.Status != design.OK || len(p.Feed) > 0 {
		return nil // INSERT ... SELECT's rows are the SELECT's: its table check says whether they were written
	}
	key := collisionKey(p, e)
	if key == nil {
		return nil
	}
	rows := data[e.Name]
	for _, i := range rnd.Perm(len(rows)) {
		if !slices.ContainsFunc(key, func(c string) bool { return rows[i][e.Column(c).Name] == nil }) {
			return rows[i]
		}
	}
	return nil
}

// collisionKey is the key an INSERT run on an existing row's values
// collides on: an upsert's conflict key, or for a plain INSERT the primary
// key when it gives it, else the first UNIQUE key it gives whole.
func collisionKey(p *design.Plan, e *analyze.Entity) []string {
	if p.Pattern.Upsert != nil {
		key, _ := design.ConflictKey(e, p.Pattern.Sets)
		return key
	}
	given := func(cols []string) bool {
		return len(cols) > 0 && !slices.ContainsFunc(cols, func(c string) bool { return !p.Pattern.Assigns(c) })
	}
	for _, k := range append([][]string{e.PrimaryKey}, e.Unique...) {
		if given(k) {
			return k
		}
	}
	return nil
}

// refused runs an INSERT whose key another row holds: SQL refuses it, and
// so must the design's request (a failed condition, or a transaction a
// condition cancels), changing nothing.
func (w *writer) refused(ctx context.Context, p *design.Plan, e *analyze.Entity, values map[string]string, r row) Check {
	c := Check{Binding: bindingText(w.d.Model, p, values), Via: "request, existing key", Status: Pass}
	start := time.Now()
	err := w.alignSequence(ctx, p, e, values)
	if faultOf(err) != nil {
		c.Status, c.Diff, c.fault = Fail, "DynamoDB: "+err.Error(), faultOf(err)
		return c
	}
	_, sqlErr := writeSQL(w.eng, w.d, p, e, values)
	w.timing.SQL += time.Since(start)
	if sqlErr == nil {
		return w.tookIt(ctx, c, "a second row with this key")
	}
	start = time.Now()
	n, err := w.t.writeAll(ctx, w.d, p, e, values, r, w.data)
	w.timing.DynamoDB += time.Since(start)
	c.Requests = n
	var failed *types.ConditionalCheckFailedException
	var cancelled *types.TransactionCanceledException
	switch {
	case err == nil:
		c.Status, c.Diff = Fail, "SQL refuses a second row with this key ("+firstLine(sqlErr.Error())+"), and DynamoDB wrote it"
	case errors.As(err, &failed) || errors.As(err, &cancelled):
		// refused, as SQL refused
	default:
		c.Status, c.Diff, c.fault = Fail, "DynamoDB: "+err.Error(), faultOf(err)
	}
	return c
}

// orphan sets the foreign key values of an INSERT's row that its copies
// are read by (design.Plan.Parents) to values no parent row has; false
// when it finds none.
func orphan(d *design.Design, p *design.Plan, e *analyze.Entity, values map[string]string, r row, data map[string][]row) bool {
	for _, rd := range p.Parents {
		pe := d.Model.Entity(rd.Entity)
		for _, f := range rd.KeyFrom {
			c, b := e.Column(f.Attr), slices.IndexFunc(p.Bindings, func(b design.Binding) bool { return strings.EqualFold(b.Name, f.Attr) })
			if c == nil || b < 0 {
				return false
			}
			taken := func(v string) bool {
				return slices.ContainsFunc(data[pe.Name], func(pr row) bool { return pr[f.Placeholder] != nil && *pr[f.Placeholder] == v })
			}
			v := ""
			for i := 0; v == "" || taken(v); i++ {
				if i == 20 {
					return false
				}
				if x := value(e, c, 900000+i, 1, rand.New(rand.NewPCG(uint64(i), 1))); x != nil {
					v = *x
				}
			}
			values[p.Bindings[b].Name], r[c.Name] = v, &v
		}
	}
	return true
}

// orphaned runs an INSERT whose row names no parent row to copy from
// (orphan): SQL's FOREIGN KEY refuses it, and so must the design's plan
// (no parent item: errNoParent), or the generated method m, when not nil
// (ErrForeignKey), changing nothing.
func (w *writer) orphaned(ctx context.Context, p *design.Plan, e *analyze.Entity, m *gogen.Method, values map[string]string, r row) Check {
	if m != nil {
		return w.goRefuses(ctx, p, e, m, values, r, "go, no parent", "a row naming no parent", "foreign key constraint fails") // gogen's ErrForeignKey
	}
	c := Check{Binding: bindingText(w.d.Model, p, values), Via: "request, no parent", Status: Pass}
	start := time.Now()
	_, sqlErr := writeSQL(w.eng, w.d, p, e, values)
	w.timing.SQL += time.Since(start)
	if sqlErr == nil {
		return w.tookIt(ctx, c, "a row naming no parent")
	}
	start = time.Now()
	_, err := w.t.writeAll(ctx, w.d, p, e, values, r, w.data)
	w.timing.DynamoDB += time.Since(start)
	switch {
	case err == nil:
		c.Status, c.Diff = Fail, "SQL refuses a row naming no parent ("+firstLine(sqlErr.Error())+"), and DynamoDB wrote it"
	case !errors.Is(err, errNoParent):
		c.Status, c.Diff, c.fault = Fail, "DynamoDB: "+err.Error(), faultOf(err)
	}
	return c
}

// tookIt is c when the SQL engine took a row it was to refuse (what):
// not verified, and DynamoDB loaded again from the SQL side, which now
// holds the row.
func (w *writer) tookIt(ctx context.Context, c Check, what string) Check {
	c.Status, c.Diff = NotVerified, "the SQL engine took "+what+", so there is no refusal to compare"
	if err := w.resync(ctx); err != nil {
		c.fault = faultOf(err)
	}
	return c
}

// goRefused runs an INSERT's generated method with the key of an
// existing row: SQL refuses it, so the method must return an error
// wrapping ErrDuplicateKey, the whole table as it was.
func (w *writer) goRefused(ctx context.Context, p *design.Plan, e *analyze.Entity, m *gogen.Method, values map[string]string, r row) Check {
	return w.goRefuses(ctx, p, e, m, values, r, "go, existing key", "a second row with this key", "duplicate key")
}

// goRefuses runs a write's generated method with values SQL refuses
// (what says which): the method must return an error saying errText, the
// whole table as it was.
func (w *writer) goRefuses(ctx context.Context, p *design.Plan, e *analyze.Entity, m *gogen.Method, values map[string]string, r row, via, what, errText string) Check {
	c := Check{Binding: bindingText(w.d.Model, p, values), Via: via, Status: Pass}
	if err := w.goValues(ctx, p, e, m, values, r); err != nil {
		c.Status, c.Diff, c.fault = Fail, "DynamoDB: "+err.Error(), faultOf(err)
		return c
	}
	start := time.Now()
	_, sqlErr := writeSQL(w.eng, w.d, p, e, values)
	w.timing.SQL += time.Since(start)
	if sqlErr == nil {
		return w.tookIt(ctx, c, what)
	}
	reply, err := w.g.call(m, values)
	switch {
	case err != nil:
		c.Status, c.Diff, c.fault = Fail, err.Error(), fmt.Errorf("%w: %v", ErrEngineFault, err)
	case reply.Error == "":
		c.Status, c.Diff = Fail, "SQL refuses "+what+" ("+firstLine(sqlErr.Error())+"), and the generated method wrote it"
	case !strings.Contains(reply.Error, errText):
		c.Status, c.Diff = Fail, "SQL refuses "+what+", and the generated method says: "+reply.Error
	default:
		w.wholeTable(ctx, &c)
	}
	return c
}

// writeValues draws a write's parameter values: for an INSERT a new row
// (fresh keys, foreign keys to existing parents), for an UPDATE or DELETE an
// existing row (for a DELETE one no other row refers to) and, for the
// columns an UPDATE sets, another row's values. An upsert run on the key
// of taken, an existing row, inserts a new row with that row's key.
func writeValues(d *design.Design, p *design.Plan, e *analyze.Entity, data map[string][]row, k int, rnd *rand.Rand, taken row) (map[string]string, row, bool) {
	if taken == nil {
		return writeValuesOn(d, p, e, data, k, rnd)
	}
	return writeValuesOn(d, p, e, data, k, rnd, take{taken, collisionKey(p, e)})
}

// take is an existing row whose values of the columns key an INSERT
// gives: it collides with that row on key.
type take struct {
	row row
	key []string
}

// writeValuesOn is writeValues colliding with each take's row on its key.
func writeValuesOn(d *design.Design, p *design.Plan, e *analyze.Entity, data map[string][]row, k int, rnd *rand.Rand, takes ...take) (map[string]string, row, bool) {
	rows := data[e.Name]
	var r row
	switch p.Pattern.Statement {
	case analyze.Insert:
		r = row{}
		for _, c := range e.Columns {
			r[c.Name] = value(e, c, len(rows)+1000+k, len(rows)+1, rnd)
			if c.DefaultNow && !p.Pattern.Assigns(c.Name) && r[c.Name] == nil {
				// DEFAULT CURRENT_TIMESTAMP of a nullable column: the
				// INSERT that leaves it out gets the time, never NULL.
				notNull := *c
				notNull.NotNull = true
				r[c.Name] = value(e, &notNull, len(rows)+1000+k, len(rows)+1, rnd)
			}
			if !p.Pattern.Assigns(c.Name) && !c.DefaultNow && !e.IsKey([]string{c.Name}) {
				r[c.Name] = c.Default // left out: its DEFAULT, or NULL
			}
		}
		for _, a := range p.Pattern.Sets {
			if a.Value != nil && !a.Value.Param && a.Value.Clock == "" {
				r[a.Column.Column] = a.Value.Literal() // a literal of the statement
			}
		}
		for _, c := range e.Columns {
			if c.GeneratedExpr != nil { // as MySQL computes it: the row the reads after look up
				r[c.Name] = design.Generate(c.GeneratedExpr, func(col string) (string, bool) {
					if v := r[col]; v != nil {
						return *v, true
					}
					return "", false
				})
			}
		}
		keys := map[string]bool{}
		for _, x := range rows {
			keys[tuple(x, e.PrimaryKey)] = true
		}
		// A join table's key is its foreign keys: draw parents until the
		// pair is one no row has yet.
		for try := 0; ; try++ {
			for _, fk := range e.ForeignKeys {
				parents := data[d.Model.Entity(fk.RefEntity).Name]
				if len(parents) == 0 {
					return nil, nil, false
				}
				parent := parents[rnd.IntN(len(parents))]
				for j, c := range fk.Columns {
					if col := e.Column(c); p.Pattern.Assigns(col.Name) || e.IsKey([]string{col.Name}) {
						// Only what the INSERT writes: a foreign key it
						// leaves out stays NULL, as on the SQL side.
						r[col.Name] = parent[d.Model.Entity(fk.RefEntity).Column(fk.RefColumns[j]).Name]
					}
				}
			}
			if !keys[tuple(r, e.PrimaryKey)] {
				break
			}
			if try == 100 {
				return nil, nil, false
			}
		}
		for _, tk := range takes {
			taken, key := tk.row, tk.key
			prefixes := e.Prefixes(key)
			for i, c := range key {
				col := e.Column(c)
				r[col.Name] = taken[col.Name]
				if v := taken[col.Name]; v != nil && i < len(prefixes) && prefixes[i] > 0 && utf8.RuneCountInString(*v) >= prefixes[i] && (col.Length == 0 || prefixes[i]+2 <= col.Length) {
					// UNIQUE (email(20)): another value alike in its first
					// 20 characters, which the key takes as the same.
					other := design.Leading(*v, prefixes[i]) + "~x"
					r[col.Name] = &other
				}
			}
		}
	default:
		// A DELETE takes a row no other row refers to, as the foreign keys
		// require; one of several joined tables, a row that joins, whose
		// children it deletes too. A row that rows refer to by a foreign
		// key with ON DELETE CASCADE or SET NULL comes first: the SQL
		// deletes or changes those too, and the reads after must see it.
		together := len(p.Pattern.Written) > 1
		for _, cascading := range []bool{true, false} {
			for _, i := range rnd.Perm(len(rows)) {
				if p.Pattern.Statement == analyze.Delete && (referenced(d.Model, e, rows[i], data, false) != together || cascading && !referenced(d.Model, e, rows[i], data, true)) {
					continue
				}
				if whereNull(p, e, rows[i]) {
					continue // col = ? with a NULL finds no row: a row with values says more
				}
				r = rows[i]
				break
			}
			if r != nil {
				break
			}
		}
		if r == nil {
			return nil, nil, false
		}
	}
	values := map[string]string{}
	if clocked(p) {
		// The application's clock: one time per write, later for each
		// write so that the rows it stamps sort after the others.
		t := epoch.AddDate(1, 0, 0).Add(time.Duration(len(rows)+k)*time.Minute + 7*time.Second)
		clock := map[string]string{analyze.ClockNow: t.Format("2006-01-02 15:04:05"), analyze.ClockToday: t.Format("2006-01-02")}
		if p.Pattern.Statement == analyze.Insert {
			r = maps.Clone(r)
		}
		for _, a := range clockSets(p) {
			v := clock[a.Value.Clock]
			if clockNumber(d, e, a) {
				// NOW() in a BIGINT is MySQL's number of the time,
				// 20260101000407 (CURDATE() 20260101), not its text.
				v = strings.NewReplacer("-", "", ":", "", " ", "").Replace(v)
			}
			values[design.ClockCol(a.Column.Column, a.Value.Clock)] = v
			if p.Pattern.Statement == analyze.Insert {
				r[a.Column.Column] = &v // the row the INSERT writes
			}
		}
	}
	if p.Pattern.Statement == analyze.Insert {
		for _, c := range e.Columns {
			if c.DefaultNow && !p.Pattern.Assigns(c.Name) && r[c.Name] != nil {
				values[c.Name] = *r[c.Name] // the application's clock, which the SQL row is set to after
			}
		}
	}
	for _, b := range p.Bindings {
		if b.Name == design.LimitParam {
			// DELETE ... ORDER BY ... LIMIT ?: a count, no column's
			// value; 1 keeps the first row the order gives of those the
			// WHERE finds.
			values[b.Name] = "1"
			continue
		}
		col, suffix, _ := strings.Cut(b.Name, ".")
		v := r[col]
		if p.Pattern.Source != nil && !slices.ContainsFunc(p.Pattern.Sets, func(a analyze.Assignment) bool { return a.Value != nil && a.Value.Pos == b.Pos }) {
			// INSERT ... SELECT's parameter: a value of a row the SELECT reads.
			src := data[d.Model.Entity(b.Entity).Name]
			if len(src) == 0 {
				return nil, nil, false
			}
			v = src[rnd.IntN(len(src))][col]
		} else if b.Entity != "" && !strings.EqualFold(b.Entity, e.Name) && p.Pattern.Statement != analyze.Insert {
			// A joined table's column (DELETE s FROM sessions s JOIN users
			// u WHERE u.email = ?): the value of a row r joins.
			other := d.Model.Entity(b.Entity)
			if other == nil {
				return nil, nil, false
			}
			j := joinedRows(e, r, other, data)
			if len(j) == 0 {
				return nil, nil, false
			}
			v = j[0][col]
		}
		if suffix == "by" {
			values[b.Name] = "1" // SET n = n + ?: a change any numeric column takes
			continue
		}
		if a, ok := keeps(p.Pattern, b.Pos); ok && !a.KeepNull {
			values[b.Name] = fmt.Sprint(rnd.IntN(2)) // CASE WHEN ? THEN ...: set the column, or keep it
			continue
		}
		if excluding(p, b) {
			// col <> ? or NOT IN (?): another row's value, so that the
			// write finds its row (the row's own would exclude it).
			for try := 0; try < 50 && (v == nil || deref(v) == deref(r[col])); try++ {
				v = rows[rnd.IntN(len(rows))][col]
			}
		}
		// SET col = ? is {col}, or {col.new} when the WHERE names col too,
		// whose own {col} is then the row's value.
		setParam := suffix == "" && !slices.ContainsFunc(p.Bindings, func(x design.Binding) bool { return strings.EqualFold(x.Name, col+".new") })
		if suffix == "new" || (p.Pattern.Statement == analyze.Update && p.Pattern.Assigns(col) && setParam) {
			v = rows[rnd.IntN(len(rows))][col] // the new value: another row's
			for try := 0; v == nil && try < 50; try++ {
				v = rows[rnd.IntN(len(rows))][col] // one with a value
			}
			if c := e.Column(col); c != nil && inUnique(e, col) {
				v = value(e, c, len(rows)+2000+k, len(rows)+1, rnd) // a UNIQUE value no row has yet
			}
			if c := e.Column(col); c != nil && !c.NotNull && setsValue(p.Pattern, b.Pos) && rnd.IntN(3) == 0 {
				v = nil // SET c = ? with a NULL: one write in three
			}
		}
		if v == nil && setsValue(p.Pattern, b.Pos) {
			continue // the statement writes a NULL: no value, as param reads it
		}
		if v == nil {
			return nil, nil, false
		}
		values[b.Name] = *v
	}
	for _, b := range p.Bindings {
		if a, ok := keeps(p.Pattern, b.Pos); ok && a.KeepNull && rnd.IntN(2) == 0 {
			delete(values, b.Name) // COALESCE(?, c) with a NULL: c stays as it is
		}
	}
	return values, r, true
}

// nullableSets are the placeholders of the parameters p's statement sets
// a nullable column of e to (not COALESCE(?, c)'s, whose NULL keeps it).
func nullableSets(p *design.Plan, e *analyze.Entity) []string {
	var out []string
	for _, b := range p.Bindings {
		col, suffix, _ := strings.Cut(b.Name, ".")
		c := e.Column(col)
		if a, keep := keeps(p.Pattern, b.Pos); c == nil || c.NotNull || (suffix != "" && suffix != "new" && suffix != "by") || !setsValue(p.Pattern, b.Pos) || keep && a.KeepNull {
			continue
		}
		out = append(out, b.Name)
	}
	return out
}

// setsValue reports whether the parameter at pos is a value the statement
// writes (VALUES (?), SET c = ?), not one its WHERE compares with.
func setsValue(pat *analyze.Pattern, pos analyze.Pos) bool {
	return slices.ContainsFunc(pat.Sets, func(a analyze.Assignment) bool { return a.Value != nil && a.Value.Param && a.Value.Pos == pos })
}

// keeps is the assignment whose Keep parameter is at pos: the SQL's own
// reading, whatever the design made of it.
func keeps(pat *analyze.Pattern, pos analyze.Pos) (analyze.Assignment, bool) {
	for _, a := range pat.Sets {
		if a.Keep != nil && a.Keep.Pos == pos {
			return a, true
		}
	}
	return analyze.Assignment{}, false
}

// chosen is the plan the application sends with these values: the one
// for its NULL parameters (design.Plan.Null), the SETs that the
// parameters keep as they are left out (design.Plan.Skipping).
// A parameter missing from values is NULL.
func chosen(d *design.Design, table string, p *design.Plan, values map[string]string) *design.Plan {
	p = p.Null(table, d.Model, func(name string) bool { return param(values, name) == nil })
	var keep []string
	for _, o := range p.Optional {
		if !o.Keeps(param(values, o.Param)) {
			continue
		}
		keep = append(keep, o.Column)
	}
	if len(keep) == 0 {
		return p
	}
	return p.Skipping(table, d.Model, keep)
}

// param is a parameter's value, nil for NULL (missing from values).
func param(values map[string]string, name string) *string {
	if v, ok := values[name]; ok {
		return &v
	}
	return nil
}

// kept reports whether the call's parameters keep col as it is.
func kept(p *design.Plan, values map[string]string, col string) bool {
	return slices.ContainsFunc(p.Optional, func(o design.Optional) bool {
		return strings.EqualFold(o.Column, col) && o.Keeps(param(values, o.Param))
	})
}

// nextID numbers an INSERT's row as the design says, when it leaves its
// AUTO_INCREMENT key out: the sequence UpdateItem, its next the row's key.
// The SQL engine's AUTO_INCREMENT gives the same number when both went on
// from the loaded rows' MAX; the reads after the writes tell if not.
func (t *table) nextID(ctx context.Context, d *design.Design, p *design.Plan, values map[string]string, r row) error {
	if p.NextID == nil {
		return nil
	}
	in := *p.NextID.Request.(*dynamodb.UpdateItemInput)
	in.TableName = aws.String(t.name)
	out, err := t.client.UpdateItem(ctx, &in)
	if err != nil {
		return err
	}
	next := attr(out.Attributes[design.NextAttr])
	if next == nil {
		return fmt.Errorf("the sequence UpdateItem returned no %s", design.NextAttr)
	}
	for _, e := range d.Entities {
		if e.Name == p.Entity && e.Sequence != nil {
			values[e.Sequence.Column] = *next
			r[e.Sequence.Column] = next
		}
	}
	return nil
}

// peekID is the id the sequence item would give p's INSERT next, without
// taking it.
func (t *table) peekID(ctx context.Context, p *design.Plan) (string, error) {
	in := p.NextID.Request.(*dynamodb.UpdateItemInput)
	out, err := t.client.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(t.name), Key: in.Key, ConsistentRead: aws.Bool(true)})
	if err != nil {
		return "", err
	}
	var n int64
	if v := attr(out.Item[design.NextAttr]); v != nil {
		if n, err = strconv.ParseInt(*v, 10, 64); err != nil {
			return "", fmt.Errorf("the sequence item's %s is %q", design.NextAttr, *v)
		}
	}
	return strconv.FormatInt(n+1, 10), nil
}

// inUnique reports whether col is part of the primary key or a UNIQUE key.
func inUnique(e *analyze.Entity, col string) bool {
	for _, k := range append([][]string{e.PrimaryKey}, e.Unique...) {
		if slices.ContainsFunc(k, func(c string) bool {
			g := e.Column(c) // or a generated column computed from col: UNIQUE (url_hash), url_hash = MD5(url)
			return strings.EqualFold(c, col) || g != nil && slices.ContainsFunc(g.GeneratedFrom, func(f string) bool { return strings.EqualFold(f, col) })
		}) {
			return true
		}
	}
	return false
}

// whereNull reports whether a WHERE parameter of the write would take a
// NULL from row r (its own columns; a SET's new value is drawn apart).
func whereNull(p *design.Plan, e *analyze.Entity, r row) bool {
	for _, b := range p.Bindings {
		col, suffix, _ := strings.Cut(b.Name, ".")
		if b.Entity != "" && !strings.EqualFold(b.Entity, e.Name) || suffix == "new" || suffix == "by" || p.Pattern.Statement == analyze.Update && p.Pattern.Assigns(col) && suffix == "" {
			continue
		}
		if c := e.Column(col); c != nil && r[c.Name] == nil {
			return true
		}
	}
	return false
}

// referenced reports whether another row points at r through a foreign key
// that declares an action on DELETE (cascading) or one that does not (and
// so refuses the DELETE).
func referenced(m *analyze.Model, e *analyze.Entity, r row, data map[string][]row, cascading bool) bool {
	for _, other := range m.Entities {
		for _, fk := range other.ForeignKeys {
			if !strings.EqualFold(fk.RefEntity, e.Name) || (fk.OnDelete != "") != cascading {
				continue
			}
			if find(data[other.Name], fk.Columns, r, fk.RefColumns) != nil {
				return true
			}
		}
	}
	return false
}

// writeSQL runs the write's SQL with the values in place of its ?, and
// returns the rows it found (engine.affected), -1 when the engine does
// not count them as MySQL does.
func writeSQL(eng engine, d *design.Design, p *design.Plan, e *analyze.Entity, values map[string]string) (int64, error) {
	literals := sqlLiterals(p, func(b design.Binding) string {
		col, _, _ := strings.Cut(b.Name, ".")
		of := e
		if x := d.Model.Entity(b.Entity); x != nil {
			of = x // a joined table's column
		}
		c := of.Column(col)
		kind := bindingKind(b, c)
		if a, keep := keeps(p.Pattern, b.Pos); keep && !a.KeepNull {
			kind = analyze.KindInteger // CASE WHEN ?: a number, 0 or 1
		}
		return literal(param(values, b.Name), kind)
	})
	q, err := analyze.BindParams(analyze.ExplicitSets(p.Pattern), literals)
	if err != nil {
		return 0, err
	}
	if now, today, ok := clockLiterals(p, values); ok {
		// NOW() and CURDATE() are the time the application wrote with.
		q = analyze.BindClock(q, now, today)
	}
	if len(p.Pattern.Written) < 2 {
		_, inProcess := eng.(*memEngine)
		// The in-process engine computes generated columns after the
		// write: the rows before it, to put back should that refuse.
		snapshot := inProcess && slices.ContainsFunc(e.Columns, func(c *analyze.Column) bool { return c.Generated != "" })
		var before []row
		if snapshot {
			var err error
			if before, err = rowsOf(eng, e); err != nil {
				return 0, err
			}
		}
		err := eng.exec(q)
		if err != nil && inProcess && isSyntax(err) {
			err = eng.exec(d.Model.QuoteNames(q)) // a word the in-process engine reserves: as a name
		}
		if err != nil {
			return 0, err
		}
		n := eng.affected()
		if inProcess && p.Pattern.Upsert != nil && p.Pattern.Upsert.Kind == analyze.Replace && len(e.Unique) > 0 {
			// The in-process engine counts a REPLACE that deletes rows by
			// several keys as 2; MySQL counts each row deleted and the
			// one inserted. MariaDB checks that count.
			n = -1
		}
		if err := computeGenerated(eng, e); err != nil && snapshot {
			// MySQL refuses the whole statement (a generated UNIQUE value
			// taken): the rows go back to what they were.
			return 0, errors.Join(err, restore(eng, d.Model, e, before))
		} else if err != nil {
			return 0, err
		}
		return n, nil
	}
	// A DELETE of a parent and its children may delete the parent row
	// first, which the foreign key refuses (MySQL says so of such
	// statements too); the design deletes every row the join finds, so the
	// SQL side runs with the check off.
	if err := eng.exec("SET FOREIGN_KEY_CHECKS = 0"); err != nil {
		return 0, err
	}
	err = eng.exec(q)
	n := eng.affected()
	if _, inProcess := eng.(*memEngine); inProcess {
		// go-mysql-server counts the rows of one table of a DELETE of
		// several (1 where MySQL and MariaDB count the thread and its
		// reply, 2): no count to hold a method to.
		n = -1
	}
	if on := eng.exec("SET FOREIGN_KEY_CHECKS = 1"); err == nil {
		err = on
	}
	return n, err
}

// restore puts e's rows back as before holds them (rowsOf): every row
// deleted, then loaded again.
func restore(eng engine, m *analyze.Model, e *analyze.Entity, before []row) error {
	if err := eng.exec("DELETE FROM " + quoteIdent(e.Name)); err != nil {
		return err
	}
	return load(context.Background(), eng, m, map[string][]row{e.Name: before})
}

// writeAll sends a write: once, or, when the design reads the items first
// (Lookup), once per item found, with the item's own PK and SK. It returns
// the requests sent.
//
// An upsert's update that finds no item (its condition fails, or its
// Lookup reads nothing) is followed by the INSERT's write, Otherwise, the
// row numbered first when the design says so.
func (t *table) writeAll(ctx context.Context, d *design.Design, p *design.Plan, e *analyze.Entity, values map[string]string, r row, data map[string][]row) (int, error) {
	p = chosen(d, t.name, p, values) // the plan for the call's NULL parameters, its upsert's INSERT too
	if p.Evict != nil {
		return t.replace(ctx, d, p, e, values, r, data)
	}
	sent, err := t.writeFound(ctx, d, p, e, values, r, data)
	if !noItem(p, err) {
		return sent, err
	}
	if err := t.nextID(ctx, d, p.Otherwise, values, r); err != nil {
		return sent, err
	}
	err = t.write(ctx, d, p.Otherwise, e, values, r, nil)
	sent++
	if len(p.Redirects) == 0 || !conditionFailed(err) {
		return sent, err
	}
	// A UNIQUE value the INSERT gives is taken: the first lock item found
	// names the row MySQL updates, and the UpdateItem runs on it.
	for _, rd := range p.Redirects {
		run := &runner{t: t, d: d, a: &answer{}}
		items, rerr := run.execute(ctx, rd, values)
		sent += run.a.calls
		if rerr != nil {
			return sent, rerr
		}
		if len(items) == 0 {
			continue // none, or a NULL in its key: no lock item
		}
		at := maps.Clone(values)
		for _, f := range rd.Fills {
			if v := attr(items[0][f.Attr]); v != nil {
				at[f.Placeholder] = *v
			}
		}
		return sent + 1, t.write(ctx, d, p, e, at, r, nil)
	}
	return sent, err
}

// replace runs a REPLACE that reads the rows it replaces (Plan.Evict), as
// its plan says: read the rows, then one transaction deletes them and puts
// the new row; when a condition cancels it, another write changed what
// was read, and it reads again (MySQL's REPLACE never fails on a taken
// key).
func (t *table) replace(ctx context.Context, d *design.Design, p *design.Plan, e *analyze.Entity, values map[string]string, r row, data map[string][]row) (int, error) {
	sent := 0
	for try := 0; ; try++ {
		n, err := t.replaceOnce(ctx, d, p, e, values, r, data, nil)
		sent += n
		if !conditionFailed(err) || try == retries {
			return sent, err
		}
	}
}

// replaceOnce reads the rows a REPLACE replaces and sends its transaction.
// between, when set, runs after the reads and before the transaction: the
// concurrent writer of interleave.
func (t *table) replaceOnce(ctx context.Context, d *design.Design, p *design.Plan, e *analyze.Entity, values map[string]string, r row, data map[string][]row, between func() error) (int, error) {
	ev := p.Evict
	run := &runner{t: t, d: d, a: &answer{}}
	var rows []dbItem
	seen := map[string]bool{}
	read := func(vals map[string]string) error {
		items, err := run.execute(ctx, ev.Lookup, vals)
		for _, it := range items {
			if k := itemKey(it); !seen[k] {
				seen[k] = true
				rows = append(rows, it)
			}
		}
		return err
	}
	// The new row's values by column, literals and numbered ids too: the
	// row with its table key, when the REPLACE gives that key.
	newRow := writtenValues(r, values)
	if p.KeyCollides {
		if err := read(newRow); err != nil {
			return run.a.calls, err
		}
	}
	for _, rd := range p.Collides {
		items, err := run.execute(ctx, rd, newRow)
		if err != nil {
			return run.a.calls, err
		}
		if len(items) == 0 {
			continue // no row has the value, or it is NULL: no lock item
		}
		at := maps.Clone(newRow)
		for _, f := range rd.Fills {
			if v := attr(items[0][f.Attr]); v != nil {
				at[f.Placeholder] = *v
			}
		}
		if err := read(at); err != nil {
			return run.a.calls, err
		}
	}
	if between != nil {
		if err := between(); err != nil {
			return run.a.calls, err
		}
	}
	tx := &dynamodb.TransactWriteItemsInput{}
	var roles []string
	add := func(req any, rs []string) error {
		in, ok := req.(*dynamodb.TransactWriteItemsInput)
		if !ok {
			return fmt.Errorf("a REPLACE's part is a %T, not a transaction", req)
		}
		tx.TransactItems = append(tx.TransactItems, in.TransactItems...)
		roles = append(roles, rs...)
		return nil
	}
	for _, it := range rows {
		req, rs, _, err := t.filled(d, ev, e, foundValues(e, it, map[string]string{}), itemRow(e, it), it)
		if err == nil {
			err = add(req, rs)
		}
		if err != nil {
			return run.a.calls, err
		}
	}
	req, rs, _, err := t.filled(d, p, e, values, r, nil)
	if err == nil {
		err = add(req, rs)
	}
	if err != nil {
		return run.a.calls, err
	}
	mergeItems(tx)
	_, err = t.client.TransactWriteItems(ctx, tx)
	return run.a.calls + 1, err
}

// mergeItems sends once each item a REPLACE's transaction has twice, as
// its plan says (DynamoDB refuses two operations on one item): a Delete
// and a Put become the Put with the Delete's condition (the old row's own
// key, a lock item the new row takes over), and a counter's ADDs one ADD
// of their sum, none when it is 0.
func mergeItems(tx *dynamodb.TransactWriteItemsInput) {
	keyOf := func(ti types.TransactWriteItem) string {
		var k map[string]types.AttributeValue
		switch {
		case ti.Put != nil:
			k = ti.Put.Item
		case ti.Delete != nil:
			k = ti.Delete.Key
		case ti.Update != nil:
			k = ti.Update.Key
		}
		return deref(attr(k[design.PK])) + "\x00" + deref(attr(k[design.SK]))
	}
	delta := func(u *types.Update) int {
		n, _ := strconv.Atoi(deref(attr(u.ExpressionAttributeValues[":delta"])))
		return n
	}
	var out []types.TransactWriteItem
	at := map[string]int{}
	for _, ti := range tx.TransactItems {
		k := keyOf(ti)
		j, twice := at[k]
		if !twice {
			at[k] = len(out)
			out = append(out, ti)
			continue
		}
		switch prev := out[j]; {
		case prev.Delete != nil && ti.Put != nil:
			put := *ti.Put
			put.ConditionExpression, put.ExpressionAttributeNames, put.ExpressionAttributeValues = prev.Delete.ConditionExpression, prev.Delete.ExpressionAttributeNames, prev.Delete.ExpressionAttributeValues
			out[j] = types.TransactWriteItem{Put: &put}
		case prev.Update != nil && ti.Update != nil && prev.Update.ExpressionAttributeValues[":delta"] != nil:
			up := *prev.Update
			up.ExpressionAttributeValues = maps.Clone(up.ExpressionAttributeValues)
			up.ExpressionAttributeValues[":delta"] = &types.AttributeValueMemberN{Value: strconv.Itoa(delta(prev.Update) + delta(ti.Update))}
			out[j] = types.TransactWriteItem{Update: &up}
		default:
			out = append(out, ti) // DynamoDB says what is wrong with it
		}
	}
	tx.TransactItems = slices.DeleteFunc(out, func(ti types.TransactWriteItem) bool {
		return ti.Update != nil && ti.Update.ExpressionAttributeValues[":delta"] != nil && delta(ti.Update) == 0
	})
}

// errNoItem says an upsert's Lookup found no item to update.
var errNoItem = errors.New("no item")

// noItem reports whether an upsert's update found no item to update (its
// Lookup read none, or its attribute_exists failed): the INSERT's write,
// Otherwise, goes next.
func noItem(p *design.Plan, err error) bool {
	var failed *types.ConditionalCheckFailedException
	return p.Otherwise != nil && (errors.Is(err, errNoItem) || errors.As(err, &failed))
}

func (t *table) writeFound(ctx context.Context, d *design.Design, p *design.Plan, e *analyze.Entity, values map[string]string, r row, data map[string][]row) (int, error) {
	return t.writeFoundFrom(ctx, d, p, e, values, r, data, map[string]bool{})
}

// writeFoundFrom writes the items p's Lookup finds, but those in done (by
// PK and SK), which a pass before wrote; when a condition fails on one,
// it reads again and writes the items not written yet, as the design's
// reasons say: writing one twice would apply SET n = n + 1 twice. p is
// the plan chosen for the call's values (chosen): its Lookup is the one
// sent.
func (t *table) writeFoundFrom(ctx context.Context, d *design.Design, p *design.Plan, e *analyze.Entity, values map[string]string, r row, data map[string][]row, done map[string]bool) (int, error) {
	sent := 0
	for try := 0; ; try++ {
		n, err := t.writeFoundOnce(ctx, d, p, e, values, r, data, done)
		sent += n
		switch {
		case !errors.Is(err, errStale):
			return sent, err
		case try == retries:
			// The condition fails on every fresh read too: nothing else
			// wrote in between, so the WHERE's other conditions do not
			// hold, which SQL answers with 0 rows affected.
			return sent, nil
		}
	}
}

func (t *table) writeFoundOnce(ctx context.Context, d *design.Design, p *design.Plan, e *analyze.Entity, values map[string]string, r row, data map[string][]row, done map[string]bool) (int, error) {
	if p.Lookup == nil {
		return 1, t.write(ctx, d, p, e, values, r, nil)
	}
	// The lookup runs as a read does: every step, lookup items first when
	// they stand in for an index.
	look := &runner{t: t, d: d, a: &answer{}}
	found, err := look.execute(ctx, p.Lookup, values)
	if err == nil {
		err = look.bindError()
	}
	if err != nil {
		return 0, err
	}
	sent := look.a.calls
	found = childful(p.Lookup, found)
	if len(found) == 0 && p.Otherwise != nil {
		return sent, errNoItem
	}
	for _, it := range found {
		key := itemKey(it) // INSERT ... SELECT (Feed) is never retried: each item is a row, whatever its values
		if done[key] && len(p.Feed) == 0 {
			continue
		}
		vals, r := foundValues(e, it, values), itemRow(e, it)
		for _, x := range p.Nulls {
			delete(vals, x) // a NULL the statement sets, not the item's value
		}
		if len(p.Feed) > 0 {
			// INSERT ... SELECT: one row per item, its columns the item's.
			vals, r = maps.Clone(values), row{}
			for _, f := range p.Feed {
				if a := attr(it[f.Attr]); a != nil {
					vals[f.Placeholder], r[f.Placeholder] = *a, a
				}
			}
			if err := t.nextID(ctx, d, p, vals, r); err != nil {
				return sent, err
			}
		}
		if err := t.write(ctx, d, p, e, vals, r, it); err != nil {
			return sent, err
		}
		done[key] = true
		sent++
	}
	return sent, nil
}

// compute fills in full, the row as written, the values the plan's Compute
// says the application computes before it writes: SET n = n + ? on a key
// column's {n.new}, from the value read ({n.old}, Compute.Value), then the
// generated columns from the row (a column's new value, {col.new}, before
// its own: design.Generate).
func compute(p *design.Plan, e *analyze.Entity, full map[string]string) error {
	for _, c := range p.Compute {
		if c.Expr != nil {
			continue
		}
		by, ok := c.By.String(), len(c.By) == 1 // a number, or {n.by}: the value itself, not as a key writes it
		if ok && c.By[0].Col != "" {
			by, ok = full[c.By[0].Col]
		}
		v, computed := c.Value(full[c.Column+".old"], by, e.Column(c.Column))
		if !ok || !computed {
			return fmt.Errorf("cannot compute {%s.new} from {%s.old} = %q and %s", c.Column, c.Column, full[c.Column+".old"], c.By)
		}
		full[c.Column+".new"] = v
	}
	for _, x := range p.Compute {
		if x.Expr == nil {
			continue
		}
		v := design.Generate(x.Expr, func(col string) (string, bool) {
			if v, ok := full[col+".new"]; ok {
				return v, true
			}
			v, ok := full[col]
			return v, ok
		})
		if v == nil {
			delete(full, x.Column) // NULL: no attribute
		} else {
			full[x.Column] = *v
		}
	}
	return nil
}

// clockSets are the assignments of a write to the statement's clock
// (NOW(), CURDATE(), ...).
func clockSets(p *design.Plan) []analyze.Assignment {
	return slices.DeleteFunc(slices.Clone(p.Pattern.AllSets()), func(a analyze.Assignment) bool { return a.Value == nil || a.Value.Clock == "" })
}

func clocked(p *design.Plan) bool { return len(clockSets(p)) > 0 }

// clockNumber says a write's assignment sets a numeric column (BIGINT,
// INT, DECIMAL) to the clock, which MySQL stores as the number of the
// time (YYYYMMDDhhmmss) or the date (YYYYMMDD).
func clockNumber(d *design.Design, e *analyze.Entity, a analyze.Assignment) bool {
	of := e
	if x := d.Model.Entity(a.Column.Entity); x != nil {
		of = x // a joined table's column
	}
	c := of.Column(a.Column.Column)
	return c != nil && numericKind(c.Kind)
}

// clockLiterals are the SQL literals of the time and date a write's
// clock values were filled with: text, or the numbers where every column
// the clock sets is numeric (clockNumber), as NOW() gives such a column.
// MySQL reads the clock once, so one literal stands for every NOW(): a
// statement that sets both kinds of column gets the text, which the
// engine refuses for the numeric one (the write is not verified).
func clockLiterals(p *design.Plan, values map[string]string) (now, today string, ok bool) {
	var text, number string
	for _, a := range clockSets(p) {
		v := values[design.ClockCol(a.Column.Column, a.Value.Clock)]
		at := &number
		if strings.Contains(v, "-") {
			at = &text
		}
		if a.Value.Clock == analyze.ClockNow || *at == "" {
			*at, ok = v, true
		}
	}
	if text == "" {
		return number, number[:min(len(number), 8)], ok // one time: the date is its first eight digits
	}
	return "'" + text + "'", "'" + text[:min(len(text), 10)] + "'", ok // the date is its first ten
}

// excluding reports whether a write's parameter is the value of a <> or
// NOT IN comparison, which the row's own value fails.
func excluding(p *design.Plan, b design.Binding) bool {
	for _, f := range p.Pattern.Filters {
		if f.Op != "<>" && f.Op != "NOT IN" {
			continue
		}
		for _, v := range f.Values {
			if v.Param && v.Pos == b.Pos {
				return true
			}
		}
	}
	return false
}

// joinedRows are the rows of other that r joins by a foreign key, either
// way.
func joinedRows(e *analyze.Entity, r row, other *analyze.Entity, data map[string][]row) []row {
	var out []row
	for _, x := range data[other.Name] {
		for _, fk := range e.ForeignKeys {
			if strings.EqualFold(fk.RefEntity, other.Name) && same(x, fk.RefColumns, r, fk.Columns) {
				out = append(out, x)
			}
		}
		for _, fk := range other.ForeignKeys {
			if strings.EqualFold(fk.RefEntity, e.Name) && same(x, fk.Columns, r, fk.RefColumns) {
				out = append(out, x)
			}
		}
	}
	return out
}

// write sends the designed request with the values, as the application
// would: key attributes of a sparse index only on matching items, shard
// numbers computed, copied parent columns read from the parent.
func (t *table) write(ctx context.Context, d *design.Design, p *design.Plan, e *analyze.Entity, values map[string]string, r row, found dbItem) error {
	values, nulls, err := t.readParents(ctx, d, p, e, values, r)
	if err != nil {
		return err
	}
	if len(nulls) > 0 {
		p = p.NullOld(d.Table, d.Model, nulls)
	}
	req, roles, p, err := t.filled(d, p, e, values, r, found)
	if err != nil || req == nil {
		return err
	}
	switch in := req.(type) {
	case *dynamodb.PutItemInput:
		_, err := t.client.PutItem(ctx, in)
		return noRowsAffected(p.Pattern, nil, err)
	case *dynamodb.TransactWriteItemsInput:
		sameKey(in, roles)
		_, err = t.client.TransactWriteItems(ctx, in)
	case *dynamodb.UpdateItemInput:
		_, err = t.client.UpdateItem(ctx, in)
	case *dynamodb.DeleteItemInput:
		_, err = t.client.DeleteItem(ctx, in)
	}
	if stale(p, roles, err) {
		return fmt.Errorf("%w: %w", errStale, err)
	}
	return noRowsAffected(p.Pattern, roles, err)
}

// errNoParent is an INSERT refused because the parent its item copies
// from has no item, as MySQL's FOREIGN KEY refuses it (error 1452).
var errNoParent = errors.New("no parent item to copy from: the FOREIGN KEY refuses the row")

// readParents reads the parent items a write's item copies from
// (design.Plan.Parents) on DynamoDB, as the application does: GetItem,
// ConsistentRead, keyed by the row's foreign key. It returns values with
// the copy's {parent.column} placeholders filled from the items, and
// the placeholders read as NULL (for NullOld). A NULL foreign key reads
// nothing; a missing parent is errNoParent.
func (t *table) readParents(ctx context.Context, d *design.Design, p *design.Plan, e *analyze.Entity, values map[string]string, r row) (map[string]string, []string, error) {
	if len(p.Parents) == 0 {
		return values, nil, nil
	}
	values = maps.Clone(values)
	full := writtenValues(r, values)
	var nulls []string
	for _, rd := range p.Parents {
		pe := d.Model.Entity(rd.Entity)
		key, ok := parentKey(rd, pe, full)
		if !ok {
			continue // a NULL foreign key: no parent, no copy
		}
		in := *rd.Request.(*dynamodb.GetItemInput)
		in.TableName, in.Key = aws.String(t.name), key
		out, err := t.client.GetItem(ctx, &in)
		if err != nil {
			return nil, nil, err
		}
		if out.Item == nil {
			return nil, nil, fmt.Errorf("%w (%s)", errNoParent, rd.Entity)
		}
		for _, f := range rd.Fills {
			if v := attr(out.Item[f.Attr]); v != nil {
				values[f.Placeholder] = *v
			} else {
				nulls = append(nulls, f.Placeholder)
			}
		}
	}
	return values, nulls, nil
}

// parentKey is the key of the parent item a read of Plan.Parents finds
// for the row's values; false when a column of the foreign key is NULL.
func parentKey(rd *design.Plan, pe *analyze.Entity, full map[string]string) (map[string]types.AttributeValue, bool) {
	kv := map[string]string{}
	for _, f := range rd.KeyFrom {
		v, ok := full[f.Attr]
		if !ok {
			return nil, false
		}
		kv[f.Placeholder] = v
	}
	pk, ok1 := design.Fill(rd.PKValue, pe, kv)
	sk, ok2 := design.Fill(rd.SKCond.Values[0], pe, kv)
	if !ok1 || !ok2 {
		return nil, false
	}
	return map[string]types.AttributeValue{design.PK: &types.AttributeValueMemberS{Value: pk}, design.SK: &types.AttributeValueMemberS{Value: sk}}, true
}

// filled fills in the request a write sends for the call's values: the
// plan chosen for them (chosen, NullOld), returned with the request, and
// the roles of a transaction's items as sent. nil when there is nothing
// to send.
func (t *table) filled(d *design.Design, p *design.Plan, e *analyze.Entity, values map[string]string, r row, found dbItem) (any, []string, *design.Plan, error) {
	if p = chosen(d, t.name, p, values); p.Request == nil {
		return nil, nil, p, nil // every SET kept as it is: nothing to send
	}
	var de *design.Entity
	for _, x := range d.Entities {
		if x.Name == e.Name {
			de = x
		}
	}
	var nulls []string // columns the condition compares with an old value that was NULL
	for _, c := range p.Conditions {
		for _, v := range c.Values {
			for _, col := range v.Columns() {
				if _, read := values[col]; strings.HasSuffix(col, ".old") && !read {
					nulls = append(nulls, c.Column)
				}
			}
		}
	}
	if len(nulls) > 0 {
		p = p.NullOld(d.Table, d.Model, nulls)
	}
	full := writtenValues(r, values)
	for _, x := range p.Nulls {
		delete(full, x) // a NULL the statement sets, not the row's value
	}
	if err := compute(p, e, full); err != nil {
		return nil, nil, p, err
	}
	for _, b := range p.Bindings {
		if _, given := values[b.Name]; !given {
			if _, keep := keeps(p.Pattern, b.Pos); keep {
				delete(full, b.Name) // the parameter is NULL, not the row's value
			}
		}
	}
	fill := func(tmpl design.Template, attr string) (string, bool) {
		for _, k := range de.Keys {
			if strings.EqualFold(k.Attr, attr) { // an UpdateItem's :gsi1pk too
				return design.Fill(tmpl, e, k.Values(e, full))
			}
		}
		return design.Fill(tmpl, e, full)
	}
	// item fills a Put's templates: sparse keys only on matching rows,
	// NULL columns left out, copies read from the parent.
	item := func(like map[string]types.AttributeValue) map[string]types.AttributeValue {
		it := map[string]types.AttributeValue{}
		keys, _ := de.ItemKeys(e, full) // a table key's NULL: the Put fails on the missing attribute
		for _, prm := range p.Params {
			if _, ok := like[prm.Name]; !ok {
				continue // a lock item's key, not this item's
			}
			if _, ok := keys[prm.Name]; !ok && keyNamed(de, prm.Name) != nil {
				continue // a sparse index's only on its rows, none with a NULL partition key
			}
			v, ok := fill(prm.Value, prm.Name)
			if !ok {
				continue // a NULL column: no attribute, no index entry
			}
			it[prm.Name] = typed(like[prm.Name], v)
		}
		return it // copies come from the request's {parent.column} values, as the application sends them
	}
	// bound fills an UpdateItem's or DeleteItem's key (the PK and SK
	// params) and expression values (the :placeholders, typed as like's).
	bound := func(like map[string]types.AttributeValue, params []design.Param) (key, vals map[string]types.AttributeValue, err error) {
		key = map[string]types.AttributeValue{}
		if like != nil {
			vals = map[string]types.AttributeValue{}
		}
		for _, prm := range params {
			ph, isValue := strings.CutPrefix(prm.Name, ":")
			if !isValue && prm.Name != design.PK && prm.Name != design.SK {
				continue // an attribute of a put, a lock's or a counter's key
			}
			v, ok := fill(prm.Value, ph)
			if !ok {
				return nil, nil, fmt.Errorf("no value for %s", prm.Value)
			}
			if isValue {
				vals[prm.Name] = typed(like[prm.Name], v)
			} else {
				key[prm.Name] = &types.AttributeValueMemberS{Value: v}
			}
		}
		return key, vals, nil
	}
	switch in := p.Request.(type) {
	case *dynamodb.PutItemInput:
		c := *in
		c.TableName, c.Item = aws.String(t.name), item(in.Item)
		return &c, nil, p, nil
	case *dynamodb.TransactWriteItemsInput:
		c := &dynamodb.TransactWriteItemsInput{}
		locks, unlocks, counters, checks := 0, 0, 0, 0
		var sent []string // the roles of the items sent, in order
		send := func(role string, it types.TransactWriteItem) {
			c.TransactItems = append(c.TransactItems, it)
			sent = append(sent, role)
		}
		key := func(pk, sk design.Template) (map[string]types.AttributeValue, error) {
			pv, ok1 := design.Fill(pk, e, full)
			sv, ok2 := design.Fill(sk, e, full)
			if !ok1 || !ok2 {
				return nil, fmt.Errorf("no value for %s", pk)
			}
			return map[string]types.AttributeValue{
				design.PK: &types.AttributeValueMemberS{Value: pv},
				design.SK: &types.AttributeValueMemberS{Value: sv},
			}, nil
		}
		// counterKey is a counter's key from the row, false when a column
		// of its group is NULL.
		counterKey := func(c *design.Counter) (map[string]types.AttributeValue, bool) {
			k, err := key(c.PK, c.SK)
			return k, err == nil
		}
		// unmovedCounter says the -1 and +1 of a move are one counter item
		// (the values set are the old ones): both are left out.
		unmovedCounter := func(c *design.Counter, k map[string]types.AttributeValue) bool {
			for _, o := range p.Counters {
				if o == c || o.Delta != -c.Delta {
					continue
				}
				if other, ok := counterKey(o); ok && deref(attr(other[design.PK])) == deref(attr(k[design.PK])) {
					return true
				}
			}
			return false
		}
		for i, ti := range in.TransactItems {
			switch p.TxRoles[i] {
			case design.TxCheck: // the parent read: its key as the read's, its values as read
				cc := *ti.ConditionCheck
				cc.TableName = aws.String(t.name)
				rd := p.Parents[checks]
				checks++
				k, ok := parentKey(rd, d.Model.Entity(rd.Entity), full)
				if !ok {
					continue // a NULL foreign key: nothing read, nothing to check
				}
				cc.Key = k
				if cc.ExpressionAttributeValues != nil {
					cc.ExpressionAttributeValues = map[string]types.AttributeValue{}
					for _, prm := range p.Params {
						if ph, ok := strings.CutPrefix(prm.Name, fmt.Sprintf("%s%d:", design.TxCheck, checks)); ok {
							v, ok := design.Fill(prm.Value, e, full)
							if !ok {
								return nil, nil, p, fmt.Errorf("no value for %s", prm.Value)
							}
							cc.ExpressionAttributeValues[":"+ph] = typed(ti.ConditionCheck.ExpressionAttributeValues[":"+ph], v)
						}
					}
				}
				send(design.TxCheck, types.TransactWriteItem{ConditionCheck: &cc})
			case design.TxCounter: // its key from the row
				up := *ti.Update
				up.TableName = aws.String(t.name)
				ctr := p.Counters[counters]
				counters++
				k, ok := counterKey(ctr)
				if !ok || unmovedCounter(ctr, k) {
					continue // a NULL in the group, never counted; or a move to the counter it leaves
				}
				up.Key = k
				send(design.TxCounter, types.TransactWriteItem{Update: &up})
			case design.TxDelete: // the old item of a key change, or a DELETE
				del := *ti.Delete
				del.TableName = aws.String(t.name)
				k, err := key(p.PKValue, p.SKCond.Values[0])
				if err != nil {
					return nil, nil, p, err
				}
				del.Key = k
				if del.ExpressionAttributeValues != nil {
					del.ExpressionAttributeValues = map[string]types.AttributeValue{}
					for _, prm := range p.Params {
						if ph, ok := strings.CutPrefix(prm.Name, "delete:"); ok {
							v, ok := fill(prm.Value, ph)
							if !ok {
								return nil, nil, p, fmt.Errorf("no value for %s", prm.Value)
							}
							del.ExpressionAttributeValues[":"+ph] = typed(ti.Delete.ExpressionAttributeValues[":"+ph], v)
						}
					}
				}
				send(design.TxDelete, types.TransactWriteItem{Delete: &del})
			case design.TxUpdate:
				up := *ti.Update
				up.TableName = aws.String(t.name)
				params := p.Params
				if out := unkeyed(p, de, e, full); len(out) > 0 {
					// An index key with a NULL in the item goes, as in
					// a lone UpdateItem.
					var in *dynamodb.UpdateItemInput
					in, params = p.Unkeyed(t.name, e, out)
					up.UpdateExpression, up.ExpressionAttributeNames, up.ExpressionAttributeValues = in.UpdateExpression, in.ExpressionAttributeNames, in.ExpressionAttributeValues
				}
				var err error
				if up.Key, up.ExpressionAttributeValues, err = bound(up.ExpressionAttributeValues, params); err != nil {
					return nil, nil, p, err
				}
				send(design.TxUpdate, types.TransactWriteItem{Update: &up})
			case design.TxUnlock:
				del := *ti.Delete
				del.TableName = aws.String(t.name)
				l := p.LockDeletes[unlocks]
				unlocks++
				if lockItem(l, e, rowOf(full)) == nil || unmoved(p, unlocks-1, e, full) {
					continue // a NULL value had no lock; an unchanged value keeps its own
				}
				k, err := key(l.PK, l.SK)
				if err != nil {
					return nil, nil, p, err
				}
				del.Key = k
				send(design.TxUnlock, types.TransactWriteItem{Delete: &del})
			case design.TxLock:
				put := *ti.Put
				put.TableName = aws.String(t.name)
				l := p.Locks[locks]
				if put.Item = lockItem(l, e, rowOf(full)); put.Item != nil {
					switch {
					case !unmoved(p, locks, e, full):
						send(design.TxLock, types.TransactWriteItem{Put: &put})
					case recarried(l, full):
						// A lookup item that keeps its key (a value changed
						// only in case, under a case-insensitive collation)
						// but carries a value the UPDATE changes: its Put
						// overwrites the copy, without the condition that it
						// is new, and its delete is not sent (one item).
						put.ConditionExpression, put.ExpressionAttributeNames, put.ExpressionAttributeValues = nil, nil, nil
						send(design.TxLock, types.TransactWriteItem{Put: &put})
					}
				}
				locks++
			case design.TxPut:
				put := *ti.Put
				put.TableName, put.Item = aws.String(t.name), item(ti.Put.Item)
				for _, a := range p.CarryOver { // a moved item's copies and embedded lists, as read
					if v, ok := found[a]; ok {
						put.Item[a] = v
					}
				}
				send(design.TxPut, types.TransactWriteItem{Put: &put})
			default:
				return nil, nil, p, fmt.Errorf("verify sends no transaction item of role %q", p.TxRoles[i])
			}
		}
		return c, sent, p, nil
	case *dynamodb.UpdateItemInput:
		params := p.Params
		if out := unkeyed(p, de, e, full); len(out) > 0 {
			in, params = p.Unkeyed(t.name, e, out)
		}
		c := *in
		c.TableName = aws.String(t.name)
		var err error
		if c.Key, c.ExpressionAttributeValues, err = bound(in.ExpressionAttributeValues, params); err != nil {
			return nil, nil, p, err
		}
		return &c, nil, p, nil
	case *dynamodb.DeleteItemInput:
		c := *in
		c.TableName = aws.String(t.name)
		var err error
		if c.Key, c.ExpressionAttributeValues, err = bound(in.ExpressionAttributeValues, p.Params); err != nil {
			return nil, nil, p, err
		}
		return &c, nil, p, nil
	}
	return nil, nil, p, fmt.Errorf("no writer for %T", p.Request)
}

// unkeyed are the index key attributes an update REMOVEs instead of
// setting, as the plan's reasons say: a sparse key whose condition the new
// values do not meet (KeyChoice), and both attributes of an index whose
// key has a NULL in the item as written.
func unkeyed(p *design.Plan, de *design.Entity, e *analyze.Entity, full map[string]string) []string {
	var out []string
	after := maps.Clone(full)
	for name, v := range full {
		if col, ok := strings.CutSuffix(name, ".new"); ok {
			after[col] = v // SET c = ? WHERE c = ?, or a computed {c.new}: the new value decides
		}
	}
	for _, attr := range p.KeyChoice {
		if k := keyNamed(de, attr); k != nil && !k.Holds(e, after) {
			out = append(out, attr)
		}
	}
	for _, k := range p.KeyUpdates {
		if _, ok := design.Fill(k.Template, e, k.Values(e, after)); !ok {
			index := strings.TrimSuffix(strings.TrimSuffix(k.Attr, "PK"), "SK")
			for _, x := range p.KeyUpdates {
				if (x.Attr == index+"PK" || x.Attr == index+"SK") && !slices.Contains(out, x.Attr) {
					out = append(out, x.Attr)
				}
			}
		}
	}
	return out
}

// sameKey is a key change whose new key is the old one (the key columns
// set to the values they hold): DynamoDB refuses two operations on one
// item in a transaction, so the Put goes alone, with the Delete's
// condition on the values read, as the plan's reason says.
func sameKey(c *dynamodb.TransactWriteItemsInput, roles []string) {
	del, put := slices.Index(roles, design.TxDelete), slices.Index(roles, design.TxPut)
	if del < 0 || put < 0 {
		return
	}
	d, p := c.TransactItems[del].Delete, c.TransactItems[put].Put
	if deref(attr(d.Key[design.PK])) != deref(attr(p.Item[design.PK])) || deref(attr(d.Key[design.SK])) != deref(attr(p.Item[design.SK])) {
		return
	}
	q := *p
	q.ConditionExpression, q.ExpressionAttributeNames, q.ExpressionAttributeValues = d.ConditionExpression, d.ExpressionAttributeNames, d.ExpressionAttributeValues
	c.TransactItems[put] = types.TransactWriteItem{Put: &q}
	c.TransactItems = slices.Delete(c.TransactItems, del, del+1)
}

// errStale says a write's condition on what its read found failed: another
// write changed the item in between, and the application reads again and
// retries, as the plan says (SQL's 0 rows affected only when the read
// then finds no row).
var errStale = errors.New("the item changed since it was read")

// stale reports whether err is the condition of a write that read first
// failing on the item it read (its Update or Delete; roles are the
// transaction's, nil for a lone request). A lock or new item that exists
// already is a taken UNIQUE or key value, SQL's duplicate, not a change
// in between; an upsert's failed update is its INSERT's turn instead.
func stale(p *design.Plan, roles []string, err error) bool {
	if p.Lookup == nil || p.Otherwise != nil || p.Pattern.Upsert != nil || len(p.Feed) > 0 || !conditionFailed(err) {
		return false // an INSERT ... SELECT's refused Put is a taken key, SQL's duplicate
	}
	var canceled *types.TransactionCanceledException
	if !errors.As(err, &canceled) {
		return true
	}
	read := false
	for i, r := range canceled.CancellationReasons {
		if aws.ToString(r.Code) != "ConditionalCheckFailed" {
			continue
		}
		if i >= len(roles) || (roles[i] != design.TxUpdate && roles[i] != design.TxDelete) {
			return false
		}
		read = true
	}
	return read
}

// stmtKind is the kind of a PartiQL statement: INSERT, UPDATE or DELETE.
func stmtKind(st *partiql.Statement) analyze.StatementKind {
	if st.Input != nil && strings.HasPrefix(aws.ToString(st.Input.Statement), "INSERT") {
		return analyze.Insert
	}
	return analyze.Update
}

// recarried reports whether a lookup item carries a column whose value the
// write changes (its {col.old} and its new value differ).
func recarried(l design.Lock, full map[string]string) bool {
	for _, c := range l.Carries {
		old, had := full[c+".old"]
		now, has := full[c]
		if had != has || old != now {
			return true
		}
	}
	return false
}

// unmoved reports whether an UPDATE leaves the i-th moved UNIQUE value as
// it was: the application then sends neither its lock's delete nor its put,
// which DynamoDB refuses as two operations on one item.
func unmoved(p *design.Plan, i int, e *analyze.Entity, full map[string]string) bool {
	if p.Pattern.Statement != analyze.Update || i >= len(p.Locks) || i >= len(p.LockDeletes) {
		return false
	}
	old, now := lockItem(p.LockDeletes[i], e, rowOf(full)), lockItem(p.Locks[i], e, rowOf(full))
	return old != nil && now != nil && deref(attr(old[design.PK])) == deref(attr(now[design.PK])) && deref(attr(old[design.SK])) == deref(attr(now[design.SK]))
}

// noRowsAffected reads a failed condition as SQL's 0 rows affected, as the
// design tells the application to: no error. The reads after the writes
// show whether SQL changed the row all the same.
// An INSERT's failed condition is a duplicate key, an error in SQL too; so
// is a transaction cancelled by a lock item (a UNIQUE value taken).
// roles are those of the transaction's items as sent.
//
// INSERT IGNORE reads every refusal of a taken key or UNIQUE value as its
// ignored row; an upsert's update leaves its failed condition to writeAll.
func noRowsAffected(pat *analyze.Pattern, roles []string, err error) error {
	ignore := pat.Upsert != nil && pat.Upsert.Kind == analyze.Ignore
	if (pat.Statement == analyze.Insert && !ignore) || (pat.Upsert != nil && pat.Upsert.Kind == analyze.OnDuplicate) {
		return err
	}
	var failed *types.ConditionalCheckFailedException
	var duplicate *types.DuplicateItemException
	if errors.As(err, &failed) || (ignore && errors.As(err, &duplicate)) {
		return nil
	}
	var cancelled *types.TransactionCanceledException
	if errors.As(err, &cancelled) {
		for i, r := range cancelled.CancellationReasons {
			code := aws.ToString(r.Code)
			if code == "None" || (ignore && code == "ConditionalCheckFailed") {
				continue
			}
			if code != "ConditionalCheckFailed" || i >= len(roles) || roles[i] == design.TxLock {
				return err
			}
		}
		return nil
	}
	return err
}

func keyNamed(e *design.Entity, attr string) *design.Key {
	for i := range e.Keys {
		if e.Keys[i].Attr == attr {
			return &e.Keys[i]
		}
	}
	return nil
}

func rowOf(values map[string]string) row {
	r := row{}
	for c, v := range values {
		r[c] = &v
	}
	return r
}

// hasNew reports whether col has a separate SET value (col.new).
func hasNew(p *design.Plan, col string) bool {
	for _, b := range p.Bindings {
		if b.Name == col+".new" {
			return true
		}
	}
	return false
}

// rowAfter is the row as written (or as it was, for a DELETE): the reads
// run again afterwards look it up first. A SET value wins over the WHERE's
// old one.
func rowAfter(p *design.Plan, r row, values map[string]string) row {
	after := row{}
	maps.Copy(after, r)
	for _, b := range p.Bindings {
		col, suffix, _ := strings.Cut(b.Name, ".")
		if kept(p, values, col) {
			continue // COALESCE(?, c) with a NULL, CASE WHEN ? ... with a false
		}
		if suffix == "new" || (suffix == "" && !(p.Pattern.Assigns(col) && hasNew(p, col))) {
			after[col] = param(values, b.Name) // nil: a NULL the statement writes
		}
	}
	for _, a := range p.Pattern.Sets {
		switch {
		case a.Value != nil && a.Value.Clock != "":
			v := values[design.ClockCol(a.Column.Column, a.Value.Clock)] // SET updated_at = NOW()
			after[a.Column.Column] = &v
		case a.Value != nil && !a.Value.Param && a.Arith == "":
			after[a.Column.Column] = a.Value.Literal() // SET status = 'SHIPPED'
		}
	}
	for _, a := range p.Pattern.Sets { // SET n = n + v, as the SQL reads it
		col := a.Column.Column
		if a.Arith == "" || after[col] == nil {
			continue
		}
		by := a.Value.Const
		if a.Value.Param {
			by = values[col+".by"]
		}
		// The SQL's row holds the column's decimals (10.50): its text's
		// are the column's.
		if v, ok := (design.Compute{Op: a.Arith}).Value(*after[col], by, nil); ok {
			after[col] = &v // the arithmetic the application does for a key column, the same
		}
	}
	return after
}

// alignNow sets the columns an INSERT left to DEFAULT CURRENT_TIMESTAMP
// to the time the DynamoDB side writes, as one application clock would
// give both: the engine's own clock differs by the time between them.
func alignNow(eng engine, p *design.Plan, e *analyze.Entity, values map[string]string, existing bool) error {
	if p.Pattern.Statement != analyze.Insert || (existing && p.Pattern.Upsert != nil && p.Pattern.Upsert.Kind != analyze.Replace) {
		return nil // the existing row kept its time: no row was inserted
	}
	var sets, where []string
	for _, c := range e.Columns {
		if v, ok := values[c.Name]; ok && c.DefaultNow && !p.Pattern.Assigns(c.Name) {
			sets = append(sets, fmt.Sprintf("`%s` = %s", c.Name, literal(&v, c.Kind)))
		}
	}
	if len(sets) == 0 {
		return nil
	}
	// The row by its primary key, or, where the INSERT gives none (an
	// upsert by a UNIQUE key, whose AUTO_INCREMENT id the engine gave),
	// by a UNIQUE key it gives.
	keys := append([][]string{e.PrimaryKey}, e.Unique...)
	given := slices.IndexFunc(keys, func(key []string) bool {
		return len(key) > 0 && !slices.ContainsFunc(key, func(k string) bool {
			c := e.Column(k)
			_, ok := values[c.Name]
			return !ok || c.Generated != ""
		})
	})
	if given < 0 {
		return fmt.Errorf("no value of %s to find the inserted row by", strings.Join(e.PrimaryKey, ", "))
	}
	for _, k := range keys[given] {
		c := e.Column(k)
		v := values[c.Name]
		where = append(where, fmt.Sprintf("`%s` = %s", c.Name, literal(&v, c.Kind)))
	}
	return eng.exec(fmt.Sprintf("UPDATE `%s` SET %s WHERE %s", e.Name, strings.Join(sets, ", "), strings.Join(where, " AND ")))
}

// alignSequence sets the AUTO_INCREMENT of the table an INSERT numbers to
// the id the design's sequence item gives the DynamoDB side: ids are the
// engine's to give, and InnoDB's counter runs ahead of the rows (an
// upsert that updates still takes a number), so the two sides' next ids
// part without any fault of the design. A plain INSERT has drawn its id
// already; an upsert draws one only when its update finds no item, so the
// sequence is read for the id it would give.
func (w *writer) alignSequence(ctx context.Context, p *design.Plan, e *analyze.Entity, values map[string]string) error {
	if p.Pattern.Statement != analyze.Insert {
		return nil
	}
	for _, c := range e.Columns {
		if !c.AutoIncrement || p.Pattern.Assigns(c.Name) {
			continue
		}
		v, drawn := values[c.Name]
		switch {
		case p.NextID != nil && drawn:
		case p.Otherwise != nil && p.Otherwise.NextID != nil:
			next, err := w.t.peekID(ctx, p.Otherwise)
			if err != nil {
				return err
			}
			v = next
		default:
			return nil
		}
		return w.eng.exec(fmt.Sprintf("ALTER TABLE `%s` AUTO_INCREMENT = %s", e.Name, v))
	}
	return nil
}

// check runs a write's SQL, then its DynamoDB side by send; existing
// says an upsert's key is an existing row's.
func (w *writer) check(ctx context.Context, p *design.Plan, e *analyze.Entity, values map[string]string, via string, existing bool, send func() (int, error)) Check {
	c := Check{Binding: bindingText(w.d.Model, p, values), Via: via, Status: Pass}
	start := time.Now()
	err := w.alignSequence(ctx, p, e, values)
	if faultOf(err) != nil {
		c.Status, c.Diff, c.fault = Fail, "DynamoDB: "+err.Error(), faultOf(err)
		return c
	}
	if err == nil {
		w.sqlRows, err = writeSQL(w.eng, w.d, p, e, values)
	}
	if err == nil {
		err = alignNow(w.eng, p, e, values, existing)
	}
	w.timing.SQL += time.Since(start)
	if err != nil {
		c.Status, c.Diff = NotVerified, "the SQL engine refused the statement: "+firstLine(err.Error())
		return c
	}
	start = time.Now()
	n, err := send()
	w.timing.DynamoDB += time.Since(start)
	c.Requests = n
	if err != nil {
		c.Status, c.Diff, c.fault = Fail, "DynamoDB: "+err.Error(), faultOf(err)
	}
	return c
}

// lastID checks what INSERT ... ON DUPLICATE KEY UPDATE id =
// LAST_INSERT_ID(id) returns, after c passed: the SQL session's
// LAST_INSERT_ID(), and the design's: the id the sequence numbered a new
// row with, or the one its Existing read gives when the key was taken
// (which the application learns from the transaction's cancellation).
// Existing runs either way here: after a new row it reads what was just
// written, which must hold the id the sequence gave.
func (w *writer) lastID(ctx context.Context, p *design.Plan, values map[string]string, c *Check) {
	up := p.Pattern.Upsert
	returns := p.Pattern.Result == analyze.ExecLastID || p.Pattern.Result == analyze.ExecResult
	if c.Status != Pass || up == nil || up.LastID == "" || p.NextID == nil || !returns {
		return
	}
	want, ok := sqlLastID(w.eng)
	if !ok {
		c.Status, c.Diff = NotVerified, "the SQL engine did not give LAST_INSERT_ID()"
		return
	}
	got := values[up.LastID]
	if p.Existing != nil {
		run := &runner{t: w.t, d: w.d, a: &answer{}}
		items, err := run.execute(ctx, p.Existing, values)
		if err != nil {
			c.Status, c.Diff, c.fault = Fail, "DynamoDB: the read of the existing row's id: "+err.Error(), faultOf(err)
			return
		}
		c.Requests += run.a.calls
		if len(items) == 1 {
			got = deref(attr(items[0][up.LastID]))
		}
	}
	if got != want {
		c.Status, c.Diff = Fail, fmt.Sprintf("LAST_INSERT_ID(): the SQL gives %s, the design %s", want, got)
	}
}

// sqlLastID is the SQL session's LAST_INSERT_ID(); false when the engine
// does not give it.
func sqlLastID(eng engine) (string, bool) {
	rs, err := eng.query("SELECT LAST_INSERT_ID()")
	if err != nil || len(rs.rows) != 1 || len(rs.rows[0]) != 1 || rs.rows[0][0] == nil {
		return "", false
	}
	return *rs.rows[0][0], true
}

// onTable is the design as it stands on the verified table's name.
func onTable(d *design.Design, t *table) *design.Design {
	x := *d
	x.Table = t.name
	return &x
}

// writePartiQL runs a write's PartiQL: ExecuteStatement, or
// ExecuteTransaction for several statements.
func (t *table) writePartiQL(ctx context.Context, d *design.Design, stmt *partiql.Statement, p *design.Plan, e *analyze.Entity, values map[string]string, r row) error {
	pat := p.Pattern
	values, nulls, err := t.readParents(ctx, d, p, e, values, r)
	if err != nil {
		return err
	}
	if len(nulls) > 0 {
		stmt = partiql.For(onTable(d, t), p.NullOld(t.name, d.Model, nulls))
	}
	var full map[string]string
	for _, de := range d.Entities {
		if de.Name == e.Name {
			full = writtenValues(r, values)
			// As the request's Item: a sparse index's keys only on rows
			// in it, a key with a NULL column left out.
			keys, _ := de.ItemKeys(e, full)
			stmt = stmt.Omit(func(own bool, attr string, value design.Template) bool {
				if !own { // a lock or lookup item: what has a NULL in it
					_, ok := design.Fill(value, e, full)
					return !ok
				}
				if keyNamed(de, attr) != nil {
					_, ok := keys[attr]
					return !ok
				}
				if c := e.Column(attr); c != nil {
					_, ok := full[c.Name]
					return !ok // a NULL column: no attribute
				}
				_, ok := design.Fill(value, e, full)
				return !ok // a copy of a parent's NULL column
			})
			for _, k := range de.Keys {
				full = k.Values(e, full) // a shard number, when the key has one
			}
		}
	}
	var filled []types.AttributeValue
	var like []types.AttributeValue
	if stmt.Transaction != nil {
		for _, st := range stmt.Transaction.TransactStatements {
			like = append(like, st.Parameters...)
		}
	} else {
		like = stmt.Input.Parameters
	}
	checked := 0 // the params of the statements before the parents' EXISTS checks
	if stmt.Transaction != nil {
		for _, st := range stmt.Transaction.TransactStatements {
			if !strings.HasPrefix(aws.ToString(st.Statement), "EXISTS(") {
				checked += len(st.Parameters)
			}
		}
	}
	for i, tmpl := range stmt.Params {
		v, ok := design.Fill(tmpl, e, full)
		switch {
		case !ok && stmt.Transaction != nil && i >= checked && len(p.Parents) > 0:
			filled = append(filled, nil) // a NULL foreign key: its check goes
			continue
		case !ok:
			return fmt.Errorf("no value for %s", tmpl)
		}
		filled = append(filled, typed(like[i], v))
	}
	if stmt.Transaction == nil {
		in := *stmt.Input
		in.Parameters = filled
		_, err := t.client.ExecuteStatement(ctx, &in)
		kind := *pat
		kind.Statement = stmtKind(stmt)
		return noRowsAffected(&kind, nil, err)
	}
	tx := &dynamodb.ExecuteTransactionInput{}
	for _, st := range stmt.Transaction.TransactStatements {
		n := len(st.Parameters)
		if slices.Contains(filled[:n], nil) {
			// The check of a parent a NULL foreign key names none of:
			// nothing was read, so nothing is checked.
			filled = filled[n:]
			continue
		}
		tx.TransactStatements = append(tx.TransactStatements, types.ParameterizedStatement{Statement: st.Statement, Parameters: filled[:n]})
		filled = filled[n:]
	}
	_, err = t.client.ExecuteTransaction(ctx, tx)
	if pat.Upsert != nil && pat.Upsert.Kind == analyze.Ignore {
		return noRowsAffected(pat, nil, err) // a taken key or UNIQUE value: the ignored row
	}
	return err
}

// writtenValues are what a write's templates draw on: the row, and the
// statement's values over it ({parent.column} included, which the
// application reads from the parent's item: readParents).
func writtenValues(r row, values map[string]string) map[string]string {
	full := map[string]string{}
	for c, v := range r {
		if v != nil {
			full[c] = *v
		}
	}
	maps.Copy(full, values)
	return full
}
