package analyze

import (
	"fmt"
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pingcap/tidb/pkg/parser"
	"github.com/pingcap/tidb/pkg/parser/ast"
	_ "github.com/pingcap/tidb/pkg/parser/test_driver" // expression values for the parser
)

// File is one input file: the name to show in positions and its text.
type File struct {
	Name string
	Text string
	// QueriesOnly marks a sqlc config's query file that none of its
	// schema entries names: sqlc builds its catalog from the schema files
	// alone and leaves an unnamed statement out of its package, so an
	// unnamed CREATE, ALTER, DROP, RENAME or TRUNCATE there is skipped
	// (a named one is a DDL pattern, as in any file).
	QueriesOnly bool
	// Schema marks a sqlc config's schema file: sqlc applies every DDL
	// statement of it to its catalog, a named one too (which is a DDL
	// pattern as well). In other files, plain ones included, a named DDL
	// statement is a query alone and never changes the schema.
	Schema bool
}

// Analyze reads the files as one input (schema and queries may sit in any
// of them) and returns the model with every diagnostic found. It never stops
// at the first problem and never panics on bad input.
func Analyze(files ...File) *Model {
	a := &analyzer{model: &Model{}, parser: parser.New(), views: map[string]*view{}, patterns: map[string]*Pattern{}}
	a.schemaOnly = map[*source]bool{}
	var ddl, dml []*parsed
	var empty []File // files with no statement: an error only when every file is one
	statements := 0
	for _, f := range files {
		a.model.Files = append(a.model.Files, f.Name)
		// A byte-order mark is no text: editors show line 1 from after it.
		src := newSource(f.Name, loneCRs(strings.TrimPrefix(f.Text, "\ufeff")))
		if f.Schema && !f.QueriesOnly {
			a.schemaOnly[src] = true
		}
		if i := invalidUTF8(src.text); i >= 0 {
			a.errorf(src.pos(i), "save the file as UTF-8", "invalid UTF-8 (byte 0x%02x): keys and names must be text", src.text[i])
		}
		chunks := split(src)
		a.unclosed(src)
		if len(chunks) == 0 && len(src.unclosed) == 0 {
			empty = append(empty, f)
			continue
		}
		statements += len(chunks)
		for _, c := range chunks {
			if a.swallowed(c) || slices.ContainsFunc(src.unclosed, func(t token) bool { return t.off >= c.start && t.off < c.end }) {
				continue
			}
			if ddlWords[c.firstWord()] && named(c) {
				if sqlcDDL[c.kind()] {
					dml = append(dml, &parsed{chunk: c}) // a pattern that is no access pattern (DDL)
				}
				if !f.Schema {
					if !sqlcDDL[c.kind()] {
						a.notef(c.src.pos(c.start), "", "%s skipped: sqlc writes no method for a named %s, and builds its catalog from the schema files alone", c.kind(), c.kind())
					}
					continue
				}
				// A sqlc schema file's: its catalog's too, read on as the schema's.
			}
			if f.QueriesOnly && ddlWords[c.firstWord()] {
				a.notef(c.src.pos(c.start), "", "%s skipped: a query file's DDL is no schema (sqlc builds its catalog from the schema files alone), and without a -- name: line sqlc leaves it out of its package", c.kind())
				continue
			}
			if why, skip := skipped(c); skip {
				a.notef(c.src.pos(c.start), "", "%s skipped: %s", c.kind(), why)
				continue
			}
			p := a.parse(c)
			if p == nil {
				continue
			}
			switch p.stmt.(type) {
			case *ast.CreateTableStmt, *ast.AlterTableStmt, *ast.RenameTableStmt, *ast.DropTableStmt,
				*ast.CreateIndexStmt, *ast.DropIndexStmt, *ast.CreateViewStmt:
				ddl = append(ddl, p)
			case *ast.SelectStmt, *ast.SetOprStmt, *ast.InsertStmt, *ast.UpdateStmt, *ast.DeleteStmt:
				dml = append(dml, p)
			default:
				a.notef(c.src.pos(c.start), "", "%s skipped: it does not bear on the design", c.kind())
			}
		}
	}
	for _, f := range empty {
		pos := Pos{File: f.Name, Line: 1, Col: 1}
		if statements == 0 {
			a.errorf(pos, "give the file CREATE TABLE statements and the queries your application runs",
				"%s: no SQL statement to read", describeEmpty(f.Text))
			continue
		}
		// An empty migration (golang-migrate's create writes two) or
		// schema file beside the others is nothing to read, as in sqlc.
		a.notef(pos, "", "%s: no SQL statement to read, nothing to leave out", describeEmpty(f.Text))
	}
	for _, p := range ddl {
		a.ddl(p)
	}
	a.checkNames()
	a.uniqueKeys()
	a.checkForeignKeys()
	for _, p := range ddl {
		text, stmt := p.chunk.text(), a.withoutDangling(p.stmt)
		mariaDB := forMariaDB(stmt, text)
		if stmt != p.stmt { // a foreign key the engines would refuse, left out
			text, mariaDB = rewritten(stmt, text, false, false), rewritten(stmt, text, false, true)
		}
		a.model.Schema = append(a.model.Schema, text)
		a.model.SchemaQuoted = append(a.model.SchemaQuoted, quoted(stmt, text))
		a.model.SchemaMariaDB = append(a.model.SchemaMariaDB, mariaDB)
	}
	a.queryFiles = map[*source]bool{} // files of sqlc's named queries
	for _, p := range dml {
		for _, t := range p.chunk.comments {
			if nameRE.MatchString(commentLine(t.text)) {
				a.queryFiles[p.chunk.src] = true
			}
		}
	}
	for _, p := range dml {
		a.pattern(p)
	}
	a.keyless()
	a.inferForeignKeys()
	a.relationships()
	// A statement the parser rejected may be the schema: then that error says it all.
	if len(a.model.Entities) == 0 && len(files) > 0 && len(a.model.Patterns)+len(ddl) > 0 && a.syntaxErrors == 0 {
		a.errorf(Pos{File: files[0].Name, Line: 1, Col: 1}, "add the CREATE TABLE statements of your schema (they may sit in another file given on the same command line)",
			"no CREATE TABLE statement: there is no schema to design for")
	}
	if !slices.ContainsFunc(a.model.Patterns, func(p *Pattern) bool { return p.Statement != DDL }) && len(a.model.Entities) > 0 && !a.model.HasErrors() {
		a.errorf(Pos{File: files[0].Name, Line: 1, Col: 1}, "add the SELECT statements your application runs, each under a '-- name: Name :one|:many' line",
			"no access pattern: a DynamoDB design is driven by the queries, and there are none")
	}
	a.model.SortDiagnostics(a.model.Diagnostics)
	a.model.index()
	return a.model
}

