package gogen

import (
	"fmt"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// goType is the Go type of a column's values in the generated package:
// sqlc's MySQL mapping (internal/codegen/golang/mysql_type.go), so that
// its models and parameters are sqlc's.
type goType struct {
	Name string // as written in the package: int64, sql.NullString, AuthorsStatus
	// Base is the Go type of a value that is not NULL, and Valid the
	// field of Name holding it (sql.NullInt64's Int64); Valid is "" when
	// Name is not a sql.Null type (a NOT NULL column, json.RawMessage).
	Base, Valid string
	col         *analyze.Column
	// unmapped says why the package cannot write or read the column's
	// values (sqlc's interface{} for BIT or SET): a method that takes or
	// returns one returns ErrUnsupported.
	unmapped string
	// fed marks the text of an attribute of an item read before (a
	// join's value), which keys encode from text (fedKey).
	fed bool
	// encoded marks a value already written as the key writes it (an IN
	// list's value, a shard's number), which a key takes as it is.
	encoded bool
	// driver, for sqlc's interface{} of an aggregate, is the Go value the
	// MySQL driver scans into it (aggType): bytes, int64, float64, time.
	driver string
}

// baseType is the column's type name as sqlc reads it: varchar of
// varchar(255), bigint of bigint unsigned.
func baseType(c *analyze.Column) string {
	t := strings.ToLower(strings.TrimSpace(c.Type))
	if i := strings.IndexAny(t, "( "); i >= 0 {
		t = t[:i]
	}
	if c.Kind == analyze.KindBinary {
		// CHARACTER SET binary, which MySQL (and sqlc's parser) reads as
		// the binary type: VARCHAR is VARBINARY, CHAR BINARY, TEXT BLOB.
		switch t {
		case "varchar":
			return "varbinary"
		case "char":
			return "binary"
		case "text", "tinytext", "mediumtext", "longtext":
			return strings.TrimSuffix(t, "text") + "blob"
		}
	}
	return t
}

func unsigned(c *analyze.Column) bool {
	return strings.Contains(strings.ToLower(c.Type), "unsigned")
}

// typeOf maps a column of table to its Go type, nullable when the column
// may hold NULL or the caller asks so (an outer join's padded table).
func (g *gen) typeOf(table string, c *analyze.Column, nullable bool) goType {
	null := func(base, name, valid string) goType {
		if nullable {
			// The value of a sql.Null type is its field's: Int32 of an
			// INT UNSIGNED's sql.NullInt32, String of a BLOB's
			// sql.NullString.
			if b, ok := map[string]string{"String": "string", "Bool": "bool", "Int16": "int16", "Int32": "int32", "Int64": "int64", "Float64": "float64", "Time": "time.Time"}[valid]; ok {
				base = b
			}
			return goType{Name: name, Base: base, Valid: valid, col: c}
		}
		return goType{Name: base, Base: base, col: c}
	}
	u := unsigned(c)
	pick := func(signed, uns string) string {
		if u {
			return uns
		}
		return signed
	}
	switch t := baseType(c); t {
	case "varchar", "text", "char", "tinytext", "mediumtext", "longtext", "decimal", "dec", "fixed":
		return null("string", "sql.NullString", "String")
	case "tinyint":
		if c.Kind == analyze.KindBool {
			return null("bool", "sql.NullBool", "Bool")
		}
		// sqlc's int8 and uint8, and sql.NullInt16 when nullable: there
		// is no sql.NullInt8.
		return null(pick("int8", "uint8"), "sql.NullInt16", "Int16")
	case "smallint", "year":
		return null(pick("int16", "uint16"), "sql.NullInt16", "Int16")
	case "int", "integer", "mediumint":
		return null(pick("int32", "uint32"), "sql.NullInt32", "Int32")
	case "bigint":
		return null(pick("int64", "uint64"), "sql.NullInt64", "Int64")
	case "blob", "binary", "varbinary", "tinyblob", "mediumblob", "longblob":
		return null("[]byte", "sql.NullString", "String")
	case "double", "real", "float":
		return null("float64", "sql.NullFloat64", "Float64")
	case "date", "timestamp", "datetime":
		return null("time.Time", "sql.NullTime", "Time")
	case "boolean", "bool":
		return null("bool", "sql.NullBool", "Bool")
	case "json":
		return goType{Name: "json.RawMessage", Base: "json.RawMessage", col: c}
	case "enum":
		en := g.enumOf(table, c.Name)
		return null(en.name, en.null, en.field)
	case "time":
		// sqlc's time.Time for a TIME; its values are not generated yet.
		t := null("time.Time", "sql.NullTime", "Time")
		t.unmapped = "a TIME, whose time.Time values the package does not write or read yet"
		return t
	default:
		// As sqlc: a type it does not map is interface{}, which the
		// package neither writes nor reads.
		return goType{Name: "interface{}", Base: "interface{}", col: c, unmapped: fmt.Sprintf("%s, which sqlc gives no Go type (interface{})", c.Type)}
	}
}

// bits is the size of an integer Go type: 64 of int64 and uint64.
func bits(goInt string) string { return strings.TrimLeft(goInt, "uint") }

// fsp is the fraction digits of a DATETIME(fsp) or TIMESTAMP(fsp).
func fsp(c *analyze.Column) int {
	_, rest, ok := strings.Cut(c.Type, "(")
	if !ok {
		return 0
	}
	n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), ")"))
	return n
}

