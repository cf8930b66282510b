package analyze

import (
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
)

// A statement that reaches outside the tables (a file on the server, a
// server-wide lock, the server's own state, a wait) cannot be a DynamoDB
// request, and verify must never run it on a SQL engine: a SELECT ... INTO
// OUTFILE in the input would write a file wherever it names. Such a part of
// a query is listed in Pattern.Outside (the pattern is unsupported, and
// verify never sends it); in the schema (a DEFAULT, a generated column, a
// CHECK, a view) it is an error, since verify runs every schema statement.
//
// The SQL the parser cannot read that does the same (SELECT ... INTO
// DUMPFILE, INTO @variable) is caught on the tokens, in outsideTokens.

// outsideFuncs are MySQL's built-in functions that read files, wait, take
// locks other sessions see, or run commands (sys_exec and sys_eval are the
// well-known UDFs), with what each does.
var outsideFuncs = map[string]string{
	"load_file":                         "reads a file on the server",
	"sleep":                             "waits",
	"benchmark":                         "runs an expression over and over",
	"get_lock":                          "takes a lock every session sees",
	"release_lock":                      "releases a lock every session sees",
	"release_all_locks":                 "releases the locks every session sees",
	"is_free_lock":                      "reads the locks every session sees",
	"is_used_lock":                      "reads the locks every session sees",
	"master_pos_wait":                   "waits for replication",
	"source_pos_wait":                   "waits for replication",
	"wait_for_executed_gtid_set":        "waits for replication",
	"wait_until_sql_thread_after_gtids": "waits for replication",
	"sys_exec":                          "runs a command on the server",
	"sys_eval":                          "runs a command on the server",
}

// outsidePart is one part of a statement that reaches outside the tables.
type outsidePart struct {
	text string // the SQL, as the report shows it
	what string // what it does
	node ast.Node
	word string // the keyword to point at, when the node's position is the statement's
}

// outsideParts lists the parts of a statement that reach outside the
// tables, in the order they are met.
func outsideParts(n ast.Node) []outsidePart {
	if n == nil {
		return nil
	}
	v := &outsideVisitor{}
	n.Accept(v)
	return v.parts
}

type outsideVisitor struct{ parts []outsidePart }

func (v *outsideVisitor) Enter(n ast.Node) (ast.Node, bool) {
	switch x := n.(type) {
	case *ast.SelectStmt:
		if x.SelectIntoOpt != nil { // not among the nodes SelectStmt.Accept visits
			v.parts = append(v.parts, outsidePart{text: "INTO OUTFILE", what: "writes a file on the server", node: x, word: "OUTFILE"})
		}
	case *ast.FuncCallExpr:
		if what, ok := outsideFuncs[x.FnName.L]; ok {
			v.parts = append(v.parts, outsidePart{text: x.FnName.O + "(...)", what: what, node: x})
		}
	case *ast.VariableExpr:
		switch {
		case x.Value != nil:
			v.parts = append(v.parts, outsidePart{text: "@" + x.Name + " := ...", what: "sets a session variable", node: x})
		case x.IsSystem:
			v.parts = append(v.parts, outsidePart{text: "@@" + x.Name, what: "reads the server's settings", node: x})
		default:
			v.parts = append(v.parts, outsidePart{text: "@" + x.Name, what: "reads a session variable", node: x})
		}
	}
	return n, false
}

func (v *outsideVisitor) Leave(n ast.Node) (ast.Node, bool) { return n, true }

// outsideTokens finds, on the tokens, the INTO clauses the parser does not
// read: INTO DUMPFILE writes a file, INTO @x sets a variable. It returns the
// token's offset and what it does, or -1. INTO OUTFILE the parser reads.
func outsideTokens(c *chunk) (int, string) {
	for i := 0; i+1 < len(c.tokens); i++ {
		if t := c.tokens[i]; t.kind != tIdent || !strings.EqualFold(t.text, "INTO") {
			continue
		}
		next := c.tokens[i+1]
		switch {
		case next.kind == tIdent && strings.EqualFold(next.text, "DUMPFILE"):
			return next.off, "SELECT ... INTO DUMPFILE writes a file on the server"
		case next.kind == tPunct && next.text == "@", next.kind == tIdent && len(next.text) > 0 && next.text[0] == '@':
			return next.off, "SELECT ... INTO @variable sets a session variable"
		}
	}
	return -1, ""
}
