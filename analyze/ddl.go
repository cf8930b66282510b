package analyze

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/charset"
	"github.com/pingcap/tidb/pkg/parser/mysql"
	"github.com/pingcap/tidb/pkg/parser/opcode"
	"github.com/pingcap/tidb/pkg/parser/test_driver"
	"github.com/pingcap/tidb/pkg/parser/types"
)

// signed is the text of a literal written with a sign: -5, and +5 as 5
// (a + before a string is MySQL's no-op too, but 'x' is kept as written).
func signed(u *ast.UnaryOperationExpr) (string, bool) {
	inner, ok := u.V.(*test_driver.ValueExpr)
	switch {
	case !ok:
		return "", false
	case u.Op == opcode.Minus:
		return "-" + fmt.Sprint(inner.Datum.GetValue()), true
	case u.Op == opcode.Plus && inner.Datum.Kind() != test_driver.KindString:
		return fmt.Sprint(inner.Datum.GetValue()), true
	}
	return "", false
}

func (a *analyzer) ddl(p *parsed) {
	for _, part := range outsideParts(p.stmt) {
		a.errorf(p.chunk.src.pos(p.chunk.start+part.node.OriginTextPosition()), "a schema holds tables, keys and plain defaults: remove it",
			"%s %s, and verify runs every schema statement on a SQL engine", part.text, part.what)
	}
	switch s := p.stmt.(type) {
	case *ast.CreateTableStmt:
		a.createTable(p.chunk, s)
	case *ast.AlterTableStmt:
		a.alterTable(p.chunk, s)
	case *ast.RenameTableStmt:
		for _, tt := range s.TableToTables {
			a.renameTable(p.chunk, tt.OldTable.Name.O, tt.NewTable.Name.O)
		}
	case *ast.DropTableStmt:
		a.dropTable(p.chunk, s)
	case *ast.CreateIndexStmt:
		a.createIndex(p.chunk, s)
	case *ast.DropIndexStmt:
		if e := a.model.Entity(s.Table.Name.O); e != nil {
			a.dropIndex(e, s.IndexName)
		}
	case *ast.CreateViewStmt:
		a.createView(p, s)
	}
}

// find returns the position of the first identifier token equal to name at
// or after offset from, or the statement's start.
func (c *chunk) find(name string, from int) (Pos, int) {
	for _, t := range c.tokens {
		if t.off < from {
			continue
		}
		if (t.kind == tIdent && strings.EqualFold(t.text, name)) ||
			(t.kind == tQuoted && strings.EqualFold(unquoteName(t.text), name)) {
			return c.src.pos(t.off), t.off
		}
	}
	return c.src.pos(c.start), c.start
}

// findDef returns the position of column name's definition at or after
// offset from: an identifier token equal to name that begins a definition,
// after "(" or "," (CREATE TABLE), ADD, COLUMN or MODIFY, or CHANGE's old
// name (ALTER TABLE), and is no word MySQL reserves for the clauses beside
// columns (KEY (...) is an index, `key` a column). A column named date after
// another of type DATE, or named in an earlier column's DEFAULT or GENERATED
// expression, is so found at its own definition. It falls back on find.
func (c *chunk) findDef(name string, from int) (Pos, int) {
	var prev, before *token
	depth := 0 // of parentheses before t: a CREATE TABLE's definitions are at 1
	for i := range c.tokens {
		t := &c.tokens[i]
		if t.kind == tComment {
			continue
		}
		if t.off >= from && depth <= 1 && begins(prev, before) &&
			(t.kind == tIdent && strings.EqualFold(t.text, name) && !clauseWords[strings.ToUpper(t.text)] ||
				t.kind == tQuoted && strings.EqualFold(unquoteName(t.text), name)) {
			return c.src.pos(t.off), t.off
		}
		switch t.text {
		case "(":
			depth++
		case ")":
			depth--
		}
		prev, before = t, prev
	}
	return c.find(name, from)
}

// begins says a token after prev (and before prev, before) begins a column
// definition.
func begins(prev, before *token) bool {
	if prev == nil {
		return false
	}
	switch {
	case prev.text == "(" || prev.text == ",":
		return true
	case prev.kind == tIdent && (strings.EqualFold(prev.text, "ADD") || strings.EqualFold(prev.text, "COLUMN") || strings.EqualFold(prev.text, "MODIFY")):
		return true
	case (prev.kind == tIdent || prev.kind == tQuoted) && before != nil && before.kind == tIdent && (strings.EqualFold(before.text, "CHANGE") || strings.EqualFold(before.text, "COLUMN")):
		return true // CHANGE [COLUMN] old new
	}
	return false
}

// clauseWords are the reserved words that begin a table's other clauses
// where a column definition could begin.
var clauseWords = map[string]bool{"KEY": true, "INDEX": true, "PRIMARY": true, "UNIQUE": true, "CONSTRAINT": true, "FOREIGN": true, "FULLTEXT": true, "SPATIAL": true, "CHECK": true}

// unquoteName is a quoted name's text: `body“tick` is body`tick.
func unquoteName(s string) string {
	if len(s) >= 2 && s[0] == '`' && s[len(s)-1] == '`' {
		return strings.ReplaceAll(s[1:len(s)-1], "``", "`")
	}
	return strings.Trim(s, "`")
}

