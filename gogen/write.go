package gogen

import (
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
// when it does. This slice runs a write whose plan is one PutItem,
// UpdateItem or DeleteItem by its table key, or an INSERT's
// TransactWriteItems of its item, its UNIQUE locks and its counters,
// every value a parameter of the method; a NULL only in an attribute of
// its own (no key holds it).
func (g *gen) writeRefusal(m *Method) string {
	p := m.Plan
	pat := p.Pattern
	var kinds []string
	add := func(ok bool, kind string) {
		if ok {
			kinds = append(kinds, kind)
		}
	}
	add(p.Lookup != nil, "a read of the rows it writes")
	add(p.Evict != nil || p.Otherwise != nil || p.Existing != nil || len(p.Redirects)+len(p.Collides) > 0 || pat.Upsert != nil, "an upsert")
	add(len(p.Variants)+len(p.Optional)+len(p.Nullable) > 0, "SETs chosen by NULL parameters")
	add(len(p.Compute)+len(p.KeyChoice) > 0, "values computed before it writes")
	add(len(p.LockDeletes) > 0, "locks of old values")
	add(len(p.Feed) > 0 || pat.Source != nil, "INSERT ... SELECT")
	add(p.Each != "" || p.Shards > 1 || len(p.Then) > 0, "several requests")
	if len(kinds) > 0 {
		return fmt.Sprintf("the package does not run a write with %s yet (issue 34's next slices): the report's plan says what to send", strings.Join(kinds, ", "))
	}
	switch pat.Result {
	case analyze.Exec, analyze.ExecRows, analyze.ExecResult, analyze.ExecLastID:
	default:
		return fmt.Sprintf("a write run as :%s is not generated yet", pat.Result)
	}
	if p.NextID != nil {
		seq, err := g.sequence(m)
		if err != nil {
			return err.Error()
		}
		m.seq = seq
	}
	if tx, ok := p.Request.(*dynamodb.TransactWriteItemsInput); ok {
		if pat.Statement != analyze.Insert || len(p.TxRoles) != len(tx.TransactItems) {
			return "the package does not run this transaction yet (issue 34's next slices): the report's plan says what to send"
		}
		for _, r := range p.TxRoles {
			if r != design.TxPut && r != design.TxLock && r != design.TxCounter {
				return "the package does not run this transaction yet (issue 34's next slices): the report's plan says what to send"
			}
		}
	}
	if e := g.d.Entity(p.Entity); e != nil && pat.Statement == analyze.Insert {
		for _, k := range e.Keys {
			if len(k.When) > 0 || k.Shards > 1 {
				return "its item's keys depend on its values (a sparse or sharded index), which the package does not write yet"
			}
		}
	}
	w, err := g.writeLiteral(m)
	if err != nil {
		return err.Error()
	}
	m.write = w
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
	t := typeOf(src.Name, col, false)
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

// writeValue is a template of a write as Go: a key's parts encoded, a
// lone placeholder the attribute's text. A parameter that may be NULL is
// refused in a key; in an attribute of its own, nullable reports its
// Valid, the attribute then written only when it holds.
func (g *gen) writeValue(m *Method, t design.Template, key bool) (expr, nullable string, err error) {
	if len(t) == 1 && t[0].Col != "" && !key {
		x, typ, ok := g.value(m, t[0].Col)
		if !ok {
			return "", "", fmt.Errorf("the value {%s} is not a parameter of the method, which the package does not fill yet", t[0].Col)
		}
		if typ.Valid != "" {
			nullable = x + ".Valid"
		}
		e, err := typ.textExpr(base(m, x, typ))
		return e, nullable, err
	}
	r := &request{}
	e, err := g.template(m, t, r)
	if err != nil {
		return "", "", err
	}
	if len(r.guards) > 0 {
		return "", "", fmt.Errorf("a NULL parameter in a key (%s) is not written yet", t)
	}
	if len(r.decs) > 0 {
		return "", "", fmt.Errorf("a DECIMAL in a key of a write is not written yet")
	}
	return e, "", nil
}

// write is a write request as Go: the literal, then the statements that
// add the attributes of parameters that are not NULL.
type write struct {
	lit      string
	optional []string
}

// writeLiteral writes the plan's write request as a Go literal named in.
func (g *gen) writeLiteral(m *Method) (*write, error) {
	p := m.Plan
	w := &write{}
	params := map[string]design.Template{}
	for _, prm := range p.Params {
		params[prm.Name] = prm.Value
	}
	av := func(like types.AttributeValue, v string) string {
		if _, ok := like.(*types.AttributeValueMemberN); ok {
			return "&types.AttributeValueMemberN{Value: " + v + "}"
		}
		return "&types.AttributeValueMemberS{Value: " + v + "}"
	}
	keyed := func(attr string) bool {
		e := g.d.Entity(p.Entity)
		return attr == design.PK || attr == design.SK || e != nil && slices.ContainsFunc(e.Keys, func(k design.Key) bool { return k.Attr == attr })
	}
	// item writes an item's attributes: each a parameter's template (of
	// the row's own item) or the constant the request holds.
	item := func(b *strings.Builder, indent, path string, like map[string]types.AttributeValue, fromParams bool) error {
		for _, name := range slices.Sorted(mapKeys(like)) {
			t, ok := params[name]
			if !fromParams || !ok {
				v, err := constant(like[name])
				if err != nil {
					return err
				}
				fmt.Fprintf(b, "%s%q: %s,\n", indent, name, v)
				continue
			}
			x, null, err := g.writeValue(m, t, keyed(name))
			if err != nil {
				return err
			}
			if null != "" {
				w.optional = append(w.optional, fmt.Sprintf("if %s {\n\t\t%s[%q] = %s\n\t}", null, path, name, av(like[name], x)))
				continue
			}
			fmt.Fprintf(b, "%s%q: %s,\n", indent, name, av(like[name], x))
		}
		return nil
	}
	// key writes a key of two templates.
	key := func(b *strings.Builder, indent string, pk, sk design.Template) error {
		pv, _, err := g.writeValue(m, pk, true)
		if err != nil {
			return err
		}
		sv, _, err := g.writeValue(m, sk, true)
		if err != nil {
			return err
		}
		fmt.Fprintf(b, "%sKey: map[string]types.AttributeValue{\n%s\t%q: &types.AttributeValueMemberS{Value: %s},\n%s\t%q: &types.AttributeValueMemberS{Value: %s},\n%s},\n", indent, indent, design.PK, pv, indent, design.SK, sv, indent)
		return nil
	}
	// exprs writes a request's expressions, each :value a parameter's
	// template when fromParams and the plan has one, else the constant
	// the request holds (a counter's :delta).
	exprs := func(b *strings.Builder, indent string, cond, update *string, names map[string]string, vals map[string]types.AttributeValue, fromParams bool) error {
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
				t, ok := params[k]
				if !ok || !fromParams {
					v, err := constant(vals[k])
					if err != nil {
						return err
					}
					fmt.Fprintf(b, "%s\t%q: %s,\n", indent, k, v)
					continue
				}
				x, null, err := g.writeValue(m, t, false)
				if err != nil {
					return err
				}
				if null != "" {
					return fmt.Errorf("a NULL parameter in an expression (%s) is not written yet", k)
				}
				fmt.Fprintf(b, "%s\t%q: %s,\n", indent, k, av(vals[k], x))
			}
			fmt.Fprintf(b, "%s},\n", indent)
		}
		return nil
	}
	var b strings.Builder
	switch in := p.Request.(type) {
	case *dynamodb.PutItemInput:
		b.WriteString("&dynamodb.PutItemInput{\n\t\tTableName: aws.String(q.table),\n\t\tItem: map[string]types.AttributeValue{\n")
		if err := item(&b, "\t\t\t", "in.Item", in.Item, true); err != nil {
			return nil, err
		}
		b.WriteString("\t\t},\n")
		if err := exprs(&b, "\t\t", in.ConditionExpression, nil, in.ExpressionAttributeNames, in.ExpressionAttributeValues, true); err != nil {
			return nil, err
		}
		c := *in
		c.TableName, c.Item, c.ConditionExpression, c.ExpressionAttributeNames, c.ExpressionAttributeValues = nil, nil, nil, nil, nil
		if !isZero(c) {
			return nil, fmt.Errorf("its PutItem sets a field the generator does not write yet")
		}
	case *dynamodb.UpdateItemInput:
		b.WriteString("&dynamodb.UpdateItemInput{\n\t\tTableName: aws.String(q.table),\n")
		if err := key(&b, "\t\t", params[design.PK], params[design.SK]); err != nil {
			return nil, err
		}
		if err := exprs(&b, "\t\t", in.ConditionExpression, in.UpdateExpression, in.ExpressionAttributeNames, in.ExpressionAttributeValues, true); err != nil {
			return nil, err
		}
		c := *in
		c.TableName, c.Key, c.UpdateExpression, c.ConditionExpression, c.ExpressionAttributeNames, c.ExpressionAttributeValues = nil, nil, nil, nil, nil, nil
		if !isZero(c) {
			return nil, fmt.Errorf("its UpdateItem sets a field the generator does not write yet")
		}
	case *dynamodb.DeleteItemInput:
		b.WriteString("&dynamodb.DeleteItemInput{\n\t\tTableName: aws.String(q.table),\n")
		if err := key(&b, "\t\t", params[design.PK], params[design.SK]); err != nil {
			return nil, err
		}
		if err := exprs(&b, "\t\t", in.ConditionExpression, nil, in.ExpressionAttributeNames, in.ExpressionAttributeValues, true); err != nil {
			return nil, err
		}
		c := *in
		c.TableName, c.Key, c.ConditionExpression, c.ExpressionAttributeNames, c.ExpressionAttributeValues = nil, nil, nil, nil, nil
		if !isZero(c) {
			return nil, fmt.Errorf("its DeleteItem sets a field the generator does not write yet")
		}
	case *dynamodb.TransactWriteItemsInput:
		b.WriteString("&dynamodb.TransactWriteItemsInput{\n\t\tTransactItems: []types.TransactWriteItem{\n")
		locks, counters := 0, 0
		for i, ti := range in.TransactItems {
			switch p.TxRoles[i] {
			case design.TxPut:
				b.WriteString("\t\t\t{Put: &types.Put{\n\t\t\t\tTableName: aws.String(q.table),\n\t\t\t\tItem: map[string]types.AttributeValue{\n")
				if err := item(&b, "\t\t\t\t\t", fmt.Sprintf("in.TransactItems[%d].Put.Item", i), ti.Put.Item, true); err != nil {
					return nil, err
				}
				b.WriteString("\t\t\t\t},\n")
				if err := exprs(&b, "\t\t\t\t", ti.Put.ConditionExpression, nil, ti.Put.ExpressionAttributeNames, ti.Put.ExpressionAttributeValues, true); err != nil {
					return nil, err
				}
				b.WriteString("\t\t\t}},\n")
			case design.TxLock:
				l := p.Locks[locks]
				locks++
				b.WriteString("\t\t\t{Put: &types.Put{\n\t\t\t\tTableName: aws.String(q.table),\n\t\t\t\tItem: map[string]types.AttributeValue{\n")
				pk, _, err := g.writeValue(m, l.PK, true)
				if err != nil {
					return nil, err
				}
				sk, _, err := g.writeValue(m, l.SK, true)
				if err != nil {
					return nil, err
				}
				fmt.Fprintf(&b, "\t\t\t\t\t%q: &types.AttributeValueMemberS{Value: %s},\n\t\t\t\t\t%q: &types.AttributeValueMemberS{Value: %s},\n\t\t\t\t\t%q: &types.AttributeValueMemberS{Value: %q},\n", design.PK, pk, design.SK, sk, design.Type, l.Type())
				if len(l.Stored()) > 0 {
					return nil, fmt.Errorf("a lock or lookup item that holds the row's columns is not written yet")
				}
				b.WriteString("\t\t\t\t},\n")
				if err := exprs(&b, "\t\t\t\t", ti.Put.ConditionExpression, nil, ti.Put.ExpressionAttributeNames, ti.Put.ExpressionAttributeValues, true); err != nil {
					return nil, err
				}
				b.WriteString("\t\t\t}},\n")
			case design.TxCounter:
				c := p.Counters[counters]
				counters++
				b.WriteString("\t\t\t{Update: &types.Update{\n\t\t\t\tTableName: aws.String(q.table),\n")
				if err := key(&b, "\t\t\t\t", c.PK, c.SK); err != nil {
					return nil, err
				}
				if err := exprs(&b, "\t\t\t\t", ti.Update.ConditionExpression, ti.Update.UpdateExpression, ti.Update.ExpressionAttributeNames, ti.Update.ExpressionAttributeValues, false); err != nil {
					return nil, err
				}
				b.WriteString("\t\t\t}},\n")
			}
		}
		b.WriteString("\t\t},\n")
	default:
		return nil, fmt.Errorf("its %s is not generated yet", p.Operation)
	}
	b.WriteString("\t}")
	w.lit = b.String()
	return w, nil
}

