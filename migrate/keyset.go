package migrate

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/items"
)

// bound is how a comparison with column col of table e writes the value v
// a row of the server gave: a placeholder and its argument that the server
// compares with the column exactly as ORDER BY orders the column, by the
// server's own type of it. Every keyset comparison goes through it (the
// pages' WHERE (pk) > (last), the rows a page's copies and lists read, a
// row's place before a checkpoint): a value bound as text compares as
// text, or as a DOUBLE, where ORDER BY goes by the column's type, and the
// pages skip rows or read some again.
//
//   - an ENUM by its member's index, a SET by its members' bits: ORDER BY
//     sorts them so, a comparison with text compares the names;
//   - an integer, BIT and YEAR among them, as an integer (a BIT compared
//     with text compares bytes; MySQL compares a BIGINT with text as a
//     DOUBLE, which holds no more than 53 bits);
//   - a FLOAT as the float32 it is, widened (a text 0.3 is the DOUBLE 0.3,
//     above the FLOAT 0.3's 0.30000001192...), a DOUBLE as a float64;
//   - a DECIMAL cast to the column's own DECIMAL(p,s), never a DOUBLE;
//   - a binary value as its bytes;
//   - text else: a string compares by the column's collation, as ORDER BY
//     sorts it, and a DATE, DATETIME, TIMESTAMP or TIME converts the text
//     to its type.
func (m *migration) bound(e *analyze.Entity, col, v string) (string, any) {
	s := m.server[strings.ToLower(e.Name+"."+col)]
	if s == nil || textBounds {
		return "?", v // a type sql2dynamo cannot read: the server converts the text
	}
	switch {
	case s.Kind == analyze.KindEnum:
		// '' is the index 0 a value no member names is stored as.
		return "?", int64(slices.Index(s.Enum, v) + 1)
	case s.Set != nil:
		var bits uint64
		for _, x := range strings.Split(v, ",") {
			if i := slices.Index(s.Set, x); i >= 0 {
				bits |= 1 << i
			}
		}
		return "?", bits
	case s.Kind == analyze.KindInteger || s.Kind == analyze.KindBool:
		if n, err := strconv.ParseInt(v, 10, 64); err == nil {
			return "?", n
		}
		if n, err := strconv.ParseUint(v, 10, 64); err == nil {
			return "?", n
		}
	case s.Kind == analyze.KindDecimal && s.Float:
		if s.BaseType() == "float" {
			if f, err := strconv.ParseFloat(v, 32); err == nil {
				return "?", float64(float32(f))
			}
		} else if f, err := strconv.ParseFloat(v, 64); err == nil && !math.IsInf(f, 0) {
			return "?", f
		}
	case s.Kind == analyze.KindDecimal:
		return fmt.Sprintf("CAST(? AS DECIMAL(%d,%d))", s.Precision, s.Scale), v
	case s.Kind == analyze.KindBinary:
		return "?", []byte(v)
	}
	return "?", v
}

// textBounds binds every value as text, as bound did not: the tests of
// the guards against pages out of key order set it (BindAsText).
var textBounds bool

// bounds are the placeholders of a row value of e's cols holding values
// (one each, in order), as bound writes them, and their arguments.
func (m *migration) bounds(e *analyze.Entity, cols, values []string) (string, []any) {
	marks := make([]string, len(cols))
	args := make([]any, len(cols))
	for i, c := range cols {
		marks[i], args[i] = m.bound(e, e.Column(c).Name, values[i])
	}
	return strings.Join(marks, ", "), args
}

// primaryKey is row r's primary key values, in order.
func primaryKey(e *analyze.Entity, r items.Row) []string {
	out := make([]string, len(e.PrimaryKey))
	for i, c := range e.PrimaryKey {
		out[i] = *r[e.Column(c).Name]
	}
	return out
}

// pages reads cols of src's rows after the row from (nil: from the first)
// in primary key order, a page at a time (keyset pagination: memory holds
// one page whatever the table's size), and passes each page to fn.
//
// The pages must advance in key order: a row of the page before met
// again (a bound the server compares otherwise than it sorts the key) is
// an error that stops the migration, never a row migrated twice or
// refused as colliding with itself. Rows skipped, or met again further
// on, the first read finds (eachOwner counts them).
func (m *migration) pages(src *analyze.Entity, cols []string, from items.Row, fn func([]items.Row) error) error {
	last := from
	var before map[string]bool // the page before's keys
	for {
		q, args := m.pageQuery(src, cols, last)
		page, err := m.rowsOf(cols, q, args...)
		if err != nil {
			return fmt.Errorf("MySQL: reading %s: %w", src.Name, err)
		}
		if len(page) == 0 {
			return nil
		}
		keys := make(map[string]bool, len(page))
		for _, r := range page {
			k := items.KeyText(src, r)
			if before[k] || keys[k] {
				return readTwice(src.Name, k)
			}
			keys[k] = true
		}
		if err := fn(page); err != nil {
			return err
		}
		if len(page) < m.opts.Page {
			return nil
		}
		last, before = page[len(page)-1], keys
	}
}

// readTwice is the error of a row read a second time.
func readTwice(entity, key string) error {
	return fmt.Errorf("MySQL: reading %s in primary key order, its row (%s) came a second time: the pages do not advance in key order (the server compares a page's last key otherwise than ORDER BY sorts it), so rows would be lost or migrated twice; the migration stops", entity, key)
}

// pageQuery selects cols of the page of src's rows after last (nil: from
// the first), in primary key order.
func (m *migration) pageQuery(src *analyze.Entity, cols []string, last items.Row) (string, []any) {
	var sel, pk []string
	for _, c := range cols {
		sel = append(sel, m.column(src, c))
	}
	for _, c := range src.PrimaryKey {
		pk = append(pk, ident(src.Column(c).Name))
	}
	q := fmt.Sprintf("SELECT %s FROM %s", strings.Join(sel, ", "), ident(src.Name))
	var args []any
	if last != nil {
		var marks string
		marks, args = m.bounds(src, src.PrimaryKey, primaryKey(src, last))
		q += fmt.Sprintf(" WHERE (%s) > (%s)", strings.Join(pk, ", "), marks)
	}
	return q + fmt.Sprintf(" ORDER BY %s LIMIT %d", strings.Join(pk, ", "), m.opts.Page), args
}
