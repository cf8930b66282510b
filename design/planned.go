package design

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"

	"sql2dynamo/analyze"
)

// dateTimeLayouts are the forms of a date-time KeyValue reads: the SQL
// engines' text, and ISO-8601 with or without a zone.
var dateTimeLayouts = []string{"2006-01-02 15:04:05.999999999", "2006-01-02T15:04:05.999999999", "2006-01-02T15:04:05Z07:00"}

// Unplanned says why v is no value of column c's type as KeyValue writes
// that type, "" when it is one: an integer column's text that is no
// integer or past 20 digits, a DECIMAL(p,s)'s past its digits or with
// more decimals than s (its key rounds it, so two values meet), a float's
// that is no number, a date's or date-time's that is no day of the
// calendar (MySQL's zero date 0000-00-00, a month 00). KeyValue writes
// such a value as it is, where it sorts and compares as no value of the
// type does and no parameter of the generated code encodes to. A string's
// value is always planned.
func Unplanned(c *analyze.Column, v string) string {
	switch c.Kind {
	case analyze.KindInteger:
		n, ok := new(big.Int).SetString(strings.TrimSpace(v), 10)
		if !ok {
			return "no integer"
		}
		if _, ok := fixedDigits(n, 20, 0); !ok {
			return "an integer past 20 digits"
		}
	case analyze.KindBool:
		if _, ok := new(big.Int).SetString(strings.TrimSpace(v), 10); !ok && !strings.EqualFold(v, "true") && !strings.EqualFold(v, "false") {
			return "no boolean"
		}
	case analyze.KindDecimal:
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
	case analyze.KindDate:
		if _, err := time.Parse("2006-01-02", v); err != nil {
			return "no day of the calendar"
		}
	case analyze.KindDateTime:
		for _, layout := range dateTimeLayouts {
			if _, err := time.Parse(layout, v); err == nil {
				return ""
			}
		}
		return "no time of the calendar"
	}
	return ""
}
