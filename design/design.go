// Package design turns the analyzed model into one DynamoDB table: where each
// entity's items live (keys and indexes), how each access pattern is served
// (the request to send), and why, with the SQL position behind every choice.
//
// It is pure logic: no I/O, no printing, the same model always gives the same
// design.
package design

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
)

// Key attribute names of the table. Generic names let every entity share the
// table and its indexes (overloading), as all five source articles do.
const (
	PK   = "PK"
	SK   = "SK"
	Type = "_type" // entity name on every item, so a mixed Query can be filtered and read back
)

// Options steer the design.
type Options struct {
	Table  string // DynamoDB table name
	Prices Prices // for the cost estimate; zero means DefaultPrices
}

// Design is the whole result.
type Design struct {
	Table         string
	Model         *analyze.Model
	Entities      []*Entity
	Indexes       []*Index
	Relationships []*Relationship
	Plans         []*Plan
	CreateTable   *dynamodb.CreateTableInput
	Cost          *Cost
	// Diagnostics are the analyzer's plus the design's own (filters, scans,
	// unsupported SQL), sorted by position.
	Diagnostics []analyze.Diagnostic
}

// Reason explains one decision and points at the SQL that caused it.
type Reason struct {
	Text string      `json:"text"`
	Pos  analyze.Pos `json:"position"`
}

// Part is a piece of a key template: literal text or a column's value.
type Part struct {
	Lit string
	Col string
	// Param, when set, is the name the SQL gives the parameter that fills
	// Col (sqlc.arg(author)): the template shows it instead of Col.
	Param string
	// Prefix, when more than 0, is how many leading characters of the
	// value the key holds: a lock of UNIQUE (email(20)), which takes two
	// emails alike in those as one. The template shows {email:20}.
	Prefix int
}

// Template is a key value built from literals and column values, written
// CUSTOMER#{customer_id}.
type Template []Part

// CheckKey is the key of the item a read of Plan.Parents finds, as the
// write's check (TxCheck) shows it: the read's key, each placeholder
// renamed to the row's column that fills it (KeyFrom).
func (p *Plan) CheckKey() (pk, sk Template) {
	renamed := func(t Template) Template {
		out := slices.Clone(t)
		for i, part := range out {
			for _, f := range p.KeyFrom {
				if part.Col == f.Placeholder {
					out[i].Col = f.Attr
				}
			}
		}
		return out
	}
	return renamed(p.PKValue), renamed(p.SKCond.Values[0])
}

func (t Template) String() string {
	var sb strings.Builder
	for _, p := range t {
		name := cmp.Or(p.Param, p.Col)
		switch {
		case name != "" && p.Prefix > 0:
			fmt.Fprintf(&sb, "{%s:%d}", name, p.Prefix)
		case name != "":
			sb.WriteString("{" + name + "}")
		default:
			sb.WriteString(p.Lit)
		}
	}
	return sb.String()
}

// Head is the literal text a template's values start with, before its
// first column: CUSTOMER# of CUSTOMER#{customer_id}.
func (t Template) Head() string {
	var b strings.Builder
	for _, p := range t {
		if p.Col != "" {
			break
		}
		b.WriteString(p.Lit)
	}
	return b.String()
}

// Columns lists the columns the template reads, in order.
func (t Template) Columns() []string {
	var cols []string
	for _, p := range t {
		if p.Col != "" {
			cols = append(cols, p.Col)
		}
	}
	return cols
}

// Key is one key attribute of an entity's items and its template.
type Key struct {
	Attr     string
	Template Template
	// When, if set, are the column values an item must have to carry this
	// key: the other items stay out of the index (sparse).
	When []Cond
	// Shards, when more than 1, is the modulus of the key's {_shard}: see
	// ShardOf.
	Shards int
}

// ItemKeys are the key attributes the item of row (column → value, a NULL
// column missing) carries, each encoded (Fill): a sparse index's only
// when the row meets its When, an index's neither when a column of its
// partition key is NULL (no equality finds NULL), a NULL in a sort key
// written as nothing (Values). Loading, putting and moving an item all
// write these. A table key with a NULL column is an error.
func (e *Entity) ItemKeys(src *analyze.Entity, row map[string]string) (map[string]string, error) {
	out := map[string]string{}
	for _, k := range e.Keys {
		if !k.Holds(src, row) {
			continue // a sparse index: the item stays out
		}
		v, ok := Fill(k.Template, src, k.Values(src, row))
		if !ok {
			if k.Attr == PK || k.Attr == SK {
				return nil, fmt.Errorf("%s row has no value for a column of %s %s", e.Name, k.Attr, k.Template)
			}
			continue
		}
		out[k.Attr] = v
	}
	// An index key with a NULL column leaves the item out of that index:
	// neither of its attributes is written.
	for _, k := range e.Keys {
		index, part := k.Attr[:max(len(k.Attr)-2, 0)], k.Attr[max(len(k.Attr)-2, 0):]
		other := map[string]string{"PK": "SK", "SK": "PK"}[part]
		if index == "" || other == "" || !slices.ContainsFunc(e.Keys, func(x Key) bool { return x.Attr == index+other }) {
			continue
		}
		if _, has := out[index+other]; !has {
			delete(out, k.Attr)
		}
	}
	return out, nil
}

