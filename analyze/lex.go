package analyze

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// source is one input file with its line index, to turn byte offsets into
// positions.
type source struct {
	name       string
	text       string
	lineStarts []int
	// unclosed are the quotes and block comments that run to the end of
	// the file, and orphans the comments after the last statement: split
	// finds them, Analyze says so.
	unclosed, orphans []token
}

func newSource(name, text string) *source {
	s := &source{name: name, text: text, lineStarts: []int{0}}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			s.lineStarts = append(s.lineStarts, i+1)
		}
	}
	return s
}

func (s *source) pos(off int) Pos {
	off = min(max(off, 0), len(s.text)) // a parser's column 0 must not leave the file
	line := sort.Search(len(s.lineStarts), func(i int) bool { return s.lineStarts[i] > off })
	return Pos{File: s.name, Line: line, Col: off - s.lineStarts[line-1] + 1}
}

// offset turns a 1-based line and column back into a byte offset.
func (s *source) offset(line, col int) int {
	if line < 1 {
		return 0
	}
	if line > len(s.lineStarts) {
		return len(s.text)
	}
	off := s.lineStarts[line-1] + max(col, 1) - 1
	if off > len(s.text) {
		off = len(s.text)
	}
	return off
}

type tokKind int

const (
	tIdent   tokKind = iota // bare word
	tQuoted                 // `backtick` identifier
	tString                 // 'single-quoted' string
	tDString                // "double-quoted": a string in MySQL, an identifier in PostgreSQL
	tNumber
	tParam   // ?
	tDollar  // $1, PostgreSQL style
	tPunct   // anything else, one byte
	tComment // -- ..., # ..., /* ... */
	tSemi    // ;
	tSlice   // sqlc.slice(name)
	tEmbed   // sqlc.embed(table)
)

// expansion is what a parameter or an sqlc.embed(t) stands for in MySQL:
// ? or t.*.
func (t token) expansion() string {
	if t.kind == tEmbed {
		return sqlcMacroRE.FindStringSubmatch(t.text)[2] + ".*"
	}
	return "?"
}

// param is the sqlc name of the parameter at offset off, whether it is
// sqlc.slice's list, and whether sqlc.narg makes it nullable; "" for a
// plain ?.
func (c *chunk) param(off int) (name string, list, nullable bool) {
	if c.params == nil {
		// Indexed once: a statement of n parameters asks n times.
		c.params = map[int]token{}
		for _, t := range c.tokens {
			if (t.kind == tParam || t.kind == tSlice) && t.text != "?" {
				c.params[t.off] = t
			}
		}
	}
	t, ok := c.params[off]
	if !ok {
		return "", false, false
	}
	m := sqlcMacroRE.FindStringSubmatch(t.text)
	return m[2], t.kind == tSlice, strings.EqualFold(m[1], "narg")
}

// sqlcMacroRE matches sqlc's macros: sqlc.arg(name), sqlc.narg('name'),
// sqlc.slice(ids), sqlc.embed(authors). Group 1 is the macro, 2 its
// argument without quotes.
var sqlcMacroRE = regexp.MustCompile("(?i)^sqlc\\s*\\.\\s*(arg|narg|slice|embed)\\s*\\(\\s*[`'\"]?([A-Za-z_][A-Za-z0-9_]*)[`'\"]?\\s*\\)")

type token struct {
	kind tokKind
	text string
	off  int
}

