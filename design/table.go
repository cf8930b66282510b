package design

import (
	"fmt"
	"slices"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
)

// New designs the table for a model without errors. Call it only when
// !m.HasErrors(): a design from broken input would look whole and be wrong.
//
// The design is made in stages, each handing a typed result to the next
// and none going back: needs (what each pattern asks, from the model) →
// layout (placements, keys, indexes, copies and counters, chosen by
// scoring the needs) → read plans → write plans (which keep the layout's
// copies, counters and locks true) → cost.
func New(m *analyze.Model, opts Options) *Design {
	prices := opts.Prices
	if prices == (Prices{}) {
		prices = DefaultPrices
	}
	ns := needsOf(m)
	lay := layOut(m, ns, prices)
	d := &Design{Table: opts.Table, Model: m}
	d.Plans = make([]*Plan, len(ns.all))
	lay.readPlans(ns, d)
	lay.writePlans(ns, d)
	lay.refuseOversized(d)
	d.Entities, d.Indexes = lay.entities(keyUsers(ns, d.Plans)), lay.indexes()
	for _, r := range m.Relationships {
		d.Relationships = append(d.Relationships, lay.relationship(r))
	}
	d.CreateTable = createTable(d)
	d.Cost = Estimate(d, prices)
	d.Diagnostics = append(slices.Clone(m.Diagnostics), diagnostics(d)...)
	d.Diagnostics = append(d.Diagnostics, collationDiagnostics(d)...)
	d.Diagnostics = append(d.Diagnostics, sizeDiagnostics(d, d.Cost)...)
	d.Diagnostics = append(d.Diagnostics, appDiagnostics(d, d.Cost)...)
	d.Diagnostics = append(d.Diagnostics, hotDiagnostics(d, d.Cost)...)
	m.SortDiagnostics(d.Diagnostics)
	return d
}

// refuseOversized makes every served plan that reads or writes an entity
// unsupported when a key of its items can pass DynamoDB's key size (five
// VARCHAR(500) columns in one primary key): every item needs it, and
// DynamoDB refuses a write of a longer one, so the design would fail on
// rows the schema allows. The design is made all the same.
func (lay *layout) refuseOversized(d *Design) {
	for _, e := range lay.m.Entities {
		if o := lay.chosen[e.Name]; o == nil || o.placement == Embedded {
			continue
		}
		var why string
		for _, k := range lay.entityKeys(e) {
			if why, _ = oversized(e, k); why != "" {
				break
			}
		}
		if why == "" {
			continue
		}
		for i, p := range d.Plans {
			touches := false
			for _, s := range append(p.Steps(), p.Lookup) {
				touches = touches || s != nil && strings.EqualFold(s.Entity, e.Name)
			}
			if !touches || p.Status == Unsupported {
				continue
			}
			p.Status = Unsupported // how it would be served no longer holds: only why not
			p.Reasons = []Reason{{Text: why + ": every item of " + e.Name + " needs the key, and DynamoDB refuses a write of a longer one; declare the columns shorter, or key " + e.Name + " by a shorter column (an id)", Pos: p.Pattern.Pos}}
			d.Plans[i] = p.inert()
		}
	}
}

// layOut is the layout stage: every entity placed by scoring the needs,
// then the copies and counters the plans will read registered, so that no
// plan changes the layout.
func layOut(m *analyze.Model, ns *needSet, prices Prices) *layout {
	lay := &layout{m: m, prefix: prefixes(m.Entities), needs: ns.all, about: ns.about,
		chosen: map[string]*option{}, considered: map[string][]*option{}, copies: map[string][]*Copy{}, counters: map[string][]*Counter{},
		lookups: map[string][]*lookup{}, overBudget: map[*analyze.Pattern]*Reason{},
		partitioned: map[*need]*partitionRead{}, prices: prices}
	lay.indexModel()
	lay.place()
	lay.partitionReads()
	lay.economize(prices)
	lay.budget()
	for _, n := range ns.all {
		if n.copies != nil {
			lay.addCopy(n.copies)
		}
		for _, c := range slices.Concat([]*need{n}, n.optional, n.parts) {
			if c.count && countable(c) {
				lay.addCounter(c.entity, c.eqCols())
			}
		}
		for _, cc := range n.pat.Counts {
			if cc.Where != nil {
				continue // counted from a read of the children: no counter item holds it
			}
			var cols []string
			for _, c := range cc.Columns {
				cols = append(cols, c.Column)
			}
			lay.addCounter(m.Entity(cc.Entity), cols)
		}
	}
	lay.indexChosen()
	return lay
}

