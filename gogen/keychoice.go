package gogen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// keyChoice is a write's choice of its indexes' keys by its values: SET
// status = ? on the column a sparse index's condition reads (status =
// 'CLOSED', Plan.KeyChoice) keys the item in the index when the new value
// meets it, and a key built from an old value that was NULL (no
// attribute) keys it in none; otherwise the write REMOVEs the index's key
// attributes, taking the item out of it (design.Plan.Unkeyed), as
// verify's unkeyed does. With the old values its condition compares with
// that were NULL (lookup.nulls, Plan.NullOld), every combination is one
// request of the design's.
type keyChoice struct {
	// ins are the statements saying whether the values key the item in
	// each index (inGSI1 := ...).
	ins []string
	// variants replace the request for the combinations that differ
	// from it, the most first.
	variants []variant
}

// keyChoiceOf lays out m's choice of its indexes' keys, or says why the
// package does not write it yet; nil when the values choose none.
func (g *gen) keyChoiceOf(m *Method) (*keyChoice, error) {
	p := m.Plan
	e, de := g.d.Model.Entity(p.Entity), g.d.Entity(p.Entity)
	if e == nil || de == nil {
		return nil, nil
	}
	// The indexes whose keys the values choose, in the plan's order, and
	// why: the condition of a sparse one, old values that may be NULL.
	var indexes []string
	attrs := map[string][]string{}
	conds := map[string][]string{}
	add := func(index, attr string) {
		if _, ok := attrs[index]; !ok {
			indexes = append(indexes, index)
		}
		if !slices.Contains(attrs[index], attr) {
			attrs[index] = append(attrs[index], attr)
		}
	}
	for _, attr := range p.KeyChoice {
		index := attr[:len(attr)-2] // GSI1PK, GSI1SK: GSI1
		add(index, attr)
		if len(conds[index]) > 0 {
			continue
		}
		i := slices.IndexFunc(de.Keys, func(k design.Key) bool { return k.Attr == attr })
		if i < 0 || len(de.Keys[i].When) == 0 {
			return nil, fmt.Errorf("%s's keys are chosen by no condition", index)
		}
		for _, c := range de.Keys[i].When {
			cond, err := g.meets(m, e, c)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", index, err)
			}
			conds[index] = append(conds[index], cond)
		}
	}
	for _, k := range p.KeyUpdates {
		if k.Attr == design.PK || k.Attr == design.SK {
			continue
		}
		index := k.Attr[:len(k.Attr)-2]
		for _, has := range fedGuards(m, k.Template) {
			add(index, index+"PK")
			add(index, index+"SK")
			if !slices.Contains(conds[index], has) {
				conds[index] = append(conds[index], has) // a NULL keys the item in no index
			}
		}
	}
	if len(indexes) == 0 {
		return nil, nil
	}
	_, isTx := p.Request.(*dynamodb.TransactWriteItemsInput)
	switch {
	case isTx && len(p.TxRoles) > 0 && p.TxRoles[0] == design.TxUpdate:
	case p.Operation == design.UpdateItem:
	default:
		return nil, fmt.Errorf("a %s whose index keys its values choose is not written yet", p.Operation)
	}
	kc := &keyChoice{}
	for _, index := range indexes {
		slices.Sort(attrs[index])
		kc.ins = append(kc.ins, fmt.Sprintf("in%s := %s", index, strings.Join(conds[index], " && ")))
	}
	// One request per combination of NULL old values and indexes the item
	// leaves, the most first; a NULL old value an index's key is built
	// from takes it out of the index, so none keeps that index.
	var nulls []oldNull
	if m.lookup != nil {
		nulls = m.lookup.nulls
	}
	n := len(nulls) + len(indexes)
	if n > 4 {
		return nil, fmt.Errorf("its values choose among %d requests, which the package does not write", 1<<n)
	}
	for _, mask := range combinations(n) {
		var cols, out, cases []string
		reachable := true
		for i, nl := range nulls {
			if mask&(1<<i) == 0 {
				continue
			}
			cols = append(cols, nl.column)
			cases = append(cases, "!"+nl.has)
			for j, index := range indexes {
				if mask&(1<<(len(nulls)+j)) == 0 && slices.Contains(conds[index], nl.has) {
					reachable = false // the NULL takes the item out of index
				}
			}
		}
		for j, index := range indexes {
			if mask&(1<<(len(nulls)+j)) == 0 {
				continue
			}
			out = append(out, attrs[index]...)
			cases = append(cases, "!in"+index)
			// An index only a NULL old value takes the item out of
			// leaves it only with that NULL.
			only := slices.IndexFunc(conds[index], func(c string) bool {
				return !slices.ContainsFunc(nulls, func(nl oldNull) bool { return nl.has == c })
			}) < 0
			for i, nl := range nulls {
				if only && mask&(1<<i) == 0 && slices.Contains(conds[index], nl.has) {
					reachable = false
				}
			}
		}
		if !reachable {
			continue
		}
		q := p
		if len(cols) > 0 {
			q = p.NullOld(g.d.Table, g.d.Model, cols)
		}
		if len(out) > 0 {
			in, params := q.Unkeyed(g.d.Table, e, out)
			u := *q
			u.Request, u.Params = in, params
			q = &u
		}
		if isTx {
			// The transaction's row item is the variant's Update (Unkeyed
			// writes it as an UpdateItem); its locks and counters stay.
			var u *types.Update
			switch r := q.Request.(type) {
			case *dynamodb.UpdateItemInput:
				u = &types.Update{Key: r.Key, UpdateExpression: r.UpdateExpression, ConditionExpression: r.ConditionExpression,
					ExpressionAttributeNames: r.ExpressionAttributeNames, ExpressionAttributeValues: r.ExpressionAttributeValues}
			case *dynamodb.TransactWriteItemsInput:
				u = r.TransactItems[0].Update
			}
			if u == nil {
				return nil, fmt.Errorf("a transaction whose row item is no Update is not written yet")
			}
			row, err := g.newLiteral(m, q).rowItem(types.TransactWriteItem{Update: u}, design.TxUpdate)
			if err != nil {
				return nil, err
			}
			kc.variants = append(kc.variants, variant{when: strings.Join(cases, " && "), set: "in.TransactItems[0] = types.TransactWriteItem" + strings.TrimSuffix(strings.TrimSpace(row), ",")})
			continue
		}
		w, err := g.writeLiteral(m, q)
		if err != nil {
			return nil, err
		}
		if len(w.decs)+len(w.pre)+len(w.optional) > 0 {
			return nil, fmt.Errorf("a write whose request adds attributes by its values, and whose index keys its values choose, is not written yet")
		}
		kc.variants = append(kc.variants, variant{when: strings.Join(cases, " && "), set: "in = " + w.lit})
	}
	return kc, nil
}

