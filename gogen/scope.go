package gogen

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"sql2dynamo/analyze"
)

// A scope is the names taken in one Go scope of the generated package
// (the package block, a struct's fields, *Queries' method set), and the
// names it gave, by what they name.
//
// The one rule of the package's names: a name is sqlc's (names.go), and
// a name that is taken in its scope yields to the first free of name_2,
// name_3, ... (as sqlc's fieldNames numbers a struct's fields). What
// comes first keeps its name: the templates' own declarations, then
// sqlc's types, the models in the schema's order, the ENUM types, their
// constants, and each method's Params and Row types in the plans' order.
// A function's parameters and the locals named after columns are named
// last, in the function itself (resolveLocals): they yield to every
// identifier the function's code uses.
type scope struct {
	taken map[string]bool
	given map[string]string
}

func newScope(reserved ...string) *scope {
	s := &scope{taken: map[string]bool{}, given: map[string]string{}}
	for _, r := range reserved {
		s.taken[r] = true
	}
	return s
}

// claim takes name, or the first free of name_2, name_3, ...
func (s *scope) claim(name string) string { return s.claimIf(name, nil) }

// claimIf is claim of the first of them that ok also accepts.
func (s *scope) claimIf(name string, ok func(string) bool) string {
	n := name
	for i := 2; s.taken[n] || ok != nil && !ok(n); i++ {
		n = fmt.Sprintf("%s_%d", name, i)
	}
	s.taken[n] = true
	return n
}

// nameOf is the name the scope gave key, claiming name for it the first
// time.
func (s *scope) nameOf(key, name string) string {
	if n, ok := s.given[key]; ok {
		return n
	}
	n := s.claim(name)
	s.given[key] = n
	return n
}

// dbNames are the names db.go and querier.go declare (dbFile,
// querierFile).
var dbNames = []string{"DynamoDB", "New", "Queries", "ErrUnsupported", "ErrDuplicateKey", "ErrConflict", "ErrForeignKey", "Querier", "inSQLTx", "errInSQLTx", "CreateTable"}

// queriesNames are the fields and the methods of *Queries the templates
// declare: db.go's, and the helpers items.go holds (templateDecls).
var queriesNames = []string{"client", "table", "now", "WithClock", "WithTx"}

var (
	templatesOnce sync.Once
	templatePkg   []string // the package block's names the templates declare
	templateQ     []string // the methods of *Queries they declare
)

// templateDecls are the names the templates of items.go and keys.go
// declare, read from their source: the package block's, and *Queries'
// methods.
func templateDecls() (pkg, methods []string) {
	templatesOnce.Do(func() {
		// keys.go without its fold tables (their computing takes a
		// while), and the tables' names.
		keys, err := KeysFile("keys", nil)
		if err != nil {
			panic(err) // the template itself: TestKeysFile writes it
		}
		for _, f := range analyze.Folds {
			templatePkg = append(templatePkg, foldName(f))
		}
		for _, src := range []string{"package items\n" + withEmptyRange(itemsTemplate()), string(keys)} { // emptyRange too, which a design with an empty-range step gets
			af, err := parser.ParseFile(token.NewFileSet(), "template.go", src, parser.SkipObjectResolution)
			if err != nil {
				panic(err) // the templates themselves: every test writes them
			}
			for _, d := range af.Decls {
				if f, ok := d.(*ast.FuncDecl); ok && f.Recv != nil {
					if strings.HasPrefix(funcKey(f), "Queries.") {
						templateQ = append(templateQ, f.Name.Name)
					}
					continue
				}
				names, _ := declNames(d)
				templatePkg = append(templatePkg, names...)
			}
		}
	})
	return templatePkg, templateQ
}

// packageReserved are the names no model, type or constant of the input
// may take: the templates' declarations, the names of the packages a
// file may import (sqlc's is claimed by the one rule, nameTypes), Go's
// predeclared identifiers, and init, which Go lets only a func be.
func (g *gen) packageReserved() []string {
	pkg, _ := templateDecls()
	out := slices.Concat(dbNames, pkg, types.Universe.Names(), []string{"init", "_"})
	if g.o.EmitPreparedQueries {
		out = append(out, "Prepare") // sqlc's name, as sqlc's package declares it
	}
	for _, path := range g.imported() {
		if name, _, named := strings.Cut(path, " "); named {
			out = append(out, name) // sqlc's import by an alias (importAliases)
			continue
		}
		out = append(out, path[strings.LastIndex(path, "/")+1:])
	}
	return out
}