func (a *analyzer) createTable(c *chunk, s *ast.CreateTableStmt) {
	name := s.Table.Name.O
	pos, off := c.find(name, c.start)
	d := a.directives(c)
	a.checkHints(d, "table")
	if prev := a.model.Entity(name); prev != nil {
		a.errorf(pos, "drop one of the two definitions", "table %s is defined twice (first at %s)", name, prev.Pos)
		return
	}
	e := &Entity{Name: name, Pos: pos, Comment: d.description,
		Rows: a.intHint(d, "@rows"), Max: int(a.intHint(d, "@max"))}
	_, e.Immutable = d.hints["@immutable"]
	e.Collation = DefaultCollation
	for _, o := range s.Options {
		switch {
		case o.Tp == ast.TableOptionComment && o.StrValue != "":
			e.Comment = o.StrValue
		case o.Tp == ast.TableOptionCharset && o.StrValue != "" && e.Collation == DefaultCollation:
			e.Collation = charsetCollation(o.StrValue)
		case o.Tp == ast.TableOptionCollate && o.StrValue != "":
			e.Collation = strings.ToLower(o.StrValue)
		}
	}
	if s.ReferTable != nil {
		a.likeTable(c, e, s.ReferTable.Name.O)
	}
	for _, cd := range s.Cols {
		off = a.columnDef(c, e, cd, off)
	}
	for _, cons := range s.Constraints {
		a.constraint(c, e, cons)
	}
	a.model.Entities = append(a.model.Entities, e)
}

// columnDef adds a column definition to e, reading its name at or after
// offset off; it returns the offset to search the next one from.
func (a *analyzer) columnDef(c *chunk, e *Entity, cd *ast.ColumnDef, off int) int {
	cpos, coff := c.findDef(cd.Name.Name.O, off)
	col := &Column{Name: cd.Name.Name.O, Pos: cpos, Type: typeText(c, coff, cd.Name.Name.O)}
	col.Kind, col.Length, col.Enum = kindOf(cd.Tp)
	switch cd.Tp.GetType() {
	case mysql.TypeSet:
		col.Set = cd.Tp.GetElems()
	case mysql.TypeNewDecimal:
		col.Precision, col.Scale = cd.Tp.GetFlen(), cd.Tp.GetDecimal()
		if col.Precision <= 0 {
			col.Precision = 10 // MySQL's DECIMAL is DECIMAL(10,0)
		}
		col.Scale = max(col.Scale, 0)
	case mysql.TypeFloat, mysql.TypeDouble:
		col.Float = true
	}
	if col.Type == "" {
		col.Type = strings.ToLower(cd.Tp.CompactStr())
	}
	var defaultExpr ast.ExprNode
	for _, o := range cd.Options {
		switch o.Tp {
		case ast.ColumnOptionPrimaryKey:
			if len(e.PrimaryKey) > 0 {
				a.errorf(cpos, "declare one PRIMARY KEY, composite if needed: PRIMARY KEY (a, b)", "table %s has more than one PRIMARY KEY", e.Name)
			}
			e.PrimaryKey = []string{col.Name}
			col.NotNull = true
		case ast.ColumnOptionNotNull:
			col.NotNull = true
		case ast.ColumnOptionUniqKey:
			e.Unique = append(e.Unique, []string{col.Name})
			a.nameUnique(e, "", []string{col.Name})
		case ast.ColumnOptionComment:
			col.Comment = exprString(o.Expr)
		case ast.ColumnOptionAutoIncrement:
			col.AutoIncrement = true
		case ast.ColumnOptionDefaultValue:
			defaultExpr = o.Expr
		case ast.ColumnOptionOnUpdate:
			if f, ok := o.Expr.(*ast.FuncCallExpr); ok && clockFuncs[strings.ToLower(f.FnName.L)] != "" {
				col.OnUpdateNow = true
			}
		case ast.ColumnOptionCheck:
			if v, ok := allowedBy(o.Expr, col.Name); ok {
				col.Allowed = v
			}
		case ast.ColumnOptionReference:
			e.ForeignKeys = append(e.ForeignKeys, reference([]string{col.Name}, o.Refer, cpos))
		case ast.ColumnOptionGenerated:
			if o.Expr != nil {
				col.Generated = restore(o.Expr)
				v := &exprColumns{}
				o.Expr.Accept(v)
				col.GeneratedFrom = v.names
				col.GeneratedExpr = exprOf(e, o.Expr)
			}
		}
	}
	collate(col, cd, e.Collation)
	if defaultExpr != nil { // read once the column's kind is known (CHARACTER SET binary)
		col.Default, col.DefaultNow = defaultOf(col, defaultExpr)
	}
	if prev := e.Column(col.Name); prev != nil {
		a.errorf(cpos, "give each column its own name", "column %s of table %s is defined twice (first at %s)", col.Name, e.Name, prev.Pos)
		return coff + 1
	}
	e.Columns = append(e.Columns, col)
	return coff + 1
}

// collate sets a string column's collation: its own COLLATE or CHARACTER
// SET (or BINARY, which is its character set's _bin), else the table's; a
// column of CHARACTER SET binary is binary.
func collate(col *Column, cd *ast.ColumnDef, table string) {
	if col.Kind != KindString || col.BaseType() == "time" {
		return // a TIME is a time, read as its text: no collation compares it
	}
	if table == "" {
		table = DefaultCollation
	}
	c := strings.ToLower(cd.Tp.GetCollate())
	for _, o := range cd.Options {
		if o.Tp == ast.ColumnOptionCollate && o.StrValue != "" {
			c = strings.ToLower(o.StrValue)
		}
	}
	cs := strings.ToLower(cd.Tp.GetCharset())
	switch {
	case c != "":
	case cs != "binary" && mysql.HasBinaryFlag(cd.Tp.GetFlag()):
		// VARCHAR(10) BINARY: the _bin collation of the column's
		// character set, else of the table's (utf8mb4_unicode_ci's is
		// utf8mb4_bin, latin1_swedish_ci's latin1_bin).
		if cs == "" {
			cs = Charset(table)
		}
		c = cs + "_bin"
	case cs != "":
		c = charsetCollation(cs)
	default:
		c = table
	}
	if c == "binary" {
		// CHARACTER SET binary (the column's or its table's): MySQL makes
		// VARCHAR(n) VARBINARY(n), CHAR(n) BINARY(n) and TEXT a BLOB, whose
		// values are bytes, compared byte by byte.
		col.Kind = KindBinary
		return
	}
	col.Fold, _ = FoldOf(c)
	col.Collation, col.PadSpace = c, PadSpaceOf(c)
}

// exprColumns collects the column names an expression reads.
type exprColumns struct{ names []string }

