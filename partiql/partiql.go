// Package partiql writes the PartiQL statement that serves a plan, as an
// ExecuteStatement input (method.md §4): double-quoted identifiers, ?
// parameters, the index in the FROM clause, ORDER BY only on the key read.
package partiql

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/design"
)

// Statement is a plan's PartiQL.
type Statement struct {
	Input *dynamodb.ExecuteStatementInput
	// Transaction, for a write of several items, replaces Input.
	Transaction *dynamodb.ExecuteTransactionInput
	// Params says what fills each ?, in order.
	Params []design.Template
	// Notes say what PartiQL cannot express and what to do instead.
	Notes []string
	// inserts are the INSERT statements among them, field by field, so
	// that Omit can leave attributes out.
	inserts []insert
}

// insert is one INSERT statement: its place in the transaction (0 for a
// lone statement), its table, its fields, and whose item it puts.
type insert struct {
	stmt   int
	table  string
	fields []field
	lock   bool // a lock or lookup item, not the row's own
}

// field is one attribute of an INSERT's item and the index of its ? among
// the statement's Params.
type field struct {
	attr  string
	param int
}

// Omit is the statement as the application sends it for one row: drop
// says which fields of its INSERTs it leaves out, given whether the INSERT
// puts the row's own item (else a lock or lookup item), the field's
// attribute and its value. The row's own item leaves out the key
// attributes of a sparse index the row is not in, and those whose column
// is NULL, as the PutItem leaves them out of its Item; a lock or lookup
// item whose PK or SK is left out goes whole, as the TransactWriteItems
// leaves it out (a NULL in a UNIQUE column, which MySQL lets repeat).
func (s *Statement) Omit(drop func(own bool, attr string, value design.Template) bool) *Statement {
	gone := map[int]bool{}    // the ? left out
	whole := map[int]bool{}   // the statements left out
	texts := map[int]string{} // the INSERTs with fields left out
	for _, ins := range s.inserts {
		var kept []string
		for _, f := range ins.fields {
			if drop(!ins.lock, f.attr, s.Params[f.param]) {
				gone[f.param] = true
				if ins.lock && (f.attr == design.PK || f.attr == design.SK) {
					whole[ins.stmt] = true
				}
			} else {
				kept = append(kept, fieldText(f.attr))
			}
		}
		if len(kept) < len(ins.fields) {
			texts[ins.stmt] = fmt.Sprintf("INSERT INTO %s VALUE {%s}", ins.table, strings.Join(kept, ", "))
		}
	}
	if len(gone) == 0 {
		return s
	}
	out := *s
	out.Params, out.inserts = nil, nil
	keep := func(params []types.AttributeValue, offset int) []types.AttributeValue {
		var vs []types.AttributeValue
		for i, v := range params {
			if !gone[offset+i] {
				vs = append(vs, v)
				out.Params = append(out.Params, s.Params[offset+i])
			}
		}
		return vs
	}
	if s.Transaction == nil {
		in := *s.Input
		in.Statement, in.Parameters = aws.String(texts[0]), keep(in.Parameters, 0)
		out.Input = &in
		return &out
	}
	tx := *s.Transaction
	tx.TransactStatements = nil
	offset := 0
	for i, st := range s.Transaction.TransactStatements {
		n := len(st.Parameters)
		if whole[i] {
			offset += n
			continue
		}
		if text, ok := texts[i]; ok {
			st.Statement = aws.String(text)
		}
		st.Parameters = keep(st.Parameters, offset)
		tx.TransactStatements = append(tx.TransactStatements, st)
		offset += n
	}
	out.Transaction = &tx
	return &out
}

// fieldText is an INSERT's field: 'attr': ?.
func fieldText(attr string) string {
	return fmt.Sprintf("'%s': ?", strings.ReplaceAll(attr, "'", "''"))
}

