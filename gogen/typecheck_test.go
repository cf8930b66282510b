package gogen

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestTypeCheck: a package that would not build is refused with its
// first error on one line, at its place. (Package type-checks what it
// generates, so every test generating a package checks it too.)
func TestTypeCheck(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"package p\n\nfunc New() {}\n\ntype New struct{}\n", "a.go:5:6: New redeclared in this block"},
		{"package p\n\nimport \"github.com/aws/aws-sdk-go-v2/aws\"\n\nfunc f(aws string) *string { return aws.String(aws) }\n", "a.go:5:41: aws.String undefined (type string has no field or method String)"},
		{"package p\n\nimport \"context\"\n\nvar _ context.Context = 1\n", "a.go:5:25: cannot use 1 (constant of type int) as context.Context value in variable declaration: int does not implement context.Context (missing method Deadline)"},
		{"package p\n\nfunc f() {\n", "a.go:3:12: expected '}', found 'EOF'"},
		{"package p\n\nfunc f(int) {}\n\nvar _ = f\n\nfunc g() { f() }\n", "a.go:7:14: not enough arguments in call to f; have (); want (int)"},
	} {
		err := TypeCheck([]File{{Name: "a.go", Src: []byte(c.src)}}, nil)
		if err == nil || err.Error() != c.want || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v, want %s", c.src, err, c.want)
		}
	}
}

// TestPackageRefusesWhatDoesNotBuild: Package type-checks the files it
// wrote, and for a package that does not build returns no file and one
// positioned line.
func TestPackageRefusesWhatDoesNotBuild(t *testing.T) {
	testHookFiles = func(fs []File) {
		for i := range fs {
			if fs[i].Name == "db.go" {
				fs[i].Src = append(fs[i].Src, "\nvar _ int = \"not a number\"\n"...)
			}
		}
	}
	defer func() { testHookFiles = nil }()
	files, _, err := Package(caseDesign(t, "retail"), Options{Package: "p", QueryParameterLimit: -1})
	if files != nil || err == nil || !strings.Contains(err.Error(), "gogen: the generated package does not build: db.go:") || strings.Contains(err.Error(), "\n") {
		t.Errorf("%d files, error %v; want none, and db.go's line", len(files), err)
	}
}

// BenchmarkTypeCheck: the type check of a generated package, which
// generate runs every time.
func BenchmarkTypeCheck(b *testing.B) {
	fs, _, err := Package(caseDesign(&testing.T{}, "retail"), Options{Package: "p", EmitInterface: true, QueryParameterLimit: -1})
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		if err := TypeCheck(fs, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// TestTypeCheckSqlc: a package using sqlc's is checked against sqlc's
// source, and what sqlc's imports that the export data lacks (net/netip
// here) is checked from its source too, in one universe of types.
func TestTypeCheckSqlc(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/app\n\ngo 1.22\n")
	write("db/db.go", "package db\n\nimport (\n\t\"context\"\n\t\"net/netip\"\n)\n\ntype Row struct{ Addr netip.Addr }\n\nfunc Get(ctx context.Context) Row { return Row{} }\n")
	sqlc := &Sqlc{Path: "example.com/app/db", Dir: filepath.Join(dir, "db"), Name: "db"}
	ok := "package dynamo\n\nimport (\n\t\"context\"\n\n\tdb \"example.com/app/db\"\n)\n\nvar _ bool = db.Get(context.Background()).Addr.IsValid()\n"
	if err := TypeCheck([]File{{Name: "a.go", Src: []byte(ok)}}, sqlc); err != nil {
		t.Errorf("%v", err)
	}
	bad := strings.Replace(ok, "var _ bool", "var _ int", 1)
	if err := TypeCheck([]File{{Name: "a.go", Src: []byte(bad)}}, sqlc); err == nil || !strings.HasPrefix(err.Error(), "a.go:9:13: cannot use db.Get") {
		t.Errorf("a bool as an int: %v", err)
	}
}

// TestTypeCheckConcurrent: checks running at once share the packages of
// the export data (go test -race finds a write to them).
func TestTypeCheckConcurrent(t *testing.T) {
	var files [][]File
	for _, name := range []string{"retail", "blog", "collations", "all_types"} {
		fs, _, err := Package(caseDesign(t, name), Options{Package: "p", QueryParameterLimit: -1})
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs)
	}
	var wg sync.WaitGroup
	for _, fs := range files {
		wg.Go(func() {
			if err := TypeCheck(fs, nil); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
}
