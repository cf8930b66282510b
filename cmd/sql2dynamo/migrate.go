package main

import (
	"cmp"
	"context"
	gosql "database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/go-sql-driver/mysql"
	"github.com/spf13/cobra"

	"sql2dynamo/design"
	"sql2dynamo/input"
	"sql2dynamo/migrate"
	"sql2dynamo/verify"
)

// migrateOptions are the flags of `sql2dynamo migrate`.
type migrateOptions struct {
	mysql    string
	endpoint string
	table    string
	create   bool
	dryRun   bool
	tables   []string
	workers  int
	page     int
	toImport string
	s3       string
	partMB   int
	load     string
	ckpt     string
	resume   bool
	timeout  time.Duration
	accept   bool
	verify   bool
	input    input.Options
}

func newMigrateCmd(stdout, stderr io.Writer) *cobra.Command {
	opts := &migrateOptions{}
	cmd := &cobra.Command{
		Use:   "migrate --mysql DSN FILE...",
		Short: "Move the MySQL rows into the designed DynamoDB table",
		Long: `Migrate designs the table as 'design' does, then reads every row of the --mysql
database (one consistent snapshot: START TRANSACTION WITH CONSISTENT SNAPSHOT,
each table in primary key order, a page at a time, so memory holds one page
whatever the table's size) and writes the items the design keeps for them with
BatchWriteItem: each row's item with its encoded keys, copied parent columns
and embedded child rows, its lock and lookup items, the counter items (counted
with GROUP BY on the same snapshot) and the sequence items (MAX of the column).
These are the items verify loads to prove the design (package items lays out
both), and re-running the migration writes the same items again.

The table is --table (the design's name by default) at --endpoint, or in AWS
through the usual configuration chain without it. It must exist, unless
--create creates it from the design; an existing table is written into, never
replaced. --dry-run reads and lays out every row and writes nothing.

Before the first row is read, the server's tables (information_schema.COLUMNS
and STATISTICS) are compared with the schema the design was made from: a table
or column missing, another type, a longer string, a wider DECIMAL or integer,
finer fractions of a second, ENUM or SET members more, a column the schema
says is NOT NULL and the server allows NULL in, another collation (MariaDB's
that compares as the schema's MySQL 8 one counts as the same), another PRIMARY
KEY, a UNIQUE key the server lacks. Any difference refuses the migration, each
on a line (exit 2); --accept-schema-differences migrates all the same, but
never a table the server lacks or keys by another primary key. Columns only
the server has are not migrated (said once). Each table is read in primary
key order, the last key bound as the server's type compares (an ENUM by its
index, a FLOAT as a float32); a row read twice, or a count of rows other than
the table's, stops the migration (exit 2).

A row the design cannot hold (a NULL where a key needs a value, a key or an
item past DynamoDB's sizes, a numeric value DynamoDB takes as no number, a
value past the schema's declared type in a key) is not written, and is listed
with its table and primary key; an orphan whose copies have no parent row, a
NULL in a NOT NULL column, a value past the declared type elsewhere (a zero
date, a longer string, an integer out of range, an undeclared ENUM member) are
written as they are, and listed too, one line a row. Two rows whose items
would share a key (the design's encoding coarser than the server's
comparison: a collation, a fold, a rounding) are found before anything is
written, in a first read of the key columns alone (8 bytes an item key), and
both are refused. None is
dropped silently.

--to-import DIR writes the items as files instead, for DynamoDB's import
from S3, which creates the table in AWS from them at any size without write
capacity: DIR/data/part-NNNNN.json.gz (DynamoDB JSON, an item a line, gzip,
--part-mb of JSON each) and DIR/import-table.json, the ImportTable request
with the design's keys and indexes, written last. Upload DIR/data to the
--s3 prefix, then run the request:
  aws s3 cp --recursive DIR/data s3://bucket/prefix/
  aws dynamodb import-table --cli-input-json file://DIR/import-table.json
--load DIR writes such files into the table at --endpoint instead (with
--create, made from the design): the files tried on DynamoDB Local before
they go to S3. It reads no database.

A migration into a table saves where it stands as it goes (--checkpoint, at
most once a second: the tables done and the last row whose items DynamoDB
acknowledged), and removes the file at its end. Interrupted (a signal, a
crash, a lost connection), --resume continues from there, and the table ends
as an uninterrupted run leaves it; without --resume, a checkpoint left there
stops the run, so that an interrupted one is not started over by mistake.
The rows after the checkpoint are read from a new snapshot; the rows before it
stay as they were read then, which --resume says on stderr with the
checkpoint's age. Two rows that came to collide since (a new row meeting an
old one in a key) are both refused and the old one's items deleted.

--verify-after runs 'sql2dynamo verify --no-load' at the end, with verify's
default flags, on the table at --endpoint and the --mysql database: every
read must return what its SQL returns there; its report follows the summary
on stdout, and its failure fails the command.

Progress goes to stderr: per table the rows read (of the server's estimate),
the items written, items a second and the time left.

Every DynamoDB call (its retries included) may take --timeout; a MySQL
statement may run as long as it needs (a counter's GROUP BY reads its whole
table first), but while it runs the server must answer a ping on another
connection within --timeout, one every --timeout. A server that stops
answering (stopped, cut off) ends the migration with exit 2 and one line,
within twice --timeout, the checkpoint kept for --resume.

Exit status: 0 every row migrated (and, with --verify-after, every read
agreed); 1 some rows were refused or written incomplete (listed), or a read
of --verify-after disagreed; 2 bad input or usage, the server's tables differ
from the schema (a line each), or MySQL or DynamoDB failed or did not answer,
said in one line; 130 or 143 when SIGINT or SIGTERM stopped it (what was
written stays: --resume finishes it).`,
		Example: `  sql2dynamo migrate --mysql 'app:secret@tcp(127.0.0.1:3306)/shop' --endpoint http://127.0.0.1:8000 --create schema.sql queries.sql
  sql2dynamo migrate --mysql 'app:secret@tcp(db:3306)/shop' --table shop --dry-run sqlc.yaml
  sql2dynamo migrate --mysql 'app:secret@tcp(db:3306)/shop' --to-import out --s3 s3://my-bucket/shop/ sqlc.yaml
  sql2dynamo migrate --load out --endpoint http://127.0.0.1:8000 --create sqlc.yaml`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return fmt.Errorf("migrate needs at least one .sql file, folder or sqlc config")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			setExit(cmd, runMigrate(cmd.Context(), opts, args, stdout, stderr))
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.mysql, "mysql", "", "DSN of the MySQL or MariaDB database to read, e.g. user:pass@tcp(127.0.0.1:3306)/shop (required)")
	f.StringVar(&opts.endpoint, "endpoint", "", "DynamoDB endpoint, e.g. http://127.0.0.1:8000 (default: AWS, by the usual configuration chain)")
	f.StringVar(&opts.table, "table", "", "DynamoDB table to write (default: the design's table name)")
	f.BoolVar(&opts.create, "create", false, "create the table from the design when it does not exist")
	f.BoolVar(&opts.dryRun, "dry-run", false, "read and lay out every row, count the items and their bytes, write nothing")
	f.StringSliceVar(&opts.tables, "tables", nil, "migrate only these tables (comma-separated), with their counters and sequences")
	f.IntVar(&opts.workers, "workers", 8, "BatchWriteItem calls sent at once")
	f.IntVar(&opts.page, "page", 1000, "rows read per query")
	f.StringVar(&opts.toImport, "to-import", "", "write the items as S3 import files and the ImportTable request into this folder, not into a table")
	f.StringVar(&opts.s3, "s3", "", "with --to-import: where the data folder is uploaded, s3://bucket/prefix/ (default s3://YOUR-BUCKET/<table>/, to edit)")
	f.IntVar(&opts.partMB, "part-mb", migrate.DefaultPartBytes>>20, "with --to-import: megabytes of DynamoDB JSON (before gzip) a file holds")
	f.StringVar(&opts.ckpt, "checkpoint", "", "where a migration into a table saves where it stands, removed at its end (default sql2dynamo-migrate-<table>.checkpoint.json)")
	f.BoolVar(&opts.resume, "resume", false, "continue the interrupted migration the checkpoint tells of (from the first row when there is none)")
	f.StringVar(&opts.load, "load", "", "write the import files of this folder (made by --to-import) into the table, reading no database")
	f.BoolVar(&opts.verify, "verify-after", false, "at the end, verify the reads on the migrated table and the database as 'verify --no-load' does (needs --endpoint); its failure fails the command")
	f.BoolVar(&opts.accept, "accept-schema-differences", false, "migrate a database whose tables differ from the schema (listed on stderr), each row written in a way the design did not plan refused or listed")
	f.DurationVar(&opts.timeout, "timeout", migrate.DefaultTimeout, "how long one DynamoDB call may take, and MySQL a ping while a query runs, before the migration stops (exit 2, the checkpoint kept)")
	configFlags(f, &opts.input)
	return cmd
}

