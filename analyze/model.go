// Package analyze turns .sql text (DDL and the queries an application runs)
// into a plain model: entities, relationships and access patterns, every fact
// with its source position, plus the diagnostics found on the way.
//
// It is the only package that knows the TiDB parser; nothing of the parser
// leaks into the model.
package analyze

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Pos is a position in an input file. Line and Col count from 1; Col counts
// bytes, as compilers do.
type Pos struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Col  int    `json:"col"`
}

func (p Pos) String() string {
	if p.Line == 0 {
		return p.File
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Severity ranks a diagnostic. Errors stop the design; warnings and notes
// travel with it into the report.
type Severity string

const (
	Error   Severity = "error"
	Warning Severity = "warning"
	Note    Severity = "note"
)

// Diagnostic is one problem or remark, tied to the SQL that caused it.
type Diagnostic struct {
	Pos      Pos      `json:"position"`
	Severity Severity `json:"severity"`
	Message  string   `json:"message"`
	Hint     string   `json:"hint,omitempty"`
}

// String is the diagnostic on one line, file:line:col: severity: message:
// a line break a literal brings is written \n, so tools that read one
// diagnostic per line read it whole.
func (d Diagnostic) String() string {
	s := fmt.Sprintf("%s: %s: %s", d.Pos, d.Severity, d.Message)
	if d.Hint != "" {
		s += " (hint: " + d.Hint + ")"
	}
	return lineBreaks.Replace(s)
}

var lineBreaks = strings.NewReplacer("\r", `\r`, "\n", `\n`)

// Model is everything the design needs to know about the input.
type Model struct {
	Files         []string // input file names, in the order given
	Entities      []*Entity
	Relationships []*Relationship
	Patterns      []*Pattern
	Diagnostics   []Diagnostic
	// Schema is the text of every CREATE TABLE and ALTER TABLE, in input
	// order, to build the same tables on a SQL engine.
	Schema []string
	// SchemaQuoted is Schema as verify's in-process engine takes it, one
	// for one: every identifier in backquotes (a column named plan or
	// system is a word MySQL does not reserve and go-mysql-server's parser
	// does), and a GENERATED column declared as a plain one (the engine
	// fails on reads of such tables; verify computes the values itself
	// from Column.Generated).
	SchemaQuoted []string
	// SchemaMariaDB is Schema as MariaDB takes it, one for one: a
	// GENERATED column without its NOT NULL, which MariaDB refuses (the
	// column keeps Column.NotNull: its value is computed, never given).
	SchemaMariaDB []string
	// Data are the rows of INSERT statements with literal values only: sample
	// data, not access patterns.
	Data []*Rows

	byName map[string]*Entity // lower-case name → entity; nil after a change other than an append
	// indexed is how many of Entities byName holds: the ones appended
	// since are added, not the whole index rebuilt (which made reading a
	// schema quadratic in its tables, issue 60).
	indexed int
}

// HasErrors reports whether any diagnostic is an error.
func (m *Model) HasErrors() bool {
	for _, d := range m.Diagnostics {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// Entity returns the entity of that name, ignoring case as MySQL does on
// most platforms, or nil.
func (m *Model) Entity(name string) *Entity {
	m.index()
	return m.byName[strings.ToLower(name)]
}

// index adds the entities appended since it last ran to the name index,
// or builds it again when a DROP or a RENAME emptied it (byName nil).
// Analyze leaves it built, so later readers (possibly concurrent) never
// write it.
func (m *Model) index() {
	if m.byName != nil && m.indexed == len(m.Entities) {
		return
	}
	if m.byName == nil || m.indexed > len(m.Entities) {
		m.byName, m.indexed = make(map[string]*Entity, len(m.Entities)), 0
	}
	for _, e := range m.Entities[m.indexed:] {
		if _, dup := m.byName[strings.ToLower(e.Name)]; !dup {
			m.byName[strings.ToLower(e.Name)] = e
		}
	}
	m.indexed = len(m.Entities)
}

// Kind is the broad type of a column, the part that matters for keys.
type Kind string

const (
	KindString   Kind = "string"
	KindInteger  Kind = "integer"
	KindDecimal  Kind = "decimal"
	KindDate     Kind = "date"
	KindDateTime Kind = "datetime"
	KindBool     Kind = "bool"
	KindBinary   Kind = "binary"
	KindEnum     Kind = "enum"
	KindJSON     Kind = "json"
)

// Column is one column of a table.
type Column struct {
	// addedBy is the ALTER TABLE ... ADD COLUMN that added the column, zero
	// for one of its CREATE TABLE: an INSERT without a column list before
	// it (a migration's seed rows) writes the columns the table had then.
	addedBy Pos
	Name    string
	Type    string // as SQL spells it, e.g. varchar(36)
	Kind    Kind
	Length  int      // declared length or display width, 0 if none
	Enum    []string // ENUM values in declaration order
	// Allowed are the values a CHECK (col IN ('a', 'b')) lets the
	// column hold, nil when it has no such check: verify's rows take
	// them, as MySQL refuses others.
	Allowed []string
	// IPv4 says a CHECK (IS_IPV4(col)) lets the column hold only an IPv4
	// address's text: verify's rows hold such addresses.
	IPv4 bool
	Set  []string // a SET's members in declaration order
	// Precision and Scale are a DECIMAL's digits in all and after the
	// point (DECIMAL(10,2): 10, 2); Float marks FLOAT and DOUBLE, the other
	// columns of KindDecimal.
	Precision, Scale int
	Float            bool
	NotNull          bool
	// AutoIncrement: the engine numbers new rows when an INSERT leaves
	// the column out.
	AutoIncrement bool
	// Default is the constant a row gets when an INSERT leaves the column
	// out; DefaultNow says it gets the time of the write instead
	// (DEFAULT CURRENT_TIMESTAMP).
	Default    *string
	DefaultNow bool
	// OnUpdateNow says ON UPDATE CURRENT_TIMESTAMP: an UPDATE that does
	// not set the column sets it to the time of the write (the pattern's
	// Sets hold it as SET col = NOW()).
	OnUpdateNow bool
	// Collation is the string column's collation, as declared on the
	// column or its table, or MySQL 8's default (utf8mb4_0900_ai_ci);
	// Fold is the table its values fold by (see Fold, FoldOf). Both are
	// empty for other kinds.
	Collation string
	Fold      Fold
	// PadSpace says the collation compares as if the shorter string were
	// padded with spaces: 'a ' = 'a' (MySQL's older collations,
	// utf8mb4_general_ci, utf8mb4_unicode_ci and utf8mb4_bin among them);
	// MySQL 8's _0900_ collations and MariaDB's _nopad_ ones are NO PAD.
	PadSpace bool
	// Generated is a GENERATED column's expression as SQL writes it
	// (STORED or VIRTUAL: MySQL computes the value, no INSERT gives it),
	// and GeneratedFrom the columns it reads.
	Generated     string
	GeneratedFrom []string
	// GeneratedExpr is Generated read as an Expr the design computes, nil
	// when it calls a function that Expr does not take.
	GeneratedExpr *Expr
	Comment       string
	Pos           Pos
}

// Prefixes are the prefix lengths of the UNIQUE key u (see
// UniquePrefixes), nil when it holds whole values.
func (e *Entity) Prefixes(u []string) []int { return e.UniquePrefixes[uniqueKey(u)] }

// uniqueKey names a UNIQUE key by its columns, whatever their case.
func uniqueKey(u []string) string { return strings.ToLower(strings.Join(u, ",")) }

// Fold names the table a string column's values fold by before a key
// holds them (design.Fold): one per collation family whose weights the
// design has, so that two values fold alike exactly when the collation
// compares them equal.
type Fold string

const (
	// FoldNone compares bytes: _bin and binary collations (and, nearest,
	// the _cs ones).
	FoldNone Fold = ""
	// FoldGeneral is utf8mb4_general_ci's (utf8mb3_general_ci is it on
	// the characters utf8mb3 holds): a weight per character, ß = s, every
	// supplementary character alike.
	FoldGeneral Fold = "general_ci"
	// FoldUnicode is utf8mb4_unicode_ci's (UCA 4.0.0): ß = ss, accents and
	// case ignored, every supplementary character alike.
	FoldUnicode Fold = "unicode_ci"
	// FoldUnicode520 is utf8mb4_unicode_520_ci's (UCA 5.2.0).
	FoldUnicode520 Fold = "unicode_520_ci"
	// FoldUCA1400AI is MariaDB's utf8mb4_uca1400_ai_ci (UCA 14.0.0, case
	// and accents ignored), and what the design folds MySQL 8's
	// utf8mb4_0900_ai_ci by, as MariaDB 11.4.5 and later take it.
	FoldUCA1400AI Fold = "uca1400_ai_ci"
	// FoldUCA1400AS is utf8mb4_uca1400_as_ci (case ignored, accents
	// compared), and utf8mb4_0900_as_ci's.
	FoldUCA1400AS Fold = "uca1400_as_ci"
	// FoldLatin1 is latin1_swedish_ci, latin1's default: a weight per
	// character of latin1 (Ä is a letter after Z there, Ü is Y).
	FoldLatin1 Fold = "latin1_swedish_ci"
)

// Folds are the folds that have a table.
var Folds = []Fold{FoldGeneral, FoldUnicode, FoldUnicode520, FoldUCA1400AI, FoldUCA1400AS, FoldLatin1}

// DefaultCollation is MySQL 8's, for a column and table that declare none.
const DefaultCollation = "utf8mb4_0900_ai_ci"

// PadSpaceOf reports whether the named collation is PAD SPACE: every
// collation but the _0900_, _nopad_ and binary ones.
func PadSpaceOf(collation string) bool {
	c := strings.ToLower(collation)
	return c != "" && c != "binary" && !strings.Contains(c, "_0900_") && !strings.Contains(c, "nopad")
}

// unicodeCharsets are the character sets whose collations compare as
// utf8mb4's of the same name do, on the characters they hold.
var unicodeCharsets = []string{"utf8mb4", "utf8mb3", "utf8", "ucs2", "utf16", "utf16le", "utf32"}

// FoldOf is the fold of the named collation, and whether it is the
// collation's own (exact: the table is made of its weights, or of a
// collation that compares alike) or only the nearest table: a language's
// tailoring (utf8mb4_spanish_ci folds as utf8mb4_unicode_ci, though ñ is
// a letter of its own there), another collation of latin1, another
// character set's (as utf8mb4_general_ci), or a case-sensitive one that
// is not binary (as bytes, though it takes é and e with U+0301 as one).
// The design warns of the nearest ones (design's collation diagnostics).
// MySQL 8's utf8mb4_0900_ai_ci and _as_ci count as exact: they fold by
// UCA 14.0.0's tables, whose weights are UCA 9.0.0's on every character
// Unicode 9.0 has (the README's Collations says where they part).
func FoldOf(collation string) (Fold, bool) {
	c := strings.ToLower(collation)
	if c == "" || c == "binary" || strings.HasSuffix(c, "_bin") {
		return FoldNone, true
	}
	cs, rest, _ := strings.Cut(c, "_")
	rest = strings.Replace(rest, "_nopad", "", 1) // general_nopad_ci, unicode_520_nopad_ci
	rest = strings.Replace(rest, "nopad_", "", 1) // uca1400_nopad_ai_ci
	switch {
	case strings.HasSuffix(rest, "_cs"):
		return FoldNone, false
	case cs == "latin1":
		return FoldLatin1, rest == "swedish_ci"
	case !slices.Contains(unicodeCharsets, cs):
		return FoldGeneral, false
	}
	switch rest {
	case "general_ci":
		return FoldGeneral, true
	case "unicode_ci":
		return FoldUnicode, true
	case "unicode_520_ci":
		return FoldUnicode520, true
	case "uca1400_ai_ci", "0900_ai_ci":
		return FoldUCA1400AI, true
	case "uca1400_as_ci", "0900_as_ci":
		return FoldUCA1400AS, true
	}
	switch {
	case strings.HasSuffix(rest, "_as_ci") && (strings.Contains(rest, "0900") || strings.Contains(rest, "uca1400")):
		return FoldUCA1400AS, false // utf8mb4_de_pb_0900_as_ci, utf8mb4_uca1400_swedish_as_ci
	case strings.Contains(rest, "0900") || strings.Contains(rest, "uca1400"):
		return FoldUCA1400AI, false
	case strings.Contains(rest, "520"):
		return FoldUnicode520, false
	case strings.HasPrefix(rest, "general"):
		return FoldGeneral, false // general_mysql500_ci
	}
	return FoldUnicode, false // utf8mb4_spanish_ci and the other UCA 4.0.0 tailorings
}

// CharBytes is the most bytes one character takes in the character set
// of the named collation (a collation's name begins with its character
// set's), as the server stores it: 1 for latin1 and the other single-byte
// sets, 3 for utf8mb3, 4 for utf8mb4; 0 for a set it does not know (the
// multi-byte Asian ones, whose characters take 1 to 4).
func CharBytes(collation string) int {
	switch Charset(collation) {
	case "binary", "latin1", "latin2", "latin5", "latin7", "ascii", "armscii8", "cp1250", "cp1251", "cp1256", "cp1257",
		"cp850", "cp852", "cp866", "dec8", "geostd8", "greek", "hebrew", "hp8", "keybcs2", "koi8r", "koi8u",
		"macce", "macroman", "swe7", "tis620":
		return 1
	case "ucs2":
		return 2
	case "utf8", "utf8mb3":
		return 3
	case "utf8mb4", "utf16", "utf16le", "utf32":
		return 4
	}
	return 0
}

// Charset is the character set of the named collation ("" is the
// default collation's): the name's part before its first _.
func Charset(collation string) string {
	cs, _, _ := strings.Cut(strings.ToLower(cmp.Or(collation, DefaultCollation)), "_")
	return cs
}

// charsetCollation is a character set's default collation in MySQL 8.
func charsetCollation(cs string) string {
	switch cs = strings.ToLower(cs); cs {
	case "utf8mb4":
		return DefaultCollation
	case "binary":
		return "binary"
	case "":
		return ""
	case "latin1":
		return "latin1_swedish_ci"
	}
	if cs == "utf8" || cs == "utf8mb3" {
		return "utf8mb3_general_ci"
	}
	return cs + "_general_ci" // ascii_general_ci and the like compare case-insensitively too
}

// BaseType is the type's name alone, lower case: "tinyint" for
// TINYINT(3) UNSIGNED, "set" for SET('a','b').
func (c *Column) BaseType() string {
	t := strings.ToLower(c.Type)
	for i, r := range t {
		if r < 'a' || r > 'z' {
			return t[:i]
		}
	}
	return t
}

// ForeignKey is a FOREIGN KEY (or column REFERENCES) constraint.
type ForeignKey struct {
	Columns    []string
	RefEntity  string
	RefColumns []string
	Pos        Pos
	// OnDelete and OnUpdate are the referential actions the schema
	// declares, upper case (CASCADE, SET NULL, SET DEFAULT); "" for none,
	// RESTRICT or NO ACTION, which only refuse.
	OnDelete, OnUpdate string
	// Inferred marks a relationship the schema does not declare, read
	// from a join that equates Columns with RefEntity's primary key or a
	// UNIQUE key (Pos is the join's): many-to-one, nothing enforced.
	Inferred bool
}

// Index is a secondary index of the SQL schema.
type Index struct {
	Name    string
	Columns []string
	Pos     Pos
}

// Entity is a table.
type Entity struct {
	Name       string
	Columns    []*Column
	PrimaryKey []string
	Unique     [][]string
	// UniquePrefixes are, for the UNIQUE keys that index a prefix of a
	// column (by uniqueKey of their columns), how many leading characters
	// of each column they hold: UNIQUE (email(20)) holds 20, so two emails
	// alike in those are one value to it; 0 for a whole value.
	UniquePrefixes map[string][]int
	ForeignKeys    []*ForeignKey
	// Indexes are the SQL schema's secondary indexes (INDEX, KEY,
	// CREATE INDEX); UNIQUE ones are in Unique.
	Indexes []*Index
	Comment string
	Pos     Pos
	// Collation is the table's default collation, which a string column
	// that declares none takes, in CREATE TABLE or a later ALTER TABLE.
	Collation string

	// Hints from @ lines above CREATE TABLE.
	Rows      int64 // @rows: expected row count, 0 when unknown
	Max       int   // @max: at most this many rows per parent, 0 when unbounded
	Immutable bool  // @immutable: rows never change after insert
}

// Column returns the column of that name (any case), or nil.
func (e *Entity) Column(name string) *Column {
	for _, c := range e.Columns {
		if strings.EqualFold(c.Name, name) {
			return c
		}
	}
	return nil
}

// IsKey reports whether cols (any order) are exactly the primary key or a
// unique key of e, that is whether they identify at most one row.
func (e *Entity) IsKey(cols []string) bool {
	if sameSet(cols, e.PrimaryKey) {
		return true
	}
	for _, u := range e.Unique {
		if sameSet(cols, u) {
			return true
		}
	}
	return false
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) || len(a) == 0 {
		return false
	}
	for _, x := range a {
		found := false
		for _, y := range b {
			if strings.EqualFold(x, y) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// Cardinality of a relationship.
type Cardinality string

const (
	OneToMany  Cardinality = "1:N"
	OneToOne   Cardinality = "1:1"
	ManyToMany Cardinality = "M:N"
)

// Relationship links two entities. For 1:N and 1:1 Child holds the foreign
// key to Parent; for M:N Via is the join table and Parent and Child are the
// two sides it links.
type Relationship struct {
	Cardinality Cardinality
	Parent      string
	Child       string
	Via         string
	Key         *ForeignKey // the child's FK (1:N, 1:1), or Via's FK to Parent (M:N)
	Pos         Pos
}

// StatementKind says what an access pattern does.
type StatementKind string

const (
	Select StatementKind = "select"
	Insert StatementKind = "insert"
	Update StatementKind = "update"
	Delete StatementKind = "delete"
	// DDL is a named CREATE, ALTER, DROP, RENAME or TRUNCATE of a query
	// file: sqlc writes a method for it, but it is no access pattern and
	// never changes the schema (sqlc builds its catalog from the schema
	// files alone). The design serves it with nothing (NotAccessPattern).
	DDL StatementKind = "ddl"
)

// NotAccessPattern is why a DDL pattern is not served.
const NotAccessPattern = "DDL in a query file: not an access pattern, and it never changes the schema the design reads (sqlc builds its catalog from the schema files alone); run it against the table's definition, not DynamoDB"

// ResultKind is sqlc's :one, :many, :exec or one of the other write
// kinds, kept as written.
type ResultKind string

const (
	One        ResultKind = "one"
	Many       ResultKind = "many"
	Exec       ResultKind = "exec"
	ExecRows   ResultKind = "execrows"   // the number of rows affected
	ExecResult ResultKind = "execresult" // the driver's result
	ExecLastID ResultKind = "execlastid" // the AUTO_INCREMENT value given
	CopyFrom   ResultKind = "copyfrom"   // many rows inserted at once (LOAD DATA for MySQL)
	// The batch kinds run the statement once per set of parameters (sqlc
	// generates them for pgx; a DynamoDB application sends one request
	// per set the same way).
	BatchExec ResultKind = "batchexec"
	BatchMany ResultKind = "batchmany"
	BatchOne  ResultKind = "batchone"
)

// resultKinds are the kinds sqlc knows, in its documentation's order.
var resultKinds = []ResultKind{One, Many, Exec, ExecRows, ExecResult, ExecLastID, CopyFrom, BatchExec, BatchMany, BatchOne}

// Write reports a kind that runs a statement for its effect.
func (k ResultKind) Write() bool {
	return k == Exec || k == ExecRows || k == ExecResult || k == ExecLastID || k == CopyFrom || k == BatchExec
}

// Single reports a kind that returns at most one row.
func (k ResultKind) Single() bool { return k == One || k == BatchOne }

// ColumnRef is a resolved column of a table in a statement.
type ColumnRef struct {
	Entity string
	Column string
	Pos    Pos
	// Self is the alias of a table the statement joins to itself, for a
	// column of its second (or later) occurrence: users u JOIN users m
	// gives m's columns Self "m". Only while analyzing: a pattern's
	// references leave analyze without it (see Pattern.RowReads).
	Self string
}

func (c ColumnRef) String() string { return c.Entity + "." + c.Column }

// Value is the right-hand side of a predicate: a parameter or a constant.
type Value struct {
	Param bool   // a ? placeholder
	Const string // the literal, when not a parameter
	// Prefix marks the parameter of LIKE CONCAT(?, '%'): the application
	// passes a prefix, not a whole value.
	Prefix bool
	// Number says the literal was written as a number (0, -2.50), not a
	// string: the report shows it as SQL did.
	Number bool
	// Null is the literal NULL (Const is then empty).
	Null bool
	// Name is the parameter's name when sqlc names it: sqlc.arg(name),
	// sqlc.narg(name), sqlc.slice(name).
	Name string
	// List marks sqlc.slice(name): the whole of an IN list, of any length.
	List bool
	// Nullable marks sqlc.narg(name): sqlc types the parameter nullable
	// (sql.NullString, ...) whatever its column.
	Nullable bool
	// Clock is ClockNow for NOW(), CURRENT_TIMESTAMP and their kin,
	// ClockToday for CURDATE() and CURRENT_DATE: the time of the write,
	// which the application's clock gives (Const is then empty).
	Clock string
	// Source, for INSERT ... SELECT, is the column of each row the SELECT
	// reads whose value the INSERT writes (Const is then empty).
	Source string
	// Cast is the type a write converts a parameter to, CAST(? AS JSON):
	// JSON, CHAR, SIGNED, UNSIGNED or DATE. The value
	// is the parameter's; the design takes it only into a column of that
	// type (CastFits), where the conversion changes nothing.
	Cast string
	Pos  Pos
}

// CastFits reports whether a value cast to cast is written into a column
// of kind k as it is: CAST(? AS JSON) into a JSON column, CAST(? AS CHAR)
// into a string, CAST(? AS SIGNED) into an integer.
func CastFits(cast string, k Kind) bool {
	switch cast {
	case "":
		return true
	case "JSON":
		return k == KindJSON
	case "CHAR":
		return k == KindString || k == KindEnum
	case "SIGNED", "UNSIGNED":
		return k == KindInteger
	case "DATE":
		return k == KindDate
	}
	return false
}

// The clock values a statement may write.
const (
	ClockNow   = "now"
	ClockToday = "today"
)

// Literal is the constant's text, nil for NULL, for a clock value, which
// only the write's time gives, and for a column of the rows an INSERT's
// SELECT reads.
func (v *Value) Literal() *string {
	if v.Null || v.Clock != "" || v.Source != "" {
		return nil
	}
	return &v.Const
}

// Assignment is a column an INSERT or UPDATE writes. Value is set when the
// written value is a parameter or a constant; an expression leaves it nil.
type Assignment struct {
	Column ColumnRef
	Value  *Value
	// Arith is "+" or "-" for SET n = n + v or n = n - v: the column's own
	// value changed by Value, in one step (no read in between).
	Arith string
	// Keep, for a column the caller may leave as it is, is the parameter
	// that says so, the patch idiom of sqlc's applications: for
	// COALESCE(?, c) and IFNULL(?, c) it is Value itself, and the column
	// keeps its value when it is NULL (KeepNull); for
	// CASE WHEN ? THEN v ELSE c END and IF(?, v, c) it is the condition,
	// and the column keeps its value when that is false.
	Keep     *Value
	KeepNull bool
	// Implicit is an ON UPDATE CURRENT_TIMESTAMP column the UPDATE does
	// not set: MySQL sets it, the SQL does not say so (ExplicitSets).
	Implicit bool
}

// Upsert is what an INSERT does when a row with its key exists already.
type Upsert struct {
	Kind UpsertKind
	// Sets are ON DUPLICATE KEY UPDATE's assignments. VALUES(c) is read as
	// the value the INSERT gives c (the same parameter), so
	// n = n + VALUES(n) is an Arith by the inserted n.
	Sets []Assignment
	// LastID is the column of ON DUPLICATE KEY UPDATE c = LAST_INSERT_ID(c):
	// c keeps its value, and the statement's LAST_INSERT_ID() is the
	// existing row's c (the new row's AUTO_INCREMENT value when none).
	LastID string
}

// UpsertKind names the three MySQL forms.
type UpsertKind string

const (
	OnDuplicate UpsertKind = "ON DUPLICATE KEY UPDATE" // the existing row is updated
	Replace     UpsertKind = "REPLACE"                 // the existing row is deleted, the new one inserted
	Ignore      UpsertKind = "INSERT IGNORE"           // the existing row stays, nothing is written
)

// Predicate is a condition on one column against values.
type Predicate struct {
	Column ColumnRef
	// Op is =, IN, <, <=, >, >=, BETWEEN, LIKE (a prefix: the value
	// without its %), <>, NOT IN, IS NULL or IS NOT NULL (no values).
	Op     string
	Values []Value
	// Bytes says the comparison is by bytes whatever the column's
	// collation: BINARY col = ?, col = ? COLLATE utf8mb4_bin. Such a
	// predicate is a filter; an equality on a case-insensitive column
	// comes with the plain equality too, which the folded key serves.
	Bytes bool
}

// Join is an equality between two columns of different tables.
type Join struct {
	Left, Right ColumnRef
	Outer       bool
}

// Order is one ORDER BY item.
type Order struct {
	Column ColumnRef
	Desc   bool
	// Alias is the select-list name the ORDER BY wrote, when it named the
	// column by its alias (created_at AS sent_at ... ORDER BY sent_at):
	// the answer's column is called so.
	Alias string
}

// TableRef is one table a statement reads or writes, with its alias.
type TableRef struct {
	Entity string
	Alias  string
	Pos    Pos
}

// Leftover is a part of a statement no key condition can express (an
// aggregate, OR, a subquery, ...): the design must say what to do with it.
type Leftover struct {
	What string // short kind: "aggregate", "GROUP BY", "OR", "subquery", ...
	Text string // the SQL it came from
	Pos  Pos
	// Hint, when set, says what to do instead, in place of the kind's
	// usual advice.
	Hint string
}

// OptionalFilter is a condition of Pattern.OptionalFilters: Flag is the parameter IS
// NULL tests, Value the position of the condition's own parameter, which
// the application passes the same value (sqlc.narg(x) twice is one).
type OptionalFilter struct {
	Flag   Value
	Value  Pos
	Column ColumnRef
}

// Exists is the answer of SELECT [NOT] EXISTS(...): see Pattern.Exists.
type Exists struct {
	Name   string
	Not    bool
	Entity string
	Pos    Pos
}

// Aggregate is a value a SELECT computes over each group of rows: Func
// (count, sum, avg, min or max) of Arg, an expression over one table's
// row; Arg is nil for COUNT(*). Distinct counts or sums each value once.
// Name is the answer's column: the alias, or the call as written.
type Aggregate struct {
	Name     string
	Func     string
	Arg      *Expr
	Distinct bool
	Entity   string
	Pos      Pos
	// Hidden says only HAVING reads it: the answer has no such column.
	Hidden bool
}

// Kind is the kind of value the aggregate gives: a count is an integer,
// SUM and AVG are exact decimals, MIN and MAX the argument's kind.
func (a Aggregate) Kind(e *Entity) Kind {
	switch a.Func {
	case "count":
		return KindInteger
	case "sum", "avg":
		return KindDecimal
	}
	return a.Arg.Kind(e)
}

// String writes the aggregate as SQL does: SUM(DISTINCT amount).
func (a Aggregate) String() string {
	arg := "*"
	if a.Arg != nil {
		arg = a.Arg.String()
	}
	if a.Distinct {
		arg = "DISTINCT " + arg
	}
	return strings.ToUpper(a.Func) + "(" + arg + ")"
}

// Computed is a column a SELECT computes from the columns of one table's
// row (CONCAT(first_name, ' ', last_name) AS full_name): the application
// evaluates Expr on each row it returns. Name is the answer's column: the
// alias, or the expression as written.
type Computed struct {
	Name   string
	Expr   *Expr
	Entity string
	Pos    Pos
	// Self, only while analyzing, is ColumnRef.Self of the columns Expr
	// reads.
	Self string
}

// Pattern is one access pattern: a statement the application runs.
type Pattern struct {
	Name          string
	GeneratedName bool // no "-- name:" line: named from its position
	Result        ResultKind
	Description   string
	RPS           int // @rps hint, 0 when unknown
	Pos           Pos
	SQL           string
	Statement     StatementKind

	Tables  []TableRef
	Returns []string // entities whose columns the statement returns
	// Written are the entities whose rows an UPDATE changes or a DELETE
	// removes: the one table, or, with a join, those it names.
	Written    []string
	Projection []ColumnRef // the columns selected one by one; nil when only whole rows (*)
	// Select is the select list as the answer names its columns, in
	// order: a column by its alias, else its name; "*" for a wildcard.
	Select     []Computed
	Whole      []string    // entities selected whole (* or t.*)
	Count      bool        // the select list is COUNT(*) alone
	Equalities []Predicate // = and IN
	Ranges     []Predicate // <, <=, >, >=, BETWEEN, LIKE 'prefix%'
	Filters    []Predicate // <>, NOT IN, IS NULL, IS NOT NULL: no key holds them
	// JoinFilters are the conditions of an outer join's ON on the table it
	// pads with NULLs (LEFT JOIN b ON b.a_id = a.id AND b.year >= ?): they
	// pick which of its rows join, and never drop the row they join to.
	JoinFilters []Predicate
	Joins       []Join
	OrderBy     []Order
	Limit       int // 0 when none
	LimitParam  bool
	LimitPos    Pos // of the ? of LIMIT ?
	Params      int // number of ? placeholders
	// Named are the parameters sqlc names (sqlc.arg, narg, slice), in the
	// order they were read.
	Named     []Value
	Leftovers []Leftover
	// Outside are the parts that reach outside the tables (INTO OUTFILE,
	// LOAD_FILE(), SLEEP(), GET_LOCK(), @variables: see outsideFuncs), What
	// saying what each does. Such a pattern is unsupported, and verify
	// never runs it on a SQL engine.
	Outside []Leftover
	// Computed are the columns the select list computes, in its order.
	Computed []Computed
	// Aggregates are the values the select list computes over groups of
	// rows (COUNT(*), SUM(amount) AS total), and those HAVING compares
	// (Hidden); GroupBy the columns the rows are grouped by (none: one
	// group of every row), and Having the condition a group must meet,
	// over GroupBy's columns and the aggregates' names.
	Aggregates []Aggregate
	GroupBy    []ColumnRef
	Having     *Expr
	// AppOrder, in place of OrderBy, is an ORDER BY the application sorts
	// the answer by: one that names a computed column or sorts groups. An
	// Order's Column names the answer's column (a computed column's or an
	// aggregate's name, or a column).
	AppOrder []Order
	// OptionalFilters are the WHERE's conditions that apply only when a parameter
	// is not NULL: (sqlc.narg(status) IS NULL OR status = sqlc.narg(status)).
	// Each condition is in Equalities or Ranges too, its value at Value.
	OptionalFilters []OptionalFilter
	// Exists, for SELECT [NOT] EXISTS(SELECT ... FROM t WHERE ...), says
	// the pattern is the inner SELECT's read of one row (LIMIT 1), and the
	// answer one row whose column Name is 1 when a row is found, else 0
	// (reversed by Not).
	Exists *Exists
	Sets   []Assignment // columns written by INSERT / UPDATE, with their values
	// Upsert says what an INSERT does when its row's key is taken; nil for
	// a plain INSERT, which fails.
	Upsert *Upsert
	// Branches are the alternatives of a WHERE that ORs conditions together,
	// or of the SELECTs of a UNION on one table: each holds its own
	// equalities and ranges, which apply on top of the statement's own, and
	// the answer is the rows any branch finds. UnionAll keeps a row once per
	// branch that finds it; otherwise each row comes once.
	Branches []Branch
	Union    bool // the branches are the SELECTs of a UNION, not an OR's
	UnionAll bool
	// Parts, for a UNION whose SELECTs are not one table's alike (other
	// tables, other columns, literal columns, an ORDER BY and LIMIT of
	// their own), are its SELECTs, each a read of its own, and Columns
	// the answer's columns, named as the first SELECT names them. A
	// Part's Fields are its select list's values, in order, each over the
	// part's one table's row (Expr nil for an aggregate or a count): the
	// answer's row of each of its rows. The UNION's ORDER BY sorts the
	// answer (AppOrder), its LIMIT cuts it.
	Parts   []*Pattern
	Columns []*Column
	Fields  []Computed
	// Scalars says the Parts are the values of a SELECT without FROM,
	// each an aggregate subquery of one table, (SELECT COUNT(*) FROM t
	// WHERE ...) AS n: the answer is one row of their values, its columns
	// Columns, each Part's one Aggregate named as its column.
	Scalars bool
	// Distinct is SELECT DISTINCT over one table's plain columns or rows.
	Distinct bool
	// Semi says a joined table came from col IN (SELECT ...): it only
	// selects the rows, each returned row comes once however many of its
	// rows match.
	Semi bool
	// Anti says the joined tables came from NOT EXISTS (SELECT ... WHERE
	// the join): the rows returned are those no row of theirs joins.
	Anti bool
	// Counts are the correlated COUNT(*) subqueries of the select list: a
	// count of each returned row's children.
	Counts []ChildCount
	// RowReads are the reads the application runs once per row of the
	// answer, keyed by that row's columns: a correlated subquery of the
	// select list that gives a value or a JSON_ARRAYAGG list, and a table
	// the statement joins to itself by a key.
	RowReads []RowRead
	// Source, for INSERT ... SELECT, is the SELECT: a read of its own,
	// whose rows the INSERT writes (see Value.Source). Its parameters are
	// counted in the INSERT's Params and Named too.
	Source *Pattern
}

// SelectName is the name the answer gives a column of Projection: its
// alias (SELECT name AS author), else its name.
func (p *Pattern) SelectName(ref ColumnRef) string {
	for _, f := range p.Select {
		if f.Expr != nil && f.Expr.Col == ref.Column && f.Entity == ref.Entity && f.Pos == ref.Pos {
			return f.Name
		}
	}
	return ref.Column
}

// AllSets are the statement's assignments and, for an upsert, its ON
// DUPLICATE KEY UPDATE ones after them.
func (p *Pattern) AllSets() []Assignment {
	if p.Upsert == nil {
		return p.Sets
	}
	return append(slices.Clip(p.Sets), p.Upsert.Sets...)
}

// Assigns reports whether the statement writes the column: an INSERT's
// column list or an UPDATE's SET.
func (p *Pattern) Assigns(col string) bool {
	return slices.ContainsFunc(p.Sets, func(a Assignment) bool { return strings.EqualFold(a.Column.Column, col) })
}

// ChildCount is (SELECT COUNT(*) FROM child c WHERE c.fk = p.key) AS column
// in a select list: the number of child rows whose Columns equal the
// returned row's Parent columns, pair by pair.
type ChildCount struct {
	Column  string // the result column: the subquery's alias
	Entity  string // the child table counted
	Columns []ColumnRef
	Parent  []ColumnRef
	// Where, when the subquery has conditions of its own beside the
	// join's (c.deleted_at IS NULL, c.total > ?), holds them as a
	// statement over the child alone: no counter item counts them, so the
	// application counts the children a read finds.
	Where *Pattern
	Pos   Pos
}

// RowRead is a read of Entity's rows for each row of the answer: those
// whose Columns equal the row's Parent columns, pair by pair, and that
// meet Where's conditions. What they give the row:
//   - List "": the values of Fields on the one row found (Columns with
//     Where's equalities are a key of Entity), NULL when none is, or, with
//     Inner (a JOIN of the table to itself, not a LEFT JOIN), no row at all;
//   - List set: the column List is JSON_ARRAYAGG(JSON_OBJECT(...)) of the
//     rows found, one object per row whose members are Fields (name, value),
//     NULL when none is found, or Empty (COALESCE(..., JSON_ARRAY())).
type RowRead struct {
	Entity  string
	Columns []ColumnRef
	Parent  []ColumnRef
	// Where is the read's own conditions, a statement over Entity alone;
	// nil for none.
	Where  *Pattern
	Fields []Computed
	// Sorts are columns of the row found that the answer does not hold,
	// read for the application's sort alone (ORDER BY mgr.handle with
	// mgr.handle not selected), each named a.column, which no column is.
	Sorts []Computed
	List  string
	Empty string
	Inner bool
	// Absent keeps the row only when none is found (NOT EXISTS).
	Absent bool
	// NullRow says a row that finds none gets the list of one object of
	// Fields evaluated on a row of NULLs, as JSON_ARRAYAGG over a LEFT
	// JOIN's NULL-padded row gives ([{"id": null}]).
	NullRow bool
	// Self is the alias of the table joined to itself, "" for a subquery.
	Self string
	Pos  Pos
}

// Branch is one alternative of an OR or a UNION.
type Branch struct {
	Equalities []Predicate
	Ranges     []Predicate
	Filters    []Predicate
	Pos        Pos
}

// SortDiagnostics orders diagnostics by position: files in input order, then
// line and column. The sort is stable, so remarks at one position keep the
// order they were found in.
func (m *Model) SortDiagnostics(ds []Diagnostic) {
	slices.SortStableFunc(ds, func(a, b Diagnostic) int {
		return cmp.Or(cmp.Compare(slices.Index(m.Files, a.Pos.File), slices.Index(m.Files, b.Pos.File)),
			cmp.Compare(a.Pos.Line, b.Pos.Line), cmp.Compare(a.Pos.Col, b.Pos.Col))
	})
}

// Rows are the literal rows of an INSERT into a table.
type Rows struct {
	Entity  string
	Columns []string    // in the order of each row's values
	Rows    [][]*string // nil is NULL
	Pos     Pos
}

// ParentsFirst lists the entities so that every foreign key's table comes
// before the table holding it: the order to place, generate or load them
// in. A cycle of foreign keys is cut at declaration order.
func (m *Model) ParentsFirst() []*Entity {
	var out []*Entity
	visited := map[string]bool{}
	var visit func(e *Entity)
	visit = func(e *Entity) {
		if visited[e.Name] {
			return
		}
		visited[e.Name] = true
		for _, fk := range e.ForeignKeys {
			if p := m.Entity(fk.RefEntity); p != nil {
				visit(p)
			}
		}
		out = append(out, e)
	}
	for _, e := range m.Entities {
		visit(e)
	}
	return out
}
