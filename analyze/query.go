package analyze

import (
	"cmp"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/format"
	"github.com/pingcap/tidb/pkg/parser/mysql"
	"github.com/pingcap/tidb/pkg/parser/opcode"
	"github.com/pingcap/tidb/pkg/parser/test_driver"
)

// query holds the state of one statement being turned into a Pattern.
type query struct {
	a   *analyzer
	c   *chunk
	pat *Pattern
	// nullable, while an outer join's ON is read, are the tables it pads
	// with NULLs (onJoined), by padKey.
	nullable []string
	// fields are the select list's values in order, each an expression
	// over one table's row (a column, a computed column), or with no Expr
	// (an aggregate, a count): a UNION's Parts take them.
	fields []Computed
	tables []*tref
	cursor int // where the next table name is searched for
	// outer is the statement a correlated subquery sits in: names its own
	// tables do not have are looked up there.
	outer *query
	// derived are the views, CTEs and derived tables the statement reads;
	// ctes its WITH clause, visible to the statements inside it (scope).
	derived []*derived
	ctes    []*ast.CommonTableExpression
	scope   *query
	depth   int // definitions inlined around this statement
	// lists are the select list's JSON_ARRAYAGG(JSON_OBJECT(...)) of the
	// joined table's rows, which leftJoinCounts reads as a list per row
	// of the first table (Pattern.RowReads).
	lists []RowRead
	// selfStar are the aliases of later occurrences of a table joined to
	// itself that the select list takes whole (m.*, or *).
	selfStar []string
	// usings are the columns JOIN ... USING joins on: an unqualified name
	// of one is the one column of the join, not ambiguous (coalesced).
	usings []usingCol
}

// usingCol is a column of JOIN ... USING (name): the tables it joins,
// and whether the join is a RIGHT JOIN, whose column is the right one's.
type usingCol struct {
	name  string
	l, r  *tref
	right bool
}

type tref struct {
	entity *Entity
	alias  string
	hidden bool // inside a derived table: its names are not the statement's
	// self marks a later occurrence of a table the statement reads
	// already (users u JOIN users m: m): its columns are ColumnRef.Self.
	self bool
	// padded says an outer join pads this table with NULLs.
	padded bool
	pos    Pos
}

// selfOf is what a column of t gives ColumnRef.Self.
func (t *tref) selfOf() string {
	if t.self {
		return t.alias
	}
	return ""
}

func (a *analyzer) pattern(p *parsed) {
	c := p.chunk
	d := a.directives(c)
	pat := &Pattern{Pos: c.src.pos(c.start), SQL: c.text(), Description: d.description, Result: d.result, Name: d.name}
	q := &query{a: a, c: c, pat: pat, cursor: c.start}
	switch s := p.stmt.(type) {
	case nil: // a named DDL statement (sqlcDDL), not parsed
		pat.Statement = DDL // the design says why it serves it with nothing
	case *ast.SelectStmt:
		pat.Statement = Select
		if s.From == nil && !q.fromless(s) {
			a.notef(pat.Pos, "", "SELECT without FROM skipped: it reads no table, so it needs no DynamoDB request")
			return
		}
		if s.From != nil {
			q.selectStmt(s)
			q.selfJoins()
		}
	case *ast.InsertStmt:
		pat.Statement = Insert
		q.insertStmt(s)
	case *ast.UpdateStmt:
		pat.Statement = Update
		q.updateStmt(s)
	case *ast.DeleteStmt:
		pat.Statement = Delete
		q.deleteStmt(s)
	case *ast.SetOprStmt:
		pat.Statement = Select
		q.union(s)
	}
	unself(pat)
	for _, part := range outsideParts(p.stmt) { // none for DDL
		pos := q.pos(part.node)
		if part.word != "" {
			pos, _ = c.find(part.word, c.start)
		}
		pat.Outside = append(pat.Outside, Leftover{What: part.what, Text: part.text, Pos: pos})
	}
	if ins, ok := p.stmt.(*ast.InsertStmt); ok && d.name == "" && pat.Params == 0 && len(pat.Leftovers) == 0 && len(pat.Outside) == 0 {
		if data := q.data(ins); data != nil {
			a.model.Data = append(a.model.Data, data)
			return
		}
	}
	if d.name == "" && a.schemaOnly[c.src] && !a.queryFiles[c.src] {
		// A migration's UPDATE or DELETE of its data (the rows of a seed
		// INSERT are read above): sqlc writes no method for a schema
		// file's statement, and the application never runs it.
		a.notef(pat.Pos, "", "%s skipped: a statement of a schema file without a -- name: line changes data, and sqlc writes no method for it", strings.ToUpper(string(pat.Statement)))
		return
	}
	if d.name == "" && a.queryFiles[c.src] {
		// sqlc ignores a statement without a name in a query file: the
		// application never runs it. Written right after a named one, it
		// reads as that query's second statement, which neither sqlc nor
		// MySQL's driver runs (one statement per query).
		what := "sqlc leaves a statement without a -- name: comment out of its package, so the application never runs it"
		if prev := a.lastNamed[c.src]; prev != nil {
			what = fmt.Sprintf("it has no -- name: comment, so it is no second statement of %s: sqlc leaves it out of its package (and MySQL's driver runs one statement per query), so the application never runs it", prev.Name)
		}
		a.warnf(pat.Pos, "give it a -- name: line of its own, and run the statements as patterns of their own", "statement not designed: %s", what)
		return
	}
	a.checkHints(d, "query")
	pat.RPS = int(a.intHint(d, "@rps"))
	q.checkDoubleQuotes()
	if pat.Name == "" {
		pat.Name = fmt.Sprintf("%s_L%d", stem(pat.Pos.File), pat.Pos.Line)
		pat.GeneratedName = true
	}
	pat.nameParts()
	if pat.Result == "" {
		pat.Result = Many
		if pat.Statement != Select {
			pat.Result = Exec
		}
	} else if pat.Result.Write() != (pat.Statement != Select) {
		a.warnf(d.namePos, "use :one or :many for SELECT, :exec (or :execrows, :execresult, :execlastid) for INSERT, UPDATE and DELETE",
			"pattern %s is a %s marked :%s", pat.Name, strings.ToUpper(string(pat.Statement)), pat.Result)
	}
	if prev, ok := a.patterns[pat.Name]; ok {
		pos := d.namePos
		if pat.GeneratedName {
			pos = pat.Pos
		}
		a.errorf(pos, "give every query its own name", "pattern name %s is used twice (first at %s)", pat.Name, prev.Pos)
	} else {
		a.patterns[pat.Name] = pat
	}
	a.model.Patterns = append(a.model.Patterns, pat)
	if a.lastNamed == nil {
		a.lastNamed = map[*source]*Pattern{}
	}
	a.lastNamed[c.src] = pat
}

func (q *query) pos(n ast.Node) Pos { return q.c.src.pos(q.c.start + n.OriginTextPosition()) }

func (q *query) leftover(what string, n ast.Node) {
	q.pat.Leftovers = append(q.pat.Leftovers, Leftover{What: what, Text: restore(n), Pos: q.pos(n)})
}

// quoted is a schema statement written again with every identifier in
// backquotes and each GENERATED column as a plain one (see
// Model.SchemaQuoted); a view, and a statement the parser cannot write
// again, stay as the input wrote them.
func quoted(stmt ast.StmtNode, text string) string { return rewritten(stmt, text, true, true) }

// rewritten is a schema statement written again with every identifier in
// backquotes: with plain, each GENERATED column as a plain one; with
// noNullness, a GENERATED column without its NOT NULL or NULL (a plain
// column for one takes no NOT NULL either: the rows are loaded without
// its value, which verify computes after; and MariaDB refuses it).
func rewritten(stmt ast.StmtNode, text string, plain, noNullness bool) string {
	if _, view := stmt.(*ast.CreateViewStmt); view {
		return text
	}
	if ct, ok := stmt.(*ast.CreateTableStmt); ok {
		for _, col := range ct.Cols {
			generated := slices.ContainsFunc(col.Options, func(o *ast.ColumnOption) bool { return o.Tp == ast.ColumnOptionGenerated })
			kept := col.Options[:0:0]
			for _, o := range col.Options {
				if !(plain && o.Tp == ast.ColumnOptionGenerated) && !(noNullness && generated && (o.Tp == ast.ColumnOptionNotNull || o.Tp == ast.ColumnOptionNull)) {
					kept = append(kept, o)
				}
			}
			saved := col.Options
			col.Options = kept
			defer func() { col.Options = saved }()
		}
	}
	var sb strings.Builder
	flags := format.RestoreStringSingleQuotes | format.RestoreKeyWordUppercase | format.RestoreNameBackQuotes | format.RestoreStringWithoutCharset
	if err := stmt.Restore(format.NewRestoreCtx(flags, &sb)); err != nil {
		return text
	}
	return sb.String()
}

// forMariaDB is a schema statement's text as MariaDB takes it (see
// Model.SchemaMariaDB): the NOT NULL (or NULL) of each GENERATED column
// left out, which MariaDB refuses, every other byte as the input wrote it.
func forMariaDB(stmt ast.StmtNode, text string) string {
	var cols []*ast.ColumnDef
	switch s := stmt.(type) {
	case *ast.CreateTableStmt:
		cols = s.Cols
	case *ast.AlterTableStmt:
		for _, spec := range s.Specs {
			cols = append(cols, spec.NewColumns...)
		}
	}
	var at []int // where each such column's expression starts
	for _, col := range cols {
		var expr ast.ExprNode
		nullness := false
		for _, o := range col.Options {
			switch o.Tp {
			case ast.ColumnOptionGenerated:
				expr = o.Expr
			case ast.ColumnOptionNotNull, ast.ColumnOptionNull:
				nullness = true
			}
		}
		if expr != nil && nullness {
			at = append(at, expr.OriginTextPosition())
		}
	}
	if len(at) == 0 {
		return text
	}
	return withoutNullness(text, at)
}

// withoutNullness is text with NOT NULL and NULL left out of each column
// definition whose GENERATED expression starts at an offset of at: from
// the comma (or parenthesis) before the column to the one after it, at
// the column list's depth, so a NULL inside the expression, a type's
// parentheses or a COMMENT stays.
func withoutNullness(text string, at []int) string {
	toks := slices.DeleteFunc(lex(text), func(t token) bool { return t.kind == tComment })
	depth := make([]int, len(toks)) // the parentheses a token sits in, its own not counted
	d := 0
	for i, t := range toks {
		if t.kind == tPunct && t.text == ")" {
			d--
		}
		depth[i] = d
		if t.kind == tPunct && t.text == "(" {
			d++
		}
	}
	is := func(i int, word string) bool {
		return i >= 0 && i < len(toks) && toks[i].kind == tIdent && strings.EqualFold(toks[i].text, word)
	}
	type cut struct{ from, to int }
	var cuts []cut // of text, in order
	for _, off := range at {
		open := func(i int) bool { return i >= 0 && toks[i].kind == tPunct && toks[i].text == "(" }
		k := slices.IndexFunc(toks, func(t token) bool { return t.off >= off }) - 1
		for open(k) && !is(k-1, "AS") { // AS ((a + b)): the parenthesis after AS
			k--
		}
		if !open(k) {
			continue // not where the parser said: the text stays as it is
		}
		level := depth[k]
		boundary := func(i int) bool {
			return depth[i] < level || depth[i] == level && toks[i].kind == tPunct && toks[i].text == "," || toks[i].kind == tSemi
		}
		start := k
		for start > 0 && !boundary(start-1) {
			start--
		}
		end := k
		for end < len(toks) && !boundary(end) {
			end++
		}
		for i := start; i < end; i++ {
			switch {
			case depth[i] != level:
			case is(i, "NOT") && is(i+1, "NULL") && depth[i+1] == level:
				cuts = append(cuts, cut{toks[i].off, toks[i+1].off + len(toks[i+1].text)})
				i++
			case is(i, "NULL") && !is(i-1, "DEFAULT"):
				cuts = append(cuts, cut{toks[i].off, toks[i].off + len(toks[i].text)})
			}
		}
	}
	slices.SortFunc(cuts, func(a, b cut) int { return a.from - b.from })
	var sb strings.Builder
	last := 0
	for _, c := range cuts {
		if c.from >= last {
			sb.WriteString(text[last:c.from])
			last = c.to
		}
	}
	sb.WriteString(text[last:])
	return sb.String()
}

func restore(n ast.Node) string {
	var sb strings.Builder
	flags := format.RestoreStringSingleQuotes | format.RestoreKeyWordUppercase | format.RestoreNameLowercase | format.RestoreStringWithoutCharset
	if err := n.Restore(format.NewRestoreCtx(flags, &sb)); err != nil {
		return ""
	}
	return sb.String()
}

func exprString(e ast.ExprNode) string {
	if v, ok := e.(*test_driver.ValueExpr); ok {
		return fmt.Sprint(v.Datum.GetValue())
	}
	if e == nil {
		return ""
	}
	return restore(e)
}

// from collects the tables of a FROM clause and the join conditions.
func (q *query) from(n ast.ResultSetNode) {
	switch x := n.(type) {
	case *ast.Join:
		start := len(q.tables)
		q.from(x.Left)
		mid := len(q.tables)
		if x.Right != nil {
			q.from(x.Right)
		}
		outer := x.Tp == ast.LeftJoin || x.Tp == ast.RightJoin
		if x.On != nil {
			// The tables an outer join pads with NULLs: its right side
			// for LEFT JOIN, its left for RIGHT JOIN.
			nullable := q.tables[mid:]
			if x.Tp == ast.RightJoin {
				nullable = q.tables[start:mid]
			}
			q.nullable = nil
			for _, t := range nullable {
				q.nullable = append(q.nullable, padKey(t.entity.Name, t.selfOf()))
				t.padded = t.padded || outer
			}
			q.where(x.On.Expr, outer)
			q.nullable = nil
		}
		for _, u := range x.Using {
			q.using(u, outer, x.Tp == ast.RightJoin)
		}
	case *ast.TableSource:
		switch src := x.Source.(type) {
		case *ast.TableName:
			if def := q.definition(src.Name.O); def != nil && src.Schema.O == "" {
				q.inline(def, cmp.Or(x.AsName.O, def.name), x)
				return
			}
			q.addTable(src.Name.O, x.AsName.O)
		case *ast.SelectStmt, *ast.SetOprStmt:
			q.inline(&definition{what: "derived table", name: x.AsName.O, sel: src, chunk: q.c}, x.AsName.O, x)
		default:
			q.leftover("subquery", x)
		}
	}
}

// fromless reads a SELECT without FROM whose values are subqueries of
// tables (SELECT EXISTS(SELECT 1 FROM t WHERE ...), SELECT (SELECT COUNT(*)
// FROM t WHERE ...)): it is an access pattern of those tables, and each
// such value a leftover the design says it cannot serve as one request. It
// reports false when no value reads a table.
func (q *query) fromless(s *ast.SelectStmt) bool {
	if s.Fields == nil {
		return false
	}
	if q.exists(s) || q.scalarAggregate(s) || q.scalars(s) {
		return true
	}
	found := false
	for _, f := range s.Fields.Fields {
		if f.Expr == nil {
			continue
		}
		v := &subqueries{}
		f.Expr.Accept(v)
		if len(v.froms) == 0 {
			continue
		}
		found = true
		for _, from := range v.froms {
			sub := &query{a: q.a, c: q.c, pat: &Pattern{Pos: q.pat.Pos, Statement: Select}, cursor: q.c.start + from.OriginTextPosition(), outer: q, scope: q}
			sub.from(from.TableRefs)
			q.pat.Tables = append(q.pat.Tables, sub.pat.Tables...)
		}
		f.Expr.Accept(&paramVisitor{q: q}) // its parameters, counted and named as the statement's
		q.leftover("a value of a subquery, with no FROM around it", f.Expr)
	}
	return found
}

