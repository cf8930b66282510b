package analyze

import (
	"os"
	"path/filepath"
	"testing"
)

// TestNoSelfLeaves: ColumnRef.Self and Computed.Self mark a table's
// second occurrence only while analyzing; no pattern of any testdata
// case, nor of the shapes below, leaves analyze with one, read or not.
// Every statement a pattern holds of its own has a name, which reasons
// about keys and indexes list.
func TestNoSelfLeaves(t *testing.T) {
	files := []File{{Name: "self.sql", Text: `
CREATE TABLE m (id INT PRIMARY KEY, boss INT, name VARCHAR(20), KEY (boss));
-- name: A :one
SELECT x.id, b.name AS boss_name FROM m x LEFT JOIN m b ON b.id = x.boss WHERE x.id = ?;
-- name: B :many
SELECT r.id FROM m x JOIN m r ON r.boss = x.id WHERE x.id = ?;
-- name: C :exec
UPDATE m x JOIN m b ON b.id = x.boss SET x.name = b.name WHERE x.id = ?;
-- name: D :many
SELECT * FROM m x WHERE EXISTS (SELECT 1 FROM m r WHERE r.boss = x.id) AND x.id = ?;
-- name: E :many
SELECT x.id, b.name AS n FROM m x JOIN m b ON b.id = x.boss WHERE x.id = ? UNION SELECT id, name FROM m WHERE id = ?;
-- name: F :one
SELECT x.id, CONCAT(b.name, '!') AS n, (SELECT COUNT(*) FROM m r WHERE r.boss = x.id) AS reports FROM m x LEFT JOIN m b ON b.id = x.boss WHERE x.id = ?;
`}}
	inputs, _ := filepath.Glob("../testdata/*/input.sql")
	for _, in := range inputs {
		text, err := os.ReadFile(in)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, File{Name: in, Text: string(text)})
	}
	for _, f := range files {
		m := Analyze(f)
		var check func(p *Pattern)
		check = func(p *Pattern) {
			if p == nil {
				return
			}
			forRefs(p, func(c *ColumnRef) {
				if c.Self != "" {
					t.Errorf("%s: %s: %s.%s keeps Self %q", f.Name, p.Name, c.Entity, c.Column, c.Self)
				}
			})
			for _, c := range append(append([]Computed(nil), p.Computed...), p.Fields...) {
				if c.Self != "" {
					t.Errorf("%s: %s: computed %s keeps Self %q", f.Name, p.Name, c.Name, c.Self)
				}
			}
			for _, sub := range p.subPatterns() {
				if sub.Name == "" {
					t.Errorf("%s: %s: a statement of its own has no name (nameParts)", f.Name, p.Name)
				}
				check(sub)
			}
		}
		for _, p := range m.Patterns {
			check(p)
		}
	}
}