// keyExpr is the Go expression that writes v, a value of the type's Base
// type, into a key as design.KeyValue writes the column's value; a
// DECIMAL's needs a statement (keyDecimal may fail), reported by decimal.
func (t goType) keyExpr(v string) (expr string, decimal bool, err error) {
	c := t.col
	switch {
	case c.Kind == analyze.KindString && t.Base == "string":
		fold := foldName(c.Fold)
		return fmt.Sprintf("keyString(%s, %s, %v, %v)", v, fold, c.PadSpace, design.Digested(c)), false, nil
	case c.Kind == analyze.KindDecimal && !c.Float:
		return fmt.Sprintf("keyDecimal(%s, %d, %d)", v, c.Precision, c.Scale), true, nil
	case c.Kind == analyze.KindBinary && t.Base == "[]byte":
		return fmt.Sprintf("keyBinary(string(%s), %v)", v, design.Digested(c)), false, nil
	case c.Kind == analyze.KindBinary && t.Base == "string": // the bytes in sql.NullString's String, or a CHARACTER SET binary VARCHAR's string
		return fmt.Sprintf("keyBinary(%s, %v)", v, design.Digested(c)), false, nil
	}
	switch t.Base {
	case "int64", "int32", "int16", "int8":
		if t.Base != "int64" {
			v = "int64(" + v + ")"
		}
		return "keyInt(" + v + ")", false, nil
	case "uint64", "uint32", "uint16", "uint8":
		if t.Base != "uint64" {
			v = "uint64(" + v + ")"
		}
		return "keyUint(" + v + ")", false, nil
	case "float64":
		return "keyFloat(" + v + ")", false, nil
	case "bool":
		return "keyBool(" + v + ")", false, nil
	case "time.Time":
		if c.Kind == analyze.KindDate {
			return "keyDate(" + v + ")", false, nil
		}
		return "keyTime(" + v + ")", false, nil
	case "string":
		return fmt.Sprintf("keyString(%s, foldNone, false, %v)", v, design.Digested(c)), false, nil
	}
	if c.Kind == analyze.KindEnum {
		return "keyText(string(" + v + "))", false, nil
	}
	return "", false, fmt.Errorf("no key encoding for %s %s", c.Name, c.Type)
}