// exists reads SELECT [NOT] EXISTS(SELECT ... FROM t WHERE ...) over one
// table as the inner SELECT's read of one row (LIMIT 1), whose answer the
// application turns into 1 or 0 (Pattern.Exists). It reports false for
// any other SELECT without FROM.
func (q *query) exists(s *ast.SelectStmt) bool {
	if len(s.Fields.Fields) != 1 || s.Where != nil || s.GroupBy != nil || s.Having != nil || s.OrderBy != nil || s.Limit != nil {
		return false
	}
	f := s.Fields.Fields[0]
	x, not := f.Expr, false
	for {
		switch v := x.(type) {
		case *ast.ParenthesesExpr:
			x = v.Expr
			continue
		case *ast.UnaryOperationExpr:
			if v.Op == opcode.Not || v.Op == opcode.Not2 {
				x, not = v.V, !not
				continue
			}
		}
		break
	}
	ex, ok := x.(*ast.ExistsSubqueryExpr)
	if !ok {
		return false
	}
	sq, ok := ex.Sel.(*ast.SubqueryExpr)
	if !ok {
		return false
	}
	sel, ok := sq.Query.(*ast.SelectStmt)
	if !ok || sel.From == nil || sel.GroupBy != nil || sel.Having != nil || hasJoin(sel.From.TableRefs) {
		return false
	}
	if ex.Not {
		not = !not
	}
	q.cursor = q.c.start + sel.OriginTextPosition()
	q.selectStmt(sel)
	if len(q.tables) != 1 || len(q.pat.Aggregates) > 0 {
		return true // its leftovers say why
	}
	// The inner select list is not the answer: one row says the answer.
	entity := q.tables[0].entity.Name
	q.pat.Computed, q.pat.Projection, q.pat.Whole, q.pat.OrderBy = nil, nil, nil, nil
	q.pat.Returns, q.pat.Limit, q.pat.LimitParam = []string{entity}, 1, false
	q.pat.Leftovers = slices.DeleteFunc(q.pat.Leftovers, func(l Leftover) bool { return l.What == "computed column" || l.What == "ORDER BY expression" })
	q.pat.Exists = &Exists{Name: cmp.Or(f.AsName.O, strings.TrimSpace(f.Text())), Not: not, Entity: entity, Pos: q.pos(f.Expr)}
	return true
}

// scalarAggregate reads SELECT (SELECT COUNT(*) FROM t WHERE ...) AS n, a
// lone subquery that aggregates without GROUP BY: it returns one row
// whatever the rows, as the inner SELECT does, so the pattern is that
// SELECT, its value named as the outer SELECT names it. It reports false
// for any other SELECT without FROM.
func (q *query) scalarAggregate(s *ast.SelectStmt) bool {
	if len(s.Fields.Fields) != 1 || s.Where != nil || s.GroupBy != nil || s.Having != nil || s.OrderBy != nil || s.Limit != nil {
		return false
	}
	f := s.Fields.Fields[0]
	sq, ok := f.Expr.(*ast.SubqueryExpr)
	if !ok {
		return false
	}
	sel, ok := sq.Query.(*ast.SelectStmt)
	if !ok || sel.From == nil || sel.GroupBy != nil || sel.Having != nil || sel.Fields == nil || len(sel.Fields.Fields) != 1 {
		return false
	}
	if _, agg := sel.Fields.Fields[0].Expr.(*ast.AggregateFuncExpr); !agg {
		return false
	}
	q.cursor = q.c.start + sel.OriginTextPosition()
	q.selectStmt(sel)
	if len(q.pat.Aggregates) == 1 {
		q.pat.Aggregates[0].Name = cmp.Or(f.AsName.O, strings.TrimSpace(f.Text()))
	}
	return true
}

// scalars reads a SELECT without FROM of several values, each an
// aggregate subquery of one table ((SELECT COUNT(*) FROM posts WHERE
// user_id = ?) AS posts, (SELECT MAX(created_at) FROM comments WHERE ...)
// AS last): each is a Part, a read of its own, and the answer one row of
// their values (Pattern.Scalars). It reports false for any other SELECT,
// which fromless refuses.
func (q *query) scalars(s *ast.SelectStmt) bool {
	if len(s.Fields.Fields) < 2 || s.Where != nil || s.GroupBy != nil || s.Having != nil || s.OrderBy != nil || s.Limit != nil {
		return false
	}
	var sels []*ast.SelectStmt
	for _, f := range s.Fields.Fields {
		sq, ok := f.Expr.(*ast.SubqueryExpr)
		if !ok {
			return false
		}
		sel, ok := sq.Query.(*ast.SelectStmt)
		if !ok || sel.From == nil || sel.GroupBy != nil || sel.Having != nil || sel.Fields == nil || len(sel.Fields.Fields) != 1 || sel.Limit != nil || sel.OrderBy != nil {
			return false
		}
		if _, agg := sel.Fields.Fields[0].Expr.(*ast.AggregateFuncExpr); !agg {
			return false
		}
		sels = append(sels, sel)
	}
	for i, f := range s.Fields.Fields {
		sel := sels[i]
		sub := &query{a: q.a, c: q.c, pat: &Pattern{Pos: q.pos(f.Expr), Statement: Select, Result: One}, cursor: q.c.start + sel.OriginTextPosition(), scope: q}
		sub.selectStmt(sel)
		name := cmp.Or(f.AsName.O, strings.TrimSpace(f.Text()))
		q.pat.Params += sub.pat.Params
		q.pat.Named = append(q.pat.Named, sub.pat.Named...)
		if len(sub.pat.Aggregates) == 1 {
			sub.pat.Aggregates[0].Name = name
		}
		q.pat.addPart(sub.pat)
		col := &Column{Name: name, Kind: KindDecimal}
		if len(sub.pat.Aggregates) == 1 && len(sub.tables) == 1 {
			col.Kind = sub.pat.Aggregates[0].Kind(sub.tables[0].entity)
		}
		q.pat.Columns = append(q.pat.Columns, col)
	}
	q.pat.Scalars = true
	return true
}

// nameParts names each statement p holds of its own (subPatterns, and
// theirs) after p, with what says which it is: a UNION's "SELECT 2", a
// value's column, a subquery's "subquery": a reason that lists the
// patterns a key or an index serves names them.
func (p *Pattern) nameParts() {
	for _, sub := range p.subPatterns() {
		if sub.Name != "" {
			continue
		}
		which := "subquery"
		if j := slices.Index(p.Parts, sub); j >= 0 {
			which = fmt.Sprintf("SELECT %d", j+1)
			if p.Scalars && j < len(p.Columns) {
				which = p.Columns[j].Name
			}
		}
		sub.Name = fmt.Sprintf("%s (%s)", p.Name, which)
		sub.nameParts()
	}
}

// addPart adds a SELECT read of its own (Pattern.Parts), and its tables
// to the statement's.
func (p *Pattern) addPart(part *Pattern) {
	p.Parts = append(p.Parts, part)
	for _, t := range part.Tables {
		if !slices.ContainsFunc(p.Tables, func(x TableRef) bool { return x.Entity == t.Entity }) {
			p.Tables = append(p.Tables, TableRef{Entity: t.Entity})
		}
	}
	for _, e := range part.Returns {
		p.Returns = appendNew(p.Returns, e)
	}
}

// addCondition files a condition on one column by its operator: an
// equality (=, IN), a range (<, <=, >, >=, BETWEEN, LIKE), or a filter.
func (p *Pattern) addCondition(c Predicate) {
	switch c.Op {
	case "=", "IN":
		p.Equalities = append(p.Equalities, c)
	case "<", "<=", ">", ">=", "BETWEEN", "LIKE":
		p.Ranges = append(p.Ranges, c)
	default:
		p.Filters = append(p.Filters, c)
	}
}

// hasJoin reports whether a FROM joins tables.
func hasJoin(n ast.ResultSetNode) bool {
	j, ok := n.(*ast.Join)
	return ok && j.Right != nil
}

// paramVisitor reads the parameters of an expression kept whole.
type paramVisitor struct{ q *query }

func (v *paramVisitor) Enter(n ast.Node) (ast.Node, bool) {
	if x, ok := n.(*test_driver.ParamMarkerExpr); ok {
		v.q.value(x)
	}
	return n, false
}

func (v *paramVisitor) Leave(n ast.Node) (ast.Node, bool) { return n, true }

// subqueries collects the FROM clauses of the subqueries in an expression.
type subqueries struct{ froms []*ast.TableRefsClause }

func (v *subqueries) Enter(n ast.Node) (ast.Node, bool) {
	if sel, ok := n.(*ast.SelectStmt); ok && sel.From != nil {
		v.froms = append(v.froms, sel.From)
	}
	return n, false
}

func (v *subqueries) Leave(n ast.Node) (ast.Node, bool) { return n, true }

func (q *query) addTable(name, alias string) *tref {
	pos, off := q.c.find(name, q.cursor)
	q.cursor = off + 1
	e := q.a.model.Entity(name)
	if e == nil {
		hint := "tables: " + q.a.tableNames()
		if len(q.a.model.Entities) == 0 {
			hint = "the input declares no table yet: give the CREATE TABLE statements, in this file or another on the command line"
		}
		q.a.errorf(pos, hint, "unknown table %s", name)
		return nil
	}
	t := &tref{entity: e, alias: alias, pos: pos}
	t.self = slices.ContainsFunc(q.tables, func(o *tref) bool { return o.entity == e && !o.hidden }) && alias != ""
	q.tables = append(q.tables, t)
	q.pat.Tables = append(q.pat.Tables, TableRef{Entity: e.Name, Alias: alias, Pos: pos})
	return t
}

func (a *analyzer) tableNames() string {
	names := make([]string, len(a.model.Entities))
	for i, e := range a.model.Entities {
		names[i] = e.Name
	}
	return strings.Join(names, ", ")
}

// table finds a table of the statement by alias or name.
func (q *query) table(name string) *tref {
	tables := q.visible()
	for _, t := range tables {
		if strings.EqualFold(t.alias, name) {
			return t
		}
	}
	for _, t := range tables {
		if t.alias == "" && strings.EqualFold(t.entity.Name, name) {
			return t
		}
	}
	return nil
}

// column resolves a column reference against the statement's tables,
// reporting unknown and ambiguous names.
func (q *query) column(cn *ast.ColumnName, pos Pos) (ColumnRef, bool) {
	name := cn.Name.O
	if strings.HasPrefix(name, "$") {
		return ColumnRef{}, false // reported as a PostgreSQL parameter already
	}
	if tbl := cn.Table.O; tbl != "" {
		t := q.table(tbl)
		if d := q.derivedTable(tbl); t == nil && d != nil {
			refs, opaque := q.derivedColumn(tbl, name, pos)
			switch {
			case len(refs) == 1:
				return refs[0], true
			case !opaque:
				var names []string
				for _, c := range d.cols {
					names = append(names, c.name)
				}
				q.a.errorf(pos, "columns of "+tbl+": "+strings.Join(names, ", "), "unknown column %s in %s", name, tbl)
			}
			return ColumnRef{}, false
		}
		if t == nil && q.outer != nil {
			return q.outerColumn(cn, pos)
		}
		if t == nil {
			q.a.errorf(pos, "qualify columns with a table name or alias from the FROM clause", "unknown table or alias %s", tbl)
			return ColumnRef{}, false
		}
		col := t.entity.Column(name)
		if col == nil {
			q.a.errorf(pos, fmt.Sprintf("columns of %s: %s", t.entity.Name, columnNames(t.entity)), "unknown column %s in table %s", name, t.entity.Name)
			return ColumnRef{}, false
		}
		return ColumnRef{Entity: t.entity.Name, Column: col.Name, Pos: pos, Self: t.selfOf()}, true
	}
	var found []ColumnRef
	var in []string
	var holders []*tref
	for _, t := range q.visible() {
		if col := t.entity.Column(name); col != nil {
			found = append(found, ColumnRef{Entity: t.entity.Name, Column: col.Name, Pos: pos, Self: t.selfOf()})
			in = append(in, cmp.Or(t.selfOf(), t.entity.Name))
			holders = append(holders, t)
		}
	}
	refs, opaque := q.derivedColumn("", name, pos)
	found = append(found, refs...)
	if len(found) > 1 && len(refs) == 0 {
		if t := q.coalesced(name, holders); t != nil {
			return found[slices.Index(holders, t)], true
		}
	}
	switch len(found) {
	case 1:
		return found[0], true
	case 0:
		if q.outer != nil {
			return q.outerColumn(cn, pos)
		}
		if opaque {
			return ColumnRef{}, false // it may be a column of what a leftover names
		}
		if len(q.tables) > 0 {
			hint := fmt.Sprintf("columns of %s: %s", q.tables[0].entity.Name, columnNames(q.tables[0].entity))
			if len(q.tables) > 1 {
				hint = "check the spelling, or qualify it with the table it belongs to"
			}
			q.a.errorf(pos, hint, "unknown column %s", name)
		}
	default:
		for _, f := range found[len(in):] {
			in = append(in, f.Entity) // a derived table's
		}
		q.a.errorf(pos, fmt.Sprintf("qualify it: %s.%s", in[0], name), "column %s is ambiguous: it is in %s", name, strings.Join(in, " and "))
	}
	return ColumnRef{}, false
}

func (q *query) value(e ast.ExprNode) (Value, bool) {
	switch v := e.(type) {
	case *test_driver.ParamMarkerExpr:
		q.pat.Params++
		name, list, nullable := q.c.param(q.c.start + v.OriginTextPosition())
		val := Value{Param: true, Name: name, List: list, Nullable: nullable, Pos: q.pos(v)}
		if name != "" {
			q.pat.Named = append(q.pat.Named, val)
		}
		return val, true
	case *test_driver.ValueExpr:
		if v.Datum.GetValue() == nil {
			return Value{Null: true, Pos: q.pos(v)}, true
		}
		if k := v.Datum.Kind(); k == test_driver.KindBinaryLiteral || k == test_driver.KindMysqlBit {
			// 0x41, X'41' and b'1000001' are bytes beside a string and a
			// number beside a number: which one, only the column says.
			// The statement is then served as one with an expression.
			return Value{}, false
		}
		_, text := v.Datum.GetValue().(string)
		return Value{Const: fmt.Sprint(v.Datum.GetValue()), Number: !text, Pos: q.pos(v)}, true
	case *ast.ParenthesesExpr:
		return q.value(v.Expr)
	case *ast.UnaryOperationExpr:
		if inner, ok := q.value(v.V); ok && v.Op == opcode.Minus && inner.Number && !inner.Param {
			if c, neg := strings.CutPrefix(inner.Const, "-"); neg {
				inner.Const = c // - -5 is 5
			} else {
				inner.Const = "-" + inner.Const
			}
			return inner, true
		}
		if inner, ok := q.value(v.V); ok && v.Op == opcode.Plus && inner.Number && !inner.Param {
			return inner, true // +5 is 5
		}
	case *ast.FuncCallExpr:
		// CONCAT(?, '%'): a prefix the application passes, the pattern of
		// a LIKE.
		if v.FnName.L == "concat" && len(v.Args) == 2 {
			p, okp := q.value(v.Args[0])
			w, okw := v.Args[1].(*test_driver.ValueExpr)
			if okp && p.Param && okw && fmt.Sprint(w.Datum.GetValue()) == "%" {
				p.Prefix = true
				return p, true
			}
		}
	}
	return Value{}, false
}

var flipped = map[opcode.Op]opcode.Op{opcode.LT: opcode.GT, opcode.GT: opcode.LT, opcode.LE: opcode.GE, opcode.GE: opcode.LE, opcode.EQ: opcode.EQ}

var opText = map[opcode.Op]string{opcode.EQ: "=", opcode.LT: "<", opcode.LE: "<=", opcode.GT: ">", opcode.GE: ">=", opcode.NE: "<>"}

// outerJoin reports whether the statement has a LEFT or RIGHT JOIN.
func (q *query) outerJoin() bool {
	return slices.ContainsFunc(q.pat.Joins, func(j Join) bool { return j.Outer })
}

// onFirst reports whether e is a column of the statement's first table.
func (q *query) onFirst(e ast.ExprNode) bool {
	col, ok := e.(*ast.ColumnNameExpr)
	if !ok || len(q.tables) == 0 {
		return false
	}
	if col.Name.Table.O != "" {
		return q.table(col.Name.Table.O) == q.tables[0]
	}
	for _, t := range q.tables[1:] {
		if t.entity.Column(col.Name.Name.O) != nil {
			return false
		}
	}
	return q.tables[0].entity.Column(col.Name.Name.O) != nil
}

