package render

import (
	"cmp"
	"encoding/hex"
	"fmt"
	"maps"
	"slices"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// itemAttr is an attribute of an entity's items besides its keys and
// _type: a column, a parent's column copied onto the items (R9), or the list
// of a child's embedded rows (R8).
type itemAttr struct {
	name string
	col  *analyze.Column // the column, or the copied parent column; nil for a list
	from string          // parent.column of a copy, or the embedded child
}

// itemAttrs lists the attributes of e's items in the report's order:
// columns, copies, embedded lists.
func itemAttrs(d *design.Design, e *design.Entity) []itemAttr {
	var out []itemAttr
	for _, c := range d.Model.Entity(e.Name).Columns {
		out = append(out, itemAttr{name: c.Name, col: c})
	}
	for _, cp := range e.Copies {
		parent := d.Model.Entity(cp.Parent)
		for i, col := range cp.Columns {
			out = append(out, itemAttr{name: cp.Attrs[i], col: parent.Column(col), from: cp.Parent + "." + col})
		}
	}
	for _, child := range d.Entities {
		if em := child.Embedding; em != nil && em.Parent == e.Name {
			out = append(out, itemAttr{name: em.Attr, from: child.Name})
		}
	}
	return out
}

// item is one example item: its key attributes, then its row.
type item struct {
	keys  []design.Key // with values filled in
	attrs map[string]string
	typ   string
	order []string        // column order
	bin   map[string]bool // the attributes of binary columns, whose values are bytes
}

// shown is an attribute's value as the report shows it: a binary one's
// bytes in hex (0xC300FF01), as MySQL's HEX() writes them.
func (it item) shown(attr string) string {
	if it.bin[attr] {
		return "0x" + strings.ToUpper(hex.EncodeToString([]byte(it.attrs[attr])))
	}
	return it.attrs[attr]
}

func (it item) key(attr string) string {
	for _, k := range it.keys {
		if k.Attr == attr {
			return k.Template.String()
		}
	}
	return ""
}

// sampleRows makes a few rows per entity, deterministic and consistent:
// foreign keys point at rows of the parent, so the example items show real
// item collections.
func sampleRows(m *analyze.Model) map[string][]map[string]string {
	rows := map[string][]map[string]string{}
	var make1 func(e *analyze.Entity)
	done := map[string]bool{}
	make1 = func(e *analyze.Entity) {
		if done[e.Name] {
			return
		}
		done[e.Name] = true
		n := 1
		for _, fk := range e.ForeignKeys {
			if p := m.Entity(fk.RefEntity); p != nil && p != e {
				make1(p)
				n = 2
			}
		}
		for i := range n {
			row := map[string]string{}
			for _, c := range e.Columns {
				row[c.Name] = sampleValue(e, c, i)
			}
			for _, fk := range e.ForeignKeys {
				parent := rows[m.Entity(fk.RefEntity).Name]
				if len(parent) == 0 {
					continue
				}
				prow := parent[i%len(parent)]
				for j, c := range fk.Columns {
					if rc := fk.RefColumns[j]; prow[rc] != "" {
						row[e.Column(c).Name] = prow[rc]
					}
				}
			}
			if !slices.ContainsFunc(rows[e.Name], func(r map[string]string) bool { return sameKey(e, r, row) }) {
				rows[e.Name] = append(rows[e.Name], row) // a join table of one-row parents draws one pair
			}
		}
	}
	for _, e := range m.Entities {
		make1(e)
	}
	return rows
}

func sameKey(e *analyze.Entity, a, b map[string]string) bool {
	for _, k := range e.PrimaryKey {
		if c := e.Column(k); c == nil || a[c.Name] != b[c.Name] {
			return false
		}
	}
	return true
}

func sampleValue(e *analyze.Entity, c *analyze.Column, i int) string {
	switch c.BaseType() {
	case "year":
		return fmt.Sprint(2026 + i)
	case "time":
		return fmt.Sprintf("%02d:30:00", 9+i)
	case "set":
		if len(c.Set) > 0 {
			return c.Set[i%len(c.Set)]
		}
	}
	switch c.Kind {
	case analyze.KindInteger:
		return fmt.Sprint(i + 1)
	case analyze.KindDecimal:
		return fmt.Sprintf("%d.50", 10*(i+1))
	case analyze.KindDate:
		return fmt.Sprintf("2026-01-%02d", 10+i)
	case analyze.KindDateTime:
		return fmt.Sprintf("2026-01-%02dT09:30:00", 10+i)
	case analyze.KindBool:
		return "1"
	case analyze.KindEnum:
		if len(c.Enum) > 0 {
			return c.Enum[i%len(c.Enum)]
		}
	case analyze.KindJSON:
		return "{}"
	case analyze.KindBinary:
		return sampleBytes(c, i)
	}
	v := fmt.Sprintf("%s-%d", strings.ReplaceAll(c.Name, "_", "-"), i+1)
	if c.Length > 0 && len(v) > c.Length {
		v = fmt.Sprintf("%s%d", v[:max(c.Length-1-i/10, 0)], i+1) // CHAR(4): "cod1", within the declared length
	}
	return v
}

// binaryAttrs are the attributes of e's items that hold a binary column's
// bytes: its own columns and the copies of its parents'.
func binaryAttrs(d *design.Design, e *design.Entity) map[string]bool {
	out := map[string]bool{}
	for _, a := range itemAttrs(d, e) {
		if a.col != nil && a.col.Kind == analyze.KindBinary {
			out[a.name] = true
		}
	}
	return out
}

// sampleBytes is a binary column's sample: bytes that are no UTF-8 (0xC3
// without its continuation, 0x00, 0xFF), then the row's number, within
// the declared length, and a BINARY(n)'s padded to n bytes with 0x00 as
// MySQL pads it.
func sampleBytes(c *analyze.Column, i int) string {
	b := []byte{0xC3, 0x00, 0xFF, byte(i + 1)}
	if c.Length > 0 && len(b) > c.Length {
		b = b[len(b)-c.Length:]
	}
	if base := c.BaseType(); base == "binary" || base == "char" {
		b = append(b, make([]byte, max(c.Length-len(b), 0))...)
	}
	return string(b)
}

// exampleItems lays the sample rows out as the table's items, sorted by
// partition and sort key as NoSQL Workbench's aggregate view shows them.
func exampleItems(d *design.Design) []item {
	rows := sampleRows(d.Model)
	var items []item
	for _, e := range d.Entities {
		if e.Embedding != nil {
			continue // shown inside its parent's items
		}
		src := d.Model.Entity(e.Name)
		for _, row := range rows[e.Name] {
			it := item{attrs: maps.Clone(row), typ: e.Name, bin: binaryAttrs(d, e)}
			for _, k := range e.Keys {
				if v, ok := design.Fill(k.Template, src, k.Values(src, row)); ok && k.Holds(src, row) {
					it.keys = append(it.keys, design.Key{Attr: k.Attr, Template: design.Template{{Lit: v}}})
				}
			}
			for _, c := range src.Columns {
				it.order = append(it.order, c.Name)
			}
			for _, c := range e.Copies {
				for _, p := range rows[c.Parent] {
					if same(p, c.Ref, row, c.FK) {
						for i, col := range c.Columns {
							it.attrs[c.Attrs[i]] = p[col]
							it.order = append(it.order, c.Attrs[i])
						}
						break
					}
				}
			}
			for _, child := range d.Entities {
				if em := child.Embedding; em != nil && em.Parent == e.Name {
					n := 0
					for _, cr := range rows[child.Name] {
						if same(cr, em.FK, row, em.Ref) {
							n++
						}
					}
					it.attrs[em.Attr] = fmt.Sprintf("[%d embedded %s]", n, child.Name)
					it.order = append(it.order, em.Attr)
				}
			}
			items = append(items, it)
			items = append(items, sideItems(e, src, row, it.bin)...)
		}
	}
	slices.SortStableFunc(items, func(a, b item) int {
		return cmp.Or(strings.Compare(a.key(design.PK), b.key(design.PK)), strings.Compare(a.key(design.SK), b.key(design.SK)))
	})
	return items
}

// sideItems are a row's lock and lookup items, as the writes keep them;
// bin are the binary attributes of the row's item.
func sideItems(e *design.Entity, src *analyze.Entity, row map[string]string, bin map[string]bool) []item {
	var out []item
	for _, l := range slices.Concat(e.Locks, e.Lookups) {
		pk, ok1 := design.Fill(l.PK, src, row)
		sk, ok2 := design.Fill(l.SK, src, design.Key{Attr: design.SK, Template: l.SK}.Values(src, row))
		if !ok1 || !ok2 {
			continue
		}
		it := item{typ: l.Type(), attrs: map[string]string{}, bin: bin, keys: []design.Key{
			{Attr: design.PK, Template: design.Template{{Lit: pk}}},
			{Attr: design.SK, Template: design.Template{{Lit: sk}}},
		}}
		for _, c := range l.Stored() {
			it.attrs[c], it.order = row[c], append(it.order, c)
		}
		out = append(out, it)
	}
	return out
}

// same reports whether a's cols equal b's refCols, value for value.
func same(a map[string]string, cols []string, b map[string]string, refCols []string) bool {
	for i := range cols {
		if a[cols[i]] != b[refCols[i]] {
			return false
		}
	}
	return true
}
