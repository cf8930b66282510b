package gogen

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"go/format"
	"go/scanner"
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/input"
)

// Options are sqlc's gen.go settings the package follows.
type Options struct {
	Package string // package name; "db" when empty, as sqlc's examples
	// EmitInterface writes querier.go: the Querier interface of every
	// method.
	EmitInterface bool
	// EmitJSONTags tags every model and row field with its column name.
	EmitJSONTags bool
	// EmitExactTableNames names models as their tables, not singular.
	EmitExactTableNames bool
	// QueryParameterLimit is how many parameters a method takes one by
	// one before it takes a Params struct: sqlc's default is 1, and 0
	// means always a struct. Negative is sqlc's default.
	QueryParameterLimit int
	// EmitDBTags tags every model and row field db:"column".
	EmitDBTags bool
	// JSONTagsCaseStyle is how JSON tags write the column: "camel",
	// "pascal", "snake", or as it is ("" or "none"); JSONTagsIDUppercase
	// writes camel's "Id" as "ID".
	JSONTagsCaseStyle   string
	JSONTagsIDUppercase bool
	// EmitEmptySlices makes a :many method return an empty slice, not
	// nil, when it finds no row.
	EmitEmptySlices bool
	// EmitResultStructPointers returns a struct row as *T ([]*T for
	// :many); EmitParamsStructPointers takes a Params struct as *T.
	EmitResultStructPointers bool
	EmitParamsStructPointers bool
	// EmitPreparedQueries writes sqlc's Prepare and (*Queries).Close: an
	// application that prepares its statements at start and closes them
	// at the end keeps its calls.
	EmitPreparedQueries bool
	// Rename names a column's, a table's or an enum's Go name outright
	// (the key is the name sqlc would otherwise build the Go name from).
	Rename map[string]string
	// Initialisms are the words written upper-case in Go names; nil is
	// sqlc's default, "id".
	Initialisms []string
	// The names of the files sqlc names: db.go, models.go, querier.go,
	// and the suffix each query file's name takes before ".go".
	OutputDBFileName, OutputModelsFileName, OutputQuerierFileName, OutputFilesSuffix string
	// Sqlc is sqlc's package of the same queries, when it exists: the
	// package uses its types and satisfies its Querier.
	Sqlc *Sqlc
}

// OptionsOf are the options sqlc's Go settings of a package ask for: the
// package takes the name, interface, tags, names, pointers and file names
// sqlc's own package has (Package, and Sqlc, are the caller's to set).
func OptionsOf(s input.GoSettings) Options {
	o := Options{
		EmitInterface:            s.EmitInterface,
		EmitJSONTags:             s.EmitJSONTags,
		EmitExactTableNames:      s.EmitExactTableNames,
		QueryParameterLimit:      -1,
		EmitDBTags:               s.EmitDBTags,
		JSONTagsCaseStyle:        s.JSONTagsCaseStyle,
		JSONTagsIDUppercase:      s.JSONTagsIDUppercase,
		EmitEmptySlices:          s.EmitEmptySlices,
		EmitResultStructPointers: s.EmitResultStructPointers,
		EmitParamsStructPointers: s.EmitParamsStructPointers,
		EmitPreparedQueries:      s.EmitPreparedQueries,
		Rename:                   s.Rename,
		OutputDBFileName:         s.OutputDBFileName,
		OutputModelsFileName:     s.OutputModelsFileName,
		OutputQuerierFileName:    s.OutputQuerierFileName,
		OutputFilesSuffix:        s.OutputFilesSuffix,
	}
	if s.QueryParameterLimit != nil {
		o.QueryParameterLimit = *s.QueryParameterLimit
	}
	if s.Initialisms != nil {
		o.Initialisms = slices.Clone(*s.Initialisms)
		if o.Initialisms == nil {
			o.Initialisms = []string{} // none: "id" is Id
		}
	}
	return o
}

