package design

import (
	"fmt"
	"slices"
	"strings"

	"sql2dynamo/analyze"
)

// ConflictKey is the key an upsert's INSERT collides on first: the
// primary key when the INSERT gives all its columns, else the first
// UNIQUE key it gives whole; nil when it gives none (the row is always
// new). others are the further UNIQUE keys it gives whole, in the order
// MySQL checks them (as declared): when the first finds no row, the row
// one of them collides with is the one MySQL acts on.
func ConflictKey(e *analyze.Entity, sets []analyze.Assignment) (key []string, others [][]string) {
	given := func(cols []string) bool {
		return len(cols) > 0 && !slices.ContainsFunc(cols, func(c string) bool {
			return !slices.ContainsFunc(sets, func(a analyze.Assignment) bool { return strings.EqualFold(a.Column.Column, c) })
		})
	}
	var keys [][]string
	if given(e.PrimaryKey) {
		keys = append(keys, e.PrimaryKey)
	}
	for _, u := range e.Unique {
		if given(u) && !sameCols(u, e.PrimaryKey) {
			keys = append(keys, u)
		}
	}
	if len(keys) == 0 {
		return nil, nil
	}
	return keys[0], keys[1:]
}

// upsertCollides reports whether the table key under option o is built
// from exactly the columns an upsert collides on, so that DynamoDB finds
// the same existing row MySQL does. An INSERT IGNORE needs no such key: a
// lock item refuses a UNIQUE value just as well; nor does a REPLACE, which
// finds the rows it deletes through their keys' lock items too.
func upsertCollides(o *option, n *need) bool {
	up := n.pat.Upsert
	if up == nil || up.Kind != analyze.OnDuplicate {
		return true
	}
	return n.conflict == nil || sameCols(o.base.columns(), n.conflict)
}

// collisionNeed is the upsert's row found by the key k it collides on: k's
// columns equal to the values the INSERT gives them. Its parameters keep
// the INSERT's names.
func collisionNeed(n *need, k []string) *need {
	cn := &need{pat: n.pat, entity: n.entity, names: n.names, paramOf: n.paramOf}
	for _, c := range k {
		for _, a := range n.pat.Sets {
			if strings.EqualFold(a.Column.Column, c) && a.Value != nil {
				cn.eq = append(cn.eq, eqCol{col: c, values: []analyze.Value{*a.Value}, pos: a.Column.Pos})
			}
		}
	}
	return cn
}

// upsertKeys are the needs of e's upserts that collide on another key than
// its primary key: each one a way to key e (keyedOptions), for the upsert
// to find the row MySQL does.
func (lay *layout) upsertKeys(e *analyze.Entity) []*need {
	var out []*need
	for _, n := range lay.about[e.Name] {
		if n.entity != e || n.pat.Upsert == nil || n.pat.Upsert.Kind == analyze.Ignore {
			continue
		}
		if n.conflict != nil && !sameCols(n.conflict, e.PrimaryKey) {
			out = append(out, collisionNeed(n, n.conflict))
		}
	}
	return out
}