// where splits a condition on AND and files each part as an equality, a
// range, a join edge or a leftover.
func (q *query) where(e ast.ExprNode, outer bool) {
	if outer && !joinEdge(e) {
		// A LEFT JOIN's ON keeps the row without a match whatever it
		// says: a condition there picks the rows that join, where the
		// WHERE's (a key, a filter on the items read) would drop the row.
		if q.onJoined(e) {
			return
		}
		q.walkColumns(e)
		q.leftover("condition in a LEFT JOIN's ON", e)
		return
	}
	switch x := e.(type) {
	case *ast.ParenthesesExpr:
		q.where(x.Expr, outer)
	case *ast.BinaryOperationExpr:
		switch x.Op {
		case opcode.LogicAnd:
			q.where(x.L, outer)
			q.where(x.R, outer)
		case opcode.LogicOr:
			if !outer && q.optional(x) {
				return
			}
			q.or(x, outer)
		case opcode.EQ, opcode.LT, opcode.LE, opcode.GT, opcode.GE, opcode.NE:
			q.comparison(x, outer)
		default:
			q.leftover("expression", x)
		}
	case *ast.PatternInExpr:
		q.in(x)
	case *ast.BetweenExpr:
		col, ok1 := x.Expr.(*ast.ColumnNameExpr)
		lo, ok2 := q.value(x.Left)
		hi, ok3 := q.value(x.Right)
		if x.Not || !ok1 || !ok2 || !ok3 {
			q.leftover("BETWEEN", x)
			return
		}
		if ref, ok := q.column(col.Name, q.pos(col)); ok {
			q.pat.Ranges = append(q.pat.Ranges, Predicate{Column: ref, Op: "BETWEEN", Values: []Value{lo, hi}})
		}
	case *ast.PatternLikeOrIlikeExpr:
		q.like(x)
	case *ast.IsNullExpr:
		q.isNull(x)
	case *ast.ExistsSubqueryExpr:
		if outer || !q.existsJoin(x) {
			q.leftover("subquery", x)
		}
	case *ast.UnaryOperationExpr:
		if ex, ok := x.V.(*ast.ExistsSubqueryExpr); ok && (x.Op == opcode.Not || x.Op == opcode.Not2) && !outer {
			not := *ex
			not.Not = !ex.Not
			if !q.existsJoin(&not) {
				q.leftover("subquery", x)
			}
			return
		}
		q.walkColumns(x)
		q.leftover("expression", x)
	case *ast.SubqueryExpr:
		q.leftover("subquery", x)
	default:
		q.walkColumns(x)
		q.leftover("expression", x)
	}
}

// padKey names one occurrence of a table in query.nullable.
func padKey(entity, self string) string { return entity + "\x00" + self }

// onJoined files a condition of an outer join's ON on one column of the
// table the join pads with NULLs (b.year >= ?, b.status = 'x', b.id IN
// (...), BETWEEN) as a JoinFilter: it picks which of that table's rows
// join. It reports false for any other condition.
func (q *query) onJoined(e ast.ExprNode) bool {
	var col ast.ExprNode
	switch x := e.(type) {
	case *ast.BinaryOperationExpr:
		if _, ok := opText[x.Op]; !ok {
			return false
		}
		col = x.L
		if _, ok := x.L.(*ast.ColumnNameExpr); !ok {
			col = x.R
		}
	case *ast.BetweenExpr:
		col = x.Expr
	case *ast.PatternInExpr:
		if x.Sel != nil {
			return false
		}
		col = x.Expr
	default:
		return false
	}
	cn, ok := col.(*ast.ColumnNameExpr)
	if !ok {
		return false
	}
	ref, ok := q.column(cn.Name, q.pos(cn))
	if !ok {
		return true // reported: no column to file it under
	}
	if !slices.Contains(q.nullable, padKey(ref.Entity, ref.Self)) {
		return false
	}
	eqs, rngs, fs, lefts, joins := len(q.pat.Equalities), len(q.pat.Ranges), len(q.pat.Filters), len(q.pat.Leftovers), len(q.pat.Joins)
	q.where(e, false)
	if len(q.pat.Leftovers) > lefts || len(q.pat.Joins) > joins {
		q.pat.Equalities, q.pat.Ranges, q.pat.Filters, q.pat.Leftovers, q.pat.Joins = q.pat.Equalities[:eqs], q.pat.Ranges[:rngs], q.pat.Filters[:fs], q.pat.Leftovers[:lefts], q.pat.Joins[:joins]
		return false
	}
	q.pat.JoinFilters = slices.Concat(q.pat.JoinFilters, q.pat.Equalities[eqs:], q.pat.Ranges[rngs:], q.pat.Filters[fs:])
	q.pat.Equalities, q.pat.Ranges, q.pat.Filters = q.pat.Equalities[:eqs], q.pat.Ranges[:rngs], q.pat.Filters[:fs]
	return true
}

// joinEdge reports whether e, in an outer join's ON, is an equality of two
// columns (an edge of the join), or an AND, whose parts are read each on
// its own.
func joinEdge(e ast.ExprNode) bool {
	switch x := e.(type) {
	case *ast.ParenthesesExpr:
		return joinEdge(x.Expr)
	case *ast.BinaryOperationExpr:
		if x.Op == opcode.LogicAnd {
			return true // each side is read on its own
		}
		_, l := x.L.(*ast.ColumnNameExpr)
		_, r := x.R.(*ast.ColumnNameExpr)
		return x.Op == opcode.EQ && l && r
	}
	return false
}

// collated reports whether e's column compares strings otherwise than by
// their bytes: its collation folds case or pads spaces.
func collated(e *Entity, col string) bool {
	if e == nil {
		return false
	}
	c := e.Column(col)
	return c != nil && c.Kind == KindString && (c.Fold != FoldNone || c.PadSpace)
}

// byteSide unwraps what makes a comparison one of bytes: BINARY col, or
// COLLATE with a binary collation on either side.
func byteSide(e ast.ExprNode) (ast.ExprNode, bool) {
	switch x := e.(type) {
	case *ast.FuncCastExpr:
		if x.FunctionType == ast.CastBinaryOperator {
			return x.Expr, true
		}
	case *ast.SetCollationExpr:
		if c := strings.ToLower(x.Collate); c == "binary" || strings.HasSuffix(c, "_bin") {
			return x.Expr, true
		}
	}
	return e, false
}

func (q *query) comparison(x *ast.BinaryOperationExpr, outer bool) {
	left, lBytes := byteSide(x.L)
	right, rBytes := byteSide(x.R)
	bytes := lBytes || rBytes
	lc, lcol := left.(*ast.ColumnNameExpr)
	rc, rcol := right.(*ast.ColumnNameExpr)
	if bytes && (lcol == rcol || (x.Op != opcode.EQ && x.Op != opcode.NE)) {
		// BINARY a = b between columns, or a range by bytes: the folded
		// keys order by the collation, not by bytes.
		q.walkColumns(x)
		q.leftover("expression", x)
		return
	}
	switch {
	case lcol && rcol:
		l, ok1 := q.column(lc.Name, q.pos(lc))
		r, ok2 := q.column(rc.Name, q.pos(rc))
		if !ok1 || !ok2 {
			return
		}
		if x.Op == opcode.EQ && (l.Entity != r.Entity || l.Self != r.Self) {
			q.pat.Joins = append(q.pat.Joins, Join{Left: l, Right: r, Outer: outer})
			return
		}
		q.leftover("column comparison", x)
	case lcol || rcol:
		col, other, op := lc, right, x.Op
		if !lcol {
			col, other, op = rc, left, flipped[x.Op]
		}
		ref, ok := q.column(col.Name, q.pos(col))
		v, isValue := q.value(other)
		if !isValue {
			q.walkColumns(other)
			q.leftover("expression", x)
			return
		}
		if !ok {
			return
		}
		p := Predicate{Column: ref, Op: opText[op], Values: []Value{v}}
		if bytes && collated(q.a.model.Entity(ref.Entity), ref.Column) {
			// The column's collation folds: the plain equality, which the
			// folded key serves, finds every spelling, and the byte
			// comparison, a filter, keeps the one asked for. (On a column
			// compared by bytes already, BINARY changes nothing.)
			if op == opcode.EQ {
				q.pat.Equalities = append(q.pat.Equalities, p)
			}
			p.Bytes = true
			q.pat.Filters = append(q.pat.Filters, p)
			return
		}
		switch op {
		case opcode.EQ:
			q.pat.Equalities = append(q.pat.Equalities, p)
		case opcode.NE:
			q.pat.Filters = append(q.pat.Filters, p)
		default:
			q.pat.Ranges = append(q.pat.Ranges, p)
		}
	default:
		q.walkColumns(x)
		q.leftover("expression", x)
	}
}

func (q *query) in(x *ast.PatternInExpr) {
	col, ok := x.Expr.(*ast.ColumnNameExpr)
	if x.Sel != nil {
		if !ok || x.Not || !q.semiJoin(col, x) {
			q.leftover("subquery", x)
		}
		return
	}
	if !ok {
		q.walkColumns(x)
		q.leftover("IN", x)
		return
	}
	ref, okc := q.column(col.Name, q.pos(col))
	p := Predicate{Column: ref, Op: "IN"}
	if x.Not {
		p.Op = "NOT IN"
	}
	for _, item := range x.List {
		v, ok := q.value(item)
		if !ok {
			q.leftover("expression", x)
			return
		}
		p.Values = append(p.Values, v)
	}
	switch {
	case !okc:
	case x.Not:
		q.pat.Filters = append(q.pat.Filters, p)
	default:
		q.pat.Equalities = append(q.pat.Equalities, p)
	}
}

// isNull keeps col IS [NOT] NULL as a filter: attribute_not_exists or
// attribute_exists, since a NULL column is an item without the attribute.
// After a LEFT JOIN it is kept only on the first table: on the joined one
// it asks for rows without a match (an anti-join), which no filter on the
// read items expresses.
func (q *query) isNull(x *ast.IsNullExpr) {
	if q.outerJoin() && !q.onFirst(x.Expr) && q.antiJoin(x) {
		return
	}
	if q.outerJoin() && !q.onFirst(x.Expr) {
		q.walkColumns(x)
		q.leftover("IS NULL after LEFT JOIN", x)
		return
	}
	col, ok := x.Expr.(*ast.ColumnNameExpr)
	if !ok {
		q.walkColumns(x)
		q.leftover("IS NULL", x)
		return
	}
	ref, okc := q.column(col.Name, q.pos(col))
	if !okc {
		return
	}
	p := Predicate{Column: ref, Op: "IS NULL"}
	if x.Not {
		p.Op = "IS NOT NULL"
	}
	q.pat.Filters = append(q.pat.Filters, p)
}

// antiJoin reads t LEFT JOIN u ON ... WHERE u.c IS NULL, with c a NOT NULL
// column of u and none of u's columns returned, as NOT EXISTS (SELECT
// ... FROM u WHERE the join): the rows of t no row of u joins (Anti, the
// join no longer outer). It reports false, and records nothing, for any
// other form.
func (q *query) antiJoin(x *ast.IsNullExpr) bool {
	col, ok := x.Expr.(*ast.ColumnNameExpr)
	if !ok || x.Not || q.pat.Statement != Select || q.pat.Semi || q.pat.Anti || len(q.tables) != 2 {
		return false
	}
	ref, ok := q.column(col.Name, q.pos(col))
	first, joined := q.tables[0].entity, q.tables[1].entity
	if !ok || ref.Entity != joined.Name || first.Name == joined.Name || slices.Contains(q.pat.Returns, joined.Name) {
		return false
	}
	if c := joined.Column(ref.Column); c == nil || !c.NotNull {
		return false // a NULL there is also a row that joined
	}
	for _, j := range q.pat.Joins {
		if !j.Outer || (j.Left.Entity != joined.Name && j.Right.Entity != joined.Name) {
			return false
		}
	}
	for i := range q.pat.Joins {
		q.pat.Joins[i].Outer = false
	}
	q.pat.Anti = true
	return true
}

// like keeps LIKE 'prefix%' as a range (it is begins_with on a key); any
// other pattern is a leftover no key can serve.
func (q *query) like(x *ast.PatternLikeOrIlikeExpr) {
	col, ok := x.Expr.(*ast.ColumnNameExpr)
	v, okv := q.value(x.Pattern)
	if !ok || !okv || x.Not || !x.IsLike {
		q.walkColumns(x)
		q.leftover("LIKE", x)
		return
	}
	ref, okc := q.column(col.Name, q.pos(col))
	if !okc {
		return
	}
	if v.Prefix {
		q.pat.Ranges = append(q.pat.Ranges, Predicate{Column: ref, Op: "LIKE", Values: []Value{v}})
		return
	}
	if v.Param {
		q.leftover("LIKE with a parameter", x)
		return
	}
	prefix, rest, found := strings.Cut(v.Const, "%")
	if !found || rest != "" || strings.ContainsAny(prefix, "_") || prefix == "" {
		q.leftover("LIKE '%...'", x)
		return
	}
	v.Const = prefix
	q.pat.Ranges = append(q.pat.Ranges, Predicate{Column: ref, Op: "LIKE", Values: []Value{v}})
}

func (q *query) using(u *ast.ColumnName, outer, right bool) {
	if len(q.tables) < 2 {
		return
	}
	r, l := q.tables[len(q.tables)-1], q.tables[len(q.tables)-2]
	pos, _ := q.c.find(u.Name.O, q.cursor)
	lc, rc := l.entity.Column(u.Name.O), r.entity.Column(u.Name.O)
	if lc == nil || rc == nil {
		q.a.errorf(pos, "USING needs the column in both tables", "USING column %s is not in both %s and %s", u.Name.O, l.entity.Name, r.entity.Name)
		return
	}
	q.pat.Joins = append(q.pat.Joins, Join{Left: ColumnRef{Entity: l.entity.Name, Column: lc.Name, Pos: pos, Self: l.selfOf()}, Right: ColumnRef{Entity: r.entity.Name, Column: rc.Name, Pos: pos, Self: r.selfOf()}, Outer: outer})
	q.usings = append(q.usings, usingCol{name: strings.ToLower(u.Name.O), l: l, r: r, right: right})
}

// coalesced is the table whose column an unqualified name is when every
// table that has it (ts) is joined to the others by USING on it: MySQL
// takes the name as the join's one column, the first table's (the right
// one's across a RIGHT JOIN, which keeps its rows). nil when they are not.
func (q *query) coalesced(name string, ts []*tref) *tref {
	name = strings.ToLower(name)
	joined := map[*tref]bool{ts[0]: true}
	var links []usingCol
	for grew := true; grew; {
		grew = false
		for _, u := range q.usings {
			if u.name == name && joined[u.l] != joined[u.r] {
				joined[u.l], joined[u.r], grew = true, true, true
				links = append(links, u)
			}
		}
	}
	if slices.ContainsFunc(ts, func(t *tref) bool { return !joined[t] }) {
		return nil
	}
	if slices.ContainsFunc(links, func(u usingCol) bool { return u.right }) {
		if len(links) == 1 {
			return links[0].r
		}
		return nil // several joins, one a RIGHT JOIN: qualify it
	}
	return ts[0]
}

// walkColumns checks the column names inside an expression that is kept as a
// leftover, so a typo there is still reported.
func (q *query) walkColumns(n ast.Node) {
	n.Accept(&columnVisitor{q: q})
}

type columnVisitor struct{ q *query }

func (v *columnVisitor) Enter(n ast.Node) (ast.Node, bool) {
	switch x := n.(type) {
	case *ast.ColumnNameExpr:
		v.q.column(x.Name, v.q.pos(x))
		return n, true
	case *ast.SubqueryExpr:
		return n, true
	}
	return n, false
}

func (v *columnVisitor) Leave(n ast.Node) (ast.Node, bool) { return n, true }

// hasAggregate reports whether an expression computes an aggregate.
func hasAggregate(n ast.Node) bool {
	v := &aggVisitor{}
	n.Accept(v)
	return v.found
}

type aggVisitor struct{ found bool }

func (v *aggVisitor) Enter(n ast.Node) (ast.Node, bool) {
	switch n.(type) {
	case *ast.AggregateFuncExpr, *ast.WindowFuncExpr:
		v.found = true
		return n, true
	}
	return n, false
}

func (v *aggVisitor) Leave(n ast.Node) (ast.Node, bool) { return n, true }

