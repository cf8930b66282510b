package verify

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/items"
)

// row is one row of an entity: column name → canonical SQL text, nil for
// NULL.
type row = items.Row

// generate makes n rows per entity, parents first, deterministic for a
// seed: primary and unique keys unique, every foreign key pointing at an
// existing parent row, fan-out skewed so that some parents have many
// children and many have none, ENUM values from the list, dates and times
// distinct and sortable.
//
// With spaces, one string in eight of a NO PAD column (MySQL 8's
// collations) gets a trailing space, a value of its own there: only for
// the in-process engine, which compares as MySQL 8 does.
func generate(ctx context.Context, m *analyze.Model, n int, rnd *rand.Rand, given map[string][]row, spaces bool) map[string][]row {
	out := map[string][]row{}
	literals := statementLiterals(m)
	for _, e := range m.ParentsFirst() {
		if ctx.Err() != nil {
			return out // a signal: the caller stops
		}
		if rows := given[e.Name]; len(rows) > 0 {
			out[e.Name] = rows // the input's own rows: children point at them
			continue
		}
		keys := map[string]bool{}
		perParent := map[*analyze.ForeignKey]map[int]int{}
		uniques := make([]map[string]bool, len(e.Unique))
		for i := range uniques {
			uniques[i] = map[string]bool{}
		}
		// A UNIQUE key on a GENERATED column: its value comes from the
		// columns it reads, so those are kept distinct instead.
		uniqueCols := make([][]string, len(e.Unique))
		for i, u := range e.Unique {
			for _, col := range u {
				if c := e.Column(col); c != nil && c.Generated != "" {
					uniqueCols[i] = append(uniqueCols[i], c.GeneratedFrom...)
				} else {
					uniqueCols[i] = append(uniqueCols[i], col)
				}
			}
		}
	rows:
		for i := range n {
			if i%4096 == 4095 && ctx.Err() != nil {
				return out
			}
			r := row{}
			for _, c := range e.Columns {
				r[c.Name] = value(e, c, i, n, rnd)
				if v := r[c.Name]; v != nil {
					s := spelled(c, *v, rnd) // Bob, bob, BOB: one value to a _ci column
					if spaces {
						s = padded(c, s, rnd)
					}
					r[c.Name] = &s
				}
				// One row in four takes a literal the statements compare
				// the column with or write into it (level = -5, status =
				// 'OPEN'): the patterns with constants read rows too.
				if lits := literals[strings.ToLower(e.Name+"."+c.Name)]; len(lits) > 0 && rnd.IntN(4) == 0 && !e.IsKey([]string{c.Name}) {
					if v := spelled(c, lits[rnd.IntN(len(lits))], rnd); fits(c, v) {
						r[c.Name] = &v
					}
				}
			}
			for _, fk := range e.ForeignKeys {
				parents := out[m.Entity(fk.RefEntity).Name]
				if fk.RefEntity == e.Name && !slices.ContainsFunc(fk.Columns, func(c string) bool { return !e.Column(c).NotNull }) {
					// A NOT NULL reference to its own table (users.updated_by):
					// the row names itself, as the first row of such a table must.
					for j, c := range fk.Columns {
						r[e.Column(c).Name] = r[e.Column(fk.RefColumns[j]).Name]
					}
					continue
				}
				if fk.RefEntity == e.Name || len(parents) == 0 {
					for _, c := range fk.Columns {
						r[e.Column(c).Name] = nil
					}
					continue
				}
				// u^4 piles children onto the first parents: the first of a
				// thousand gets about a fifth of them, most get none. A
				// bounded child (@max) moves on to a parent with room.
				pi := int(math.Pow(rnd.Float64(), 4) * float64(len(parents)))
				for try := 0; e.Max > 0 && perParent[fk][pi] >= e.Max; try++ {
					if try == 100 {
						continue rows // every parent is (nearly) full
					}
					pi = rnd.IntN(len(parents))
				}
				if perParent[fk] == nil {
					perParent[fk] = map[int]int{}
				}
				perParent[fk][pi]++
				p := parents[pi]
				for j, c := range fk.Columns {
					r[e.Column(c).Name] = p[m.Entity(fk.RefEntity).Column(fk.RefColumns[j]).Name]
				}
			}
			k := foldedTuple(e, r, e.PrimaryKey)
			if keys[k] || strings.Contains(k, "\x00nil") {
				continue // a join table drew the same pair twice
			}
			for ui, u := range uniqueCols {
				if uniques[ui][foldedTuple(e, r, u)] {
					continue rows
				}
			}
			keys[k] = true
			for ui, u := range uniqueCols {
				uniques[ui][foldedTuple(e, r, u)] = true
			}
			out[e.Name] = append(out[e.Name], r)
		}
	}
	return out
}

