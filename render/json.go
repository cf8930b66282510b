// Package render writes a design for people (the markdown report) and for
// programs (the JSON contract). Every request and PartiQL input in either is
// serialized by the AWS SDK's own serializer.
package render

import (
	"encoding/json"
	"errors"
	"io"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/partiql"
)

// Document is the JSON contract of `design --format json`, documented in the
// README. Field order here is the output's order.
type Document struct {
	Table          json.RawMessage      `json:"table"`
	Entities       []EntityDoc          `json:"entities"`
	Indexes        []IndexDoc           `json:"indexes"`
	Relationships  []RelationshipDoc    `json:"relationships"`
	AccessPatterns []PatternDoc         `json:"accessPatterns"`
	Cost           *design.Cost         `json:"cost"`
	Diagnostics    []analyze.Diagnostic `json:"diagnostics"`
}

// EntityDoc is one entity's keys.
type EntityDoc struct {
	Name      string            `json:"name"`
	Prefix    string            `json:"prefix"`
	Placement string            `json:"placement"`
	Parent    string            `json:"parent,omitempty"`
	Keys      map[string]string `json:"keys"`
	Sparse    map[string]string `json:"sparse,omitempty"` // key attribute → the condition an item meets to carry it
	// Side are the items each row has besides its own: UNIQUE locks and
	// lookup items.
	Side         []SideItemDoc   `json:"sideItems,omitempty"`
	Reasons      []design.Reason `json:"reasons"`
	Alternatives []string        `json:"alternatives"`
}

// SideItemDoc is a lock or lookup item of each row.
type SideItemDoc struct {
	Type    string   `json:"type"`
	PK      string   `json:"pk"`
	SK      string   `json:"sk"`
	Carries []string `json:"carries,omitempty"`
}

// IndexDoc is one GSI.
type IndexDoc struct {
	Name         string          `json:"name"`
	PartitionKey string          `json:"partitionKey"`
	SortKey      string          `json:"sortKey"`
	Reasons      []design.Reason `json:"reasons"`
}

// RelationshipDoc is one relationship and its strategy.
type RelationshipDoc struct {
	Cardinality string      `json:"cardinality"`
	Parent      string      `json:"parent"`
	Child       string      `json:"child"`
	Via         string      `json:"via,omitempty"`
	Columns     []string    `json:"columns"`
	Position    analyze.Pos `json:"position"`
	// Inferred says the schema declares no foreign key for it: a join at
	// Position equates the columns with the parent's key.
	Inferred     bool     `json:"inferred,omitempty"`
	References   []string `json:"references,omitempty"` // the parent's key columns, for an inferred one
	Strategy     string   `json:"strategy"`
	Reason       string   `json:"reason"`
	Alternatives []string `json:"alternatives"`
}