// lex splits SQL text into tokens. It knows just enough of MySQL's lexical
// rules to split statements, find comments and catch the tokens the TiDB
// parser would silently misread.
func lex(text string) []token {
	var toks []token
	i := 0
	for i < len(text) {
		c := text[i]
		start := i
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
			continue
		case c == '-' && strings.HasPrefix(text[i:], "--"), c == '#':
			for i < len(text) && text[i] != '\n' {
				i++
			}
			toks = append(toks, token{tComment, text[start:i], start})
			continue
		case c == '/' && strings.HasPrefix(text[i:], "/*"):
			end := strings.Index(text[i+2:], "*/")
			if end < 0 {
				i = len(text)
			} else {
				i += 2 + end + 2
			}
			toks = append(toks, token{tComment, text[start:i], start})
			continue
		case c == '\'' || c == '"' || c == '`':
			i, _ = skipQuoted(text, i)
			kind := map[byte]tokKind{'\'': tString, '"': tDString, '`': tQuoted}[c]
			toks = append(toks, token{kind, text[start:i], start})
			continue
		case c == '?':
			i++
			toks = append(toks, token{tParam, "?", start})
			continue
		case c == ';':
			i++
			toks = append(toks, token{tSemi, ";", start})
			continue
		case c == '$' && i+1 < len(text) && isDigit(text[i+1]):
			i++
			for i < len(text) && isDigit(text[i]) {
				i++
			}
			toks = append(toks, token{tDollar, text[start:i], start})
			continue
		case isDigit(c):
			for i < len(text) && (isDigit(text[i]) || text[i] == '.') {
				i++
			}
			toks = append(toks, token{tNumber, text[start:i], start})
			continue
		case isWordByte(c):
			for i < len(text) && isWordByte(text[i]) {
				i++
			}
			if m := sqlcMacroRE.FindStringSubmatch(text[start:]); m != nil && !(start > 0 && text[start-1] == '.') {
				// sqlc.arg(name), sqlc.narg(name): a parameter, as sqlc
				// reads it; sqlc.slice and sqlc.embed: macros of their own.
				i = start + len(m[0])
				kind := tParam
				switch strings.ToLower(m[1]) {
				case "slice":
					kind = tSlice
				case "embed":
					kind = tEmbed
				}
				toks = append(toks, token{kind, m[0], start})
				continue
			}
			toks = append(toks, token{tIdent, text[start:i], start})
			continue
		}
		i++
		toks = append(toks, token{tPunct, text[start:i], start})
	}
	return toks
}

// skipQuoted returns the offset just past the quoted token starting at i,
// and whether its closing quote was found; doubled quotes and backslash
// escapes stay inside it. Without the closing quote the offset is the end
// of the text.
func skipQuoted(text string, i int) (int, bool) {
	q := text[i]
	i++
	for i < len(text) {
		switch text[i] {
		case '\\':
			if q != '`' {
				i += 2
				continue
			}
		case q:
			if i+1 < len(text) && text[i+1] == q {
				i += 2
				continue
			}
			return i + 1, true
		}
		i++
	}
	return len(text), false
}

// unclosed reports a quote or block comment that the end of the file
// cut off: its closing mark is missing.
func unclosed(t token) bool {
	switch t.kind {
	case tComment:
		return strings.HasPrefix(t.text, "/*") && (len(t.text) < 4 || !strings.HasSuffix(t.text, "*/"))
	case tString, tDString, tQuoted:
		end, closed := skipQuoted(t.text, 0)
		return !closed || end != len(t.text)
	}
	return false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isWordByte(c byte) bool {
	return c == '_' || c == '$' || c >= 0x80 || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c)
}

// chunk is one statement of a file with the comments that precede it.
type chunk struct {
	src      *source
	comments []token       // comments between the previous statement and this one
	inner    []token       // comments inside the statement
	start    int           // offset of the statement's first token
	end      int           // offset just past its last token (before the ;)
	tokens   []token       // the statement's tokens, comments left out
	params   map[int]token // the sqlc parameters by offset, made by param
}

func (c *chunk) text() string { return c.src.text[c.start:c.end] }

// kind names the statement by its first word, and for CREATE, ALTER and
// DROP by the object too ("CREATE PROCEDURE"), past what may sit between
// (OR REPLACE, DEFINER = user@host, ALGORITHM = x, SQL SECURITY x, UNIQUE).
func (c *chunk) kind() string {
	var first string
	for _, t := range c.tokens {
		if t.kind != tIdent {
			continue
		}
		w := strings.ToUpper(t.text)
		if first == "" {
			first = w
			if w != "CREATE" && w != "ALTER" && w != "DROP" {
				return w
			}
			continue
		}
		if objectWords[w] {
			return first + " " + w
		}
	}
	return first
}

var objectWords = map[string]bool{"TABLE": true, "VIEW": true, "INDEX": true, "PROCEDURE": true, "FUNCTION": true,
	"TRIGGER": true, "EVENT": true, "DATABASE": true, "SCHEMA": true, "USER": true, "ROLE": true, "SEQUENCE": true,
	"TABLESPACE": true, "SERVER": true, "LOGFILE": true, "SPATIAL": true}

