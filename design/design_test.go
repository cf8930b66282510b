package design_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// update is accepted so that `go test ./... -update` (which regenerates the
// golden files in cmd/sql2dynamo) also runs here; this package has none.
var _ = flag.Bool("update", false, "rewrite golden files (none in this package)")

func designOf(t testing.TB, name string) *design.Design {
	t.Helper()
	path := filepath.Join("..", "testdata", name, "input.sql")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := analyze.Analyze(analyze.File{Name: path, Text: string(b)})
	if m.HasErrors() {
		t.Fatalf("%s: %v", name, m.Diagnostics)
	}
	return design.New(m, design.Options{Table: name})
}

// claim is what the source article says a pattern's request must be.
type claim struct {
	pattern string
	op      string
	index   string // "" for the table, "GSI" for any index
	pkCols  string // columns of the partition key value, comma separated
	sk      string // sort key condition: "= X", "begins_with X", or "" for none
	desc    bool
	limit   int
}

func TestSeedClaims(t *testing.T) {
	cases := map[string][]claim{
		// Seed 002: customers, orders, invoices.
		"retail": {
			{pattern: "GetCustomer", op: "GetItem", pkCols: "customer_id", sk: "= CUSTOMER"},
			{pattern: "GetCustomerOrders", op: "Query", pkCols: "customer_id", sk: "begins_with ORDER#"},
			{pattern: "GetOrder", op: "Query", index: "GSI", pkCols: "order_id", sk: "begins_with ORDER#"},
			{pattern: "GetCustomerOrder", op: "Query", index: "GSI", pkCols: "order_id", sk: "= ORDER#{customer_id}"},
			{pattern: "GetCustomerInvoices", op: "Query", pkCols: "customer_id", sk: "begins_with INVOICE#"},
			{pattern: "GetInvoiceOrders", op: "Query", index: "GSI", pkCols: "invoice_id", sk: "begins_with ORDER#"},
			{pattern: "GetRecentOrders", op: "Query", pkCols: "customer_id", sk: "begins_with ORDER#", desc: true, limit: 10},
		},
		// Seed 003: store locations, a hierarchical sort key (R7).
		"starbucks": {
			{pattern: "StoresInCountry", op: "Query", pkCols: "country", sk: "begins_with STORE#"},
			{pattern: "StoresInState", op: "Query", pkCols: "country", sk: "begins_with STORE#{state}#"},
			{pattern: "StoresInCity", op: "Query", pkCols: "country", sk: "begins_with STORE#{state}#{city}#"},
			{pattern: "StoresInZipCode", op: "Query", pkCols: "country", sk: "begins_with STORE#{state}#{city}#{zip_code}#"},
		},
		// Seed 003: embedded addresses (R8) and copied author facts (R9).
		"library": {
			{pattern: "GetCustomerWithAddresses", op: "GetItem", pkCols: "customer_id", sk: "= CUSTOMER"},
			{pattern: "GetBook", op: "GetItem", pkCols: "isbn", sk: "= BOOK"},
			{pattern: "GetAuthor", op: "GetItem", pkCols: "author_id", sk: "= AUTHOR"},
		},
		// Seed 000: embedded addresses, an order with its items, a sparse index.
		"shop": {
			{pattern: "GetUserProfile", op: "GetItem", pkCols: "username", sk: "= USER"},
			{pattern: "GetUserOrders", op: "Query", index: "GSI", pkCols: "username", sk: "begins_with ORDER#", desc: true},
			{pattern: "GetOrderWithItems", op: "Query", pkCols: "order_id", sk: ""},
			{pattern: "GetUserOrdersByStatus", op: "Query", index: "GSI", pkCols: "username", sk: "begins_with ORDER#{status}#", desc: true},
			{pattern: "GetOpenOrders", op: "Query", index: "GSI", pkCols: "", sk: "begins_with ORDER#"},
		},
		// Seed 004: one overloaded GSI, an adjacency list read both ways.
		"monitoring": {
			{pattern: "GetProject", op: "GetItem", pkCols: "project_id", sk: "= PROJECT"},
			{pattern: "ListProjectMonitors", op: "Query", pkCols: "project_id", sk: "begins_with MONITOR#"},
			{pattern: "ListOrganizationProjects", op: "Query", index: "GSI", pkCols: "org_id", sk: "begins_with PROJECT#"},
			{pattern: "ListUserProjects", op: "Query", index: "GSI", pkCols: "user_id", sk: "begins_with PROJECT_USER#"},
			{pattern: "ListProjectUsers", op: "Query", pkCols: "project_id", sk: "begins_with PROJECT_USER#"},
			{pattern: "ListMonitorsCreatedBetween", op: "Query", pkCols: "project_id", sk: "BETWEEN MONITOR#{created_at.lo}"},
			{pattern: "ListMonitorsDue", op: "Query", index: "GSI", pkCols: "project_id", sk: "BETWEEN MONITOR#", limit: 50},
			// The article leaves the logs' key open; no pattern reads a log
			// by its id, so the table's key serves this read, not an index.
			{pattern: "ListMonitorLogs", op: "Query", pkCols: "monitor_id", sk: "begins_with MONITOR_LOG#", desc: true, limit: 100},
		},
		// Seed 001: the single-table field pattern (R12).
		"company": {
			{pattern: "GetCompany", op: "Query", pkCols: "company_id", sk: ""},
			{pattern: "GetPerson", op: "Query", index: "GSI", pkCols: "person_id", sk: "= PERSON"},
		},
		// Seed 003: organizations, users, tickets.
		"saas": {
			{pattern: "GetOrganization", op: "GetItem", pkCols: "org_name", sk: "= ORGANIZATION"},
			{pattern: "GetOrganizationWithUsers", op: "Query", pkCols: "org_name", sk: ""},
			{pattern: "ListOrganizationUsers", op: "Query", pkCols: "org_name", sk: "begins_with USER#"},
			{pattern: "GetUser", op: "GetItem", pkCols: "org_name", sk: "= USER#{user_name}"},
			{pattern: "ListUserTickets", op: "Query", index: "GSI", pkCols: "org_name,user_name", sk: "begins_with TICKET#", desc: true},
			{pattern: "GetTicket", op: "GetItem", pkCols: "ticket_id", sk: "= TICKET"},
		},
	}
	for name, claims := range cases {
		d := designOf(t, name)
		for _, c := range claims {
			t.Run(name+"/"+c.pattern, func(t *testing.T) {
				p := plan(t, d, c.pattern)
				if p.Status != design.OK {
					t.Errorf("status %s, want ok: %v", p.Status, p.Reasons)
				}
				if p.Operation != c.op {
					t.Errorf("operation %s, want %s", p.Operation, c.op)
				}
				if index := strings.TrimRight(p.Index, "0123456789"); index != c.index {
					t.Errorf("index %q, want %q", p.Index, c.index)
				}
				if got := strings.Join(p.PKValue.Columns(), ","); got != c.pkCols {
					t.Errorf("partition key columns %q, want %q (key %s)", got, c.pkCols, p.PKValue)
				}
				sk := ""
				if p.SKCond != nil {
					sk = p.SKCond.Op + " " + p.SKCond.Values[0].String()
				}
				if sk != c.sk {
					t.Errorf("sort key condition %q, want %q", sk, c.sk)
				}
				if p.Descending != c.desc || p.Limit != c.limit {
					t.Errorf("descending %v limit %d, want %v %d", p.Descending, p.Limit, c.desc, c.limit)
				}
			})
		}
	}
}