// PatternDoc is one access pattern and how it is served.
type PatternDoc struct {
	Name         string      `json:"name"`
	Description  string      `json:"description,omitempty"`
	Position     analyze.Pos `json:"position"`
	SQL          string      `json:"sql"`
	Result       string      `json:"result"`
	Operation    string      `json:"operation"`
	Index        string      `json:"index"`
	KeyCondition string      `json:"keyCondition"`
	Filter       string      `json:"filter,omitempty"`
	// Check is what the application checks on each item returned, folded
	// as the column's collation compares (design.Checks).
	Check   string          `json:"check,omitempty"`
	Request json.RawMessage `json:"request"`
	PartiQL *PartiQLDoc     `json:"partiql"`
	Lookup  *LookupDoc      `json:"lookup,omitempty"`
	// NextID is the sequence UpdateItem an INSERT numbers its row with
	// first; NextColumn, the column its returned value fills.
	NextID     *LookupDoc `json:"nextId,omitempty"`
	NextColumn string     `json:"nextColumn,omitempty"`
	// Otherwise, for ON DUPLICATE KEY UPDATE, is the INSERT's write, sent
	// when the UpdateItem finds no item; its NextID numbers the new row.
	Otherwise *LookupDoc `json:"otherwise,omitempty"`
	// Redirects, for ON DUPLICATE KEY UPDATE whose INSERT gives further
	// UNIQUE keys, are the reads of their lock items, sent in order when
	// the INSERT is cancelled: the first item found fills (Feed) the key
	// of the row the update runs on again.
	Redirects []*LookupDoc `json:"redirects,omitempty"`
	// Collides, for a REPLACE whose row keeps more than its item, are the
	// reads of the lock items of the further keys it gives: each item
	// found fills (Feed) the table key of a row it deletes.
	Collides []*LookupDoc `json:"collides,omitempty"`
	// Evict, for such a REPLACE, deletes one row it replaces: Lookup
	// reads the row (with the new row's values when the REPLACE gives the
	// table key, and with each key Collides fills), and Write's items go
	// into the REPLACE's transaction once per row found, before its own.
	Evict *EvictDoc `json:"evict,omitempty"`
	// KeyCollides says such a REPLACE gives the table key: the row with
	// the new row's table key is read (Evict's Lookup) and deleted too.
	KeyCollides bool `json:"keyCollides,omitempty"`
	// Parents, for an INSERT whose item carries a copy of a parent's
	// columns, are the reads of each parent's item, sent first
	// (ConsistentRead): Key says which of the row's columns fill the
	// read's key, Feed which of the item's attributes fill the copy's
	// placeholders. None found refuses the INSERT (the FOREIGN KEY's
	// error); the write's transaction checks the item still holds them.
	Parents []*LookupDoc `json:"parents,omitempty"`
	// Existing, for ON DUPLICATE KEY UPDATE id = LAST_INSERT_ID(id), is
	// the read of the existing row's id, sent when its key refuses the
	// write.
	Existing *LookupDoc `json:"existing,omitempty"`
	// Steps, for a plan of several requests in a row, lists every one of
	// them, the first included (the fields above describe the first).
	Steps []StepDoc `json:"steps,omitempty"`
	// Each, Sort and Distinct say how the application merges the answers
	// of several requests: Each names the IN list's column a request runs
	// once per value of, Sort the order the merged items are put in, and
	// Distinct that each item is kept once (an OR's branches).
	Each string `json:"each,omitempty"`
	// Parameters are the parameters sqlc names, each with the placeholder
	// it fills: its name in the request's templates.
	Parameters []ParamDoc `json:"parameters,omitempty"`
	Sort       []string   `json:"sort,omitempty"`
	Distinct   []string   `json:"distinct,omitempty"`
	// Optional are the columns an UPDATE sets only when its parameters
	// say so: the application leaves each SET out of the request (and
	// the PartiQL statement) when its param keeps the column.
	Optional []design.Optional `json:"optional,omitempty"`
	// Compute are the values the application computes from the item
	// its lookup read, before it writes: {column.new}.
	Compute []design.Compute `json:"compute,omitempty"`
	// App is the work the application does on the answer after the
	// requests, in order.
	App []AppDoc `json:"app,omitempty"`
	// Nullable are the nullable columns an UPDATE sets from a parameter:
	// when it is NULL the application sends REMOVE in place of SET.
	Nullable []design.Nullable `json:"nullable,omitempty"`
	// Variants are the writes the application sends in place of this
	// one when parameters that set a column a key or another item is
	// built from are NULL.
	Variants []VariantDoc `json:"variants,omitempty"`
	// DDL marks a named CREATE, ALTER, DROP, RENAME or TRUNCATE of a
	// query file: listed, unsupported, and no access pattern.
	DDL     bool            `json:"ddl,omitempty"`
	Status  string          `json:"status"`
	Reasons []design.Reason `json:"reasons"`
}

// ParamDoc is a parameter sqlc names: sqlc.arg(author) fills {id}; a
// sqlc.slice list fills {book_id.1} once per element.
type ParamDoc struct {
	Name     string      `json:"name"`
	Fills    string      `json:"fills"`
	List     bool        `json:"list,omitempty"`
	Position analyze.Pos `json:"position"`
}

