package main

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
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

// TestGenerateBesideSqlc: beside the package sqlc itself generated,
// names the templates, sqlc's package and the package's own would share
// are kept apart by the one rule, and a sqlc package that does not build
// is said to be sqlc's and left aside; each package written builds (the
// type check generate runs), and the drop-in is claimed only where it
// holds.
func TestGenerateBesideSqlc(t *testing.T) {
	const authors = "CREATE TABLE authors (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, name VARCHAR(100) NOT NULL, created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP);\n"
	const getAuthor = "-- name: GetAuthor :one\nSELECT * FROM authors WHERE id = ?;\n"
	for _, c := range []struct {
		name, schema, queries, extra string
		pkg                          string // sqlc's package name, db unless given
		after                        string // the queries once sqlc generated its package
		flags                        []string
		// want are texts of a file of the package ("models.go: ...") or
		// of stdout or stderr; refused are texts none of them holds.
		want, refused []string
	}{{
		// sqlc's models ErrConflict and DynamoDB are the templates'
		// names: aliased as ErrConflict_2 and DynamoDB_2, the drop-in
		// holds. A query named New is sqlc's (*Queries).New.
		name:    "template type names",
		schema:  authors + "CREATE TABLE err_conflicts (id BIGINT NOT NULL PRIMARY KEY, note TEXT);\nCREATE TABLE dynamo_dbs (id BIGINT NOT NULL PRIMARY KEY, state ENUM('on', 'off') NOT NULL);\n",
		queries: getAuthor + "-- name: New :one\nSELECT * FROM err_conflicts WHERE id = ?;\n-- name: GetDynamo :one\nSELECT * FROM dynamo_dbs WHERE id = ?;\n",
		extra:   "        emit_interface: true\n        initialisms: [id, db]\n",
		want:    []string{"models.go: ErrConflict_2 = db.ErrConflict", "models.go: DynamoDB_2 = db.DynamoDB", "query.sql.go: func (q *Queries) New(ctx context.Context, id int64) (ErrConflict_2, error)", "stdout: a drop-in for sqlc's package app/db"},
	}, {
		// sqlc's ENUM constants are the package's too (an application
		// calls dynamo.BooksBookTypeFICTION as it called db's).
		name:    "ENUM constants",
		schema:  "CREATE TABLE books (id INT NOT NULL AUTO_INCREMENT PRIMARY KEY, book_type ENUM('FICTION', 'NONFICTION') NOT NULL DEFAULT 'FICTION', Kind ENUM('weekly', 'monthly') NULL);\n",
		queries: "-- name: GetBook :one\nSELECT * FROM books WHERE id = ?;\n",
		extra:   "        emit_interface: true\n        emit_exported_queries: true\n",
		want:    []string{"models.go: BooksBookType = db.BooksBookType", "models.go: const ( BooksBookTypeFICTION = db.BooksBookTypeFICTION BooksBookTypeNONFICTION = db.BooksBookTypeNONFICTION BooksKindMonthly = db.BooksKindMonthly BooksKindWeekly = db.BooksKindWeekly )", "stdout: a drop-in for sqlc's package app/db"},
		refused: []string{"models.go: GetBook = db.GetBook"},
	}, {
		// Without emit_interface sqlc's Querier is a model (a table
		// queriers): aliased as any other.
		name:    "a model named Querier",
		schema:  "CREATE TABLE queriers (id BIGINT NOT NULL PRIMARY KEY, name TEXT);\n",
		queries: "-- name: GetQuerier :one\nSELECT * FROM queriers WHERE id = ?;\n",
		want:    []string{"models.go: Querier_2 = db.Querier", "query.sql.go: (Querier_2, error)", "stdout: the types are sqlc's package app/db's"},
	}, {
		// A query named WithClock beside the package's clock is left
		// out, sqlc's package or not: no drop-in, a Querier of its own.
		name:    "a query named WithClock",
		schema:  authors,
		queries: getAuthor + "-- name: WithClock :one\nSELECT * FROM authors WHERE name = ? LIMIT 1;\n-- name: CreateAuthor :exec\nINSERT INTO authors (name) VALUES (?);\n",
		extra:   "        emit_interface: true\n",
		want:    []string{"query.sql.go: // WithClock is left out", "querier.go: type Querier interface {", "stdout: left out, each with a comment saying why (WithClock)"},
		refused: []string{"stdout: drop-in", "stderr: older than them"},
	}, {
		// sqlc's package is older than the queries (its Querier has
		// ListAuthors) and --emit-interface=false: no querier.go, so no
		// Querier of the package's own to claim.
		name:    "an older sqlc package, no interface asked",
		schema:  authors,
		queries: getAuthor + "-- name: ListAuthors :many\nSELECT * FROM authors;\n",
		after:   getAuthor,
		extra:   "        emit_interface: true\n",
		flags:   []string{"--emit-interface=false"},
		want:    []string{"stderr: sqlc's Querier in app/db has ListAuthors, which the queries given do not: sqlc's package is older than them (run sqlc generate)", "stdout: the types are sqlc's package app/db's"},
		refused: []string{"stderr: a Querier of its own", "stdout: drop-in"},
	}, {
		// sqlc's package named as a template's type: imported as
		// decoder_2.
		name:    "a package named decoder",
		pkg:     "decoder",
		schema:  authors,
		queries: getAuthor,
		extra:   "        emit_interface: true\n",
		want:    []string{"models.go: decoder_2 \"app/db\"", "models.go: Author = decoder_2.Author", "querier.go: type Querier = decoder_2.Querier", "stdout: a drop-in"},
	}, {
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

// TestEnumNamesAsSqlc: an ENUM's type and constants are named as sqlc
// names them (rename and initialisms of the type, sqlc's EnumReplace of
// each value: a space or an accent dropped, -/: made _, a value empty or
// seen before written value_<i>), checked against sqlc itself; beside
// sqlc's package the types are its own, with no method returning
// ErrUnsupported.
func TestEnumNamesAsSqlc(t *testing.T) {
	schema := "CREATE TABLE tasks (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, status ENUM('in progress', 'done', 'api', 'new-one', 'new_one', 'é', 'a:b') NOT NULL, api_key VARCHAR(64) NOT NULL);\n" +
		"CREATE TABLE api_keys (id BIGINT NOT NULL PRIMARY KEY, kind ENUM('read', 'write/all') NULL);\n"
	queries := "-- name: GetTask :one\nSELECT * FROM tasks WHERE id = ?;\n-- name: ListTasksByStatus :many\nSELECT * FROM tasks WHERE status = ?;\n-- name: GetAPIKey :one\nSELECT * FROM api_keys WHERE id = ?;\n"
	dir := project(t, schema, queries, "        emit_interface: true\n        initialisms: [id, api]\n        rename:\n          tasks_status: TaskState\n")
	sqlcGenerate(t, dir)
	want := declared(t, filepath.Join(dir, "db", "models.go"))
	// Beside sqlc's package: a drop-in, its types aliased.
	var stdout, stderr bytes.Buffer
	if code := run([]string{"generate", filepath.Join(dir, "sqlc.yaml")}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if !strings.Contains(stdout.String(), "a drop-in for sqlc's package app/db") || strings.Contains(stderr.String(), "ErrUnsupported") {
		t.Errorf("beside sqlc's package:\n%s%s", stdout.String(), stderr.String())
	}
	// Without it: the package's own types, named as sqlc's.
	if err := os.RemoveAll(filepath.Join(dir, "db")); err != nil {
		t.Fatal(err)
	}
	stdout.Reset()
	stderr.Reset()
	if code := run([]string{"generate", filepath.Join(dir, "sqlc.yaml")}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	got := declared(t, filepath.Join(dir, "dynamo", "models.go"))
	if !slices.Equal(got, want) {
		t.Errorf("models.go declares\n%v\nsqlc's\n%v", got, want)
	}
}

// declared are the names of the types and constants a Go file declares.
func declared(t *testing.T, file string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.TYPE && g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				out = append(out, s.Name.Name)
			case *ast.ValueSpec:
				for _, n := range s.Names {
					out = append(out, n.Name)
				}
			}
		}
	}
	slices.Sort(out)
	return out
}
