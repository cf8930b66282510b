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

// request is a plan's request as Go source: the statements that compute
// its values (a DECIMAL's key may fail; a NULL parameter finds no row),
// and the input literal.
type request struct {
	guards []string // parameters whose NULL finds no row: their Valid
	// emptyNull writes a NULL parameter's part of a key as nothing (a
	// sort key's, design.Key.Values) rather than guarding it.
	emptyNull bool
	decs      []string // statements computing DECIMAL key parts
	// decBase numbers the DECIMAL parts' variables past those of the
	// requests before (k<decBase+1>, ...), and outOfRange, when set, is
	// what a value past the column's DECIMAL does instead of keying its
	// text: a write's return, as MySQL refuses the value.
	decBase    int
	outOfRange string
	lit        string
	limit      string // the answer's row limit, "" for none
}

// value is the Go expression of a placeholder's parameter, and its type.
func (g *gen) value(m *Method, name string) (string, goType, bool) {
	if v, ok := m.list[name]; ok {
		return v.expr, v.typ, true
	}
	if f, ok := m.fed[name]; ok {
		return f.expr, goType{Name: "string", Base: "string", col: f.col, fed: true}, true
	}
	if m.seq != nil && name == m.seq.column {
		return seqVar, m.seq.typ, true
	}
	if name == design.ShardCol && m.Plan.Pattern.Statement != analyze.Select {
		if x, err := g.shardExpr(m); err == nil {
			return x, goType{Name: "string", Base: "string", fed: true}, true
		}
	}
	if t, ok := g.clock(m, name); ok {
		if !slices.Contains(m.Clocks, name) {
			m.Clocks = append(m.Clocks, name)
		}
		return clockVar, t, true
	}
	for _, prm := range m.Params {
		if !slices.Contains(prm.Fills, name) || prm.Flag || prm.Limit {
			continue // LIMIT ?'s value is the request's Limit, no placeholder's
		}
		x := prm.Name
		if m.Struct {
			x = "arg." + prm.Name
		}
		return x, prm.Type, true
	}
	return "", goType{}, false
}

// clockVar is a write's variable of the time of the write (Queries'
// clock, time.Now unless WithClock says otherwise).
const clockVar = "now"

// clock is the type of a placeholder a write fills from its clock: a
// column it sets to NOW() or CURDATE() ({col.now}, {col.today}), or one
// its INSERT leaves to DEFAULT CURRENT_TIMESTAMP ({col}).
func (g *gen) clock(m *Method, name string) (goType, bool) {
	pat := m.Plan.Pattern
	e := g.d.Model.Entity(m.Plan.Entity)
	if pat.Statement == analyze.Select || e == nil {
		return goType{}, false
	}
	col, kind, _ := strings.Cut(name, ".")
	c := e.Column(col)
	switch {
	case c == nil:
		return goType{}, false
	case kind == analyze.ClockNow || kind == analyze.ClockToday:
	case kind == "" && c.DefaultNow && pat.Statement == analyze.Insert && !pat.Assigns(c.Name):
	default:
		return goType{}, false
	}
	t := g.typeOf(e.Name, c, false)
	return t, t.Base == "time.Time" && t.unmapped == ""
}

// base is the value a parameter x of type t holds when it is not NULL:
// x, or its sql.Null type's field; a DATETIME(fsp) a write stores rounded
// to fsp digits, as MySQL stores it (the item and its keys hold that).
func base(m *Method, x string, t goType) string {
	if t.Valid != "" {
		x += "." + t.Valid
	}
	if t.Base == "time.Time" && t.col != nil && t.col.Kind == analyze.KindDateTime && m.Plan.Pattern.Statement != analyze.Select {
		x = fmt.Sprintf("roundTime(%s, %d)", x, fsp(t.col))
	}
	// A BINARY(n) value an INSERT stores is padded as MySQL pads it
	// (design.BinaryPad); a condition's value is compared as it is.
	if n := design.BinaryPad(t.col); n > 0 && m.Plan.Pattern.Statement == analyze.Insert {
		x = fmt.Sprintf("padBinary(%s, %d)", x, n)
	}
	return x
}

// template writes a template's value as a Go expression: a lone
// placeholder is the attribute's text, a key is its parts with each value
// encoded (keys.go), as design.Fill writes them.
func (g *gen) template(m *Method, t design.Template, r *request) (string, error) {
	var parts []string
	for _, p := range t {
		if p.Col == "" {
			parts = append(parts, strconv.Quote(p.Lit))
			continue
		}
		e, err := g.part(m, p, len(t) == 1, r)
		if err != nil || len(t) == 1 {
			return e, err
		}
		parts = append(parts, e)
	}
	return strings.Join(parts, " + "), nil
}

