package design

import (
	"strings"
	"testing"

	"sql2dynamo/analyze"
)

// TestUnplanned: the values KeyValue writes as their type are planned;
// those it writes as they are, a DECIMAL its key rounds, and values past
// what the schema declares (a longer string, an integer past its type's
// range, a finer time, an ENUM or SET member it does not list), are not.
func TestUnplanned(t *testing.T) {
	integer := &analyze.Column{Type: "bigint", Kind: analyze.KindInteger}
	price := &analyze.Column{Type: "decimal(6,2)", Kind: analyze.KindDecimal, Precision: 6, Scale: 2}
	level := &analyze.Column{Type: "double", Kind: analyze.KindDecimal, Float: true}
	day := &analyze.Column{Type: "date", Kind: analyze.KindDate}
	at := &analyze.Column{Type: "datetime", Kind: analyze.KindDateTime}
	flag := &analyze.Column{Type: "tinyint(1)", Kind: analyze.KindBool}
	name := &analyze.Column{Type: "varchar(5)", Kind: analyze.KindString, Length: 5}
	bio := &analyze.Column{Type: "tinytext", Kind: analyze.KindString}
	token := &analyze.Column{Type: "varbinary(4)", Kind: analyze.KindBinary, Length: 4}
	at6 := &analyze.Column{Type: "datetime(6)", Kind: analyze.KindDateTime}
	stamp := &analyze.Column{Type: "timestamp(3)", Kind: analyze.KindDateTime}
	clock := &analyze.Column{Type: "time", Kind: analyze.KindString, Length: 10}
	small := &analyze.Column{Type: "int", Kind: analyze.KindInteger}
	tiny := &analyze.Column{Type: "tinyint unsigned", Kind: analyze.KindInteger}
	year := &analyze.Column{Type: "year", Kind: analyze.KindInteger}
	bits := &analyze.Column{Type: "bit(4)", Kind: analyze.KindInteger}
	kind := &analyze.Column{Type: "enum('a','b')", Kind: analyze.KindEnum, Enum: []string{"a", "b"}}
	tags := &analyze.Column{Type: "set('x','y')", Kind: analyze.KindString, Length: 3, Set: []string{"x", "y"}}
	// A latin1 é is one byte on the server, two in the connection's text;
	// TEXT(1000) is a TEXT, 65535 bytes, as MySQL makes it.
	title := &analyze.Column{Type: "tinytext", Kind: analyze.KindString, Collation: "latin1_swedish_ci"}
	note := &analyze.Column{Type: "text(1000)", Kind: analyze.KindString, Length: 1000, Collation: "utf8mb4_general_ci"}
	wide := &analyze.Column{Type: "tinytext", Kind: analyze.KindString, Collation: "utf16_general_ci"}
	for _, c := range []struct {
		c       *analyze.Column
		v       string
		planned bool
	}{
		{integer, "42", true}, {integer, "-7", true}, {integer, "abc", false}, {integer, "1.5", false}, {integer, "123456789012345678901", false},
		{price, "9.20", true}, {price, "-9999.99", true}, {price, "9.205", false}, {price, "12345.6", false}, {price, "x", false},
		{level, "21.500002", true}, {level, "1e+21", true}, {level, "NaN", false}, {level, "high", false},
		{day, "2025-03-01", true}, {day, "0000-00-00", false}, {day, "2025-00-10", false},
		{at, "2025-03-01 10:00:00", true}, {at, "2025-03-01 10:00:00.000000", true}, {at, "2025-03-01 10:00:00.123456", false}, {at, "0000-00-00 00:00:00", false},
		{at6, "2025-03-01 10:00:00.123456", true}, {stamp, "2025-03-01 10:00:00.120000", true}, {stamp, "2025-03-01 10:00:00.123400", false},
		{clock, "-838:59:59", true}, {clock, "10:00:00.000000", true}, {clock, "10:00:00.5", false},
		{flag, "1", true}, {flag, "5", true}, {flag, "yes", false},
		{name, "Ann", true}, {name, "Émile", true}, {name, "Émilie", false}, {bio, strings.Repeat("é", 127), true}, {bio, strings.Repeat("é", 128), false},
		{token, "\x00\xff\x00\xff", true}, {token, "\x00\xff\x00\xff\x00", false},
		{small, "-2147483648", true}, {small, "2147483647", true}, {small, "2147483648", false}, {small, "9000000000", false},
		{tiny, "255", true}, {tiny, "-1", false}, {tiny, "256", false},
		{year, "2155", true}, {year, "0", true}, {year, "1900", false},
		{bits, "15", true}, {bits, "16", false},
		{kind, "b", true}, {kind, "B", false}, {kind, "c", false}, {kind, "", false},
		{tags, "", true}, {tags, "x,y", true}, {tags, "x,z", false},
		{title, strings.Repeat("é", 200), true}, {title, strings.Repeat("é", 256), false},
		{note, strings.Repeat("é", 600), true}, {note, strings.Repeat("é", 32768), false},
		{wide, strings.Repeat("é", 300), true}, // UTF-16's bytes are not measured
	} {
		if why := Unplanned(c.c, c.v); (why == "") != c.planned {
			t.Errorf("%s %q: %q, want planned %v", c.c.Type, c.v, why, c.planned)
		}
		// What is planned is what KeyValue writes as the type: never the
		// value as it is (a date's key is its text).
		if c.planned && c.c.Kind != analyze.KindDate && c.c.Kind != analyze.KindString && c.c.Kind != analyze.KindBool && c.c.Kind != analyze.KindEnum && c.c.Kind != analyze.KindBinary && KeyValue(c.c, c.v) == escapeKey(c.v) {
			t.Errorf("%s %q: planned, but KeyValue writes it as it is", c.c.Type, c.v)
		}
	}
}
