package migrate

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/items"
)

// checkSchema compares the server's tables with the design's schema
// before the first row is read: differences refuse the migration
// (*SchemaError), unless Options.AcceptSchema, which keeps them in the
// result and goes on.
func (m *migration) checkSchema() error {
	diffs, notes, err := m.compareSchema()
	if err != nil {
		return err
	}
	// A table the server lacks has nothing to read, accepted or not, one
	// keyed otherwise no order to read its rows in.
	refuses := slices.ContainsFunc(diffs, func(d Difference) bool { return d.Refuses })
	if len(diffs) > 0 && (!m.opts.AcceptSchema || refuses) {
		return &SchemaError{Differences: diffs}
	}
	m.res.Schema, m.res.Notes = diffs, notes
	m.missing = map[string]bool{}
	for _, d := range diffs {
		if d.Server == noColumn {
			m.missing[strings.ToLower(d.Table+"."+d.Column)] = true
		}
	}
	return nil
}

// column is how a SELECT of e's rows reads column name: NULL where the
// server lacks it.
func (m *migration) column(e *analyze.Entity, name string) string {
	if m.missing[strings.ToLower(e.Name+"."+name)] {
		return "NULL"
	}
	return ident(name)
}

// unplanned says how row r of e breaks its schema where the design
// planned otherwise: a NULL in a NOT NULL column, a value its column's
// type cannot hold as the design encodes it (design.Unplanned). ok false
// refuses the row: a numeric column's value DynamoDB takes as no number,
// or one in a key of the row's items, where it would sort as no number of
// the column does, so the item could not be right. Else the row is
// written as the server gives it, and listed with why (a NULL the item
// lacks, a zero date, which sorts before every date as in SQL but no
// parameter of the generated code holds). "" and true: as planned.
func (m *migration) unplanned(e *design.Entity, src *analyze.Entity, r items.Row) (string, bool) {
	var whys []string
	for _, c := range src.Columns {
		v := r[c.Name]
		if v == nil {
			if c.NotNull && c.Generated == "" {
				whys = append(whys, fmt.Sprintf("its %s is NULL, NOT NULL in the schema: the item is written without it", c.Name))
			}
			continue
		}
		why := design.Unplanned(c, *v)
		if why == "" {
			continue
		}
		what := fmt.Sprintf("its %s holds %q, %s (%s)", c.Name, *v, why, c.Type)
		switch {
		case items.Numeric(c.Kind) && !numberRE.MatchString(*v):
			return what + ": DynamoDB takes it as no number, so the item cannot be written", false
		case items.Numeric(c.Kind) && m.keyedBy(e, src)[c.Name]:
			return what + ": a key of its items would hold it where no number of the column sorts, so they cannot be right", false
		}
		whys = append(whys, what+": written as the server gives it, where no parameter of the design's code encodes to it")
	}
	return strings.Join(whys, "; "), true
}

// numberRE is a decimal number as DynamoDB takes one (N).
var numberRE = regexp.MustCompile(`^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$`)

// keyedBy are the columns of src some key of e's items holds: its table
// and index keys, its lock and lookup items' keys.
func (m *migration) keyedBy(e *design.Entity, src *analyze.Entity) map[string]bool {
	if cols, ok := m.keyed[e.Name]; ok {
		return cols
	}
	ts := sideKeys(e)
	for _, k := range e.Keys {
		ts = append(ts, k.Template)
	}
	cols := map[string]bool{}
	for _, c := range columnsOf(src, ts...) {
		cols[c] = true
	}
	if m.keyed == nil {
		m.keyed = map[string]map[string]bool{}
	}
	m.keyed[e.Name] = cols
	return cols
}