func (v *exprColumns) Enter(n ast.Node) (ast.Node, bool) {
	if c, ok := n.(*ast.ColumnNameExpr); ok && !slices.Contains(v.names, c.Name.Name.O) {
		v.names = append(v.names, c.Name.Name.O)
	}
	return n, false
}

func (v *exprColumns) Leave(n ast.Node) (ast.Node, bool) { return n, true }

// likeTable copies what CREATE TABLE ... LIKE copies: columns, keys and
// indexes, not foreign keys (as MySQL).
func (a *analyzer) likeTable(c *chunk, e *Entity, from string) {
	src := a.model.Entity(from)
	if src == nil {
		pos, _ := c.find(from, c.start)
		a.errorf(pos, "create the table it copies first", "CREATE TABLE %s LIKE names unknown table %s", e.Name, from)
		return
	}
	e.Collation = src.Collation
	for _, col := range src.Columns {
		cp := *col
		e.Columns = append(e.Columns, &cp)
	}
	e.PrimaryKey = slices.Clone(src.PrimaryKey)
	for _, u := range src.Unique {
		e.Unique = append(e.Unique, slices.Clone(u))
	}
	for k, p := range src.UniquePrefixes {
		if e.UniquePrefixes == nil {
			e.UniquePrefixes = map[string][]int{}
		}
		e.UniquePrefixes[k] = slices.Clone(p)
	}
	for _, ix := range src.Indexes {
		cp := *ix
		cp.Columns = slices.Clone(ix.Columns)
		e.Indexes = append(e.Indexes, &cp)
	}
	e.Rows, e.Max, e.Immutable = cmp.Or(e.Rows, src.Rows), cmp.Or(e.Max, src.Max), e.Immutable || src.Immutable
}

func (a *analyzer) alterTable(c *chunk, s *ast.AlterTableStmt) {
	pos, off := c.find(s.Table.Name.O, c.start)
	e := a.model.Entity(s.Table.Name.O)
	if e == nil {
		a.errorf(pos, "create the table before altering it", "ALTER TABLE names unknown table %s", s.Table.Name.O)
		return
	}
	for _, spec := range s.Specs {
		switch spec.Tp {
		case ast.AlterTableAddConstraint:
			if spec.Constraint != nil {
				a.constraint(c, e, spec.Constraint)
			}
		case ast.AlterTableAddColumns:
			for _, cd := range spec.NewColumns {
				off = a.columnDef(c, e, cd, off)
				if col := e.Column(cd.Name.Name.O); col != nil {
					col.addedBy = c.src.pos(c.start)
				}
			}
			for _, cons := range spec.NewConstraints {
				a.constraint(c, e, cons)
			}
		case ast.AlterTableDropColumn:
			a.dropColumn(c, e, spec.OldColumnName.Name.O, spec.IfExists)
		case ast.AlterTableModifyColumn, ast.AlterTableChangeColumn:
			if len(spec.NewColumns) == 0 {
				continue
			}
			old := spec.NewColumns[0].Name.Name.O
			if spec.OldColumnName != nil {
				old = spec.OldColumnName.Name.O
			}
			a.changeColumn(c, e, old, spec.NewColumns[0], off)
		case ast.AlterTableRenameColumn:
			a.renameColumn(c, e, spec.OldColumnName.Name.O, spec.NewColumnName.Name.O)
		case ast.AlterTableRenameTable:
			a.renameTable(c, e.Name, spec.NewTable.Name.O)
		case ast.AlterTableDropPrimaryKey:
			e.PrimaryKey = nil
		case ast.AlterTableDropIndex:
			a.dropIndex(e, spec.Name)
		case ast.AlterTableDropForeignKey:
			// Foreign keys carry no name in the model; the relationship stays.
			a.notef(pos, "", "ALTER TABLE %s DROP FOREIGN KEY is not applied: the relationship stays in the model", e.Name)
		default:
			a.notef(pos, "", "this part of ALTER TABLE %s does not change the model and is skipped", e.Name)
		}
	}
}

// column finds a column a DDL statement names, reporting it when unknown.
func (a *analyzer) ddlColumn(c *chunk, e *Entity, name string) *Column {
	col := e.Column(name)
	if col == nil {
		pos, _ := c.find(name, c.start)
		a.errorf(pos, fmt.Sprintf("columns of %s: %s", e.Name, columnNames(e)), "unknown column %s in table %s", name, e.Name)
	}
	return col
}

func (a *analyzer) dropColumn(c *chunk, e *Entity, name string, ifExists bool) {
	if e.Column(name) == nil && ifExists {
		return
	}
	col := a.ddlColumn(c, e, name)
	if col == nil {
		return
	}
	e.Columns = slices.DeleteFunc(e.Columns, func(x *Column) bool { return x == col })
	has := func(cols []string) bool {
		return slices.ContainsFunc(cols, func(x string) bool { return strings.EqualFold(x, name) })
	}
	if has(e.PrimaryKey) {
		e.PrimaryKey = slices.DeleteFunc(e.PrimaryKey, func(x string) bool { return strings.EqualFold(x, name) })
	}
	e.Unique = slices.DeleteFunc(e.Unique, has)
	e.ForeignKeys = slices.DeleteFunc(e.ForeignKeys, func(fk *ForeignKey) bool { return has(fk.Columns) })
	e.Indexes = slices.DeleteFunc(e.Indexes, func(ix *Index) bool { return has(ix.Columns) })
}

// changeColumn applies MODIFY and CHANGE COLUMN: the new definition takes
// the old one's place; a new name is a rename.
func (a *analyzer) changeColumn(c *chunk, e *Entity, old string, cd *ast.ColumnDef, off int) {
	col := a.ddlColumn(c, e, old)
	if col == nil {
		return
	}
	i := slices.Index(e.Columns, col)
	if !strings.EqualFold(old, cd.Name.Name.O) {
		a.renameColumn(c, e, old, cd.Name.Name.O)
	}
	e.Columns = slices.Delete(e.Columns, i, i+1)
	a.columnDef(c, e, cd, off)
	n := len(e.Columns) - 1
	e.Columns = slices.Insert(e.Columns[:n], i, e.Columns[n])
	e.Columns[i].addedBy = col.addedBy // a changed column is as old as it was
	if slices.ContainsFunc(e.PrimaryKey, func(x string) bool { return strings.EqualFold(x, cd.Name.Name.O) }) {
		e.Columns[i].NotNull = true
	}
}

