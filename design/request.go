package design

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
)

// expr collects the #name aliases and :value placeholders of one request.
type expr struct {
	entity *analyze.Entity
	names  map[string]string
	values map[string]types.AttributeValue
	params []Param
	// next is, per placeholder taken, the number to try first for the
	// next one of that base: a request of n conditions on one column
	// numbers them in n steps, not n*n/2.
	next map[string]int
}

func newExpr(e *analyze.Entity) *expr {
	return &expr{entity: e, names: map[string]string{}, values: map[string]types.AttributeValue{}, next: map[string]int{}}
}

// name aliases every attribute, reserved word or not, so no request trips
// over one of DynamoDB's several hundred reserved words. Attributes alike
// but for the runes safe writes as _ (a_b, a-b, a b) take aliases of
// their own: #a_b, #a_b2, ...
func (x *expr) name(attr string) string {
	base := "#" + safe(attr)
	alias := base
	for i := 2; ; i++ {
		if old, ok := x.names[alias]; !ok || old == attr {
			break
		}
		alias = base + strconv.Itoa(i)
	}
	x.names[alias] = attr
	return alias
}

// value binds a placeholder. Key values are strings (templates); other
// attributes keep their column's type (a binary column's value is B,
// its bytes the template's text).
func (x *expr) value(base string, t Template, typ AttrType) string {
	ph := ":" + safe(base)
	if x.values[ph] != nil {
		i := max(x.next[ph], 2) // every number below it is taken
		for x.values[ph+strconv.Itoa(i)] != nil {
			i++
		}
		x.next[ph] = i + 1
		ph += strconv.Itoa(i)
	}
	x.values[ph] = typ.Value(t.String())
	x.params = append(x.params, Param{Name: ph, Value: t})
	return ph
}

func safe(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, s)
}

// typeOf is the attribute type of the entity's column col.
func (x *expr) typeOf(col string) AttrType {
	if x.entity == nil {
		return AttrS
	}
	return TypeOf(x.entity.Column(col))
}

func (x *expr) namesOrNil() map[string]string {
	if len(x.names) == 0 {
		return nil
	}
	return x.names
}

func (x *expr) valuesOrNil() map[string]types.AttributeValue {
	if len(x.values) == 0 {
		return nil
	}
	return x.values
}

// keyCondition writes the key condition, for the request and readable.
func (x *expr) keyCondition(p *Plan) (string, string) {
	cond := fmt.Sprintf("%s = %s", x.name(p.PKAttr), x.value("pk", p.PKValue, AttrS))
	text := fmt.Sprintf("%s = %s", p.PKAttr, p.PKValue)
	if c := p.SKCond; c != nil {
		sk := x.name(p.SKAttr)
		switch c.Op {
		case "=":
			cond += fmt.Sprintf(" AND %s = %s", sk, x.value("sk", c.Values[0], AttrS))
			text += fmt.Sprintf(" AND %s = %s", p.SKAttr, c.Values[0])
		case "begins_with":
			cond += fmt.Sprintf(" AND begins_with(%s, %s)", sk, x.value("sk", c.Values[0], AttrS))
			text += fmt.Sprintf(" AND begins_with(%s, '%s')", p.SKAttr, c.Values[0])
		case "BETWEEN":
			cond += fmt.Sprintf(" AND %s BETWEEN %s AND %s", sk, x.value("sk", c.Values[0], AttrS), x.value("sk", c.Values[1], AttrS))
			text += fmt.Sprintf(" AND %s BETWEEN '%s' AND '%s'", p.SKAttr, c.Values[0], c.Values[1])
		}
	}
	return cond, text
}

// filter writes the FilterExpression, for the request and readable.
func (x *expr) filter(p *Plan) (*string, string) { return x.conditions(p.FilterCols) }

// conditions writes predicates as one expression, for the request and
// readable: a read's FilterExpression, a write's ConditionExpression.
func (x *expr) conditions(fs []FilterCol) (*string, string) {
	if len(fs) == 0 {
		return nil, ""
	}
	var conds, texts []string
	for _, f := range fs {
		n := x.name(f.Column)
		typ := x.typeOf(f.Column)
		var phs, vals []string
		for _, v := range f.Values {
			phs = append(phs, x.value(f.Column, v, typ))
			if typ == AttrN && len(v) == 1 && v[0].Col == "" {
				vals = append(vals, v[0].Lit) // a number, as SQL writes it
			} else {
				vals = append(vals, readable(v))
			}
		}
		switch f.Op {
		case "IN":
			conds = append(conds, fmt.Sprintf("%s IN (%s)", n, strings.Join(phs, ", ")))
			texts = append(texts, fmt.Sprintf("%s IN (%s)", f.Column, strings.Join(vals, ", ")))
		case "BETWEEN":
			conds = append(conds, fmt.Sprintf("%s BETWEEN %s AND %s", n, phs[0], phs[1]))
			texts = append(texts, fmt.Sprintf("%s BETWEEN %s AND %s", f.Column, vals[0], vals[1]))
		case "LIKE":
			conds = append(conds, fmt.Sprintf("begins_with(%s, %s)", n, phs[0]))
			texts = append(texts, fmt.Sprintf("begins_with(%s, %s)", f.Column, vals[0]))
		case "IS NULL":
			conds = append(conds, fmt.Sprintf("attribute_not_exists(%s)", n))
			texts = append(texts, fmt.Sprintf("attribute_not_exists(%s)", f.Column))
		case "IS NOT NULL":
			conds = append(conds, fmt.Sprintf("attribute_exists(%s)", n))
			texts = append(texts, fmt.Sprintf("attribute_exists(%s)", f.Column))
		case "<>", "NOT IN":
			c, t := fmt.Sprintf("%s <> %s", n, phs[0]), fmt.Sprintf("%s <> %s", f.Column, vals[0])
			if f.Op == "NOT IN" {
				c, t = fmt.Sprintf("NOT (%s IN (%s))", n, strings.Join(phs, ", ")), fmt.Sprintf("NOT (%s IN (%s))", f.Column, strings.Join(vals, ", "))
			}
			if f.Nullable {
				// A missing attribute (NULL) passes <> in DynamoDB, but
				// SQL's NULL <> ? is not true.
				c, t = fmt.Sprintf("attribute_exists(%s) AND %s", n, c), fmt.Sprintf("attribute_exists(%s) AND %s", f.Column, t)
			}
			conds, texts = append(conds, c), append(texts, t)
		default:
			conds = append(conds, fmt.Sprintf("%s %s %s", n, f.Op, phs[0]))
			texts = append(texts, fmt.Sprintf("%s %s %s", f.Column, f.Op, vals[0]))
		}
	}
	return aws.String(strings.Join(conds, " AND ")), strings.Join(texts, " AND ")
}

