package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sql2dynamo/gogen"
)

// goGoldens are the cases whose generated Go package is kept in
// testdata/<case>/go/, read as a reviewer reads code. keys.go is left
// out: TestKeysFile checks it against design.KeyValue key by key.
var goGoldens = []string{"cms", "all_types", "photos", "bookclub", "upserts", "sqlc_settings", "union_tables", "replaces", "library", "sqlc_monorepo"}

// TestGenerateGolden runs `sql2dynamo generate --emit-interface` on the
// golden cases and compares each file with testdata/<case>/go/.
func TestGenerateGolden(t *testing.T) {
	t.Chdir("../..")
	for _, name := range goGoldens {
		t.Run(name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "dynamo")
			var stdout, stderr bytes.Buffer
			in := filepath.Join("testdata", name, "input.sql")
			if _, err := os.Stat(filepath.Join("testdata", name, "sqlc.yaml")); err == nil {
				in = filepath.Join("testdata", name, "sqlc.yaml") // a project: its config's settings
			}
			if code := run([]string{"generate", "--emit-interface", "--out", out, in}, &stdout, &stderr); code != exitOK {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
			entries, err := os.ReadDir(out)
			if err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", name, "go")
			got := map[string][]byte{}
			for _, e := range entries {
				if e.Name() == "keys.go" {
					continue
				}
				src, err := os.ReadFile(filepath.Join(out, e.Name()))
				if err != nil {
					t.Fatal(err)
				}
				got[e.Name()] = src
			}
			if *update {
				os.RemoveAll(golden)
				if err := os.MkdirAll(golden, 0o755); err != nil {
					t.Fatal(err)
				}
				for n, src := range got {
					if err := os.WriteFile(filepath.Join(golden, n), src, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				return
			}
			want, _ := os.ReadDir(golden)
			for _, e := range want {
				if _, ok := got[e.Name()]; !ok {
					t.Errorf("%s is no longer generated", filepath.Join(golden, e.Name()))
				}
			}
			for n, src := range got {
				compare(t, filepath.Join(golden, n), src)
			}
		})
	}
}

// TestGenerateRefuses: generate never writes over files it did not
// write, and needs a folder for plain .sql files.
func TestGenerateRefuses(t *testing.T) {
	t.Chdir("../..")
	dir := filepath.Join(t.TempDir(), "db")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "db.go"), []byte("package db\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"generate", "--out", dir, "testdata/blog/input.sql"}, &stdout, &stderr); code != exitBadInput || !strings.Contains(stderr.String(), "did not generate") {
		t.Errorf("over a hand-written db.go: exit %d, %s", code, stderr.String())
	}
	if src, _ := os.ReadFile(filepath.Join(dir, "db.go")); string(src) != "package db\n" {
		t.Errorf("db.go was overwritten")
	}
	stderr.Reset()
	if code := run([]string{"generate", "testdata/blog/input.sql"}, &stdout, &stderr); code != exitBadInput || !strings.Contains(stderr.String(), "--out") {
		t.Errorf("without --out: exit %d, %s", code, stderr.String())
	}
	// main and init are Go names, but no package an application imports.
	for _, pkg := range []string{"func", "_", "a-b", "main", "init"} {
		stderr.Reset()
		if code := run([]string{"generate", "--package", pkg, "--out", filepath.Join(t.TempDir(), "x"), "testdata/blog/input.sql"}, &stdout, &stderr); code != exitBadInput || !strings.Contains(stderr.String(), "is not a Go package name") {
			t.Errorf("--package %s: exit %d, %s", pkg, code, stderr.String())
		}
	}
}

// TestGenerateRefusesFileNames: a file-name setting naming a file outside
// --out is refused with exit 2, naming the setting where the config holds
// its package, and nothing is written.
func TestGenerateRefusesFileNames(t *testing.T) {
	dir := project(t, "CREATE TABLE notes (id BIGINT NOT NULL PRIMARY KEY, body TEXT);\n", "-- name: GetNote :one\nSELECT * FROM notes WHERE id = ?;\n", "        output_db_file_name: ../../evil.go\n")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"generate", filepath.Join(dir, "sqlc.yaml")}, &stdout, &stderr); code != exitBadInput || !strings.Contains(stderr.String(), `sqlc.yaml:3:5: error: output_db_file_name "../../evil.go" is no file name`) {
		t.Errorf("exit %d: %s", code, stderr.String())
	}
	for _, evil := range []string{filepath.Join(dir, "..", "evil.go"), filepath.Join(dir, "evil.go"), filepath.Join(dir, "dynamo")} {
		if _, err := os.Stat(evil); err == nil {
			t.Errorf("%s was written", evil)
		}
	}
}

