package gogen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// unionRead is a read of a UNION whose SELECTs read other tables or
// columns (design's unionPlan, design.AppUnion), as verify's unionRows
// runs it: each SELECT one request, sent with its own LIMIT; each item
// it finds made the answer's row its SELECT selects (an item of the
// answer's columns, each value's text); a row once unless UNION ALL,
// compared as its columns' collations compare; then the UNION's ORDER BY
// and LIMIT.
type unionRead struct {
	parts []branch
	// joins, per part, is the method of a SELECT that joins (nil for
	// one read): its reads laid out as a join (g.join), whose rows r
	// give the answer's rows.
	joins    []*Method
	rows     []string // per part, the statements making row of it (it, or r's items)
	limits   []string // per part, its own LIMIT: its request's page cap
	distinct string   // []sortKey over the answer's columns, "" for UNION ALL
	sort     string
	order    string
}

// unionFields are the answer's fields of a UNION of tables: its columns
// (analyze's Pattern.Columns, typed as sqlc types them, as the first
// SELECT's values), NULL when the first SELECT's value may be (a
// nullable column, an expression of one, a column of a LEFT JOIN's
// table), and an error when that type holds no NULL a later SELECT's
// value is. Each is read from the row's attribute of its name.
func (g *gen) unionFields(m *Method) error {
	pat := m.Plan.Pattern
	var names []string
	for _, c := range pat.Columns {
		names = append(names, c.Name)
	}
	fields := g.names.fieldNames(names, func(int) int { return -1 })
	for j, c := range pat.Columns {
		col, err := answerColumn(c)
		if err != nil {
			return err
		}
		// sqlc types the answer's column as the first SELECT's: nullable
		// when its value may be NULL; a NULL of another SELECT where that
		// type holds none is an error, as sqlc's Scan of it is.
		null, others := false, false
		for i, part := range pat.Parts {
			if j < len(part.Fields) {
				f := part.Fields[j]
				e := g.d.Model.Entity(f.Entity)
				// A LEFT JOIN's table of a SELECT is NULL where it finds none.
				may := f.Expr == nil || e == nil || mayBeNullOn(f.Expr, e) || paddedTables(part)[f.Entity]
				if i == 0 {
					null = may
				} else {
					others = others || may
				}
			}
		}
		if c.Type == "" && col.Kind == analyze.KindDecimal && !col.Float {
			// A DECIMAL the application computes: its text as computed,
			// with MySQL's decimals already (its column sorts exactly).
			col = &analyze.Column{Name: c.Name, Type: "varchar", Kind: analyze.KindString}
		}
		table := ""
		if col.Kind == analyze.KindEnum {
			// An ENUM column's type is its table's: sqlc types the
			// answer's column as the first SELECT's, whatever its alias.
			table, col = g.unionEnum(pat, j, col)
		}
		m.Fields = append(m.Fields, Field{Name: fields[j], Column: c.Name, Attr: c.Name, Type: g.typeOf(table, col, null), nullFails: others && !null})
	}
	switch {
	case len(m.Fields) == 1:
		m.Scalar, m.Result = true, m.Fields[0].Type.Name
	default:
		m.Result, m.NewRow = g.typeName(m.Name+"Row"), true
	}
	return nil
}

// unionEnum is the table and the ENUM column the j-th column of a
// UNION's answer, col, is of: the first SELECT's column, whose ENUM type
// models.go declares (col is named as the answer names it). A column of
// no table's ENUM is col, of no table.
func (g *gen) unionEnum(pat *analyze.Pattern, j int, col *analyze.Column) (string, *analyze.Column) {
	if len(pat.Parts) == 0 || j >= len(pat.Parts[0].Fields) {
		return "", col
	}
	f := pat.Parts[0].Fields[j]
	if e := g.d.Model.Entity(f.Entity); e != nil && f.Expr != nil && f.Expr.Func == "" && f.Expr.Col != "" {
		if c := e.Column(f.Expr.Col); c != nil && g.enums[e.Name+"\x00"+c.Name] != nil {
			return e.Name, c
		}
	}
	return "", col
}

