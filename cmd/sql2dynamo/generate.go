package main

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/gogen"
	"sql2dynamo/input"
)

// generateOptions are the flags of `sql2dynamo generate`.
type generateOptions struct {
	out    string
	pkg    string
	table  string
	input  input.Options
	iface  bool
	json   bool
	exact  bool
	pLimit int
}

func newGenerateCmd(stdout, stderr io.Writer) *cobra.Command {
	opts := &generateOptions{}
	cmd := &cobra.Command{
		Use:   "generate [--out DIR] FILE...",
		Short: "Write the Go package that runs the design's plans (sqlc's package, for DynamoDB)",
		Long: `Generate designs the table as 'design' does and writes a Go package whose methods
run the access patterns' plans: one method per named query, with sqlc's names,
parameters and row types, on the AWS SDK for Go v2.

From a sqlc config it follows the package's Go settings that shape what a
caller sees (package, out, emit_interface, emit_json_tags, json_tags_case_style,
json_tags_id_uppercase, emit_db_tags, emit_exact_table_names, emit_empty_slices,
emit_result_struct_pointers, emit_params_struct_pointers, query_parameter_limit,
rename, initialisms, output_*_file_name, output_files_suffix), says on stderr
which it cannot follow (emit_methods_with_db_argument, overrides), and writes
the package beside sqlc's: into the folder 'dynamo' next to sqlc's out folder,
as package dynamo. It never writes over a file it did not generate.

A pattern the design does not serve, or the package does not run yet (a
column sqlc types interface{}, a TIME, :batchexec, ...), keeps its method,
which returns an error wrapping ErrUnsupported that says why: an application
compiles against the whole interface and a call never silently does less than
the SQL.`,
		Example: `  sql2dynamo generate --out internal/dynamo schema.sql query.sql
  sql2dynamo generate sqlc.yaml`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return fmt.Errorf("generate needs at least one .sql file, folder or sqlc config")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			setExit(cmd, runGenerate(cmd, opts, args, stdout, stderr))
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVarP(&opts.out, "out", "o", "", "folder to write the package to (default: 'dynamo' beside sqlc's out folder; required for .sql files)")
	f.StringVar(&opts.pkg, "package", "", "package name (default: the out folder's name)")
	f.StringVar(&opts.table, "table", "", "DynamoDB table name the report uses (default as for design; New takes the table at run time)")
	f.BoolVar(&opts.iface, "emit-interface", false, "write querier.go, the Querier interface (default: the sqlc config's emit_interface)")
	f.BoolVar(&opts.json, "emit-json-tags", false, "tag struct fields with their column names (default: the sqlc config's)")
	f.BoolVar(&opts.exact, "emit-exact-table-names", false, "name models as their tables, not singular (default: the sqlc config's)")
	f.IntVar(&opts.pLimit, "query-parameter-limit", 1, "parameters a method takes one by one before a Params struct (default: the sqlc config's, else 1)")
	configFlags(f, &opts.input)
	return cmd
}

func runGenerate(cmd *cobra.Command, opts *generateOptions, args []string, stdout, stderr io.Writer) int {
	x, code := designOne(args, opts.table, design.DefaultPrices, opts.input, stderr)
	if x == nil {
		return code
	}
	set := x.goSet
	out := opts.out
	if out == "" && set.Out != "" {
		out = filepath.Join(filepath.Dir(filepath.Clean(set.Out)), "dynamo")
	}
	if out == "" {
		printf(stderr, "sql2dynamo: generate needs --out DIR: the folder of the package to write\n")
		return exitBadInput
	}
	o := gogen.OptionsOf(set)
	o.Package = cmp.Or(opts.pkg, filepath.Base(filepath.Clean(out)))
	if set.QueryParameterLimit == nil {
		o.QueryParameterLimit = 1
	}
	for _, why := range gogen.Unfollowed(set) {
		printf(stderr, "sql2dynamo: not followed: %s\n", why)
	}
	fl := cmd.Flags()
	if fl.Changed("emit-interface") {
		o.EmitInterface = opts.iface
	}
	if fl.Changed("emit-json-tags") {
		o.EmitJSONTags = opts.json
	}
	if fl.Changed("emit-exact-table-names") {
		o.EmitExactTableNames = opts.exact
	}
	if fl.Changed("query-parameter-limit") {
		o.QueryParameterLimit = opts.pLimit
	}
	if o.QueryParameterLimit < 0 {
		printf(stderr, "sql2dynamo: --query-parameter-limit must be 0 or more, not %d\n", o.QueryParameterLimit)
		return exitBadInput
	}
	if !token.IsIdentifier(o.Package) || o.Package == "_" || o.Package == "main" || o.Package == "init" {
		// main builds a command, no package to import; init cannot be
		// imported at all.
		printf(stderr, "sql2dynamo: %q is not a Go package name an application can import: name one with --package\n", o.Package)
		return exitBadInput
	}
	if set.Out != "" && sameFolder(out, set.Out) {
		printf(stderr, "sql2dynamo: %s is sqlc's out folder: the DynamoDB package goes beside it, never over it; choose another --out\n", out)
		return exitBadInput
	}
	if set.Out != "" {
		// sqlc's own package, when generated: the DynamoDB package is a
		// drop-in for it (its types, its signatures, its Querier).
		sq, err := gogen.ReadSqlc(set.Out)
		switch {
		case err != nil:
			printf(stderr, "sql2dynamo: %v: the package declares its own models, and is no drop-in for sqlc's\n", err)
		case sq == nil:
			printf(stderr, "sql2dynamo: no package of sqlc's in %s (run sqlc generate first for a drop-in): the package declares its own models\n", set.Out)
		default:
			o.Sqlc = sq
			if why := sq.DropIn(); why != "" {
				printf(stderr, "sql2dynamo: the package uses the types of sqlc's package in %s, but is no drop-in for it: %s\n", set.Out, why)
			}
		}
	}
	files, methods, err := gogen.Package(x.d, o)
	if err != nil {
		var setting *gogen.SettingError
		if errors.As(err, &setting) && set.Pos.File != "" {
			// A setting of the config: said where the config holds it.
			printf(stderr, "%s\n", analyze.Diagnostic{Pos: set.Pos, Severity: analyze.Error, Message: setting.Error()})
			return exitBadInput
		}
		printf(stderr, "sql2dynamo: %v\n", err)
		if setting != nil {
			return exitBadInput
		}
		return exitFailure
	}
	if why := foreignFiles(out); why != "" {
		printf(stderr, "sql2dynamo: %s\n", why)
		return exitBadInput
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		printf(stderr, "sql2dynamo: %v\n", err)
		return exitFailure
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(out, f.Name), f.Src, 0o644); err != nil {
			printf(stderr, "sql2dynamo: %v\n", err)
			return exitFailure
		}
	}
	stale, err := removeStale(out, files)
	if err != nil {
		printf(stderr, "sql2dynamo: %v\n", err)
		return exitFailure
	}
	runs := 0
	var unsupported, left []string
	for _, m := range methods {
		if m.Mismatch {
			printf(stderr, "sql2dynamo: %s returns ErrUnsupported: %s\n", m.Name, m.Why)
		}
		switch {
		case m.Generated:
			runs++
		case m.Skip:
			left = append(left, m.Name)
		default:
			unsupported = append(unsupported, m.Name)
		}
	}
	printf(stdout, "wrote package %s to %s: %d files, %d methods, %d run their plan", o.Package, out, len(files), len(methods)-len(left), runs)
	if len(unsupported) > 0 {
		printf(stdout, "; %d return ErrUnsupported (%s)", len(unsupported), strings.Join(unsupported, ", "))
	}
	if len(left) > 0 {
		printf(stdout, "; %d left out, each with a comment saying why (%s)", len(left), strings.Join(left, ", "))
	}
	sq := o.Sqlc
	switch {
	case sq != nil && o.EmitInterface && sq.Satisfiable(methods):
		printf(stdout, "; a drop-in for sqlc's package %s: its types, and *Queries satisfies its Querier", sq.Path)
	case sq != nil:
		printf(stdout, "; the types are sqlc's package %s's", sq.Path)
	}
	printf(stdout, "\n")
	if len(stale) > 0 {
		printf(stdout, "removed %s: generated before, no file of the package now\n", strings.Join(stale, ", "))
	}
	if sq == nil {
		return exitOK
	}
	if missing := sq.Missing(methods); len(missing) > 0 {
		own := ""
		if o.EmitInterface {
			own = "; the package declares a Querier of its own"
		}
		printf(stderr, "sql2dynamo: sqlc's Querier in %s has %s, which the queries given do not: sqlc's package is older than them (run sqlc generate)%s\n", sq.Path, strings.Join(missing, ", "), own)
	}
	return exitOK
}