// existing plans what id = LAST_INSERT_ID(id) returns when the key k
// refuses the row: the existing row's id, read with ConsistentRead from
// its item (when the table is keyed by k) or from k's lock item, which
// Holds it (Plan.Existing). Only an INSERT numbered by AUTO_INCREMENT is
// planned: for another, a new row's LAST_INSERT_ID() is an earlier
// statement's.
func (lay *layout) existing(n *need, p *Plan, o *option, k []string) {
	e, col := n.entity, n.pat.Upsert.LastID
	if n.pat.Result != analyze.ExecLastID && n.pat.Result != analyze.ExecResult {
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("LAST_INSERT_ID(%s) is what the statement returns, and :%s returns no id: the application reads nothing more", col, n.pat.Result), Pos: n.pat.Pos})
		return
	}
	if seq := lay.sequence(e); seq == nil || !strings.EqualFold(seq.Column, col) || hasCol(k, col) {
		// A new row's LAST_INSERT_ID() is the AUTO_INCREMENT value it
		// was numbered with; one the INSERT gives, or another column's,
		// leaves it at an earlier statement's, which no item holds.
		lay.unsupportedWrite(p, fmt.Sprintf("LAST_INSERT_ID(%s) is the existing row's %s, but a new row's is the AUTO_INCREMENT value MySQL numbered it with, and this INSERT is not numbered by one: leave the AUTO_INCREMENT column out of the INSERT, and return it", col, col))
		return
	}
	cn := collisionNeed(n, k)
	read := &Plan{Pattern: n.pat, Entity: e.Name, Operation: GetItem, PKAttr: PK, SKAttr: SK, Projection: []string{col}, Consistent: true, Status: OK}
	where := "its item"
	if sameCols(o.base.columns(), k) {
		read.PKValue = bind(o.base.pkTemplate(), cn)
		read.SKCond = &SKCond{Op: "=", Values: []Template{bind(o.base.skTemplate(), cn)}}
	} else {
		i := slices.IndexFunc(lay.locks(e), func(l Lock) bool { return sameCols(l.Columns, k) })
		if i < 0 || !hasCol(lay.locks(e)[i].Holds, col) {
			lay.unsupportedWrite(p, fmt.Sprintf("LAST_INSERT_ID(%s) returns the existing row's %s, and no item found by (%s) holds it", col, col, strings.Join(k, ", ")))
			return
		}
		l := lay.locks(e)[i]
		read.PKValue, read.LookupItems = bind(l.PK, cn), true
		read.SKCond = &SKCond{Op: "=", Values: []Template{l.SK}}
		where = fmt.Sprintf("the lock item of %s, which holds the row's %s for this", uniqueName(e, k), col)
	}
	p.Existing = read
	p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("LAST_INSERT_ID(%s) is the existing row's %s when the key is taken: the application then reads it from %s (GetItem, ConsistentRead, so a row inserted just before is there); when the row is new, it is {%s} as numbered", col, col, where, col), Pos: n.pat.Pos})
}

