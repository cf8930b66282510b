package gogen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// listOf writes the Go expression of the one item a read per row whose
// column is JSON_ARRAYAGG(JSON_OBJECT(...)) gives its row, from found, the
// items it read (design.Into.List): the column's JSON, as design.ListValue
// writes it, with each field evaluated by the twin of design.Evaluate;
// none (NULL) when it found none, but the Into's Empty value, or, over a
// LEFT JOIN's NULL row (NullRow), one object of NULLs.
func (g *gen) listOf(st *design.Plan) (string, error) {
	in := st.Into
	e := g.d.Model.Entity(st.Entity) // the table the read finds items of
	if e == nil {
		return "", fmt.Errorf("its list's table %s is not in the schema", st.Entity)
	}
	var fields []string
	for _, f := range in.Fields {
		if f.Expr == nil {
			return "", fmt.Errorf("its list's field %s, an aggregate, is not generated yet", f.Name)
		}
		x, err := evalExpr(f.Expr, e)
		if err != nil {
			return "", fmt.Errorf("its list's field %s (%s): %v", f.Name, f.Expr, err)
		}
		kind := "string"
		switch {
		case slices.Contains([]string{"=", "<>", "<", "<=", ">", ">=", "and", "or", "not", "is null", "is not null"}, f.Expr.Func):
			kind = "bool" // a comparison's value: true or false
		default:
			switch f.Expr.Kind(e) {
			case analyze.KindInteger, analyze.KindDecimal, analyze.KindBool, analyze.KindJSON:
				kind = "number" // as it is
			case analyze.KindDateTime:
				kind = "datetime" // six decimals of seconds
			}
		}
		fields = append(fields, fmt.Sprintf("\t\t\t{name: %q, kind: %q, value: func(it map[string]types.AttributeValue) sqlVal { return %s }},\n", f.Name, kind, x))
	}
	// A JOIN drops the row that finds none (Into.Inner): no list of it.
	empty, nullRow := "sqlNull", in.NullRow && !in.Inner
	if in.Empty != "" && !in.Inner {
		empty = "sqlText(" + strconv.Quote(in.Empty) + ")"
	}
	return fmt.Sprintf("listOf(found, %q, %s, %v, []jsonField{\n%s\t\t})", in.List, empty, nullRow, strings.Join(fields, "")), nil
}

// listSrcJSON is the runtime of JSON lists read per row, in items.go.
const listSrcJSON = `
// jsonField is one name and value of JSON_OBJECT(...): its value on an
// item, written as kind says (a number, a bool, a datetime, a string).
type jsonField struct {
	name, kind string
	value      func(it map[string]types.AttributeValue) sqlVal
}

// listOf is the item a read per row gives its row of the items it found:
// name, JSON_ARRAYAGG(JSON_OBJECT(fields...)) of them (jsonList); none
// (NULL) when it found none, but empty when not NULL (COALESCE(..., '[]')),
// or, over a LEFT JOIN's NULL row (nullRow), one object of NULLs.
func listOf(found []map[string]types.AttributeValue, name string, empty sqlVal, nullRow bool, fields []jsonField) []map[string]types.AttributeValue {
	if len(found) == 0 && nullRow {
		found = []map[string]types.AttributeValue{{}}
	}
	if len(found) == 0 {
		if empty.null {
			return nil
		}
		return []map[string]types.AttributeValue{{name: &types.AttributeValueMemberS{Value: empty.s}}}
	}
	return []map[string]types.AttributeValue{{name: &types.AttributeValueMemberS{Value: jsonList(found, fields)}}}
}

// jsonList is JSON_ARRAYAGG(JSON_OBJECT(...)) of items as MySQL writes it
// (design.ListValue): an object per item, in order, each field a number
// as it is, a comparison's true or false, a DATETIME with six decimals of
// seconds, anything else a string; NULL as null.
func jsonList(items []map[string]types.AttributeValue, fields []jsonField) string {
	var b strings.Builder
	b.WriteString("[")
	for i, it := range items {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("{")
		for j, f := range fields {
			if j > 0 {
				b.WriteString(", ")
			}
			b.WriteString(jsonString(f.name) + ": ")
			v := f.value(it)
			switch {
			case v.null:
				b.WriteString("null")
			case f.kind == "bool":
				b.WriteString(strconv.FormatBool(v.s != "0"))
			case f.kind == "number":
				b.WriteString(v.s)
			case f.kind == "datetime":
				s := v.s
				if !strings.Contains(s, ".") {
					s += "."
				}
				_, frac, _ := strings.Cut(s, ".")
				b.WriteString(jsonString(s + strings.Repeat("0", max(6-len(frac), 0))))
			default:
				b.WriteString(jsonString(v.s))
			}
		}
		b.WriteString("}")
	}
	b.WriteString("]")
	return b.String()
}

// jsonString is s as a JSON string, escaped as MySQL escapes it.
func jsonString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(` + "`\\n`" + `)
		case r == '\r':
			b.WriteString(` + "`\\r`" + `)
		case r == '\t':
			b.WriteString(` + "`\\t`" + `)
		case r < 0x20:
			b.WriteString(` + "`\\u00`" + ` + hex.EncodeToString([]byte{byte(r)}))
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
`
