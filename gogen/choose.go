package gogen

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// choice is one request of a write or read whose parameters choose it
// (verify's chosen): the one for the parameters NULL in it (design.Plan.Null, the
// Variants), with the SETs those parameters keep as they are left out
// (design.Plan.Skipping, COALESCE(?, c)). The method sends the plan for
// its parameters; each choice but the one for no NULL is a function of
// its own (fn), or, when it sends nothing (every SET kept), what the
// method returns (none).
type choice struct {
	when string  // the Go condition: the parameters that are NULL
	fn   string  // the function that runs it
	m    *Method // the method of its plan, written as fn
	none bool    // the statement changes nothing
}

// nullParams are the parameters whose NULL chooses another request: those
// a Variant is planned for, a Nullable column's, a COALESCE(?, c)'s.
func nullParams(p *design.Plan) []string {
	var out []string
	add := func(x string) {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	for _, v := range p.Variants {
		for _, x := range v.Nulls {
			add(x)
		}
	}
	for _, o := range p.Nullable {
		add(o.Param)
	}
	for _, o := range p.Optional {
		add(o.Param)
	}
	return out
}

// nonNull readies m's body as the choice of no NULL parameter: those
// that choose are not NULL in it. "" when the choices can be written,
// else why not. A parameter whose Go type holds no NULL (a NOT NULL
// column's) is never NULL, and chooses nothing.
func (g *gen) nonNull(m *Method) string {
	m.nonNull = map[string]bool{}
	n := 0
	for _, name := range nullParams(m.Plan) {
		x, t, ok := g.value(m, name)
		if !ok {
			return fmt.Sprintf("the parameter {%s} that chooses its request is none of the method's", name)
		}
		if isFlag(m.Plan, name) {
			// A flag chooses whatever its type: false keeps the column.
			if _, err := flagSet(x, t); err != nil {
				return err.Error()
			}
			m.nonNull[name] = true
			n++
			continue
		}
		if g.nullTest(m, name) != "" {
			m.nonNull[name] = true
			n++
		}
	}
	if n > 4 {
		return fmt.Sprintf("%d parameters choose among %d requests, which the package does not write", n, 1<<n)
	}
	return ""
}

// validOf is the Go expression saying a parameter x of type t is not
// NULL: its Valid, or, for sqlc's json.RawMessage of a nullable JSON
// column (which has none), that it is not nil; "" when t holds no NULL.
func validOf(x string, t goType) string {
	switch {
	case t.Valid != "":
		return x + ".Valid"
	case t.Name == "json.RawMessage" && t.col != nil && !t.col.NotNull:
		return x + " != nil"
	}
	return ""
}

// nullTest is the Go expression saying the parameter name of m is not
// NULL: its value's (validOf), or, where the value's type holds no NULL,
// that the positional ? IS NULL written beside it (Param.Flag) is not
// nil. The design reads both ?s as one parameter, the application passing
// the bound twice, so either says it. "" when nothing does.
func (g *gen) nullTest(m *Method, name string) string {
	x, t, _ := g.value(m, name)
	if v := validOf(x, t); v != "" {
		return v
	}
	for _, prm := range m.Params {
		if prm.Flag && slices.Contains(prm.Fills, name) {
			return g.paramExpr(m, prm) + " != nil"
		}
	}
	return ""
}

// negated is the Go expression negating a condition validOf or flagSet
// writes: x == nil for x != nil, else !x.
func negated(cond string) string {
	if x, ok := strings.CutSuffix(cond, " != nil"); ok && !strings.ContainsAny(x, " ()") {
		return x + " == nil"
	}
	return "!" + cond
}

// isFlag says the parameter name is a flag of p's: CASE WHEN ? THEN ...
// ELSE c END or IF(?, ..., c), which keeps c when it is NULL or false
// (design.Optional.Keeps).
func isFlag(p *design.Plan, name string) bool {
	return slices.ContainsFunc(p.Optional, func(o design.Optional) bool { return o.Param == name && !o.KeepNull })
}

// flagSet is the Go expression saying a flag parameter x of type t sets
// its column: not NULL, and true as MySQL reads it (design.Optional.Keeps):
// a true bool, a number other than 0, a time other than the zero date
// (the driver sends it as 0000-00-00), text whose leading number is not 0.
func flagSet(x string, t goType) (string, error) {
	v, valid := x, ""
	if t.Valid != "" {
		v, valid = x+"."+t.Valid, x+".Valid && "
	}
	var set string
	switch b := t.Base; {
	case b == "bool":
		set = v
	case strings.HasPrefix(b, "int") || strings.HasPrefix(b, "uint") || strings.HasPrefix(b, "float"):
		set = v + " != 0"
	case b == "string":
		set = "flagTrue(" + v + ")"
	case b == "time.Time":
		set = "!" + v + ".IsZero()"
	default:
		return "", fmt.Errorf("a flag parameter of type %s is not generated yet", t.Name)
	}
	return "(" + valid + set + ")", nil
}

// choose lays out m's other choices, after its own body (nonNull): one
// per combination of NULL parameters; "" when every one is written, else
// why not.
func (g *gen) choose(m *Method) string {
	p := m.Plan
	type nullable struct{ name, valid string }
	var ps []nullable
	for _, name := range nullParams(p) {
		x, t, _ := g.value(m, name)
		switch {
		case !m.nonNull[name]:
		case isFlag(p, name):
			set, _ := flagSet(x, t) // nonNull took it
			ps = append(ps, nullable{name, set})
		default:
			ps = append(ps, nullable{name, g.nullTest(m, name)})
		}
	}
	// Every combination of NULLs but none, the most NULLs first: the
	// first case that holds is the one.
	for _, mask := range combinations(len(ps)) {
		var nulls, when, names []string
		for i, x := range ps {
			if mask&(1<<i) != 0 {
				nulls = append(nulls, x.name)
				when = append(when, negated(x.valid))
				names = append(names, structName(x.name))
			}
		}
		null := func(name string) bool { return slices.Contains(nulls, name) }
		q := p.Null(g.d.Table, g.d.Model, null)
		var keep []string
		for _, o := range q.Optional {
			if null(o.Param) {
				keep = append(keep, o.Column)
			}
		}
		if len(keep) > 0 {
			q = q.Skipping(g.d.Table, g.d.Model, keep)
		}
		c := choice{when: strings.Join(when, " && ")}
		if q.Request == nil {
			c.none = true
			m.choices = append(m.choices, c)
			continue
		}
		owner := m.Name
		if m.part {
			owner = m.fn
		}
		c.fn = g.helper(owner, "WhenNull"+strings.Join(names, ""))
		vm := &Method{Plan: q, Name: m.Name, Params: m.Params, Struct: m.Struct, paramsName: m.paramsName, file: m.file, nonNull: map[string]bool{}, fn: c.fn,
			Result: m.Result, Fields: m.Fields, Scalar: m.Scalar, Many: m.Many}
		for _, x := range ps {
			vm.nonNull[x.name] = !null(x.name)
		}
		refusal := g.writeRefusal
		if p.Pattern.Statement == analyze.Select {
			refusal = g.readRefusal
		}
		if why := refusal(vm); why != "" {
			return why
		}
		for _, x := range vm.Clocks {
			if !slices.Contains(m.Clocks, x) {
				m.Clocks = append(m.Clocks, x)
			}
		}
		c.m = vm
		m.choices = append(m.choices, c)
	}
	return ""
}

// combinations are the non-empty subsets of n choices as bit masks, the
// most chosen first: a switch whose cases test each subset's choices
// all hold takes the first that does, the one that holds exactly.
func combinations(n int) []int {
	masks := make([]int, 0, 1<<n)
	for mask := 1; mask < 1<<n; mask++ {
		masks = append(masks, mask)
	}
	slices.SortStableFunc(masks, func(a, b int) int { return ones(b) - ones(a) })
	return masks
}

func ones(mask int) int {
	n := 0
	for ; mask > 0; mask &= mask - 1 {
		n++
	}
	return n
}

// lowerFirst lower-cases a name's first letter (a rune, not a byte).
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

// chooseBody writes the head of a method with choices: the case of each
// combination of NULL parameters, calling its function.
func (g *gen) chooseBody(b *strings.Builder, m *Method, none string) {
	if len(m.choices) == 0 {
		return
	}
	args := m.callArgs()
	if slices.ContainsFunc(m.Plan.Optional, func(o design.Optional) bool { return !o.KeepNull }) {
		b.WriteString("\t// Its NULL parameters, and its flags that keep a column as it is,\n\t// choose the request (the report's plan says which).\n\tswitch {\n")
	} else {
		b.WriteString("\t// Its NULL parameters choose the request (the report's plan says\n\t// which).\n\tswitch {\n")
	}
	for _, c := range m.choices {
		if c.none {
			fmt.Fprintf(b, "\tcase %s:\n\t\t%s // every SET keeps its column as it is\n", c.when, none)
			continue
		}
		fmt.Fprintf(b, "\tcase %s:\n\t\treturn q.%s(%s)\n", c.when, c.fn, strings.Join(args, ", "))
	}
	b.WriteString("\t}\n")
}