func tuple(r row, cols []string) string {
	var sb strings.Builder
	for _, c := range cols {
		sb.WriteByte(0)
		if v := r[c]; v != nil {
			sb.WriteString(*v)
		} else {
			sb.WriteString("\x00nil")
		}
	}
	return sb.String()
}

// foldedTuple is tuple with each string folded as its column's collation
// compares (design.Fold): Bob and bob are one key to a UNIQUE index.
func foldedTuple(e *analyze.Entity, r row, cols []string) string {
	f := row{}
	for _, c := range cols {
		v := r[c]
		if col := e.Column(c); v != nil && col != nil && col.Kind == analyze.KindString {
			x := design.Collate(col, *v)
			v = &x
		}
		f[c] = v
	}
	return tuple(f, cols)
}

var epoch = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

// signed reports whether a numeric column takes negative values.
func signed(c *analyze.Column) bool {
	return !strings.Contains(strings.ToLower(c.Type), "unsigned")
}

// decimal is a fractional value that fits the column as declared: within a
// DECIMAL's digits before and after the point, or, for FLOAT and DOUBLE, a
// binary fraction (.5, .25, .125) that both engines store exactly.
func decimal(c *analyze.Column, pick int, negative bool) string {
	sign := ""
	if negative {
		sign = "-"
	}
	if c.Float {
		f := float64(pick%1000) + []float64{0, .5, .25, .125}[pick%4]
		return sign + strconv.FormatFloat(f, 'f', -1, 64)
	}
	whole := pick % int(math.Pow10(min(c.Precision-c.Scale, 3)))
	digits := min(c.Scale, 2)
	if digits == 0 {
		if whole == 0 {
			return "0"
		}
		return sign + strconv.Itoa(whole)
	}
	frac := (pick * 37) % int(math.Pow10(digits))
	if whole == 0 && frac == 0 {
		return "0"
	}
	return fmt.Sprintf("%s%d.%0*d", sign, whole, digits, frac)
}

// value makes column c's value for row i of n.
func value(e *analyze.Entity, c *analyze.Column, i, n int, rnd *rand.Rand) *string {
	// A column of a composite UNIQUE too (its tuples stay distinct), and
	// one a UNIQUE generated column is computed from (url of url_hash).
	key := inUnique(e, c.Name)
	if !c.NotNull && !key && rnd.IntN(10) == 0 {
		return nil
	}
	// Non-key values repeat (a pool of about n/10), so lookups by them
	// return several rows.
	pick := i
	if !key {
		pick = rnd.IntN(max(3, n/10))
	}
	var s string
	switch base := c.BaseType(); {
	case base == "bit":
		s = strconv.Itoa(pick % (1 << min(max(c.Length, 1), 30)))
	case base == "year":
		s = strconv.Itoa(1901 + pick%255)
	case base == "time":
		// Within a day, so that the text order is the time order.
		s = fmt.Sprintf("%02d:%02d:%02d", pick%24, (pick*7)%60, (pick*13)%60)
	case base == "set":
		// A subset in declaration order, as the engines give it back.
		var in []string
		for j, m := range c.Set {
			if (pick+1)>>j&1 == 1 {
				in = append(in, m)
			}
		}
		s = strings.Join(in, ",")
	case c.Kind == analyze.KindBinary:
		s = binaryValue(c, pick)
	case c.Kind == analyze.KindInteger && base == "tinyint" && c.Length == 1 && !key:
		s = strconv.Itoa(pick % 2) // TINYINT(1): the boolean MySQL applications declare, 0 or 1
	case c.Kind == analyze.KindInteger:
		v := pick + 1
		if c.Length == 1 || base == "tinyint" {
			v = pick % 100
			if key {
				v++ // never 0, which an AUTO_INCREMENT column takes as "the next one" (a duplicate of 1)
			}
		}
		if !key && signed(c) && pick%3 == 2 {
			v = -v
		}
		if !key && pick%7 == 6 {
			v = 0
		}
		s = strconv.Itoa(v)
	case c.Kind == analyze.KindBool:
		s = strconv.Itoa(pick % 2)
	case c.Kind == analyze.KindDecimal:
		s = decimal(c, pick, !key && signed(c) && pick%3 == 2)
	case c.Kind == analyze.KindDate:
		s = epoch.AddDate(0, 0, i).Format("2006-01-02")
	case c.Kind == analyze.KindDateTime:
		// Distinct per row, so an ORDER BY on it has no ties to break.
		s = epoch.Add(time.Duration(i)*17*time.Minute + time.Duration(rnd.IntN(60))*time.Second).Format("2006-01-02 15:04:05")
	case c.IPv4:
		s = fmt.Sprintf("10.%d.%d.%d", pick/65536%256, pick/256%256, pick%256) // CHECK (IS_IPV4(col))
	case len(c.Allowed) > 0:
		s = c.Allowed[rnd.IntN(len(c.Allowed))] // CHECK (col IN (...)): MySQL refuses any other
	case c.Kind == analyze.KindEnum:
		if len(c.Enum) == 0 {
			return nil
		}
		s = c.Enum[rnd.IntN(len(c.Enum))]
	case c.Kind == analyze.KindJSON:
		s = fmt.Sprintf(`{"n": %d}`, pick)
	default:
		s = text(c, pick)
	}
	return &s
}

