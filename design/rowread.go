package design

import (
	"fmt"
	"slices"
	"strings"

	"sql2dynamo/analyze"
)

// fedStep plans cn, a read the application runs once per item of the
// entity parent that a step of p returns, its key filled from each such
// item's columns (cn.fed()): one GetItem or Query per item, after p's
// steps. It returns the step and the number of the step whose items feed
// it (from 1), or a nil step when no step returns parent's items or no
// single request serves cn.
func (lay *layout) fedStep(n, cn *need, p *Plan, parent string) (*Plan, int) {
	steps := p.Steps()
	at := slices.IndexFunc(steps, func(s *Plan) bool { return s.Entity == parent && !s.KeysOnly && s.Into == nil })
	sp := &Plan{Pattern: n.pat, Bindings: p.Bindings, Entity: cn.entity.Name}
	lay.read(cn, sp)
	if at < 0 || (sp.Operation != Query && sp.Operation != GetItem) || len(sp.Then) > 0 || sp.Each != "" || sp.Shards > 1 {
		return nil, at + 1
	}
	for _, e := range cn.fed() {
		sp.Feed = append(sp.Feed, Feed{Placeholder: e.col, Attr: e.from})
		if s := steps[at]; len(s.Projection) > 0 {
			s.project(e.from) // the read's key comes from it
		}
	}
	return sp, at + 1
}

// feedText says how a fed step's key is filled: {id} from manager_id.
func feedText(sp *Plan) string {
	var from []string
	for _, f := range sp.Feed {
		from = append(from, fmt.Sprintf("{%s} from %s", f.Placeholder, f.Attr))
	}
	return strings.Join(from, ", ")
}