// Unfollowed are the settings of s the package cannot follow, each with
// what the package does instead: generate says them on stderr.
func Unfollowed(s input.GoSettings) []string {
	var out []string
	if s.EmitMethodsWithDBArgument {
		out = append(out, "emit_methods_with_db_argument: sqlc's methods take a DBTX each; the DynamoDB package's keep the client New was given, so no Querier of sqlc's can be satisfied")
	}
	if len(s.Overrides) > 0 {
		out = append(out, fmt.Sprintf("overrides (%d): the package types columns as sqlc does without them; a method whose types an override changes says so and returns ErrUnsupported", len(s.Overrides)))
	}
	for _, k := range slices.Sorted(maps.Keys(s.Rename)) {
		if v := s.Rename[k]; !renamable(v) {
			why := "is no Go name"
			if placeholder.MatchString(v) {
				why = "has the form of the generator's placeholders for names"
			}
			out = append(out, fmt.Sprintf("rename %s: %q %s, so the name is the one sqlc builds from %s", strconv.Quote(k), v, why, strconv.Quote(k)))
		}
	}
	if s.EmitPointersForNullTypes {
		out = append(out, "emit_pointers_for_null_types: sqlc v1.31.1 keeps database/sql's Null types for MySQL whatever it says, and so does the package")
	}
	return out
}

// File is one file of the generated package.
type File struct {
	Name string
	Src  []byte
}

// Method is what the generated package has for one pattern: its Go
// signature, and whether its body runs the plan (Generated) or returns
// ErrUnsupported, saying Why. verify's driver calls it by these.
type Method struct {
	Plan *design.Plan
	// own is the design's plan when Plan is its copy without AppEmpty
	// steps (withoutEmpty), laid out and written by; Package hands on
	// the method with its own again.
	own  *design.Plan
	Name string
	// Params are the method's parameters past ctx, in order; Struct says
	// they are the fields of one <Name>Params struct.
	Params []Param
	Struct bool
	// StructPointer says the method takes the struct as a pointer
	// (emit_params_struct_pointers).
	StructPointer bool
	// Result is the row type, "" for a method that returns no rows;
	// Fields its fields when it is a struct (a model or <Name>Row), or
	// the one value's when Scalar.
	Result string
	Fields []Field
	Scalar bool
	Many   bool
	// Generated says the body runs the plan; else it returns
	// ErrUnsupported with Why, and Why says so in its doc comment.
	Generated bool
	Why       string
	// Skip says the method is left out: its signature cannot be written
	// (Why says why).
	Skip bool
	// clash says it is left out for its name, another method's or one
	// of the package's own (WithClock): sqlc's signature does not bring
	// it back.
	clash bool
	// Mismatch says the design's types differ from those of sqlc's
	// method (Options.Sqlc), so the method returns ErrUnsupported.
	Mismatch bool
	// Clocks are the placeholders a write fills from the time of the
	// write (NOW(), DEFAULT CURRENT_TIMESTAMP): Queries' clock.
	Clocks []string
	// NewRow says Result is a <Name>Row the file declares.
	NewRow bool
	// paramsName is the type of its Params struct, when Struct.
	paramsName string
	file       string
	req        *request
	write      *write
	seq        *sequence
	chain      *chain
	join       *join
	coll       *collection
	counted    *counted
	sorted     string // a one-request read's application sort ([]sortKey), sort.go
	exists     *analyze.Exists
	upsert     *upsert
	lookup     *lookup
	keys       *keyChoice // the sparse index keys its new values choose (keychoice.go)
	// generated are the statements computing the generated columns it
	// writes (generated.go), before its request.
	generated []string
	listed    *listRead
	branched  *branchRead
	unioned   *unionRead
	orJoined  *orJoin
	scalars   *scalars
	inserts   *insertSelect
	parents   []parentRead // the parents an INSERT copies from, read first (parents.go)
	replace   *replacing   // a REPLACE that deletes the rows its keys name (replace.go)
	// fromItem says every value of the write is the item's it read, none
	// the method's parameters: a REPLACE's DELETE of a row it replaces.
	fromItem bool
	// computed are the statements computing its computed columns on
	// the items read (compute.go), and table its table with them.
	computed string
	table    *analyze.Entity
	rest     *design.Plan // the plan after its compute step, as the body runs it
	grouped  *grouped
	sqlc     *SqlcMethod // sqlc's method of the name, when Options.Sqlc has it
	// nonNull says which parameters (by placeholder) are known not NULL
	// in the body: the choice it writes is the one for them (choose.go).
	nonNull map[string]bool
	choices []choice
	fn      string // the function the body is, when it is a choice's or an upsert's part
	bare    bool   // the body is the function a wrapper calls (wrapper, bareName)
	part    bool   // the body is an upsert's part, which chooses as a method does
	check   string // statements keeping the items the application's check passes
	clocked bool   // the body reads the clock
	// unchanged says the write's every SET keeps its column (SET c = c):
	// its plan sends no request, and the method none.
	unchanged bool
	// fed are the placeholders a step fills from the items of the step
	// before: each the Go variable of the attribute's text, and the
	// column it is a value of.
	fed map[string]fedValue
	// list are the placeholders a loop over a list's values fills (an
	// IN list, a sqlc.slice, a sharded key's shards): each the Go
	// variable of the value, of its type.
	list map[string]listValue
}