// Text is the statement itself, or the statements of a transaction.
func (s *Statement) Text() string {
	if s.Transaction != nil {
		var texts []string
		for _, st := range s.Transaction.TransactStatements {
			texts = append(texts, aws.ToString(st.Statement)+";")
		}
		return strings.Join(texts, "\n")
	}
	return aws.ToString(s.Input.Statement)
}

// AWSInput is what the SDK sends: ExecuteStatement or ExecuteTransaction.
func (s *Statement) AWSInput() any {
	if s.Transaction != nil {
		return s.Transaction
	}
	return s.Input
}

// For writes the statement of a plan, or nil when the plan has no request.
func For(d *design.Design, p *design.Plan) *Statement {
	if p.Operation == "" || p.Overwrite || p.Evict != nil || len(p.KeyChoice) > 0 {
		return nil // REPLACE: PartiQL's INSERT fails on an existing key, and nothing else puts a whole item
	}
	b := &builder{d: d, p: p}
	switch p.Operation {
	case design.PutItem, design.UpdateItem, design.DeleteItem:
		if p.Operation == design.UpdateItem && p.Updates == nil {
			return nil // a sequence's ADD: PartiQL's UPDATE returns no new value to number a row with
		}
		return b.write()
	case design.TransactWriteItems:
		return b.transaction()
	}
	from := quote(d.Table)
	if p.Index != "" {
		from += "." + quote(p.Index)
	}
	var where []string
	switch p.Operation {
	case design.BatchGetItem:
		where = b.batchKeys()
	case design.OpScan:
		b.notes = append(b.notes, "no partition key condition: this statement reads the whole table, as the Scan does")
	default:
		if p.Shards > 1 {
			// One statement reads every shard: IN on the partition key.
			var phs []string
			for i := range p.Shards {
				phs = append(phs, b.param(shard(p.PKValue, i), design.AttrS))
			}
			where = append(where, quote(p.PKAttr)+" IN ["+strings.Join(phs, ", ")+"]")
			b.notes = append(b.notes, fmt.Sprintf("the IN list reads all %d shards, one after the other: merge the rows in sort key order (and cut at the limit) in the application", p.Shards))
		} else {
			where = append(where, quote(p.PKAttr)+" = "+b.param(p.PKValue, design.AttrS))
		}
		if c := p.SKCond; c != nil {
			sk := quote(p.SKAttr)
			switch c.Op {
			case "=":
				where = append(where, sk+" = "+b.param(c.Values[0], design.AttrS))
			case "begins_with":
				where = append(where, fmt.Sprintf("begins_with(%s, %s)", sk, b.param(c.Values[0], design.AttrS)))
			case "BETWEEN":
				where = append(where, fmt.Sprintf("%s BETWEEN %s AND %s", sk, b.param(c.Values[0], design.AttrS), b.param(c.Values[1], design.AttrS)))
			}
		}
	}
	for _, f := range p.FilterCols {
		where = append(where, b.filter(f))
	}
	text := fmt.Sprintf("SELECT %s FROM %s", b.columns(), from)
	if len(where) > 0 {
		text += " WHERE " + strings.Join(where, " AND ")
	}
	if p.Order != "" && p.Operation == design.Query && p.Shards <= 1 {
		text += " ORDER BY " + quote(p.SKAttr)
		if p.Descending {
			text += " DESC"
		}
	}
	if p.CheckText != "" {
		b.notes = append(b.notes, fmt.Sprintf("the statement leaves %s out, as WHERE compares bytes: the application checks it on each row, both sides folded as the column's collation compares, and drops the rows that fail", p.CheckText))
	}
	if len(p.Feed) > 0 {
		b.notes = append(b.notes, "run it once per distinct key among the items of the step before, its parameters taken from each item (an IN list holds up to 100 partition keys)")
	}
	if p.Each != "" {
		b.notes = append(b.notes, fmt.Sprintf("run it once per value of the IN list on %s, and merge the rows", p.Each))
	}
	in := &dynamodb.ExecuteStatementInput{Statement: aws.String(text), Parameters: b.values}
	if p.Consistent {
		in.ConsistentRead = aws.Bool(true)
	}
	if p.Limit > 0 {
		// ExecuteStatement's Limit caps the items a page evaluates, and
		// DynamoDB Local applies it before a DESC order: the statement would
		// return the oldest items, not the newest. Reading pages until
		// enough items came is right on both.
		items := fmt.Sprintf("%d items", p.Limit)
		if p.Limit == 1 {
			items = "an item"
		}
		b.notes = append(b.notes, fmt.Sprintf("PartiQL has no LIMIT: read pages (NextToken) until %s came, and stop there", items))
	}
	return &Statement{Input: in, Params: b.params, Notes: b.notes}
}