func runMigrate(ctx context.Context, opts *migrateOptions, args []string, stdout, stderr io.Writer) int {
	if opts.timeout <= 0 {
		printf(stderr, "sql2dynamo: --timeout must be more than 0\n")
		return exitBadInput
	}
	if opts.load != "" {
		return runLoad(ctx, opts, args, stdout, stderr)
	}
	if opts.mysql == "" {
		printf(stderr, "sql2dynamo: migrate needs --mysql DSN, the database to read\n")
		return exitBadInput
	}
	if opts.workers < 1 || opts.page < 1 || opts.partMB < 1 {
		printf(stderr, "sql2dynamo: --workers, --page and --part-mb must be at least 1\n")
		return exitBadInput
	}
	if opts.toImport != "" && (opts.endpoint != "" || opts.create || opts.dryRun) {
		printf(stderr, "sql2dynamo: --to-import writes files, not a table: it takes no --endpoint, --create or --dry-run\n")
		return exitBadInput
	}
	if opts.verify && (opts.endpoint == "" || opts.dryRun || opts.toImport != "") {
		printf(stderr, "sql2dynamo: --verify-after reads the table the migration wrote at --endpoint: it needs --endpoint (for AWS, https://dynamodb.<region>.amazonaws.com), and takes no --dry-run or --to-import\n")
		return exitBadInput
	}
	if (opts.dryRun || opts.toImport != "") && (opts.resume || opts.ckpt != "") {
		printf(stderr, "sql2dynamo: --resume and --checkpoint are for a migration into a table: a dry run or --to-import starts over\n")
		return exitBadInput
	}
	cfg, err := mysql.ParseDSN(opts.mysql)
	if err != nil {
		printf(stderr, "sql2dynamo: --mysql: %v\n", err)
		return exitBadInput
	}
	if cfg.DBName == "" {
		printf(stderr, "sql2dynamo: --mysql names no database: end the DSN with /name\n")
		return exitBadInput
	}
	// Values are read as the server writes them (a DATETIME as
	// 2025-01-01 00:00:00), as the keys encode them.
	cfg.ParseTime = false
	// Errors come back as values, said in one line; the driver's own log
	// would add a second ("invalid connection" after a timeout).
	cfg.Logger = &mysql.NopLogger{}
	ctx, caught, stop := onSignals(ctx)
	defer stop()
	x, code := designOne(args, opts.table, design.DefaultPrices, opts.input, stderr)
	if x == nil {
		return code
	}
	d := x.d
	connector, err := mysql.NewConnector(cfg)
	if err != nil {
		printf(stderr, "sql2dynamo: --mysql: %v\n", err)
		return exitBadInput
	}
	db := gosql.OpenDB(connector)
	defer db.Close()
	ping, cancel := context.WithTimeout(ctx, opts.timeout)
	defer cancel()
	if err := db.PingContext(ping); err != nil {
		printf(stderr, "sql2dynamo: MySQL at %s: %v\n", cfg.Addr, err)
		return exitBadInput
	}
	var client *dynamodb.Client
	if !opts.dryRun && opts.toImport == "" {
		if client, err = dynamoClient(ctx, opts.endpoint); err != nil {
			printf(stderr, "sql2dynamo: %v\n", err)
			return exitBadInput
		}
	}
	ckpt := ""
	if !opts.dryRun && opts.toImport == "" {
		ckpt = cmp.Or(opts.ckpt, "sql2dynamo-migrate-"+d.Table+".checkpoint.json")
	}
	res, err := migrate.Run(ctx, d, migrate.Options{Source: db, Client: client, Table: d.Table, Create: opts.create,
		DryRun: opts.dryRun, Tables: opts.tables, Workers: opts.workers, Page: opts.page,
		ToImport: opts.toImport, S3: opts.s3, PartBytes: int64(opts.partMB) << 20,
		Checkpoint: ckpt, Resume: opts.resume, Progress: newProgressBar(stderr).update, Timeout: opts.timeout,
		AcceptSchema: opts.accept, Resumed: func(saved time.Time) { resuming(stderr, ckpt, saved) }})
	next := "run it again"
	if _, serr := os.Stat(ckpt); ckpt != "" && serr == nil {
		next = "--resume continues from " + ckpt
	}
	if code, ok := stoppedBy(caught, stderr, next); ok {
		return code
	}
	var schema *migrate.SchemaError
	if errors.As(err, &schema) {
		// Every difference on a line of its own: they are what to fix.
		for _, line := range strings.Split(schema.Error(), "\n") {
			printf(stderr, "sql2dynamo: %s\n", line)
		}
		return exitBadInput
	}
	if err != nil {
		msg := strings.ReplaceAll(err.Error(), "\n", " ")
		if strings.HasPrefix(next, "--resume") && !strings.Contains(msg, ckpt) {
			msg += "; " + next // one line still
		}
		printf(stderr, "sql2dynamo: %s\n", msg)
		return exitBadInput
	}
	for _, diff := range res.Schema {
		printf(stderr, "sql2dynamo: migrated all the same (--accept-schema-differences): %s\n", diff)
	}
	for _, n := range res.Notes {
		printf(stderr, "sql2dynamo: %s\n", n)
	}
	res.Summary(stdout, opts.dryRun)
	if opts.toImport != "" {
		printf(stdout, "%d files in %s; the ImportTable request is %s\n", len(res.Files), filepath.Join(opts.toImport, "data"), filepath.Join(opts.toImport, "import-table.json"))
	}
	code = exitOK
	if len(res.Refused) > 0 {
		code = exitFailure
	}
	if opts.verify {
		// The same run as `sql2dynamo verify --no-load`, on what was
		// written: the worse of the two exit statuses.
		code = max(code, runVerify(ctx, verifyAfter(opts, d.Table), args, stdout, stderr))
	}
	return code
}

