package design_test

import (
	"slices"
	"strings"
	"testing"

	"sql2dynamo/design"
)

// TestIndexEconomy: a lookup is served by an index or by lookup items,
// whichever costs less at the patterns' rates, as an expert keys it
// (testdata/index_economy). users are touched 1,000 times a second and
// looked up by email, username or phone a few times a second: an index
// per lookup would be rewritten by every touch, so lookup items serve
// the lookups and users hold no index entry. orders are read by id 100
// times a second and rarely written: that index stays.
func TestIndexEconomy(t *testing.T) {
	d := designOf(t, "index_economy")
	for _, e := range d.Entities {
		var lookups []string
		for _, l := range e.Lookups {
			lookups = append(lookups, l.PK.String())
		}
		want := map[string][]string{
			"users":  {"USER#EMAIL#{email}", "USER#USERNAME#{username}", "USER#PHONE#{phone}"},
			"orders": nil,
		}[e.Name]
		if !slices.Equal(lookups, want) {
			t.Errorf("%s: lookup items %v, want %v", e.Name, lookups, want)
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
	}
	if p := plan(t, d, "ListCustomerOrders"); p.Status != design.OK || p.LookupItems {
		t.Errorf("ListCustomerOrders: %s, lookup items %v, want its own key", p.Status, p.LookupItems)
	}
}
