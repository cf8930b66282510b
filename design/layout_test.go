package design_test

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// TestIndexEconomy: a lookup is served by an index or by lookup items,
// whichever costs less at the patterns' rates, as an expert keys it
// (testdata/index_economy). users are touched 1,000 times a second and
// looked up by email, username or phone a few times a second: an index
// per lookup would be rewritten by every touch, so users hold no index
// entry. The UNIQUE email and username have lock items already: those
// hold the user's id and serve the lookups, as an expert's unique-value
// items do; phone gets lookup items of its own. orders are read by id 100
// times a second and rarely written: that index stays.
func TestIndexEconomy(t *testing.T) {
	d := designOf(t, "index_economy")
	for _, e := range d.Entities {
		var lookups, holds []string
		for _, l := range e.Lookups {
			lookups = append(lookups, l.PK.String())
		}
		for _, l := range e.Locks {
			holds = append(holds, l.PK.String()+" holds "+strings.Join(l.Holds, ","))
		}
		want := map[string][]string{
			"users":  {"USER#PHONE#{phone}"},
			"orders": nil,
		}[e.Name]
		if !slices.Equal(lookups, want) {
			t.Errorf("%s: lookup items %v, want %v", e.Name, lookups, want)
		}
		wantHolds := map[string][]string{
			"users":  {"USER#EMAIL#{email} holds id", "USER#USERNAME#{username} holds id"},
			"orders": nil,
		}[e.Name]
		if !slices.Equal(holds, wantHolds) {
			t.Errorf("%s: lock items %v, want %v", e.Name, holds, wantHolds)
		}
		indexes := map[string]int{"users": 0, "orders": 1}[e.Name]
		if got := e.Indexes(); got != indexes {
			t.Errorf("%s: in %d indexes, want %d", e.Name, got, indexes)
		}
	}
	if len(d.Indexes) != 1 {
		t.Errorf("%d GSIs, want 1 (orders by id)", len(d.Indexes))
	}
	for _, name := range []string{"GetUserByEmail", "GetUserByUsername", "ListUsersByPhone"} {
		p := plan(t, d, name)
		if p.Status != design.OK || !p.LookupItems || p.Index != "" {
			t.Errorf("%s: %s on %q, lookup items %v, want the lookup items read: %v", name, p.Status, p.Index, p.LookupItems, p.Reasons)
		}
		if !slices.ContainsFunc(p.Reasons, func(r design.Reason) bool { return strings.Contains(r.Text, "TouchUser (@rps 1000)") }) {
			t.Errorf("%s: no reason names the touch that makes the index dear: %v", name, p.Reasons)
		}
		if lock := name != "ListUsersByPhone"; lock != (p.SKCond != nil && p.SKCond.Values[0].String() == "UNIQUE") {
			t.Errorf("%s: reads %s %v, want the lock item: %v", name, p.PKValue, p.SKCond, lock)
		}
	}
	if p := plan(t, d, "ListCustomerOrders"); p.Status != design.OK || p.LookupItems {
		t.Errorf("ListCustomerOrders: %s, lookup items %v, want its own key", p.Status, p.LookupItems)
	}
}

// TestMutableKeyColumn: an entity read by id at a high rate and written
// by id is keyed by its id, not by a mutable column its listing sorts on
// (testdata/mutable_keys), as an expert keys it: keyed by CATEGORY#
// {category} / ITEM#{end_date}#{id}, every by-id read would go through an
// eventually consistent index and ExtendAuction would move the item (a
// read, then a delete and a put).
func TestMutableKeyColumn(t *testing.T) {
	d := designOf(t, "mutable_keys")
	e := d.Entity("items")
	if e.Placement != design.Root || e.Keys[0].Template.String() != "ITEM#{id}" {
		t.Fatalf("items placed %s, PK %s: want their own collection by id", e.Placement, e.Keys[0].Template)
	}
	if p := plan(t, d, "GetAuctionItem"); p.Operation != design.GetItem || p.Index != "" {
		t.Errorf("GetAuctionItem: %s on %q, want GetItem on the table", p.Operation, p.Index)
	}
	for _, name := range []string{"PlaceBid", "ExtendAuction"} {
		if p := plan(t, d, name); p.Operation != design.UpdateItem || p.Lookup != nil || p.KeyChange {
			t.Errorf("%s: %s (reads first %v, moves the item %v), want one UpdateItem by the table key", name, p.Operation, p.Lookup != nil, p.KeyChange)
		}
	}
	if p := plan(t, d, "ListEndingInCategory"); p.Status != design.OK || p.Operation != design.Query {
		t.Errorf("ListEndingInCategory: %s %s, want a Query", p.Status, p.Operation)
	}
}

