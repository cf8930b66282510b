package design

import (
	"fmt"
	"math"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"sql2dynamo/analyze"
)

// dateTimeLayouts are the forms of a date-time KeyValue reads: the SQL
// engines' text, and ISO-8601 with or without a zone.
var dateTimeLayouts = []string{"2006-01-02 15:04:05.999999999", "2006-01-02T15:04:05.999999999", "2006-01-02T15:04:05Z07:00"}

// Unplanned says why v is no value of column c's type as the schema
// declares it and KeyValue writes it, "" when it is one: an integer
// column's text that is no integer, past 20 digits or outside its type's
// range (TINYINT's -128 to 127); a DECIMAL(p,s)'s past its digits or with
// more decimals than s (its key rounds it, so two values meet); a float's
// that is no number; a date's or date-time's that is no day of the
// calendar (MySQL's zero date 0000-00-00, a month 00) or holds more
// fractional digits than its type (the generated code rounds a time to
// them); an ENUM's or SET's member the type does not declare; a string
// longer than its type holds (characters for CHAR and VARCHAR, bytes for
// TEXT and binary types). Such a value is one no parameter of the
// generated code holds: its keys sort and compare as no value of the
// column does, or are keys the code never writes. Values only a server
// whose column differs from the schema's holds (migrate reads them).
func Unplanned(c *analyze.Column, v string) string {
	switch c.Kind {
	case analyze.KindInteger:
		return unplannedInteger(c, v)
	case analyze.KindBool:
		if _, ok := new(big.Int).SetString(strings.TrimSpace(v), 10); !ok && !strings.EqualFold(v, "true") && !strings.EqualFold(v, "false") {
			return "no boolean"
		}
	case analyze.KindDecimal:
		return unplannedDecimal(c, v)
	case analyze.KindDate:
		if _, err := time.Parse("2006-01-02", v); err != nil {
			return "no day of the calendar"
		}
	case analyze.KindDateTime:
		for _, layout := range dateTimeLayouts {
			if t, err := time.Parse(layout, v); err == nil {
				return finer(c, t.Nanosecond())
			}
		}
		return "no time of the calendar"
	case analyze.KindEnum:
		if len(c.Enum) > 0 && !slices.Contains(c.Enum, v) {
			return "no member the type declares"
		}
	case analyze.KindString, analyze.KindBinary:
		return unplannedString(c, v)
	}
	return ""
}

func unplannedInteger(c *analyze.Column, v string) string {
	n, ok := new(big.Int).SetString(strings.TrimSpace(v), 10)
	if !ok {
		return "no integer"
	}
	if _, ok := fixedDigits(n, 20, 0); !ok {
		return "an integer past 20 digits"
	}
	lo, hi := IntegerRange(c)
	if lo != nil && (n.Cmp(lo) < 0 || n.Cmp(hi) > 0) && !(c.BaseType() == "year" && n.Sign() == 0) {
		return fmt.Sprintf("outside the type's range, %s to %s, which the generated code's integer of the type cannot hold", lo, hi)
	}
	return ""
}

func unplannedDecimal(c *analyze.Column, v string) string {
	if c.Float {
		if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err != nil || math.IsNaN(f) {
			return "no number"
		}
		return ""
	}
	r, ok := new(big.Rat).SetString(strings.TrimSpace(v))
	if !ok {
		return "no number"
	}
	n := scaled(r, c.Scale)
	if new(big.Rat).SetFrac(n, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(c.Scale)), nil)).Cmp(r) != 0 {
		return fmt.Sprintf("more decimals than %s keeps (its key rounds it)", c.Type)
	}
	if _, ok := fixedDigits(n, c.Precision, c.Scale); !ok {
		return fmt.Sprintf("past the digits of %s", c.Type)
	}
	return ""
}

// unplannedString checks a string's or binary value's length, a SET's
// members and a TIME's fraction.
func unplannedString(c *analyze.Column, v string) string {
	switch t := c.BaseType(); {
	case t == "set":
		for _, x := range strings.Split(v, ",") {
			if v != "" && !slices.Contains(c.Set, x) {
				return fmt.Sprintf("%q a member the type does not declare", x)
			}
		}
	case t == "time":
		if _, frac, ok := strings.Cut(v, "."); ok {
			ns, _ := strconv.Atoi((frac + "000000000")[:9])
			return finer(c, ns)
		}
	case c.Kind == analyze.KindString && !strings.HasSuffix(t, "text"):
		if n := utf8.RuneCountInString(v); c.Length > 0 && n > c.Length {
			return fmt.Sprintf("%d characters, longer than the type holds", n)
		}
	default: // TEXT and binary types hold bytes
		if n, ok := storedBytes(c, v); ok && n > Longest(c) {
			return fmt.Sprintf("%d bytes, longer than the type holds", n)
		}
	}
	return ""
}