// TestRecentOrdersSortKey checks the conflict the retail case is about:
// orders sorted by date in the customer's collection, the id lookup on an
// index, as seed 002 concludes.
func TestRecentOrdersSortKey(t *testing.T) {
	d := designOf(t, "retail")
	for _, e := range d.Entities {
		if e.Name == "orders" {
			if got := e.Key(design.SK).String(); got != "ORDER#{order_date}#{order_id}" {
				t.Errorf("orders SK = %s, want ORDER#{order_date}#{order_id}", got)
			}
			if len(e.Alternatives) == 0 {
				t.Error("orders: the rejected placements must be recorded")
			}
			return
		}
	}
	t.Fatal("no orders entity")
}

func plan(t *testing.T, d *design.Design, name string) *design.Plan {
	t.Helper()
	for _, p := range d.Plans {
		if p.Pattern.Name == name {
			return p
		}
	}
	t.Fatalf("no pattern %s", name)
	return nil
}

// TestKeyAttributesReserved: every attribute a design writes beside the
// columns is one analyze refuses as a column name, so none can collide.
func TestKeyAttributesReserved(t *testing.T) {
	for _, name := range []string{"retail", "many_indexes", "leaderboard", "overloaded", "photos"} {
		d := designOf(t, name)
		attrs := []string{design.Type, design.ShardCol}
		for _, e := range d.Entities {
			for _, k := range e.Keys {
				attrs = append(attrs, k.Attr)
			}
		}
		for _, a := range attrs {
			if !analyze.Reserved(a) {
				t.Errorf("%s: the design writes %s, which analyze lets a column be named", name, a)
			}
		}
	}
}