// StepDoc is one request of a plan of several.
type StepDoc struct {
	Step         int           `json:"step"`
	Entity       string        `json:"entity"`
	Operation    string        `json:"operation"`
	Index        string        `json:"index"`
	KeyCondition string        `json:"keyCondition"`
	Filter       string        `json:"filter,omitempty"`
	Check        string        `json:"check,omitempty"`
	Each         string        `json:"each,omitempty"`
	Feed         []design.Feed `json:"feed,omitempty"` // placeholders filled from each item of the step before
	KeysOnly     bool          `json:"keysOnly,omitempty"`
	LookupItems  bool          `json:"lookupItems,omitempty"` // the step reads the entity's lookup items
	// Into: the step runs once per item of that entity returned by the
	// steps before, fed from it, and gives its row a column.
	Into *IntoDoc `json:"into,omitempty"`
	// Counted: with Into.Count, the step reads the children themselves
	// (a count with conditions of its own), and each count is how many
	// items its request found for the item before.
	Counted bool            `json:"counted,omitempty"`
	Request json.RawMessage `json:"request"`
	PartiQL *PartiQLDoc     `json:"partiql"`
	Reasons []design.Reason `json:"reasons"`
}

// LookupDoc is the read a write runs first to find its items.
type LookupDoc struct {
	// OldValues says the read finds the one item the WHERE names, for the
	// values the write needs from it (a UNIQUE value's lock, an index key).
	OldValues bool `json:"oldValues,omitempty"`
	// Feed, for INSERT ... SELECT, says the read is the SELECT's: each
	// item it returns is one row written, each placeholder filled from
	// the item's attribute.
	Feed []design.Feed `json:"feed,omitempty"`
	// Key, for the read of a parent an INSERT copies from, says which of
	// the row's columns fill the read's key placeholders.
	Key          []design.Feed   `json:"key,omitempty"`
	Operation    string          `json:"operation"`
	Index        string          `json:"index"`
	KeyCondition string          `json:"keyCondition"`
	Filter       string          `json:"filter,omitempty"`
	Check        string          `json:"check,omitempty"`
	Request      json.RawMessage `json:"request"`
	PartiQL      *PartiQLDoc     `json:"partiql"`
	// Steps, for a read of several requests, are those requests; the
	// fields above are its first.
	Steps  []StepDoc  `json:"steps,omitempty"`
	NextID *LookupDoc `json:"nextId,omitempty"`
}

// VariantDoc is the plan sent in place of the pattern's when the
// parameters Nulls are NULL: for a write, its read first (Lookup), when it
// has one, the write, and an upsert's INSERT when the write finds no item
// (Otherwise); for a read with optional filters, the read (Write, the
// name the writes gave the field first).
type VariantDoc struct {
	Nulls     []string   `json:"nulls"`
	Lookup    *LookupDoc `json:"lookup,omitempty"`
	Write     *LookupDoc `json:"write"`
	Otherwise *LookupDoc `json:"otherwise,omitempty"`
	// Distinct, Sort and App, for a read of several requests (an OR's
	// branches), are what the application does with their items, as a
	// pattern's own.
	Distinct []string `json:"distinct,omitempty"`
	Sort     []string `json:"sort,omitempty"`
	App      []AppDoc `json:"app,omitempty"`
}

// EvictDoc is the deletion of one row a REPLACE replaces: the read of
// the row (Lookup), then the items of its deletion (Write), filled with
// the row's values, that go into the REPLACE's transaction.
type EvictDoc struct {
	Lookup *LookupDoc `json:"lookup"`
	Write  *LookupDoc `json:"write"`
}

// PartiQLDoc is a pattern's PartiQL statement.
type PartiQLDoc struct {
	Statement  string          `json:"statement"`
	Parameters []string        `json:"parameters"`
	Input      json.RawMessage `json:"input"`
	Notes      []string        `json:"notes,omitempty"`
}

// Build assembles the document of a design.
func Build(d *design.Design) (*Document, error) { return build(d, true) }

