package verify

import (
	"context"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// TestDDLNeverRuns: a query file's named DDL never reaches the SQL
// engine, even if a plan said it was served: verify reports it as DDL,
// not run, and the reads of the table it would drop still agree.
func TestDDLNeverRuns(t *testing.T) {
	ep := endpoint(t)
	m := analyze.Analyze(analyze.File{Name: "schema.sql", Text: "CREATE TABLE users (id BIGINT NOT NULL PRIMARY KEY, email VARCHAR(255) NOT NULL);\nINSERT INTO users (id, email) VALUES (1, 'a@example.com'), (2, 'b@example.com');\n"},
		analyze.File{Name: "query.sql", Text: "-- name: DropUsers :exec\nDROP TABLE users;\n\n-- name: GetUser :one\nSELECT * FROM users WHERE id = ?;\n"})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	d := design.New(m, design.Options{Table: "ddl"})
	for _, p := range d.Plans {
		if p.Pattern.Statement == analyze.DDL {
			p.Status, p.Reasons = design.OK, nil // a plan that lies
		}
	}
	res, err := Run(context.Background(), d, Options{Endpoint: ep, Rows: 10, Seed: 1, BindingsPerPattern: 2})
	if err != nil {
		t.Fatal(err)
	}
	if res.Failed() || len(res.Patterns) != 2 {
		t.Fatalf("failed: %+v", res.Patterns)
	}
	if p := res.Patterns[0]; p.Name != "DropUsers" || !p.DDL || p.Status != Unsupported || len(p.Checks) > 0 {
		t.Errorf("DropUsers: %+v", p)
	}
	if p := res.Patterns[1]; p.Status != Pass {
		t.Errorf("GetUser: %+v", p)
	}
}