// designedCases are the testdata cases of one input.sql (a sqlc project
// is a folder of its own shape).
func designedCases() []string {
	reports, _ := filepath.Glob("../testdata/*/report.md")
	var names []string
	for _, r := range reports {
		name := filepath.Base(filepath.Dir(r))
		if _, err := os.Stat(filepath.Join("..", "testdata", name, "input.sql")); err == nil {
			names = append(names, name)
		}
	}
	return names
}

// TestReasonsNameOwnOperations: a reason speaks of the pattern it is under.
// Each item request a reason names is one the pattern's plan sends
// (its steps, the read a write makes first, an upsert's other way, the
// sequence's UpdateItem, the read of an existing row's id), so no reason text is carried over from another
// pattern.
func TestReasonsNameOwnOperations(t *testing.T) {
	// The item requests: a reason that says PutItem under a
	// TransactWriteItems, or GetItem under a BatchGetItem, misleads. (Other
	// names appear in advice: "a Scan would", "Query it instead".)
	ops := []string{design.GetItem, "PutItem", "UpdateItem", "DeleteItem"}
	for _, name := range designedCases() {
		d := designOf(t, name)
		for _, p := range d.Plans {
			if p.Status == design.Unsupported {
				continue // its reasons say what it would take
			}
			sent := map[string]bool{}
			var walk func(q *design.Plan)
			walk = func(q *design.Plan) {
				if q == nil {
					return
				}
				sent[q.Operation] = true
				for _, s := range q.Steps() {
					sent[s.Operation] = true
				}
				walk(q.Lookup)
				walk(q.Otherwise)
				walk(q.NextID)
				walk(q.Existing)
				walk(q.Evict)
				for _, v := range slices.Concat(q.Variants, q.Redirects, q.Collides, q.Parents) {
					walk(v)
				}
			}
			walk(p)
			for _, reason := range p.Reasons {
				words := regexp.MustCompile(`\b[A-Za-z]+\b`).FindAllString(reason.Text, -1)
				for _, op := range ops {
					if slices.Contains(words, op) && !sent[op] {
						t.Errorf("%s %s: a reason names %s, which the plan does not send: %q", name, p.Pattern.Name, op, reason.Text)
					}
				}
			}
		}
	}
}

// TestReasonsListNames: a reason that lists the patterns a key or an
// index serves names each one (a UNION's SELECT, a read per row and a
// subquery are named after their statement), never an empty name.
func TestReasonsListNames(t *testing.T) {
	empty := regexp.MustCompile(`(for|serves|,) ,`)
	for _, name := range designedCases() {
		d := designOf(t, name)
		for _, e := range d.Entities {
			for _, r := range e.Reasons {
				if empty.MatchString(r.Text) {
					t.Errorf("%s %s: a reason lists an unnamed pattern: %q", name, e.Name, r.Text)
				}
			}
		}
	}
}