// entities are the layout's entities with their keys and reasons; users
// are the patterns whose requests go through each entity's table key.
func (lay *layout) entities(users map[string][]*analyze.Pattern) []*Entity {
	var out []*Entity
	for _, e := range lay.m.Entities {
		out = append(out, lay.entity(e, users[e.Name]))
	}
	return out
}

// keyUsers lists, per entity, the patterns whose plans send a request on
// the table's own key that reads or writes the entity's items: the
// patterns its table key serves, as the plans made them, not as the
// scoring guessed.
func keyUsers(ns *needSet, plans []*Plan) map[string][]*analyze.Pattern {
	users := map[string][]*analyze.Pattern{}
	add := func(entity string, p *analyze.Pattern) {
		if !slices.Contains(users[entity], p) {
			users[entity] = append(users[entity], p)
		}
	}
	for i, top := range plans {
		n := ns.all[i]
		for w := top; w != nil; w = w.Otherwise {
			steps := w.Steps()
			if w.Lookup != nil {
				steps = append(steps, w.Lookup.Steps()...)
			}
			for j, step := range steps {
				if step.Status == Unsupported || step.Operation == "" || step.Index != "" || step.LookupItems || step.Counter != nil || step.Entity == "" {
					continue
				}
				add(step.Entity, n.pat)
				if j == 0 && !n.write {
					for _, c := range n.children {
						add(c.Name, n.pat) // a collection read returns the children with the parent
					}
				}
			}
		}
	}
	return users
}

// indexes are the GSIs the entities' key shapes need, each shared by
// position: an entity's n-th index shape is on GSIn.
func (lay *layout) indexes() []*Index {
	gsis := 0
	for _, e := range lay.m.Entities {
		gsis = max(gsis, len(lay.chosen[e.Name].shapes))
	}
	var out []*Index
	for i := range gsis {
		out = append(out, lay.index(i))
	}
	return out
}

// readPlans is the read stage: each SELECT's plan and its requests.
func (lay *layout) readPlans(ns *needSet, d *Design) {
	for i, n := range ns.all {
		if n.write {
			continue
		}
		p := lay.plan(n)
		lay.optionalVariants(n, p)
		for _, q := range append([]*Plan{p}, p.Variants...) {
			q.nameParams()
			q.readRequests(d.Table, lay.m)
		}
		d.Plans[i] = p.inert()
	}
}

// inert is an unsupported plan as every consumer gets it: its pattern,
// status, reasons and parameters, and nothing runnable (no request, step,
// item, update, lock or counter), so that no output can send a partial
// write (an UPDATE of six columns as an UpdateItem of one, or SET n = n +
// 1 as SET n = :n). A plan that is served is returned as it is.
func (p *Plan) inert() *Plan {
	if p.Status != Unsupported {
		return p
	}
	return &Plan{Pattern: p.Pattern, Entity: p.Entity, Status: p.Status, Reasons: p.Reasons, Bindings: p.Bindings}
}

// consistent makes a write's read of the items it then writes read the
// table with ConsistentRead, every step that can (a GSI cannot): the write
// then works on the latest values, and its conditions on them fail the
// transaction when another write changed them in between.
func (p *Plan) consistent(pos analyze.Pos) {
	for _, step := range p.Steps() {
		if step.Index == "" && step.Operation != OpScan && !step.Consistent {
			step.Consistent = true
			step.Reasons = append(step.Reasons, Reason{Text: "the read asks for ConsistentRead, so the write works on the item as the latest write left it", Pos: pos})
		}
	}
}

// stepsText says what requests a read sends: "one Query", "2 requests in
// a row".
func stepsText(p *Plan) string {
	if n := len(p.Steps()); n > 1 {
		return fmt.Sprintf("%d requests in a row", n)
	}
	return "one " + p.Operation
}

// readRequests builds the SDK input of each step of a read plan.
func (p *Plan) readRequests(table string, m *analyze.Model) {
	for _, step := range p.Steps() {
		step.request(table, m.Entity(step.Entity))
	}
}