// answerColumn is the column c of a UNION's answer as the package types
// it: a table's column as it is; a computed one of the kind its value
// is, as the type MySQL gives that kind.
func answerColumn(c *analyze.Column) (*analyze.Column, error) {
	if c.Type != "" {
		return c, nil
	}
	t, ok := map[analyze.Kind]string{analyze.KindString: "varchar", analyze.KindInteger: "bigint", analyze.KindDecimal: "decimal", analyze.KindDate: "date", analyze.KindDateTime: "datetime"}[c.Kind]
	if !ok {
		return nil, fmt.Errorf("its column %s, a value of kind %s, is not generated yet", c.Name, c.Kind)
	}
	x := *c
	x.Type = t
	switch {
	case c.Kind == analyze.KindDecimal && c.Float:
		x.Type = "double"
	case c.Kind == analyze.KindDecimal:
		exactDecimal(&x)
	}
	return &x, nil
}

// unionRead lays out m's plan as a UNION of tables (m.unioned); "" when
// the generator writes it, else why not.
func (g *gen) unionRead(m *Method) string {
	p := m.Plan
	pat := p.Pattern
	u := p.App[0]
	if len(p.Sort)+len(p.Distinct) > 0 || len(p.App) > 2 || len(p.App) == 2 && p.App[1].Kind != design.AppSort {
		return notYet("a UNION's rows of joined tables")
	}
	if u.ByRow {
		return g.orJoins(m)
	}
	all := p.Steps()
	if len(u.Parts) != len(pat.Parts) {
		return notYet("a UNION whose SELECT joins tables")
	}
	// A SELECT's request is keyed by its parameters, never by the
	// UNION's LIMIT ?, which cuts the answer.
	sm := *m
	sm.Params = slices.DeleteFunc(slices.Clone(m.Params), func(prm Param) bool { return prm.Limit })
	ur := &unionRead{}
	decs, at := 0, 0
	for i, part := range u.Parts {
		if at+part.Reads > len(all) || part.Reads == 0 {
			return notYet("a UNION whose SELECT joins tables")
		}
		steps := all[at : at+part.Reads]
		at += part.Reads
		if part.Reads > 1 || len(part.App) > 0 {
			// A SELECT that joins: its reads as a join of its own.
			jm, why := g.partJoin(&sm, pat.Parts[i], steps, part.App)
			if why != "" {
				return why
			}
			rows, why := g.unionRow(pat, part, jm.join.at)
			if why != "" {
				return why
			}
			ur.parts = append(ur.parts, branch{})
			ur.joins = append(ur.joins, jm)
			ur.rows = append(ur.rows, rows)
			ur.limits = append(ur.limits, "")
			continue
		}
		st := steps[0]
		if len(st.Feed)+len(st.Variants)+len(st.Sort)+len(st.Distinct) > 0 || i > 0 && len(st.Then)+len(st.App) > 0 ||
			st.Each != "" || st.Shards > 1 || st.KeysOnly || st.LookupItems || st.DropChildless || st.Into != nil {
			return notYet("a UNION's SELECT of its own plan")
		}
		switch st.Operation {
		case design.GetItem, design.Query:
		default:
			return fmt.Sprintf("its %s in a UNION's SELECT is not generated yet", st.Operation)
		}
		r, err := g.literalOf(&sm, st, &request{decBase: decs})
		if err != nil {
			return err.Error()
		}
		decs += len(r.decs)
		b := branch{p: st, r: r}
		if b.check, err = g.checkFilter(&sm, st, "found", r); err != nil {
			return err.Error()
		}
		if b.check != "" && st.Limit > 0 {
			return notYet("a UNION's SELECT whose LIMIT counts the items the application checks")
		}
		rows, why := g.unionRow(pat, part, nil)
		if why != "" {
			return why
		}
		ur.parts = append(ur.parts, b)
		ur.joins = append(ur.joins, nil)
		ur.rows = append(ur.rows, rows)
		ur.limits = append(ur.limits, strconv.Itoa(st.Limit))
	}
	keysOf := func(cols []*analyze.Column, what string) (string, string) {
		var keys []string
		for _, c := range cols {
			col, err := answerColumn(c)
			if err != nil {
				return "", err.Error()
			}
			key, err := columnSortKey(col)
			if err != nil {
				return "", fmt.Sprintf("%s of %s: %v", what, c.Name, err)
			}
			keys = append(keys, fmt.Sprintf("{attr: %q, key: %s}", c.Name, key))
		}
		return "[]sortKey{" + strings.Join(keys, ", ") + "}", ""
	}
	if !u.All {
		var why string
		if ur.distinct, why = keysOf(pat.Columns, "UNION's rows compared"); why != "" {
			return why
		}
	}
	if len(p.App) == 2 {
		var keys []string
		for _, o := range p.App[1].Order {
			i := slices.IndexFunc(pat.Columns, func(c *analyze.Column) bool {
				return strings.EqualFold(c.Name, o.Column.Column) || o.Alias != "" && strings.EqualFold(c.Name, o.Alias)
			})
			if i < 0 {
				return fmt.Sprintf("the UNION's ORDER BY %s, which is no column of its answer, is not generated yet", o.Column.Column)
			}
			col, err := answerColumn(pat.Columns[i])
			if err != nil {
				return err.Error()
			}
			key, err := columnSortKey(col)
			if err != nil {
				return err.Error()
			}
			keys = append(keys, fmt.Sprintf("\t\t{attr: %q, desc: %v, key: %s},\n", col.Name, o.Desc, key))
		}
		ur.sort = "[]sortKey{\n" + strings.Join(keys, "") + "\t}"
		ur.order = orderText(p.App[1])
	}
	m.unioned = ur
	return ""
}