// methodsReserved are the names of *Queries' fields and methods the
// templates declare, and Close when the package has sqlc's
// (emit_prepared_queries).
func (g *gen) methodsReserved() []string {
	_, methods := templateDecls()
	out := slices.Concat(queriesNames, methods)
	if g.o.EmitPreparedQueries {
		out = append(out, "Close")
	}
	return out
}

// local is the placeholder of a name a function's code declares from the
// input (a parameter, a local named after a column): an identifier no
// name of the input can be (sqlc's names never hold "__"), which
// resolveLocals replaces with name, or the first free of name_2, ...
// among the identifiers of the function. One key is one variable: the
// same key, the same placeholder.
func (g *gen) local(key, name string) string {
	if p, ok := g.placeholders[key]; ok {
		return p
	}
	p := fmt.Sprintf("local__%d__", len(g.bases))
	g.bases = append(g.bases, name)
	g.placeholders[key] = p
	return p
}

var placeholder = regexp.MustCompile(`local__([0-9]+)__`)

// base is the name a placeholder asks for; "" for an identifier that is
// no placeholder.
func (g *gen) base(id string) string {
	m := placeholder.FindStringSubmatch(id)
	if m == nil || m[0] != id {
		return ""
	}
	i, err := strconv.Atoi(m[1])
	if err != nil || i >= len(g.bases) {
		return ""
	}
	return g.bases[i]
}

// plain is a text naming Go expressions (a reason) with each placeholder
// its name's base: what a reader knows the parameter by.
func (g *gen) plain(s string) string {
	return placeholder.ReplaceAllStringFunc(s, func(id string) string {
		if b := g.base(id); b != "" {
			return b
		}
		return id
	})
}

// resolveLocals replaces a file's placeholders (local) with names: in
// each function, each its name, or the first free of name_2, ..., that
// no other identifier of the function is (its receiver, ctx, the
// template's locals, the packages it names, the package's functions and
// types it calls, the predeclared ones it uses), a field name after a
// dot or before a colon excepted; in an interface's method, a name its
// other parameters do not take. The names each function's placeholders
// got are kept (g.resolved, by function), for the Method's Params.
func (g *gen) resolveLocals(name string, src []byte) ([]byte, error) {
	if !placeholder.Match(src) {
		return src, nil
	}
	fset := token.NewFileSet()
	af, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, sourceError(name, err)
	}
	type edit struct {
		at   int
		old  string
		name string
	}
	var edits []edit
	// resolve names the placeholders of n, a function (fn) or an
	// interface's method, which takes the names its method got.
	resolve := func(fn string, n ast.Node, given map[string]string) {
		uses, found := g.identsOf(n)
		taken := newScope(uses...)
		names := map[string]string{}
		for _, id := range found {
			to, ok := names[id.Name]
			if !ok {
				to = given[id.Name]
				if to == "" || taken.taken[to] {
					to = taken.claim(g.base(id.Name))
				}
				taken.taken[to] = true
				names[id.Name] = to
			}
			edits = append(edits, edit{fset.Position(id.Pos()).Offset, id.Name, to})
		}
		if fn != "" {
			g.resolved[fn] = names
		}
	}
	for _, d := range af.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			resolve(funcKey(d), d, nil)
		case *ast.GenDecl:
			ast.Inspect(d, func(n ast.Node) bool {
				if f, ok := n.(*ast.Field); ok && len(f.Names) == 1 {
					if ft, ok := f.Type.(*ast.FuncType); ok {
						resolve("", ft, g.resolved["Queries."+f.Names[0].Name])
						return false
					}
				}
				return true
			})
		}
	}
	slices.SortFunc(edits, func(a, b edit) int { return b.at - a.at })
	out := slices.Clone(src)
	for _, e := range edits {
		out = slices.Concat(out[:e.at], []byte(e.name), out[e.at+len(e.old):])
	}
	return out, nil
}

