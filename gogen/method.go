package gogen

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// methods lays out every pattern's method: its signature as sqlc writes
// it, and whether the generator runs its plan (this slice of issue 34:
// reads of one GetItem, Query or Scan; the plan's other kinds return
// ErrUnsupported with the reason, never a body that pretends).
func (g *gen) methods() []*Method {
	var out []*Method
	g.methodSet = newScope(g.methodsReserved()...)
	taken := g.methodSet.taken
	for _, p := range g.d.Plans {
		// sqlc's method is the query's name; one that is no exported Go
		// name (__proto__, a name made from the statement's position)
		// is written as sqlc writes a struct's name.
		m := &Method{Plan: withoutEmpty(p), Name: p.Pattern.Name, file: fileOf(p.Pattern.Pos)}
		if m.Plan != p {
			m.own = p
		}
		if !goExported.MatchString(m.Name) {
			m.Name = structName(m.Name)
		}
		if taken[m.Name] || !goExported.MatchString(m.Name) {
			m.Skip, m.clash, m.Why = true, true, fmt.Sprintf("its name %s is no Go method name of its own", p.Pattern.Name)
			out = append(out, m)
			continue
		}
		taken[m.Name] = true
		if err := g.signatureOf(m); err != nil {
			m.Skip, m.Why = true, err.Error()
			out = append(out, m)
			continue
		}
		switch why := g.generates(m); {
		case p.Status == design.Unsupported:
			m.Why = "the design does not serve it: " + p.Reasons[len(p.Reasons)-1].Text
		case why != "":
			m.Why = why
		default:
			m.Generated = true
		}
		out = append(out, m)
	}
	for _, m := range out {
		g.matchSqlc(m)
		// A reason names a parameter as sqlc does, never by its
		// placeholder.
		m.Why = g.plain(m.Why)
	}
	return out
}

// batchOnlyPgx is why a :batchexec, :batchmany or :batchone query has no
// method: sqlc writes them for pgx only, and for MySQL refuses the file.
const batchOnlyPgx = "sqlc writes :batch* queries for pgx (PostgreSQL) only, and refuses them for MySQL: no MySQL application calls one"

var goExported = regexp.MustCompile(`^[A-Z][A-Za-z0-9_]*$`)