// TestReasonsPointIntoOwnStatement: a reason's position is in its own
// pattern's statement, or in the schema, never in another pattern's SQL.
func TestReasonsPointIntoOwnStatement(t *testing.T) {
	for _, name := range designedCases() {
		d := designOf(t, name)
		type span struct {
			name     string
			from, to int
		}
		var spans []span
		for _, p := range d.Plans {
			spans = append(spans, span{p.Pattern.Name, p.Pattern.Pos.Line, p.Pattern.Pos.Line + strings.Count(p.Pattern.SQL, "\n")})
		}
		for _, p := range d.Plans {
			for _, reason := range p.Reasons {
				for _, s := range spans {
					if s.name != p.Pattern.Name && reason.Pos.Line >= s.from && reason.Pos.Line <= s.to && reason.Pos.Line > 0 {
						t.Errorf("%s %s: a reason points into %s (line %d): %q", name, p.Pattern.Name, s.name, reason.Pos.Line, reason.Text)
					}
				}
			}
		}
	}
}

func lookupSteps(p *design.Plan) []*design.Plan {
	if p.Lookup == nil {
		return nil
	}
	return p.Lookup.Steps()
}

// TestReasonsNameOwnColumns: the {placeholders} a reason shows are columns
// of the tables its pattern's SQL names (or the key attributes, a shard, a
// sqlc parameter's name), and a "col = ?" it quotes is in the pattern's
// SQL: no reason text shared by a pattern it does not apply to.
func TestReasonsNameOwnColumns(t *testing.T) {
	placeholder := regexp.MustCompile(`\{([A-Za-z0-9_$.]+)\}`)
	compared := regexp.MustCompile(`\b([A-Za-z_][A-Za-z0-9_]*) (?:=|>=|<=|<|>|<>|!=) \?`)
	suffix := regexp.MustCompile(`\.(old|lo|hi|new|by|set|prefix|now|today|[0-9]+)$`)
	checked := 0
	for _, name := range designedCases() {
		d := designOf(t, name)
		for _, p := range d.Plans {
			if p.Status == design.Unsupported {
				continue
			}
			sql := strings.ToLower(p.Pattern.SQL)
			known := map[string]bool{"pk": true, "sk": true, design.ShardCol: true}
			tables := slices.Clone(p.Pattern.Written)
			for _, s := range slices.Concat(p.Steps(), lookupSteps(p)) {
				tables = append(tables, s.Entity)
			}
			for _, e := range d.Model.Entities {
				if slices.Contains(tables, e.Name) {
					for _, c := range e.Columns {
						known[strings.ToLower(c.Name)] = true
					}
				}
			}
			for _, b := range p.Bindings {
				known[strings.ToLower(b.Param)] = true
			}
			var reasons []design.Reason
			for _, s := range p.Steps() {
				reasons = append(reasons, s.Reasons...)
			}
			for _, reason := range reasons {
				for _, m := range placeholder.FindAllStringSubmatch(reason.Text, -1) {
					col := suffix.ReplaceAllString(m[1], "")
					// A literal of the SQL may itself hold braces (js_names'
					// '${draft}'): its text, not a placeholder.
					ok := known[strings.ToLower(col)] || strings.Contains(sql, strings.ToLower(m[0]))
					if table, c, copied := strings.Cut(col, "."); copied {
						ok = d.Model.Entity(table) != nil && d.Model.Entity(table).Column(c) != nil // a copy's source
					}
					checked++
					if !ok {
						t.Errorf("%s %s: a reason shows {%s}, no column of the tables its SQL names: %q", name, p.Pattern.Name, m[1], reason.Text)
					}
				}
				for _, m := range compared.FindAllStringSubmatch(reason.Text, -1) {
					checked++
					if !strings.Contains(sql, strings.ToLower(m[1])) {
						t.Errorf("%s %s: a reason quotes %q, which its SQL does not compare: %q", name, p.Pattern.Name, m[0], reason.Text)
					}
				}
			}
		}
	}
	if checked < 500 {
		t.Errorf("only %d names checked: the test no longer reads the reasons", checked)
	}
}

