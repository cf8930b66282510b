package design_test

import (
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// TestEmptyRange: a range whose bounds both come from the call carries
// the AppEmpty step, and the check compares the bounds as the key writes
// them (folded, then encoded), not as given: 'Rent' to 'coffee' is empty
// under a case-insensitive collation though R sorts before c in bytes,
// 'Books' to 'coffee' is not, and a range of one bound never is.
func TestEmptyRange(t *testing.T) {
	text := `CREATE TABLE entries (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  account_id BIGINT NOT NULL,
  code VARCHAR(20) NOT NULL,
  amount INT NOT NULL,
  KEY ix_code (account_id, code),
  KEY ix_amount (account_id, amount)
);
-- name: ByCode :many
SELECT id FROM entries WHERE account_id = ? AND code BETWEEN ? AND ? ORDER BY code;
-- name: ByAmount :many
SELECT id FROM entries WHERE account_id = ? AND amount > ? AND amount < ? ORDER BY amount;
-- name: FromAmount :many
SELECT id FROM entries WHERE account_id = ? AND amount >= ? ORDER BY amount;
`
	m := analyze.Analyze(analyze.File{Name: "t.sql", Text: text})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	d := design.New(m, design.Options{Table: "t"})
	e := m.Entity("entries")
	plans := map[string]*design.Plan{}
	for _, p := range d.Plans {
		plans[p.Pattern.Name] = p
	}
	for _, c := range []struct {
		pattern string
		values  map[string]string
		empty   bool
	}{
		{"ByCode", map[string]string{"account_id": "7", "code.lo": "Rent", "code.hi": "coffee"}, true},
		{"ByCode", map[string]string{"account_id": "7", "code.lo": "Books", "code.hi": "coffee"}, false},
		{"ByCode", map[string]string{"account_id": "7", "code.lo": "coffee", "code.hi": "COFFEE"}, false}, // one value as the collation compares
		{"ByAmount", map[string]string{"account_id": "7", "amount.lo": "-5", "amount.hi": "-50"}, true},
		{"ByAmount", map[string]string{"account_id": "7", "amount.lo": "-50", "amount.hi": "-5"}, false},
		{"ByAmount", map[string]string{"account_id": "7", "amount.lo": "9", "amount.hi": "10"}, false}, // "9" > "10" as text
		{"ByAmount", map[string]string{"account_id": "7", "amount.lo": "5", "amount.hi": "5"}, true},   // > 5 AND < 5
		{"FromAmount", map[string]string{"account_id": "7", "amount": "5"}, false},
	} {
		p := plans[c.pattern]
		if p == nil {
			t.Fatalf("no plan for %s", c.pattern)
		}
		if got := p.EmptyRange(e, c.values); got != c.empty {
			t.Errorf("%s %v: empty %v, want %v (key condition %s)", c.pattern, c.values, got, c.empty, p.KeyCondition)
		}
	}
	for name, want := range map[string]bool{"ByCode": true, "ByAmount": true, "FromAmount": false} {
		has := false
		for _, s := range plans[name].App {
			has = has || s.Kind == design.AppEmpty
		}
		if has != want {
			t.Errorf("%s has an AppEmpty step: %v, want %v", name, has, want)
		}
	}
}
