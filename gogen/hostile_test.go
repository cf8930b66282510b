package gogen

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// designOf designs a schema and its queries as the command does; a
// schema the analysis refuses fails the test.
func designOf(t testing.TB, sql string) *design.Design {
	t.Helper()
	m := analyze.Analyze(analyze.File{Name: "query.sql", Text: sql})
	if m.HasErrors() {
		t.Fatalf("%v", m.Diagnostics)
	}
	return design.New(m, design.Options{Table: "hostile"})
}

// generated is the package of a schema and its queries, type-checked.
func generated(t testing.TB, sql string, o Options) ([]File, []*Method) {
	t.Helper()
	files, methods, err := Package(designOf(t, sql), o)
	if err != nil {
		t.Fatal(err)
	}
	if err := typeCheck(files); err != nil {
		t.Fatalf("%v\n%s", err, sources(files))
	}
	noPlaceholders(t, files)
	return files, methods
}

func sources(files []File) string {
	var b strings.Builder
	for _, f := range files {
		if f.Name != "keys.go" && f.Name != "items.go" {
			b.WriteString("== " + f.Name + "\n" + string(f.Src))
		}
	}
	return b.String()
}

// imported reads the export data of the packages the generated code
// imports, which go list -export finds in this module (the AWS SDK among
// them), once for every test.
var (
	importerOnce sync.Once
	imported     types.Importer
	importErr    error
	importMu     sync.Mutex
)

func exportImporter() (types.Importer, error) {
	importerOnce.Do(func() {
		paths := append(append([]string{}, stdImports...), awsPkg, dynamoPkg, typesPkg)
		out, err := exec.Command("go", append([]string{"list", "-deps", "-export", "-f", "{{.ImportPath}} {{.Export}}"}, paths...)...).Output()
		if err != nil {
			importErr = fmt.Errorf("go list -export: %w", err)
			return
		}
		export := map[string]string{}
		for _, line := range strings.Split(string(out), "\n") {
			if path, file, ok := strings.Cut(line, " "); ok && file != "" {
				export[path] = file
			}
		}
		imported = importer.ForCompiler(token.NewFileSet(), "gc", func(path string) (io.ReadCloser, error) {
			file, ok := export[path]
			if !ok {
				return nil, fmt.Errorf("no export data for %s", path)
			}
			return os.Open(file)
		})
	})
	return imported, importErr
}

// typeCheck type-checks a generated package as the compiler would, with
// one positioned error: the test's stand-in for the type check generate
// runs before it writes.
func typeCheck(files []File) error {
	imp, err := exportImporter()
	if err != nil {
		return err
	}
	importMu.Lock()
	defer importMu.Unlock()
	fset := token.NewFileSet()
	var parsed []*ast.File
	for _, f := range files {
		af, err := parser.ParseFile(fset, f.Name, f.Src, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		parsed = append(parsed, af)
	}
	var first error
	conf := types.Config{Importer: imp, Error: func(err error) {
		if first == nil {
			first = err
		}
	}}
	conf.Check("gen/pkg", fset, parsed, nil)
	return first
}

// hijack is a payload that, written raw into a comment, declares a func
// init and a go:generate directive.
const hijack = "x\nfunc init() { panic(\"hijacked\") }\n//go:generate sh -c \"touch pwned\"\n//"

// TestHostileComment: a table's and a column's COMMENT holding newlines,
// a func init and a //go:generate line stay comment text, escaped.
func TestHostileComment(t *testing.T) {
	quoted := "'" + strings.ReplaceAll(strings.ReplaceAll(hijack, "\n", `\n`), "\"", `\"`) + "'"
	sql := "CREATE TABLE notes (id INT PRIMARY KEY, body TEXT COMMENT " + quoted + ") COMMENT=" + quoted + ";\n" +
		"-- name: GetNote :one\nSELECT * FROM notes WHERE id = ?;\n"
	files, _ := generated(t, sql, Options{})
	models := fileNamed(t, files, "models.go")
	for _, want := range []string{"// x\\nfunc init() { panic(\"hijacked\") }\\n//go:generate sh -c \"touch pwned\"\\n//\ntype Note struct", "\t// x\\nfunc init()"} {
		if !strings.Contains(models, want) {
			t.Errorf("models.go lacks %q:\n%s", want, models)
		}
	}
	scanHijack(t, files)
}

// TestHostileSkippedColumn: a column alias with newlines that reaches
// the comment of a method left out stays in it.
func TestHostileSkippedColumn(t *testing.T) {
	sql := "CREATE TABLE notes (id INT PRIMARY KEY, title VARCHAR(20));\n" +
		"-- name: ListNotes :many\nSELECT id, (SELECT MAX(n.title) FROM notes n WHERE n.id = notes.id) AS `" + strings.ReplaceAll(hijack, "\"", "'") + "` FROM notes WHERE id = ?;\n"
	files, methods := generated(t, sql, Options{})
	if len(methods) != 1 || !methods[0].Skip {
		t.Fatalf("ListNotes is not left out: %+v", methods)
	}
	if src := fileNamed(t, files, "query.sql.go"); !strings.Contains(src, "// ListNotes is left out: its column x\\nfunc init() { panic('hijacked') }\\n//go:generate") {
		t.Errorf("the reason is not one escaped line:\n%s", src)
	}
	scanHijack(t, files)
}

func fileNamed(t testing.TB, files []File, name string) string {
	t.Helper()
	for _, f := range files {
		if f.Name == name {
			return string(f.Src)
		}
	}
	t.Fatalf("no file %s", name)
	return ""
}

// scanHijack fails the test on a func init or a go:generate line.
func scanHijack(t testing.TB, files []File) {
	t.Helper()
	for _, f := range files {
		for i, line := range strings.Split(string(f.Src), "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "//go:") || strings.HasPrefix(line, "func init(") {
				t.Errorf("%s:%d: %s", f.Name, i+1, line)
			}
		}
	}
}