// TestPrimaryKeyLock: an INSERT that gives the primary key, into a table
// keyed by other columns, puts a lock item on the primary key, so that a
// second row with the id fails as SQL's PRIMARY KEY makes it; one that
// leaves an AUTO_INCREMENT id to the sequence item needs none.
func TestPrimaryKeyLock(t *testing.T) {
	const schema = `CREATE TABLE users (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  handle VARCHAR(40) NOT NULL UNIQUE,
  name VARCHAR(100) NOT NULL
);
-- name: UserByHandle :one
SELECT * FROM users WHERE handle = ?;
`
	for _, c := range []struct {
		insert string
		locks  int
	}{
		{"INSERT INTO users (id, handle, name) VALUES (?, ?, ?);", 1},
		{"INSERT INTO users (handle, name) VALUES (?, ?);", 0},
	} {
		m := analyze.Analyze(analyze.File{Name: "t.sql", Text: schema + "-- name: AddUser :exec\n" + c.insert + "\n"})
		if m.HasErrors() {
			t.Fatal(m.Diagnostics)
		}
		d := design.New(m, design.Options{Table: "t"})
		if got := d.Entity("users").Keys[0].Template.String(); got != "USER#HANDLE#{handle}" {
			t.Fatalf("users keyed by %s, want its handle: the case no longer tests a table keyed by other columns", got)
		}
		p := d.Plans[1]
		if len(p.Locks) != c.locks || (c.locks > 0 && !slices.Equal(p.Locks[0].Columns, []string{"id"})) {
			t.Errorf("%s: locks %v, want one on the primary key (id)", c.insert, p.Locks)
		}
	}
}

// TestOptionalKeeps: COALESCE(?, c) keeps c on a NULL only; CASE WHEN ?
// keeps it on NULL and on what MySQL reads as false.
func TestOptionalKeeps(t *testing.T) {
	s := func(v string) *string { return &v }
	coalesce, flag := design.Optional{Column: "c", Param: "c", KeepNull: true}, design.Optional{Column: "c", Param: "c.set"}
	for _, tc := range []struct {
		o    design.Optional
		v    *string
		want bool
	}{
		{coalesce, nil, true}, {coalesce, s(""), false}, {coalesce, s("0"), false},
		{flag, nil, true}, {flag, s("0"), true}, {flag, s("0.0"), true}, {flag, s("no"), true},
		{flag, s("1"), false}, {flag, s("-2"), false},
		// Text is the number it starts with, as MySQL reads it.
		{flag, s("2024-05-01 00:00:00"), false}, {flag, s(" 1abc"), false}, {flag, s("0e5x"), true},
		{flag, s(".5"), false}, {flag, s("-"), true}, {flag, s("1e"), false}, {flag, s("0000-00-00"), true},
	} {
		if got := tc.o.Keeps(tc.v); got != tc.want {
			t.Errorf("%+v keeps %v: %v, want %v", tc.o, tc.v, got, tc.want)
		}
	}
}