// routine reports a stored procedure, function, trigger or event: its body
// may hold semicolons.
func (c *chunk) routine() bool {
	switch c.kind() {
	case "CREATE PROCEDURE", "CREATE FUNCTION", "CREATE TRIGGER", "CREATE EVENT":
		return true
	}
	return false
}

// split cuts a file into statements at top-level semicolons, or at the
// delimiter a DELIMITER line sets, as the mysql client does. Without
// DELIMITER, the body of a procedure, function, trigger or event runs from
// BEGIN to its END, semicolons and all.
func split(src *source) []*chunk {
	var chunks []*chunk
	cur := &chunk{src: src, start: -1}
	delim := ";"
	depth := 0 // BEGIN ... END nesting inside a routine's body
	toks := lex(src.text)
	for _, t := range toks {
		if unclosed(t) {
			src.unclosed = append(src.unclosed, t)
		}
	}
	end := func() {
		if cur.start >= 0 {
			chunks = append(chunks, cur)
		} else {
			src.orphans = append(src.orphans, cur.comments...)
		}
		cur = &chunk{src: src, start: -1}
		depth = 0
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if cur.start < 0 && t.kind == tIdent && strings.EqualFold(t.text, "DELIMITER") {
			// DELIMITER // : the rest of the line is the new delimiter.
			eol := strings.IndexByte(src.text[t.off:], '\n')
			if eol < 0 {
				eol = len(src.text) - t.off
			}
			if d := strings.TrimSpace(src.text[t.off+len(t.text) : t.off+eol]); d != "" {
				delim = d
			}
			for i+1 < len(toks) && toks[i+1].off < t.off+eol {
				i++
			}
			continue
		}
		if delim != ";" && t.kind != tComment {
			at := -1
			switch {
			case strings.HasPrefix(src.text[t.off:], delim):
				at = 0
			case t.kind == tIdent:
				at = strings.Index(t.text, delim)
			}
			if at >= 0 {
				if at > 0 { // END$$: $ is a letter of names, so the word holds the delimiter
					t.text = t.text[:at]
					cur.end = t.off + at
					cur.tokens = append(cur.tokens, t)
				}
				end()
				for i+1 < len(toks) && toks[i+1].off < t.off+at+len(delim) {
					i++
				}
				continue
			}
		}
		switch {
		case t.kind == tSemi && delim == ";" && depth == 0:
			end()
		case t.kind == tComment:
			if cur.start < 0 {
				cur.comments = append(cur.comments, t)
			} else {
				cur.inner = append(cur.inner, t)
			}
		default:
			if cur.start < 0 {
				cur.start = t.off
			}
			cur.end = t.off + len(t.text)
			cur.tokens = append(cur.tokens, t)
			if delim == ";" && t.kind == tIdent {
				depth += bodyDepth(cur, toks[i+1:])
			}
		}
	}
	end()
	return chunks
}

// bodyDepth is how the last token of a routine's statement changes the
// BEGIN ... END nesting: BEGIN and CASE open, END closes unless it ends an
// IF, LOOP, WHILE or REPEAT (which are not counted as opening).
func bodyDepth(c *chunk, rest []token) int {
	d := 0
	switch strings.ToUpper(c.tokens[len(c.tokens)-1].text) {
	case "BEGIN", "CASE":
		d = 1
	case "END":
		d = -1
		for _, n := range rest {
			if n.kind == tComment {
				continue
			}
			switch strings.ToUpper(n.text) {
			case "IF", "LOOP", "WHILE", "REPEAT":
				d = 0
			}
			break
		}
	}
	if d == 0 || !c.routine() {
		return 0
	}
	return d
}