type builder struct {
	d       *design.Design
	p       *design.Plan
	values  []types.AttributeValue
	params  []design.Template
	notes   []string
	inserts []insert
}

// sparseNotes say which attributes of an INSERT's item the application
// leaves out, with their ?, as the PutItem leaves them out of its Item: a
// sparse index's keys when the row is not in it, a partition key whose
// column is NULL.
func (b *builder) sparseNotes() []string {
	var de *design.Entity
	for _, x := range b.d.Entities {
		if x.Name == b.p.Entity {
			de = x
		}
	}
	e := b.d.Model.Entity(b.p.Entity)
	if de == nil || e == nil {
		return nil
	}
	var notes []string
	var columns []string // nullable columns the item carries as they are
	for _, attr := range slices.Sorted(maps.Keys(b.p.Item)) {
		if c := e.Column(attr); c != nil && !c.NotNull && slices.Equal(b.p.Item[attr].Columns(), []string{c.Name}) {
			columns = append(columns, "'"+attr+"'")
		}
	}
	if len(columns) > 0 {
		notes = append(notes, fmt.Sprintf("leave out each of %s whose value is NULL, with its ?: a NULL column is no attribute", strings.Join(columns, ", ")))
	}
	for _, k := range de.Keys {
		if _, ok := b.p.Item[k.Attr]; !ok {
			continue
		}
		if len(k.When) > 0 {
			var conds []string
			for _, c := range k.When {
				conds = append(conds, c.String())
			}
			notes = append(notes, fmt.Sprintf("leave out '%s' and its ? unless %s: the row is then not in that sparse index", k.Attr, strings.Join(conds, " and ")))
		}
		if k.Attr == design.PK || !strings.HasSuffix(k.Attr, "PK") {
			continue // a NULL in a sort key is written as nothing
		}
		var nullable []string
		for _, col := range b.p.Item[k.Attr].Columns() {
			if c := e.Column(col); c != nil && !c.NotNull {
				nullable = append(nullable, col)
			}
		}
		if len(nullable) > 0 {
			attrs := "'" + k.Attr + "'"
			if sk := strings.TrimSuffix(k.Attr, "PK") + "SK"; slices.ContainsFunc(de.Keys, func(x design.Key) bool { return x.Attr == sk }) {
				attrs += " and '" + sk + "'"
			}
			notes = append(notes, fmt.Sprintf("leave out %s with their ? when %s is NULL: the row is then not in that index", attrs, strings.Join(nullable, " or ")))
		}
	}
	return notes
}

func quote(id string) string { return `"` + strings.ReplaceAll(id, `"`, `""`) + `"` }

// param is a ? of t, of the attribute type typ. PartiQL has no literal of
// a binary value (AWS's PartiQL data types: "only supported via code"),
// so a binary column's value is always a ? with a B parameter, as every
// value here is.
func (b *builder) param(t design.Template, typ design.AttrType) string {
	b.values = append(b.values, typ.Value(t.String()))
	b.params = append(b.params, t)
	return "?"
}

