package design

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
)

// Prices are on-demand prices in dollars (us-east-1 by default).
type Prices struct {
	ReadPerMillion    float64 // per million read request units
	WritePerMillion   float64 // per million write request units
	StoragePerGBMonth float64
}

// DefaultPrices are DynamoDB on-demand prices in us-east-1.
var DefaultPrices = Prices{ReadPerMillion: 0.125, WritePerMillion: 0.625, StoragePerGBMonth: 0.25}

// The figures an estimate of the items a read returns comes from
// (PatternCost.ItemsFrom).
const (
	FromKey     = "key"
	FromRows    = "@rows"
	FromMax     = "@max"
	FromLimit   = "LIMIT"
	FromScan    = "every row"
	FromValues  = "values" // an ENUM's or boolean's values (and @rows)
	FromAssumed = "assumed"
)

// DynamoDB's accounting units and limits.
const (
	readUnitBytes   = 4096
	writeUnitBytes  = 1024
	overheadBytes   = 100 // stored with every item and every index entry
	secondsPerMonth = 30.4375 * 24 * 3600
	assumedRows     = 1000 // rows of a table without @rows
	assumedFanOut   = 10   // rows per lookup value when nothing says more
	maxItemBytes    = 400 * 1024
	pageBytes       = 1 << 20 // a Query or Scan returns at most 1 MB a request
	batchGetKeys    = 100     // keys a BatchGetItem takes
)

// ReadUnits is what one read costs in read request units: GetItem and
// BatchGetItem round every item up to 4 KB, a Query or Scan rounds the sum
// of the items it reads (filtered ones included); an eventually consistent
// read costs half.
func ReadUnits(itemBytes []int, perItem, consistent bool) float64 {
	units := 0
	if perItem {
		for _, b := range itemBytes {
			units += ceilDiv(max(b, 1), readUnitBytes)
		}
	} else {
		sum := 0
		for _, b := range itemBytes {
			sum += b
		}
		units = ceilDiv(max(sum, 1), readUnitBytes)
	}
	if consistent {
		return float64(units)
	}
	return float64(units) / 2
}

// WriteUnits is what writing one item costs in write request units: 1 KB
// units on the table and again on every index the item lands in, twice on
// an index whose key changes (its old entry is deleted, the new one put),
// and all of it twice inside a transaction.
func WriteUnits(itemBytes, indexes, keyChanges int, transaction bool) int {
	one := ceilDiv(max(itemBytes, 1), writeUnitBytes)
	units := one * (1 + indexes + keyChanges)
	if transaction {
		units *= 2
	}
	return units
}

func ceilDiv(a, b int) int { return (a + b - 1) / b }

