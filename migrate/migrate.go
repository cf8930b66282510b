// Package migrate moves a MySQL database's rows into a design's table:
// every row's item with its encoded keys, copies and embedded lists, and
// every lock, lookup, counter and sequence item the design's writes keep
// (laid out by package items, as verify loads them), read from one
// consistent snapshot of the source and written with BatchWriteItem.
package migrate

import (
	"cmp"
	"context"
	gosql "database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/items"
)

// Options say where the rows come from and go.
type Options struct {
	// Source is the MySQL or MariaDB database holding the design's
	// tables; one connection of it holds the snapshot. Its DSN must not
	// parse times (the driver's default): values are read as the server
	// writes them.
	Source *gosql.DB
	// Client and Table are the DynamoDB table written; Create creates it
	// from the design when it does not exist (an existing one is written
	// into, never replaced).
	Client *dynamodb.Client
	Table  string
	Create bool
	// DryRun reads and lays out every row, and writes nothing.
	DryRun bool
	// ToImport, when set, is a folder the items are written to instead
	// of a table: the files of an S3 import (data/part-NNNNN.json.gz,
	// DynamoDB JSON, PartBytes of JSON each, DefaultPartBytes when 0)
	// and beside them the ImportTable request (import-table.json) that
	// creates Table from them where S3 (s3://bucket/prefix/) says they
	// are uploaded (s3://YOUR-BUCKET/<Table>/ when empty: edit it).
	ToImport  string
	PartBytes int64
	S3        string
	// Tables, when set, are the only tables migrated (their counters and
	// sequences with them).
	Tables []string
	// Workers are the BatchWriteItem calls sent at once (8 when 0); Page
	// the rows read per query (1,000 when 0).
	Workers, Page int
	// Checkpoint, when set, is a file where a migration into a table
	// saves where it stands as it goes (at most once per CheckpointEvery,
	// a second when 0, and at each table's end), and removes at its end.
	// Resume continues from it the run that left it, or starts from the
	// first row when there is none; without Resume, a checkpoint there is
	// an error.
	Checkpoint      string
	Resume          bool
	CheckpointEvery time.Duration
	// Progress, when set, is told where the migration stands after each
	// page of rows and at each table's end.
	Progress func(Progress)
	// Timeout is how long one DynamoDB call (its retries included) or
	// one MySQL query may take, DefaultTimeout when 0: past it the
	// migration stops with ErrTimeout, its checkpoint kept.
	Timeout time.Duration
	// Resumed, when set, is told when the checkpoint a run resumes from
	// was saved, before any row is read: the rows before it were read
	// from the source as it was then, and a row changed since keeps the
	// items it had.
	Resumed func(saved time.Time)
	// AcceptSchema migrates a source whose tables differ from the
	// design's schema (a *SchemaError without it): the differences are
	// Result.Schema, and each row written in a way the design did not
	// plan is refused or listed (Refused.Written).
	AcceptSchema bool
}

// Progress is where a migration stands in a table.
type Progress struct {
	Entity string
	// Rows read so far, of about Estimate (the server's count of the
	// table's rows, an estimate on InnoDB; 0 when it has none).
	Rows, Estimate int64
	Items, Bytes   int64
	Done           bool
}

// Result is what a migration read and wrote.
type Result struct {
	Tables []TableResult
	// Refused are the rows the design cannot hold as they are, each with
	// why; their items are not written, or written without what they
	// lack (an orphan's copies), as Why says.
	Refused []Refused
	// Items and Bytes are the items written (or, in a dry run, that
	// would be) and their size.
	Items, Bytes int64
	// Files are the import files written (with ToImport).
	Files []string
	// Schema are the ways the server's tables differ from the design's
	// schema, migrated all the same (Options.AcceptSchema); Notes what
	// else the user should know (the server's columns not migrated).
	Schema []Difference
	Notes  []string
}