// loneCRs makes each CR not followed by LF (old Mac line ends) a LF, as
// editors show it: else a -- comment would run on over the statements
// after it. Offsets stay those of the file, both being one byte.
func loneCRs(text string) string {
	if !strings.Contains(text, "\r") {
		return text
	}
	b := []byte(text)
	for i, c := range b {
		if c == '\r' && (i+1 == len(b) || b[i+1] != '\n') {
			b[i] = '\n'
		}
	}
	return string(b)
}

func describeEmpty(text string) string {
	if strings.TrimSpace(text) == "" {
		return "the file is empty"
	}
	return "the file has only comments"
}

type analyzer struct {
	// dangling are the foreign keys left out for naming no table or
	// column of the schema.
	dangling []danglingKey
	// uniqueNames are each table's UNIQUE keys by name (lower case), as
	// uniqueKey writes their columns: DROP INDEX drops one by its name.
	uniqueNames map[*Entity]map[string]string
	// queryFiles are the files that name their queries (-- name: X :one):
	// sqlc leaves a statement without a name out of its package.
	queryFiles map[*source]bool
	// schemaOnly are a sqlc package's schema files that are none of its
	// queries: a statement there without a name is no query of sqlc's.
	schemaOnly   map[*source]bool
	lastNamed    map[*source]*Pattern // the last named pattern read, per file
	model        *Model
	parser       *parser.Parser
	syntaxErrors int
	views        map[string]*view    // by lower-case name
	patterns     map[string]*Pattern // by name: the first with each name
}