// BindParams writes literals in place of the ? parameters of a statement
// (sqlc.arg(name) and sqlc.narg(name) too), in order, and t.* in place of
// sqlc.embed(t), so that it runs on a SQL engine as it is. Each literal is
// SQL text: 'it”s', 42, NULL; sqlc.slice(ids)'s is the list, 1, 2, 3.
func BindParams(sql string, literals []string) (string, error) {
	var sb strings.Builder
	last, n := 0, 0
	for _, t := range lex(sql) {
		if t.kind == tEmbed {
			sb.WriteString(sql[last:t.off])
			sb.WriteString(t.expansion())
			last = t.off + len(t.text)
			continue
		}
		if t.kind != tParam && t.kind != tSlice {
			continue
		}
		if n == len(literals) {
			return "", fmt.Errorf("the statement has more than %d parameters", len(literals))
		}
		sb.WriteString(sql[last:t.off])
		sb.WriteString(literals[n])
		last, n = t.off+len(t.text), n+1
	}
	if n != len(literals) {
		return "", fmt.Errorf("the statement has %d parameters, not %d", n, len(literals))
	}
	sb.WriteString(sql[last:])
	return sb.String(), nil
}

// clockFuncs are MySQL's functions of the statement's clock: the time
// (ClockNow) or the date (ClockToday).
var clockFuncs = map[string]string{
	"now": ClockNow, "current_timestamp": ClockNow, "utc_timestamp": ClockNow, "localtime": ClockNow,
	"localtimestamp": ClockNow, "sysdate": ClockNow,
	"curdate": ClockToday, "current_date": ClockToday, "utc_date": ClockToday,
}

// ExplicitSets is an UPDATE's text with the assignments MySQL makes
// without the SQL saying so (ON UPDATE CURRENT_TIMESTAMP: Assignment.
// Implicit) written after its SET, as `t`.`c` = NOW(), so that a SQL
// engine given the clock by BindClock sets them to the application's
// time rather than its own. Any other statement is its text.
func ExplicitSets(p *Pattern) string {
	var sets []string
	for _, a := range p.Sets {
		if a.Implicit {
			sets = append(sets, "`"+strings.ReplaceAll(a.Column.Column, "`", "``")+"` = NOW()")
		}
	}
	if len(sets) == 0 || p.Statement != Update {
		return p.SQL
	}
	for _, t := range lex(p.SQL) {
		if t.kind == tIdent && strings.EqualFold(t.text, "SET") {
			end := t.off + len(t.text)
			return p.SQL[:end] + " " + strings.Join(sets, ", ") + "," + p.SQL[end:]
		}
	}
	return p.SQL
}

// BindClock writes literals in place of a statement's clock functions
// (NOW(), CURRENT_TIMESTAMP, CURDATE(), ...): now for the time, today for
// the date. MySQL reads the clock once per statement, so every NOW() of
// one statement is one time, which the application's clock gives.
func BindClock(sql, now, today string) string {
	toks := lex(sql)
	var sb strings.Builder
	last := 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		kind, ok := clockFuncs[strings.ToLower(t.text)]
		if t.kind != tIdent || !ok {
			continue
		}
		end := t.off + len(t.text)
		if i+2 < len(toks) && toks[i+1].text == "(" && toks[i+2].text == ")" {
			end = toks[i+2].off + 1
			i += 2
		} else if i+3 < len(toks) && toks[i+1].text == "(" && toks[i+2].kind == tNumber && toks[i+3].text == ")" {
			end = toks[i+3].off + 1 // NOW(6): the precision is the literal's
			i += 3
		}
		lit := now
		if kind == ClockToday {
			lit = today
		}
		sb.WriteString(sql[last:t.off])
		sb.WriteString(lit)
		last = end
	}
	sb.WriteString(sql[last:])
	return sb.String()
}

// QuoteNames writes the statement again with every bare word that names
// one of the model's tables or columns in backquotes (a word followed by
// '(' is a function and stays): an engine that reserves a word MySQL does
// not (plan, system) then reads it as the name it is.
func (m *Model) QuoteNames(sql string) string {
	names := map[string]bool{}
	for _, e := range m.Entities {
		names[strings.ToLower(e.Name)] = true
		for _, c := range e.Columns {
			names[strings.ToLower(c.Name)] = true
		}
	}
	var sb strings.Builder
	last := 0
	for _, t := range lex(sql) {
		if t.kind != tIdent || !names[strings.ToLower(t.text)] || strings.HasPrefix(strings.TrimLeft(sql[t.off+len(t.text):], " \t\r\n"), "(") {
			continue
		}
		sb.WriteString(sql[last:t.off])
		sb.WriteString("`" + t.text + "`")
		last = t.off + len(t.text)
	}
	sb.WriteString(sql[last:])
	return sb.String()
}
