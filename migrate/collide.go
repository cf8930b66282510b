package migrate

import (
	"fmt"
	"hash/maphash"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/items"
)

// Two rows the server holds apart can meet in one table key when the
// design's encoding is coarser than the server's comparison: a collation
// on the server other than the schema's, a fold it does not make, a
// number rounded, a UNIQUE key the server lacks. A table keeps one item
// of a key, so the migration finds them before it writes anything and
// writes neither (refused, each by its primary key). It takes two reads
// of the key columns alone:
//
//  1. every item key the migration writes (each row's item and its lock
//     and lookup items, the counters, the sequences: every table, those
//     done before an interruption too) as a 64-bit fingerprint, 8 bytes an
//     item key, sorted: fingerprints met twice are the suspects;
//  2. only when there are suspects, again, keeping the whole keys and
//     owners of the items whose fingerprint is a suspect's: a key with two
//     owners is a collision (two keys of one fingerprint are none).
//
// Memory is 8 bytes an item key for the fingerprints, and the suspects'
// keys: a million rows of one item and one lock each take 16 MB.

// owner is what an item key belongs to: a row, a counter group or a
// sequence, by entity and key text.
type owner struct {
	entity, key string          // key: the row's primary key (col=value, ...), or the counter's group
	counter     *design.Counter // a counter group's counter
	sequence    bool
	values      []string     // a row's primary key values, in order
	keys        []items.Item // the table keys of every item it owns
}

func (o *owner) String() string {
	switch {
	case o.counter != nil:
		return fmt.Sprintf("the counter of %s (%s)", o.entity, o.key)
	case o.sequence:
		return "the sequence of " + o.entity
	}
	return fmt.Sprintf("%s (%s)", o.entity, o.key)
}

// id is who the owner is, whichever read of it: two reads of one row are
// one owner.
func (o *owner) id() string {
	if o.sequence {
		return o.entity + "\x00sequence"
	}
	return collisionKey(o.entity, o.key, o.counter != nil)
}

// collisions are the owners whose items share a key with another's, by
// entity and key text, each with why it is refused.
type collisions map[string]*collided

type collided struct {
	owner
	why string
}

func collisionKey(entity, key string, counter bool) string {
	return fmt.Sprintf("%s\x00%s\x00%v", entity, key, counter)
}

// row is why row r of e is refused for a collision, "" when it is not.
func (c collisions) row(e *analyze.Entity, r items.Row) string {
	if len(c) == 0 {
		return "" // the usual case: no key text to write for every row
	}
	if x := c[collisionKey(e.Name, items.KeyText(e, r), false)]; x != nil {
		return x.why
	}
	return ""
}