// TestNullChooses: the plan for NULL parameters is the variant planned
// for the keyed ones among them (team_id keys GSI1's partition,
// display_name its sort key), with REMOVE for the others (bio, which only
// the item holds); with none NULL it is the plan itself.
func TestNullChooses(t *testing.T) {
	d := designOf(t, "nullable_sets")
	plan := func(name string) *design.Plan {
		for _, p := range d.Plans {
			if p.Pattern.Name == name {
				return p
			}
		}
		t.Fatalf("no pattern %s", name)
		return nil
	}
	null := func(names ...string) func(string) bool {
		return func(x string) bool { return slices.Contains(names, x) }
	}
	move := plan("MoveToTeam")
	if len(move.Variants) != 3 {
		t.Fatalf("MoveToTeam: %d variants, want 3 (team_id, display_name, both)", len(move.Variants))
	}
	if got := move.Null(d.Table, d.Model, null()); got != move {
		t.Errorf("MoveToTeam with no NULL: another plan")
	}
	for _, nulls := range [][]string{{"team_id"}, {"display_name"}, {"display_name", "team_id"}} {
		got := move.Null(d.Table, d.Model, null(nulls...))
		if !slices.Equal(slices.Sorted(slices.Values(got.Nulls)), nulls) {
			t.Errorf("MoveToTeam with %v NULL: the variant for %v", nulls, got.Nulls)
		}
		for _, c := range nulls {
			if _, set := got.Updates[c]; set || !slices.Contains(got.Removes, c) {
				t.Errorf("MoveToTeam with %v NULL: updates %v, removes %v", nulls, got.Updates, got.Removes)
			}
		}
	}
	if got := move.Null(d.Table, d.Model, null("team_id")); !slices.Contains(got.KeyRemoves, "GSI1PK") {
		t.Errorf("MoveToTeam with team_id NULL: key removes %v, want the item out of GSI1", got.KeyRemoves)
	}
	profile := plan("UpdateProfile")
	got := profile.Null(d.Table, d.Model, null("bio"))
	if _, set := got.Updates["bio"]; set || !slices.Contains(got.Removes, "bio") || got.Request == nil || !slices.Equal(got.Nulls, []string{"bio"}) {
		t.Errorf("UpdateProfile with bio NULL: updates %v, removes %v, nulls %v", got.Updates, got.Removes, got.Nulls)
	}
	if _, set := got.Updates["avatar_url"]; !set {
		t.Errorf("UpdateProfile with bio NULL: avatar_url no longer set")
	}
	// ON DUPLICATE KEY UPDATE city = VALUES(city): the update and the
	// INSERT it falls back to, both with the NULL.
	upsert := plan("UpsertProfile").Null(d.Table, d.Model, null("city"))
	if !slices.Equal(upsert.Nulls, []string{"city"}) || upsert.Otherwise == nil || !slices.Contains(upsert.KeyRemoves, "GSI1PK") || upsert.Otherwise.Item["city"] != nil {
		t.Errorf("UpsertProfile with city NULL: nulls %v, key removes %v, otherwise %v", upsert.Nulls, upsert.KeyRemoves, upsert.Otherwise)
	}
}

// TestGenerate: the expressions of generated columns compute as MySQL's
// functions do (values from MySQL 8 for the same calls).
func TestGenerate(t *testing.T) {
	s := func(v string) *string { return &v }
	col := func(c string) *analyze.Expr { return &analyze.Expr{Col: c} }
	lit := func(v string) *analyze.Expr { return &analyze.Expr{Lit: &v} }
	call := func(f string, args ...*analyze.Expr) *analyze.Expr { return &analyze.Expr{Func: f, Args: args} }
	row := map[string]string{"url": "https://Example.com/a/b?x=1", "first": "Zoë", "last": "Ng"}
	value := func(c string) (string, bool) { v, ok := row[c]; return v, ok }
	for _, tc := range []struct {
		x    *analyze.Expr
		want *string
	}{
		{call("md5", lit("abc")), s("900150983cd24fb0d6963f7d28e17f72")},
		{call("sha1", lit("abc")), s("a9993e364706816aba3e25717850c26c9cd0d89d")},
		{call("sha2", lit("abc"), lit("256")), s("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")},
		{call("sha2", lit("abc"), lit("7")), nil},
		{call("lower", col("first")), s("zoë")},
		{call("upper", col("first")), s("ZOË")},
		{call("concat", col("first"), lit(" "), col("last")), s("Zoë Ng")},
		{call("concat", col("first"), col("middle")), nil},
		{call("concat_ws", lit(" "), col("first"), col("middle"), col("last")), s("Zoë Ng")},
		{call("substring_index", call("substring_index", col("url"), lit("/"), lit("3")), lit("/"), lit("-1")), s("Example.com")},
		{call("substring_index", col("url"), lit("/"), lit("9")), s("https://Example.com/a/b?x=1")},
		{call("substring_index", col("url"), lit("?"), lit("-2")), s("https://Example.com/a/b?x=1")},
		{call("left", col("first"), lit("2")), s("Zo")},
		{call("right", col("first"), lit("2")), s("oë")},
		{call("trim", lit("  a b  ")), s("a b")},
		{col("middle"), nil},
	} {
		got := design.Generate(tc.x, value)
		if (got == nil) != (tc.want == nil) || got != nil && *got != *tc.want {
			t.Errorf("%s = %v, want %v", tc.x, deref(got), deref(tc.want))
		}
	}
}

