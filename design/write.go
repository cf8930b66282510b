package design

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
)

// Write operation names.
const (
	PutItem            = "PutItem"
	UpdateItem         = "UpdateItem"
	DeleteItem         = "DeleteItem"
	TransactWriteItems = "TransactWriteItems"
)

// locks are the lock items of e's UNIQUE columns (not its primary key,
// nor the UNIQUE key the table key is built from: a second row with it
// would collide with the first's item): PK ENTITY#COL#{col}, SK UNIQUE.
// Kept only for a key some pattern can make a second row hold (an INSERT
// of the entity, or an UPDATE of one of the key's columns), and only for
// entities with items of their own.
func (lay *layout) locks(e *analyze.Entity) []Lock {
	o := lay.chosen[e.Name]
	if o.placement == Embedded {
		return nil
	}
	var out []Lock
	if !sameCols(e.PrimaryKey, o.base.columns()) && lay.writesPrimaryKey(e) {
		// The table key is not the primary key (a sort column before it,
		// a lookup column, or a UNIQUE key instead): two rows with one
		// primary key would be two items, and attribute_not_exists would
		// let the second in. A lock item on the primary key refuses it.
		out = append(out, lay.lock(e, e.PrimaryKey))
	}
	for _, u := range e.Unique {
		if sameCols(u, e.PrimaryKey) || sameCols(u, o.base.columns()) || !lay.writesUnique(e, u) {
			continue
		}
		out = append(out, lay.lock(e, u))
	}
	return out
}

// uniqueName is how the schema declares the unique columns u: PRIMARY KEY
// (a, b) or UNIQUE (a, b).
func uniqueName(e *analyze.Entity, u []string) string {
	if sameCols(u, e.PrimaryKey) {
		return "PRIMARY KEY (" + strings.Join(u, ", ") + ")"
	}
	cols := slices.Clone(u)
	for i, n := range e.Prefixes(u) {
		if n > 0 && i < len(cols) {
			cols[i] += fmt.Sprintf("(%d)", n) // UNIQUE (email(20)): its first 20 characters
		}
	}
	return "UNIQUE (" + strings.Join(cols, ", ") + ")"
}

// uniqueIndex is the kind of SQL index that keeps u unique.
func uniqueIndex(e *analyze.Entity, u []string) string {
	if sameCols(u, e.PrimaryKey) {
		return "PRIMARY KEY"
	}
	return "UNIQUE index"
}

// lock is the lock item of the unique columns u.
func (lay *layout) lock(e *analyze.Entity, u []string) Lock {
	pk := Template{{Lit: lay.prefix[e.Name] + "#" + strings.ToUpper(strings.Join(u, "#"))}}
	prefixes := e.Prefixes(u)
	for i, c := range u {
		part := Part{Col: c}
		if i < len(prefixes) {
			part.Prefix = prefixes[i] // UNIQUE (email(20)): the value's first 20 characters
		}
		pk = append(pk, Part{Lit: "#"}, part)
	}
	holds := lay.lastIDs(e, u)
	for _, c := range lay.lockHolds(e, u) {
		if !hasCol(holds, c) && !hasCol(u, c) {
			holds = append(holds, c) // the row's table key, for the lookup the lock serves
		}
	}
	return Lock{Columns: u, PK: pk.merge(), SK: Template{{Lit: "UNIQUE"}}, Holds: holds}
}

// lastIDs are the columns the lock item of e's UNIQUE columns u holds for
// the writes that look a row up by it: an INSERT's LAST_INSERT_ID(c) when
// u refuses its row, and the key of the row an upsert updates when u
// collides (Plan.Redirects), or the row a REPLACE deletes (Plan.Collides).
func (lay *layout) lastIDs(e *analyze.Entity, u []string) []string {
	var out []string
	for _, n := range lay.of[e] {
		if up := n.pat.Upsert; n.write && up != nil && up.LastID != "" && sameCols(n.conflict, u) && !hasCol(u, up.LastID) && !hasCol(out, up.LastID) {
			out = append(out, up.LastID)
		}
		// An upsert that gives the primary key and u: when u collides,
		// the lock item names the row MySQL updates (Plan.Redirects).
		if up := n.pat.Upsert; n.write && up != nil && up.Kind == analyze.OnDuplicate && upsertCollides(lay.chosen[e.Name], n) && slices.ContainsFunc(n.others, func(k []string) bool { return sameCols(k, u) }) {
			for _, c := range n.conflict {
				if !hasCol(out, c) && !hasCol(u, c) {
					out = append(out, c)
				}
			}
		}
		// A REPLACE that gives u: the lock item names the row it
		// deletes, by its table key (Plan.Collides).
		if up := n.pat.Upsert; n.write && up != nil && up.Kind == analyze.Replace && slices.ContainsFunc(append([][]string{n.conflict}, n.others...), func(k []string) bool { return sameCols(k, u) }) {
			for _, c := range lay.chosen[e.Name].base.columns() {
				if !hasCol(out, c) && !hasCol(u, c) {
					out = append(out, c)
				}
			}
		}
	}
	return out
}

// writesPrimaryKey reports whether a pattern may give a row of e a primary
// key another row has: an INSERT that gives the primary key's columns
// (one that leaves an AUTO_INCREMENT column out is numbered by the
// sequence item, which never repeats), or an UPDATE that sets one.
func (lay *layout) writesPrimaryKey(e *analyze.Entity) bool {
	for _, n := range lay.of[e] {
		if !n.write {
			continue
		}
		given := n.pat.Assigns
		if !upsertCollides(lay.chosen[e.Name], n) {
			continue // refused: the table is keyed by another key than it collides on
		}
		switch n.pat.Statement {
		case analyze.Insert:
			if !slices.ContainsFunc(e.PrimaryKey, func(c string) bool { col := e.Column(c); return col != nil && col.AutoIncrement && !given(c) }) {
				return true
			}
		case analyze.Update:
			if slices.ContainsFunc(e.PrimaryKey, given) {
				return true
			}
		}
	}
	return false
}

// sequence is e's Sequence: when an INSERT leaves out an AUTO_INCREMENT
// column of its primary key. PK ENTITY#SEQ#COLUMN cannot meet a row's key:
// SEQ is no value of the numeric column.
func (lay *layout) sequence(e *analyze.Entity) *Sequence {
	if lay.chosen[e.Name].placement == Embedded {
		return nil
	}
	for _, c := range e.PrimaryKey {
		col := e.Column(c)
		if col == nil || !col.AutoIncrement {
			continue
		}
		for _, n := range lay.of[e] {
			if n.pat.Statement == analyze.Insert && !n.pat.Assigns(c) {
				return &Sequence{Entity: e.Name, Column: col.Name, PK: Template{{Lit: lay.prefix[e.Name] + "#SEQ#" + strings.ToUpper(col.Name)}}, SK: Template{{Lit: "SEQ"}}}
			}
		}
	}
	return nil
}

// writesUnique reports whether a pattern inserts rows of e or updates a
// column of its UNIQUE key u.
func (lay *layout) writesUnique(e *analyze.Entity, u []string) bool {
	for _, n := range lay.of[e] {
		if n.pat.Statement == analyze.Insert || (n.pat.Statement == analyze.Update && slices.ContainsFunc(n.pat.Sets, func(a analyze.Assignment) bool { return hasCol(u, a.Column.Column) })) {
			return true
		}
	}
	return false
}

// writePlan serves an INSERT, UPDATE or DELETE of one row: PutItem with the
// item's every key, UpdateItem of the columns and of the index keys built
// from them, DeleteItem. Each names the item by its whole table key; what it
// cannot do in one request is unsupported, with the way to do it.
func (lay *layout) writePlan(n *need, p *Plan) *Plan {
	e := n.entity
	o := lay.chosen[e.Name]
	p.Entity = e.Name
	sets := n.pat.AllSets()
	for i, a := range sets {
		if a.Value == nil || !a.Value.Param {
			continue
		}
		if _, named := n.names[a.Value.Pos]; named {
			continue // ON DUPLICATE KEY UPDATE's VALUES(c): the inserted value's name
		}
		name := a.Column.Column
		if a.Keep != nil && !a.KeepNull {
			// CASE WHEN ? THEN ? ELSE c END: the first ? says whether to
			// set c at all.
			n.names[a.Keep.Pos], n.paramOf[a.Keep.Pos] = name+".set", e.Name
		}
		switch {
		case a.Arith != "":
			name += ".by" // SET n = n + ?: the change, not the value
		case n.eqOf(name) != nil || i >= len(n.pat.Sets) || n.source != nil && n.source.eqOf(name) != nil:
			// SET status = ? WHERE status = ?, an upsert's ON DUPLICATE
			// KEY UPDATE c = ?, INSERT INTO t (c) SELECT ? ... WHERE c = ?:
			// two values of c.
			name += ".new"
		}
		n.names[a.Value.Pos], n.paramOf[a.Value.Pos] = name, e.Name
	}
	p.Bindings = n.bindings()
	if o.placement == Embedded {
		return lay.unsupportedWrite(p, fmt.Sprintf("rows of %s are a list inside the %s item: write them with an UpdateItem of that list (list_append to add, REMOVE by index to delete)", e.Name, o.parent.Name))
	}
	for i, a := range sets {
		switch {
		case a.Value == nil:
			return lay.unsupportedWrite(p, fmt.Sprintf("%s is set to an expression: compute the value in the application and write it", a.Column.Column))
		case a.Value.Cast != "" && !castFits(lay.m, a):
			return lay.unsupportedWrite(p, fmt.Sprintf("%s is set to CAST(? AS %s), which converts the value to another type than the column's: pass the value as the column's type, or convert it in the application", a.Column.Column, a.Value.Cast))
		case a.Keep != nil && (n.pat.Statement != analyze.Update || i >= len(n.pat.Sets)):
			return lay.unsupportedWrite(p, fmt.Sprintf("%s is set or kept as a parameter says, in an upsert: its two writes are not planned to choose per call; write the column apart", a.Column.Column))
		}
	}
	if why := cmp.Or(lay.cascade(n), generated(n)); why != "" {
		return lay.unsupportedWrite(p, why)
	}
	for _, a := range sets {
		if a.Value.Clock != "" {
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s is the statement's clock: the application fills {%s} with the time of the write (UTC, as the SQL session's time zone would give it), one value for the whole statement as MySQL reads the clock once", a.Column.Column, ClockCol(a.Column.Column, a.Value.Clock)), Pos: a.Value.Pos})
		}
	}
	if n.pat.Statement == analyze.Update && len(n.pat.Sets) == 0 {
		// SET c = c everywhere: MySQL changes no row, and counts none as
		// affected (changed rows, the driver's default).
		p.Status = OK
		p.Reasons = append(p.Reasons, Reason{Text: "every column the UPDATE sets keeps its own value (SET c = c): the statement changes nothing, so the application sends no request, and 0 rows are affected, as MySQL counts changed rows", Pos: n.pat.Pos})
		return p
	}
	switch n.pat.Statement {
	case analyze.Insert:
		if n.source != nil && !lay.insertSelect(n, p) {
			return p
		}
		lay.insertPlan(n, p, o)
		if n.pat.Upsert != nil && p.Status == "" {
			lay.upsertPlan(n, p, o)
		}
	default:
		f := o.base.serve(n)
		p.PKAttr, p.SKAttr = PK, SK
		if n.together != nil {
			return lay.deleteTogether(n, p)
		}
		if n.chain != nil {
			if !lay.joinedWrite(n, p) {
				return p
			}
		} else if !f.one(o.base, e) {
			// The WHERE does not name one item: find the items first, then
			// write each by its table key, read from the item itself.
			look := lay.read(n.lookup(), &Plan{Pattern: n.pat, Entity: e.Name, Bindings: p.Bindings})
			if look.Operation == "" || look.Operation == OpScan {
				return lay.unsupportedWrite(p, fmt.Sprintf("the WHERE names no key to find the %s items by: every item would be scanned; give the write an equality the design keys on", e.Name))
			}
			p.Lookup, p.Finds = look, true
			p.keyOfFound()
			where := "the table"
			switch {
			case look.Index != "":
				where = "index " + look.Index
			case len(look.Then) > 0:
				where = "the lookup items"
			}
			look.nameParams()                        // the reason shows the condition as the request will
			_, cond := newExpr(e).keyCondition(look) // look's request, which writes KeyCondition, comes after the plans
			if len(look.Then) > 0 {
				cond += ", then BatchGetItem of the rows' items"
			}
			if cond != "" {
				where += " (" + cond + ")" // a lookup with no key condition shows no empty ()
			}
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the WHERE does not name one %s item by its table key (PK %s, SK %s): the application first runs %s on %s, then writes each item it returns by that item's own PK and SK: one request more per item, each paid for", e.Name, o.base.pkTemplate(), o.base.skTemplate(), look.Operation, where), Pos: n.pat.Pos})
			p.Conditions = n.readConditions(o.base)
			if len(p.Conditions) > 0 {
				var cols []string
				for _, c := range p.Conditions {
					cols = append(cols, c.Column)
				}
				p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("each write is conditioned on the values of %s the application read from %s, which met the WHERE: when another write changed one in between, or the read came from an index behind the table, the write fails and the application reads again and retries, so it never writes a row the WHERE no longer finds; a retry writes only the items not written yet, so none is written twice (SET n = n + 1 would add twice)", strings.Join(cols, ", "), where), Pos: n.pat.Pos})
			}
		} else {
			p.PKValue = bind(o.base.pkTemplate(), n)
			p.SKCond = &SKCond{Op: "=", Values: []Template{bind(o.base.skTemplate(), n)}}
			if p.Conditions = n.leftOver(f); len(p.Conditions) > 0 {
				var conds []string
				for _, r := range append(append(n.extraEqs(f), n.ranges()...), n.filters...) {
					if r.Bytes || !folded(e, r.Column.Column, r.Op) {
						conds = append(conds, predicateText(r))
					}
				}
				if len(conds) > 0 {
					p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the WHERE's other conditions (%s) become the write's ConditionExpression, checked on the item in the same request: when one is false nothing is written and DynamoDB answers ConditionalCheckFailedException, which the application reads as SQL's 0 rows affected", strings.Join(conds, " AND ")), Pos: n.pat.Pos})
				}
				if !lay.foldedConditions(n, p) {
					return p
				}
			}
		}
		if n.pat.Statement == analyze.Update {
			lay.updatePlan(n, p, o)
		} else {
			p.Operation = DeleteItem
			if len(lay.counters[e.Name]) > 0 {
				lay.counterWrites(n, p, -1, nil)
				p.Reasons = append(p.Reasons, Reason{Text: "a counter is only right if the row existed: the Delete carries attribute_exists(PK), and a cancelled transaction means there was no row to delete (in SQL, 0 rows affected)", Pos: n.pat.Pos})
			}
			for _, other := range lay.inside[e] {
				if lay.chosen[other.Name].placement == InParent {
					p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("items of %s in the same partition are not deleted with it: delete them first, as the foreign key would require", other.Name), Pos: n.pat.Pos})
				}
			}
		}
	}
	if p.Status == "" && n.pat.Statement != analyze.Insert {
		lay.moveLocks(n, p)
	}
	if p.Operation == DeleteItem && p.Status == "" {
		text := "the WHERE names the whole table key: DeleteItem removes the one item (deleting a missing item is no error, as in SQL)"
		if p.Lookup != nil {
			text = "DeleteItem removes each item found (deleting a missing item is no error, as in SQL)"
		}
		p.Reasons = append(p.Reasons, Reason{Text: text, Pos: n.pat.Pos})
	}
	if len(p.Optional) > 0 && p.KeyChange && p.Status == "" {
		// The item is put again whole: a kept column would need its
		// value read, which the Put does not take per call.
		return lay.unsupportedWrite(p, fmt.Sprintf("%s is set or kept as a parameter says, and the UPDATE changes the table key, which puts the item again whole: set it with a plain ?, or update it apart", p.Optional[0].Column))
	}
	if len(p.KeyChoice) > 0 && p.Operation != UpdateItem && p.Status == "" {
		return lay.unsupportedWrite(p, "the UPDATE sets a sparse index's condition column to a parameter and also needs a TransactWriteItems: choosing SET or REMOVE of the index keys inside it is not planned; set the column to a constant, or update it apart")
	}
	if p.Status == "" {
		p.Status = OK
	}
	return p
}