// constant is a constant attribute of a request as Go.
func constant(av types.AttributeValue) (string, error) {
	switch a := av.(type) {
	case *types.AttributeValueMemberS:
		return "&types.AttributeValueMemberS{Value: " + strconv.Quote(a.Value) + "}", nil
	case *types.AttributeValueMemberN:
		return "&types.AttributeValueMemberN{Value: " + strconv.Quote(a.Value) + "}", nil
	}
	return "", fmt.Errorf("a constant of type %T is not written yet", av)
}

// writeBody writes a write's method: its request; for an INSERT, a
// failed condition is the duplicate key MySQL refuses (ErrDuplicateKey);
// for an UPDATE or DELETE it is no row affected, as SQL's WHERE that
// finds none.
func (g *gen) writeBody(b *strings.Builder, m *Method) {
	p := m.Plan
	fmt.Fprintf(b, "//\n// %s\n", writeLine(p))
	fmt.Fprintf(b, "func (q *Queries) %s {\n", g.signature(m))
	op := p.Operation
	zero := "" // what the method returns besides its error, on an error
	switch p.Pattern.Result {
	case analyze.ExecRows, analyze.ExecLastID:
		zero = "0, "
	case analyze.ExecResult:
		zero = "nil, "
	}
	if len(m.Clocks) > 0 {
		fmt.Fprintf(b, "\t%s := q.now() // the time of the write: NOW(), DEFAULT CURRENT_TIMESTAMP\n", clockVar)
	}
	if sq := m.seq; sq != nil {
		b.WriteString("\t// The row's " + sq.column + ", as AUTO_INCREMENT gives it: the sequence item's next.\n")
		fmt.Fprintf(b, "\tout, err := q.client.UpdateItem(ctx, %s)\n\tif err != nil {\n\t\treturn %serr\n\t}\n", sq.lit, zero)
		size := bits(sq.typ.Base)
		if strings.HasPrefix(sq.typ.Base, "u") {
			fmt.Fprintf(b, "\tn, err := strconv.ParseUint(attrText(out.Attributes[%q]), 10, %s)\n", design.NextAttr, size)
		} else {
			fmt.Fprintf(b, "\tn, err := strconv.ParseInt(attrText(out.Attributes[%q]), 10, %s)\n", design.NextAttr, size)
		}
		fmt.Fprintf(b, "\tif err != nil {\n\t\treturn %sfmt.Errorf(\"%s: the sequence's next: %%w\", err)\n\t}\n", zero, m.Name)
		if sq.typ.Base == "int64" || sq.typ.Base == "uint64" {
			fmt.Fprintf(b, "\t%s := n\n", seqVar)
		} else {
			fmt.Fprintf(b, "\t%s := %s(n)\n", seqVar, sq.typ.Base)
		}
	}
	fmt.Fprintf(b, "\tin := %s\n", m.write.lit)
	for _, o := range m.write.optional {
		b.WriteString("\t" + o + "\n")
	}
	assign := ":="
	if m.seq != nil {
		assign = "="
	}
	fmt.Fprintf(b, "\t_, err %s q.client.%s(ctx, in)\n", assign, op)
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
	none := map[analyze.ResultKind]string{analyze.Exec: "return nil", analyze.ExecRows: "return 0, nil",
		analyze.ExecLastID: "return 0, nil", analyze.ExecResult: "return result{}, nil"}[p.Pattern.Result]
	if p.Pattern.Statement == analyze.Insert {
		fmt.Fprintf(b, "\tif failed(err) {\n\t\treturn %sfmt.Errorf(\"%s: %%w: %%w\", ErrDuplicateKey, err)\n\t}\n", zero, m.Name)
	} else {
		fmt.Fprintf(b, "\tif failed(err) {\n\t\t%s // no row the WHERE finds\n\t}\n", none)
	}
	fmt.Fprintf(b, "\tif err != nil {\n\t\treturn %serr\n\t}\n\t%s\n}\n\n", zero, done)
}

// writeLine says in a line what a write sends.
func writeLine(p *design.Plan) string {
	s := "Plan: " + p.Operation
	if p.KeyCondition != "" {
		s += ", " + p.KeyCondition
	}
	if tx, ok := p.Request.(*dynamodb.TransactWriteItemsInput); ok {
		s += fmt.Sprintf(" (%d items: %s)", len(tx.TransactItems), strings.Join(p.TxRoles, ", "))
	}
	return s + "."
}
