package gogen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// chain is a read of two requests in a row: the first reads keys only
// (a join table's items, a lookup item), the second, a BatchGetItem,
// reads the items they name, which are the answer, in the order of the
// items that named them (verify's batchJoin).
type chain struct {
	step  *design.Plan
	feeds []string // statements reading each fed attribute of an item it
	pk    string   // the key each item names, as Go
	sk    string
	tmpl  string // the BatchGetItem's KeysAndAttributes, as Go
	// distinct says each key is read once (IN (SELECT ...): several items
	// of the first read may name one row, which the answer holds once).
	distinct bool
}

// chain says the generator runs m's plan as a chain, and lays it out.
func (g *gen) chain(m *Method) bool {
	p := m.Plan
	pat := p.Pattern
	if len(p.Then) != 1 || !p.KeysOnly || len(p.App)+len(p.Sort)+len(p.Check)+len(p.Variants) > 0 ||
		p.Each != "" || p.Into != nil || pat.LimitParam || len(pat.Returns) != 1 {
		return false
	}
	// A LIMIT cuts the first read only where each of its items names a
	// row: lookup items, written with their row in one transaction. A
	// join table's item may name none.
	if pat.Limit > 0 && (!p.LookupItems || p.Limit != pat.Limit || p.Shards > 1) {
		return false
	}
	// DISTINCT of the answer's items by their key: each key read once.
	if len(p.Distinct) > 0 && !slices.Equal(p.Distinct, []string{design.PK, design.SK}) {
		return false
	}
	step := p.Then[0]
	in, ok := step.Request.(*dynamodb.BatchGetItemInput)
	if !ok || len(step.Feed) == 0 || step.Into != nil || len(step.Check)+len(step.Then) > 0 || step.KeysOnly || len(step.BatchKeys) != 1 || step.Entity != pat.Returns[0] {
		return false
	}
	e := g.d.Model.Entity(step.Entity)
	if e == nil {
		return false
	}
	c := &chain{step: step, distinct: len(p.Distinct) > 0}
	// The fed values key the second request alone: the first, written
	// after, is keyed by the parameters, which may share a placeholder
	// ({id}) with them.
	held := m.fed
	defer func() { m.fed = held }()
	var err error
	if m.fed, c.feeds, err = stepFeeds(step, e); err != nil {
		return false
	}
	r := &request{}
	pk, err1 := g.template(m, step.BatchKeys[0][0], r)
	sk, err2 := g.template(m, step.BatchKeys[0][1], r)
	if err1 != nil || err2 != nil || len(r.guards)+len(r.decs) > 0 {
		return false
	}
	c.pk, c.sk = pk, sk
	tmpl, ok := keysAndAttributes(in)
	if !ok {
		return false
	}
	c.tmpl = tmpl
	if p.Shards > 1 {
		// The first request once per shard of its key (R14), {_shard}
		// the loop's value.
		m.list = withList(m.list, design.ShardCol, listValue{eachVar, encodedValue})
	}
	m.chain = c
	return true
}

// stepFeeds are the values a request after the first is keyed by, from
// each item of the request before it (Plan.Feed): each placeholder (a
// column of e, the table the request reads) the variable f1, f2, ... of
// the item's attribute, and the statements reading them in a loop over
// the items, an item with a NULL one joining no row.
func stepFeeds(step *design.Plan, e *analyze.Entity) (map[string]fedValue, []string, error) {
	fed := map[string]fedValue{}
	var feeds []string
	for i, f := range step.Feed {
		col := e.Column(strings.SplitN(f.Placeholder, ".", 2)[0])
		if col == nil {
			return nil, nil, fmt.Errorf("the value {%s} a read is keyed by is no column of %s", f.Placeholder, e.Name)
		}
		v := fmt.Sprintf("f%d", i+1)
		fed[f.Placeholder] = fedValue{expr: v, col: col}
		feeds = append(feeds, fmt.Sprintf("%s, ok := d.text(%q)\nif !ok {\ncontinue // NULL joins no row\n}", v, f.Attr))
	}
	return fed, feeds, nil
}