// renameColumn renames a column everywhere the model names it: the table's
// keys and indexes, and the foreign keys that point at it.
func (a *analyzer) renameColumn(c *chunk, e *Entity, old, name string) {
	col := a.ddlColumn(c, e, old)
	if col == nil {
		return
	}
	col.Name = name
	rename := func(cols []string) {
		for i, x := range cols {
			if strings.EqualFold(x, old) {
				cols[i] = name
			}
		}
	}
	rename(e.PrimaryKey)
	for _, u := range e.Unique {
		rename(u)
	}
	for _, ix := range e.Indexes {
		rename(ix.Columns)
	}
	for _, fk := range e.ForeignKeys {
		rename(fk.Columns)
	}
	for _, other := range a.model.Entities {
		for _, fk := range other.ForeignKeys {
			if strings.EqualFold(fk.RefEntity, e.Name) {
				rename(fk.RefColumns)
			}
		}
	}
}

// renameTable applies RENAME TABLE and ALTER TABLE ... RENAME TO, foreign
// keys that point at the table included.
func (a *analyzer) renameTable(c *chunk, old, name string) {
	e := a.model.Entity(old)
	pos, _ := c.find(old, c.start)
	if e == nil {
		a.errorf(pos, "create the table before renaming it", "RENAME names unknown table %s", old)
		return
	}
	if other := a.model.Entity(name); other != nil && other != e {
		pos, _ := c.find(name, c.start)
		a.errorf(pos, "drop or rename that table first", "cannot rename %s to %s: table %s exists (at %s)", old, name, other.Name, other.Pos)
		return
	}
	for _, other := range a.model.Entities {
		for _, fk := range other.ForeignKeys {
			if strings.EqualFold(fk.RefEntity, old) {
				fk.RefEntity = name
			}
		}
	}
	e.Name = name
	a.model.byName = nil
}

func (a *analyzer) dropTable(c *chunk, s *ast.DropTableStmt) {
	for _, t := range s.Tables {
		e := a.model.Entity(t.Name.O)
		if s.IsView {
			if _, ok := a.views[strings.ToLower(t.Name.O)]; ok {
				delete(a.views, strings.ToLower(t.Name.O))
			} else if !s.IfExists {
				pos, _ := c.find(t.Name.O, c.start)
				a.errorf(pos, "create the view before dropping it", "DROP VIEW names unknown view %s", t.Name.O)
			}
			continue
		}
		if e == nil {
			if !s.IfExists {
				pos, _ := c.find(t.Name.O, c.start)
				a.errorf(pos, "create the table before dropping it, or write DROP TABLE IF EXISTS", "DROP TABLE names unknown table %s", t.Name.O)
			}
			continue
		}
		a.model.Entities = slices.DeleteFunc(a.model.Entities, func(x *Entity) bool { return x == e })
		a.model.byName = nil
	}
}

// createIndex keeps a SQL index in the model: a UNIQUE one is a key.
func (a *analyzer) createIndex(c *chunk, s *ast.CreateIndexStmt) {
	e := a.model.Entity(s.Table.Name.O)
	if e == nil {
		pos, _ := c.find(s.Table.Name.O, c.start)
		a.errorf(pos, "create the table before its indexes", "CREATE INDEX names unknown table %s", s.Table.Name.O)
		return
	}
	cons := &ast.Constraint{Tp: ast.ConstraintIndex, Name: s.IndexName, Keys: s.IndexPartSpecifications}
	if s.KeyType == ast.IndexKeyTypeUnique {
		cons.Tp = ast.ConstraintUniqIndex
	}
	a.constraint(c, e, cons)
}

func (a *analyzer) dropIndex(e *Entity, name string) {
	e.Indexes = slices.DeleteFunc(e.Indexes, func(ix *Index) bool { return strings.EqualFold(ix.Name, name) })
	// A UNIQUE key by its name: a migration that trades UNIQUE (hash)
	// for UNIQUE (hash, compression, query) drops the first, and the
	// design must not key by hash alone.
	if key, ok := a.uniqueNames[e][strings.ToLower(name)]; ok {
		e.Unique = slices.DeleteFunc(e.Unique, func(u []string) bool { return uniqueKey(u) == key })
		delete(e.UniquePrefixes, key)
		delete(a.uniqueNames[e], strings.ToLower(name))
	}
}

// nameUnique records the name of a UNIQUE key of e, as MySQL names it:
// its own, else its first column's (with _2, _3 ... when taken).
func (a *analyzer) nameUnique(e *Entity, name string, cols []string) {
	if len(cols) == 0 {
		return
	}
	if a.uniqueNames == nil {
		a.uniqueNames = map[*Entity]map[string]string{}
	}
	names := a.uniqueNames[e]
	if names == nil {
		names = map[string]string{}
		a.uniqueNames[e] = names
	}
	n := strings.ToLower(name)
	if n == "" {
		n = strings.ToLower(cols[0])
		for i := 2; names[n] != ""; i++ {
			n = fmt.Sprintf("%s_%d", strings.ToLower(cols[0]), i)
		}
	}
	names[n] = uniqueKey(canonical(e, cols))
}