// typeName is the parameter's Go type as the signature writes it.
func (p Param) typeName() string {
	if p.List {
		return "[]" + p.Type.Name
	}
	return p.Type.Name
}

type listValue struct {
	expr string
	typ  goType
}

type fedValue struct {
	expr string
	col  *analyze.Column
	has  string // the Go variable saying the attribute is there, "" for a NOT NULL column's
}

// Param is one parameter of a method: the ?s of the SQL it fills (the
// design's Binding names, one for each ? it fills).
type Param struct {
	Name  string // the argument's name, or the Params struct's field
	Type  goType
	Fills []string
	Limit bool // LIMIT ?
	List  bool // sqlc.slice: a []Type of the list's values
	// Flag is the ? of a positional `? IS NULL OR c <= ?`: sqlc types it
	// interface{} and names it by its place (Column2). Its nil chooses
	// the request where the value's own type (c's, int32) holds no NULL;
	// its value is never read: the other ? gives the bound.
	Flag bool
	sql  string // the name before it is a Go name: the column, or sqlc's
}

// Field is one column of a row type, in the select list's order.
type Field struct {
	Name   string // Go field name
	Column string // the answer's column, as the SQL names it
	Attr   string // the item attribute that holds it
	Type   goType
	Entity string // the table whose items hold it, or the read per row's key (rowReadKey)
	// strict says the type holds no NULL where the read may find no row
	// (sqlc types a scalar subquery's column as its column): none found
	// is an error, as sqlc's Scan of a NULL into it is.
	strict bool
	// nullFails says the type holds no NULL where its computed value may
	// be NULL (sqlc types CONCAT a string): a NULL is an error, as sqlc's
	// Scan of it is.
	nullFails bool
	computed  bool // a column the application computes (compute.go)
}

func (o Options) pkg() string { return cmp.Or(o.Package, "db") }

func (o Options) paramLimit() int {
	if o.QueryParameterLimit < 0 {
		return 1
	}
	return o.QueryParameterLimit
}

// Package writes the Go package that runs d's plans: db.go, models.go,
// keys.go, items.go, one file per query file, and querier.go when asked.
func Package(d *design.Design, o Options) ([]File, []*Method, error) {
	var queryFiles []string
	for _, p := range d.Plans {
		queryFiles = append(queryFiles, fileOf(p.Pattern.Pos))
	}
	slices.Sort(queryFiles)
	if err := o.checkFiles(slices.Compact(queryFiles)); err != nil {
		return nil, nil, err
	}
	g := &gen{d: d, o: o, names: newNamer(o), placeholders: map[string]string{}, resolved: map[string]map[string]string{}}
	g.nameTypes()
	methods := g.methods()
	var files []File
	add := func(name string, src []byte, err error) error {
		if err != nil {
			return err
		}
		files = append(files, File{Name: name, Src: src})
		return nil
	}
	var src []byte
	var err error
	if src, err = g.dbFile(methods); add(o.dbFile(), src, err) != nil {
		return nil, nil, err
	}
	if src, err = g.modelsFile(); add(o.modelsFile(), src, err) != nil {
		return nil, nil, err
	}
	if src, err = KeysFile(o.pkg(), g.folds()); add("keys.go", src, err) != nil {
		return nil, nil, err
	}
	if src, err = g.itemsFile(); add("items.go", src, err) != nil {
		return nil, nil, err
	}
	byFile := map[string][]*Method{}
	for _, m := range methods {
		byFile[m.file] = append(byFile[m.file], m)
	}
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for f := range byFile {
			if !yield(f) {
				return
			}
		}
	}) {
		if src, err = g.queriesFile(byFile[name]); add(o.queryFile(name), src, err) != nil {
			return nil, nil, err
		}
	}
	if o.EmitInterface {
		if src, err = g.querierFile(methods); add(o.querierFile(), src, err) != nil {
			return nil, nil, err
		}
	}
	files, fset, parsed, err := prune(files)
	if err != nil {
		return nil, nil, err
	}
	check := func() error { return checkParsed(fset, parsed, o.Sqlc) }
	if testHookFiles != nil {
		testHookFiles(files)
		check = func() error { return TypeCheck(files, o.Sqlc) } // the files the hook changed, parsed again
	}
	if err := g.check(files); err != nil {
		return nil, nil, err
	}
	// A package that does not build is never handed on as written.
	if err := check(); err != nil {
		return nil, nil, fmt.Errorf("gogen: the generated package does not build: %w", err)
	}
	g.nameParams(methods)
	for _, m := range methods {
		if m.own != nil {
			m.Plan = m.own // verify finds the method by the design's plan
		}
	}
	return files, methods, nil
}

