// Package exports holds the type information of the packages a generated
// package imports, as gogen/exports.gz stores it: for each package its
// export data (golang.org/x/tools/go/gcexportdata's format, which holds
// the objects it reaches in other packages too), with the Go version and
// the module versions it was written from. gogen.TypeCheck imports from
// it; gogen/internal/mkexports writes it.
package exports

import (
	"bytes"
	"compress/gzip"
	"encoding/gob"
	"fmt"
	"go/token"
	"go/types"
	"io"
	"slices"
	"strings"

	"golang.org/x/tools/go/gcexportdata"
)

// Set is the content of an exports file.
type Set struct {
	// Go is the version of the Go toolchain whose standard library it
	// holds, Modules the modules its other packages come from.
	Go       string
	Modules  []Module
	Packages []Package
}

// Module is one module of a Set, at its version.
type Module struct{ Path, Version string }

// Package is one package's export data.
type Package struct {
	Path string
	Data []byte
}

// Write encodes the packages' type information as an exports file:
// deterministic, positions left out (they would name the folders of the
// machine that wrote it).
func Write(goVersion string, modules []Module, pkgs []*types.Package) ([]byte, error) {
	s := Set{Go: goVersion, Modules: slices.Clone(modules)}
	slices.SortFunc(s.Modules, func(a, b Module) int { return strings.Compare(a.Path, b.Path) })
	for _, p := range pkgs {
		var b bytes.Buffer
		if err := gcexportdata.Write(&b, token.NewFileSet(), p); err != nil {
			return nil, fmt.Errorf("export data of %s: %w", p.Path(), err)
		}
		s.Packages = append(s.Packages, Package{Path: p.Path(), Data: b.Bytes()})
	}
	slices.SortFunc(s.Packages, func(a, b Package) int { return strings.Compare(a.Path, b.Path) })
	var out bytes.Buffer
	zw, err := gzip.NewWriterLevel(&out, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if err := gob.NewEncoder(zw).Encode(s); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// Read decodes an exports file.
func Read(src []byte) (*Set, error) {
	zr, err := gzip.NewReader(bytes.NewReader(src))
	if err != nil {
		return nil, err
	}
	var s Set
	if err := gob.NewDecoder(zr).Decode(&s); err != nil {
		return nil, err
	}
	if _, err := io.Copy(io.Discard, zr); err != nil {
		return nil, err
	}
	return &s, nil
}

// Import reads every package of the set, each complete: packages that
// one type check after another can share, since nothing changes them
// once read.
func (s *Set) Import() (map[string]*types.Package, error) {
	fset := token.NewFileSet() // the data holds no positions
	pkgs := map[string]*types.Package{}
	for _, p := range s.Packages {
		// A package's export data declares the objects it reaches in
		// others: the package read later completes them.
		if _, err := gcexportdata.Read(bytes.NewReader(p.Data), fset, pkgs, p.Path); err != nil {
			return nil, fmt.Errorf("export data of %s: %w", p.Path, err)
		}
	}
	return pkgs, nil
}