// Values adds what a key needs beyond the row: its shard number, and, in
// a sort key, an empty value for each NULL column. A NULL then sorts
// before every value (SCORE##7 before SCORE#-999…), first ascending and
// last descending as MySQL sorts it, and the row stays in the index; a
// range's bounds leave it out. In a partition key a NULL leaves the item
// out of the index (sparse): no equality finds NULL.
func (k Key) Values(e *analyze.Entity, row map[string]string) map[string]string {
	sortKey := k.Attr == SK || strings.HasSuffix(k.Attr, "SK")
	var nulls []string
	if sortKey && e != nil {
		for _, col := range k.Template.Columns() {
			c := e.Column(strings.SplitN(col, ".", 2)[0]) // email.old is email's old value
			if _, ok := row[col]; !ok && c != nil && !c.NotNull {
				nulls = append(nulls, col)
			}
		}
	}
	if k.Shards <= 1 && len(nulls) == 0 {
		return row
	}
	out := make(map[string]string, len(row)+1)
	for c, v := range row {
		out[c] = v
	}
	for _, c := range nulls {
		out[c] = ""
	}
	if k.Shards > 1 {
		out[ShardCol] = fmt.Sprint(ShardOf(e, row, k.Shards))
	}
	return out
}

// Cond is a column equal to one of some constants: one for a sparse index
// of one value (status = 'OPEN'), several for an overloaded one, which
// holds the column in its key.
type Cond struct {
	Column string
	Values []string
}

func (c Cond) String() string {
	if len(c.Values) == 1 {
		return fmt.Sprintf("%s = '%s'", c.Column, c.Values[0])
	}
	return fmt.Sprintf("%s IN ('%s')", c.Column, strings.Join(c.Values, "', '"))
}

// partitionKey reports whether a key attribute is a partition key (PK,
// GSI1PK), not a sort key.
func partitionKey(attr string) bool { return strings.HasSuffix(attr, "PK") }

// indexOf is the index a key attribute belongs to: GSI1 for GSI1PK and
// GSI1SK, "" for the table's PK and SK.
func indexOf(attr string) string {
	return strings.TrimSuffix(strings.TrimSuffix(attr, "PK"), "SK")
}

// Holds reports whether a row of e (column → value) meets every
// condition.
func (k Key) Holds(e *analyze.Entity, values map[string]string) bool {
	for _, c := range k.When {
		if v, ok := values[c.Column]; !ok || !c.Has(e, v) {
			return false
		}
	}
	return true
}

// Has reports whether v is one of the condition's constants, compared as
// the key writes values of e's column (9.20 is 9.2 in a DECIMAL).
func (c Cond) Has(e *analyze.Entity, v string) bool {
	col := e.Column(c.Column)
	return slices.ContainsFunc(c.Values, func(x string) bool { return KeyValue(col, x) == KeyValue(col, v) })
}

// Placement says where an entity's items live in the base table.
type Placement string

const (
	// Root: the entity has its own item collection, PK = ENTITY#{pk}.
	Root Placement = "root"
	// InParent: the entity's items live in its parent's item collection.
	InParent Placement = "in-parent"
	// Keyed: the entity's items are keyed by the columns its patterns look
	// up (PK = ENTITY#COL#{col}), not by its primary key.
	Keyed Placement = "keyed"
	// Embedded: the entity has no items; its rows are a list of maps on its
	// parent's item (R8).
	Embedded Placement = "embedded"
)

// Entity is the design of one entity's items.
type Entity struct {
	Name      string
	Prefix    string
	Placement Placement
	Parent    string // for InParent
	Keys      []Key  // PK, SK, then index keys in index order
	Reasons   []Reason
	// Alternatives are the other placements considered, with why they lost.
	Alternatives []string
	// Embedding says where an Embedded entity's rows are kept.
	Embedding *Link
	// Copies are parent columns kept on this entity's items (R9).
	Copies []*Copy
	// Locks enforce the entity's UNIQUE columns: one item per value, put in
	// the same transaction as the row's item.
	Locks []Lock
	// Lookups are the lookup items each row has, one per lookup the GSI
	// quota left without an index.
	Lookups []Lock
	// Counters keep COUNT(*) of the entity's rows for the count patterns.
	Counters []*Counter
	// Sequence numbers the rows an INSERT leaves the AUTO_INCREMENT key
	// out of; nil when no INSERT does.
	Sequence *Sequence
}

// Sequence is the item that numbers new rows in place of AUTO_INCREMENT:
// an UpdateItem adds 1 to its NextAttr and returns the new value, which
// becomes the row's Column. A migration puts it with the column's MAX.
type Sequence struct {
	Entity, Column string
	PK, SK         Template
}

// Sequence item attributes.
const (
	SequenceType = "sequence"
	NextAttr     = "next"
)

// Lock is an item kept beside a row's item and written in the same
// TransactWriteItems: a UNIQUE value's lock (PK names the value, SK
// UNIQUE, and a put with attribute_not_exists fails when another row has
// it), or a lookup item, which stands in for an index past the GSI quota
// or dearer than it (PK the lookup's key, SK the row's; it carries the
// columns of both keys, so a read finds the row's item from it).
type Lock struct {
	// Columns are those whose change moves the item.
	Columns []string
	PK, SK  Template
	// Carries, on a lookup item, are the row's columns it holds; nil on a
	// UNIQUE lock.
	Carries []string
	// Holds, on a UNIQUE lock, are row columns it records all the same:
	// the AUTO_INCREMENT id that INSERT ... ON DUPLICATE KEY UPDATE
	// id = LAST_INSERT_ID(id) returns when the lock refuses the row, read
	// from the lock (Plan.Existing). nil unless a pattern needs it.
	Holds []string
}

