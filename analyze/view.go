package analyze

import (
	"fmt"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
)

// view is a CREATE VIEW kept to be expanded where a query reads it.
type view struct {
	name  string
	chunk *chunk
	stmt  *ast.CreateViewStmt
}

func (a *analyzer) createView(p *parsed, s *ast.CreateViewStmt) {
	name := s.ViewName.Name.O
	key := strings.ToLower(name)
	pos, _ := p.chunk.find(name, p.chunk.start)
	if prev, ok := a.views[key]; ok && !s.OrReplace {
		a.errorf(pos, "drop one of the two definitions, or write CREATE OR REPLACE VIEW", "view %s is defined twice (first at %s)", name, prev.chunk.src.pos(prev.chunk.start))
		return
	}
	if e := a.model.Entity(name); e != nil {
		a.errorf(pos, "give the view a name no table has", "view %s has the name of table %s (at %s)", name, e.Name, e.Pos)
		return
	}
	a.views[key] = &view{name: name, chunk: p.chunk, stmt: s}
}

// derived is a view, CTE or derived table a query reads: a plain SELECT is
// inlined, its tables joining the query's (hidden from its names, as in
// SQL) and its columns standing for the inner columns they select.
type derived struct {
	alias string
	cols  []derivedCol
	whole []string // entities whose every column it selects with *
	// opaque: not a plain SELECT; the pattern has a leftover that says so,
	// and names read through it are not checked.
	opaque bool
}

type derivedCol struct {
	name string
	ref  ColumnRef
}

// definition is a named SELECT a FROM clause may read: a CTE of the
// statement or a view, with the chunk its text is in.
type definition struct {
	what  string // "view" or "CTE"
	name  string
	sel   ast.ResultSetNode
	cols  []ast.CIStr
	chunk *chunk
}

// definition finds a CTE of this statement (or of one it sits in), else a
// view, by name.
func (q *query) definition(name string) *definition {
	for s := q; s != nil; s = s.scope {
		for _, cte := range s.ctes {
			if strings.EqualFold(cte.Name.O, name) {
				if cte.IsRecursive {
					return &definition{what: "recursive CTE", name: cte.Name.O, chunk: s.c}
				}
				return &definition{what: "CTE", name: cte.Name.O, sel: cte.Query.Query, cols: cte.ColNameList, chunk: s.c}
			}
		}
	}
	if v := q.a.views[strings.ToLower(name)]; v != nil {
		sel, _ := v.stmt.Select.(ast.ResultSetNode)
		return &definition{what: "view", name: v.name, sel: sel, cols: v.stmt.Cols, chunk: v.chunk}
	}
	return nil
}

// maxInline bounds views on views (and a view that reads itself).
const maxInline = 16