// TestLowCardinalityKey: an index keyed on a status of three values is
// sharded when the writes that reach one value pass what a partition
// takes, with the reason and the read fan-out (testdata/hot_status), and
// a read cut by a LIMIT, which shards would not spread, is warned of with
// the rate that makes it hot and another way out.
func TestLowCardinalityKey(t *testing.T) {
	d := designOf(t, "hot_status")
	e := d.Entity("orders")
	if e.Placement != design.Root {
		t.Errorf("orders placed %s: want their own collection by id, not a key of three values", e.Placement)
	}
	var k design.Key
	for _, x := range e.Keys {
		if x.Attr == "GSI1PK" {
			k = x
		}
	}
	if k.Shards != 2 || !strings.Contains(k.Template.String(), "{_shard}") {
		t.Fatalf("GSI1PK %+v: want the status key over 2 shards", k)
	}
	p := plan(t, d, "ListOrdersByStatus")
	if p.Shards != 2 || !slices.ContainsFunc(p.Reasons, func(r design.Reason) bool {
		return strings.Contains(r.Text, "the writes of orders that reach it (1,520 a second in all: PlaceOrder at 1,500, MarkPaid at 20)")
	}) {
		t.Errorf("ListOrdersByStatus: %d shards, reasons %v: want 2, for the writes", p.Shards, p.Reasons)
	}
	for _, pc := range d.Cost.Patterns {
		// Each shard read for the LIMIT's 50 rows: 100 items, 2 requests.
		if pc.Name == "ListOrdersByStatus" && (pc.Requests != 2 || pc.ItemsRead != 100) {
			t.Errorf("ListOrdersByStatus: %v requests, %v items a call, want 2 and 100", pc.Requests, pc.ItemsRead)
		}
		// The index entry of each order under one of 2 shards.
		if pc.Name == "MarkPaid" && pc.PartitionLoad > 20 {
			t.Errorf("MarkPaid: %.1f units a second on %s, want its 20 calls' spread over the shards", pc.PartitionLoad, pc.HotKey)
		}
	}

	text := `-- @rows 100000
CREATE TABLE orders (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  status ENUM('new','paid','shipped') NOT NULL DEFAULT 'new',
  placed_at DATETIME NOT NULL
);
-- name: GetOrder :one
SELECT * FROM orders WHERE id = ?;
-- name: ListByStatus :many
-- @rps 9000
SELECT id, status, placed_at FROM orders WHERE status = ? ORDER BY placed_at DESC LIMIT 50;
`
	m := analyze.Analyze(analyze.File{Name: "t.sql", Text: text})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	d = design.New(m, design.Options{Table: "t"})
	if p := plan(t, d, "ListByStatus"); p.Shards > 1 {
		t.Errorf("ListByStatus sharded %d ways: every call would read each shard for its 50 rows", p.Shards)
	}
	warned := slices.ContainsFunc(d.Diagnostics, func(x analyze.Diagnostic) bool {
		return strings.Contains(x.Message, "ListByStatus: every read goes to the partitions of ORDER#STATUS#{status}") &&
			strings.Contains(x.Message, "at @rps 9000 it asks 13,500 read units a second of one partition") && strings.Contains(x.Hint, "cache its answer")
	})
	if !warned {
		t.Errorf("no warning of the hot LIMIT read with its rate: %v", d.Diagnostics)
	}

	// A read of a whole value spreads: each shard holds a share of it.
	// 30,000 rows over 3 values: 10,000 a value, some 190 read units a
	// call, 19,000 a second at @rps 100; shards bring each under 3,000,
	// and the cost agrees that none runs hot.
	text = strings.Replace(strings.Replace(text, "-- @rows 100000", "-- @rows 30000", 1),
		"-- @rps 9000\nSELECT id, status, placed_at FROM orders WHERE status = ? ORDER BY placed_at DESC LIMIT 50;",
		"-- @rps 100\nSELECT id, status, placed_at FROM orders WHERE status = ?;", 1)
	m = analyze.Analyze(analyze.File{Name: "t.sql", Text: text})
	d = design.New(m, design.Options{Table: "t"})
	p = plan(t, d, "ListByStatus")
	if p.Shards < 2 || !slices.ContainsFunc(p.Reasons, func(r design.Reason) bool { return strings.Contains(r.Text, "its reads of a whole value") }) {
		t.Errorf("ListByStatus: %d shards, reasons %v: want the reads spread", p.Shards, p.Reasons)
	}
	for _, pc := range d.Cost.Patterns {
		if pc.Name == "ListByStatus" && (pc.PartitionLoad > 3000 || pc.Requests != float64(p.Shards)) {
			t.Errorf("ListByStatus: %.0f read units a second on one shard, %v requests: want under 3,000, one per shard", pc.PartitionLoad, pc.Requests)
		}
	}
}

