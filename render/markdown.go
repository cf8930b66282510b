package render

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// Markdown writes the design review (docs/method.md). sources are the input
// file names as the user gave them.
func Markdown(w io.Writer, d *design.Design, sources []string) error {
	doc, err := build(d, false)
	if err != nil {
		return err
	}
	sections := []func(*report){
		func(r *report) { r.header(sources) },
		(*report).summary, (*report).erDiagram, (*report).patternTable, (*report).entityChart,
		(*report).relationships, (*report).entities, (*report).patternDetails, (*report).examples,
		(*report).encoding, (*report).cost, (*report).warnings, (*report).createTable,
	}
	// Sections are independent: on a large design the big tables render in
	// parallel, each into its own buffer, joined in order.
	parts := make([]*report, len(sections))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(sections)) {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < len(sections); i = int(next.Add(1) - 1) {
				parts[i] = &report{d: d, doc: doc}
				sections[i](parts[i])
			}
		})
	}
	wg.Wait()
	for _, p := range parts {
		if p.err != nil {
			return p.err
		}
	}
	// The parts are written one by one, not joined first (at 4,000 tables
	// the report is 77 MB): the report ends in one line break, the blank
	// lines of its last parts trimmed.
	last := len(parts) - 1
	for last >= 0 && len(bytes.TrimRight(parts[last].buf.Bytes(), "\n")) == 0 {
		last--
	}
	for i, p := range parts[:last+1] {
		b := p.buf.Bytes()
		if i == last {
			b = append(bytes.TrimRight(b, "\n"), '\n')
		}
		if _, err := w.Write(Printable(b)); err != nil {
			return err
		}
	}
	if last < 0 {
		_, err = w.Write([]byte("\n"))
	}
	return err
}

type report struct {
	d   *design.Design
	doc *Document
	buf bytes.Buffer
	err error
}

func (r *report) printf(format string, args ...any) { fmt.Fprintf(&r.buf, format, args...) }

// table renders a markdown table through tablewriter, escaping the pipes
// that would otherwise end a cell.
func (r *report) table(header []string, rows [][]string) {
	t := tablewriter.NewTable(&r.buf,
		tablewriter.WithRenderer(renderer.NewMarkdown()),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAutoWrap(tw.WrapNone),
		tablewriter.WithRowAutoWrap(tw.WrapNone),
		tablewriter.WithHeaderAlignment(tw.AlignLeft),
		tablewriter.WithRowAlignment(tw.AlignLeft),
	)
	t.Header(escapeAll(header))
	for _, row := range rows {
		if err := t.Append(escapeAll(row)); err != nil && r.err == nil {
			r.err = err
		}
	}
	if err := t.Render(); err != nil && r.err == nil {
		r.err = err
	}
	r.printf("\n")
}

func escapeAll(cells []string) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = strings.ReplaceAll(strings.ReplaceAll(c, "|", `\|`), "\n", " ")
	}
	return out
}

func code(s string) string {
	if s == "" {
		return ""
	}
	// A backtick inside (a MySQL name, a literal) would end the span: the
	// fence is longer than any run of them, as CommonMark allows. A line
	// break would end a table row: it shows as \n.
	s = oneLine(s)
	fence := "`"
	for strings.Contains(s, fence) {
		fence += "`"
	}
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		s = " " + s + " "
	}
	return fence + s + fence
}

func (r *report) header(sources []string) {
	r.printf("# DynamoDB design: %s\n\n", r.d.Table)
	quoted := make([]string, len(sources))
	for i, s := range sources {
		quoted[i] = code(s)
	}
	r.printf("Designed by sql2dynamo from %s: one table, %s, %s. The rules the reasons cite (R1 to R15) are explained in sql2dynamo's `docs/method.md`, §3; its §6 is the key encoding.\n\n", strings.Join(quoted, ", "),
		count(len(r.d.Entities), "entity", "entities"), patternCount(r.d))
}

// patternCount counts the access patterns, and the DDL statements of the
// query files beside them, which are none.
func patternCount(d *design.Design) string {
	ddl := 0
	for _, p := range d.Plans {
		if p.Pattern.Statement == analyze.DDL {
			ddl++
		}
	}
	s := count(len(d.Plans)-ddl, "access pattern", "access patterns")
	if ddl > 0 {
		s += " and " + count(ddl, "DDL statement", "DDL statements") + " of the query files"
	}
	return s
}

func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func (r *report) summary() {
	r.printf("## Summary\n\n")
	ops := map[string]int{}
	status := map[design.Status]int{}
	onIndex := 0
	chains := 0
	ddl := 0 // DDL of a query file: listed, and no access pattern
	for _, p := range r.d.Plans {
		if p.Pattern.Statement == analyze.DDL {
			ddl++
			continue
		}
		status[p.Status]++
		if len(p.Then) > 0 {
			chains++
			continue
		}
		ops[p.Operation]++
		if p.Index != "" {
			onIndex++
		}
	}
	rows := [][]string{
		{"Entities", fmt.Sprint(len(r.d.Entities))},
		{"Access patterns", fmt.Sprint(len(r.d.Plans) - ddl)},
		{"Table key", "`PK` (partition), `SK` (sort), both strings"},
		{"Global secondary indexes", fmt.Sprint(len(r.d.Indexes))},
		{"Served by GetItem", fmt.Sprint(ops[design.GetItem])},
		{"Served by BatchGetItem", fmt.Sprint(ops[design.BatchGetItem])},
		{"Served by Query", fmt.Sprintf("%d (%d on an index)", ops[design.Query], onIndex)},
		{"Served by several requests in a row", fmt.Sprint(chains)},
		{"Writes: PutItem, UpdateItem, DeleteItem, TransactWriteItems", fmt.Sprintf("%d, %d, %d, %d", ops[design.PutItem], ops[design.UpdateItem], ops[design.DeleteItem], ops[design.TransactWriteItems])},
		{"Read with a FilterExpression", fmt.Sprint(status[design.Filter])},
		{"Served by a Scan", fmt.Sprint(status[design.Scan])},
		{"Not served (unsupported)", fmt.Sprint(status[design.Unsupported])},
	}
	if ddl > 0 {
		rows = append(rows, []string{"DDL of the query files (listed; no access pattern, never applied)", fmt.Sprint(ddl)})
	}
	r.table([]string{"", "Count"}, rows)
	if status[design.Scan]+status[design.Unsupported]+status[design.Filter] == 0 {
		r.printf("Every access pattern is served by a key: no Scan, no filter.\n\n")
	} else {
		n := status[design.Scan] + status[design.Unsupported] + status[design.Filter]
		verb := "are"
		if n == 1 {
			verb = "is"
		}
		r.printf("**%d of %d patterns %s not served by a key alone**: see their sections and the warnings.\n\n", n, len(r.d.Plans)-ddl, verb)
	}
}

