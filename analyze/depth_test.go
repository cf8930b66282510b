package analyze

import (
	"strings"
	"testing"
)

// TestDeepNesting: a million nested parentheses are a positioned error,
// not a stack overflow that kills the process; 200 still parse.
func TestDeepNesting(t *testing.T) {
	for _, n := range []int{200, 1_000_000} {
		sql := "CREATE TABLE t1 (id INT PRIMARY KEY);\n-- name: Deep :one\nSELECT * FROM t1 WHERE id = " +
			strings.Repeat("(", n) + "1" + strings.Repeat(")", n) + ";\n"
		m := Analyze(File{Name: "deep.sql", Text: sql})
		deep := false
		for _, d := range m.Diagnostics {
			deep = deep || strings.Contains(d.Message, "parentheses nested")
		}
		if want := n > maxDepth; deep != want || m.HasErrors() != want {
			t.Errorf("%d parentheses: depth error %v, errors %v; want %v", n, deep, m.HasErrors(), want)
		}
	}
}
