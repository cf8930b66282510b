package gogen

import (
	"bytes"
	"fmt"
	"go/parser"
	"go/scanner"
	"go/token"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// FuzzGenerate: the fuzzer's texts as a table's, a column's and a
// query's names, a COMMENT, a DEFAULT and a WHERE literal and an ENUM
// value of a small schema. The analysis may refuse it; else the package
// is generated (an error of the generator's fails), type-checks, and
// carries each text only inside comments, string literals and
// identifiers: never a directive, a func init, or an import the
// templates do not write.
func FuzzGenerate(f *testing.F) {
	f.Add("notes", "body", "GetNote", "a note", "draft", "open") // more in testdata/fuzz/FuzzGenerate
	f.Fuzz(func(t *testing.T, table, column, query, comment, literal, enum string) {
		// The analysis refuses invalid UTF-8 in names and a query name
		// of other runes than letters, digits and _: the fuzzer's
		// texts are mended so, to reach the generator.
		query = strings.Map(func(r rune) rune {
			if r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_') {
				return r
			}
			return -1
		}, query)
		if query == "" || !unicode.IsLetter(rune(query[0])) {
			query = "Q" + query
		}
		texts := []string{table, column, query, comment, literal, enum}
		var breaking []string
		for i, s := range texts {
			s = strings.ToValidUTF8(s, "\uFFFD")
			if strings.ContainsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != ' ' }) {
				// A text that could end a comment, a literal or a name
				// is found by its sentinels wherever it reaches the
				// source; one of letters, digits, _ and spaces cannot,
				// and is left as it is, to meet the names it may clash
				// with (aws, New, Querier, ...).
				s = sentinel(s)
				breaking = append(breaking, s)
			}
			texts[i] = s
		}
		m := analyze.Analyze(analyze.File{Name: "query.sql", Text: fuzzSchema(texts)})
		if m.HasErrors() {
			return // a clean refusal
		}
		d := design.New(m, design.Options{Table: "fuzz"})
		files, _, err := Package(d, Options{EmitInterface: true, EmitJSONTags: true, EmitDBTags: true, QueryParameterLimit: 2})
		if err != nil {
			t.Fatalf("the generator fails: %v", err)
		}
		if err := typeCheck(files); err != nil {
			t.Fatalf("%v\n%s", err, sources(files))
		}
		for _, f := range files {
			if err := carried(f, breaking); err != nil {
				t.Fatalf("%v\n%s", err, f.Src)
			}
		}
		if !placeholder.MatchString(strings.Join(texts, " ")) {
			noPlaceholders(t, files)
		}
	})
}

// sentinel wraps a fuzzer's text in letters no template writes, so that
// every place the text reaches the source raw is found by them (and a
// query name in them starts with a letter).
func sentinel(s string) string { return "zq" + s + "qz" }

