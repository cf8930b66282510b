package verify

import (
	"cmp"
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"slices"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// Interleavings is what running one write between another's read and its
// write found: a write that reads before it writes (its plan has a Lookup)
// must stay right when another write changes the same row in between.
type Interleavings struct {
	Tried     int       `json:"tried"`
	Anomalies []Anomaly `json:"anomalies"`
}

// Anomaly is an interleaving that left the table other than the rows the
// SQL holds after the two writes run one after the other.
type Anomaly struct {
	Write   string `json:"write"`   // the write whose read and write were split
	Between string `json:"between"` // the write run in between
	Binding string `json:"binding"`
	Diff    string `json:"diff"`
}

// retries is how many times a write whose condition failed reads again
// and writes, as the plans tell the application to.
const retries = 3

// interleave runs, for every write w that reads before it writes, every
// INSERT, UPDATE and DELETE o of the same table between w's read and w's
// write, on the row w reads (an INSERT with the UNIQUE values w sets): o on both sides, then w's write with what it read
// before o, retried from its read when a condition fails, and then w on
// the SQL side. The table must then hold exactly the items the design
// keeps for the SQL's rows (items, index keys, lock, lookup and counter
// items), the result of the two writes in that serial order. DynamoDB is
// loaded again from the SQL side after each one.
func (w *writer) interleave(ctx context.Context, res *Result) error {
	d := w.d
	if err := w.resync(ctx); err != nil { // a check the SQL could not compare may have left the two apart
		return err
	}
	for k, p := range d.Plans {
		if p.Pattern.Statement == analyze.Select || p.Status != design.OK || (p.Lookup == nil && p.Evict == nil) || res.Patterns[k].Status != Pass || len(p.Feed) > 0 {
			continue // INSERT ... SELECT (Feed) writes rows it read from another table, whose change in between the SQL may see too
		}
		e := d.Model.Entity(p.Entity)
		for j, o := range d.Plans {
			if o.Status != design.OK || o.Entity != p.Entity || len(o.Pattern.Written) > 1 || o.Pattern.Upsert != nil ||
				o.Pattern.Statement == analyze.Select || res.Patterns[j].Status != Pass {
				continue
			}
			a, tried, err := w.interleaving(ctx, k, p, j, o, e)
			if err != nil {
				return err
			}
			if tried {
				res.Interleavings.Tried++
			}
			if a != nil {
				res.Interleavings.Anomalies = append(res.Interleavings.Anomalies, *a)
			}
		}
	}
	return nil
}

// interleaving runs o between p's read and p's write; tried is false when
// no row let it (p read nothing, o cannot name the row, the SQL refused o).
func (w *writer) interleaving(ctx context.Context, k int, p *design.Plan, j int, o *design.Plan, e *analyze.Entity) (*Anomaly, bool, error) {
	d, t := w.d, w.t
	data, err := readBack(w.eng, d.Model)
	if err != nil {
		return nil, false, err
	}
	p, o = d.ListPlan(p, 1), d.ListPlan(o, 1)
	// Values of their own for each pair (past the writes' checks, which
	// drew theirs from k, k+n and k+2n): a new UNIQUE value a check or
	// another pair already wrote would be taken here.
	n := len(d.Plans)
	vp, rp, ok := writeValues(d, p, e, data, k+(3+2*j)*n, w.rnd, nil)
	if !ok || rp == nil {
		return nil, false, nil
	}
	// A REPLACE takes an existing row's key, the row o then changes.
	var taken row
	if p.Evict != nil {
		if taken = collidingRow(d, p, e, data, w.rnd); taken == nil {
			return nil, false, nil
		}
		if vp, rp, ok = writeValues(d, p, e, data, k+(3+2*j)*n, w.rnd, taken); !ok {
			return nil, false, nil
		}
	}
	rowOfP := rp // the row p's read finds, which o names
	if taken != nil {
		rowOfP = taken
	}
	vo, ro, ok := writeValues(d, o, e, data, j+(4+2*k)*n, w.rnd, nil)
	if !ok {
		return nil, false, nil
	}
	// An INSERT in between takes the UNIQUE values p sets, where it gives
	// them: the two race for the same lock item. It counts as tried
	// either way: a counter or sequence the two share must add up.
	if o.Pattern.Statement == analyze.Insert {
		for _, b := range o.Bindings {
			col, suffix, _ := strings.Cut(b.Name, ".")
			if c := e.Column(col); c != nil && suffix == "" && slices.ContainsFunc(e.Unique, func(u []string) bool { return len(u) == 1 && strings.EqualFold(u[0], c.Name) }) {
				if v, ok := vp[b.Name]; ok && p.Pattern.Assigns(c.Name) {
					vo[b.Name] = v
				}
			}
		}
	}
	// An UPDATE or DELETE names p's row by its primary key.
	pinned := 0
	for _, b := range o.Bindings {
		col, suffix, _ := strings.Cut(b.Name, ".")
		if c := e.Column(col); c != nil && suffix == "" && (b.Entity == "" || strings.EqualFold(b.Entity, e.Name)) && slices.Contains(e.PrimaryKey, c.Name) && rowOfP[c.Name] != nil && slices.ContainsFunc(o.Pattern.Equalities, func(q analyze.Predicate) bool { return strings.EqualFold(q.Column.Column, c.Name) }) {
			vo[b.Name] = *rowOfP[c.Name]
			pinned++
		}
	}
	if pinned < len(e.PrimaryKey) && o.Pattern.Statement != analyze.Insert {
		return nil, false, nil
	}
	binding := bindingText(w.d.Model, p, vp) + " / " + bindingText(w.d.Model, o, vo)
	pc := chosen(d, t.name, p, vp) // the plan for p's NULL parameters, as sent
	if pc.Evict != nil {
		return w.replaceBetween(ctx, p, pc, o, e, vp, rp, vo, ro, taken, binding, data)
	}
	if pc.Lookup == nil {
		return nil, false, nil // this call's plan reads nothing first
	}
	// p's read.
	look := &runner{t: t, d: d, a: &answer{}}
	found, err := look.execute(ctx, pc.Lookup, vp)
	if err == nil {
		err = look.bindError()
	}
	if err != nil {
		return nil, false, err
	}
	found = childful(pc.Lookup, found)
	if len(found) == 0 {
		return nil, false, nil
	}
	// o, on both sides: an INSERT numbered by the sequence item first,
	// the SQL's AUTO_INCREMENT set to the same number.
	if o.Pattern.Statement == analyze.Insert {
		if err := t.nextID(ctx, d, o, vo, ro); err != nil {
			return w.anomaly(ctx, p, o, binding, "DynamoDB refused the sequence's UpdateItem: "+err.Error())
		}
	}
	if err := w.writeSQLAligned(ctx, o, e, vo); err != nil {
		return nil, false, nil // the SQL refuses o here: nothing comes between
	}
	if o.Pattern.Statement != analyze.Insert {
		ro = rp // the row o changes is p's
	}
	if _, err := t.writeAll(ctx, d, o, e, vo, ro, data); err != nil && !conditionFailed(err) {
		return w.anomaly(ctx, p, o, binding, "DynamoDB refused the write in between: "+err.Error())
	}
	// p's write with what it read before o, then from its read again
	// while a condition fails.
	var werr error
	done := map[string]bool{}
	for _, it := range found {
		if werr = t.write(ctx, d, pc, e, foundValues(e, it, vp), itemRow(e, it), it); werr != nil {
			break
		}
		done[itemKey(it)] = true
	}
	for try := 0; try < retries && conditionFailed(werr); try++ {
		if p.Otherwise != nil {
			_, werr = t.writeAll(ctx, d, p, e, vp, rp, data)
		} else {
			_, werr = t.writeFoundFrom(ctx, d, pc, e, vp, rp, data, done) // the items not written yet
		}
	}
	return w.settle(ctx, p, o, e, vp, vo, binding, werr, data)
}

// settle ends an interleaving after p's write (werr, after its retries):
// p on the SQL side, then the table must hold what the SQL's rows make,
// in that serial order or in the other (p before o).
func (w *writer) settle(ctx context.Context, p, o *design.Plan, e *analyze.Entity, vp, vo map[string]string, binding string, werr error, data map[string][]row) (*Anomaly, bool, error) {
	sqlErr := w.writeSQLAligned(ctx, p, e, vp)
	switch {
	case werr != nil && !conditionFailed(werr):
		return w.anomaly(ctx, p, o, binding, "DynamoDB: "+werr.Error())
	case sqlErr != nil && werr == nil:
		return w.anomaly(ctx, p, o, binding, "the SQL refuses the write after the other, and DynamoDB took it: "+firstLine(sqlErr.Error()))
	}
	after, err := readBack(w.eng, w.d.Model)
	if err != nil {
		return nil, true, err
	}
	diff, err := w.tableDiff(ctx, after)
	if err != nil {
		return nil, true, err
	}
	if diff == "" {
		return nil, true, w.reload(ctx, after)
	}
	// The other serial order is as right: p's read came first, so p may
	// act as if it ran before o (a DELETE of cheap books that read a price
	// o then lowered leaves that book, as the DELETE then the UPDATE does).
	if err := w.resetSQL(ctx, data); err != nil {
		return nil, true, err
	}
	if w.writeSQLAligned(ctx, p, e, vp) == nil || sqlErr != nil {
		_ = w.writeSQLAligned(ctx, o, e, vo) // refused: the other order has no o either
		if after, err = readBack(w.eng, w.d.Model); err != nil {
			return nil, true, err
		}
		if other, err := w.tableDiff(ctx, after); err != nil || other == "" {
			return nil, true, cmp.Or(err, w.reload(ctx, after))
		}
	}
	return w.anomaly(ctx, p, o, binding, diff)
}

// writeSQLAligned runs a write on the SQL side; an INSERT takes the id
// the sequence item gave the DynamoDB side and its clock's time, as
// writer.write aligns them.
func (w *writer) writeSQLAligned(ctx context.Context, o *design.Plan, e *analyze.Entity, vo map[string]string) error {
	if err := w.alignSequence(ctx, o, e, vo); err != nil {
		return err
	}
	if _, err := writeSQL(w.eng, w.d, o, e, vo); err != nil {
		return err
	}
	return alignNow(w.eng, o, e, vo, false)
}

// replaceBetween interleaves o with a REPLACE p (pc, as chosen for vp):
// p reads the rows it replaces, o runs on both sides, then p's
// transaction, retried from the reads while a condition fails. rp is the
// row p writes, taken the existing row whose key it gives.
func (w *writer) replaceBetween(ctx context.Context, p, pc, o *design.Plan, e *analyze.Entity, vp map[string]string, rp row, vo map[string]string, ro, taken row, binding string, data map[string][]row) (*Anomaly, bool, error) {
	d, t := w.d, w.t
	if err := t.nextID(ctx, d, pc, vp, rp); err != nil {
		return w.anomaly(ctx, p, o, binding, "DynamoDB refused the sequence's UpdateItem: "+err.Error())
	}
	var skip bool
	var between string // what went wrong in between: an anomaly
	errBetween := errors.New("in between")
	_, werr := t.replaceOnce(ctx, d, pc, e, vp, rp, data, func() error {
		if o.Pattern.Statement == analyze.Insert {
			if err := t.nextID(ctx, d, o, vo, ro); err != nil {
				between = "DynamoDB refused the sequence's UpdateItem: " + err.Error()
				return errBetween
			}
		} else {
			ro = taken // the row o changes is the one p replaces
		}
		if err := w.writeSQLAligned(ctx, o, e, vo); err != nil {
			skip = true // the SQL refuses o here: nothing comes between
			return errBetween
		}
		if _, err := t.writeAll(ctx, d, o, e, vo, ro, data); err != nil && !conditionFailed(err) {
			between = "DynamoDB refused the write in between: " + err.Error()
			return errBetween
		}
		return nil
	})
	switch {
	case skip:
		return nil, false, nil
	case between != "":
		return w.anomaly(ctx, p, o, binding, between)
	case conditionFailed(werr):
		_, werr = t.replace(ctx, d, pc, e, vp, rp, data)
	}
	return w.settle(ctx, p, o, e, vp, vo, binding, werr, data)
}

// resetSQL makes the SQL side hold rows again: every table emptied,
// children first, and the rows loaded.
func (w *writer) resetSQL(ctx context.Context, rows map[string][]row) error {
	if err := w.eng.exec("SET FOREIGN_KEY_CHECKS = 0"); err != nil {
		return err
	}
	order := w.d.Model.ParentsFirst()
	for i := len(order) - 1; i >= 0; i-- {
		if err := w.eng.exec("DELETE FROM " + quoteIdent(order[i].Name)); err != nil {
			return err
		}
	}
	if err := load(ctx, w.eng, w.d.Model, rows); err != nil {
		return err
	}
	return w.eng.exec("SET FOREIGN_KEY_CHECKS = 1")
}

// anomaly records one, and loads DynamoDB again from the SQL side.
func (w *writer) anomaly(ctx context.Context, p, o *design.Plan, binding, diff string) (*Anomaly, bool, error) {
	after, err := readBack(w.eng, w.d.Model)
	if err != nil {
		return nil, true, err
	}
	return &Anomaly{Write: p.Pattern.Name, Between: o.Pattern.Name, Binding: binding, Diff: diff}, true, w.reload(ctx, after)
}

// reload makes DynamoDB hold the rows the SQL holds.
func (w *writer) reload(ctx context.Context, data map[string][]row) error {
	w.data = data
	return w.t.sync(ctx, w.d, data)
}

// foundValues are a write's values for one item its read found: the
// statement's, the item's columns unless the statement gives them, their
// old values (which an UPDATE's lock moves and its conditions name) and
// the item's key.
// itemRow is the row an item found holds: its columns, a missing one NULL.
// A write of the item starts from it, not from the row its values were
// drawn from, which another write may have changed since.
func itemRow(e *analyze.Entity, it dbItem) row {
	r := row{}
	for _, c := range e.Columns {
		r[c.Name] = attr(it[c.Name])
	}
	return r
}

func foundValues(e *analyze.Entity, it dbItem, values map[string]string) map[string]string {
	v := maps.Clone(values)
	for _, c := range e.Columns {
		if a := attr(it[c.Name]); a != nil {
			if _, given := v[c.Name]; !given {
				v[c.Name] = *a
			}
			v[c.Name+".old"] = *a
		}
	}
	v[design.PK], v[design.SK] = deref(attr(it[design.PK])), deref(attr(it[design.SK]))
	return v
}

// conditionFailed reports whether a write failed on its condition: the
// plan's answer to a concurrent change, after which it reads again.
func conditionFailed(err error) bool {
	var failed *types.ConditionalCheckFailedException
	var canceled *types.TransactionCanceledException
	if errors.Is(err, errStale) || errors.As(err, &failed) {
		return true
	}
	if errors.As(err, &canceled) {
		return slices.ContainsFunc(canceled.CancellationReasons, func(r types.CancellationReason) bool {
			return aws.ToString(r.Code) == "ConditionalCheckFailed"
		})
	}
	return false
}

// tableDiff compares the table with the items the design keeps for the
// rows (tableItems): "" when they are the same. A sequence may run ahead
// of the rows' largest id, so its item is left out.
func (w *writer) tableDiff(ctx context.Context, data map[string][]row) (string, error) {
	want, err := tableItems(w.d, data)
	if err != nil {
		return "", err
	}
	got := map[string]dbItem{}
	pages := dynamodb.NewScanPaginator(w.t.client, &dynamodb.ScanInput{TableName: aws.String(w.t.name), ConsistentRead: aws.Bool(true)})
	for pages.HasMorePages() {
		page, err := pages.NextPage(ctx)
		if err != nil {
			return "", err
		}
		for _, it := range page.Items {
			if deref(attr(it[design.Type])) != design.SequenceType {
				got[itemKey(it)] = it
			}
		}
	}
	var lines []string
	for _, it := range want {
		if deref(attr(it[design.Type])) == design.SequenceType {
			continue
		}
		k := itemKey(it)
		g, ok := got[k]
		delete(got, k)
		switch {
		case !ok:
			lines = append(lines, "missing item "+k)
		case !sameItem(it, g, folding(w.eng, w.d.Model, it)):
			lines = append(lines, fmt.Sprintf("item %s holds %s, the rows give %s", k, itemText(g), itemText(it)))
		}
	}
	for _, k := range slices.Sorted(maps.Keys(got)) {
		if n, ok := got[k][design.CountAttr].(*types.AttributeValueMemberN); ok && n.Value == "0" {
			continue // a counter at 0 says what a missing one says
		}
		lines = append(lines, "item "+k+" is in the table, and no row keeps it")
	}
	slices.Sort(lines)
	if len(lines) > 5 {
		lines = append(lines[:5], fmt.Sprintf("... and %d more", len(lines)-5))
	}
	return strings.Join(lines, "\n"), nil
}

func itemKey(it dbItem) string {
	return fmt.Sprintf("(PK %s, SK %s)", deref(attr(it[design.PK])), deref(attr(it[design.SK])))
}

// folding is the entity whose case- or accent-insensitive columns an
// item's attributes are compared folded on (see rowsByEntity.folded): on
// the in-process engine, which keeps the old spelling where an UPDATE sets
// an equal one; nil, bytes, on MySQL and MariaDB.
func folding(eng engine, m *analyze.Model, it dbItem) *analyze.Entity {
	if _, inProcess := eng.(*memEngine); !inProcess {
		return nil
	}
	if e := m.Entity(deref(attr(it[design.Type]))); e != nil {
		return e
	}
	// A lookup item carries columns of its row's table (which an UPDATE
	// may change only in case, which the engine keeps as it was): the
	// first table that has every one.
	for _, e := range m.Entities {
		all := true
		for name := range it {
			if name != design.PK && name != design.SK && name != design.Type && e.Column(name) == nil {
				all = false
				break
			}
		}
		if all {
			return e
		}
	}
	return nil
}

// sameItem compares two items attribute by attribute, numbers by value,
// the string columns of folded (when not nil) as their collation compares.
func sameItem(a, b dbItem, folded *analyze.Entity) bool {
	if len(a) != len(b) {
		return false
	}
	for name, x := range a {
		y, ok := b[name]
		if !ok {
			return false
		}
		if xl, ok := x.(*types.AttributeValueMemberL); ok {
			// An embedded list: its rows in any order, as SQL's have none.
			yl, ok := y.(*types.AttributeValueMemberL)
			if !ok || !sameElements(xl.Value, yl.Value) {
				return false
			}
			continue
		}
		if xm, ok := x.(*types.AttributeValueMemberM); ok {
			ym, ok := y.(*types.AttributeValueMemberM)
			if !ok || !sameItem(xm.Value, ym.Value, nil) {
				return false
			}
			continue
		}
		if _, xb := x.(*types.AttributeValueMemberB); xb != isBinary(y) {
			return false // bytes (B) and text (S) are two values, whatever they spell
		}
		xn, xNum := x.(*types.AttributeValueMemberN)
		yn, yNum := y.(*types.AttributeValueMemberN)
		if xNum && yNum {
			r1, ok1 := new(big.Rat).SetString(xn.Value)
			r2, ok2 := new(big.Rat).SetString(yn.Value)
			if !ok1 || !ok2 || r1.Cmp(r2) != 0 {
				return false
			}
			continue
		}
		sx, sy := attr(x), attr(y)
		if sx == nil || sy == nil {
			return false
		}
		var c *analyze.Column
		if folded != nil {
			c = folded.Column(name)
		}
		if c != nil && c.Kind == analyze.KindString {
			if design.Collate(c, *sx) != design.Collate(c, *sy) {
				return false
			}
		} else if *sx != *sy {
			return false
		}
	}
	return true
}

// sameElements says two lists hold the same values, each matched once,
// in any order.
func sameElements(a, b []types.AttributeValue) bool {
	if len(a) != len(b) {
		return false
	}
	used := make([]bool, len(b))
	for _, x := range a {
		found := false
		for j, y := range b {
			if !used[j] && sameItem(dbItem{"v": x}, dbItem{"v": y}, nil) {
				used[j], found = true, true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func itemText(it dbItem) string {
	var parts []string
	for _, name := range slices.Sorted(maps.Keys(it)) {
		v := deref(attr(it[name]))
		if isBinary(it[name]) {
			v = "0x" + hex.EncodeToString([]byte(v))
		}
		parts = append(parts, name+"="+v)
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// isBinary reports whether an attribute is a B.
func isBinary(v types.AttributeValue) bool {
	_, ok := v.(*types.AttributeValueMemberB)
	return ok
}