// TestGenerateRemovesStale: generating again into --out removes the
// files generated before that the package no longer has (querier.go
// once emit_interface is off, the file of a query file renamed), says
// so, and leaves a package that builds.
func TestGenerateRemovesStale(t *testing.T) {
	dir := t.TempDir()
	const sql = "CREATE TABLE notes (id BIGINT NOT NULL PRIMARY KEY, body TEXT);\n-- name: GetNote :one\nSELECT * FROM notes WHERE id = ?;\n"
	for _, name := range []string{"old.sql", "new.sql"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(sql), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(dir, "dynamo")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"generate", "--emit-interface", "--out", out, filepath.Join(dir, "old.sql")}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	stdout.Reset()
	if code := run([]string{"generate", "--out", out, filepath.Join(dir, "new.sql")}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if !strings.Contains(stdout.String(), "removed old.sql.go, querier.go: generated before, no file of the package now") {
		t.Errorf("stdout does not say what it removed:\n%s", stdout.String())
	}
	files := readPackage(t, out)
	var names []string
	for _, f := range files {
		names = append(names, f.Name)
	}
	if want := "db.go items.go keys.go models.go new.sql.go"; strings.Join(names, " ") != want {
		t.Errorf("--out holds %s, want %s", strings.Join(names, " "), want)
	}
	if err := gogen.TypeCheck(files, nil); err != nil {
		t.Errorf("the package left does not build: %v", err)
	}
}

// TestGenerateNotIntoSqlcOut: --out naming sqlc's out folder is refused
// however it is written (relative, absolute, through a link): sqlc's next
// generate would overwrite part of the package.
func TestGenerateNotIntoSqlcOut(t *testing.T) {
	dir := project(t, "CREATE TABLE notes (id BIGINT NOT NULL PRIMARY KEY, body TEXT);\n", "-- name: GetNote :one\nSELECT * FROM notes WHERE id = ?;\n", "")
	if err := os.MkdirAll(filepath.Join(dir, "db"), 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(t.TempDir(), "db")
	if err := os.Symlink(filepath.Join(dir, "db"), link); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir) // the config named from its folder: sqlc's out is "db"
	for _, out := range []string{"./db/", filepath.Join(dir, "db"), link} {
		var stdout, stderr bytes.Buffer
		if code := run([]string{"generate", "--out", out, "sqlc.yaml"}, &stdout, &stderr); code != exitBadInput || !strings.Contains(stderr.String(), "is sqlc's out folder") {
			t.Errorf("--out %s: exit %d: %s", out, code, stderr.String())
		}
	}
	if entries, _ := os.ReadDir(filepath.Join(dir, "db")); len(entries) > 0 {
		t.Errorf("sqlc's out folder holds %d files", len(entries))
	}
}

// TestGenerateKeepsWhatItWrote: a file of --out that is one of the files
// just written under another name (a disk that ignores case keeps an old
// DB.go's name when db.go is written over it; a hard link here) is no
// stale file: removing it would remove the new db.go.
func TestGenerateKeepsWhatItWrote(t *testing.T) {
	dir := t.TempDir()
	query := filepath.Join(dir, "query.sql")
	if err := os.WriteFile(query, []byte("CREATE TABLE notes (id BIGINT NOT NULL PRIMARY KEY, body TEXT);\n-- name: GetNote :one\nSELECT * FROM notes WHERE id = ?;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "dynamo")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"generate", "--out", out, query}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if err := os.Link(filepath.Join(out, "db.go"), filepath.Join(out, "DB.go")); err != nil {
		t.Skipf("no hard link here: %v", err)
	}
	stdout.Reset()
	if code := run([]string{"generate", "--out", out, query}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if strings.Contains(stdout.String(), "removed") {
		t.Errorf("it removed a file it wrote:\n%s", stdout.String())
	}
	if _, err := os.Stat(filepath.Join(out, "DB.go")); err != nil {
		t.Error(err)
	}
}

// TestGenerateStaleSqlc: beside a sqlc package generated before the
// schema and the queries changed (testdata/stale_sqlc), generate writes a
// package that builds: its own Querier, since it cannot satisfy sqlc's
// (which has a method the queries lost), and ErrUnsupported for a new
// method whose sqlc type lacks a column; it says both, and claims no
// drop-in.
func TestGenerateStaleSqlc(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "stale_sqlc"))); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"generate", filepath.Join(dir, "sqlc.yaml")}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	for _, want := range []string{
		"GetWriter returns ErrUnsupported: sqlc's package, which has no method GetWriter (it is older than the queries: run sqlc generate), declares its types otherwise: its Author has 2 fields, the design's 3",
		"sqlc's Querier in example.com/app/db has GetAuthor, which the queries given do not",
	} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("stderr does not say %q:\n%s", want, stderr.String())
		}
	}
	if strings.Contains(stdout.String(), "drop-in") {
		t.Errorf("claims a drop-in: %s", stdout.String())
	}
	src, err := os.ReadFile(filepath.Join(dir, "dynamo", "querier.go"))
	if err != nil || !strings.Contains(string(src), "type Querier interface {") {
		t.Errorf("querier.go declares no Querier of its own (%v):\n%s", err, src)
	}
	// What it wrote builds beside sqlc's package.
	entries, err := os.ReadDir(filepath.Join(dir, "dynamo"))
	if err != nil {
		t.Fatal(err)
	}
	var files []gogen.File
	for _, e := range entries {
		src, err := os.ReadFile(filepath.Join(dir, "dynamo", e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, gogen.File{Name: e.Name(), Src: src})
	}
	sq, err := gogen.ReadSqlc(filepath.Join(dir, "db"))
	if err != nil {
		t.Fatal(err)
	}
	if err := gogen.TypeCheck(files, sq); err != nil {
		t.Errorf("the package written does not build: %v", err)
	}
}

// project writes a sqlc project into a folder of its own: go.mod (module
// app), schema.sql, query.sql and sqlc.yaml, whose package db goes to
// db/ with the Go settings extra (YAML lines under go:).
func project(t *testing.T, schema, queries, extra string) string {
	t.Helper()
	dir := t.TempDir()
	yaml := "version: \"2\"\nsql:\n  - engine: mysql\n    schema: schema.sql\n    queries: query.sql\n    gen:\n      go:\n        package: db\n        out: db\n" + extra
	for name, src := range map[string]string{"go.mod": "module app\n\ngo 1.22\n", "schema.sql": schema, "query.sql": queries, "sqlc.yaml": yaml} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// readPackage reads the files of the package in dir.
func readPackage(t *testing.T, dir string) []gogen.File {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var files []gogen.File
	for _, e := range entries {
		src, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, gogen.File{Name: e.Name(), Src: src})
	}
	return files
}
