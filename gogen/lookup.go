package gogen

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// lookup is a write that reads the rows it writes first (Plan.Lookup):
// the read, then, for each item it finds, the write filled from the
// item's attributes ({PK}, {SK}, {column.old}, and the columns the
// statement leaves as they are) and conditioned on what it read. When the
// condition fails, another writer changed the row in between: the method
// reads again and writes the rows not written yet (verify's
// writeFoundFrom), up to retries times.
type lookup struct {
	read  *request
	op    string   // the read's operation: GetItem or Query
	feeds []string // statements reading each attribute of the item the write uses
	check string   // statements keeping the items the application's check passes
	// nulls are the old values the condition compares with that may be
	// NULL, and variants the requests sent when they are.
	nulls    []oldNull
	variants []variant
	// then, for rows read by the keys the first read finds (a JOIN in an
	// UPDATE or DELETE), is that second read: found is its items.
	then *chainedRead
	// optimistic says the write computes values from what it read and
	// its condition compares only with what it read (design.Compute):
	// it fails only when another write changed the row in between.
	optimistic bool
}

// lookupRefusal lays out m's read of the rows it writes, or says why the
// package does not run it yet.
func (g *gen) lookupRefusal(m *Method) string {
	p, l := m.Plan, m.Plan.Lookup
	chained := len(l.Then) == 1 && len(l.Check) == 0 // the rows, read by the keys the first read finds
	switch {
	case chained && !g.chainedRead(l.Then[0], p.Entity):
		return notYet("a write whose read of its rows takes requests of this shape")
	case len(l.Then) > 0 && !chained || len(l.App)+len(l.Variants)+len(l.Distinct)+len(l.Sort) > 0 || l.Each != "" || l.Shards > 1 || l.LookupItems && !chained || l.Into != nil || len(l.Feed) > 0:
		return notYet("a write whose read of its rows takes several requests")
	case p.Pattern.Limit > 0 || p.Pattern.LimitParam:
		return notYet("a write with LIMIT")
	}
	switch l.Request.(type) {
	case *dynamodb.GetItemInput, *dynamodb.QueryInput:
	default:
		return fmt.Sprintf("its read of the rows it writes, a %s, is not generated yet", l.Operation)
	}
	r, err := &request{}, error(nil) // a REPLACE reads its rows itself (replaceBody)
	if !m.fromItem {
		if r, err = g.requestLiteral(m, l); err != nil {
			return err.Error()
		}
	}
	lk := &lookup{read: r, op: l.Operation}
	if lk.check, err = g.checkFilter(m, l, "found", r); err != nil {
		return err.Error()
	}
	if chained {
		// The second read, keyed by the first's items: each fed
		// attribute a variable of the loop over them.
		step := l.Then[0]
		c := &chainedRead{op: step.Operation, entity: step.Entity, from: l.Entity + " item"}
		if l.LookupItems {
			c.from = l.Entity + " lookup item" // the items keeping a non-key value's rows' keys
		}
		held := m.fed // the write's own, while the read's are written
		if m.fed, c.feeds, err = stepFeeds(step, g.d.Model.Entity(step.Entity)); err != nil {
			m.fed = held
			return err.Error()
		}
		var sr *request
		if in, ok := step.Request.(*dynamodb.BatchGetItemInput); ok {
			// A BatchGetItem of the keys the first read's items give.
			sr = &request{}
			pk, err1 := g.template(m, step.BatchKeys[0][0], sr)
			sk, err2 := g.template(m, step.BatchKeys[0][1], sr)
			tmpl, ok := keysAndAttributes(in)
			if err = cmp.Or(err1, err2); err == nil && !ok {
				err = fmt.Errorf("its read of its rows, a BatchGetItem of this shape, is not generated yet")
			}
			c.pk, c.sk, c.lit = pk, sk, tmpl
		} else {
			sr, err = g.requestLiteral(m, step)
			if err == nil {
				c.lit = sr.lit
			}
		}
		m.fed = held
		if err != nil {
			return err.Error()
		}
		if len(sr.guards)+len(sr.decs) > 0 {
			return notYet("a write whose second read of its rows is keyed by a value that may be NULL")
		}
		lk.then = c
	}
	// The item's attributes the write uses, each read once.
	e := g.d.Model.Entity(p.Entity)
	if e == nil {
		return "its table is not in the schema"
	}
	m.fed = map[string]fedValue{}
	byAttr := map[string]fedValue{}
	var feed func(name string) string
	feed = func(name string) string {
		if _, ok := m.fed[name]; ok {
			return ""
		}
		if _, _, ok := g.value(m, name); ok && !m.fromItem {
			return "" // a parameter, or the clock
		}
		attr, col := name, (*analyze.Column)(nil)
		switch {
		case name == design.PK:
			m.fed[name] = fedValue{expr: "at[0]"} // the item's key, which lookupBody reads first
			return ""
		case name == design.SK:
			m.fed[name] = fedValue{expr: "at[1]"}
			return ""
		case name == design.ShardCol:
			// A sharded index key's shard: FNV-1a of the row's primary
			// key values, as design.ShardOf writes it, from the item read.
			shards := 0
			if de := g.d.Entity(e.Name); de != nil {
				shards = de.Shards()
			}
			if shards < 2 {
				return fmt.Sprintf("the value {%s} is no column of %s", name, e.Name)
			}
			var keys []string
			for _, c := range e.PrimaryKey {
				if why := feed(c + ".old"); why != "" {
					return why
				}
				f := m.fed[c+".old"]
				if f.has != "" {
					return fmt.Sprintf("the primary key column %s may be NULL", c)
				}
				keys = append(keys, f.expr)
			}
			m.fed[name] = fedValue{expr: "shard"}
			lk.feeds = append(lk.feeds, fmt.Sprintf("shard := shardText(%d, %s)", shards, strings.Join(keys, ", ")))
			return ""
		default:
			c, old := strings.CutSuffix(name, ".old")
			col = e.Column(c)
			if col == nil {
				return fmt.Sprintf("the value {%s} is no column of %s", name, e.Name)
			}
			if !old && p.Pattern.Assigns(c) && !m.fromItem {
				return fmt.Sprintf("the value {%s} is one the statement sets, which the package does not fill yet", name)
			}
			attr = col.Name
		}
		if f, ok := byAttr[attr]; ok {
			m.fed[name] = f
			return ""
		}
		// The old value's variable: old<Column>, as sqlc names a field,
		// named in its function (resolveLocals).
		f := fedValue{expr: g.local("old\x00"+attr, "old"+defaultNames.sqlName(attr)), col: col}
		has := "_"
		if col != nil && !col.NotNull {
			f.has = g.local("hasOld\x00"+attr, "has"+defaultNames.sqlName(attr))
			has = f.has
		}
		byAttr[attr], m.fed[name] = f, f
		lk.feeds = append(lk.feeds, fmt.Sprintf("%s, %s := d.text(%q)", f.expr, has, attr))
		return ""
	}
	// Generated columns, from the values the write gives and the item's.
	gen, err := g.generatedValues(m, func(col string) (string, error) {
		if t, err := g.paramText(m, col); err == nil {
			return t, nil
		}
		if why := feed(col); why != "" {
			return "", errors.New(why)
		}
		if f := m.fed[col]; f.has == "" {
			return f.expr, nil
		}
		return "", fmt.Errorf("%s, which may be NULL", col)
	})
	if err != nil {
		return err.Error()
	}
	lk.feeds = append(lk.feeds, gen...)
	// SET n = n + ? on a column a key is built from: {n.new}, computed
	// from the old value as design.Compute.Value does.
	for _, c := range p.Compute {
		if c.Expr != nil {
			continue // a generated column's, above
		}
		if why := feed(c.Column + ".old"); why != "" {
			return why
		}
		old := m.fed[c.Column+".old"]
		if old.has != "" {
			return fmt.Sprintf("{%s.new} from an old value that may be NULL is not computed yet", c.Column)
		}
		by := strconv.Quote(c.By.String()) // a number
		if len(c.By) != 1 {
			return fmt.Sprintf("{%s.new} = {%s.old} %s %s is not computed yet", c.Column, c.Column, c.Op, c.By)
		}
		if name := c.By[0].Col; name != "" {
			x, typ, ok := g.value(m, name)
			if !ok {
				return fmt.Sprintf("the value {%s} is not a parameter of the method, which the generator does not fill yet", name)
			}
			if typ.Valid != "" {
				return notYet("a write whose arithmetic takes a parameter that may be NULL")
			}
			t, err := typ.textExpr(base(m, x, typ))
			if err != nil {
				return err.Error()
			}
			by = t
		}
		f := fedValue{expr: g.local("new\x00"+c.Column, "new"+defaultNames.sqlName(c.Column)), col: old.col}
		lk.feeds = append(lk.feeds, fmt.Sprintf("%s := d.arith(%q, %s, %s, %q, %d)", f.expr, c.Column, old.expr, by, c.Op, design.ValueScale(old.col)))
		m.fed[c.Column+".new"] = f
		lk.optimistic = true
	}
	for _, t := range writeTemplates(p) {
		for _, part := range t {
			if part.Col == "" {
				continue
			}
			if why := feed(part.Col); why != "" {
				return why
			}
		}
	}
	// A condition only on what it read fails only when another write
	// changed the row: no try left, the write returns ErrConflict.
	for _, c := range p.Conditions {
		for _, v := range c.Values {
			for _, col := range v.Columns() {
				if !strings.HasSuffix(col, ".old") {
					lk.optimistic = false
				}
			}
		}
	}
	// The row's own item takes no NULL: a key of it, or a value it sets.
	for _, prm := range p.Params {
		if strings.HasPrefix(prm.Name, "lock") || strings.HasPrefix(prm.Name, "unlock") || strings.HasPrefix(prm.Name, "counter") {
			continue
		}
		if _, put := p.Item[prm.Name]; p.KeyChange && put && prm.Name != design.PK && prm.Name != design.SK {
			continue // the moved item's attribute: a NULL one is left out, an index key of one too (literal.item)
		}
		if slices.ContainsFunc(p.KeyUpdates, func(k design.Key) bool {
			return prm.Name == ":"+strings.ToLower(k.Attr) && k.Attr != design.PK && k.Attr != design.SK
		}) {
			continue // an index key: a NULL takes the item out of the index (keychoice.go)
		}
		if len(fedGuards(m, prm.Value)) > 0 && !slices.ContainsFunc(p.Conditions, func(c design.FilterCol) bool {
			return slices.ContainsFunc(c.Values, func(v design.Template) bool { return slices.Equal(v, prm.Value) })
		}) {
			return notYet("a write whose " + prm.Name + " is built from an old value that may be NULL")
		}
	}
	// A condition on an old value that may be NULL is another request
	// when it is (Plan.NullOld: attribute_not_exists in place of the
	// comparison), one per combination of them.
	for _, c := range p.Conditions {
		for _, v := range c.Values {
			for _, col := range v.Columns() {
				f, ok := m.fed[col]
				if !ok || f.has == "" || slices.ContainsFunc(lk.nulls, func(n oldNull) bool { return n.column == c.Column }) {
					continue
				}
				if c.Op != "=" {
					return notYet("a write whose condition compares with an old value that may be NULL")
				}
				lk.nulls = append(lk.nulls, oldNull{column: c.Column, has: f.has})
			}
		}
	}
	if len(lk.nulls) > 3 {
		return fmt.Sprintf("its condition compares with %d old values that may be NULL: %d requests, which the package does not write", len(lk.nulls), 1<<len(lk.nulls))
	}
	m.lookup = lk
	return ""
}