// TableResult is one table's share.
type TableResult struct {
	Entity string `json:"entity"`
	Rows   int64  `json:"rows"`
	Items  int64  `json:"items"` // the rows' own, their side items, counters and the sequence
	Bytes  int64  `json:"bytes"`
}

// Refused is one row the design cannot hold as it is.
type Refused struct {
	Entity string `json:"entity"`
	Key    string `json:"key,omitempty"` // the row's primary key, col=value, ...
	Why    string `json:"why"`
	// Written says the row's items were written all the same, without
	// what Why says they lack (an orphan's copies).
	Written bool `json:"written,omitempty"`
}

// DynamoDB's limits on what one item holds.
const (
	maxItemBytes      = 400 * 1024
	maxPartitionBytes = 2048
	maxSortBytes      = 1024
	batchSize         = 25
)

// Run migrates the rows of every table of the design (or of opts.Tables).
func Run(ctx context.Context, d *design.Design, opts Options) (*Result, error) {
	opts.Workers, opts.Page = cmp.Or(max(opts.Workers, 0), 8), cmp.Or(max(opts.Page, 0), 1000)
	for _, t := range opts.Tables {
		if d.Model.Entity(t) == nil {
			return nil, fmt.Errorf("--tables names %s, which the design has no table of", t)
		}
	}
	m := &migration{ctx: ctx, d: d, opts: opts, res: &Result{}, timeout: cmp.Or(max(opts.Timeout, 0), DefaultTimeout)}
	if opts.Client != nil {
		m.opts.Client = timed(opts.Client, m.timeout)
	}
	call, cancel := m.call()
	conn, err := opts.Source.Conn(call)
	cancel()
	if err != nil {
		return nil, fmt.Errorf("connecting to MySQL: %w", m.late(call, err))
	}
	defer conn.Close()
	m.conn = conn
	// One snapshot for every table, its counters and its sequences: the
	// rows as they were when the migration began, whatever the
	// application writes meanwhile.
	for _, q := range []string{"SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ", "START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY"} {
		if err := m.exec(q); err != nil {
			return nil, fmt.Errorf("MySQL: %s: %w", q, err)
		}
	}
	defer func() {
		// Even when cancelled: the connection goes back to the pool.
		call, cancel := context.WithTimeout(context.WithoutCancel(ctx), m.timeout)
		defer cancel()
		conn.ExecContext(call, "COMMIT")
	}()
	if err := m.checkSchema(); err != nil {
		return nil, err
	}
	from, err := m.checkpointing()
	if err != nil {
		return nil, err
	}
	if from != nil && opts.Resumed != nil {
		opts.Resumed(from.Saved)
	}
	if m.collided, err = m.findCollisions(); err != nil {
		return nil, err
	}
	request, err := m.open()
	if err != nil {
		return nil, err
	}
	if from != nil {
		// A copy: unwrite rewrites what it lists of a row it deletes.
		m.res.Tables, m.res.Refused = from.Done, slices.Clone(from.Refused)
		if err := m.unwrite(from); err != nil {
			m.w.close()
			return nil, err
		}
	}
	for _, e := range m.migrated() {
		if from != nil && slices.ContainsFunc(from.Done, func(t TableResult) bool { return t.Entity == e.Name }) {
			continue // migrated before the interruption
		}
		var start *checkpoint
		if from != nil && from.Entity == e.Name {
			start = from
		}
		tr, err := m.entity(e, start)
		if err != nil {
			if m.w != nil {
				m.w.close()
			}
			return nil, err
		}
		m.res.Tables = append(m.res.Tables, *tr)
		m.mark(nil, nil, nil)
	}
	if m.w != nil {
		if err := m.w.close(); err != nil {
			return nil, err
		}
	}
	for _, t := range m.res.Tables {
		m.res.Items += t.Items
		m.res.Bytes += t.Bytes
	}
	if request != nil {
		m.res.Files = m.w.(*files).names
		if err := writeRequest(opts.ToImport, request); err != nil {
			return nil, err
		}
	}
	if m.saver != nil {
		if err := os.Remove(opts.Checkpoint); err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
	}
	return m.res, nil
}