func (q *query) selectStmt(s *ast.SelectStmt) {
	if s.From == nil {
		q.a.errorf(q.pat.Pos, "an access pattern reads a table: SELECT ... FROM table", "SELECT without FROM reads no table")
		return
	}
	if s.With != nil {
		q.ctes = s.With.CTEs
	}
	if u := q.unionSource(s); u != nil {
		q.derivedUnion(s, u)
		return
	}
	q.from(s.From.TableRefs)
	returned := map[string]bool{}
	whole := true
	if s.Fields != nil {
		var proj []ColumnRef
		for _, f := range s.Fields.Fields {
			switch {
			case f.WildCard != nil:
				if f.WildCard.Table.O == "" {
					for _, t := range q.visible() {
						if t.self {
							q.selfStar = append(q.selfStar, t.alias)
						}
						returned[t.entity.Name] = true
						q.pat.Whole = appendNew(q.pat.Whole, t.entity.Name)
						q.wholeFields(t.entity, f)
					}
					for _, d := range q.derived {
						whole = q.wildcard(d, returned, &proj) && whole
						q.fields = append(q.fields, Computed{Name: "*"}) // its columns are not listed here
					}
					continue
				}
				if d := q.derivedTable(f.WildCard.Table.O); d != nil {
					whole = q.wildcard(d, returned, &proj) && whole
					q.fields = append(q.fields, Computed{Name: "*"}) // its columns are not listed here
					continue
				}
				t := q.table(f.WildCard.Table.O)
				if t == nil {
					pos, _ := q.c.find(f.WildCard.Table.O, q.c.start)
					q.a.errorf(pos, "qualify * with a table name or alias from the FROM clause", "unknown table or alias %s", f.WildCard.Table.O)
					continue
				}
				if t.self {
					q.selfStar = append(q.selfStar, t.alias)
				}
				returned[t.entity.Name] = true
				q.pat.Whole = appendNew(q.pat.Whole, t.entity.Name)
				q.wholeFields(t.entity, f)
			case q.groupedList(f):
				q.fields = append(q.fields, Computed{Name: cmp.Or(f.AsName.O, strings.TrimSpace(f.Text())), Pos: q.pos(f.Expr)})
				whole = false
			case q.childCount(f):
				// read as a count of child rows, or a leftover said why not
				q.fields = append(q.fields, Computed{Name: cmp.Or(f.AsName.O, strings.TrimSpace(f.Text())), Pos: q.pos(f.Expr)})
			case hasAggregate(f.Expr):
				q.fields = append(q.fields, Computed{Name: cmp.Or(f.AsName.O, strings.TrimSpace(f.Text())), Pos: q.pos(f.Expr)})
				q.walkColumns(f.Expr)
				if agg, ok := f.Expr.(*ast.AggregateFuncExpr); ok && len(s.Fields.Fields) == 1 && s.GroupBy == nil && strings.EqualFold(agg.F, ast.AggFuncCount) && !agg.Distinct && isCountAll(agg) {
					q.pat.Count = true              // SELECT COUNT(*): a counter item can answer it
					q.fieldLeftover("aggregate", f) // as written: COUNT(*), not the parser's COUNT(1)
					// Where none can (a range), the application counts the
					// rows a request reads.
					_ = q.aggregate(f, returned)
				} else if why := q.aggregate(f, returned); why != "" {
					q.fieldLeftover("aggregate", f)
					q.pat.Leftovers[len(q.pat.Leftovers)-1].Hint = why
				}
				whole = false
			default:
				col, ok := f.Expr.(*ast.ColumnNameExpr)
				if !ok {
					q.walkColumns(f.Expr)
					n := len(q.pat.Computed)
					q.computed(f, returned)
					if len(q.pat.Computed) > n {
						q.fields = append(q.fields, q.pat.Computed[n])
					} else {
						q.fields = append(q.fields, Computed{Name: cmp.Or(f.AsName.O, strings.TrimSpace(f.Text())), Pos: q.pos(f.Expr)})
					}
					whole = false
					continue
				}
				if ref, ok := q.column(col.Name, q.pos(col)); ok {
					proj = append(proj, ref)
					returned[ref.Entity] = true
					q.fields = append(q.fields, Computed{Name: cmp.Or(f.AsName.O, ref.Column), Expr: &Expr{Col: ref.Column}, Entity: ref.Entity, Pos: ref.Pos, Self: ref.Self})
				}
				whole = false
			}
		}
		if !whole {
			q.pat.Projection = proj
		}
		q.pat.Select = q.fields
	}
	for _, cc := range q.pat.Counts {
		returned[cc.Parent[0].Entity] = true // the count is a column of the parent's row
	}
	for _, t := range q.tables {
		if returned[t.entity.Name] && !slices.Contains(q.pat.Returns, t.entity.Name) {
			q.pat.Returns = append(q.pat.Returns, t.entity.Name)
		}
	}
	if s.Where != nil {
		q.where(s.Where, false)
	}
	if s.Distinct {
		if len(q.pat.Returns) > 1 || !whole && len(q.pat.Projection)+len(q.pat.Computed) == 0 {
			q.pat.Leftovers = append(q.pat.Leftovers, Leftover{What: "DISTINCT", Text: "DISTINCT", Pos: q.pat.Pos})
		} else {
			q.pat.Distinct = true // the application keeps one item per value
		}
	}
	if s.GroupBy != nil && !q.groupBy(s.GroupBy, s.Fields) {
		q.clause("GROUP BY", "GROUP", s.GroupBy)
	}
	if s.Having != nil && !q.having(s.Having.Expr, s.Fields) {
		q.clause("HAVING", "HAVING", s.Having)
	}
	if !q.leftJoinCounts() {
		q.grouped()
	}
	q.orderBy(s.OrderBy, s.Fields)
	q.limit(s.Limit)
}

// aggregate reads a select field that is an aggregate over one table's
// rows (Pattern.Aggregates); else it says what is outside what the
// application computes.
func (q *query) aggregate(f *ast.SelectField, returned map[string]bool) string {
	agg, ok := f.Expr.(*ast.AggregateFuncExpr)
	if !ok {
		return "an expression over aggregates is not computed by the application: select the aggregates, and compute the rest from them in the application"
	}
	a, why := q.aggregateOf(agg)
	if why != "" {
		return why
	}
	a.Name = cmp.Or(f.AsName.O, strings.TrimSpace(f.Text()))
	q.pat.Aggregates = append(q.pat.Aggregates, a)
	returned[a.Entity] = true // the groups are rows of its answer
	return ""
}

// aggregateOf reads COUNT, SUM, AVG, MIN or MAX of an expression over one
// table's row, or says why not.
func (q *query) aggregateOf(agg *ast.AggregateFuncExpr) (Aggregate, string) {
	a := Aggregate{Func: strings.ToLower(agg.F), Distinct: agg.Distinct, Pos: q.pos(agg)}
	switch a.Func {
	case "count", "sum", "avg", "min", "max":
	default:
		return a, fmt.Sprintf("the application computes COUNT, SUM, AVG, MIN and MAX over the rows it reads, and %s() is none of them", strings.ToUpper(agg.F))
	}
	switch {
	case a.Func == "count" && !a.Distinct && isCountAll(agg):
	case len(agg.Args) != 1:
		return a, fmt.Sprintf("%s of several arguments is not computed by the application", strings.ToUpper(agg.F))
	default:
		x, entity, self, outside := q.rowExpr(agg.Args[0])
		if x != nil && self != "" {
			x, outside = nil, "a column of "+self+", a table joined to itself,"
		}
		if x == nil {
			return a, fmt.Sprintf("the application computes aggregates of expressions in the subset it evaluates (see the README), and %s is outside it", outside)
		}
		a.Arg, a.Entity = x, entity
	}
	if a.Entity == "" && len(q.tables) > 0 {
		// COUNT(*): of the rows of the FROM's first table (over a join,
		// the join's rows, which the design finds as that table's items
		// read last, or refuses). A FROM of no known table has none: that
		// is an error of its own.
		a.Entity = q.tables[0].entity.Name
	}
	return a, ""
}

// groupBy reads GROUP BY columns of the table the aggregates are over
// (Pattern.GroupBy), a select-list alias of a column too; false when one
// is anything else.
func (q *query) groupBy(g *ast.GroupByClause, fields *ast.FieldList) bool {
	var refs []ColumnRef
	for _, item := range g.Items {
		col, ok := positional(item.Expr, fields).(*ast.ColumnNameExpr)
		if !ok {
			return false
		}
		if f := aliased(fields, col.Name); f != nil {
			if col, ok = f.Expr.(*ast.ColumnNameExpr); !ok {
				return false
			}
		}
		ref, ok := q.column(col.Name, q.pos(col))
		if !ok {
			return false
		}
		refs = append(refs, ref)
	}
	q.pat.GroupBy = refs
	return true
}

// having reads HAVING as a condition over the GROUP BY columns and the
// aggregates (Pattern.Having): an aggregate the select list does not
// return is computed too, Hidden; an alias names the select list's.
func (q *query) having(n ast.ExprNode, fields *ast.FieldList) bool {
	x, _ := toExpr(n, func(cn *ast.ColumnName) (string, string) {
		for _, a := range q.pat.Aggregates {
			if cn.Table.O == "" && strings.EqualFold(a.Name, cn.Name.O) {
				return a.Name, ""
			}
		}
		if aliased(fields, cn) != nil {
			return "", "an alias"
		}
		for _, g := range q.pat.GroupBy {
			if ref, ok := q.column(cn, q.pos(n)); ok && ref.Entity == g.Entity && ref.Column == g.Column {
				return g.Column, ""
			}
		}
		return "", "a column outside GROUP BY"
	}, func(agg *ast.AggregateFuncExpr) (string, string) {
		a, why := q.aggregateOf(agg)
		if why != "" {
			return "", why
		}
		for _, b := range q.pat.Aggregates {
			if b.String() == a.String() {
				return b.Name, ""
			}
		}
		a.Name, a.Hidden = fmt.Sprintf("_having%d", len(q.pat.Aggregates)+1), true
		q.pat.Aggregates = append(q.pat.Aggregates, a)
		return a.Name, ""
	})
	if x == nil {
		return false
	}
	q.pat.Having = x
	return true
}

// leftJoinCounts reads
//
//	SELECT p.id, p.title, COUNT(c.id) AS comments
//	FROM posts p LEFT JOIN comments c ON c.post_id = p.id
//	WHERE ... GROUP BY p.id
//
// as the count of each posts row's children (Pattern.Counts), as
// (SELECT COUNT(*) FROM comments c WHERE c.post_id = p.id) is: grouped by
// the parent's primary key, the parent's columns one value a group, and
// the COUNT of a NOT NULL column of the child the rows the join finds, 0
// for none. It reports whether it did, changing nothing otherwise.
func (q *query) leftJoinCounts() bool {
	if q.joinGroups() {
		return true
	}
	for _, l := range q.lists {
		q.pat.Leftovers = append(q.pat.Leftovers, Leftover{What: "aggregate", Text: l.List, Pos: l.Pos,
			Hint: "JSON_ARRAYAGG over a join is read as a list per row of the first table when the statement joins one other table to it by its columns, groups by the first's primary key, selects no other column of the joined table and has no condition on it in the WHERE: write it so, or as a subquery of the select list"})
	}
	return false
}

// joinGroups is leftJoinCounts' reading: it reports whether it read the
// statement so, changing nothing otherwise.
func (q *query) joinGroups() bool {
	if len(q.tables) != 2 || len(q.pat.GroupBy) == 0 || q.pat.Having != nil || len(q.pat.Aggregates)+len(q.lists) == 0 || len(q.pat.Computed) > 0 || len(q.pat.Joins) == 0 {
		return false
	}
	parent, child := q.tables[0].entity, q.tables[1].entity
	if parent.Name == child.Name {
		return false
	}
	var cols, pcols []ColumnRef
	outer := q.pat.Joins[0].Outer
	for _, j := range q.pat.Joins {
		c, p := j.Left, j.Right
		if c.Entity != child.Name {
			c, p = p, c
		}
		// A JOIN drops a parent without children: a list's row is
		// dropped too, a count of 0 would be, which no counter says.
		if j.Outer != outer || !outer && len(q.pat.Aggregates) > 0 || c.Entity != child.Name || p.Entity != parent.Name {
			return false
		}
		cols, pcols = append(cols, c), append(pcols, p)
	}
	for _, g := range q.pat.GroupBy {
		if g.Entity != parent.Name {
			return false
		}
	}
	for _, k := range parent.PrimaryKey {
		if !slices.ContainsFunc(q.pat.GroupBy, func(g ColumnRef) bool { return strings.EqualFold(g.Column, k) }) {
			return false // a group is one parent row only when grouped by its key
		}
	}
	for _, c := range q.pat.Projection {
		if c.Entity != parent.Name {
			return false
		}
	}
	if slices.ContainsFunc(q.pat.Whole, func(w string) bool { return w != parent.Name }) {
		return false
	}
	for _, set := range [][]Predicate{q.pat.Equalities, q.pat.Ranges, q.pat.Filters} {
		if slices.ContainsFunc(set, func(p Predicate) bool { return p.Column.Entity == child.Name }) {
			return false
		}
	}
	for _, l := range q.lists {
		if parent.Column(l.List) != nil {
			return false // the application sets it on the parent's item
		}
	}
	var counts []ChildCount
	for _, a := range q.pat.Aggregates {
		if a.Func != "count" || a.Distinct || a.Hidden || a.Arg == nil || a.Arg.Col == "" || a.Entity != child.Name {
			return false
		}
		if c := child.Column(a.Arg.Col); c == nil || !c.NotNull {
			return false // a NULL column counts 0 where the row is there
		}
		counts = append(counts, ChildCount{Column: a.Name, Entity: child.Name, Columns: cols, Parent: pcols, Pos: a.Pos})
	}
	// The ON's conditions on the child pick the rows counted or listed.
	var where *Pattern
	if len(q.pat.JoinFilters) > 0 {
		where = &Pattern{Statement: Select, Result: Many, Returns: []string{child.Name}, Tables: []TableRef{{Entity: child.Name, Alias: q.tables[1].alias, Pos: q.tables[1].pos}}, Pos: q.pat.Pos}
		for _, f := range q.pat.JoinFilters {
			where.addCondition(f)
		}
	}
	for i := range counts {
		counts[i].Where = where
	}
	for _, l := range q.lists {
		l.Columns, l.Parent, l.Where, l.Inner, l.NullRow = cols, pcols, where, !outer, outer
		q.pat.RowReads = append(q.pat.RowReads, l)
	}
	q.pat.Counts = append(q.pat.Counts, counts...)
	q.pat.Aggregates, q.pat.GroupBy, q.pat.Joins, q.pat.JoinFilters = nil, nil, nil, nil
	q.pat.Tables = slices.DeleteFunc(q.pat.Tables, func(t TableRef) bool { return t.Entity == child.Name })
	q.pat.Returns = slices.DeleteFunc(q.pat.Returns, func(e string) bool { return e == child.Name })
	if !slices.Contains(q.pat.Returns, parent.Name) {
		q.pat.Returns = append(q.pat.Returns, parent.Name)
	}
	return true
}

// grouped checks a SELECT with aggregates or GROUP BY against what the
// application computes: each selected column one of GROUP BY's, no
// computed column beside them; each is a leftover saying so. Over a join,
// the design says whether the join's rows are one table's items.
func (q *query) grouped() {
	if len(q.pat.Aggregates) == 0 && len(q.pat.GroupBy) == 0 {
		return
	}
	pos, _ := q.c.find("SELECT", q.c.start)
	refuse := func(what, text, hint string) {
		q.pat.Leftovers = append(q.pat.Leftovers, Leftover{What: what, Text: text, Pos: pos, Hint: hint})
	}
	for _, c := range q.pat.Projection {
		if !slices.ContainsFunc(q.pat.GroupBy, func(g ColumnRef) bool { return g.Entity == c.Entity && g.Column == c.Column }) {
			refuse("aggregate", c.Column, fmt.Sprintf("%s is selected beside aggregates and is not one of GROUP BY's columns, so a group has no one value of it: group by it, or aggregate it", c.Column))
		}
	}
	switch {
	case len(q.pat.Whole) > 0:
		refuse("aggregate", "*", "a whole row beside aggregates has no one value per group: select GROUP BY's columns")
	case len(q.pat.Computed) > 0:
		refuse("aggregate", q.pat.Computed[0].Name, "a computed column beside aggregates is not computed by the application: select the aggregates and GROUP BY's columns, and compute the rest from them")
	}
}

// limitParamPos is the position of the ? of LIMIT ?: the parser gives it
// none, and the bindings are ordered by position.
func (q *query) limitParamPos() Pos {
	last := -1
	for i, t := range q.c.tokens {
		if t.kind == tIdent && strings.EqualFold(t.text, "LIMIT") {
			last = i
		}
	}
	for _, t := range q.c.tokens[last+1:] {
		if last >= 0 && t.kind == tParam {
			return q.c.src.pos(t.off)
		}
	}
	return q.pat.Pos
}