// Commas writes a whole number with thousands separators: 7,000.
func Commas(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// EntityCost is the size and storage of one entity's items.
type EntityCost struct {
	Name        string  `json:"name"`
	ItemBytes   int     `json:"itemBytes"`
	Rows        int64   `json:"rows"`
	RowsAssumed bool    `json:"rowsAssumed"`
	Indexes     int     `json:"indexes"`     // GSIs an item lands in
	PutUnits    int     `json:"putUnits"`    // write units of one PutItem
	StorageGB   float64 `json:"storageGB"`   // table and index entries, side items too
	MonthlyCost float64 `json:"monthlyCost"` // storage
	// Side are the items kept beside the rows' own: UNIQUE locks and
	// lookup items (one per row each), counter items (one per group
	// counted), the sequence item.
	Side []SideCost `json:"side,omitempty"`
}

// SideCost is one kind of item an entity keeps beside its rows' items.
type SideCost struct {
	Kind      string `json:"kind"` // LockType, LookupType, CounterType or SequenceType
	Items     int64  `json:"items"`
	ItemBytes int    `json:"itemBytes"`
}

// PatternCost is the read cost of one access pattern.
type PatternCost struct {
	Name      string  `json:"name"`
	ItemsRead float64 `json:"itemsRead"` // per call, filtered ones included
	// ItemsFrom says which figure ItemsRead comes from: FromKey (a key
	// names one row), FromRows (@rows: a parent's share of its
	// children), FromMax (@max), FromLimit (the LIMIT), FromScan (every
	// row), FromValues (the values of the ENUM or boolean columns it is
	// keyed by, over @rows), FromAssumed (the flat fan-out guess).
	ItemsFrom     string  `json:"itemsFrom,omitempty"`
	Requests      float64 `json:"requests"`      // requests per call, every step's
	ItemsFiltered float64 `json:"itemsFiltered"` // per call, read and dropped
	ReadUnits     float64 `json:"readUnits"`     // per call
	WriteUnits    int     `json:"writeUnits"`    // per call, for a write
	RPS           int     `json:"rps"`
	RPSAssumed    bool    `json:"rpsAssumed"`
	MonthlyCost   float64 `json:"monthlyCost"`
	// PartitionLoad is the units a second that land on the busiest
	// partition key value the pattern reaches, HotKey (the index and the
	// key's template, "sequence item AUTHOR#SEQ#ID"): read units (over
	// 3,000 the key runs hot) or, for a write, write units (over 1,000).
	// Each request's units are charged to the partition its key reaches,
	// a write's to the table's, each index's and each lock, counter and
	// sequence item's; a key that is new with every call (an INSERT's row
	// by its unique key) takes one call's units, whatever the rate, a key
	// of many values the calls that name one of them (keyValues).
	PartitionLoad float64 `json:"partitionLoad"`
	HotKey        string  `json:"hotKey,omitempty"`
	// landings are the partition keys a call reaches, with its units on
	// each: PartitionLoad's, and hotDiagnostics'.
	landings []landing
}

// IndexCost is what an index adds to every write.
type IndexCost struct {
	Name     string   `json:"name"`
	Entities []string `json:"entities"`
	// ExtraPutUnits is the write units it adds to one put of each entity,
	// in the order of Entities.
	ExtraPutUnits []int `json:"extraPutUnits"`
}

// Cost is the design's capacity and monthly on-demand cost.
type Cost struct {
	Prices       Prices        `json:"prices"`
	Entities     []EntityCost  `json:"entities"`
	Patterns     []PatternCost `json:"patterns"`
	Indexes      []IndexCost   `json:"indexes"`
	ReadCost     float64       `json:"monthlyReadCost"`
	WriteCost    float64       `json:"monthlyWriteCost"`
	StorageCost  float64       `json:"monthlyStorageCost"`
	Total        float64       `json:"monthlyTotal"`
	ProvisionedR float64       `json:"provisionedReadUnits"`  // the same reads as provisioned capacity
	ProvisionedW float64       `json:"provisionedWriteUnits"` // the same writes as provisioned capacity
	Assumptions  []string      `json:"assumptions"`
}

// Estimate sizes every entity's items and prices every read pattern at its
// @rps (1 when not given, and said so) with the given prices. Writes are
// priced per put, per entity, until write patterns are designed.
func Estimate(d *Design, prices Prices) *Cost {
	c := &Cost{Prices: prices}
	sizes := map[string]int{}
	rows := map[string]int64{}
	for _, e := range d.Entities {
		src := d.Model.Entity(e.Name)
		ec := EntityCost{Name: e.Name, ItemBytes: itemBytes(d, e), Rows: src.Rows}
		if ec.Rows == 0 {
			ec.Rows, ec.RowsAssumed = assumedRows, true
		}
		ec.Indexes = e.Indexes()
		if e.Embedding == nil {
			ec.PutUnits = WriteUnits(ec.ItemBytes, ec.Indexes, 0, false)
			entries := float64(ec.Rows) * float64(1+ec.Indexes)
			bytes := entries * float64(ec.ItemBytes+overheadBytes)
			ec.Side = sideItems(d, e)
			for _, sc := range ec.Side {
				bytes += float64(sc.Items) * float64(sc.ItemBytes+overheadBytes)
			}
			ec.StorageGB = bytes / (1 << 30)
			ec.MonthlyCost = ec.StorageGB * prices.StoragePerGBMonth
		}
		sizes[e.Name], rows[e.Name] = ec.ItemBytes, ec.Rows
		c.Entities = append(c.Entities, ec)
		c.StorageCost += ec.MonthlyCost
	}
	assumed := map[string]bool{}
	for _, ec := range c.Entities {
		if ec.RowsAssumed {
			assumed["rows"] = true
		}
	}
	for _, p := range d.Plans {
		if p.Operation == "" {
			continue
		}
		if p.Pattern.Statement != analyze.Select { // every write, a DELETE in a transaction too
			wc := writeCost(d, p, sizes, rows, prices, assumed)
			c.Patterns = append(c.Patterns, wc)
			c.WriteCost += wc.MonthlyCost
			c.ProvisionedW += float64(wc.RPS * wc.WriteUnits)
			c.ProvisionedR += float64(wc.RPS) * wc.ReadUnits
			continue
		}
		pc := readCost(d, p, sizes, rows)
		if pc.RPS == 0 {
			pc.RPS, pc.RPSAssumed = 1, true
			assumed["rps"] = true
		}
		pc.MonthlyCost = float64(pc.RPS) * secondsPerMonth * pc.ReadUnits * prices.ReadPerMillion / 1e6
		pc.PartitionLoad, pc.HotKey = busiest(pc.landings, pc.RPS)
		c.Patterns = append(c.Patterns, pc)
		c.ReadCost += pc.MonthlyCost
		c.ProvisionedR += float64(pc.RPS) * pc.ReadUnits
	}
	for _, ix := range d.Indexes {
		ic := IndexCost{Name: ix.Name}
		for _, e := range d.Entities {
			if e.Key(ix.PK) != nil {
				ic.Entities = append(ic.Entities, e.Name)
				ic.ExtraPutUnits = append(ic.ExtraPutUnits, ceilDiv(max(sizes[e.Name], 1), writeUnitBytes))
			}
		}
		c.Indexes = append(c.Indexes, ic)
	}
	c.Total = c.ReadCost + c.WriteCost + c.StorageCost
	c.ProvisionedR, c.ProvisionedW = math.Ceil(c.ProvisionedR), math.Ceil(c.ProvisionedW)
	if assumed["rows"] {
		c.Assumptions = append(c.Assumptions, fmt.Sprintf("a table without @rows holds %d rows", assumedRows))
	}
	if assumed["rps"] {
		c.Assumptions = append(c.Assumptions, "a pattern without @rps runs once a second")
	}
	c.Assumptions = append(c.Assumptions,
		fmt.Sprintf("a lookup by a column that is not a key, an ENUM or a boolean returns %d rows, and so does a range over the rows of an ENUM's value (at most); a parent has rows(child)/rows(parent) children; an ENUM's or boolean's values hold as many rows each", assumedFanOut),
		"strings fill half their declared length; TEXT and JSON hold 1 KB; reads are eventually consistent; a FilterExpression keeps one item in ten",
		"calls spread evenly over a partition key's values (a row's id, a parent's id): its busiest value takes @rps/values calls a second, at least one call's units; a key of few values (a constant, an ENUM, a boolean) takes every call",
		"a GB is 2^30 bytes; a month is 30.44 days; an UpdateItem rewrites the whole item, and every index with ALL projection rewrites its entry")
	return c
}

// readCost sums a read plan's requests: a request of Then runs once per
// item of the one before it (a BatchGetItem reads one key per item), a
// request with an IN list once per value.
func readCost(d *Design, p *Plan, sizes map[string]int, rows map[string]int64) PatternCost {
	pc, _ := readSteps(d, p, sizes, rows)
	return pc
}

// keyName names a partition key for the report: its template, and the
// index it is of ("GSI1 ORDER#STATUS#{status}").
func keyName(index string, t Template) string {
	if index == "" {
		return t.String()
	}
	return index + " " + t.String()
}

// addRead adds the requests, items and read units of a read the
// pattern makes to its own, and the figure its items come from.
func (pc *PatternCost) addRead(r PatternCost) {
	pc.Requests += r.Requests
	pc.ItemsRead += r.ItemsRead
	pc.ItemsFiltered += r.ItemsFiltered
	pc.ReadUnits += r.ReadUnits
	for _, from := range strings.Split(r.ItemsFrom, ", ") {
		if from != "" && !slices.Contains(strings.Split(pc.ItemsFrom, ", "), from) {
			pc.ItemsFrom = strings.TrimPrefix(pc.ItemsFrom+", "+from, ", ")
		}
	}
}

// readSteps is readCost, and the items its last request returns: what a
// write that reads first then writes, one by one.
func readSteps(d *Design, p *Plan, sizes map[string]int, rows map[string]int64) (PatternCost, float64) {
	var pc PatternCost
	var landings []landing
	runs := 1.0
	steps := p.Steps()
	returned := make([]float64, len(steps)) // the items each step returns, all its runs together
	for i, step := range steps {
		sc := patternCost(d, step, sizes, rows)
		times := runs
		if i > 0 && len(step.Feed) == 0 && step.Into == nil {
			times = 1 // a branch of an OR, a SELECT of a UNION: a request of its own, sent once
		}
		if in := step.Into; in != nil {
			// Once per item of the row's table, whichever step read it.
			if at := slices.IndexFunc(steps[:i], func(s *Plan) bool { return s.Entity == in.Entity && s.Into == nil && !s.KeysOnly }); at >= 0 {
				times = returned[at]
			}
		}
		if step.Each != "" {
			times *= float64(len(step.EachValues))
		}
		requests := times * sc.Requests
		// A run of the step reads one partition (one key's, each item's
		// for a BatchGetItem), a shard's of a sharded key.
		at := landing{name: keyName(step.Index, step.PKValue), key: step.PKValue, entity: step.Entity, units: sc.ReadUnits / float64(max(step.Shards, 1)), sharded: step.Shards > 1, shards: max(step.Shards, 1), op: step.Operation}
		if step.Operation == BatchGetItem && len(step.BatchKeys) > 0 {
			at.name, at.key, at.units = keyName("", step.BatchKeys[0][0]), step.BatchKeys[0][0], at.units/float64(len(step.BatchKeys))
		}
		at.values = keyValues(d, at.entity, at.key, rows)
		landings = append(landings, at)
		if i > 0 && step.Operation == BatchGetItem {
			sc.ReadUnits *= times // one key, and so one item, per item before
			sc.ItemsRead *= times
			requests = math.Ceil(times / batchGetKeys) // the keys of every item before, 100 a call
			times = 1
		}
		if i == 0 {
			pc = sc
			pc.ReadUnits, pc.ItemsRead, pc.ItemsFiltered, pc.Requests, pc.ItemsFrom = 0, 0, 0, 0, ""
		}
		pc.addRead(PatternCost{Requests: requests, ItemsFrom: sc.ItemsFrom, ReadUnits: times * sc.ReadUnits, ItemsRead: times * sc.ItemsRead, ItemsFiltered: times * sc.ItemsFiltered})
		returned[i] = times * (sc.ItemsRead - sc.ItemsFiltered)
		if step.Into == nil {
			runs = returned[i] // a step run per row gives the next step no items
		}
	}
	pc.landings = landings
	return pc, runs
}

// patternCost estimates the items one call reads and their read units.
func patternCost(d *Design, p *Plan, sizes map[string]int, rows map[string]int64) PatternCost {
	pc := PatternCost{Name: p.Pattern.Name, RPS: p.Pattern.RPS}
	e := d.Model.Entity(p.Entity)
	n, from := 1.0, FromKey
	switch p.Operation {
	case GetItem:
		n = 1
	case BatchGetItem:
		n = float64(len(p.BatchKeys))
	case OpScan:
		n, from = 0, FromScan
		for _, name := range d.Model.Entities {
			n += float64(rows[name.Name])
		}
	default:
		n, from = expectedItems(d, p, e, rows)
	}
	switch {
	case p.Shards > 1 && p.Limit > 0 && n/float64(p.Shards) > float64(p.Limit):
		// Each shard is read for the LIMIT's rows, merged, then cut.
		n, from = float64(p.Shards*p.Limit), FromLimit
	case p.Shards > 1:
	case p.Limit > 0 && p.Operation != OpScan && n > float64(p.Limit):
		n, from = float64(p.Limit), FromLimit
	}
	pc.ItemsFrom = from
	if p.filtered() && p.Operation != GetItem {
		// A filter keeps, say, one item in ten of what the key reads.
		pc.ItemsFiltered = n * 0.9
		if p.Pattern.Result.Single() {
			pc.ItemsFiltered = 0
		}
	}
	pc.ItemsRead = n
	// The bytes read: n items of the entity, or, for a Scan, every
	// table's items at their own size.
	count, size := int(math.Ceil(n)), sizes[p.Entity]
	bytes := count * size
	if p.Operation == OpScan {
		bytes = 0
		for _, e := range d.Entities {
			if e.Embedding == nil {
				bytes += int(rows[e.Name]) * sizes[e.Name]
			}
		}
	}
	units := 0
	switch {
	case p.Shards > 1:
		// Every shard is a call of its own.
		units = p.Shards * ceilDiv(max(count/p.Shards*size, 1), readUnitBytes)
	case p.Operation == GetItem || p.Operation == BatchGetItem:
		units = count * ceilDiv(max(size, 1), readUnitBytes) // each item rounded up
	default:
		units = ceilDiv(max(bytes, 1), readUnitBytes) // the sum rounded up
	}
	// A write's read of its rows asks for ConsistentRead: full price.
	pc.ReadUnits = float64(units)
	if !p.Consistent {
		pc.ReadUnits /= 2
	}
	// Requests: a BatchGetItem takes 100 keys, a Query or Scan returns 1
	// MB a page, once per shard.
	switch p.Operation {
	case GetItem:
		pc.Requests = 1
	case BatchGetItem:
		pc.Requests = math.Ceil(max(n, 1) / batchGetKeys)
	default:
		shards := float64(max(p.Shards, 1))
		pc.Requests = shards * math.Max(1, math.Ceil(float64(bytes)/shards/pageBytes))
	}
	return pc
}

// expectedItems is how many items a Query returns: one for a :one pattern,
// a parent's share of its children for a key that is a foreign key (plus
// the parent for a collection read), otherwise an assumed fan-out.
func expectedItems(d *Design, p *Plan, e *analyze.Entity, rows map[string]int64) (float64, string) {
	// A sharded key's value: all its shards (patternCost splits them).
	cols := slices.DeleteFunc(p.PKValue.Columns(), func(c string) bool { return c == ShardCol })
	// ranged says the sort key condition is a range, or a prefix of a
	// value (LIKE 'x%'); begins_with of whole values is their equality.
	ranged := false
	if p.SKCond != nil {
		switch p.SKCond.Op {
		case "=", "begins_with":
			for _, c := range p.SKCond.Values[0].Columns() {
				if strings.Contains(c, ".") {
					ranged = true // {name.prefix}
				} else {
					cols = append(cols, c)
				}
			}
		default:
			ranged = true
		}
	}
	// counted says which figure a parent's share of its children comes
	// from: @max when it bounds them, @rows when both tables give it.
	counted := func(child, parent *analyze.Entity) (float64, string) {
		n, from := float64(rows[child.Name])/float64(max(rows[parent.Name], 1)), FromRows
		if child.Rows == 0 || parent.Rows == 0 {
			from = FromAssumed
		}
		if child.Max > 0 && float64(child.Max) < n {
			n, from = float64(child.Max), FromMax
		}
		return n, from
	}
	if p.SKCond == nil && p.Index == "" && !p.Pattern.Result.Single() {
		// The whole partition: the parent's item and the children that
		// live in its item collection.
		n, from := 1.0, FromKey
		for _, c := range d.Entities {
			if c.Parent == e.Name && c.Embedding == nil && rows[e.Name] > 0 {
				k, f := counted(d.Model.Entity(c.Name), e)
				n += k
				if from == FromKey || f == FromAssumed {
					from = f
				}
			}
		}
		return n, from
	}
	if p.Pattern.Result.Single() || coversKey(e, cols) {
		return 1, FromKey
	}
	for _, fk := range e.ForeignKeys {
		if sameCols(fk.Columns, cols) && rows[fk.RefEntity] > 0 {
			n, from := counted(e, d.Model.Entity(fk.RefEntity))
			return math.Max(1, n), from
		}
	}
	// An equality on columns of few values (the key's, or a constant the
	// statement compares with, as a sparse index on status = 'OPEN'
	// holds): the rows over the values they take, as many of each, and
	// over a foreign key's parents among them.
	eq := slices.Clone(cols)
	if len(p.Feed) == 0 {
		for _, x := range p.Pattern.Equalities {
			if (x.Column.Entity == "" || strings.EqualFold(x.Column.Entity, e.Name)) && x.Op == "=" && len(x.Values) == 1 && !x.Values[0].Param && !hasCol(eq, x.Column.Column) {
				eq = append(eq, x.Column.Column)
			}
		}
	}
	n, values := float64(rows[e.Name]), 1.0
	for _, fk := range e.ForeignKeys {
		if len(fk.Columns) > 0 && !slices.ContainsFunc(fk.Columns, func(c string) bool { return !hasCol(eq, c) }) {
			values *= float64(max(rows[fk.RefEntity], 1))
			eq = slices.DeleteFunc(eq, func(c string) bool { return hasCol(fk.Columns, c) })
		}
	}
	few := false
	for _, col := range eq {
		c := e.Column(col)
		switch {
		case c == nil:
			return float64(assumedFanOut), FromAssumed // a column of no size known
		case c.Kind == analyze.KindEnum && len(c.Enum) > 0:
			values *= float64(len(c.Enum))
		case c.Kind == analyze.KindBool:
			values *= 2
		default:
			return float64(assumedFanOut), FromAssumed
		}
		few = true
	}
	if !few {
		return float64(assumedFanOut), FromAssumed
	}
	n = math.Max(1, n/values)
	if ranged {
		// A range reads the part of the partition it covers, which the
		// schema does not tell: the partition's rows, at most the guess.
		return math.Min(n, assumedFanOut), FromAssumed
	}
	if e.Rows == 0 {
		return n, FromAssumed
	}
	return n, FromValues
}

// itemBytes estimates one item of e: every attribute's name and value,
// keys and _type included, copies and embedded rows too.
func itemBytes(d *Design, e *Entity) int {
	src := d.Model.Entity(e.Name)
	size := len(Type) + len(e.Name)
	for _, c := range src.Columns {
		size += len(c.Name) + valueBytes(c)
	}
	for _, k := range e.Keys {
		size += len(k.Attr) + keyAttrBytes(src, k.Template)
	}
	for _, cp := range e.Copies {
		parent := d.Model.Entity(cp.Parent)
		for i, col := range cp.Columns {
			size += len(cp.Attrs[i]) + valueBytes(parent.Column(col))
		}
	}
	for _, child := range d.Entities {
		if em := child.Embedding; em != nil && em.Parent == e.Name {
			csrc := d.Model.Entity(child.Name)
			row := 0
			for _, c := range csrc.Columns {
				row += len(c.Name) + valueBytes(c) + 1
			}
			// Half full on average, the bound being @max.
			size += len(em.Attr) + 3 + (csrc.Max+1)/2*(row+3)
		}
	}
	return size
}

// keyAttrBytes is the size of a key attribute's value: its literal parts,
// and each column's value as the key encoder writes it (KeyValue: an
// integer in 20 digits, a date-time in 19 characters, a long string as
// its digest) for a value of the column's typical size (valueBytes); the
// shard of a sharded key one digit.
func keyAttrBytes(e *analyze.Entity, t Template) int {
	n := 0
	for _, p := range t {
		n += len(p.Lit)
		if p.Col == "" {
			continue
		}
		var c *analyze.Column
		if e != nil {
			c = e.Column(p.Col)
		}
		if c == nil {
			n += len(KeyValue(nil, "0")) // {_shard}
			continue
		}
		v := KeyValue(c, typicalValue(c))
		if p.Prefix > 0 {
			n += min(len(v), p.Prefix)
		} else {
			n += len(v)
		}
	}
	return n
}

// typicalValue is a value of c as SQL writes it, of the size valueBytes
// estimates: what keyAttrBytes encodes.
func typicalValue(c *analyze.Column) string {
	switch c.Kind {
	case analyze.KindInteger, analyze.KindDecimal, analyze.KindBool:
		return "1"
	case analyze.KindDate:
		return "2026-01-10"
	case analyze.KindDateTime:
		return "2026-01-10 09:30:00"
	}
	return strings.Repeat("a", valueBytes(c))
}

// lockBytes is the size of a UNIQUE lock or lookup item of e: its key,
// _type and the row's columns it holds.
func lockBytes(e *analyze.Entity, l Lock) int {
	size := len(PK) + keyAttrBytes(e, l.PK) + len(SK) + keyAttrBytes(e, l.SK) + len(Type) + len(l.Type())
	for _, col := range l.Stored() {
		if c := e.Column(col); c != nil {
			size += len(c.Name) + valueBytes(c)
		}
	}
	return size
}

// counterBytes is the size of a counter item of e: its key, _type and
// count.
func counterBytes(e *analyze.Entity, c *Counter) int {
	return len(PK) + keyAttrBytes(e, c.PK) + len(SK) + keyAttrBytes(e, c.SK) + len(Type) + len(CounterType) + len(CountAttr) + 6
}

// sequenceBytes is the size of e's sequence item: its key, _type and
// the next number (up to 11 digits).
func sequenceBytes(e *analyze.Entity, sq *Sequence) int {
	return len(PK) + keyAttrBytes(e, sq.PK) + len(SK) + keyAttrBytes(e, sq.SK) + len(Type) + len(SequenceType) + len(NextAttr) + 11
}

// sideItems are the items e keeps beside its rows' items (EntityCost.Side):
// a lock and a lookup item per row each, a counter item per group the
// counter counts (a parent's row, by @rows, for a count by a foreign key;
// else a group of assumedFanOut rows; one for a count of every row), the
// sequence item.
func sideItems(d *Design, e *Entity) []SideCost {
	src := d.Model.Entity(e.Name)
	rowsOf := func(name string) int64 {
		if x := d.Model.Entity(name); x != nil && x.Rows > 0 {
			return x.Rows
		}
		return assumedRows
	}
	rows := rowsOf(e.Name)
	var out []SideCost
	add := func(kind string, items int64, bytes int) {
		for i := range out {
			if out[i].Kind == kind {
				// Items of one kind, of several sizes: their total.
				total := int64(out[i].ItemBytes)*out[i].Items + int64(bytes)*items
				out[i].Items += items
				out[i].ItemBytes = int(total / max(out[i].Items, 1))
				return
			}
		}
		out = append(out, SideCost{Kind: kind, Items: items, ItemBytes: bytes})
	}
	for _, l := range slices.Concat(e.Locks, e.Lookups) {
		add(l.Type(), rows, lockBytes(src, l))
	}
	for _, c := range e.Counters {
		groups := int64(1)
		if len(c.Columns) > 0 {
			groups = max(1, rows/assumedFanOut)
			for _, fk := range src.ForeignKeys {
				if sameCols(fk.Columns, c.Columns) {
					groups = rowsOf(fk.RefEntity)
				}
			}
		}
		add(CounterType, groups, counterBytes(src, c))
	}
	if sq := e.Sequence; sq != nil {
		add(SequenceType, 1, sequenceBytes(src, sq))
	}
	return out
}

// valueBytes is the average stored size of a column's value.
func valueBytes(c *analyze.Column) int {
	switch c.Kind {
	case analyze.KindInteger:
		if c.Length > 11 || strings.HasPrefix(strings.ToLower(c.Type), "bigint") {
			return 11
		}
		return 6
	case analyze.KindDecimal:
		return 8
	case analyze.KindBool:
		return 2
	case analyze.KindDate:
		return 10
	case analyze.KindDateTime:
		return 19
	case analyze.KindEnum:
		total := 0
		for _, v := range c.Enum {
			total += len(v)
		}
		return max(1, total/max(1, len(c.Enum)))
	case analyze.KindJSON:
		return 1024
	}
	switch {
	case c.Length == 0:
		return 1024
	case strings.HasPrefix(strings.ToLower(c.Type), "char"):
		return c.Length
	default:
		return max(1, c.Length/2)
	}
}

// maxAppItems is the items per call past which a read whose answer the
// application aggregates or sorts is warned about: every one is read and
// paid for, a page of 1 MB at a time.
const maxAppItems = 1000

// appDiagnostics warn of reads that aggregate or sort in the application
// over more than maxAppItems items a call, with what they cost.
func appDiagnostics(d *Design, c *Cost) []analyze.Diagnostic {
	var out []analyze.Diagnostic
	for _, p := range d.Plans {
		if !slices.ContainsFunc(p.App, func(s AppStep) bool { return s.Kind == AppAggregate || s.Kind == AppSort }) {
			continue
		}
		for _, pc := range c.Patterns {
			if pc.Name != p.Pattern.Name || pc.ItemsRead <= maxAppItems {
				continue
			}
			out = append(out, analyze.Diagnostic{Pos: p.Pattern.Pos, Severity: analyze.Warning,
				Message: fmt.Sprintf("%s reads about %.0f items a call for the application to aggregate or sort (%.1f read units, $%.2f a month at %d a second)", p.Pattern.Name, pc.ItemsRead, pc.ReadUnits, pc.MonthlyCost, pc.RPS),
				Hint:    "keep the total in a counter item the writes update, or key the items so that a Query returns them in order and few"})
		}
	}
	return out
}

// hotDiagnostics warn of partition keys of few values (a constant, as a
// sparse index on status = 'OPEN', or only ENUM and boolean columns) that
// calls reach (R14): each read pattern's Query, with the rate that makes
// the partition hot; and the writes that reach one such key, their load
// summed at their rates, when it passes what a partition serves.
func hotDiagnostics(d *Design, c *Cost) []analyze.Diagnostic {
	plans := map[string]*Plan{}
	for _, p := range d.Plans {
		plans[p.Pattern.Name] = p
	}
	type written struct {
		load     float64
		patterns []string
		pos      analyze.Pos
		key      Template
	}
	writes := map[string]*written{}
	var names []string
	var out []analyze.Diagnostic
	for _, pc := range c.Patterns {
		p := plans[pc.Name]
		if p == nil {
			continue
		}
		for _, l := range pc.landings {
			if l.fresh || l.units <= 0 || !fewValues(d, l) {
				continue
			}
			if l.write {
				w := writes[l.name]
				if w == nil {
					w = &written{pos: p.Pattern.Pos, key: l.key}
					writes[l.name] = w
					names = append(names, l.name)
				}
				w.load += float64(pc.RPS) * l.units / math.Max(l.values, 1) // a sharded key's writes spread over its shards
				w.patterns = append(w.patterns, fmt.Sprintf("%s at %d a second", pc.Name, pc.RPS))
				continue
			}
			if l.op != Query {
				continue
			}
			limited := p.Limit > 0 || p.Pattern.LimitParam || p.Pattern.Result.Single()
			if l.sharded && float64(pc.RPS)*l.units <= readUnitsPerPartition {
				continue // the shards serve it
			}
			text := fmt.Sprintf("every read goes to the partitions of %s, which has only a few values", l.key)
			if len(l.key.Columns()) == 0 {
				text = fmt.Sprintf("every read goes to the one partition %s", l.key)
			}
			if l.sharded {
				text = fmt.Sprintf("every read goes to each shard of %s", l.key)
			}
			if past := int(math.Floor(readUnitsPerPartition / l.units)); past > 0 {
				text += fmt.Sprintf(": at %.1f read units a call there, it runs hot past @rps %d, as a partition serves at most 3,000 read units and 1,000 write units a second (R14)", l.units, past)
			} else {
				text += fmt.Sprintf(": at %s read units a call there, one call asks more than the 3,000 read units a partition serves a second (R14)", Commas(int(math.Ceil(l.units))))
			}
			hint := "shard the key (KEY#0 .. KEY#N-1, written at random, every shard queried and merged), or key on a column with many values"
			needed := int(math.Ceil(float64(p.Pattern.RPS) * l.units * float64(max(l.shards, 1)) / readUnitsPerPartition))
			switch rps := p.Pattern.RPS; {
			case !limited && rps > 0 && float64(rps)*l.units > readUnitsPerPartition && (needed > maxReadShards || float64(rps)/2 > readUnitsPerPartition):
				text += fmt.Sprintf("; at @rps %d that needs %d shards per value", rps, needed)
				hint = fmt.Sprintf("past %d shards each call sends a Query per shard, at least half a read unit each: cache its answer (DAX, or in the application), or key on a column with many values", maxReadShards)
			case limited:
				hint = "a read cut by a LIMIT reads every shard for the LIMIT's rows, so shards would not spread it: cache its answer (DAX, or in the application), or key on a column with many values"
				if float64(rps)*l.units > readUnitsPerPartition {
					text += fmt.Sprintf("; at @rps %d it asks %s read units a second of one partition", rps, Commas(int(math.Ceil(float64(rps)*l.units))))
				}
			case rps > 0 && float64(rps)*l.units > readUnitsPerPartition:
				text += fmt.Sprintf("; at @rps %d that needs %d shards per value", rps, needed)
			}
			out = append(out, analyze.Diagnostic{Pos: p.Pattern.Pos, Severity: analyze.Warning, Message: pc.Name + ": " + text, Hint: hint})
		}
	}
	for _, name := range names {
		w := writes[name]
		if w.load <= 1000 {
			continue
		}
		hint := "shard the key (KEY#0 .. KEY#N-1, written at random, every shard queried and merged), or key on a column with many values"
		switch {
		case strings.HasPrefix(name, "sequence item"):
			hint = "number the rows by a ULID or UUIDv7 string, which needs no shared item"
		case strings.HasPrefix(name, "counter item"):
			hint = "shard the counter (N items, one written at random, summed by a read of all)"
		}
		where := fmt.Sprintf("the partitions of %s, which has only a few values", name)
		if len(w.key.Columns()) == 0 {
			where = "the one partition of " + name
		}
		out = append(out, analyze.Diagnostic{Pos: w.pos, Severity: analyze.Warning,
			Message: fmt.Sprintf("the writes reach %s with %s write units a second (%s): past the 1,000 a partition serves (R14)", where, Commas(int(math.Ceil(w.load))), strings.Join(w.patterns, ", ")),
			Hint:    hint})
	}
	return out
}

// fewValues says a partition key takes only a few values: no column but
// a shard, or only ENUM and boolean ones (fewKeyValues).
func fewValues(d *Design, l landing) bool {
	cols := slices.DeleteFunc(l.key.Columns(), func(c string) bool { return c == ShardCol })
	if len(cols) == 0 {
		return true
	}
	e := d.Model.Entity(l.entity)
	return e != nil && fewKeyValues(e, cols)
}

// sizeDiagnostics warn of items near DynamoDB's limits and of keys that
// can pass them.
func sizeDiagnostics(d *Design, c *Cost) []analyze.Diagnostic {
	var out []analyze.Diagnostic
	for i, e := range d.Entities {
		src := d.Model.Entity(e.Name)
		if b := c.Entities[i].ItemBytes; b > maxItemBytes*3/4 {
			out = append(out, analyze.Diagnostic{Pos: src.Pos, Severity: analyze.Warning,
				Message: fmt.Sprintf("items of %s are estimated at %d KB, near DynamoDB's 400 KB item limit", e.Name, b/1024),
				Hint:    "move large or growing columns to items of their own"})
		}
		for _, k := range e.Keys {
			if why, first := oversized(src, k); why != "" {
				// DynamoDB refuses every write of a longer value: the
				// entity's patterns are unsupported (refuseOversized).
				out = append(out, analyze.Diagnostic{Pos: first, Severity: analyze.Warning,
					Message: why + ": every pattern that reads or writes " + e.Name + " is unsupported",
					Hint:    "declare the column shorter (VARCHAR(n)), or key on a shorter column or a hash of the long one"})
			}
		}
	}
	return out
}

// writeCost prices one write pattern: the item's size in 1 KB units on the
// table and on every index the item is in (an index whose key the write
// changes costs two).
func writeCost(d *Design, p *Plan, sizes map[string]int, rows map[string]int64, prices Prices, assumed map[string]bool) PatternCost {
	pc := PatternCost{Name: p.Pattern.Name, RPS: p.Pattern.RPS, Requests: 1}
	// Its items' write units, each on the partition it lands on: the
	// row's on the table and each index, its locks, lookup, counter and
	// sequence items, a copy's parent check.
	pc.landings = writeLandings(d, p, sizes, rows)
	for _, l := range pc.landings {
		pc.WriteUnits += int(l.units)
	}
	if p.NextID != nil {
		pc.Requests++ // the sequence item's UpdateItem first, a request of its own
	}
	for _, r := range p.Parents {
		// The parent's item read first (ConsistentRead), and checked in
		// the transaction: a ConditionCheck takes write units as a
		// transactional write of the item's size.
		look, _ := readSteps(d, r, sizes, rows)
		pc.addRead(look)
	}
	if l := p.Lookup; l != nil {
		// The read that finds the items, then one write per item.
		look, found := readSteps(d, l, sizes, rows)
		pc.ItemsRead, pc.ItemsFiltered, pc.ReadUnits, pc.ItemsFrom = look.ItemsRead, look.ItemsFiltered, look.ReadUnits, look.ItemsFrom
		pc.WriteUnits *= int(math.Ceil(found))
		pc.Requests = look.Requests + pc.Requests*math.Ceil(found)
	}
	if ev := p.Evict; ev != nil {
		// A REPLACE reads the lock items of the keys it gives, then the
		// row, and deletes the row it replaces in its transaction: priced
		// as one row found.
		del := writeCost(d, ev, sizes, rows, prices, assumed)
		del.Requests-- // its reads; its delete is in the transaction
		pc.addRead(del)
		pc.WriteUnits += del.WriteUnits
		for _, c := range p.Collides {
			look, _ := readSteps(d, c, sizes, rows)
			pc.addRead(look)
		}
	}
	if pc.RPS == 0 {
		pc.RPS, pc.RPSAssumed = 1, true
		assumed["rps"] = true
	}
	pc.MonthlyCost = float64(pc.RPS) * secondsPerMonth * (float64(pc.WriteUnits)*prices.WritePerMillion + pc.ReadUnits*prices.ReadPerMillion) / 1e6
	pc.PartitionLoad, pc.HotKey = busiest(pc.landings, pc.RPS)
	return pc
}

// landing is a partition key a call reaches: the key (its template, of
// the index or item named), the table whose key it is, the units a call
// spends on one value of it, and whether that value is new with every
// call (an INSERT's row by its unique key), so that calls never meet on
// it.
type landing struct {
	name    string
	key     Template
	entity  string
	units   float64
	fresh   bool
	write   bool
	sharded bool   // a key sharded by R14: a call's units on one shard
	shards  int    // how many, on a read (each call reads every one)
	op      string // the request's operation
	// values is how many values of the key the calls spread over
	// (keyValues): 1 for a key of few values, which every call may name.
	values float64
}

// keyValues is how many values of partition key t (of entity's items)
// calls spread over, evenly: a key naming one row takes the rows', a
// parent's id its parents', another column's rows(e)/assumedFanOut; a
// key of few values (a constant, ENUM and boolean columns, a shard) is
// counted as one, as every call may name the same value, and does when
// the values are skewed, as a status's are.
func keyValues(d *Design, entity string, t Template, rows map[string]int64) float64 {
	e := d.Model.Entity(entity)
	cols := slices.DeleteFunc(t.Columns(), func(c string) bool { return c == ShardCol })
	if e == nil || len(cols) == 0 || fewKeyValues(e, cols) {
		return 1
	}
	if coversKey(e, cols) {
		return float64(max(rows[e.Name], 1))
	}
	for _, fk := range e.ForeignKeys {
		if len(fk.Columns) > 0 && !slices.ContainsFunc(fk.Columns, func(c string) bool { return !hasCol(cols, c) }) && rows[fk.RefEntity] > 0 {
			return float64(rows[fk.RefEntity])
		}
	}
	return math.Max(1, float64(rows[e.Name])/assumedFanOut)
}

// busiest is the units a second on the busiest value of the partition
// keys calls at rps reach, and its key's name: a fresh key takes one
// call's units; any other the calls that name one of its values, rps
// spread evenly over them (keyValues), at least one call's units; a key
// of few values every call's (a tie is named by the key that grows with
// the rate).
func busiest(ls []landing, rps int) (float64, string) {
	best, name, fresh := 0.0, "", false
	for i, l := range ls {
		load := l.units
		if !l.fresh {
			load *= math.Max(1, float64(rps)/math.Max(l.values, 1))
		}
		if i == 0 || load > best || load == best && fresh && !l.fresh {
			best, name, fresh = load, l.name, l.fresh
		}
	}
	return best, name
}

// writeLandings are the partition keys a write reaches, each item's units
// charged to its own: the row's item on the table and on each index it is
// in, each lock, lookup, counter and sequence item, the parent a copy
// checks. A key that is new with every call (an INSERT's row, lock or
// index entry keyed by a unique value of the row) is fresh; any other
// (the row an UPDATE names, a parent's partition, a counter, the
// sequence item every INSERT numbers its row from) is not.
func writeLandings(d *Design, p *Plan, sizes map[string]int, rows map[string]int64) []landing {
	e := d.Entity(p.Entity)
	src := d.Model.Entity(p.Entity)
	if e == nil || src == nil {
		return nil
	}
	tx := 1
	if p.Operation == TransactWriteItems {
		tx = 2
	}
	insert := p.Pattern.Statement == analyze.Insert && p.Pattern.Upsert == nil
	var out []landing
	land := func(name string, key Template, entity string, units int, fresh bool) {
		out = append(out, landing{name: name, key: key, entity: entity, units: float64(units), fresh: fresh, write: true, values: keyValues(d, entity, key, rows)})
	}
	changed := map[string]bool{}
	for _, k := range p.KeyUpdates {
		changed[indexOf(k.Attr)] = true
	}
	one := ceilDiv(max(sizes[p.Entity], 1), writeUnitBytes) * tx
	for _, k := range e.Keys {
		if !partitionKey(k.Attr) {
			continue
		}
		units := one
		if p.KeyChange || changed[indexOf(k.Attr)] {
			units *= 2 // the old entry deleted, the new one put
		}
		land(keyName(indexOf(k.Attr), k.Template), k.Template, e.Name, units, insert && coversKey(src, k.Template.Columns()))
		if k.Shards > 1 {
			// Each row's entry under one shard, by the hash of its key:
			// the calls spread over the shards.
			out[len(out)-1].sharded, out[len(out)-1].values = true, float64(k.Shards)
		}
	}
	lockName := func(l Lock) string {
		if l.Type() == LookupType {
			return "lookup item " + l.PK.String()
		}
		return "UNIQUE lock " + l.PK.String()
	}
	for _, l := range p.Locks {
		land(lockName(l), l.PK, e.Name, ceilDiv(lockBytes(src, l), writeUnitBytes)*tx, insert)
	}
	for _, l := range p.LockDeletes {
		land(lockName(l), l.PK, e.Name, ceilDiv(lockBytes(src, l), writeUnitBytes)*tx, false)
	}
	for _, c := range p.Counters {
		if ce := d.Model.Entity(c.Entity); ce != nil {
			land("counter item "+c.PK.String(), c.PK, c.Entity, ceilDiv(counterBytes(ce, c), writeUnitBytes)*tx, false)
		}
	}
	if p.NextID != nil && e.Sequence != nil {
		land("sequence item "+e.Sequence.PK.String(), e.Sequence.PK, e.Name, ceilDiv(sequenceBytes(src, e.Sequence), writeUnitBytes), false)
	}
	for _, r := range p.Parents {
		// The ConditionCheck on the parent's item: many children, one
		// parent.
		land(keyName("", r.PKValue), r.PKValue, r.Entity, ceilDiv(max(sizes[r.Entity], 1), writeUnitBytes)*2, false)
	}
	return out
}

// coversKey reports whether cols include the primary key or a unique key:
// a lookup by them finds at most one row.
func coversKey(e *analyze.Entity, cols []string) bool {
	for _, k := range append([][]string{e.PrimaryKey}, e.Unique...) {
		if len(k) > 0 && !slices.ContainsFunc(k, func(c string) bool { return !hasCol(cols, c) }) {
			return true
		}
	}
	return false
}