// spelled writes a string in one of the spellings the column's collation
// takes as equal (design.Collate): as it is, Capitalized or UPPER, and,
// where its fold takes an accented vowel as the plain one, with its first
// vowel accented. A read's
// parameter then says Bob where the row holds bob, and only a design that
// keys and checks folded values finds what the SQL finds. A column
// compared by bytes keeps the value. Generated rows and a read's
// parameters take them; the values writes set keep one spelling, since the
// in-process engine's UNIQUE indexes compare bytes (it takes Bob and bob
// where MySQL refuses the second).
func spelled(c *analyze.Column, s string, rnd *rand.Rand) string {
	if c == nil || c.Kind != analyze.KindString || c.Fold == analyze.FoldNone || s == "" || !strings.HasSuffix(c.BaseType(), "char") && !strings.HasSuffix(c.BaseType(), "text") {
		return s // SET members come back as declared, BINARY bytes as written
	}
	if len(c.Allowed) > 0 || c.IPv4 {
		return s // the in-process engine checks CHECK (col IN (...)) by bytes; an address has no other spelling
	}
	switch rnd.IntN(4) {
	case 1:
		r := []rune(s)
		s = strings.ToUpper(string(r[0])) + string(r[1:])
	case 2:
		s = strings.ToUpper(s)
	case 3:
		if i := strings.IndexAny(s, "aeiou"); i >= 0 && unicodeCharset(c.Collation) {
			// (An accent an ascii or latin1 column cannot hold, MySQL
			// turns into ? before it compares: no spelling of the row.)
			if a := s[:i] + accented[s[i]] + s[i+1:]; design.Collate(c, a) == design.Collate(c, s) {
				s = a // the collation ignores accents
			}
		}
	}
	return s
}

// unicodeCharset says a collation's character set holds every code point.
func unicodeCharset(collation string) bool {
	cs, _, _ := strings.Cut(strings.ToLower(collation), "_")
	return strings.HasPrefix(cs, "utf") || cs == "ucs2"
}

// padded gives one string in eight of a NO PAD VARCHAR or TEXT column a
// trailing space: 'bob ' is then a value of its own, in the keys too (the
// space escaped). Under PAD SPACE 'bob ' is 'bob', as the keys hold it,
// which no engine verify runs on compares as MySQL does, so no row tries
// it there.
func padded(c *analyze.Column, s string, rnd *rand.Rand) string {
	if c == nil || c.Kind != analyze.KindString || c.PadSpace || len(c.Allowed) > 0 || c.IPv4 || s == "" || !strings.HasSuffix(c.BaseType(), "varchar") && !strings.HasSuffix(c.BaseType(), "text") {
		return s
	}
	if rnd.IntN(8) == 0 && (c.Length == 0 || len([]rune(s)) < c.Length) {
		s += " "
	}
	return s
}