// part writes one placeholder of a template as Go: alone, the
// attribute's text; in a key, its value encoded as the key writes it.
// Its parameter's NULL either guards the request (r.guards) or, in a sort
// key of r.emptyNull, writes nothing.
func (g *gen) part(m *Method, p design.Part, alone bool, r *request) (string, error) {
	if p.Prefix > 0 && alone {
		return "", fmt.Errorf("a prefix of %s outside a key is not generated yet", p.Col)
	}
	x, typ, ok := g.value(m, p.Col)
	if !ok {
		return "", fmt.Errorf("the value {%s} is not a parameter of the method, which the generator does not fill yet", p.Col)
	}
	if typ.encoded {
		if alone {
			return "", fmt.Errorf("the value {%s} of an IN list outside a key is not generated yet", p.Col)
		}
		return x, nil // written as the key writes it already
	}
	valid := "" // a sort key's NULL part, written as nothing when not Valid
	mayBeNull := ""
	if typ.Valid != "" && !m.nonNull[p.Col] {
		mayBeNull = x + ".Valid"
	}
	switch {
	case typ.Valid == "" || m.nonNull[p.Col]:
	case r.emptyNull && !alone:
		valid = x + ".Valid"
	case !slices.Contains(r.guards, x+".Valid"):
		r.guards = append(r.guards, x+".Valid")
	}
	x = base(m, x, typ)
	if alone {
		if typ.fed {
			return x, nil // the attribute's own text
		}
		return typ.textExpr(x)
	}
	if p.Prefix > 0 {
		// A key of the value's leading characters (UNIQUE (url(191))),
		// as design.Leading cuts it: two values alike in them are one.
		if typ.Base != "string" || typ.col != nil && typ.col.Kind == analyze.KindBinary {
			return "", fmt.Errorf("a key of a prefix of %s, a %s, is not generated yet", p.Col, typ.Name)
		}
		x = fmt.Sprintf("leftRunes(%s, %d)", x, p.Prefix)
	}
	if typ.fed {
		return fedKey(typ.col, x)
	}
	if typ.col == nil {
		return "", fmt.Errorf("LIMIT ? in a key")
	}
	e, dec, err := typ.keyExpr(x)
	if err != nil {
		return "", err
	}
	if dec {
		v := fmt.Sprintf("k%d", r.decBase+len(r.decs)+1)
		switch {
		case r.outOfRange != "" && mayBeNull != "":
			// NULL keys nothing (the key guarded, or its part
			// written as nothing): only a value is checked.
			r.decs = append(r.decs, fmt.Sprintf("%s, ok := \"\", true\n\tif %s {\n\t\t%s, ok = %s\n\t}\n\tif !ok {\n\t\t%s\n\t}", v, mayBeNull, v, e, fmt.Sprintf(r.outOfRange, x)))
		case r.outOfRange != "":
			r.decs = append(r.decs, fmt.Sprintf("%s, ok := %s\n\tif !ok {\n\t\t%s\n\t}", v, e, fmt.Sprintf(r.outOfRange, x)))
		default:
			// A value past the column's DECIMAL is no value a row
			// holds: its key is its text, as design.KeyValue writes it.
			r.decs = append(r.decs, fmt.Sprintf("%s, ok := %s\n\tif !ok {\n\t\t%s = keyText(%s)\n\t}", v, e, v, x))
		}
		e = v
	}
	if valid != "" {
		e = fmt.Sprintf("orNothing(%s, %s)", valid, e)
	}
	return e, nil
}

// requestLiteral writes the request of p (m's plan, or a step of it) as
// a Go composite literal, from the design's own SDK input: every field
// the design set, each placeholder filled (design.Plan.Params) as
// verify's bind fills it.
func (g *gen) requestLiteral(m *Method, p *design.Plan) (*request, error) {
	return g.literalOf(m, p, &request{})
}