// storedBytes is the bytes the server stores v in, in c's character set
// (v is the connection's utf8mb4 text, or a binary value's own bytes),
// and whether that is known: a latin1 é is one byte there, two in v.
func storedBytes(c *analyze.Column, v string) (int64, bool) {
	if c.Kind == analyze.KindBinary {
		return int64(len(v)), true
	}
	switch analyze.CharBytes(c.Collation) {
	case 1:
		return int64(utf8.RuneCountInString(v)), true
	case 3, 4: // utf8mb3 and utf8mb4 store the UTF-8 bytes
		if cs := analyze.Charset(c.Collation); cs == "utf8" || cs == "utf8mb3" || cs == "utf8mb4" {
			return int64(len(v)), true
		}
	}
	return 0, false // UTF-16, UTF-32 and the Asian sets: not measured
}

// finer says so when a time's fraction of a second, ns nanoseconds, has
// more digits than c's type keeps.
func finer(c *analyze.Column, ns int) string {
	digits := FractionDigits(c)
	if ns%int(math.Pow10(9-digits)) == 0 {
		return ""
	}
	return fmt.Sprintf("more fractional digits than the type's %d, to which the generated code rounds a time, so that its keys would not meet this one", digits)
}

// widthRE is the number in a type's parentheses: DATETIME(6)'s, BIT(8)'s.
var widthRE = regexp.MustCompile(`\((\d+)\)`)

// width is the number in c's type's parentheses, or def without one.
func width(c *analyze.Column, def int) int {
	if m := widthRE.FindStringSubmatch(c.Type); m != nil {
		n, _ := strconv.Atoi(m[1])
		return n
	}
	return def
}

// FractionDigits is the digits of a second's fraction a DATETIME,
// TIMESTAMP or TIME type keeps: DATETIME(6)'s 6, 0 without one.
func FractionDigits(c *analyze.Column) int { return min(width(c, 0), 9) }

// Longest is the most a string or binary column holds: a CHAR's or
// VARCHAR's characters, a BINARY's or VARBINARY's bytes (its declared
// length), or its TEXT or BLOB type's bytes. A TEXT(M) or BLOB(M) is the
// smallest of those types that holds M characters (bytes), as MySQL
// makes it: TEXT(1000) in utf8mb4 is a TEXT, of 65535 bytes.
func Longest(c *analyze.Column) int64 {
	t := c.BaseType()
	lob := strings.HasSuffix(t, "text") || strings.HasSuffix(t, "blob")
	if c.Length > 0 && !lob {
		return int64(c.Length)
	}
	types := []int64{255, 65535, 1<<24 - 1, 1<<32 - 1}
	if c.Length > 0 {
		per := int64(max(analyze.CharBytes(c.Collation), 1))
		if c.Kind == analyze.KindBinary {
			per = 1
		} else if analyze.CharBytes(c.Collation) == 0 {
			per = 4 // a set not known: its widest characters take 4
		}
		for _, n := range types {
			if int64(c.Length)*per <= n {
				return n
			}
		}
		return types[3]
	}
	switch {
	case strings.HasPrefix(t, "tiny"):
		return types[0]
	case strings.HasPrefix(t, "medium"):
		return types[2]
	case strings.HasPrefix(t, "long"):
		return types[3]
	}
	return types[1]
}

// integerBits are the bits of each integer type (SERIAL is a BIGINT
// UNSIGNED).
var integerBits = map[string]uint{"tinyint": 8, "smallint": 16, "mediumint": 24, "int": 32, "integer": 32, "bigint": 64, "serial": 64}

// IntegerRange is the least and the greatest value an integer column's
// type holds (YEAR's 1901 to 2155, and its 0), nil for a type it does not
// know.
func IntegerRange(c *analyze.Column) (lo, hi *big.Int) {
	t := strings.ToLower(c.Type)
	base := c.BaseType()
	bits, ok := integerBits[base]
	unsigned := strings.Contains(t, "unsigned") || strings.Contains(t, "zerofill") || base == "serial"
	switch {
	case base == "year":
		return big.NewInt(1901), big.NewInt(2155)
	case base == "bit":
		bits, unsigned = uint(width(c, 1)), true
	case !ok:
		return nil, nil
	}
	span := new(big.Int).Lsh(big.NewInt(1), bits)
	if unsigned {
		return big.NewInt(0), span.Sub(span, big.NewInt(1))
	}
	half := new(big.Int).Rsh(span, 1)
	return new(big.Int).Neg(half), half.Sub(half, big.NewInt(1))
}