func (r *report) erDiagram() {
	r.printf("## Entity-relationship diagram\n\n```mermaid\nerDiagram\n")
	for _, e := range r.d.Model.Entities {
		r.printf("    %s {\n", e.Name)
		for _, c := range e.Columns {
			var marks []string
			if hasFold(e.PrimaryKey, c.Name) {
				marks = append(marks, "PK")
			}
			for _, fk := range e.ForeignKeys {
				if hasFold(fk.Columns, c.Name) {
					marks = append(marks, "FK")
					break
				}
			}
			for _, u := range e.Unique {
				if len(u) == 1 && strings.EqualFold(u[0], c.Name) {
					marks = append(marks, "UK")
				}
			}
			t := c.BaseType()
			if t == "" {
				t = string(c.Kind)
			}
			r.printf("%s\n", strings.TrimRight(fmt.Sprintf("        %s %s %s", t, c.Name, strings.Join(marks, ", ")), " "))
		}
		r.printf("    }\n")
	}
	for _, rel := range r.d.Model.Relationships {
		label := strings.Join(rel.Key.Columns, ", ")
		switch rel.Cardinality {
		case analyze.OneToOne:
			r.printf("    %s ||--o| %s : \"%s\"\n", rel.Parent, rel.Child, label)
		case analyze.ManyToMany:
			r.printf("    %s }o--o{ %s : \"via %s\"\n", rel.Parent, rel.Child, rel.Via)
		default:
			r.printf("    %s ||--o{ %s : \"%s\"\n", rel.Parent, rel.Child, label)
		}
	}
	r.printf("```\n\n")
}

func hasFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

func (r *report) patternTable() {
	r.printf("## Access patterns\n\n")
	var rows [][]string
	for i, p := range r.d.Plans {
		var ops, indexes []string
		for _, step := range p.Steps() {
			ops = append(ops, step.Operation)
			index := step.Index
			if index == "" && step.Operation != "" {
				index = "table"
			}
			indexes = append(indexes, index)
		}
		op, index := strings.Join(ops, " → "), strings.Join(indexes, " → ")
		if op == "" {
			op = "none"
		}
		cond := p.KeyCondition
		for _, f := range []struct{ what, text string }{{"filter", p.Filter}, {"application check", p.CheckText}} {
			if f.text != "" && cond != "" {
				cond += " (" + f.what + ": " + f.text + ")"
			} else if f.text != "" {
				cond = f.what + ": " + f.text
			}
		}
		status := string(p.Status)
		if p.Pattern.Statement == analyze.DDL {
			status += " (DDL, no access pattern)"
		}
		rows = append(rows, []string{fmt.Sprint(i + 1), fmt.Sprintf("[%s](#%s)", p.Pattern.Name, anchor(i, p)), op, index, code(cond), status})
	}
	r.table([]string{"#", "Pattern", "Operation", "Index", "Key condition", "Status"}, rows)
}

func anchor(i int, p *design.Plan) string {
	return strings.ToLower(fmt.Sprintf("%d-%s", i+1, p.Pattern.Name))
}

func (r *report) entityChart() {
	r.printf("## Entity chart\n\n")
	attrs := []string{design.PK, design.SK}
	for _, ix := range r.d.Indexes {
		attrs = append(attrs, ix.PK, ix.SK)
	}
	var rows [][]string
	for _, e := range r.d.Entities {
		row := []string{e.Name}
		for i, a := range attrs {
			cell := code(e.Key(a).String())
			if em := e.Embedding; em != nil && i == 0 {
				cell = fmt.Sprintf("embedded: list `%s` of the %s item", em.Attr, em.Parent)
			}
			row = append(row, cell)
		}
		rows = append(rows, row)
	}
	r.table(append([]string{"Entity"}, attrs...), rows)
	if len(r.d.Indexes) > 0 {
		var ixRows [][]string
		for _, ix := range r.d.Indexes {
			var users []string
			for _, e := range r.d.Entities {
				if e.Key(ix.PK) != nil {
					users = append(users, e.Name)
				}
			}
			ixRows = append(ixRows, []string{ix.Name, code(ix.PK), code(ix.SK), "ALL", strings.Join(users, ", ")})
		}
		r.printf("Indexes: an entity without a value in an index's key attributes is not in that index (sparse), so each index holds only the items that need it.\n\n")
		r.table([]string{"Index", "Partition key", "Sort key", "Projection", "Entities"}, ixRows)
	}
}

// relationshipName is "users → orders (user_id)", or for M:N "users ↔
// groups via memberships".
func relationshipName(rel RelationshipDoc) string {
	if rel.Via != "" {
		return fmt.Sprintf("%s ↔ %s via %s", rel.Parent, rel.Child, rel.Via)
	}
	return fmt.Sprintf("%s → %s (%s)", rel.Parent, rel.Child, strings.Join(rel.Columns, ", "))
}