// upsertPlan turns the INSERT's plan p into its upsert: INSERT IGNORE
// keeps the PutItem and reads its refusal as 0 rows; REPLACE drops the
// PutItem's condition; ON DUPLICATE KEY UPDATE becomes an UpdateItem of
// the existing item, with the PutItem as its Otherwise.
func (lay *layout) upsertPlan(n *need, p *Plan, o *option) {
	e, up := n.entity, n.pat.Upsert
	refuse := func(why string) {
		*p = Plan{Pattern: p.Pattern, Entity: p.Entity, Bindings: p.Bindings} // none of the INSERT's requests
		lay.unsupportedWrite(p, why)
	}
	k := n.conflict
	if k == nil {
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the INSERT gives no whole key of %s, so its row never collides: %s never applies, and the write is the INSERT's", e.Name, up.Kind), Pos: n.pat.Pos})
		return
	}
	keyText := "(" + strings.Join(k, ", ") + ")"
	if up.Kind == analyze.Ignore {
		text := "INSERT IGNORE: when an item with the key exists, attribute_not_exists refuses the PutItem with ConditionalCheckFailedException, which the application reads as SQL's ignored row (0 rows affected)"
		if p.Operation == TransactWriteItems {
			text = "INSERT IGNORE: when the key or a UNIQUE value is taken, a condition cancels the TransactWriteItems, which the application reads as SQL's ignored row (0 rows affected)"
		}
		if up.LastID != "" {
			text = strings.Replace(text, "INSERT IGNORE", fmt.Sprintf("ON DUPLICATE KEY UPDATE %s = LAST_INSERT_ID(%s) changes no column", up.LastID, up.LastID), 1)
		}
		p.Reasons = append(p.Reasons, Reason{Text: text, Pos: n.pat.Pos})
		if up.LastID != "" {
			lay.existing(n, p, o, k)
		}
		return
	}
	if up.Kind == analyze.Replace {
		lay.replacePlan(n, p, o)
		return
	}
	if !sameCols(o.base.columns(), k) {
		refuse(fmt.Sprintf("%s collides on %s, and the table key of %s is built from (%s): DynamoDB would not find the row MySQL updates; key %s by %s", up.Kind, keyText, e.Name, strings.Join(o.base.columns(), ", "), e.Name, keyText))
		return
	}
	// Another UNIQUE key the INSERT gives whole is a second conflict key,
	// refused above; one it does not give cannot collide (NULLs never do).
	// Left is an update of such a column, whose lock item would move.
	for _, a := range up.Sets {
		if hasCol(k, a.Column.Column) {
			refuse(fmt.Sprintf("ON DUPLICATE KEY UPDATE sets %s, part of the key it collided on: the item would move to another key; update the key with an UPDATE of its own", a.Column.Column))
			return
		}
		for _, l := range lay.locks(e) {
			if hasCol(l.Columns, a.Column.Column) {
				refuse(fmt.Sprintf("ON DUPLICATE KEY UPDATE sets %s, of %s: its lock item would move with it, which needs the old value read first; set it with an UPDATE of its own", a.Column.Column, uniqueName(e, l.Columns)))
				return
			}
		}
		for _, l := range lay.lookupItems(e) {
			if hasCol(l.Columns, a.Column.Column) {
				refuse(fmt.Sprintf("ON DUPLICATE KEY UPDATE sets %s, which a lookup item's key holds (PK %s, SK %s): the item would move with it, which needs the old value read first; set it with an UPDATE of its own", a.Column.Column, l.PK, l.SK))
				return
			}
		}
	}
	if up.LastID != "" && len(n.others) > 0 {
		refuse(fmt.Sprintf("LAST_INSERT_ID(%s) with an INSERT that gives more than one key: the existing row may be found by any of them, which is not planned; insert by one key", up.LastID))
		return
	}
	put := *p
	upd := *n.pat
	upd.Statement, upd.Sets = analyze.Update, up.Sets
	un := collisionNeed(n, k)
	un.pat, un.write = &upd, true
	q := &Plan{Pattern: n.pat, Entity: e.Name, Bindings: p.Bindings, PKAttr: PK, SKAttr: SK, PKValue: put.PKValue, SKCond: put.SKCond}
	lay.updatePlan(un, q, o)
	if q.Lookup != nil {
		q.Lookup.Pattern = n.pat
	}
	if q.Status == Unsupported {
		refuse(q.Reasons[len(q.Reasons)-1].Text)
		return
	}
	fails := "when the PutItem fails, another writer inserted the key since the UpdateItem: the application runs the UpdateItem again"
	if put.Operation == TransactWriteItems {
		fails = "when the transaction is cancelled on the item's key, another writer inserted it since the UpdateItem: the application runs the UpdateItem again"
	}
	put.Reasons = append(slices.Clip(put.Reasons), Reason{Text: fails, Pos: n.pat.Pos})
	put.transactionWords() // its reasons are q's too, said once
	if !lay.redirects(n, q, k) {
		refuse(q.Reasons[len(q.Reasons)-1].Text)
		return
	}
	q.Otherwise = &put
	q.Reasons = append(q.Reasons, put.Reasons...) // the report says why once, for both requests
	q.Reasons = append([]Reason{{Text: fmt.Sprintf("ON DUPLICATE KEY UPDATE collides on %s, the columns the table key of %s is built from: the application first updates the existing item (attribute_exists on PK), and when DynamoDB answers ConditionalCheckFailedException there is none, so it puts the new row; two requests for a new row, one for an existing one; in PartiQL the same two statements, UPDATE then INSERT, each failing where its request does", keyText, e.Name), Pos: n.pat.Pos}}, q.Reasons...)
	*p = *q
}

// redirects plans the further keys an ON DUPLICATE KEY UPDATE's INSERT
// gives (need.others): when the row is new by its table key k but a
// UNIQUE value of one of them is taken, MySQL updates the row holding it.
// The INSERT's transaction is then cancelled by that value's lock item,
// which holds the row's k (lastIDs): the application reads the lock items
// of those keys in MySQL's order (GetItem, ConsistentRead), and the first
// found names the row the UpdateItem runs on again. false, with the
// reason, when a key has no lock item holding k.
func (lay *layout) redirects(n *need, q *Plan, k []string) bool {
	e := n.entity
	if len(n.others) == 0 {
		return true
	}
	var names []string
	for _, u := range n.others {
		read := lay.lockRead(n, u, k, q.PKValue, q.SKCond.Values[0])
		if read == nil {
			lay.unsupportedWrite(q, fmt.Sprintf("the INSERT gives (%s) too, and no lock item of it holds the key of the row it collides with: MySQL would update that row, which no request finds", strings.Join(u, ", ")))
			return false
		}
		q.Redirects = append(q.Redirects, read)
		names = append(names, uniqueName(e, u))
	}
	q.Reasons = append(q.Reasons, Reason{Text: fmt.Sprintf("the INSERT gives %s too: when its transaction is cancelled and no item has the key (%s), a value of those is taken, and MySQL updates the row that holds it; the application reads the lock items of %s in that order (GetItem, ConsistentRead), and the first found holds the row's (%s): it runs the UpdateItem again on that row (none found: another writer changed them in between, and it starts over)", strings.Join(names, ", "), strings.Join(k, ", "), strings.Join(names, ", "), strings.Join(k, ", ")), Pos: n.pat.Pos})
	return true
}