// writePlans is the write stage: each INSERT, UPDATE and DELETE, with the
// lock, counter and copy items it keeps true.
func (lay *layout) writePlans(ns *needSet, d *Design) {
	for i, n := range ns.all {
		if !n.write {
			continue
		}
		p := lay.plan(n)
		lay.nullVariants(n, p)
		for _, q := range append([]*Plan{p}, p.Variants...) {
			q.requests(d.Table, lay.m, n)
		}
		d.Plans[i] = p.inert()
	}
}

// requests builds the SDK inputs of a write plan, of its upsert's INSERT
// (Otherwise) and of the reads it sends first.
func (p *Plan) requests(table string, m *analyze.Model, n *need) {
	p.nameParams()
	for w := p; w != nil; w = w.Otherwise {
		w.transactionWords()
	}
	if p.Operation == "" {
		p.readRequests(table, m)
		return
	}
	for w := p; w != nil; w = w.Otherwise {
		w.writeRequests(table, m, n)
	}
}

// writeRequests builds the SDK inputs of one write and of the reads it
// sends first.
func (w *Plan) writeRequests(table string, m *analyze.Model, n *need) {
	w.writeRequest(table, m, n.entity)
	if w.Lookup != nil {
		w.Lookup.consistent(n.pat.Pos)
		w.Lookup.readRequests(table, m)
	}
	if w.NextID != nil {
		w.NextID.nextRequest(table)
	}
	if w.Existing != nil {
		w.Existing.request(table, n.entity)
	}
	for _, r := range w.Parents {
		r.request(table, m.Entity(r.Entity))
	}
	for _, r := range slices.Concat(w.Redirects, w.Collides) {
		r.request(table, n.entity)
	}
	if w.Evict != nil {
		w.Evict.transactionWords()
		w.Evict.writeRequests(table, m, n)
	}
}