func (a *analyzer) constraint(c *chunk, e *Entity, cons *ast.Constraint) {
	if cons.Tp == ast.ConstraintCheck && cons.Expr != nil {
		if f, ok := cons.Expr.(*ast.FuncCallExpr); ok && f.FnName.L == "is_ipv4" && len(f.Args) == 1 {
			if cn, ok := f.Args[0].(*ast.ColumnNameExpr); ok {
				if col := e.Column(cn.Name.Name.O); col != nil {
					col.IPv4 = true
				}
			}
		}
		if in, ok := cons.Expr.(*ast.PatternInExpr); ok {
			if cn, ok := in.Expr.(*ast.ColumnNameExpr); ok {
				if col := e.Column(cn.Name.Name.O); col != nil {
					if v, ok := allowedBy(in, col.Name); ok {
						col.Allowed = v
					}
				}
			}
		}
		return
	}
	var cols []string
	for _, k := range cons.Keys {
		if k.Column != nil {
			cols = append(cols, k.Column.Name.O)
		}
	}
	pos := c.src.pos(c.start)
	if len(cols) > 0 {
		// The constraint's own keyword is not positioned by the parser; its
		// first column after the table's columns (when they are in this
		// statement) is a close enough anchor.
		from := c.start
		last := e.Pos
		if n := len(e.Columns); n > 0 {
			last = e.Columns[n-1].Pos
		}
		if o := c.src.offset(last.Line, last.Col); last.File == c.src.name && o >= c.start && o < c.end {
			from = o + 1
		}
		pos, _ = c.find(cols[0], from)
	}
	for _, col := range cols {
		if e.Column(col) == nil {
			a.errorf(pos, "check the column list of the constraint", "constraint on table %s names unknown column %s", e.Name, col)
			return
		}
	}
	switch cons.Tp {
	case ast.ConstraintPrimaryKey:
		if len(e.PrimaryKey) > 0 {
			a.errorf(pos, "declare one PRIMARY KEY, composite if needed: PRIMARY KEY (a, b)", "table %s has more than one PRIMARY KEY", e.Name)
			return
		}
		e.PrimaryKey = canonical(e, cols)
		for _, col := range cols {
			e.Column(col).NotNull = true
		}
	case ast.ConstraintUniq, ast.ConstraintUniqKey, ast.ConstraintUniqIndex:
		e.Unique = append(e.Unique, canonical(e, cols))
		a.nameUnique(e, cons.Name, cols)
		var prefixes []int
		for _, k := range cons.Keys {
			if k.Column != nil {
				n := max(k.Length, 0)
				if c := e.Column(k.Column.Name.O); c != nil && c.Length > 0 && n >= c.Length {
					n = 0 // a prefix as long as the column: the whole value
				}
				prefixes = append(prefixes, n)
			}
		}
		if slices.ContainsFunc(prefixes, func(n int) bool { return n > 0 }) {
			if e.UniquePrefixes == nil {
				e.UniquePrefixes = map[string][]int{}
			}
			e.UniquePrefixes[uniqueKey(cols)] = prefixes
		}
	case ast.ConstraintIndex, ast.ConstraintKey:
		e.Indexes = append(e.Indexes, &Index{Name: cons.Name, Columns: canonical(e, cols), Pos: pos})
	case ast.ConstraintForeignKey:
		e.ForeignKeys = append(e.ForeignKeys, reference(canonical(e, cols), cons.Refer, pos))
	}
}

// canonical spells column names as the table declares them.
func canonical(e *Entity, cols []string) []string {
	out := make([]string, len(cols))
	for i, c := range cols {
		out[i] = c
		if col := e.Column(c); col != nil {
			out[i] = col.Name
		}
	}
	return out
}

func reference(cols []string, ref *ast.ReferenceDef, pos Pos) *ForeignKey {
	fk := &ForeignKey{Columns: cols, Pos: pos}
	if ref == nil || ref.Table == nil {
		return fk
	}
	fk.RefEntity = ref.Table.Name.O
	action := func(o ast.ReferOptionType) string {
		switch o {
		case ast.ReferOptionCascade, ast.ReferOptionSetNull, ast.ReferOptionSetDefault:
			return strings.ToUpper(o.String())
		}
		return ""
	}
	if ref.OnDelete != nil {
		fk.OnDelete = action(ref.OnDelete.ReferOpt)
	}
	if ref.OnUpdate != nil {
		fk.OnUpdate = action(ref.OnUpdate.ReferOpt)
	}
	for _, k := range ref.IndexPartSpecifications {
		if k.Column != nil {
			fk.RefColumns = append(fk.RefColumns, k.Column.Name.O)
		}
	}
	return fk
}

// checkForeignKeys resolves every FK once all tables are known, so tables may
// be declared in any order and in any file.
func (a *analyzer) checkForeignKeys() {
	for _, e := range a.model.Entities {
		var kept []*ForeignKey
		for _, fk := range e.ForeignKeys {
			ref := a.model.Entity(fk.RefEntity)
			// A foreign key that names no table or column of the schema
			// is left out with a warning, not refused: sqlc, which builds
			// the application's package, reads past it, and the design
			// loses only the relationship it would have declared. (MySQL
			// takes one to an unknown table with foreign_key_checks off.)
			if ref == nil {
				a.dangling = append(a.dangling, danglingKey{e.Name, fk})
				a.warnf(fk.Pos, "create the referenced table, or fix its name", "foreign key of %s references unknown table %s: it is left out of the design", e.Name, fk.RefEntity)
				continue
			}
			fk.RefEntity = ref.Name
			if len(fk.RefColumns) == 0 {
				fk.RefColumns = ref.PrimaryKey
			}
			ok := len(fk.RefColumns) == len(fk.Columns)
			for _, rc := range fk.RefColumns {
				if ref.Column(rc) == nil {
					a.warnf(fk.Pos, fmt.Sprintf("columns of %s: %s", ref.Name, columnNames(ref)), "foreign key of %s references unknown column %s.%s: it is left out of the design", e.Name, ref.Name, rc)
					ok = false
				}
			}
			if !ok {
				a.dangling = append(a.dangling, danglingKey{e.Name, fk})
				if len(fk.RefColumns) != len(fk.Columns) {
					a.warnf(fk.Pos, "list as many referenced columns as foreign-key columns", "foreign key of %s has %d columns but references %d: it is left out of the design", e.Name, len(fk.Columns), len(fk.RefColumns))
				}
				continue
			}
			fk.RefColumns = canonical(ref, fk.RefColumns)
			if !ref.IsKey(fk.RefColumns) {
				a.warnf(fk.Pos, "reference the parent's PRIMARY KEY or a UNIQUE key", "foreign key of %s references %s(%s), which is not a key of %s",
					e.Name, ref.Name, strings.Join(fk.RefColumns, ", "), ref.Name)
			}
			kept = append(kept, fk)
		}
		e.ForeignKeys = kept
	}
}