// oldNull is a condition's column whose old value may be NULL, and the
// Go variable saying it is not.
type oldNull struct {
	column, has string
}

// variant is the request a write that read first sends when old values
// its condition compares with were NULL: when says so, and set replaces
// the request, or its row's item, with the variant's.
type variant struct {
	when, set string
}

// nullVariants lays out the variants of m's write by the old values that
// were NULL (Plan.NullOld), every combination, the most NULLs first.
func (g *gen) nullVariants(m *Method) error {
	lk, p := m.lookup, m.Plan
	n := len(lk.nulls)
	for _, mask := range combinations(n) {
		var cols, when []string
		for i, nl := range lk.nulls {
			if mask&(1<<i) != 0 {
				cols = append(cols, nl.column)
				when = append(when, "!"+nl.has)
			}
		}
		// Only the row's own item differs: its condition.
		v := p.NullOld(g.d.Table, g.d.Model, cols)
		var set string
		if tx, ok := v.Request.(*dynamodb.TransactWriteItemsInput); ok {
			row, err := g.newLiteral(m, v).rowItem(tx.TransactItems[0], v.TxRoles[0])
			if err != nil {
				return err
			}
			set = "in.TransactItems[0] = types.TransactWriteItem" + strings.TrimSuffix(strings.TrimSpace(row), ",")
		} else {
			w, err := g.writeLiteral(m, v)
			if err != nil {
				return err
			}
			if len(w.decs)+len(w.pre)+len(w.optional) > 0 {
				return fmt.Errorf("a write whose request adds attributes by its values, and whose condition compares with an old value that may be NULL, is not written yet")
			}
			set = "in = " + w.lit
		}
		lk.variants = append(lk.variants, variant{when: strings.Join(when, " && "), set: set})
	}
	return nil
}

