package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/spf13/cobra"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
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
	}
	root.CompletionOptions.DisableDefaultCmd = true
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.AddCommand(newDesignCmd(stdout, stderr), newVerifyCmd(stdout, stderr), newExportCmd(stdout, stderr))
	return root
}

// designOptions are the flags of `sql2dynamo design`.
type designOptions struct {
	table  string
	format string
	output string
	prices design.Prices
}

func newDesignCmd(stdout, stderr io.Writer) *cobra.Command {
	opts := &designOptions{}
	cmd := &cobra.Command{
		Use:   "design FILE...",
		Short: "Design the table and write the review report",
		Long: `Design reads one or more .sql files as one input: CREATE TABLE statements (the
schema) and the queries your application runs (the access patterns), in any file
and any order. Name each query sqlc-style, and add hints where you know them:

    -- name: GetCustomerOrders :many
    -- The ten most recent orders of a customer.
    -- @rps 300
    SELECT * FROM orders WHERE customer_id = ? ORDER BY order_date DESC LIMIT 10;

Hints: @rps N above a query (peak requests per second); @rows N, @max N (rows
per parent) and @immutable above a CREATE TABLE.

It writes a markdown design review (or, with --format json, the same design as
data) to stdout or to -o FILE. Problems are reported on stderr as
file:line:col: message; bad input exits with status 2 and writes no design.`,
		Example: `  sql2dynamo design testdata/retail/input.sql
  sql2dynamo design --format json -o design.json schema.sql queries.sql
  sql2dynamo design --table Shop schema.sql queries.sql > DESIGN.md`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return fmt.Errorf("design needs at least one .sql file")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			setExit(cmd, runDesign(opts, args, stdout, stderr))
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.table, "table", "", "DynamoDB table name (default: the first file's name, or its folder's when the file is input.sql, schema.sql or queries.sql)")
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
	d, code := designFiles(args, opts.table, opts.prices, stderr)
	if d == nil {
		return code
	}
	var out bytes.Buffer
	var err error
	if opts.format == "json" {
		err = render.JSON(&out, d)
	} else {
		err = render.Markdown(&out, d, args)
	}
	if err != nil {
		printf(stderr, "sql2dynamo: %v\n", err)
		return exitFailure
	}
	for _, diag := range d.Diagnostics {
		if diag.Severity != analyze.Note {
			printf(stderr, "%s\n", diag)
		}
	}
	return writeOutput(out.Bytes(), opts.output, stdout, stderr)
}

func validFormat(format string, stderr io.Writer) bool {
	if format != "markdown" && format != "json" {
		printf(stderr, "sql2dynamo: --format must be markdown or json, not %q\n", format)
		return false
	}
	return true
}

// designFiles reads and analyzes the input and designs its table. On bad
// input it prints every diagnostic and returns nil with the exit code.
func designFiles(args []string, table string, prices design.Prices, stderr io.Writer) (*design.Design, int) {
	if table == "" {
		table = defaultTable(args[0])
	}
	if !tableNameRE.MatchString(table) {
		printf(stderr, "sql2dynamo: %q is not a DynamoDB table name: use 3 to 255 letters, digits, '_', '-' or '.' (set it with --table)\n", table)
		return nil, exitBadInput
	}
	var files []analyze.File
	bad := false
	for _, path := range args {
		b, err := os.ReadFile(path)
		if err != nil {
			printf(stderr, "%s: error: cannot read the file: %v\n", path, unwrapPath(err))
			bad = true
			continue
		}
		files = append(files, analyze.File{Name: path, Text: string(b)})
	}
	if bad {
		return nil, exitBadInput
	}
	m := analyze.Analyze(files...)
	if m.HasErrors() {
		errs := 0
		for _, d := range m.Diagnostics {
			printf(stderr, "%s\n", d)
			if d.Severity == analyze.Error {
				errs++
			}
		}
		printf(stderr, "sql2dynamo: %d %s; no design written\n", errs, map[bool]string{true: "error", false: "errors"}[errs == 1])
		return nil, exitBadInput
	}
	if prices.ReadPerMillion < 0 || prices.WritePerMillion < 0 || prices.StoragePerGBMonth < 0 {
		printf(stderr, "sql2dynamo: prices cannot be negative\n")
		return nil, exitBadInput
	}
	return design.New(m, design.Options{Table: table, Prices: prices}), exitOK
}

// writeOutput writes the result to -o FILE or stdout.
func writeOutput(b []byte, path string, stdout, stderr io.Writer) int {
	var err error
	if path == "" {
		_, err = stdout.Write(b)
	} else {
		err = os.WriteFile(path, b, 0o644)
	}
	if err != nil {
		printf(stderr, "sql2dynamo: %v\n", err)
		return exitFailure
	}
	return exitOK
}

// defaultTable names the table after the first file, or after its folder
// when the file has a generic name (testdata/retail/input.sql → retail).
func defaultTable(path string) string {
	base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	switch strings.ToLower(base) {
	case "input", "schema", "queries", "query", "ddl", "main":
		if dir := filepath.Base(filepath.Dir(path)); dir != "." && dir != string(filepath.Separator) {
			return dir
		}
	}
	return base
}

// unwrapPath drops the path os.ReadFile repeats in its error.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}