// literalOf is requestLiteral into r, whose decBase numbers its DECIMAL
// key parts past those of the requests before.
func (g *gen) literalOf(m *Method, p *design.Plan, r *request) (*request, error) {
	var b strings.Builder
	var rest any // the input with the fields written zeroed: must be empty
	field := func(name, v string) { fmt.Fprintf(&b, "\t\t%s: %s,\n", name, v) }
	str := func(name string, v *string) {
		if v != nil {
			field(name, "aws.String("+strconv.Quote(*v)+")")
		}
	}
	names := func(m map[string]string) {
		if len(m) == 0 {
			return
		}
		b.WriteString("\t\tExpressionAttributeNames: map[string]string{\n")
		for _, k := range slices.Sorted(mapKeys(m)) {
			fmt.Fprintf(&b, "\t\t\t%q: %q,\n", k, m[k])
		}
		b.WriteString("\t\t},\n")
	}
	attr := func(av types.AttributeValue, t design.Template) (string, error) {
		v := ""
		if t != nil {
			x, err := g.template(m, t, r)
			if err != nil {
				return "", err
			}
			v = x
		}
		switch a := av.(type) {
		case *types.AttributeValueMemberS:
			if t == nil {
				v = strconv.Quote(a.Value)
			}
			return "&types.AttributeValueMemberS{Value: " + v + "}", nil
		case *types.AttributeValueMemberN:
			if t == nil {
				v = strconv.Quote(a.Value)
			}
			return "&types.AttributeValueMemberN{Value: " + v + "}", nil
		case *types.AttributeValueMemberB:
			if t == nil {
				v = strconv.Quote(string(a.Value))
			}
			return "&types.AttributeValueMemberB{Value: " + bytesOf(v) + "}", nil
		}
		return "", fmt.Errorf("a value of type %T is not generated yet", av)
	}
	values := func(vals map[string]types.AttributeValue) error {
		if len(vals) == 0 {
			return nil
		}
		b.WriteString("\t\tExpressionAttributeValues: map[string]types.AttributeValue{\n")
		for _, k := range slices.Sorted(mapKeys(vals)) {
			var t design.Template
			for _, prm := range p.Params {
				if prm.Name == k {
					t = prm.Value
				}
			}
			x, err := attr(vals[k], t)
			if err != nil {
				return err
			}
			fmt.Fprintf(&b, "\t\t\t%q: %s,\n", k, x)
		}
		b.WriteString("\t\t},\n")
		return nil
	}
	limit := func(l *int32) {
		for _, prm := range m.Params {
			if prm.Limit {
				field("Limit", "aws.Int32("+g.paramExpr(m, prm)+")")
				return
			}
		}
		if l != nil {
			field("Limit", fmt.Sprintf("aws.Int32(%d)", *l))
		}
	}
	boolean := func(name string, v *bool) {
		if v != nil {
			field(name, fmt.Sprintf("aws.Bool(%v)", *v))
		}
	}
	var op string
	switch in := p.Request.(type) {
	case *dynamodb.GetItemInput:
		op = "GetItem"
		field("TableName", "aws.String(q.table)")
		pk, err := g.template(m, p.PKValue, r)
		if err != nil {
			return nil, err
		}
		sk, err := g.template(m, p.SKCond.Values[0], r)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "\t\tKey: map[string]types.AttributeValue{\n\t\t\t%q: &types.AttributeValueMemberS{Value: %s},\n\t\t\t%q: &types.AttributeValueMemberS{Value: %s},\n\t\t},\n", design.PK, pk, design.SK, sk)
		str("ProjectionExpression", in.ProjectionExpression)
		names(in.ExpressionAttributeNames)
		boolean("ConsistentRead", in.ConsistentRead)
		c := *in
		c.TableName, c.Key, c.ProjectionExpression, c.ExpressionAttributeNames, c.ConsistentRead = nil, nil, nil, nil, nil
		rest = c
	case *dynamodb.QueryInput:
		op = "Query"
		field("TableName", "aws.String(q.table)")
		str("IndexName", in.IndexName)
		str("KeyConditionExpression", in.KeyConditionExpression)
		str("FilterExpression", in.FilterExpression)
		str("ProjectionExpression", in.ProjectionExpression)
		names(in.ExpressionAttributeNames)
		if err := values(in.ExpressionAttributeValues); err != nil {
			return nil, err
		}
		boolean("ScanIndexForward", in.ScanIndexForward)
		boolean("ConsistentRead", in.ConsistentRead)
		limit(in.Limit)
		c := *in
		c.TableName, c.IndexName, c.KeyConditionExpression, c.FilterExpression, c.ProjectionExpression = nil, nil, nil, nil, nil
		c.ExpressionAttributeNames, c.ExpressionAttributeValues, c.ScanIndexForward, c.ConsistentRead, c.Limit = nil, nil, nil, nil, nil
		rest = c
	case *dynamodb.ScanInput:
		op = "Scan"
		field("TableName", "aws.String(q.table)")
		str("IndexName", in.IndexName)
		str("FilterExpression", in.FilterExpression)
		str("ProjectionExpression", in.ProjectionExpression)
		names(in.ExpressionAttributeNames)
		if err := values(in.ExpressionAttributeValues); err != nil {
			return nil, err
		}
		boolean("ConsistentRead", in.ConsistentRead)
		limit(in.Limit)
		c := *in
		c.TableName, c.IndexName, c.FilterExpression, c.ProjectionExpression = nil, nil, nil, nil
		c.ExpressionAttributeNames, c.ExpressionAttributeValues, c.ConsistentRead, c.Limit = nil, nil, nil, nil
		rest = c
	default:
		return nil, fmt.Errorf("its %s is not generated yet", p.Operation)
	}
	if !isZero(rest) {
		return nil, fmt.Errorf("its %s sets a field the generator does not write yet", p.Operation)
	}
	r.lit = fmt.Sprintf("&dynamodb.%sInput{\n%s\t}", op, b.String())
	r.limit = g.rowLimit(m, p)
	return r, nil
}

