package analyze

import (
	"fmt"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/mysql"
	"github.com/pingcap/tidb/pkg/parser/opcode"
	"github.com/pingcap/tidb/pkg/parser/test_driver"
	"github.com/pingcap/tidb/pkg/parser/types"
)

func (a *analyzer) ddl(p *parsed) {
	switch s := p.stmt.(type) {
	case *ast.CreateTableStmt:
		a.createTable(p.chunk, s)
	case *ast.AlterTableStmt:
		a.alterTable(p.chunk, s)
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
			(t.kind == tQuoted && strings.EqualFold(strings.Trim(t.text, "`"), name)) {
			return c.src.pos(t.off), t.off
		}
	}
	return c.src.pos(c.start), c.start
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
	for _, o := range s.Options {
		if o.Tp == ast.TableOptionComment && o.StrValue != "" {
			e.Comment = o.StrValue
		}
	}
	for _, cd := range s.Cols {
		cpos, coff := c.find(cd.Name.Name.O, off)
		off = coff + 1
		col := &Column{Name: cd.Name.Name.O, Pos: cpos, Type: typeText(c, coff, cd.Name.Name.O)}
		col.Kind, col.Length, col.Enum = kindOf(cd.Tp)
		switch cd.Tp.GetType() {
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
		for _, o := range cd.Options {
			switch o.Tp {
			case ast.ColumnOptionPrimaryKey:
				if len(e.PrimaryKey) > 0 {
					a.errorf(cpos, "declare one PRIMARY KEY, composite if needed: PRIMARY KEY (a, b)", "table %s has more than one PRIMARY KEY", name)
				}
				e.PrimaryKey = []string{col.Name}
				col.NotNull = true
			case ast.ColumnOptionNotNull:
				col.NotNull = true
			case ast.ColumnOptionUniqKey:
				e.Unique = append(e.Unique, []string{col.Name})
			case ast.ColumnOptionComment:
				col.Comment = exprString(o.Expr)
			case ast.ColumnOptionAutoIncrement:
				col.AutoIncrement = true
			case ast.ColumnOptionDefaultValue:
				col.Default, col.DefaultNow = defaultOf(o.Expr)
			case ast.ColumnOptionReference:
				e.ForeignKeys = append(e.ForeignKeys, reference([]string{col.Name}, o.Refer, cpos))
			}
		}
		e.Columns = append(e.Columns, col)
	}
	for _, cons := range s.Constraints {
		a.constraint(c, e, cons)
	}
	if len(e.PrimaryKey) == 0 {
		a.errorf(pos, "declare the PRIMARY KEY: every DynamoDB item needs a unique key built from it",
			"table %s has no PRIMARY KEY", name)
	}
	a.model.Entities = append(a.model.Entities, e)
}

func (a *analyzer) alterTable(c *chunk, s *ast.AlterTableStmt) {
	pos, _ := c.find(s.Table.Name.O, c.start)
	e := a.model.Entity(s.Table.Name.O)
	if e == nil {
		a.errorf(pos, "create the table before altering it", "ALTER TABLE names unknown table %s", s.Table.Name.O)
		return
	}
	for _, spec := range s.Specs {
		if spec.Tp == ast.AlterTableAddConstraint && spec.Constraint != nil {
			a.constraint(c, e, spec.Constraint)
			continue
		}
		a.model.Diagnostics = append(a.model.Diagnostics, Diagnostic{Pos: pos, Severity: Note,
			Message: "only ALTER TABLE ... ADD constraints change the model; the rest of this ALTER TABLE is ignored"})
	}
}

func (a *analyzer) constraint(c *chunk, e *Entity, cons *ast.Constraint) {
	var cols []string
	for _, k := range cons.Keys {
		if k.Column != nil {
			cols = append(cols, k.Column.Name.O)
		}
	}
	pos := c.src.pos(c.start)
	if len(cols) > 0 {
		// The constraint's own keyword is not positioned by the parser; its
		// first column after the table's columns is a close enough anchor.
		last := e.Pos
		if n := len(e.Columns); n > 0 {
			last = e.Columns[n-1].Pos
		}
		pos, _ = c.find(cols[0], c.src.offset(last.Line, last.Col)+1)
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
			if ref == nil {
				a.errorf(fk.Pos, "create the referenced table, or fix its name", "foreign key of %s references unknown table %s", e.Name, fk.RefEntity)
				continue
			}
			fk.RefEntity = ref.Name
			if len(fk.RefColumns) == 0 {
				fk.RefColumns = ref.PrimaryKey
			}
			ok := len(fk.RefColumns) == len(fk.Columns)
			for _, rc := range fk.RefColumns {
				if ref.Column(rc) == nil {
					a.errorf(fk.Pos, fmt.Sprintf("columns of %s: %s", ref.Name, columnNames(ref)), "foreign key of %s references unknown column %s.%s", e.Name, ref.Name, rc)
					ok = false
				}
			}
			if !ok {
				if len(fk.RefColumns) != len(fk.Columns) {
					a.errorf(fk.Pos, "list as many referenced columns as foreign-key columns", "foreign key of %s has %d columns but references %d", e.Name, len(fk.Columns), len(fk.RefColumns))
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

func columnNames(e *Entity) string {
	names := make([]string, len(e.Columns))
	for i, c := range e.Columns {
		names[i] = c.Name
	}
	return strings.Join(names, ", ")
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

// defaultOf reads a column's DEFAULT: a constant (nil for NULL), or the
// time of the write (CURRENT_TIMESTAMP, NOW(), with or without a
// precision). Other expressions count as no default.
func defaultOf(e ast.ExprNode) (*string, bool) {
	switch v := e.(type) {
	case *test_driver.ValueExpr:
		if v.Datum.GetValue() == nil {
			return nil, false
		}
		text := fmt.Sprint(v.Datum.GetValue())
		return &text, false
	case *ast.UnaryOperationExpr:
		if inner, ok := v.V.(*test_driver.ValueExpr); ok && v.Op == opcode.Minus {
			text := "-" + fmt.Sprint(inner.Datum.GetValue())
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