// parsed is a statement the parser accepted, with its chunk.
type parsed struct {
	chunk *chunk
	stmt  ast.StmtNode
}

func (a *analyzer) errorf(pos Pos, hint, format string, args ...any) {
	a.diag(Error, pos, hint, format, args...)
}

func (a *analyzer) warnf(pos Pos, hint, format string, args ...any) {
	a.diag(Warning, pos, hint, format, args...)
}

func (a *analyzer) notef(pos Pos, hint, format string, args ...any) {
	a.diag(Note, pos, hint, format, args...)
}

func (a *analyzer) diag(sev Severity, pos Pos, hint, format string, args ...any) {
	a.model.Diagnostics = append(a.model.Diagnostics, Diagnostic{Pos: pos, Severity: sev, Message: fmt.Sprintf(format, args...), Hint: hint})
}

// skipped tells whether a statement is one that does not bear on the design,
// known by its first words so that the parser need not read it (TiDB's does
// not read triggers, events or functions), and why.
func skipped(c *chunk) (string, bool) {
	kind := c.kind()
	switch kind {
	case "CREATE PROCEDURE", "CREATE FUNCTION":
		return "the queries inside a stored routine are not read as access patterns; give each one the application runs as a named query", true
	case "CREATE TRIGGER":
		return "DynamoDB has no triggers; write what the trigger writes in the application's transaction (or from a DynamoDB Stream)", true
	case "CREATE EVENT":
		return "a scheduled job is not an access pattern; give its queries as named queries if they matter", true
	}
	first, _, _ := strings.Cut(kind, " ")
	switch {
	case skipWords[first], (first == "CREATE" || first == "ALTER" || first == "DROP") && !designWords[kind]:
		return "it does not bear on the design", true
	}
	return "", false
}

// skipWords are statements with no bearing on the design.
var skipWords = map[string]bool{"SET": true, "GRANT": true, "REVOKE": true, "USE": true, "LOCK": true, "UNLOCK": true,
	"START": true, "BEGIN": true, "COMMIT": true, "ROLLBACK": true, "SAVEPOINT": true, "RELEASE": true, "FLUSH": true,
	"ANALYZE": true, "OPTIMIZE": true, "CHECK": true, "CHECKSUM": true, "REPAIR": true, "SHOW": true, "CALL": true, "PREPARE": true,
	"EXECUTE": true, "DEALLOCATE": true, "DO": true, "LOAD": true, "HANDLER": true, "INSTALL": true, "UNINSTALL": true,
	"KILL": true, "RESET": true, "PURGE": true, "CHANGE": true, "TRUNCATE": true, "EXPLAIN": true, "DESCRIBE": true,
	"DESC": true, "HELP": true, "SIGNAL": true, "RESIGNAL": true, "DECLARE": true}

// named reports a statement with a sqlc name (-- name: DropX :exec).
// A named CREATE, ALTER, DROP, RENAME or TRUNCATE is a query of its file,
// which sqlc never applies to its catalog, built from the schema files
// alone: it is read as a pattern (Statement DDL) when sqlc writes a
// method for it (sqlcDDL), else skipped, never parsed nor applied.
func named(c *chunk) bool {
	return slices.ContainsFunc(c.comments, func(t token) bool { return nameRE.MatchString(commentLine(t.text)) })
}