// signatureOf fills the method's parameters and result as sqlc would.
func (g *gen) signatureOf(m *Method) error {
	p := m.Plan
	pat := p.Pattern
	target := g.d.Model.Entity(p.Entity)
	named := map[string]int{} // sqlc.arg name → its parameter
	// sqlc names BETWEEN ? AND ?'s parameters from_<column> and
	// to_<column> (its compiler's resolve.go).
	between := map[analyze.Pos]string{}
	narg := map[analyze.Pos]bool{} // sqlc.narg(x): nullable whatever its column
	sqlcArg := map[analyze.Pos]bool{}
	for _, v := range pat.Named {
		narg[v.Pos] = v.Nullable
		sqlcArg[v.Pos] = true
	}
	ranges := slices.Concat(pat.Ranges, pat.JoinFilters)
	for _, br := range pat.Branches {
		ranges = append(ranges, br.Ranges...)
	}
	for _, r := range ranges {
		if r.Op == "BETWEEN" && len(r.Values) == 2 {
			between[r.Values[0].Pos], between[r.Values[1].Pos] = "from_", "to_"
		}
	}
	// A positional ? IS NULL: sqlc cannot type it, so it is interface{},
	// named by its place among the statement's ?s (column_2).
	flags := map[analyze.Pos]bool{}
	for _, o := range pat.OptionalFilters {
		if o.Flag.Param && o.Flag.Name == "" {
			flags[o.Flag.Pos] = true
		}
	}
	for i, b := range p.Bindings {
		if flags[b.Pos] {
			name := fmt.Sprintf("column_%d", i+1)
			m.Params = append(m.Params, Param{Name: name, Type: goType{Name: "interface{}", Base: "interface{}"}, Fills: []string{b.Name}, Flag: true, sql: name})
			continue
		}
		if b.Name == design.LimitParam && pat.LimitParam && b.Pos == pat.LimitPos {
			// LIMIT ?, told from a column named limit by its place.
			m.Params = append(m.Params, Param{Name: "limit", Type: goType{Name: "int32", Base: "int32"}, Fills: []string{b.Name}, Limit: true})
			continue
		}
		if i, ok := named[b.Param]; ok && b.Param != "" {
			m.Params[i].Fills = append(m.Params[i].Fills, b.Name)
			continue
		}
		e := target
		if b.Entity != "" {
			e = g.d.Model.Entity(b.Entity)
		}
		colName, _, _ := strings.Cut(b.Name, ".")
		var c *analyze.Column
		if e != nil {
			c = e.Column(colName)
		}
		if c == nil {
			return fmt.Errorf("the parameter %s compares with no column the generator knows", b.Name)
		}
		t := g.typeOf(e.Name, c, !c.NotNull || narg[b.Pos])
		if b.Param != "" {
			named[b.Param] = len(m.Params)
		}
		param := b.Param
		if !sqlcArg[b.Pos] {
			// A ? the design named apart from another read's (a UNION's
			// second user_id, user_id_2): sqlc names it by its column,
			// numbered as the fields are (UserID_2).
			param = ""
		}
		name := or(param, between[b.Pos]+c.Name)
		m.Params = append(m.Params, Param{Name: name, Type: t, Fills: []string{b.Name}, List: b.List, sql: name})
	}
	cols := make([]string, len(m.Params))
	for i, prm := range m.Params {
		cols[i] = prm.Name
	}
	// sqlc counts the statement's ?s, a named one each time it is
	// written (its query.Params), against query_parameter_limit: one
	// sqlc.arg(user_id) written twice takes a Params struct of one field.
	limit, written := g.o.paramLimit(), len(p.Bindings)
	if written > limit || limit == 0 && len(m.Params) > 0 {
		m.Struct, m.StructPointer = true, g.o.EmitParamsStructPointers
		m.paramsName = g.typeName(m.Name + "Params")
		names := g.names.fieldNames(cols, func(int) int { return -1 })
		for i := range m.Params {
			m.Params[i].Name = names[i]
		}
	} else {
		// Each a placeholder, named in the function that takes it
		// (resolveLocals); a column of no letter or digit is column<N>.
		for i := range m.Params {
			name := argName(m.Params[i].Name)
			if name == "_" {
				name = fmt.Sprintf("column%d", i+1)
			}
			m.Params[i].Name = g.local(fmt.Sprintf("param\x00%s\x00%d", m.Name, i), name)
		}
	}
	switch pat.Result {
	case analyze.One, analyze.Many:
	default:
		if pat.Statement == analyze.Select {
			if pat.Result == analyze.BatchMany || pat.Result == analyze.BatchOne {
				return errors.New(batchOnlyPgx)
			}
			return fmt.Errorf("a SELECT run as :%s is not generated", pat.Result)
		}
		return nil // a write: its result is the error, or the counts of :execrows and its kin
	}
	m.Many = pat.Result == analyze.Many
	return g.resultOf(m)
}