func deref(s *string) string {
	if s == nil {
		return "NULL"
	}
	return *s
}

// TestSortsReadTheirColumns: a plan the application sorts reads the
// columns it sorts by. Each read of a table an ORDER BY column is of
// projects that column (or every attribute): an item without it is NULL
// to the sort, and the rows come in the order they were read, which
// verify cannot see when the answer does not select the column.
func TestSortsReadTheirColumns(t *testing.T) {
	for _, name := range designedCases() {
		d := designOf(t, name)
		var check func(p *design.Plan)
		check = func(p *design.Plan) {
			orders := slices.Clone(p.Sort)
			for _, s := range p.App {
				if s.Kind == design.AppSort {
					orders = append(orders, s.Order...)
				}
			}
			for _, o := range orders {
				e := d.Model.Entity(o.Column.Entity)
				if e == nil || e.Column(o.Column.Column) == nil {
					continue // a computed column, an alias, the answer's own
				}
				for _, st := range p.Steps() {
					if st.Entity == e.Name && len(st.Projection) > 0 && !st.KeysOnly && st.Into == nil &&
						!slices.ContainsFunc(st.Projection, func(a string) bool { return strings.EqualFold(a, o.Column.Column) }) {
						t.Errorf("%s %s: the application sorts by %s.%s, which its read of %s does not project (%s)", name, p.Pattern.Name, e.Name, o.Column.Column, st.Entity, strings.Join(st.Projection, ", "))
					}
				}
			}
			for _, v := range p.Variants {
				check(v)
			}
		}
		for _, p := range d.Plans {
			if p.Status != design.Unsupported {
				check(p)
			}
		}
	}
}

// TestCopiesNeedTheirParent: a parent's columns travel on the child's items
// (R9) only where a declared FOREIGN KEY makes the parent exist and no
// write moves the row to another parent; otherwise the parent is read in
// a step of its own.
func TestCopiesNeedTheirParent(t *testing.T) {
	const schema = `CREATE TABLE authors (id BIGINT NOT NULL PRIMARY KEY, name VARCHAR(100) NOT NULL);
CREATE TABLE books (
  isbn CHAR(13) NOT NULL PRIMARY KEY,
  author_id BIGINT NOT NULL,
  title VARCHAR(200) NOT NULL%s
);
-- name: GetBook :one
SELECT b.*, a.name FROM books b JOIN authors a ON a.id = b.author_id WHERE b.isbn = ?;
`
	const fk = ",\n  FOREIGN KEY (author_id) REFERENCES authors (id)"
	for _, c := range []struct {
		fk, more string
		copied   bool
	}{
		{fk, "", true},
		{"", "", false}, // inferred from the join: an orphan book is no row of GetBook
		{fk, "-- name: MoveBook :exec\nUPDATE books SET author_id = ? WHERE isbn = ?;\n", false},
		{fk, "-- name: Retitle :exec\nUPDATE books SET title = ? WHERE isbn = ?;\n", true},
		{fk, "-- name: AddBook :exec\nINSERT IGNORE INTO books (isbn, author_id, title) VALUES (?, ?, ?);\n", true},
		{fk, "-- name: PutBook :exec\nREPLACE INTO books (isbn, author_id, title) VALUES (?, ?, ?);\n", false},
		{fk, "-- name: CopyBook :exec\nINSERT INTO books (isbn, author_id, title) SELECT ?, author_id, title FROM books WHERE isbn = ?;\n", false},
	} {
		m := analyze.Analyze(analyze.File{Name: "t.sql", Text: fmt.Sprintf(schema, c.fk) + c.more})
		if m.HasErrors() {
			t.Fatal(m.Diagnostics)
		}
		d := design.New(m, design.Options{Table: "t"})
		p := d.Plans[0]
		if copied := len(d.Entity("books").Copies) > 0 && len(p.Then) == 0; copied != c.copied {
			t.Errorf("fk %q, %q: copied %v, want %v (%s → %d further requests)", c.fk, c.more, copied, c.copied, p.Operation, len(p.Then))
		}
	}
}

