package gogen

import (
	"maps"
	"testing"
)

// TestImportAliases: a package of sqlc's signatures named as one of the
// templates' imports for another path (an app's own types package beside
// the SDK's dynamodb/types) gets an alias; one of the same path or an
// unclaimed name keeps its name.
func TestImportAliases(t *testing.T) {
	got := importAliases(map[string]string{
		"types":   "github.com/hegner123/modulacms/internal/db/types",
		"dbtypes": "example.com/other/dbtypes", // the alias taken: numbered
		"context": "context",
		"uuid":    "github.com/google/uuid",
		"json":    "example.com/9lives/json", // no identifier starts 9lives: numbered
	})
	want := map[string]string{"types": "dbtypes2", "json": "json2"}
	if !maps.Equal(got, want) {
		t.Fatalf("importAliases = %v, want %v", got, want)
	}
}