// columns is the select list. DynamoDB Local fails a projected SELECT with
// ORDER BY that leaves out the key attributes, so those are added then.
func (b *builder) columns() string {
	if len(b.p.Projection) == 0 {
		return "*"
	}
	cols := slices.Clone(b.p.Projection)
	if b.p.Order != "" && b.p.PKAttr != "" {
		for _, k := range []string{b.p.PKAttr, b.p.SKAttr} {
			if !slices.Contains(cols, k) { // a select list names each attribute once
				cols = append(cols, k)
			}
		}
	}
	quoted := make([]string, len(cols))
	for i, c := range cols {
		quoted[i] = quote(c)
	}
	return strings.Join(quoted, ", ")
}

// batchKeys reads several whole keys: one IN list when they share a sort key,
// else one statement per key.
func (b *builder) batchKeys() []string {
	keys := b.p.BatchKeys
	same := true
	for _, k := range keys {
		same = same && k[1].String() == keys[0][1].String()
	}
	if !same {
		b.notes = append(b.notes, "the keys differ in their sort key: run one statement per key in a BatchExecuteStatement")
		return []string{quote(design.PK) + " = " + b.param(keys[0][0], design.AttrS), quote(design.SK) + " = " + b.param(keys[0][1], design.AttrS)}
	}
	if len(keys) > maxInKeys {
		b.notes = append(b.notes, fmt.Sprintf("the IN list names %d partition keys and a statement takes at most %d: run it %d times, %d distinct keys each (the last with the rest), and keep each item once; the statement shows the first %d", len(keys), maxInKeys, (len(keys)+maxInKeys-1)/maxInKeys, maxInKeys, maxInKeys))
		keys = keys[:maxInKeys]
	}
	if l, ok := b.p.ListKeys(); ok {
		b.notes = append(b.notes, fmt.Sprintf("the IN list holds one ? per element of sqlc.slice(%s), at most %d per statement: run it once per %d elements, and keep each item once", l.Param, maxInKeys, maxInKeys))
	}
	var phs []string
	for _, k := range keys {
		phs = append(phs, b.param(k[0], design.AttrS))
	}
	return []string{quote(design.PK) + " IN [" + strings.Join(phs, ", ") + "]", quote(design.SK) + " = " + b.param(keys[0][1], design.AttrS)}
}

// maxInKeys is how many partition key values one statement's IN may hold
// (AWS's PartiQL operators page: 50 key values, 100 others).
const maxInKeys = 50

// Chunks are the statements that together serve a plan: one per 50 keys of
// a BatchGetItem's IN list, else the plan's one statement. For shows the
// first.
func Chunks(d *design.Design, p *design.Plan) []*Statement {
	if p.Operation != design.BatchGetItem || len(p.BatchKeys) <= maxInKeys {
		return []*Statement{For(d, p)}
	}
	var out []*Statement
	for start := 0; start < len(p.BatchKeys); start += maxInKeys {
		chunk := *p
		chunk.BatchKeys = p.BatchKeys[start:min(start+maxInKeys, len(p.BatchKeys))]
		out = append(out, For(d, &chunk))
	}
	return out
}

func (b *builder) filter(f design.FilterCol) string {
	num := b.d.ColumnType(b.p.Entity, f.Column)
	col := quote(f.Column)
	switch f.Op {
	case "IN":
		var phs []string
		for _, v := range f.Values {
			phs = append(phs, b.param(v, num))
		}
		return col + " IN [" + strings.Join(phs, ", ") + "]"
	case "BETWEEN":
		return fmt.Sprintf("%s BETWEEN %s AND %s", col, b.param(f.Values[0], num), b.param(f.Values[1], num))
	case "LIKE":
		return fmt.Sprintf("begins_with(%s, %s)", col, b.param(f.Values[0], num))
	case "IS NULL":
		return col + " IS MISSING"
	case "IS NOT NULL":
		return present(col, num)
	case "<>", "NOT IN":
		// NOT IN is a <> per value: DynamoDB Local fails on a NOT in a
		// statement with ORDER BY.
		var conds []string
		if f.Nullable {
			conds = append(conds, present(col, num)) // a missing attribute passes <>, SQL's NULL does not
		}
		for _, v := range f.Values {
			conds = append(conds, fmt.Sprintf("%s <> %s", col, b.param(v, num)))
		}
		return strings.Join(conds, " AND ")
	default:
		return fmt.Sprintf("%s %s %s", col, f.Op, b.param(f.Values[0], num))
	}
}

