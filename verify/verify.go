// Package verify proves a design: it loads the same rows into a SQL engine
// and into the designed DynamoDB table, runs every read pattern's SQL on the
// one and its request and PartiQL statement on the other, for several
// parameter bindings, and compares the answers.
package verify

import (
	"cmp"
	"context"
	crand "crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/aws/smithy-go"
	smithyhttp "github.com/aws/smithy-go/transport/http"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/gogen"
	"sql2dynamo/items"
	"sql2dynamo/migrate"
	"sql2dynamo/partiql"
)

// Options steer a run.
type Options struct {
	Endpoint           string // a DynamoDB endpoint; empty starts DynamoDB Local from LocalDir
	LocalDir           string // the folder holding DynamoDBLocal.jar
	MySQL              string // DSN of an external MySQL or MariaDB; empty uses the in-process engine
	Rows               int    // rows per table to generate when the input has no INSERT
	Generate           bool   // generate rows even when the input has INSERT rows
	Seed               uint64
	Keep               bool // leave the DynamoDB table behind
	BindingsPerPattern int  // matching bindings per pattern (one that matches nothing is added)
	// Timeout is how long one call to DynamoDB or to the SQL engine may
	// take before the run stops (exit 2 names the engine); 0 is
	// DefaultTimeout. A stopped engine (SIGSTOP) would hang the run.
	Timeout time.Duration
	// Started, when set, is told the DynamoDB table's name as soon as the
	// run creates it on an --endpoint: a run killed by SIGKILL cannot
	// delete it, so its name must be known before.
	Started func(table string)
	// NoInterleavings skips the interleaving check (see Interleavings),
	// which reloads the table from the SQL side: a caller that reads the
	// table as the writes' own checks left it (Keep) needs that state.
	NoInterleavings bool
	// ViaGo runs every read pattern through the Go package `generate`
	// writes too (a check via "go" beside the request's): gogen's package
	// and driver, built in a temporary module with the go command.
	ViaGo bool
	// Go and GoPackage, with ViaGo, are a build made before (BuildGo)
	// and the design's package in it; without, the run builds its own.
	Go        *GoBuild
	GoPackage string
	// GoOptions, with ViaGo and no Go, are the settings of the package
	// the run builds (a sqlc config's: gogen.OptionsOf); nil is sqlc's
	// defaults.
	GoOptions *gogen.Options
	// NoLoad verifies the reads on the data there is: the table named
	// Table at Endpoint and the database MySQL names, as a migration left
	// them; nothing is created, loaded or written (see runExisting).
	NoLoad   bool
	Table    string
	goDriver *goDriver
	// migrate, with MySQL, fills the DynamoDB table with package migrate
	// from the rows the database holds (what `sql2dynamo migrate` writes)
	// instead of from the rows in memory: every check then runs on a
	// migrated table (TestCasesMariaDB). viaImport migrates into S3
	// import files instead, which migrate.Load writes into the table.
	migrate, viaImport bool
}

// DefaultTimeout is Options.Timeout's default: far past any one call of a
// run on this machine, short enough that a stopped engine shows.
const DefaultTimeout = 30 * time.Second

// Result is a whole run.
type Result struct {
	Table    string   // the DynamoDB table the run created: dropped at the end unless Keep
	Notes    []string // what the user should know of how the run ran (a --mysql user without a user of the run's own)
	Rows     []EntityRows
	Patterns []PatternResult
	// Interleavings are the writes run between another's read and its
	// write, and what went wrong.
	Interleavings Interleavings
	Timing        Timing
	// NoLoad says the reads ran on the data there was (Options.NoLoad):
	// Rows are the rows sampled for parameters, no write ran.
	NoLoad bool
	// ViaGo, with Options.ViaGo, is how many patterns' generated methods
	// run their plan (checked via "go"); each other pattern the design
	// serves is not verified, its check via "go" saying why (its method
	// returns ErrUnsupported, or is left out).
	ViaGo int
}

// EntityRows is how many rows of an entity were loaded.
type EntityRows struct {
	Entity string `json:"entity"`
	Rows   int    `json:"rows"`
	Source string `json:"source"` // "input" (its INSERT statements) or "generated"
}

// Timing splits the run's wall time.
type Timing struct {
	EngineStart time.Duration // starting DynamoDB Local
	// Load is the time loading both sides adds to the start: the SQL
	// engine is set up and loaded while DynamoDB Local starts.
	Load     time.Duration
	SQL      time.Duration // running the SQL
	DynamoDB time.Duration // running the requests and statements
}

// Status of a pattern or a check.
const (
	Pass        = "pass"
	Fail        = "fail"
	NotVerified = "not verified"
	// Unsupported is a pattern the design does not serve: it has nothing
	// to run, so it is never run and counted neither as passed nor as not
	// verified.
	Unsupported = "unsupported"
)

// PatternResult is one pattern's verdict.
type PatternResult struct {
	Name   string      `json:"name"`
	Pos    analyze.Pos `json:"position"`
	Status string      `json:"status"`
	Reason string      `json:"reason,omitempty"`
	Write  bool        `json:"write"` // an INSERT, UPDATE or DELETE; else a read
	// DDL marks a query file's named DDL: no access pattern, never run.
	DDL    bool    `json:"ddl,omitempty"`
	Checks []Check `json:"checks"`
}

// Check is one pattern run for one binding, by request or by PartiQL.
type Check struct {
	Binding   string  `json:"binding"` // name=value, ...
	Via       string  `json:"via"`     // "request" or "partiql"
	Status    string  `json:"status"`
	SQLRows   int     `json:"sqlRows"`
	Items     int     `json:"items"`
	Requests  int     `json:"requests"`
	ReadUnits float64 `json:"readUnits"`
	Diff      string  `json:"diff,omitempty"`
	// Values are the binding's parameter values by placeholder, and
	// Returned the items DynamoDB returned for it: what a consumer of an
	// export runs and compares with (the ElectroDB test does).
	Values   map[string]string                 `json:"-"`
	Returned []map[string]types.AttributeValue `json:"-"`
	// fault is an error of DynamoDB itself (it stopped answering, the run
	// was cancelled), not of the design: the run stops with it.
	fault error
}

// ErrEngineFault says DynamoDB or the SQL engine failed during the run:
// no answer of the design is wrong for it, the run could not go on.
var ErrEngineFault = errors.New("the run could not go on")

// faultOf tells an error of the engine (the request was not answered, or
// its answer could not be read) from an answer DynamoDB gave (a
// ValidationException is the design's).
func faultOf(err error) error {
	var send *smithyhttp.RequestSendError
	var read *smithy.DeserializationError
	if errors.As(err, &send) || errors.As(err, &read) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, ErrEngineFault) {
		return err
	}
	return nil
}

