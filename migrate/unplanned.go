package migrate

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
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
// type as the schema declares it cannot hold (design.Unplanned: a zero
// date, an integer past INT's range, a string longer than its VARCHAR,
// more fractional digits than its DATETIME's, an ENUM member it does not
// list). ok false refuses the row: a numeric column's value DynamoDB
// takes as no number, or any such value in a key of the row's items,
// which the design's code, keying values of the column's type only,
// never writes, so its reads would not meet that item as the row's (and
// a number's key would sort where no number of the column does). Else the
// row is written as the server gives it, and listed with why (a NULL the
// item lacks, a value no parameter of the generated code holds). "" and
// true: as planned.
func (m *migration) unplanned(e *design.Entity, src *analyze.Entity, r items.Row) (string, bool) {
	var refuse, whys []string
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
		what := fmt.Sprintf("its %s holds %s, %s (%s)", c.Name, shown(c, *v), why, c.Type)
		switch {
		case items.Numeric(c.Kind) && !numberRE.MatchString(*v):
			refuse = append(refuse, what+": DynamoDB takes it as no number, so the item cannot be written")
		case m.keyedBy(e, src)[c.Name]:
			refuse = append(refuse, what+": a key of its items would hold it, and the design's code writes keys of the column's values only, so its reads would not meet that key: the row is not migrated")
		default:
			whys = append(whys, what+": written as the server gives it, where no parameter of the design's code encodes to it")
		}
	}
	if len(refuse) > 0 {
		return strings.Join(refuse, "; "), false // every reason it is refused, none of those it is not
	}
	return strings.Join(whys, "; "), true
}

// shown is a value as a refusal quotes it: a string quoted, a binary
// value in hex (items.Shown), either cut after 40 characters.
func shown(c *analyze.Column, v string) string {
	if c.Kind != analyze.KindBinary {
		v = strconv.Quote(v)
	} else {
		v = items.Shown(c, v)
	}
	if r := []rune(v); len(r) > 40 {
		return string(r[:40]) + "..."
	}
	return v
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