// foreignFiles says why out cannot be written: a .go file there that
// sql2dynamo did not generate.
func foreignFiles(out string) string {
	entries, err := os.ReadDir(out)
	if err != nil {
		return ""
	}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") {
			continue
		}
		src, err := os.ReadFile(filepath.Join(out, e.Name()))
		if err != nil || !bytes.HasPrefix(src, []byte("// Code generated by sql2dynamo. DO NOT EDIT.")) {
			return fmt.Sprintf("%s holds %s, which sql2dynamo did not generate: it writes only into a folder of its own; choose another --out", out, e.Name())
		}
	}
	return ""
}

// sameFolder reports whether the paths a and b name one folder: as the
// disk knows it when both exist (./db, its absolute path, a link to it),
// else as their absolute paths.
func sameFolder(a, b string) bool {
	ia, errA := os.Stat(a)
	ib, errB := os.Stat(b)
	if errA == nil && errB == nil {
		return os.SameFile(ia, ib)
	}
	absA, errA := filepath.Abs(a)
	absB, errB := filepath.Abs(b)
	return errA == nil && errB == nil && absA == absB
}

// removeStale removes the .go files in out that files does not hold: a
// package generated before (querier.go before emit_interface was turned
// off, the file of a query file renamed), which would not build with
// the new one. foreignFiles has proved each .go file there sql2dynamo's.
func removeStale(out string, files []gogen.File) ([]string, error) {
	entries, err := os.ReadDir(out)
	if err != nil {
		return nil, err
	}
	// A file just written is known by what it is, not by its name: on a
	// disk that ignores case (macOS, Windows) db.go written over an old
	// DB.go keeps the name DB.go.
	var written []os.FileInfo
	for _, f := range files {
		if info, err := os.Stat(filepath.Join(out, f.Name)); err == nil {
			written = append(written, info)
		}
	}
	var removed []string
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") {
			continue
		}
		info, err := os.Stat(filepath.Join(out, name))
		if err != nil {
			return removed, err
		}
		if slices.ContainsFunc(written, func(w os.FileInfo) bool { return os.SameFile(w, info) }) {
			continue
		}
		if err := os.Remove(filepath.Join(out, name)); err != nil {
			return removed, err
		}
		removed = append(removed, name)
	}
	return removed, nil
}