// unionRow writes the statements making row, the answer's row of an item
// it of a SELECT (part), or of a row r of its join (at: the request whose
// item holds each table's columns): each value under its column's name,
// as design.Evaluate computes it (computeSrc), NULL as no attribute (a
// LEFT JOIN's item not found is NULL throughout). "" and why not when a
// value is one the package does not compute.
func (g *gen) unionRow(pat *analyze.Pattern, part design.UnionPart, at map[string]int) (string, string) {
	var b strings.Builder
	b.WriteString("row := map[string]types.AttributeValue{}\nsetVals(row, map[string]sqlVal{\n")
	for j, f := range part.Fields {
		name := pat.Columns[j].Name
		e := g.d.Model.Entity(f.Entity)
		if f.Expr == nil || e == nil {
			return "", fmt.Sprintf("its column %s, an aggregate of a UNION's SELECT, is not generated yet", name)
		}
		item := "it"
		if at != nil {
			k, ok := at[e.Name]
			if !ok {
				return "", fmt.Sprintf("its column %s is of %s, which its SELECT's join reads no item of", name, e.Name)
			}
			item = fmt.Sprintf("r[%d]", k)
		}
		x, err := evalOn(f.Expr, e, item)
		if err != nil {
			return "", fmt.Sprintf("its column %s (%s): %v", name, f.Expr, err)
		}
		fmt.Fprintf(&b, "\t%q: %s,\n", name, x)
	}
	b.WriteString("})\n")
	return b.String(), ""
}