// writeTemplates are the templates of every value a write sends: its
// request's, its lock items' and its counters' keys.
func writeTemplates(p *design.Plan) []design.Template {
	var out []design.Template
	for _, prm := range p.Params {
		out = append(out, prm.Value)
	}
	for _, l := range slices.Concat(p.Locks, p.LockDeletes) {
		out = append(out, l.PK, l.SK)
	}
	for _, c := range p.Counters {
		out = append(out, c.PK, c.SK)
	}
	if p.PKValue != nil {
		out = append(out, p.PKValue)
	}
	if p.SKCond != nil {
		out = append(out, p.SKCond.Values...)
	}
	return out
}

// fedGuards are the Go conditions that the old values a template uses are
// not NULL: a lock or counter item of a NULL is no item.
func fedGuards(m *Method, t design.Template) []string {
	var out []string
	for _, part := range t {
		if f, ok := m.fed[part.Col]; ok && f.has != "" && !slices.Contains(out, f.has) {
			out = append(out, f.has)
		}
	}
	return out
}

// lookupBody writes a write that reads its rows first: the read, then
// for each item it finds the write conditioned on what it read; when
// another writer changed the row in between (changed), it reads again
// and writes the rows not written yet, up to retries times, after which
// the WHERE's other conditions do not hold: no row affected, as in SQL.
func (g *gen) lookupBody(b *strings.Builder, m *Method) {
	p, lk := m.Plan, m.lookup
	count := p.Pattern.Result == analyze.ExecRows || p.Pattern.Result == analyze.ExecResult
	zero := map[analyze.ResultKind]string{analyze.ExecRows: "0, ", analyze.ExecLastID: "0, ", analyze.ExecResult: "nil, "}[p.Pattern.Result]
	done := map[analyze.ResultKind]string{analyze.Exec: "return nil", analyze.ExecRows: "return rows, nil",
		analyze.ExecLastID: "return 0, nil", analyze.ExecResult: "return result{rows: rows}, nil"}[p.Pattern.Result]
	none := map[analyze.ResultKind]string{analyze.Exec: "return nil", analyze.ExecRows: "return 0, nil",
		analyze.ExecLastID: "return 0, nil", analyze.ExecResult: "return result{}, nil"}[p.Pattern.Result]
	fmt.Fprintf(b, "//\n// %s\n", commentText(lookupLine(p)))
	fmt.Fprintf(b, "func (q *Queries) %s {\n", g.signature(m))
	g.chooseBody(b, m, none)
	for _, v := range lk.read.guards {
		fmt.Fprintf(b, "\tif !%s {\n\t\t%s // = NULL is true of no row\n\t}\n", v, none)
	}
	for _, d := range lk.read.decs {
		b.WriteString("\t" + d + "\n")
	}
	if m.clocked {
		fmt.Fprintf(b, "\t%s := q.now() // the time of the write: NOW()\n", clockVar)
	}
	if count {
		b.WriteString("\tvar rows int64\n")
	}
	b.WriteString("\twritten := map[[2]string]bool{} // the items written: a read again skips them\n")
	b.WriteString("\tfor try := 0; ; try++ {\n")
	found := "found"
	if lk.then != nil {
		found = "keyed" // the first read's items: the keys of the rows
	}
	switch {
	case lk.op == design.GetItem && lk.then == nil:
		fmt.Fprintf(b, "\t\tout, err := q.client.GetItem(ctx, %s)\n\t\tif err != nil {\n\t\t\treturn %serr\n\t\t}\n\t\tvar found []map[string]types.AttributeValue\n\t\tif out.Item != nil {\n\t\t\tfound = append(found, out.Item)\n\t\t}\n", lk.read.lit, zero)
	case lk.op == design.GetItem:
		fmt.Fprintf(b, "\t\tkeyed, err := q.get(ctx, %s)\n\t\tif err != nil {\n\t\t\treturn %serr\n\t\t}\n", lk.read.lit, zero)
	default:
		fmt.Fprintf(b, "\t\t%[4]s, err := q.%[3]s(ctx, %[1]s, 0)\n\t\tif err != nil {\n\t\t\treturn %[2]serr\n\t\t}\n", lk.read.lit, zero, strings.ToLower(lk.op), found)
	}
	if c := lk.then; c != nil {
		collect := "var found []map[string]types.AttributeValue"
		if c.op == design.BatchGetItem {
			collect = "var keys [][2]string"
		}
		fmt.Fprintf(b, "\t\t// Then, for each %[2]s, the %[1]s rows it names.\n\t\t%[3]s\n\t\tfor _, it := range keyed {\n\t\t\td := decoder{item: it}\n", commentText(c.entity), commentText(c.from), collect)
		for _, f := range c.feeds {
			b.WriteString(f + "\n")
		}
		switch c.op {
		case design.BatchGetItem:
			fmt.Fprintf(b, "\t\t\tkeys = append(keys, [2]string{%s, %s})\n\t\t}\n", c.pk, c.sk)
			fmt.Fprintf(b, "\t\tfound, err := q.batchGet(ctx, %s, keys)\n\t\tif err != nil {\n\t\t\treturn %serr\n\t\t}\n", c.lit, zero)
		default:
			send := fmt.Sprintf("q.query(ctx, %s, 0)", c.lit)
			if c.op == design.GetItem {
				send = fmt.Sprintf("q.get(ctx, %s)", c.lit)
			}
			fmt.Fprintf(b, "\t\t\titems, err := %s\n\t\t\tif err != nil {\n\t\t\t\treturn %serr\n\t\t\t}\n\t\t\tfound = append(found, items...)\n\t\t}\n", send, zero)
		}
	}
	if lk.check != "" {
		b.WriteString("\t\t" + lk.check + "\n")
	}
	b.WriteString("\t\tstale := false\n\t\tfor _, it := range found {\n")
	fmt.Fprintf(b, "\t\t\tat := [2]string{attrText(it[%q]), attrText(it[%q])}\n\t\t\tif written[at] {\n\t\t\t\tcontinue\n\t\t\t}\n", design.PK, design.SK)
	lookupItemWrite(b, m, zero, "\t\t\t")
	fmt.Fprintf(b, "\t\t\t_, err := q.client.%s(ctx, in)\n", p.Operation)
	b.WriteString("\t\t\tif changed(err) {\n\t\t\t\tstale = true // another write changed the row since it was read\n\t\t\t\tbreak\n\t\t\t}\n")
	if p.Operation == "TransactWriteItems" {
		fmt.Fprintf(b, "\t\t\tif failed(err) {\n\t\t\t\treturn %sfmt.Errorf(%s, ErrDuplicateKey, err) // a UNIQUE value another row holds\n\t\t\t}\n", zero, errorText("%s: %%w: %%w", m.Name))
	}
	fmt.Fprintf(b, "\t\t\tif err != nil {\n\t\t\t\treturn %serr\n\t\t\t}\n\t\t\twritten[at] = true\n", zero)
	if count {
		b.WriteString("\t\t\trows++\n")
	}
	b.WriteString("\t\t}\n")
	if lk.optimistic {
		fmt.Fprintf(b, "\t\tif !stale {\n\t\t\tbreak\n\t\t}\n\t\tif try == retries {\n\t\t\treturn %sfmt.Errorf(%s, ErrConflict)\n\t\t}\n\t}\n", zero, errorText("%s: %%w", m.Name))
	} else {
		b.WriteString("\t\tif !stale || try == retries {\n\t\t\tbreak // a condition failing on every read: the WHERE's other conditions do not hold\n\t\t}\n\t}\n")
	}
	fmt.Fprintf(b, "\t%s\n}\n\n", done)
}