// Stored are the row's columns the item holds besides its key: Carries,
// then Holds.
func (l Lock) Stored() []string { return distinctCols(l.Carries, l.Holds) }

// at is the lock with other key templates: the old or new values' item.
func (l Lock) at(pk, sk Template) Lock {
	l.PK, l.SK = pk, sk
	return l
}

// Type is the item's _type: LockType or LookupType.
func (l Lock) Type() string {
	if l.Carries != nil {
		return LookupType
	}
	return LockType
}

// Roles of the items of a TransactWriteItems.
const (
	TxDelete  = "delete"  // the row's item, deleted
	TxUpdate  = "update"  // the row's item, updated
	TxPut     = "put"     // the row's item, put
	TxUnlock  = "unlock"  // a lock or lookup item of old values, deleted
	TxLock    = "lock"    // a lock or lookup item of new values, put
	TxCounter = "counter" // a counter item, added to
	// TxCheck is a parent's item whose columns the row's item copies
	// (Plan.Parents, in order): a ConditionCheck that it still holds
	// the values read. Its key is its read's, filled the same way (the
	// request writes it in the row's foreign key columns).
	TxCheck = "check"
)

// The _type of lock items and of lookup items.
const (
	LockType   = "unique"
	LookupType = "lookup"
)

// Counter is an item that keeps COUNT(*) of an entity's rows for each value
// of some columns: every INSERT adds 1 and every DELETE subtracts 1 in the
// same transaction as the row's own item (R15's way for an aggregate).
type Counter struct {
	Entity  string
	Columns []string
	PK, SK  Template
	// Delta, on a write's counter, is what the write adds: +1 for an
	// INSERT or the group an UPDATE moves the row to, -1 for a DELETE or
	// the group it leaves.
	Delta int
}

// Counter item attributes.
const (
	CounterType = "counter"
	CountAttr   = "count"
)

// Link ties an entity's foreign key to its parent's columns.
type Link struct {
	Parent string
	Attr   string   // the attribute on the parent's item holding the rows (embedding)
	FK     []string // this entity's columns
	Ref    []string // the parent's columns they reference
}

// Copy is a parent's columns kept on an entity's items, so a read of the
// entity answers a join to them (R9).
type Copy struct {
	Link
	Columns []string // the parent's columns
	Attrs   []string // the attributes holding them, one per column
}

// Key returns the template of a key attribute, or nil.
func (e *Entity) Key(attr string) Template {
	for _, k := range e.Keys {
		if k.Attr == attr {
			return k.Template
		}
	}
	return nil
}

// Index is a global secondary index, shared (overloaded) by entities.
type Index struct {
	Name    string
	PK, SK  string // attribute names
	Reasons []Reason
}

// Relationship is the strategy chosen for one relationship of the model.
type Relationship struct {
	*analyze.Relationship
	Strategy string
	Reason   string
	// Alternatives are the other ways the child's (or join table's) items
	// could have been stored, with the score that lost.
	Alternatives []string
}

// Status says how well a pattern is served.
type Status string

const (
	OK          Status = "ok"          // a key condition finds exactly the items
	Filter      Status = "filter"      // a FilterExpression drops items already read and paid for
	Scan        Status = "scan"        // no key condition: every item is read
	Unsupported Status = "unsupported" // no DynamoDB request gives this answer
)

// Operation names of DynamoDB calls.
const (
	GetItem      = "GetItem"
	Query        = "Query"
	BatchGetItem = "BatchGetItem"
	OpScan       = "Scan"
)

