package input

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"sql2dynamo/analyze"
)

// config is what sql2dynamo reads of a sqlc configuration: version 1
// lists packages, version 2 lists sql blocks. JSON configs read the same,
// JSON being YAML.
type config struct {
	Version  string      `yaml:"version"`
	Packages []sqlConfig `yaml:"packages"` // version 1
	SQL      []sqlConfig `yaml:"sql"`      // version 2
}

type sqlConfig struct {
	Name    string           `yaml:"name"`
	Engine  string           `yaml:"engine"`
	Schema  paths            `yaml:"schema"`
	Queries paths            `yaml:"queries"`
	Gen     genConf          `yaml:"gen"`
	goConf  `yaml:",inline"` // version 1 keeps the Go settings on the package
}

type genConf struct {
	Go goConf `yaml:"go"`
}

// goConf are sqlc's Go settings that `generate` follows.
type goConf struct {
	Package             string `yaml:"package"`
	Out                 string `yaml:"out"`
	Path                string `yaml:"path"` // version 1's out
	EmitInterface       bool   `yaml:"emit_interface"`
	EmitJSONTags        bool   `yaml:"emit_json_tags"`
	EmitExactTableNames bool   `yaml:"emit_exact_table_names"`
	QueryParameterLimit *int   `yaml:"query_parameter_limit"`
}

// GoSettings are a sqlc package's Go settings (gen.go in version 2, the
// package's own fields in version 1), which `generate` follows.
type GoSettings struct {
	Package string
	// Out is the folder sqlc writes the package to, from the working
	// folder; "" for plain files.
	Out                                              string
	EmitInterface, EmitJSONTags, EmitExactTableNames bool
	// QueryParameterLimit is nil when the config leaves sqlc's default.
	QueryParameterLimit *int
}

// paths is a string or a list of strings, as sqlc takes both.
type paths []string

func (p *paths) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		*p = paths{n.Value}
		return nil
	}
	var list []string
	if err := n.Decode(&list); err != nil {
		return err
	}
	*p = list
	return nil
}

// loadConfig reads a sqlc config into one package per MySQL package, its
// schema files first, then its queries, paths taken from the config's
// folder. Packages of other engines are skipped with a note.
func loadConfig(path string, opts Options) ([]*Package, []analyze.Diagnostic) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, []analyze.Diagnostic{errorAt(analyze.Pos{File: path}, "", "cannot read it: %v", unwrapPath(err))}
	}
	text, err := readFile(path, info)
	if err != nil {
		return nil, []analyze.Diagnostic{errorAt(analyze.Pos{File: path}, "", "cannot read it: %v", err)}
	}
	b := []byte(text)
	var root yaml.Node
	if err := yaml.Unmarshal(b, &root); err != nil {
		return nil, []analyze.Diagnostic{errorAt(analyze.Pos{File: path, Line: 1, Col: 1}, "check the file against sqlc's configuration reference", "not a sqlc config: %v", err)}
	}
	var cfg config
	if err := root.Decode(&cfg); err != nil {
		return nil, []analyze.Diagnostic{errorAt(analyze.Pos{File: path, Line: 1, Col: 1}, "check the file against sqlc's configuration reference", "not a sqlc config: %v", err)}
	}
	entries, key := cfg.SQL, "sql"
	switch cfg.Version {
	case "1":
		entries, key = cfg.Packages, "packages"
	case "2":
	default:
		return nil, []analyze.Diagnostic{errorAt(analyze.Pos{File: path, Line: 1, Col: 1}, `write version: "1" or version: "2", as sqlc does`,
			"unknown sqlc config version %q", cfg.Version)}
	}
	lines := entryLines(&root, key)
	dir := filepath.Dir(path)
	var pkgs []*Package
	var diags, errs []analyze.Diagnostic
	for i, e := range entries {
		pos := analyze.Pos{File: path, Line: 1, Col: 1}
		if i < len(lines) {
			pos.Line, pos.Col = lines[i].Line, lines[i].Col
		}
		engine := strings.ToLower(e.Engine)
		if engine == "" && cfg.Version == "1" {
			engine = "postgresql" // sqlc's default in version 1
		}
		name := e.Gen.Go.Package
		if name == "" {
			name = e.Name
		}
		if engine != "mysql" {
			diags = append(diags, analyze.Diagnostic{Pos: pos, Severity: analyze.Note,
				Message: fmt.Sprintf("package %s skipped: its engine is %s, and sql2dynamo reads MySQL", cmp.Or(name, fmt.Sprint(i+1)), engine)})
			continue
		}
		g := e.Gen.Go
		if cfg.Version == "1" {
			g = e.goConf
			g.Package, g.Out = e.Name, g.Path
		}
		p := &Package{Name: name, Sources: []string{path}, Go: GoSettings{Package: g.Package, EmitInterface: g.EmitInterface,
			EmitJSONTags: g.EmitJSONTags, EmitExactTableNames: g.EmitExactTableNames, QueryParameterLimit: g.QueryParameterLimit}}
		if g.Out != "" {
			p.Go.Out = filepath.Join(dir, g.Out)
		}
		for _, list := range []paths{e.Schema, e.Queries} {
			for _, rel := range list {
				if !opts.AllowOutsideConfig && outside(dir, rel) {
					errs = append(errs, errorAt(pos, "move the files under the config's folder, or pass --allow-outside-config if you trust the config",
						"%s: the path leaves the config's folder", rel))
					continue
				}
				if err := p.read(filepath.Join(dir, rel)); err != nil {
					errs = append(errs, errorAt(pos, "paths are relative to the config's folder", "%s: %v", rel, err))
				}
			}
		}
		pkgs = append(pkgs, p)
	}
	if len(errs) > 0 {
		return nil, errs
	}
	if len(pkgs) == 0 {
		return nil, append(diags, errorAt(analyze.Pos{File: path, Line: 1, Col: 1}, `add a package with engine: "mysql"`, "the config has no MySQL package"))
	}
	for _, p := range pkgs {
		p.Diagnostics = append(slices.Clip(diags), p.Diagnostics...) // each package its own copy of the notes
	}
	return pkgs, nil
}

// outside reports whether a config's path leaves its folder dir: an
// absolute path, or a relative one through "..", links resolved.
func outside(dir, rel string) bool {
	if filepath.IsAbs(rel) {
		return true
	}
	base, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return true
	}
	target, err := filepath.EvalSymlinks(filepath.Join(dir, rel))
	if err != nil {
		target = filepath.Join(base, rel) // missing: reading it says so
	}
	r, err := filepath.Rel(base, target)
	return err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator))
}

// entryLines are the positions of the entries of the top-level list key.
func entryLines(root *yaml.Node, key string) []analyze.Pos {
	if len(root.Content) == 0 {
		return nil
	}
	doc := root.Content[0]
	for i := 0; i+1 < len(doc.Content); i += 2 {
		if doc.Content[i].Value != key {
			continue
		}
		var out []analyze.Pos
		for _, n := range doc.Content[i+1].Content {
			out = append(out, analyze.Pos{Line: n.Line, Col: n.Column})
		}
		return out
	}
	return nil
}
