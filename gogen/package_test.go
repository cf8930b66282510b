package gogen

import (
	"bytes"
	"go/format"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// caseDesign designs a testdata case as the command does.
func caseDesign(t *testing.T, name string) *design.Design {
	t.Helper()
	dir := filepath.Join("..", "testdata", name)
	src, err := os.ReadFile(filepath.Join(dir, "input.sql"))
	if err != nil {
		t.Fatal(err)
	}
	m := analyze.Analyze(analyze.File{Name: "input.sql", Text: string(src)})
	if m.HasErrors() {
		t.Fatalf("%s: %v", name, m.Diagnostics)
	}
	return design.New(m, design.Options{Table: name})
}

// cases are the testdata cases that design a table.
func cases(t *testing.T) []string {
	dirs, err := filepath.Glob(filepath.Join("..", "testdata", "*", "input.sql"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range dirs {
		name := filepath.Base(filepath.Dir(d))
		if strings.HasPrefix(name, "bad_") {
			continue
		}
		if _, err := os.Stat(filepath.Join(filepath.Dir(d), "design.json")); err != nil {
			continue
		}
		out = append(out, name)
	}
	return out
}

// TestPackageBuilds: the package generated for every testdata case
// builds and passes go vet, each in a package of its own in one module.
func TestPackageBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module")
	}
	dir := t.TempDir()
	for _, name := range cases(t) {
		d := caseDesign(t, name)
		pkg := "c_" + name
		fs, methods, err := Package(d, Options{Package: pkg, EmitInterface: true, QueryParameterLimit: -1})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		// verify finds the method that runs a plan by the plan: each is
		// one of the design's own.
		for _, m := range methods {
			if m.Generated && !slices.Contains(d.Plans, m.Plan) {
				t.Errorf("%s: %s runs a plan that is not the design's: verify would not call it", name, m.Name)
			}
		}
		noPlaceholders(t, fs)
		// prune cuts what it drops out of the text (cutOut): every file
		// must still be as gofmt prints it.
		for _, f := range fs {
			if src, err := format.Source(f.Src); err != nil || !bytes.Equal(src, f.Src) {
				t.Errorf("%s: %s is not gofmt-ed (%v)", name, f.Name, err)
			}
		}
		if err := WriteModule(dir, pkg, fs, nil); err != nil {
			t.Fatal(err)
		}
	}
	if out, err := Command(dir, "vet", "./...").CombinedOutput(); err != nil {
		t.Fatalf("go vet: %v\n%s", err, out)
	}
	// ./test.sh names the staticcheck it installed: the generated code
	// must pass it as ours does.
	if sc := os.Getenv("SQL2DYNAMO_STATICCHECK"); sc != "" {
		if out, err := Command(dir, sc, "./...").CombinedOutput(); err != nil {
			t.Fatalf("staticcheck: %v\n%s", err, out)
		}
	}
}

// TestJSONName: JSON tags in each of sqlc's case styles, as sqlc's
// JSONTagName (v1.31.1) writes them.
func TestJSONName(t *testing.T) {
	for _, c := range []struct {
		col, style string
		idUpper    bool
		want       string
	}{
		{"author_id", "", false, "author_id"},
		{"author_id", "none", false, "author_id"},
		{"author_id", "camel", false, "authorId"},
		{"author_id", "camel", true, "authorID"},
		{"id", "camel", true, "id"},
		{"avatar_url", "camel", false, "avatarUrl"},
		{"author_id", "pascal", false, "AuthorID"},
		{"avatar_url", "pascal", true, "AvatarUrl"},
		{"author_id", "snake", false, "author_id"},
		{"createdat", "snake", false, "createdat"},
	} {
		if got := jsonName(c.col, c.style, c.idUpper); got != c.want {
			t.Errorf("jsonName(%q, %q, %v) = %q, want %q", c.col, c.style, c.idUpper, got, c.want)
		}
	}
}
