package main

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

// readmeCommands are the command lines of README.md's sh blocks that call
// sql2dynamo, without their comments and output redirections.
func readmeCommands(t *testing.T, readme string) [][]string {
	var out [][]string
	inSh := false
	for _, line := range strings.Split(readme, "\n") {
		switch {
		case strings.HasPrefix(line, "```"):
			inSh = line == "```sh"
			continue
		case !inSh:
			continue
		}
		line, _, _ = strings.Cut(line, "#")
		line, _, _ = strings.Cut(line, ">")
		fields := strings.Fields(line)
		switch {
		case len(fields) > 2 && fields[0] == "sql2dynamo":
			out = append(out, fields[1:])
		case len(fields) > 3 && fields[0] == "go" && fields[1] == "run" && fields[2] == "./cmd/sql2dynamo":
			out = append(out, fields[3:])
		}
	}
	return out
}

// TestReadmeCommands runs every command line README.md shows, with its
// example files, from the repository root: each must still work.
func TestReadmeCommands(t *testing.T) {
	t.Chdir("../..")
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	cmds := readmeCommands(t, string(readme))
	if len(cmds) < 5 {
		t.Fatalf("found %d command lines in README.md's sh blocks", len(cmds))
	}
	for _, args := range cmds {
		if args[0] == "verify" && os.Getenv("DYNAMODB_LOCAL_DIR") == "" {
			t.Logf("skipped without DynamoDB Local: %v", args)
			continue
		}
		var stderr bytes.Buffer
		if code := run(args, io.Discard, &stderr); code != exitOK {
			t.Errorf("sql2dynamo %s: exit %d\n%s", strings.Join(args, " "), code, stderr.String())
		}
	}
}

// TestReadmeFlags: every flag of every command is in README.md, with its
// default where it has one, and the usage line of each command names it.
func TestReadmeFlags(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	root := newRoot(io.Discard, io.Discard)
	for _, cmd := range root.Commands() {
		if cmd.Hidden || cmd.Name() == "help" || cmd.Name() == "completion" {
			continue
		}
		cmd.LocalFlags().VisitAll(func(f *pflag.Flag) {
			if f.Name == "help" {
				return
			}
			if !bytes.Contains(readme, []byte("--"+f.Name)) {
				t.Errorf("%s --%s is not in README.md", cmd.Name(), f.Name)
			}
			if d := f.DefValue; d != "" && d != "false" && d != "[]" && !bytes.Contains(readme, []byte(d)) {
				t.Errorf("%s --%s defaults to %s, which README.md does not say", cmd.Name(), f.Name, d)
			}
		})
	}
}