// meets is the Go condition that the value a write gives column c.Column
// meets c: it keys as one of c's constants does (design.Cond.Has), a NULL
// none.
func (g *gen) meets(m *Method, e *analyze.Entity, c design.Cond) (string, error) {
	col := e.Column(c.Column)
	if col == nil {
		return "", fmt.Errorf("its condition reads %s, no column of %s", c.Column, e.Name)
	}
	x, typ, ok := g.newValue(m, c.Column)
	if !ok || typ.fed {
		return "", fmt.Errorf("its condition on %s, a value the statement does not set, is not written yet", c.Column)
	}
	key, dec, err := typ.keyExpr(base(m, x, typ))
	if err != nil {
		return "", err
	}
	if dec {
		return "", fmt.Errorf("its condition on the DECIMAL %s is not written yet", c.Column)
	}
	cond := keyIn(col, key, c.Values)
	if typ.Valid != "" && !m.nonNull[c.Column] {
		cond = x + "." + typ.Valid + " && " + cond // NULL meets no condition
	}
	return cond, nil
}

// keyIn is the Go condition that key, a value of col as a key encodes
// it, is one of values as the key encodes them (design.Cond.Has).
func keyIn(col *analyze.Column, key string, values []string) string {
	var consts []string
	for _, v := range values {
		consts = append(consts, strconv.Quote(design.KeyValue(col, v)))
	}
	if len(consts) == 1 {
		return key + " == " + consts[0]
	}
	return fmt.Sprintf("slices.Contains([]string{%s}, %s)", strings.Join(consts, ", "), key)
}