// entity writes down an entity's keys and why.
func (lay *layout) entity(e *analyze.Entity, users []*analyze.Pattern) *Entity {
	o := lay.chosen[e.Name]
	de := &Entity{Name: e.Name, Prefix: lay.prefix[e.Name], Placement: o.placement, Copies: lay.copies[e.Name], Locks: lay.locks(e), Lookups: lay.lookupItems(e), Counters: lay.counters[e.Name], Sequence: lay.sequence(e)}
	for _, c := range de.Copies {
		de.Reasons = append(de.Reasons, lay.copyReason(e, c))
	}
	if o.placement == Embedded {
		return lay.embedded(e, de, o)
	}
	de.Keys = lay.entityKeys(e)
	served, firstPos := "no pattern reads or writes it by this key", e.Pos
	if len(users) > 0 {
		var names []string
		for _, p := range users {
			names = append(names, p.Name)
		}
		served, firstPos = "this key serves "+strings.Join(names, ", "), users[0].Pos
	}
	switch o.placement {
	case Root:
		de.Reasons = append(de.Reasons, Reason{Text: fmt.Sprintf("own item collection: PK %s, and SK %s marks the row's own item, so children stored under the same PK sort apart from it (R2, R3); %s", o.base.pkTemplate(), o.base.skTemplate(), served), Pos: firstPos})
	case Keyed:
		levels := ""
		if len(o.base.chain) > 2 {
			levels = ", each level of the sort key one begins_with"
		}
		text := fmt.Sprintf("keyed by what its patterns look up, not by its primary key (R1, R7): PK %s, SK %s%s; %s; %s", o.base.pkTemplate(), o.base.skTemplate(), levels, lay.byPrimaryKey(e), served)
		if sameCols(o.base.columns(), e.PrimaryKey) {
			text = fmt.Sprintf("keyed by its primary key (%s), split for its lookups (R1, R7): PK %s holds %s, which its patterns look up, and SK %s the rest, so one Query reads the rows of one %s; %s", strings.Join(e.PrimaryKey, ", "), o.base.pkTemplate(), strings.Join(o.base.pkCols, ", "), o.base.skTemplate(), strings.Join(o.base.pkCols, ", "), served)
		}
		de.Reasons = append(de.Reasons, Reason{Text: text, Pos: firstPos})
	case InParent:
		de.Parent = o.parent.Name
		de.Reasons = append(de.Reasons, Reason{Text: fmt.Sprintf("lives in the item collection of %s (R3): its PK %s is its parent row's partition key, and SK %s starts with its type, so begins_with(SK, '%s#') reads only items of %s; %s", o.parent.Name, o.base.pkTemplate(), o.base.skTemplate(), de.Prefix, e.Name, served), Pos: o.fk.Pos})
		if o.sortCol != "" {
			for _, n := range lay.about[e.Name] {
				if n.entity == e && (strings.EqualFold(n.order, o.sortCol) || strings.EqualFold(rangeCol(n), o.sortCol)) {
					de.Reasons = append(de.Reasons, Reason{Text: fmt.Sprintf("the sort key starts with %s because %s sorts or ranges on it (R6); the primary key ends the sort key so every row keeps its own item", o.sortCol, n.pat.Name), Pos: n.pat.Pos})
					break
				}
			}
		}
	}
	for i, s := range o.shapes {
		name := indexName(i)
		when := s.when(e)
		var names []string
		for _, n := range s.needs {
			if !slices.Contains(names, n.pat.Name) { // a pattern's variants are needs of their own
				names = append(names, n.pat.Name)
			}
		}
		text := fmt.Sprintf("%s: %sPK %s, %sSK %s for %s, which the table's key cannot serve (R4)", name, name, s.pkTemplate(), name, s.skTemplate(), strings.Join(names, ", "))
		if ec := s.economy; ec != nil && ec.rated {
			text += fmt.Sprintf("; lookup items could stand in for it, at $%.2f a month against its $%.2f, so the index it is", ec.lookups, ec.index)
		}
		if s.partition != "" {
			text += "; " + s.partition
		}
		de.Reasons = append(de.Reasons, Reason{Text: text, Pos: s.needs[0].pat.Pos})
		if len(when) > 0 {
			var conds []string
			for _, c := range when {
				conds = append(conds, c.String())
			}
			text := fmt.Sprintf("%s is sparse (R13): only %s items with %s carry its keys, so the index holds just those and the others cost no index writes", name, e.Name, strings.Join(conds, " and "))
			for c, vs := range s.only {
				text += fmt.Sprintf("; it is overloaded: its key holds %s itself, so one index serves the %d values instead of one index each", e.Column(c).Name, len(vs))
			}
			de.Reasons = append(de.Reasons, Reason{Text: text, Pos: s.needs[0].pat.Pos})
		}
		if s.pkTemplate().String() == o.base.pkTemplate().String() {
			de.Reasons = append(de.Reasons, lay.lsiReason(e, o, name, s))
		}
		if o.placement == InParent && sameCols(s.pkCols, e.PrimaryKey) {
			de.Reasons = append(de.Reasons, Reason{Text: fmt.Sprintf("%s is the field index of the single-table field pattern (R12): %s rows live as field items of their %s, and this index reads one by its own key", name, e.Name, o.parent.Name), Pos: s.needs[0].pat.Pos})
		}
	}
	de.Reasons = append(de.Reasons, lay.partitionReasons(e)...)
	for _, lk := range lay.lookups[e.Name] {
		var names []string
		for _, n := range lk.shape.needs {
			names = append(names, n.pat.Name)
		}
		l := lk.item
		text := fmt.Sprintf("lookup items PK %s, SK %s for %s instead of an index: %s; one more item per row, carrying %s, written with the row's item in one TransactWriteItems", l.PK, l.SK, strings.Join(names, ", "), lk.why, strings.Join(l.Carries, ", "))
		if lk.onLock {
			text = fmt.Sprintf("the lock items of %s (PK %s, SK %s) serve %s instead of an index: %s; each holds its row's %s too, so a read gets the lock item, then the row's", uniqueName(e, l.Columns), l.PK, l.SK, strings.Join(names, ", "), lk.why, strings.Join(l.Carries, ", "))
		}
		de.Reasons = append(de.Reasons, Reason{Text: text, Pos: lk.shape.needs[0].pat.Pos})
	}
	for _, alt := range lay.considered[e.Name] {
		if alt == o {
			continue
		}
		text := fmt.Sprintf("%s: %s, against %s for the choice", alt, alt.score, o.score)
		if alt.score.compare(o.score) == 0 {
			text += "; a tie, so the first candidate is kept (own collection first, then parents in foreign key order, then sort columns in pattern order)"
		}
		if replaced := o.score.gsis - len(o.shapes); replaced > 0 {
			// economize and budget come after the placement: the scores
			// count the indexes lookup or lock items then stood in for.
			text += fmt.Sprintf(" (indexes counted before lookup or lock items replaced %d of the choice's)", replaced)
		}
		de.Alternatives = append(de.Alternatives, text)
	}
	return de
}