// verifyAfter is the verify run of --verify-after: verify's defaults
// (verifyDefaults), on the table migrated into and the database read.
func verifyAfter(opts *migrateOptions, table string) *verifyOptions {
	v := verifyDefaults
	v.table, v.endpoint, v.mysql, v.timeout, v.noLoad, v.input = table, opts.endpoint, opts.mysql, opts.timeout, true, opts.input
	return &v
}

// resuming says on stderr that a run resumes from the checkpoint saved
// then, and what that keeps.
func resuming(stderr io.Writer, ckpt string, saved time.Time) {
	age := "at a time unknown"
	if !saved.IsZero() {
		age = fmt.Sprintf("%s ago (%s)", time.Since(saved).Round(time.Second), saved.UTC().Format(time.RFC3339))
	}
	printf(stderr, "sql2dynamo: resuming from %s, saved %s: the rows before it were read from the source as it was then, and a row changed, deleted or added there since keeps what it had in the table (a migration from the start reads them anew)\n", ckpt, age)
}

// runLoad writes the import files of opts.load into the table.
func runLoad(ctx context.Context, opts *migrateOptions, args []string, stdout, stderr io.Writer) int {
	if opts.mysql != "" || opts.toImport != "" || opts.dryRun {
		printf(stderr, "sql2dynamo: --load reads import files, not a database: it takes no --mysql, --to-import or --dry-run\n")
		return exitBadInput
	}
	ctx, caught, stop := onSignals(ctx)
	defer stop()
	x, code := designOne(args, opts.table, design.DefaultPrices, opts.input, stderr)
	if x == nil {
		return code
	}
	client, err := dynamoClient(ctx, opts.endpoint)
	if err != nil {
		printf(stderr, "sql2dynamo: %v\n", err)
		return exitBadInput
	}
	n, err := migrate.Load(ctx, x.d, migrate.LoadOptions{Dir: opts.load, Client: client, Table: x.d.Table, Create: opts.create, Workers: opts.workers, Timeout: opts.timeout})
	if code, ok := stoppedBy(caught, stderr, "run it again to finish"); ok {
		return code
	}
	if err != nil {
		printf(stderr, "sql2dynamo: %s\n", strings.ReplaceAll(err.Error(), "\n", " "))
		return exitBadInput
	}
	printf(stdout, "loaded %d items from %s into %s\n", n, filepath.Join(opts.load, "data"), x.d.Table)
	return exitOK
}

// dynamoClient talks to endpoint as verify does, or to AWS through the
// usual configuration chain when there is none.
func dynamoClient(ctx context.Context, endpoint string) (*dynamodb.Client, error) {
	if endpoint != "" {
		return verify.NewClient(ctx, endpoint)
	}
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		return nil, err
	}
	return dynamodb.NewFromConfig(cfg), nil
}

// stoppedBy says, when a signal stopped the run, so on stderr with what
// to do next, and gives the exit status a shell gives for it.
func stoppedBy(caught <-chan os.Signal, stderr io.Writer, next string) (int, bool) {
	select {
	case sig := <-caught:
		printf(stderr, "sql2dynamo: stopped by %v: what was written so far stays; %s\n", sig, next)
		return 128 + int(sig.(syscall.Signal)), true
	default:
		return 0, false
	}
}
