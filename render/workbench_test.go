package render_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"sql2dynamo/render"
)

// TestWorkbenchStructure checks every exported Workbench model against the
// rules the format imposes: metadata, key attributes, every attribute
// declared with one type, indexes with KeyAttributes, one facet per entity,
// and items without NULLs whose values fit their declared type.
func TestWorkbenchStructure(t *testing.T) {
	files, _ := filepath.Glob("../testdata/*/workbench.json")
	if len(files) == 0 {
		t.Fatal("no workbench.json goldens")
	}
	for _, path := range files {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var wb render.Workbench
		if err := json.Unmarshal(b, &wb); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		m := wb.ModelMetadata
		if wb.ModelName == "" || m.AWSService != "Amazon DynamoDB" || m.Version != "3.0" || m.DateCreated == "" || m.DateLastModified == "" {
			t.Errorf("%s: metadata %+v", path, m)
		}
		if len(wb.DataModel) != 1 {
			t.Fatalf("%s: %d tables", path, len(wb.DataModel))
		}
		dm := wb.DataModel[0]
		types := map[string]string{dm.KeyAttributes.PartitionKey.AttributeName: "S", dm.KeyAttributes.SortKey.AttributeName: "S"}
		for _, a := range dm.NonKeyAttributes {
			if prev, dup := types[a.AttributeName]; dup {
				t.Errorf("%s: attribute %s declared twice (%s, %s)", path, a.AttributeName, prev, a.AttributeType)
			}
			types[a.AttributeName] = a.AttributeType
		}
		for _, ix := range dm.GlobalSecondaryIndexes {
			for _, k := range []string{ix.KeyAttributes.PartitionKey.AttributeName, ix.KeyAttributes.SortKey.AttributeName} {
				if types[k] == "" {
					t.Errorf("%s: index %s key %s is not declared", path, ix.IndexName, k)
				}
			}
		}
		facets := map[string]bool{}
		for _, f := range dm.TableFacets {
			facets[f.FacetName] = true
			if f.KeyAttributeAlias.PartitionKeyAlias == "" || f.KeyAttributeAlias.SortKeyAlias == "" {
				t.Errorf("%s: facet %s has no key templates", path, f.FacetName)
			}
			for _, a := range f.NonKeyAttributes {
				if types[a] == "" {
					t.Errorf("%s: facet %s uses undeclared %s", path, f.FacetName, a)
				}
			}
		}
		for _, item := range dm.TableData {
			for name, value := range item {
				if len(value) != 1 {
					t.Errorf("%s: %s has %d types", path, name, len(value))
				}
				for typ, v := range value {
					if typ == "NULL" || typ != types[name] {
						t.Errorf("%s: %s is %s, declared %s", path, name, typ, types[name])
					}
					if _, err := strconv.ParseFloat(v, 64); typ == "N" && err != nil {
						t.Errorf("%s: %s = %q is not a number", path, name, v)
					}
				}
			}
			if !facets[item["_type"]["S"]] {
				t.Errorf("%s: an item of %s has no facet", path, item["_type"]["S"])
			}
		}
	}
}