// keyChoiceBody writes the choice after the request in: whether the
// values key the item in each index, and the request for the
// combinations that differ.
func keyChoiceBody(b *strings.Builder, kc *keyChoice, indent string) {
	if kc == nil {
		return
	}
	b.WriteString(indent + "// Whether the values key the item in each index; the design's\n" + indent + "// request for an index it leaves, an old value that was NULL.\n")
	for _, s := range kc.ins {
		b.WriteString(indent + s + "\n")
	}
	b.WriteString(indent + "switch {\n")
	for _, v := range kc.variants {
		fmt.Fprintf(b, "%scase %s:\n%s\t%s\n", indent, v.when, indent, v.set)
	}
	b.WriteString(indent + "}\n")
}

// sparseInsert is what an INSERT's item leaves out of its sparse indexes
// (a Key's When): each index whose condition the row's values do not
// meet, its key attributes deleted from the item before it is put, as
// design.Entity.ItemKeys leaves them out. The condition reads the item as
// written, so a parameter, a literal and a DEFAULT decide alike.
func (g *gen) sparseInsert(m *Method) ([]string, error) {
	p := m.Plan
	e, de := g.d.Model.Entity(p.Entity), g.d.Entity(p.Entity)
	if e == nil || de == nil || p.Pattern.Statement != analyze.Insert {
		return nil, nil
	}
	item := ""
	var written map[string]types.AttributeValue // the item the design puts
	switch in := p.Request.(type) {
	case *dynamodb.PutItemInput:
		item, written = "in.Item", in.Item
	case *dynamodb.TransactWriteItemsInput:
		if i := slices.Index(p.TxRoles, design.TxPut); i >= 0 && i < len(in.TransactItems) && in.TransactItems[i].Put != nil {
			item, written = fmt.Sprintf("in.TransactItems[%d].Put.Item", i), in.TransactItems[i].Put.Item
		}
	}
	var out, indexes []string
	attrs := map[string][]string{}
	when := map[string][]design.Cond{}
	for _, k := range de.Keys {
		if _, ok := written[k.Attr]; len(k.When) == 0 || item != "" && !ok {
			continue // no sparse index, or one the design knows the row is out of (a constant, a DEFAULT)
		}
		if item == "" {
			return nil, fmt.Errorf("a %s of a row in a sparse index is not written yet", p.Operation)
		}
		index := k.Attr[:len(k.Attr)-2]
		if _, ok := attrs[index]; !ok {
			indexes = append(indexes, index)
			when[index] = k.When
		}
		attrs[index] = append(attrs[index], k.Attr)
	}
	for _, index := range indexes {
		var conds, says []string
		for _, c := range when[index] {
			col := e.Column(c.Column)
			if col == nil {
				return nil, fmt.Errorf("%s's condition reads %s, no column of %s", index, c.Column, e.Name)
			}
			v := fmt.Sprintf("%s[%q]", item, col.Name)
			key, err := fedKey(col, "attrText("+v+")")
			if err != nil {
				return nil, err
			}
			conds = append(conds, v+" != nil && "+keyIn(col, key, c.Values)) // NULL meets no condition
			says = append(says, c.String())
		}
		var b strings.Builder
		fmt.Fprintf(&b, "// %s is sparse: the row is in it only when %s.\n", index, commentText(strings.Join(says, " and ")))
		fmt.Fprintf(&b, "if !(%s) {\n", strings.Join(conds, " && "))
		for _, attr := range attrs[index] {
			fmt.Fprintf(&b, "delete(%s, %q)\n", item, attr)
		}
		b.WriteString("}")
		out = append(out, b.String())
	}
	return out, nil
}