// cascade says why a DELETE or UPDATE of n's rows cannot be one write: a
// foreign key of another table declares an action on it (ON DELETE
// CASCADE, SET NULL, SET DEFAULT; ON UPDATE of a referenced column the
// statement sets), so MySQL changes that table's rows too, which a write of
// these items alone would leave behind. "" when nothing cascades, or the
// statement writes that table itself.
func (lay *layout) cascade(n *need) string {
	e, pat := n.entity, n.pat
	if pat.Statement != analyze.Delete && pat.Statement != analyze.Update {
		return ""
	}
	for _, r := range lay.referencedBy[e] {
		other, fk := r.from, r.fk
		if slices.ContainsFunc(pat.Written, func(w string) bool { return strings.EqualFold(w, other.Name) && other != e }) {
			continue // the statement deletes those rows itself
		}
		cols := strings.Join(fk.Columns, ", ")
		if pat.Statement == analyze.Delete && fk.OnDelete != "" {
			effect := fmt.Sprintf("deletes the %s rows that reference it (and what cascades from them)", other.Name)
			if fk.OnDelete != "CASCADE" {
				effect = fmt.Sprintf("sets %s.%s to %s in the rows that reference it", other.Name, cols, strings.TrimPrefix(fk.OnDelete, "SET "))
			}
			return fmt.Sprintf("%s(%s) references %s ON DELETE %s: MySQL's DELETE also %s, and deleting the %s item alone would leave them behind; have the application read those rows (by %s) and write each first, or declare the foreign key without the action", other.Name, cols, e.Name, fk.OnDelete, effect, e.Name, cols)
		}
		if pat.Statement != analyze.Update || fk.OnUpdate == "" {
			continue
		}
		for _, a := range pat.Sets {
			if slices.ContainsFunc(fk.RefColumns, func(c string) bool { return strings.EqualFold(c, a.Column.Column) }) {
				return fmt.Sprintf("%s(%s) references %s ON UPDATE %s and the UPDATE sets %s: MySQL changes the referencing rows too, and writing the %s item alone would leave them pointing at the old value; have the application update those rows (read by %s) in the same transaction, or declare the foreign key without the action", other.Name, cols, e.Name, fk.OnUpdate, a.Column.Column, e.Name, cols)
			}
		}
	}
	return ""
}

// generated says why a write cannot give a GENERATED column its value:
// MySQL computes it from other columns on every INSERT, and on an UPDATE
// of one of those, and the item must carry it (reads return it; a UNIQUE
// key on it is what an upsert collides on). The design does not evaluate
// SQL expressions, so such a write is refused; "" when none is affected.
func generated(n *need) string {
	for _, c := range n.entity.Columns {
		if c.Generated == "" || c.GeneratedExpr != nil && n.pat.Upsert == nil {
			continue // computed by the application (see Compute)
		}
		affected := n.pat.Statement == analyze.Insert
		if n.pat.Statement == analyze.Update {
			affected = slices.ContainsFunc(n.pat.Sets, func(a analyze.Assignment) bool {
				return slices.ContainsFunc(c.GeneratedFrom, func(g string) bool { return strings.EqualFold(g, a.Column.Column) })
			})
		}
		if affected && c.GeneratedExpr != nil {
			return fmt.Sprintf("%s is GENERATED ALWAYS AS (%s), which the application can compute, but the upsert's two ways (insert or update the existing row) are not planned with it: write the row with an INSERT or an UPDATE", c.Name, c.GeneratedExpr)
		}
		if affected {
			return fmt.Sprintf("%s is GENERATED ALWAYS AS (%s): MySQL computes it in this write, and the item must carry it too (reads return it, and a key or UNIQUE lock built from it must hold its value); the design does not evaluate SQL expressions, so compute the value in the application and give it as a plain column", c.Name, c.Generated)
		}
	}
	return ""
}

// joinedWrite plans an UPDATE or DELETE whose WHERE is on other tables,
// joined to the written one: the application reads the items as the
// SELECT of the written table's rows would (the joined tables first, each
// keyed by the one before), then writes each item found by its own key. It
// reports false when that read is not served, with the plan unsupported.
func (lay *layout) joinedWrite(n *need, p *Plan) bool {
	e := n.entity
	look := lay.chainPlan(n.lookup(), &Plan{Pattern: n.pat, Entity: e.Name, Bindings: p.Bindings})
	if look.Status == Unsupported || look.Status == Scan {
		p.Status = Unsupported
		p.Reasons = append(p.Reasons, look.Reasons...)
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the %s rows to write are found through the join, and that read is not served: key the joined tables by the WHERE's columns", e.Name), Pos: n.pat.Pos})
		return false
	}
	p.Lookup, p.Finds = look, true
	p.keyOfFound()
	var names []string
	for _, s := range look.Steps() {
		names = append(names, s.Entity)
	}
	p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the WHERE reaches %s through the join: the application first reads %s in turn (%d requests in a row, as the SELECT of those %s rows would), then writes each %s item found by its own PK and SK: one request more per item, each paid for, and not atomic as the SQL statement is", e.Name, strings.Join(names, ", then "), len(names), e.Name, e.Name), Pos: n.pat.Pos})
	return true
}

// deleteTogether plans a DELETE of several joined tables: the application
// reads the rows the join finds with one Query of the first table's item
// collection, where the others live (a SELECT of those tables would read
// the same), drops a row of it that no row of the others joins (the inner
// join deletes only rows that join), and deletes every item left by its
// own PK and SK. Anything else is unsupported, with the way to write it.
func (lay *layout) deleteTogether(n *need, p *Plan) *Plan {
	tables := strings.Join(n.pat.Written, " and ")
	if n.pat.Statement != analyze.Delete {
		return lay.unsupportedWrite(p, fmt.Sprintf("the UPDATE sets columns of %s: an UPDATE of several joined tables is not planned; write each table with an UPDATE of its own, in one transaction if they must change together", tables))
	}
	for _, name := range n.pat.Written {
		e := lay.m.Entity(name)
		var kept []string
		if len(lay.locks(e)) > 0 {
			kept = append(kept, "lock items")
		}
		if len(lay.lookupItems(e)) > 0 {
			kept = append(kept, "lookup items")
		}
		if len(lay.counters[e.Name]) > 0 {
			kept = append(kept, "counter items")
		}
		if len(kept) > 0 {
			return lay.unsupportedWrite(p, fmt.Sprintf("%s keeps %s, which a DELETE must change with each row, and a DELETE of several tables is planned only for tables without them: delete each table with a DELETE of its own", e.Name, strings.Join(kept, " and ")))
		}
	}
	look := lay.plan(n.together)
	if look.Status != OK || len(look.Then) > 0 || look.Operation != Query || n.together.children == nil {
		return lay.unsupportedWrite(p, fmt.Sprintf("the rows of %s are not in one item collection that one Query reads: delete each table with a DELETE of its own, the child rows first", tables))
	}
	look.Projection = nil // every item found is deleted by its own key
	look.nameParams()     // the reason shows the condition as the request will
	_, cond := newExpr(lay.m.Entity(look.Entity)).keyCondition(look)
	var others []string // entities of the collection the DELETE leaves alone
	for _, e := range lay.inside[lay.m.Entity(look.Entity)] {
		if lay.chosen[e.Name].placement == InParent && !slices.Contains(n.pat.Written, e.Name) {
			others = append(others, e.Name)
		}
	}
	if len(others) > 0 {
		in := FilterCol{Column: Type, Op: "IN"}
		for _, w := range n.pat.Written {
			in.Values = append(in.Values, Template{{Lit: w}})
		}
		look.FilterCols = append(look.FilterCols, in)
		look.Status = Filter
		cond += fmt.Sprintf(", filtered on _type, as %s live there too", strings.Join(others, " and "))
	}
	p.Lookup, p.Finds, p.Operation = look, true, DeleteItem
	p.keyOfFound()
	text := fmt.Sprintf("the DELETE removes the rows of %s the join finds: they share one item collection, so the application first reads them with one Query (%s)", tables, cond)
	if look.DropChildless {
		text += fmt.Sprintf(", drops a %s item that no other item of the answer joins (the inner join deletes only rows that join)", look.Entity)
	}
	text += ", then deletes each item by its own PK and SK: one request more per item, not atomic as the SQL statement is (up to 100 of them fit one TransactWriteItems, which is)"
	p.Reasons = append(p.Reasons, Reason{Text: text, Pos: n.pat.Pos})
	p.Status = OK
	return p
}

