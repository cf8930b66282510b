package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sql2dynamo/gogen"
)

// sqlcRefuses are the sqlc-style cases sqlc itself does not generate
// (v1.31.1), with what it says: valid MySQL, each one. The drop-in test
// leaves them out.
var sqlcRefuses = map[string]string{
	"hostile_names":         "panics (slice bounds out of range in source.Pluck), or by turns exits 0 having written nothing",
	"insert_select":         `column reference "role_id" is ambiguous`,
	"inventory_dump":        `syntax error near "DELIMITER //"`,
	"joined_writes_refused": `column "body" does not exist`,
	"photos":                `column reference "album_id" is ambiguous`,
	"refused_writes":        `column reference "slug" is ambiguous`,
	"retail":                `table alias "b" does not exist`,
	"row_reads":             `column reference "member_id" is ambiguous`,
	"sqlc_macros":           "syntax error near the UTF-8 byte-order mark",
	"union_tables":          `column reference "user_id" is ambiguous`,
}

// TestDropIn is issue 34's drop-in check. On every sqlc-style testdata
// case it runs sqlc itself (SQL2DYNAMO_SQLC, which ./test.sh installs)
// with emit_interface, then `sql2dynamo generate` on the same config,
// and builds and vets both packages together: the DynamoDB package's
// querier.go asserts var _ db.Querier = (*Queries)(nil), so a method or
// type that differs from sqlc's fails the build. What generate says on
// the way (a method whose types differ from sqlc's, a Querier no other
// package can satisfy) is testdata/dropin.txt.
// dropInCase is one case of TestDropIn: its folder and config, and what
// sqlc and generate said (err when either failed).
type dropInCase struct {
	name, dir, config string
	stderr, err       string
}

func TestDropIn(t *testing.T) {
	sqlc := os.Getenv("SQL2DYNAMO_SQLC")
	if sqlc == "" {
		t.Skip("SQL2DYNAMO_SQLC is not set: ./test.sh installs sqlc and names it")
	}
	t.Chdir("../..")
	root := t.TempDir()
	if err := gogen.WriteModule(root, ".", nil, nil); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir("testdata")
	if err != nil {
		t.Fatal(err)
	}
	var notes strings.Builder
	var refused []string
	var cases []*dropInCase
	for _, e := range entries {
		name := e.Name()
		dir := filepath.Join(root, "c_"+name)
		var config string
		if src, err := os.ReadFile(filepath.Join("testdata", name, "input.sql")); err == nil {
			if !strings.Contains(string(src), "-- name:") || strings.HasPrefix(name, "bad_") {
				continue
			}
			config = filepath.Join(dir, "sqlc.yaml")
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "input.sql"), src, 0o644); err != nil {
				t.Fatal(err)
			}
			yaml := "version: \"2\"\nsql:\n  - engine: mysql\n    schema: input.sql\n    queries: input.sql\n    gen:\n      go:\n        package: db\n        out: db\n        emit_interface: true\n"
			if err := os.WriteFile(config, []byte(yaml), 0o644); err != nil {
				t.Fatal(err)
			}
		} else if _, err := os.Stat(filepath.Join("testdata", name, "sqlc.yaml")); err == nil && !strings.HasPrefix(name, "bad_") {
			// A project as it is: its own config and folders, the
			// interface asked for on the command line.
			if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", name))); err != nil {
				t.Fatal(err)
			}
			if err := os.RemoveAll(filepath.Join(dir, "go")); err != nil { // a golden of generate's, no package of the project's
				t.Fatal(err)
			}
			config = filepath.Join(dir, "sqlc.yaml")
			src, _ := os.ReadFile(config)
			src = bytes.ReplaceAll(src, []byte("out: \"internal/db\""), []byte("out: \"internal/db\"\n        emit_interface: true"))
			if err := os.WriteFile(config, src, 0o644); err != nil {
				t.Fatal(err)
			}
		} else {
			continue
		}
		if _, ok := sqlcRefuses[name]; ok {
			refused = append(refused, name)
			continue
		}
		cases = append(cases, &dropInCase{name: name, dir: dir, config: config})
	}
	// sqlc and generate run for two cases at a time, each in its own
	// folder; their notes are joined in the cases' order.
	twoAtATime(len(cases), func(i int) {
		c := cases[i]
		cmd := exec.Command(sqlc, "generate")
		cmd.Dir = c.dir
		if out, err := cmd.CombinedOutput(); err != nil {
			c.err = fmt.Sprintf("sqlc fails: %v\n%s", err, out)
			return
		}
		var stdout, stderr bytes.Buffer
		if code := run([]string{"generate", "--emit-interface", c.config}, &stdout, &stderr); code != exitOK {
			c.err = fmt.Sprintf("generate exits %d: %s", code, stderr.String())
			return
		}
		c.stderr = stderr.String()
	})
	for _, c := range cases {
		if c.err != "" {
			t.Errorf("%s: %s", c.name, c.err)
			continue
		}
		for _, line := range strings.Split(strings.TrimSpace(c.stderr), "\n") {
			if line != "" {
				fmt.Fprintf(&notes, "%s: %s\n", c.name, strings.ReplaceAll(line, root+string(filepath.Separator), ""))
			}
		}
	}
	for name := range sqlcRefuses {
		if !slices.Contains(refused, name) {
			t.Errorf("%s is no sqlc-style case: take it out of sqlcRefuses", name)
		}
	}
	golden := filepath.Join("cmd", "sql2dynamo", "testdata", "dropin.txt")
	if *update {
		if err := os.WriteFile(golden, []byte(notes.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	compare(t, golden, []byte(notes.String()))
	for _, args := range [][]string{{"build", "./..."}, {"vet", "./..."}} {
		if out, err := gogen.Command(root, args...).CombinedOutput(); err != nil {
			t.Fatalf("go %s: %v\n%s", args[0], err, out)
		}
	}
}
