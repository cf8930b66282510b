package design_test

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
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

// TestBillByHand is issue 35's check of the bill: on testdata/bill it
// recomputes three patterns' units and monthly cost by hand, from the
// items' sizes (every attribute's name and value), DynamoDB's rules and
// the on-demand rates, and the report (its golden report.md) must show
// the same figures.
//
// The rules: a write unit per 1 KB of an item, on the table and again on
// each index the item is in, all of it twice inside TransactWriteItems; a
// read unit per 4 KB, a Query rounding the sum of its items, half for an
// eventually consistent read (an index's, or a read without
// ConsistentRead). A month is 30.4375 days; $0.125 per million read
// units, $0.625 per million write units.
func TestBillByHand(t *testing.T) {
	d := designOf(t, "bill")
	const month = 30.4375 * 24 * 3600
	// authors, keyed PK AUTHOR#{id}, SK AUTHOR, GSI1 by email (a UNIQUE
	// column, also locked): an integer key is 20 digits, a VARCHAR(40)
	// holds 20 characters, a BIGINT 11 bytes.
	authors := (2 + len("AUTHOR#00000000000000000001")) + (2 + len("AUTHOR")) +
		(6 + len("AUTHOR#EMAIL#")) + 20 + (6 + len("AUTHOR#00000000000000000001")) +
		(5 + len("authors")) + (2 + 11) + (5 + 20) + (4 + 10)
	lock := (2 + len("AUTHOR#EMAIL#") + 20) + (2 + len("UNIQUE")) + (5 + len("unique"))
	sequence := (2 + len("AUTHOR#SEQ#ID")) + (2 + len("SEQ")) + (5 + len("sequence")) + (4 + 11)
	// books, in their author's partition: PK AUTHOR#{author_id}, SK
	// BOOK#{id}, GSI1 by id; a VARCHAR(60) holds 30 characters.
	books := (2 + len("AUTHOR#00000000000000000001")) + (2 + len("BOOK#00000000000000000001")) +
		(6 + len("BOOK#00000000000000000001")) + (6 + len("BOOK")) +
		(5 + len("books")) + (2 + 11) + (9 + 11) + (5 + 30)
	if authors != 173 || books != 175 || lock != 54 || sequence != 48 {
		t.Fatalf("by hand: authors %d, books %d, lock %d, sequence %d bytes", authors, books, lock, sequence)
	}
	for _, e := range d.Cost.Entities {
		want := map[string]int{"authors": authors, "books": books}[e.Name]
		if e.ItemBytes != want {
			t.Errorf("%s items: %d bytes, by hand %d", e.Name, e.ItemBytes, want)
		}
		if e.Name == "authors" && !slices.Equal(e.Side, []design.SideCost{{Kind: design.LockType, Items: 1000, ItemBytes: lock}, {Kind: design.SequenceType, Items: 1, ItemBytes: sequence}}) {
			t.Errorf("authors' side items: %+v, by hand 1,000 locks of %d bytes and a sequence item of %d", e.Side, lock, sequence)
		}
	}
	type bill struct {
		requests, readUnits float64
		writeUnits, rps     int
		monthly             float64
		load                float64 // units a second on the busiest partition key value
		hotKey              string
	}
	hand := map[string]bill{
		// A transaction with a lock and a sequence: the sequence's
		// UpdateItem (1 unit of its 48 bytes), then TransactWriteItems of
		// the author's item (173 bytes: 1 unit, on the table and GSI1,
		// twice: 4) and its email's lock (54 bytes: 1, twice: 2).
		// Its row, index entry and lock are keyed by values new with
		// each call (id, email): one call's units each; the sequence item
		// takes every call's unit.
		"CreateAuthor": {requests: 2, writeUnits: 1 + 4 + 2, rps: 10, monthly: 10 * month * 7 * 0.625 / 1e6, load: 10 * 1, hotKey: "sequence item AUTHOR#SEQ#ID"},
		// A GSI read: one Query of GSI1 finding one author (173 bytes: 1
		// unit, halved). 200 calls a second spread over 1,000 emails: one
		// email is named less than once a second, so its partition takes
		// one call's units.
		"GetAuthorByEmail": {requests: 1, readUnits: 0.5, rps: 200, monthly: 200 * month * 0.5 * 0.125 / 1e6, load: 0.5, hotKey: "GSI1 AUTHOR#EMAIL#{email}"},
		// A multi-step fan-out: the author by GSI1 (0.5), then a Query of
		// its partition's books, 10,000 / 1,000 = 10 of 175 bytes = 1,750
		// bytes: 1 unit, halved.
		// Each request on its own partition, 50 calls a second over 1,000
		// authors: one call's 0.5 units on each.
		"ListBooksByAuthorEmail": {requests: 2, readUnits: 0.5 + 0.5, rps: 50, monthly: 50 * month * 1.0 * 0.125 / 1e6, load: 0.5, hotKey: "GSI1 AUTHOR#EMAIL#{email}"},
	}
	for _, pc := range d.Cost.Patterns {
		h, ok := hand[pc.Name]
		if !ok {
			continue
		}
		delete(hand, pc.Name)
		if pc.Requests != h.requests || pc.ReadUnits != h.readUnits || pc.WriteUnits != h.writeUnits || pc.RPS != h.rps || math.Abs(pc.MonthlyCost-h.monthly) > 1e-9 || pc.PartitionLoad != h.load || pc.HotKey != h.hotKey {
			t.Errorf("%s: %+v, by hand %+v", pc.Name, pc, h)
		}
	}
	for name := range hand {
		t.Errorf("no cost for %s", name)
	}
	// The report shows the same: its rows of the three patterns, cell by
	// cell (Pattern, Requests, Items read, Filtered, Read units, Write
	// units, @rps, Units/s per partition, $ / month, Share).
	report, err := os.ReadFile(filepath.Join("..", "testdata", "bill", "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range [][]string{
		{"CreateAuthor", "2", "", "", "", "7", "10", "10 on sequence item AUTHOR#SEQ#ID", fmt.Sprintf("%.2f", 10*month*7*0.625/1e6)},
		{"GetAuthorByEmail", "1", "1.0 (key)", "0.0", "0.5", "", "200", "0.5 on GSI1 AUTHOR#EMAIL#{email}", fmt.Sprintf("%.2f", 200*month*0.5*0.125/1e6)},
		{"ListBooksByAuthorEmail", "2", "11.0 (key, @rows)", "0.0", "1.0", "", "50", "0.5 on GSI1 AUTHOR#EMAIL#{email}", fmt.Sprintf("%.2f", 50*month*1.0*0.125/1e6)},
	} {
		found := false
		for _, line := range strings.Split(string(report), "\n") {
			cells := strings.Split(line, "|")
			if len(cells) < len(want)+2 || strings.TrimSpace(cells[1]) != want[0] {
				continue
			}
			found = true
			for k, w := range want {
				if got := strings.TrimSpace(cells[k+1]); got != w {
					t.Errorf("report.md, %s: cell %d is %q, by hand %q", want[0], k+1, got, w)
				}
			}
		}
		if !found {
			t.Errorf("report.md has no cost row of %s", want[0])
		}
	}
}

// TestHotWrites: the writes that reach one key of few values are summed
// at their rates, and warned of past 1,000 units a second (R14): every
// INSERT numbers its row from the one sequence item, so at 1,500 a second
// that item runs hot, while each row's own key is new with every call and
// takes one call's units; at 500 a second nothing is hot.
func TestHotWrites(t *testing.T) {
	for _, c := range []struct {
		rps  string
		want string
	}{
		{"1500", "the writes reach the one partition of sequence item EVENT#SEQ#ID with 1,500 write units a second (LogEvent at 1500 a second): past the 1,000 a partition serves (R14)"},
		{"500", ""},
	} {
		text := `CREATE TABLE events (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  kind VARCHAR(20) NOT NULL,
  created_at DATETIME NOT NULL
);
-- name: LogEvent :exec
-- @rps ` + c.rps + `
INSERT INTO events (kind, created_at) VALUES (?, NOW());
-- name: GetEvent :one
SELECT * FROM events WHERE id = ?;
`
		m := analyze.Analyze(analyze.File{Name: "t.sql", Text: text})
		if m.HasErrors() {
			t.Fatal(m.Diagnostics)
		}
		d := design.New(m, design.Options{Table: "t"})
		var got []string
		for _, x := range d.Diagnostics {
			if strings.Contains(x.Message, "the writes reach") {
				got = append(got, x.Message)
			}
		}
		if c.want == "" && len(got) > 0 || c.want != "" && !slices.Contains(got, c.want) {
			t.Errorf("@rps %s: warned %q, want %q", c.rps, got, c.want)
		}
		for _, pc := range d.Cost.Patterns {
			if pc.Name == "LogEvent" && pc.HotKey != "sequence item EVENT#SEQ#ID" {
				t.Errorf("@rps %s: LogEvent's busiest key is %q, want the sequence item", c.rps, pc.HotKey)
			}
		}
	}
}

// TestLoadSpreadsOverValues: the busiest partition of a key takes the
// calls that name one of its values: a row's id spreads the @rps over the
// rows (one call's units while @rps is below them), a parent's id over the
// parents, a sharded key's writes over its shards, and a key of few values
// (a boolean) takes every call.
func TestLoadSpreadsOverValues(t *testing.T) {
	text := `-- @rows 200
CREATE TABLE users (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  active BOOLEAN NOT NULL,
  name VARCHAR(20) NOT NULL
);
-- @rows 2000
CREATE TABLE posts (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  title VARCHAR(20) NOT NULL
);
-- name: GetUser :one
-- @rps 100
SELECT * FROM users WHERE id = ?;
-- name: TouchUser :exec
-- @rps 1000
UPDATE users SET name = ? WHERE id = ?;
-- name: ListUserPosts :many
-- @rps 1000
SELECT * FROM posts WHERE user_id = ?;
-- name: ListActive :many
-- @rps 2000
SELECT * FROM users WHERE active = ?;
`
	m := analyze.Analyze(analyze.File{Name: "t.sql", Text: text})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	d := design.New(m, design.Options{Table: "t"})
	type load struct {
		units float64
		key   string
	}
	want := map[string]func(design.PatternCost) load{
		// 100 a second over 200 ids: one call's 0.5.
		"GetUser": func(design.PatternCost) load { return load{0.5, "USER#{id}"} },
		// The row's item: 5 calls a second on one id. Its entry in the
		// index on active, a boolean, which every call may reach on one
		// value: the writes (1,000 a second) shard it in 2, by the hash
		// of the row's id, 500 units a second on each.
		"TouchUser": func(design.PatternCost) load { return load{500, "GSI1 USER#ACTIVE#{active}#{_shard}"} },
		// No foreign key declared: user_id is a column of 2,000 / 10 = 200
		// values (the assumed fan-out), 5 calls a second on one, 0.5 each.
		"ListUserPosts": func(design.PatternCost) load { return load{1000.0 / 200 * 0.5, "POST#USER_ID#{user_id}"} },
		// Every call on one value of a boolean, on each of its shards.
		"ListActive": func(pc design.PatternCost) load {
			return load{2000 * pc.ReadUnits / 2, "GSI1 USER#ACTIVE#{active}#{_shard}"}
		},
	}
	for _, pc := range d.Cost.Patterns {
		f, ok := want[pc.Name]
		if !ok {
			continue
		}
		delete(want, pc.Name)
		if w := f(pc); math.Abs(pc.PartitionLoad-w.units) > 1e-9 || pc.HotKey != w.key {
			t.Errorf("%s: %.2f units a second on %s, want %.2f on %s", pc.Name, pc.PartitionLoad, pc.HotKey, w.units, w.key)
		}
	}
	for name := range want {
		t.Errorf("no cost for %s", name)
	}
}

// TestScanReadsEveryTable: a Scan reads every item of the table, each
// table's at its own size, not every row at the size of the one it
// answers.
func TestScanReadsEveryTable(t *testing.T) {
	text := `-- @rows 1000
CREATE TABLE notes (id BIGINT NOT NULL PRIMARY KEY, body VARCHAR(2000) NOT NULL, updated_at DATETIME NOT NULL);
-- @rows 100000
CREATE TABLE tags (id BIGINT NOT NULL PRIMARY KEY, name VARCHAR(10) NOT NULL);
-- name: GetNote :one
SELECT * FROM notes WHERE id = ?;
-- name: GetTag :one
SELECT * FROM tags WHERE id = ?;
-- name: AllTags :many
SELECT * FROM tags;
`
	m := analyze.Analyze(analyze.File{Name: "t.sql", Text: text})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	d := design.New(m, design.Options{Table: "t"})
	sizes := map[string]int{}
	for _, e := range d.Cost.Entities {
		sizes[e.Name] = e.ItemBytes
	}
	bytes := 1000*sizes["notes"] + 100000*sizes["tags"]
	want := float64((bytes+4095)/4096) / 2 // the sum rounded up, eventually consistent
	if i := slices.IndexFunc(d.Plans, func(p *design.Plan) bool { return p.Pattern.Name == "AllTags" }); i < 0 || d.Plans[i].Operation != design.OpScan {
		t.Fatal("AllTags is no Scan")
	}
	for _, pc := range d.Cost.Patterns {
		if pc.Name == "AllTags" && (pc.ReadUnits != want || pc.Requests != float64((bytes+1<<20-1)>>20)) {
			t.Errorf("AllTags: %v read units in %v requests, by hand %v units of %d bytes", pc.ReadUnits, pc.Requests, want, bytes)
		}
	}
}

// TestFanOutFromSchema: the rows a lookup by columns of few values finds
// come from the schema: @rows over an ENUM's values (a sparse index on
// status = 'open' holds a quarter of 10,000 tickets), and over a foreign
// key's parents too (an agent's tickets of one status: 10,000 / (100 × 4)).
func TestFanOutFromSchema(t *testing.T) {
	text := `-- @rows 100
CREATE TABLE agents (id BIGINT NOT NULL PRIMARY KEY, name VARCHAR(40) NOT NULL);
-- @rows 10000
CREATE TABLE tickets (
  id BIGINT NOT NULL PRIMARY KEY,
  agent_id BIGINT NOT NULL,
  status ENUM('open', 'pending', 'closed', 'escalated') NOT NULL,
  title VARCHAR(80) NOT NULL,
  FOREIGN KEY (agent_id) REFERENCES agents (id)
);
-- name: GetTicket :one
SELECT * FROM tickets WHERE id = ?;
-- name: OpenTickets :many
SELECT * FROM tickets WHERE status = 'open';
-- name: AgentTicketsOfStatus :many
SELECT * FROM tickets WHERE agent_id = ? AND status = ?;
`
	m := analyze.Analyze(analyze.File{Name: "t.sql", Text: text})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	d := design.New(m, design.Options{Table: "t"})
	want := map[string]struct {
		n    float64
		from string
	}{"OpenTickets": {2500, design.FromValues}, "AgentTicketsOfStatus": {25, design.FromValues}}
	for _, pc := range d.Cost.Patterns {
		if w, ok := want[pc.Name]; ok {
			delete(want, pc.Name)
			if pc.ItemsRead != w.n || pc.ItemsFrom != w.from {
				t.Errorf("%s reads %v items (%s), want %v (%s)", pc.Name, pc.ItemsRead, pc.ItemsFrom, w.n, w.from)
			}
		}
	}
	for name := range want {
		t.Errorf("no cost for %s", name)
	}
}