func or(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// resultOf fills the row type as sqlc does: the model when the SELECT
// returns one table's every column in order, the column's type for one
// column, else a <Name>Row of the select list, a column of a table an
// outer join pads with NULLs made nullable.
func (g *gen) resultOf(m *Method) error {
	pat := m.Plan.Pattern
	if pat.Count && m.Plan.Counter != nil {
		// SELECT COUNT(*) served by a counter item: sqlc's int64, the
		// counter's count attribute.
		m.Scalar, m.Result = true, "int64"
		m.Fields = []Field{{Name: "Count", Column: "COUNT(*)", Attr: design.CountAttr, Type: goType{Name: "int64", Base: "int64", col: &analyze.Column{Name: design.CountAttr, Kind: analyze.KindInteger, NotNull: true}}}}
		return nil
	}
	counted := map[string]*analyze.ChildCount{} // a correlated count's column: sqlc's int64
	for i, cc := range pat.Counts {
		counted[strings.ToLower(cc.Column)] = &pat.Counts[i]
	}
	if x := pat.Exists; x != nil && len(pat.Computed)+len(pat.Aggregates)+len(pat.Counts)+len(pat.RowReads)+len(pat.Parts) == 0 {
		// SELECT EXISTS(...): sqlc's bool.
		m.Scalar, m.Result = true, "bool"
		m.Fields = []Field{{Name: "Exists", Column: x.Name, Attr: x.Name, Entity: x.Entity, Type: goType{Name: "bool", Base: "bool", col: &analyze.Column{Name: x.Name, Type: "tinyint", Kind: analyze.KindBool, NotNull: true}}}}
		return nil
	}
	counts := map[string]bool{} // the COUNTs the application's GROUP BY gives: sqlc's int64
	for _, a := range pat.Aggregates {
		if a.Func == "count" && !a.Hidden {
			counts[strings.ToLower(a.Name)] = true
		}
	}
	onlyCounts := len(pat.Counts) == 0 && !slices.ContainsFunc(pat.Aggregates, func(a analyze.Aggregate) bool { return a.Func != "count" })
	if len(pat.Parts) > 0 && !pat.Scalars {
		return g.unionFields(m)
	}
	if len(pat.Parts) > 0 {
		return g.scalarFields(m)
	}
	if len(pat.Aggregates) > 0 && len(pat.Counts) > 0 && !onlyCounts || pat.Exists != nil || len(pat.Parts) > 0 || pat.Count && !onlyCounts {
		return fmt.Errorf("its answer (%s) is not generated yet: rows of tables' columns and counts are", describe(pat))
	}
	for _, rr := range pat.RowReads {
		if rr.List != "" {
			continue // JSON_ARRAYAGG of the items read: the row read's evaluates its fields (list.go)
		}
		for _, f := range slices.Concat(rr.Fields, rr.Sorts) {
			if f.Expr == nil || f.Expr.Col == "" {
				return fmt.Errorf("its column %s, %s read per row, is not generated yet: columns of the row read are", f.Name, f.Expr)
			}
		}
	}
	padded := paddedTables(pat)
	type column struct {
		e    *analyze.Entity
		c    *analyze.Column
		name string
		// read is the key of the read per row that gives the column
		// (rowReadKey), "" for a column of the rows' own items.
		read   string
		padded bool // a LEFT JOIN's column, NULL when the read finds none
		strict bool // sqlc's NOT NULL type of a subquery's column, which may find none
		// computed, a column the application computes: its value may be
		// NULL where sqlc's type holds none (nullFails).
		computed, nullFails bool
		typ                 *goType // its type, when no column's (an aggregate's interface{})
	}
	var cols []column
	for _, f := range pat.Select {
		if cc := counted[strings.ToLower(f.Name)]; cc != nil && len(cc.Parent) > 0 {
			// The count of the row's children: an integer no row lacks.
			e := g.d.Model.Entity(cc.Parent[0].Entity)
			if e == nil {
				return fmt.Errorf("its column %s counts rows of no table the generator knows", f.Name)
			}
			cols = append(cols, column{e: e, c: &analyze.Column{Name: cc.Column, Type: "bigint", Kind: analyze.KindInteger, NotNull: true}, name: f.Name})
			continue
		}
		if i := slices.IndexFunc(pat.Aggregates, func(a analyze.Aggregate) bool {
			return a.Func != "count" && !a.Hidden && strings.EqualFold(a.Name, f.Name)
		}); f.Expr == nil && f.Entity == "" && i >= 0 && len(pat.Counts) == 0 {
			// SUM, AVG, MIN or MAX: sqlc's interface{}, holding what the
			// MySQL driver scans.
			a := pat.Aggregates[i]
			e := g.d.Model.Entity(a.Entity)
			if e == nil || a.Arg == nil {
				return fmt.Errorf("its column %s is an aggregate of no table the generator knows", f.Name)
			}
			t, err := aggType(a, e, len(m.Params) > 0)
			if err != nil {
				return err
			}
			cols = append(cols, column{e: e, c: t.col, name: f.Name, typ: &t})
			continue
		}
		if f.Expr == nil && f.Entity == "" && counts[strings.ToLower(f.Name)] && len(pat.Counts) == 0 {
			e := g.d.Model.Entity(m.Plan.Entity)
			for _, a := range pat.Aggregates {
				if strings.EqualFold(a.Name, f.Name) && g.d.Model.Entity(a.Entity) != nil {
					e = g.d.Model.Entity(a.Entity)
				}
			}
			if e == nil {
				return fmt.Errorf("its column %s counts rows of no table the generator knows", f.Name)
			}
			cols = append(cols, column{e: e, c: &analyze.Column{Name: f.Name, Type: "bigint", Kind: analyze.KindInteger, NotNull: true}, name: f.Name})
			continue
		}
		if i := slices.IndexFunc(pat.RowReads, func(rr analyze.RowRead) bool { return rr.List != "" && strings.EqualFold(rr.List, f.Name) }); i >= 0 && f.Expr == nil {
			// JSON_ARRAYAGG(JSON_OBJECT(...)) of a read per row: its JSON,
			// NULL when it finds none.
			e := g.d.Model.Entity(pat.RowReads[i].Entity)
			if e == nil {
				return fmt.Errorf("its column %s lists rows of no table the generator knows", f.Name)
			}
			c := &analyze.Column{Name: f.Name, Type: "json", Kind: analyze.KindJSON}
			cols = append(cols, column{e: e, c: c, name: f.Name, read: rowReadKey(i)})
			continue
		}
		if f.Self != "" || f.Expr == nil && f.Entity == "" {
			i, rf := rowReadOf(pat, f)
			if i < 0 {
				return fmt.Errorf("its column %s is not generated yet: columns of tables are", f.Name)
			}
			rr := pat.RowReads[i]
			e := g.d.Model.Entity(rr.Entity)
			if e == nil || e.Column(rf.Expr.Col) == nil {
				return fmt.Errorf("its column %s is no column of the schema", f.Name)
			}
			// sqlc types a LEFT JOIN's column nullable, and a scalar
			// subquery's as its column (NOT NULL too, though the
			// subquery may find no row).
			c := e.Column(rf.Expr.Col)
			cols = append(cols, column{e: e, c: c, name: f.Name, read: rowReadKey(i), padded: rr.Self != "" && !rr.Inner, strict: rr.Self == "" && c.NotNull})
			continue
		}
		if f.Expr != nil && f.Expr.Col == "" && f.Entity != "" && f.Self == "" && slices.ContainsFunc(pat.Computed, func(c analyze.Computed) bool { return strings.EqualFold(c.Name, f.Name) }) {
			// A column the application computes, as sqlc types it.
			e := g.d.Model.Entity(f.Entity)
			if e == nil {
				return fmt.Errorf("its column %s is computed on no table the generator knows", f.Name)
			}
			c, null := sqlcType(f.Expr, e)
			if c == nil {
				// sqlc's interface{}: the method has sqlc's signature,
				// and returns ErrUnsupported (the type's unmapped).
				typ := goType{Name: "interface{}", Base: "interface{}", unmapped: fmt.Sprintf("%s, interface{} in sqlc's package, whose value the MySQL driver chooses: not generated", f.Expr)}
				cols = append(cols, column{e: e, c: &analyze.Column{Name: f.Name}, name: f.Name, computed: true, typ: &typ})
				continue
			}
			x := *c
			x.Name, x.NotNull = f.Name, !null
			cols = append(cols, column{e: e, c: &x, name: f.Name, computed: true, nullFails: !null && mayBeNullOn(f.Expr, e)})
			continue
		}
		if f.Expr == nil || f.Expr.Col == "" || f.Entity == "" || f.Self != "" {
			return fmt.Errorf("its column %s is not generated yet: columns of tables are", f.Name)
		}
		e := g.d.Model.Entity(f.Entity)
		if e == nil || e.Column(f.Expr.Col) == nil {
			return fmt.Errorf("its column %s is no column of the schema", f.Name)
		}
		cols = append(cols, column{e: e, c: e.Column(f.Expr.Col), name: f.Name})
	}
	if len(pat.Select) == 0 {
		// A UNION of one table's SELECTs: their columns, as the first
		// names them.
		for _, ref := range pat.Projection {
			if e := g.d.Model.Entity(ref.Entity); e != nil && e.Column(ref.Column) != nil {
				cols = append(cols, column{e: e, c: e.Column(ref.Column), name: ref.Column})
			}
		}
		if len(pat.Projection) == 0 && len(pat.Whole) == 1 {
			e := g.d.Model.Entity(pat.Whole[0])
			for _, c := range e.Columns {
				cols = append(cols, column{e: e, c: c, name: c.Name})
			}
		}
	}
	if len(cols) == 0 {
		return fmt.Errorf("its select list is not generated yet")
	}
	names := make([]string, len(cols))
	for i, c := range cols {
		names[i] = c.name
	}
	fields := g.names.fieldNames(names, func(int) int { return -1 })
	for i, c := range cols {
		if c.read != "" {
			t := g.typeOf(c.e.Name, c.c, !c.c.NotNull || c.padded)
			m.Fields = append(m.Fields, Field{Name: fields[i], Column: names[i], Attr: c.c.Name, Type: t, Entity: c.read, strict: c.strict})
			continue
		}
		t := g.typeOf(c.e.Name, c.c, !c.c.NotNull || padded[c.e.Name])
		if c.typ != nil {
			t = *c.typ
		}
		m.Fields = append(m.Fields, Field{Name: fields[i], Column: names[i], Attr: c.c.Name, Type: t, Entity: c.e.Name, computed: c.computed, nullFails: c.nullFails})
	}
	one := cols[0].e
	whole := len(cols) == len(one.Columns) && !padded[one.Name]
	for i, c := range cols {
		whole = whole && c.e == one && c.c == one.Columns[i] && c.name == c.c.Name && c.read == ""
	}
	switch {
	case len(m.Fields) == 1:
		m.Scalar, m.Result = true, m.Fields[0].Type.Name
	case whole:
		m.Result = g.models[one.Name]
	default:
		m.Result, m.NewRow = g.typeName(m.Name+"Row"), true
	}
	return nil
}

// rowReadOf is the read per row (its index in pat.RowReads) that gives
// the select list's column f, and its field; -1 for none: a table joined
// to itself gives the columns of its alias, a subquery the one it names.
func rowReadOf(pat *analyze.Pattern, f analyze.Computed) (int, analyze.Computed) {
	for i, rr := range pat.RowReads {
		if rr.Self != f.Self || rr.List != "" {
			continue
		}
		for _, rf := range rr.Fields {
			if strings.EqualFold(rf.Name, f.Name) {
				return i, rf
			}
		}
	}
	return -1, analyze.Computed{}
}

// rowReadKey is the key of the i-th read per row (pat.RowReads) among the
// tables of a row: its fields' Entity, and the join's at.
func rowReadKey(i int) string { return fmt.Sprintf("#%d", i+1) }

// paddedTables are the tables an outer join pads with NULLs: the later
// of each LEFT JOIN's two.
func paddedTables(pat *analyze.Pattern) map[string]bool {
	padded := map[string]bool{}
	order := func(entity string) int {
		return slices.IndexFunc(pat.Tables, func(t analyze.TableRef) bool { return t.Entity == entity })
	}
	for _, j := range pat.Joins {
		if j.Outer {
			later := j.Right.Entity
			if order(j.Left.Entity) > order(j.Right.Entity) {
				later = j.Left.Entity
			}
			padded[later] = true
		}
	}
	return padded
}

func describe(pat *analyze.Pattern) string {
	switch {
	case len(pat.Parts) > 0:
		return "a UNION's rows"
	case pat.Count || len(pat.Aggregates) > 0:
		return "aggregates"
	case len(pat.Computed) > 0:
		return "computed columns"
	case pat.Exists != nil:
		return "EXISTS"
	case len(pat.Counts)+len(pat.RowReads) > 0:
		return "values read per row"
	case len(pat.Returns) > 1:
		return "columns of " + strings.Join(pat.Returns, " and ")
	}
	return "no columns"
}

// generates says why the generator does not run the plan yet; "" when it
// does. This slice runs a read of one request.
func (g *gen) generates(m *Method) string {
	p := m.Plan
	for _, prm := range m.Params {
		if prm.Type.unmapped != "" {
			return fmt.Sprintf("its parameter %s is %s", prm.Name, prm.Type.unmapped)
		}
	}
	for _, f := range m.Fields {
		if f.Type.unmapped != "" {
			return fmt.Sprintf("its column %s is %s", f.Column, f.Type.unmapped)
		}
	}
	why := ""
	if p.Pattern.Statement != analyze.Select {
		why = g.writeRefusal(m)
	} else {
		why = g.readRefusal(m)
	}
	if i := slices.IndexFunc(m.Params, func(prm Param) bool { return prm.List }); why == "" && i >= 0 && m.listed == nil && (m.join == nil || m.join.vals == "") {
		// Only a list read, or a join's first request, loops over a
		// sqlc.slice's values.
		return fmt.Sprintf("sqlc.slice(%s) outside an IN list that a key reads once per value is not generated yet", m.Params[i].sql)
	}
	if i := slices.IndexFunc(m.Fields, func(f Field) bool { return f.computed }); why == "" && i >= 0 && m.computed == "" {
		// Its row holds a computed column only the compute step sets.
		return notYet(fmt.Sprintf("a plan whose column %s the application computes after %s", m.Fields[i].Column, planShape(m.Plan)))
	}
	return why
}

// body is the plan m's body runs: after its compute step, if any.
func (m *Method) body() *design.Plan {
	if m.rest != nil {
		return m.rest
	}
	return m.Plan
}

// planShape names the application steps of a plan, for a refusal.
func planShape(p *design.Plan) string {
	var kinds []string
	for _, s := range p.App {
		kinds = append(kinds, string(s.Kind))
	}
	if len(kinds) == 0 {
		return "its requests"
	}
	return "its " + strings.Join(kinds, ", ")
}

// tableOf is the table name as m's body reads it: with the columns it
// computes (compute.go) when it computes any.
func (g *gen) tableOf(m *Method, name string) *analyze.Entity {
	if m.table != nil && strings.EqualFold(m.table.Name, name) {
		return m.table
	}
	return g.d.Model.Entity(name)
}

// readRefusal says why the generator does not run a read's plan yet; ""
// when it does, m laid out.
func (g *gen) readRefusal(m *Method) string {
	p := m.Plan
	if len(p.Variants) > 0 && m.fn == "" {
		// NULL parameters choose the plan: this one for none, each
		// variant a function of its own (choose.go).
		if why := g.nonNull(m); why != "" {
			return why
		}
		for _, name := range nullParams(p) {
			if !m.nonNull[name] {
				// Positional ? IS NULL OR c = ?: sqlc types the first
				// ? interface{} and the second as c, which holds no
				// NULL to choose by.
				x, t, _ := g.value(m, name)
				return fmt.Sprintf("its parameter %s, whose NULL chooses the request, is %s, which holds no NULL: write the condition with sqlc.narg(%s)", strings.TrimPrefix(x, "arg."), t.Name, name)
			}
		}
		if why := g.choose(m); why != "" {
			return why
		}
	}
	if len(p.App) > 0 && p.App[0].Kind == design.AppAggregate {
		return g.groupedRead(m)
	}
	if len(p.App) > 0 && p.App[0].Kind == design.AppUnion {
		return g.unionRead(m)
	}
	if len(p.App) > 0 && p.App[0].Kind == design.AppCompute {
		return g.computeRead(m)
	}
	if len(p.App) > 0 && p.App[0].Kind == design.AppRow {
		return g.scalarsRead(m)
	}
	if len(p.Then) > 0 && len(p.App) > 0 && p.App[0].Kind == design.AppJoin {
		if kind := g.join(m); kind != "" {
			return notYet("a plan of " + kind)
		}
		return ""
	}
	if len(p.Then) > 0 && !slices.ContainsFunc(p.Then, func(st *design.Plan) bool { return st.Into == nil || st.Into.Count == "" }) {
		if kind := g.counts(m); kind != "" {
			return notYet("a plan of " + kind)
		}
		return ""
	}
	if len(p.App) == 1 && p.App[0].Kind == design.AppExists {
		return g.existsRead(m)
	}
	if len(p.Then) == 0 && len(p.App) == 1 && p.App[0].Kind == design.AppSort {
		if len(p.Pattern.Returns) > 1 || p.DropChildless {
			// A parent with its children, sorted by a child's column.
			if kind := g.collection(m); kind != "" {
				return notYet("a plan of " + kind)
			}
			return ""
		}
		return g.sortedRead(m)
	}
	if len(p.Then)+len(p.App) == 0 && (len(p.Pattern.Returns) > 1 || p.DropChildless) && !p.LookupItems && p.Into == nil {
		if kind := g.collection(m); kind != "" {
			return notYet("a plan of " + kind)
		}
		return ""
	}
	if listReads(p) {
		return g.listRead(m)
	}
	if branches(p) {
		return g.branchRead(m)
	}
	var kinds []string
	chained := len(p.Then) > 0 && g.chain(m)
	switch {
	case len(p.Then) > 0 && !chained:
		if kind := g.join(m); kind != "" {
			kinds = append(kinds, kind)
		} else {
			return ""
		}
	case len(p.App) > 0:
		for _, s := range p.App {
			kinds = append(kinds, "the application's "+string(s.Kind))
		}
	case chained && !p.DropChildless:
		// Its shards and DISTINCT are the chain's (chainBody).
	case p.Each != "" || p.Shards > 1:
		kinds = append(kinds, "a request per value")
	case len(p.Distinct)+len(p.Sort) > 0:
		kinds = append(kinds, "answers merged by the application")
	case p.DropChildless || p.LookupItems && m.chain == nil || p.Into != nil || len(p.Pattern.Returns) > 1:
		// Lookup items (an index past the GSI quota, or dearer) that name the rows
		// are a chain's first read (chain.go).
		kinds = append(kinds, "rows of several tables")
	}
	if len(kinds) > 0 {
		return notYet("a plan of " + strings.Join(slices.Compact(kinds), ", "))
	}
	return g.oneRequest(m)
}

// oneRequest lays out the request of a read of one GetItem, Query or
// Scan (m.req) and its application's check (m.check); "" when the
// generator writes them, else why not.
func (g *gen) oneRequest(m *Method) string {
	p := m.Plan
	switch p.Request.(type) {
	case *dynamodb.GetItemInput, *dynamodb.QueryInput, *dynamodb.ScanInput:
	default:
		return fmt.Sprintf("its %s is not generated yet", p.Operation)
	}
	r, err := g.requestLiteral(m, p)
	if err != nil {
		return err.Error()
	}
	if m.check, err = g.checkFilter(m, p, "items", r); err != nil {
		return err.Error()
	}
	m.req = r
	return ""
}

// signature is the method's Go signature, as the Querier lists it:
// sqlc's, for a method that does not run its plan where sqlc has it.
func (g *gen) signature(m *Method) string {
	if m.sqlc != nil && !m.Generated {
		return m.sqlc.Sig
	}
	name := m.Name
	switch {
	case m.fn != "":
		name = m.fn
	case m.bare:
		name = g.bareName(m)
	}
	args := []string{"ctx context.Context"}
	if m.Struct {
		args = append(args, "arg "+g.paramsType(m))
	} else {
		for _, prm := range m.Params {
			args = append(args, prm.Name+" "+prm.typeName())
		}
	}
	res := g.results(m)
	if len(res) == 1 {
		return fmt.Sprintf("%s(%s) error", name, strings.Join(args, ", "))
	}
	return fmt.Sprintf("%s(%s) (%s)", name, strings.Join(args, ", "), strings.Join(res, ", "))
}

// callArgs are the arguments a method passes on to a function of its
// own signature: ctx, and arg or its parameters.
func (m *Method) callArgs() []string {
	if m.Struct {
		return []string{"ctx", "arg"}
	}
	args := []string{"ctx"}
	for _, prm := range m.Params {
		args = append(args, prm.Name)
	}
	return args
}

// wrapper is how a method returns its plan's rows (CALL: the function
// that runs the plan) when the settings ask for pointers or empty slices;
// "" when it returns them as the plan's function does.
func (g *gen) wrapper(m *Method) string {
	if m.Result == "" {
		return ""
	}
	pointers := g.o.EmitResultStructPointers && !m.Scalar
	switch {
	case m.Many && pointers && g.o.EmitEmptySlices:
		return "nonNil(pointersTo(CALL))"
	case m.Many && pointers:
		return "pointersTo(CALL)"
	case m.Many && g.o.EmitEmptySlices:
		return "nonNil(CALL)"
	case pointers:
		return "pointerTo(CALL)"
	}
	return ""
}

// bareName is the function that runs a wrapped method's plan (wrapper):
// getAuthorRow for GetAuthor, listAuthorsRows for ListAuthors.
func (g *gen) bareName(m *Method) string {
	if m.Many {
		return g.helper(m.Name, "Rows")
	}
	return g.helper(m.Name, "Row")
}

// paramsType is the type of a method's Params struct argument.
func (g *gen) paramsType(m *Method) string {
	if g.o.EmitParamsStructPointers {
		return "*" + m.paramsName
	}
	return m.paramsName
}

// typeName is the name of a type a method declares (its <Name>Params,
// <Name>Row): sqlc's, aliased when sqlc's package declares it, else as
// the one rule leaves it in the package block.
func (g *gen) typeName(name string) string {
	if local, ok := g.sqlcType(name); ok {
		return local
	}
	return g.pkg.nameOf("type\x00"+name, name)
}

// method writes one pattern's method, with its Params and Row structs.
func (g *gen) method(b *strings.Builder, m *Method) {
	pat := m.Plan.Pattern
	if m.Skip {
		fmt.Fprintf(b, "// %s is left out: %s.\n//\n", m.Name, commentText(m.Why))
		writeSQL(b, pat.SQL)
		b.WriteString("\n")
		return
	}
	if m.Struct && !g.sqlcHas(m.paramsName) {
		fmt.Fprintf(b, "type %s struct {\n", m.paramsName)
		for _, prm := range m.Params {
			fmt.Fprintf(b, "\t%s %s%s\n", prm.Name, prm.typeName(), g.tag(snake(prm)))
		}
		b.WriteString("}\n\n")
	}
	if m.NewRow && !g.sqlcHas(m.Result) {
		fmt.Fprintf(b, "type %s struct {\n", m.Result)
		for _, f := range m.Fields {
			fmt.Fprintf(b, "\t%s %s%s\n", f.Name, f.Type.Name, g.tag(f.Column))
		}
		b.WriteString("}\n\n")
	}
	fmt.Fprintf(b, "// %s runs\n//\n", m.Name)
	writeSQL(b, pat.SQL)
	if wrap := g.wrapper(m); m.Generated && wrap != "" {
		// The settings' pointers or empty slices: the method returns
		// what its plan's function finds, as the settings have it.
		args := m.callArgs()
		fmt.Fprintf(b, "//\n// %s (%s runs it).\n", commentText(strings.TrimSuffix(planLine(m.Plan), ".")), g.bareName(m))
		fmt.Fprintf(b, "func (q *Queries) %s {\n\treturn %s\n}\n\n", g.signature(m), strings.ReplaceAll(wrap, "CALL", fmt.Sprintf("q.%s(%s)", g.bareName(m), strings.Join(args, ", "))))
		what := "its row as a value"
		if m.Many {
			what = "its rows as values"
		}
		fmt.Fprintf(b, "// %s runs %s's plan, %s.\n", g.bareName(m), m.Name, what)
		m.bare = true
		defer func() { m.bare = false }()
	}
	if !m.Generated {
		fmt.Fprintf(b, "//\n// It returns ErrUnsupported: %s.\n", commentText(strings.TrimSuffix(m.Why, ".")))
		fmt.Fprintf(b, "func (q *Queries) %s {\n", g.signature(m))
		ret := "return"
		if res := g.results(m); len(res) == 2 {
			switch t := res[0]; {
			case strings.HasPrefix(t, "[]") || strings.HasPrefix(t, "*") || t == "sql.Result" || t == "interface{}" || t == "any":
				ret += " nil,"
			case m.Result == "" && t == "int64":
				ret += " 0,"
			default:
				// Named in the function: sqlc's signature may name a
				// parameter i.
				i := g.local("zero", "i")
				fmt.Fprintf(b, "\tvar %s %s\n", i, t)
				ret += " " + i + ","
			}
		}
		fmt.Fprintf(b, "\t%s fmt.Errorf(%s, ErrUnsupported, %q)\n}\n\n", ret, errorText("%s: %%w: %%s", m.Name), m.Why)
		return
	}
	g.emit(b, m)
}

// emit writes m's body and the functions it calls: its choices', an
// upsert's parts.
func (g *gen) emit(b *strings.Builder, m *Method) {
	if m.upsert != nil {
		g.upsertBody(b, m)
		return
	}
	if m.replace != nil {
		g.replaceBody(b, m)
		return
	}
	body := g.writeBody
	if m.Plan.Pattern.Statement == analyze.Select {
		body = g.readBody
	}
	body(b, m)
	for _, c := range m.choices {
		if c.m == nil {
			continue
		}
		var nulls []string
		for name, ok := range c.m.nonNull {
			if !ok {
				nulls = append(nulls, name)
			}
		}
		slices.Sort(nulls)
		verb := " are"
		if len(nulls) == 1 {
			verb = " is"
		}
		whose := m.Name
		if m.part {
			whose = m.fn
		}
		fmt.Fprintf(b, "// %s is %s when %s NULL, as the design plans it.\n", c.fn, whose, commentText(strings.Join(nulls, " and "))+verb)
		body(b, c.m)
	}
}

// snake is a Params field's JSON tag: its column, numbered as the field.
func snake(p Param) string {
	if p.Limit {
		return "limit"
	}
	name := strings.ToLower(p.sql)
	if i := strings.LastIndex(p.Name, "_"); i > 0 && strings.Trim(p.Name[i+1:], "0123456789") == "" {
		return name + p.Name[i:]
	}
	return name
}

// writeSQL writes a statement as a doc comment's code block, each line
// escaped (commentLines).
func writeSQL(b *strings.Builder, sql string) {
	for _, line := range commentLines(strings.TrimSpace(sql)) {
		fmt.Fprintf(b, "//\t%s\n", line)
	}
}

// notYet is the reason of a method whose plan's kind (what) the package
// does not run yet: the report's plan still says what to send.
func notYet(what string) string {
	return "the package does not run " + what + " yet (issue 34's next slices): the report's plan says what to send"
}
