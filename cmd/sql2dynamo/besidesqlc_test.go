package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// sqlcGenerate runs sqlc itself (SQL2DYNAMO_SQLC) in dir, skipping the
// test without it.
func sqlcGenerate(t *testing.T, dir string) {
	t.Helper()
	sqlc := os.Getenv("SQL2DYNAMO_SQLC")
	if sqlc == "" {
		t.Skip("SQL2DYNAMO_SQLC is not set: ./test.sh installs sqlc and names it")
	}
	cmd := exec.Command(sqlc, "generate")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("sqlc generate: %v\n%s", err, out)
	}
}

// TestGenerateBesideSqlc: beside the package sqlc itself generated, a
// sqlc package that does not build is said to be sqlc's and left aside;
// each package written builds (the type check generate runs).
func TestGenerateBesideSqlc(t *testing.T) {
	for _, c := range []struct {
		name, schema, queries, extra string
		pkg                          string // sqlc's package name, db unless given
		after                        string // the queries once sqlc generated its package
		flags                        []string
		// want are texts of a file of the package ("models.go: ...") or
		// of stdout or stderr; refused are texts none of them holds.
		want, refused []string
	}{{
		// sqlc's package does not build (its parameter ctx beside its
		// ctx): said as sqlc's, and the package declares its own models.
		name:    "sqlc's package does not build",
		schema:  "CREATE TABLE notes (id BIGINT NOT NULL PRIMARY KEY, ctx VARCHAR(10) NOT NULL);\n",
		queries: "-- name: ByCtx :many\nSELECT * FROM notes WHERE ctx = ?;\n",
		extra:   "        emit_interface: true\n",
		want:    []string{"stderr: sqlc's package app/db does not build: ", "ctx redeclared", "stderr: the package declares its own models", "models.go: type Note struct"},
		refused: []string{"stderr: the generated package does not build"},
	}, {
		// An override's module go.mod lacks: sqlc's package does not
		// build, said on one line.
		name:    "sqlc's package imports a module go.mod lacks",
		schema:  "CREATE TABLE prices (id BIGINT NOT NULL PRIMARY KEY, amount DECIMAL(10,2) NOT NULL);\n",
		queries: "-- name: GetPrice :one\nSELECT * FROM prices WHERE id = ?;\n",
		extra:   "        overrides:\n          - db_type: decimal\n            go_type: github.com/shopspring/decimal.Decimal\n",
		want:    []string{"stderr: sqlc's package app/db does not build: ", "to add it: go get github.com/shopspring/decimal): the package declares its own models"},
		refused: []string{"stderr: to add it:;"},
	}} {
		t.Run(c.name, func(t *testing.T) {
			dir := project(t, c.schema, c.queries, c.extra)
			if c.pkg != "" {
				yaml, err := os.ReadFile(filepath.Join(dir, "sqlc.yaml"))
				if err != nil {
					t.Fatal(err)
				}
				yaml = bytes.Replace(yaml, []byte("package: db"), []byte("package: "+c.pkg), 1)
				if err := os.WriteFile(filepath.Join(dir, "sqlc.yaml"), yaml, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			sqlcGenerate(t, dir)
			if c.after != "" {
				if err := os.WriteFile(filepath.Join(dir, "query.sql"), []byte(c.after), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			var stdout, stderr bytes.Buffer
			if code := run(append([]string{"generate", filepath.Join(dir, "sqlc.yaml")}, c.flags...), &stdout, &stderr); code != exitOK {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
			texts := map[string]string{"stdout": stdout.String(), "stderr": strings.ReplaceAll(stderr.String(), "\n", " ")}
			files := readPackage(t, filepath.Join(dir, "dynamo"))
			for _, f := range files {
				texts[f.Name] = strings.Join(strings.Fields(string(f.Src)), " ") // gofmt's alignment aside
			}
			all := strings.Join([]string{texts["stdout"], texts["stderr"]}, "\n")
			for _, w := range c.want {
				where, text, ok := strings.Cut(w, ": ")
				if _, known := texts[where]; !ok || !known {
					if !strings.Contains(all, w) {
						t.Errorf("neither stdout nor stderr says %q:\n%s", w, all)
					}
					continue
				}
				if !strings.Contains(texts[where], strings.Join(strings.Fields(text), " ")) {
					t.Errorf("%s does not hold %q:\n%s", where, text, texts[where])
				}
			}
			for _, r := range c.refused {
				where, text, _ := strings.Cut(r, ": ")
				if strings.Contains(texts[where], text) {
					t.Errorf("%s holds %q:\n%s", where, text, texts[where])
				}
			}
		})
	}
}