// moveLocks keeps the UNIQUE lock items true on a DELETE (its values' locks
// deleted: the values can be used again) and on an UPDATE of a unique
// column (the old value's lock deleted, the new one's put with
// attribute_not_exists), in the same TransactWriteItems as the row's item.
// The old values come from the item, read first; the write is conditioned
// on them, so a row changed in between fails the transaction instead of
// leaving a lock behind.
func (lay *layout) moveLocks(n *need, p *Plan) {
	e := n.entity
	set := func(c string) bool { // set by the UPDATE, or a generated column computed from it
		return n.pat.Assigns(c) || slices.ContainsFunc(p.Compute, func(x Compute) bool { return x.Expr != nil && strings.EqualFold(x.Column, c) })
	}
	var moved, lookups []Lock
	for _, l := range slices.Concat(lay.locks(e), lay.lookupItems(e)) {
		if n.pat.Statement == analyze.Delete || slices.ContainsFunc(l.Columns, set) || slices.ContainsFunc(l.Holds, set) {
			moved = append(moved, l)
			if l.Carries != nil {
				lookups = append(lookups, l)
			}
		}
	}
	if len(moved) == 0 {
		return
	}
	for _, a := range n.pat.Sets {
		if a.Arith != "" && slices.ContainsFunc(moved, func(l Lock) bool { return hasCol(l.Columns, a.Column.Column) }) {
			lay.unsupportedWrite(p, fmt.Sprintf("%s %s= ? changes a column a lock or lookup item's key holds, and only the item knows the new value: read the item, compute %s, and write it with the items it moves", a.Column.Column, a.Arith, a.Column.Column))
			return
		}
	}
	if p.Lookup == nil {
		p.Lookup = lay.read(n.lookup(), &Plan{Pattern: n.pat, Entity: e.Name, Bindings: p.Bindings})
		p.keyOfFound()
	}
	p.Operation = TransactWriteItems
	var cols, keys []string // the columns, once; each locked key, as SQL declares it
	// The old lock holds the item's values as read ({col.old}), never a
	// WHERE's parameter (email <> ? names another value); the new one
	// holds what the UPDATE sets ({email.new} where the WHERE names email
	// too, a constant keyed) and the item's other values as read.
	sets := map[string]Template{}
	nulls := map[string]bool{} // the columns the UPDATE sets to NULL
	for _, a := range n.pat.Sets {
		sets[strings.ToLower(a.Column.Column)] = n.setTemplate(a)
		if a.Value != nil && a.Value.Null && a.Arith == "" {
			nulls[strings.ToLower(a.Column.Column)] = true
		}
	}
	nulled := func(c string) bool { return nulls[strings.ToLower(c)] }
	for _, x := range p.Compute {
		if x.Expr != nil {
			sets[strings.ToLower(x.Column)] = Template{{Col: x.Column}} // the value the application computes
		}
	}
	oldOf := func(t Template) Template {
		old := Template{}
		for _, part := range t {
			if part.Col != "" && part.Col != ShardCol {
				part.Col += ".old"
			}
			old = append(old, part)
		}
		return old
	}
	newOf := func(t Template) Template {
		out := Template{}
		for _, part := range t {
			if part.Col != "" && part.Col != ShardCol && !set(part.Col) {
				part.Col += ".old"
			}
			out = append(out, part)
		}
		return out.with(e, sets)
	}
	for _, l := range moved {
		if l.Carries == nil {
			keys = append(keys, uniqueName(e, l.Columns))
		}
		p.LockDeletes = append(p.LockDeletes, l.at(oldOf(l.PK), oldOf(l.SK)))
		switch {
		case n.pat.Statement != analyze.Update:
		case l.Carries == nil && slices.ContainsFunc(l.Columns, nulled):
			// UNIQUE lets NULLs repeat: a NULL holds no lock item.
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the UPDATE sets a column of %s to NULL: the old value's lock item is deleted and none is put, as MySQL's UNIQUE lets NULLs repeat", uniqueName(e, l.Columns)), Pos: n.pat.Pos})
		case l.Carries != nil && slices.ContainsFunc(l.PK.Columns(), nulled):
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the UPDATE sets a column of the lookup item's key (PK %s) to NULL: the old lookup item is deleted and none is put, as an index holds no entry for a NULL", l.PK), Pos: n.pat.Pos})
		default:
			p.Locks = append(p.Locks, l.at(newOf(l.PK), newOf(l.SK)))
		}
		for _, c := range l.Columns {
			if !slices.Contains(cols, c) {
				cols = append(cols, c)
				// The write's condition that the values the old lock holds
				// and the new one keeps are the item's still, so a change
				// in between fails it (else the moved row's new lock would
				// be deleted, or the old one kept).
				if !p.holdsOld(c) && (set(c) || !lay.chosen[e.Name].base.hasCol(c)) { // the table key's own columns are the item's key
					p.Conditions = append(p.Conditions, FilterCol{Column: c, Op: "=", Values: []Template{{{Col: c + ".old"}}}})
					if col := e.Column(c); col != nil && !col.NotNull {
						p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s is nullable: when the item read has no %s (NULL), the condition is attribute_not_exists(%s) instead of %s = {%s.old}, and there is no old item of that value to delete", c, c, c, c, c), Pos: n.pat.Pos})
					}
				}
			}
		}
	}
	if len(keys) > 0 {
		what := fmt.Sprintf("the DELETE frees the values of its %s: the application reads the item first (%s%s), then deletes it, on condition it still holds the values read, and the lock item of each value in one TransactWriteItems, so the values can be used again; when another write changed them in between, the transaction fails and the application reads again and retries", strings.Join(keys, ", "), p.Lookup.Operation, consistentWord(p.Lookup))
		if n.pat.Statement == analyze.Update {
			what = fmt.Sprintf("the UPDATE changes %s: the application reads the item first (%s%s) for the old value, then in one TransactWriteItems updates the item on condition the old value is still there, deletes the old value's lock item and puts the new one's with attribute_not_exists, which fails the whole transaction when another row holds the value, as SQL would; when the new value equals the old, it sends neither (DynamoDB refuses two operations on one item in a transaction)", strings.Join(keys, " and "), p.Lookup.Operation, consistentWord(p.Lookup))
		}
		p.Reasons = append(p.Reasons, Reason{Text: what, Pos: n.pat.Pos})
	}
	for _, l := range lookups {
		what := fmt.Sprintf("the row's lookup item (PK %s, SK %s) goes with it: the application reads the item first (%s) for the values its key holds, then deletes the lookup item in the same TransactWriteItems", l.PK, l.SK, p.Lookup.Operation)
		if n.pat.Statement == analyze.Update {
			what = fmt.Sprintf("the UPDATE changes a column the lookup item's key holds (PK %s, SK %s): the application reads the item first (%s) for the old values, then in one TransactWriteItems updates the item on condition they are still there, deletes the old lookup item and puts the new one; when its key stays the same (a new value the key writes as the old, one changed only in case under a case-insensitive collation), it deletes nothing (DynamoDB refuses two operations on one item in a transaction) and puts the item again only when a value it carries changed, without the condition that it is new, overwriting its copy", l.PK, l.SK, p.Lookup.Operation)
		}
		p.Reasons = append(p.Reasons, Reason{Text: what, Pos: n.pat.Pos})
	}
}

// consistentWord says how a write's read reads: consistently, unless it
// reads an index (see Plan.consistent, which runs when the requests are
// built, after the reasons).
func consistentWord(look *Plan) string {
	if look.Index == "" && look.Operation != OpScan {
		return ", ConsistentRead"
	}
	return ", from an index, eventually consistent"
}

// foldedConditions serves a one-item write's conditions on a case- or
// accent-insensitive column, which a ConditionExpression would compare as
// bytes ('Active' is not 'active'): the application reads the item first
// (ConsistentRead), checks the condition as the collation compares (the
// read's Check), and conditions the write on the value it read, so a
// change in between fails it and the application reads again. A range on
// such a column is unsupported, as it is in a read. It reports false when
// the write is unsupported.
func (lay *layout) foldedConditions(n *need, p *Plan) bool {
	var names []string
	for i, c := range p.Conditions {
		if c.Bytes || !folded(n.entity, c.Column, c.Op) {
			continue
		}
		col := n.entity.Column(c.Column)
		switch c.Op {
		case "=", "IN", "<>", "NOT IN", "LIKE":
		default:
			lay.unsupportedWrite(p, foldedRangeWhy(col, c.Op, "a ConditionExpression"))
			return false
		}
		p.Conditions[i] = FilterCol{Column: col.Name, Op: "=", Values: []Template{{{Col: col.Name + ".old"}}}}
		names = append(names, col.Name)
	}
	if len(names) == 0 {
		return true
	}
	if p.Lookup == nil {
		p.Lookup = lay.read(n.lookup(), &Plan{Pattern: n.pat, Entity: n.entity.Name, Bindings: p.Bindings})
		p.keyOfFound()
	}
	p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the collation of %s ignores case, and a ConditionExpression compares bytes: the application reads the item first (%s%s), checks %s as the collation compares (folded), and conditions the write on the value it read ({%s.old}); when the check fails nothing is written (SQL's 0 rows affected), and when another write changed the value in between, the write fails and the application reads again", strings.Join(names, ", "), p.Lookup.Operation, consistentWord(p.Lookup), p.Lookup.CheckText, strings.Join(names, ".old}, {")), Pos: n.pat.Pos})
	return true
}

// holdsOld reports whether the write is conditioned on col's value read
// ({col.old}) already.
func (p *Plan) holdsOld(col string) bool {
	return slices.ContainsFunc(p.Conditions, func(f FilterCol) bool {
		return strings.EqualFold(f.Column, col) && len(f.Values) == 1 && len(f.Values[0]) == 1 && strings.EqualFold(f.Values[0][0].Col, col+".old")
	})
}

// readConditions are the conditions of a write of an item a Lookup found:
// every column of the WHERE outside the table key equal to the value read
// ({col.old}, attribute_not_exists for a NULL read), which met the WHERE.
func (n *need) readConditions(base *shape) []FilterCol {
	var out []FilterCol
	add := func(name string) {
		col := n.entity.Column(name)
		if col == nil || base.hasCol(col.Name) || slices.ContainsFunc(out, func(f FilterCol) bool { return strings.EqualFold(f.Column, col.Name) }) {
			return
		}
		out = append(out, FilterCol{Column: col.Name, Op: "=", Values: []Template{{{Col: col.Name + ".old"}}}, Nullable: !col.NotNull})
	}
	for _, e := range n.eq {
		add(e.col)
	}
	for _, r := range append(n.ranges(), n.filters...) {
		add(r.Column.Column)
	}
	return out
}

// keyOfFound makes the write name each item its Lookup found by that
// item's own {PK} and {SK}.
func (p *Plan) keyOfFound() {
	p.PKValue = Template{{Col: PK}}
	p.SKCond = &SKCond{Op: "=", Values: []Template{{{Col: SK}}}}
}

func (lay *layout) unsupportedWrite(p *Plan, why string) *Plan {
	p.Status = Unsupported
	p.Reasons = append(p.Reasons, Reason{Text: why, Pos: p.Pattern.Pos})
	return p
}

// setTemplate is what a written column holds: its constant, {column},
// or the application's clock ({col.now}, {col.today}).
func (n *need) setTemplate(a analyze.Assignment) Template {
	switch {
	case a.Value.Source != "":
		return Template{{Col: a.Column.Column}} // INSERT ... SELECT: from each item read (Plan.Feed)
	case a.Value.Param:
		return Template{{Col: n.names[a.Value.Pos]}}
	case a.Value.Clock != "":
		return Template{{Col: ClockCol(a.Column.Column, a.Value.Clock)}}
	}
	return Template{{Lit: a.Value.Const}}
}

// insertPlan writes a new row as one item with every key attribute.
func (lay *layout) insertPlan(n *need, p *Plan, o *option) {
	e := n.entity
	replacing := n.pat.Upsert != nil && n.pat.Upsert.Kind == analyze.Replace && n.conflict != nil
	values := map[string]Template{}
	for _, a := range n.pat.Sets {
		if a.Value != nil && a.Value.Null {
			continue // no attribute, as for a column the INSERT leaves out
		}
		values[strings.ToLower(a.Column.Column)] = n.setTemplate(a)
	}
	for _, c := range e.PrimaryKey {
		if _, ok := values[strings.ToLower(c)]; ok {
			continue
		}
		seq := lay.sequence(e)
		if seq == nil || !strings.EqualFold(seq.Column, c) {
			lay.unsupportedWrite(p, fmt.Sprintf("the INSERT does not give %s, part of the primary key, and %s is not AUTO_INCREMENT: give it a value (a ULID or UUIDv7 string sorts by creation time)", c, c))
			return
		}
		p.NextID = &Plan{Pattern: n.pat, Entity: e.Name, Operation: UpdateItem, PKAttr: PK, SKAttr: SK, PKValue: seq.PK,
			SKCond: &SKCond{Op: "=", Values: []Template{seq.SK}}, Status: OK}
		values[strings.ToLower(c)] = Template{{Col: seq.Column}}
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s is AUTO_INCREMENT and the INSERT leaves it out: the application first numbers the row with an UpdateItem that adds 1 to the sequence item (PK %s, SK %s) and returns the new value, atomic as AUTO_INCREMENT, and writes it as {%s}; the sequence item takes every INSERT of %s, about 1,000 a second at most, so past that use a ULID or UUIDv7 string (no request, sorts by time) in a string column; a migration puts the sequence item with next = MAX(%s)", c, seq.PK, seq.SK, seq.Column, e.Name, c), Pos: n.pat.Pos})
		if n.pat.Result == analyze.ExecLastID {
			p.Reasons = append(p.Reasons, Reason{Text: ":execlastid's value is the next the sequence returns: the application has it before it writes the row, as LAST_INSERT_ID() after the INSERT", Pos: n.pat.Pos})
		}
	}
	if n.pat.Result == analyze.CopyFrom {
		p.Reasons = append(p.Reasons, Reason{Text: "sqlc's :copyfrom loads many rows at once by MySQL's LOAD DATA LOCAL, which skips a row whose key is taken (LOCAL implies IGNORE): the application sends this write once per row and goes on past a row it refuses; BatchWriteItem (25 puts a call) would be faster but takes no condition, so a taken key would be overwritten where MySQL keeps the row there", Pos: n.pat.Pos})
	}
	for _, c := range e.Columns {
		if c.GeneratedExpr != nil {
			values[strings.ToLower(c.Name)] = Template{{Col: c.Name}}
			p.Compute = append(p.Compute, Compute{Column: c.Name, Op: "=", Expr: c.GeneratedExpr})
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s is GENERATED ALWAYS AS (%s): the application computes {%s} from the row it writes, as MySQL does (design.Generate), and the item and every key built from it carry it; a NULL leaves the attribute out", c.Name, c.GeneratedExpr, c.Name), Pos: n.pat.Pos})
		}
	}
	p.Operation = PutItem
	p.Item = map[string]Template{Type: {{Lit: e.Name}}}
	var defaults, now []string
	for _, c := range e.Columns {
		key := strings.ToLower(c.Name)
		if _, ok := values[key]; !ok {
			switch {
			case c.DefaultNow:
				values[key] = Template{{Col: c.Name}}
				now = append(now, c.Name)
			case c.Default != nil:
				values[key] = Template{{Lit: *c.Default}}
				defaults = append(defaults, fmt.Sprintf("%s = %s", c.Name, valueText([]analyze.Value{{Const: *c.Default, Number: numeric(e, c.Name)}})))
			}
		}
		if v, ok := values[key]; ok {
			p.Item[c.Name] = v
		}
	}
	if len(defaults) > 0 {
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the INSERT leaves out columns with a DEFAULT: the item carries them as the SQL row would (%s); DynamoDB has no defaults of its own", strings.Join(defaults, ", ")), Pos: n.pat.Pos})
	}
	if len(now) > 0 {
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s DEFAULT CURRENT_TIMESTAMP: the application writes the time of the INSERT as {%s}, in the column's format", strings.Join(now, ", "), strings.Join(now, "}, {")), Pos: n.pat.Pos})
	}
	keyOf := func(t Template) Template { return t.with(e, values) }
	var de []Key
	// out are the indexes whose partition key holds a column the INSERT
	// leaves NULL: the item is in none of them, so it carries neither of
	// their key attributes.
	out := map[string]string{}
	for _, k := range lay.entityKeys(e) {
		for _, col := range k.Template.Columns() {
			if _, given := values[strings.ToLower(col)]; !given && col != ShardCol && partitionKey(k.Attr) && k.Attr != PK {
				out[indexOf(k.Attr)] = col
			}
		}
	}
	for _, k := range lay.entityKeys(e) {
		if in, sure := holds(e, values, k.When); sure && !in {
			continue // the statement's constants keep the item out of this sparse index
		} else if sure {
			k.When = nil
		}
		if col, ok := out[indexOf(k.Attr)]; ok {
			if partitionKey(k.Attr) {
				p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the INSERT leaves %s NULL, which %s holds: the item carries neither %sPK nor %sSK and stays out of %s, as a NULL matches no lookup", col, k.Attr, indexOf(k.Attr), indexOf(k.Attr), indexOf(k.Attr)), Pos: n.pat.Pos})
			}
			continue
		}
		de = append(de, k)
	}
	for _, k := range de {
		nulls := map[string]Template{} // a sort key writes a NULL as nothing (Key.Values)
		for _, col := range k.Template.Columns() {
			if _, given := values[strings.ToLower(col)]; !given && col != ShardCol {
				nulls[strings.ToLower(col)] = Template{{Lit: ""}}
			}
		}
		t := k.Template
		if len(nulls) > 0 {
			t = t.with(e, nulls)
		}
		p.Item[k.Attr] = keyOf(t)
		for _, col := range k.Template.Columns() {
			if c := e.Column(col); c != nil && !c.NotNull && partitionKey(k.Attr) && k.Attr != PK {
				if _, given := values[strings.ToLower(col)]; given {
					p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s is left out when %s is NULL: the item then stays out of %s, as a NULL matches no lookup", k.Attr, col, indexOf(k.Attr)), Pos: n.pat.Pos})
					break
				}
			}
		}
		if len(k.When) > 0 {
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s is written only when %s (a sparse index)", k.Attr, condText(k.When)), Pos: n.pat.Pos})
		}
		if k.Shards > 1 {
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s's {%s} is FNV-1a of the primary key mod %d", k.Attr, ShardCol, k.Shards), Pos: n.pat.Pos})
		}
	}
	p.PKAttr, p.SKAttr, p.PKValue = PK, SK, p.Item[PK]
	p.SKCond = &SKCond{Op: "=", Values: []Template{p.Item[SK]}}
	if !lay.counterWrites(n, p, 1, values) {
		return
	}
	for _, l := range lay.locks(e) {
		if slices.ContainsFunc(l.Columns, func(c string) bool { _, given := values[strings.ToLower(c)]; return !given }) {
			continue // a column the INSERT leaves NULL: SQL's UNIQUE lets NULLs repeat, so there is nothing to lock
		}
		p.Operation = TransactWriteItems
		p.Locks = append(p.Locks, l.at(keyOf(l.PK), l.SK))
		text := fmt.Sprintf("%s is enforced by a lock item (PK %s, SK UNIQUE) put in the same TransactWriteItems with attribute_not_exists: a second row with the value fails the whole transaction, as the SQL's %s would", uniqueName(e, l.Columns), l.PK, uniqueIndex(e, l.Columns))
		if replacing {
			text = fmt.Sprintf("%s is enforced by a lock item (PK %s, SK UNIQUE) put in the same TransactWriteItems, with attribute_not_exists unless a row REPLACE deletes holds it (then over it, that row's Delete conditioned on the value): a row that took the value after the reads cancels the transaction", uniqueName(e, l.Columns), l.PK)
		}
		switch {
		case len(l.Holds) > 0 && len(lay.lastIDs(e, l.Columns)) == 0:
			text += fmt.Sprintf("; the lock item holds the row's %s too, by which a lookup of %s finds the row", strings.Join(l.Holds, ", "), strings.Join(l.Columns, ", "))
		case len(l.Holds) > 0:
			text += fmt.Sprintf("; the lock item holds the row's %s too, which an upsert reads from it when the value is taken (the existing row's LAST_INSERT_ID(), the row it updates, or the row a REPLACE deletes)", strings.Join(l.Holds, ", "))
		}
		if sameCols(l.Columns, e.PrimaryKey) {
			text += fmt.Sprintf("; the item's own key cannot do it, since the table key is built from (%s): two rows with one primary key would be two items (an INSERT that leaves an AUTO_INCREMENT id out, numbered by a sequence item, needs no lock)", strings.Join(lay.chosen[e.Name].base.columns(), ", "))
		}
		var nullable []string
		for _, c := range l.Columns {
			if col := e.Column(c); col != nil && !col.NotNull {
				nullable = append(nullable, col.Name)
			}
		}
		if len(nullable) > 0 {
			text += fmt.Sprintf("; when %s is NULL the application leaves the lock item out, since MySQL's UNIQUE lets NULLs repeat", strings.Join(nullable, " or "))
		}
		p.Reasons = append(p.Reasons, Reason{Text: text, Pos: n.pat.Pos})
	}
	for _, l := range lay.lookupItems(e) {
		if slices.ContainsFunc(l.PK.Columns(), func(c string) bool { _, given := values[strings.ToLower(c)]; return !given }) {
			continue // a NULL in the lookup's partition key: no lookup finds the row, as an index would hold no entry
		}
		p.Operation = TransactWriteItems
		p.Locks = append(p.Locks, l.at(keyOf(l.PK), keyOf(l.SK)))
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the lookup item (PK %s, SK %s), which stands in for an index, is put in the same TransactWriteItems, carrying %s; when a column of its PK is NULL the application leaves it out, as an index would", l.PK, l.SK, strings.Join(l.Carries, ", ")), Pos: n.pat.Pos})
	}
	refuses := "; attribute_not_exists on PK refuses an existing key"
	if k := lay.chosen[e.Name].base.columns(); sameCols(k, e.PrimaryKey) || slices.ContainsFunc(e.Unique, func(u []string) bool { return sameCols(u, k) }) {
		refuses += ", as the SQL's " + uniqueIndex(e, k) + " would"
	}
	if replacing {
		refuses = "" // REPLACE's own reasons say when it puts over an item
	}
	p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("PutItem writes the row as one item with its table key and every index key it needs (%s)%s", strings.Join(keyAttrs(de), ", "), refuses), Pos: n.pat.Pos})
	var nullable []string // the parameters that may carry a NULL
	for _, a := range n.pat.Sets {
		if col := e.Column(a.Column.Column); col != nil && !col.NotNull && a.Value != nil && a.Value.Param {
			nullable = append(nullable, col.Name)
		}
	}
	if len(nullable) > 0 {
		p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("where the parameter for %s is NULL, the application leaves that attribute out of the Item, as a NULL column is no attribute; an index whose partition key is built from it gets neither key attribute (the row is not in it), a sort key writes it as nothing, as the rows loaded are", strings.Join(nullable, ", ")), Pos: n.pat.Pos})
	}
	for _, c := range lay.copies[e.Name] {
		for i, col := range c.Columns {
			p.Item[c.Attrs[i]] = Template{{Col: CopyCol(c.Parent, col)}}
		}
		if !lay.parentRead(n, p, c) {
			return
		}
	}
}