// add records a check: a failed one fails the pattern; one the SQL engine
// could not run leaves a passing pattern not verified, saying why.
func (p *PatternResult) add(c Check) {
	p.Checks = append(p.Checks, c)
	switch {
	case c.Status == Fail:
		p.Status = Fail
	case c.Status == NotVerified && p.Status == Pass:
		p.Status, p.Reason = NotVerified, c.Diff
	}
}

// fault is the first engine fault among a pattern's checks.
func (p *PatternResult) fault() error {
	for _, c := range p.Checks {
		if c.fault != nil {
			return c.fault
		}
	}
	return nil
}

// Failed reports whether any pattern failed, or an interleaving left the
// table other than the rows.
func (r *Result) Failed() bool {
	return len(r.Interleavings.Anomalies) > 0 || slices.ContainsFunc(r.Patterns, func(p PatternResult) bool { return p.Status == Fail })
}

// Run verifies d. The error is for a run that could not happen (no engine,
// a table that cannot be created); a design that gives wrong answers is a
// Result with failed patterns.
func Run(ctx context.Context, d *design.Design, opts Options) (*Result, error) {
	if opts.NoLoad {
		return runExisting(ctx, d, opts)
	}
	res := &Result{}
	rnd := rand.New(rand.NewPCG(opts.Seed, 0x5eed))
	endpoint := opts.Endpoint
	start := time.Now()
	// DynamoDB Local starts while the SQL side loads: the JVM's start is
	// the longest wait of a run. It is stopped however the run ends.
	var l *local
	localUp := func() error { return nil }
	if endpoint == "" {
		if opts.LocalDir == "" {
			return nil, fmt.Errorf("%w: %s", ErrNoEngine, install)
		}
		started := make(chan error, 1)
		go func() {
			var err error
			l, err = startLocal(ctx, opts.LocalDir, false)
			res.Timing.EngineStart = time.Since(start)
			started <- err
		}()
		localUp = sync.OnceValue(func() error { return <-started })
		defer func() {
			if localUp() == nil {
				l.stop()
			}
		}()
	}

	timeout := cmp.Or(opts.Timeout, DefaultTimeout)
	eng, err := openEngine(ctx, opts.MySQL, timeout)
	if err != nil {
		return nil, err
	}
	defer eng.close()
	if me, ok := eng.(*mysqlEngine); ok && me.note != "" {
		res.Notes = append(res.Notes, me.note)
	}
	data, err := loadSQL(ctx, eng, d.Model, opts, rnd, res)
	if err != nil {
		return nil, cmp.Or(eng.fault(), err)
	}
	if err := localUp(); err != nil {
		return nil, err
	}
	if l != nil {
		endpoint = l.endpoint
	}
	client, err := newClient(ctx, endpoint, timeout)
	if err != nil {
		return nil, err
	}
	if err := ping(ctx, client); err != nil {
		return nil, fmt.Errorf("%w: %s does not answer: %v", ErrNoEngine, endpoint, err)
	}
	t, err := createTable(ctx, client, d, uniqueName(d.Table))
	if err != nil {
		return nil, err
	}
	res.Table = t.name
	if opts.Endpoint != "" && opts.Started != nil {
		opts.Started(t.name)
	}
	if !opts.Keep {
		defer t.drop(context.WithoutCancel(ctx))
	}
	if me, ok := eng.(*mysqlEngine); ok && opts.migrate {
		err = migrated(ctx, me, t, d, opts.viaImport)
	} else {
		err = loadDynamo(ctx, t, d, data)
	}
	if err != nil {
		return nil, cmp.Or(eng.fault(), err)
	}
	res.Timing.Load = time.Since(start) - res.Timing.EngineStart

	onTable := *d
	onTable.Table = t.name
	if opts.ViaGo {
		build, pkg := opts.Go, opts.GoPackage
		if build == nil {
			pkg = "dynamo"
			settings := map[string]gogen.Options{}
			if opts.GoOptions != nil {
				settings[pkg] = *opts.GoOptions
			}
			if build, err = BuildGo(map[string]*design.Design{pkg: d}, settings); err != nil {
				return nil, err
			}
			defer build.Close()
		}
		g, err := build.start(ctx, pkg, endpoint, t.name)
		if err != nil {
			return nil, err
		}
		defer g.stop()
		opts.goDriver = g
		res.ViaGo = len(g.methods)
	}
	for _, p := range d.Plans {
		pr := checkPattern(ctx, eng, t, d, &onTable, p, data, 0, opts, rnd, &res.Timing)
		if err := cmp.Or(eng.fault(), stopped(ctx, &pr)); err != nil {
			return nil, err
		}
		if pr.Status == Pass && !pr.Write && !slices.ContainsFunc(pr.Checks, func(c Check) bool { return c.SQLRows > 0 }) {
			// Agreeing on nothing proves nothing: no row loaded is one it reads.
			pr.Status, pr.Reason = NotVerified, "every binding's answer was empty on both sides: no row loaded is one it reads, so agreeing proves nothing (give the input INSERT rows it finds)"
		}
		res.Patterns = append(res.Patterns, pr)
	}
	w := &writer{eng: eng, t: t, d: d, data: maps.Clone(data), rnd: rnd, timing: &res.Timing, g: opts.goDriver}
	for k, p := range d.Plans {
		if p.Pattern.Statement == analyze.Select || res.Patterns[k].Status == Unsupported {
			continue
		}
		pr, touched := w.write(ctx, k, p)
		if err := cmp.Or(eng.fault(), stopped(ctx, pr)); err != nil {
			return nil, err
		}
		if p.Evict != nil {
			// A REPLACE's checks deleted rows: the writes after draw
			// theirs from the rows there are.
			now, err := readBack(eng, d.Model)
			if err != nil {
				return nil, err
			}
			w.data = now
		}
		if pr.Status != NotVerified {
			if err := w.readsAfter(ctx, &onTable, p, pr, touched, res.Patterns); err != nil {
				return nil, err
			}
		}
		res.Patterns[k] = *pr
	}
	for k, p := range d.Plans {
		viaGoUnrun(&res.Patterns[k], opts.goDriver.notRun(p))
	}
	if !opts.NoInterleavings {
		if err := w.interleave(ctx, res); err != nil {
			return nil, cmp.Or(eng.fault(), err)
		}
	}
	return res, nil
}

// viaGoUnrun marks a pattern the design serves whose generated method
// does not run its plan (why, "" for one that does): with --via-go
// the package is what is verified, and that method is not, whatever its
// requests showed. Its check via "go" says why, and a pattern that
// passed is not verified.
func viaGoUnrun(pr *PatternResult, why string) {
	if why == "" || pr.Status == Unsupported {
		return
	}
	pr.Checks = append(pr.Checks, Check{Via: "go", Status: NotVerified, Diff: why})
	switch pr.Status {
	case Pass:
		pr.Status, pr.Reason = NotVerified, "not via go: "+why
	case NotVerified:
		pr.Reason += "; and not via go: " + why
	}
}