// build assembles the document; the markdown report shows each PartiQL
// statement and its parameters but not its ExecuteStatement input, so it
// skips serializing those.
func build(d *design.Design, partiqlInput bool) (*Document, error) {
	doc := &Document{Diagnostics: nonNil(d.Diagnostics), Cost: d.Cost}
	var err error
	if doc.Table, err = AWSJSON(d.CreateTable); err != nil {
		return nil, err
	}
	for _, e := range d.Entities {
		keys, sparse := map[string]string{}, map[string]string{}
		for _, k := range e.Keys {
			keys[k.Attr] = k.Template.String()
			var conds []string
			for _, c := range k.When {
				conds = append(conds, c.String())
			}
			if len(conds) > 0 {
				sparse[k.Attr] = strings.Join(conds, " AND ")
			}
		}
		var side []SideItemDoc
		for _, l := range slices.Concat(e.Locks, e.Lookups) {
			side = append(side, SideItemDoc{Type: l.Type(), PK: l.PK.String(), SK: l.SK.String(), Carries: l.Stored()})
		}
		doc.Entities = append(doc.Entities, EntityDoc{Name: e.Name, Prefix: e.Prefix, Placement: string(e.Placement), Parent: e.Parent,
			Keys: keys, Sparse: sparse, Side: side, Reasons: nonNil(e.Reasons), Alternatives: nonNil(e.Alternatives)})
	}
	for _, ix := range d.Indexes {
		doc.Indexes = append(doc.Indexes, IndexDoc{Name: ix.Name, PartitionKey: ix.PK, SortKey: ix.SK, Reasons: nonNil(ix.Reasons)})
	}
	for _, r := range d.Relationships {
		doc.Relationships = append(doc.Relationships, RelationshipDoc{Cardinality: string(r.Cardinality), Parent: r.Parent, Child: r.Child, Via: r.Via,
			Columns: r.Key.Columns, Position: r.Pos, Inferred: r.Key.Inferred, References: inferredRefs(r.Key), Strategy: r.Strategy, Reason: r.Reason, Alternatives: nonNil(r.Alternatives)})
	}
	if doc.AccessPatterns, err = patternDocs(d, partiqlInput); err != nil {
		return nil, err
	}
	doc.Entities, doc.Indexes = nonNil(doc.Entities), nonNil(doc.Indexes)
	doc.Relationships, doc.AccessPatterns = nonNil(doc.Relationships), nonNil(doc.AccessPatterns)
	return doc, nil
}

// inferredRefs are an inferred foreign key's referenced columns, which
// the report's declaration names; nil for a declared one.
func inferredRefs(fk *analyze.ForeignKey) []string {
	if fk == nil || !fk.Inferred {
		return nil
	}
	return fk.RefColumns
}

// nonNil turns a nil slice into an empty one, so JSON shows [] not null.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// JSON writes the document.
func JSON(w io.Writer, d *design.Design) error {
	doc, err := Build(d)
	if err != nil {
		return err
	}
	b, err := marshal(doc)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// patternDocs serializes every pattern's request and PartiQL. The SDK's
// serializer dominates rendering, so the patterns are spread over the CPUs;
// each result lands at its pattern's index, so the output order is fixed.
func patternDocs(d *design.Design, partiqlInput bool) ([]PatternDoc, error) {
	docs := make([]PatternDoc, len(d.Plans))
	errs := make([]error, len(d.Plans))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(d.Plans)) {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < len(d.Plans); i = int(next.Add(1) - 1) {
				docs[i], errs[i] = patternDoc(d, d.Plans[i], partiqlInput)
			}
		})
	}
	wg.Wait()
	return docs, errors.Join(errs...)
}