// TestCollectionFilters: a read of a parent's item collection that would
// read items of another entity and drop them (a user's sessions, fifty
// each, read with every GetUserWithOrders at 800 a second) scores that
// cost, and the sessions keep a key of their own (testdata/
// collection_filters), as an expert keeps them.
func TestCollectionFilters(t *testing.T) {
	d := designOf(t, "collection_filters")
	sessions := d.Entity("sessions")
	if sessions.Placement == design.InParent {
		t.Fatalf("sessions live in the item collection of %s: every GetUserWithOrders would read them", sessions.Parent)
	}
	// The same sessions under the users' key or under their own, sorted
	// alike: the same index (by id), the same requests, but for the
	// sessions read and dropped: 50 of about 435 bytes, 6 pages of 4 KB
	// with each of 800 GetUserWithOrders a second.
	cost := regexp.MustCompile(`request cost (\d+)`)
	costOf := func(prefix string) int {
		for _, alt := range sessions.Alternatives {
			if strings.HasPrefix(alt, prefix) {
				return atoi(t, cost.FindStringSubmatch(alt)[1])
			}
		}
		t.Fatalf("no alternative %q in %q", prefix, sessions.Alternatives)
		return 0
	}
	inUsers := costOf("in the item collection of users (PK USER#{user_id}, SK SESSION#{created_at}#{id}): 1 index needed, 1 filtered read")
	own := costOf("keyed by its lookups (PK SESSION#USER_ID#{user_id}, SK SESSION#{created_at}#{id}): 1 index needed")
	if inUsers-own != 800*6 {
		t.Errorf("in the users' collection the sessions cost %d more, want the %d of those read and dropped", inUsers-own, 800*6)
	}
}