// showing is t with its parts of the columns names holds shown as those
// names (Part.Param): the value and its encoding stay the column's.
func showing(t Template, names map[string]string) Template {
	out := slices.Clone(t)
	for i, part := range out {
		if to, ok := names[part.Col]; ok && to != part.Col {
			out[i].Param = to
		}
	}
	return out
}

// CopyCol is the placeholder of a parent's column that an INSERT copies
// onto the row's item (R9), filled from the parent's item read first
// (Plan.Parents): {authors.name}.
func CopyCol(parent, col string) string { return parent + "." + col }

// parentRead plans the read of the parent item an INSERT copies c from,
// and the check of that item in the write's transaction (Plan.Parents).
// The read is by the parent's table key, so that it can be consistent:
// false, and the write refused, when the foreign key references other
// columns (an index is only eventually consistent).
func (lay *layout) parentRead(n *need, p *Plan, c *Copy) bool {
	pe := lay.m.Entity(c.Parent)
	o := lay.chosen[pe.Name]
	if o.placement == Embedded || !sameCols(o.base.columns(), c.Ref) || slices.ContainsFunc(lay.entityKeys(pe), func(k Key) bool { return k.Shards > 1 }) {
		lay.unsupportedWrite(p, fmt.Sprintf("the item carries a copy of %s (R9), which the application reads from the %s item by the row's %s first; the %s items are not keyed by (%s) alone, and an index read is not consistent, so a parent written just before could be missed", qualified(c.Parent, c.Columns), c.Parent, strings.Join(c.FK, ", "), c.Parent, strings.Join(c.Ref, ", ")))
		return false
	}
	read := &Plan{Pattern: n.pat, Entity: pe.Name, Operation: GetItem, PKAttr: PK, SKAttr: SK, Projection: slices.Clone(c.Columns), Consistent: true, Status: OK}
	shown := map[string]string{} // the key's placeholders as the row's columns name them
	for i, ref := range c.Ref {
		read.KeyFrom = append(read.KeyFrom, Feed{Placeholder: pe.Column(ref).Name, Attr: c.FK[i]})
		shown[pe.Column(ref).Name] = c.FK[i]
	}
	read.PKValue, read.SKCond = showing(o.base.pkTemplate(), shown), &SKCond{Op: "=", Values: []Template{showing(o.base.skTemplate(), shown)}}
	for _, col := range c.Columns {
		ph := CopyCol(c.Parent, col)
		read.Fills = append(read.Fills, Feed{Placeholder: ph, Attr: col})
		read.Conditions = append(read.Conditions, FilterCol{Column: col, Op: "=", Values: []Template{{{Col: ph}}}})
	}
	p.Operation = TransactWriteItems
	p.Parents = append(p.Parents, read)
	var nullable []string
	for _, fk := range c.FK {
		if col := n.entity.Column(fk); col != nil && !col.NotNull {
			nullable = append(nullable, col.Name)
		}
	}
	text := fmt.Sprintf("the item also carries a copy of %s as %s (R9): the application reads the %s item first (GetItem by the row's %s, ConsistentRead), writes its %s as the copy, and checks in the same TransactWriteItems (ConditionCheck) that the %s item still holds them, so a parent deleted or rewritten in between cancels the transaction and the application reads again; no %s item refuses the INSERT, as the FOREIGN KEY does (MySQL's error 1452)",
		qualified(c.Parent, c.Columns), strings.Join(c.Attrs, ", "), c.Parent, strings.Join(c.FK, ", "), strings.Join(c.Columns, ", "), c.Parent, c.Parent)
	if len(nullable) > 0 {
		text += fmt.Sprintf("; a NULL %s names no parent: the application reads nothing, checks nothing and leaves the copy out", strings.Join(nullable, " or "))
	}
	p.Reasons = append(p.Reasons, Reason{Text: text, Pos: n.pat.Pos})
	return true
}

