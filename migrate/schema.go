package migrate

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// Difference is one way a table on the server differs from the schema the
// design was made from, where it changes what a key or an item holds.
type Difference struct {
	Table  string `json:"table"`
	Column string `json:"column,omitempty"` // "" for the whole table
	// Schema and Server are what each says (a type, NULL or NOT NULL, a
	// collation), Why what the difference changes.
	Schema string `json:"schema"`
	Server string `json:"server"`
	Why    string `json:"why"`
	// Refuses says no flag migrates the table all the same: the server
	// lacks it, or keys its rows otherwise.
	Refuses bool `json:"refuses,omitempty"`
}

func (d Difference) String() string {
	name := d.Table
	if d.Column != "" {
		name += "." + d.Column
	}
	return fmt.Sprintf("%s: the schema says %s, the server %s: %s", name, d.Schema, d.Server, d.Why)
}

// SchemaError refuses a migration whose source differs from the design's
// schema (Options.AcceptSchema lets it go on): every difference, one a
// line.
type SchemaError struct{ Differences []Difference }

func (e *SchemaError) Error() string {
	ways := fmt.Sprintf("%d ways", len(e.Differences))
	if len(e.Differences) == 1 {
		ways = "one way"
	}
	fix := "fix the schema (or the server), or --accept-schema-differences to migrate all the same, each row written in a way the design did not plan listed"
	if slices.ContainsFunc(e.Differences, func(d Difference) bool { return d.Refuses }) {
		fix = "fix the schema (or the server): a table the server lacks, or keys by another primary key, is migrated by no flag"
	}
	lines := []string{fmt.Sprintf("the server's tables differ from the schema the design was made from in %s; %s:", ways, fix)}
	for _, d := range e.Differences {
		lines = append(lines, d.String())
	}
	return strings.Join(lines, "\n")
}

// noColumn is what a Difference says the server has of a column it lacks.
const noColumn = "no such column"

// serverColumn is a column as information_schema.COLUMNS gives it.
type serverColumn struct {
	table, name, typ, collation string
	nullable                    bool
}

// compareSchema compares, before the first row is read, the server's
// tables the migration reads with the design's model: a table or column
// missing, another type, a longer string or a wider DECIMAL, a nullable
// column the schema says is NOT NULL, another collation, another primary
// key, a UNIQUE key the server lacks (keyDiffs). The server's
// types are read as the schema's are, by package analyze, from a CREATE
// TABLE written of them. Extra server columns are not migrated: they are
// one note.
func (m *migration) compareSchema() ([]Difference, []string, error) {
	rs, err := m.query("SELECT TABLE_NAME, COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE, COLLATION_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME, ORDINAL_POSITION")
	if err != nil {
		return nil, nil, fmt.Errorf("MySQL: reading information_schema.COLUMNS: %w", err)
	}
	var cols []serverColumn
	for _, r := range rs {
		c := serverColumn{table: deref(r[0]), name: deref(r[1]), typ: deref(r[2]), nullable: deref(r[3]) == "YES", collation: strings.ToLower(deref(r[4]))}
		cols = append(cols, c)
	}
	typed := serverTypes(cols)
	keys, err := m.serverKeys()
	if err != nil {
		return nil, nil, err
	}
	m.server = map[string]*analyze.Column{}
	for i, c := range cols {
		m.server[strings.ToLower(c.table+"."+c.name)] = typed[i]
	}
	var diffs []Difference
	var extra []string
	for _, e := range m.read() {
		var held []int
		for i, c := range cols {
			if strings.EqualFold(c.table, e.Name) {
				held = append(held, i)
			}
		}
		if len(held) == 0 {
			diffs = append(diffs, Difference{Table: e.Name, Schema: "a table", Server: "none", Why: "its rows cannot be read", Refuses: true})
			continue
		}
		for _, c := range e.Columns {
			i := slices.IndexFunc(held, func(i int) bool { return strings.EqualFold(cols[i].name, c.Name) })
			if i < 0 {
				diffs = append(diffs, Difference{Table: e.Name, Column: c.Name, Schema: c.Type, Server: noColumn, Why: "its values cannot be read (accepted, they are read as NULL)"})
				continue
			}
			diffs = append(diffs, columnDiffs(e.Name, c, cols[held[i]], typed[held[i]])...)
		}
		for _, i := range held {
			if e.Column(cols[i].name) == nil {
				extra = append(extra, e.Name+"."+cols[i].name)
			}
		}
		notNull := map[string]bool{}
		for _, i := range held {
			notNull[strings.ToLower(cols[i].name)] = !cols[i].nullable
		}
		diffs = append(diffs, keyDiffs(e, keys[strings.ToLower(e.Name)], notNull)...)
	}
	var notes []string
	if len(extra) > 0 {
		notes = append(notes, fmt.Sprintf("the server's %s, which the schema does not have, are not migrated", strings.Join(extra, ", ")))
	}
	return diffs, notes, nil
}