// fedKey is the Go expression writing the text x of an attribute of
// column c into a key, as design.KeyValue writes it.
func fedKey(c *analyze.Column, x string) (string, error) {
	if c == nil {
		return x, nil // no column's: a key's text already ({_shard}'s digits, the item's PK)
	}
	switch {
	case c.Kind == analyze.KindInteger && unsigned(c):
		return "keyUintText(" + x + ")", nil
	case c.Kind == analyze.KindInteger:
		return "keyIntText(" + x + ")", nil
	case c.Kind == analyze.KindString:
		fold := foldName(c.Fold)
		return fmt.Sprintf("keyString(%s, %s, %v, %v)", x, fold, c.PadSpace, design.Digested(c)), nil
	case c.Kind == analyze.KindDecimal && c.Float:
		return "keyFloatText(" + x + ")", nil
	case c.Kind == analyze.KindDecimal:
		return fmt.Sprintf("keyDecimalText(%s, %d, %d)", x, c.Precision, c.Scale), nil
	case c.Kind == analyze.KindDateTime:
		return "keyTimeText(" + x + ")", nil
	case c.Kind == analyze.KindBinary:
		return fmt.Sprintf("keyBinary(%s, %v)", x, design.Digested(c)), nil
	}
	// A DATE, a BOOL's 1 or 0, an ENUM: the text as it is.
	return fmt.Sprintf("keyString(%s, foldNone, false, %v)", x, design.Digested(c)), nil
}

// chainBody writes the two requests of a chain, leaving the answer's
// items in items.
func (g *gen) chainBody(b *strings.Builder, m *Method, r *request, zero string) {
	c := m.chain
	p := m.Plan
	first := strings.ToLower(p.Operation)
	switch {
	case p.Operation == design.GetItem:
		fmt.Fprintf(b, "\tout, err := q.client.GetItem(ctx, %s)\n\tif err != nil {\n\t\treturn %s err\n\t}\n\tvar found []map[string]types.AttributeValue\n\tif out.Item != nil {\n\t\tfound = append(found, out.Item)\n\t}\n", r.lit, zero)
	case p.Shards > 1:
		// Its order is no answer's: each shard's items in turn.
		fmt.Fprintf(b, "\t// The %s once per shard of its key (R14).\n\tvar found []map[string]types.AttributeValue\n\tfor _, %s := range []string{%s} {\n\t\tpart, err := q.%s(ctx, %s, %s)\n\t\tif err != nil {\n\t\t\treturn %s err\n\t\t}\n\t\tfound = append(found, part...)\n\t}\n",
			p.Operation, eachVar, shardValues(p.Shards), first, indent(r.lit), strconv.Itoa(p.Limit), zero)
	default:
		fmt.Fprintf(b, "\tfound, err := q.%s(ctx, %s, %s)\n\tif err != nil {\n\t\treturn %s err\n\t}\n", first, r.lit, strconv.Itoa(p.Limit), zero)
	}
	named := p.Entity + " item"
	if p.LookupItems {
		named = p.Entity + " lookup item" // an index past the GSI quota, or dearer
	}
	fmt.Fprintf(b, "\t// Then the %s items each %s names, by BatchGetItem.\n", commentText(c.step.Entity), commentText(named))
	if c.distinct {
		// IN (SELECT ...) finds a row once, however many items name it.
		b.WriteString("\tseen := map[[2]string]bool{}\n")
	}
	b.WriteString("\tvar keys [][2]string\n\tfor _, it := range found {\n\t\td := decoder{item: it}\n")
	for _, f := range c.feeds {
		b.WriteString("\t\t" + f + "\n")
	}
	if c.distinct {
		fmt.Fprintf(b, "\t\tk := [2]string{%s, %s}\n\t\tif seen[k] {\n\t\t\tcontinue\n\t\t}\n\t\tseen[k] = true\n\t\tkeys = append(keys, k)\n\t}\n", c.pk, c.sk)
	} else {
		fmt.Fprintf(b, "\t\tkeys = append(keys, [2]string{%s, %s})\n\t}\n", c.pk, c.sk)
	}
	fmt.Fprintf(b, "\titems, err := q.batchGet(ctx, %s, keys)\n\tif err != nil {\n\t\treturn %s err\n\t}\n", c.tmpl, zero)
}
