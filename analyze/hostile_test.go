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

// TestNonSQLFileQuotesOneToken: a syntax error in a file that is not
// named .sql (design /etc/passwd) quotes the one token the parser stopped
// at, never the rest of the line.
func TestNonSQLFileQuotesOneToken(t *testing.T) {
	m := Analyze(File{Name: "passwd", Text: "root:x:0:0:root:/root:/bin/bash\nsecret:$6$hash:19000:0:99999:7:::\n"})
	for _, d := range m.Diagnostics {
		if strings.Contains(d.Message, "/root") || strings.Contains(d.Message, "hash") || strings.Contains(d.Message, "x:0") {
			t.Errorf("the message quotes the file: %s", d)
		}
	}
	if !m.HasErrors() {
		t.Fatal("no error")
	}
}