// serverKey is a PRIMARY or UNIQUE key of a table on the server: its
// columns in order, lower case, and each one's prefix length (0: the whole
// value).
type serverKey struct {
	name    string
	cols    []string
	prefix  []int
	primary bool
}

// serverKeys are the PRIMARY and UNIQUE keys of the server's tables
// (information_schema.STATISTICS), by table, lower case. A key of an
// expression (MySQL 8's functional key parts) names no column and is left
// out: it holds no column set unique.
func (m *migration) serverKeys() (map[string][]serverKey, error) {
	rs, err := m.query("SELECT TABLE_NAME, INDEX_NAME, COLUMN_NAME, SUB_PART FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND NON_UNIQUE = 0 ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX")
	if err != nil {
		return nil, fmt.Errorf("MySQL: reading information_schema.STATISTICS: %w", err)
	}
	out := map[string][]serverKey{}
	functional := map[string]bool{}
	for _, r := range rs {
		table, name := strings.ToLower(deref(r[0])), deref(r[1])
		ks := out[table]
		if len(ks) == 0 || ks[len(ks)-1].name != name {
			ks = append(ks, serverKey{name: name, primary: name == "PRIMARY"})
		}
		k := &ks[len(ks)-1]
		if r[2] == nil {
			functional[table+"."+name] = true
		}
		prefix, _ := strconv.Atoi(deref(r[3]))
		k.cols, k.prefix = append(k.cols, strings.ToLower(deref(r[2]))), append(k.prefix, prefix)
		out[table] = ks
	}
	for table, ks := range out {
		out[table] = slices.DeleteFunc(ks, func(k serverKey) bool { return functional[table+"."+k.name] })
	}
	return out, nil
}

// keyDiffs are how the server's keys of e (with whether each of its
// columns is NOT NULL, by lower-case name) differ from the schema's where
// the design relies on them.
//
// The primary key is what the rows are read in the order of, page by
// page, and named by: the server's must be the schema's, its columns in
// order (or, when the server has none, a UNIQUE key of them that is NOT
// NULL, which InnoDB takes as one). Another would page the rows by columns
// that do not tell them apart, so that rows are lost: no flag migrates
// that table.
//
// A UNIQUE key of the schema is a promise the design keeps in its items:
// a lock or lookup item of a value, an item keyed by it, a read that
// returns one row. The server holds it when a UNIQUE key of its own
// (the primary key among them) is of some of its columns, as strict on
// each (a prefix no longer than the schema's); without one, rows alike
// there meet in one item, and the collision check refuses them.
func keyDiffs(e *analyze.Entity, keys []serverKey, notNull map[string]bool) []Difference {
	var out []Difference
	pk := lower(e.PrimaryKey)
	primary := slices.IndexFunc(keys, func(k serverKey) bool { return k.primary })
	same := primary >= 0 && slices.Equal(keys[primary].cols, pk)
	if primary < 0 {
		same = slices.ContainsFunc(keys, func(k serverKey) bool {
			return slices.Equal(k.cols, pk) && !slices.ContainsFunc(k.cols, func(c string) bool { return !notNull[c] })
		})
	}
	if len(pk) > 0 && !same {
		server := "no primary key"
		if primary >= 0 {
			server = fmt.Sprintf("PRIMARY KEY (%s)", strings.Join(keys[primary].cols, ", "))
		}
		out = append(out, Difference{Table: e.Name, Schema: fmt.Sprintf("PRIMARY KEY (%s)", strings.Join(e.PrimaryKey, ", ")), Server: server, Refuses: true,
			Why: "the rows are read in the order of the schema's primary key, a page after the last row's key, and named by it: another key on the server does not tell its rows apart so, and rows would be lost (no flag migrates it)"})
	}
	for _, u := range e.Unique {
		if !slices.ContainsFunc(keys, func(k serverKey) bool { return holds(k, lower(u), e.Prefixes(u)) }) {
			out = append(out, Difference{Table: e.Name, Schema: fmt.Sprintf("UNIQUE (%s)", strings.Join(u, ", ")), Server: "no UNIQUE key of those columns",
				Why: "the design holds one row a value there: rows alike there meet in the items keyed by it (a lock, a lookup, the table's key), and are refused; a read of one row by it may find several"})
		}
	}
	return out
}

