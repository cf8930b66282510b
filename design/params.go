package design

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"sql2dynamo/analyze"
)

// isList reports an IN list: several values, or sqlc.slice's list of any
// length.
func isList(vs []analyze.Value) bool { return len(vs) > 1 || len(vs) == 1 && vs[0].List }

// List is the plan's sqlc.slice parameter, if it has one: its requests
// show one key or value for the whole list.
func (p *Plan) List() (Binding, bool) {
	for _, b := range p.Bindings {
		if b.List {
			return b, true
		}
	}
	return Binding{}, false
}

// listOf is the sqlc.slice parameter among a condition's values.
func (p *Plan) listOf(ts []Template) (Binding, bool) {
	for _, b := range p.Bindings {
		if b.List && slices.ContainsFunc(ts, func(t Template) bool { return slices.ContainsFunc(t, func(x Part) bool { return x.Col == b.Name }) }) {
			return b, true
		}
	}
	return Binding{}, false
}

// ListKeys is the sqlc.slice parameter whose elements a BatchGetItem's
// keys stand for, if any: the plan shows one key for the whole list.
func (p *Plan) ListKeys() (Binding, bool) {
	var ts []Template
	for _, k := range p.BatchKeys {
		ts = append(ts, k[0], k[1])
	}
	return p.listOf(ts)
}

// nameParams shows each parameter sqlc names by its name: the placeholder
// {author_id} that sqlc.arg(author) fills reads {author} in the plan's
// templates, its requests and the report. Only Part.Param changes: the
// placeholder's column (Part.Col) still says what the value is, so filling
// and encoding a key does not change. It runs before the requests are
// built, which print the templates.
func (p *Plan) nameParams() {
	names := map[string]string{}
	for _, b := range p.Bindings {
		if b.Param != "" {
			names[b.Name] = b.Param
		}
	}
	if len(names) > 0 {
		p.eachStep(func(step *Plan) { step.mapTemplates(names, nil) })
	}
}

// eachStep calls f on the plan and every request it leads to: the steps of
// a join, a write's lookup, an upsert's insert, an INSERT's numbering, the
// read of an existing row's id, an upsert's reads of lock items, the
// reads of the parents an INSERT copies from.
func (p *Plan) eachStep(f func(*Plan)) {
	if p == nil {
		return
	}
	f(p)
	for _, t := range p.Then {
		t.eachStep(f)
	}
	p.Lookup.eachStep(f)
	p.Otherwise.eachStep(f)
	p.NextID.eachStep(f)
	p.Existing.eachStep(f)
	for _, r := range p.Parents {
		r.eachStep(f)
	}
	for _, r := range slices.Concat(p.Redirects, p.Collides) {
		r.eachStep(f)
	}
	p.Evict.eachStep(f)
}

// Templates are the templates the plan's request is written from: the
// partition key value, the sort key condition's values, each key of a
// BatchGetItem and each :value. Their parts name every value the request
// takes ({customer_id}, or a sqlc.arg's own name) and every literal it
// holds: the consumers that fill a request in (the CLI script, ElectroDB,
// the tests) read them here.
func (p *Plan) Templates() []Template {
	ts := []Template{p.PKValue}
	if p.SKCond != nil {
		ts = append(ts, p.SKCond.Values...)
	}
	for _, k := range p.BatchKeys {
		ts = append(ts, k[0], k[1])
	}
	for _, prm := range p.Params {
		ts = append(ts, prm.Value)
	}
	return ts
}

