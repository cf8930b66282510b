package gogen

import (
	"cmp"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// writeRefusal says why the package does not run a write's plan yet; ""
// when it does. It runs a write whose plan is one PutItem, UpdateItem or
// DeleteItem, or a TransactWriteItems of the row's item, its UNIQUE locks
// and its counters, each value a parameter of the method or, for a write
// that reads the rows it writes first (lookup.go), an attribute of the
// item read; a NULL only in an attribute of its own, a lock or a counter.
func (g *gen) writeRefusal(m *Method) string {
	p := m.Plan
	pat := p.Pattern
	var kinds []string
	add := func(ok bool, kind string) {
		if ok {
			kinds = append(kinds, kind)
		}
	}
	if pat.Upsert != nil && !m.part && !lonePut(p) {
		if why := g.upsertRefusal(m); why != "" || m.replace != nil {
			return why
		}
		for _, pm := range []*Method{m.upsert.update, m.upsert.insert} {
			if pm == nil {
				continue
			}
			for _, x := range pm.Clocks {
				if !slices.Contains(m.Clocks, x) {
					m.Clocks = append(m.Clocks, x)
				}
			}
		}
		return ""
	}
	add(p.Evict != nil || p.Otherwise != nil || p.Existing != nil || len(p.Redirects)+len(p.Collides) > 0 || pat.Upsert != nil && !lonePut(p), "an upsert")
	add(p.Each != "" || p.Shards > 1 || len(p.Then) > 0, "several requests")
	if len(kinds) > 0 {
		return notYet("a write with " + strings.Join(kinds, ", "))
	}
	if len(p.Parents) > 0 {
		if why := g.parentsRefusal(m); why != "" {
			return why
		}
	}
	switch pat.Result {
	case analyze.Exec, analyze.ExecRows, analyze.ExecResult, analyze.ExecLastID:
	default:
		if pat.Result == analyze.BatchExec {
			return batchOnlyPgx
		}
		// :copyfrom: the write once per row, skipping a taken key as
		// LOAD DATA LOCAL does, which verify does not yet run.
		return fmt.Sprintf("a write run as :%s is not generated yet", pat.Result)
	}
	chooses := (m.fn == "" || m.part) && len(nullParams(p)) > 0 // choose.go
	if chooses {
		if why := g.nonNull(m); why != "" {
			return why
		}
	}
	if p.NextID != nil {
		seq, err := g.sequence(m)
		if err != nil {
			return err.Error()
		}
		m.seq = seq
	}
	switch {
	case len(p.Feed) > 0 || pat.Source != nil:
		if why := g.insertSelectRefusal(m); why != "" {
			return why
		}
	case p.Lookup != nil:
		if why := g.lookupRefusal(m); why != "" {
			return why
		}
	}
	sparse, err := g.sparseInsert(m)
	if err != nil {
		return err.Error()
	}
	if p.Lookup == nil || m.inserts != nil {
		// Generated columns from the values the write gives (a lookup
		// write's from the item too: lookupRefusal).
		if m.generated, err = g.generatedValues(m, func(col string) (string, error) { return g.paramText(m, col) }); err != nil {
			return err.Error()
		}
	}
	if p.Request == nil {
		// SET c = c: the design sends nothing. The package counts the
		// rows a write finds (clientFoundRows=true, README), which only
		// a read would tell.
		if pat.Result != analyze.Exec {
			return fmt.Sprintf("its plan sends no request (every SET keeps its column as it is), and its :%s counts the rows the WHERE finds, which the plan does not read", pat.Result)
		}
		m.unchanged = true
		return ""
	}
	w, err := g.writeLiteral(m, p)
	if err != nil {
		return err.Error()
	}
	m.write = w
	w.optional = append(w.optional, sparse...) // statements on the request, after its literal
	if m.lookup != nil {
		if err := g.nullVariants(m); err != nil {
			return err.Error()
		}
	}
	if m.keys, err = g.keyChoiceOf(m); err != nil {
		return err.Error()
	}
	if m.keys != nil && m.lookup != nil {
		m.lookup.variants = nil // the choice's variants hold the NULL old values' too
	}
	if _, tx := p.Request.(*dynamodb.TransactWriteItemsInput); m.keys != nil && len(w.optional) > 0 && !tx { // a transaction's add items; an UpdateItem's would change the request the choice replaces
		return notYet("a write whose index keys its values choose and whose parameters keep columns as they are")
	}
	m.clocked = len(m.Clocks) > 0
	if chooses {
		return g.choose(m)
	}
	return ""
}

// isZero says a request has no field left that the generator did not
// write.
func isZero(v any) bool { return reflect.ValueOf(v).IsZero() }

// sequence is the sequence UpdateItem an INSERT that leaves its
// AUTO_INCREMENT key out sends first (Plan.NextID): its literal, every
// value a constant of the request. The next number it returns fills the
// column, a local variable of the method (seqVar).
func (g *gen) sequence(m *Method) (*sequence, error) {
	in, ok := m.Plan.NextID.Request.(*dynamodb.UpdateItemInput)
	if !ok {
		return nil, fmt.Errorf("its sequence's %s is not generated yet", m.Plan.NextID.Operation)
	}
	e := g.d.Entity(m.Plan.Entity)
	src := g.d.Model.Entity(m.Plan.Entity)
	if e == nil || e.Sequence == nil || src == nil || src.Column(e.Sequence.Column) == nil {
		return nil, fmt.Errorf("its sequence numbers no column the generator knows")
	}
	col := src.Column(e.Sequence.Column)
	t := g.typeOf(src.Name, col, false)
	switch t.Base {
	case "int64", "int32", "int16", "int8", "uint64", "uint32", "uint16", "uint8":
	default:
		return nil, fmt.Errorf("its sequence numbers a %s column", col.Type)
	}
	var b strings.Builder
	b.WriteString("&dynamodb.UpdateItemInput{\n\t\tTableName: aws.String(q.table),\n\t\tKey: map[string]types.AttributeValue{\n")
	for _, k := range slices.Sorted(mapKeys(in.Key)) {
		v, err := constant(in.Key[k])
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "\t\t\t%q: %s,\n", k, v)
	}
	b.WriteString("\t\t},\n")
	fmt.Fprintf(&b, "\t\tUpdateExpression: aws.String(%q),\n\t\tExpressionAttributeNames: map[string]string{\n", aws(in.UpdateExpression))
	for _, k := range slices.Sorted(mapKeys(in.ExpressionAttributeNames)) {
		fmt.Fprintf(&b, "\t\t\t%q: %q,\n", k, in.ExpressionAttributeNames[k])
	}
	b.WriteString("\t\t},\n\t\tExpressionAttributeValues: map[string]types.AttributeValue{\n")
	for _, k := range slices.Sorted(mapKeys(in.ExpressionAttributeValues)) {
		v, err := constant(in.ExpressionAttributeValues[k])
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "\t\t\t%q: %s,\n", k, v)
	}
	b.WriteString("\t\t},\n\t\tReturnValues: types.ReturnValueUpdatedNew,\n\t}")
	c := *in
	c.TableName, c.Key, c.UpdateExpression, c.ExpressionAttributeNames, c.ExpressionAttributeValues, c.ReturnValues = nil, nil, nil, nil, nil, ""
	if in.ReturnValues != types.ReturnValueUpdatedNew || !isZero(c) {
		return nil, fmt.Errorf("its sequence's UpdateItem sets a field the generator does not write yet")
	}
	return &sequence{lit: b.String(), column: col.Name, typ: t}, nil
}

