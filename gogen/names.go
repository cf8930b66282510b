package gogen

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/jinzhu/inflection"
)

// structName is sqlc's StructName: every rune but letters and digits
// becomes '_', each '_'-separated word is title-cased, "id" is "ID", and
// a leading digit gets an underscore. Generated names must be sqlc's for
// the package to be a drop-in for sqlc's.
func structName(name string) string {
	name = words(name)
	var out strings.Builder
	for _, p := range strings.Split(name, "_") {
		if p == "id" {
			out.WriteString("ID")
		} else {
			out.WriteString(title(p))
		}
	}
	s := out.String()
	if r, _ := utf8.DecodeRuneInString(s); unicode.IsDigit(r) {
		return "_" + s
	}
	return s
}

// words writes every rune of name but letters and digits as '_', which
// separates the words of a Go name.
func words(name string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return '_'
	}, name)
}

// title upper-cases the first letter of a word, as the strings.Title
// sqlc calls does on one word.
func title(w string) string {
	r, n := utf8.DecodeRuneInString(w)
	if n == 0 {
		return w
	}
	return string(unicode.ToTitle(r)) + w[n:]
}

// sqlName is sqlc's Go name of a table's or column's name. sqlc's MySQL
// engine lower-cases every identifier as it reads it (a column toString
// is the field Tostring), then names it as structName does.
func sqlName(name string) string { return structName(strings.ToLower(name)) }

// argName is sqlc's name of a method's one parameter: the column's words,
// lower-cased as sqlc's MySQL engine reads them, the first as it is, the
// others title-cased, "id" as "ID".
func argName(name string) string {
	name = words(strings.ToLower(name))
	var out strings.Builder
	for i, p := range strings.Split(name, "_") {
		switch {
		case i == 0:
			out.WriteString(strings.ToLower(p))
		case p == "id":
			out.WriteString("ID")
		default:
			out.WriteString(title(p))
		}
	}
	s := out.String()
	if r, _ := utf8.DecodeRuneInString(s); !unicode.IsLetter(r) {
		s = "_" + s
	}
	return escapeKeyword(s)
}

// escapeKeyword is sqlc's escape: a Go keyword as a parameter name gets
// an underscore.
func escapeKeyword(s string) string {
	switch s {
	case "break", "default", "func", "interface", "select", "case", "defer", "go", "map", "struct",
		"chan", "else", "goto", "package", "switch", "const", "fallthrough", "if", "range", "type",
		"continue", "for", "import", "return", "var":
		return "_" + s
	}
	return s
}

// modelName is the struct sqlc writes for a table: its name made
// singular, as sqlc does (github.com/jinzhu/inflection, with sqlc's
// exceptions for "campus" and "meta"), unless exact names are asked for.
func modelName(table string, exact bool) string {
	table = strings.ToLower(table)
	if exact {
		return structName(table)
	}
	switch table {
	case "campus", "meta":
		return structName(table)
	}
	return structName(inflection.Singular(table))
}

// fieldNames names a struct's fields as sqlc's columnsToStruct does: a
// name met before gets _2, _3, ... after it, unless it is the same named
// parameter (same, by index, says which earlier field it is).
func fieldNames(cols []string, same func(i int) int) []string {
	seen := map[string]int{}
	out := make([]string, len(cols))
	for i, c := range cols {
		if j := same(i); j >= 0 && j < i {
			out[i] = out[j]
			continue
		}
		name := sqlName(c)
		if n := seen[name]; n > 0 {
			out[i] = fmt.Sprintf("%s_%d", name, n+1)
		} else {
			out[i] = name
		}
		seen[name]++
	}
	return out
}
