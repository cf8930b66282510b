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
//
// It also returns the files parsed, as they are written, for the type
// check.
func prune(files []File) ([]File, *token.FileSet, []*ast.File, error) {
	fset := token.NewFileSet()
	parsed := make([]*ast.File, len(files))
	for i, f := range files {
		af, err := parser.ParseFile(fset, f.Name, f.Src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("gogen: %s: %w", f.Name, err)
		}
		parsed[i] = af
	}
	// changed marks the files a declaration or an import left: the others
	// are kept as written, already gofmt-ed (gen.source), and printing
	// them again would give the same bytes for twice the time.
	changed := make([]bool, len(files))
	// cut are the declarations and import specs taken out of each file.
	cut := make([][]ast.Node, len(files))
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
					cut[i] = append(cut[i], d)
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
		if dropped := dropImports(af); len(dropped) > 0 {
			changed[i] = true
			cut[i] = append(cut[i], dropped...)
		}
		if !changed[i] {
			out[i] = files[i]
			continue
		}
		// The text of what was taken out is cut from the file, which is
		// gofmt-ed already: printing a file of large tables (keys.go's
		// folds) again took most of a small package's generation.
		src, ok := cutOut(fset, files[i].Src, cut[i])
		if ok {
			src = regroupImports(src)
		} else {
			var err error
			if src, err = printFile(fset, af, files[i].Name); err != nil {
				return nil, nil, nil, err
			}
		}
		out[i] = File{Name: files[i].Name, Src: src}
		// Parsed again as written: the type check's positions are the
		// file's.
		var err error
		if parsed[i], err = parser.ParseFile(fset, out[i].Name, src, parser.SkipObjectResolution); err != nil {
			return nil, nil, nil, sourceError(out[i].Name, err)
		}
	}
	return out, fset, parsed, nil
}

// printFile prints a pruned file as gofmt would, its import block
// regrouped.
func printFile(fset *token.FileSet, af *ast.File, name string) ([]byte, error) {
	var b bytes.Buffer
	if err := format.Node(&b, fset, af); err != nil {
		return nil, err
	}
	src := b.Bytes()
	if regrouped := regroupImports(src); !bytes.Equal(regrouped, src) {
		// The dropped imports' lines left blank lines: gofmt the block
		// regrouped.
		var err error
		if src, err = format.Source(regrouped); err != nil {
			return nil, sourceError(name, err)
		}
	}
	return src, nil
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

// dropImports removes the imports a file no longer uses, and returns
// them: the specs, and an import declaration left with none.
func dropImports(af *ast.File) []ast.Node {
	used := map[string]bool{}
	ast.Inspect(af, func(n ast.Node) bool {
		if x, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := x.X.(*ast.Ident); ok {
				used[id.Name] = true
			}
		}
		return true
	})
	var removed []ast.Node
	for _, d := range af.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.IMPORT {
			continue
		}
		g.Specs = slices.DeleteFunc(g.Specs, func(s ast.Spec) bool {
			is := s.(*ast.ImportSpec)
			path := strings.Trim(is.Path.Value, `"`)
			name := path[strings.LastIndex(path, "/")+1:]
			if is.Name != nil {
				name = is.Name.Name
			}
			if !used[name] {
				removed = append(removed, is)
			}
			return !used[name]
		})
	}
	af.Decls = slices.DeleteFunc(af.Decls, func(d ast.Decl) bool {
		g, ok := d.(*ast.GenDecl)
		if ok && g.Tok == token.IMPORT && len(g.Specs) == 0 {
			removed = append(removed, g)
			return true
		}
		return false
	})
	af.Imports = slices.DeleteFunc(af.Imports, func(is *ast.ImportSpec) bool {
		path := strings.Trim(is.Path.Value, `"`)
		return !used[path[strings.LastIndex(path, "/")+1:]]
	})
	return removed
}

// cutOut is src without the lines of nodes (declarations with their doc
// comments, import specs), and at most one blank line where they were, as
// gofmt would print the file without them. It reports false when a node
// shares a line with other text (a comment after it): the caller prints
// the file instead.
func cutOut(fset *token.FileSet, src []byte, nodes []ast.Node) ([]byte, bool) {
	type span struct{ start, end int }
	var spans []span
	for _, n := range nodes {
		start := n.Pos()
		switch x := n.(type) {
		case *ast.FuncDecl:
			if x.Doc != nil {
				start = x.Doc.Pos()
			}
		case *ast.GenDecl:
			if x.Doc != nil {
				start = x.Doc.Pos()
			}
		case *ast.ImportSpec:
			if x.Doc != nil || x.Comment != nil {
				return nil, false
			}
		}
		s, e := fset.Position(start).Offset, fset.Position(n.End()).Offset
		for s > 0 && (src[s-1] == ' ' || src[s-1] == '\t') {
			s--
		}
		if s > 0 && src[s-1] != '\n' {
			return nil, false
		}
		for e < len(src) && (src[e] == ' ' || src[e] == '\t') {
			e++
		}
		if e < len(src) && src[e] != '\n' {
			return nil, false
		}
		if e < len(src) {
			e++
		}
		spans = append(spans, span{s, e})
	}
	slices.SortFunc(spans, func(a, b span) int { return a.start - b.start })
	var out []byte
	at := 0
	for _, sp := range spans {
		if sp.start < at { // inside one cut already (a spec of a declaration cut)
			at = max(at, sp.end)
			continue
		}
		out = append(out, src[at:sp.start]...)
		at = sp.end
		if bytes.HasSuffix(out, []byte("\n\n")) || len(out) == 0 {
			for at < len(src) && src[at] == '\n' {
				at++ // the blank line after it, when one is before it
			}
		}
	}
	out = append(out, src[at:]...)
	for bytes.HasSuffix(out, []byte("\n\n")) {
		out = out[:len(out)-1]
	}
	return out, true
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