// Plan is how one access pattern is served.
type Plan struct {
	Pattern   *analyze.Pattern
	Entity    string // the entity read (the parent for a collection read)
	Operation string
	Index     string // "" for the base table
	Status    Status
	// KeyCondition is readable, with templates: PK = CUSTOMER#{customer_id} AND begins_with(SK, 'ORDER#').
	KeyCondition string
	Filter       string // readable FilterExpression, if any
	Descending   bool
	Limit        int
	Reasons      []Reason
	// Request is a *dynamodb.GetItemInput, QueryInput, BatchGetItemInput or
	// ScanInput; nil when unsupported.
	Request any
	// Params maps the request's :placeholders to what fills them.
	Params []Param
	// Keys used by the plan, for PartiQL: the partition key condition and an
	// optional sort key condition.
	PKAttr, SKAttr string
	PKValue        Template
	SKCond         *SKCond
	BatchKeys      [][2]Template // PK and SK of each key a BatchGetItem reads
	Projection     []string
	FilterCols     []FilterCol
	// Check are conditions the application tests on each item the request
	// returns, comparing as the column's collation does (Checks): a
	// FilterExpression compares bytes, so a condition on a case- or
	// accent-insensitive column is checked here instead. An item failing
	// one is dropped: not part of the answer, and, for a write's Lookup,
	// not written (the write is conditioned on the value read instead).
	// CheckText is Check, readable.
	Check     []FilterCol
	CheckText string
	// NextID, for an INSERT that leaves its AUTO_INCREMENT key out, is
	// the UpdateItem on the entity's Sequence that numbers the row first:
	// its returned next fills {column}.
	NextID *Plan
	// Existing, for an INSERT ... ON DUPLICATE KEY UPDATE id =
	// LAST_INSERT_ID(id) that the key it collides on refuses, is the read
	// of the row that holds the key (its item, or its lock item, which
	// Holds the id), ConsistentRead: the item's {id} is the statement's
	// LAST_INSERT_ID().
	Existing *Plan
	// Otherwise, for an upsert (ON DUPLICATE KEY UPDATE), is the INSERT's
	// write: the application runs it when this plan's UpdateItem finds no
	// item (ConditionalCheckFailedException on attribute_exists).
	Otherwise *Plan
	// Redirects, for an upsert whose INSERT gives further UNIQUE keys, are
	// the reads of their lock items, sent in order when the INSERT is
	// cancelled: the first item found fills (Fills) the table key of the
	// row this plan's UpdateItem then runs on again.
	Redirects []*Plan
	// Fills, on a read of Redirects or Parents, are the placeholders of
	// the write after it that its item's attributes fill.
	Fills []Feed
	// KeyFrom, on a read of Parents, fills each {placeholder} of its key
	// with the written row's column Attr.
	KeyFrom []Feed
	// Overwrite says a PutItem has no condition: REPLACE's whole new item.
	Overwrite bool
	// Evict, for a REPLACE whose row keeps more than its item (a lock,
	// lookup or counter item, or a further key to collide on), deletes
	// one row it replaces: the plan of a DELETE by the table key, whose
	// {column} placeholders are the row's columns. The application runs
	// its Lookup (ConsistentRead) with the new row's values when the
	// REPLACE gives the table key (KeyCollides), and with each key
	// Collides fills, then
	// sends Evict's items for every row found in this plan's
	// TransactWriteItems, before its own. An item deleted and put there
	// is sent once, as the Put with the Delete's condition; one counter's
	// ADDs are summed into one (none for 0).
	Evict *Plan
	// Collides, for such a REPLACE, are the reads of the lock items of
	// the further keys it gives, in MySQL's order: each found Fills the
	// table key of a row Evict deletes.
	Collides    []*Plan
	KeyCollides bool
	// Parents, for an INSERT whose item carries copies of a parent's
	// columns (Copy, R9), are the reads of each parent's item, sent
	// before the write: GetItem, ConsistentRead, keyed by the row's
	// foreign key (KeyFrom). The item found Fills the copy's
	// {parent.column} placeholders; none found refuses the INSERT, as
	// MySQL's FOREIGN KEY does (error 1452), and a NULL in the foreign
	// key reads nothing and leaves the copy out (no parent, no check).
	// The write is a TransactWriteItems that checks (TxCheck) each
	// parent item still holds what was read: the read's Conditions, each
	// copied column = its placeholder (NullOld: attribute_not_exists for
	// one read as NULL), so a parent deleted or written in between
	// cancels it, and the application reads again.
	Parents []*Plan
	// Lookup, for a write whose WHERE does not name one item, is the read
	// that finds the items; the write then runs once per item, its {PK} and
	// {SK} taken from the item.
	Lookup *Plan
	// Finds says the Lookup is there because the WHERE names no one item
	// by its table key (not to read old values the write needs).
	Finds bool
	// KeyChange says the write deletes the item found by Lookup and puts it
	// again under a new table key.
	KeyChange bool
	// CarryOver, on such a write, are the attributes of the old item that
	// are no column of the row, which the Put carries over as the item
	// read holds them: the copies of a parent's columns (Copy) and the
	// lists of the rows it embeds (Embedding).
	CarryOver []string
	// Locks are the lock and lookup items a TransactWriteItems puts with
	// the row (of its new values); LockDeletes, those it deletes (of the
	// old values of a DELETE or of an UPDATE that changes them).
	Locks       []Lock
	LockDeletes []Lock
	// TxRoles says what each item of a TransactWriteItems request does,
	// in order: TxDelete, TxUpdate, TxPut, TxUnlock, TxLock, TxCounter.
	TxRoles []string
	// Counter is what a count pattern reads; Counters, what a write adds
	// each one's Delta (+1 or -1) to, keys bound to the written row.
	Counter  *Counter
	Counters []*Counter
	// Item is what a PutItem writes: attribute → template.
	Item map[string]Template
	// Updates are the columns an UpdateItem sets, and KeyUpdates the index
	// key attributes rebuilt from them.
	Updates    map[string]Template
	KeyUpdates []Key
	// Arith marks the Updates that change a column by a value rather than
	// set it: column → "+" or "-" (SET n = n + :by).
	Arith map[string]string
	// Compute are the values the application computes from the item its
	// Lookup read, before it writes: SET n = n + ? on a column a key is
	// built from, whose new key needs the new value ({n.new}).
	Compute []Compute
	// Conditions are what a write of one item checks besides its key (the
	// WHERE's other predicates): its ConditionExpression. When one fails
	// the write changes nothing, as SQL's 0 rows affected.
	Conditions []FilterCol
	// Condition is Conditions, readable.
	Condition string
	// KeyRemoves are the sparse index key attributes an UpdateItem
	// removes: the new values take the item out of those indexes.
	KeyRemoves []string
	// Removes are the columns an UpdateItem sets to NULL: REMOVEd, as a
	// NULL column is no attribute of the item.
	Removes []string
	// KeyChoice are KeyUpdates whose SET the application sends only when
	// the new values meet their key's When (SET status = ? on a sparse
	// index's column); otherwise it REMOVEs them: see Unkeyed.
	KeyChoice []string
	// Optional are the columns an UPDATE sets only when the caller's
	// parameters say so (COALESCE(?, c), CASE WHEN ? THEN ? ELSE c END):
	// the application leaves out the SET of each one they keep, building
	// the request per call (Skipping).
	Optional []Optional
	// Nullable are the nullable columns an UPDATE sets from a parameter
	// that nothing but the item holds: when the parameter is NULL, the
	// application sends REMOVE in place of SET (Null).
	Nullable []Nullable
	// Variants are the plans the application sends in place of this one
	// when parameters that set a nullable column something else is built
	// from (a key, a lock, a counter, a copy, a generated column) are
	// NULL: one per combination of them, each planned as the statement
	// with SET c = NULL. Null chooses; Nulls, on the plan it returns,
	// names the parameters NULL in it (their values are no row's).
	Variants []*Plan
	Nulls    []string
	// Shards, when more than 1, is the number of keys a hot partition key
	// is spread over: the request runs once per shard ({_shard} = 0 ..
	// Shards-1) and the answers are merged, in sort key order.
	Shards int
	// DropChildless says the application drops a parent item read without
	// any child item: a collection read standing for an inner join.
	DropChildless bool
	// Bindings says, for each ? of the SQL in order, which placeholder of
	// the templates it fills.
	Bindings []Binding
	// Order is the column this request's key sorts its items by, "" when
	// the request leaves the order to DynamoDB.
	Order string
	// FoldedOrder is the column of a case- or accent-insensitive
	// collation whose order the request takes from its key's bytes (its
	// ORDER BY, or a range on it): the folded values' byte order, which is
	// the collation's for ASCII letters and digits but not for every
	// character (diagnostics warn).
	FoldedOrder string
	// Each, for an IN list that binds part of a Query's key, is the list's
	// column: the request runs once per value (EachValues: {col.1} ...
	// {col.n}, or constants), each filling {col}, and the answers are
	// merged.
	Each       string
	EachValues []Template
	// Then are the plan's further requests, in order, each one request
	// shape of its own: the application joins what SQL joined.
	Then []*Plan
	// Feed, for a request of Then, fills its {placeholders} from the items
	// the request before it returned: it runs once per item (a
	// BatchGetItem, once per 100 distinct keys), and each of those items
	// joins the items its key finds.
	Feed []Feed
	// KeysOnly says the request's items only give the next request its
	// keys: they are not part of the answer.
	KeysOnly bool
	// Consistent asks for ConsistentRead: a write's read of the items it
	// then writes sees every write before it, and the write is conditioned
	// on what it read (only the table takes it, not a GSI).
	Consistent bool
	// LookupItems says the request reads the entity's lookup items (see
	// Lock), not its own items.
	LookupItems bool
	// Distinct lists the attributes the application keeps one item per
	// value of: the table key when several requests may return one item
	// (an OR's branches, IN (SELECT ...)), the selected columns for SELECT
	// DISTINCT.
	Distinct []string
	// Sort, when the answer comes from several requests, is the order the
	// application sorts the merged items in (columns of the entity
	// returned) before it cuts them at the pattern's LIMIT.
	Sort []analyze.Order
	// Into, on a step that runs once per item of an entity read before
	// (fed by its Feed from each), says what the items it finds give that
	// item's row of the answer: a count (of counter items, or of the items
	// found), columns, or a JSON list.
	Into *Into
	// App is the work the application does on the answer after the
	// requests, in order (see AppStep); an AppEmpty step, first, is done
	// before this plan's own request.
	App []AppStep
}