func (r *report) relationships() {
	r.printf("## Relationships\n\n")
	if len(r.d.Relationships) == 0 {
		r.printf("The schema declares no foreign key, and no join relates its tables by a key.\n\n")
		return
	}
	var rows [][]string
	for _, rel := range r.doc.Relationships {
		rows = append(rows, []string{relationshipName(rel), rel.Cardinality, rel.Strategy, rel.Reason})
	}
	r.table([]string{"Relationship", "Cardinality", "Strategy", "Why"}, rows)
	for _, rel := range r.doc.Relationships {
		if rel.Inferred {
			r.printf("- %s is inferred: the schema declares no foreign key for it, and the join at `%s` equates %s with the key of %s. Declaring `FOREIGN KEY (%s) REFERENCES %s (%s)` would confirm it; nothing enforces it in the meantime, so a row may point at no %s row (a read then joins nothing, as SQL's inner join).\n", relationshipName(rel), rel.Position, qualified(rel.Child, rel.Columns), rel.Parent, strings.Join(rel.Columns, ", "), rel.Parent, strings.Join(rel.References, ", "), rel.Parent)
		}
	}
	if slices.ContainsFunc(r.doc.Relationships, func(rel RelationshipDoc) bool { return rel.Inferred }) {
		r.printf("\n")
	}
	any := false
	for _, rel := range r.doc.Relationships {
		if len(rel.Alternatives) == 0 {
			continue
		}
		if !any {
			r.printf("Other strategies considered, with the scores they lost on (unserved patterns, indexes, filtered reads, request cost):\n\n")
			any = true
		}
		where := rel.Child
		if rel.Via != "" {
			where = rel.Via
		}
		r.printf("- %s, where the items of %s could live:\n", relationshipName(rel), where)
		for _, a := range rel.Alternatives {
			r.printf("  - %s\n", a)
		}
	}
	if any {
		r.printf("\n")
	}
}

func (r *report) entities() {
	r.printf("## Entities\n\n")
	for _, e := range r.d.Entities {
		r.printf("### %s\n\n", e.Name)
		for _, k := range e.Keys {
			r.printf("- `%s` = `%s`\n", k.Attr, k.Template)
		}
		if em := e.Embedding; em != nil {
			r.printf("- no items of its own: its rows are the list attribute `%s` of the %s item, each a map of its columns\n", em.Attr, em.Parent)
		}
		for _, c := range e.Copies {
			for i, col := range c.Columns {
				r.printf("- `%s` = copy of %s.%s\n", c.Attrs[i], c.Parent, col)
			}
		}
		r.printf("\nWhy:\n\n")
		for _, reason := range e.Reasons {
			r.printf("- %s%s\n", reason.Text, at(reason.Pos))
		}
		if len(e.Alternatives) > 0 {
			r.printf("\nConsidered and rejected:\n\n")
			for _, a := range e.Alternatives {
				r.printf("- %s\n", a)
			}
		}
		r.printf("\n")
	}
}

func at(p analyze.Pos) string {
	if p.Line == 0 {
		return ""
	}
	return fmt.Sprintf(" (`%s`)", p)
}

// steps writes the requests of a plan of several, each with what keys it.
func (r *report) steps(steps []StepDoc) {
	for i, st := range steps {
		r.printf("**Step %d**, %s: ", st.Step, st.Entity)
		switch {
		case st.Into != nil:
			var feeds []string
			for _, f := range st.Feed {
				feeds = append(feeds, fmt.Sprintf("`{%s}` from its `%s`", f.Placeholder, f.Attr))
			}
			in := st.Into
			switch {
			case in.List != "":
				var members []string
				for _, f := range in.Fields {
					members = append(members, fmt.Sprintf("'%s', %s", f.Name, f.Expr))
				}
				none := "NULL"
				switch {
				case in.Empty != "":
					none = "`" + in.Empty + "`"
				case in.NullRow:
					none = "one object of NULLs, as the LEFT JOIN's row of NULLs gives,"
				case in.Inner:
					none = "no row, as the JOIN drops it,"
				}
				r.printf("for each %s item read before, %s; the items it finds are the row's `%s`, JSON_ARRAYAGG(JSON_OBJECT(%s)): one object per item, in the order read (%s for none).\n\n", in.Entity, strings.Join(feeds, ", "), in.List, strings.Join(members, ", "), none)
			case st.Counted:
				r.printf("for each %s item read before, %s; the items it finds, counted, are the row's `%s` (0 for none).\n\n", in.Entity, strings.Join(feeds, ", "), in.Count)
			case in.Count == "":
				var cols []string
				for _, f := range in.Fields {
					cols = append(cols, fmt.Sprintf("`%s` = %s", f.Name, f.Expr))
				}
				gives := "the row's " + strings.Join(cols, ", ") + " of the item it finds (none found: NULL)"
				switch {
				case in.Absent:
					gives = "the row is kept only when it finds no item, as NOT EXISTS keeps it"
				case len(cols) == 0 && in.Inner:
					gives = "the row is kept only when it finds an item"
				case len(cols) == 0:
					gives = "the row is kept either way"
				case in.Inner:
					gives = "the row's " + strings.Join(cols, ", ") + " of the item it finds (none found: no row)"
				}
				r.printf("for each %s item read before, %s; %s.\n\n", in.Entity, strings.Join(feeds, ", "), gives)
			default:
				r.printf("the counter items; for each %s item read before, %s; its `%s` is the row's `%s` (0 when there is no counter item).\n\n", in.Entity, strings.Join(feeds, ", "), design.CountAttr, in.Count)
			}
		case len(st.Feed) == 0:
			r.printf("keyed by the statement's values.\n\n")
		default:
			var feeds []string
			for _, f := range st.Feed {
				feeds = append(feeds, fmt.Sprintf("`{%s}` from its `%s`", f.Placeholder, f.Attr))
			}
			r.printf("for each item of step %d, %s.\n\n", st.Step-1, strings.Join(feeds, ", "))
		}
		r.request(st.Operation, st.Index, st.KeyCondition, st.Each, st.Request, st.PartiQL)
		r.check(st.Check)
		switch {
		case st.KeysOnly && (i == len(steps)-1 || len(steps[i+1].Feed) == 0): // the last of its join: an OR's branch's, a UNION's SELECT's
			r.printf("Its items only say which rows the join keeps: they are not part of the answer.\n\n")
		case st.KeysOnly:
			r.printf("Its items only give the next step its keys: they are not part of the answer.\n\n")
		}
	}
}

// merge says how the application merges the items of several requests:
// each once by distinct, sorted by sort, cut at the LIMIT; nothing when
// it keeps and sorts none.
func (r *report) merge(distinct, sort []string, limited bool) {
	if len(sort) == 0 && len(distinct) == 0 {
		return
	}
	r.printf("The application merges the items")
	if len(distinct) > 0 {
		r.printf(", keeps one item per value of `%s`", strings.Join(distinct, ", "))
	}
	if len(sort) > 0 {
		r.printf(", sorts them by `%s`", strings.Join(sort, ", "))
	}
	if limited {
		r.printf(" and keeps the first LIMIT of them")
	}
	r.printf(".\n\n")
}