// allowedBy reads CHECK (col IN ('a', 'b')), col the column named: the
// constants it allows. False for any other check.
func allowedBy(x ast.ExprNode, col string) ([]string, bool) {
	in, ok := x.(*ast.PatternInExpr)
	if !ok || in.Not || in.Sel != nil {
		return nil, false
	}
	if cn, ok := in.Expr.(*ast.ColumnNameExpr); !ok || !strings.EqualFold(cn.Name.Name.O, col) {
		return nil, false
	}
	var values []string
	for _, item := range in.List {
		v, ok := item.(*test_driver.ValueExpr)
		if !ok || v.Datum.GetValue() == nil {
			return nil, false
		}
		values = append(values, fmt.Sprint(v.Datum.GetValue()))
	}
	return values, len(values) > 0
}

// danglingKey is a foreign key checkForeignKeys left out: the schema
// the SQL engines run (Model.SchemaQuoted) leaves it out too, as they
// would refuse it.
type danglingKey struct {
	entity string
	fk     *ForeignKey
}

// withoutDangling is a CREATE or ALTER TABLE without the foreign keys
// left out of the design (a copy: the statement stays as read).
func (a *analyzer) withoutDangling(stmt ast.StmtNode) ast.StmtNode {
	if len(a.dangling) == 0 {
		return stmt
	}
	is := func(table string, c *ast.Constraint) bool {
		if c == nil || c.Tp != ast.ConstraintForeignKey || c.Refer == nil {
			return false
		}
		for _, d := range a.dangling {
			if !strings.EqualFold(d.entity, table) || !strings.EqualFold(d.fk.RefEntity, c.Refer.Table.Name.O) || len(c.Keys) != len(d.fk.Columns) {
				continue
			}
			if !slices.ContainsFunc(c.Keys, func(k *ast.IndexPartSpecification) bool {
				return k.Column == nil || !slices.ContainsFunc(d.fk.Columns, func(col string) bool { return strings.EqualFold(col, k.Column.Name.O) })
			}) {
				return true
			}
		}
		return false
	}
	switch s := stmt.(type) {
	case *ast.CreateTableStmt:
		if !slices.ContainsFunc(s.Constraints, func(c *ast.Constraint) bool { return is(s.Table.Name.O, c) }) {
			return stmt
		}
		c := *s
		c.Constraints = slices.DeleteFunc(slices.Clone(s.Constraints), func(c *ast.Constraint) bool { return is(s.Table.Name.O, c) })
		return &c
	case *ast.AlterTableStmt:
		if !slices.ContainsFunc(s.Specs, func(sp *ast.AlterTableSpec) bool { return is(s.Table.Name.O, sp.Constraint) }) {
			return stmt
		}
		c := *s
		c.Specs = slices.DeleteFunc(slices.Clone(s.Specs), func(sp *ast.AlterTableSpec) bool { return is(s.Table.Name.O, sp.Constraint) })
		return &c
	}
	return stmt
}

func columnNames(e *Entity) string {
	names := make([]string, len(e.Columns))
	for i, c := range e.Columns {
		names[i] = c.Name
	}
	return strings.Join(names, ", ")
}

// inferForeignKeys reads the relationships a schema without FOREIGN KEY
// clauses leaves to its statements (PlanetScale, many ORMs): a join that
// equates a column of one table with another table's single-column
// PRIMARY KEY or UNIQUE key makes the first table's column a foreign key
// to it, marked Inferred, at the first join that shows it. A join of two
// keys (one-to-one by ids), a self-join and a pair the schema relates
// already add nothing.
func (a *analyzer) inferForeignKeys() {
	related := func(e *Entity, other string) bool {
		return slices.ContainsFunc(e.ForeignKeys, func(fk *ForeignKey) bool { return strings.EqualFold(fk.RefEntity, other) })
	}
	// infer adds from's columns → to's key columns, pair by pair, when
	// they are the whole of a key of to and no key of from (which way a
	// one-to-one goes, no join says).
	infer := func(from, to *Entity, pairs [][2]ColumnRef) {
		var cols, refs []string
		for _, p := range pairs {
			c, ref := from.Column(p[0].Column), to.Column(p[1].Column)
			if c == nil || ref == nil {
				return
			}
			cols, refs = append(cols, c.Name), append(refs, ref.Name)
		}
		if !to.IsKey(refs) || from.IsKey(cols) || related(from, to.Name) || related(to, from.Name) {
			return
		}
		from.ForeignKeys = append(from.ForeignKeys, &ForeignKey{Columns: cols, RefEntity: to.Name, RefColumns: refs, Pos: pairs[0][0].Pos, Inferred: true})
	}
	for _, p := range a.model.Patterns {
		// The joins' column pairs between each two tables, either way: a
		// composite key is joined on all its columns at once.
		type link struct{ from, to *Entity }
		var links []link
		pairs := map[link][][2]ColumnRef{}
		for _, j := range p.Joins {
			for _, side := range [][2]ColumnRef{{j.Left, j.Right}, {j.Right, j.Left}} {
				from, to := a.model.Entity(side[0].Entity), a.model.Entity(side[1].Entity)
				if from == nil || to == nil || from == to {
					continue
				}
				l := link{from, to}
				if _, seen := pairs[l]; !seen {
					links = append(links, l)
				}
				pairs[l] = append(pairs[l], side)
			}
		}
		for _, l := range links {
			infer(l.from, l.to, keyOrder(l.to, pairs[l]))
			if len(pairs[l]) > 1 {
				for _, one := range pairs[l] { // one column of them may be a key on its own
					infer(l.from, l.to, [][2]ColumnRef{one})
				}
			}
		}
	}
}

