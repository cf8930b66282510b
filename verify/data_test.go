package verify

import (
	"context"
	"testing"

	"sql2dynamo/analyze"
)

// TestLoadCompositeKeys loads a join table whose two integer keys run
// together the same way ((1, 11) and (11, 1)): go-mysql-server refuses such
// rows in one INSERT, so load must split them.
func TestLoadCompositeKeys(t *testing.T) {
	m := analyze.Analyze(analyze.File{Name: "t.sql", Text: `CREATE TABLE post_tags (post_id BIGINT NOT NULL, tag_id INT NOT NULL, PRIMARY KEY (post_id, tag_id));`})
	eng, err := newMemEngine(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, ddl := range m.Schema {
		if err := eng.exec(ddl); err != nil {
			t.Fatal(err)
		}
	}
	s := func(v string) *string { return &v }
	rows := map[string][]row{"post_tags": {{"post_id": s("1"), "tag_id": s("11")}, {"post_id": s("11"), "tag_id": s("1")}, {"post_id": s("2"), "tag_id": s("2")}}}
	if err := load(eng, m, rows); err != nil {
		t.Fatal(err)
	}
	got, err := readBack(eng, m)
	if err != nil {
		t.Fatal(err)
	}
	if len(got["post_tags"]) != 3 {
		t.Errorf("loaded %d rows, want 3", len(got["post_tags"]))
	}
}