// orderBy records the ORDER BY columns; an expression is a leftover. A
// name is first a select-list alias, as MySQL resolves it (ORDER BY
// sent_at for created_at AS sent_at): the aliased column, or, for an
// aliased expression, a leftover of this pattern.
func (q *query) orderBy(ob *ast.OrderByClause, fields *ast.FieldList) {
	if ob == nil {
		return
	}
	if q.appOrder(ob, fields) {
		return
	}
	for _, item := range ob.Items {
		col, ok := item.Expr.(*ast.ColumnNameExpr)
		if !ok {
			q.leftover("ORDER BY expression", item.Expr)
			continue
		}
		alias := ""
		if f := aliased(fields, col.Name); f != nil {
			named, isCol := f.Expr.(*ast.ColumnNameExpr)
			if !isCol {
				q.leftover("ORDER BY expression", item.Expr)
				continue
			}
			col, alias = named, f.AsName.O
		} else if sel := q.selected(fields, col.Name); sel != nil {
			at := col.OriginTextPosition()
			col = &ast.ColumnNameExpr{Name: sel}
			col.SetOriginTextPosition(at)
		}
		if ref, ok := q.column(col.Name, q.pos(col)); ok {
			q.pat.OrderBy = append(q.pat.OrderBy, Order{Column: ref, Desc: item.Desc, Alias: alias})
		}
	}
}

// appOrder reads an ORDER BY the application sorts the answer by
// (Pattern.AppOrder): over groups (a GROUP BY column, an aggregate's name
// or the aggregate itself), naming a computed column, or one table's
// columns sorted both ways (status ASC, created_at DESC) or by an ENUM,
// which no sort key reads. It reports false for one the keys sort (OrderBy), having
// filed nothing.
func (q *query) appOrder(ob *ast.OrderByClause, fields *ast.FieldList) bool {
	grouped := len(q.pat.Aggregates)+len(q.pat.GroupBy) > 0
	// The answer's columns the application makes, by name, and the table
	// whose rows hold them: computed columns, correlated counts, the
	// values a row's own read gives.
	made := map[string]string{}
	for _, c := range q.pat.Computed {
		made[strings.ToLower(c.Name)] = c.Entity
	}
	for _, c := range q.pat.Counts {
		made[strings.ToLower(c.Column)] = c.Parent[0].Entity
	}
	for _, r := range q.pat.RowReads {
		for _, f := range r.Fields {
			if r.List == "" {
				made[strings.ToLower(f.Name)] = r.Parent[0].Entity
			}
		}
	}
	computed := slices.ContainsFunc(ob.Items, func(item *ast.ByItem) bool {
		col, ok := item.Expr.(*ast.ColumnNameExpr)
		if !ok || col.Name.Table.O != "" {
			return false
		}
		_, isMade := made[strings.ToLower(col.Name.Name.O)]
		return isMade
	})
	bothWays := len(q.tables) == 1 && slices.ContainsFunc(ob.Items, func(item *ast.ByItem) bool { return item.Desc != ob.Items[0].Desc })
	// MySQL sorts an ENUM by its values' order in the declaration, which
	// no key holds: its text sorts otherwise (CLOSED before OPEN).
	enum := len(q.tables) == 1 && slices.ContainsFunc(ob.Items, func(item *ast.ByItem) bool {
		col, ok := item.Expr.(*ast.ColumnNameExpr)
		if !ok {
			return false
		}
		c := q.tables[0].entity.Column(col.Name.Name.O)
		return c != nil && c.Kind == KindEnum
	})
	if !grouped && !computed && !bothWays && !enum {
		return false
	}
	var orders []Order
	for _, item := range ob.Items {
		var o *Order
		switch x := positional(item.Expr, fields).(type) {
		case *ast.ColumnNameExpr:
			name := x.Name.Name.O
			if e, ok := made[strings.ToLower(name)]; ok && x.Name.Table.O == "" {
				o = &Order{Column: ColumnRef{Entity: e, Column: name, Pos: q.pos(x)}, Alias: name}
			}
			for _, a := range q.pat.Aggregates {
				if x.Name.Table.O == "" && strings.EqualFold(a.Name, name) && !a.Hidden {
					o = &Order{Column: ColumnRef{Entity: a.Entity, Column: a.Name, Pos: q.pos(x)}, Alias: a.Name}
				}
			}
			if o == nil {
				if f := aliased(fields, x.Name); f != nil {
					if named, isCol := f.Expr.(*ast.ColumnNameExpr); isCol {
						x = named
					}
				}
				if ref, ok := q.column(x.Name, q.pos(x)); ok && (!grouped || slices.ContainsFunc(q.pat.GroupBy, func(g ColumnRef) bool { return g.Entity == ref.Entity && g.Column == ref.Column })) {
					o = &Order{Column: ref}
				}
			}
		case *ast.AggregateFuncExpr:
			if a, why := q.aggregateOf(x); why == "" {
				for _, b := range q.pat.Aggregates {
					if b.String() == a.String() && !b.Hidden {
						o = &Order{Column: ColumnRef{Entity: b.Entity, Column: b.Name, Pos: q.pos(x)}, Alias: b.Name}
					}
				}
			}
		}
		if o == nil {
			what := "ORDER BY expression"
			if grouped {
				what = "ORDER BY over groups"
			}
			q.leftover(what, item.Expr)
			q.pat.Leftovers[len(q.pat.Leftovers)-1].Hint = "the application sorts the answer by the select list's columns, computed columns and aggregates (by name): sort by one of those"
			return true
		}
		o.Desc = item.Desc
		orders = append(orders, *o)
	}
	q.pat.AppOrder = orders
	return true
}

// positional is what GROUP BY 1 or ORDER BY 1 names: the select list's
// field at that position (from 1); any other expression as it is.
func positional(e ast.ExprNode, fields *ast.FieldList) ast.ExprNode {
	if p, ok := e.(*ast.PositionExpr); ok && p.P == nil && fields != nil && p.N >= 1 && p.N <= len(fields.Fields) && fields.Fields[p.N-1].Expr != nil {
		return fields.Fields[p.N-1].Expr
	}
	return e
}

// selected is the column of the select list an unqualified ORDER BY name
// is, qualified by its table, when exactly one of the list's columns (a
// t.* among them) has that name: MySQL looks a name up in the select list
// before the FROM clause's tables, so ORDER BY path after SELECT entry.*
// over entry JOIN entry_image is entry.path. Nil when none or several are.
func (q *query) selected(fields *ast.FieldList, name *ast.ColumnName) *ast.ColumnName {
	if fields == nil || name.Table.O != "" {
		return nil
	}
	var found []*ast.ColumnName
	for _, f := range fields.Fields {
		switch {
		case f.WildCard != nil && f.WildCard.Table.O != "":
			if t := q.table(f.WildCard.Table.O); t != nil && t.entity.Column(name.Name.O) != nil {
				found = append(found, &ast.ColumnName{Table: f.WildCard.Table, Name: name.Name})
			}
		case f.WildCard != nil:
			return nil // every table's columns: the FROM clause's lookup says
		default:
			if c, ok := f.Expr.(*ast.ColumnNameExpr); ok && f.AsName.O == "" && c.Name.Table.O != "" && strings.EqualFold(c.Name.Name.O, name.Name.O) {
				found = append(found, c.Name)
			}
		}
	}
	if len(found) != 1 {
		return nil
	}
	return found[0]
}

// aliased is the select-list field an unqualified name is the alias of,
// nil if none.
func aliased(fields *ast.FieldList, name *ast.ColumnName) *ast.SelectField {
	if fields == nil || name.Table.O != "" {
		return nil
	}
	for _, f := range fields.Fields {
		if f.AsName.O != "" && strings.EqualFold(f.AsName.O, name.Name.O) {
			return f
		}
	}
	return nil
}

func (q *query) limit(l *ast.Limit) {
	if l == nil {
		return
	}
	if v, ok := q.value(l.Count); ok {
		if v.Param {
			q.pat.LimitParam, q.pat.LimitPos = true, q.limitParamPos()
		} else if n, err := strconv.ParseUint(v.Const, 10, 64); err == nil && n == 0 {
			pos, _ := q.c.find("LIMIT", q.c.start)
			q.pat.Leftovers = append(q.pat.Leftovers, Leftover{What: "LIMIT 0", Text: "LIMIT 0", Pos: pos})
		} else if err == nil {
			q.pat.Limit = int(min(n, math.MaxInt64))
		}
	}
	if l.Offset != nil {
		q.value(l.Offset)
		pos, _ := q.c.find("OFFSET", q.c.start) // literal offsets carry no position of their own
		q.pat.Leftovers = append(q.pat.Leftovers, Leftover{What: "OFFSET", Text: "OFFSET " + restore(l.Offset), Pos: pos})
	}
}

func (q *query) target(refs *ast.TableRefsClause) {
	if refs != nil {
		q.from(refs.TableRefs)
	}
}

// assign records a written column and, when it is a parameter or a
// constant, its value.
func (q *query) assign(cn *ast.ColumnName, v *Value) {
	pos, _ := q.c.find(cn.Name.O, q.c.start)
	if ref, ok := q.column(cn, pos); ok {
		q.pat.Sets = append(q.pat.Sets, Assignment{Column: ref, Value: v})
	}
}

func (q *query) insertStmt(s *ast.InsertStmt) {
	q.target(s.Table)
	var values []*Value
	for i, row := range s.Lists {
		for _, e := range row {
			v, ok := q.written(e)
			if !ok {
				q.walkColumns(e)
			}
			if i == 0 { // the first row's values name what every row writes
				if ok {
					values = append(values, &v)
				} else {
					values = append(values, nil)
				}
			}
		}
	}
	cols := s.Columns
	if len(cols) == 0 && len(q.tables) == 1 {
		for _, c := range q.columnsThen(q.tables[0].entity) {
			cols = append(cols, &ast.ColumnName{Name: ast.NewCIStr(c.Name)})
		}
	}
	if s.Select != nil {
		values = q.insertSelect(s.Select)
	}
	q.valueCount(s, len(cols))
	for i, cn := range cols {
		var v *Value
		if i < len(values) {
			v = values[i]
		}
		q.assign(cn, v)
	}
	q.upsert(s)
	if len(q.tables) == 1 {
		q.pat.Returns = nil
	}
}

// columnsThen are the columns e had where the statement stands: an
// INSERT without a column list writes those, and a column a later ALTER
// TABLE adds takes its default (a migrations folder's seed rows, then the
// migration that adds a column).
func (q *query) columnsThen(e *Entity) []*Column {
	at := q.c.src.pos(q.c.start)
	var cols []*Column
	for _, c := range e.Columns {
		if c.addedBy.File == "" || q.a.before(c.addedBy, at) {
			cols = append(cols, c)
		}
	}
	return cols
}

// before says position x comes before y in the input: in an earlier
// file, or earlier in the same file.
func (a *analyzer) before(x, y Pos) bool {
	if x.File != y.File {
		return slices.Index(a.model.Files, x.File) < slices.Index(a.model.Files, y.File)
	}
	return x.Line < y.Line || x.Line == y.Line && x.Col < y.Col
}

// valueCount refuses an INSERT whose rows hold more or fewer values than
// it names columns, as MySQL does (ER_WRONG_VALUE_COUNT_ON_ROW): the
// pattern would otherwise take a parameter it never writes, or write a
// column from nothing.
func (q *query) valueCount(s *ast.InsertStmt, cols int) {
	if cols == 0 {
		return // an unknown table, reported already
	}
	for i, row := range s.Lists {
		if len(row) != cols {
			pos, _ := q.c.find("VALUES", q.c.start)
			q.a.errorf(pos, "give one value per column", "column count doesn't match value count at row %d: %d values for %d columns", i+1, len(row), cols)
			return
		}
	}
}

// insertSelect reads INSERT ... SELECT's SELECT as the pattern's Source, a
// read of its own, and returns the value of each select-list field: a
// column of the rows read (Value.Source), or a parameter, constant or
// clock every row gets; nil for another expression. A SELECT that is no
// plain one (a UNION) is a leftover.
func (q *query) insertSelect(n ast.ResultSetNode) []*Value {
	sel, ok := n.(*ast.SelectStmt)
	if !ok || sel.From == nil || sel.Fields == nil {
		q.pat.Leftovers = append(q.pat.Leftovers, Leftover{What: "INSERT ... SELECT", Text: "INSERT ... SELECT", Pos: q.pat.Pos})
		return nil
	}
	start := q.c.start + sel.OriginTextPosition()
	src := &Pattern{Name: q.pat.Name, Pos: q.c.src.pos(start), SQL: q.c.src.text[start:q.c.end], Statement: Select, Result: Many}
	sq := &query{a: q.a, c: q.c, pat: src, cursor: start}
	sq.selectStmt(sel)
	q.pat.Source = src
	var values []*Value
	for _, f := range sel.Fields.Fields {
		var v *Value
		switch x := unparen(f.Expr).(type) {
		case nil:
			// SELECT *: every column, by name
		case *ast.ColumnNameExpr:
			if ref, ok := sq.column(x.Name, sq.pos(x)); ok {
				v = &Value{Source: ref.Column, Pos: ref.Pos}
			}
		default:
			if w, ok := sq.written(x); ok {
				v = &w
				// A value every row gets, not a column the read computes.
				pos := sq.pos(f.Expr)
				src.Leftovers = slices.DeleteFunc(src.Leftovers, func(l Leftover) bool { return l.What == "computed column" && l.Pos == pos })
			}
		}
		if f.WildCard != nil {
			for _, t := range sq.tables {
				for _, c := range t.entity.Columns {
					values = append(values, &Value{Source: c.Name, Pos: src.Pos})
				}
			}
			continue
		}
		values = append(values, v)
	}
	q.pat.Params += src.Params // the select list's too
	q.pat.Named = append(q.pat.Named, src.Named...)
	return values
}

// upsert reads what the INSERT does with a taken key: REPLACE, IGNORE, or
// ON DUPLICATE KEY UPDATE's assignments. Their VALUES(c) is the value the
// INSERT gives c; a column it does not give is left to the expression
// case (no value), as is anything but a parameter, a constant, VALUES(c) or
// the column plus or minus one of those.
func (q *query) upsert(s *ast.InsertStmt) {
	switch {
	case s.IsReplace:
		q.pat.Upsert = &Upsert{Kind: Replace}
		return
	case len(s.OnDuplicate) > 0:
		q.pat.Upsert = &Upsert{Kind: OnDuplicate}
	case s.IgnoreErr:
		q.pat.Upsert = &Upsert{Kind: Ignore}
		return
	default:
		return
	}
	inserted := func(e ast.ExprNode) (*Value, bool) {
		v, ok := e.(*ast.ValuesExpr)
		if !ok {
			return nil, false
		}
		for _, a := range q.pat.Sets {
			if strings.EqualFold(a.Column.Column, v.Column.Name.Name.O) {
				return a.Value, true
			}
		}
		return nil, true
	}
	inserts := q.pat.Sets
	for _, as := range s.OnDuplicate {
		if f, ok := as.Expr.(*ast.FuncCallExpr); ok && f.FnName.L == "last_insert_id" && len(f.Args) == 1 {
			if isColumn(f.Args[0], as.Column) {
				// id = LAST_INSERT_ID(id): the row keeps its id, and the
				// statement returns it as the id it gives.
				q.walkColumns(f.Args[0])
				q.pat.Upsert.LastID = as.Column.Name.O
				if len(q.tables) > 0 && q.tables[0].entity.Column(as.Column.Name.O) != nil {
					q.pat.Upsert.LastID = q.tables[0].entity.Column(as.Column.Name.O).Name
				}
				continue
			}
		}
		q.assignment(as, inserted)
	}
	q.pat.Upsert.Sets = slices.Clone(q.pat.Sets[len(inserts):])
	q.pat.Sets = inserts
	if len(q.pat.Upsert.Sets) == 0 {
		// ON DUPLICATE KEY UPDATE id = id changes nothing on a
		// duplicate: INSERT IGNORE's effect on the key it collides on.
		q.pat.Upsert.Kind = Ignore
	}
}

// data reads an unnamed INSERT of literal values as sample rows; nil when
// it is not one (a value is an expression, or the table is unknown).
func (q *query) data(s *ast.InsertStmt) *Rows {
	if len(q.tables) != 1 || s.Select != nil || len(s.Lists) == 0 {
		return nil
	}
	e := q.tables[0].entity
	ins := &Rows{Entity: e.Name, Pos: q.pat.Pos}
	for _, cn := range s.Columns {
		c := e.Column(cn.Name.O)
		if c == nil {
			return nil
		}
		ins.Columns = append(ins.Columns, c.Name)
	}
	if len(ins.Columns) == 0 {
		for _, c := range q.columnsThen(e) {
			ins.Columns = append(ins.Columns, c.Name)
		}
	}
	for _, row := range s.Lists {
		if len(row) != len(ins.Columns) {
			return nil // valueCount said so
		}
		var values []*string
		for i, x := range row {
			v, ok := x.(*test_driver.ValueExpr)
			if !ok {
				if u, isUnary := x.(*ast.UnaryOperationExpr); isUnary {
					if text, ok := signed(u); ok {
						values = append(values, &text)
						continue
					}
				}
				return nil
			}
			if v.Datum.GetValue() == nil {
				values = append(values, nil)
				continue
			}
			text := fmt.Sprint(v.Datum.GetValue())
			if k := v.Datum.Kind(); k == test_driver.KindBinaryLiteral || k == test_driver.KindMysqlBit {
				text = bitsText(e.Column(ins.Columns[i]), v.Datum.GetBytes())
			}
			values = append(values, &text)
		}
		ins.Rows = append(ins.Rows, values)
	}
	return ins
}

