// Command sql2dynamo designs a DynamoDB table from a relational schema and
// the SQL an application runs.
package main

import (
	"io"
	"os"

	"sql2dynamo/render"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// Exit codes.
const (
	exitOK       = 0
	exitFailure  = 1 // verify: a pattern failed; or the tool itself failed (a file could not be written)
	exitBadInput = 2 // bad input or usage; verify: the run could not happen or go on
)

// run is the whole program, testable: arguments in, exit code out.
func run(args []string, stdout, stderr io.Writer) int {
	stderr = render.PrintableWriter{W: stderr} // its messages quote the input: no control character reaches the terminal
	root := newRoot(stdout, stderr)
	root.SetArgs(args)
	code := exitOK
	root.SetContext(withExit(&code))
	if err := root.Execute(); err != nil {
		// Cobra's own errors: unknown command or flag, wrong argument count.
		printf(stderr, "sql2dynamo: %v\nRun 'sql2dynamo --help' for usage.\n", err)
		return exitBadInput
	}
	return code
}