// lockRead is the read of the lock item of e's UNIQUE key u that the
// values an INSERT gives name (GetItem, ConsistentRead): the item holds
// the columns k of the row that has those values, and Fills the
// placeholders of the templates ts that k's columns fill (those of u are
// the INSERT's own). nil when no lock item of u holds them.
func (lay *layout) lockRead(n *need, u, k []string, ts ...Template) *Plan {
	e := n.entity
	held := slices.DeleteFunc(slices.Clone(k), func(c string) bool { return hasCol(u, c) })
	locks := lay.locks(e)
	i := slices.IndexFunc(locks, func(l Lock) bool { return sameCols(l.Columns, u) })
	if i < 0 || slices.ContainsFunc(held, func(c string) bool { return !hasCol(locks[i].Holds, c) }) {
		return nil
	}
	l := locks[i]
	cn := collisionNeed(n, u)
	read := &Plan{Pattern: n.pat, Entity: e.Name, Operation: GetItem, PKAttr: PK, SKAttr: SK, PKValue: bind(l.PK, cn), SKCond: &SKCond{Op: "=", Values: []Template{l.SK}},
		Projection: held, Consistent: true, LookupItems: true, Status: OK}
	for _, t := range ts {
		for _, c := range t.Columns() {
			if col := e.Column(c); col != nil && hasCol(held, col.Name) && !slices.ContainsFunc(read.Fills, func(f Feed) bool { return f.Placeholder == c }) {
				read.Fills = append(read.Fills, Feed{Placeholder: c, Attr: col.Name})
			}
		}
	}
	return read
}