// TestCheckSource: the backstop refuses a directive, a func init and an
// import the templates never write, at its line; the header, a method
// named init and the templates' imports pass.
func TestCheckSource(t *testing.T) {
	allowed := map[string]bool{"fmt": true}
	ok := "// Code generated by sql2dynamo. DO NOT EDIT.\n\npackage db\n\nimport \"fmt\"\n\n// x go:generate\ntype T struct{}\n\nfunc (T) init() { fmt.Println() }\n"
	if err := checkSource(File{Name: "ok.go", Src: []byte(ok)}, allowed); err != nil {
		t.Errorf("ok.go: %v", err)
	}
	for src, want := range map[string]string{
		"package db\n\n//go:generate sh\nvar x int\n":          "bad.go:3:1: the generated code holds the directive",
		"package db\n\nvar x int //line a.go:1\n":              "bad.go:3:11: the generated code holds the directive",
		"package db\n\nfunc init() {}\n":                       "bad.go:3:6: the generated code holds a func init",
		"package db\n\nimport \"os\"\n\nvar _ = os.Args\n":     "bad.go:3:8: the generated code imports \"os\"",
		"package db\n\n/*line a.go:1*/\nvar x int\n":           "bad.go:3:1: the generated code holds the directive",
		"package db\n\nfunc /* a */ init() {}\n":               "a func init",
		"package db\n\nvar x int\n\n//export f\nfunc f() {}\n": "bad.go:5:1: the generated code holds the directive",
		"package db\n\n// a\u2028b\nvar x int\n":               "bad.go:3:5: the generated code holds the raw rune '\\u2028'",
		"package db\n\n// a\rb\nvar x int\n":                   "bad.go:3:5: the generated code holds the raw rune '\\r'",
	} {
		err := checkSource(File{Name: "bad.go", Src: []byte(src)}, allowed)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", src, err, want)
		}
	}
}

// TestSourceError: a file that does not format is one positioned line,
// never the source.
func TestSourceError(t *testing.T) {
	g := &gen{}
	_, err := g.file("query.sql.go", "func (q *Queries) F() {\n\treturn \"secret source\n}\n")
	if err == nil || strings.Contains(err.Error(), "\n") || strings.Contains(err.Error(), "secret") || !strings.HasPrefix(err.Error(), "gogen: query.sql.go:6:9: string literal not terminated") {
		t.Errorf("%q", err)
	}
}

// TestHostileTag: a column name with a backtick, a quote and a newline
// is its JSON and db tags' value, in a tag Go reads back as written.
func TestHostileTag(t *testing.T) {
	col := "a`b\"c\nd"
	sql := "CREATE TABLE notes (id INT PRIMARY KEY, `a``b\"c\nd` TEXT);\n-- name: GetNote :one\nSELECT * FROM notes WHERE id = ?;\n" +
		"-- name: ListNotes :many\nSELECT id, `a``b\"c\nd` FROM notes WHERE id > ? AND `a``b\"c\nd` <> ?;\n"
	files, _ := generated(t, sql, Options{EmitJSONTags: true, EmitDBTags: true, QueryParameterLimit: -1})
	tags := map[string]int{}
	for _, f := range files {
		af, err := parser.ParseFile(token.NewFileSet(), f.Name, f.Src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(af, func(n ast.Node) bool {
			if fl, ok := n.(*ast.Field); ok && fl.Tag != nil {
				text, err := strconv.Unquote(fl.Tag.Value)
				tag := reflect.StructTag(text)
				if err != nil || tag.Get("json") != col && tag.Get("json") != "id" && !strings.HasPrefix(tag.Get("json"), "id") {
					t.Errorf("%s: tag %s reads json %q", f.Name, fl.Tag.Value, tag.Get("json"))
				}
				if tag.Get("json") == col {
					tags[f.Name]++
					if tag.Get("db") != col {
						t.Errorf("%s: tag %s reads db %q", f.Name, fl.Tag.Value, tag.Get("db"))
					}
				}
			}
			return true
		})
	}
	if tags["models.go"] != 1 || tags["query.sql.go"] != 1 {
		t.Errorf("tags of the column: %v, want one in the model, one in ListNotesParams\n%s", tags, sources(files))
	}
}