// byPrimaryKey says, for an entity keyed by its lookups, what becomes of
// the reads that name its whole primary key.
func (lay *layout) byPrimaryKey(e *analyze.Entity) string {
	var names []string
	for _, n := range lay.about[e.Name] {
		if n.entity == e && !n.write && keyable(n) && allEq(n, e.PrimaryKey) {
			names = append(names, n.pat.Name)
		}
	}
	if len(names) == 0 {
		return "no pattern reads it by its primary key, so the table's key serves the lookups and no index is spent on the primary key"
	}
	verb := "reads it by its primary key, goes"
	if len(names) > 1 {
		verb = "read it by its primary key, go"
	}
	return fmt.Sprintf("%s, which %s through an index instead: the scores below weigh that index against the patterns this key serves", strings.Join(names, ", "), verb)
}

// index describes GSI slot i and the entities that overload it.
func (lay *layout) index(i int) *Index {
	name := indexName(i)
	ix := &Index{Name: name, PK: name + "PK", SK: name + "SK"}
	for _, e := range lay.m.Entities {
		shapes := lay.chosen[e.Name].shapes
		if i >= len(shapes) {
			continue
		}
		s := shapes[i]
		ix.Reasons = append(ix.Reasons, Reason{Text: fmt.Sprintf("%s: %s = %s, %s = %s", e.Name, ix.PK, s.pkTemplate(), ix.SK, s.skTemplate()), Pos: s.needs[0].pat.Pos})
	}
	if len(ix.Reasons) > 1 {
		ix.Reasons = append(ix.Reasons, Reason{Text: "one index overloaded by several entity types: their key values carry type prefixes, so they never collide (R4)"})
	}
	return ix
}

// relationship says how a relationship is stored and why.
func (lay *layout) relationship(r *analyze.Relationship) *Relationship {
	out := lay.relationshipStrategy(r)
	holder := r.Child
	if r.Cardinality == analyze.ManyToMany {
		holder = r.Via
	}
	chosen := lay.chosen[holder]
	for _, o := range lay.considered[holder] {
		if o == chosen {
			continue
		}
		if (o.placement == InParent || o.placement == Embedded) && o.fk != r.Key {
			continue // about another relationship of the same entity
		}
		if o.placement == Keyed && (r.Key == nil || !sameCols(o.base.pkCols, r.Key.Columns)) {
			continue // keyed by another lookup than this relationship's foreign key
		}
		out.Alternatives = append(out.Alternatives, fmt.Sprintf("%s: %s, against %s", o, o.score, chosen.score))
	}
	return out
}