// bitsText is the value X'C328', 0xC328 or b'101' gives column c: its
// bytes in a string or binary column (a UUID's sixteen, as UUID_TO_BIN
// writes them), the unsigned number they spell, big-endian, in a
// number's.
func bitsText(c *Column, b []byte) string {
	switch c.Kind {
	case KindInteger, KindDecimal, KindBool:
		return new(big.Int).SetBytes(b).String()
	}
	return string(b)
}

func (q *query) updateStmt(s *ast.UpdateStmt) {
	q.target(s.TableRefs)
	for _, as := range s.List {
		q.assignment(as, nil)
	}
	q.onUpdateNow()
	for _, a := range q.pat.Sets {
		q.pat.Written = appendNew(q.pat.Written, a.Column.Entity)
	}
	if len(q.pat.Written) == 0 && len(q.tables) > 0 {
		q.pat.Written = []string{q.tables[0].entity.Name}
	}
	if s.Where != nil {
		q.where(s.Where, false)
	}
	q.limit(s.Limit)
}

// onUpdateNow adds SET col = NOW() for each ON UPDATE CURRENT_TIMESTAMP
// column of a table the UPDATE writes that it does not set itself, as
// MySQL sets it. (MySQL leaves it when the UPDATE changes no value of the
// row; the design sets it on every UPDATE that finds the row.)
func (q *query) onUpdateNow() {
	written := map[string]bool{}
	for _, a := range q.pat.Sets {
		written[strings.ToLower(a.Column.Entity)+"."+strings.ToLower(a.Column.Column)] = true
	}
	seen := map[string]bool{}
	for _, a := range slices.Clone(q.pat.Sets) {
		t := q.tableOf(a.Column.Entity)
		if t == nil || seen[a.Column.Entity] {
			continue
		}
		seen[a.Column.Entity] = true
		for _, c := range t.entity.Columns {
			if !c.OnUpdateNow || written[strings.ToLower(t.entity.Name)+"."+strings.ToLower(c.Name)] {
				continue
			}
			now := &ast.FuncCallExpr{FnName: ast.NewCIStr("NOW")}
			n := len(q.pat.Sets)
			q.assignment(&ast.Assignment{Column: &ast.ColumnName{Table: ast.NewCIStr(cmp.Or(t.alias, t.entity.Name)), Name: ast.NewCIStr(c.Name)}, Expr: now}, nil)
			for i := n; i < len(q.pat.Sets); i++ {
				q.pat.Sets[i].Implicit = true
			}
		}
	}
}

// tableOf is the statement's first table of entity name, nil if none.
func (q *query) tableOf(name string) *tref {
	for _, t := range q.tables {
		if strings.EqualFold(t.entity.Name, name) {
			return t
		}
	}
	return nil
}

// assignment records SET col = expr: the column's own value plus or minus
// a value, a parameter or a constant, or, for ON DUPLICATE KEY UPDATE
// (inserted set), VALUES(c); anything else is an expression, with no value.
func (q *query) assignment(as *ast.Assignment, inserted func(ast.ExprNode) (*Value, bool)) {
	if isColumn(as.Expr, as.Column) {
		q.walkColumns(as.Expr) // SET c = c: the column keeps its value, nothing is written
		return
	}
	if op, v, ok := q.arith(as.Column, as.Expr, inserted); ok {
		n := len(q.pat.Sets)
		q.assign(as.Column, v)
		if len(q.pat.Sets) > n {
			q.pat.Sets[n].Arith = op
		}
		return
	}
	if inserted != nil {
		if v, isValues := inserted(as.Expr); isValues {
			q.assign(as.Column, v)
			return
		}
	}
	if v, keep, keepNull, ok := q.patch(as.Column, as.Expr); ok {
		n := len(q.pat.Sets)
		q.assign(as.Column, v)
		if len(q.pat.Sets) > n {
			q.pat.Sets[n].Keep, q.pat.Sets[n].KeepNull = keep, keepNull
		}
		return
	}
	v, ok := q.written(as.Expr)
	if !ok {
		q.walkColumns(as.Expr)
		q.assign(as.Column, nil)
		return
	}
	q.assign(as.Column, &v)
}

// patch reads the forms that set a column or leave it as it is, as the
// caller's parameters say: COALESCE(?, c) and IFNULL(?, c) (keep c when
// the parameter is NULL), CASE WHEN ? THEN v ELSE c END and IF(?, v, c)
// (keep c when the first parameter is false), v a value a write takes.
func (q *query) patch(col *ast.ColumnName, e ast.ExprNode) (v, keep *Value, keepNull, ok bool) {
	params, named := q.pat.Params, len(q.pat.Named)
	defer func() {
		if !ok { // the parameters read on the way are read again as the expression's
			q.pat.Params, q.pat.Named = params, q.pat.Named[:named]
		}
	}()
	e = unparen(e)
	self := func(n ast.ExprNode) bool { return isColumn(n, col) }
	param := func(n ast.ExprNode) (*Value, bool) {
		// Only a parameter decides; a constant would make the choice the
		// statement's, not the caller's.
		switch n.(type) {
		case *test_driver.ParamMarkerExpr, *ast.ParenthesesExpr, *ast.FuncCastExpr:
		default:
			return nil, false
		}
		x, ok := q.written(n)
		if !ok || !x.Param {
			return nil, false
		}
		return &x, true
	}
	switch x := e.(type) {
	case *ast.FuncCallExpr:
		switch {
		case (x.FnName.L == "coalesce" || x.FnName.L == "ifnull") && len(x.Args) == 2 && self(x.Args[1]):
			p, ok := param(x.Args[0])
			if !ok {
				return nil, nil, false, false
			}
			return p, p, true, true
		case x.FnName.L == "if" && len(x.Args) == 3 && self(x.Args[2]):
			flag, ok := param(x.Args[0])
			if !ok {
				return nil, nil, false, false
			}
			w, ok := q.written(x.Args[1])
			if !ok {
				return nil, nil, false, false
			}
			return &w, flag, false, true
		}
	case *ast.CaseExpr:
		if x.Value != nil || len(x.WhenClauses) != 1 || x.ElseClause == nil || !self(x.ElseClause) {
			return nil, nil, false, false
		}
		flag, ok := param(x.WhenClauses[0].Expr)
		if !ok {
			return nil, nil, false, false
		}
		w, ok := q.written(x.WhenClauses[0].Result)
		if !ok {
			return nil, nil, false, false
		}
		return &w, flag, false, true
	}
	return nil, nil, false, false
}

// unparen is e without the parentheses around it.
func unparen(e ast.ExprNode) ast.ExprNode {
	for {
		p, ok := e.(*ast.ParenthesesExpr)
		if !ok {
			return e
		}
		e = p.Expr
	}
}

// isColumn reports whether e is the column col (in parentheses or not;
// a table name on either side must be the other's).
func isColumn(e ast.ExprNode, col *ast.ColumnName) bool {
	c, ok := unparen(e).(*ast.ColumnNameExpr)
	return ok && strings.EqualFold(c.Name.Name.O, col.Name.O) && (c.Name.Table.O == "" || col.Table.O == "" || strings.EqualFold(c.Name.Table.O, col.Table.O))
}

// written is a value a write gives a column: a parameter or constant, or
// the statement's clock (NOW(), CURRENT_TIMESTAMP, CURDATE(), ...).
func (q *query) written(e ast.ExprNode) (Value, bool) {
	if f, ok := e.(*ast.FuncCallExpr); ok {
		if kind, clock := clockFuncs[f.FnName.L]; clock && (len(f.Args) == 0 || len(f.Args) == 1 && isNumber(f.Args[0])) {
			return Value{Clock: kind, Pos: q.pos(f)}, true
		}
	}
	if c, ok := e.(*ast.FuncCastExpr); ok && c.FunctionType != ast.CastBinaryOperator {
		// CAST(? AS JSON), CONVERT(?, CHAR): the parameter's value, which
		// the column's own type takes as it is (CastFits).
		_, param := c.Expr.(*test_driver.ParamMarkerExpr)
		if cast := castName(c); param && cast != "" {
			if v, ok := q.value(c.Expr); ok && !v.List {
				v.Cast = cast
				return v, true
			}
		}
		return Value{}, false
	}
	return q.value(e)
}

// castName names the type of a CAST as CastFits does; "" for another.
func castName(c *ast.FuncCastExpr) string {
	switch c.Tp.GetType() {
	case mysql.TypeJSON:
		return "JSON"
	case mysql.TypeVarString, mysql.TypeString, mysql.TypeVarchar:
		if c.Tp.GetFlen() < 0 && c.Tp.GetCharset() != "binary" {
			return "CHAR" // CHAR without a length, which would cut the value
		}
	case mysql.TypeLonglong:
		if mysql.HasUnsignedFlag(c.Tp.GetFlag()) {
			return "UNSIGNED"
		}
		return "SIGNED"
	case mysql.TypeNewDecimal:
		return "" // DECIMAL's default (10, 0) rounds: only the column's own type would not
	case mysql.TypeDate:
		return "DATE" // DATETIME is left out: it cuts a DATETIME(6)'s fraction
	}
	return ""
}

// isNumber reports whether e is a number literal: NOW(6)'s precision.
func isNumber(e ast.ExprNode) bool {
	v, ok := e.(*test_driver.ValueExpr)
	if !ok {
		return false
	}
	switch v.Datum.GetValue().(type) {
	case int64, uint64:
		return true
	}
	return false
}

// arith reads SET n = n + v and n = n - v (also v + n): the column's own
// value plus or minus a parameter or a number, or, with inserted set (ON
// DUPLICATE KEY UPDATE), the value VALUES(c) names.
func (q *query) arith(col *ast.ColumnName, e ast.ExprNode, inserted func(ast.ExprNode) (*Value, bool)) (string, *Value, bool) {
	x, ok := unparen(e).(*ast.BinaryOperationExpr)
	if !ok || (x.Op != opcode.Plus && x.Op != opcode.Minus) {
		return "", nil, false
	}
	self := func(n ast.ExprNode) bool { return isColumn(n, col) }
	other := x.R
	if !self(x.L) {
		if x.Op != opcode.Plus || !self(x.R) {
			return "", nil, false
		}
		other = x.L
	}
	var v *Value
	if inserted != nil {
		if iv, isValues := inserted(other); isValues {
			if iv == nil || (!iv.Param && !numeric(iv.Const)) {
				return "", nil, false
			}
			v = iv
		}
	}
	if v == nil {
		if _, isValue := other.(*test_driver.ValueExpr); !isValue {
			if _, isParam := other.(*test_driver.ParamMarkerExpr); !isParam {
				return "", nil, false
			}
		}
		c, ok := q.value(other)
		if !ok || (!c.Param && !numeric(c.Const)) {
			return "", nil, false
		}
		v = &c
	}
	if x.Op == opcode.Minus {
		return "-", v, true
	}
	return "+", v, true
}

func numeric(s string) bool {
	_, err := strconv.ParseFloat(s, 64)
	return err == nil
}

func (q *query) deleteStmt(s *ast.DeleteStmt) {
	q.target(s.TableRefs)
	switch {
	case s.IsMultiTable && s.Tables != nil:
		// DELETE s FROM sessions s JOIN users u ...: the names are the
		// tables' aliases, or their names.
		for _, tn := range s.Tables.Tables {
			if t := q.table(tn.Name.O); t != nil {
				q.pat.Written = appendNew(q.pat.Written, t.entity.Name)
			} else {
				pos, _ := q.c.find(tn.Name.O, q.c.start)
				q.a.errorf(pos, "name a table or alias of the FROM clause", "DELETE names %s, which is not a table of the statement", tn.Name.O)
			}
		}
	case len(q.tables) > 0:
		q.pat.Written = []string{q.tables[0].entity.Name}
	}
	if s.Where != nil {
		q.where(s.Where, false)
	}
	q.limit(s.Limit)
}

// checkDoubleQuotes catches "name" where name is a table or column: MySQL
// reads it as a string literal, so the query would silently compare against
// the text instead of the column.
func (q *query) checkDoubleQuotes() {
	for _, t := range q.c.tokens {
		if t.kind != tDString {
			continue
		}
		inner := strings.Trim(t.text, `"`)
		known := q.a.model.Entity(inner) != nil
		for _, tr := range q.tables {
			if tr.entity.Column(inner) != nil {
				known = true
			}
		}
		if known {
			q.a.errorf(q.c.src.pos(t.off), fmt.Sprintf("write %s or `%s`; use single quotes for strings", inner, inner),
				"double-quoted %s is a string in MySQL, not an identifier: the query would compare against the text", t.text)
		}
	}
}

func appendNew(list []string, s string) []string {
	if slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}

// clause records a GROUP BY or HAVING at its keyword: the parser gives
// these clauses no position of their own.
func (q *query) clause(what, keyword string, n ast.Node) {
	pos, _ := q.c.find(keyword, q.c.start)
	q.pat.Leftovers = append(q.pat.Leftovers, Leftover{What: what, Text: restore(n), Pos: pos})
}

// isCountAll reports COUNT(*) (or COUNT of a constant): every row counts.
func isCountAll(agg *ast.AggregateFuncExpr) bool {
	if len(agg.Args) != 1 {
		return false
	}
	_, constant := agg.Args[0].(*test_driver.ValueExpr)
	return constant
}

// or files a SELECT's OR of plain conditions as branches, one request
// each: (email = ? OR username = ?), (assignee_id = ? OR assignee_id IS
// NULL). An OR nested in another, in a join condition, in a write, or
// over anything but equalities, ranges and filters stays a leftover.
func (q *query) or(x *ast.BinaryOperationExpr, outer bool) {
	var parts []ast.ExprNode
	var split func(e ast.ExprNode)
	split = func(e ast.ExprNode) {
		if b, ok := e.(*ast.BinaryOperationExpr); ok && b.Op == opcode.LogicOr {
			split(b.L)
			split(b.R)
			return
		}
		if p, ok := e.(*ast.ParenthesesExpr); ok {
			if b, ok := p.Expr.(*ast.BinaryOperationExpr); ok && b.Op == opcode.LogicOr {
				split(b)
				return
			}
		}
		parts = append(parts, e)
	}
	split(x)
	eqs, rngs, filters, left, joins := q.pat.Equalities, q.pat.Ranges, q.pat.Filters, q.pat.Leftovers, q.pat.Joins
	var branches []Branch
	ok := q.pat.Statement == Select && !outer && len(q.pat.Branches) == 0
	for _, part := range parts {
		q.pat.Equalities, q.pat.Ranges, q.pat.Filters, q.pat.Leftovers, q.pat.Joins = nil, nil, nil, nil, nil
		q.where(part, outer)
		// A branch of filters alone (assignee_id IS NULL) is keyed by the
		// statement's other conditions (project_id = ? AND (assignee_id
		// = ? OR assignee_id IS NULL)), or by none, which design says.
		if len(q.pat.Leftovers) > 0 || len(q.pat.Joins) > 0 || len(q.pat.Branches) > 0 || len(q.pat.Equalities)+len(q.pat.Ranges)+len(q.pat.Filters) == 0 {
			ok = false
		}
		branches = append(branches, Branch{Equalities: q.pat.Equalities, Ranges: q.pat.Ranges, Filters: q.pat.Filters, Pos: q.pos(part)})
	}
	q.pat.Equalities, q.pat.Ranges, q.pat.Filters, q.pat.Leftovers, q.pat.Joins = eqs, rngs, filters, left, joins
	if !ok {
		q.leftover("OR", x)
		return
	}
	q.pat.Branches = branches
}