// funcKey names a function among the package's: Queries.GetAuthor for a
// method, keyInt for a function.
func funcKey(d *ast.FuncDecl) string {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return d.Name.Name
	}
	t := d.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + d.Name.Name
	}
	return d.Name.Name
}

// identsOf are the identifiers n uses that are no placeholders, and its
// placeholders in the order they appear. The name of the function, the
// field after a selector's dot and a struct literal's keys are no uses:
// a variable of their name changes nothing they mean.
func (g *gen) identsOf(n ast.Node) (uses []string, found []*ast.Ident) {
	skip := map[*ast.Ident]bool{}
	if f, ok := n.(*ast.FuncDecl); ok {
		skip[f.Name] = true
	}
	var lits []*ast.CompositeLit // the literals n is in, innermost last
	var visit func(ast.Node) bool
	visit = func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.SelectorExpr:
			skip[x.Sel] = true
		case *ast.CompositeLit:
			if structLit(x, lits) {
				for _, e := range x.Elts {
					if kv, ok := e.(*ast.KeyValueExpr); ok {
						if id, ok := kv.Key.(*ast.Ident); ok {
							skip[id] = true
						}
					}
				}
			}
			lits = append(lits, x)
			for _, e := range x.Elts {
				ast.Inspect(e, visit)
			}
			if x.Type != nil {
				ast.Inspect(x.Type, visit)
			}
			lits = lits[:len(lits)-1]
			return false
		case *ast.Ident:
			switch {
			case g.base(x.Name) != "":
				found = append(found, x)
			case !skip[x]:
				uses = append(uses, x.Name)
			}
		}
		return true
	}
	ast.Inspect(n, visit)
	return uses, found
}

// structLit says a composite literal's keys are field names: its type,
// or, elided, the element type of the literal around it, is no map.
func structLit(x *ast.CompositeLit, around []*ast.CompositeLit) bool {
	t := x.Type
	for i := len(around) - 1; t == nil && i >= 0; i-- {
		switch at := around[i].Type.(type) {
		case *ast.ArrayType:
			t = at.Elt
		case *ast.MapType:
			t = at.Value
		default:
			return true
		}
	}
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	_, isMap := t.(*ast.MapType)
	return !isMap
}

// nameTypes names the package block's declarations of the input, by the
// one rule, in its order: the name sqlc's package is imported by (a
// file's import may not take a name of the package block), sqlc's types
// (each aliased under the name it gets), the models in the schema's
// order, then the ENUM types, each with its Null type, and their
// constants. A method's Params and Row types are named as methods lays
// them out.
func (g *gen) nameTypes() {
	g.pkg = newScope(g.packageReserved()...)
	if s := g.o.Sqlc; s != nil {
		g.sqlcPkg = g.pkg.claim(s.Name)
		g.sqlcTypes = map[string]string{}
		for _, n := range slices.Sorted(maps.Keys(s.Types)) {
			if s.aliased(n) {
				g.sqlcTypes[n] = g.pkg.claim(n)
			}
		}
		g.sqlcConsts = map[string]string{}
		for _, n := range s.Consts {
			g.sqlcConsts[n] = g.pkg.claim(n)
		}
		g.localSqlc()
	}
	g.models, g.enums = map[string]string{}, map[string]*enumType{}
	for i, e := range g.d.Model.Entities {
		name := g.names.modelName(e.Name)
		local, sqlc := g.sqlcType(name)
		switch {
		case sqlc:
			name = local
		case name == "":
			name = g.pkg.claim(fmt.Sprintf("Table%d", i+1))
		default:
			name = g.pkg.claim(name)
		}
		g.models[e.Name] = name
	}
	k := 0
	for _, e := range g.d.Model.Entities {
		for _, c := range e.Columns {
			if c.Kind != analyze.KindEnum || baseType(c) != "enum" {
				continue
			}
			k++
			g.enums[e.Name+"\x00"+c.Name] = g.enumType(e, c, k)
		}
	}
	for _, en := range g.enumTypes() {
		en.consts = g.enumConsts(en)
	}
}