// updatePlan sets columns on one item, and every key attribute built from
// them.
func (lay *layout) updatePlan(n *need, p *Plan, o *option) {
	defer nullableReasons(n, p)
	e := n.entity
	p.Operation = UpdateItem
	p.Updates = map[string]Template{}
	values := map[string]Template{}
	plain := slices.ContainsFunc(n.pat.Sets, func(a analyze.Assignment) bool { return a.Arith == "" })
	nulled := map[string]bool{}
	var moved []string // columns counters are kept by
	for _, a := range n.pat.Sets {
		if a.Keep != nil && !lay.optional(n, p, a) {
			return
		}
		if a.Value != nil && a.Value.Null && a.Arith == "" {
			p.Removes = append(p.Removes, a.Column.Column)
			nulled[strings.ToLower(a.Column.Column)] = true
			if lay.counted(e, a.Column.Column) {
				moved = append(moved, e.Column(a.Column.Column).Name) // the row leaves its counter
			}
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("SET %s = NULL is REMOVE %s: a NULL column is no attribute of the item", a.Column.Column, a.Column.Column), Pos: a.Column.Pos})
			continue
		}
		p.Updates[a.Column.Column] = n.setTemplate(a)
		if a.Arith != "" {
			col := e.Column(a.Column.Column)
			if k := lay.keyOf(e, col.Name); k != "" {
				if !lay.computed(n, p, a, k) {
					return
				}
				values[strings.ToLower(col.Name)] = p.Updates[col.Name]
				continue
			}
			if p.Arith == nil {
				p.Arith = map[string]string{}
			}
			p.Arith[col.Name] = a.Arith
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("SET %s = %s %s %s is UpdateExpression arithmetic: DynamoDB reads and changes the value in one atomic step, so concurrent writers lose no update, as in SQL", col.Name, col.Name, a.Arith, valueText([]analyze.Value{*a.Value})), Pos: a.Column.Pos})
			if !col.NotNull {
				if plain {
					lay.unsupportedWrite(p, fmt.Sprintf("%s is nullable: SQL's NULL %s ? is NULL and the row's other columns still change, but DynamoDB refuses arithmetic on a missing attribute; declare %s NOT NULL (with a DEFAULT), or write %s = %s apart from the other columns", col.Name, a.Arith, col.Name, col.Name, col.Name))
					return
				}
				p.Conditions = append(p.Conditions, FilterCol{Column: col.Name, Op: "IS NOT NULL"})
				p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s is nullable and DynamoDB refuses arithmetic on a missing attribute: attribute_exists(%s) in the condition leaves a NULL as it is, as SQL's NULL %s ? is NULL", col.Name, col.Name, a.Arith), Pos: a.Column.Pos})
				if a.Value.Param && !a.KeepNull {
					// sqlc types the ? as the nullable column: a NULL by
					// makes the column NULL (c + NULL is NULL), a REMOVE
					// (Null drops the arithmetic and its condition).
					p.Nullable = append(p.Nullable, Nullable{Column: col.Name, Param: n.names[a.Value.Pos]})
				}
			}
			continue
		}
		values[strings.ToLower(a.Column.Column)] = n.setTemplate(a)
		if lay.counted(e, a.Column.Column) {
			moved = append(moved, e.Column(a.Column.Column).Name) // the row moves between counters
		}
		if col := e.Column(a.Column.Column); col != nil && !col.NotNull && a.Value.Param && !a.KeepNull && lay.holder(e, col.Name) == "" {
			// Built into nothing else: a NULL is a REMOVE of its own
			// (CASE WHEN ? THEN ? ...'s too, when the flag sets it).
			p.Nullable = append(p.Nullable, Nullable{Column: col.Name, Param: n.names[a.Value.Pos]})
		}
	}
	if !lay.generatedUpdates(n, p, values, nulled) {
		return
	}
	known := func(c string) bool {
		_, set := values[strings.ToLower(c)]
		return set || n.eqOf(c) != nil
	}
	after := maps.Clone(values) // and the columns the WHERE pins to a constant
	for _, x := range n.eq {
		if _, set := after[strings.ToLower(x.col)]; !set && len(x.values) == 1 && !x.values[0].Param {
			after[strings.ToLower(x.col)] = Template{{Lit: x.values[0].Const}}
		}
	}
	said := map[string]bool{} // one reason per index, not per key attribute
	saidNull := map[string]bool{}
	say := func(index, text string) {
		if !said[index] {
			said[index] = true
			p.Reasons = append(p.Reasons, Reason{Text: text, Pos: n.pat.Pos})
		}
	}
	// A NULL in an index's partition key takes the item out of the index
	// (both its key attributes go); in a sort key it is written as nothing
	// and the item stays, as an INSERT writes it (Key.Values).
	// reenters are the indexes whose partition key the UPDATE rewrites from
	// a nullable column: an item that had a NULL there carries neither key
	// attribute, so the sort key is written too.
	reenters := map[string]bool{}
	for _, k := range lay.entityKeys(e) {
		if k.Attr != PK && partitionKey(k.Attr) && slices.ContainsFunc(k.Template.Columns(), func(c string) bool {
			col := e.Column(c)
			_, set := values[strings.ToLower(c)]
			return set && col != nil && !col.NotNull
		}) {
			reenters[indexOf(k.Attr)] = true
		}
	}
	removed := map[string]bool{}
	for _, k := range lay.entityKeys(e) {
		if k.Attr != PK && partitionKey(k.Attr) && slices.ContainsFunc(k.Template.Columns(), func(c string) bool { return nulled[strings.ToLower(c)] }) {
			removed[indexOf(k.Attr)] = true
		}
	}
	// resorted are the indexes whose sort key the UPDATE rewrites while
	// their partition key, built from a nullable column the item holds,
	// stays: the item may be out of the index (a NULL there), so the
	// partition key is written again from the item read, and where the
	// item has the NULL both are REMOVEd, not a sort key left alone
	// (Fill of the partition key fails: verify's unkeyed).
	resorted := map[string]bool{}
	for _, k := range lay.entityKeys(e) {
		if k.Attr != SK && !partitionKey(k.Attr) && slices.ContainsFunc(k.Template.Columns(), func(c string) bool { _, ok := values[strings.ToLower(c)]; return ok }) {
			resorted[indexOf(k.Attr)] = true
		}
	}
	for _, k := range lay.entityKeys(e) {
		if k.Attr == PK || k.Attr == SK {
			if slices.ContainsFunc(k.Template.Columns(), func(c string) bool { return nulled[strings.ToLower(c)] }) {
				lay.unsupportedWrite(p, fmt.Sprintf("the UPDATE sets a column of the table key (%s) to NULL, and a key attribute cannot be missing: keep the column NOT NULL, or key the items by other columns", k.Template))
				return
			}
		} else if index := indexOf(k.Attr); removed[index] {
			p.KeyRemoves = append(p.KeyRemoves, k.Attr)
			say(index, fmt.Sprintf("%sPK is built from a column the UPDATE sets to NULL: REMOVE %sPK, %sSK takes the item out of index %s, as a row with a NULL there has no key in it", index, index, index, index))
			continue
		}
		if slices.ContainsFunc(k.Template.Columns(), func(c string) bool { return nulled[strings.ToLower(c)] }) {
			for c := range nulled {
				values[c] = Template{{Lit: ""}} // written as nothing: NULL sorts first
			}
			say(indexOf(k.Attr)+"null", fmt.Sprintf("%s is built from a column the UPDATE sets to NULL: a sort key writes a NULL as nothing, so the item stays in %s and sorts first, as the INSERT writes it", k.Attr, indexOf(k.Attr)))
		}
		touched := slices.ContainsFunc(k.Template.Columns(), func(c string) bool { _, ok := values[strings.ToLower(c)]; return ok })
		if !touched && k.Attr != PK && partitionKey(k.Attr) && resorted[indexOf(k.Attr)] && slices.ContainsFunc(k.Template.Columns(), func(c string) bool {
			col := e.Column(c)
			return col != nil && !col.NotNull && !known(c)
		}) {
			touched = true
		}
		if !touched && !partitionKey(k.Attr) && reenters[indexOf(k.Attr)] {
			// The item may be out of the index (a NULL in its partition
			// key): the new partition key puts it back, with its sort key.
			touched = true
		}
		moves := slices.ContainsFunc(k.When, func(c Cond) bool { _, ok := values[strings.ToLower(c.Column)]; return ok })
		if !touched && !moves {
			continue
		}
		if k.Attr == PK || k.Attr == SK {
			if len(moved) > 0 {
				lay.unsupportedWrite(p, fmt.Sprintf("the UPDATE changes the table key and %s, which a counter of %s is kept by: moving the item and its counters in one transaction is not planned; update the two apart", strings.Join(moved, ", "), e.Name))
				return
			}
			lay.keyChange(n, p, values)
			return
		}
		index := k.Attr[:len(k.Attr)-2] // GSI1PK, GSI1SK: GSI1
		if len(k.When) > 0 {
			in, sure := holds(e, after, k.When)
			setsAll := !slices.ContainsFunc(k.When, func(c Cond) bool { _, ok := values[strings.ToLower(c.Column)]; return !ok })
			switch {
			case !sure && setsAll:
				// SET status = ?: the new value decides, at run time.
				p.KeyChoice = append(p.KeyChoice, k.Attr)
				say(index, fmt.Sprintf("the UPDATE sets %s's condition column to a parameter: when the new values meet %s, the UpdateItem SETs %sPK and %sSK as shown; otherwise the application sends it with REMOVE %sPK, %sSK instead, taking the item out of the sparse index; PartiQL has no statement for the choice", index, condText(k.When), index, index, index, index))
			case !sure:
				lay.unsupportedWrite(p, fmt.Sprintf("the UPDATE changes index %s's key, and whether the item belongs in it (%s) depends on a column the UPDATE does not set: read the item, then SET or REMOVE %sPK and %sSK as its value says", index, condText(k.When), index, index))
				return
			}
			if sure && !in {
				p.KeyRemoves = append(p.KeyRemoves, k.Attr)
				say(index, fmt.Sprintf("the new values no longer meet %s: REMOVE %sPK, %sSK takes the item out of the sparse index %s", condText(k.When), index, index, index))
				continue
			}
		}
		if slices.ContainsFunc(k.Template.Columns(), func(c string) bool { return !known(c) && c != ShardCol }) && p.Lookup == nil {
			// The new index key needs columns the statement does not give:
			// they come from the item, read first.
			p.Lookup = lay.read(n.lookup(), &Plan{Pattern: n.pat, Entity: e.Name, Bindings: p.Bindings})
			p.keyOfFound()
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s is built from columns the UPDATE does not give: the application reads the item first (%s%s) and takes them from it, and the write is conditioned on their values read, so when another write changed them in between it fails and the application reads again and retries", k.Attr, p.Lookup.Operation, consistentWord(p.Lookup)), Pos: n.pat.Pos})
		}
		for _, c := range k.Template.Columns() {
			// What the key takes from the item read must still be there.
			if col := e.Column(c); col != nil && !known(c) && !slices.ContainsFunc(p.Conditions, func(f FilterCol) bool { return strings.EqualFold(f.Column, col.Name) }) {
				p.Conditions = append(p.Conditions, FilterCol{Column: col.Name, Op: "=", Values: []Template{{{Col: col.Name + ".old"}}}, Nullable: !col.NotNull})
			}
		}
		// The statement's values go in at once: SET status = 'CLOSED'
		// is in an overloaded key, SET status = ? WHERE status = ? keys
		// by the new value, not the old.
		p.KeyUpdates = append(p.KeyUpdates, Key{Attr: k.Attr, Template: k.Template.with(e, values), When: k.When, Shards: k.Shards})
		var nullable []string // columns taken from the item, which may lack them
		for _, c := range k.Template.Columns() {
			// A sort key writes a NULL as nothing and keeps the item
			// (Key.Values); only a partition key's NULL removes it.
			if col := e.Column(c); col != nil && partitionKey(k.Attr) && !known(c) && !col.NotNull && !slices.Contains(nullable, col.Name) {
				nullable = append(nullable, col.Name)
			}
		}
		if len(nullable) > 0 && !saidNull[index] {
			saidNull[index] = true
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("where the item's %s is NULL (no attribute), the application sends REMOVE %sPK, %sSK instead of setting them: a NULL in an index key leaves the item out of %s", strings.Join(nullable, ", "), index, index, index), Pos: n.pat.Pos})
		}
		switch {
		case moves:
			say(index, fmt.Sprintf("the new values meet %s: setting %sPK and %sSK puts the item in the sparse index %s", condText(k.When), index, index, index))
		default:
			say(index, fmt.Sprintf("%s's key is rewritten too: the index moves the item, two writes on that index", index))
		}
		if k.Shards > 1 {
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s's {%s} is FNV-1a of the primary key mod %d, as when the item was put", k.Attr, ShardCol, k.Shards), Pos: n.pat.Pos})
		}
	}
	if len(moved) > 0 {
		if n.pat.Upsert != nil {
			lay.unsupportedWrite(p, fmt.Sprintf("ON DUPLICATE KEY UPDATE changes %s, which a counter of %s is kept by: the row moves between counters, which needs its old values read first; set it with an UPDATE of its own", strings.Join(moved, ", "), e.Name))
			return
		}
		if !lay.counterMoves(n, p, moved, values, nulled) {
			return
		}
	}
	switch {
	case n.pat.Upsert != nil: // an upsert says why it updates in its own words
	case p.Finds:
		p.Reasons = append(p.Reasons, Reason{Text: "UpdateItem sets the columns on each item found; attribute_exists on PK keeps it from re-creating an item deleted in between", Pos: n.pat.Pos})
	default:
		p.Reasons = append(p.Reasons, Reason{Text: "the WHERE names the whole table key: UpdateItem sets the columns on the one item; attribute_exists on PK keeps it from creating an item the SQL would not have updated", Pos: n.pat.Pos})
	}
	for _, cp := range lay.copiedFrom[e.Name] {
		other := cp.on
		for _, col := range cp.copy.Columns {
			if _, ok := values[strings.ToLower(col)]; ok {
				p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s is copied onto %s items (R9): update each %s item of this %s too (Query them, then one UpdateItem each)", col, other.Name, other.Name, e.Name), Pos: n.pat.Pos})
			}
		}
	}
}

// nullableReasons say what the application sends for each Nullable
// column whose parameter is NULL: REMOVE in place of SET, or, when the
// UPDATE puts the item again under a new key, the Put without it.
func nullableReasons(n *need, p *Plan) {
	if p.Status == Unsupported {
		return
	}
	for _, o := range p.Nullable {
		for _, a := range n.pat.Sets {
			if a.Value == nil || n.names[a.Value.Pos] != o.Param {
				continue
			}
			text := fmt.Sprintf("%s is nullable: when {%s} is NULL, the application sends REMOVE %s in place of SET %s (and leaves the value out of the request), as a NULL column is no attribute of the item", o.Column, n.shown(a.Value.Pos), o.Column, o.Column)
			switch op, arith := p.Arith[o.Column]; {
			case p.KeyChange:
				text = fmt.Sprintf("%s is nullable: when {%s} is NULL, the application leaves %s out of the Put, as a NULL column is no attribute of the item", o.Column, n.shown(a.Value.Pos), o.Column)
			case arith:
				text = fmt.Sprintf("when {%s} is NULL, %s %s NULL is NULL: the application sends REMOVE %s in place of the arithmetic, and no attribute_exists(%s), as a NULL column is no attribute of the item", n.shown(a.Value.Pos), o.Column, op, o.Column, o.Column)
			}
			p.Reasons = append(p.Reasons, Reason{Text: text, Pos: a.Column.Pos})
		}
	}
}