// optional reads (P IS NULL OR col op P), as sqlc.narg(p) IS NULL OR col =
// sqlc.narg(p) writes it: the condition col op P holds only when P is not
// NULL, which the application knows when it calls (Pattern.OptionalFilters). It
// reports false for any other OR.
func (q *query) optional(x *ast.BinaryOperationExpr) bool {
	if q.pat.Statement != Select {
		return false
	}
	unparen := func(e ast.ExprNode) ast.ExprNode {
		for {
			p, ok := e.(*ast.ParenthesesExpr)
			if !ok {
				return e
			}
			e = p.Expr
		}
	}
	l, r := unparen(x.L), unparen(x.R)
	isNull, cond, flagFirst := l, r, true
	if _, ok := isNull.(*ast.IsNullExpr); !ok {
		isNull, cond, flagFirst = r, l, false
	}
	in, ok := isNull.(*ast.IsNullExpr)
	if !ok || in.Not {
		return false
	}
	flag, ok := unparen(in.Expr).(*test_driver.ParamMarkerExpr)
	if !ok {
		return false
	}
	c, ok := cond.(*ast.BinaryOperationExpr)
	if !ok || !slices.Contains([]opcode.Op{opcode.EQ, opcode.LT, opcode.LE, opcode.GT, opcode.GE}, c.Op) {
		return false
	}
	col, colLeft := c.L.(*ast.ColumnNameExpr)
	other := c.R
	if !colLeft {
		col, _ = c.R.(*ast.ColumnNameExpr)
		other = c.L
	}
	if _, ok := unparen(other).(*test_driver.ParamMarkerExpr); !ok || col == nil {
		return false
	}
	eqs, rngs := len(q.pat.Equalities), len(q.pat.Ranges)
	var f Value
	if flagFirst {
		f, _ = q.value(flag)
		q.comparison(c, false)
	} else {
		q.comparison(c, false)
		f, _ = q.value(flag)
	}
	var added []Predicate
	added = append(added, q.pat.Equalities[eqs:]...)
	added = append(added, q.pat.Ranges[rngs:]...)
	if len(added) == 1 && len(added[0].Values) > 0 {
		q.pat.OptionalFilters = append(q.pat.OptionalFilters, OptionalFilter{Flag: f, Value: added[0].Values[len(added[0].Values)-1].Pos, Column: added[0].Column})
	}
	return true
}

// union reads a UNION of SELECTs. On one table, selecting the same
// columns, it is one pattern with a branch per SELECT: each is one
// request, and the answers are merged. Otherwise (other tables, literal
// columns, a SELECT's own ORDER BY and LIMIT) each SELECT is a Part, a
// read of its own, and the answer is their rows under the first SELECT's
// column names.
func (q *query) union(s *ast.SetOprStmt) {
	if s.With != nil {
		q.ctes = s.With.CTEs
	}
	all := true
	var subs []*query
	var sels []*ast.SelectStmt
	for i, node := range s.SelectList.Selects {
		sel, ok := node.(*ast.SelectStmt)
		op := (*ast.SetOprType)(nil)
		if ok {
			op = sel.AfterSetOperator
		}
		if list, braced := node.(*ast.SetOprSelectList); braced && len(list.Selects) == 1 && list.Limit == nil && list.OrderBy == nil {
			sel, ok = list.Selects[0].(*ast.SelectStmt) // (SELECT ... ORDER BY ... LIMIT n)
			op = list.AfterSetOperator
		}
		if !ok || sel.From == nil {
			q.leftover("UNION", s)
			return
		}
		if i > 0 && (op == nil || (*op != ast.Union && *op != ast.UnionAll)) {
			q.leftover("UNION", s)
			return
		}
		if i > 0 {
			all = all && *op == ast.UnionAll
		}
		sub := &query{a: q.a, c: q.c, pat: &Pattern{Pos: q.pat.Pos, Statement: Select, Result: Many}, cursor: q.cursor, scope: q}
		sub.selectStmt(sel)
		q.cursor = sub.cursor
		q.pat.Params += sub.pat.Params
		q.pat.Named = append(q.pat.Named, sub.pat.Named...)
		subs, sels = append(subs, sub), append(sels, sel)
	}
	first := subs[0]
	same := func(sub *query) bool {
		return len(sub.pat.Tables) == 1 && len(first.pat.Tables) == 1 && sub.pat.Tables[0].Entity == first.pat.Tables[0].Entity &&
			slices.Equal(sub.pat.Whole, first.pat.Whole) && slices.EqualFunc(sub.pat.Projection, first.pat.Projection, func(a, b ColumnRef) bool { return a.String() == b.String() }) &&
			len(sub.pat.Computed)+len(sub.pat.Aggregates)+len(sub.pat.Counts) == 0 && len(sub.pat.Branches) == 0 && len(sub.pat.OrderBy) == 0 && sub.pat.Limit == 0 && !sub.pat.LimitParam
	}
	q.pat.Union, q.pat.UnionAll = true, all
	if !slices.ContainsFunc(subs, func(sub *query) bool { return !same(sub) }) {
		q.tables = first.tables
		q.pat.Tables, q.pat.Returns, q.pat.Projection, q.pat.Whole = first.pat.Tables, first.pat.Returns, first.pat.Projection, first.pat.Whole
		for i, sub := range subs {
			q.pat.Leftovers = append(q.pat.Leftovers, sub.pat.Leftovers...)
			pos := sub.pos(sels[i])
			if len(sub.pat.Equalities) > 0 {
				pos = sub.pat.Equalities[0].Column.Pos // the SELECT itself has no position of its own
			}
			q.pat.Branches = append(q.pat.Branches, Branch{Equalities: sub.pat.Equalities, Ranges: sub.pat.Ranges, Filters: sub.pat.Filters, Pos: pos})
		}
		q.orderBy(s.OrderBy, sels[0].Fields) // a UNION's columns are named by its first SELECT
		q.limit(s.Limit)
		return
	}
	for _, sub := range subs {
		if len(sub.fields) > 0 && sub.fields[0].Pos.Line > 0 {
			sub.pat.Pos = sub.fields[0].Pos // the SELECT itself has no position of its own
		}
		sub.pat.Fields = sub.fields
		if slices.ContainsFunc(sub.fields, func(f Computed) bool { return f.Expr == nil && f.Name == "*" }) {
			q.pat.Parts = nil
			q.leftover("UNION", s)
			q.pat.Leftovers[len(q.pat.Leftovers)-1].Hint = "a SELECT of the UNION selects * of a derived table, whose columns are not listed: name them"
			return
		}
		if len(sub.fields) != len(first.fields) {
			q.a.errorf(sub.pat.Pos, "give each SELECT of the UNION as many columns as the first", "the SELECTs of a UNION select %d and %d columns", len(first.fields), len(sub.fields))
			return
		}
		q.pat.addPart(sub.pat)
	}
	// The answer's columns: named as the first SELECT names them, of the
	// kind its values are (MySQL widens a UNION's column over every
	// SELECT; the first one's kind is what the answer is compared as).
	for _, f := range first.fields {
		e := q.a.model.Entity(f.Entity)
		col := &Column{Name: f.Name, Kind: KindString}
		if f.Expr != nil && e != nil {
			col.Kind = f.Expr.Kind(e)
		}
		if c := e.Column(f.Expr.Col); f.Expr != nil && c != nil {
			x := *c
			col = &x
			col.Name = f.Name
		}
		q.pat.Columns = append(q.pat.Columns, col)
	}
	q.answerOrder(s.OrderBy)
	q.limit(s.Limit)
}

// wholeFields adds the columns of a table selected whole (t.*) to the
// select list's fields, in the table's order.
func (q *query) wholeFields(e *Entity, f *ast.SelectField) {
	for _, c := range e.Columns {
		q.fields = append(q.fields, Computed{Name: c.Name, Expr: &Expr{Col: c.Name}, Entity: e.Name, Pos: q.pos(f)})
	}
}

// unionSource is the UNION a SELECT reads whole: SELECT * (or some of its
// columns by name) FROM a derived table or a CTE of this statement that is
// a UNION, ordered and limited, with nothing else around it; nil for any
// other SELECT, which reads it as a table (and refuses a UNION there).
func (q *query) unionSource(s *ast.SelectStmt) *ast.SetOprStmt {
	j := s.From.TableRefs
	if j == nil || j.Right != nil || s.Where != nil || s.GroupBy != nil || s.Having != nil || s.Distinct || s.Fields == nil {
		return nil
	}
	ts, ok := j.Left.(*ast.TableSource)
	if !ok {
		return nil
	}
	var u *ast.SetOprStmt
	switch src := ts.Source.(type) {
	case *ast.SetOprStmt:
		u = src
	case *ast.TableName:
		def := q.definition(src.Name.O)
		if def == nil || src.Schema.O != "" || def.what != "CTE" || def.chunk != q.c || len(def.cols) > 0 {
			return nil
		}
		u, _ = def.sel.(*ast.SetOprStmt)
	}
	if u == nil || (u.OrderBy != nil || u.Limit != nil) && (s.OrderBy != nil || s.Limit != nil) {
		return nil
	}
	for _, f := range s.Fields.Fields {
		if _, col := f.Expr.(*ast.ColumnNameExpr); f.WildCard == nil && (!col || f.AsName.O != "") {
			return nil
		}
	}
	return u
}

// derivedUnion reads SELECT ... FROM (a UNION) AS t ORDER BY ... LIMIT n
// as the UNION, answering the columns the outer SELECT names, sorted and
// cut as it says.
func (q *query) derivedUnion(s *ast.SelectStmt, u *ast.SetOprStmt) {
	q.union(u)
	var picked []int
	for _, f := range s.Fields.Fields {
		if f.WildCard != nil {
			picked = nil
			break
		}
		name := f.Expr.(*ast.ColumnNameExpr).Name.Name.O
		if q.pat.Parts == nil {
			q.leftover("UNION", f.Expr)
			q.pat.Leftovers[len(q.pat.Leftovers)-1].Hint = "a derived UNION of one table's SELECTs alike is read whole: select *"
			return
		}
		i := slices.IndexFunc(q.pat.Columns, func(c *Column) bool { return strings.EqualFold(c.Name, name) })
		if i < 0 {
			q.leftover("UNION", f.Expr)
			q.pat.Leftovers[len(q.pat.Leftovers)-1].Hint = fmt.Sprintf("the derived UNION's columns are read by name when its SELECTs select each differently, and it has no column %s: select *", name)
			return
		}
		picked = append(picked, i)
	}
	if picked != nil {
		var cols []*Column
		for _, i := range picked {
			cols = append(cols, q.pat.Columns[i])
		}
		q.pat.Columns = cols
		for _, part := range q.pat.Parts {
			var fields []Computed
			for _, i := range picked {
				fields = append(fields, part.Fields[i])
			}
			part.Fields = fields
		}
	}
	if s.OrderBy == nil && s.Limit == nil {
		return
	}
	if q.pat.Parts != nil {
		q.answerOrder(s.OrderBy)
	} else {
		q.orderBy(s.OrderBy, firstSelect(u).Fields)
	}
	q.limit(s.Limit)
}

// firstSelect is a UNION's first SELECT, which names its columns.
func firstSelect(u *ast.SetOprStmt) *ast.SelectStmt {
	switch x := u.SelectList.Selects[0].(type) {
	case *ast.SelectStmt:
		return x
	case *ast.SetOprSelectList:
		if sel, ok := x.Selects[0].(*ast.SelectStmt); ok {
			return sel
		}
	}
	return &ast.SelectStmt{}
}

// answerOrder reads the ORDER BY of a UNION of Parts: each item names a
// column of the answer (its name or its position), which the application
// sorts the merged rows by (AppOrder).
func (q *query) answerOrder(ob *ast.OrderByClause) {
	if ob == nil {
		return
	}
	for _, item := range ob.Items {
		o, pos := Order{Desc: item.Desc}, q.pos(item.Expr)
		switch x := item.Expr.(type) {
		case *ast.ColumnNameExpr:
			i := slices.IndexFunc(q.pat.Columns, func(c *Column) bool { return strings.EqualFold(c.Name, x.Name.Name.O) })
			if i < 0 {
				q.a.errorf(pos, "order a UNION by a column its first SELECT names", "the UNION's answer has no column %s", x.Name.Name.O)
				continue
			}
			o.Column = ColumnRef{Column: q.pat.Columns[i].Name, Pos: pos}
		case *ast.PositionExpr:
			if x.N < 1 || x.N > len(q.pat.Columns) {
				q.a.errorf(pos, "order by a position among the answer's columns", "ORDER BY %d: the UNION's answer has %d columns", x.N, len(q.pat.Columns))
				continue
			}
			o.Column = ColumnRef{Column: q.pat.Columns[x.N-1].Name, Pos: pos}
		default:
			q.leftover("ORDER BY", item.Expr)
			continue
		}
		q.pat.AppOrder = append(q.pat.AppOrder, o)
	}
}

// childCount reads a correlated COUNT(*) in the select list,
// (SELECT COUNT(*) FROM child c WHERE c.fk = p.key) AS n, as a count of
// each returned row's children: a counter per parent can hold it. It
// reports false when the field is no subquery at all; a subquery of
// another form becomes a leftover.
func (q *query) childCount(f *ast.SelectField) bool {
	sq, empty := subqueryOf(f.Expr)
	if sq == nil {
		return false
	}
	sel, ok := sq.Query.(*ast.SelectStmt)
	if !ok || sel.From == nil || sel.Where == nil || sel.Fields == nil || len(sel.Fields.Fields) != 1 ||
		sel.GroupBy != nil || sel.Having != nil || sel.Limit != nil || sel.Distinct {
		q.fieldLeftover("subquery", f)
		return true
	}
	field := sel.Fields.Fields[0]
	agg, isAgg := field.Expr.(*ast.AggregateFuncExpr)
	if sel.OrderBy != nil && !isAgg {
		// An aggregate's ORDER BY sorts its one row: MySQL promises no
		// order of a JSON_ARRAYAGG's elements for it. Another value's
		// sorts the rows it picks among.
		q.fieldLeftover("subquery", f)
		return true
	}
	count := isAgg && strings.EqualFold(agg.F, ast.AggFuncCount) && !agg.Distinct && isCountAll(agg)
	list := isAgg && strings.EqualFold(agg.F, ast.AggFuncJsonArrayagg)
	if isAgg && !count && !list || empty != "" && !list || field.WildCard != nil {
		q.fieldLeftover("subquery", f)
		return true
	}
	sub := &query{a: q.a, c: q.c, pat: &Pattern{Pos: q.pat.Pos, Statement: Select}, cursor: q.c.start + sq.OriginTextPosition(), outer: q, scope: q}
	sub.from(sel.From.TableRefs)
	if len(sub.tables) != 1 || len(sub.pat.Leftovers) > 0 {
		q.fieldLeftover("subquery", f)
		return true
	}
	sub.where(sel.Where, false)
	if sel.OrderBy != nil {
		for _, item := range sel.OrderBy.Items {
			sub.walkColumns(item.Expr) // names checked, though it sorts one row
		}
	}
	q.pat.Params += sub.pat.Params
	q.pat.Named = append(q.pat.Named, sub.pat.Named...)
	child := sub.tables[0].entity.Name
	alias := f.AsName.O
	if alias == "" {
		alias = strings.TrimSpace(f.Text())
	}
	cc := ChildCount{Column: alias, Entity: child, Pos: q.pos(f.Expr)}
	ok = len(sub.pat.Joins) > 0 && len(sub.pat.Branches)+len(sub.pat.Leftovers) == 0
	if len(sub.pat.Equalities)+len(sub.pat.Ranges)+len(sub.pat.Filters) > 0 {
		// Conditions of its own: counted from a read of the children.
		w := *sub.pat
		w.Joins, w.Returns, w.Count = nil, []string{child}, false
		cc.Where = &w
	}
	for _, j := range sub.pat.Joins {
		c, p := j.Left, j.Right
		if p.Entity == child && p.Self == "" {
			c, p = p, c
		}
		if p.Self == outerSelf {
			p.Self = "" // the outer row of the table the subquery reads too
		}
		cc.Columns = append(cc.Columns, c)
		cc.Parent = append(cc.Parent, p)
		ok = ok && c.Entity == child && c.Self == "" && p.Self == "" && p.Entity == cc.Parent[0].Entity
	}
	if !ok {
		q.fieldLeftover("correlated subquery", f)
		return true
	}
	if !count {
		q.subqueryRead(sub, f, field, cc, list, empty)
		return true
	}
	q.pat.Counts = append(q.pat.Counts, cc)
	return true
}

// RowReadWhat is the Leftover.What of a subquery of the select list,
// read once per row, that is not planned: its Hint says why.
const RowReadWhat = "subquery read per row"

// outerSelf is the ColumnRef.Self of a column of the statement around a
// correlated subquery that reads the same table (outerColumn).
const outerSelf = "^outer"

// outerColumn resolves a name in the statement around a correlated
// subquery. A column of a table the subquery reads too gets Self
// outerSelf: the outer row and the subquery's rows are two occurrences of
// the table.
func (q *query) outerColumn(cn *ast.ColumnName, pos Pos) (ColumnRef, bool) {
	ref, ok := q.outer.column(cn, pos)
	if ok && ref.Self == "" && slices.ContainsFunc(q.visible(), func(t *tref) bool { return t.entity.Name == ref.Entity }) {
		ref.Self = outerSelf
	}
	return ref, ok
}