// AppStep is work the application does on the items a plan's requests
// returned: one of a closed set of kinds (AppKinds), which every consumer
// of a plan handles, and tests that each does (the report, the JSON,
// verify, and generated code).
type AppStep struct {
	Kind AppKind
	// Columns, for AppCompute, are the columns the application computes
	// on each row of their entity (Evaluate), in the select list's order.
	Columns []analyze.Computed
	// GroupBy, Aggregates and Having, for AppAggregate: the answer is one
	// row per group of the rows by GroupBy's columns (one row of every row
	// without any, even of none), holding those columns and each
	// aggregate, kept when Having is true of it (Evaluate, over the
	// columns and the aggregates' names). Hidden aggregates are Having's
	// only, and leave the answer after it.
	GroupBy    []string
	Aggregates []analyze.Aggregate
	Having     *analyze.Expr
	// Entity is the table whose rows AppAggregate groups, or whose row
	// AppExists looks for.
	Entity string
	// Order, for AppSort: the answer's rows sorted by these columns (a
	// computed column's or an aggregate's name, or a column), NULLs first
	// ascending, text as its collation compares; then the pattern's LIMIT.
	Order []analyze.Order
	// Exists, for AppExists: the answer is one row whose column Exists.Name
	// is 1 when the requests returned an item, else 0 (reversed by Not).
	Exists *analyze.Exists
	// On, for AppJoin: the join's column pairs, each an attribute of the
	// items of one read (Left) equal to one of the next read's (Right);
	// Outer (LEFT JOIN) keeps an item of the earlier read that the next
	// finds nothing for, as a row whose joined columns are NULL.
	On []analyze.Join
	// Anti, for AppJoin: the last read's table came from NOT EXISTS, so an
	// item of the read before it is a row only when that read found
	// nothing for it.
	Anti bool
	// Parts, for AppUnion: one per SELECT of the UNION, each the rows of
	// some of the plan's reads (Plan.Steps), in order; All keeps every
	// row (UNION ALL), else a row is kept once, its values compared as
	// their columns' collations compare. ByRow, for an OR over a join
	// (one part per branch, without Fields): the rows are the join's, of
	// the tables it reads, and a row is kept once by the items it pairs
	// (their table keys), as SQL's OR returns a row of the join once.
	Parts []UnionPart
	All   bool
	ByRow bool
	// Values, for AppRow: the answer is one row whose i-th column is the
	// value the i-th read (Plan.Steps) gives.
	Values []PartValue
	Pos    analyze.Pos
}