func (lay *layout) relationshipStrategy(r *analyze.Relationship) *Relationship {
	out := &Relationship{Relationship: r}
	if r.Cardinality == analyze.ManyToMany {
		if adj := lay.adjacency(r); adj != "" {
			out.Strategy, out.Reason = "adjacency list", adj
			return out
		}
		out.Strategy = "foreign key attributes"
		out.Reason = fmt.Sprintf("items of %s keep both keys as attributes; no pattern of this input reads across the M:N", r.Via)
		for _, n := range lay.of[lay.m.Entity(r.Via)] {
			if keyable(n) && n.entity.Name == r.Via {
				out.Reason = fmt.Sprintf("items of %s are keyed for the patterns that read them directly", r.Via)
			}
		}
		return out
	}
	child := lay.chosen[r.Child]
	if child.placement == Embedded && child.fk == r.Key {
		out.Strategy = "embedded list"
		out.Reason = fmt.Sprintf("rows of %s are a list attribute of their %s item: bounded by @max %d and never read alone, so they cost no items, keys or extra reads (R8)", r.Child, r.Parent, lay.m.Entity(r.Child).Max)
		return out
	}
	for _, c := range lay.copies[r.Child] {
		if c.Parent == r.Parent && slices.Equal(c.FK, r.Key.Columns) {
			out.Strategy = "copied attributes"
			out.Reason = fmt.Sprintf("%s items carry %s.%s as %s, so reading a %s row with them needs no second read (R9)", r.Child, r.Parent, strings.Join(c.Columns, ", "), strings.Join(c.Attrs, ", "), r.Child)
			return out
		}
	}
	if child.placement == InParent && strings.EqualFold(child.parent.Name, r.Parent) && child.fk == r.Key {
		out.Strategy = "item collection"
		out.Reason = fmt.Sprintf("items of %s share the partition of their %s row (PK %s) with SK %s: begins_with(SK, '%s#') reads them alone, and a Query on the PK alone reads the parent with them (R3)", r.Child, r.Parent, child.base.pkTemplate(), child.base.skTemplate(), lay.prefix[r.Child])
		return out
	}
	if child.placement == Keyed && sameCols(child.base.pkCols, r.Key.Columns) {
		out.Strategy = "grouped by the table's key"
		out.Reason = fmt.Sprintf("items of %s are keyed by their %s row's key (PK %s, SK %s), in a partition of their own apart from the %s item: one Query reads the %s of a %s row", r.Child, r.Parent, child.base.pkTemplate(), child.base.skTemplate(), r.Parent, r.Child, r.Parent)
		return out
	}
	for i, s := range child.shapes {
		if sameCols(s.pkCols, r.Key.Columns) {
			out.Strategy = "secondary index " + indexName(i)
			out.Reason = fmt.Sprintf("items of %s are grouped by their %s row in index %s (%sPK %s), as the table's key serves other patterns of %s better", r.Child, r.Parent, indexName(i), indexName(i), s.pkTemplate(), r.Child)
			return out
		}
	}
	if child.placement == Root && sameCols(child.base.pkCols, r.Key.Columns) {
		out.Strategy = "shared key"
		out.Reason = fmt.Sprintf("items of %s are keyed by %s, the key of their %s row: reading the %s of one %s row is a GetItem", r.Child, strings.Join(r.Key.Columns, ", "), r.Parent, r.Child, r.Parent)
		return out
	}
	out.Strategy = "foreign key attribute"
	out.Reason = fmt.Sprintf("no pattern reads %s by its %s, so the foreign key %s stays a plain attribute", r.Child, r.Parent, strings.Join(r.Key.Columns, ", "))
	return out
}

// createTable is the CreateTable input: string keys, on-demand billing,
// indexes projecting every attribute so an index read returns whole rows.
func createTable(d *Design) *dynamodb.CreateTableInput {
	in := &dynamodb.CreateTableInput{
		TableName:   aws.String(d.Table),
		BillingMode: types.BillingModePayPerRequest,
		AttributeDefinitions: []types.AttributeDefinition{
			{AttributeName: aws.String(PK), AttributeType: types.ScalarAttributeTypeS},
			{AttributeName: aws.String(SK), AttributeType: types.ScalarAttributeTypeS},
		},
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String(PK), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String(SK), KeyType: types.KeyTypeRange},
		},
	}
	for _, ix := range d.Indexes {
		in.AttributeDefinitions = append(in.AttributeDefinitions,
			types.AttributeDefinition{AttributeName: aws.String(ix.PK), AttributeType: types.ScalarAttributeTypeS},
			types.AttributeDefinition{AttributeName: aws.String(ix.SK), AttributeType: types.ScalarAttributeTypeS})
		in.GlobalSecondaryIndexes = append(in.GlobalSecondaryIndexes, types.GlobalSecondaryIndex{
			IndexName: aws.String(ix.Name),
			KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String(ix.PK), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String(ix.SK), KeyType: types.KeyTypeRange},
			},
			Projection: &types.Projection{ProjectionType: types.ProjectionTypeAll},
		})
	}
	return in
}

// foldedOrder is the folded column whose order the plan, or one of its
// steps, takes from a key's bytes (Plan.FoldedOrder), nil when none does.
func (p *Plan) foldedOrder(m *analyze.Model) *analyze.Column {
	for _, st := range append([]*Plan{p}, p.Steps()...) {
		if st.FoldedOrder == "" {
			continue
		}
		if e := m.Entity(st.Entity); e != nil {
			return e.Column(st.FoldedOrder)
		}
	}
	return nil
}