// keyOrder puts join pairs in the order of the key of to their columns
// are (PRIMARY KEY (league_id, year)), as a declared foreign key lists
// them; as they are when they are no key.
func keyOrder(to *Entity, pairs [][2]ColumnRef) [][2]ColumnRef {
	var refs []string
	for _, p := range pairs {
		refs = append(refs, p[1].Column)
	}
	for _, k := range append([][]string{to.PrimaryKey}, to.Unique...) {
		if !sameSet(k, refs) {
			continue
		}
		out := slices.Clone(pairs)
		slices.SortStableFunc(out, func(x, y [2]ColumnRef) int {
			return slices.IndexFunc(k, func(c string) bool { return strings.EqualFold(c, x[1].Column) }) -
				slices.IndexFunc(k, func(c string) bool { return strings.EqualFold(c, y[1].Column) })
		})
		return out
	}
	return pairs
}

// relationships derives 1:N, 1:1 and M:N from the foreign keys. A table whose
// primary key is exactly the columns of two foreign keys is a join table.
func (a *analyzer) relationships() {
	for _, e := range a.model.Entities {
		if len(e.ForeignKeys) == 2 {
			f1, f2 := e.ForeignKeys[0], e.ForeignKeys[1]
			if sameSet(append(append([]string{}, f1.Columns...), f2.Columns...), e.PrimaryKey) {
				a.model.Relationships = append(a.model.Relationships, &Relationship{
					Cardinality: ManyToMany, Parent: f1.RefEntity, Child: f2.RefEntity, Via: e.Name, Key: f1, Pos: f1.Pos})
				continue
			}
		}
		for _, fk := range e.ForeignKeys {
			card := OneToMany
			if e.IsKey(fk.Columns) {
				card = OneToOne
			}
			a.model.Relationships = append(a.model.Relationships, &Relationship{
				Cardinality: card, Parent: fk.RefEntity, Child: e.Name, Key: fk, Pos: fk.Pos})
		}
	}
}

var typeStops = map[string]bool{"NOT": true, "NULL": true, "PRIMARY": true, "UNIQUE": true, "DEFAULT": true,
	"AUTO_INCREMENT": true, "COMMENT": true, "REFERENCES": true, "KEY": true, "CHECK": true, "COLLATE": true,
	"CHARACTER": true, "CHARSET": true, "GENERATED": true, "AS": true, "ON": true, "CONSTRAINT": true}

// typeText is the column type as the user wrote it: the tokens after the
// column name up to the first column option.
func typeText(c *chunk, nameOff int, name string) string {
	start, end, depth := -1, -1, 0
	for _, t := range c.tokens {
		if t.off <= nameOff {
			continue
		}
		if depth == 0 && (t.text == "," || t.text == ")" || (t.kind == tIdent && typeStops[strings.ToUpper(t.text)])) {
			break
		}
		switch t.text {
		case "(":
			depth++
		case ")":
			depth--
		}
		if start < 0 {
			start = t.off
		}
		end = t.off + len(t.text)
	}
	if start < 0 {
		return ""
	}
	return strings.Join(strings.Fields(c.src.text[start:end]), " ")
}

func kindOf(tp *types.FieldType) (Kind, int, []string) {
	length := tp.GetFlen()
	if length < 0 {
		length = 0
	}
	switch tp.GetType() {
	case mysql.TypeTiny:
		if tp.GetFlen() == 1 {
			return KindBool, 0, nil
		}
		return KindInteger, 0, nil
	case mysql.TypeShort, mysql.TypeInt24, mysql.TypeLong, mysql.TypeLonglong, mysql.TypeYear, mysql.TypeBit:
		return KindInteger, 0, nil
	case mysql.TypeNewDecimal, mysql.TypeFloat, mysql.TypeDouble:
		return KindDecimal, 0, nil
	case mysql.TypeDate:
		return KindDate, 0, nil
	case mysql.TypeDatetime, mysql.TypeTimestamp:
		return KindDateTime, 0, nil
	case mysql.TypeEnum:
		return KindEnum, 0, tp.GetElems()
	case mysql.TypeJSON:
		return KindJSON, 0, nil
	case mysql.TypeTinyBlob, mysql.TypeMediumBlob, mysql.TypeLongBlob, mysql.TypeBlob, mysql.TypeString, mysql.TypeVarString, mysql.TypeVarchar:
		if mysql.HasBinaryFlag(tp.GetFlag()) && tp.GetCharset() == "binary" {
			return KindBinary, length, nil
		}
		return KindString, length, nil
	}
	return KindString, length, nil
}

// defaultOf reads column col's DEFAULT: a constant (nil for NULL; X'..',
// 0x.. and b'..' as bitsText writes them for the column), or the time of
// the write (CURRENT_TIMESTAMP, NOW(), with or without a precision).
// Other expressions count as no default.
func defaultOf(col *Column, e ast.ExprNode) (*string, bool) {
	switch v := e.(type) {
	case *test_driver.ValueExpr:
		if v.Datum.GetValue() == nil {
			return nil, false
		}
		text := fmt.Sprint(v.Datum.GetValue())
		if k := v.Datum.Kind(); k == test_driver.KindBinaryLiteral || k == test_driver.KindMysqlBit {
			text = bitsText(col, v.Datum.GetBytes()) // DEFAULT X'FF00': two bytes, not "0xff00"
		}
		return &text, false
	case *ast.UnaryOperationExpr:
		if text, ok := signed(v); ok {
			return &text, false
		}
	case *ast.FuncCallExpr:
		switch v.FnName.L {
		case "current_timestamp", "now", "localtimestamp", "localtime":
			return nil, true
		}
	}
	return nil, false
}