type migration struct {
	ctx     context.Context
	d       *design.Design
	opts    Options
	conn    *gosql.Conn
	w       sink // nil in a dry run
	res     *Result
	timeout time.Duration // of each DynamoDB call and MySQL query
	// collided are the rows and counter groups whose items share a key
	// with another's: refused, never written (findCollisions).
	collided collisions
	// keyed are, by entity, the columns some key of its items (an index's
	// too) holds.
	keyed map[string]map[string]bool
	// missing are the columns the server lacks (Options.AcceptSchema), by
	// table and column, lower case: read as NULL.
	missing map[string]bool
	// server are the server's columns by table and column, lower case, as
	// analyze reads their types (nil for a type it cannot read): what a
	// keyset comparison binds its values as (bound).
	server map[string]*analyze.Column
	// cp and saver, with Options.Checkpoint: the run's checkpoint, and
	// its file.
	cp    *checkpoint
	saver *checkpoints
}

// checkpointing sets up the checkpoint of a migration into a table, and
// reads the one it resumes from, if any.
func (m *migration) checkpointing() (*checkpoint, error) {
	opts := m.opts
	if opts.Checkpoint == "" && !opts.Resume {
		return nil, nil
	}
	if opts.DryRun || opts.ToImport != "" || opts.Checkpoint == "" {
		return nil, errors.New("only a migration into a table keeps a checkpoint (and needs its file) to resume from")
	}
	from, err := resumeFrom(opts.Checkpoint, opts.Resume, m.d, opts)
	if err != nil {
		return nil, err
	}
	fp, err := fingerprint(m.d)
	if err != nil {
		return nil, err
	}
	m.cp = &checkpoint{Design: fp, Table: opts.Table, Tables: opts.Tables}
	m.saver = &checkpoints{path: opts.Checkpoint, every: cmp.Or(opts.CheckpointEvery, time.Second)}
	return from, nil
}

// open opens where the items go: nothing in a dry run, import files and
// the ImportTable request to write at the end, or the table's writer.
func (m *migration) open() (*dynamodb.ImportTableInput, error) {
	opts := m.opts
	switch {
	case opts.DryRun:
		return nil, nil
	case opts.ToImport != "":
		// The request first: a design ImportTable cannot make writes no file.
		request, err := ImportRequest(m.d, opts.Table, cmp.Or(opts.S3, "s3://YOUR-BUCKET/"+opts.Table+"/"))
		if err != nil {
			return nil, err
		}
		f, err := newFiles(opts.ToImport, opts.PartBytes)
		if err != nil {
			return nil, err
		}
		m.w = f
		return request, nil
	}
	if err := ensureTable(m.ctx, opts.Client, m.d, opts.Table, opts.Create); err != nil {
		return nil, err
	}
	w := newWriter(m.ctx, opts.Client, opts.Table, opts.Workers)
	if m.saver != nil {
		w.reached = func(at any) error { return m.saver.save(at.(*checkpoint)) }
	}
	m.w = w
	return nil, nil
}

// mark saves where the migration stands once DynamoDB has every item put
// so far: in table e, past row last, with tr done so far; or, with e nil,
// at a table's end.
func (m *migration) mark(e *analyze.Entity, last items.Row, tr *TableResult) {
	w, ok := m.w.(*writer)
	if m.cp == nil || !ok {
		return
	}
	cp := *m.cp
	cp.Done = slices.Clone(m.res.Tables)
	cp.Refused = m.res.Refused[:len(m.res.Refused):len(m.res.Refused)]
	cp.final = e == nil
	if e != nil {
		cp.Entity, cp.Current = e.Name, *tr
		cp.After = primaryKey(e, last)
	}
	w.mark(&cp)
}

// sink takes the items a migration writes: a table's writer, or import
// files.
type sink interface {
	put(items.Item) error
	close() error
}

