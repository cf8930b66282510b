// Package items lays rows out as the items a design keeps for them: a
// row's item with its key attributes, the parent columns it copies and
// the child rows it embeds, its lock and lookup items, the counter items
// and the sequence items. verify fills DynamoDB Local with them, and
// migrate a real table: one layout, so that what verify proves is what
// a migration writes.
package items

import (
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// Row is one table row by column name, each value as the SQL engine
// writes it in text (a DATETIME as 2025-01-01 00:00:00, a BIT as its
// number, a binary column's value its bytes); nil is NULL.
type Row map[string]*string

// Item is a row's item, as the design lays it out.
type Item = map[string]types.AttributeValue

// values are r's non-NULL values, as design.Fill and ItemKeys take them.
func (r Row) values() map[string]string {
	out := map[string]string{}
	for c, v := range r {
		if v != nil {
			out[c] = *v
		}
	}
	return out
}

// Numeric reports whether a column's values are stored as numbers (N).
func Numeric(k analyze.Kind) bool {
	return k == analyze.KindInteger || k == analyze.KindDecimal || k == analyze.KindBool
}

// Attribute is a column's value as an attribute (design.TypeOf): N for
// numbers, B for a binary column's bytes, S else.
func Attribute(c *analyze.Column, v string) types.AttributeValue {
	return design.TypeOf(c).Value(v)
}

// Of lays a row out as the design says: every column as an attribute
// (numbers as N, binary values as B), the entity's name in _type, and each key attribute from
// its template (design.Entity.ItemKeys). It fails when the row cannot
// fill its keys (a NULL where a key needs a value).
func Of(e *design.Entity, src *analyze.Entity, r Row) (Item, error) {
	it := Item{design.Type: &types.AttributeValueMemberS{Value: e.Name}}
	values := map[string]string{}
	for _, c := range src.Columns {
		v := r[c.Name]
		if v == nil {
			continue
		}
		values[c.Name] = *v
		it[c.Name] = Attribute(c, *v)
	}
	keys, err := e.ItemKeys(src, values)
	if err != nil {
		return nil, err
	}
	for attr, v := range keys {
		it[attr] = &types.AttributeValueMemberS{Value: v}
	}
	return it, nil
}

// Side is a row's lock or lookup item, or nil when a column of its
// partition key is NULL (NULLs never collide in SQL, and no lookup finds
// one). A NULL in a lookup item's sort key is written empty, as in an
// index's.
func Side(l design.Lock, e *analyze.Entity, r Row) Item {
	values := r.values()
	pk, ok := design.Fill(l.PK, e, values)
	if !ok {
		return nil
	}
	sk, ok := design.Fill(l.SK, e, design.Key{Attr: design.SK, Template: l.SK}.Values(e, values))
	if !ok {
		return nil
	}
	it := Item{
		design.PK:   &types.AttributeValueMemberS{Value: pk},
		design.SK:   &types.AttributeValueMemberS{Value: sk},
		design.Type: &types.AttributeValueMemberS{Value: l.Type()},
	}
	for _, c := range l.Stored() {
		if v := r[c]; v != nil {
			it[c] = Attribute(e.Column(c), *v)
		}
	}
	return it
}

// CounterKey is the partition key of counter c that row r counts in,
// false when a column of its group is NULL (SQL's WHERE col = ? never
// counts it).
func CounterKey(c *design.Counter, src *analyze.Entity, r Row) (string, bool) {
	return design.Fill(c.PK, src, r.values())
}

// Counter is counter c's item under partition key pk, holding n.
func Counter(c *design.Counter, pk string, n int64) Item {
	return Item{
		design.PK:        &types.AttributeValueMemberS{Value: pk},
		design.SK:        &types.AttributeValueMemberS{Value: c.SK.String()},
		design.Type:      &types.AttributeValueMemberS{Value: design.CounterType},
		design.CountAttr: &types.AttributeValueMemberN{Value: fmt.Sprint(n)},
	}
}

// Sequence is an entity's sequence item: next is the column's largest
// value (its MAX, 0 for none), as AUTO_INCREMENT goes on from.
func Sequence(q *design.Sequence, next string) Item {
	return Item{
		design.PK:       &types.AttributeValueMemberS{Value: q.PK.String()},
		design.SK:       &types.AttributeValueMemberS{Value: q.SK.String()},
		design.Type:     &types.AttributeValueMemberS{Value: design.SequenceType},
		design.NextAttr: &types.AttributeValueMemberN{Value: next},
	}
}

// Related finds the rows an item carries besides its own: the parent row
// a copy reads its columns from (nil for none), and the rows of a child
// embedded in the item, in the order the list keeps them.
type Related interface {
	Parent(c *design.Copy, r Row) Row
	Children(child *design.Entity, r Row) []Row
}

// Denormalize adds what the design keeps on a row's item beyond its own
// columns: the copied columns of its parent (R9) and the rows of embedded
// children (R8).
func Denormalize(d *design.Design, e *design.Entity, r Row, it Item, rel Related) {
	for _, c := range e.Copies {
		parent := rel.Parent(c, r)
		if parent == nil {
			continue
		}
		src := d.Model.Entity(c.Parent)
		for i, col := range c.Columns {
			if v := parent[src.Column(col).Name]; v != nil {
				it[c.Attrs[i]] = Attribute(src.Column(col), *v)
			}
		}
	}
	for _, child := range d.Entities {
		em := child.Embedding
		if em == nil || em.Parent != e.Name {
			continue
		}
		src := d.Model.Entity(child.Name)
		var list []types.AttributeValue
		for _, cr := range rel.Children(child, r) {
			m := map[string]types.AttributeValue{}
			for _, col := range src.Columns {
				if v := cr[col.Name]; v != nil {
					m[col.Name] = Attribute(col, *v)
				}
			}
			list = append(list, &types.AttributeValueMemberM{Value: m})
		}
		if len(list) > 0 {
			it[em.Attr] = &types.AttributeValueMemberL{Value: list}
		}
	}
}

// Same reports whether a's acols equal b's bcols, value for value, none
// NULL.
func Same(a Row, acols []string, b Row, bcols []string) bool {
	for i := range acols {
		x, y := a[acols[i]], b[bcols[i]]
		if x == nil || y == nil || *x != *y {
			return false
		}
	}
	return true
}

// Bit is a BIT value as the number it holds: the SQL engines give its
// bytes, big-endian, where the design stores a number.
func Bit(b []byte) string {
	var n uint64
	for _, x := range b {
		n = n<<8 | uint64(x)
	}
	return strconv.FormatUint(n, 10)
}

// KeyText is a row's primary key as col=value, ... (NULL for a NULL, each
// value as Shown writes it): how a row is named where it is refused or
// reported.
func KeyText(e *analyze.Entity, r Row) string {
	var parts []string
	for _, c := range e.PrimaryKey {
		v := "NULL"
		if x := r[e.Column(c).Name]; x != nil {
			v = Shown(e.Column(c), *x)
		}
		parts = append(parts, c+"="+v)
	}
	return strings.Join(parts, ", ")
}

// Shown is a value of column c as a message or report shows it: a binary
// column's in hex, 0x11EE..., as MySQL's HEX() writes it (its bytes, even
// those that happen to be UTF-8, are no text to print: 0x00 and 0x7E would
// show as nothing and '~'), every other one as it is.
func Shown(c *analyze.Column, v string) string {
	if c != nil && c.Kind == analyze.KindBinary {
		return "0x" + strings.ToUpper(hex.EncodeToString([]byte(v)))
	}
	return v
}