// testHookFiles, set by a test, changes the files before they are
// checked: how a test makes Package meet a package that does not build,
// which the generator itself must never write.
var testHookFiles func([]File)

type gen struct {
	d     *design.Design
	o     Options
	names namer // Go names as the settings have them
	// pkg is the package block's names (scope.go); models the model of
	// each table, and enums the type of each ENUM column, by table and
	// column.
	pkg    *scope
	models map[string]string
	// sqlcPkg is the name sqlc's package is imported by, sqlcTypes the
	// name each of its types is aliased under, by sqlc's name, and
	// sqlcStructs and sqlcMethods its types' fields and its methods as
	// the package names their types (localSqlc).
	sqlcPkg   string
	sqlcTypes map[string]string
	// sqlcConsts is the name each of sqlc's constants (its ENUM values)
	// is aliased under, by sqlc's name.
	sqlcConsts  map[string]string
	sqlcStructs map[string][]SqlcField
	sqlcMethods map[string]SqlcMethod
	// methodSet is *Queries' fields and methods (helper).
	methodSet *scope
	enums     map[string]*enumType
	// placeholders are the names functions declare from the input, by
	// what they name (local), bases the names they ask for, and resolved
	// the names each function gave them (resolveLocals).
	placeholders map[string]string
	bases        []string
	resolved     map[string]map[string]string
}

const header = "// Code generated by sql2dynamo. DO NOT EDIT.\n\n"

func (g *gen) source(name string, b *bytes.Buffer) ([]byte, error) {
	src, err := format.Source(b.Bytes())
	if err != nil {
		return nil, sourceError(name, err)
	}
	return src, nil
}

// sourceError is a generated file's syntax error as one positioned line
// (parseError): it is the generator's fault.
func sourceError(name string, err error) error {
	return fmt.Errorf("gogen: %w", parseError(name, err))
}

// parseError is a file's syntax error as one positioned line,
// file:line:col: message (the first of them, and how many more), never
// the source itself: the message must fit the terminal that shows it.
func parseError(name string, err error) error {
	var list scanner.ErrorList
	if !errors.As(err, &list) || len(list) == 0 {
		return fmt.Errorf("%s: %s", name, commentText(err.Error()))
	}
	e := list[0]
	more := ""
	if len(list) > 1 {
		more = fmt.Sprintf(" (and %d more)", len(list)-1)
	}
	return fmt.Errorf("%s:%d:%d: %s%s", name, e.Pos.Line, e.Pos.Column, commentText(e.Msg), more)
}

// folds are the collations the package's keys fold by.
func (g *gen) folds() []analyze.Fold {
	var out []analyze.Fold
	for _, e := range g.d.Model.Entities {
		for _, c := range e.Columns {
			if c.Fold != analyze.FoldNone {
				out = append(out, c.Fold)
			}
		}
	}
	return out
}

// imports writes an import block of the packages the source uses: each
// candidate an import path, or "name path" for a package imported by a
// name of its own.
func imports(b *bytes.Buffer, body string, candidates ...string) {
	var std, others []string
	for _, c := range candidates {
		name, path, named := strings.Cut(c, " ")
		if !named {
			path, name = c, c[strings.LastIndex(c, "/")+1:]
		}
		if !strings.Contains(body, name+".") {
			continue
		}
		spec := strconv.Quote(path)
		if named && name != path[strings.LastIndex(path, "/")+1:] {
			spec = name + " " + spec
		}
		if strings.Contains(strings.Split(path, "/")[0], ".") || named {
			others = append(others, spec)
		} else {
			std = append(std, spec)
		}
	}
	if len(std)+len(others) == 0 {
		return
	}
	b.WriteString("import (\n")
	for _, s := range std {
		fmt.Fprintf(b, "\t%s\n", s)
	}
	if len(std) > 0 && len(others) > 0 {
		b.WriteString("\n")
	}
	for _, s := range others {
		fmt.Fprintf(b, "\t%s\n", s)
	}
	b.WriteString(")\n\n")
}