// lookupItemWrite writes, for the item it read, a write that reads its
// rows first: the item's values (d, from it; its key in at), then the
// request in, filled from them, as the design's plan for the old values
// that were NULL. Each line is indented by indent.
func lookupItemWrite(b *strings.Builder, m *Method, zero, indent string) {
	p, lk := m.Plan, m.lookup
	line := func(format string, a ...any) { b.WriteString(indent + fmt.Sprintf(format, a...) + "\n") }
	if len(lk.feeds) > 0 {
		line("d := decoder{item: it}")
		for _, f := range lk.feeds {
			line("%s", f)
		}
		line("if d.err != nil {\n%s\treturn %sd.err\n%s}", indent, zero, indent)
	}
	for _, s := range slices.Concat(m.write.decs, m.write.pre) {
		line("%s", s)
	}
	line("in := %s", m.write.lit)
	for _, o := range guardsMerged(m.write.optional) {
		line("%s", o)
	}
	keyChoiceBody(b, m.keys, indent)
	for _, a := range p.CarryOver {
		line("if v, ok := it[%q]; ok { // carried over as read\n%s\tin.TransactItems[1].Put.Item[%q] = v\n%s}", a, indent, a, indent)
	}
	if len(lk.variants) > 0 {
		line("// An old value the condition compares with that was NULL: the\n%s// condition says attribute_not_exists instead.\n%sswitch {", indent, indent)
		for _, v := range lk.variants {
			line("case %s:\n%s\t%s", v.when, indent, v.set)
		}
		line("}")
	}
	if p.KeyChange {
		line("moveInPlace(in)")
	}
}

