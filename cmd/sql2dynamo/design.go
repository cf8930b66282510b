package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/input"
	"sql2dynamo/render"
)

type exitKey struct{}

// withExit lets a command report its exit code through the context: cobra's
// RunE has only an error, and bad input is not a cobra usage error.
func withExit(code *int) context.Context {
	return context.WithValue(context.Background(), exitKey{}, code)
}

func setExit(cmd *cobra.Command, code int) {
	if p, ok := cmd.Context().Value(exitKey{}).(*int); ok {
		*p = code
	}
}

func printf(w io.Writer, format string, args ...any) { fmt.Fprintf(w, format, args...) }

func newRoot(stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:   "sql2dynamo",
		Short: "Design a DynamoDB table from your SQL schema and queries",
		Long: `sql2dynamo reads a relational schema (CREATE TABLE) and the SQL your application
runs, and designs one DynamoDB table that serves every query without a Scan:
keys, indexes, the request for each query, and a report explaining every choice.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       version(),
	}
	root.SetVersionTemplate("sql2dynamo {{.Version}}\n")
	root.CompletionOptions.DisableDefaultCmd = true
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.AddCommand(newDesignCmd(stdout, stderr), newVerifyCmd(stdout, stderr), newExportCmd(stdout, stderr), newGenerateCmd(stdout, stderr), newMigrateCmd(stdout, stderr), &cobra.Command{
		Use:   "version",
		Short: "Print the version of sql2dynamo (as --version does)",
		Args:  cobra.NoArgs,
		Run:   func(*cobra.Command, []string) { printf(stdout, "sql2dynamo %s\n", version()) },
	})
	return root
}

// version is the build's, from the module's build info: the module
// version when installed with go install m@v, else the commit it was built
// from (and "modified" when the work tree was), as go build records it.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	v := info.Main.Version
	if v != "" && v != "(devel)" {
		return v
	}
	settings := map[string]string{}
	for _, s := range info.Settings {
		settings[s.Key] = s.Value
	}
	v = "devel"
	if rev := settings["vcs.revision"]; rev != "" {
		v += " " + rev[:min(12, len(rev))]
		if settings["vcs.modified"] == "true" {
			v += " modified"
		}
	}
	return v + " (" + info.GoVersion + ")"
}

// designOptions are the flags of `sql2dynamo design`.
type designOptions struct {
	table  string
	format string
	output string
	prices design.Prices
	input  input.Options
}

// configFlags adds the flags every command that reads a sqlc config has.
// --allow-outside-config is deprecated, and taken so that a script that
// passes it still runs: a config's paths are read wherever they lead, as
// sqlc reads them.
func configFlags(f *pflag.FlagSet, opts *input.Options) {
	f.StringVar(&opts.Package, "sqlc-package", "", "read only the sqlc config's MySQL package of this name (its gen.go package), of several")
	f.Bool("allow-outside-config", false, "no effect: a sqlc config's paths are read wherever they lead, as sqlc reads them")
	_ = f.MarkHidden("allow-outside-config") // not MarkDeprecated: its message would go to stdout, into the design
}

func newDesignCmd(stdout, stderr io.Writer) *cobra.Command {
	opts := &designOptions{}
	cmd := &cobra.Command{
		Use:   "design FILE...",
		Short: "Design the table and write the review report",
		Long: `Design reads one or more .sql files as one input: CREATE TABLE statements (the
schema) and the queries your application runs (the access patterns), in any file
and any order. A folder is read file by file in name order (down migrations
skipped); a sqlc.yaml, sqlc.yml or sqlc.json designs each MySQL package of the
project.
Name each query sqlc-style, and add hints where you know them:

    -- name: GetCustomerOrders :many
    -- The ten most recent orders of a customer.
    -- @rps 300
    SELECT * FROM orders WHERE customer_id = ? ORDER BY order_date DESC LIMIT 10;

Hints: @rps N above a query (peak requests per second); @rows N, @max N (rows
per parent) and @immutable above a CREATE TABLE.

It writes a markdown design review (or, with --format json, the same design as
data) to stdout or to -o FILE. Problems are reported on stderr as
file:line:col: severity: message (hint: ...), every one of them; bad input
exits with status 2 and writes no design.`,
		Example: `  sql2dynamo design testdata/retail/input.sql
  sql2dynamo design --format json -o design.json schema.sql queries.sql
  sql2dynamo design --table Shop schema.sql queries.sql > DESIGN.md`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return fmt.Errorf("design needs at least one .sql file, folder or sqlc config")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			setExit(cmd, runDesign(opts, args, stdout, stderr))
			return nil
		},
	}
	f := cmd.Flags()
	configFlags(f, &opts.input)
	f.StringVar(&opts.table, "table", "", "DynamoDB table name (default: a sqlc package's name, else the first argument's name without extension, or its folder's when that name is one of "+strings.Join(genericNames, ", ")+")")
	f.StringVar(&opts.format, "format", "markdown", "output format: markdown or json")
	f.StringVarP(&opts.output, "output", "o", "", "write the design to this file instead of stdout")
	f.Float64Var(&opts.prices.ReadPerMillion, "read-price", design.DefaultPrices.ReadPerMillion, "on-demand price of a million read request units, in dollars")
	f.Float64Var(&opts.prices.WritePerMillion, "write-price", design.DefaultPrices.WritePerMillion, "on-demand price of a million write request units, in dollars")
	f.Float64Var(&opts.prices.StoragePerGBMonth, "storage-price", design.DefaultPrices.StoragePerGBMonth, "price of a GB-month of storage, in dollars")
	return cmd
}

// tableNameRE is DynamoDB's rule for table names.
var tableNameRE = regexp.MustCompile(`^[A-Za-z0-9_.-]{3,255}$`)

func runDesign(opts *designOptions, args []string, stdout, stderr io.Writer) int {
	if !validFormat(opts.format, stderr) {
		return exitBadInput
	}
	all, code := designInputs(args, opts.table, opts.prices, opts.input, stderr)
	if all == nil {
		return code
	}
	// Several sqlc packages: their reports one after the other, or a JSON
	// array of their designs.
	var out bytes.Buffer
	if opts.format == "json" && len(all) > 1 {
		out.WriteString("[\n")
	}
	for i, x := range all {
		if i > 0 {
			out.WriteString(map[bool]string{true: ",\n", false: "\n---\n\n"}[opts.format == "json"])
		}
		var err error
		if opts.format == "json" {
			err = render.JSON(&out, x.d)
		} else {
			err = render.Markdown(&out, x.d, x.sources)
		}
		if err != nil {
			printf(stderr, "sql2dynamo: %v\n", err)
			return exitFailure
		}
		for _, diag := range x.d.Diagnostics {
			if diag.Severity != analyze.Note {
				printf(stderr, "%s\n", diag)
			}
		}
	}
	if opts.format == "json" && len(all) > 1 {
		out.WriteString("]\n")
	}
	var inputs []string
	for _, x := range all {
		inputs = append(inputs, x.inputs()...)
	}
	return writeOutput(out.Bytes(), opts.output, inputs, stdout, stderr)
}

func validFormat(format string, stderr io.Writer) bool {
	if format != "markdown" && format != "json" {
		printf(stderr, "sql2dynamo: --format must be markdown or json, not %q\n", format)
		return false
	}
	return true
}

// designed is one design with the inputs its report names.
type designed struct {
	d       *design.Design
	sources []string
	goSet   input.GoSettings // the sqlc config's Go settings, for generate
}

// designInputs reads the arguments (files, folders or a sqlc config),
// analyzes each package and designs its table. On bad input it prints
// every diagnostic and returns nil with the exit code.
func designInputs(args []string, table string, prices design.Prices, in input.Options, stderr io.Writer) ([]*designed, int) {
	for _, p := range []float64{prices.ReadPerMillion, prices.WritePerMillion, prices.StoragePerGBMonth} {
		if !(p >= 0) || math.IsInf(p, 0) { // NaN too
			printf(stderr, "sql2dynamo: a price must be a number of dollars, 0 or more, not %v\n", p)
			return nil, exitBadInput
		}
	}
	pkgs, errs := input.Load(args, in)
	if len(errs) > 0 {
		report(errs, stderr)
		return nil, exitBadInput
	}
	if table != "" && len(pkgs) > 1 {
		printf(stderr, "sql2dynamo: --table names one table, and %s has %d MySQL packages: leave --table out to name each after its package\n", args[0], len(pkgs))
		return nil, exitBadInput
	}
	var out []*designed
	for _, p := range pkgs {
		name := table
		if name == "" {
			var why string
			if name, why = packageTable(p, args[0]); why != "" {
				printf(stderr, "sql2dynamo: note: the table is named %s: %s; set another with --table\n", name, why)
			}
		}
		if !tableNameRE.MatchString(name) {
			printf(stderr, "sql2dynamo: --table %q is not a DynamoDB table name: use 3 to 255 letters, digits, '_', '-' or '.'\n", name)
			return nil, exitBadInput
		}
		m := analyze.Analyze(p.Files...)
		m.Diagnostics = append(m.Diagnostics, p.Diagnostics...)
		m.SortDiagnostics(m.Diagnostics)
		if m.HasErrors() {
			report(m.Diagnostics, stderr)
			return nil, exitBadInput
		}
		d := design.New(m, design.Options{Table: name, Prices: prices})
		if slices.ContainsFunc(d.Diagnostics, func(x analyze.Diagnostic) bool { return x.Severity == analyze.Error }) {
			report(d.Diagnostics, stderr) // a design DynamoDB would refuse data of (a key over its size limit)
			return nil, exitBadInput
		}
		out = append(out, &designed{d: d, sources: p.Sources, goSet: p.Go})
	}
	return out, exitOK
}

// designOne is designInputs for a command that works on one design.
func designOne(args []string, table string, prices design.Prices, in input.Options, stderr io.Writer) (*designed, int) {
	all, code := designInputs(args, table, prices, in, stderr)
	if all == nil {
		return nil, code
	}
	if len(all) > 1 {
		var names []string
		for _, x := range all {
			names = append(names, x.d.Table)
		}
		printf(stderr, "sql2dynamo: %s has %d MySQL packages (%s): name one with --sqlc-package\n", args[0], len(all), strings.Join(names, ", "))
		return nil, exitBadInput
	}
	return all[0], exitOK
}

// report prints diagnostics and the count of errors among them.
func report(diags []analyze.Diagnostic, stderr io.Writer) {
	errs := 0
	for _, d := range diags {
		printf(stderr, "%s\n", d)
		if d.Severity == analyze.Error {
			errs++
		}
	}
	printf(stderr, "sql2dynamo: %d %s; no design written\n", errs, map[bool]string{true: "error", false: "errors"}[errs == 1])
}

// packageTable names a package's table: after its sqlc package unless
// that name is generic (db) or no table name, else after the argument
// (defaultTable). A name DynamoDB would refuse is mended, and why says so:
// each character it does not take becomes _, and a name shorter than 3 gets
// _table (e.sql designs e_table). Only a --table that is no table name is an
// error.
func packageTable(p *input.Package, arg string) (name, why string) {
	if tableNameRE.MatchString(p.Name) && !slices.Contains(genericNames, strings.ToLower(p.Name)) {
		return p.Name, ""
	}
	name = defaultTable(arg)
	if tableNameRE.MatchString(name) {
		return name, ""
	}
	mended := notTableRE.ReplaceAllString(name, "_")
	if len(mended) > 255 {
		mended = mended[:255]
	}
	if len(mended) < 3 {
		mended += "_table"
	}
	return mended, fmt.Sprintf("%q is no DynamoDB table name (3 to 255 letters, digits, '_', '-' or '.')", name)
}

// notTableRE is a byte a DynamoDB table name cannot hold.
var notTableRE = regexp.MustCompile(`[^A-Za-z0-9_.-]`)

// writeOutput writes the result to -o FILE or stdout. It never writes over
// one of the inputs it was made from (design -o in.sql in.sql).
func writeOutput(b []byte, path string, inputs []string, stdout, stderr io.Writer) int {
	if path == "" {
		if _, err := stdout.Write(b); err != nil {
			printf(stderr, "sql2dynamo: %v\n", err)
			return exitFailure
		}
		return exitOK
	}
	if out, err := os.Stat(path); err == nil {
		for _, in := range inputs {
			if i, err := os.Stat(in); err == nil && os.SameFile(i, out) {
				printf(stderr, "sql2dynamo: -o %s is the input %s: choose another file, the input is left as it is\n", path, in)
				return exitBadInput
			}
		}
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		printf(stderr, "sql2dynamo: %v\n", err)
		return exitFailure
	}
	return exitOK
}

// inputs are every file a design was read from: the arguments (a sqlc
// config among them) and the files they stand for.
func (x *designed) inputs() []string {
	return slices.Concat(x.sources, x.d.Model.Files)
}

// genericNames are file and folder names (without extension) that say
// nothing of the application: the table is named after the folder above.
var genericNames = []string{"input", "schema", "queries", "query", "ddl", "main", "sqlc", "migrations", "migration", "db", "sql"}

// defaultTable names the table after the first file or folder, or after
// the folder it is in when its name is generic (genericNames):
// testdata/retail/input.sql is retail, app/db/migrations is app.
func defaultTable(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs // sqlc.yaml in the current folder is named after that folder, not "sqlc"
	}
	path = filepath.Clean(path)
	for {
		base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
		parent := filepath.Dir(path)
		if slices.Contains(genericNames, strings.ToLower(base)) {
			if b := filepath.Base(parent); b != "." && b != ".." && b != string(filepath.Separator) {
				path = parent
				continue
			}
		}
		return base
	}
}