// accented are the vowels with an accent that a case- and
// accent-insensitive collation ignores.
var accented = map[byte]string{'a': "á", 'e': "é", 'i': "í", 'o': "ö", 'u': "ü"}

// text is a string value that fits the column's declared length.
func text(c *analyze.Column, i int) string {
	s := fmt.Sprintf("%s-%d", strings.ReplaceAll(strings.ToLower(c.Name), "_", "-"), i+1)
	if c.Length > 0 && len(s) > c.Length {
		s = strconv.FormatInt(int64(i), 36)
		if len(s) > c.Length {
			s = s[len(s)-c.Length:]
		}
	}
	return s
}

// binaryValue is a binary column's value for pick, unique per pick and
// not UTF-8: a first byte that differs from one pick to the next over all
// 256, then 0x00, '#', '~' and 0xFF, which a key escapes, then pick's
// digits; a column too short for that holds pick's bytes, big-endian,
// each with its top bit flipped. A BINARY(n) value is padded to n bytes
// with 0x00, as MySQL stores it, so that it comes back as written.
func binaryValue(c *analyze.Column, pick int) string {
	b := append([]byte{byte(pick * 167), 0x00, '#', '~', 0xFF}, strconv.Itoa(pick)...)
	if c.Length > 0 && len(b) > c.Length {
		b = make([]byte, c.Length)
		for i, n := len(b)-1, uint(pick); i >= 0; i, n = i-1, n>>8 {
			b[i] = byte(n) ^ 0x80
		}
	}
	if base := c.BaseType(); base == "binary" || base == "char" { // CHAR(n) CHARACTER SET binary is BINARY(n)
		b = append(b, make([]byte, max(c.Length-len(b), 0))...)
	}
	return string(b)
}

// fits reports whether a literal is a value the column takes: a number
// for a number (not negative when UNSIGNED), a string within its length.
func fits(c *analyze.Column, v string) bool {
	switch c.Kind {
	case analyze.KindInteger, analyze.KindDecimal, analyze.KindBool:
		_, ok := new(big.Rat).SetString(v)
		return ok && !(strings.HasPrefix(v, "-") && strings.Contains(strings.ToLower(c.Type), "unsigned"))
	case analyze.KindString:
		return c.Length == 0 || len([]rune(v)) <= c.Length
	case analyze.KindEnum:
		return slices.Contains(c.Enum, v)
	}
	return len(c.Allowed) == 0 || slices.Contains(c.Allowed, v)
}

// statementLiterals are the constants the patterns compare each column
// with, or write into it, by "entity.column" in lower case.
func statementLiterals(m *analyze.Model) map[string][]string {
	out := map[string][]string{}
	add := func(entity, col string, v *analyze.Value) {
		if v == nil || v.Param || v.Null || v.List || v.Clock != "" {
			return
		}
		k := strings.ToLower(entity + "." + col)
		if !slices.Contains(out[k], v.Const) {
			out[k] = append(out[k], v.Const)
		}
	}
	for _, p := range m.Patterns {
		for _, q := range slices.Concat(p.Equalities, p.Ranges) {
			if q.Op == "LIKE" {
				continue
			}
			for i := range q.Values {
				add(q.Column.Entity, q.Column.Column, &q.Values[i])
			}
		}
		for _, a := range p.Sets {
			add(a.Column.Entity, a.Column.Column, a.Value)
		}
	}
	return out
}

