package render_test

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/render"
)

// update is accepted so that `go test ./... -update` (which regenerates the
// golden files in cmd/sql2dynamo) also runs here; this package has none.
var _ = flag.Bool("update", false, "rewrite golden files (none in this package)")

// synthetic builds a schema of n tables, each a child of an earlier one
// (a binary tree), with five access patterns per table: by key, by a
// non-key column, a range on it, the children of a parent newest first, and
// the children through a join.
func synthetic(n int) string {
	var sb strings.Builder
	for i := range n {
		fmt.Fprintf(&sb, "CREATE TABLE t%d (\n  id%d VARCHAR(36) PRIMARY KEY,\n  name VARCHAR(100) NOT NULL,\n  created_at DATETIME NOT NULL", i, i)
		if i > 0 {
			fmt.Fprintf(&sb, ",\n  parent_id VARCHAR(36) NOT NULL,\n  FOREIGN KEY (parent_id) REFERENCES t%d (id%d)", (i-1)/2, (i-1)/2)
		}
		sb.WriteString("\n);\n\n")
	}
	for i := range n {
		fmt.Fprintf(&sb, "-- name: Get%d :one\nSELECT * FROM t%d WHERE id%d = ?;\n\n", i, i, i)
		fmt.Fprintf(&sb, "-- name: ByName%d :many\nSELECT * FROM t%d WHERE name = ?;\n\n", i, i)
		fmt.Fprintf(&sb, "-- name: Since%d :many\nSELECT * FROM t%d WHERE name = ? AND created_at >= ? ORDER BY created_at;\n\n", i, i)
		p := (i - 1) / 2
		if i > 0 {
			fmt.Fprintf(&sb, "-- name: Children%d :many\nSELECT * FROM t%d WHERE parent_id = ? ORDER BY created_at DESC LIMIT 20;\n\n", i, i)
			fmt.Fprintf(&sb, "-- name: Joined%d :many\nSELECT c.* FROM t%d c JOIN t%d p ON c.parent_id = p.id%d WHERE p.id%d = ?;\n\n", i, i, p, p, p)
		} else {
			fmt.Fprintf(&sb, "-- name: First%d :many\nSELECT * FROM t%d WHERE name = ? LIMIT 5;\n\n", i, i)
			fmt.Fprintf(&sb, "-- name: Named%d :one\nSELECT * FROM t%d WHERE id%d = ? AND name = ?;\n\n", i, i, i)
		}
	}
	return sb.String()
}

var sizes = []int{250, 500, 1000}

// BenchmarkParse is the floor: the analyzer alone on 1,000 tables and 5,000
// queries (and smaller inputs, to show the growth).
func BenchmarkParse(b *testing.B) {
	for _, n := range sizes {
		src := synthetic(n)
		b.Run(fmt.Sprintf("tables=%d", n), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				if m := analyze.Analyze(analyze.File{Name: "big.sql", Text: src}); m.HasErrors() {
					b.Fatal(m.Diagnostics[0])
				}
			}
		})
	}
}

// BenchmarkDesignRender is what follows the parse in one CLI run: the
// design and one rendering (every request through the SDK serializer).
func BenchmarkDesignRender(b *testing.B) {
	formats := map[string]func(io.Writer, *design.Design) error{
		"markdown": func(w io.Writer, d *design.Design) error { return render.Markdown(w, d, []string{"big.sql"}) },
		"json":     render.JSON,
	}
	for _, n := range sizes {
		m := analyze.Analyze(analyze.File{Name: "big.sql", Text: synthetic(n)})
		if m.HasErrors() {
			b.Fatal(m.Diagnostics[0])
		}
		for _, format := range []string{"markdown", "json"} {
			b.Run(fmt.Sprintf("%s/tables=%d", format, n), func(b *testing.B) {
				for b.Loop() {
					d := design.New(m, design.Options{Table: "big"})
					if err := formats[format](io.Discard, d); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