// insertSelect plans INSERT ... SELECT's read: the SELECT's own plan, run
// first as the write's Lookup, whose items each give one row (Plan.Feed:
// the INSERT's column from the item's attribute). The rows are written one
// by one, not atomic as the statement is; false when the read cannot be
// served.
func (lay *layout) insertSelect(n *need, p *Plan) bool {
	src := n.source
	switch {
	case n.pat.Upsert != nil:
		lay.unsupportedWrite(p, fmt.Sprintf("INSERT ... SELECT with %s: each row would be an upsert of its own after the read; write the rows with an upsert pattern, once per row read", n.pat.Upsert.Kind))
		return false
	case len(src.problems) > 0:
		for _, r := range src.problems {
			p.Reasons = append(p.Reasons, Reason{Text: "the INSERT's SELECT: " + r.Text, Pos: r.Pos})
		}
		lay.unsupportedWrite(p, "INSERT ... SELECT writes the rows its SELECT reads, and no request reads them")
		return false
	}
	look := lay.plan(src)
	if look.Status == Unsupported || look.Operation == "" || look.Operation == OpScan {
		for _, r := range look.Reasons {
			p.Reasons = append(p.Reasons, Reason{Text: "the INSERT's SELECT: " + r.Text, Pos: r.Pos})
		}
		lay.unsupportedWrite(p, "INSERT ... SELECT writes the rows its SELECT reads, and only a Scan reads them: give the SELECT an equality the design keys on")
		return false
	}
	if seq := lay.sequence(n.entity); seq != nil && !n.pat.Assigns(seq.Column) {
		// Even in a total order, InnoDB may skip numbers in the block of
		// AUTO_INCREMENT values it takes for a bulk insert (innodb_autoinc_
		// lock_mode; MariaDB gave ArchiveBatch's second line 64, the
		// design 63): no counter reproduces them.
		why := "its ORDER BY cannot fix them: InnoDB may skip numbers in the block of AUTO_INCREMENT values it takes for a bulk insert (innodb_autoinc_lock_mode)"
		if len(src.pat.OrderBy) == 0 {
			why = "without ORDER BY MySQL does not fix that order, and InnoDB may skip numbers in the block it takes for a bulk insert"
		}
		lay.unsupportedWrite(p, fmt.Sprintf("INSERT ... SELECT numbers its rows by AUTO_INCREMENT (%s) in the order the SELECT reads them, and %s, so no design can give each row the id MySQL gives it: give the INSERT the column's values, or read the rows and insert them one by one", seq.Column, why))
		return false
	}
	var cols []string
	for _, a := range n.pat.Sets {
		if a.Value != nil && a.Value.Source != "" {
			p.Feed = append(p.Feed, Feed{Placeholder: a.Column.Column, Attr: a.Value.Source})
			cols = append(cols, a.Column.Column)
		}
	}
	// The SELECT's parameters, and those of its select list (a value every
	// row gets), which the INSERT's columns name.
	p.Bindings = append(p.Bindings, src.bindings()...)
	slices.SortFunc(p.Bindings, func(a, b Binding) int {
		return cmp.Or(cmp.Compare(a.Pos.Line, b.Pos.Line), cmp.Compare(a.Pos.Col, b.Pos.Col))
	})
	p.Lookup, look.Bindings = look, p.Bindings
	p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("INSERT ... SELECT: the application first reads the rows as the SELECT would (%s), then writes one row per item it returns, {%s} taken from the item's attributes; one write per row, not atomic as the SQL statement is: when one is refused (a taken key), the rows before it stay written where the SQL writes none (up to 100 such writes fit one TransactWriteItems, which is atomic)", stepsText(look), strings.Join(cols, "}, {")), Pos: n.pat.Pos})
	return true
}

// keyOf is the first key attribute of e built from col, or that col puts
// the item in (a sparse index's condition); "" when none.
func (lay *layout) keyOf(e *analyze.Entity, col string) string {
	for _, k := range lay.entityKeys(e) {
		if hasCol(k.Template.Columns(), col) || slices.ContainsFunc(k.When, func(c Cond) bool { return strings.EqualFold(c.Column, col) }) {
			return k.Attr
		}
	}
	return ""
}

// computed plans SET n = n + ? on a column the key attribute k is built
// from: the new key needs the new value, which only the item knows. The
// application reads the item (Lookup, ConsistentRead), computes
// {n.new} = {n.old} + ? (Compute), and writes n and the keys in one
// request conditioned on n = {n.old}, so a change in between fails it and
// it reads again: no update is lost, as none is in SQL.
func (lay *layout) computed(n *need, p *Plan, a analyze.Assignment, k string) bool {
	e := n.entity
	col := e.Column(a.Column.Column)
	switch {
	case !col.NotNull:
		lay.unsupportedWrite(p, fmt.Sprintf("%s %s= ? changes a column %s is built from, and %s is nullable: SQL's NULL %s ? is NULL, which the key would write as a value; declare %s NOT NULL", col.Name, a.Arith, k, col.Name, a.Arith, col.Name))
		return false
	case col.Kind == analyze.KindDecimal && col.Float:
		lay.unsupportedWrite(p, fmt.Sprintf("%s %s= ? changes a column %s is built from, and %s is a floating-point column, whose sum MySQL rounds to its binary precision: the key would hold another value; make %s DECIMAL", col.Name, a.Arith, k, col.Name, col.Name))
		return false
	case lay.counted(e, col.Name):
		lay.unsupportedWrite(p, fmt.Sprintf("the UPDATE changes %s, which a counter of %s is kept by: the row moves between counters; read it, then update it and both counters in one transaction", col.Name, e.Name))
		return false
	}
	if p.Lookup == nil {
		p.Lookup = lay.read(n.lookup(), &Plan{Pattern: n.pat, Entity: e.Name, Bindings: p.Bindings})
		if p.Lookup.Operation == "" || p.Lookup.Operation == OpScan {
			lay.unsupportedWrite(p, fmt.Sprintf("%s %s= ? changes a column %s is built from, and the WHERE names no key to read the item's value by", col.Name, a.Arith, k))
			return false
		}
		p.keyOfFound()
	}
	by := n.setTemplate(a)
	p.Compute = append(p.Compute, Compute{Column: col.Name, Op: a.Arith, By: by})
	p.Updates[col.Name] = Template{{Col: col.Name + ".new"}}
	if !p.holdsOld(col.Name) {
		p.Conditions = append(p.Conditions, FilterCol{Column: col.Name, Op: "=", Values: []Template{{{Col: col.Name + ".old"}}}})
	}
	p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("SET %s = %s %s %s changes %s, which is built from %s: DynamoDB's arithmetic cannot rebuild a key, so the application reads the item (%s%s), computes {%s.new} = {%s.old} %s %s, and writes %s and the keys built from it in one request conditioned on %s = {%s.old}; when another write changed %s in between the condition fails, and the application reads again and retries, so no update is lost, as none is in SQL", col.Name, col.Name, a.Arith, valueText([]analyze.Value{*a.Value}), k, col.Name, p.Lookup.Operation, consistentWord(p.Lookup), col.Name, col.Name, a.Arith, by.String(), col.Name, col.Name, col.Name, col.Name), Pos: a.Column.Pos})
	return true
}

// generatedUpdates plans the generated columns an UPDATE changes by
// setting a column they are computed from: the application computes each
// ({col}, Compute) from the values set and, for the others, the item's,
// read first (Lookup, ConsistentRead) with the write conditioned on them,
// and sets it with the keys built from it. A value that may be NULL,
// which the UpdateItem would have to REMOVE, is refused.
func (lay *layout) generatedUpdates(n *need, p *Plan, values map[string]Template, nulled map[string]bool) bool {
	e := n.entity
	for _, c := range e.Columns {
		if c.GeneratedExpr == nil {
			continue
		}
		from := c.GeneratedFrom
		changed := slices.ContainsFunc(from, func(g string) bool { _, set := values[strings.ToLower(g)]; return set || nulled[strings.ToLower(g)] })
		if !changed {
			continue
		}
		for _, g := range from {
			if col := e.Column(g); nulled[strings.ToLower(g)] || col == nil || !col.NotNull {
				lay.unsupportedWrite(p, fmt.Sprintf("%s is GENERATED ALWAYS AS (%s), and %s may be NULL, which makes it NULL: an UpdateItem would have to REMOVE it, which is not planned; declare %s NOT NULL", c.Name, c.GeneratedExpr, g, g))
				return false
			}
		}
		var read []string
		for _, g := range from {
			if _, set := values[strings.ToLower(g)]; !set {
				read = append(read, g)
			}
		}
		if len(read) > 0 && p.Lookup == nil {
			p.Lookup = lay.read(n.lookup(), &Plan{Pattern: n.pat, Entity: e.Name, Bindings: p.Bindings})
			if p.Lookup.Operation == "" || p.Lookup.Operation == OpScan {
				lay.unsupportedWrite(p, fmt.Sprintf("%s is GENERATED ALWAYS AS (%s), from %s, which the UPDATE does not set, and its WHERE names no key to read them by", c.Name, c.GeneratedExpr, strings.Join(read, ", ")))
				return false
			}
			p.keyOfFound()
		}
		for _, g := range read {
			if !p.holdsOld(g) {
				p.Conditions = append(p.Conditions, FilterCol{Column: g, Op: "=", Values: []Template{{{Col: g + ".old"}}}})
			}
		}
		p.Updates[c.Name] = Template{{Col: c.Name}}
		values[strings.ToLower(c.Name)] = Template{{Col: c.Name}}
		p.Compute = append(p.Compute, Compute{Column: c.Name, Op: "=", Expr: c.GeneratedExpr})
		text := fmt.Sprintf("%s is GENERATED ALWAYS AS (%s): the UPDATE changes what it is computed from, so the application computes {%s} from the new values (design.Generate) and sets it, with every key built from it", c.Name, c.GeneratedExpr, c.Name)
		if len(read) > 0 {
			text += fmt.Sprintf("; %s it takes from the item read first (%s%s), and the write is conditioned on their values read", strings.Join(read, ", "), p.Lookup.Operation, consistentWord(p.Lookup))
		}
		p.Reasons = append(p.Reasons, Reason{Text: text, Pos: n.pat.Pos})
	}
	return true
}

// castFits reports whether the column a writes takes its CAST(? AS ...)
// value as it is (analyze.CastFits).
func castFits(m *analyze.Model, a analyze.Assignment) bool {
	e := m.Entity(a.Column.Entity)
	if e == nil || e.Column(a.Column.Column) == nil {
		return false
	}
	return analyze.CastFits(a.Value.Cast, e.Column(a.Column.Column).Kind)
}

// holder names what besides the item holds column col of e, built from
// it: a key attribute (or a sparse index's condition), a lock or lookup
// item, a counter, a copy on another entity's items, a generated column;
// "" when only the item holds it.
func (lay *layout) holder(e *analyze.Entity, col string) string {
	if k := lay.keyOf(e, col); k != "" {
		return k
	}
	for _, l := range slices.Concat(lay.locks(e), lay.lookupItems(e)) {
		if hasCol(l.Columns, col) || hasCol(l.Stored(), col) || hasCol(l.PK.Columns(), col) || hasCol(l.SK.Columns(), col) {
			return "the lock or lookup item " + l.PK.String()
		}
	}
	if lay.counted(e, col) {
		return "a counter of " + e.Name
	}
	for _, cp := range lay.copiedFrom[e.Name] {
		if hasCol(cp.copy.Columns, col) {
			return "the copy on " + cp.on.Name + " items"
		}
	}
	for _, c := range e.Columns {
		if c.GeneratedExpr != nil && hasCol(c.GeneratedFrom, col) {
			return "the generated column " + c.Name
		}
	}
	return ""
}

// optional plans SET c = COALESCE(?, c) and its kin (Assignment.Keep): the
// application sends c's SET only when the parameter says to, building the
// UpdateExpression per call (Skipping). A column that anything besides the
// item holds (a key, a lock or lookup item, a counter, a copy) is refused:
// what those are rebuilt from would then depend on a value that only a
// read of the item gives.
func (lay *layout) optional(n *need, p *Plan, a analyze.Assignment) bool {
	e := n.entity
	col := e.Column(a.Column.Column)
	if col == nil || !strings.EqualFold(a.Column.Entity, e.Name) {
		lay.unsupportedWrite(p, fmt.Sprintf("%s.%s is set or kept as a parameter says, on another table than the one written: write it apart", a.Column.Entity, a.Column.Column))
		return false
	}
	holder := lay.holder(e, col.Name)
	if holder != "" {
		lay.unsupportedWrite(p, fmt.Sprintf("%s is set or kept as a parameter says, and %s is built from it: whether that changes depends on the call, and its new value on the item's; set %s with a plain ?, or read the item first", col.Name, holder, col.Name))
		return false
	}
	o := Optional{Column: col.Name, Param: n.names[a.Keep.Pos], KeepNull: a.KeepNull}
	p.Optional = append(p.Optional, o)
	when := fmt.Sprintf("{%s} is false", o.Param)
	if a.KeepNull {
		when = fmt.Sprintf("{%s} is NULL", o.Param)
	}
	p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("%s is set or kept as the caller says: the application leaves SET %s out of the UpdateExpression (and its value out of the request) when %s, building the request per call, so one UpdateItem writes what the SQL writes", col.Name, col.Name, when), Pos: a.Column.Pos})
	return true
}

