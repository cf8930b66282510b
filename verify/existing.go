package verify

import (
	"cmp"
	"context"
	gosql "database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/go-sql-driver/mysql"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// runExisting verifies d's reads on data already there (Options.NoLoad):
// the table Options.Table at Options.Endpoint and the database Options.MySQL
// names, as a migration left them. Nothing is created, loaded or
// written: the writes are not run (they would change the data), nor the
// interleavings. Each read's parameters are drawn from a sample of each
// table's rows (the first Options.Rows in primary key order); its answer
// is the whole database's on both sides.
func runExisting(ctx context.Context, d *design.Design, opts Options) (*Result, error) {
	if opts.MySQL == "" || opts.Endpoint == "" || opts.Table == "" {
		return nil, errors.New("--no-load reads a table and a database that hold the data: it needs --endpoint, --mysql naming the database, and the table")
	}
	res := &Result{Table: opts.Table, NoLoad: true}
	rnd := rand.New(rand.NewPCG(opts.Seed, 0x5eed))
	timeout := cmp.Or(opts.Timeout, DefaultTimeout)
	start := time.Now()
	eng, err := existingMySQL(ctx, opts.MySQL, timeout)
	if err != nil {
		return nil, err
	}
	defer eng.close()
	data := map[string][]row{}
	for _, e := range d.Model.Entities {
		rows, err := sampleOf(eng, e, max(opts.Rows, 1))
		if err != nil {
			return nil, cmp.Or(eng.fault(), fmt.Errorf("--mysql: reading %s: %w", e.Name, err))
		}
		data[e.Name] = rows
		res.Rows = append(res.Rows, EntityRows{Entity: e.Name, Rows: len(rows), Source: "sampled"})
	}
	client, err := newClient(ctx, opts.Endpoint, timeout)
	if err != nil {
		return nil, err
	}
	_, err = client.DescribeTable(ctx, &dynamodb.DescribeTableInput{TableName: aws.String(opts.Table)})
	var missing *types.ResourceNotFoundException
	switch {
	case errors.As(err, &missing):
		return nil, fmt.Errorf("--no-load: there is no table %s at %s: migrate into it first (sql2dynamo migrate), or name it with --table", opts.Table, opts.Endpoint)
	case err != nil:
		return nil, fmt.Errorf("%w: %s: %v", ErrNoEngine, opts.Endpoint, err)
	}
	res.Timing.Load = time.Since(start)
	t := &table{client: client, name: opts.Table}
	onTable := *d
	onTable.Table = t.name
	opts.ViaGo = false
	for _, p := range d.Plans {
		if p.Pattern.Statement != analyze.Select && p.Status != design.Unsupported && len(p.Pattern.Outside) == 0 {
			res.Patterns = append(res.Patterns, PatternResult{Name: p.Pattern.Name, Pos: p.Pattern.Pos, Write: true, Checks: []Check{},
				Status: NotVerified, Reason: "a write: --no-load changes nothing in the table or the database"})
			continue
		}
		pr := checkPattern(ctx, eng, t, d, &onTable, p, data, 0, opts, rnd, &res.Timing)
		if err := cmp.Or(eng.fault(), stopped(ctx, &pr)); err != nil {
			return nil, err
		}
		if pr.Status == Pass && !slices.ContainsFunc(pr.Checks, func(c Check) bool { return c.SQLRows > 0 }) {
			pr.Status, pr.Reason = NotVerified, "every binding's answer was empty on both sides: no sampled row is one it reads, so agreeing proves nothing"
		}
		res.Patterns = append(res.Patterns, pr)
	}
	return res, nil
}

// existingMySQL is the engine of a database that holds the data: the
// DSN's user on the DSN's database, in a read-only session; closing it
// drops nothing (name is only for the notes).
func existingMySQL(ctx context.Context, dsn string, timeout time.Duration) (*existingEngine, error) {
	cfg, err := mysql.ParseDSN(dsn)
	if err != nil {
		return nil, fmt.Errorf("--mysql: %w", err)
	}
	if cfg.DBName == "" {
		return nil, errors.New("--mysql names no database: with --no-load, end the DSN with /name, the database that holds the data")
	}
	db, err := gosql.Open("mysql", cfg.FormatDSN())
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1) // one session: read-only, the queries share it
	m := &existingEngine{mysqlEngine{db: db, timeout: timeout}, cfg.DBName}
	call, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var version string
	if err := db.QueryRowContext(call, "SELECT VERSION()").Scan(&version); err != nil {
		db.Close()
		return nil, fmt.Errorf("--mysql: %w", err)
	}
	m.mariaDB = strings.Contains(version, "MariaDB")
	if _, err := db.ExecContext(call, "SET SESSION TRANSACTION READ ONLY"); err != nil {
		db.Close()
		return nil, fmt.Errorf("--mysql: %w", err)
	}
	return m, nil
}

// existingEngine runs the reads on a database it did not make.
type existingEngine struct {
	mysqlEngine
	name string
}

func (m *existingEngine) close() error { return m.db.Close() }

// sampleOf reads the first n rows of e, in primary key order.
func sampleOf(eng engine, e *analyze.Entity, n int) ([]row, error) {
	var key []string
	for _, c := range e.PrimaryKey {
		key = append(key, quoteIdent(e.Column(c).Name))
	}
	q := "SELECT * FROM " + quoteIdent(e.Name)
	if len(key) > 0 {
		q += " ORDER BY " + strings.Join(key, ", ")
	}
	return rowsQuery(eng, e, fmt.Sprintf("%s LIMIT %d", q, n))
}