// templateImports are the packages the templates' files may import
// (imports writes those a file uses); keys.go has its own (keysHead).
var templateImports = []string{"context", "crypto/md5", "crypto/sha1", "crypto/sha256", "crypto/sha512", "database/sql", "database/sql/driver", "encoding/hex", "encoding/json", "errors", "fmt", "hash", "hash/fnv", "math/big", "slices", "strconv", "strings", "time", "unicode/utf8", awsPkg, dynamoPkg, typesPkg}

const (
	awsPkg    = "github.com/aws/aws-sdk-go-v2/aws"
	dynamoPkg = "github.com/aws/aws-sdk-go-v2/service/dynamodb"
	typesPkg  = "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// file writes a generated file: the header, package clause, imports of
// what body uses, and body.
func (g *gen) file(name, body string) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(header)
	fmt.Fprintf(&b, "package %s\n\n", g.o.pkg())
	imports(&b, body, g.candidates()...)
	b.WriteString(body)
	src, err := g.resolveLocals(name, b.Bytes())
	if err != nil {
		return nil, err
	}
	return g.source(name, bytes.NewBuffer(src))
}

// candidates are the packages a generated file may import, as imports
// takes them: the templates', and sqlc's package with the packages its
// signatures name.
func (g *gen) candidates() []string {
	candidates := g.imported()
	if s := g.o.Sqlc; s != nil {
		candidates = append(candidates, g.sqlcPkg+" "+s.Path)
	}
	return candidates
}

// imported are the import paths a generated file may import but sqlc's
// package: the templates' and keys.go's (ImportPaths), and those sqlc's
// signatures name ("alias path" for one imported by an alias,
// importAliases). Their names are the package block's before any model's
// (a table renamed sort is sort_2).
func (g *gen) imported() []string {
	paths := ImportPaths()
	if s := g.o.Sqlc; s != nil {
		for _, m := range s.Methods {
			paths = append(paths, m.Imports...)
		}
		slices.Sort(paths)
		paths = slices.Compact(paths)
	}
	return paths
}

// check refuses a file checkSource refuses: one importing more than the
// candidates (ImportPaths, sqlc's package and its imports).
func (g *gen) check(files []File) error {
	allowed := map[string]bool{}
	for _, c := range g.candidates() {
		_, path, named := strings.Cut(c, " ")
		if !named {
			path = c
		}
		allowed[path] = true
	}
	for _, f := range files {
		if err := checkSource(f, allowed); err != nil {
			return err
		}
	}
	return nil
}

// opsOf adds the operations m's body sends to ops: its own, its
// sequence's, its steps', its lookup's, and those of the functions it
// calls (its choices, an upsert's parts).
func opsOf(m *Method, ops map[string]bool) {
	if m.upsert == nil {
		ops[m.Plan.Operation] = true
	}
	if m.Plan.Pattern.Statement == analyze.Select {
		for _, st := range m.Plan.Steps() { // a join's, a UNION's, an OR's
			ops[st.Operation] = true
		}
	}
	if m.inserts != nil {
		ops[m.inserts.op] = true
	}
	if m.seq != nil {
		ops["UpdateItem"] = true
	}
	if m.chain != nil {
		ops[design.BatchGetItem] = true
	}
	if m.join != nil {
		for _, js := range m.join.steps {
			ops[js.p.Operation] = true
		}
	}
	if m.counted != nil {
		for _, cs := range m.counted.steps {
			ops[cs.p.Operation] = true
		}
	}
	if m.lookup != nil {
		ops[m.lookup.op] = true
		if m.lookup.then != nil {
			ops[m.lookup.then.op] = true
		}
	}
	for _, c := range m.choices {
		if c.m != nil {
			opsOf(c.m, ops)
		}
	}
	if u := m.upsert; u != nil {
		if u.update != nil {
			opsOf(u.update, ops)
		}
		opsOf(u.insert, ops)
		if u.holder != "" {
			ops[design.GetItem] = true // the lock items of its further UNIQUE values
		}
	}
	if len(m.parents) > 0 {
		ops[design.GetItem] = true // the parents' reads
	}
	if r := m.replace; r != nil {
		ops[design.GetItem] = true // the rows it replaces
		opsOf(r.own, ops)
	}
}