// with puts what the statement writes (column of e → its constant or
// {param}) in place of the template's columns; a constant is written as
// the key writes the column's values (keyed).
func (t Template) with(e *analyze.Entity, values map[string]Template) Template {
	out := Template{}
	for _, part := range t {
		if v, ok := values[strings.ToLower(part.Col)]; ok && part.Col != "" && part.Col != ShardCol {
			if len(t) > 1 {
				v = keyed(e, part.Col, prefixed(part, v))
			}
			out = append(out, v...)
			continue
		}
		out = append(out, part)
	}
	return out.merge()
}

// holds says whether a written item meets a sparse key's conditions, when
// values (column → what the item holds after the write) give each
// condition's column as a constant: a literal, a DEFAULT, or a WHERE's
// equality; sure is false when a value is a parameter or not given.
func holds(e *analyze.Entity, values map[string]Template, when []Cond) (in, sure bool) {
	if len(when) == 0 {
		return true, false
	}
	in = true
	for _, c := range when {
		v, ok := values[strings.ToLower(c.Column)]
		if !ok || len(v) != 1 || v[0].Col != "" {
			return false, false
		}
		in = in && c.Has(e, v[0].Lit)
	}
	return in, true
}

// entityKeys are the key attributes an entity's items carry.
func (lay *layout) entityKeys(e *analyze.Entity) []Key {
	o := lay.chosen[e.Name]
	keys := []Key{{Attr: PK, Template: o.base.pkTemplate()}, {Attr: SK, Template: o.base.skTemplate()}}
	for i, s := range o.shapes {
		name := indexName(i)
		when := s.when(e)
		keys = append(keys, Key{Attr: name + "PK", Template: s.pkTemplate(), When: when, Shards: s.shards}, Key{Attr: name + "SK", Template: s.skTemplate(), When: when})
	}
	return keys
}

func keyAttrs(keys []Key) []string {
	var out []string
	for _, k := range keys {
		out = append(out, k.Attr)
	}
	return out
}

func condText(cs []Cond) string {
	var parts []string
	for _, c := range cs {
		parts = append(parts, c.String())
	}
	return strings.Join(parts, " and ")
}

// writeRequest builds a write plan's SDK input.
func (p *Plan) writeRequest(table string, m *analyze.Model, e *analyze.Entity) {
	x := newExpr(e)
	key := map[string]types.AttributeValue{
		PK: &types.AttributeValueMemberS{Value: p.PKValue.String()},
		SK: &types.AttributeValueMemberS{Value: p.SKCond.Values[0].String()},
	}
	p.KeyCondition = fmt.Sprintf("PK = %s AND SK = %s", p.PKValue, p.SKCond.Values[0])
	defer func() {
		if p.Condition != "" {
			p.KeyCondition += " (condition: " + p.Condition + ")"
		}
	}()
	var put *dynamodb.PutItemInput
	if p.Item != nil {
		item := map[string]types.AttributeValue{}
		for _, attr := range slices.Sorted(maps.Keys(p.Item)) {
			t := p.Item[attr]
			item[attr] = ValueType(m, e, attr, t).Value(t.String())
			p.Params = append(p.Params, Param{Name: attr, Value: t})
		}
		put = &dynamodb.PutItemInput{TableName: aws.String(table), Item: item}
		if !p.Overwrite {
			put.ConditionExpression = aws.String("attribute_not_exists(" + x.name(PK) + ")")
			put.ExpressionAttributeNames = x.namesOrNil()
		}
	}
	switch p.Operation {
	case PutItem:
		p.Request = put
	case TransactWriteItems:
		tx := &dynamodb.TransactWriteItemsInput{}
		add := func(role string, it types.TransactWriteItem) {
			tx.TransactItems = append(tx.TransactItems, it)
			p.TxRoles = append(p.TxRoles, role)
		}
		if p.KeyChange || (p.Item == nil && p.Updates == nil) { // the old item goes: a key change, or a DELETE
			// It must exist, or the counters would count a row that was not there.
			dx := newExpr(e)
			cond := "attribute_exists(" + dx.name(PK) + ")"
			if c, text := dx.conditions(p.Conditions); c != nil {
				cond += " AND " + *c
				p.Condition = text
			}
			add(TxDelete, types.TransactWriteItem{Delete: &types.Delete{TableName: aws.String(table), Key: key,
				ConditionExpression: aws.String(cond), ExpressionAttributeNames: dx.names, ExpressionAttributeValues: dx.valuesOrNil()}})
			for _, prm := range dx.params {
				p.Params = append(p.Params, Param{Name: "delete" + prm.Name, Value: prm.Value})
			}
		}
		if p.Updates != nil {
			up := p.updateInput(table, e, key)
			add(TxUpdate, types.TransactWriteItem{Update: &types.Update{TableName: up.TableName, Key: up.Key, UpdateExpression: up.UpdateExpression,
				ConditionExpression: up.ConditionExpression, ExpressionAttributeNames: up.ExpressionAttributeNames, ExpressionAttributeValues: up.ExpressionAttributeValues}})
		}
		if put != nil {
			add(TxPut, types.TransactWriteItem{Put: &types.Put{
				TableName: put.TableName, Item: put.Item, ConditionExpression: put.ConditionExpression, ExpressionAttributeNames: put.ExpressionAttributeNames}})
		}
		keyParams := func(role string, i int, l Lock) {
			p.Params = append(p.Params, Param{Name: fmt.Sprintf("%s%d.%s", role, i+1, PK), Value: l.PK})
			if len(l.SK.Columns()) > 0 {
				p.Params = append(p.Params, Param{Name: fmt.Sprintf("%s%d.%s", role, i+1, SK), Value: l.SK})
			}
		}
		for i, l := range p.LockDeletes {
			keyParams(TxUnlock, i, l)
			add(TxUnlock, types.TransactWriteItem{Delete: &types.Delete{TableName: aws.String(table), Key: map[string]types.AttributeValue{
				PK: &types.AttributeValueMemberS{Value: l.PK.String()},
				SK: &types.AttributeValueMemberS{Value: l.SK.String()},
			}}})
		}
		for i, l := range p.Locks {
			lx := newExpr(e)
			lock := map[string]types.AttributeValue{
				PK:   &types.AttributeValueMemberS{Value: l.PK.String()},
				SK:   &types.AttributeValueMemberS{Value: l.SK.String()},
				Type: &types.AttributeValueMemberS{Value: l.Type()},
			}
			for _, c := range l.Stored() {
				t := p.Carried(c)
				lock[c] = ValueType(m, e, c, t).Value(t.String())
			}
			keyParams(TxLock, i, l)
			add(TxLock, types.TransactWriteItem{Put: &types.Put{TableName: aws.String(table), Item: lock,
				ConditionExpression: aws.String("attribute_not_exists(" + lx.name(PK) + ")"), ExpressionAttributeNames: lx.names}})
		}
		for i, c := range p.Counters {
			cx := newExpr(e)
			add(TxCounter, types.TransactWriteItem{Update: &types.Update{TableName: aws.String(table),
				Key: map[string]types.AttributeValue{
					PK: &types.AttributeValueMemberS{Value: c.PK.String()},
					SK: &types.AttributeValueMemberS{Value: c.SK.String()},
				},
				UpdateExpression:          aws.String(fmt.Sprintf("ADD %s :delta SET %s = :type", cx.name(CountAttr), cx.name(Type))),
				ExpressionAttributeNames:  cx.names,
				ExpressionAttributeValues: map[string]types.AttributeValue{":delta": &types.AttributeValueMemberN{Value: fmt.Sprint(c.Delta)}, ":type": &types.AttributeValueMemberS{Value: CounterType}},
			}})
			p.Params = append(p.Params, Param{Name: fmt.Sprintf("counter%d.%s", i+1, PK), Value: c.PK})
		}
		for i, r := range p.Parents {
			pe := m.Entity(r.Entity)
			pk, sk := r.CheckKey()
			cx := newExpr(pe)
			cond := "attribute_exists(" + cx.name(PK) + ")"
			if c, _ := cx.conditions(r.Conditions); c != nil {
				cond += " AND " + *c
			}
			add(TxCheck, types.TransactWriteItem{ConditionCheck: &types.ConditionCheck{TableName: aws.String(table),
				Key: map[string]types.AttributeValue{
					PK: &types.AttributeValueMemberS{Value: pk.String()},
					SK: &types.AttributeValueMemberS{Value: sk.String()},
				},
				ConditionExpression: aws.String(cond), ExpressionAttributeNames: cx.names, ExpressionAttributeValues: cx.valuesOrNil()}})
			p.Params = append(p.Params, Param{Name: fmt.Sprintf("%s%d.%s", TxCheck, i+1, PK), Value: pk})
			for _, prm := range cx.params {
				p.Params = append(p.Params, Param{Name: fmt.Sprintf("%s%d%s", TxCheck, i+1, prm.Name), Value: prm.Value})
			}
		}
		p.Request = tx
	case UpdateItem:
		p.Request = p.updateInput(table, e, key)
	case DeleteItem:
		p.Params = []Param{{Name: PK, Value: p.PKValue}, {Name: SK, Value: p.SKCond.Values[0]}}
		in := &dynamodb.DeleteItemInput{TableName: aws.String(table), Key: key}
		in.ConditionExpression, p.Condition = x.conditions(p.Conditions)
		in.ExpressionAttributeNames, in.ExpressionAttributeValues = x.namesOrNil(), x.valuesOrNil()
		p.Params = append(p.Params, x.params...)
		p.Request = in
	}
}

// NullOld is the plan the application sends when the old values of cols,
// which its condition compares with what it read, were NULL: each of those
// comparisons becomes attribute_not_exists. A col may also be a copy's
// placeholder ({authors.bio}, CopyCol), whose parent's check (Parents)
// compares it. Its request is built anew.
func (p *Plan) NullOld(table string, m *analyze.Model, cols []string) *Plan {
	q := *p
	q.Conditions = slices.Clone(p.Conditions)
	for i, c := range q.Conditions {
		if c.Op == "=" && slices.Contains(cols, c.Column) {
			q.Conditions[i] = FilterCol{Column: c.Column, Op: "IS NULL"}
		}
	}
	q.Parents = slices.Clone(p.Parents)
	for i, r := range q.Parents {
		rc := *r
		rc.Conditions = slices.Clone(r.Conditions)
		for j, c := range rc.Conditions {
			if c.Op == "=" && len(c.Values[0]) == 1 && slices.Contains(cols, c.Values[0][0].Col) {
				rc.Conditions[j] = FilterCol{Column: c.Column, Op: "IS NULL"}
			}
		}
		q.Parents[i] = &rc
	}
	q.Params, q.TxRoles, q.Request, q.Condition = nil, nil, nil, ""
	q.writeRequest(table, m, m.Entity(p.Entity))
	return &q
}

// Skipping is the plan the application sends when the parameters keep the
// columns cols as they are (Optional): their SETs are left out and the
// request is built anew. With nothing left to write, Updates is nil and
// the application sends no request: the SQL changes nothing either.
func (p *Plan) Skipping(table string, m *analyze.Model, cols []string) *Plan {
	q := *p
	q.Updates = maps.Clone(p.Updates)
	for _, c := range cols {
		delete(q.Updates, c)
	}
	q.Removes = slices.DeleteFunc(slices.Clone(p.Removes), func(c string) bool { return slices.Contains(cols, c) })
	q.Optional = slices.DeleteFunc(slices.Clone(p.Optional), func(o Optional) bool { return slices.Contains(cols, o.Column) })
	if len(q.Updates)+len(q.Removes)+len(q.KeyUpdates)+len(q.KeyRemoves) == 0 && p.Operation == UpdateItem {
		q.Updates, q.Request, q.Params = nil, nil, nil
		return &q
	}
	q.Params, q.TxRoles, q.Request, q.Condition = nil, nil, nil, ""
	q.writeRequest(table, m, m.Entity(p.Entity))
	return &q
}

// Null is the plan the application sends when the parameters null names
// are NULL: the Variant planned for those of them a key, lock, counter,
// copy or generated column is built from, and in it REMOVE in place of
// SET for each Nullable column among them, the request built anew; its
// Nulls names every parameter NULL in it. With no parameter NULL it is p.
func (p *Plan) Null(table string, m *analyze.Model, null func(param string) bool) *Plan {
	q := p
	var keyed []string
	for _, v := range p.Variants {
		for _, x := range v.Nulls {
			if null(x) && !slices.Contains(keyed, x) {
				keyed = append(keyed, x)
			}
		}
	}
	if len(keyed) > 0 {
		for _, v := range p.Variants {
			if len(v.Nulls) == len(keyed) && !slices.ContainsFunc(v.Nulls, func(x string) bool { return !slices.Contains(keyed, x) }) {
				q = v
			}
		}
	}
	var cols, params []string
	for _, o := range q.Nullable {
		if null(o.Param) {
			cols, params = append(cols, o.Column), append(params, o.Param)
		}
	}
	if len(cols) == 0 {
		return q
	}
	r := *q
	r.Nulls = slices.Concat(q.Nulls, params)
	r.Updates = maps.Clone(q.Updates)
	r.Removes = slices.Clone(q.Removes)
	for _, c := range cols {
		delete(r.Updates, c)
		if q.Item == nil { // a Put under a new key leaves the NULL out: its {param} has no value
			r.Removes = append(r.Removes, c)
		}
		if _, ok := q.Arith[c]; ok {
			// c + NULL is NULL whatever c holds: no arithmetic, so no
			// attribute_exists(c) for it.
			r.Arith = maps.Clone(q.Arith)
			delete(r.Arith, c)
			r.Conditions = slices.DeleteFunc(slices.Clone(r.Conditions), func(f FilterCol) bool { return f.Column == c && f.Op == "IS NOT NULL" })
		}
	}
	r.Nullable, r.Variants = nil, nil
	r.Params, r.TxRoles, r.Request, r.Condition = nil, nil, nil, ""
	r.writeRequest(table, m, m.Entity(p.Entity))
	return &r
}

