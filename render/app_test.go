package render

import (
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// Every kind of application step has the report's words: a kind added to
// design.AppKinds without them fails here, not in a user's report.
func TestAppKindsDescribed(t *testing.T) {
	for _, k := range design.AppKinds() {
		if _, err := appDoc(&analyze.Model{}, design.AppStep{Kind: k}, true); err != nil {
			t.Error(err)
		}
	}
}