func patternDoc(d *design.Design, p *design.Plan, partiqlInput bool) (PatternDoc, error) {
	pd := PatternDoc{Name: p.Pattern.Name, Description: p.Pattern.Description, Position: p.Pattern.Pos, SQL: p.Pattern.SQL,
		Result: string(p.Pattern.Result), Operation: p.Operation, Index: p.Index, KeyCondition: p.KeyCondition, Filter: p.Filter, Check: p.CheckText,
		Status: string(p.Status), Reasons: nonNil(p.Reasons), DDL: p.Pattern.Statement == analyze.DDL}
	var err error
	if p.Request != nil {
		if pd.Request, err = AWSJSON(p.Request); err != nil {
			return pd, err
		}
	}
	if pd.PartiQL, err = partiqlDoc(d, p, partiqlInput); err != nil {
		return pd, err
	}
	pd.Each, pd.Distinct, pd.Optional, pd.Compute, pd.Nullable = p.Each, p.Distinct, p.Optional, p.Compute, p.Nullable
	for _, s := range p.App {
		ad, err := appDoc(d.Model, s, p.Pattern.Limit > 0 || p.Pattern.LimitParam)
		if err != nil {
			return pd, err
		}
		pd.App = append(pd.App, ad)
	}
	for _, v := range p.Variants {
		vd := VariantDoc{Nulls: v.Nulls}
		if vd.Lookup, err = lookupDoc(d, v.Lookup, partiqlInput); err != nil {
			return pd, err
		}
		if vd.Write, err = lookupDoc(d, v, partiqlInput); err != nil {
			return pd, err
		}
		if vd.Otherwise, err = lookupDoc(d, v.Otherwise, partiqlInput); err != nil {
			return pd, err
		}
		vd.Distinct, vd.Sort = v.Distinct, sortTexts(v)
		for _, s := range v.App {
			ad, err := appDoc(d.Model, s, p.Pattern.Limit > 0 || p.Pattern.LimitParam)
			if err != nil {
				return pd, err
			}
			vd.App = append(vd.App, ad)
		}
		pd.Variants = append(pd.Variants, vd)
	}
	for _, b := range p.Bindings {
		if b.Param != "" {
			pd.Parameters = append(pd.Parameters, ParamDoc{Name: b.Param, Fills: b.Name, List: b.List, Position: b.Pos})
		}
	}
	pd.Sort = sortTexts(p)
	if pd.Steps, err = stepDocs(d, p, pd.Request, pd.PartiQL, partiqlInput); err != nil {
		return pd, err
	}
	if pd.Lookup, err = lookupDoc(d, p.Lookup, partiqlInput); err != nil {
		return pd, err
	}
	if pd.Lookup != nil {
		pd.Lookup.OldValues = !p.Finds && len(p.Feed) == 0
		pd.Lookup.Feed = p.Feed
	}
	if pd.NextID, err = lookupDoc(d, p.NextID, partiqlInput); err != nil {
		return pd, err
	}
	if pd.Existing, err = lookupDoc(d, p.Existing, partiqlInput); err != nil {
		return pd, err
	}
	if pd.Parents, err = fillDocs(d, p.Parents, partiqlInput); err != nil {
		return pd, err
	}
	for i, r := range p.Parents {
		pd.Parents[i].Key = r.KeyFrom
	}
	if pd.Otherwise, err = lookupDoc(d, p.Otherwise, partiqlInput); err != nil {
		return pd, err
	}
	if pd.Redirects, err = fillDocs(d, p.Redirects, partiqlInput); err != nil {
		return pd, err
	}
	if pd.Collides, err = fillDocs(d, p.Collides, partiqlInput); err != nil {
		return pd, err
	}
	if ev := p.Evict; ev != nil {
		pd.Evict, pd.KeyCollides = &EvictDoc{}, p.KeyCollides
		if pd.Evict.Lookup, err = lookupDoc(d, ev.Lookup, partiqlInput); err != nil {
			return pd, err
		}
		if pd.Evict.Write, err = lookupDoc(d, ev, partiqlInput); err != nil {
			return pd, err
		}
		pd.Evict.Write.PartiQL = nil // a part of the REPLACE's transaction, which PartiQL has no statement for
	}
	if pd.Otherwise != nil {
		if pd.Otherwise.NextID, err = lookupDoc(d, p.Otherwise.NextID, partiqlInput); err != nil {
			return pd, err
		}
	}
	for _, e := range d.Entities {
		if e.Name == p.Entity && e.Sequence != nil && (p.NextID != nil || (p.Otherwise != nil && p.Otherwise.NextID != nil)) {
			pd.NextColumn = e.Sequence.Column
		}
	}
	return pd, nil
}

// IntoDoc is what a step run once per item of Entity gives its row: the
// column Count counts the items found; Fields are the columns the one
// item found gives (NULL for none; Inner: no row); List holds the items
// as JSON_ARRAYAGG(JSON_OBJECT(...)) does, one object of Fields per item
// (NULL for none, or Empty).
type IntoDoc struct {
	Entity string        `json:"entity"`
	Count  string        `json:"count,omitempty"`
	Fields []ComputedDoc `json:"fields,omitempty"`
	// Sorts: values of the item found the application sorts the rows
	// by, which the answer does not hold.
	Sorts []ComputedDoc `json:"sorts,omitempty"`
	List  string        `json:"list,omitempty"`
	Empty string        `json:"empty,omitempty"`
	Inner bool          `json:"inner,omitempty"`
	// Absent: the row is kept only when the step finds nothing (NOT EXISTS).
	Absent bool `json:"absent,omitempty"`
	// NullRow: no item found makes the list of one object of NULLs.
	NullRow bool `json:"nullRow,omitempty"`
}