// fuzzSchema is the schema and queries of the fuzzer's texts: table,
// column, query, comment, literal, enum.
func fuzzSchema(x []string) string {
	ident := func(s string) string { return "`" + strings.ReplaceAll(s, "`", "``") + "`" }
	lit := func(s string) string {
		return "'" + strings.NewReplacer(`\`, `\\`, "'", "''").Replace(s) + "'"
	}
	table, col, query, comment, literal, enum := ident(x[0]), ident(x[1]), x[2], lit(x[3]), lit(x[4]), lit(x[5])
	var b strings.Builder
	fmt.Fprintf(&b, "CREATE TABLE %s (\n  id INT PRIMARY KEY,\n  %s VARCHAR(60) NOT NULL DEFAULT %s COMMENT %s,\n  state ENUM(%s, 'b') NOT NULL,\n  n INT,\n  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP\n) COLLATE=utf8mb4_bin COMMENT=%s;\n", table, col, literal, comment, enum, comment)
	// Binary collations: a fold's table takes a while to compute, and
	// the texts reach a key whatever the collation.
	fmt.Fprintf(&b, "CREATE TABLE parts (id INT PRIMARY KEY, note_id INT NOT NULL, %s VARCHAR(60)) COLLATE=utf8mb4_bin;\n", col)
	fmt.Fprintf(&b, "-- name: %s :one\nSELECT * FROM %s WHERE id = ?;\n", query, table)
	fmt.Fprintf(&b, "-- name: ListByText :many\nSELECT id, %s FROM %s WHERE %s = %s AND n > ? ORDER BY id;\n", col, table, col, literal)
	fmt.Fprintf(&b, "-- name: ListByColumn :many\nSELECT * FROM %s WHERE %s = ? AND state = %s;\n", table, col, enum)
	fmt.Fprintf(&b, "-- name: ListParts :many\nSELECT p.id, p.%s, t.%s AS %s FROM parts p JOIN %s t ON t.id = p.note_id WHERE t.id = ?;\n", col, col, ident(x[1]+"2"), table)
	fmt.Fprintf(&b, "-- name: CountByState :one\nSELECT COUNT(*) FROM %s WHERE state = ?;\n", table)
	fmt.Fprintf(&b, "-- name: InsertNote :exec\nINSERT INTO %s (id, %s, state) VALUES (?, ?, %s);\n", table, col, enum)
	fmt.Fprintf(&b, "-- name: SetText :execrows\nUPDATE %s SET %s = %s, n = ? WHERE id = ?;\n", table, col, literal)
	fmt.Fprintf(&b, "-- name: DeleteNote :exec\nDELETE FROM %s WHERE id = ? AND %s <> %s;\n", table, col, literal)
	fmt.Fprintf(&b, "-- name: CountByText :many\nSELECT %s, COUNT(*) AS %s FROM %s WHERE state = 'b' GROUP BY %s ORDER BY %s;\n", col, ident(x[1]+"3"), table, col, col)
	fmt.Fprintf(&b, "-- name: ListEither :many\nSELECT id FROM %s WHERE %s = ? UNION SELECT id FROM parts WHERE %s = ?;\n", table, col, col)
	fmt.Fprintf(&b, "-- name: ListIn :many\nSELECT * FROM %s WHERE id IN (sqlc.slice(ids)) ORDER BY %s DESC;\n", table, col)
	fmt.Fprintf(&b, "-- name: ListOr :many\nSELECT * FROM %s WHERE %s = %s OR id = ?;\n", table, col, literal)
	fmt.Fprintf(&b, "-- name: UpsertNote :exec\nINSERT INTO %s (id, %s, state) VALUES (?, ?, 'b') ON DUPLICATE KEY UPDATE %s = VALUES(%s);\n", table, col, col, col)
	fmt.Fprintf(&b, "-- name: ReplaceNote :exec\nREPLACE INTO %s (id, %s, state) VALUES (?, ?, %s);\n", table, col, enum)
	fmt.Fprintf(&b, "-- name: DeletePartsOf :execrows\nDELETE p FROM parts AS p INNER JOIN %s AS t ON t.id = p.note_id WHERE t.%s = ?;\n", table, col)
	return b.String()
}

// carried says where a file holds one of the texts (each in its
// sentinels) other than inside one comment, string or character literal
// or identifier, or holds a directive, a func init or an import no
// template writes; nil when it holds none.
func carried(f File, texts []string) error {
	fset := token.NewFileSet()
	file := fset.AddFile(f.Name, -1, len(f.Src))
	file.SetLinesForContent(f.Src)
	for i, w := 0, 0; i < len(f.Src); i += w {
		var r rune
		r, w = utf8.DecodeRune(f.Src[i:])
		if r == utf8.RuneError && w == 1 || r != '\t' && r != '\n' && !unicode.IsPrint(r) {
			return fmt.Errorf("%s: the raw rune %U, which hides or breaks a line", fset.Position(file.Pos(i)), r)
		}
	}
	type span struct {
		start, end int
		tok        token.Token
	}
	var spans []span
	var s scanner.Scanner
	s.Init(file, f.Src, nil, scanner.ScanComments)
	var prev token.Token
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		at := file.Offset(pos)
		end := at + len(lit)
		if lit == "" {
			end = at + len(tok.String())
		}
		spans = append(spans, span{at, end, tok})
		switch {
		case tok == token.COMMENT && strings.HasPrefix(lit, "//") && !strings.HasPrefix(lit, "// ") && !strings.HasPrefix(lit, "//\t") && lit != "//":
			return fmt.Errorf("%s: a comment no template writes: %q", fset.Position(pos), lit)
		case tok == token.COMMENT && strings.HasPrefix(lit, "/*"):
			return fmt.Errorf("%s: a block comment: %q", fset.Position(pos), lit)
		case tok == token.IDENT && lit == "init" && prev == token.FUNC:
			return fmt.Errorf("%s: a func init", fset.Position(pos))
		}
		if tok != token.COMMENT && tok != token.SEMICOLON {
			prev = tok
		}
	}
	for _, text := range texts {
		for from := 0; ; {
			i := bytes.Index(f.Src[from:], []byte(text))
			if i < 0 {
				break
			}
			start, end := from+i, from+i+len(text)
			from = start + 1
			inside := false
			for _, sp := range spans {
				if sp.start <= start && end <= sp.end {
					inside = sp.tok == token.COMMENT || sp.tok == token.STRING || sp.tok == token.CHAR || sp.tok == token.IDENT
					break
				}
			}
			if !inside {
				return fmt.Errorf("%s: the text %q reaches the code outside a comment, a literal or an identifier", fset.Position(file.Pos(start)), text)
			}
		}
	}
	af, err := parser.ParseFile(token.NewFileSet(), f.Name, f.Src, parser.ImportsOnly)
	if err != nil {
		return err
	}
	templates := map[string]bool{}
	for _, p := range ImportPaths() {
		templates[p] = true
	}
	for _, im := range af.Imports {
		if p, _ := strconv.Unquote(im.Path.Value); !templates[p] {
			return fmt.Errorf("%s imports %s", f.Name, im.Path.Value)
		}
	}
	return nil
}
