package design

import (
	"testing"

	"sql2dynamo/analyze"
)

// TestUnplanned: the values KeyValue writes as their type are planned;
// those it writes as they are, and a DECIMAL its key rounds, are not.
func TestUnplanned(t *testing.T) {
	integer := &analyze.Column{Type: "bigint", Kind: analyze.KindInteger}
	price := &analyze.Column{Type: "decimal(6,2)", Kind: analyze.KindDecimal, Precision: 6, Scale: 2}
	level := &analyze.Column{Type: "double", Kind: analyze.KindDecimal, Float: true}
	day := &analyze.Column{Type: "date", Kind: analyze.KindDate}
	at := &analyze.Column{Type: "datetime", Kind: analyze.KindDateTime}
	flag := &analyze.Column{Type: "tinyint(1)", Kind: analyze.KindBool}
	name := &analyze.Column{Type: "varchar(20)", Kind: analyze.KindString}
	for _, c := range []struct {
		c       *analyze.Column
		v       string
		planned bool
	}{
		{integer, "42", true}, {integer, "-7", true}, {integer, "abc", false}, {integer, "1.5", false}, {integer, "123456789012345678901", false},
		{price, "9.20", true}, {price, "-9999.99", true}, {price, "9.205", false}, {price, "12345.6", false}, {price, "x", false},
		{level, "21.500002", true}, {level, "1e+21", true}, {level, "NaN", false}, {level, "high", false},
		{day, "2025-03-01", true}, {day, "0000-00-00", false}, {day, "2025-00-10", false},
		{at, "2025-03-01 10:00:00", true}, {at, "2025-03-01 10:00:00.123456", true}, {at, "0000-00-00 00:00:00", false},
		{flag, "1", true}, {flag, "5", true}, {flag, "yes", false},
		{name, "anything at all", true},
	} {
		if why := Unplanned(c.c, c.v); (why == "") != c.planned {
			t.Errorf("%s %q: %q, want planned %v", c.c.Type, c.v, why, c.planned)
		}
		// What is planned is what KeyValue writes as the type: never the
		// value as it is (a date's key is its text).
		if c.planned && c.c.Kind != analyze.KindDate && c.c.Kind != analyze.KindString && c.c.Kind != analyze.KindBool && KeyValue(c.c, c.v) == escapeKey(c.v) {
			t.Errorf("%s %q: planned, but KeyValue writes it as it is", c.c.Type, c.v)
		}
	}
}