// diagnostics are the design's remarks on patterns a key does not serve
// cleanly, and on generated names.
func diagnostics(d *Design) []analyze.Diagnostic {
	var out []analyze.Diagnostic
	for _, p := range d.Plans {
		pat := p.Pattern
		if pat.GeneratedName {
			out = append(out, analyze.Diagnostic{Pos: pat.Pos, Severity: analyze.Note,
				Message: fmt.Sprintf("statement has no name; it is called %s", pat.Name), Hint: "name it with a '-- name: Name :one|:many|:exec' line above it"})
		}
		switch {
		case p.Lookup != nil && p.Finds && len(pat.Joins) > 0:
			out = append(out, analyze.Diagnostic{Pos: pat.Pos, Severity: analyze.Warning,
				Message: fmt.Sprintf("%s: the write joins tables, so it reads the items first (%s) and writes each: one request per item, not atomic as the SQL statement is", pat.Name, stepsText(p.Lookup)),
				Hint:    "write by the whole table key if the application knows it, or keep the items to change together in one TransactWriteItems (up to 100)"})
		case p.Lookup != nil && p.Finds:
			out = append(out, analyze.Diagnostic{Pos: pat.Pos, Severity: analyze.Warning,
				Message: fmt.Sprintf("%s: the WHERE does not give the item's whole table key, so it reads the items first (%s) and writes each: one request per item", pat.Name, p.Lookup.Operation),
				Hint:    "name the whole table key in the WHERE if the application knows it"})
		}
		if c := p.foldedOrder(d.Model); c != nil && p.Status != Unsupported {
			out = append(out, analyze.Diagnostic{Pos: pat.Pos, Severity: analyze.Warning,
				Message: fmt.Sprintf("%s: the order by %s is its folded key's bytes (a Query's or the application's sort), which is %s's order for ASCII letters and digits but not for every character (punctuation: a-b, a_b, ab; some letters: ƀ, ё, Swedish å and ä)", pat.Name, c.Name, c.Collation),
				Hint:    "where such values occur and their order matters, declare the column _bin (byte order) or sort in the application"})
		}
		switch p.Status {
		case Filter:
			f := p
			for _, step := range p.Steps() {
				if step.Filter != "" || step.CheckText != "" {
					f = step
					break
				}
			}
			var what []string
			if f.Filter != "" {
				what = append(what, fmt.Sprintf("a FilterExpression (%s)", f.Filter))
			}
			if f.CheckText != "" {
				what = append(what, fmt.Sprintf("the application's folded check (%s)", f.CheckText))
			}
			out = append(out, analyze.Diagnostic{Pos: pat.Pos, Severity: analyze.Warning,
				Message: fmt.Sprintf("%s: %s reads items that %s then drops; they still cost read units", pat.Name, f.Operation, strings.Join(what, " and ")),
				Hint:    "make the filtered column part of a key if this pattern is frequent"})
		case Scan:
			out = append(out, analyze.Diagnostic{Pos: pat.Pos, Severity: analyze.Warning,
				Message: fmt.Sprintf("%s: served by a Scan of the whole table", pat.Name),
				Hint:    "add an equality on a column the design can key on"})
		case Unsupported:
			if pat.Statement == analyze.DDL { // listed, and no access pattern: nothing to warn of
				out = append(out, analyze.Diagnostic{Pos: pat.Pos, Severity: analyze.Note,
					Message: fmt.Sprintf("%s is not designed: %s", pat.Name, analyze.NotAccessPattern)})
				continue
			}
			for _, r := range p.Reasons {
				out = append(out, analyze.Diagnostic{Pos: r.Pos, Severity: analyze.Warning,
					Message: fmt.Sprintf("%s is not served: %s", pat.Name, r.Text)})
			}
		}
	}
	return out
}

// adjacency recognizes an M:N join table stored as an adjacency list (R10):
// its items live in one side's item collection and an index groups them by
// the other side, so both directions are one Query.
func (lay *layout) adjacency(r *analyze.Relationship) string {
	via := lay.m.Entity(r.Via)
	o := lay.chosen[r.Via]
	if via == nil || o.placement != InParent {
		return ""
	}
	for i, s := range o.shapes {
		for _, fk := range via.ForeignKeys {
			if fk != o.fk && sameCols(s.pkCols, fk.Columns) {
				return fmt.Sprintf("edge items of %s live in the item collection of %s (PK %s, SK %s), and index %s groups them by %s (%sPK %s): both directions are one Query (R10)",
					r.Via, o.parent.Name, o.base.pkTemplate(), o.base.skTemplate(), indexName(i), fk.RefEntity, indexName(i), s.pkTemplate())
			}
		}
	}
	return ""
}