func aws(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// sequence is an INSERT's numbering: the UpdateItem, and the column its
// next fills.
type sequence struct {
	lit    string
	column string
	typ    goType
}

// seqVar is the method's variable of the number the sequence gave.
const seqVar = "seq"

// value is a template of a write as Go: a key's parts encoded, a
// lone placeholder the attribute's text. A parameter that may be NULL is
// refused in a key; in an attribute of its own, nullable reports its
// Valid, the attribute then written only when it holds.
func (x *literal) value(t design.Template, key bool) (expr, nullable string, err error) {
	m := x.m
	if len(t) == 1 && t[0].Col != "" && !key {
		v, typ, ok := x.g.value(m, t[0].Col)
		if !ok {
			return "", "", fmt.Errorf("the value {%s} is not a parameter of the method, which the package does not fill yet", t[0].Col)
		}
		if ok := validOf(v, typ); ok != "" && !m.nonNull[t[0].Col] {
			nullable = ok
		}
		e, err := typ.textExpr(base(m, v, typ))
		return e, nullable, err
	}
	r := x.request(false)
	e, err := x.g.template(m, t, r)
	if err != nil {
		return "", "", err
	}
	if len(r.guards) > 0 {
		return "", "", fmt.Errorf("a NULL parameter in a key (%s) is not written yet", t)
	}
	return e, "", x.keep(r)
}

// request is a request for a key of the write's: a DECIMAL value past
// its column's DECIMAL returns the error MySQL gives for it (1264, out
// of range), its variables numbered past those before.
func (x *literal) request(emptyNull bool) *request {
	zero := map[analyze.ResultKind]string{analyze.ExecRows: "0, ", analyze.ExecLastID: "0, ", analyze.ExecResult: "nil, "}[x.m.Plan.Pattern.Result]
	name := x.m.Name
	if x.m.fn != "" {
		name = x.m.fn
	}
	return &request{emptyNull: emptyNull, decBase: x.decs, outOfRange: "return " + zero + "fmt.Errorf(" + strings.ReplaceAll(errorText("%s: %%q is out of range of its DECIMAL column, which MySQL refuses too", name), "%", "%%") + ", %s)"}
}

// keep puts the statements computing r's DECIMAL key parts first in the
// write, so that a value MySQL refuses sends nothing (a NULL, which keys
// nothing, is no value it checks).
func (x *literal) keep(r *request) error {
	if len(r.decs) == 0 {
		return nil
	}
	x.w.decs = append(x.w.decs, r.decs...)
	x.decs += len(r.decs)
	return nil
}

// write is a write request as Go: the statements computing the keys of
// items it may leave out (pre), the literal, then the statements that
// add the attributes of parameters that are not NULL and the items sent
// only when their values say so (optional).
type write struct {
	decs     []string // the statements computing DECIMAL key parts, first of all
	pre      []string
	lit      string
	optional []string
}

// writeLiteral writes the write request of p (m's plan, or a variant of
// it) as a Go literal named in.
func (g *gen) writeLiteral(m *Method, p *design.Plan) (*write, error) {
	x := g.newLiteral(m, p)
	w := x.w
	var b strings.Builder
	switch in := p.Request.(type) {
	case *dynamodb.PutItemInput:
		b.WriteString("&dynamodb.PutItemInput{\n\t\tTableName: aws.String(q.table),\n\t\tItem: map[string]types.AttributeValue{\n")
		if err := x.item(&b, "\t\t\t", "in.Item", in.Item, true); err != nil {
			return nil, err
		}
		b.WriteString("\t\t},\n")
		if err := x.exprs(&b, "\t\t", in.ConditionExpression, nil, in.ExpressionAttributeNames, in.ExpressionAttributeValues, x.fromParams); err != nil {
			return nil, err
		}
		c := *in
		c.TableName, c.Item, c.ConditionExpression, c.ExpressionAttributeNames, c.ExpressionAttributeValues = nil, nil, nil, nil, nil
		if !isZero(c) {
			return nil, fmt.Errorf("its PutItem sets a field the generator does not write yet")
		}
	case *dynamodb.UpdateItemInput:
		b.WriteString("&dynamodb.UpdateItemInput{\n\t\tTableName: aws.String(q.table),\n")
		if err := x.key(&b, "\t\t", x.params[design.PK], x.params[design.SK]); err != nil {
			return nil, err
		}
		if err := x.exprs(&b, "\t\t", in.ConditionExpression, in.UpdateExpression, in.ExpressionAttributeNames, in.ExpressionAttributeValues, x.fromParams); err != nil {
			return nil, err
		}
		c := *in
		c.TableName, c.Key, c.UpdateExpression, c.ConditionExpression, c.ExpressionAttributeNames, c.ExpressionAttributeValues = nil, nil, nil, nil, nil, nil
		if !isZero(c) {
			return nil, fmt.Errorf("its UpdateItem sets a field the generator does not write yet")
		}
	case *dynamodb.DeleteItemInput:
		b.WriteString("&dynamodb.DeleteItemInput{\n\t\tTableName: aws.String(q.table),\n")
		if err := x.key(&b, "\t\t", x.params[design.PK], x.params[design.SK]); err != nil {
			return nil, err
		}
		if err := x.exprs(&b, "\t\t", in.ConditionExpression, nil, in.ExpressionAttributeNames, in.ExpressionAttributeValues, x.fromParams); err != nil {
			return nil, err
		}
		c := *in
		c.TableName, c.Key, c.ConditionExpression, c.ExpressionAttributeNames, c.ExpressionAttributeValues = nil, nil, nil, nil, nil
		if !isZero(c) {
			return nil, fmt.Errorf("its DeleteItem sets a field the generator does not write yet")
		}
	case *dynamodb.TransactWriteItemsInput:
		if err := x.transaction(&b, in); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("its %s is not generated yet", p.Operation)
	}
	b.WriteString("\t}")
	w.lit = b.String()
	return w, nil
}

// literal writes a write's request: its items, keys and expressions,
// each value a template of the plan's parameters (params) or a constant.
type literal struct {
	g      *gen
	m      *Method
	p      *design.Plan
	w      *write
	params map[string]design.Template
	decs   int // the DECIMAL key parts' variables so far (request)
}

// newLiteral is the literal writer of p's request, its parameters by
// name.
func (g *gen) newLiteral(m *Method, p *design.Plan) *literal {
	x := &literal{g: g, m: m, p: p, w: &write{}, params: map[string]design.Template{}}
	for _, prm := range p.Params {
		x.params[prm.Name] = prm.Value
	}
	return x
}

// av is an attribute value of v's text, of like's type (N, B or S): a
// binary column's B holds the text's bytes.
func av(like types.AttributeValue, v string) string {
	switch like.(type) {
	case *types.AttributeValueMemberN:
		return "&types.AttributeValueMemberN{Value: " + v + "}"
	case *types.AttributeValueMemberB:
		return "&types.AttributeValueMemberB{Value: " + bytesOf(v) + "}"
	}
	return "&types.AttributeValueMemberS{Value: " + v + "}"
}

// bytesOf is the Go expression of the bytes of v, a text: x itself for
// string(x), a []byte's text (arg.ID), else v converted.
func bytesOf(v string) string {
	if inner, ok := strings.CutPrefix(v, "string("); ok && strings.HasSuffix(inner, ")") && !strings.ContainsAny(inner[:len(inner)-1], "()") {
		return inner[:len(inner)-1]
	}
	return "[]byte(" + v + ")"
}

// keyed says attr is a key attribute of the plan's entity.
func (x *literal) keyed(attr string) bool {
	e := x.g.d.Entity(x.p.Entity)
	return attr == design.PK || attr == design.SK || e != nil && slices.ContainsFunc(e.Keys, func(k design.Key) bool { return k.Attr == attr })
}

// item writes an item's attributes: each a parameter's template (of the
// row's own item, own) or the constant the request holds. path is the Go
// expression of the item's map, which a nullable attribute is added to.
func (x *literal) item(b *strings.Builder, indent, path string, like map[string]types.AttributeValue, own bool) error {
	for _, name := range slices.Sorted(mapKeys(like)) {
		t, ok := x.params[name]
		if v, copied := x.copied(t); own && ok && copied {
			fmt.Fprintf(b, "%s%q: %s,\n", indent, name, v) // the parent's attribute as it is
			continue
		}
		if !own || !ok {
			v, err := constant(like[name])
			if err != nil {
				return err
			}
			fmt.Fprintf(b, "%s%q: %s,\n", indent, name, v)
			continue
		}
		if x.keyed(name) && name != design.PK && name != design.SK {
			// An index's key with a NULL in its partition key is no
			// attribute: the item is not in that index (sparse), and
			// carries neither of its keys; a NULL in a sort key is
			// written as nothing (design.Entity.ItemKeys).
			index, part := name[:len(name)-2], name[len(name)-2:]
			keyOf := func(attr string, keep bool) (string, []string, error) {
				sortKey := strings.HasSuffix(attr, "SK")
				r := x.request(sortKey)
				v, err := x.g.template(x.m, x.params[attr], r)
				if err == nil && keep {
					err = x.keep(r)
				}
				if !sortKey {
					// An attribute of the item read that it lacks (NULL)
					// takes the moved item out of the index too.
					r.guards = append(r.guards, fedGuards(x.m, x.params[attr])...)
				}
				return v, r.guards, err
			}
			v, guards, err := keyOf(name, true)
			if err != nil {
				return err
			}
			if _, ok := like[index+"PK"]; ok && part == "SK" {
				// The partition key's NULLs leave the sort key out too.
				if _, guards, err = keyOf(index+"PK", false); err != nil {
					return err
				}
			}
			if len(guards) > 0 {
				x.w.optional = append(x.w.optional, fmt.Sprintf("if %s {\n\t\t%s[%q] = %s\n\t}", strings.Join(guards, " && "), path, name, av(like[name], v)))
				continue
			}
			fmt.Fprintf(b, "%s%q: %s,\n", indent, name, av(like[name], v))
			continue
		}
		if name == design.SK && own {
			// A NULL in the table's sort key is written as nothing, as
			// the rows loaded are (design.Entity.ItemKeys).
			r := x.request(true)
			v, err := x.g.template(x.m, t, r)
			if err == nil {
				err = x.keep(r)
			}
			if err != nil {
				return err
			}
			fmt.Fprintf(b, "%s%q: %s,\n", indent, name, av(like[name], v))
			continue
		}
		v, null, err := x.value(t, x.keyed(name))
		if err != nil {
			return err
		}
		if f, fed := x.m.fed[t[0].Col]; len(t) == 1 && fed && f.has != "" {
			null = f.has // the moved item's attribute as the item read holds it, which it may lack (NULL)
		}
		if null != "" {
			x.w.optional = append(x.w.optional, fmt.Sprintf("if %s {\n\t\t%s[%q] = %s\n\t}", null, path, name, av(like[name], v)))
			continue
		}
		fmt.Fprintf(b, "%s%q: %s,\n", indent, name, av(like[name], v))
	}
	return nil
}

// key writes a key of two templates.
func (x *literal) key(b *strings.Builder, indent string, pk, sk design.Template) error {
	pv, _, err := x.value(pk, true)
	if err != nil {
		return err
	}
	sv, _, err := x.value(sk, true)
	if err != nil {
		return err
	}
	writeKey(b, indent, pv, sv)
	return nil
}

func writeKey(b *strings.Builder, indent, pk, sk string) {
	fmt.Fprintf(b, "%sKey: map[string]types.AttributeValue{\n%s\t%q: &types.AttributeValueMemberS{Value: %s},\n%s\t%q: &types.AttributeValueMemberS{Value: %s},\n%s},\n", indent, indent, design.PK, pk, indent, design.SK, sk, indent)
}

// exprs writes a request's expressions, each :value the template from
// gives (the plan's parameters), else the constant the request holds (a
// counter's :delta).
func (x *literal) exprs(b *strings.Builder, indent string, cond, update *string, names map[string]string, vals map[string]types.AttributeValue, from func(string) (design.Template, bool)) error {
	if update != nil {
		fmt.Fprintf(b, "%sUpdateExpression: aws.String(%q),\n", indent, *update)
	}
	if cond != nil {
		fmt.Fprintf(b, "%sConditionExpression: aws.String(%q),\n", indent, *cond)
	}
	if len(names) > 0 {
		fmt.Fprintf(b, "%sExpressionAttributeNames: map[string]string{\n", indent)
		for _, k := range slices.Sorted(mapKeys(names)) {
			fmt.Fprintf(b, "%s\t%q: %q,\n", indent, k, names[k])
		}
		fmt.Fprintf(b, "%s},\n", indent)
	}
	if len(vals) > 0 {
		fmt.Fprintf(b, "%sExpressionAttributeValues: map[string]types.AttributeValue{\n", indent)
		for _, k := range slices.Sorted(mapKeys(vals)) {
			var t design.Template
			ok := false
			if from != nil {
				t, ok = from(k)
			}
			if !ok {
				v, err := constant(vals[k])
				if err != nil {
					return err
				}
				fmt.Fprintf(b, "%s\t%q: %s,\n", indent, k, v)
				continue
			}
			if v, copied := x.copied(t); copied {
				fmt.Fprintf(b, "%s\t%q: %s,\n", indent, k, v) // the parent's attribute as read
				continue
			}
			v, null, err := x.value(t, false)
			if err != nil {
				return err
			}
			if null != "" {
				return fmt.Errorf("a NULL parameter in an expression (%s) is not written yet", k)
			}
			fmt.Fprintf(b, "%s\t%q: %s,\n", indent, k, av(vals[k], v))
		}
		fmt.Fprintf(b, "%s},\n", indent)
	}
	return nil
}

// fromParams fills a request's :value from the plan's parameter of its
// name.
func (x *literal) fromParams(k string) (design.Template, bool) {
	t, ok := x.params[k]
	return t, ok
}

// fromDelete fills the values of a transaction's Delete of the row:
// delete:name fills its :name.
func (x *literal) fromDelete(k string) (design.Template, bool) {
	t, ok := x.params["delete:"+strings.TrimPrefix(k, ":")]
	return t, ok
}

// rowItem writes a transaction's Update or Delete of the row's own item.
func (x *literal) rowItem(ti types.TransactWriteItem, role string) (string, error) {
	p := x.p
	var it strings.Builder
	switch {
	case role == design.TxUpdate && ti.Update != nil:
		it.WriteString("\t\t\t{Update: &types.Update{\n\t\t\t\tTableName: aws.String(q.table),\n")
		if err := x.key(&it, "\t\t\t\t", x.params[design.PK], x.params[design.SK]); err != nil {
			return "", err
		}
		if err := x.exprs(&it, "\t\t\t\t", ti.Update.ConditionExpression, ti.Update.UpdateExpression, ti.Update.ExpressionAttributeNames, ti.Update.ExpressionAttributeValues, x.fromParams); err != nil {
			return "", err
		}
	case role == design.TxDelete && ti.Delete != nil:
		if p.PKValue == nil || p.SKCond == nil || len(p.SKCond.Values) != 1 {
			return "", fmt.Errorf("its transaction's delete names no key")
		}
		it.WriteString("\t\t\t{Delete: &types.Delete{\n\t\t\t\tTableName: aws.String(q.table),\n")
		if err := x.key(&it, "\t\t\t\t", p.PKValue, p.SKCond.Values[0]); err != nil {
			return "", err
		}
		if err := x.exprs(&it, "\t\t\t\t", ti.Delete.ConditionExpression, nil, ti.Delete.ExpressionAttributeNames, ti.Delete.ExpressionAttributeValues, x.fromDelete); err != nil {
			return "", err
		}
	default:
		return "", errors.New(notYet("this transaction"))
	}
	it.WriteString("\t\t\t}},\n")
	return it.String(), nil
}

// transaction writes a TransactWriteItems: the row's item first (its Put,
// Update or Delete; a cancellation reason at index 0 is the row's), then
// its lock, lookup and counter items. An item of a NULL is no item (a
// NULL takes no UNIQUE value, counts in no group), and an UPDATE that
// leaves a UNIQUE value or a counted group as it was sends neither the
// old item's delete nor the new one's put (DynamoDB refuses two
// operations on one item): those items are appended when their values
// say so (verify's filled, unmoved and unmovedCounter).
func (x *literal) transaction(b *strings.Builder, in *dynamodb.TransactWriteItemsInput) error {
	p, w := x.p, x.w
	refused := errors.New(notYet("this transaction"))
	if len(p.TxRoles) != len(in.TransactItems) {
		return refused
	}
	for i, r := range p.TxRoles {
		row := r == design.TxPut || r == design.TxUpdate || r == design.TxDelete
		if (i == 0 || p.KeyChange && i == 1) != row {
			return refused // a move deletes the old item, then puts the new one
		}
	}
	// keyOf is a lock's or counter's key: its parts, and the conditions
	// that none is NULL.
	keyOf := func(t design.Template) (string, []string, error) {
		r := x.request(false)
		v, err := x.g.template(x.m, t, r)
		if err != nil {
			return "", nil, err
		}
		if err := x.keep(r); err != nil {
			return "", nil, err
		}
		return v, append(r.guards, fedGuards(x.m, t)...), nil
	}
	// keys are the lock, unlock and counter items' keys, by a name (u1,
	// l1, c1): Go expressions, and the conditions that none of their
	// values is NULL (none for keys of NOT NULL values).
	type itemKey struct {
		pk, sk string
		ok     []string
	}
	keys := map[string]*itemKey{}
	// and is the conjunction of conds, each once: an unlock and a lock
	// of one composite UNIQUE key need the values they share not NULL
	// alike.
	and := func(conds ...string) string {
		var out []string
		for _, c := range conds {
			if c != "true" && c != "" && !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
		return cmp.Or(strings.Join(out, " && "), "true")
	}
	add := func(name string, pk, sk design.Template) error {
		pv, g1, err := keyOf(pk)
		if err != nil {
			return err
		}
		sv, g2, err := keyOf(sk)
		if err != nil {
			return err
		}
		keys[name] = &itemKey{pv, sv, slices.Compact(slices.Sorted(slices.Values(append(g1, g2...))))}
		return nil
	}
	// named computes a key into variables before the request (pre), for
	// the conditions that compare it.
	named := func(name string) *itemKey {
		k := keys[name]
		if k.pk != name+"PK" {
			w.pre = append(w.pre, fmt.Sprintf("%sPK, %sSK := %s, %s", name, name, k.pk, k.sk))
			k.pk, k.sk = name+"PK", name+"SK"
		}
		return k
	}
	for i, l := range p.LockDeletes {
		if err := add(fmt.Sprintf("u%d", i+1), l.PK, l.SK); err != nil {
			return err
		}
	}
	for i, l := range p.Locks {
		if err := add(fmt.Sprintf("l%d", i+1), l.PK, l.SK); err != nil {
			return err
		}
	}
	for i, c := range p.Counters {
		if err := add(fmt.Sprintf("c%d", i+1), c.PK, c.SK); err != nil {
			return err
		}
	}
	moved := map[string]string{} // an item's condition besides its values': the value moved
	pairs := 0                   // the UNIQUE values an UPDATE may move: LockDeletes[i] and Locks[i]
	if p.Pattern.Statement == analyze.Update {
		pairs = min(len(p.Locks), len(p.LockDeletes))
	}
	for i := range pairs {
		u, l := named(fmt.Sprintf("u%d", i+1)), named(fmt.Sprintf("l%d", i+1))
		same := fmt.Sprintf("same%d", i+1)
		w.pre = append(w.pre, fmt.Sprintf("%s := %s // the UNIQUE value as it was", same, and(slices.Concat(u.ok, l.ok, []string{u.pk + " == " + l.pk, u.sk + " == " + l.sk})...)))
		moved[fmt.Sprintf("u%d", i+1)], moved[fmt.Sprintf("l%d", i+1)] = "!"+same, "!"+same
	}
	for i, c := range p.Counters {
		// The -1 and +1 of a row that stays in its group are one
		// counter item's: neither is sent.
		for j, o := range p.Counters {
			if o != c && o.Delta == -c.Delta {
				a, b := named(fmt.Sprintf("c%d", i+1)), named(fmt.Sprintf("c%d", j+1))
				name := fmt.Sprintf("c%d", i+1)
				moved[name] = and(moved[name], fmt.Sprintf("!(%s)", and(append(slices.Clone(b.ok), b.pk+" == "+a.pk)...)))
			}
		}
	}
	cond := func(name string) string { return and(append(slices.Clone(keys[name].ok), moved[name])...) }
	// send writes an item into the literal, or, when cond may not hold,
	// appends it after.
	send := func(cond, item string) {
		if cond == "true" {
			b.WriteString(item)
			return
		}
		w.optional = append(w.optional, fmt.Sprintf("if %s {\n\tin.TransactItems = append(in.TransactItems, types.TransactWriteItem%s)\n}", cond, strings.TrimSuffix(strings.TrimSpace(item), ",")))
	}
	b.WriteString("&dynamodb.TransactWriteItemsInput{\n\t\tTransactItems: []types.TransactWriteItem{\n")
	locks, unlocks, counters, checks := 0, 0, 0, 0
	for i, ti := range in.TransactItems {
		var it strings.Builder
		switch p.TxRoles[i] {
		case design.TxCheck:
			// The parent read first still holds what was read: keyed by
			// the row's foreign key, as the read was (parentsRefusal).
			checks++
			if ti.ConditionCheck == nil || checks > len(p.Parents) {
				return refused
			}
			pk, sk := p.Parents[checks-1].CheckKey()
			it.WriteString("\t\t\t{ConditionCheck: &types.ConditionCheck{\n\t\t\t\tTableName: aws.String(q.table),\n")
			if err := x.key(&it, "\t\t\t\t", pk, sk); err != nil {
				return err
			}
			from := func(k string) (design.Template, bool) {
				t, ok := x.params[fmt.Sprintf("%s%d%s", design.TxCheck, checks, k)]
				return t, ok
			}
			if err := x.exprs(&it, "\t\t\t\t", ti.ConditionCheck.ConditionExpression, nil, ti.ConditionCheck.ExpressionAttributeNames, ti.ConditionCheck.ExpressionAttributeValues, from); err != nil {
				return err
			}
			it.WriteString("\t\t\t}},\n")
			send("true", it.String())
		case design.TxPut:
			it.WriteString("\t\t\t{Put: &types.Put{\n\t\t\t\tTableName: aws.String(q.table),\n\t\t\t\tItem: map[string]types.AttributeValue{\n")
			if err := x.item(&it, "\t\t\t\t\t", fmt.Sprintf("in.TransactItems[%d].Put.Item", i), ti.Put.Item, true); err != nil {
				return err
			}
			it.WriteString("\t\t\t\t},\n")
			if err := x.exprs(&it, "\t\t\t\t", ti.Put.ConditionExpression, nil, ti.Put.ExpressionAttributeNames, ti.Put.ExpressionAttributeValues, x.fromParams); err != nil {
				return err
			}
			it.WriteString("\t\t\t}},\n")
			send("true", it.String())
		case design.TxUpdate, design.TxDelete:
			row, err := x.rowItem(ti, p.TxRoles[i])
			if err != nil {
				return err
			}
			send("true", row)
		case design.TxUnlock:
			unlocks++
			if ti.Delete == nil || ti.Delete.ConditionExpression != nil {
				return refused
			}
			k := fmt.Sprintf("u%d", unlocks)
			it.WriteString("\t\t\t{Delete: &types.Delete{\n\t\t\t\tTableName: aws.String(q.table),\n")
			writeKey(&it, "\t\t\t\t", keys[k].pk, keys[k].sk)
			it.WriteString("\t\t\t}},\n")
			send(cond(k), it.String())
		case design.TxLock:
			l := p.Locks[locks]
			locks++
			k := fmt.Sprintf("l%d", locks)
			it.WriteString("\t\t\t{Put: &types.Put{\n\t\t\t\tTableName: aws.String(q.table),\n\t\t\t\tItem: map[string]types.AttributeValue{\n")
			fmt.Fprintf(&it, "\t\t\t\t\t%q: &types.AttributeValueMemberS{Value: %s},\n\t\t\t\t\t%q: &types.AttributeValueMemberS{Value: %s},\n\t\t\t\t\t%q: &types.AttributeValueMemberS{Value: %q},\n", design.PK, keys[k].pk, design.SK, keys[k].sk, design.Type, l.Type())
			// The row's columns the item holds (a lookup item's, the id
			// a UNIQUE lock records for an upsert to read), each as the
			// row's item writes it.
			for _, c := range l.Stored() {
				t, ok := x.params[c]
				if !ok {
					t = design.Template{{Col: c}} // the row's value, as the lock's Put writes {c}
				}
				like, has := ti.Put.Item[c]
				if !has {
					return fmt.Errorf("the lock item's %s is no value of the row the generator writes", c)
				}
				v, null, err := x.value(t, false)
				if err != nil {
					return err
				}
				if null != "" && !slices.Contains(strings.Split(cond(k), " && "), null) {
					// (An item sent only when it holds the value writes it.)
					return fmt.Errorf("a lock or lookup item that holds %s, which may be NULL, is not written yet", c)
				}
				fmt.Fprintf(&it, "\t\t\t\t\t%q: %s,\n", c, av(like, v))
			}
			it.WriteString("\t\t\t\t},\n")
			if err := x.exprs(&it, "\t\t\t\t", ti.Put.ConditionExpression, nil, ti.Put.ExpressionAttributeNames, ti.Put.ExpressionAttributeValues, x.fromParams); err != nil {
				return err
			}
			it.WriteString("\t\t\t}},\n")
			send(cond(k), it.String())
		case design.TxCounter:
			counters++
			k := fmt.Sprintf("c%d", counters)
			it.WriteString("\t\t\t{Update: &types.Update{\n\t\t\t\tTableName: aws.String(q.table),\n")
			writeKey(&it, "\t\t\t\t", keys[k].pk, keys[k].sk)
			if err := x.exprs(&it, "\t\t\t\t", ti.Update.ConditionExpression, ti.Update.UpdateExpression, ti.Update.ExpressionAttributeNames, ti.Update.ExpressionAttributeValues, nil); err != nil {
				return err
			}
			it.WriteString("\t\t\t}},\n")
			send(cond(k), it.String())
		default:
			return refused
		}
	}
	b.WriteString("\t\t},\n")
	return nil
}

// constant is a constant attribute of a request as Go.
func constant(av types.AttributeValue) (string, error) {
	switch a := av.(type) {
	case *types.AttributeValueMemberS:
		return "&types.AttributeValueMemberS{Value: " + strconv.Quote(a.Value) + "}", nil
	case *types.AttributeValueMemberN:
		return "&types.AttributeValueMemberN{Value: " + strconv.Quote(a.Value) + "}", nil
	case *types.AttributeValueMemberB:
		return "&types.AttributeValueMemberB{Value: []byte(" + strconv.Quote(string(a.Value)) + ")}", nil
	}
	return "", fmt.Errorf("a constant of type %T is not written yet", av)
}

// writeBody writes a write's method: its request; for an INSERT, a
// failed condition is the duplicate key MySQL refuses (ErrDuplicateKey);
// for an UPDATE or DELETE it is no row affected, as SQL's WHERE that
// finds none.
func (g *gen) writeBody(b *strings.Builder, m *Method) {
	p := m.Plan
	if m.lookup != nil {
		g.lookupBody(b, m)
		return
	}
	fmt.Fprintf(b, "//\n// %s\n", commentText(writeLine(p)))
	fmt.Fprintf(b, "func (q *Queries) %s {\n", g.signature(m))
	zero := "" // what the method returns besides its error, on an error
	switch p.Pattern.Result {
	case analyze.ExecRows, analyze.ExecLastID:
		zero = "0, "
	case analyze.ExecResult:
		zero = "nil, "
	}
	none := map[analyze.ResultKind]string{analyze.Exec: "return nil", analyze.ExecRows: "return 0, nil",
		analyze.ExecLastID: "return 0, nil", analyze.ExecResult: "return result{}, nil"}[p.Pattern.Result]
	if m.unchanged { // an :exec (writeRefusal)
		b.WriteString("\t// Every SET keeps its column as it is: it sends no request.\n\treturn ctx.Err()\n}\n")
		return
	}
	g.chooseBody(b, m, none)
	if m.clocked {
		fmt.Fprintf(b, "\t%s := q.now() // the time of the write: NOW(), DEFAULT CURRENT_TIMESTAMP\n", clockVar)
	}
	if m.inserts != nil {
		g.insertSelectBody(b, m, zero)
		return
	}
	if len(m.parents) > 0 {
		g.parentsBody(b, m, zero)
	}
	g.writeSteps(b, m, zero)
	// The row's id for LAST_INSERT_ID(): the sequence's, else 0, as
	// MySQL gives when the statement numbers no row.
	id := "0"
	if m.seq != nil {
		id = "int64(" + seqVar + ")"
		if m.seq.typ.Base == "int64" {
			id = seqVar
		}
	}
	done := map[analyze.ResultKind]string{analyze.Exec: "return nil", analyze.ExecRows: "return 1, nil",
		analyze.ExecLastID: "return " + id + ", nil", analyze.ExecResult: "return result{id: " + id + ", rows: 1}, nil"}[p.Pattern.Result]
	if len(m.parents) > 0 {
		done += "\n\t}" // the loop of tries
	}
	fmt.Fprintf(b, "\t%s\n}\n\n", done)
}

// writeSteps writes the statements of one write, after the clock: its
// DECIMAL keys, the sequence's next, the generated columns, the request
// and its send; an error returns zero beside it, as the statement fails.
func (g *gen) writeSteps(b *strings.Builder, m *Method, zero string) {
	p := m.Plan
	op := p.Operation
	for _, d := range m.write.decs {
		b.WriteString("\t" + d + "\n")
	}
	seqSteps(b, m, zero)
	for _, s := range slices.Concat(m.generated, m.write.pre) {
		b.WriteString("\t" + s + "\n")
	}
	fmt.Fprintf(b, "\tin := %s\n", m.write.lit)
	for _, o := range guardsMerged(m.write.optional) {
		b.WriteString("\t" + o + "\n")
	}
	keyChoiceBody(b, m.keys, "\t")
	assign := ":="
	if m.seq != nil {
		assign = "="
	}
	fmt.Fprintf(b, "\t_, err %s q.client.%s(ctx, in)\n", assign, op)
	parentsRetry(b, m, zero)
	none := map[analyze.ResultKind]string{analyze.Exec: "return nil", analyze.ExecRows: "return 0, nil",
		analyze.ExecLastID: "return 0, nil", analyze.ExecResult: "return result{}, nil"}[p.Pattern.Result]
	switch {
	case lonePut(p):
		// REPLACE's Put has no condition: nothing refuses it.
	case p.Pattern.Statement == analyze.Insert:
		fmt.Fprintf(b, "\tif failed(err) {\n\t\treturn %sfmt.Errorf(%s, ErrDuplicateKey, err)\n\t}\n", zero, errorText("%s: %%w: %%w", m.Name))
	default:
		why := "no row the WHERE finds"
		if m.part {
			why = "no row its key names: the INSERT goes next"
		}
		fmt.Fprintf(b, "\tif failed(err) {\n\t\t%s // %s\n\t}\n", none, why)
	}
	fmt.Fprintf(b, "\tif err != nil {\n\t\treturn %serr\n\t}\n", zero)
}

// guardsMerged is a write's optional statements with those of one
// condition in a row under one if: each "if c {\n" + statements + "\n}",
// as literal.item and literal.transaction write them.
func guardsMerged(optional []string) []string {
	split := func(o string) (head, inner, end string, ok bool) {
		head, rest, found := strings.Cut(o, "\n")
		k := strings.LastIndex(rest, "\n")
		if !found || k < 0 || !strings.HasPrefix(head, "if ") || !strings.HasSuffix(head, " {") || strings.TrimSpace(rest[k:]) != "}" {
			return "", "", "", false
		}
		return head, rest[:k], rest[k:], true
	}
	var out []string
	last := ""
	for _, o := range optional {
		head, inner, _, ok := split(o)
		if ok && head == last {
			_, prevInner, prevEnd, _ := split(out[len(out)-1])
			out[len(out)-1] = head + "\n" + prevInner + "\n" + inner + prevEnd
			continue
		}
		out, last = append(out, o), ""
		if ok {
			last = head
		}
	}
	return out
}

// seqSteps writes the statements numbering a write's row by its
// sequence item (m.seq), when it has one: its next, into seqVar.
func seqSteps(b *strings.Builder, m *Method, zero string) {
	sq := m.seq
	if sq == nil {
		return
	}
	b.WriteString("\t// The row's " + commentText(sq.column) + ", as AUTO_INCREMENT gives it: the sequence item's next.\n")
	fmt.Fprintf(b, "\tout, err := q.client.UpdateItem(ctx, %s)\n\tif err != nil {\n\t\treturn %serr\n\t}\n", sq.lit, zero)
	size := bits(sq.typ.Base)
	if strings.HasPrefix(sq.typ.Base, "u") {
		fmt.Fprintf(b, "\tn, err := strconv.ParseUint(attrText(out.Attributes[%q]), 10, %s)\n", design.NextAttr, size)
	} else {
		fmt.Fprintf(b, "\tn, err := strconv.ParseInt(attrText(out.Attributes[%q]), 10, %s)\n", design.NextAttr, size)
	}
	fmt.Fprintf(b, "\tif err != nil {\n\t\treturn %sfmt.Errorf(%s, err)\n\t}\n", zero, errorText("%s: the sequence's next: %%w", m.Name))
	if sq.typ.Base == "int64" || sq.typ.Base == "uint64" {
		fmt.Fprintf(b, "\t%s := n\n", seqVar)
	} else {
		fmt.Fprintf(b, "\t%s := %s(n)\n", seqVar, sq.typ.Base)
	}
}

// writeLine says in a line what a write sends.
func writeLine(p *design.Plan) string {
	if p.Request == nil && p.Operation == "" {
		return "Plan: no request: every SET keeps its column as it is."
	}
	s := "Plan: " + p.Operation
	if len(p.Parents) > 0 {
		var reads []string
		for _, rd := range p.Parents {
			reads = append(reads, "the "+rd.Entity+" item's")
		}
		s = fmt.Sprintf("Plan: GetItem (ConsistentRead) of %s copied columns, then %s", strings.Join(reads, " and "), p.Operation)
	}
	if p.KeyCondition != "" {
		s += ", " + p.KeyCondition
	}
	if tx, ok := p.Request.(*dynamodb.TransactWriteItemsInput); ok {
		s += fmt.Sprintf(" (%d items: %s)", len(tx.TransactItems), strings.Join(p.TxRoles, ", "))
	}
	if lonePut(p) {
		s += ", no condition: REPLACE's whole row, over the item there"
	}
	return s + "."
}