// UnionPart is one SELECT of a UNION: the next Reads of the plan's
// steps (Plan.Steps) after those of the SELECTs before it. Their items
// are its rows: each item of its one read, or, when it joins tables, the
// rows its own steps (App, an AppJoin, when reads before the last give
// columns too; run as a plan of the SELECT's statement) make of them, one
// item per read, else each item of its last read, which comes once per
// row of the join as the reads before it name it. Each row is the answer's
// row of Fields: one value per column of the answer (Pattern.Columns),
// each evaluated (Evaluate) on the row's item of the field's table, all
// NULL where an outer JOIN found none.
type UnionPart struct {
	Reads  int
	App    []AppStep
	Fields []analyze.Computed
}

// PartValue is one column of AppRow's row, Name, from the items of one
// read: the count attribute (CountAttr) of the counter item it found, 0
// for none (Count), or the value of Name in the one row its own steps
// (App, run on its items alone, as a plan of the Part's statement) make.
type PartValue struct {
	Name  string
	Count bool
	App   []AppStep
}

// AppKind is a kind of AppStep.
type AppKind string

// AppCompute evaluates Columns on each row: a computed column, from an
// expression in the subset the application evaluates (analyze.ExprFuncs
// and ExprOps).
const AppCompute AppKind = "compute"

// AppAggregate groups the rows and computes aggregates per group: COUNT,
// SUM and AVG exact (AVG with four decimals more than its argument's, as
// MySQL gives), MIN and MAX as the column compares, NULLs skipped.
const AppAggregate AppKind = "aggregate"

// AppExists answers SELECT [NOT] EXISTS(...) from the items the requests
// returned: 1 or 0.
const AppExists AppKind = "exists"

// AppSort sorts the answer's rows by Order, after the steps before it,
// and cuts them at the LIMIT.
const AppSort AppKind = "sort"

// AppJoin assembles the answer's rows from the items of a chain of reads
// (Plan.Steps), each read keyed by the join columns of the items of the
// read before (On): a row is an item of each read joined to the items of
// the next read its key found, and an item the next read finds nothing
// for is no row, as SQL's inner JOIN drops it. Comparisons are as the
// key encoding writes the values (KeyValue), which found them.
const AppJoin AppKind = "join"

// AppUnion makes the answer's rows of a UNION of SELECTs each read by
// requests of its own: each row of the i-th SELECT's reads is the row
// Parts[i] evaluates on it, under the answer's column names; UNION keeps
// a row once (All: every row).
const AppUnion AppKind = "union"

// AppRow makes the one row of a SELECT of several aggregate subqueries
// (analyze.Pattern.Scalars), each read by a request of its own: a column
// per read (Values).
const AppRow AppKind = "row"

// AppEmpty runs before the request of the plan whose App holds it, not
// on its items: the plan's key condition is a range on the sort key
// whose two bounds come from the statement (BETWEEN ? AND ?, x >= ? AND
// x <= ?, x > ? AND x < ?), and when its bounds, filled as the key
// writes them (EmptyRange), have the low one above the high one, the
// range holds no key: the request is not sent and finds no items, as
// SQL's range finds no row. (DynamoDB refuses such a BETWEEN with a
// ValidationException.) The comparison is of the encoded keys, the order
// the request's range is in, not of the values as given.
const AppEmpty AppKind = "empty"

// AppKinds are every kind of AppStep: a consumer that meets one it does not
// handle fails its test.
func AppKinds() []AppKind {
	return []AppKind{AppJoin, AppCompute, AppAggregate, AppExists, AppSort, AppUnion, AppRow, AppEmpty}
}

// AfterRequests are the plan's application steps that work on the items
// its requests returned: App without AppEmpty, which runs before them.
func (p *Plan) AfterRequests() []AppStep {
	if !slices.ContainsFunc(p.App, func(s AppStep) bool { return s.Kind == AppEmpty }) {
		return p.App
	}
	return slices.DeleteFunc(slices.Clone(p.App), func(s AppStep) bool { return s.Kind == AppEmpty })
}

// EmptyRange reports whether p's request finds nothing without being
// sent, under values (as Fill takes them, one set per request): p has
// an AppEmpty step, and its sort key range's low bound, filled, sorts
// after its high one, as DynamoDB compares the key's strings (bytes).
func (p *Plan) EmptyRange(e *analyze.Entity, values map[string]string) bool {
	if !slices.ContainsFunc(p.App, func(s AppStep) bool { return s.Kind == AppEmpty }) || p.SKCond == nil || p.SKCond.Op != "BETWEEN" || len(p.SKCond.Values) != 2 {
		return false
	}
	lo, ok1 := Fill(p.SKCond.Values[0], e, values)
	hi, ok2 := Fill(p.SKCond.Values[1], e, values)
	return ok1 && ok2 && lo > hi
}

// Compute is a value the application computes before it writes: for Op +
// or -, {Column.new} = {Column.old} Op By, from the value it read; for Op
// =, a generated column's {Column}, Expr over the row as written
// (Generate).
type Compute struct {
	Column string        `json:"column"`
	Op     string        `json:"op"`
	By     Template      `json:"by,omitempty"` // a number, or {n.by}: a parameter
	Expr   *analyze.Expr `json:"expr,omitempty"`
}