// dbFile is db.go: the client interface, New and Queries.
func (g *gen) dbFile(methods []*Method) ([]byte, error) {
	ops := map[string]bool{}
	for _, m := range methods {
		if m.Generated {
			opsOf(m, ops)
		}
	}
	var b strings.Builder
	b.WriteString("// DynamoDB is the DynamoDB client methods the package calls:\n// *dynamodb.Client has them, and an application may wrap or fake it.\ntype DynamoDB interface {\n")
	for _, op := range clientOps {
		if ops[op] {
			fmt.Fprintf(&b, "\t%s(ctx context.Context, params *dynamodb.%sInput, optFns ...func(*dynamodb.Options)) (*dynamodb.%sOutput, error)\n", op, op, op)
		}
	}
	b.WriteString("}\n\n")
	clock := slices.ContainsFunc(methods, func(m *Method) bool { return m.Generated && len(m.Clocks) > 0 })
	if !clock {
		b.WriteString(`// New returns the queries of the design on table, sent with client.
func New(client DynamoDB, table string) *Queries {
	return &Queries{client: client, table: table}
}

// Queries runs the design's access patterns, one method each.
type Queries struct {
	client DynamoDB
	table  string
}
`)
	} else {
		b.WriteString(`// New returns the queries of the design on table, sent with client.
func New(client DynamoDB, table string) *Queries {
	return &Queries{client: client, table: table, now: time.Now}
}

// Queries runs the design's access patterns, one method each.
type Queries struct {
	client DynamoDB
	table  string
	now    func() time.Time
}

// WithClock returns the queries with another clock for NOW() and DEFAULT
// CURRENT_TIMESTAMP (time.Now by default): a test's fixed time.
func (q *Queries) WithClock(now func() time.Time) *Queries {
	c := *q
	c.now = now
	return &c
}
`)
	}
	b.WriteString(`
// ErrUnsupported is returned by a method whose pattern the package does not
// run: the error says why.
var ErrUnsupported = errors.New("not served by the DynamoDB design")

// ErrDuplicateKey is returned by an INSERT whose row's key, or a UNIQUE
// value of it, another row holds: MySQL's duplicate entry (1062).
var ErrDuplicateKey = errors.New("duplicate key")

// ErrConflict is returned by a write that computes its values from the row
// it reads first (SET n = n + ? on a column a key is built from), or
// copies them from a parent row it reads first, when other writes changed
// that row between its read and its write on every try: it wrote nothing,
// and may be called again.
var ErrConflict = errors.New("the row changed under every try")

// ErrForeignKey is returned by an INSERT whose row names a parent row that
// does not exist, where the row's item copies the parent's columns: MySQL's
// foreign key constraint fails (1452).
var ErrForeignKey = errors.New("foreign key constraint fails")
`)
	g.withTx(&b, ops)
	if g.o.EmitPreparedQueries {
		b.WriteString(preparedQueries)
	}
	if err := createTable(&b, g.d.CreateTable); err != nil {
		return nil, err
	}
	return g.file("db.go", b.String())
}

// preparedQueries are sqlc's Prepare and Close (emit_prepared_queries):
// DynamoDB has no statements to prepare, so Prepare is New and Close
// releases nothing.
const preparedQueries = `
// Prepare has the place of sqlc's Prepare (emit_prepared_queries): DynamoDB
// prepares no statements, so it returns New(client, table) and never fails.
func Prepare(ctx context.Context, client DynamoDB, table string) (*Queries, error) {
	return New(client, table), nil
}

// Close has sqlc's signature (emit_prepared_queries): there is no prepared
// statement to close, so it releases nothing and returns nil; the client
// stays the application's.
func (q *Queries) Close() error {
	return nil
}
`

// clientOps are the DynamoDB operations the package's client interface
// may hold, in its order.
var clientOps = []string{design.GetItem, design.Query, design.OpScan, design.BatchGetItem, "PutItem", "UpdateItem", "DeleteItem", "TransactWriteItems"}