// ddlWords are the first words of DDL statements.
var ddlWords = map[string]bool{"CREATE": true, "ALTER": true, "DROP": true, "RENAME": true, "TRUNCATE": true}

// sqlcDDL are the named DDL statements of a query file that sqlc v1.31.1
// writes a method for (measured: CREATE TABLE covers TEMPORARY, IF NOT
// EXISTS and LIKE). For the others it writes none (CREATE INDEX, DROP
// INDEX, DROP PROCEDURE) or refuses the file (CREATE VIEW, ALTER VIEW,
// triggers, functions).
var sqlcDDL = map[string]bool{"CREATE TABLE": true, "ALTER TABLE": true, "DROP TABLE": true, "TRUNCATE": true, "RENAME": true,
	"CREATE DATABASE": true, "DROP DATABASE": true, "DROP VIEW": true, "CREATE PROCEDURE": true}

// firstWord is the statement's first word, upper-cased.
func (c *chunk) firstWord() string {
	first, _, _ := strings.Cut(c.kind(), " ")
	return first
}

// designWords are the CREATE, ALTER and DROP statements the model applies.
var designWords = map[string]bool{"CREATE TABLE": true, "CREATE VIEW": true, "CREATE INDEX": true, "ALTER TABLE": true,
	"DROP TABLE": true, "DROP VIEW": true, "DROP INDEX": true}

// swallowed reports a named query that sits inside the statement before
// it: that statement's ; is missing, and the parser would read both as one
// (CREATE TABLE ... SELECT takes the query in silently).
func (a *analyzer) swallowed(c *chunk) bool {
	found := false
	for _, t := range c.inner {
		if m := nameRE.FindStringSubmatch(commentLine(t.text)); m != nil {
			a.errorf(c.src.pos(t.off), "end the statement before it with ;",
				"query %s starts inside the statement of line %d, which has no ; at its end", m[1], c.src.pos(c.start).Line)
			found = true
		}
	}
	return found
}

// unclosed says what the end of the file cut off (a quote or a block
// comment without its closing mark swallows every statement after it) and
// which name comments have no statement after them: no pattern is lost
// without a word.
func (a *analyzer) unclosed(src *source) {
	for _, t := range src.unclosed {
		switch t.kind {
		case tComment:
			a.errorf(src.pos(t.off), "close it with */", "this /* comment has no */: the rest of the file is read as a comment")
		default:
			a.errorf(src.pos(t.off), "close it with "+t.text[:1], "this %s has no closing quote: the rest of the file is read as one quoted text", t.text[:1])
		}
	}
	for _, t := range src.orphans {
		if m := nameRE.FindStringSubmatch(commentLine(t.text)); m != nil {
			a.errorf(src.pos(t.off), "write the query under it, or remove the line",
				"name comment for %s has no statement after it", m[1])
		}
	}
}

// invalidUTF8 is the offset of the first byte that is not UTF-8, or -1.
func invalidUTF8(text string) int {
	for i, r := range text {
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(text[i:]); size == 1 {
				return i
			}
		}
	}
	return -1
}

// Reserved reports an attribute name the design gives every item or key:
// a column of that name would be overwritten by it.
func Reserved(attr string) bool { return reservedRE.MatchString(attr) }

var reservedRE = regexp.MustCompile(`^(PK|SK|_type|_shard|GSI[0-9]+(PK|SK))$`)