// MarshalText writes a template as the report shows it: ORDER#{id}.
func (t Template) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// Value is an arithmetic Compute's value, from the old one and By's, as
// decimal text: the column's value as MySQL stores it, an integer or a
// DECIMAL(p,s) rounded to its s decimals, halves away from zero (an item
// holds 10.50 as 10.5, so the old text's decimals are not the column's);
// false when one is no number. Without col, the old text's decimals.
func (c Compute) Value(old, by string, col *analyze.Column) (string, bool) {
	x, ok1 := new(big.Rat).SetString(old)
	y, ok2 := new(big.Rat).SetString(by)
	if !ok1 || !ok2 {
		return "", false
	}
	if c.Op == "-" {
		y.Neg(y)
	}
	scale := ValueScale(col)
	if scale < 0 {
		scale = 0
		if _, frac, ok := strings.Cut(old, "."); ok {
			scale = len(frac)
		}
	}
	return x.Add(x, y).FloatString(scale), true
}

// ValueScale is the decimals an arithmetic Compute's value of col keeps:
// a DECIMAL's scale, 0 for an integer, -1 for the old text's (no column,
// or one of another kind).
func ValueScale(col *analyze.Column) int {
	switch {
	case col != nil && col.Kind == analyze.KindDecimal && !col.Float:
		return col.Scale
	case col != nil && col.Kind == analyze.KindInteger:
		return 0
	}
	return -1
}

// Optional is a column an UPDATE sets or keeps, as the placeholder Param
// says: kept when it is NULL (KeepNull: COALESCE(?, c), IFNULL(?, c)),
// else when it is false (CASE WHEN ? THEN v ELSE c END, IF(?, v, c)).
type Optional struct {
	Column   string `json:"column"`
	Param    string `json:"param"`
	KeepNull bool   `json:"keepNull,omitempty"`
}

// Keeps reports whether the parameter's value keeps the column as it is:
// NULL does, and a flag that is false as MySQL's CASE WHEN reads it: text
// is the number it starts with (LeadingNumber), 0 when none ('2024-05-01'
// is 2024, true; 'no' is 0, false).
func (o Optional) Keeps(v *string) bool {
	if v == nil {
		return true
	}
	if o.KeepNull {
		return false
	}
	f, _ := strconv.ParseFloat(LeadingNumber(*v), 64)
	return f == 0
}

// LeadingNumber is the number text starts with, as MySQL converts text to
// a number: spaces skipped, then a sign, digits, a fraction and an
// exponent, as far as they go; "" for none.
func LeadingNumber(s string) string {
	s = strings.TrimLeft(s, " \t\n\r")
	i := 0
	digits := func() int {
		n := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i, n = i+1, n+1
		}
		return n
	}
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	n := digits()
	if i < len(s) && s[i] == '.' {
		i++
		n += digits()
	}
	if n == 0 {
		return ""
	}
	if end := i; i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if digits() == 0 {
			i = end
		}
	}
	return s[:i]
}

// Nullable is a nullable column an UPDATE sets from the parameter Param:
// REMOVEd when that is NULL.
type Nullable struct {
	Column string `json:"column"`
	Param  string `json:"param"`
}

// Into is what a step run once per item of Entity gives that item's row
// (Plan.Into).
type Into struct {
	Entity string
	// Count is the column that counts the items found: the count a
	// counter item holds (Plan.Counter), a missing one counting 0, or the
	// number of items the request found.
	Count string
	// Fields are the columns the one item found gives the row, each
	// evaluated on it (Evaluate); NULL when none is found.
	Fields []analyze.Computed
	// Sorts are values of the one item found that the application sorts
	// the rows by and the answer does not hold (analyze.RowRead.Sorts),
	// evaluated as Fields are.
	Sorts []analyze.Computed
	// List, when set, is the column that holds the items found as
	// JSON_ARRAYAGG(JSON_OBJECT(...)) does (ListValue): one object per
	// item, of Fields' names and values; NULL when none is found, or
	// Empty.
	List  string
	Empty string
	// Inner drops the row when the request finds no item (a JOIN of a
	// table to itself; a LEFT JOIN keeps it, with NULLs).
	Inner bool
	// Absent drops the row when the request finds an item (NOT EXISTS).
	Absent bool
	// NullRow gives a row that finds no item the List of one object of
	// Fields evaluated on a row of NULLs (JSON_ARRAYAGG over a LEFT
	// JOIN's NULL-padded row).
	NullRow bool
}

// Feed fills a placeholder of a request with an attribute of the items of
// the request before it.
type Feed struct {
	Placeholder string `json:"placeholder"`
	Attr        string `json:"attribute"`
}

// Steps lists the plan's requests in order: the plan itself, then Then.
func (p *Plan) Steps() []*Plan {
	return append([]*Plan{p}, p.Then...)
}

// MergesBranches says whether p is an OR's or a UNION's branches
// (branchPlan): requests after the first that no item before keys. Their
// answers are merged first, each item once when Distinct is the table
// key, and the application's steps (AppAggregate, AppCompute) run on the
// merged items: a SUM over an OR adds a row that both branches find once,
// as MySQL does.
func (p *Plan) MergesBranches() bool {
	return len(p.Then) > 0 && !slices.ContainsFunc(p.Then, func(st *Plan) bool {
		return len(st.Feed) > 0 || st.Into != nil
	})
}

// MergesFirst says whether p's branches are merged by their table key
// before the application's steps run (MergesBranches and KeyMerge): a
// SUM over an OR counts once the row both branches find.
func (p *Plan) MergesFirst() bool { return p.MergesBranches() && p.KeyMerge() }