// withTx writes sqlc's WithTx, whose queries cannot run in the SQL
// transaction an application gives them: their client (inSQLTx) refuses
// every request the package sends, ops.
func (g *gen) withTx(b *strings.Builder, ops map[string]bool) {
	b.WriteString(`
// WithTx has sqlc's signature, for an application that runs its queries
// in a SQL transaction: DynamoDB cannot join tx, so the queries it returns
// send nothing. Every request of theirs fails with an error wrapping
// ErrUnsupported, which a method returns before it reads or writes an
// item (one that sends none, a NULL key finding no row, answers as
// always); tx's Commit or Rollback changes nothing in the table. Writes
// that must be atomic together need a design of their own (one
// TransactWriteItems).
func (q *Queries) WithTx(tx *sql.Tx) *Queries {
	c := *q
	c.client = inSQLTx{}
	return &c
}

// inSQLTx is the client of the queries WithTx returns: it refuses every
// request.
type inSQLTx struct{}

var errInSQLTx = fmt.Errorf("%w: the queries of WithTx run in a SQL transaction, which DynamoDB cannot join", ErrUnsupported)
`)
	for _, op := range clientOps {
		if ops[op] {
			fmt.Fprintf(b, "\nfunc (inSQLTx) %s(context.Context, *dynamodb.%sInput, ...func(*dynamodb.Options)) (*dynamodb.%sOutput, error) {\n\treturn nil, errInSQLTx\n}\n", op, op, op)
		}
	}
}

// modelsFile is models.go: a struct per table and a type per ENUM column,
// as sqlc writes them.
func (g *gen) modelsFile() ([]byte, error) {
	var b strings.Builder
	type model struct {
		name string
		e    *analyze.Entity
	}
	var models []model
	g.aliases(&b)
	for _, e := range g.d.Model.Entities {
		if name := g.models[e.Name]; !g.sqlcHas(name) {
			models = append(models, model{name, e})
		}
	}
	for _, en := range g.enumTypes() {
		fmt.Fprintf(&b, "type %s string\n\nconst (\n", en.name)
		for i, v := range en.vals {
			fmt.Fprintf(&b, "\t%s %s = %q\n", en.consts[i], en.name, v)
		}
		b.WriteString(")\n\n")
		fmt.Fprintf(&b, `func (e *%[1]s) Scan(src interface{}) error {
	switch s := src.(type) {
	case []byte:
		*e = %[1]s(s)
	case string:
		*e = %[1]s(s)
	default:
		return fmt.Errorf("unsupported scan type for %[1]s: %%T", src)
	}
	return nil
}

type Null%[1]s struct {
	%[1]s %[1]s
	Valid bool // Valid is true if %[1]s is not NULL
}

// Scan implements the Scanner interface.
func (ns *Null%[1]s) Scan(value interface{}) error {
	if value == nil {
		ns.%[1]s, ns.Valid = "", false
		return nil
	}
	ns.Valid = true
	return ns.%[1]s.Scan(value)
}

// Value implements the driver Valuer interface.
func (ns Null%[1]s) Value() (driver.Value, error) {
	if !ns.Valid {
		return nil, nil
	}
	return string(ns.%[1]s), nil
}

`, en.name)
	}
	sort.Slice(models, func(i, j int) bool { return models[i].name < models[j].name })
	for _, m := range models {
		if m.e.Comment != "" {
			fmt.Fprintf(&b, "// %s\n", commentText(m.e.Comment))
		}
		fmt.Fprintf(&b, "type %s struct {\n", m.name)
		for i, f := range g.modelFields(m.e) {
			if c := m.e.Columns[i]; c.Comment != "" {
				fmt.Fprintf(&b, "\t// %s\n", commentText(c.Comment))
			}
			fmt.Fprintf(&b, "\t%s %s%s\n", f.Name, f.Type, g.tag(m.e.Columns[i].Name))
		}
		b.WriteString("}\n\n")
	}
	return g.file("models.go", b.String())
}

// modelFields are the fields of a table's model, one per column, named
// as a row of its columns names them (fieldNames).
func (g *gen) modelFields(e *analyze.Entity) []SqlcField {
	var cols []string
	for _, c := range e.Columns {
		cols = append(cols, c.Name)
	}
	names := g.names.fieldNames(cols, func(int) int { return -1 })
	var out []SqlcField
	for i, c := range e.Columns {
		out = append(out, SqlcField{names[i], g.typeOf(e.Name, c, !c.NotNull).Name})
	}
	return out
}