// rowReads adds a step per RowRead of the pattern (a subquery of the
// select list that gives a value or a JSON_ARRAYAGG list, a table joined
// to itself): for each item of the row's table that the plan returns, the
// read keyed by its join columns, whose items give the row its columns
// (Into).
func (lay *layout) rowReads(n *need, p *Plan) {
	refuse := func(pos analyze.Pos, format string, args ...any) {
		*p = Plan{Pattern: p.Pattern, Entity: p.Entity, Bindings: p.Bindings, Status: Unsupported, Reasons: []Reason{{Text: fmt.Sprintf(format, args...), Pos: pos}}}
	}
	if n.count {
		// A counter item counts the rows before the reads that give
		// them columns, or drop them, would run (needOf counts them in
		// the application instead).
		refuse(n.pat.RowReads[0].Pos, "a counter item would count the rows before the read of %s, run once per row, drops them: not planned; read it in a pattern of its own", n.pat.RowReads[0].Entity)
		return
	}
	limited := n.pat.Limit > 0 || n.pat.LimitParam
	for i, rr := range n.pat.RowReads {
		cn, parent := n.rowReads[i], rr.Parent[0].Entity
		what := rr.Entity + " " + rr.Self
		if rr.Self == "" {
			what = "the subquery's " + rr.Entity
		}
		if (rr.Inner || rr.Absent) && len(p.Then) > 0 && slices.ContainsFunc(p.App, func(s AppStep) bool { return s.Kind == AppJoin }) {
			refuse(rr.Pos, "the JOIN of %s to itself drops the rows whose %s row is not found, and the application assembles the rows of the statement's other joins from every item read: write it as a LEFT JOIN", rr.Entity, rr.Self)
			return
		}
		sp, at := lay.fedStep(n, cn, p, parent)
		if sp == nil {
			if at == 0 {
				refuse(rr.Pos, "no request of the plan returns the %s items that %s is read for", parent, what)
				return
			}
			refuse(rr.Pos, "%s is read for each %s row by %s, and no single request finds its rows by those: key the read by a key of %s", what, parent, strings.Join(cn.eqCols(), ", "), rr.Entity)
			return
		}
		sp.Into = &Into{Entity: parent, Fields: rr.Fields, Sorts: rr.Sorts, List: rr.List, Empty: rr.Empty, Inner: rr.Inner, Absent: rr.Absent, NullRow: rr.NullRow}
		if len(rr.Fields)+len(rr.Sorts) == 0 && rr.List == "" && !sp.filtered() {
			sp.Limit = 1 // whether an item is found is all the row needs
		}
		if len(sp.Check) == 0 {
			sp.Projection = nil
			for _, f := range slices.Concat(rr.Fields, rr.Sorts) {
				sp.project(f.Expr.Columns()...)
			}
			if len(sp.Projection) == 0 {
				sp.project(PK) // whether an item is found is all the row needs
			}
		}
		var names []string
		for _, f := range rr.Fields {
			names = append(names, f.Name)
		}
		var text string
		switch {
		case rr.List != "":
			var members []string
			for _, f := range rr.Fields {
				members = append(members, fmt.Sprintf("'%s', %s", f.Name, f.Expr))
			}
			none := "NULL when none"
			switch {
			case rr.Empty != "":
				none = rr.Empty + " when none"
			case rr.NullRow:
				none = "none found: one object of NULLs, as the LEFT JOIN's row of NULLs gives"
			case rr.Inner:
				none = "none found: no row, as the JOIN drops it"
			}
			text = fmt.Sprintf("step %d: %s is JSON_ARRAYAGG(JSON_OBJECT(%s)) of the %s rows of each %s row: for each %s item of step %d, %s fills the key, the %s finds them, and the application makes one object per item, in the order read (%s)",
				len(p.Steps())+1, rr.List, strings.Join(members, ", "), rr.Entity, parent, parent, at, feedText(sp), sp.Operation, none)
		default:
			gives := fmt.Sprintf("whose %s %s the row's", strings.Join(names, ", "), isAre(len(names)))
			none := "the row keeps NULLs, as the LEFT JOIN does"
			switch {
			case len(names) == 0:
				keep := "the row is kept only when it finds one, as EXISTS or the JOIN does"
				switch {
				case rr.Absent:
					keep = "the row is kept only when it finds none, as NOT EXISTS does"
				case !rr.Inner:
					keep = "the row is kept either way, as the LEFT JOIN keeps it"
				}
				text = fmt.Sprintf("step %d: for each %s item of step %d, %s fills the key of %s, and the %s looks for a row: %s",
					len(p.Steps())+1, parent, at, feedText(sp), what, sp.Operation, keep)
			case rr.Inner:
				none = "the row is dropped, as the JOIN does"
			case rr.Self == "":
				none = "NULL, as the subquery gives"
			}
			if len(names) > 0 {
				text = fmt.Sprintf("step %d: for each %s item of step %d, %s fills the key of %s, and the %s finds its one row, %s (none found: %s)",
					len(p.Steps())+1, parent, at, feedText(sp), what, sp.Operation, gives, none)
			}
		}
		if len(rr.Sorts) > 0 {
			var cols []string
			for _, f := range rr.Sorts {
				cols = append(cols, f.Expr.String())
			}
			text += fmt.Sprintf("; its %s, which the answer does not hold, the application keeps as %s to sort the rows by", strings.Join(cols, ", "), rr.Sorts[0].Name)
			if len(rr.Sorts) > 1 {
				text += " (and the like)"
			}
		}
		sp.Reasons = append([]Reason{{Text: text + "; one request per distinct key", Pos: rr.Pos}}, sp.Reasons...)
		p.Then = append(p.Then, sp)
		if (rr.Inner || rr.Absent) && limited {
			// LIMIT counts the rows the reads keep: no request before
			// them counts the rows.
			for _, s := range p.Steps() {
				if s.Into == nil {
					s.Limit = 0
				}
				s.Reasons = slices.DeleteFunc(s.Reasons, func(r Reason) bool {
					return strings.Contains(r.Text, " becomes Limit ") || strings.HasPrefix(r.Text, "LIMIT ? is ")
				})
			}
			p.Reasons = append(p.Reasons, Reason{Text: fmt.Sprintf("LIMIT counts the rows the read of %s keeps, which the application knows only after it: the requests carry no Limit, and the application keeps the first LIMIT rows in the order read (it may stop reading once it has them)", what), Pos: n.pat.Pos})
			limited = false
		}
	}
}