// KeyMerge says whether p's Distinct keeps each item once by its table
// key (an OR's or a UNION's branches, IN (SELECT ...), DISTINCT over a
// join), not one row per value of selected columns (SELECT DISTINCT).
func (p *Plan) KeyMerge() bool {
	return slices.Equal(p.Distinct, []string{PK, SK})
}

// Binding ties one SQL parameter to a template placeholder: customer_id,
// order_date.lo, author_id.2, or LimitParam.
type Binding struct {
	Pos  analyze.Pos
	Name string
	// Entity is the table whose column the parameter is compared with: a
	// join's first read may take parameters of another table than the one
	// the pattern returns.
	Entity string
	// Param is the name sqlc gives the parameter (sqlc.arg(author)), shown
	// in the plan's templates in place of Name.
	Param string
	// List marks sqlc.slice(name): the placeholder {col.1} stands for a
	// list of any length (see Design.ListPlan).
	List bool
}

// LimitParam is the placeholder of LIMIT ?: the request's Limit.
const LimitParam = "limit"

// Param is one :placeholder of a request and the template of its value.
type Param struct {
	Name  string
	Value Template
}

// SKCond is a sort key condition.
type SKCond struct {
	Op     string // =, begins_with, BETWEEN
	Values []Template
}

// FilterCol is one condition the plan checks with a FilterExpression.
type FilterCol struct {
	Column string
	Op     string // =, IN, <>, NOT IN, <, <=, >, >=, BETWEEN, LIKE, IS NULL, IS NOT NULL
	Values []Template
	// Nullable says the column may be NULL (a missing attribute), which
	// passes DynamoDB's <> but not SQL's.
	Nullable bool
	// Edge marks the filter of an exclusive bound that the key range
	// holds inclusively (a key condition has no <): it drops only the
	// items equal to the bound.
	Edge bool
	// Bytes marks a comparison by bytes on a case-insensitive column
	// (BINARY col = ?): a FilterExpression's, never the application's
	// folded check.
	Bytes bool
}

// filtered reports whether a FilterExpression drops more than the edge of a
// key range, or the application's check drops items.
func (p *Plan) filtered() bool {
	return len(p.Check) > 0 || slices.ContainsFunc(p.FilterCols, func(f FilterCol) bool { return !f.Edge })
}

// Entity returns the design of the entity of that name, or nil.
func (d *Design) Entity(name string) *Entity {
	for _, e := range d.Entities {
		if e.Name == name {
			return e
		}
	}
	return nil
}

// AttrType is the DynamoDB type of the attribute that holds a column's
// values: N for numbers, B for a binary column's bytes (BINARY,
// VARBINARY, BLOB, a CHARACTER SET binary string: S must be UTF-8, which
// their bytes need not be), S for the rest. A key attribute is always S:
// KeyValue writes every value into it, binary ones escaped.
type AttrType string

const (
	AttrS AttrType = "S"
	AttrN AttrType = "N"
	AttrB AttrType = "B"
)

// TypeOf is the type of the attribute that holds c's values (S for no
// column).
func TypeOf(c *analyze.Column) AttrType {
	switch {
	case c == nil:
		return AttrS
	case c.Kind == analyze.KindInteger || c.Kind == analyze.KindDecimal || c.Kind == analyze.KindBool:
		return AttrN
	case c.Kind == analyze.KindBinary:
		return AttrB
	}
	return AttrS
}

// Value is v, a value as its text (a binary column's, its bytes), as an
// attribute of type a.
func (a AttrType) Value(v string) types.AttributeValue {
	switch a {
	case AttrN:
		return &types.AttributeValueMemberN{Value: v}
	case AttrB:
		return &types.AttributeValueMemberB{Value: []byte(v)}
	}
	return &types.AttributeValueMemberS{Value: v}
}

// ColumnType is the type of the attribute that holds an entity's column
// (S for an unknown one).
func (d *Design) ColumnType(entity, col string) AttrType {
	e := d.Model.Entity(entity)
	if e == nil {
		return AttrS
	}
	return TypeOf(e.Column(col))
}

// ValueType is the type of a written value: its column's, the entity's
// attr or a parent's column copied as {parent.column} (R9). A constant
// (SET n = 0, a DEFAULT) of a number column is a number only when it
// reads as one.
func ValueType(m *analyze.Model, e *analyze.Entity, attr string, t Template) AttrType {
	if len(t) != 1 {
		return AttrS
	}
	if parent, col, copied := strings.Cut(t[0].Col, "."); copied && m.Entity(parent) != nil {
		return TypeOf(m.Entity(parent).Column(col))
	}
	typ := TypeOf(e.Column(attr))
	if _, err := strconv.ParseFloat(t[0].Lit, 64); t[0].Col == "" && typ == AttrN && err != nil {
		return AttrS
	}
	return typ
}

func numeric(e *analyze.Entity, col string) bool { return TypeOf(e.Column(col)) == AttrN }

// Shards is the modulus of the entity's {_shard}: the Shards of its
// sharded key (R14), 0 when none is. Its items have one shard each.
func (e *Entity) Shards() int {
	for _, k := range e.Keys {
		if k.Shards > 1 {
			return k.Shards
		}
	}
	return 0
}

// Indexes counts the GSIs the entity's items land in.
func (e *Entity) Indexes() int {
	n := 0
	for _, k := range e.Keys {
		if strings.HasSuffix(k.Attr, "PK") && k.Attr != PK {
			n++
		}
	}
	return n
}