// checkNames refuses names a design cannot keep apart: a column named like
// an attribute the design writes, and the bytes the key encoding reserves
// in a name: # separates key values (a table note#x would write keys that
// begins_with(SK, 'NOTE#') finds), and { } mark a column in a key template
// (CUSTOMER#{customer_id}), where ElectroDB and OneTable read ${x} too. A
// column declared twice is refused where it is declared.
func (a *analyzer) checkNames() {
	for _, e := range a.model.Entities {
		if strings.ContainsAny(e.Name, keyBytes) {
			a.errorf(e.Pos, "rename the table without # { }", "table name %q holds %s, which the key encoding reserves (# separates the parts of a key, {column} marks a value)", e.Name, reservedIn(e.Name))
		}
		for _, c := range e.Columns {
			switch {
			case Reserved(c.Name):
				a.errorf(c.Pos, "rename the column (ALTER TABLE ... RENAME COLUMN), or map it in the application",
					"column %s of %s has the name of an attribute the design writes on every item (PK, SK, GSI<n>PK, GSI<n>SK, _type, _shard): the two would overwrite each other", c.Name, e.Name)
			case strings.ContainsAny(c.Name, keyBytes):
				a.errorf(c.Pos, "rename the column without # { }", "column name %q of %s holds %s, which the key encoding reserves (# separates the parts of a key, {column} marks a value)", c.Name, e.Name, reservedIn(c.Name))
			}
		}
	}
}

// keyBytes are the bytes a table or column name must not hold.
const keyBytes = "#{}"

// reservedIn lists the reserved bytes a name holds: "#", or "{ and }".
func reservedIn(name string) string {
	var found []string
	for _, b := range keyBytes {
		if strings.ContainsRune(name, b) {
			found = append(found, string(b))
		}
	}
	return strings.Join(found, " and ")
}

// commentLine is a comment's text without its markers: -- x, # x, /* x */.
func commentLine(text string) string {
	if strings.HasPrefix(text, "/*") {
		return strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(text, "/*"), "*/"))
	}
	return strings.TrimSpace(strings.TrimLeft(text, "-#"))
}

var nearRE = regexp.MustCompile(`^line (\d+) column (\d+) near "((?s:.*))"`)

// parse runs the TiDB parser on one statement. A syntax error becomes a
// diagnostic at the token the parser stopped at.
func (a *analyzer) parse(c *chunk) *parsed {
	for _, t := range c.tokens {
		if t.kind == tDollar {
			a.errorf(c.src.pos(t.off), "write ? for every parameter, as MySQL and sqlc do",
				"%s is a PostgreSQL parameter; the MySQL dialect reads it as a column name", t.text)
		}
	}
	// sqlc's macros become what they stand for, padded to their length so
	// that every offset the parser reports still points into the file.
	text := []byte(c.text())
	for _, t := range c.tokens {
		rel := t.off - c.start
		switch t.kind {
		case tParam, tEmbed, tSlice:
			x := t.expansion()
			copy(text[rel:], x+strings.Repeat(" ", len(t.text)-len(x)))
		}
	}
	for i, t := range c.tokens {
		if t.kind == tSlice && !aloneInIN(c.tokens, i) {
			a.errorf(c.src.pos(t.off), "write it alone inside IN (...): col IN ("+t.text+")",
				"%s stands for a list of values: it is read only as the whole of an IN list", t.text)
		}
	}
	for _, t := range c.tokens {
		if digits := len(strings.ReplaceAll(t.text, ".", "")); t.kind == tNumber && digits > maxDigits {
			a.errorf(c.src.pos(t.off), fmt.Sprintf("write it with at most %d digits, as a DECIMAL holds", maxDigits),
				"a number of %d digits: the parser's decimals hold at most %d", digits, maxDigits)
			return nil
		}
	}
	depth := 0
	for _, t := range c.tokens {
		switch t.text {
		case "(":
			if depth++; depth > maxDepth {
				a.errorf(c.src.pos(t.off), "write the expression with fewer nested parentheses",
					"more than %d parentheses nested: past this depth the parser could exhaust the stack", maxDepth)
				return nil
			}
		case ")":
			depth--
		}
	}
	if off, what := outsideTokens(c); off >= 0 {
		a.errorf(c.src.pos(off), "remove it: a pattern returns its rows to the application, and verify never runs a statement that reaches outside the tables",
			"%s, which sql2dynamo does not read", what)
		return nil
	}
	stmt, err := parseOne(a.parser, string(text))
	if err != nil {
		a.syntaxErrors++
		what := cleanSyntaxError(err.Error())
		if !strings.EqualFold(filepath.Ext(c.src.name), ".sql") {
			// A file that may not be SQL at all (design /etc/passwd):
			// the message quotes the one token the parser stopped at,
			// never the rest of its line.
			what = "unexpected " + strconv.Quote(tokenAt(c, syntaxOffset(c, err.Error())))
		}
		a.errorf(a.syntaxPos(c, err.Error()), "sql2dynamo reads MySQL syntax: check the statement near this point",
			"syntax error: %s", what)
		return nil
	}
	return &parsed{chunk: c, stmt: stmt}
}

