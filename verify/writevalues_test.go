package verify

import (
	"context"
	"math/rand/v2"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// TestWritesVerified: writes verify left not verified for values of its
// own making are verified: NOW() and CURDATE() set in a BIGINT and an INT
// are MySQL's numbers of the time, not its text the engine refuses; an
// upsert by a UNIQUE key, whose row's id the engine gives, has its
// DEFAULT CURRENT_TIMESTAMP set by that key. On the generated rows too.
func TestWritesVerified(t *testing.T) {
	ep := endpoint(t)
	d := designCase(t, "../testdata/device_presence")
	for _, generate := range []bool{false, true} {
		res, err := Run(context.Background(), d, Options{Endpoint: ep, Rows: 30, Seed: 3, BindingsPerPattern: 2, Generate: generate})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range res.Patterns {
			if p.Status != Pass {
				t.Errorf("generated rows %v: %s: %s %s", generate, p.Name, p.Status, p.Reason)
			}
		}
	}
}

// TestWriteLimitValue: a write's LIMIT ? takes a count, not a column's
// value (there was none: the write had "no row to write with").
func TestWriteLimitValue(t *testing.T) {
	m := analyze.Analyze(analyze.File{Name: "jobs.sql", Text: `
CREATE TABLE jobs (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, queue VARCHAR(20) NOT NULL, run_after DATETIME NOT NULL, KEY jobs_queue (queue, run_after));
-- name: DropFirst :exec
DELETE FROM jobs WHERE queue = ? ORDER BY run_after LIMIT ?;
`})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	d := design.New(m, design.Options{Table: "jobs"})
	p := d.Plans[0]
	e := m.Entity("jobs")
	queue, at := "mail", "2025-05-01 10:00:00"
	data := map[string][]row{"jobs": {{"id": ptr("1"), "queue": &queue, "run_after": &at}}}
	values, _, ok := writeValuesOn(d, p, e, data, 0, rand.New(rand.NewPCG(1, 2)))
	if !ok || values[design.LimitParam] != "1" || values["queue"] != "mail" {
		t.Fatalf("values %v, ok %v: want queue=mail, limit=1", values, ok)
	}
}

func ptr(s string) *string { return &s }