// unionBody writes a UNION of tables: each SELECT's request, its items
// made the answer's rows, then each row once (UNION), sorted, cut at the
// LIMIT.
func (g *gen) unionBody(b *strings.Builder, m *Method) {
	ur := m.unioned
	zero := readStart(b, m, &request{})
	fmt.Fprintf(b, "\t// The UNION's %d SELECTs read other tables or columns: each read on\n\t// its own, every row it finds made the answer's row its SELECT selects.\n\tvar items []map[string]types.AttributeValue\n", len(ur.parts))
	declared := false
	for i, bp := range ur.parts {
		if jm := ur.joins[i]; jm != nil {
			g.joinClosure(b, fmt.Sprintf("SELECT %d", i+1), fmt.Sprintf("joined%d", i+1), jm, zero)
			fmt.Fprintf(b, "\tfor _, r := range joined%d {\n\t\t%s\n\t\titems = append(items, row)\n\t}\n", i+1, strings.ReplaceAll(strings.TrimSuffix(ur.rows[i], "\n"), "\n", "\n\t\t"))
			continue
		}
		use := "for _, it := range found {\n\t" + strings.ReplaceAll(strings.TrimSuffix(ur.rows[i], "\n"), "\n", "\n\t") + "\n\titems = append(items, row)\n}"
		writeBranch(b, fmt.Sprintf("SELECT %d", i+1), bp, ur.limits[i], zero, &declared, use)
	}
	b.WriteString("\trows := rowsOf(items)\n")
	if ur.distinct != "" {
		fmt.Fprintf(b, "\t// UNION: each row once, its values compared as their columns'\n\t// collations compare.\n\trows = distinctRows(rows, %s)\n", ur.distinct)
	}
	g.sortCut(b, m, ur.sort, ur.order)
	g.rowsOut(b, m, map[string]int{"": 0}, nil)
}

// joinClosure writes a join's reads (jm, a SELECT's or a branch's, label)
// as a function of their own, called at once, its rows in name.
func (g *gen) joinClosure(b *strings.Builder, label, name string, jm *Method, zero string) {
	fmt.Fprintf(b, "\t// %s: %s, joined.\n\t%s, err := func() ([]joined, error) {\n", label, commentText(strings.Join(joinTables(jm), ", then ")), name)
	var inner strings.Builder
	z := readStart(&inner, jm, jm.req)
	g.joinRows(&inner, jm, z)
	inner.WriteString("\treturn rows, nil\n")
	b.WriteString("\t" + strings.ReplaceAll(strings.TrimSuffix(inner.String(), "\n"), "\n", "\n\t") + "\n\t}()\n")
	fmt.Fprintf(b, "\tif err != nil {\n\t\treturn %s err\n\t}\n", zero)
}

// sortCut writes the application's sort of rows (sort, a []sortKey; ""
// for none) and their cut at the LIMIT: the first row of a :one.
func (g *gen) sortCut(b *strings.Builder, m *Method, sort, order string) {
	if sort != "" {
		fmt.Fprintf(b, "\t// The application's sort: %s.\n\tsortRows(rows, %s)\n", commentText(order), sort)
	}
	limit := g.rowLimit(m, m.Plan)
	if !m.Many {
		limit = "1"
	}
	if limit != "" {
		fmt.Fprintf(b, "\tif len(rows) > %[1]s {\n\t\trows = rows[:%[1]s]\n\t}\n", limit)
	}
}

// partJoin lays out the reads of a SELECT that joins (steps, its App) as
// a join of its own, as verify's runner runs it: a method of the SELECT's
// statement (pat), its rows the join's ([]joined), keyed by sm's
// parameters. Why not, when the join is one the package does not run.
func (g *gen) partJoin(sm *Method, pat *analyze.Pattern, steps []*design.Plan, app []design.AppStep) (*Method, string) {
	// Its rows are cut after the UNION's or the OR's sort, not before.
	whole := *pat
	whole.Limit, whole.LimitParam = 0, false
	sub := *steps[0]
	sub.Pattern, sub.Then, sub.App = &whole, steps[1:], app
	sub.Sort, sub.Distinct = nil, nil
	jm := &Method{Plan: &sub, Name: sm.Name, Params: sm.Params, Struct: sm.Struct, paramsName: sm.paramsName, StructPointer: sm.StructPointer, file: sm.file, Many: true, nonNull: sm.nonNull}
	if len(sub.Then) == 0 {
		return nil, notYet("a UNION's SELECT of its own plan")
	}
	if kind := g.join(jm); kind != "" {
		return nil, notYet("a UNION's SELECT that joins by " + kind)
	}
	return jm, ""
}

// joinTables are the tables a join reads, in order.
func joinTables(m *Method) []string {
	var out []string
	for _, st := range m.Plan.Steps() {
		out = append(out, st.Entity)
	}
	return out
}