// stopped is the error a run ends with after a pattern: the run was
// cancelled (Ctrl-C), or an engine fault made its checks meaningless.
func stopped(ctx context.Context, pr *PatternResult) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := pr.fault(); err != nil {
		return fmt.Errorf("%w: DynamoDB did not answer %s: %s", ErrEngineFault, pr.Name, firstLine(err.Error()))
	}
	return nil
}

// firstLine is an error's first line: joined errors print one each.
func firstLine(s string) string {
	first, rest, more := strings.Cut(s, "\n")
	if more {
		return fmt.Sprintf("%s (and %d more lines)", first, strings.Count(rest, "\n")+1)
	}
	return first
}

func openEngine(ctx context.Context, dsn string, timeout time.Duration) (engine, error) {
	if dsn != "" {
		return newMySQLEngine(ctx, dsn, timeout)
	}
	return newMemEngine(ctx)
}

// definerRE finds a view's DEFINER = user@host (mysqldump writes one):
// naming another user than oneself takes SUPER, which the run's own user
// lacks, so the view is made with the run's user as its definer.
var definerRE = regexp.MustCompile("(?i)\\bDEFINER\\s*=\\s*(`[^`]*`|'[^']*'|[A-Za-z0-9_$.]+)(\\s*@\\s*(`[^`]*`|'[^']*'|[A-Za-z0-9_$.%-]+))?")

// viewRE is a CREATE [OR REPLACE] [ALGORITHM = x] [DEFINER = u] [SQL
// SECURITY x] VIEW.
var viewRE = regexp.MustCompile(`(?is)^\s*CREATE\s[^(;]*?\bVIEW\b`)

// plainIndexRE is a CREATE INDEX that is not UNIQUE.
var plainIndexRE = regexp.MustCompile(`(?is)^\s*CREATE\s+(FULLTEXT\s+|SPATIAL\s+)?INDEX\b`)

