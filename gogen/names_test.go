package gogen

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strings"
	"testing"

	"sql2dynamo/input"
)

// shadows are column names that, as sqlc names parameters, are the
// generated code's own identifiers: the imported packages, the receiver
// and the context, predeclared identifiers, the templates' locals and
// the package's helpers.
var shadows = []string{"aws", "types", "dynamodb", "q", "ctx", "nil", "string", "len", "true", "append", "err", "items", "item", "rows", "out", "d", "i", "arg", "limit", "key_string", "key_int", "checks", "sql", "fmt", "strconv", "time"}

// TestShadowingParameters: a column of each name, read by a key, a
// filter and a write, as one parameter and as many: the package
// type-checks, each parameter renamed only where its function uses the
// name.
func TestShadowingParameters(t *testing.T) {
	var cols, where, set []string
	for _, s := range shadows {
		cols = append(cols, fmt.Sprintf("`%s` INT NOT NULL", s))
		where = append(where, fmt.Sprintf("`%s` = ?", s))
		set = append(set, fmt.Sprintf("`%s` = ?", s))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "CREATE TABLE notes (id INT PRIMARY KEY, title VARCHAR(40), created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP, %s);\n", strings.Join(cols, ", "))
	for i, s := range shadows {
		fmt.Fprintf(&b, "-- name: By%d :many\nSELECT * FROM notes WHERE `%s` = ?;\n", i, s)
		fmt.Fprintf(&b, "-- name: Filter%d :many\nSELECT id, title FROM notes WHERE id > 5 AND `%s` <> ? ORDER BY id;\n", i, s)
		fmt.Fprintf(&b, "-- name: Delete%d :execrows\nDELETE FROM notes WHERE `%s` = ?;\n", i, s)
	}
	fmt.Fprintf(&b, "-- name: All :many\nSELECT * FROM notes WHERE %s;\n", strings.Join(where, " AND "))
	fmt.Fprintf(&b, "-- name: SetAll :exec\nUPDATE notes SET %s WHERE id = ?;\n", strings.Join(set, ", "))
	for _, limit := range []int{1, 100} {
		files, methods := generated(t, b.String(), Options{EmitInterface: true, QueryParameterLimit: limit})
		by0 := methodNamed(t, methods, "By0")
		if len(by0.Params) != 1 || by0.Params[0].Name != "aws_2" {
			t.Errorf("By0's parameter %+v, want aws_2: its body names the package aws", by0.Params)
		}
		if by := methodNamed(t, methods, "By9"); by.Params[0].Name != "title" && shadows[9] == "title" {
			t.Errorf("By9: %+v", by.Params)
		}
		if limit == 100 {
			all := methodNamed(t, methods, "All")
			if !all.Generated || all.Struct || len(all.Params) != len(shadows) {
				t.Fatalf("All: generated %v, struct %v, %d parameters: %s", all.Generated, all.Struct, len(all.Params), all.Why)
			}
			var names []string
			for _, p := range all.Params {
				names = append(names, p.Name)
			}
			if len(slices.Compact(slices.Sorted(slices.Values(names)))) != len(shadows) {
				t.Errorf("All's parameters are not distinct: %v", names)
			}
		}
		noPlaceholders(t, files)
	}
}

func methodNamed(t testing.TB, methods []*Method, name string) *Method {
	t.Helper()
	for _, m := range methods {
		if m.Name == name {
			return m
		}
	}
	t.Fatalf("no method %s", name)
	return nil
}

// noPlaceholders fails on a placeholder (scope.go's local) left in the
// source: in a comment or a string, where no identifier is.
func noPlaceholders(t testing.TB, files []File) {
	t.Helper()
	for _, f := range files {
		if loc := placeholder.FindIndex(f.Src); loc != nil {
			t.Errorf("%s: placeholder %s left in the source", f.Name, f.Src[loc[0]:loc[1]])
		}
	}
}