// enumType is the Go type of the k-th ENUM column, named as sqlc names
// it: its table's and column's names lower-cased as sqlc's MySQL engine
// reads them, then as structName writes them (rename, initialisms).
// sqlc's own, when its package declares it; else the one rule's, which
// keeps Null<Enum> free too and the name clear of the fields and methods
// of Null<Enum> (which holds the value in a field of the type's name).
func (g *gen) enumType(e *analyze.Entity, c *analyze.Column, k int) *enumType {
	en := &enumType{sqlName: strings.ToLower(e.Name + "_" + c.Name), vals: c.Enum}
	name := g.names.structName(en.sqlName)
	if local, ok := g.sqlcType(name); ok {
		en.name, en.sqlc, en.field = local, true, name
		en.null, _ = g.sqlcType("Null" + name)
		return en
	}
	if name == "" {
		name = fmt.Sprintf("Enum%d", k)
	}
	name = g.pkg.claimIf(name, func(n string) bool {
		return !g.pkg.taken["Null"+n] && n != "Valid" && n != "Scan" && n != "Value"
	})
	g.pkg.taken["Null"+name] = true
	en.name, en.null, en.field = name, "Null"+name, name
	return en
}

// enumConsts are the constants of an ENUM type's values, as sqlc's
// buildEnums names them: structName of the ENUM's name and the value
// with every rune but [A-Za-z0-9] dropped and -/:_ made _ (sqlc's
// EnumReplace), a value that is then empty or one seen before written
// value_<i>, i its place; then by the one rule, for what still clashes
// ("Done" beside "done", a model's name).
func (g *gen) enumConsts(en *enumType) []string {
	var out []string
	seen := map[string]bool{}
	for i, v := range en.vals {
		value := enumReplace(v)
		if seen[value] || value == "" {
			value = fmt.Sprintf("value_%d", i)
		}
		seen[value] = true
		out = append(out, g.pkg.claim(g.names.structName(en.sqlName+"_"+value)))
	}
	return out
}

// enumReplace is sqlc's EnumReplace of an ENUM value.
func enumReplace(v string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case strings.ContainsRune("-/:_", r):
			return '_'
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
			return r
		}
		return -1
	}, v)
}

// enumType is the Go type of an ENUM column: its name, the name of its
// Null type and of the Null type's field holding the value, the name
// sqlc names it from (table_column), its values and their constants;
// sqlc says sqlc's package declares it.
type enumType struct {
	name, null, field string
	sqlName           string
	vals              []string
	consts            []string
	sqlc              bool
}

// enumTypes are the package's own ENUM types, by name.
func (g *gen) enumTypes() []*enumType {
	var out []*enumType
	for _, en := range g.enums {
		if !en.sqlc {
			out = append(out, en)
		}
	}
	slices.SortFunc(out, func(a, b *enumType) int { return strings.Compare(a.name, b.name) })
	return out
}

// enumOf is the Go type of table's ENUM column.
func (g *gen) enumOf(table, column string) *enumType {
	if en := g.enums[table+"\x00"+column]; en != nil {
		return en
	}
	// No column nameTypes saw: named as sqlc names it.
	name := g.names.sqlName(table + "_" + column)
	return &enumType{name: name, null: "Null" + name, field: name}
}

// nameParams gives the methods' parameters the names their functions
// gave them; a method without its own body (sqlc's signature) the names
// they asked for.
func (g *gen) nameParams(methods []*Method) {
	for _, m := range methods {
		names := g.resolved["Queries."+m.Name]
		for i, prm := range m.Params {
			if b := g.base(prm.Name); b != "" {
				m.Params[i].Name = cmp.Or(names[prm.Name], b)
			}
		}
	}
}

// helper is the name of a method of *Queries a method's body calls (its
// plan's function, a choice of it, an upsert's part): owner's name
// lower-cased, then what it is (getAuthorRow, upsertUserInsert), as the
// one rule leaves it in *Queries' method set.
func (g *gen) helper(owner, what string) string {
	return g.methodSet.nameOf(owner+"\x00"+what, lowerFirst(owner)+what)
}