// textExpr is the Go expression that writes v, a value of the type's
// Base type, as an item's attribute holds the column (the text MySQL
// gives: 2024-01-02 10:00:00, 1 for TRUE), for a FilterExpression's value.
func (t goType) textExpr(v string) (string, error) {
	switch t.Base {
	case "string":
		return v, nil
	case "int64":
		return "strconv.FormatInt(" + v + ", 10)", nil
	case "int32", "int16", "int8":
		return "strconv.FormatInt(int64(" + v + "), 10)", nil
	case "uint64":
		return "strconv.FormatUint(" + v + ", 10)", nil
	case "uint32", "uint16", "uint8":
		return "strconv.FormatUint(uint64(" + v + "), 10)", nil
	case "float64":
		return "strconv.FormatFloat(" + v + ", 'g', -1, 64)", nil
	case "bool":
		return "textBool(" + v + ")", nil
	case "time.Time":
		if t.col.Kind == analyze.KindDate {
			return v + `.UTC().Format("2006-01-02")`, nil
		}
		return fmt.Sprintf("textTime(%s, %d)", v, fsp(t.col)), nil
	case "[]byte", "json.RawMessage":
		return "string(" + v + ")", nil
	}
	if t.col.Kind == analyze.KindEnum {
		return "string(" + v + ")", nil
	}
	return "", fmt.Errorf("no attribute text for %s %s", t.col.Name, t.col.Type)
}

// decodeExpr is the call that reads the column's attribute of an item
// into the type: a method of the generated decoder.
func (t goType) decodeExpr(attr string) (string, error) {
	a := strconv.Quote(attr)
	c := t.col
	null := t.Valid != ""
	switch t.Base {
	case "string":
		if c.Kind == analyze.KindDecimal {
			if null {
				return fmt.Sprintf("d.nullDecimalText(%s, %d)", a, c.Scale), nil
			}
			return fmt.Sprintf("d.decimalText(%s, %d)", a, c.Scale), nil
		}
		if null {
			return "d.nullStr(" + a + ")", nil
		}
		return "d.str(" + a + ")", nil
	case "int64", "int32", "int16", "int8", "uint64", "uint32", "uint16", "uint8":
		size := bits(t.Base)
		if null {
			x := fmt.Sprintf("d.integer(%s, %s)", a, size)
			if t.Base != "int64" {
				x = t.Base + "(" + x + ")"
			}
			return fmt.Sprintf("%s{%s: %s, Valid: d.has(%s)}", t.Name, t.Valid, x, a), nil
		}
		x := fmt.Sprintf("d.integer(%s, %s)", a, size)
		if strings.HasPrefix(t.Base, "u") {
			x = fmt.Sprintf("d.unsigned(%s, %s)", a, size)
		}
		if t.Base != "int64" && t.Base != "uint64" {
			x = t.Base + "(" + x + ")"
		}
		return x, nil
	case "float64":
		if null {
			return "sql.NullFloat64{Float64: d.float(" + a + "), Valid: d.has(" + a + ")}", nil
		}
		return "d.float(" + a + ")", nil
	case "bool":
		if null {
			return "sql.NullBool{Bool: d.boolean(" + a + "), Valid: d.has(" + a + ")}", nil
		}
		return "d.boolean(" + a + ")", nil
	case "time.Time":
		if null {
			return "sql.NullTime{Time: d.datetime(" + a + "), Valid: d.has(" + a + ")}", nil
		}
		return "d.datetime(" + a + ")", nil
	case "[]byte":
		if null {
			return "d.nullStr(" + a + ")", nil
		}
		return "[]byte(d.str(" + a + "))", nil
	case "json.RawMessage":
		return "d.rawJSON(" + a + ")", nil
	case "interface{}":
		if t.driver != "" {
			return fmt.Sprintf("d.driverValue(%s, %q)", a, t.driver), nil
		}
	}
	if c.Kind == analyze.KindEnum {
		if null {
			return fmt.Sprintf("%s{%s: %s(d.str(%s)), Valid: d.has(%s)}", t.Name, t.Base, t.Base, a, a), nil
		}
		return fmt.Sprintf("%s(d.str(%s))", t.Base, a), nil
	}
	return "", fmt.Errorf("no decoding for %s %s", c.Name, c.Type)
}