func atoi(t *testing.T, s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestLockLookupBindsOnlyItsKey: a lookup that binds more than a UNIQUE
// key (email and org_id) cannot ride on the key's lock item, whose one
// item per email checks no org_id: it gets lookup items of its own.
func TestLockLookupBindsOnlyItsKey(t *testing.T) {
	text := `-- @rows 1000000
CREATE TABLE users (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(255) NOT NULL,
  org_id BIGINT NOT NULL,
  last_seen_at DATETIME NULL,
  UNIQUE KEY users_email (email)
);
-- name: CreateUser :execlastid
-- @rps 5
INSERT INTO users (email, org_id) VALUES (?, ?);
-- name: TouchUser :exec
-- @rps 1000
UPDATE users SET last_seen_at = NOW() WHERE id = ?;
-- name: GetUserByEmailInOrg :one
-- @rps 20
SELECT id, email FROM users WHERE email = ? AND org_id = ?;
`
	m := analyze.Analyze(analyze.File{Name: "t.sql", Text: text})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	d := design.New(m, design.Options{Table: "t"})
	e := d.Entity("users")
	if len(e.Lookups) != 1 || e.Lookups[0].SK.String() != "USER#{org_id}#{id}" {
		t.Errorf("lookup items %+v: want one keyed by org_id and id", e.Lookups)
	}
	if p := plan(t, d, "GetUserByEmailInOrg"); p.Status != design.OK || p.SKCond == nil || p.SKCond.Values[0].String() == "UNIQUE" {
		t.Errorf("GetUserByEmailInOrg: %s, %v: want the lookup items read by email and org_id", p.Status, p.SKCond)
	}
}

// TestPartitionReads: an index that would repeat the table's partition
// key is left out when reading the partition whole costs less, and the
// application sorts (testdata/partition_reads), as an expert keys a
// conversation's few notes: ListNotesByTitle reads every note either
// way; LatestNotes reads 3 of about 10, while an index on updated_at
// would be moved by each of 100 edits a second. LatestMessages, 20 of
// 500 messages 500 times a second, keeps its index, with the figures.
func TestPartitionReads(t *testing.T) {
	d := designOf(t, "partition_reads")
	notes := d.Entity("notes")
	if notes.Placement != design.InParent || notes.Parent != "conversations" || notes.Indexes() != 0 {
		t.Fatalf("notes placed %s under %q in %d indexes: want the conversations' collection and no index", notes.Placement, notes.Parent, notes.Indexes())
	}
	for _, name := range []string{"ListNotesByTitle", "LatestNotes"} {
		p := plan(t, d, name)
		sorts := slices.ContainsFunc(p.App, func(a design.AppStep) bool { return a.Kind == design.AppSort })
		if p.Status != design.OK || p.Index != "" || p.Operation != design.Query || p.Limit != 0 || !sorts {
			t.Errorf("%s: %s %s on %q, Limit %d, application sort %v: want the table's partition read whole and sorted", name, p.Status, p.Operation, p.Index, p.Limit, sorts)
		}
	}
	if p := plan(t, d, "LatestNotes"); !slices.ContainsFunc(p.Reasons, func(r design.Reason) bool {
		return strings.Contains(r.Text, "reading the table's partition whole (10 rows of notes, on average, by @rows)")
	}) {
		t.Errorf("LatestNotes: no reason prices the partition read: %v", p.Reasons)
	}
	messages := d.Entity("messages")
	if messages.Indexes() != 1 || !slices.ContainsFunc(messages.Reasons, func(r design.Reason) bool {
		return strings.Contains(r.Text, "the table's partition could serve it read whole (500 rows of messages, on average, by @rows)") && strings.Contains(r.Text, "so the index it is")
	}) {
		t.Errorf("messages in %d indexes, reasons %v: want the index for LatestMessages, the partition priced", messages.Indexes(), messages.Reasons)
	}
	if p := plan(t, d, "LatestMessages"); p.Index == "" || p.Limit != 20 {
		t.Errorf("LatestMessages on %q, Limit %d: want the index, 20 items", p.Index, p.Limit)
	}

	// A key every UPDATE moves is not credited with the index it would
	// save: wallets keep their id as the table key, not customer_id and
	// balance (Credit and Debit would each read, delete and put).
	w := designOf(t, "decimal_arithmetic").Entity("wallets")
	if w.Keys[0].Template.String() != "WALLET#{id}" {
		t.Errorf("wallets keyed %s: want their id", w.Keys[0].Template)
	}
}