// readable shows a value: a constant quoted, a parameter as {column}.
func readable(t Template) string {
	if len(t) == 1 && t[0].Col == "" {
		return "'" + t[0].Lit + "'"
	}
	return t.String()
}

func (x *expr) projection(p *Plan) *string {
	if len(p.Projection) == 0 {
		return nil
	}
	var names []string
	for _, c := range p.Projection {
		names = append(names, x.name(c))
	}
	return aws.String(strings.Join(names, ", "))
}

// request builds the plan's SDK input; the render package serializes it
// with the SDK's own serializer.
func (p *Plan) request(table string, e *analyze.Entity) {
	x := newExpr(e)
	switch p.Operation {
	case GetItem:
		in := &dynamodb.GetItemInput{TableName: aws.String(table), Key: map[string]types.AttributeValue{
			PK: &types.AttributeValueMemberS{Value: p.PKValue.String()},
			SK: &types.AttributeValueMemberS{Value: p.SKCond.Values[0].String()},
		}}
		in.ProjectionExpression = x.projection(p)
		in.ExpressionAttributeNames = x.namesOrNil()
		if p.Consistent {
			in.ConsistentRead = aws.Bool(true)
		}
		p.KeyCondition = fmt.Sprintf("PK = %s AND SK = %s", p.PKValue, p.SKCond.Values[0])
		p.Params = []Param{{Name: PK, Value: p.PKValue}, {Name: SK, Value: p.SKCond.Values[0]}}
		p.Request = in
	case BatchGetItem:
		ka := types.KeysAndAttributes{}
		var texts []string
		for i, k := range p.BatchKeys {
			if i == MaxBatchKeys {
				break // one call's worth: the plan's reason says to send the rest the same way
			}
			ka.Keys = append(ka.Keys, map[string]types.AttributeValue{
				PK: &types.AttributeValueMemberS{Value: k[0].String()},
				SK: &types.AttributeValueMemberS{Value: k[1].String()},
			})
			texts = append(texts, fmt.Sprintf("(PK = %s AND SK = %s)", k[0], k[1]))
			p.Params = append(p.Params, Param{Name: PK, Value: k[0]}, Param{Name: SK, Value: k[1]})
		}
		ka.ProjectionExpression = x.projection(p)
		ka.ExpressionAttributeNames = x.namesOrNil()
		if p.Consistent {
			ka.ConsistentRead = aws.Bool(true)
		}
		p.KeyCondition = strings.Join(texts, " OR ")
		p.Request = &dynamodb.BatchGetItemInput{RequestItems: map[string]types.KeysAndAttributes{table: ka}}
	case Query:
		in := &dynamodb.QueryInput{TableName: aws.String(table)}
		if p.Index != "" {
			in.IndexName = aws.String(p.Index)
		}
		cond, text := x.keyCondition(p)
		in.KeyConditionExpression, p.KeyCondition = aws.String(cond), text
		in.FilterExpression, p.Filter = x.filter(p)
		in.ProjectionExpression = x.projection(p)
		if p.Descending {
			in.ScanIndexForward = aws.Bool(false)
		}
		if p.Limit > 0 {
			in.Limit = aws.Int32(int32(p.Limit))
		}
		if p.Consistent {
			in.ConsistentRead = aws.Bool(true)
		}
		in.ExpressionAttributeNames, in.ExpressionAttributeValues = x.namesOrNil(), x.valuesOrNil()
		p.Params = x.params
		p.Request = in
	case OpScan:
		in := &dynamodb.ScanInput{TableName: aws.String(table)}
		in.FilterExpression, p.Filter = x.filter(p)
		in.ProjectionExpression = x.projection(p)
		if p.Limit > 0 {
			in.Limit = aws.Int32(int32(p.Limit))
		}
		in.ExpressionAttributeNames, in.ExpressionAttributeValues = x.namesOrNil(), x.valuesOrNil()
		p.Params = x.params
		p.Request = in
	}
}
