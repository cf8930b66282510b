package gogen

import (
	_ "embed"
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"sql2dynamo/gogen/internal/exports"
)

// exportsFile is the type information of the packages the templates
// import (ImportPaths), at the versions go.mod requires: written by
// gogen/internal/mkexports, whose test fails while it is stale.
//
//go:embed exports.gz
var exportsFile []byte

// imported are the packages of exportsFile, read once and shared by every
// type check: nothing changes them once read.
var imported = sync.OnceValues(func() (map[string]*types.Package, error) {
	set, err := exports.Read(exportsFile)
	if err != nil {
		return nil, err
	}
	return set.Import()
})

// ImportPaths are the packages a generated package may import besides
// sqlc's: the standard library's the templates use (keys.go's own among
// them), and aws-sdk-go-v2's.
func ImportPaths() []string {
	paths := slices.Clone(templateImports)
	f, err := parser.ParseFile(token.NewFileSet(), "keys.go", "package p\n"+keysHead, parser.ImportsOnly)
	if err != nil {
		panic(err) // a constant of the package's
	}
	for _, spec := range f.Imports {
		paths = append(paths, strings.Trim(spec.Path.Value, `"`))
	}
	slices.Sort(paths)
	return slices.Compact(paths)
}

// GoVersion is the Go language version the generated package's code
// needs (the built-in min, a range over an integer): TypeCheck checks it
// as that version's compiler would. The SDK versions it is checked
// against need Go 1.24 themselves (README).
const GoVersion = "go1.22"

// TypeCheck type-checks a generated package as the compiler would before
// it builds it, in process: the SDK's and the standard library's types
// come from the export data built into sql2dynamo (no Go toolchain or
// module cache needed), sqlc's package (sqlc, when the package uses its
// types) from its source. The error is the first one, on one line, at
// its place in the file: "models.go:12:6: New redeclared in this block".
//
// It is what makes generate's success mean the package builds: a name
// the generator failed to keep apart, or any other mistake of the
// templates, is found here rather than by the application's build.
func TypeCheck(files []File, sqlc *Sqlc) error {
	fset := token.NewFileSet()
	var parsed []*ast.File
	for _, f := range files {
		if !strings.HasSuffix(f.Name, ".go") {
			return fmt.Errorf("%s is no .go file: go build leaves it out of the package", f.Name)
		}
		af, err := parser.ParseFile(fset, f.Name, f.Src, parser.SkipObjectResolution)
		if err != nil {
			return parseError(f.Name, err)
		}
		parsed = append(parsed, af)
	}
	return checkParsed(fset, parsed, sqlc)
}

// checkParsed is TypeCheck of files parsed already (by prune, which Package
// hands them on from: parsing a large package again took as long as
// checking it).
func checkParsed(fset *token.FileSet, parsed []*ast.File, sqlc *Sqlc) error {
	pkgs, err := imported()
	if err != nil {
		return fmt.Errorf("gogen: the type information built in is unreadable: %w", err)
	}
	if len(parsed) == 0 {
		return errors.New("gogen: the package has no Go file")
	}
	imp := &sourceImporter{fset: fset, imported: pkgs, checked: map[string]*types.Package{}}
	if sqlc != nil {
		imp.dirs, imp.from = map[string]string{sqlc.Path: sqlc.Dir}, sqlc.Dir
	}
	// No Error handler: the check stops at the first error, the one line
	// generate says.
	conf := types.Config{Importer: imp, GoVersion: GoVersion}
	if _, err := conf.Check(parsed[0].Name.Name, fset, parsed, nil); err != nil {
		return oneLine(err)
	}
	return nil
}

// oneLine is an error on one line: go/types writes some on several (a
// call's "have (...)" and "want (...)" below it), and the go command
// its hint below the line it ends with a colon ("to add it:").
func oneLine(err error) error {
	msg := err.Error()
	if !strings.Contains(msg, "\n") {
		return err
	}
	var b strings.Builder
	for _, line := range strings.Split(msg, "\n") {
		line = strings.Join(strings.Fields(line), " ")
		switch {
		case line == "":
			continue
		case b.Len() == 0:
		case strings.HasSuffix(b.String(), ":"):
			b.WriteString(" ")
		default:
			b.WriteString("; ")
		}
		b.WriteString(line)
	}
	return errors.New(b.String())
}

// checkSqlc type-checks sqlc's package from its source, as the type
// check of a package using it imports it: its first error, on one line,
// when it does not build (a column named ctx, a module its go.mod lacks).
func checkSqlc(s *Sqlc) error {
	pkgs, err := imported()
	if err != nil {
		return fmt.Errorf("gogen: the type information built in is unreadable: %w", err)
	}
	imp := &sourceImporter{fset: token.NewFileSet(), imported: pkgs, checked: map[string]*types.Package{},
		dirs: map[string]string{s.Path: s.Dir}, from: s.Dir}
	if _, err := imp.check(s.Path); err != nil {
		return oneLine(err)
	}
	return nil
}

// sourceImporter imports a package from the export data built in, or
// else from its source, type-checked with the same importer so that
// every package sees one universe of types (one context.Context): sqlc's
// package, from its folder, and whatever it imports that the export data
// lacks, found as the go command finds it from sqlc's folder.
type sourceImporter struct {
	fset     *token.FileSet
	imported map[string]*types.Package // the export data's, shared
	dirs     map[string]string         // import path -> folder, for sqlc's package
	from     string                    // the folder other imports are found from: sqlc's
	checked  map[string]*types.Package // the packages checked from source
}

func (im *sourceImporter) Import(path string) (*types.Package, error) {
	p, err := im.check(path)
	if err != nil {
		return nil, fmt.Errorf("package %s: %w", path, err)
	}
	return p, nil
}

// check is Import's package, its error not naming it.
func (im *sourceImporter) check(path string) (*types.Package, error) {
	if path == "unsafe" {
		return types.Unsafe, nil
	}
	if p := im.imported[path]; p != nil && p.Complete() {
		return p, nil
	}
	if p := im.checked[path]; p != nil {
		return p, nil
	}
	dir := im.dirs[path]
	var names []string
	if dir != "" {
		bp, err := build.ImportDir(dir, 0)
		if err != nil {
			return nil, fmt.Errorf("in %s: %w", dir, err)
		}
		names = bp.GoFiles
	} else {
		if im.from == "" {
			return nil, fmt.Errorf("no type information for package %q", path)
		}
		// The go command go/build asks runs in ctx.Dir, not in from:
		// without it, the module of the working folder (sql2dynamo's own,
		// under go test) would answer for sqlc's. And it finds an import
		// from an absolute folder only: sqlc's is relative when the
		// config's path is (generate sql/sqlc.yml), and a package of the
		// app's own module that sqlc's imports (an override's type) would
		// not be found.
		from, err := filepath.Abs(im.from)
		if err != nil {
			return nil, err
		}
		ctx := build.Default
		ctx.Dir = from
		bp, err := ctx.Import(path, from, 0)
		if err != nil {
			return nil, err
		}
		dir, names = bp.Dir, bp.GoFiles
	}
	var files []*ast.File
	for _, n := range names {
		name := filepath.Join(dir, n)
		f, err := parser.ParseFile(im.fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, parseError(name, err)
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: im}
	p, err := conf.Check(path, im.fset, files, nil)
	if err != nil {
		return nil, err
	}
	im.checked[path] = p
	return p, nil
}