// ensureTable makes sure table is there: created from the design when
// create is set, else it must exist.
func ensureTable(ctx context.Context, client *dynamodb.Client, d *design.Design, table string, create bool) error {
	_, err := client.DescribeTable(ctx, &dynamodb.DescribeTableInput{TableName: aws.String(table)})
	var missing *types.ResourceNotFoundException
	switch {
	case err == nil:
		return nil
	case !errors.As(err, &missing):
		return fmt.Errorf("DynamoDB: %w", err)
	case !create:
		return fmt.Errorf("there is no table %s: --create creates it from the design", table)
	}
	in := *d.CreateTable
	in.TableName = aws.String(table)
	if _, err := client.CreateTable(ctx, &in); err != nil {
		return fmt.Errorf("CreateTable: %w", err)
	}
	return dynamodb.NewTableExistsWaiter(client).Wait(ctx, &dynamodb.DescribeTableInput{TableName: aws.String(table)}, 5*time.Minute)
}

// entity migrates one table: its rows page by page in primary key order
// (keyset pagination: memory holds one page whatever the table's size),
// each row's item and side items, then its counters and its sequence.
func (m *migration) entity(e *design.Entity, start *checkpoint) (*TableResult, error) {
	src := m.d.Model.Entity(e.Name)
	tr := &TableResult{Entity: e.Name}
	if len(src.PrimaryKey) == 0 {
		m.res.Refused = append(m.res.Refused, Refused{Entity: e.Name, Why: "the table has no primary key to read its rows in order by, so none is migrated: give it one"})
		return tr, nil
	}
	var last items.Row
	if start != nil {
		// Resumed: the rows up to the checkpoint's are in the table.
		if len(start.After) != len(src.PrimaryKey) {
			return nil, fmt.Errorf("the checkpoint's row of %s has %d key values, the table's key %d columns", e.Name, len(start.After), len(src.PrimaryKey))
		}
		*tr, last = start.Current, items.Row{}
		for i, c := range src.PrimaryKey {
			last[src.Column(c).Name] = &start.After[i]
		}
	}
	progress := func(bool) {}
	if m.opts.Progress != nil {
		p := Progress{Entity: e.Name, Estimate: m.estimate(src)}
		progress = func(done bool) {
			p.Rows, p.Items, p.Bytes, p.Done = tr.Rows, tr.Items, tr.Bytes, done
			m.opts.Progress(p)
		}
	}
	progress(false)
	var cols []string
	for _, c := range src.Columns {
		cols = append(cols, c.Name)
	}
	err := m.pages(src, cols, last, func(page []items.Row) error {
		rel, err := m.related(e, page)
		if err != nil {
			return err
		}
		for _, r := range page {
			tr.Rows++
			out, ok := m.row(e, src, r, rel)
			if !ok {
				continue
			}
			for _, it := range out {
				if err := m.put(tr, it); err != nil {
					return err
				}
			}
		}
		m.mark(src, page[len(page)-1], tr)
		progress(false)
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, c := range e.Counters {
		if err := m.counter(tr, src, c); err != nil {
			return nil, err
		}
	}
	if q := e.Sequence; q != nil {
		rs, err := m.query(fmt.Sprintf("SELECT MAX(%s) FROM %s", ident(q.Column), ident(src.Name)))
		if err != nil {
			return nil, fmt.Errorf("MySQL: the sequence of %s: %w", src.Name, err)
		}
		top := "0"
		if len(rs) == 1 && rs[0][0] != nil {
			top = *rs[0][0]
		}
		if err := m.put(tr, items.Sequence(q, top)); err != nil {
			return nil, err
		}
	}
	if err := m.orphans(e); err != nil {
		return nil, err
	}
	progress(true)
	return tr, nil
}

// orphans lists the rows of the tables embedded in e's items that no row
// of e holds (a foreign key naming no row, or NULL): they travel in no
// item, so each is refused by its key, never dropped silently.
func (m *migration) orphans(e *design.Entity) error {
	src := m.d.Model.Entity(e.Name)
	for _, child := range m.d.Entities {
		em := child.Embedding
		if em == nil || em.Parent != e.Name {
			continue
		}
		csrc := m.d.Model.Entity(child.Name)
		var sel, match []string
		for _, c := range csrc.PrimaryKey {
			sel = append(sel, "c."+ident(csrc.Column(c).Name))
		}
		for i, fk := range em.FK {
			match = append(match, fmt.Sprintf("p.%s = c.%s", ident(src.Column(em.Ref[i]).Name), ident(csrc.Column(fk).Name)))
		}
		if len(sel) == 0 {
			continue // refused whole as it is
		}
		q := fmt.Sprintf("SELECT %s FROM %s c WHERE NOT EXISTS (SELECT 1 FROM %s p WHERE %s) ORDER BY %s",
			strings.Join(sel, ", "), ident(csrc.Name), ident(src.Name), strings.Join(match, " AND "), strings.Join(sel, ", "))
		rs, err := m.query(q)
		if err != nil {
			return fmt.Errorf("MySQL: the rows of %s no %s row holds: %w", csrc.Name, src.Name, err)
		}
		for _, r := range rs {
			key := items.Row{}
			for i, c := range csrc.PrimaryKey {
				key[csrc.Column(c).Name] = r[i]
			}
			m.res.Refused = append(m.res.Refused, Refused{Entity: child.Name, Key: items.KeyText(csrc, key),
				Why: fmt.Sprintf("no %s row has its %s (or it is NULL), and its rows travel inside their %s row's item: it is not migrated", src.Name, strings.Join(em.FK, ", "), src.Name)})
		}
	}
	return nil
}

// estimate is the server's count of src's rows (an estimate on InnoDB),
// 0 when it has none.
func (m *migration) estimate(src *analyze.Entity) int64 {
	rs, err := m.query("SELECT TABLE_ROWS FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?", src.Name)
	if err != nil || len(rs) != 1 || rs[0][0] == nil {
		return 0
	}
	n, _ := strconv.ParseInt(*rs[0][0], 10, 64)
	return n
}

// row lays out one row: its item and its lock and lookup items, or a
// refusal when the design cannot hold it.
func (m *migration) row(e *design.Entity, src *analyze.Entity, r items.Row, rel *related) ([]items.Item, bool) {
	refuse := func(why string) ([]items.Item, bool) {
		m.res.Refused = append(m.res.Refused, Refused{Entity: e.Name, Key: items.KeyText(src, r), Why: why})
		return nil, false
	}
	if why := m.collided.row(src, r); why != "" {
		return refuse(why)
	}
	it, err := items.Of(e, src, r)
	if err != nil {
		return refuse(err.Error())
	}
	unplanned, ok := m.unplanned(e, src, r)
	if !ok {
		return refuse(unplanned)
	}
	// What the item is written without, or otherwise than planned: one
	// line a row.
	var incomplete []string
	for _, c := range e.Copies {
		if rel.Parent(c, r) == nil && !slices.ContainsFunc(c.FK, func(col string) bool { return r[col] == nil }) {
			incomplete = append(incomplete, fmt.Sprintf("no %s row has the %s its copies of %s come from: the item is written without them", c.Parent, strings.Join(c.FK, ", "), strings.Join(c.Columns, ", ")))
		}
	}
	items.Denormalize(m.d, e, r, it, rel)
	out := []items.Item{it}
	for _, l := range slices.Concat(e.Locks, e.Lookups) {
		if side := items.Side(l, src, r); side != nil {
			out = append(out, side)
		}
	}
	for _, x := range out {
		if why := tooBig(x); why != "" {
			return refuse(why)
		}
	}
	if unplanned != "" {
		incomplete = append(incomplete, unplanned)
	}
	if len(incomplete) > 0 {
		m.res.Refused = append(m.res.Refused, Refused{Entity: e.Name, Key: items.KeyText(src, r), Why: strings.Join(incomplete, "; "), Written: true})
	}
	return out, true
}

// tooBig says why an item is past DynamoDB's limits, or "".
func tooBig(it items.Item) string {
	for attr, v := range it {
		s, ok := v.(*types.AttributeValueMemberS)
		if !ok || !isKeyAttr(attr) {
			continue
		}
		limit := maxPartitionBytes
		if strings.HasSuffix(attr, "SK") {
			limit = maxSortBytes
		}
		if len(s.Value) > limit {
			return fmt.Sprintf("its key %s is %d bytes, past the %d DynamoDB allows", attr, len(s.Value), limit)
		}
	}
	if n := Size(it); n > maxItemBytes {
		return fmt.Sprintf("its item is %d bytes, past the 400 KB DynamoDB allows", n)
	}
	return ""
}

func isKeyAttr(a string) bool {
	return a == design.PK || a == design.SK || strings.HasPrefix(a, "GSI") && (strings.HasSuffix(a, "PK") || strings.HasSuffix(a, "SK"))
}

// Size is an item's size as DynamoDB counts it: each attribute's name
// and value (a number's digits, a map's or list's elements and 3 bytes
// each besides).
func Size(it items.Item) int {
	n := 0
	for k, v := range it {
		n += len(k) + valueSize(v)
	}
	return n
}

func valueSize(v types.AttributeValue) int {
	switch v := v.(type) {
	case *types.AttributeValueMemberS:
		return len(v.Value)
	case *types.AttributeValueMemberN:
		return len(v.Value)
	case *types.AttributeValueMemberM:
		n := 3
		for k, x := range v.Value {
			n += len(k) + valueSize(x) + 1
		}
		return n
	case *types.AttributeValueMemberL:
		n := 3
		for _, x := range v.Value {
			n += valueSize(x) + 1
		}
		return n
	}
	return 1
}

// put sends an item to the writer (or counts it, in a dry run).
func (m *migration) put(tr *TableResult, it items.Item) error {
	tr.Items++
	tr.Bytes += int64(Size(it))
	if m.w == nil {
		return nil
	}
	return m.w.put(it)
}

// counter puts counter c's items: the rows of each group, counted on the
// snapshot (a group with a NULL counts nothing, as WHERE col = ? does).
func (m *migration) counter(tr *TableResult, src *analyze.Entity, c *design.Counter) error {
	groups, err := m.counterGroups(src, c)
	if err != nil {
		return err
	}
	for _, g := range groups {
		if x := m.collided[collisionKey(src.Name, groupText(src, c, g.row), true)]; x != nil {
			m.res.Refused = append(m.res.Refused, Refused{Entity: src.Name, Key: "counter " + x.key, Why: x.why})
			continue
		}
		if err := m.put(tr, items.Counter(c, g.pk, g.n)); err != nil {
			return err
		}
	}
	return nil
}

// group is one group of a counter: its columns' values, its item's
// partition key and its rows.
type group struct {
	row items.Row
	pk  string
	n   int64
}

// counterGroups counts counter c's groups on the snapshot.
func (m *migration) counterGroups(src *analyze.Entity, c *design.Counter) ([]group, error) {
	cols := make([]string, len(c.Columns))
	var notNull []string
	for i, col := range c.Columns {
		cols[i] = ident(col)
		notNull = append(notNull, ident(col)+" IS NOT NULL")
	}
	q := fmt.Sprintf("SELECT %s, COUNT(*) FROM %s WHERE %s GROUP BY %s", strings.Join(cols, ", "), ident(src.Name), strings.Join(notNull, " AND "), strings.Join(cols, ", "))
	rs, err := m.query(q)
	if err != nil {
		return nil, fmt.Errorf("MySQL: the counters of %s: %w", src.Name, err)
	}
	var out []group
	for _, r := range rs {
		n, _ := strconv.ParseInt(*r[len(r)-1], 10, 64)
		row := items.Row{}
		for i, col := range c.Columns {
			row[src.Column(col).Name] = r[i]
		}
		if pk, ok := items.CounterKey(c, src, row); ok {
			out = append(out, group{row, pk, n})
		}
	}
	return out, nil
}

// rows runs q, a SELECT of every column of e in order, for e's rows.
func (m *migration) rows(e *analyze.Entity, q string, args ...any) ([]items.Row, error) {
	var cols []string
	for _, c := range e.Columns {
		cols = append(cols, c.Name)
	}
	rs, err := m.rowsOf(cols, q, args...)
	if err != nil {
		return nil, fmt.Errorf("MySQL: reading %s: %w", e.Name, err)
	}
	return rs, nil
}

// rowsOf runs q, a SELECT of cols in order, for its rows by column.
func (m *migration) rowsOf(cols []string, q string, args ...any) ([]items.Row, error) {
	rs, err := m.query(q, args...)
	if err != nil {
		return nil, err
	}
	out := make([]items.Row, len(rs))
	for i, r := range rs {
		row := items.Row{}
		for j, c := range cols {
			row[c] = r[j]
		}
		out[i] = row
	}
	return out, nil
}

// exec runs q on the snapshot's connection, within the timeout.
func (m *migration) exec(q string) error {
	call, cancel := m.call()
	defer cancel()
	_, err := m.conn.ExecContext(call, q)
	return m.late(call, err)
}

// query runs q on the snapshot's connection, within the timeout: each
// row's values as text, nil for NULL, a BIT as its number.
//
// It is always a prepared statement, as a query with arguments is, so
// that every page reads alike: the binary protocol gives a FLOAT's and a
// DOUBLE's value exactly, where MariaDB's text protocol prints a FLOAT in
// six digits (21.500002 is 21.5): the first page's rows would be keyed by
// a rounded number, two rows of them by one.
func (m *migration) query(q string, args ...any) (_ [][]*string, err error) {
	call, cancel := m.call()
	defer cancel()
	defer func() { err = m.late(call, err) }()
	stmt, err := m.conn.PrepareContext(call, q)
	if err != nil {
		return nil, err
	}
	defer stmt.Close()
	rows, err := stmt.QueryContext(call, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	cts, err := rows.ColumnTypes()
	if err != nil {
		return nil, err
	}
	var out [][]*string
	for rows.Next() {
		raw := make([]gosql.NullString, len(cts))
		ptrs := make([]any, len(cts))
		for i := range raw {
			ptrs[i] = &raw[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, err
		}
		r := make([]*string, len(raw))
		for i, x := range raw {
			if x.Valid {
				s := x.String
				if cts[i].DatabaseTypeName() == "BIT" {
					s = items.Bit([]byte(s))
				}
				r[i] = &s
			}
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// ident quotes a MySQL identifier.
func ident(s string) string { return "`" + strings.ReplaceAll(s, "`", "``") + "`" }

// related are the parent rows a page's copies read and the child rows
// its items embed, read for the whole page at once.
type related struct {
	parents  map[*design.Copy]map[string]items.Row
	children map[string]map[string][]items.Row // by child entity, then the parent's key
}

func tuple(r items.Row, cols []string) (string, bool) {
	var parts []string
	for _, c := range cols {
		v := r[c]
		if v == nil {
			return "", false
		}
		parts = append(parts, strconv.Quote(*v))
	}
	return strings.Join(parts, ","), true
}

func (rel *related) Parent(c *design.Copy, r items.Row) items.Row {
	k, ok := tuple(r, c.FK)
	if !ok {
		return nil
	}
	return rel.parents[c][k]
}

func (rel *related) Children(child *design.Entity, r items.Row) []items.Row {
	k, ok := tuple(r, child.Embedding.Ref)
	if !ok {
		return nil
	}
	return rel.children[child.Name][k]
}

// related reads the page's parents (for copies) and embedded children,
// one query of each table per page.
func (m *migration) related(e *design.Entity, page []items.Row) (*related, error) {
	rel := &related{parents: map[*design.Copy]map[string]items.Row{}, children: map[string]map[string][]items.Row{}}
	for _, c := range e.Copies {
		parent := m.d.Model.Entity(c.Parent)
		rows, err := m.rowsWhere(parent, c.Ref, page, c.FK, "")
		if err != nil {
			return nil, err
		}
		byKey := map[string]items.Row{}
		for _, r := range rows {
			if k, ok := tuple(r, c.Ref); ok {
				byKey[k] = r
			}
		}
		rel.parents[c] = byKey
	}
	for _, child := range m.d.Entities {
		em := child.Embedding
		if em == nil || em.Parent != e.Name {
			continue
		}
		src := m.d.Model.Entity(child.Name)
		var order []string
		for _, c := range src.PrimaryKey {
			order = append(order, ident(src.Column(c).Name))
		}
		rows, err := m.rowsWhere(src, em.FK, page, em.Ref, strings.Join(order, ", "))
		if err != nil {
			return nil, err
		}
		byKey := map[string][]items.Row{}
		for _, r := range rows {
			if k, ok := tuple(r, em.FK); ok {
				byKey[k] = append(byKey[k], r)
			}
		}
		rel.children[child.Name] = byKey
	}
	return rel, nil
}

// rowsWhere reads the rows of e whose cols equal the page rows' from
// columns, ordered by orderBy when given.
func (m *migration) rowsWhere(e *analyze.Entity, cols []string, page []items.Row, from []string, orderBy string) ([]items.Row, error) {
	seen := map[string]bool{}
	var tuples []string
	var args []any
	for _, r := range page {
		k, ok := tuple(r, from)
		if !ok || seen[k] {
			continue
		}
		seen[k] = true
		values := make([]string, len(from))
		for i, c := range from {
			values[i] = *r[c]
		}
		marks, vargs := m.bounds(e, cols, values)
		tuples = append(tuples, "("+marks+")")
		args = append(args, vargs...)
	}
	if len(tuples) == 0 {
		return nil, nil
	}
	var sel, key []string
	for _, c := range e.Columns {
		sel = append(sel, m.column(e, c.Name))
	}
	for _, c := range cols {
		key = append(key, ident(e.Column(c).Name))
	}
	q := fmt.Sprintf("SELECT %s FROM %s WHERE (%s) IN (%s)", strings.Join(sel, ", "), ident(e.Name), strings.Join(key, ", "), strings.Join(tuples, ", "))
	if orderBy != "" {
		q += " ORDER BY " + orderBy
	}
	return m.rows(e, q, args...)
}

// Summary is the result in a few lines: per table its rows and items,
// then each refused row.
func (r *Result) Summary(w io.Writer, dryRun bool) {
	verb := "wrote"
	if dryRun {
		verb = "would write (dry run)"
	}
	for _, t := range r.Tables {
		fmt.Fprintf(w, "%s: %d rows, %s %d items (%d bytes)\n", t.Entity, t.Rows, verb, t.Items, t.Bytes)
	}
	incomplete := 0
	for _, x := range r.Refused {
		if x.Written {
			incomplete++
		}
	}
	fmt.Fprintf(w, "in all: %s %d items (%d bytes); %d rows refused, %d written incomplete\n", verb, r.Items, r.Bytes, len(r.Refused)-incomplete, incomplete)
	refused := slices.Clone(r.Refused)
	sort.SliceStable(refused, func(i, j int) bool { return refused[i].Entity < refused[j].Entity })
	for _, x := range refused {
		if x.Key == "" {
			fmt.Fprintf(w, "refused: %s: %s\n", x.Entity, x.Why)
			continue
		}
		what := "refused"
		if x.Written {
			what = "incomplete"
		}
		fmt.Fprintf(w, "%s: %s (%s): %s\n", what, x.Entity, x.Key, x.Why)
	}
}