// TestClashingTypes: tables whose models sqlc names New, Querier and
// Queries, a model named as a method's Row and an ENUM type named as a
// model take the first free name_2; the templates keep theirs.
func TestClashingTypes(t *testing.T) {
	sql := "CREATE TABLE new (id INT PRIMARY KEY, name TEXT);\n" +
		"CREATE TABLE querier (id INT PRIMARY KEY, name TEXT);\n" +
		"CREATE TABLE queries (id INT PRIMARY KEY, name TEXT);\n" +
		"CREATE TABLE dynamo_db (id INT PRIMARY KEY, state ENUM('on', 'off') NOT NULL);\n" +
		"CREATE TABLE dynamo_db_states (id INT PRIMARY KEY);\n" +
		"CREATE TABLE list_new_rows (id INT PRIMARY KEY);\n" +
		"-- name: GetNew :one\nSELECT * FROM new WHERE id = ?;\n" +
		"-- name: ListNew :many\nSELECT id FROM new WHERE name = ? UNION SELECT id FROM querier WHERE name = ?;\n" +
		"-- name: GetQuerier :one\nSELECT * FROM querier WHERE id = ?;\n" +
		"-- name: GetQueries :one\nSELECT * FROM queries WHERE id = ?;\n" +
		"-- name: GetState :one\nSELECT * FROM dynamo_db WHERE id = ?;\n" +
		"-- name: ListRows :many\nSELECT * FROM list_new_rows;\n"
	for _, exact := range []bool{false, true} {
		files, methods := generated(t, sql, Options{EmitInterface: true, EmitExactTableNames: exact, Rename: map[string]string{"dynamo_db": "DynamoDB"}})
		want := map[string]string{"GetNew": "New_2", "GetQuerier": "Querier_2", "GetState": "DynamoDB_2"}
		if exact {
			want = map[string]string{"GetNew": "New_2", "GetQuerier": "Querier_2", "GetQueries": "Queries_2", "GetState": "DynamoDB_2"}
		}
		for name, res := range want {
			if m := methodNamed(t, methods, name); m.Result != res {
				t.Errorf("exact %v: %s returns %s, want %s", exact, name, m.Result, res)
			}
		}
		models := fileNamed(t, files, "models.go")
		model := "DynamoDbState"
		if exact {
			model = "DynamoDbStates"
		}
		if exact && !strings.Contains(models, "type DynamoDbState string") || !exact && (!strings.Contains(models, "type DynamoDbState_2 string") || !strings.Contains(models, "type NullDynamoDbState_2 struct") || !strings.Contains(models, "DynamoDbState_2 DynamoDbState_2")) || !strings.Contains(models, "type "+model+" struct") {
			t.Errorf("exact %v: the ENUM type does not yield to the model %s:\n%s", exact, model, models)
		}
	}
}

// TestFieldNames: columns a_b, a-b and a b, a column of no letter and
// one named as the numbered field: the model's fields are the row's,
// each its own.
func TestFieldNames(t *testing.T) {
	sql := "CREATE TABLE notes (id INT PRIMARY KEY, `a_b` INT, `a-b` INT, `a b` INT, `-` INT, `column5` INT, `ab_2` INT);\n" +
		"-- name: GetNote :one\nSELECT * FROM notes WHERE id = ?;\n" +
		"-- name: ListNotes :many\nSELECT id, `a b`, `a-b`, `-` FROM notes WHERE `a_b` = ? AND `a-b` = ? AND `a b` = ? AND `-` = ?;\n"
	files, methods := generated(t, sql, Options{QueryParameterLimit: 1})
	fields := structFields(t, fileNamed(t, files, "models.go"), "Note")
	if want := []string{"ID", "AB", "AB_2", "AB_3", "Column5", "Column5_2", "Ab2"}; !slices.Equal(fields, want) {
		t.Errorf("Note's fields %v, want %v", fields, want)
	}
	var get []string
	for _, f := range methodNamed(t, methods, "GetNote").Fields {
		get = append(get, f.Name)
	}
	if !slices.Equal(get, fields) {
		t.Errorf("GetNote fills %v, the model has %v", get, fields)
	}
	src := fileNamed(t, files, "query.sql.go")
	if params := structFields(t, src, "ListNotesParams"); !slices.Equal(params, []string{"AB", "AB_2", "AB_3", "Column4"}) {
		t.Errorf("ListNotesParams: %v", params)
	}
	if row := structFields(t, src, "ListNotesRow"); !slices.Equal(row, []string{"ID", "AB", "AB_2", "Column4"}) {
		t.Errorf("ListNotesRow: %v", row)
	}
}

// structFields are the field names of the struct type name in src.
func structFields(t testing.TB, src, name string) []string {
	t.Helper()
	af, err := parser.ParseFile(token.NewFileSet(), "x.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	ast.Inspect(af, func(n ast.Node) bool {
		if ts, ok := n.(*ast.TypeSpec); ok && ts.Name.Name == name {
			for _, f := range ts.Type.(*ast.StructType).Fields.List {
				for _, n := range f.Names {
					out = append(out, n.Name)
				}
			}
		}
		return true
	})
	return out
}

// TestRenameNotGoName: a rename to what is no Go name (code, a blank, a
// keyword) is not followed, and Unfollowed says so; one to a Go name is.
func TestRenameNotGoName(t *testing.T) {
	rename := map[string]string{"note": "X struct{}\nfunc init() { panic(1) }\ntype Y", "body": "_", "title": "func", "id": "Key", "created": "local__0__"}
	sql := "CREATE TABLE notes (id INT PRIMARY KEY, body TEXT, title TEXT);\n-- name: GetNote :one\nSELECT * FROM notes WHERE id = ?;\n"
	files, methods := generated(t, sql, Options{Rename: rename})
	if m := methodNamed(t, methods, "GetNote"); m.Result != "Note" {
		t.Errorf("GetNote returns %s, want sqlc's Note", m.Result)
	}
	if fields := structFields(t, fileNamed(t, files, "models.go"), "Note"); !slices.Equal(fields, []string{"Key", "Body", "Title"}) {
		t.Errorf("Note's fields: %v", fields)
	}
	said := strings.Join(Unfollowed(input.GoSettings{Rename: rename}), "\n")
	for _, k := range []string{`rename "note"`, `rename "body"`, `rename "title"`, `rename "created": "local__0__" has the form of the generator's placeholders`} {
		if !strings.Contains(said, k) {
			t.Errorf("Unfollowed does not say %s: %s", k, said)
		}
	}
	if strings.Contains(said, `"id"`) || strings.Count(said, "\n") != 3 {
		t.Errorf("Unfollowed: %q", said)
	}
}