// findCollisions reads the key columns of every table the migration
// writes, twice at most (see above). A counter's groups are read again in
// the second read only when one of its keys is a suspect's: a counter's
// GROUP BY reads its whole table, and is read once more when its items
// are written (the groups are not kept: the first read keeps 8 bytes a
// key, whatever the number of groups).
func (m *migration) findCollisions() (collisions, error) {
	seed := maphash.MakeSeed()
	var prints []uint64
	counted := map[*design.Counter][]uint64{} // each counter's fingerprints, in prints too
	err := m.eachOwner(nil, func(o *owner) error {
		for _, k := range o.keys {
			p := maphash.String(seed, tableKey(k))
			prints = append(prints, p)
			if o.counter != nil {
				counted[o.counter] = append(counted[o.counter], p)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	slices.Sort(prints)
	suspects := map[uint64]bool{}
	for i := 1; i < len(prints); i++ {
		if prints[i] == prints[i-1] {
			suspects[prints[i]] = true
		}
	}
	prints = nil
	if len(suspects) == 0 {
		return collisions{}, nil
	}
	suspect := func(c *design.Counter) bool {
		return slices.ContainsFunc(counted[c], func(p uint64) bool { return suspects[p] })
	}
	byKey := map[string][]*owner{}
	var order []string
	err = m.eachOwner(suspect, func(o *owner) error {
		for _, k := range o.keys {
			tk := tableKey(k)
			if !suspects[maphash.String(seed, tk)] {
				continue
			}
			if byKey[tk] == nil {
				order = append(order, tk)
			}
			// Another read of the same row: the pages went back.
			if slices.ContainsFunc(byKey[tk], func(x *owner) bool { return x != o && x.id() == o.id() }) {
				return readTwice(o.entity, o.key)
			}
			byKey[tk] = append(byKey[tk], o)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	out := collisions{}
	for _, tk := range order {
		owners := byKey[tk]
		if len(owners) < 2 {
			continue // another key of the same fingerprint
		}
		pk, sk, _ := strings.Cut(tk, "\x00")
		for _, o := range owners {
			var others []string
			for _, x := range owners {
				if x.id() != o.id() && !slices.Contains(others, x.String()) {
					others = append(others, x.String())
				}
			}
			id := o.id()
			if out[id] != nil || o.sequence {
				continue
			}
			out[id] = &collided{owner: *o, why: collisionWhy(others, pk, sk)}
		}
	}
	return out, nil
}

// collisionWhy is why an owner whose items share the key pk, sk with
// others' (none: with another of its own) is refused: what is known, the
// key and who else has it, and what can make two rows the server holds
// apart meet, as what it may be.
func collisionWhy(others []string, pk, sk string) string {
	with := "another of its own items"
	if len(others) > 0 {
		with = strings.Join(others, " and ")
	}
	return fmt.Sprintf("its items and %s have one key (PK %s, SK %s), and a table keeps one item of a key, so neither is migrated: the server holds them as two where the design's keys write their values alike, which may be a collation other than the schema's, a fold the server does not make, a number rounded, or a UNIQUE key the server lacks", with, pk, sk)
}

// tableKey is an item's table key as one string.
func tableKey(it items.Item) string {
	pk, _ := it[design.PK].(*types.AttributeValueMemberS)
	sk, _ := it[design.SK].(*types.AttributeValueMemberS)
	if pk == nil || sk == nil {
		return ""
	}
	return pk.Value + "\x00" + sk.Value
}

// eachOwner passes fn every row, counter group and sequence of the tables
// the migration writes, with the table keys of its items, reading the key
// columns alone, a page at a time; a counter's groups only when counters
// is nil or takes it.
//
// It reads each table's rows as the migration does, and counts them: as
// many as COUNT(*) counts on the snapshot, or pages that do not follow the
// key's order skipped some, or went back (for ever, maybe), and the
// migration stops before it writes anything.
func (m *migration) eachOwner(counters func(*design.Counter) bool, fn func(*owner) error) error {
	for _, e := range m.migrated() {
		src := m.d.Model.Entity(e.Name)
		if len(src.PrimaryKey) == 0 {
			continue // refused whole
		}
		rs, err := m.query("SELECT COUNT(*) FROM " + ident(src.Name))
		if err != nil {
			return fmt.Errorf("MySQL: counting the rows of %s: %w", src.Name, err)
		}
		held, _ := strconv.ParseInt(deref(rs[0][0]), 10, 64)
		read := int64(0)
		err = m.pages(src, keyColumns(e, src), nil, func(page []items.Row) error {
			if read += int64(len(page)); read > held {
				return miscounted(src.Name, "more than", held)
			}
			for _, r := range page {
				if o := rowOwner(e, src, r); o != nil {
					if err := fn(o); err != nil {
						return err
					}
				}
			}
			return nil
		})
		if err == nil && read < held {
			err = miscounted(src.Name, strconv.FormatInt(read, 10)+" of", held)
		}
		if err != nil {
			return err
		}
		for _, c := range e.Counters {
			if counters != nil && !counters(c) {
				continue
			}
			groups, err := m.counterGroups(src, c)
			if err != nil {
				return err
			}
			for _, g := range groups {
				if err := fn(&owner{entity: e.Name, key: groupText(src, c, g.row), counter: c, keys: []items.Item{items.Counter(c, g.pk, 0)}}); err != nil {
					return err
				}
			}
		}
		if q := e.Sequence; q != nil {
			if err := fn(&owner{entity: e.Name, sequence: true, keys: []items.Item{items.Sequence(q, "0")}}); err != nil {
				return err
			}
		}
	}
	return nil
}

// miscounted is the error of a table whose pages found other than the
// held rows it holds: how many they found.
func miscounted(table, found string, held int64) error {
	return fmt.Errorf("MySQL: reading %s in primary key order found %s the %d rows it holds: the pages do not advance in key order (the server compares a page's last key otherwise than ORDER BY sorts it), so rows would be lost or migrated twice; the migration stops", table, found, held)
}

// rowOwner is row r as the owner of its item and its lock and lookup
// items, nil when it has none (a NULL in a table key: refused).
func rowOwner(e *design.Entity, src *analyze.Entity, r items.Row) *owner {
	it, err := items.Of(e, src, r)
	if err != nil {
		return nil
	}
	o := &owner{entity: e.Name, key: items.KeyText(src, r), values: primaryKey(src, r), keys: []items.Item{keyOnly(it)}}
	for _, l := range slices.Concat(e.Locks, e.Lookups) {
		if side := items.Side(l, src, r); side != nil {
			o.keys = append(o.keys, keyOnly(side))
		}
	}
	return o
}

// keyOnly is an item's table key attributes.
func keyOnly(it items.Item) items.Item {
	return items.Item{design.PK: it[design.PK], design.SK: it[design.SK]}
}

// keyColumns are the columns of src that e's items' table keys are made
// of, its primary key first.
func keyColumns(e *design.Entity, src *analyze.Entity) []string {
	var ts []design.Template
	for _, c := range src.PrimaryKey {
		ts = append(ts, design.Template{{Col: c}})
	}
	for _, k := range e.Keys {
		if k.Attr == design.PK || k.Attr == design.SK {
			ts = append(ts, k.Template)
		}
	}
	return columnsOf(src, append(ts, sideKeys(e)...)...)
}

// sideKeys are the key templates of e's lock and lookup items.
func sideKeys(e *design.Entity) []design.Template {
	var ts []design.Template
	for _, l := range slices.Concat(e.Locks, e.Lookups) {
		ts = append(ts, l.PK, l.SK)
	}
	return ts
}

// columnsOf are the columns of src the templates hold, once each, in
// order (a clock's {col.now} is col).
func columnsOf(src *analyze.Entity, ts ...design.Template) []string {
	var cols []string
	for _, t := range ts {
		for _, c := range t.Columns() {
			col := src.Column(strings.SplitN(c, ".", 2)[0])
			if col != nil && !slices.Contains(cols, col.Name) {
				cols = append(cols, col.Name)
			}
		}
	}
	return cols
}

// groupText is a counter group as col=value, ....
func groupText(src *analyze.Entity, c *design.Counter, r items.Row) string {
	var parts []string
	for _, col := range c.Columns {
		parts = append(parts, col+"="+deref(r[src.Column(col).Name]))
	}
	return strings.Join(parts, ", ")
}

// unwrite, on resuming from cp, deletes the items of the colliding rows
// the interrupted run wrote before cp (the source changed since: the row
// they collide with is new) and refuses them, so that the table ends as a
// migration that started now would leave it. The rows after cp are
// refused as they are read.
func (m *migration) unwrite(cp *checkpoint) error {
	w, _ := m.w.(*writer)
	for _, id := range slices.Sorted(maps.Keys(m.collided)) {
		x := m.collided[id]
		if x.counter != nil || w == nil {
			continue // counters are written at their table's end, again
		}
		before, err := m.before(cp, &x.owner)
		if err != nil {
			return err
		}
		refused := slices.ContainsFunc(cp.Refused, func(r Refused) bool { return r.Entity == x.entity && r.Key == x.key && !r.Written })
		if !before || refused {
			continue
		}
		for _, k := range x.keys {
			if err := w.remove(k); err != nil {
				return err
			}
		}
		// Written incomplete before, deleted now: one line says so.
		m.res.Refused = slices.DeleteFunc(m.res.Refused, func(r Refused) bool { return r.Entity == x.entity && r.Key == x.key })
		m.res.Refused = append(m.res.Refused, Refused{Entity: x.entity, Key: x.key, Why: x.why + "; its items, written before the interruption, are deleted"})
	}
	return nil
}

// before reports whether row o was migrated before checkpoint cp: in a
// table done, or in the table under way up to cp's row, as the server
// orders the primary key.
func (m *migration) before(cp *checkpoint, o *owner) (bool, error) {
	if slices.ContainsFunc(cp.Done, func(t TableResult) bool { return t.Entity == o.entity }) {
		return true, nil
	}
	if cp.Entity != o.entity || len(cp.After) != len(o.values) {
		return false, nil
	}
	src := m.d.Model.Entity(o.entity)
	var pk []string
	for _, c := range src.PrimaryKey {
		pk = append(pk, ident(src.Column(c).Name))
	}
	row, args := m.bounds(src, src.PrimaryKey, o.values)
	after, more := m.bounds(src, src.PrimaryKey, cp.After)
	q := fmt.Sprintf("SELECT COUNT(*) FROM %s WHERE (%s) = (%s) AND (%s) <= (%s)", ident(src.Name), strings.Join(pk, ", "), row, strings.Join(pk, ", "), after)
	args = append(args, more...)
	rs, err := m.query(q, args...)
	if err != nil {
		return false, fmt.Errorf("MySQL: %s: %w", src.Name, err)
	}
	return len(rs) == 1 && deref(rs[0][0]) != "0", nil
}
