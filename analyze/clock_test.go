package analyze

import (
	"flag"
	"testing"
)

// update is accepted so that `go test ./... -update` (which regenerates the
// golden files in cmd/sql2dynamo) also runs here; this package has none.
var _ = flag.Bool("update", false, "rewrite golden files (none in this package)")

// TestBindClock: every clock function of a statement takes the one time
// the application wrote with; strings and names that spell one stay.
func TestBindClock(t *testing.T) {
	got := BindClock("UPDATE t SET a = NOW(), b = CURRENT_TIMESTAMP, c = utc_timestamp(6), d = CURDATE(), e = 'NOW()', `now` = current_date WHERE x = ?", "'T'", "'D'")
	want := "UPDATE t SET a = 'T', b = 'T', c = 'T', d = 'D', e = 'NOW()', `now` = 'D' WHERE x = ?"
	if got != want {
		t.Errorf("BindClock:\n got  %s\n want %s", got, want)
	}
}