// present is IS NOT NULL: the item has the attribute. It is written as
// attribute_type, not as the documented IS NOT MISSING, which DynamoDB Local
// fails on (a 500) in a statement with ORDER BY; every column's attribute is
// a number, a string or a binary value, of its column's type typ.
func present(col string, typ design.AttrType) string {
	return fmt.Sprintf("attribute_type(%s, '%s')", col, typ)
}

// shard is a sharded key template with its shard number written in.
func shard(t design.Template, i int) design.Template {
	out := make(design.Template, 0, len(t))
	for _, p := range t {
		if p.Col == design.ShardCol {
			p = design.Part{Lit: fmt.Sprint(i)}
		}
		out = append(out, p)
	}
	return out
}

// write is the PartiQL of a one-item write. Unlike PutItem and UpdateItem,
// INSERT fails on an existing key and UPDATE on a missing item: the same as
// the conditions the requests carry.
func (b *builder) write() *Statement {
	p := b.p
	table := quote(b.d.Table)
	key := func() string {
		where := fmt.Sprintf("%s = %s AND %s = %s", quote(design.PK), b.param(p.PKValue, design.AttrS), quote(design.SK), b.param(p.SKCond.Values[0], design.AttrS))
		for _, c := range p.Conditions { // a false one: nothing written, ConditionalCheckFailedException
			where += " AND " + b.filter(c)
		}
		return where
	}
	var text string
	switch p.Operation {
	case design.PutItem:
		var fields []string
		ins := insert{table: table}
		for _, attr := range slices.Sorted(maps.Keys(p.Item)) {
			t := p.Item[attr]
			ins.fields = append(ins.fields, field{attr: attr, param: len(b.params)})
			b.param(t, design.ValueType(b.d.Model, b.d.Model.Entity(p.Entity), attr, t))
			fields = append(fields, fieldText(attr))
		}
		b.inserts = append(b.inserts, ins)
		text = fmt.Sprintf("INSERT INTO %s VALUE {%s}", table, strings.Join(fields, ", "))
		b.notes = append(b.notes, "INSERT fails when the key exists, as the PutItem's attribute_not_exists condition does")
		b.notes = append(b.notes, b.sparseNotes()...)
	case design.UpdateItem:
		var sets []string
		for _, col := range slices.Sorted(maps.Keys(p.Updates)) {
			t := p.Updates[col]
			typ := design.AttrS // a template of several parts is text
			if len(t) == 1 {
				typ = b.d.ColumnType(p.Entity, col)
			}
			v := b.param(t, typ)
			if op := p.Arith[col]; op != "" {
				v = quote(col) + " " + op + " " + v
			}
			sets = append(sets, fmt.Sprintf("%s = %s", quote(col), v))
		}
		for _, k := range p.KeyUpdates {
			sets = append(sets, fmt.Sprintf("%s = %s", quote(k.Attr), b.param(k.Template, design.AttrS)))
		}
		var removes []string
		for _, a := range slices.Concat(p.Removes, p.KeyRemoves) {
			removes = append(removes, "REMOVE "+quote(a))
		}
		clauses := strings.Join(removes, " ")
		if len(sets) > 0 {
			clauses = strings.TrimSpace("SET " + strings.Join(sets, ", ") + " " + clauses)
		}
		text = fmt.Sprintf("UPDATE %s %s WHERE %s", table, clauses, key())
		b.notes = append(b.notes, "UPDATE fails when the item does not exist, as the UpdateItem's attribute_exists condition does")
		for _, c := range p.Compute {
			b.notes = append(b.notes, fmt.Sprintf("{%s.new} is {%s.old} %s %s, computed by the application from the item it read first", c.Column, c.Column, c.Op, c.By))
		}
		for _, o := range p.Optional {
			when := "is false"
			if o.KeepNull {
				when = "is NULL"
			}
			b.notes = append(b.notes, fmt.Sprintf("leave out %s = ? and its value when {%s} %s: the column keeps its value, as the SQL keeps it", quote(o.Column), o.Param, when))
		}
		for _, o := range p.Nullable {
			if op, ok := p.Arith[o.Column]; ok {
				b.notes = append(b.notes, fmt.Sprintf("when %s is NULL, send REMOVE %s in place of %s = %s %s ?, without its attribute_type condition, and leave its value out: a NULL column is no attribute", p.Updates[o.Column], quote(o.Column), quote(o.Column), quote(o.Column), op))
				continue
			}
			b.notes = append(b.notes, fmt.Sprintf("when %s is NULL, send REMOVE %s in place of %s = ?, and leave its value out: a NULL column is no attribute", p.Updates[o.Column], quote(o.Column), quote(o.Column)))
		}
	case design.DeleteItem:
		text = fmt.Sprintf("DELETE FROM %s WHERE %s", table, key())
	}
	return &Statement{Input: &dynamodb.ExecuteStatementInput{Statement: aws.String(text), Parameters: b.values}, Params: b.params, Notes: b.notes, inserts: b.inserts}
}

