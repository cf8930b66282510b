package render_test

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/render"
)

// Inputs that grow, through the whole of design (analyze, design, the
// report): each benchmark runs at 1x, 4x and 16x, and a linear path takes
// 4 and 16 times as long (ns/op), a quadratic one 16 and 256. Before these
// were made linear, 16x took: many parameters 262 ms (the lookup of each
// ? scanned the statement's tokens), many ANDs on one column far past a
// minute at 50,000 (each :a placeholder was numbered by trying :a2, :a3,
// ... from the start), many patterns 145 ms (each name was compared with
// every earlier one).

var scales = []int{1, 4, 16}

// manyPatterns is a schema and n named patterns.
func manyPatterns(n int) string {
	var sb strings.Builder
	sb.WriteString("CREATE TABLE t1 (id BIGINT PRIMARY KEY, a INT, b VARCHAR(20));\n")
	for i := range n {
		fmt.Fprintf(&sb, "-- name: Get%d :one\nSELECT * FROM t1 WHERE id = ? AND a = %d;\n", i, i)
	}
	return sb.String()
}

// manyParams is one INSERT of n rows of three parameters.
func manyParams(n int) string {
	return "CREATE TABLE t1 (id BIGINT PRIMARY KEY, a INT, b VARCHAR(20));\n-- name: Put :exec\nINSERT INTO t1 (id, a, b) VALUES " +
		strings.TrimSuffix(strings.Repeat("(?, ?, ?), ", n), ", ") + ";\n"
}

// manyErrors is n statements with an unknown column each.
func manyErrors(n int) string {
	var sb strings.Builder
	sb.WriteString("CREATE TABLE t1 (id BIGINT PRIMARY KEY);\n")
	for i := range n {
		fmt.Fprintf(&sb, "-- name: Bad%d :one\nSELECT * FROM t1 WHERE nope%d = ?;\n", i, i)
	}
	return sb.String()
}

// manyAnds is one WHERE of n ANDed conditions.
func manyAnds(n int) string {
	var conds []string
	for i := range n {
		conds = append(conds, fmt.Sprintf("a <> %d", i))
	}
	return "CREATE TABLE t1 (id BIGINT PRIMARY KEY, a INT);\n-- name: Many :many\nSELECT * FROM t1 WHERE id = ? AND " + strings.Join(conds, " AND ") + ";\n"
}

func benchScales(b *testing.B, base int, input func(int) string) {
	for _, k := range scales {
		text := input(base * k)
		b.Run(fmt.Sprintf("%dx", k), func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				m := analyze.Analyze(analyze.File{Name: "scale.sql", Text: text})
				if m.HasErrors() {
					continue // the errors are the work
				}
				d := design.New(m, design.Options{Table: "scale"})
				if err := render.Markdown(io.Discard, d, []string{"scale.sql"}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkManyPatterns(b *testing.B) { benchScales(b, 250, manyPatterns) }
func BenchmarkManyParams(b *testing.B)   { benchScales(b, 250, manyParams) }
func BenchmarkManyErrors(b *testing.B)   { benchScales(b, 250, manyErrors) }
func BenchmarkManyAnds(b *testing.B)     { benchScales(b, 250, manyAnds) }
