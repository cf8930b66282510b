package analyze

import "github.com/pingcap/tidb/pkg/parser"

// ParseOnly runs the TiDB parser alone over text, as one script, and
// returns how many statements it read. It builds no model and reports no
// position: it is the floor the benchmarks (package bench) measure every
// stage of sql2dynamo against, in the same run.
func ParseOnly(text string) (int, error) {
	stmts, _, err := parser.New().ParseSQL(text)
	return len(stmts), err
}
