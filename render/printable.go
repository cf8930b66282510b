package render

import (
	"fmt"
	"io"
	"unicode/utf8"
)

// Printable writes the control characters of text meant for a terminal or
// a reader as escapes: ESC is \x1b, BEL \x07, CR \r, a C1 control \u009b,
// so a name in the input can neither drive the terminal nor overwrite a
// line. Line breaks and tabs stay, as the report's layout needs them.
func Printable(b []byte) []byte {
	clean := true
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if control(r) && n == len(string(r)) {
			clean = false
			break
		}
		i += n
	}
	if clean {
		return b
	}
	out := make([]byte, 0, len(b)+16)
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			out = append(out, b[i]) // not UTF-8: kept as it is
		case r == '\r':
			out = append(out, `\r`...)
		case control(r) && r < 0x80:
			out = fmt.Appendf(out, `\x%02x`, r)
		case control(r):
			out = fmt.Appendf(out, `\u%04x`, r)
		default:
			out = append(out, b[i:i+n]...)
		}
		i += n
	}
	return out
}

// control is a C0 or C1 control character or DEL, but for line breaks and
// tabs.
func control(r rune) bool {
	return (r < 0x20 && r != '\n' && r != '\t') || (r >= 0x7f && r < 0xa0)
}

// PrintableWriter escapes, with Printable, what it writes to w: for
// stderr, whose messages quote the input. Each Write is escaped on its
// own: the messages are whole lines.
type PrintableWriter struct{ W io.Writer }

func (p PrintableWriter) Write(b []byte) (int, error) {
	if _, err := p.W.Write(Printable(b)); err != nil {
		return 0, err
	}
	return len(b), nil
}