// subqueryOf is the subquery a select field's value is: (SELECT ...),
// or COALESCE/IFNULL((SELECT ...), JSON_ARRAY()), whose value for no row
// found is empty ("[]").
func subqueryOf(e ast.ExprNode) (sq *ast.SubqueryExpr, empty string) {
	switch x := unparen(e).(type) {
	case *ast.SubqueryExpr:
		return x, ""
	case *ast.FuncCallExpr:
		if (x.FnName.L == "coalesce" || x.FnName.L == "ifnull") && len(x.Args) == 2 {
			in, ok := unparen(x.Args[0]).(*ast.SubqueryExpr)
			arr, isArr := unparen(x.Args[1]).(*ast.FuncCallExpr)
			if ok && isArr && arr.FnName.L == "json_array" && len(arr.Args) == 0 {
				return in, "[]"
			}
		}
	}
	return nil, ""
}

// subqueryRead reads a correlated subquery of the select list that gives
// one row's value, (SELECT u.name FROM users u WHERE u.id = p.user_id)
// AS author, or a list, (SELECT JSON_ARRAYAGG(JSON_OBJECT('id', c.id,
// ...)) FROM comments c WHERE c.post_id = p.id) AS comments, as a RowRead
// of cc's table keyed by its join columns; else a leftover says why not.
func (q *query) subqueryRead(sub *query, f, field *ast.SelectField, cc ChildCount, list bool, empty string) {
	rr := RowRead{Entity: cc.Entity, Columns: cc.Columns, Parent: cc.Parent, Where: cc.Where, Empty: empty, Pos: cc.Pos}
	e := q.a.model.Entity(cc.Entity)
	if parent := q.a.model.Entity(cc.Parent[0].Entity); parent.Column(cc.Column) != nil {
		// The application sets the column on the row's item, which has
		// one of that name already (a later read may be keyed by it).
		q.fieldLeftover(RowReadWhat, f)
		q.pat.Leftovers[len(q.pat.Leftovers)-1].Hint = fmt.Sprintf("the answer's column %s has the name of a column of %s: select it AS a name of its own", cc.Column, parent.Name)
		return
	}
	if !list {
		keyed := slices.Clone(cc.Columns)
		if cc.Where != nil {
			for _, p := range cc.Where.Equalities {
				if len(p.Values) == 1 && !p.Values[0].List {
					keyed = append(keyed, p.Column)
				}
			}
		}
		if !containsKey(e, refColumns(keyed)) {
			q.fieldLeftover(RowReadWhat, f)
			q.pat.Leftovers[len(q.pat.Leftovers)-1].Hint = fmt.Sprintf("it finds the %s rows by %s, which is no key of %s: MySQL fails when it finds several; find them by the primary key or a UNIQUE key, or select a list with JSON_ARRAYAGG", e.Name, strings.Join(refColumns(keyed), ", "), e.Name)
			return
		}
		x, entity, self, outside := sub.rowExpr(field.Expr)
		if x == nil || entity != "" && (entity != e.Name || self != "") {
			q.fieldLeftover(RowReadWhat, f)
			q.pat.Leftovers[len(q.pat.Leftovers)-1].Hint = fmt.Sprintf("the application evaluates a subset of MySQL on each %s row it reads (see the README), and %s is outside it: select the columns and compute it in the application", e.Name, cmp.Or(outside, "a value of another table"))
			return
		}
		rr.Fields = []Computed{{Name: cc.Column, Expr: x, Entity: e.Name, Pos: q.pos(field.Expr)}}
		q.pat.RowReads = append(q.pat.RowReads, rr)
		return
	}
	rr.List = cc.Column
	fields, hint := sub.listFields(field.Expr.(*ast.AggregateFuncExpr), e, "")
	if hint != "" {
		q.fieldLeftover(RowReadWhat, f)
		q.pat.Leftovers[len(q.pat.Leftovers)-1].Hint = hint
		return
	}
	rr.Fields = fields
	q.pat.RowReads = append(q.pat.RowReads, rr)
}

// listFields reads JSON_ARRAYAGG(JSON_OBJECT('name', value, ...)) over the
// rows of e (its occurrence self): the objects' members, each value an
// expression the application evaluates on a row of e; else why not.
func (q *query) listFields(agg *ast.AggregateFuncExpr, e *Entity, self string) ([]Computed, string) {
	var obj *ast.FuncCallExpr
	if len(agg.Args) == 1 && !agg.Distinct && agg.Order == nil {
		obj, _ = agg.Args[0].(*ast.FuncCallExpr)
	}
	if obj == nil || obj.FnName.L != "json_object" || len(obj.Args)%2 != 0 || len(obj.Args) == 0 {
		return nil, "the application builds JSON_ARRAYAGG(JSON_OBJECT('name', value, ...)) of the rows it reads; another argument is not planned: write the list as JSON_ARRAYAGG(JSON_OBJECT(...))"
	}
	var out []Computed
	for i := 0; i < len(obj.Args); i += 2 {
		k, ok := obj.Args[i].(*test_driver.ValueExpr)
		name, isText := "", false
		if ok {
			name, isText = k.Datum.GetValue().(string)
		}
		if !isText {
			return nil, "JSON_OBJECT's names are written as string literals here: the application builds the objects with them"
		}
		x, entity, xself, outside := q.rowExpr(obj.Args[i+1])
		if x == nil || entity != "" && (entity != e.Name || xself != self) {
			return nil, fmt.Sprintf("the application evaluates a subset of MySQL on each %s row it reads (see the README), and %s is outside it: select the columns and compute it in the application", e.Name, cmp.Or(outside, "a value of another table"))
		}
		out = append(out, Computed{Name: name, Expr: x, Entity: e.Name, Pos: q.pos(obj.Args[i+1])})
	}
	return out, ""
}

// groupedList reads a select field JSON_ARRAYAGG(JSON_OBJECT(...)) of a
// joined table's columns (query.lists), for leftJoinCounts to read as a
// list per parent row; false for another field.
func (q *query) groupedList(f *ast.SelectField) bool {
	agg, ok := unparen(f.Expr).(*ast.AggregateFuncExpr)
	if !ok || !strings.EqualFold(agg.F, ast.AggFuncJsonArrayagg) || len(q.tables) != 2 {
		return false
	}
	name := cmp.Or(f.AsName.O, strings.TrimSpace(f.Text()))
	child := q.tables[1].entity
	fields, hint := q.listFields(agg, child, q.tables[1].selfOf())
	if hint != "" {
		q.fieldLeftover("aggregate", f)
		q.pat.Leftovers[len(q.pat.Leftovers)-1].Hint = hint
		return true
	}
	q.lists = append(q.lists, RowRead{Entity: child.Name, List: name, Fields: fields, Pos: q.pos(f.Expr)})
	return true
}

// refColumns are the columns of refs, by name.
func refColumns(refs []ColumnRef) []string {
	var out []string
	for _, r := range refs {
		out = appendNew(out, r.Column)
	}
	return out
}

// containsKey reports whether cols hold the whole primary key or a whole
// UNIQUE key of e: they find at most one row.
func containsKey(e *Entity, cols []string) bool {
	has := func(key []string) bool {
		return len(key) > 0 && !slices.ContainsFunc(key, func(k string) bool {
			return !slices.ContainsFunc(cols, func(c string) bool { return strings.EqualFold(c, k) })
		})
	}
	return has(e.PrimaryKey) || slices.ContainsFunc(e.Unique, has)
}

// semiJoin reads col IN (SELECT c FROM t WHERE ...) as a join to t that
// returns each outer row once: the application reads t's rows first, then
// the rows they name. t's columns stay out of the outer statement's name
// lookup, so an unqualified name there means what SQL says it means. It
// reports false, and records nothing, for any other subquery form.
func (q *query) semiJoin(col *ast.ColumnNameExpr, x *ast.PatternInExpr) bool {
	sq, ok := x.Sel.(*ast.SubqueryExpr)
	if !ok || q.pat.Statement != Select || q.pat.Anti {
		return false
	}
	sel, ok := sq.Query.(*ast.SelectStmt)
	if !ok || sel.From == nil || sel.Fields == nil || len(sel.Fields.Fields) != 1 ||
		sel.GroupBy != nil || sel.Having != nil || sel.OrderBy != nil || sel.Limit != nil {
		return false
	}
	field, ok := sel.Fields.Fields[0].Expr.(*ast.ColumnNameExpr)
	if !ok {
		return false
	}
	ref, ok := q.column(col.Name, q.pos(col))
	if !ok {
		return true // reported
	}
	sub := &query{a: q.a, c: q.c, pat: &Pattern{Pos: q.pat.Pos, Statement: Select}, cursor: q.c.start + sq.OriginTextPosition(), outer: q, scope: q}
	sub.from(sel.From.TableRefs)
	if len(sub.tables) != 1 || len(sub.pat.Leftovers) > 0 || slices.ContainsFunc(q.pat.Tables, func(t TableRef) bool { return t.Entity == sub.tables[0].entity.Name }) {
		return false
	}
	inner, ok := sub.column(field.Name, sub.pos(field))
	if !ok {
		return true
	}
	if sel.Where != nil {
		sub.where(sel.Where, false)
	}
	if len(sub.pat.Branches) > 0 {
		return false
	}
	q.pat.Joins = append(q.pat.Joins, Join{Left: ref, Right: inner})
	q.joinSubquery(sub)
	q.pat.Semi = true
	return true
}

// joinSubquery adds a subquery's table, joins and conditions to the
// statement's, its parameters counted as the statement's: IN (SELECT
// ...) and [NOT] EXISTS (...) read as joins.
func (q *query) joinSubquery(sub *query) {
	q.pat.Tables = append(q.pat.Tables, sub.pat.Tables...)
	q.pat.Joins = append(q.pat.Joins, sub.pat.Joins...)
	q.pat.Equalities = append(q.pat.Equalities, sub.pat.Equalities...)
	q.pat.Ranges = append(q.pat.Ranges, sub.pat.Ranges...)
	q.pat.Filters = append(q.pat.Filters, sub.pat.Filters...)
	q.pat.Leftovers = append(q.pat.Leftovers, sub.pat.Leftovers...)
	q.pat.Params += sub.pat.Params
	q.pat.Named = append(q.pat.Named, sub.pat.Named...)
}

// existsJoin reads [NOT] EXISTS (SELECT ... FROM t WHERE t.c = outer.c
// AND ...) as a join to t on the correlated equalities: EXISTS keeps each
// outer row once when t has joining rows (Semi, as IN (SELECT ...) does),
// NOT EXISTS when it has none (Anti). t's other conditions apply to its
// rows. It reports false, and records nothing, for any other form: no
// correlation, several tables, grouping, or a second such subquery.
func (q *query) existsJoin(x *ast.ExistsSubqueryExpr) bool {
	sq, ok := x.Sel.(*ast.SubqueryExpr)
	if !ok || q.pat.Statement != Select || q.pat.Semi || q.pat.Anti {
		return false
	}
	sel, ok := sq.Query.(*ast.SelectStmt)
	if !ok || sel.From == nil || sel.Where == nil || sel.GroupBy != nil || sel.Having != nil || sel.OrderBy != nil || sel.Limit != nil || hasJoin(sel.From.TableRefs) {
		return false
	}
	sub := &query{a: q.a, c: q.c, pat: &Pattern{Pos: q.pat.Pos, Statement: Select}, cursor: q.c.start + sq.OriginTextPosition(), outer: q, scope: q}
	sub.from(sel.From.TableRefs)
	if len(sub.tables) == 1 && len(sub.pat.Leftovers) == 0 && slices.ContainsFunc(q.pat.Tables, func(t TableRef) bool { return t.Entity == sub.tables[0].entity.Name }) {
		return q.selfExists(x, sub, sel)
	}
	if len(sub.tables) != 1 || len(sub.pat.Leftovers) > 0 {
		return false
	}
	sub.where(sel.Where, false)
	inner := sub.tables[0].entity.Name
	correlated := len(sub.pat.Joins) > 0
	for _, j := range sub.pat.Joins {
		correlated = correlated && (j.Left.Entity == inner) != (j.Right.Entity == inner)
	}
	if !correlated || len(sub.pat.Branches) > 0 || len(sub.pat.Leftovers) > 0 || x.Not && len(sub.pat.Equalities)+len(sub.pat.Ranges)+len(sub.pat.Filters) > 0 {
		// NOT EXISTS with conditions of its own: the rows its join finds
		// would have to be read whole and checked; not planned.
		return false
	}
	q.joinSubquery(sub)
	q.pat.Semi, q.pat.Anti = !x.Not, x.Not
	return true
}

// selfExists reads [NOT] EXISTS (SELECT ... FROM t r WHERE r.c = x.c AND
// ...) over a table the statement reads too as a RowRead: for each row,
// the read of t's rows its columns name, kept when it finds one (EXISTS)
// or none (NOT EXISTS). It reports false, recording nothing, for a
// subquery not correlated by equalities with one table's row.
func (q *query) selfExists(x *ast.ExistsSubqueryExpr, sub *query, sel *ast.SelectStmt) bool {
	sub.where(sel.Where, false)
	inner := sub.tables[0].entity.Name
	rr := RowRead{Entity: inner, Inner: !x.Not, Absent: x.Not, Pos: q.pos(x)}
	for _, j := range sub.pat.Joins {
		c, p := j.Left, j.Right
		if p.Entity == inner && p.Self == "" {
			c, p = p, c
		}
		if p.Self == outerSelf {
			p.Self = ""
		}
		if c.Entity != inner || c.Self != "" || p.Self != "" || len(rr.Parent) > 0 && p.Entity != rr.Parent[0].Entity {
			return false
		}
		rr.Columns, rr.Parent = append(rr.Columns, c), append(rr.Parent, p)
	}
	if len(rr.Columns) == 0 || len(sub.pat.Branches)+len(sub.pat.Leftovers) > 0 {
		return false
	}
	if len(sub.pat.Equalities)+len(sub.pat.Ranges)+len(sub.pat.Filters) > 0 {
		w := *sub.pat
		w.Joins, w.Returns, w.Result = nil, []string{inner}, Many
		rr.Where = &w
	}
	q.pat.Params += sub.pat.Params
	q.pat.Named = append(q.pat.Named, sub.pat.Named...)
	q.pat.RowReads = append(q.pat.RowReads, rr)
	return true
}

// computed reads a select field that computes a value from the columns
// of one table's row (Pattern.Computed), or files it as a leftover that
// says what is outside the subset the application evaluates.
func (q *query) computed(f *ast.SelectField, returned map[string]bool) {
	x, entity, self, outside := q.rowExpr(f.Expr)
	name := f.AsName.O
	if name == "" {
		name = strings.TrimSpace(f.Text())
	}
	if x == nil || entity == "" && len(q.tables) != 1 {
		outside = cmp.Or(outside, "a value of no one table")
		q.fieldLeftover("computed column", f)
		q.pat.Leftovers[len(q.pat.Leftovers)-1].Hint = fmt.Sprintf("the application evaluates a subset of MySQL on each row (see the README), and %s is outside it: compute the value in the application from the item, or store it as a column", outside)
		return
	}
	if entity == "" { // literals alone: a column of each row of the one table
		entity = q.tables[0].entity.Name
	}
	returned[entity] = true
	q.pat.Computed = append(q.pat.Computed, Computed{Name: name, Expr: x, Entity: entity, Pos: q.pos(f.Expr), Self: self})
}

// rowExpr reads an expression over the columns of one table's row, with
// that table ("" for literals alone) and its occurrence (ColumnRef.Self);
// nil, with what is outside the subset the application evaluates.
func (q *query) rowExpr(n ast.ExprNode) (x *Expr, entity, self, why string) {
	seen := false
	x, outside := toExpr(n, func(cn *ast.ColumnName) (string, string) {
		ref, ok := q.column(cn, q.pos(n))
		switch {
		case !ok:
			return "", "" // reported
		case seen && (entity != ref.Entity || self != ref.Self):
			why = "columns of two tables"
			return "", why
		}
		entity, self, seen = ref.Entity, ref.Self, true
		return ref.Column, ""
	}, nil)
	return x, entity, self, cmp.Or(outside, why)
}

// fieldLeftover files a select field as a leftover, quoted as written.
func (q *query) fieldLeftover(what string, f *ast.SelectField) {
	q.leftover(what, f.Expr)
	if t := strings.TrimSpace(f.Text()); t != "" {
		q.pat.Leftovers[len(q.pat.Leftovers)-1].Text = t
	}
}
