package gogen

import (
	"slices"
	"strings"

	"sql2dynamo/design"
)

// design.AppEmpty is a read's guard, run before its request: a range on
// the sort key whose bounds, as the key writes them, have the low one
// above the high one holds no key, and the read finds no items without
// sending the request (DynamoDB refuses such a BETWEEN). The generated
// package's query runs it on every Query it sends (emptyRangeSrc): its
// KeyConditionExpression's BETWEEN bounds are the encoded keys
// themselves. The plan's methods are laid out without the step
// (withoutEmpty), as the requests they send are the same.

// emptyRanges reports whether a plan of the design guards a read so.
func (g *gen) emptyRanges() bool {
	return slices.ContainsFunc(g.d.Plans, func(p *design.Plan) bool { return hasEmpty(p, map[*design.Plan]bool{}) })
}

func hasEmpty(p *design.Plan, seen map[*design.Plan]bool) bool {
	if p == nil || seen[p] {
		return false
	}
	seen[p] = true
	if slices.ContainsFunc(p.App, func(s design.AppStep) bool { return s.Kind == design.AppEmpty }) {
		return true
	}
	return slices.ContainsFunc(subPlans(p), func(s *design.Plan) bool { return hasEmpty(s, seen) })
}

// subPlans are the plans p holds.
func subPlans(p *design.Plan) []*design.Plan {
	out := slices.Concat(p.Then, p.Variants, p.Redirects, p.Collides, p.Parents, []*design.Plan{p.Lookup, p.Otherwise, p.Existing, p.Evict, p.NextID})
	return slices.DeleteFunc(out, func(s *design.Plan) bool { return s == nil })
}

// withoutEmpty is p, and the plans it holds, without their AppEmpty
// steps: copies where they had one, p itself when none has.
func withoutEmpty(p *design.Plan) *design.Plan {
	if !hasEmpty(p, map[*design.Plan]bool{}) {
		return p
	}
	c := *p
	c.App = p.AfterRequests()
	each := func(ps []*design.Plan) []*design.Plan {
		if ps == nil {
			return nil
		}
		out := make([]*design.Plan, len(ps))
		for i, s := range ps {
			out[i] = withoutEmpty(s)
		}
		return out
	}
	one := func(s *design.Plan) *design.Plan {
		if s == nil {
			return nil
		}
		return withoutEmpty(s)
	}
	c.Then, c.Variants, c.Redirects, c.Collides, c.Parents = each(p.Then), each(p.Variants), each(p.Redirects), each(p.Collides), each(p.Parents)
	c.Lookup, c.Otherwise, c.Existing, c.Evict, c.NextID = one(p.Lookup), one(p.Otherwise), one(p.Existing), one(p.Evict), one(p.NextID)
	return &c
}

// withEmptyRange is items.go's source with query's guard (emptyRangeSrc).
func withEmptyRange(src string) string {
	const loop = "func (q *Queries) query(ctx context.Context, in *dynamodb.QueryInput, limit int) ([]map[string]types.AttributeValue, error) {\n"
	return strings.Replace(src, loop, loop+"\tif emptyRange(in) {\n\t\treturn nil, nil // the range holds no key: nothing to send\n\t}\n", 1) + emptyRangeSrc
}

const emptyRangeSrc = `
// emptyRange reports whether in's key condition is a BETWEEN whose low
// bound sorts after its high one, as DynamoDB compares the key's strings:
// the range holds no key, and DynamoDB refuses the request, where the
// SQL's range finds no row (sql2dynamo's design.AppEmpty).
func emptyRange(in *dynamodb.QueryInput) bool {
	if in.KeyConditionExpression == nil {
		return false
	}
	_, bounds, ok := strings.Cut(*in.KeyConditionExpression, " BETWEEN ")
	if !ok {
		return false
	}
	lo, hi, ok := strings.Cut(bounds, " AND ")
	if !ok {
		return false
	}
	hi, _, _ = strings.Cut(hi, " ")
	l, ok1 := in.ExpressionAttributeValues[lo].(*types.AttributeValueMemberS)
	h, ok2 := in.ExpressionAttributeValues[hi].(*types.AttributeValueMemberS)
	return ok1 && ok2 && l.Value > h.Value
}
`