// mapTemplates rewrites the placeholders of the step's templates: a part
// whose column names has a key of gets that display name, and each list
// in lists is repeated (see ListPlan). Templates are copied, never changed
// in place: the layout's keys are shared. A placeholder the step's Feed
// fills comes from the items before it, not from a parameter.
func (p *Plan) mapTemplates(names map[string]string, lists map[string]int) {
	fed := map[string]bool{}
	for _, f := range slices.Concat(p.Feed, p.KeyFrom) {
		fed[f.Placeholder] = true
	}
	one := func(t Template) Template {
		out := slices.Clone(t)
		for i, part := range out {
			if name, ok := names[part.Col]; ok && !fed[part.Col] {
				out[i].Param = name
			}
		}
		return out
	}
	many := func(ts []Template) []Template {
		var out []Template
		for _, t := range ts {
			out = append(out, expand(one(t), lists)...)
		}
		return out
	}
	p.PKValue = one(p.PKValue)
	p.SKCond = p.SKCond.mapValues(many)
	var keys [][2]Template
	for _, k := range p.BatchKeys {
		pks, sks := expand(one(k[0]), lists), expand(one(k[1]), lists)
		for i := range max(len(pks), len(sks)) {
			keys = append(keys, [2]Template{pks[min(i, len(pks)-1)], sks[min(i, len(sks)-1)]})
		}
	}
	p.BatchKeys = keys
	p.EachValues = many(p.EachValues)
	p.FilterCols, p.Conditions = mapFilters(p.FilterCols, many), mapFilters(p.Conditions, many)
	for _, m := range []*map[string]Template{&p.Item, &p.Updates} {
		if *m != nil {
			cp := maps.Clone(*m)
			for k, t := range cp {
				cp[k] = one(t)
			}
			*m = cp
		}
	}
	p.KeyUpdates = slices.Clone(p.KeyUpdates)
	for i := range p.KeyUpdates {
		p.KeyUpdates[i].Template = one(p.KeyUpdates[i].Template)
	}
	for _, ls := range []*[]Lock{&p.Locks, &p.LockDeletes} {
		*ls = slices.Clone(*ls)
		for i := range *ls {
			(*ls)[i].PK, (*ls)[i].SK = one((*ls)[i].PK), one((*ls)[i].SK)
		}
	}
}

// expand repeats a template that holds a list's first placeholder once per
// value: {book_id.1} → {book_id.1} … {book_id.k}.
func expand(t Template, lists map[string]int) []Template {
	for _, part := range t {
		k, ok := lists[part.Col]
		if !ok {
			continue
		}
		col := strings.TrimSuffix(part.Col, ".1")
		out := make([]Template, k)
		for i := range k {
			out[i] = slices.Clone(t)
			for j := range out[i] {
				if out[i][j].Col == part.Col {
					out[i][j].Col = fmt.Sprintf("%s.%d", col, i+1)
				}
			}
		}
		return out
	}
	return []Template{t}
}

// ListPlan is the plan of one call whose sqlc.slice lists hold k values:
// the keys, values and filter operands the design shows once per list
// repeated k times, bindings {col.1} … {col.k}, and the requests built
// again. A plan without a list comes back as it is. verify runs these.
func (d *Design) ListPlan(p *Plan, k int) *Plan {
	lists := map[string]int{}
	var bindings []Binding
	for _, b := range p.Bindings {
		if !b.List {
			bindings = append(bindings, b)
			continue
		}
		lists[b.Name] = k
		col := strings.TrimSuffix(b.Name, ".1")
		for i := range k {
			one := b
			one.Name = fmt.Sprintf("%s.%d", col, i+1)
			bindings = append(bindings, one)
		}
	}
	if len(lists) == 0 {
		return p
	}
	var copyStep func(*Plan) *Plan
	copyStep = func(s *Plan) *Plan {
		if s == nil {
			return nil
		}
		cp := *s
		cp.Bindings = bindings
		cp.Then = nil
		for _, t := range s.Then {
			cp.Then = append(cp.Then, copyStep(t))
		}
		cp.Lookup, cp.Otherwise = copyStep(s.Lookup), copyStep(s.Otherwise) // NextID numbers the row: no list
		cp.mapTemplates(nil, lists)
		cp.Params = nil
		return &cp
	}
	out := copyStep(p)
	if out.Operation != "" && p.Pattern.Statement != analyze.Select { // as writePlans builds them
		for w := out; w != nil; w = w.Otherwise {
			w.writeRequest(d.Table, d.Model, d.Model.Entity(p.Entity))
			if w.Lookup != nil {
				w.Lookup.readRequests(d.Table, d.Model)
			}
		}
	} else {
		out.readRequests(d.Table, d.Model)
	}
	return out
}

// mapValues is the condition with its values rewritten by many, a copy
// (the layout's templates are shared); nil for none.
func (sk *SKCond) mapValues(many func([]Template) []Template) *SKCond {
	if sk == nil {
		return nil
	}
	out := *sk
	out.Values = many(sk.Values)
	return &out
}

// mapFilters are the filters with their values rewritten by many, copied.
func mapFilters(fs []FilterCol, many func([]Template) []Template) []FilterCol {
	out := slices.Clone(fs)
	for i := range out {
		out[i].Values = many(out[i].Values)
	}
	return out
}