// maxDepth is the most parentheses a statement may nest: far past what
// any query writes, far below what would exhaust the stack of the parser
// and of the walks over its tree (1,000,000 killed the process).
const maxDepth = 256

// maxDigits is the most digits a numeric literal may have: MySQL's
// DECIMAL precision. The TiDB parser's test driver panics past 81.
const maxDigits = 65

// parseOne runs the TiDB parser on one statement, its panics turned into
// errors: it is code we do not own, and bad input must never crash us.
func parseOne(p *parser.Parser, text string) (stmt ast.StmtNode, err error) {
	defer func() {
		if r := recover(); r != nil {
			stmt, err = nil, fmt.Errorf("the parser failed on this statement (%v)", r)
		}
	}()
	return p.ParseOneStmt(text, "", "")
}

// aloneInIN reports whether token i is the whole of an IN list: IN ( it ).
func aloneInIN(toks []token, i int) bool {
	return i >= 2 && i+1 < len(toks) && toks[i-1].text == "(" && strings.EqualFold(toks[i-2].text, "IN") && toks[i+1].text == ")"
}

func (a *analyzer) syntaxPos(c *chunk, msg string) Pos {
	return c.src.pos(syntaxOffset(c, msg))
}

// tokenAt is the text of the token at or after offset off, at most 20
// bytes of it.
func tokenAt(c *chunk, off int) string {
	for _, t := range c.tokens {
		if t.off+len(t.text) > off {
			if len(t.text) > 20 {
				return t.text[:20] + "..."
			}
			return t.text
		}
	}
	return ""
}

// syntaxOffset is the offset in the file of the parser's error.
func syntaxOffset(c *chunk, msg string) int {
	m := nearRE.FindStringSubmatch(msg)
	if m == nil {
		return c.start
	}
	line, _ := strconv.Atoi(m[1])
	sub := newSource("", c.text())
	off := sub.offset(line, 1)
	if near := m[3]; near != "" {
		if i := strings.Index(c.text()[off:], near); i >= 0 {
			return c.start + off + i
		}
	}
	col, _ := strconv.Atoi(m[2])
	return c.start + sub.offset(line, col)
}

func cleanSyntaxError(msg string) string {
	m := nearRE.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	near := m[3]
	if near == "" {
		return "unexpected end of statement"
	}
	if i := strings.IndexByte(near, '\n'); i >= 0 {
		near = near[:i]
	}
	if len(near) > 40 {
		near = near[:40] + "..."
	}
	return fmt.Sprintf("unexpected %q", near)
}

// directives are what the comments above a statement say.
type directives struct {
	name        string
	namePos     Pos
	result      ResultKind
	description string
	hints       map[string]hint
}

type hint struct {
	value string
	pos   Pos
}

var nameRE = regexp.MustCompile(`^name:\s*(\S+)(?:\s+:(\S+))?\s*$`)