// embedded describes an entity kept inside its parent's items (R8).
func (lay *layout) embedded(e *analyze.Entity, de *Entity, o *option) *Entity {
	de.Parent = o.parent.Name
	de.Embedding = &Link{Parent: o.parent.Name, Attr: e.Name, FK: o.fk.Columns, Ref: o.fk.RefColumns}
	var readers []string
	pos := o.fk.Pos
	for _, n := range lay.about[o.parent.Name] {
		if slices.Contains(n.children, e) {
			readers = append(readers, n.pat.Name)
			pos = n.pat.Pos
		}
	}
	text := fmt.Sprintf("embedded in the %s item as the list attribute %s (R8): at most %d rows per %s (@max), about %d KB with the parent at most, and no pattern reads them on their own", o.parent.Name, e.Name, e.Max, o.parent.Name, (rowSize(e)*e.Max+rowSize(o.parent)+1023)/1024)
	if len(readers) > 0 {
		text += "; " + strings.Join(readers, ", ") + " gets them with the parent in one read"
	}
	de.Reasons = append(de.Reasons, Reason{Text: text, Pos: pos})
	for _, alt := range lay.considered[e.Name] {
		if alt != o {
			de.Alternatives = append(de.Alternatives, fmt.Sprintf("%s: %s, against %s for the choice", alt, alt.score, o.score))
		}
	}
	return de
}

// copyReason says what keeps copied columns true: the parent never
// changes, or the writes that must update every copy.
func (lay *layout) copyReason(e *analyze.Entity, c *Copy) Reason {
	parent := lay.m.Entity(c.Parent)
	text := fmt.Sprintf("carries copies of %s.%s as %s (R9)", c.Parent, strings.Join(c.Columns, ", "), strings.Join(c.Attrs, ", "))
	var writers []string
	for _, n := range lay.updatesOf[c.Parent] {
		for _, set := range n.pat.Sets {
			if slices.Contains(c.Columns, set.Column.Column) {
				writers = append(writers, n.pat.Name)
				break
			}
		}
	}
	switch {
	case len(writers) > 0:
		text += fmt.Sprintf("; %s change them, and must then update every %s item of that %s row too", strings.Join(writers, ", "), e.Name, c.Parent)
	case parent.Immutable:
		text += fmt.Sprintf("; %s is @immutable, so the copies never go stale", c.Parent)
	default:
		text += fmt.Sprintf("; no pattern of this input changes them, but a change to %s would have to update every %s item of that row too", c.Parent, e.Name)
	}
	return Reason{Text: text, Pos: parent.Pos}
}

// lsiReason says why an index that keeps the table's partition key is a
// GSI and not an LSI (R11): an LSI gives strongly consistent reads and no
// second partition, but exists only from table creation and caps every item
// collection at 10 GB.
func (lay *layout) lsiReason(e *analyze.Entity, o *option, name string, s *shape) Reason {
	text := fmt.Sprintf("%s keeps the table's partition key %s, so a local secondary index could serve it with strongly consistent reads (R11)", name, s.pkTemplate())
	bound := ""
	if o.placement == InParent && e.Max > 0 {
		mb := (e.Max*rowSize(e) + rowSize(o.parent) + 1<<20 - 1) >> 20
		bound = fmt.Sprintf("; @max %d bounds each %s collection to about %d MB, far under the 10 GB an LSI allows, so an LSI is safe if those reads must be strongly consistent", e.Max, o.parent.Name, mb)
	}
	if bound == "" {
		text += "; but nothing bounds the items under one partition key (no @max), and an LSI caps them at 10 GB forever and can only be added when the table is created, so a GSI it is"
	} else {
		text += bound + "; the GSI is kept because it can be added and dropped later and nothing here asks for strong consistency"
	}
	return Reason{Text: text, Pos: s.needs[0].pat.Pos}
}

// itemWrites are a reason's words for a write of one item, and what they
// become inside a transaction.
var itemWrites = strings.NewReplacer(
	"PutItem writes", "the transaction's Put writes",
	"UpdateItem sets", "the transaction's Update sets",
	"DeleteItem removes", "the transaction's Delete removes")

// transactionWords words the reasons for the request the write became: the
// item's write that joined a TransactWriteItems (for a counter, a lock, a
// copy) is that transaction's Put, Update or Delete, not a request of its
// own.
func (p *Plan) transactionWords() {
	if p.Operation != TransactWriteItems {
		return
	}
	for i := range p.Reasons {
		p.Reasons[i].Text = itemWrites.Replace(p.Reasons[i].Text)
	}
}