// evict shows how a REPLACE finds and deletes the rows it replaces, when
// its plan does (design.Plan.Evict): the reads, then the items of each
// row's deletion that its transaction sends before the new row's.
func (r *report) evict(pd PatternDoc) {
	ev := pd.Evict
	if ev == nil {
		return
	}
	r.printf("Before it writes, to find the rows REPLACE replaces, the application reads")
	if len(pd.Collides) > 0 {
		r.printf(" the lock item of each further key the row gives; each one found names a row by its table key:\n\n")
		for _, x := range pd.Collides {
			var fills []string
			for _, f := range x.Feed {
				fills = append(fills, fmt.Sprintf("`{%s}` its `%s`", f.Placeholder, f.Attr))
			}
			r.request(x.Operation, x.Index, x.KeyCondition, "", x.Request, nil)
			r.printf("It names the row with %s.\n\n", strings.Join(fills, ", "))
		}
		r.printf("Then it reads each row so named")
		if pd.KeyCollides {
			r.printf(", and the row with the new row's table key")
		}
		r.printf(":\n\n")
	} else {
		r.printf(" the row with the new row's table key:\n\n")
	}
	l := ev.Lookup
	r.request(l.Operation, l.Index, l.KeyCondition, "", l.Request, nil)
	r.printf("For each row found, with `{PK}`, `{SK}` and its values (`{column.old}`) taken from it, the transaction first deletes it with these items (an item the new row puts too is sent once, as its Put with the Delete's condition):\n\n")
	r.printf("```json\n%s\n```\n\n", ev.Write.Request)
	r.printf("Then, in the same transaction, the new row's items:\n\n")
}

// nextID shows the sequence UpdateItem that numbers an inserted row
// first, when there is one; col is the column its next fills.
func (r *report) nextID(l *LookupDoc, col string) {
	if l == nil {
		return
	}
	r.printf("First, to number the row, **%s** on the sequence item: `%s`\n\n```json\n%s\n```\n\n", l.Operation, l.KeyCondition, l.Request)
	r.printf("Then, with `{%s}` the `%s` it returns:\n\n", col, design.NextAttr)
}

func (r *report) patternDetails() {
	r.buf.Grow(2048 * len(r.d.Plans)) // one allocation: growing a many-MB buffer step by step costs more than writing it
	r.printf("## Access pattern details\n\n")
	for i, p := range r.d.Plans {
		pd := r.doc.AccessPatterns[i]
		r.printf("<a id=\"%s\"></a>\n### %d. %s\n\n", anchor(i, p), i+1, p.Pattern.Name)
		if pd.Description != "" {
			r.printf("%s\n\n", pd.Description)
		}
		r.printf("`%s` · :%s · status **%s**\n\n", pd.Position, pd.Result, pd.Status)
		r.printf("```sql\n%s\n```\n\n", strings.TrimSpace(pd.SQL))
		r.nextID(pd.NextID, pd.NextColumn)
		if l := pd.Lookup; l != nil {
			what := "to find the items"
			switch {
			case l.OldValues:
				what = "to read the values the write needs from the item"
			case len(l.Feed) > 0:
				what = "to read the rows the INSERT's SELECT reads"
			}
			if len(l.Steps) > 0 {
				r.printf("First, %s, %d requests in a row:\n\n", what, len(l.Steps))
				r.steps(l.Steps)
			} else {
				r.printf("First, %s, **%s**", what, l.Operation)
				if l.Index != "" {
					r.printf(" on index `%s`", l.Index)
				}
				r.printf(": `%s`\n\n```json\n%s\n```\n\n", l.KeyCondition, l.Request)
				if l.PartiQL != nil {
					r.printf("or in PartiQL, with parameters %s:\n\n```sql\n%s\n```\n\n", paramList(l.PartiQL.Parameters), l.PartiQL.Statement)
				}
				r.check(l.Check)
			}
			if len(l.Feed) > 0 {
				var fills []string
				for _, f := range l.Feed {
					fills = append(fills, fmt.Sprintf("`{%s}` its `%s`", f.Placeholder, f.Attr))
				}
				r.printf("Then, for each item, one row, with %s:\n\n", strings.Join(fills, ", "))
			} else if l.OldValues {
				r.printf("Then, with `{PK}`, `{SK}` and the old values (`{column.old}`) taken from it:\n\n")
			} else {
				r.printf("Then, for each item, with `{PK}` and `{SK}` taken from it:\n\n")
			}
		}
		for i, x := range pd.Parents {
			var key, fills []string
			for _, f := range x.Key {
				key = append(key, "`"+f.Attr+"`")
			}
			for _, f := range x.Feed {
				fills = append(fills, fmt.Sprintf("`{%s}` its `%s`", f.Placeholder, f.Attr))
			}
			r.printf("First, the `%s` item the row copies from, keyed by the row's %s (ConsistentRead); none found refuses the INSERT, as the FOREIGN KEY does:\n\n", p.Parents[i].Entity, strings.Join(key, ", "))
			r.request(x.Operation, x.Index, x.KeyCondition, "", x.Request, x.PartiQL)
			r.printf("Then, with %s, checked again in the transaction:\n\n", strings.Join(fills, ", "))
		}
		r.evict(pd)
		if len(pd.Steps) == 0 {
			r.request(pd.Operation, pd.Index, pd.KeyCondition, pd.Each, pd.Request, pd.PartiQL)
			r.check(pd.Check)
		}
		if x := pd.Existing; x != nil {
			r.printf("When it is cancelled because the key is taken, the application reads the existing row's id, the statement's LAST_INSERT_ID():\n\n")
			r.request(x.Operation, x.Index, x.KeyCondition, "", x.Request, x.PartiQL)
		}
		if o := pd.Otherwise; o != nil {
			r.printf("When it answers ConditionalCheckFailedException, there is no such item yet: the application inserts the row instead.\n\n")
			r.nextID(o.NextID, pd.NextColumn)
			r.request(o.Operation, o.Index, o.KeyCondition, "", o.Request, o.PartiQL)
		}
		if len(pd.Redirects) > 0 {
			var fills []string
			for _, f := range pd.Redirects[0].Feed {
				fills = append(fills, fmt.Sprintf("`{%s}` its `%s`", f.Placeholder, f.Attr))
			}
			r.printf("When that transaction is cancelled with no item at the key, a UNIQUE value is taken: the application reads these lock items in order, and with the first found (%s) runs the UpdateItem again, on the row MySQL updates:\n\n", strings.Join(fills, ", "))
			for _, x := range pd.Redirects {
				r.request(x.Operation, x.Index, x.KeyCondition, "", x.Request, x.PartiQL)
			}
		}
		for _, v := range pd.Variants {
			var nulls []string
			for _, x := range v.Nulls {
				nulls = append(nulls, "`{"+shownParam(p, x)+"}`")
			}
			are := "is"
			if len(nulls) > 1 {
				are = "are"
			}
			planned := "planned as the statement with SET ... = NULL"
			if p.Pattern.Statement == analyze.Select {
				planned = "planned as the statement without the conditions those parameters leave out"
			}
			r.printf("When %s %s NULL, the application sends this in its place, %s:\n\n", strings.Join(nulls, " and "), are, planned)
			if l := v.Lookup; l != nil {
				r.printf("First, to read the values the write needs from the item, ")
				r.request(l.Operation, l.Index, l.KeyCondition, "", l.Request, l.PartiQL)
				r.printf("Then, with `{PK}`, `{SK}` and the old values taken from it:\n\n")
			}
			w := v.Write
			if len(w.Steps) > 0 {
				r.steps(w.Steps)
			} else {
				r.request(w.Operation, w.Index, w.KeyCondition, "", w.Request, w.PartiQL)
			}
			for _, a := range v.App {
				r.printf("%s the application %s%s.\n\n", appWhen(a), a.Text, at(a.Position))
			}
			r.merge(v.Distinct, v.Sort, p.Pattern.Limit > 0 || p.Pattern.LimitParam)
			if o := v.Otherwise; o != nil {
				r.printf("When it answers ConditionalCheckFailedException, the application inserts the row instead:\n\n")
				r.request(o.Operation, o.Index, o.KeyCondition, "", o.Request, o.PartiQL)
			}
		}
		if len(pd.Variants) > 0 && len(pd.Steps) > 0 {
			r.printf("When none is NULL, the application sends the plan's own requests:\n\n")
		}
		r.steps(pd.Steps)
		distinct := pd.Distinct
		if p.MergesFirst() && len(pd.App) > 0 {
			r.merge(distinct, nil, false) // the branches' items first, each once: the application's steps run on them
			distinct = nil
		}
		for _, a := range pd.App {
			r.printf("%s the application %s%s.\n\n", appWhen(a), a.Text, at(a.Position))
		}
		r.merge(distinct, pd.Sort, p.Pattern.Limit > 0 || p.Pattern.LimitParam)
		r.printf("Why:\n\n")
		said := map[string]bool{} // branches of an OR or UNION give the same reasons, a variant most of its plan's
		for _, step := range slices.Concat(p.Steps(), p.Variants) {
			for _, reason := range step.Reasons {
				if !said[reason.Text] {
					said[reason.Text] = true
					r.printf("- %s%s\n", reason.Text, at(reason.Pos))
				}
			}
		}
		r.printf("\n")
	}
}

