package gogen

import (
	"fmt"
	"go/token"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/jinzhu/inflection"
)

// structName is sqlc's StructName with its default settings: every rune
// but letters and digits becomes '_', each '_'-separated word is
// title-cased, "id" is "ID", and a leading digit gets an underscore.
// Generated names must be sqlc's for the package to be a drop-in for
// sqlc's; names settings may change (a model's, a field's, an enum's) go
// through namer.
func structName(name string) string { return defaultNames.structName(name) }

// namer is sqlc's StructName with a package's settings: its rename and
// initialisms (Options).
type namer struct {
	rename      map[string]string
	initialisms map[string]bool
	exact       bool // emit_exact_table_names
}

var defaultNames = newNamer(Options{})

func newNamer(o Options) namer {
	n := namer{rename: map[string]string{}, initialisms: map[string]bool{}, exact: o.EmitExactTableNames}
	for k, v := range o.Rename {
		if renamable(v) {
			n.rename[k] = v
		}
	}
	words := o.Initialisms
	if words == nil {
		words = []string{"id"}
	}
	for _, w := range words {
		n.initialisms[w] = true
	}
	return n
}

func (n namer) structName(name string) string {
	if r := n.rename[name]; r != "" {
		return r
	}
	name = words(name)
	var out strings.Builder
	for _, p := range strings.Split(name, "_") {
		if n.initialisms[p] {
			out.WriteString(strings.ToUpper(p))
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

// renamable says a rename's name can be a Go name: an identifier, not
// blank, no keyword, no placeholder of the generator's (scope.go's
// local). Another is not followed (Unfollowed says so): the name is
// sqlc's own.
func renamable(name string) bool {
	return token.IsIdentifier(name) && name != "_" && !placeholder.MatchString(name)
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
func (n namer) sqlName(name string) string { return n.structName(strings.ToLower(name)) }

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
func (n namer) modelName(table string) string {
	table = strings.ToLower(table)
	if n.exact {
		return n.structName(table)
	}
	switch table {
	case "campus", "meta":
		return n.structName(table)
	}
	return n.structName(inflection.Singular(table))
}

// fieldNames names a struct's fields as sqlc's columnsToStruct does: a
// name taken before yields by the one rule (scope.go: the first free of
// name_2, name_3, ..., which is sqlc's numbering), unless it is the same
// named parameter (same, by index, says which earlier field it is). A
// column whose name holds no letter or digit is Column<N>, N its place,
// as sqlc names a column without a name. Models and rows are named by it
// alike, so a model's fields are the fields its rows fill.
func (n namer) fieldNames(cols []string, same func(i int) int) []string {
	taken := newScope()
	out := make([]string, len(cols))
	for i, c := range cols {
		if j := same(i); j >= 0 && j < i {
			out[i] = out[j]
			continue
		}
		name := n.sqlName(c)
		if strings.Trim(name, "_") == "" {
			name = fmt.Sprintf("Column%d", i+1)
		}
		out[i] = taken.claim(name)
	}
	return out
}