// lookupLine says in a line what a write that reads first sends.
func lookupLine(p *design.Plan) string {
	read := strings.TrimSuffix(strings.TrimPrefix(planLine(p.Lookup), "Plan: "), ".")
	if p.Lookup.Consistent {
		read += " (ConsistentRead)"
	}
	return fmt.Sprintf("Plan: %s; then, for each item it finds, %s", read, strings.TrimPrefix(writeLine(p), "Plan: "))
}

// chainedRead is the second read of a write's rows (Plan.Lookup.Then):
// keyed by each item the first read finds, its items are the rows the
// write writes (a JOIN in an UPDATE or DELETE: the replies of the members
// a handle names).
type chainedRead struct {
	op, entity, from string
	feeds            []string // statements reading each attribute it is keyed by
	lit              string   // its request as Go; a BatchGetItem's KeysAndAttributes
	pk, sk           string   // a BatchGetItem's key of each item, as Go
}

// chainedRead says the generator sends step, the second read of a
// write's rows of entity: a GetItem or Query keyed by the first read's
// items, whose own items are the rows.
func (g *gen) chainedRead(step *design.Plan, entity string) bool {
	return (step.Operation == design.Query || step.Operation == design.GetItem || step.Operation == design.BatchGetItem && len(step.BatchKeys) == 1) &&
		step.Entity == entity && len(step.Feed) > 0 &&
		len(step.Then)+len(step.App)+len(step.Check)+len(step.Variants)+len(step.Distinct)+len(step.Sort) == 0 &&
		step.Each == "" && step.Shards <= 1 && !step.LookupItems && !step.KeysOnly && step.Into == nil
}

