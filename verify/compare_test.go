package verify

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// TestEntityWithoutType: items whose projection leaves _type out are still
// told apart, by their key shape, or by the columns asked for.
func TestEntityWithoutType(t *testing.T) {
	d := designCase(t, "../testdata/retail")
	data := generate(context.Background(), d.Model, 5, rand.New(rand.NewPCG(1, 1)), nil, true)
	want := &rowsByEntity{order: []string{"customer", "orders"}, cols: map[string][]string{
		"customer": {"customer_id", "name"},
		"orders":   {"order_id", "customer_id", "status"},
	}}
	for _, name := range want.order {
		it, err := item(d.Entity(name), d.Model.Entity(name), data[name][0])
		if err != nil {
			t.Fatal(err)
		}
		delete(it, design.Type)
		if got := entityOf(d, it, want); got != name {
			t.Errorf("a %s item by its keys: got %q", name, got)
		}
		for attr := range it {
			if attr != "name" && attr != "status" && attr != "order_id" {
				delete(it, attr) // no key left: the columns decide
			}
		}
		if got := entityOf(d, it, want); got != name {
			t.Errorf("a %s item by its columns: got %q", name, got)
		}
	}
}

// TestEdgeBindings: a range's bindings include the span of its partition
// and each end, where an off-by-one in a key condition shows, and the
// span turned round, an empty range (design.AppEmpty).
func TestEdgeBindings(t *testing.T) {
	d := designCase(t, "../testdata/helpdesk")
	data := literalRows(d.Model)
	var p *design.Plan
	for _, q := range d.Plans {
		if q.Pattern.Name == "CustomerTicketsOpenedIn" {
			p = q
		}
	}
	tickets := d.Model.Entity("tickets")
	like := map[string]string{"customer_id": "7", "opened_at.lo": "x", "opened_at.hi": "y"}
	var firstAt, lastAt string
	for _, r := range data["tickets"] {
		if *r["customer_id"] != "7" {
			continue
		}
		if at := *r["opened_at"]; firstAt == "" || at < firstAt {
			firstAt = at
		}
		if at := *r["opened_at"]; at > lastAt {
			lastAt = at
		}
	}
	got := edges(p, d.Model, data, tickets, like)
	want := [][2]string{{firstAt, lastAt}, {firstAt, firstAt}, {lastAt, lastAt}, {lastAt, firstAt}}
	if len(got) != len(want) || firstAt == lastAt {
		t.Fatalf("edges: %v (customer 7 opened tickets from %s to %s)", got, firstAt, lastAt)
	}
	for i, w := range want {
		if got[i]["customer_id"] != "7" || got[i]["opened_at.lo"] != w[0] || got[i]["opened_at.hi"] != w[1] {
			t.Errorf("edge %d: %v, want opened_at from %s to %s for customer 7", i, got[i], w[0], w[1])
		}
	}
}

// verify runs every kind of application step: a kind added to
// design.AppKinds that it cannot run fails here, not in a user's run.
func TestAppKindsRun(t *testing.T) {
	m := &analyze.Model{Entities: []*analyze.Entity{{Name: "t", Columns: []*analyze.Column{{Name: "id", Kind: analyze.KindInteger}}}}}
	r := &runner{d: &design.Design{Model: m}}
	for _, k := range design.AppKinds() {
		if _, err := r.app(&design.Plan{Pattern: &analyze.Pattern{}}, design.AppStep{Kind: k, Entity: "t"}, nil, nil); err != nil {
			t.Error(err)
		}
	}
}

// TestPairs: the join step's rows pair each author with the books whose
// author_id is its id, and, across a LEFT JOIN, an author without books
// with NULLs; an inner join drops it.
func TestPairs(t *testing.T) {
	m := &analyze.Model{Entities: []*analyze.Entity{
		{Name: "authors", Columns: []*analyze.Column{{Name: "id", Kind: analyze.KindInteger}}},
		{Name: "books", Columns: []*analyze.Column{{Name: "id", Kind: analyze.KindInteger}, {Name: "author_id", Kind: analyze.KindInteger}}},
	}}
	steps := []*design.Plan{{Entity: "authors"}, {Entity: "books", Feed: []design.Feed{{Placeholder: "author_id", Attr: "id"}}}}
	n := func(v string) *types.AttributeValueMemberN { return &types.AttributeValueMemberN{Value: v} }
	a1, a2 := dbItem{"id": n("1")}, dbItem{"id": n("2")}
	b10, b11 := dbItem{"id": n("10"), "author_id": n("1")}, dbItem{"id": n("11"), "author_id": n("1")}
	kept := [][]dbItem{{a1, a2}, {b10, b11}}
	for _, c := range []struct {
		outer bool
		want  string
	}{
		{false, "1-10 1-11"},
		{true, "1-10 1-11 2-NULL"},
	} {
		var got []string
		for _, row := range pairs(m, steps, kept, func(int) bool { return c.outer }) {
			b := "NULL"
			if row[1] != nil {
				b = deref(attr(row[1]["id"]))
			}
			got = append(got, deref(attr(row[0]["id"]))+"-"+b)
		}
		if s := strings.Join(got, " "); s != c.want {
			t.Errorf("outer %v: rows %s, want %s", c.outer, s, c.want)
		}
	}
}