// identRE is a pattern name: it becomes a function name in sqlc's code
// and in the exports.
var identRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// directives reads sqlc's "-- name: X :kind" line, @ hints and the plain
// description lines from the comments before a statement. The description is
// the last block of comment lines not broken by a blank line, so a file's
// header comment does not become the first statement's description.
func (a *analyzer) directives(c *chunk) directives {
	d := directives{hints: map[string]hint{}}
	var desc []string
	for i, t := range c.comments {
		if i > 0 {
			prev := c.comments[i-1]
			if strings.Count(c.src.text[prev.off+len(prev.text):t.off], "\n") > 1 {
				desc = nil
			}
		}
		block := strings.HasPrefix(t.text, "/*")
		if !block && !strings.HasPrefix(t.text, "--") && !strings.HasPrefix(t.text, "#") {
			continue
		}
		line := commentLine(t.text) // sqlc reads /* name: GetAuthor :one */ as the line form
		pos := c.src.pos(t.off)
		switch {
		case nameRE.MatchString(line):
			m := nameRE.FindStringSubmatch(line)
			if d.name != "" {
				a.errorf(d.namePos, "write the query under it, or remove the line",
					"name comment for %s has no statement after it: the name comment for %s follows it", d.name, m[1])
			}
			if !identRE.MatchString(m[1]) {
				a.errorf(pos, "name it with letters, digits and _, starting with a letter, as sqlc names a Go function",
					"%q is not a pattern name", m[1])
			}
			d.name, d.namePos = m[1], pos
			if k := ResultKind(m[2]); m[2] == "" || slices.Contains(resultKinds, k) {
				d.result = k
			} else {
				var kinds []string
				for _, k := range resultKinds {
					kinds = append(kinds, ":"+string(k))
				}
				a.errorf(pos, "use one of "+strings.Join(kinds, ", "), "unknown result kind :%s for pattern %s", m[2], m[1])
			}
		case block:
			// Any other block comment is no description: it is often
			// commented-out SQL.
		case strings.HasPrefix(line, "@"):
			for _, field := range splitHints(line) {
				key, val, _ := strings.Cut(field, " ")
				d.hints[key] = hint{value: strings.TrimSpace(val), pos: pos}
			}
		case line != "":
			desc = append(desc, line)
		}
	}
	d.description = strings.Join(desc, " ")
	return d
}

// splitHints cuts "@rps 300 @rows 10" into "@rps 300", "@rows 10".
func splitHints(line string) []string {
	var out []string
	for _, part := range strings.Split(line, "@")[1:] {
		out = append(out, "@"+strings.TrimSpace(part))
	}
	return out
}

var knownHints = map[string]string{
	"@rps":       "query",
	"@rows":      "table",
	"@max":       "table",
	"@immutable": "table",
}

// intHint reads a numeric hint, reporting a bad number.
func (a *analyzer) intHint(d directives, key string) int64 {
	h, ok := d.hints[key]
	if !ok {
		return 0
	}
	n, err := strconv.ParseInt(h.value, 10, 64)
	if err != nil || n <= 0 {
		a.errorf(h.pos, fmt.Sprintf("write it as '%s 1000'", key), "%s needs a positive whole number, not %q", key, h.value)
		return 0
	}
	return n
}

// checkHints reports hints that are unknown or placed on the wrong kind of
// statement (on is "table" or "query").
func (a *analyzer) checkHints(d directives, on string) {
	for _, key := range slices.Sorted(maps.Keys(d.hints)) {
		h := d.hints[key]
		where, ok := knownHints[key]
		switch {
		case !ok:
			a.warnf(h.pos, "known hints: @rps on a query; @rows, @max, @immutable on a CREATE TABLE", "unknown hint %s is ignored", key)
		case where != on:
			a.warnf(h.pos, fmt.Sprintf("put %s above a %s", key, map[string]string{"table": "CREATE TABLE", "query": "query"}[where]),
				"hint %s applies to a %s, not a %s; ignored", key, where, on)
		}
	}
}

func stem(path string) string {
	base := filepath.Base(path)
	return strings.TrimSuffix(base, filepath.Ext(base))
}