// transaction is an INSERT that puts lock items with the row: one
// ExecuteTransaction of INSERT statements, each failing on an existing key.
func (b *builder) transaction() *Statement {
	tx := &dynamodb.ExecuteTransactionInput{}
	var params []design.Template
	notes := []string{"one ExecuteTransaction: its statements apply together or not at all"}
	if b.p.Item != nil || len(b.p.Locks) > 0 {
		notes[0] = "one ExecuteTransaction: an INSERT fails on an existing key, and then the whole transaction does"
	}
	var inserts []insert
	stmt := func(q *design.Plan) {
		st := (&builder{d: b.d, p: q}).write()
		for _, in := range st.inserts {
			in.stmt = len(tx.TransactStatements)
			for i := range in.fields {
				in.fields[i].param += len(params)
			}
			inserts = append(inserts, in)
		}
		notes = append(notes, st.Notes[min(len(st.Notes), 1):]...) // past the INSERT's first note, which the transaction's replaces
		tx.TransactStatements = append(tx.TransactStatements, types.ParameterizedStatement{Statement: st.Input.Statement, Parameters: st.Input.Parameters})
		params = append(params, st.Params...)
	}
	for _, role := range b.p.TxRoles {
		q := *b.p
		switch role {
		case design.TxDelete:
			q.Operation = design.DeleteItem
		case design.TxUpdate:
			q.Operation = design.UpdateItem
		case design.TxPut:
			q.Operation, q.Conditions = design.PutItem, nil
		default:
			continue // lock and counter items below
		}
		stmt(&q)
	}
	for _, l := range b.p.LockDeletes {
		lb := &builder{d: b.d, p: b.p}
		text := fmt.Sprintf("DELETE FROM %s WHERE %s = %s AND %s = %s", quote(b.d.Table), quote(design.PK), lb.param(l.PK, design.AttrS), quote(design.SK), lb.param(l.SK, design.AttrS))
		tx.TransactStatements = append(tx.TransactStatements, types.ParameterizedStatement{Statement: aws.String(text), Parameters: lb.values})
		params = append(params, lb.params...)
	}
	for _, c := range b.p.Counters {
		cb := &builder{d: b.d, p: b.p}
		text := fmt.Sprintf("UPDATE %s SET %s = %s + %d WHERE %s = %s AND %s = %s", quote(b.d.Table), quote(design.CountAttr), quote(design.CountAttr), c.Delta,
			quote(design.PK), cb.param(c.PK, design.AttrS), quote(design.SK), cb.param(c.SK, design.AttrS))
		tx.TransactStatements = append(tx.TransactStatements, types.ParameterizedStatement{Statement: aws.String(text), Parameters: cb.values})
		params = append(params, cb.params...)
		note := "PartiQL UPDATE cannot create the counter item as ADD does: create it, with count 0, when the first row of its group is written"
		if c.Delta < 0 {
			// A delete's counter exists when its row did: the request's
			// ADD made it. The PartiQL path needs the insert's to have.
			note = "PartiQL UPDATE changes only a counter item that exists: the rows' inserts must have created it (ADD does; a PartiQL insert must write it with count 0 first)"
		}
		notes = append(notes, note)
	}
	for _, l := range b.p.Locks {
		lb := &builder{d: b.d, p: b.p}
		ins := insert{stmt: len(tx.TransactStatements), table: quote(b.d.Table), lock: true}
		var fields []string
		add := func(attr string, t design.Template, typ design.AttrType) {
			ins.fields = append(ins.fields, field{attr: attr, param: len(params) + len(lb.params)})
			lb.param(t, typ)
			fields = append(fields, fieldText(attr))
		}
		add(design.PK, l.PK, design.AttrS)
		add(design.SK, l.SK, design.AttrS)
		add(design.Type, design.Template{{Lit: l.Type()}}, design.AttrS)
		for _, c := range l.Stored() {
			t := b.p.Carried(c)
			add(c, t, design.ValueType(b.d.Model, b.d.Model.Entity(b.p.Entity), c, t))
		}
		inserts = append(inserts, ins)
		text := fmt.Sprintf("INSERT INTO %s VALUE {%s}", ins.table, strings.Join(fields, ", "))
		var nullable []string
		for _, c := range slices.Concat(l.PK.Columns(), l.SK.Columns()) {
			if col := b.d.Model.Entity(b.p.Entity).Column(strings.TrimSuffix(c, ".new")); col != nil && !col.NotNull && !slices.Contains(nullable, col.Name) {
				nullable = append(nullable, col.Name)
			}
		}
		if len(nullable) > 0 {
			notes = append(notes, fmt.Sprintf("leave out the INSERT of the item with PK %s and its ? when %s is NULL: a NULL takes no lock or lookup item", l.PK, strings.Join(nullable, " or ")))
		}
		tx.TransactStatements = append(tx.TransactStatements, types.ParameterizedStatement{Statement: aws.String(text), Parameters: lb.values})
		params = append(params, lb.params...)
	}
	for _, r := range b.p.Parents {
		// The parent's item still holds what was read: a ConditionCheck is
		// EXISTS(SELECT ...) in a transaction, its key the row's foreign
		// key, as the request's.
		cb := &builder{d: b.d, p: r}
		pk, sk := r.CheckKey()
		where := []string{quote(design.PK) + " = " + cb.param(pk, design.AttrS), quote(design.SK) + " = " + cb.param(sk, design.AttrS)}
		for _, f := range r.Conditions {
			where = append(where, cb.filter(f))
		}
		text := fmt.Sprintf("EXISTS(SELECT * FROM %s WHERE %s)", quote(b.d.Table), strings.Join(where, " AND "))
		tx.TransactStatements = append(tx.TransactStatements, types.ParameterizedStatement{Statement: aws.String(text), Parameters: cb.values})
		params = append(params, cb.params...)
		notes = append(notes, fmt.Sprintf("EXISTS checks the %s item still holds what the application read from it: a change in between fails the transaction", r.Entity))
	}
	return &Statement{Transaction: tx, Params: params, Notes: notes, inserts: inserts}
}
