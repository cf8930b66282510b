package gogen

import (
	"fmt"
	"go/parser"
	"go/scanner"
	"go/token"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// commentText is the one way a text of the input (a COMMENT, a name, a
// literal, the SQL, a plan's line or a reason naming them) becomes the
// text of a // comment in the generated package: every rune that could
// end the comment, hide a line from a reader or break the file is
// written as the escape strconv.Quote writes for it: a newline is \n, a
// carriage return \r, U+2028 \u2028, NUL \x00, a byte order mark
// \ufeff, a bidi override \u202e, an invalid byte \xff. So the comment
// ends where the generator ends it, and no line of it is a directive
// (//go:generate, //line, //export): the generator writes every comment
// as "// " or "//\t" followed by the text. A tab is kept (it ends
// nothing, and the SQL's indentation reads as written), and so is a
// backslash: the comment is for a reader, and \n in it reads as the
// SQL's own text would. The package writes no /* */ comment.
func commentText(s string) string {
	var b strings.Builder
	for i, w := 0, 0; i < len(s); i += w {
		r, n := utf8.DecodeRuneInString(s[i:])
		w = n
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\t' || unicode.IsPrint(r):
			b.WriteString(s[i : i+n])
		default:
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		}
	}
	return b.String()
}

// commentLines are the lines of a text of several lines (a statement
// written as a doc comment's code block), each escaped as commentText
// escapes it: the text's own line breaks stay line breaks, a CR before
// one is dropped, as an editor shows the line.
func commentLines(s string) []string {
	lines := strings.Split(s, "\n")
	for i, line := range lines {
		lines[i] = commentText(strings.TrimRight(line, " \t\r"))
	}
	return lines
}

// errorText is the Go literal of an error's format whose %s verbs (its
// runtime values are %%d, %%w, ...) take texts of the input: each
// text's % doubled, so it is the message and never a verb, and the
// format filled in quoted as a whole.
func errorText(format string, args ...string) string {
	vals := make([]any, len(args))
	for i, a := range args {
		vals[i] = strings.ReplaceAll(a, "%", "%%")
	}
	return strconv.Quote(fmt.Sprintf(format, vals...))
}

// directive matches a comment Go tools read as an instruction: //go:
// and every other //name:arg, //line, //export and //extern (go/ast's
// isDirective).
var directive = regexp.MustCompile(`^(//(line |extern |export |[a-z0-9]+:[a-z0-9])|/\*line )`)

// checkSource is the backstop of commentText and of the quoting of
// literals: a generated file with a directive comment, a func init, an
// import of a package the templates do not import (allowed), or a raw
// rune commentText escapes (a CR, U+2028, a control, an invalid byte) is
// refused, at the line that holds it, so a text of the input that
// slipped through unescaped makes an error, never a package that runs
// it or hides a line.
func checkSource(f File, allowed map[string]bool) error {
	fset := token.NewFileSet()
	file := fset.AddFile(f.Name, -1, len(f.Src))
	file.SetLinesForContent(f.Src)
	refuse := func(pos token.Pos, what string) error {
		p := fset.Position(pos)
		return fmt.Errorf("gogen: %s:%d:%d: the generated code holds %s, which the generator never writes: a text of the input reached the code unescaped", f.Name, p.Line, p.Column, what)
	}
	for i, w := 0, 0; i < len(f.Src); i += w {
		var r rune
		r, w = utf8.DecodeRune(f.Src[i:])
		if r == utf8.RuneError && w == 1 || r != '\n' && r != '\t' && !unicode.IsPrint(r) { // what commentText escapes
			return refuse(file.Pos(i), "the raw rune "+strconv.QuoteRune(r))
		}
	}
	var s scanner.Scanner
	s.Init(file, f.Src, nil, scanner.ScanComments)
	var prev token.Token
	for {
		pos, tok, lit := s.Scan()
		switch {
		case tok == token.EOF:
			return importsOf(f, allowed)
		case tok == token.COMMENT && directive.MatchString(lit):
			return refuse(pos, "the directive "+strconv.Quote(lit))
		case tok == token.IDENT && lit == "init" && prev == token.FUNC:
			return refuse(pos, "a func init")
		}
		if tok != token.COMMENT {
			prev = tok
		}
	}
}

// importsOf says which import of f is not allowed; nil when none.
func importsOf(f File, allowed map[string]bool) error {
	fset := token.NewFileSet()
	af, err := parser.ParseFile(fset, f.Name, f.Src, parser.ImportsOnly)
	if err != nil {
		return sourceError(f.Name, err)
	}
	for _, im := range af.Imports {
		if path, _ := strconv.Unquote(im.Path.Value); !allowed[path] {
			p := fset.Position(im.Pos())
			return fmt.Errorf("gogen: %s:%d:%d: the generated code imports %s, which the generator never imports", f.Name, p.Line, p.Column, im.Path.Value)
		}
	}
	return nil
}