// shownParam is how the plan's templates show the placeholder name: by
// sqlc's name for its parameter, when it has one.
func shownParam(p *design.Plan, name string) string {
	for _, b := range p.Bindings {
		if b.Name == name && b.Param != "" {
			return b.Param
		}
	}
	return name
}

// request shows one request: its operation, key condition, JSON and
// PartiQL.
func (r *report) request(op, index, cond, each string, req json.RawMessage, pq *PartiQLDoc) {
	if req != nil {
		r.printf("**%s**", op)
		if index != "" {
			r.printf(" on index `%s`", index)
		}
		if cond == "" {
			r.printf(": no key condition, every item of the table\n\n") // a Scan
		} else {
			r.printf(": `%s`\n\n", cond)
		}
		r.printf("```json\n%s\n```\n\n", req)
		r.printf("Run it with `aws dynamodb %s --cli-input-json file://request.json` after replacing each `{column}` with its value", cliName(op))
		if each != "" {
			r.printf(", once per value of the IN list on `%s`", each)
		}
		r.printf(".\n\n")
	}
	if pq != nil {
		r.printf("PartiQL, with parameters %s:\n\n```sql\n%s\n```\n\n", paramList(pq.Parameters), pq.Statement)
		for _, n := range pq.Notes {
			r.printf("- %s\n", n)
		}
		if len(pq.Notes) > 0 {
			r.printf("\n")
		}
	}
}

// check says what the application checks on each item a request returned
// (design.Plan.Check), when it checks anything.
func (r *report) check(text string) {
	if text != "" {
		r.printf("The application keeps only the items where `%s`, both sides folded as the column's collation compares (see the key encoding): a FilterExpression would compare bytes.\n\n", text)
	}
}

func paramList(ps []string) string {
	q := make([]string, len(ps))
	for i, p := range ps {
		q[i] = "`" + p + "`"
	}
	return "[" + strings.Join(q, ", ") + "]"
}

func cliName(op string) string {
	var sb strings.Builder
	for i, c := range op {
		if c >= 'A' && c <= 'Z' {
			if i > 0 {
				sb.WriteByte('-')
			}
			c += 'a' - 'A'
		}
		sb.WriteRune(c)
	}
	return sb.String()
}

// maxExampleItems caps the example table of a large design.
const maxExampleItems = 100

func (r *report) examples() {
	r.printf("## Example items\n\n")
	r.printf("Sample rows laid out as items, sorted by `PK` and `SK` as NoSQL Workbench's aggregate view shows them: items sharing a `PK` form one item collection.\n\n")
	attrs := []string{design.PK, design.SK}
	for _, ix := range r.d.Indexes {
		attrs = append(attrs, ix.PK, ix.SK)
	}
	items := exampleItems(r.d)
	if len(items) > maxExampleItems {
		r.printf("The first %d of %d sample items are shown: enough to see every key shape of a large design without burying the review.\n\n", maxExampleItems, len(items))
		items = items[:maxExampleItems]
	}
	var rows [][]string
	for _, it := range items {
		var row []string
		for _, a := range attrs {
			row = append(row, code(it.key(a)))
		}
		var kv []string
		for _, c := range it.order {
			kv = append(kv, fmt.Sprintf("%s=%s", c, it.shown(c)))
		}
		row = append(row, it.typ, strings.Join(kv, ", "))
		rows = append(rows, row)
	}
	r.table(append(attrs, design.Type, "Attributes"), rows)
}