// lower are cols in lower case.
func lower(cols []string) []string {
	out := make([]string, len(cols))
	for i, c := range cols {
		out[i] = strings.ToLower(c)
	}
	return out
}

// holds reports whether the server's key k makes the schema's UNIQUE key
// of cols (lower case, each with its prefix length, nil for whole values)
// hold: every column of k is one of cols, indexed as strictly.
func holds(k serverKey, cols []string, prefixes []int) bool {
	for i, c := range k.cols {
		j := slices.Index(cols, c)
		if j < 0 {
			return false
		}
		if prefixes != nil && prefixes[j] > 0 && (k.prefix[i] == 0 || k.prefix[i] > prefixes[j]) {
			return false // the schema's holds a prefix unique, the server's more
		}
	}
	return true
}

// read are the tables whose rows the migration reads: those it migrates,
// the tables embedded in them and the parents their items copy from.
func (m *migration) read() []*analyze.Entity {
	var names []string
	add := func(n string) {
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	for _, e := range m.migrated() {
		add(e.Name)
		for _, c := range e.Copies {
			add(c.Parent)
		}
		for _, child := range m.d.Entities {
			if child.Embedding != nil && child.Embedding.Parent == e.Name {
				add(child.Name)
			}
		}
	}
	out := make([]*analyze.Entity, len(names))
	for i, n := range names {
		out[i] = m.d.Model.Entity(n)
	}
	return out
}

// migrated are the design's entities the migration writes the items of,
// in the design's order: embedded ones travel in their parents'.
func (m *migration) migrated() []*design.Entity {
	var out []*design.Entity
	for _, e := range m.d.Entities {
		if e.Embedding == nil && (len(m.opts.Tables) == 0 || slices.ContainsFunc(m.opts.Tables, func(t string) bool { return strings.EqualFold(t, e.Name) })) {
			out = append(out, e)
		}
	}
	return out
}

// serverTypes reads each server column's type as the schema's columns
// are read: one CREATE TABLE a column, analyzed together; a column whose
// type analyze cannot read (MariaDB's UUID) is nil.
func serverTypes(cols []serverColumn) []*analyze.Column {
	var sb strings.Builder
	for i, c := range cols {
		collate := ""
		if c.collation != "" {
			collate = " COLLATE " + c.collation
		}
		fmt.Fprintf(&sb, "CREATE TABLE `c%d` (`sql2dynamo_key` int PRIMARY KEY, `v` %s%s);\n", i, c.typ, collate)
	}
	model := analyze.Analyze(analyze.File{Name: "information_schema", Text: sb.String()})
	out := make([]*analyze.Column, len(cols))
	for i := range cols {
		if e := model.Entity(fmt.Sprintf("c%d", i)); e != nil {
			out[i] = e.Column("v")
		}
	}
	return out
}

// columnDiffs are how the server's column s (read as typed) differs from
// the schema's c where a key or an item holds it otherwise.
func columnDiffs(table string, c *analyze.Column, s serverColumn, typed *analyze.Column) []Difference {
	var out []Difference
	diff := func(schema, server, why string) {
		out = append(out, Difference{Table: table, Column: c.Name, Schema: schema, Server: server, Why: why})
	}
	if c.NotNull && s.nullable {
		diff("NOT NULL", "NULL allowed", "a row's NULL there is no value the design plans for (the item lacks the attribute, a key its value)")
	}
	switch {
	case typed == nil:
		diff(c.Type, s.typ, "a type sql2dynamo cannot read, so cannot say how the design holds its values")
		return out
	case family(c) != family(typed):
		diff(c.Type, s.typ, "another type: the keys encode and the items hold its values as the schema's type")
		return out
	}
	switch {
	case c.Set != nil:
		if extra := unlisted(typed.Set, c.Set); len(extra) > 0 {
			diff(c.Type, s.typ, fmt.Sprintf("members the schema's SET does not list (%s)", strings.Join(extra, ", ")))
		}
	case c.Kind == analyze.KindEnum:
		if extra := unlisted(typed.Enum, c.Enum); len(extra) > 0 {
			diff(c.Type, s.typ, fmt.Sprintf("values the schema's ENUM does not list (%s)", strings.Join(extra, ", ")))
		}
	case c.Kind == analyze.KindDateTime || c.BaseType() == "time":
		if design.FractionDigits(typed) > design.FractionDigits(c) {
			diff(c.Type, s.typ, "fractions of a second the schema's type does not keep")
		}
	case c.Kind == analyze.KindString || c.Kind == analyze.KindBinary:
		if design.Longest(typed) > design.Longest(c) {
			diff(c.Type, s.typ, "longer values than the design plans for: its key sizes, and a digest for a value past 512")
		}
	case c.Kind == analyze.KindDecimal:
		if !c.Float && (typed.Scale > c.Scale || typed.Precision-typed.Scale > c.Precision-c.Scale) {
			diff(c.Type, s.typ, "values the schema's DECIMAL cannot hold: a key rounds the decimals past its scale, so two values meet, and writes digits past its precision as text that sorts as no number")
		}
	case c.Kind == analyze.KindInteger:
		lo, hi := design.IntegerRange(c)
		slo, shi := design.IntegerRange(typed)
		if lo != nil && (slo == nil || slo.Cmp(lo) < 0 || shi.Cmp(hi) > 0) {
			diff(c.Type, s.typ, "integers the schema's type cannot hold, which the generated code's integer of that type cannot take")
		}
	}
	if c.Kind == analyze.KindString && !sameCollation(c.Collation, typed.Collation) {
		diff(c.Collation, typed.Collation, "it compares otherwise: the design's keys fold (or not) as the schema's collation does, so two rows the server holds apart may meet in one key, or a read find other rows than the server's")
	}
	return out
}

// unlisted are the members of server's list the schema's lacks.
func unlisted(server, schema []string) []string {
	return slices.DeleteFunc(slices.Clone(server), func(v string) bool { return slices.Contains(schema, v) })
}

// family is what a type is to the design: its kind, a float apart from a
// DECIMAL; MariaDB's JSON is a LONGTEXT.
func family(c *analyze.Column) string {
	switch {
	case c.Kind == analyze.KindJSON || c.Kind == analyze.KindString && c.BaseType() == "longtext" && c.Collation == "utf8mb4_bin":
		return "json or longtext"
	case c.Kind == analyze.KindDecimal && c.Float:
		return "float"
	}
	return string(c.Kind)
}

// sameCollation reports whether the server's collation compares as the
// schema's: the same, or MariaDB's that analyze.OnMariaDB takes for the
// schema's MySQL 8 one.
func sameCollation(schema, server string) bool {
	schema, server = strings.ToLower(schema), strings.ToLower(server)
	return schema == server || analyze.OnMariaDB(schema) == server
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