func (g *gen) tag(col string) string {
	col = strings.ToLower(col) // sqlc's MySQL engine lower-cases names
	var tags []string
	// A tag's name ends at its first comma, and "-" alone drops the
	// field: encoding/json reads "-," as the key "-", sqlx (db tags) has
	// no such form. A name no tag can say gets no tag: the field's own
	// name is its key, never another key or an option.
	if g.o.EmitDBTags && col != "-" && !strings.Contains(col, ",") {
		tags = append(tags, fmt.Sprintf("db:%q", col))
	}
	if name := jsonName(col, g.o.JSONTagsCaseStyle, g.o.JSONTagsIDUppercase); g.o.EmitJSONTags && !strings.Contains(name, ",") {
		if name == "-" {
			name = "-,"
		}
		tags = append(tags, fmt.Sprintf("json:%q", name))
	}
	if len(tags) == 0 {
		return ""
	}
	return " " + tagLiteral(strings.Join(tags, " "))
}

// tagLiteral writes a struct tag as Go: a raw string, as sqlc writes
// it, when the tag holds nothing a raw string cannot carry as it is (a
// backtick, a carriage return, which a raw string drops, a control
// character); else the interpreted literal of it (Go takes either).
func tagLiteral(tag string) string {
	if strings.ContainsFunc(tag, func(r rune) bool { return r == '`' || r == utf8.RuneError || !unicode.IsPrint(r) }) {
		return strconv.Quote(tag)
	}
	return "`" + tag + "`"
}

// jsonName is sqlc's JSON tag of a column in a case style: camel
// (first_name is firstName, an "id" word Id or, idUpper, ID), pascal
// (FirstName, ID), snake (first_name; a column without '_' has its
// upper-case runs split), or the column as it is.
func jsonName(col, style string, idUpper bool) string {
	parts := strings.Split(col, "_")
	var b strings.Builder
	switch style {
	case "camel":
		for i, p := range parts {
			switch {
			case i == 0:
				b.WriteString(p)
			case p == "id" && idUpper:
				b.WriteString("ID")
			case p == "id":
				b.WriteString("Id")
			default:
				b.WriteString(title(p))
			}
		}
	case "pascal":
		for _, p := range parts {
			if p == "id" {
				b.WriteString("ID")
			} else {
				b.WriteString(title(p))
			}
		}
	case "snake":
		if !strings.Contains(col, "_") {
			col = camelRun.ReplaceAllStringFunc(col, func(x string) string { return x[:1] + "_" + x[1:] })
		}
		return strings.ToLower(col)
	default:
		return col
	}
	return b.String()
}

// camelRun is sqlc's split of a camel-case name for snake case: a rune
// that is no upper-case letter, then upper-case letters.
var camelRun = regexp.MustCompile("[^A-Z][A-Z]+")

// queriesFile is the file of one query file's methods, sorted by name.
func (g *gen) queriesFile(methods []*Method) ([]byte, error) {
	slices.SortFunc(methods, func(a, b *Method) int { return strings.Compare(a.Name, b.Name) })
	var b strings.Builder
	for _, m := range methods {
		g.method(&b, m)
	}
	return g.file(g.o.queryFile(methods[0].file), b.String())
}

// querierFile is querier.go: the interface of every method.
func (g *gen) querierFile(methods []*Method) ([]byte, error) {
	var b strings.Builder
	if s := g.o.Sqlc; s != nil && s.Satisfiable(methods) {
		fmt.Fprintf(&b, "// Querier is sqlc's interface of the queries (package %s): *Queries is\n// a drop-in for sqlc's.\ntype Querier = %s.Querier\n\nvar _ Querier = (*Queries)(nil)\n", s.Name, g.sqlcPkg)
		return g.file("querier.go", b.String())
	}
	b.WriteString("// Querier is every access pattern of the design.\ntype Querier interface {\n")
	sorted := slices.Clone(methods)
	slices.SortFunc(sorted, func(a, b *Method) int { return strings.Compare(a.Name, b.Name) })
	for _, m := range sorted {
		if !m.Skip {
			fmt.Fprintf(&b, "\t%s\n", g.signature(m))
		}
	}
	b.WriteString("}\n\nvar _ Querier = (*Queries)(nil)\n")
	return g.file("querier.go", b.String())
}

// fileOf is the query file of a pattern, whose generated file
// Options.queryFile names.
func fileOf(pos analyze.Pos) string {
	base := filepath.Base(pos.File)
	if base == "." || base == "" || base == "/" {
		base = "query.sql"
	}
	return base
}