func intoDoc(m *analyze.Model, in *design.Into) *IntoDoc {
	if in == nil {
		return nil
	}
	return &IntoDoc{Entity: in.Entity, Count: in.Count, Fields: computedDocs(m, in.Fields), Sorts: computedDocs(m, in.Sorts), List: in.List, Empty: in.Empty, Inner: in.Inner, Absent: in.Absent, NullRow: in.NullRow}
}

// sortTexts are the columns the application sorts a plan's merged items
// by (Plan.Sort), each maybe DESC.
func sortTexts(p *design.Plan) []string {
	var out []string
	for _, o := range p.Sort {
		text := o.Column.Column
		if o.Desc {
			text += " DESC"
		}
		out = append(out, text)
	}
	return out
}

// stepDocs describes the requests of a plan of several; nil for one. The
// first step's request and PartiQL are the plan's own, already rendered.
func stepDocs(d *design.Design, p *design.Plan, request json.RawMessage, pq *PartiQLDoc, partiqlInput bool) ([]StepDoc, error) {
	if len(p.Then) == 0 {
		return nil, nil
	}
	var out []StepDoc
	for i, step := range p.Steps() {
		sd := StepDoc{Step: i + 1, Entity: step.Entity, Operation: step.Operation, Index: step.Index, KeyCondition: step.KeyCondition,
			Filter: step.Filter, Check: step.CheckText, Each: step.Each, Feed: step.Feed, KeysOnly: step.KeysOnly, LookupItems: step.LookupItems, Into: intoDoc(d.Model, step.Into), Counted: step.Into != nil && step.Into.Count != "" && step.Counter == nil, Request: request, PartiQL: pq, Reasons: nonNil(step.Reasons)}
		if i > 0 {
			var err error
			if sd.Request, err = AWSJSON(step.Request); err != nil {
				return nil, err
			}
			if sd.PartiQL, err = partiqlDoc(d, step, partiqlInput); err != nil {
				return nil, err
			}
		}
		out = append(out, sd)
	}
	return out, nil
}

// lookupDoc describes a request a write sends before its own; nil for none.
// fillDocs describes reads of lock items whose attributes fill (Feed) the
// key of the row a write goes to next.
func fillDocs(d *design.Design, reads []*design.Plan, partiqlInput bool) ([]*LookupDoc, error) {
	var out []*LookupDoc
	for _, r := range reads {
		rd, err := lookupDoc(d, r, partiqlInput)
		if err != nil {
			return nil, err
		}
		rd.Feed = r.Fills
		out = append(out, rd)
	}
	return out, nil
}

func lookupDoc(d *design.Design, l *design.Plan, partiqlInput bool) (*LookupDoc, error) {
	if l == nil {
		return nil, nil
	}
	ld := &LookupDoc{Operation: l.Operation, Index: l.Index, KeyCondition: l.KeyCondition, Filter: l.Filter, Check: l.CheckText}
	var err error
	if ld.Request, err = AWSJSON(l.Request); err != nil {
		return nil, err
	}
	if ld.PartiQL, err = partiqlDoc(d, l, partiqlInput); err != nil {
		return nil, err
	}
	if ld.Steps, err = stepDocs(d, l, ld.Request, ld.PartiQL, partiqlInput); err != nil {
		return nil, err
	}
	return ld, nil
}

func partiqlDoc(d *design.Design, p *design.Plan, withInput bool) (*PartiQLDoc, error) {
	s := partiql.For(d, p)
	if s == nil {
		return nil, nil
	}
	pq := &PartiQLDoc{Statement: s.Text(), Notes: s.Notes, Parameters: []string{}}
	for _, t := range s.Params {
		pq.Parameters = append(pq.Parameters, t.String())
	}
	if withInput {
		var err error
		if pq.Input, err = AWSJSON(s.AWSInput()); err != nil {
			return nil, err
		}
	}
	return pq, nil
}