// rowIDColumn is the key given to a table that declares none, named as
// MySQL names its generated invisible primary key.
const rowIDColumn = "my_row_id"

// uniqueKeys keys a table that declares no PRIMARY KEY by its first UNIQUE
// key of NOT NULL columns, as InnoDB does.
func (a *analyzer) uniqueKeys() {
	for _, e := range a.model.Entities {
		if len(e.PrimaryKey) > 0 {
			continue
		}
		if u := notNullUnique(e); u != nil {
			e.PrimaryKey = u
			a.notef(e.Pos, "", "table %s has no PRIMARY KEY: its UNIQUE key (%s) of NOT NULL columns is the key, as InnoDB takes it", e.Name, strings.Join(u, ", "))
		}
	}
}

// keyless keys the tables left without a key, once the queries are read: a
// table no query uses is left out, one a query uses is keyed by a generated
// id, which the SQL side of verify gets too.
func (a *analyzer) keyless() {
	used := map[*Entity]bool{}
	var use func(p *Pattern)
	use = func(p *Pattern) {
		if p == nil {
			return
		}
		for _, t := range p.Tables {
			used[a.model.Entity(t.Entity)] = true
		}
		// The statements a pattern holds of its own read tables too: an
		// INSERT ... SELECT's SELECT, a UNION's parts, a count's or a
		// row's read (its table read only there was dropped, and the
		// design found no placement for it: a panic).
		use(p.Source)
		for _, part := range p.Parts {
			use(part)
		}
		for _, c := range p.Counts {
			used[a.model.Entity(c.Entity)] = true
			use(c.Where)
		}
		for _, r := range p.RowReads {
			used[a.model.Entity(r.Entity)] = true
			use(r.Where)
		}
	}
	for _, p := range a.model.Patterns {
		use(p)
	}
	var dropped []*Entity
	for _, e := range a.model.Entities {
		if len(e.PrimaryKey) > 0 {
			continue
		}
		if !used[e] {
			dropped = append(dropped, e)
			a.notef(e.Pos, "", "table %s has no PRIMARY KEY and no query reads or writes it: it is left out of the design", e.Name)
			continue
		}
		if e.Column(rowIDColumn) != nil {
			a.errorf(e.Pos, "declare the PRIMARY KEY: the columns that identify a row",
				"table %s has no PRIMARY KEY, and its column %s takes the name of the generated key", e.Name, rowIDColumn)
			continue
		}
		e.Columns = append([]*Column{{Name: rowIDColumn, Type: "bigint unsigned", Kind: KindInteger, NotNull: true, AutoIncrement: true,
			Comment: "generated: the table declares no key", Pos: e.Pos}}, e.Columns...)
		e.PrimaryKey = []string{rowIDColumn}
		alter := fmt.Sprintf("ALTER TABLE `%s` ADD COLUMN `%s` BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY FIRST",
			strings.ReplaceAll(e.Name, "`", "``"), rowIDColumn)
		a.model.Schema = append(a.model.Schema, alter)
		a.model.SchemaQuoted = append(a.model.SchemaQuoted, alter)
		a.model.SchemaMariaDB = append(a.model.SchemaMariaDB, alter)
		a.warnf(e.Pos, "declare a PRIMARY KEY (the columns that identify a row) so that items are keyed by them",
			"table %s has no PRIMARY KEY and no UNIQUE NOT NULL key: its items are keyed by a generated id %s, as MySQL's invisible primary key; no GetItem by the row's columns, and an UPDATE or DELETE by WHERE reads the items first",
			e.Name, rowIDColumn)
	}
	if len(dropped) == 0 {
		return
	}
	gone := func(name string) bool {
		return slices.ContainsFunc(dropped, func(e *Entity) bool { return strings.EqualFold(e.Name, name) })
	}
	a.model.Entities = slices.DeleteFunc(a.model.Entities, func(e *Entity) bool { return gone(e.Name) })
	for _, e := range a.model.Entities {
		e.ForeignKeys = slices.DeleteFunc(e.ForeignKeys, func(fk *ForeignKey) bool { return gone(fk.RefEntity) })
	}
	a.model.Data = slices.DeleteFunc(a.model.Data, func(r *Rows) bool { return gone(r.Entity) })
	a.model.byName = nil
}

// notNullUnique is the first UNIQUE key whose columns are all NOT NULL.
func notNullUnique(e *Entity) []string {
	for _, u := range e.Unique {
		ok := e.Prefixes(u) == nil // a key on prefixes lets whole values repeat
		for _, c := range u {
			if col := e.Column(c); col == nil || !col.NotNull {
				ok = false
			}
		}
		if ok {
			return u
		}
	}
	return nil
}

// The parser knows MySQL's collations; MariaDB's that it lacks are added
// so a MariaDB schema reads: the UCA 14.0.0 ones (MariaDB 10.10 and
// later) and the NO PAD forms of the older ones. FoldOf says how each
// folds.
func init() {
	var names []string
	for _, cs := range []string{"utf8mb4", "utf8mb3", "utf8"} {
		for _, pad := range []string{"", "nopad_"} {
			for _, s := range []string{"ai_ci", "as_ci", "ai_cs", "as_cs"} {
				names = append(names, cs+"_uca1400_"+pad+s)
			}
		}
		names = append(names, cs+"_general_nopad_ci", cs+"_unicode_nopad_ci", cs+"_unicode_520_nopad_ci", cs+"_nopad_bin")
	}
	names = append(names, "latin1_swedish_nopad_ci", "latin1_nopad_bin")
	for i, name := range names {
		if _, err := charset.GetCollationByName(name); err == nil {
			continue
		}
		cs, _, _ := strings.Cut(name, "_")
		if cs == "utf8mb3" {
			cs = "utf8" // the parser's name for it
		}
		pad := "PAD SPACE"
		if !PadSpaceOf(name) {
			pad = "NO PAD"
		}
		charset.AddCollation(&charset.Collation{ID: 4096 + i, CharsetName: cs, Name: name, Sortlen: 8, PadAttribute: pad})
	}
}