// inline reads a view, CTE or derived table as its definition: its tables
// join the query's, its WHERE and join conditions apply, and the query's
// names for its columns stand for the columns they select.
func (q *query) inline(def *definition, alias string, at ast.Node) {
	d := &derived{alias: alias}
	q.derived = append(q.derived, d)
	sel, ok := def.sel.(*ast.SelectStmt)
	why := ""
	switch {
	case def.sel == nil:
		why = "it is recursive"
	case !ok:
		why = "it is a UNION"
	case q.pat.Statement != Select:
		why = "a write through it changes the tables under it, which only a SELECT is read through here"
	case q.depth >= maxInline:
		why = fmt.Sprintf("it nests more than %d definitions deep", maxInline)
	case sel.From == nil:
		why = "it reads no table"
	case sel.GroupBy != nil || sel.Having != nil || sel.Distinct || sel.Limit != nil || sel.WindowSpecs != nil:
		why = "it groups, limits or removes duplicates, which a plain read of the tables under it does not"
	}
	if why == "" {
		for _, f := range sel.Fields.Fields {
			if _, col := f.Expr.(*ast.ColumnNameExpr); f.WildCard == nil && !col {
				why = "it computes a column"
			}
		}
	}
	if why != "" {
		d.opaque = true
		q.pat.Leftovers = append(q.pat.Leftovers, Leftover{What: def.what + " " + def.name + " (" + why + ")", Text: def.name, Pos: q.pos(at)})
		return
	}
	inner := &query{a: q.a, c: def.chunk, pat: q.pat, cursor: def.chunk.start, depth: q.depth + 1, scope: q}
	if def.what == "view" {
		inner.scope = nil // a view sees no CTE of the query that reads it
	}
	if sel.With != nil {
		inner.ctes = sel.With.CTEs
	}
	if def.chunk == q.c {
		inner.cursor = q.cursor
	}
	inner.from(sel.From.TableRefs)
	i := 0
	for _, f := range sel.Fields.Fields {
		if f.WildCard != nil {
			for _, t := range inner.visible() {
				if f.WildCard.Table.O != "" && !t.named(f.WildCard.Table.O) {
					continue
				}
				d.whole = append(d.whole, t.entity.Name)
				for _, col := range t.entity.Columns {
					d.cols = append(d.cols, derivedCol{name: colName(def.cols, i, col.Name), ref: ColumnRef{Entity: t.entity.Name, Column: col.Name}})
					i++
				}
			}
			for _, dd := range inner.derived {
				if f.WildCard.Table.O == "" || strings.EqualFold(dd.alias, f.WildCard.Table.O) {
					d.opaque = d.opaque || dd.opaque
					d.whole = append(d.whole, dd.whole...)
					for _, c := range dd.cols {
						d.cols = append(d.cols, derivedCol{name: colName(def.cols, i, c.name), ref: c.ref})
						i++
					}
				}
			}
			continue
		}
		cn := f.Expr.(*ast.ColumnNameExpr)
		if ref, ok := inner.column(cn.Name, inner.pos(cn)); ok {
			name := cn.Name.Name.O
			if f.AsName.O != "" {
				name = f.AsName.O
			}
			d.cols = append(d.cols, derivedCol{name: colName(def.cols, i, name), ref: ref})
		} else if _, opaque := inner.derivedColumn(cn.Name.Table.O, cn.Name.Name.O, inner.pos(cn)); opaque {
			// A column of a definition not inlined (its leftover says
			// why): this one is not read through either, and a name of
			// it is no unknown column.
			d.opaque = true
		}
		i++
	}
	if sel.Where != nil {
		inner.where(sel.Where, false)
	}
	q.cursor = max(q.cursor, inner.cursor)
	if def.chunk != q.c {
		q.cursor = q.c.start + at.OriginTextPosition() + 1
	}
	for _, t := range inner.tables {
		t.hidden = true
		q.tables = append(q.tables, t)
	}
}

// wildcard expands * over a derived table into returned entities: whole
// ones when it selects every column of them, else its columns (whole is
// then false).
func (q *query) wildcard(d *derived, returned map[string]bool, proj *[]ColumnRef) (whole bool) {
	if d.opaque {
		return true
	}
	n := 0
	for _, name := range d.whole {
		n += len(q.a.model.Entity(name).Columns)
	}
	if len(d.whole) > 0 && n == len(d.cols) {
		for _, name := range d.whole {
			returned[name] = true
			q.pat.Whole = appendNew(q.pat.Whole, name)
		}
		return true
	}
	for _, c := range d.cols {
		*proj = append(*proj, c.ref)
		returned[c.ref.Entity] = true
	}
	return false
}

// colName is the i-th column's name: the definition's column list, when it
// has one, renames them.
func colName(list []ast.CIStr, i int, name string) string {
	if i < len(list) {
		return list[i].O
	}
	return name
}

// visible are the tables a query's names can reach: not those inside a
// derived table it reads.
func (q *query) visible() []*tref {
	var out []*tref
	for _, t := range q.tables {
		if !t.hidden {
			out = append(out, t)
		}
	}
	return out
}

func (t *tref) named(name string) bool {
	if t.alias != "" {
		return strings.EqualFold(t.alias, name)
	}
	return strings.EqualFold(t.entity.Name, name)
}

// derivedColumn resolves a name through the derived tables: qualified by
// one's alias, or unqualified. ok is false when no derived table has it;
// opaque is true when the name may be in a derived table not inlined.
func (q *query) derivedColumn(table, name string, pos Pos) (refs []ColumnRef, opaque bool) {
	for _, d := range q.derived {
		if d.alias == "" || (table != "" && !strings.EqualFold(d.alias, table)) {
			continue
		}
		if d.opaque {
			opaque = true
			continue
		}
		for _, c := range d.cols {
			if strings.EqualFold(c.name, name) {
				ref := c.ref
				ref.Pos = pos
				refs = append(refs, ref)
			}
		}
	}
	return refs, opaque
}

// derivedTable reports whether name is the alias of a derived table.
func (q *query) derivedTable(name string) *derived {
	for _, d := range q.derived {
		if d.alias != "" && strings.EqualFold(d.alias, name) {
			return d
		}
	}
	return nil
}