// orJoins lays out an OR over joins (design's orJoinPlan, an AppUnion by
// row): each branch's reads a join of its own; each row of a branch put
// in the answer's row of a slot per table (the first branch's order), a
// row once by the items it pairs (their table keys), as SQL's OR returns a
// row of the join once; then the sort and the LIMIT, as verify's
// branchRows does.
func (g *gen) orJoins(m *Method) string {
	p := m.Plan
	pat := p.Pattern
	u := p.App[0]
	all := p.Steps()
	sm := *m
	sm.Params = slices.DeleteFunc(slices.Clone(m.Params), func(prm Param) bool { return prm.Limit })
	or := &orJoin{slots: map[string]int{}}
	at := 0
	for i, part := range u.Parts {
		if at+part.Reads > len(all) || part.Reads < 2 || i >= len(pat.Branches) {
			return notYet("an OR over joins of this shape")
		}
		steps := all[at : at+part.Reads]
		at += part.Reads
		jm, why := g.partJoin(&sm, pat, steps, part.App)
		if why != "" {
			return why
		}
		// The branch's row's items in their slots: every read's, those
		// that only say a row is there too, which tell rows apart.
		var move []string
		seen := map[string]bool{}
		for k, st := range jm.Plan.Steps() {
			if seen[st.Entity] {
				return notYet("an OR over a join that reads a table twice")
			}
			seen[st.Entity] = true
			slot, ok := or.slots[st.Entity]
			if !ok {
				slot = len(or.slots)
				or.slots[st.Entity] = slot
			}
			move = append(move, fmt.Sprintf("row[%d] = r[%d]", slot, k))
		}
		or.branches = append(or.branches, jm)
		or.moves = append(or.moves, move)
	}
	for _, f := range m.Fields {
		if _, ok := or.slots[f.Entity]; !ok {
			return notYet("an OR over joins whose answer holds a table a branch does not read")
		}
	}
	var keys []string
	for slot := range len(or.slots) {
		keys = append(keys, fmt.Sprintf("{at: %d, attr: %q, key: keyAsIs}, {at: %d, attr: %q, key: keyAsIs}", slot, design.PK, slot, design.SK))
	}
	or.distinct = "[]sortKey{" + strings.Join(keys, ", ") + "}"
	if len(p.App) == 2 {
		var why string
		if or.sort, why = g.appSort(m, p.App[1], or.slots, p.Entity, nil); why != "" {
			return why
		}
		or.order = orderText(p.App[1])
	}
	m.orJoined = or
	return ""
}

// orJoin is an OR over joins: each branch a join (its method), its rows
// moved into the answer's slots.
type orJoin struct {
	branches []*Method
	moves    [][]string
	slots    map[string]int // table → its item's place in the answer's row
	distinct string
	sort     string
	order    string
}

// orJoinBody writes an OR over joins: each branch's join, its rows in
// the answer's slots, each row once, sorted, cut at the LIMIT.
func (g *gen) orJoinBody(b *strings.Builder, m *Method) {
	or := m.orJoined
	zero := readStart(b, m, &request{})
	fmt.Fprintf(b, "\t// The OR's %d branches join their tables from different keys: a join\n\t// each, a row once by the items it pairs.\n\tvar rows []joined\n", len(or.branches))
	for i, jm := range or.branches {
		g.joinClosure(b, fmt.Sprintf("Branch %d", i+1), fmt.Sprintf("branch%d", i+1), jm, zero)
		fmt.Fprintf(b, "\tfor _, r := range branch%d {\n\t\trow := make(joined, %d)\n\t\t%s\n\t\trows = append(rows, row)\n\t}\n", i+1, len(or.slots), strings.Join(or.moves[i], "\n\t\t"))
	}
	fmt.Fprintf(b, "\t// Each row once, by the items it pairs, as OR returns a row once.\n\trows = distinctRows(rows, %s)\n", or.distinct)
	g.sortCut(b, m, or.sort, or.order)
	g.rowsOut(b, m, or.slots, nil)
}