// TestMethodNames: a query named as a method of the package's own is
// left out, saying so; helpers of two queries that sqlc's names would
// make one (ListWhenNull's plan function, List's choice for NULL rows)
// are two.
func TestMethodNames(t *testing.T) {
	sql := "CREATE TABLE notes (id INT PRIMARY KEY, project_id INT NOT NULL, `rows` VARCHAR(20), title TEXT, created_at DATETIME DEFAULT CURRENT_TIMESTAMP);\n" +
		"-- name: WithClock :one\nSELECT * FROM notes WHERE id = ?;\n" +
		"-- name: List :many\nSELECT * FROM notes WHERE project_id = sqlc.arg(project_id) AND (sqlc.narg(rows) IS NULL OR `rows` = sqlc.narg(rows));\n" +
		"-- name: ListWhenNull :many\nSELECT * FROM notes WHERE project_id = ?;\n" +
		"-- name: AddNote :exec\nINSERT INTO notes (id, project_id, title) VALUES (?, ?, ?);\n"
	files, methods := generated(t, sql, Options{EmitResultStructPointers: true, EmitInterface: true})
	if m := methodNamed(t, methods, "WithClock"); !m.Skip || !strings.Contains(m.Why, "no Go method name of its own") {
		t.Errorf("WithClock: skip %v, %s", m.Skip, m.Why)
	}
	src := fileNamed(t, files, "query.sql.go")
	for _, want := range []string{"func (q *Queries) listWhenNullRows(", "func (q *Queries) listWhenNullRows_2("} {
		if !strings.Contains(src, want) {
			t.Errorf("no %s:\n%s", want, src)
		}
	}
}

// TestTemplateNamesReserved: every name the templates declare in the
// package block or in *Queries' method set is one no name of the input
// takes (scope.go's reserved lists), for every testdata case.
func TestTemplateNamesReserved(t *testing.T) {
	for _, name := range cases(t) {
		o := Options{Package: "db", EmitInterface: true, QueryParameterLimit: -1, EmitPreparedQueries: true}
		fs, _, err := Package(caseDesign(t, name), o)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		g := &gen{o: o}
		pkg, methods := newScope(g.packageReserved()...), newScope(g.methodsReserved()...)
		for _, f := range fs {
			if f.Name != "db.go" && f.Name != "items.go" && f.Name != "keys.go" && f.Name != "querier.go" {
				continue
			}
			af, err := parser.ParseFile(token.NewFileSet(), f.Name, f.Src, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range af.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil {
					if strings.HasPrefix(funcKey(fd), "Queries.") && !methods.taken[fd.Name.Name] {
						t.Errorf("%s: %s declares the method %s, which methodsReserved lacks", name, f.Name, fd.Name.Name)
					}
					continue
				}
				names, _ := declNames(d)
				for _, n := range names {
					if !pkg.taken[n] {
						t.Errorf("%s: %s declares %s, which packageReserved lacks", name, f.Name, n)
					}
				}
			}
		}
	}
}

// TestRenameToInit: a rename to init, which Go lets only a func be at
// package level, gives the model another name by the one rule, and the
// package builds.
func TestRenameToInit(t *testing.T) {
	sql := "CREATE TABLE notes (id INT PRIMARY KEY, state ENUM('open', 'done') NOT NULL);\n-- name: GetNote :one\nSELECT * FROM notes WHERE id = ?;\n"
	for _, rename := range []map[string]string{{"note": "init"}, {"notes_state": "init"}} {
		_, methods := generated(t, sql, Options{Rename: rename})
		if m := methodNamed(t, methods, "GetNote"); m.Result == "init" {
			t.Errorf("rename %v: GetNote returns init", rename)
		}
	}
}

// TestRenameToKeysImport: a model renamed as a package keys.go imports
// (sort, math, a folded key's runtime) yields to the import: sort_2, and
// the package builds (generated checks that).
func TestRenameToKeysImport(t *testing.T) {
	sql := "CREATE TABLE notes (id INT PRIMARY KEY, title VARCHAR(20) NOT NULL, KEY (title));\n-- name: GetNote :one\nSELECT * FROM notes WHERE id = ?;\n-- name: ListNotes :many\nSELECT * FROM notes WHERE title = ? ORDER BY id;\n"
	for _, name := range []string{"sort", "math"} {
		_, methods := generated(t, sql, Options{Rename: map[string]string{"note": name}})
		if m := methodNamed(t, methods, "GetNote"); m.Result != name+"_2" {
			t.Errorf("rename to %s: GetNote returns %s, want %s_2", name, m.Result, name)
		}
	}
}