// loadSQL builds the schema on the engine and loads the rows: the input's
// own INSERT rows, or generated ones. It returns the rows as the engine
// holds them.
func loadSQL(ctx context.Context, eng engine, m *analyze.Model, opts Options, rnd *rand.Rand, res *Result) (map[string][]row, error) {
	_, inProcess := eng.(*memEngine)
	// The schema's files come in the order the input gives them, which a
	// sqlc glob sorts by name (schema/10_fields before schema/9_types):
	// a foreign key may name a table created after it, as MySQL takes
	// with foreign_key_checks off. They are on again for the rows.
	if err := eng.exec("SET FOREIGN_KEY_CHECKS = 0"); err != nil {
		return nil, err
	}
	for i, ddl := range m.Schema {
		if me, ok := eng.(*mysqlEngine); ok && me.mariaDB && i < len(m.SchemaMariaDB) {
			ddl = m.SchemaMariaDB[i] // a GENERATED column's NOT NULL, which MariaDB refuses, left out
		}
		if viewRE.MatchString(ddl) {
			ddl = definerRE.ReplaceAllString(ddl, "")
		}
		if !inProcess {
			// MariaDB has no MySQL 8 collations: their nearest equals.
			ddl = analyze.OnMariaDB(ddl)
		}
		var err error
		switch {
		case inProcess && i < len(m.SchemaQuoted) && generatedRE.MatchString(ddl):
			err = eng.exec(m.SchemaQuoted[i]) // GENERATED columns as plain ones: load computes them
		default:
			err = eng.exec(ddl)
			if err != nil && inProcess && isSyntax(err) && i < len(m.SchemaQuoted) && m.SchemaQuoted[i] != ddl {
				// The in-process engine's parser reserves words MySQL does
				// not (plan, system): every identifier quoted, it may take it.
				err = eng.exec(m.SchemaQuoted[i])
			}
		}
		if err != nil && inProcess && plainIndexRE.MatchString(ddl) {
			// An index changes no answer, only how fast it comes: one the
			// in-process engine cannot build (on an expression, (synced_at
			// IS NULL)) is left out. A UNIQUE one is a constraint, and stays.
			continue
		}
		if err != nil {
			hint := ""
			if inProcess {
				hint = " (the in-process engine does not take all of MySQL: verify --mysql runs the schema on MySQL or MariaDB)"
			}
			return nil, fmt.Errorf("the SQL engine refused the schema%s: %w\n%s", hint, err, ddl)
		}
	}
	// The input's INSERT rows fill their tables; every other table gets
	// generated rows (all of them with --generate), pointing at the
	// input's rows where they are parents: one sample INSERT (a migration
	// tool's version table) leaves no table empty.
	given := literalRows(m)
	if opts.Generate {
		given = nil
	}
	rows := given
	source := map[string]string{}
	for _, e := range m.Entities {
		source[e.Name] = "input"
		if len(given[e.Name]) == 0 {
			source[e.Name] = "generated"
		}
	}
	if slices.Contains(slices.Collect(maps.Values(source)), "generated") {
		_, inProcess := eng.(*memEngine)
		rows = generate(ctx, m, max(opts.Rows, 1), rnd, given, inProcess)
		// Generated rows point at existing parents by construction; checking
		// each foreign key costs go-mysql-server 20 times the load itself.
		// The input's own rows alone keep the check.
		if err := eng.exec("SET FOREIGN_KEY_CHECKS = 0"); err != nil {
			return nil, err
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err // a signal during the generation
	}
	if err := load(ctx, eng, m, rows); err != nil {
		return nil, err
	}
	if err := eng.exec("SET FOREIGN_KEY_CHECKS = 1"); err != nil {
		return nil, err
	}
	data, err := readBack(eng, m)
	if err != nil {
		return nil, err
	}
	for _, e := range m.Entities {
		res.Rows = append(res.Rows, EntityRows{Entity: e.Name, Rows: len(data[e.Name]), Source: source[e.Name]})
	}
	return data, nil
}

// generatedRE finds a GENERATED column in a schema statement.
var generatedRE = regexp.MustCompile(`(?i)\bGENERATED\s+ALWAYS\b|\bAS\s*\(`)

// isSyntax reports whether the in-process engine refused a statement's
// syntax, where a word it reserves and MySQL does not may be the cause.
func isSyntax(err error) bool { return strings.Contains(err.Error(), "syntax error") }

func loadDynamo(ctx context.Context, t *table, d *design.Design, data map[string][]row) error {
	items, err := tableItems(d, data)
	if err != nil {
		return err
	}
	return t.put(ctx, items)
}

// migrated fills t by migrating the database of me: a row it refuses is
// the run's error (the in-memory load would have failed on it too), an
// orphan it writes without its copies is not (the in-memory load writes
// it so). The database is the schema as the run made it on the server:
// where it differs from the schema (MariaDB's defaults are not MySQL 8's)
// the migration goes on.
func migrated(ctx context.Context, me *mysqlEngine, t *table, d *design.Design, viaImport bool) error {
	opts := migrate.Options{Source: me.db, Client: t.client, Table: t.name, AcceptSchema: true}
	if viaImport {
		dir, err := os.MkdirTemp("", "sql2dynamo-import-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		opts.Client, opts.ToImport, opts.PartBytes = nil, dir, 64<<10
	}
	res, err := migrate.Run(ctx, d, opts)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	if viaImport {
		if _, err := migrate.Load(ctx, d, migrate.LoadOptions{Dir: opts.ToImport, Client: t.client, Table: t.name}); err != nil {
			return fmt.Errorf("migrate: loading the import files: %w", err)
		}
	}
	for _, r := range res.Refused {
		if !r.Written {
			return fmt.Errorf("migrate refused %s (%s): %s", r.Entity, r.Key, r.Why)
		}
	}
	return nil
}

// tableItems are the items the design keeps for the rows: each row's item,
// its lock and lookup items, the counters and the sequences, as a migration
// puts them (package items lays each out). Two rows whose items share a
// key fail the load, named, before any is written: the design's keys hold
// them alike where the SQL holds them apart (a FLOAT MariaDB prints
// rounded, a fold the collation does not make), and the table could keep
// one; BatchWriteItem's own refusal names neither.
func tableItems(d *design.Design, data map[string][]row) ([]map[string]types.AttributeValue, error) {
	var out []map[string]types.AttributeValue
	owners := map[string]string{} // an item's key → what it is the item of
	add := func(owner string, its ...map[string]types.AttributeValue) error {
		for _, it := range its {
			k := itemKey(it)
			if first, ok := owners[k]; ok {
				return fmt.Errorf("%s and %s have one key %s, and a table keeps one item of a key: the SQL holds them apart, the design's keys hold their values alike (a fold the collation does not make, a number the engine prints rounded)", first, owner, k)
			}
			owners[k] = owner
			out = append(out, it)
		}
		return nil
	}
	rel := memRelated{d: d, data: data}
	for _, e := range d.Entities {
		if e.Embedding != nil {
			continue // its rows travel inside the parent's items
		}
		src := d.Model.Entity(e.Name)
		for _, r := range data[e.Name] {
			it, err := items.Of(e, src, r)
			if err != nil {
				return nil, err
			}
			items.Denormalize(d, e, r, it, rel)
			its := []map[string]types.AttributeValue{it}
			for _, l := range slices.Concat(e.Locks, e.Lookups) {
				if lock := items.Side(l, src, r); lock != nil {
					its = append(its, lock)
				}
			}
			if err := add(fmt.Sprintf("the row %s (%s)", e.Name, items.KeyText(src, r)), its...); err != nil {
				return nil, err
			}
		}
		if err := add(fmt.Sprintf("a counter of %s", e.Name), counterItems(e, src, data[e.Name])...); err != nil {
			return nil, err
		}
		if q := e.Sequence; q != nil {
			if err := add(fmt.Sprintf("the sequence of %s", e.Name), sequenceItem(q, data[e.Name])); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// sequenceItem is an entity's sequence as a migration puts it: next is
// the column's MAX over the loaded rows, as AUTO_INCREMENT goes on from.
func sequenceItem(q *design.Sequence, rows []row) map[string]types.AttributeValue {
	top := new(big.Int)
	for _, r := range rows {
		if v := r[q.Column]; v != nil {
			if n, ok := new(big.Int).SetString(*v, 10); ok && n.Cmp(top) > 0 {
				top = n
			}
		}
	}
	return items.Sequence(q, top.String())
}

// counterItems count the loaded rows of an entity per counter group.
func counterItems(e *design.Entity, src *analyze.Entity, rows []row) []map[string]types.AttributeValue {
	var out []map[string]types.AttributeValue
	for _, c := range e.Counters {
		counts := map[string]int64{}
		var order []string
		for _, r := range rows {
			pk, ok := items.CounterKey(c, src, r)
			if !ok {
				continue
			}
			if counts[pk] == 0 {
				order = append(order, pk)
			}
			counts[pk]++
		}
		for _, pk := range order {
			out = append(out, items.Counter(c, pk, counts[pk]))
		}
	}
	return out
}

// lockItem is a row's lock or lookup item (items.Side).
func lockItem(l design.Lock, e *analyze.Entity, r row) map[string]types.AttributeValue {
	return items.Side(l, e, r)
}

// memRelated finds a row's parent and embedded children among the rows
// in memory.
type memRelated struct {
	d    *design.Design
	data map[string][]row
}

func (m memRelated) Parent(c *design.Copy, r items.Row) items.Row {
	return find(m.data[c.Parent], c.Ref, r, c.FK)
}

func (m memRelated) Children(child *design.Entity, r items.Row) []items.Row {
	var out []items.Row
	for _, cr := range m.data[child.Name] {
		if same(cr, child.Embedding.FK, r, child.Embedding.Ref) {
			out = append(out, cr)
		}
	}
	return out
}

// find is the row of rows whose cols equal r's refCols.
func find(rows []row, cols []string, r row, refCols []string) row {
	for _, x := range rows {
		if same(x, cols, r, refCols) {
			return x
		}
	}
	return nil
}

func same(a row, acols []string, b row, bcols []string) bool { return items.Same(a, acols, b, bcols) }

// uniqueName is a table name no other run uses. It is never printed, so it
// needs no determinism.
func uniqueName(base string) string {
	b := make([]byte, 4)
	crand.Read(b)
	return fmt.Sprintf("%s-verify-%s", base, hex.EncodeToString(b))
}

// checkPattern runs one pattern for its bindings, by request and by PartiQL.
func checkPattern(ctx context.Context, eng engine, t *table, d, onTable *design.Design, p *design.Plan, data map[string][]row, prefer int, opts Options, rnd *rand.Rand, timing *Timing) PatternResult {
	pr := PatternResult{Name: p.Pattern.Name, Pos: p.Pattern.Pos, Write: p.Pattern.Statement != analyze.Select, Checks: []Check{}}
	switch {
	case p.Pattern.Statement == analyze.DDL:
		// Unsupported in the design too: a DROP TABLE of a query file
		// never reaches the SQL engine, whatever the plan says.
		pr.Status, pr.Reason, pr.DDL = Unsupported, "DDL of a query file: not an access pattern, so its SQL is never run", true
		return pr
	case len(p.Pattern.Outside) > 0:
		// The design makes such a pattern unsupported; this guard keeps the
		// SQL engine from ever running it, read or write, whatever the plan
		// says (the writes' loop skips it too).
		pr.Status, pr.Reason = Unsupported, "it reaches outside the tables, so its SQL is never run"
		return pr
	case p.Status == design.Unsupported || p.Operation == "" && p.Pattern.Statement == analyze.Select:
		// A write served by no request (SET c = c) runs: the SQL must
		// change nothing either.
		pr.Status, pr.Reason = Unsupported, "the design does not serve it, so there is nothing to run"
		return pr
	case p.Pattern.Statement != analyze.Select:
		pr.Status, pr.Reason = NotVerified, "a write: run after the reads"
		return pr
	case unlikeMySQL(eng, d.Model, p) != "":
		pr.Status, pr.Reason = NotVerified, unlikeMySQL(eng, d.Model, p)
		return pr
	}
	target := d.Model.Entity(p.Entity)
	pr.Status = Pass
	gm := opts.goDriver.method(p) // a list plan's is its pattern's method
	for _, lp := range listPlans(d, p) {
		checkSets(ctx, eng, t, d, onTable, lp, gm, data, prefer, opts, rnd, timing, &pr)
		if pr.Status != Pass {
			break
		}
	}
	if pr.Status == Pass && len(pr.Checks) == 0 {
		pr.Status, pr.Reason = NotVerified, fmt.Sprintf("no row of %s gives values for its parameters", target.Name)
	}
	return pr
}

// unlikeMySQL says why the in-process engine cannot answer a pattern as
// MySQL does: it compares the values of a case- or accent-insensitive
// column byte by byte in an aggregate over DISTINCT values (Bakery and
// bakery two merchants) and in a JOIN's ON (plan 'Free' joins no 'free';
// but along a foreign key, whose generated values copy the parent's
// bytes), and it answers a NOT EXISTS correlated with the table the
// statement reads with no row; "" when it can.
func unlikeMySQL(eng engine, m *analyze.Model, p *design.Plan) string {
	if _, inProcess := eng.(*memEngine); !inProcess {
		return ""
	}
	related := func(a, b analyze.ColumnRef) bool { // a's foreign key to b: generated rows copy b's bytes
		e := m.Entity(a.Entity)
		return e != nil && slices.ContainsFunc(e.ForeignKeys, func(fk *analyze.ForeignKey) bool {
			i := slices.IndexFunc(fk.Columns, func(c string) bool { return strings.EqualFold(c, a.Column) })
			return i >= 0 && strings.EqualFold(fk.RefEntity, b.Entity) && strings.EqualFold(fk.RefColumns[i], b.Column)
		})
	}
	for _, j := range p.Pattern.Joins {
		if related(j.Left, j.Right) || related(j.Right, j.Left) {
			continue
		}
		if e := m.Entity(j.Left.Entity); e != nil {
			if col := e.Column(j.Left.Column); col != nil && col.Kind == analyze.KindString && col.Fold != analyze.FoldNone {
				return fmt.Sprintf("the JOIN on %s.%s: the in-process engine compares it byte by byte where its collation folds it, so its answer is not MySQL's; verify --mysql runs it (./test.sh does, on MariaDB)", j.Left.Entity, col.Name)
			}
		}
	}
	for _, r := range p.Pattern.RowReads {
		if r.Absent {
			// go-mysql-server v0.20 answers no row at all for
			// SELECT m.id FROM members m WHERE m.manager_id = 1 AND NOT
			// EXISTS (SELECT 1 FROM members r WHERE r.manager_id = m.id)
			// where MySQL answers the members without reports.
			return fmt.Sprintf("NOT EXISTS over %s correlated with %s itself: the in-process engine answers no row where MySQL answers those it finds none for; verify --mysql runs it (./test.sh does, on MariaDB)", r.Entity, r.Entity)
		}
	}
	for _, a := range p.Pattern.Aggregates {
		e := m.Entity(a.Entity)
		if !a.Distinct || a.Arg == nil || e == nil {
			continue
		}
		for _, c := range a.Arg.Columns() {
			if col := e.Column(c); col != nil && col.Kind == analyze.KindString && col.Fold != analyze.FoldNone {
				return fmt.Sprintf("%s: the in-process engine takes the DISTINCT values of %s byte by byte where its collation folds them, so its answer is not MySQL's; verify --mysql runs it (./test.sh does, on MariaDB)", a, col.Name)
			}
		}
	}
	return ""
}

// listPlans are the plans a pattern runs as: itself, or, when sqlc.slice
// gives it a list of any length, the plans of a list of 1 and of 3.
func listPlans(d *design.Design, p *design.Plan) []*design.Plan {
	if one := d.ListPlan(p, 1); one != p {
		return []*design.Plan{one, d.ListPlan(p, 3)}
	}
	return []*design.Plan{p}
}

// checkSets runs one plan for its bindings, adding the checks to pr;
// gm, when not nil, is the generated method that runs it.
func checkSets(ctx context.Context, eng engine, t *table, d, onTable *design.Design, p *design.Plan, gm *gogen.Method, data map[string][]row, prefer int, opts Options, rnd *rand.Rand, timing *Timing, pr *PatternResult) {
	target := d.Model.Entity(p.Entity)
	sets := bindings(p, d.Model, data, target, prefer, max(opts.BindingsPerPattern, 1)+prefer, rnd)
	// Each variant of an optional condition runs too: a binding with its
	// parameters NULL.
	for i, v := range p.Variants {
		if len(sets) == 0 || p.Pattern.Statement != analyze.Select {
			break
		}
		values := maps.Clone(sets[i%len(sets)])
		for _, x := range v.Nulls {
			delete(values, x)
		}
		sets = append(sets, values)
	}
	for _, values := range sets {
		start := time.Now()
		want, err := expected(eng, d.Model, p, values)
		timing.SQL += time.Since(start)
		if err != nil {
			// The SQL side could not answer (a function the engine lacks):
			// nothing to compare with, which is no fault of the design.
			pr.add(Check{Binding: bindingText(d.Model, p, values), Via: "sql", Status: NotVerified, Diff: "the SQL engine refused the statement: " + firstLine(err.Error())})
			return
		}
		start = time.Now()
		checks := []Check{run(ctx, t, d, onTable, p, want, values, false)}
		if partiql.For(onTable, p.Null(d.Table, d.Model, func(x string) bool { _, given := values[x]; return !given })) != nil {
			checks = append(checks, run(ctx, t, d, onTable, p, want, values, true))
		}
		if gm != nil {
			checks = append(checks, opts.goDriver.check(gm, d, p, want, values))
		}
		timing.DynamoDB += time.Since(start)
		for _, c := range checks {
			pr.add(c)
		}
		if pr.fault() != nil || eng.fault() != nil {
			return // an engine stopped answering: the run stops after this pattern
		}
	}
}

// shardValues are the values for each request a plan sends: one set, or
// one per shard of a sharded key (R14).
func shardValues(p *design.Plan, values map[string]string) []map[string]string {
	if p.Shards <= 1 {
		return []map[string]string{values}
	}
	var out []map[string]string
	for i := range p.Shards {
		v := maps.Clone(values)
		v[design.ShardCol] = fmt.Sprint(i)
		out = append(out, v)
	}
	return out
}

// run sends a pattern's requests, or its PartiQL statements, every step of
// its plan, and compares the items with the SQL rows.
func run(ctx context.Context, t *table, d, onTable *design.Design, p *design.Plan, want *rowsByEntity, values map[string]string, partiQL bool) Check {
	via := "request"
	if partiQL {
		via = "partiql"
	}
	c := Check{Binding: bindingText(d.Model, p, values), Via: via, Status: Pass, SQLRows: want.count, Values: values}
	limit := p.Pattern.Limit
	if v, ok := values[design.LimitParam]; ok {
		fmt.Sscan(v, &limit)
	}
	r := &runner{t: t, d: d, onTable: onTable, partiQL: partiQL, limit: limit, a: &answer{}, stmts: map[*design.Plan][]*partiql.Statement{}}
	// The plan for the call's NULL parameters: an optional condition's
	// variant (design.Plan.Null).
	p = p.Null(d.Table, d.Model, func(x string) bool { _, given := values[x]; return !given })
	items, err := r.execute(ctx, p, values)
	if err == nil {
		err = r.bindError()
	}
	if err != nil {
		c.Status, c.Diff, c.fault = Fail, "DynamoDB: "+err.Error(), faultOf(err)
		return c
	}
	c.Items, c.Requests, c.ReadUnits = len(items), r.a.calls, r.a.units
	c.Returned = items
	if p.Counter != nil {
		// COUNT(*) against the counter item's count; no item means 0.
		got := "0"
		if len(items) > 0 {
			got = deref(attr(items[0][design.CountAttr]))
		}
		if exp := want.scalar; got != exp {
			c.Status, c.Diff = Fail, fmt.Sprintf("COUNT(*): expected %s, got %s", exp, got)
		}
		return c
	}
	got := fromItems(d, childful(p, items), want)
	diff := compare(d.Model, p, want, got)
	if want.full != nil {
		rows := len(items)
		if r.paired != nil {
			rows = len(r.paired)
		}
		diff = cutDiff(d.Model, p, want, got, rows, r.paired)
	}
	if diff == "" && want.whole != nil && r.paired != nil && p.Pattern.Limit == 0 && !p.Pattern.LimitParam && want.full == nil {
		// Each table's rows are right: are they paired as the SQL's?
		// (Under a LIMIT, rows tied at the cut may be others.)
		diff = pairing(d.Model, p, want, r.paired)
	}
	if diff == "" && want.multi && want.whole != nil && r.paired != nil {
		diff = joinOrder(d.Model, p, want, r.paired)
	}
	if diff != "" {
		c.Status, c.Diff = Fail, diff
	}
	return c
}

// bindingText shows a check's parameter values by the names the SQL gives
// them (sqlc.arg(author): author=7), a sqlc.slice list as one: ids=(1, 2).
func bindingText(m *analyze.Model, p *design.Plan, values map[string]string) string {
	name := func(b design.Binding) string { return cmp.Or(b.Param, b.Name) }
	var parts []string
	for i, b := range p.Bindings {
		v, ok := values[b.Name]
		if ok {
			v = items.Shown(bindingColumn(m, p, b), v) // a binary value in hex
		}
		if sameList(p.Bindings, i) {
			parts[len(parts)-1] = strings.TrimSuffix(parts[len(parts)-1], ")") + ", " + v + ")"
			continue
		}
		if b.List {
			parts = append(parts, name(b)+"=("+v+")")
			continue
		}
		if !ok && (p.Pattern.Statement != analyze.Select || len(p.Variants) > 0 || slices.ContainsFunc(p.Optional, func(o design.Optional) bool { return o.Param == b.Name })) {
			v = "NULL" // a write's NULL parameter (COALESCE(?, c)'s keeps c), an optional condition's
		}
		parts = append(parts, name(b)+"="+v)
	}
	return strings.Join(slices.Compact(parts), ", ")
}

// bindingColumn is the column parameter b is compared with, nil for none
// (LIMIT's).
func bindingColumn(m *analyze.Model, p *design.Plan, b design.Binding) *analyze.Column {
	col, _, _ := strings.Cut(b.Name, ".")
	if e := bindingEntity(m, b, m.Entity(p.Entity)); e != nil {
		return e.Column(col)
	}
	return nil
}

// bindings draws parameter values from rows of the tables the parameters
// are compared with (the target's, unless a join reads another table
// first): n sets that match rows, one from a row holding a NULL, a parent
// without children, the edges of each range, and one that matches nothing. The first
// prefer rows of the target are tried before the others (rows just
// written).
func bindings(p *design.Plan, m *analyze.Model, data map[string][]row, target *analyze.Entity, prefer, n int, rnd *rand.Rand) []map[string]string {
	if len(p.Bindings) == 0 {
		return []map[string]string{{}}
	}
	src := target.Name
	for _, b := range p.Bindings {
		if b.Entity != "" && b.Name != design.LimitParam {
			src = b.Entity
			break
		}
	}
	rows := data[src]
	if len(rows) == 0 {
		return nil
	}
	if src != target.Name {
		prefer = 0
	}
	var sets []map[string]string
	seen := map[string]bool{}
	add := func(values map[string]string, ok bool) {
		if ok && !seen[bindingText(m, p, values)] {
			seen[bindingText(m, p, values)] = true
			sets = append(sets, values)
		}
	}
	order := rnd.Perm(len(rows))
	for i := prefer - 1; i >= 0; i-- {
		order = append([]int{i}, order...)
	}
	for _, i := range order {
		if len(sets) == n {
			break
		}
		add(draw(p, m, data, src, i, rnd))
	}
	// A row with a NULL in it, so that a NULL comes back (an attribute the
	// item leaves out) and is compared.
	if i := slices.IndexFunc(order, func(i int) bool { return slices.Contains(slices.Collect(maps.Values(rows[i])), nil) }); i >= 0 {
		add(draw(p, m, data, src, order[i], rnd))
	}
	if len(sets) > 0 {
		like := sets[0]
		add(childless(p, m, data, m.Entity(src), like))
		for _, edge := range edges(p, m, data, m.Entity(src), like) {
			add(edge, true)
		}
		add(nothing(p, m, target, like))
	}
	return sets
}

// childless is a binding of a parent with no child: the parameters
// compared with the columns of a foreign key of src (one column or
// several) take the key of a parent row no src row points at (bindings
// drawn from src rows never do). The SQL then finds nothing, or the parent
// alone under a LEFT JOIN.
func childless(p *design.Plan, m *analyze.Model, data map[string][]row, src *analyze.Entity, like map[string]string) (map[string]string, bool) {
	for _, fk := range src.ForeignKeys {
		parent := m.Entity(fk.RefEntity)
		if parent == nil || parent == src {
			continue
		}
		params := make([]string, len(fk.Columns)) // the binding of each column
		for i, col := range fk.Columns {
			for _, b := range p.Bindings {
				if strings.EqualFold(b.Name, col) && bindingEntity(m, b, src) == src {
					params[i] = b.Name
				}
			}
		}
		if slices.Contains(params, "") {
			continue
		}
		tuple := func(r row, e *analyze.Entity, cols []string) (string, bool) {
			var parts []string
			for _, c := range cols {
				v := r[e.Column(c).Name]
				if v == nil {
					return "", false
				}
				parts = append(parts, *v)
			}
			return strings.Join(parts, "\x00"), true
		}
		used := map[string]bool{}
		for _, r := range data[src.Name] {
			if k, ok := tuple(r, src, fk.Columns); ok {
				used[k] = true
			}
		}
		for _, r := range data[parent.Name] {
			if k, ok := tuple(r, parent, fk.RefColumns); ok && !used[k] {
				out := maps.Clone(like)
				for i, c := range fk.RefColumns {
					out[params[i]] = *r[parent.Column(c).Name]
				}
				return out, true
			}
		}
	}
	return nil, false
}

// edges are bindings like like whose range bounds sit on the first and
// last values of their column in sort order, among the rows that share
// like's other values (the partition the range reads): the span (lo on the
// first, hi on the last: > first and < last drop exactly the end rows),
// then every bound on the first, then every bound on the last (<= first
// finds the first rows alone, > last nothing), then the span turned round
// (lo on the last, hi on the first: no row). An off-by-one in a key
// condition shows there.
func edges(p *design.Plan, m *analyze.Model, data map[string][]row, src *analyze.Entity, like map[string]string) []map[string]string {
	span, first, last, inverted := maps.Clone(like), maps.Clone(like), maps.Clone(like), maps.Clone(like)
	ranged := false
	for _, b := range p.Bindings {
		col, suffix, _ := strings.Cut(b.Name, ".")
		if suffix != "lo" && suffix != "hi" {
			continue
		}
		e := bindingEntity(m, b, src)
		c := e.Column(col)
		if c == nil {
			return nil
		}
		var lo, hi *string
		for _, r := range data[e.Name] {
			if !sameOthers(p, m, src, e, r, like) || r[c.Name] == nil {
				continue
			}
			if v := r[c.Name]; lo == nil || less(c, *v, *lo) {
				lo = v
			}
			if v := r[c.Name]; hi == nil || less(c, *hi, *v) {
				hi = v
			}
		}
		if lo == nil {
			return nil
		}
		first[b.Name], last[b.Name], ranged = *lo, *hi, true
		span[b.Name], inverted[b.Name] = *lo, *hi
		if suffix == "hi" {
			span[b.Name], inverted[b.Name] = *hi, *lo
		}
	}
	if !ranged {
		return nil
	}
	// The span turned round, lo on the last and hi on the first: an empty
	// range, which the SQL answers with no row and DynamoDB would refuse
	// to read (design.AppEmpty).
	return []map[string]string{span, first, last, inverted}
}

// sameOthers reports whether row r of e holds like's values for the
// parameters of e that are no range bound.
func sameOthers(p *design.Plan, m *analyze.Model, src, e *analyze.Entity, r row, like map[string]string) bool {
	for _, b := range p.Bindings {
		col, suffix, _ := strings.Cut(b.Name, ".")
		c := e.Column(col)
		if suffix != "" || bindingEntity(m, b, src) != e || c == nil {
			continue
		}
		if v := r[c.Name]; v == nil || *v != like[b.Name] {
			return false
		}
	}
	return true
}

// bindingEntity is the table a parameter's values come from.
func bindingEntity(m *analyze.Model, b design.Binding, target *analyze.Entity) *analyze.Entity {
	if e := m.Entity(b.Entity); e != nil {
		return e
	}
	return target
}

// draw takes the values of row i of src (and, for IN lists and ranges, of
// other rows); a parameter of another table takes row i of that table.
func draw(p *design.Plan, m *analyze.Model, data map[string][]row, src string, i int, rnd *rand.Rand) (map[string]string, bool) {
	values := map[string]string{}
	for _, b := range p.Bindings {
		if b.Name == design.LimitParam {
			values[b.Name] = "3"
			continue
		}
		e := bindingEntity(m, b, m.Entity(src))
		rows := data[e.Name]
		if len(rows) == 0 {
			return nil, false
		}
		col, suffix, _ := strings.Cut(b.Name, ".")
		r := rows[i%len(rows)]
		if suffix != "" && suffix != "lo" && suffix != "hi" && suffix != "new" && suffix != "prefix" {
			k, _ := strconv.Atoi(suffix)
			r = rows[(i+k-1)%len(rows)] // IN list: one row per value
		}
		v := r[col]
		if v == nil {
			return nil, false
		}
		values[b.Name] = *v
		if p.Pattern.Statement == analyze.Select && (suffix == "" || strings.Trim(suffix, "0123456789") == "") {
			// The application may send another spelling than the row's:
			// Bob finds bob where the collation says they are equal.
			values[b.Name] = spelled(e.Column(col), *v, rnd)
		}
		if suffix == "prefix" {
			// LIKE CONCAT(?, '%'): the value without its last character,
			// so the prefix finds it and others that share it, cut
			// before a wildcard, which begins_with would read as a
			// character.
			runes := []rune(*v)
			prefix := string(runes[:max(len(runes)-1, 1)])
			if i := strings.IndexAny(prefix, `%_\`); i >= 0 {
				prefix = prefix[:i]
			}
			values[b.Name] = prefix
		}
		if suffix == "hi" {
			other := rows[rnd.IntN(len(rows))][col]
			if other == nil {
				return nil, false
			}
			lo, hi := values[col+".lo"], *other
			if less(e.Column(col), hi, lo) {
				lo, hi = hi, lo
			}
			if _, ok := values[col+".lo"]; ok {
				values[col+".lo"] = lo
			}
			values[b.Name] = hi
		}
	}
	// sqlc.arg(user_id) named twice is one value the application passes:
	// each placeholder it fills after the first takes the first's.
	first := map[string]string{}
	for _, b := range p.Bindings {
		if b.Param == "" || strings.Contains(b.Name, ".") {
			continue
		}
		if f, ok := first[b.Param]; ok {
			if v, ok := values[f]; ok {
				values[b.Name] = v
			}
			continue
		}
		first[b.Param] = b.Name
	}
	return values, true
}

// nothing is a binding no row matches: the first equality that is not an
// ENUM or a boolean gets a value no generator writes.
func nothing(p *design.Plan, m *analyze.Model, target *analyze.Entity, like map[string]string) (map[string]string, bool) {
	for _, b := range p.Bindings {
		col, suffix, _ := strings.Cut(b.Name, ".")
		c := bindingEntity(m, b, target).Column(col)
		if c == nil || suffix == "lo" || suffix == "hi" || c.Kind == analyze.KindEnum || c.Kind == analyze.KindBool {
			continue
		}
		out := maps.Clone(like)
		switch c.Kind {
		case analyze.KindInteger, analyze.KindDecimal:
			out[b.Name] = "987654321"
		case analyze.KindDate:
			out[b.Name] = "1901-01-01"
		case analyze.KindDateTime:
			out[b.Name] = "1901-01-01 00:00:00"
		default:
			out[b.Name] = "no-such-value"
			if c.Length > 0 && c.Length < len(out[b.Name]) {
				out[b.Name] = strings.Repeat("~", c.Length)
			}
		}
		for _, o := range p.Bindings {
			if b.Param != "" && o.Param == b.Param && !strings.Contains(o.Name, ".") {
				out[o.Name] = out[b.Name] // one sqlc.arg named twice: one value
			}
		}
		return out, true
	}
	return nil, false
}

func less(c *analyze.Column, a, b string) bool {
	if c != nil && numericKind(c.Kind) {
		return compareNumbers(a, b) < 0
	}
	return a < b
}

// bindingKind is the kind of the value that fills b, whose column is c
// (nil for none): a LIMIT's is a number, a column's its own, text else.
func bindingKind(b design.Binding, c *analyze.Column) analyze.Kind {
	switch {
	case b.Name == design.LimitParam:
		return analyze.KindInteger
	case c != nil:
		return c.Kind
	}
	return analyze.KindString
}

// expected runs the pattern's SQL with the values in place of its ?.
func expected(eng engine, m *analyze.Model, p *design.Plan, values map[string]string) (*rowsByEntity, error) {
	target := m.Entity(p.Entity)
	literals := sqlLiterals(p, func(b design.Binding) string {
		v, given := values[b.Name]
		if !given {
			return "NULL" // an optional condition's parameter left out
		}
		col, _, _ := strings.Cut(b.Name, ".")
		return literal(&v, bindingKind(b, bindingEntity(m, b, target).Column(col)))
	})
	q, err := analyze.BindParams(p.Pattern.SQL, literals)
	if err != nil {
		return nil, err
	}
	rs, err := eng.query(q)
	if _, inProcess := eng.(*memEngine); err != nil && inProcess && isSyntax(err) {
		rs, err = eng.query(m.QuoteNames(q)) // a word the in-process engine reserves: as a name
	}
	if err != nil {
		return nil, fmt.Errorf("%w\n%s", err, q)
	}
	if _, inProcess := eng.(*memEngine); inProcess {
		emptyLists(p.Pattern, rs)
	}
	if p.Counter != nil && len(rs.rows) == 1 && len(rs.rows[0]) == 1 && rs.rows[0][0] != nil {
		return &rowsByEntity{scalar: *rs.rows[0][0], count: 1}, nil
	}
	want := fromResult(m, p, rs)
	_, want.folded = eng.(*memEngine)
	// SELECT DISTINCT and GROUP BY return one spelling of the values its
	// collation takes as one, whichever the engine met first: City or CITY.
	want.folded = want.folded || p.Pattern.Distinct || len(p.Pattern.GroupBy) > 0
	if unorderedCut(p, want) {
		// Any LIMIT rows of the join are the SQL's answer: the rows
		// without the LIMIT are what the application's must come from.
		if lifted, ok := liftLimit(q); ok {
			all, err := eng.query(lifted)
			if err != nil {
				return nil, fmt.Errorf("%w\n%s", err, lifted)
			}
			want.full = fromResult(m, p, all)
			want.full.folded = want.folded
		}
	}
	return want, nil
}

// unorderedCut says a read cuts its rows at a LIMIT where SQL may keep
// other rows than the application's: without ORDER BY any LIMIT of them;
// with it, for rows of several tables or where the answer (want) does
// not hold every ORDER BY column, any of those tied with the last, which
// no comparison of the answers can tell apart. The answers are then
// compared as a choice among the rows (cutDiff), and, for rows of several
// tables with ORDER BY, by the sort columns' values row by row
// (joinOrder), which the tied rows share. Where the answer holds the
// ORDER BY columns of its one table, the rows are compared as they are,
// ties at the cut seen (tiedAtCut).
func unorderedCut(p *design.Plan, want *rowsByEntity) bool {
	pat := p.Pattern
	orders := slices.Concat(pat.OrderBy, pat.AppOrder)
	if pat.Limit == 0 && !pat.LimitParam || p.Counter != nil || want.scalar != "" {
		return false
	}
	if len(orders) == 0 || want.multi {
		return true
	}
	for _, o := range orders {
		held := false
		for _, cols := range want.cols {
			held = held || orderIndex(cols, o) >= 0
		}
		if !held {
			return true
		}
	}
	return false
}

// finalLimit is a statement's LIMIT at its end, as BindParams writes it.
var finalLimit = regexp.MustCompile(`(?i)\bLIMIT\s+\d+\s*;?\s*$`)

// liftLimit is the bound statement q with its final LIMIT n raised past
// any table's rows; false when q does not end so.
func liftLimit(q string) (string, bool) {
	loc := finalLimit.FindStringIndex(q)
	if loc == nil {
		return "", false
	}
	return q[:loc[0]] + "LIMIT 18446744073709551615", true
}

// emptyLists gives a JSON_ARRAYAGG list of no row its SQL value, NULL,
// where the in-process engine gives [] (go-mysql-server v0.20): but for
// COALESCE(..., JSON_ARRAY()), whose [] it is.
func emptyLists(pat *analyze.Pattern, rs *resultSet) {
	for _, rr := range pat.RowReads {
		if rr.List == "" || rr.Empty != "" {
			continue
		}
		for i, c := range rs.cols {
			if !strings.EqualFold(c.name, rr.List) {
				continue
			}
			for _, row := range rs.rows {
				if row[i] != nil && *row[i] == "[]" {
					row[i] = nil
				}
			}
		}
	}
}

// sqlLiterals are the SQL text of each parameter of a plan's statement, in
// order: the values of a sqlc.slice list (bindings at one position) are
// one literal, 1, 2, 3.
func sqlLiterals(p *design.Plan, lit func(design.Binding) string) []string {
	var out []string
	for i, b := range p.Bindings {
		if sameList(p.Bindings, i) {
			out[len(out)-1] += ", " + lit(b)
			continue
		}
		out = append(out, lit(b))
	}
	return out
}

// sameList reports whether binding i is a further value of the sqlc.slice
// list before it: ListPlan gives each value a binding at the list's ?.
func sameList(bs []design.Binding, i int) bool {
	return i > 0 && bs[i].List && bs[i-1].List && bs[i].Pos == bs[i-1].Pos
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