// TestCopyOfNullChecksMissing: a copied column read as NULL is checked in
// the write's transaction as attribute_not_exists (NullOld by its copy
// placeholder), not as equal to a value.
func TestCopyOfNullChecksMissing(t *testing.T) {
	const src = `CREATE TABLE authors (id BIGINT NOT NULL PRIMARY KEY, name VARCHAR(100) NOT NULL, bio TEXT NULL);
CREATE TABLE books (isbn CHAR(13) NOT NULL PRIMARY KEY, author_id BIGINT NOT NULL,
  FOREIGN KEY (author_id) REFERENCES authors (id));
-- name: GetBook :one
SELECT b.*, a.name, a.bio FROM books b JOIN authors a ON a.id = b.author_id WHERE b.isbn = ?;
-- name: AddBook :exec
INSERT INTO books (isbn, author_id) VALUES (?, ?);
`
	m := analyze.Analyze(analyze.File{Name: "t.sql", Text: src})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	d := design.New(m, design.Options{Table: "t"})
	p := d.Plans[1]
	if len(p.Parents) != 1 {
		t.Fatalf("AddBook reads %d parents, want the author", len(p.Parents))
	}
	check := func(q *design.Plan) string {
		for i, role := range q.TxRoles {
			if role == design.TxCheck {
				return *q.Request.(*dynamodb.TransactWriteItemsInput).TransactItems[i].ConditionCheck.ConditionExpression
			}
		}
		return ""
	}
	if got := check(p); !strings.Contains(got, "#bio = :bio") {
		t.Errorf("the check is %q, want bio compared with the value read", got)
	}
	if got := check(p.NullOld("t", m, []string{design.CopyCol("authors", "bio")})); !strings.Contains(got, "attribute_not_exists(#bio)") || strings.Contains(got, ":bio") {
		t.Errorf("with bio read as NULL the check is %q, want attribute_not_exists(#bio)", got)
	}
}

// TestAttributeAliases: attributes that differ only in runes an alias
// writes as _ (a_b, a-b, a b) each get an alias of their own, so a
// request reads and writes every one of them.
func TestAttributeAliases(t *testing.T) {
	sql := "CREATE TABLE notes (id INT PRIMARY KEY, `a_b` INT, `a-b` INT, `a b` INT, `a_b2` INT);\n" +
		"-- name: ListNotes :many\nSELECT id, `a_b`, `a-b`, `a b`, `a_b2` FROM notes WHERE id > ?;\n" +
		"-- name: SetNote :exec\nUPDATE notes SET `a_b` = ?, `a-b` = ?, `a b` = ?, `a_b2` = ? WHERE id = ?;\n"
	m := analyze.Analyze(analyze.File{Name: "query.sql", Text: sql})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	d := design.New(m, design.Options{Table: "notes"})
	for _, p := range d.Plans {
		var names map[string]string
		switch in := p.Request.(type) {
		case *dynamodb.ScanInput:
			names = in.ExpressionAttributeNames
		case *dynamodb.QueryInput:
			names = in.ExpressionAttributeNames
		case *dynamodb.UpdateItemInput:
			names = in.ExpressionAttributeNames
		default:
			t.Fatalf("%s: %T", p.Pattern.Name, p.Request)
		}
		attrs := map[string]bool{}
		for _, a := range names {
			attrs[a] = true
		}
		for _, want := range []string{"a_b", "a-b", "a b", "a_b2"} {
			if !attrs[want] {
				t.Errorf("%s: no alias names %q: %v", p.Pattern.Name, want, names)
			}
		}
	}
}
