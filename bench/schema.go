// Package bench generates the inputs of sql2dynamo's benchmarks: a schema of
// n tables and 5n named queries, written as the applications of the corpus
// (testdata/apps) write theirs. Its benchmarks (bench_test.go) run every
// stage on them at 250, 1,000 and 4,000 tables.
package bench

import (
	"fmt"
	"strings"
)

// Schema is n tables and 5n sqlc queries. Table i > 0 is a child of table
// (i-1)/2 (a binary tree of integer ids, with no foreign key, as most
// applications declare none), and each has a nullable text, a status, a
// counter and a creation time. Its five queries are the shapes real
// applications write:
//
//   - by id;
//   - its children newest first, with an optional filter on the status
//     (sqlc.narg: NULL means any), or for the root, by name;
//   - the children joined to their parent's name;
//   - an insert stamped with NOW();
//   - a lock (SELECT ... FOR UPDATE) on even tables, a counter
//     (views = views + 1) on odd ones.
func Schema(n int) string {
	var sb strings.Builder
	sb.Grow(n * 1400)
	for i := range n {
		fmt.Fprintf(&sb, "CREATE TABLE t%d (\n  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,\n", i)
		if i > 0 {
			sb.WriteString("  parent_id BIGINT NOT NULL,\n")
		}
		sb.WriteString("  name VARCHAR(100) NOT NULL,\n  status VARCHAR(20) NOT NULL DEFAULT 'active',\n" +
			"  views INT NOT NULL DEFAULT 0,\n  note TEXT NULL,\n  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP")
		if i > 0 {
			fmt.Fprintf(&sb, ",\n  KEY t%d_parent (parent_id, created_at)", i)
		}
		sb.WriteString("\n);\n\n")
	}
	for i := range n {
		fmt.Fprintf(&sb, "-- name: GetT%d :one\nSELECT * FROM t%d WHERE id = ?;\n\n", i, i)
		if i == 0 {
			fmt.Fprintf(&sb, "-- name: ListT%dByName :many\nSELECT * FROM t%d WHERE name = ? ORDER BY created_at DESC LIMIT 20;\n\n", i, i)
			fmt.Fprintf(&sb, "-- name: CountT%d :one\nSELECT COUNT(*) FROM t%d WHERE status = ?;\n\n", i, i)
			fmt.Fprintf(&sb, "-- name: CreateT%d :execlastid\nINSERT INTO t%d (name, note, created_at) VALUES (?, ?, NOW());\n\n", i, i)
		} else {
			p := (i - 1) / 2
			fmt.Fprintf(&sb, "-- name: ListT%dByParent :many\nSELECT * FROM t%d\nWHERE parent_id = ? AND (sqlc.narg('status') IS NULL OR status = sqlc.narg('status'))\nORDER BY created_at DESC\nLIMIT 20;\n\n", i, i)
			fmt.Fprintf(&sb, "-- name: ListT%dWithParent :many\nSELECT c.id, c.name, c.created_at, p.name AS parent_name\nFROM t%d c\nJOIN t%d p ON p.id = c.parent_id\nWHERE c.parent_id = ?\nORDER BY c.created_at DESC;\n\n", i, i, p)
			fmt.Fprintf(&sb, "-- name: CreateT%d :execlastid\nINSERT INTO t%d (parent_id, name, note, created_at) VALUES (?, ?, ?, NOW());\n\n", i, i)
		}
		if i%2 == 0 {
			fmt.Fprintf(&sb, "-- name: LockT%d :one\nSELECT * FROM t%d WHERE id = ? FOR UPDATE;\n\n", i, i)
		} else {
			fmt.Fprintf(&sb, "-- name: BumpT%dViews :exec\nUPDATE t%d SET views = views + 1 WHERE id = ?;\n\n", i, i)
		}
	}
	return sb.String()
}