// namedParams lists the parameters sqlc names that stand in for a column
// in templates: "`{author}` fills `{author_id}`".
func (r *report) namedParams() []string {
	var out []string
	for _, p := range r.d.Plans {
		for _, b := range p.Bindings {
			if b.Param == "" || b.Param == b.Name {
				continue
			}
			if s := fmt.Sprintf("`{%s}` fills `{%s}`", b.Param, b.Name); !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// prefixed reports whether a lock item is keyed by a column prefix.
func (r *report) prefixed() bool {
	for _, e := range r.d.Entities {
		for _, l := range e.Locks {
			if slices.ContainsFunc(l.PK, func(p design.Part) bool { return p.Prefix > 0 }) {
				return true
			}
		}
	}
	return false
}

// qualified names a table's columns: orders.customer_id, or, for
// several, games (league_id, year).
func qualified(table string, cols []string) string {
	if len(cols) == 1 {
		return table + "." + cols[0]
	}
	return table + " (" + strings.Join(cols, ", ") + ")"
}

func (r *report) encoding() {
	r.printf("## Key encoding\n\n")
	r.printf("- `{column}` in a key template is the column's value; literal parts are the entity's type prefix (%s) and `#` separators. `{column.lo}`/`{column.hi}` are the bounds of a range, `{column.1}`, `{column.2}` the values of an IN list, `{column.prefix}` the prefix of a `LIKE CONCAT(?, '%%')`.\n", r.prefixList())
	if r.clocked() {
		r.printf("- `{column.now}` is the time of the write and `{column.today}` its date, for a column the statement sets to `NOW()`, `CURRENT_TIMESTAMP`, `UTC_TIMESTAMP()` (`{column.now}`) or `CURDATE()` (`{column.today}`): the application fills it from its clock, in UTC, once per statement (MySQL reads its clock once per statement), and a key writes it as the column's values.\n")
	}
	if r.prefixed() {
		r.printf("- `{column:n}` in a lock item's key is the first n characters of the value (written then as any value of the column), as a UNIQUE key on a column prefix (`UNIQUE (column(n))`) compares: two values alike in those characters are one value to it.\n")
	}
	if named := r.namedParams(); len(named) > 0 {
		r.printf("- A parameter sqlc names shows by its name in the pattern's requests: %s. A `sqlc.slice` list is shown with one key or value, which the request repeats once per element.\n", strings.Join(named, ", "))
	}
	r.printf("- Key values are strings whose byte order is the SQL order: date-times are written as ISO-8601 (`2026-01-10T09:30:00`), dates as `2026-01-10`, integers in 20 digits (`00000000000000000009` before `00000000000000000010`), a negative integer as `-` and the complement 10^20-1+n (`-5` is `-99999999999999999994`, after `-50`'s `-99999999999999999949` and before every non-negative value), a DECIMAL(p,s) the same way on its value times 10^s in p digits with the point kept (DECIMAL(6,2): `9.2` is `0009.20`, `-9.2` is `-9990.79`), a FLOAT or DOUBLE as the 16 hex digits of its IEEE 754 bits with the sign bit flipped for positives and every bit flipped for negatives (`-0` is `0`). A NULL in a sort key is written as nothing (`SCORE##{score_id}`): it sorts before every value, first ascending and last descending as MySQL sorts it, and a range's bounds leave it out (`<` and `<=` start at `SCORE#$`); a NULL in a partition key leaves the item out of that index.\n")
	r.printf("- The ElectroDB and OneTable exports write non-negative integers in 20 digits (padding) and cannot express the form of negative integers, DECIMAL, FLOAT or NULL in a key, nor escape the bytes up to `$` in a string, nor fold a case-insensitive column, nor digest a long one: where such a column is part of a key, compute that part with the encoding above before handing it to them.\n")
	if long := r.keyColumns(design.Digested); len(long) > 0 {
		r.printf("- Digested key columns: %s. They are declared longer than a key holds (a partition key takes 2,048 bytes, a sort key 1,024), so a key holds the first 32 hex digits of the SHA-256 of the value (collated first: trailing spaces and case as the collation compares), which the application computes the same way; a lookup then compares the whole value too, and no range or ORDER BY uses such a key.\n", strings.Join(long, ", "))
	}
	if padded := r.keyColumns(func(c *analyze.Column) bool { return c.PadSpace }); len(padded) > 0 {
		r.printf("- PAD SPACE key columns: %s. Their collation compares `'a '` equal to `'a'`, so their keys hold the value without its trailing spaces (the application drops them from a parameter too) and a UNIQUE lock refuses `'a '` beside `'a'`; the attribute keeps the value as written. MySQL 8's `_0900_` collations are NO PAD: their keys keep trailing spaces.\n", strings.Join(padded, ", "))
	}
	if folded := r.keyColumns(func(c *analyze.Column) bool { return c.Fold != analyze.FoldNone }); len(folded) > 0 {
		r.printf("- Folded key columns: %s. Their collation ignores case (and accents), so their keys hold the value folded exactly as it compares, by a table of its weights (`Bob@Example.com` is `bob@example.com`; for an accent-insensitive collation the accents dropped too, `Zoë` is `zoe`; `ß` is `ss` under UCA collations, `s` under `utf8mb4_general_ci`): a lookup finds every spelling the SQL finds, a UNIQUE lock refuses the second spelling, and a sort key orders `adam, bob, Zoe` as the SQL does (the folded values' byte order: the collation's for ASCII letters and digits, not for punctuation or every letter, which a warning says where a pattern's order depends on it). The application folds a parameter the same way before it fills such a key; the attribute keeps the value as written. `_bin`, `_cs` and binary columns keep their bytes.\n", strings.Join(folded, ", "))
	}
	r.printf("- A string is written into a key as it is, except each byte up to `$` (the separator `#`, `$`, a space, `!`, `\"` and control bytes), written as `$` and the byte plus 0x40: `#` is `$c`, `$` is `$d`, `!` is `$a`, a space is `$` and a backquote (constants in the requests are written so already). No value holds the separator, so two rows never share a key (`red#blue`, `ann` and `red`, `blue#ann` are two) and a value followed by `#` is the start of no other value's key; and keys sort by their values' bytes, a value before every longer one it starts with (`CA` before `CA#X`), as a `_bin` collation does. Ranges on a sort key use `$` (the byte after `#`) as the upper bound of a prefix.\n")
	if bin := r.keyColumns(func(c *analyze.Column) bool { return c.Kind == analyze.KindBinary && !design.Digested(c) }); len(bin) > 0 {
		r.printf("- Binary key columns: %s. Their values are bytes (BINARY, VARBINARY, a CHARACTER SET binary string), which a key writes as a string's, and each byte from `~` up (`~` itself, DEL and every byte that is not ASCII) as `~` and its two upper-case hex digits: 0xFF is `~FF`, X'AB00' is `~AB$@`. The key is ASCII whatever the bytes, two values never share one, and keys sort as MySQL compares binary values, byte by byte, X'AB' before X'AB00'. MySQL pads a BINARY(n) value to n bytes with 0x00 when it stores it, so its key holds the padding; a parameter is keyed as given, as MySQL compares it. The ElectroDB and OneTable exports take such a column's key encoding as a string.\n", strings.Join(bin, ", "))
	}
	r.printf("- Every item carries `%s`, its entity name, so a read over a mixed item collection can tell items apart (and filter them).\n", design.Type)
	r.printf("- Every column is also stored as a plain attribute of the same name: keys are copies built for access, never the only place a value lives.\n")
	if r.binary() {
		r.printf("- A binary column's attribute is B, its bytes as they are (an S must be UTF-8, which they need not be). In the requests above a B value holds the bytes of its placeholder's text, which the JSON shows in base64 (`{id}` is `e2lkfQ==`): the application puts the value's bytes there. PartiQL has no binary literal: its statements pass such a value as a `?` of type B.\n")
	}
	r.printf("\n")
}

// binary reports whether the model has a binary column.
func (r *report) binary() bool {
	return slices.ContainsFunc(r.d.Model.Entities, func(e *analyze.Entity) bool {
		return slices.ContainsFunc(e.Columns, func(c *analyze.Column) bool { return c.Kind == analyze.KindBinary })
	})
}

// keyColumns lists the columns some key holds whose collation is such
// (entity.column (collation)), in the entities' order: folded ones, PAD
// SPACE ones.
func (r *report) keyColumns(such func(*analyze.Column) bool) []string {
	var out []string
	for _, e := range r.d.Entities {
		src := r.d.Model.Entity(e.Name)
		if src == nil {
			continue
		}
		var cols []string
		for _, k := range e.Keys {
			cols = append(cols, k.Template.Columns()...)
			for _, w := range k.When { // a sparse key holds the constant itself, folded
				cols = append(cols, w.Column)
			}
		}
		for _, l := range slices.Concat(e.Locks, e.Lookups) {
			cols = append(cols, l.PK.Columns()...)
		}
		for _, c := range e.Counters {
			cols = append(cols, c.Columns...)
		}
		for _, c := range src.Columns {
			if (c.Kind == analyze.KindString || c.Kind == analyze.KindBinary) && such(c) && slices.ContainsFunc(cols, func(k string) bool { return strings.EqualFold(k, c.Name) }) {
				out = append(out, fmt.Sprintf("`%s.%s` (%s)", e.Name, c.Name, cmp.Or(c.Collation, c.Type))) // a binary column has no collation: its type
			}
		}
	}
	return out
}

// clocked reports whether a write of the design sets a column to the
// statement's clock.
func (r *report) clocked() bool {
	return slices.ContainsFunc(r.d.Plans, func(p *design.Plan) bool {
		return slices.ContainsFunc(p.Pattern.AllSets(), func(a analyze.Assignment) bool { return a.Value != nil && a.Value.Clock != "" })
	})
}

func (r *report) prefixList() string {
	var ps []string
	for _, e := range r.d.Entities {
		ps = append(ps, code(e.Prefix))
	}
	return strings.Join(ps, ", ")
}

func (r *report) warnings() {
	r.printf("## Warnings\n\n")
	if len(r.d.Diagnostics) == 0 {
		r.printf("None.\n\n")
		return
	}
	for _, d := range r.d.Diagnostics {
		r.printf("- %s %s: %s", code(d.Pos.String()), d.Severity, oneLine(d.Message))
		if d.Hint != "" {
			r.printf(" (hint: %s)", oneLine(d.Hint))
		}
		r.printf("\n")
	}
	r.printf("\n")
}

func (r *report) createTable() {
	r.printf("## CreateTable\n\n")
	r.printf("```json\n%s\n```\n\n", r.doc.Table)
	r.printf("Create it with `aws dynamodb create-table --cli-input-json file://table.json`.\n")
}

// units writes a whole number of capacity units: "1 read unit", "4 write units".
func units(n float64, kind string) string {
	if s := fmt.Sprintf("%.0f", n); s != "1" {
		return s + " " + kind + " units"
	}
	return "1 " + kind + " unit"
}

// sideNames name the items an entity keeps beside its rows'
// (design.SideCost).
var sideNames = map[string]string{design.LockType: "UNIQUE locks", design.LookupType: "lookup items", design.CounterType: "counter items", design.SequenceType: "sequence item"}

// requests is a pattern's requests per call: whole, or to a tenth where
// a fan-out makes it a mean.
func requests(n float64) string {
	if n == math.Trunc(n) {
		return fmt.Sprint(int64(n))
	}
	return fmt.Sprintf("%.1f", n)
}

// topShare names the patterns that make most of the traffic's bill: the
// costliest, until they make 80 % of it (at most three), when they are
// not every pattern.
func topShare(c *design.Cost) string {
	traffic := c.ReadCost + c.WriteCost
	if traffic == 0 || len(c.Patterns) < 2 {
		return ""
	}
	ps := slices.Clone(c.Patterns)
	slices.SortStableFunc(ps, func(a, b design.PatternCost) int { return cmp.Compare(b.MonthlyCost, a.MonthlyCost) })
	var names []string
	sum := 0.0
	for _, p := range ps[:min(3, len(ps)-1)] {
		names = append(names, p.Name)
		sum += p.MonthlyCost
		if sum >= 0.8*traffic {
			break
		}
	}
	verb := "makes"
	if len(names) > 1 {
		verb = "make"
	}
	return fmt.Sprintf(" %s %s %.0f %% of it.", strings.Join(names, ", "), verb, 100*sum/traffic)
}

func (r *report) cost() {
	c := r.d.Cost
	r.printf("## Capacity and cost\n\n")
	r.printf("On-demand, at $%.3f per million read units, $%.3f per million write units and $%.2f per GB-month: **$%.2f a month** for the patterns and storage below (reads $%.2f, writes $%.2f, storage $%.2f). The same traffic as provisioned capacity: %s and %s.\n\n",
		c.Prices.ReadPerMillion, c.Prices.WritePerMillion, c.Prices.StoragePerGBMonth, c.Total, c.ReadCost, c.WriteCost, c.StorageCost, units(c.ProvisionedR, "read"), units(c.ProvisionedW, "write"))
	var rows [][]string
	for _, e := range c.Entities {
		rowsText := fmt.Sprint(e.Rows)
		if e.RowsAssumed {
			rowsText += " (assumed)"
		}
		if e.PutUnits == 0 {
			rows = append(rows, []string{e.Name, fmt.Sprintf("%d B (embedded)", e.ItemBytes), rowsText, "", "", "", ""})
			continue
		}
		var side []string
		for _, sc := range e.Side {
			side = append(side, fmt.Sprintf("%s %s (%d B)", design.Commas(int(sc.Items)), sideNames[sc.Kind], sc.ItemBytes))
		}
		rows = append(rows, []string{e.Name, fmt.Sprintf("%d B", e.ItemBytes), rowsText, strings.Join(side, ", "), fmt.Sprint(e.Indexes), fmt.Sprint(e.PutUnits), fmt.Sprintf("%.3f", e.StorageGB), fmt.Sprintf("%.2f", e.MonthlyCost)})
	}
	r.table([]string{"Entity", "Item size", "Rows", "Items beside the rows'", "Indexes", "Write units per put", "Storage GB", "$ / month"}, rows)
	rows = nil
	traffic := c.ReadCost + c.WriteCost
	share := func(cost float64) string {
		if traffic == 0 {
			return ""
		}
		if pct := 100 * cost / traffic; pct >= 0.5 || cost == 0 {
			return fmt.Sprintf("%.0f %%", pct)
		}
		return "<1 %"
	}
	for _, p := range c.Patterns {
		rps := fmt.Sprint(p.RPS)
		if p.RPSAssumed {
			rps += " (assumed)"
		}
		load := fmt.Sprintf("%.1f", p.PartitionLoad)
		if p.PartitionLoad > 3000 {
			load += " (hot)"
		}
		if p.HotKey != "" {
			load += " on " + p.HotKey
		}
		if p.WriteUnits > 0 {
			items, filtered, units := "", "", ""
			if p.ReadUnits > 0 { // a write that finds its items first
				items, filtered, units = fmt.Sprintf("%.1f", p.ItemsRead), fmt.Sprintf("%.1f", p.ItemsFiltered), fmt.Sprintf("%.1f", p.ReadUnits)
			}
			load := fmt.Sprintf("%.0f", p.PartitionLoad)
			switch {
			case p.PartitionLoad <= 1000:
			case strings.HasPrefix(p.HotKey, "sequence item"):
				load += " (hot: number the rows by a ULID, not a sequence)"
			case strings.HasPrefix(p.HotKey, "counter item"):
				load += " (hot: shard the counter)"
			default:
				load += " (hot: shard the key)"
			}
			if p.HotKey != "" {
				load += " on " + p.HotKey
			}
			if items != "" && p.ItemsFrom != "" {
				items += " (" + p.ItemsFrom + ")"
			}
			rows = append(rows, []string{p.Name, requests(p.Requests), items, filtered, units, fmt.Sprint(p.WriteUnits), rps, load, fmt.Sprintf("%.2f", p.MonthlyCost), share(p.MonthlyCost)})
			continue
		}
		items := fmt.Sprintf("%.1f", p.ItemsRead)
		if p.ItemsFrom != "" {
			items += " (" + p.ItemsFrom + ")"
		}
		rows = append(rows, []string{p.Name, requests(p.Requests), items, fmt.Sprintf("%.1f", p.ItemsFiltered), fmt.Sprintf("%.1f", p.ReadUnits), "", rps, load, fmt.Sprintf("%.2f", p.MonthlyCost), share(p.MonthlyCost)})
	}
	r.printf("Per pattern: requests and items read per call (filtered ones included; in brackets the figure the count comes from: a key naming one row, @rows, @max, an ENUM's or boolean's values, the LIMIT, every row, or the assumed fan-out), read or write units per call, the units a second on the busiest partition key value it reaches, named (a partition serves 3,000 read and 1,000 write units; calls spread over a key's values, so a row's id takes one call's units unless @rps passes its rows; a key new with every call, as an INSERT's row by its unique key, takes one call's; a key of few values, every call's), and the pattern's share of the traffic's bill.%s\n\n", topShare(c))
	r.table([]string{"Pattern", "Requests", "Items read", "Filtered", "Read units", "Write units", "@rps", "Units/s per partition", "$ / month", "Share"}, rows)
	if len(c.Indexes) > 0 {
		rows = nil
		for _, ix := range c.Indexes {
			var parts []string
			for i, e := range ix.Entities {
				parts = append(parts, fmt.Sprintf("%s +%d", e, ix.ExtraPutUnits[i]))
			}
			rows = append(rows, []string{ix.Name, strings.Join(parts, ", ")})
		}
		r.printf("Write amplification: what each index adds to one put of each entity it holds (and twice that when a write changes its key).\n\n")
		r.table([]string{"Index", "Extra write units per put"}, rows)
	}
	r.printf("Assumed:\n\n")
	for _, a := range c.Assumptions {
		r.printf("- %s\n", a)
	}
	r.printf("\n")
}

// appWhen is when the application runs an application step: after the
// requests, but for an empty range's check (design.AppEmpty), before.
func appWhen(a AppDoc) string {
	if a.Kind == string(design.AppEmpty) {
		return "Before the request,"
	}
	return "Then"
}
