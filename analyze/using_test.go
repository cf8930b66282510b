package analyze

import (
	"strings"
	"testing"
)

// TestUsingColumn: the column of JOIN ... USING named without a table is
// the join's one column, as MySQL takes it (the left table's, the right
// one's across a RIGHT JOIN), not an ambiguous name; a name two tables
// share that no USING joins stays ambiguous.
func TestUsingColumn(t *testing.T) {
	schema := `CREATE TABLE item (i_id BIGINT NOT NULL PRIMARY KEY, title VARCHAR(100) NOT NULL);
CREATE TABLE review (r_id BIGINT NOT NULL PRIMARY KEY, i_id BIGINT NOT NULL, stars INT);
CREATE TABLE other (o_id BIGINT NOT NULL PRIMARY KEY, i_id BIGINT NOT NULL);
`
	for _, c := range []struct {
		query, entity, err string
	}{
		{"SELECT i_id, r.r_id FROM item i JOIN review r USING (i_id) WHERE i_id = ?", "item", ""},
		{"SELECT i_id, r.r_id FROM review r LEFT JOIN item i USING (i_id) WHERE i_id = ?", "review", ""},
		{"SELECT i_id, r.r_id FROM item i RIGHT JOIN review r USING (i_id) WHERE r.r_id = ?", "review", ""},
		{"SELECT i_id FROM item i JOIN review r USING (i_id) JOIN other o USING (i_id) WHERE i_id = ?", "item", ""},
		{"SELECT r.r_id FROM review r, other o WHERE i_id = ?", "", "column i_id is ambiguous"},
		{"SELECT r.r_id FROM item i JOIN review r USING (i_id) JOIN other o ON o.o_id = r.r_id WHERE i_id = ?", "", "column i_id is ambiguous"},
	} {
		m := Analyze(File{Name: "t.sql", Text: schema + "-- name: Q :many\n" + c.query + ";\n"})
		var errs []string
		for _, d := range m.Diagnostics {
			if d.Severity == Error {
				errs = append(errs, d.Message)
			}
		}
		if c.err != "" {
			if len(errs) != 1 || !strings.Contains(errs[0], c.err) {
				t.Errorf("%s: errors %q, want %q", c.query, errs, c.err)
			}
			continue
		}
		if len(errs) > 0 || len(m.Patterns) != 1 {
			t.Errorf("%s: errors %q", c.query, errs)
			continue
		}
		if p := m.Patterns[0]; len(p.Projection) == 0 || p.Projection[0].Entity != c.entity {
			t.Errorf("%s: i_id is %v, want %s's", c.query, p.Projection, c.entity)
		}
	}
}
