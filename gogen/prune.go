package gogen

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"slices"
	"strings"
)

// prune drops the package's unexported functions, methods, types,
// variables and constants that nothing else in it uses (a key encoding
// of a kind no method takes, a pager of an operation no method sends),
// until none is left, so the package is staticcheck-clean (U1000)
// whatever the design uses.
func prune(files []File) ([]File, error) {
	fset := token.NewFileSet()
	parsed := make([]*ast.File, len(files))
	for i, f := range files {
		af, err := parser.ParseFile(fset, f.Name, f.Src, parser.ParseComments)
		if err != nil {
			return nil, fmt.Errorf("gogen: %s: %w", f.Name, err)
		}
		parsed[i] = af
	}
	// changed marks the files a declaration or an import left: the others
	// are kept as written, already gofmt-ed (gen.source), and printing
	// them again would give the same bytes for twice the time.
	changed := make([]bool, len(files))
	for {
		uses := map[string]int{}
		for _, af := range parsed {
			ast.Inspect(af, func(n ast.Node) bool {
				if x, ok := n.(*ast.Ident); ok {
					uses[x.Name]++
				}
				return true
			})
		}
		removed := false
		for i, af := range parsed {
			var keep []ast.Decl
			for _, d := range af.Decls {
				if names, ok := declNames(d); ok && !slices.ContainsFunc(names, func(name string) bool { return ast.IsExported(name) || uses[name] > 1 }) {
					dropComments(af, d)
					removed, changed[i] = true, true
					continue
				}
				keep = append(keep, d)
			}
			af.Decls = keep
		}
		if !removed {
			break
		}
	}
	out := make([]File, len(files))
	for i, af := range parsed {
		if dropImports(af) {
			changed[i] = true
		}
		if !changed[i] {
			out[i] = files[i]
			continue
		}
		var b bytes.Buffer
		if err := format.Node(&b, fset, af); err != nil {
			return nil, err
		}
		src := b.Bytes()
		if regrouped := regroupImports(src); !bytes.Equal(regrouped, src) {
			// The dropped imports' lines left blank lines: gofmt the
			// block regrouped.
			var err error
			if src, err = format.Source(regrouped); err != nil {
				return nil, sourceError(files[i].Name, err)
			}
		}
		out[i] = File{Name: files[i].Name, Src: src}
	}
	return out, nil
}

// declNames are the names a declaration declares (a const group's
// every one); false for an import, a blank name, main or init.
func declNames(d ast.Decl) ([]string, bool) {
	switch x := d.(type) {
	case *ast.FuncDecl:
		if x.Name.Name == "main" || x.Name.Name == "init" {
			return nil, false
		}
		return []string{x.Name.Name}, true
	case *ast.GenDecl:
		if x.Tok == token.IMPORT {
			return nil, false
		}
		var names []string
		for _, spec := range x.Specs {
			switch s := spec.(type) {
			case *ast.TypeSpec:
				names = append(names, s.Name.Name)
			case *ast.ValueSpec:
				for _, n := range s.Names {
					if strings.HasPrefix(n.Name, "_") {
						return nil, false
					}
					names = append(names, n.Name)
				}
			}
		}
		return names, len(names) > 0
	}
	return nil, false
}

// dropComments removes the comments inside a declaration being removed,
// its doc comment among them.
func dropComments(af *ast.File, d ast.Decl) {
	start, end := d.Pos(), d.End()
	switch x := d.(type) {
	case *ast.FuncDecl:
		if x.Doc != nil {
			start = x.Doc.Pos()
		}
	case *ast.GenDecl:
		if x.Doc != nil {
			start = x.Doc.Pos()
		}
	}
	af.Comments = slices.DeleteFunc(af.Comments, func(c *ast.CommentGroup) bool { return c.Pos() >= start && c.End() <= end })
}

// dropImports removes the imports a file no longer uses, and reports
// whether it removed any.
func dropImports(af *ast.File) bool {
	used := map[string]bool{}
	ast.Inspect(af, func(n ast.Node) bool {
		if x, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := x.X.(*ast.Ident); ok {
				used[id.Name] = true
			}
		}
		return true
	})
	removed := false
	for _, d := range af.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.IMPORT {
			continue
		}
		before := len(g.Specs)
		g.Specs = slices.DeleteFunc(g.Specs, func(s ast.Spec) bool {
			is := s.(*ast.ImportSpec)
			path := strings.Trim(is.Path.Value, `"`)
			name := path[strings.LastIndex(path, "/")+1:]
			if is.Name != nil {
				name = is.Name.Name
			}
			return !used[name]
		})
		removed = removed || len(g.Specs) < before
	}
	af.Decls = slices.DeleteFunc(af.Decls, func(d ast.Decl) bool {
		g, ok := d.(*ast.GenDecl)
		return ok && g.Tok == token.IMPORT && len(g.Specs) == 0
	})
	af.Imports = slices.DeleteFunc(af.Imports, func(is *ast.ImportSpec) bool {
		path := strings.Trim(is.Path.Value, `"`)
		return !used[path[strings.LastIndex(path, "/")+1:]]
	})
	return removed
}

// regroupImports lays out a file's import block as imports writes it,
// the standard library's first, then a blank line and the others: the
// imports prune dropped leave no blank lines behind.
func regroupImports(src []byte) []byte {
	text := string(src)
	start := strings.Index(text, "\nimport (\n")
	if start < 0 {
		return src
	}
	start += len("\nimport (\n")
	end := strings.Index(text[start:], "\n)\n")
	if end < 0 {
		return src
	}
	var std, others []string
	for _, line := range strings.Split(text[start:start+end], "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		path := line[strings.Index(line, `"`)+1:]
		if strings.Contains(strings.Split(path, "/")[0], ".") || !strings.HasPrefix(line, `"`) {
			others = append(others, "\t"+line)
		} else {
			std = append(std, "\t"+line)
		}
	}
	block := strings.Join(std, "\n")
	if len(std) > 0 && len(others) > 0 {
		block += "\n\n"
	}
	block += strings.Join(others, "\n")
	return []byte(text[:start] + block + text[start+end:])
}