// replacePlan plans REPLACE: MySQL deletes every row that has one of the
// keys the new row gives (its primary key, or a UNIQUE key it gives
// whole), with what cascades from each, then inserts the row. When only
// the table key can collide and the row keeps nothing else (no lock,
// lookup item or counter), that is one PutItem without a condition.
// Otherwise the application first finds the rows (Collides), reads each
// (Evict's Lookup), and sends one TransactWriteItems: Evict's items for
// each row found, then the INSERT's.
func (lay *layout) replacePlan(n *need, p *Plan, o *option) {
	e := n.entity
	base := o.base.columns()
	keys := append([][]string{n.conflict}, n.others...)
	direct := slices.ContainsFunc(keys, func(k []string) bool { return sameCols(k, base) })
	if direct && len(keys) == 1 && len(p.Counters) == 0 && len(lay.locks(e)) == 0 && len(lay.lookupItems(e)) == 0 {
		p.Overwrite = true
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("REPLACE: the PutItem has no condition, so it replaces the whole item with the key (%s), columns left out included, as REPLACE deletes the old row and inserts the new one; PartiQL has no such statement (its INSERT fails on an existing key)", strings.Join(n.conflict, ", ")), Pos: n.pat.Pos})
		return
	}
	refuse := func(why string) {
		*p = Plan{Pattern: p.Pattern, Entity: p.Entity, Bindings: p.Bindings}
		lay.unsupportedWrite(p, why)
	}
	ev := lay.evictPlan(n, o)
	if ev.Status == Unsupported {
		refuse("REPLACE deletes the rows that hold the new row's keys: " + ev.Reasons[len(ev.Reasons)-1].Text)
		return
	}
	var found []string // how each row is found, in MySQL's order
	for _, k := range keys {
		if sameCols(k, base) {
			found = append(found, fmt.Sprintf("by its table key (%s)", strings.Join(k, ", ")))
			continue
		}
		read := lay.lockRead(n, k, base, ev.Lookup.PKValue, ev.Lookup.SKCond.Values[0])
		if read == nil {
			refuse(fmt.Sprintf("REPLACE deletes the row that holds the new row's (%s), and no lock item of it holds that row's table key (%s): no request finds the row", strings.Join(k, ", "), strings.Join(base, ", ")))
			return
		}
		p.Collides = append(p.Collides, read)
		found = append(found, fmt.Sprintf("by the lock item of %s, which holds the row's (%s)", uniqueName(e, k), strings.Join(read.Projection, ", ")))
	}
	p.Evict, p.KeyCollides, p.Operation = ev, direct, TransactWriteItems
	what := []string{"its item"}
	if slices.ContainsFunc(ev.LockDeletes, func(l Lock) bool { return l.Carries == nil }) {
		what = append(what, "the lock items of its UNIQUE values")
	}
	if slices.ContainsFunc(ev.LockDeletes, func(l Lock) bool { return l.Carries != nil }) {
		what = append(what, "its lookup items")
	}
	if len(ev.Counters) > 0 {
		what = append(what, "-1 on the counters that count it")
	}
	p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("REPLACE deletes every row that holds a key the new row gives, then inserts it: the application reads each such row first (GetItem, ConsistentRead), found %s; then one TransactWriteItems sends, for each row found, %s (as the DELETE by its table key would, on condition the row still holds the values read), and the new row's items", strings.Join(found, ", then "), strings.Join(what, ", ")), Pos: n.pat.Pos})
	p.Reasons = append(p.Reasons, Reason{Text: "an item the transaction both deletes and puts (the old row's own key, or a lock item the new row takes over) is sent once, as the Put with the Delete's condition, and a counter's -1 and +1 as one ADD of their sum, none when it is 0: DynamoDB refuses two operations on one item in a transaction", Pos: n.pat.Pos})
	p.Reasons = append(p.Reasons, Reason{Text: "when a condition cancels the transaction, another writer changed a row, a key or a UNIQUE value since the reads: the application reads again and retries, as MySQL's REPLACE never fails on a duplicate; PartiQL has no statement that puts a whole item over an existing one", Pos: n.pat.Pos})
	for _, cp := range lay.copiedFrom[e.Name] {
		other, c := cp.on, cp.copy
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s is copied onto %s items (R9): update each %s item of this %s too (Query them, then one UpdateItem each)", strings.Join(c.Columns, ", "), other.Name, other.Name, e.Name), Pos: n.pat.Pos})
	}
}

// evictPlan is the deletion of one row a REPLACE replaces: the plan of
// DELETE FROM e WHERE its table key's columns equal {column}, the row's
// values, read first (ConsistentRead) for the values its lock, lookup and
// counter items are built from ({column.old}).
func (lay *layout) evictPlan(n *need, o *option) *Plan {
	e := n.entity
	base := o.base.columns()
	var where []string
	for _, c := range base {
		where = append(where, c+" = ?")
	}
	pat := &analyze.Pattern{Name: n.pat.Name, Result: analyze.Exec, RPS: n.pat.RPS, Pos: n.pat.Pos, Statement: analyze.Delete,
		SQL: fmt.Sprintf("DELETE FROM %s WHERE %s", e.Name, strings.Join(where, " AND ")), Tables: n.pat.Tables[:1],
		Returns: []string{e.Name}, Written: []string{e.Name}, Whole: []string{e.Name}}
	dn := &need{pat: pat, entity: e, write: true, names: map[analyze.Pos]string{}, paramOf: map[analyze.Pos]string{}}
	for _, c := range base {
		dn.eq = append(dn.eq, eqCol{col: c, values: []analyze.Value{{Param: true, Pos: n.pat.Pos}}, pos: n.pat.Pos})
	}
	ev := lay.writePlan(dn, &Plan{Pattern: pat})
	if ev.Status == Unsupported {
		return ev
	}
	if ev.Lookup == nil {
		ev.Lookup = lay.read(dn.lookup(), &Plan{Pattern: pat, Entity: e.Name})
	}
	if ev.Operation == DeleteItem {
		ev.Operation = TransactWriteItems // one part of the REPLACE's transaction
	}
	return ev
}
