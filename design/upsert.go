package design

import (
	"fmt"
	"slices"
	"strings"

	"sql2dynamo/analyze"
)

// ConflictKey is the key an upsert's INSERT collides on: the primary key
// when the INSERT gives all its columns, else the one UNIQUE key it gives
// whole; nil when it gives none (the row is always new). why is set when it
// gives two: MySQL then updates whichever row collides first, and an item
// has one key to collide on.
func ConflictKey(e *analyze.Entity, sets []analyze.Assignment) (key []string, why string) {
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
	switch len(keys) {
	case 0:
		return nil, ""
	case 1:
		return keys[0], ""
	}
	var names []string
	for _, k := range keys {
		names = append(names, "("+strings.Join(k, ", ")+")")
	}
	return nil, fmt.Sprintf("the INSERT gives more than one key of %s, %s and %s: MySQL acts on the row that any of them collides with, and an item collides on its table key only; insert by one of them (leave an AUTO_INCREMENT id out), or read the rows by the others first", e.Name, strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}

// upsertCollides reports whether the table key under option o is built
// from exactly the columns an upsert collides on, so that DynamoDB finds
// the same existing row MySQL does. An INSERT IGNORE needs no such key: a
// lock item refuses a UNIQUE value just as well.
func upsertCollides(o *option, n *need) bool {
	up := n.pat.Upsert
	if up == nil || up.Kind == analyze.Ignore {
		return true
	}
	return n.conflictWhy == "" && (n.conflict == nil || sameCols(o.base.columns(), n.conflict))
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
		if n.conflictWhy == "" && n.conflict != nil && !sameCols(n.conflict, e.PrimaryKey) {
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
	if n.conflictWhy != "" {
		refuse(n.conflictWhy)
		return
	}
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
	if !sameCols(o.base.columns(), k) {
		refuse(fmt.Sprintf("%s collides on %s, and the table key of %s is built from (%s): DynamoDB would not find the row MySQL updates; key %s by %s", up.Kind, keyText, e.Name, strings.Join(o.base.columns(), ", "), e.Name, keyText))
		return
	}
	if up.Kind == analyze.Replace {
		if len(p.Counters) > 0 {
			refuse(fmt.Sprintf("REPLACE into %s, which a counter counts: the counter must grow only when no row had the key, which a PutItem does not tell; write it as INSERT ... ON DUPLICATE KEY UPDATE", e.Name))
			return
		}
		for _, l := range lay.locks(e) {
			refuse(fmt.Sprintf("REPLACE into %s, which has %s besides the key it replaces by: the old row's lock item for it would outlive the row; read the old item and delete its lock in the same transaction, or write it as INSERT ... ON DUPLICATE KEY UPDATE", e.Name, uniqueName(e, l.Columns)))
			return
		}
		for _, l := range lay.lookupItems(e) {
			refuse(fmt.Sprintf("REPLACE into %s, which has lookup items (PK %s): the old row's lookup item would outlive the row when the new one has other values; read the old item and move it in the same transaction, or write it as INSERT ... ON DUPLICATE KEY UPDATE", e.Name, l.PK))
			return
		}
		p.Overwrite = true
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("REPLACE: the PutItem has no condition, so it replaces the whole item with the key %s, columns left out included, as REPLACE deletes the old row and inserts the new one; PartiQL has no such statement (its INSERT fails on an existing key)", keyText), Pos: n.pat.Pos})
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
	put.Reasons = append(slices.Clip(put.Reasons), Reason{Text: "when the PutItem fails, another writer inserted the key since the UpdateItem: the application runs the UpdateItem again", Pos: n.pat.Pos})
	q.Otherwise = &put
	q.Reasons = append(q.Reasons, put.Reasons...) // the report says why once, for both requests
	q.Reasons = append([]Reason{{Text: fmt.Sprintf("ON DUPLICATE KEY UPDATE collides on %s, the columns the table key of %s is built from: the application first updates the existing item (attribute_exists on PK), and when DynamoDB answers ConditionalCheckFailedException there is none, so it puts the new row; two requests for a new row, one for an existing one; in PartiQL the same two statements, UPDATE then INSERT, each failing where its request does", keyText, e.Name), Pos: n.pat.Pos}}, q.Reasons...)
	*p = *q
}