// rowLimit is the answer's row limit as Go: LIMIT ?'s parameter, or the
// pattern's LIMIT; "" for none.
func (g *gen) rowLimit(m *Method, p *design.Plan) string {
	for _, prm := range m.Params {
		if prm.Limit {
			return "int(" + g.paramExpr(m, prm) + ")"
		}
	}
	if p.Pattern.Limit > 0 {
		return strconv.Itoa(p.Pattern.Limit)
	}
	return ""
}

func (g *gen) paramExpr(m *Method, prm Param) string {
	if m.Struct {
		return "arg." + prm.Name
	}
	return prm.Name
}

func mapKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// readBody writes a read's method: its request, the items it returns
// decoded into rows, sql.ErrNoRows for :one when none.
func (g *gen) readBody(b *strings.Builder, m *Method) {
	r, p := m.req, m.Plan
	fmt.Fprintf(b, "//\n// %s\n", commentText(planLine(p)))
	fmt.Fprintf(b, "func (q *Queries) %s {\n", g.signature(m))
	g.chooseBody(b, m, "") // a read's every choice sends a request
	if m.join != nil {
		g.joinBody(b, m)
		return
	}
	if m.coll != nil {
		g.collectionBody(b, m)
		return
	}
	if m.counted != nil {
		g.countsBody(b, m)
		return
	}
	if m.sorted != "" {
		g.sortedBody(b, m)
		return
	}
	if m.exists != nil {
		g.existsBody(b, m)
		return
	}
	if m.listed != nil {
		g.listBody(b, m)
		return
	}
	if m.branched != nil {
		g.branchBody(b, m)
		return
	}
	if m.unioned != nil {
		g.unionBody(b, m)
		return
	}
	if m.orJoined != nil {
		g.orJoinBody(b, m)
		return
	}
	if m.scalars != nil {
		g.scalarsBody(b, m)
		return
	}
	if m.grouped != nil {
		g.groupedBody(b, m)
		return
	}
	zero := readStart(b, m, r)
	limit := r.limit
	if limit == "" {
		limit = "0"
	}
	op := p.Operation
	if m.chain != nil {
		op = "" // the chain writes its requests
	}
	if m.check != "" {
		op = "check"
	}
	switch op {
	case "check":
		// The items the request finds, all of them, then those the
		// application's check keeps, cut at the LIMIT.
		if p.Operation == design.GetItem {
			fmt.Fprintf(b, "\tout, err := q.client.GetItem(ctx, %s)\n\tif err != nil {\n\t\treturn %s err\n\t}\n\tvar items []map[string]types.AttributeValue\n\tif out.Item != nil {\n\t\titems = append(items, out.Item)\n\t}\n", r.lit, zero)
		} else {
			fmt.Fprintf(b, "\titems, err := q.%s(ctx, %s, 0)\n\tif err != nil {\n\t\treturn %s err\n\t}\n", strings.ToLower(p.Operation), r.lit, zero)
		}
		b.WriteString("\t" + m.check + "\n")
		if !m.Many && limit == "0" {
			limit = "1"
		}
		if limit != "0" {
			fmt.Fprintf(b, "\tif len(items) > %[1]s {\n\t\titems = items[:%[1]s]\n\t}\n", limit)
		}
		if !m.Many {
			b.WriteString("\tif len(items) == 0 {\n\t\treturn i, sql.ErrNoRows\n\t}\n\td := decoder{item: items[0]}\n")
		}
	case design.GetItem:
		fmt.Fprintf(b, "\tout, err := q.client.GetItem(ctx, %s)\n\tif err != nil {\n\t\treturn %s err\n\t}\n", r.lit, zero)
		switch {
		case p.Counter != nil:
			// COUNT(*) is one row even of no row: no counter item is 0.
			b.WriteString("\tif out.Item == nil {\n\t\treturn 0, nil\n\t}\n\td := decoder{item: out.Item}\n")
		case m.Many:
			b.WriteString("\tif out.Item == nil {\n\t\treturn nil, nil\n\t}\n\titems := []map[string]types.AttributeValue{out.Item}\n")
		default:
			b.WriteString("\tif out.Item == nil {\n\t\treturn i, sql.ErrNoRows\n\t}\n\td := decoder{item: out.Item}\n")
		}
	case "": // a chain
		g.chainBody(b, m, r, zero)
		if !m.Many {
			b.WriteString("\tif len(items) == 0 {\n\t\treturn i, sql.ErrNoRows\n\t}\n\td := decoder{item: items[0]}\n")
		}
	default:
		if !m.Many && limit == "0" {
			limit = "1" // the first row is the answer
		}
		fmt.Fprintf(b, "\titems, err := q.%s(ctx, %s, %s)\n\tif err != nil {\n\t\treturn %s err\n\t}\n", strings.ToLower(p.Operation), r.lit, limit, zero)
		if !m.Many {
			b.WriteString("\tif len(items) == 0 {\n\t\treturn i, sql.ErrNoRows\n\t}\n\td := decoder{item: items[0]}\n")
		}
	}
	if m.Many {
		// As sqlc's: nil for no row.
		fmt.Fprintf(b, "\tvar rows []%s\n\tfor _, item := range items {\n\t\td := decoder{item: item}\n\t\trows = append(rows, %s)\n\t\tif d.err != nil {\n\t\t\treturn nil, d.err\n\t\t}\n\t}\n\treturn rows, nil\n}\n\n", m.Result, g.rowExpr(m))
		return
	}
	fmt.Fprintf(b, "\ti = %s\n\treturn i, d.err\n}\n\n", g.rowExpr(m))
}

