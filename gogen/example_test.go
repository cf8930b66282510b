package gogen

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite gogen/blogdb, the generated example package")

// TestExamplePackage: gogen/blogdb is the package generated for
// testdata/blog, kept in the repository so that its benchmarks (the
// generated methods against the bare requests of their plans) and go vet
// and staticcheck run on generated code as they run on ours. -update
// rewrites it.
func TestExamplePackage(t *testing.T) {
	files, _, err := Package(caseDesign(t, "blog"), Options{Package: "blogdb", EmitInterface: true, QueryParameterLimit: 1})
	if err != nil {
		t.Fatal(err)
	}
	dir := "blogdb"
	want := map[string]bool{}
	for _, f := range files {
		want[f.Name] = true
		path := filepath.Join(dir, f.Name)
		if *update {
			if err := os.WriteFile(path, f.Src, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != string(f.Src) {
			t.Errorf("%s is not what generate writes for testdata/blog (go test ./gogen -update rewrites it)", path)
		}
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), "_test.go") && !want[e.Name()] {
			t.Errorf("%s is no file generate writes", filepath.Join(dir, e.Name()))
		}
	}
}
