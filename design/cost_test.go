package design_test

import (
	"slices"
	"strings"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// TestUnitArithmetic checks the read and write unit rules against
// hand-computed examples.
func TestUnitArithmetic(t *testing.T) {
	twenty := make([]int, 20)
	for i := range twenty {
		twenty[i] = 1536
	}
	for _, c := range []struct {
		name string
		got  float64
		want float64
	}{
		// 20 × 1.5 KB = 30 KB: 8 units of 4 KB, halved for an eventually consistent Query.
		{"Query over 20 items of 1.5 KB", design.ReadUnits(twenty, false, false), 4},
		// The same read strongly consistent.
		{"the same, strongly consistent", design.ReadUnits(twenty, false, true), 8},
		// BatchGetItem rounds each 1.5 KB item up to 4 KB: 20 units, halved.
		{"BatchGetItem of the 20 items", design.ReadUnits(twenty, true, false), 10},
		// GetItem of a 5 KB item: 2 units of 4 KB, halved.
		{"GetItem of 5 KB", design.ReadUnits([]int{5120}, true, false), 1},
		// A transaction of three 600-byte items: 1 unit each, doubled.
		{"transaction of three 600-byte items", float64(3 * design.WriteUnits(600, 0, 0, true)), 6},
		// A 1.5 KB item in two GSIs: 2 units on the table and 2 on each index.
		{"1.5 KB item in two GSIs", float64(design.WriteUnits(1536, 2, 0, false)), 6},
		// The same item changing one GSI's key: that index deletes and puts.
		{"1.5 KB item changing one GSI key", float64(design.WriteUnits(1536, 2, 1, false)), 8},
	} {
		if c.got != c.want {
			t.Errorf("%s: %v units, want %v", c.name, c.got, c.want)
		}
	}
}

// TestRetailCost checks the estimate end to end on retail: an order item's
// size, its index writes, and a pattern's monthly cost at its @rps.
func TestRetailCost(t *testing.T) {
	d := designOf(t, "retail")
	c := d.Cost
	var orders design.EntityCost
	for _, e := range c.Entities {
		if e.Name == "orders" {
			orders = e
		}
	}
	if orders.Rows != 2000000 || orders.RowsAssumed || orders.Indexes != 2 {
		t.Errorf("orders: %+v, want 2,000,000 rows from @rows and 2 indexes", orders)
	}
	if orders.PutUnits != 3*((orders.ItemBytes+1023)/1024) {
		t.Errorf("orders put units %d for %d bytes in 2 indexes", orders.PutUnits, orders.ItemBytes)
	}
	for _, p := range c.Patterns {
		if p.Name != "GetCustomer" {
			continue
		}
		// One GetItem of a small item: half a unit, 500 a second for a month.
		want := 500 * 30.4375 * 24 * 3600 * 0.5 * 0.125 / 1e6
		if p.RPS != 500 || p.ReadUnits != 0.5 || p.MonthlyCost < want-1e-9 || p.MonthlyCost > want+1e-9 {
			t.Errorf("GetCustomer: %+v, want 500 rps × 0.5 units = $%.2f a month", p, want)
		}
	}
}

// TestAppReadWarned: an aggregate over a read of 100,000 items a call is
// warned about with what it reads and costs; one over 10 is not.
func TestAppReadWarned(t *testing.T) {
	for _, c := range []struct {
		events string
		warned bool
	}{{"-- @rows 1000000", true}, {"-- @rows 100", false}} {
		text := "-- @rows 10\nCREATE TABLE tenants (id BIGINT NOT NULL PRIMARY KEY, name VARCHAR(50) NOT NULL);\n" + c.events + `
CREATE TABLE events (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  tenant_id BIGINT NOT NULL,
  kind VARCHAR(20) NOT NULL,
  amount INT NOT NULL,
  FOREIGN KEY (tenant_id) REFERENCES tenants (id)
);
-- name: TenantTotals :many
SELECT kind, COUNT(*) AS n, SUM(amount) AS total FROM events WHERE tenant_id = ? GROUP BY kind;
`
		m := analyze.Analyze(analyze.File{Name: "t.sql", Text: text})
		if m.HasErrors() {
			t.Fatal(m.Diagnostics)
		}
		d := design.New(m, design.Options{Table: "t"})
		warned := slices.ContainsFunc(d.Diagnostics, func(x analyze.Diagnostic) bool {
			return strings.Contains(x.Message, "TenantTotals reads about 100000 items a call")
		})
		if warned != c.warned {
			t.Errorf("%s: warned %v, want %v: %v", c.events, warned, c.warned, d.Diagnostics)
		}
	}
}

// TestUnionCost: each SELECT of a UNION is a request sent once, not once
// per item of the SELECT before it (as a join's next read is): the
// activity feed reads a user's posts and comments, 10 assumed each.
func TestUnionCost(t *testing.T) {
	d := designOf(t, "union_tables")
	i := slices.IndexFunc(d.Cost.Patterns, func(pc design.PatternCost) bool { return pc.Name == "ListUserActivity" })
	if i < 0 {
		t.Fatal("no cost for ListUserActivity")
	}
	if n := d.Cost.Patterns[i].ItemsRead; n != 20 {
		t.Errorf("ListUserActivity reads %v items a call, want 20 (10 posts and 10 comments)", n)
	}
}