// Carried is what a lookup item's column holds when the plan puts it: the
// value the row's item is put or updated with, else the item's own.
func (p *Plan) Carried(col string) Template {
	if t, ok := p.Item[col]; ok {
		return t
	}
	if t, ok := p.Updates[col]; ok && p.Arith[col] == "" {
		return t
	}
	return Template{{Col: col}}
}

// updateInput is an UPDATE's UpdateItem: its SETs, the index keys it
// rebuilds or removes, and its condition. Its values are p.Params named
// by placeholder (":title"), the key's PK and SK.
func (p *Plan) updateInput(table string, e *analyze.Entity, key map[string]types.AttributeValue) *dynamodb.UpdateItemInput {
	x := newExpr(e)
	var sets []string
	for _, col := range slices.Sorted(maps.Keys(p.Updates)) {
		v := x.value(col, p.Updates[col], TypeOf(e.Column(col)))
		if op := p.Arith[col]; op != "" {
			v = x.name(col) + " " + op + " " + v
		}
		sets = append(sets, fmt.Sprintf("%s = %s", x.name(col), v))
	}
	for _, k := range p.KeyUpdates {
		sets = append(sets, fmt.Sprintf("%s = %s", x.name(k.Attr), x.value(strings.ToLower(k.Attr), k.Template, AttrS)))
	}
	update := ""
	if len(sets) > 0 {
		update = "SET " + strings.Join(sets, ", ")
	}
	if len(p.KeyRemoves)+len(p.Removes) > 0 {
		var rm []string
		for _, a := range slices.Concat(p.Removes, p.KeyRemoves) {
			rm = append(rm, x.name(a))
		}
		update = strings.TrimSpace(update + " REMOVE " + strings.Join(rm, ", "))
	}
	p.Params = append(p.Params, Param{Name: PK, Value: p.PKValue}, Param{Name: SK, Value: p.SKCond.Values[0]})
	cond := "attribute_exists(" + x.name(PK) + ")"
	if c, text := x.conditions(p.Conditions); c != nil {
		cond += " AND " + *c
		p.Condition = text
	}
	p.Params = append(p.Params, x.params...)
	return &dynamodb.UpdateItemInput{TableName: aws.String(table), Key: key,
		UpdateExpression:         aws.String(update),
		ConditionExpression:      aws.String(cond),
		ExpressionAttributeNames: x.namesOrNil(), ExpressionAttributeValues: x.valuesOrNil()}
}

// Unkeyed is the UpdateItem the application sends instead of p's when the
// new values leave the item out of the sparse indexes whose key attributes
// are out (some of p.KeyChoice): those are REMOVEd, not SET. Its Params
// name what fills it, as p's do.
func (p *Plan) Unkeyed(table string, e *analyze.Entity, out []string) (*dynamodb.UpdateItemInput, []Param) {
	q := *p
	q.KeyUpdates = slices.DeleteFunc(slices.Clone(p.KeyUpdates), func(k Key) bool { return slices.Contains(out, k.Attr) })
	q.KeyRemoves = append(slices.Clone(p.KeyRemoves), out...)
	q.Params = nil
	key := map[string]types.AttributeValue{ // a lone UpdateItem's, or a transaction's Update's
		PK: &types.AttributeValueMemberS{Value: p.PKValue.String()},
		SK: &types.AttributeValueMemberS{Value: p.SKCond.Values[0].String()},
	}
	in := q.updateInput(table, e, key)
	return in, q.Params
}

// nextRequest builds the sequence UpdateItem of an INSERT's NextID.
func (p *Plan) nextRequest(table string) {
	x := newExpr(nil)
	p.KeyCondition = fmt.Sprintf("PK = %s AND SK = %s", p.PKValue, p.SKCond.Values[0])
	p.Params = []Param{{Name: PK, Value: p.PKValue}, {Name: SK, Value: p.SKCond.Values[0]}}
	p.Request = &dynamodb.UpdateItemInput{TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			PK: &types.AttributeValueMemberS{Value: p.PKValue.String()},
			SK: &types.AttributeValueMemberS{Value: p.SKCond.Values[0].String()},
		},
		UpdateExpression:         aws.String(fmt.Sprintf("ADD %s :one SET %s = :type", x.name(NextAttr), x.name(Type))),
		ExpressionAttributeNames: x.names,
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":one":  &types.AttributeValueMemberN{Value: "1"},
			":type": &types.AttributeValueMemberS{Value: SequenceType},
		},
		ReturnValues: types.ReturnValueUpdatedNew,
	}
}

// keyChange plans an UPDATE of a table key column: the old item is read,
// deleted, and put again under its new key, in one TransactWriteItems.
func (lay *layout) keyChange(n *need, p *Plan, values map[string]Template) {
	e := n.entity
	if p.Lookup == nil {
		p.Lookup = lay.read(n.lookup(), &Plan{Pattern: n.pat, Entity: e.Name, Bindings: p.Bindings})
	}
	if p.Lookup.Operation == "" || p.Lookup.Operation == OpScan {
		lay.unsupportedWrite(p, "the UPDATE changes the item's table key, and its WHERE names no key to read the old item by")
		return
	}
	p.Operation, p.KeyChange, p.Updates = TransactWriteItems, true, nil
	p.keyOfFound()
	sub := func(t Template) Template { return t.with(e, values) }
	p.Item = map[string]Template{Type: {{Lit: e.Name}}}
	for _, c := range e.Columns {
		p.Item[c.Name] = sub(Template{{Col: c.Name}})
	}
	for _, k := range lay.entityKeys(e) {
		p.Item[k.Attr] = sub(k.Template)
	}
	for _, c := range lay.copies[e.Name] {
		p.CarryOver = append(p.CarryOver, c.Attrs...)
	}
	for _, child := range lay.inside[e] {
		if lay.chosen[child.Name].placement == Embedded {
			for _, w := range lay.m.Patterns {
				if w.Statement != analyze.Select && slices.Contains(w.Written, child.Name) {
					// Its list changes under the move: the Delete's
					// condition compares the row's columns, not the list,
					// so a row written in between would be lost.
					lay.unsupportedWrite(p, fmt.Sprintf("the UPDATE changes the table key, so the item moves (a Delete and a Put carrying every attribute), and it embeds the rows of %s, which %s writes: a row written between the read and the move would be lost, as the move's condition compares the row's columns, not the list", child.Name, w.Name))
					return
				}
			}
			p.CarryOver = append(p.CarryOver, child.Name)
		}
	}
	carried := ""
	if len(p.CarryOver) > 0 {
		carried = fmt.Sprintf(" (%s as the item read holds them)", strings.Join(p.CarryOver, ", "))
	}
	// The Put writes back what the read found: the Delete holds only if
	// the old item still has every value read, so a write in between (or
	// an index read behind the table) fails the transaction instead of
	// being undone.
	for _, c := range e.Columns {
		if !slices.ContainsFunc(p.Conditions, func(f FilterCol) bool { return strings.EqualFold(f.Column, c.Name) }) {
			p.Conditions = append(p.Conditions, FilterCol{Column: c.Name, Op: "=", Values: []Template{{{Col: c.Name + ".old"}}}, Nullable: !c.NotNull})
		}
	}
	p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("the UPDATE changes a column of the table key (PK %s, SK %s): a key cannot change in place, so the application reads the old item (%s%s), then deletes it and puts the new one, every attribute carried over%s, in one TransactWriteItems; the Delete is conditioned on every value read (attribute_not_exists for a NULL), so when another write changed the item in between, or the read came from an index behind the table, the transaction fails and the application reads again and retries, and no value read is written back over a newer one; when the new key is the old one, it sends the Put alone, with the Delete's condition (DynamoDB refuses two operations on one item in a transaction)", lay.chosen[e.Name].base.pkTemplate(), lay.chosen[e.Name].base.skTemplate(), p.Lookup.Operation, consistentWord(p.Lookup), carried), Pos: n.pat.Pos})
}

// maxNullParams bounds the parameters an UPDATE plans NULL Variants for:
// 2^3 - 1 = 7 variants, each a plan the report shows.
const maxNullParams = 3

// nullVariants plans, for an UPDATE that sets nullable columns something
// besides the item is built from (a key, a lock or lookup item, a
// counter, a copy, a generated column: holder) from parameters, the plan
// for each combination of those parameters being NULL: the statement
// with SET c = NULL in their place, planned as any such statement is
// (REMOVE c, the index keys removed or written as nothing, the lock item
// deleted, the row out of its counter). Past maxNullParams, or when a
// variant cannot be served, the pattern is unsupported.
func (lay *layout) nullVariants(n *need, p *Plan) {
	if p.Status != OK {
		return
	}
	var sets []analyze.Assignment // what the statement updates
	switch {
	case n.pat.Statement == analyze.Update:
		sets = n.pat.Sets
	case n.pat.Upsert != nil && n.pat.Upsert.Kind == analyze.OnDuplicate && p.Otherwise != nil:
		sets = n.pat.Upsert.Sets // ON DUPLICATE KEY UPDATE c = VALUES(c): the inserted NULL
	default:
		return
	}
	e := n.entity
	var keyed []analyze.Assignment
	for _, a := range sets {
		if col := e.Column(a.Column.Column); col != nil && !col.NotNull && a.Value != nil && a.Value.Param && a.Arith == "" && a.Keep == nil && strings.EqualFold(a.Column.Entity, e.Name) && lay.holder(e, col.Name) != "" {
			keyed = append(keyed, a)
		}
	}
	if len(keyed) == 0 {
		return
	}
	var cols []string
	for _, a := range keyed {
		cols = append(cols, e.Column(a.Column.Column).Name)
	}
	if len(keyed) > maxNullParams {
		*p = Plan{Pattern: p.Pattern, Entity: p.Entity, Bindings: p.Bindings} // none of its requests
		lay.unsupportedWrite(p, fmt.Sprintf("%s are nullable, set from parameters, and keys or other items are built from them: each NULL among them is a plan of its own, %d in all, past the %d planned; declare some NOT NULL, or update them apart", strings.Join(cols, ", "), 1<<len(keyed), 1<<maxNullParams))
		return
	}
	for mask := 1; mask < 1<<len(keyed); mask++ {
		pat := *n.pat
		pat.Sets = slices.Clone(n.pat.Sets)
		if n.pat.Upsert != nil {
			up := *n.pat.Upsert
			up.Sets = slices.Clone(up.Sets)
			pat.Upsert = &up
		}
		v := *n
		v.pat, v.names, v.paramOf = &pat, maps.Clone(n.names), maps.Clone(n.paramOf)
		var nulls, which []string
		for i, a := range keyed {
			if mask&(1<<i) == 0 {
				continue
			}
			lists := [][]analyze.Assignment{pat.Sets}
			if pat.Upsert != nil {
				lists = append(lists, pat.Upsert.Sets)
			}
			for _, list := range lists {
				for j, x := range list {
					if x.Value != nil && x.Value.Param && x.Value.Pos == a.Value.Pos { // an upsert's VALUES(c) is the INSERT's ?
						list[j].Value = &analyze.Value{Null: true, Pos: a.Value.Pos}
					}
				}
			}
			nulls = append(nulls, n.names[a.Value.Pos])
			which = append(which, fmt.Sprintf("{%s}", n.shown(a.Value.Pos)))
			delete(v.names, a.Value.Pos)
			delete(v.paramOf, a.Value.Pos)
		}
		q := lay.writePlan(&v, &Plan{Pattern: n.pat})
		if q.Status != OK {
			why := q.Reasons[len(q.Reasons)-1].Text
			*p = Plan{Pattern: p.Pattern, Entity: p.Entity, Bindings: p.Bindings}
			lay.unsupportedWrite(p, fmt.Sprintf("when %s is NULL, %s", strings.Join(which, " and "), why))
			return
		}
		q.Pattern, q.Nulls = n.pat, nulls
		p.Variants = append(p.Variants, q)
	}
	var built []string
	for _, c := range cols {
		built = append(built, fmt.Sprintf("%s (%s is built from it)", c, lay.holder(e, c)))
	}
	text := fmt.Sprintf("%s may be set to NULL: when its parameter is NULL, the application sends the plan shown for that instead, planned as the statement with SET %s = NULL", built[0], cols[0])
	if len(cols) > 1 {
		text = fmt.Sprintf("%s may be set to NULL: for each combination of NULL parameters among them the application sends the plan shown for it instead, planned as the statement with SET ... = NULL in their place", strings.Join(built, ", "))
	}
	p.Reasons = append(p.Reasons, Reason{Text: text, Pos: n.pat.Pos})
}