// readStart writes what every read's body starts with: the row of a
// :one method, a return for each parameter whose NULL finds no row, and
// the DECIMAL key parts. It returns the values returned beside an error.
func readStart(b *strings.Builder, m *Method, r *request) string {
	zero, none := "nil,", "return nil, nil"
	if !m.Many {
		fmt.Fprintf(b, "\tvar i %s\n", m.Result)
		zero, none = "i,", "return i, sql.ErrNoRows"
	}
	for _, v := range r.guards {
		fmt.Fprintf(b, "\tif !%s {\n\t\t%s // = NULL is true of no row\n\t}\n", v, none)
	}
	for _, d := range r.decs {
		b.WriteString("\t" + d + "\n")
	}
	return zero
}

// rowExpr is the row a decoder d reads from an item.
func (g *gen) rowExpr(m *Method) string {
	if m.Scalar {
		x, _ := m.Fields[0].Type.decodeExpr(m.Fields[0].Attr)
		return x
	}
	var b strings.Builder
	b.WriteString(m.Result + "{\n")
	for _, f := range m.Fields {
		x, _ := f.Type.decodeExpr(f.Attr)
		fmt.Fprintf(&b, "\t\t%s: %s,\n", f.Name, x)
	}
	b.WriteString("\t}")
	return b.String()
}

// planLine says in a line what the method sends.
func planLine(p *design.Plan) string {
	on := "the table"
	if p.Index != "" {
		on = p.Index
	}
	s := fmt.Sprintf("Plan: %s on %s", p.Operation, on)
	if p.KeyCondition != "" {
		s += ", " + p.KeyCondition
	}
	if p.Filter != "" {
		s += ", filter " + p.Filter
	}
	switch {
	case p.Each != "":
		s += ", once per value of the IN list on " + p.Each
	case p.Shards > 1:
		s += fmt.Sprintf(", once per shard of its %d", p.Shards)
	}
	s += "."
	for _, st := range p.Then {
		if len(st.Feed) == 0 && st.Into == nil {
			what := "a branch" // of an OR, or of a UNION of one table
			if len(p.Pattern.Parts) > 0 {
				what = "a SELECT"
			}
			s += fmt.Sprintf(" And %s of %s, %s of its own.", st.Operation, st.Entity, what)
			continue
		}
		s += fmt.Sprintf(" Then %s of %s, keyed by each item before.", st.Operation, st.Entity)
	}
	return s
}
