package gogen

import (
	"fmt"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// scalars is a SELECT of several aggregate subqueries, one row of their
// values (design.AppRow, analyze.Pattern.Scalars): each subquery one
// request, its value the count its counter item holds (0 for none), or
// its items' aggregate, as verify's valuesRow makes the row.
type scalars struct {
	reads []scalarRead
}

// scalarRead is one subquery's request and what makes its value.
type scalarRead struct {
	name    string
	r       *request
	op      string
	counter bool   // the counter item's count
	counts  string // else the aggregate of its items: []count
	totals  string // or []total
}

// scalarFields are the row's columns: a COUNT sqlc's int64, SUM, AVG,
// MIN and MAX its interface{} (aggType).
func (g *gen) scalarFields(m *Method) error {
	pat := m.Plan.Pattern
	var names []string
	for _, c := range pat.Columns {
		names = append(names, c.Name)
	}
	fields := g.names.fieldNames(names, func(int) int { return -1 })
	for i, c := range pat.Columns {
		if i >= len(pat.Parts) || len(pat.Parts[i].Aggregates) != 1 {
			return fmt.Errorf("its column %s is no aggregate of one table", c.Name)
		}
		a := pat.Parts[i].Aggregates[0]
		e := g.d.Model.Entity(a.Entity)
		if e == nil && len(pat.Parts[i].Tables) > 0 {
			e = g.d.Model.Entity(pat.Parts[i].Tables[0].Entity)
		}
		if e == nil {
			return fmt.Errorf("its column %s aggregates no table the generator knows", c.Name)
		}
		t := goType{Name: "int64", Base: "int64", col: &analyze.Column{Name: c.Name, Kind: analyze.KindInteger, Type: "bigint", NotNull: true}}
		if a.Func != "count" {
			if a.Arg == nil {
				return fmt.Errorf("its column %s is no aggregate the package computes", c.Name)
			}
			var err error
			if t, err = aggType(a, e, len(m.Params) > 0); err != nil {
				return err
			}
		}
		m.Fields = append(m.Fields, Field{Name: fields[i], Column: c.Name, Attr: c.Name, Type: t})
	}
	if len(m.Fields) == 1 {
		m.Scalar, m.Result = true, m.Fields[0].Type.Name
	} else {
		m.Result, m.NewRow = g.typeName(m.Name+"Row"), true
	}
	return nil
}

// scalarsRead lays out m's plan as scalars (m.scalars); "" when the
// generator writes it, else why not.
func (g *gen) scalarsRead(m *Method) string {
	p := m.Plan
	s := p.App[0]
	steps := p.Steps()
	if len(p.App) != 1 || len(s.Values) != len(steps) || len(p.Pattern.Parts) != len(steps) {
		return notYet("a row of aggregate subqueries of this shape")
	}
	sc := &scalars{}
	decs := 0
	for i, st := range steps {
		v := s.Values[i]
		if i > 0 && len(st.Then)+len(st.App) > 0 || len(st.Check)+len(st.Variants) > 0 || st.Each != "" || st.Shards > 1 || st.KeysOnly || st.LookupItems || st.Into != nil {
			return notYet("a subquery of its own plan")
		}
		switch st.Request.(type) {
		case *dynamodb.GetItemInput, *dynamodb.QueryInput:
		default:
			return fmt.Sprintf("its %s of a subquery is not generated yet", st.Operation)
		}
		r, err := g.literalOf(m, st, &request{decBase: decs})
		if err != nil {
			return err.Error()
		}
		decs += len(r.decs)
		sr := scalarRead{name: v.Name, r: r, op: st.Operation, counter: v.Count}
		if !v.Count {
			e := g.d.Model.Entity(st.Entity)
			if len(v.App) != 1 || v.App[0].Kind != design.AppAggregate || len(v.App[0].Aggregates) != 1 || len(v.App[0].GroupBy) > 0 || v.App[0].Having != nil || e == nil {
				return notYet("a subquery whose value is not one aggregate of its items")
			}
			a := v.App[0].Aggregates[0]
			a.Name = v.Name
			c, t, why := aggregateLit(a, e)
			if why != "" {
				return why
			}
			sr.counts, sr.totals = "[]count{"+c+"}", "nil"
			if c == "" {
				sr.counts, sr.totals = "nil", "[]total{\n"+t+"\t\t}"
			}
		} else if st.Operation != design.GetItem {
			return notYet("a count of a counter item read by " + st.Operation)
		}
		sc.reads = append(sc.reads, sr)
	}
	m.scalars = sc
	return ""
}

// scalarsBody writes the row of several subqueries: each one's request
// (none when a parameter its key needs is NULL: its count 0, its
// aggregate NULL), its value in the row's item, then the row.
func (g *gen) scalarsBody(b *strings.Builder, m *Method) {
	zero := readStart(b, m, &request{})
	b.WriteString("\t// The row of the subqueries' values, each read on its own.\n\trow := map[string]types.AttributeValue{}\n")
	for k, sr := range m.scalars.reads {
		in := "\t"
		if len(sr.r.guards) > 0 {
			fmt.Fprintf(b, "\tif %s { // = NULL is true of no row\n", strings.Join(sr.r.guards, " && "))
			in = "\t\t"
		}
		for _, d := range sr.r.decs {
			b.WriteString(in + strings.ReplaceAll(d, "\n\t", "\n"+in) + "\n")
		}
		lit := sr.r.lit
		if in != "\t" {
			lit = indent(lit)
		}
		switch {
		case sr.counter:
			fmt.Fprintf(b, "%s// %s: the count its counter item holds.\n%sn%d, err := q.counterCount(ctx, %s)\n%sif err != nil {\n%s\treturn %s err\n%s}\n%srow[%q] = &types.AttributeValueMemberN{Value: strconv.FormatInt(n%d, 10)}\n", in, commentText(sr.name), in, k+1, lit, in, in, zero, in, in, sr.name, k+1)
		default:
			send := fmt.Sprintf("q.query(ctx, %s, 0)", lit)
			if sr.op == design.GetItem {
				send = fmt.Sprintf("q.get(ctx, %s)", lit)
			}
			fmt.Fprintf(b, "%s// %s: the aggregate of the items it reads.\n%sfound%d, err := %s\n%sif err != nil {\n%s\treturn %s err\n%s}\n", in, commentText(sr.name), in, k+1, send, in, in, zero, in)
			fmt.Fprintf(b, "%sif v, ok := aggregate(found%d, nil, %s, %s)[0][%q]; ok {\n%s\trow[%q] = v\n%s}\n", in, k+1, sr.counts, strings.ReplaceAll(sr.totals, "\n", "\n"+in), sr.name, in, sr.name, in)
		}
		if in != "\t" {
			if sr.counter {
				// NULL counts no row: 0.
				fmt.Fprintf(b, "\t} else {\n\t\trow[%q] = &types.AttributeValueMemberN{Value: \"0\"}\n\t}\n", sr.name)
			} else {
				b.WriteString("\t}\n")
			}
		}
	}
	b.WriteString("\trows := rowsOf([]map[string]types.AttributeValue{row})\n")
	g.rowsOut(b, m, map[string]int{"": 0}, nil)
}