// shardExpr is the {_shard} of the row a write puts or updates, as
// design.ShardOf computes it: FNV-1a of the text of its primary key's
// values (parameters, the sequence's id), mod the sharded key's Shards.
func (g *gen) shardExpr(m *Method) (string, error) {
	e, de := g.d.Model.Entity(m.Plan.Entity), g.d.Entity(m.Plan.Entity)
	if e == nil || de == nil {
		return "", fmt.Errorf("no entity %s", m.Plan.Entity)
	}
	shards := de.Shards()
	if shards < 2 {
		return "", fmt.Errorf("no sharded key of %s", e.Name)
	}
	var keys []string
	for _, c := range e.PrimaryKey {
		x, err := g.paramText(m, c)
		if err != nil {
			return "", err
		}
		keys = append(keys, x)
	}
	return fmt.Sprintf("shardText(%d, %s)", shards, strings.Join(keys, ", ")), nil
}

// shardSrc is the runtime of a write that keys an item by a sharded
// index key (R14), in items.go: the twin of design.ShardOf, which
// verify's whole-table checks after hot_status.PlaceOrder, MarkPaid and
// ShipAllPaid pin.
const shardSrc = `
// shardText is a sharded key's {_shard}: FNV-1a of the row's primary key
// values (their text) joined by '#', mod n, as every writer computes it.
func shardText(n uint32, keys ...string) string {
	h := fnv.New32a()
	for i, k := range keys {
		if i > 0 {
			h.Write([]byte("#"))
		}
		h.Write([]byte(k))
	}
	return strconv.FormatUint(uint64(h.Sum32()%n), 10)
}
`