// load writes rows into the SQL engine, parents first, a few hundred rows
// per INSERT.
func load(ctx context.Context, eng engine, m *analyze.Model, rows map[string][]row) error {
	for _, e := range m.ParentsFirst() {
		for _, batch := range batches(e, rows[e.Name]) {
			if err := ctx.Err(); err != nil {
				return err // a signal: stop between two INSERTs
			}
			var sb strings.Builder
			var cols []string
			var given []*analyze.Column // a GENERATED column takes no value: the engine computes it
			for _, c := range e.Columns {
				if c.Generated == "" {
					cols = append(cols, quoteIdent(c.Name))
					given = append(given, c)
				}
			}
			fmt.Fprintf(&sb, "INSERT INTO %s (%s) VALUES ", quoteIdent(e.Name), strings.Join(cols, ", "))
			for i, r := range batch {
				if i > 0 {
					sb.WriteString(", ")
				}
				sb.WriteByte('(')
				for j, c := range given {
					if j > 0 {
						sb.WriteString(", ")
					}
					if r[c.Name] == nil && c.NotNull {
						// An input row that leaves a NOT NULL column out
						// (created_at DEFAULT CURRENT_TIMESTAMP) takes its
						// default, as its INSERT did; the rows are read
						// back from the engine after the load.
						sb.WriteString("DEFAULT")
						continue
					}
					sb.WriteString(literal(r[c.Name], c.Kind))
				}
				sb.WriteByte(')')
			}
			if err := eng.exec(sb.String()); err != nil {
				return fmt.Errorf("loading %s: %w", e.Name, err)
			}
		}
		if err := computeGenerated(eng, e); err != nil {
			return err
		}
	}
	return nil
}

// computeGenerated sets e's GENERATED columns on the in-process engine,
// where they are plain ones (Model.SchemaQuoted), from the same
// expressions, after every load and write of e; MySQL and MariaDB compute
// them themselves.
func computeGenerated(eng engine, e *analyze.Entity) error {
	if _, inProcess := eng.(*memEngine); !inProcess {
		return nil
	}
	for _, c := range e.Columns {
		if c.Generated == "" {
			continue
		}
		if err := eng.exec(fmt.Sprintf("UPDATE %s SET %s = (%s)", quoteIdent(e.Name), quoteIdent(c.Name), c.Generated)); err != nil {
			return fmt.Errorf("computing %s.%s: %w", e.Name, c.Name, err)
		}
	}
	return nil
}

// batches splits rows into INSERTs of at most 200. go-mysql-server checks
// a multi-row INSERT for duplicate composite primary keys on the key values
// run together, so (1, 11) and (11, 1) clash as "111": such rows go into
// separate statements.
func batches(e *analyze.Entity, rows []row) [][]row {
	var out [][]row
	var cur []row
	joined := map[string]bool{}
	for _, r := range rows {
		k := ""
		if len(e.PrimaryKey) > 1 {
			for _, c := range e.PrimaryKey {
				k += deref(r[e.Column(c).Name])
			}
		}
		if len(cur) == 200 || joined[k] {
			out, cur, joined = append(out, cur), nil, map[string]bool{}
		}
		if k != "" {
			joined[k] = true
		}
		cur = append(cur, r)
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// literalRows are the input's own INSERT rows.
func literalRows(m *analyze.Model) map[string][]row {
	out := map[string][]row{}
	for _, ins := range m.Data {
		for _, values := range ins.Rows {
			r := row{}
			for i, c := range ins.Columns {
				r[c] = values[i]
			}
			out[ins.Entity] = append(out[ins.Entity], r)
		}
	}
	return out
}

// readBack reads every table from the engine: the rows as the engine
// stores them (a DATETIME given as a date comes back with its time), which
// is what DynamoDB must hold too.
func readBack(eng engine, m *analyze.Model) (map[string][]row, error) {
	out := map[string][]row{}
	for _, e := range m.Entities {
		rows, err := rowsOf(eng, e)
		if err != nil {
			return nil, err
		}
		if len(rows) > 0 {
			out[e.Name] = rows
		}
	}
	return out, nil
}

// rowsOf reads one table's rows from the engine, by the columns' names.
func rowsOf(eng engine, e *analyze.Entity) ([]row, error) {
	return rowsQuery(eng, e, fmt.Sprintf("SELECT * FROM `%s`", e.Name))
}

// rowsQuery reads the rows of e a SELECT * of it answers.
func rowsQuery(eng engine, e *analyze.Entity, q string) ([]row, error) {
	rs, err := eng.query(q)
	if err != nil {
		return nil, err
	}
	var out []row
	for _, values := range rs.rows {
		r := row{}
		for i, c := range rs.cols {
			if col := e.Column(c.name); col != nil {
				r[col.Name] = values[i]
			}
		}
		out = append(out, r)
	}
	return out, nil
}

func numericKind(k analyze.Kind) bool { return items.Numeric(k) }
