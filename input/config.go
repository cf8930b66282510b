package input

import (
	"cmp"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"runtime"
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
	// Version 1's global rename and overrides, and version 2's under
	// overrides.go: every package's, a package's own rename giving way
	// to them as sqlc's does.
	Rename    map[string]string `yaml:"rename"`
	Overrides yaml.Node         `yaml:"overrides"`
}

type sqlConfig struct {
	Name       string           `yaml:"name"`
	Engine     string           `yaml:"engine"`
	Schema     paths            `yaml:"schema"`
	Queries    paths            `yaml:"queries"`
	Gen        genConf          `yaml:"gen"`
	GoSettings `yaml:",inline"` // version 1 keeps the Go settings on the package
}

type genConf struct {
	Go GoSettings `yaml:"go"`
}

// GoSettings are a sqlc package's Go settings (gen.go in version 2, the
// package's own fields in version 1), which `generate` follows: those that
// shape the package's names, types and signatures. Settings that change
// nothing a caller sees of a MySQL package (emit_exported_queries,
// sql_package, ...) are not read.
type GoSettings struct {
	Package string `yaml:"package"`
	// Out is the folder sqlc writes the package to, from the working
	// folder once loaded; "" for plain files.
	Out                       string `yaml:"out"`
	Path                      string `yaml:"path"` // version 1's out
	EmitInterface             bool   `yaml:"emit_interface"`
	EmitJSONTags              bool   `yaml:"emit_json_tags"`
	JSONTagsIDUppercase       bool   `yaml:"json_tags_id_uppercase"`
	JSONTagsCaseStyle         string `yaml:"json_tags_case_style"`
	EmitDBTags                bool   `yaml:"emit_db_tags"`
	EmitExactTableNames       bool   `yaml:"emit_exact_table_names"`
	EmitEmptySlices           bool   `yaml:"emit_empty_slices"`
	EmitResultStructPointers  bool   `yaml:"emit_result_struct_pointers"`
	EmitParamsStructPointers  bool   `yaml:"emit_params_struct_pointers"`
	EmitMethodsWithDBArgument bool   `yaml:"emit_methods_with_db_argument"`
	// EmitPreparedQueries adds sqlc's Prepare and (*Queries).Close.
	EmitPreparedQueries bool `yaml:"emit_prepared_queries"`
	// EmitPointersForNullTypes is read to be reported: sqlc v1.31.1
	// keeps database/sql's Null types for MySQL whatever it says.
	EmitPointersForNullTypes bool `yaml:"emit_pointers_for_null_types"`
	// QueryParameterLimit is nil when the config leaves sqlc's default.
	QueryParameterLimit *int              `yaml:"query_parameter_limit"`
	Rename              map[string]string `yaml:"rename"`
	// Initialisms is nil when the config leaves sqlc's default, ["id"].
	Initialisms           *[]string `yaml:"initialisms"`
	OutputDBFileName      string    `yaml:"output_db_file_name"`
	OutputModelsFileName  string    `yaml:"output_models_file_name"`
	OutputQuerierFileName string    `yaml:"output_querier_file_name"`
	OutputFilesSuffix     string    `yaml:"output_files_suffix"`
	// Pos is the package's entry in the config: generate positions a
	// fault of these settings there (a file name no file can have).
	Pos analyze.Pos `yaml:"-"`
	// Overrides counts the type overrides (the package's and the
	// global ones): the package keeps sqlc's default types, so a method
	// whose types they change differs from sqlc's.
	Overrides []yaml.Node `yaml:"overrides"`
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
func loadConfig(path string) ([]*Package, []analyze.Diagnostic) {
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
		// sqlc names a version 1 package after its path's last element
		// when it has no name, and a version 2 one after its out folder's.
		switch {
		case cfg.Version == "1" && e.Name == "" && e.Path != "":
			e.Name = filepath.Base(e.Path)
		case cfg.Version == "2" && e.Gen.Go.Package == "" && e.Gen.Go.Out != "":
			e.Gen.Go.Package = filepath.Base(e.Gen.Go.Out)
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
			g = e.GoSettings
			g.Package, g.Out = e.Name, g.Path
		}
		if err := cfg.global(&g); err != nil {
			errs = append(errs, errorAt(pos, "check the file against sqlc's configuration reference", "%v", err))
		}
		switch g.JSONTagsCaseStyle {
		case "", "none", "camel", "pascal", "snake":
		default:
			errs = append(errs, errorAt(pos, "write camel, pascal, snake or none", "json_tags_case_style %q is none of sqlc's", g.JSONTagsCaseStyle))
		}
		p := &Package{Name: name, Sources: []string{path}, Go: g}
		p.Go.Path = ""
		p.Go.Pos = pos
		p.Go.Out = ""
		if g.Out != "" {
			p.Go.Out = filepath.Join(dir, g.Out)
		}
		for _, list := range []struct {
			key   string
			paths paths
		}{{"schema", e.Schema}, {"queries", e.Queries}} {
			errs = append(errs, p.readSqlc(dir, list.key, list.paths, pos)...)
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

// global adds the config's global rename and overrides to a package's
// settings: its renames win over the package's, as in sqlc.
func (c *config) global(g *GoSettings) error {
	rename, overrides := c.Rename, []yaml.Node(nil)
	switch c.Overrides.Kind {
	case 0:
	case yaml.SequenceNode: // version 1: a list
		for _, n := range c.Overrides.Content {
			overrides = append(overrides, *n)
		}
	case yaml.MappingNode: // version 2: overrides.go.{rename,overrides}
		var v2 struct {
			Go struct {
				Rename    map[string]string `yaml:"rename"`
				Overrides []yaml.Node       `yaml:"overrides"`
			} `yaml:"go"`
		}
		if err := c.Overrides.Decode(&v2); err != nil {
			return fmt.Errorf("overrides: %v", err)
		}
		rename, overrides = v2.Go.Rename, v2.Go.Overrides
	}
	if len(rename) > 0 {
		g.Rename = maps.Clone(g.Rename)
		if g.Rename == nil {
			g.Rename = map[string]string{}
		}
		maps.Copy(g.Rename, rename)
	}
	g.Overrides = append(overrides, g.Overrides...)
	return nil
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

// readSqlc reads a package's schema or queries list as sqlc v1.31 does
// (its sqlpath.Glob): each entry is taken from the config's folder; one
// with * ? [ or ] is a pattern that filepath.Glob expands (** is one path
// element, as *), and a pattern that matches nothing adds nothing; a
// folder adds its entries. Of all these, only names ending in .sql are
// read, neither hidden ones (.name) nor golang-migrate's *.down.sql. A list
// that leaves no file to read is an error, at the package's entry: sqlc
// finds no query in it, or no table.
func (p *Package) readSqlc(dir, key string, list paths, pos analyze.Pos) []analyze.Diagnostic {
	var errs []analyze.Diagnostic
	type named struct{ shown, path string }
	var names []named
	for _, rel := range list {
		if !strings.ContainsAny(rel, "*?[]") {
			names = append(names, named{rel, filepath.Join(dir, rel)})
			continue
		}
		matches, err := filepath.Glob(filepath.Join(globEscape(dir), rel))
		if err != nil {
			errs = append(errs, errorAt(pos, "write a pattern filepath.Glob reads, as sqlc does", "%s: %v", rel, err))
			continue
		}
		if len(matches) == 0 {
			why := ""
			if strings.Contains(rel, "**") {
				why = " (in sqlc's patterns ** matches one folder, as * does)"
			}
			p.Diagnostics = append(p.Diagnostics, analyze.Diagnostic{Pos: pos, Severity: analyze.Note,
				Message: fmt.Sprintf("%s %s matches no file%s", key, rel, why)})
		}
		for _, m := range matches {
			names = append(names, named{m, m})
		}
	}
	var files []string
	for _, n := range names {
		name := n.path
		info, err := os.Stat(name)
		if err != nil {
			errs = append(errs, errorAt(pos, "paths are relative to the config's folder", "%s: %v", n.shown, unwrapPath(err)))
			continue
		}
		if !info.IsDir() {
			files = append(files, filepath.Clean(name))
			continue
		}
		entries, err := os.ReadDir(name) // sorted by name
		if err != nil {
			errs = append(errs, errorAt(pos, "", "%s: %v", n.shown, unwrapPath(err)))
			continue
		}
		for _, e := range entries {
			if !e.IsDir() { // sqlc would fail on a folder named x.sql
				files = append(files, filepath.Join(name, e.Name()))
			}
		}
	}
	read := 0
	for _, name := range files {
		base := filepath.Base(name)
		switch {
		case !strings.HasSuffix(base, ".sql"), strings.HasPrefix(base, "."):
			continue // not read by sqlc either: no note for an editor's or a README file
		case strings.HasSuffix(base, ".down.sql"):
			p.Diagnostics = append(p.Diagnostics, analyze.Diagnostic{Pos: analyze.Pos{File: name}, Severity: analyze.Note,
				Message: "a down migration, left out as sqlc leaves it out"})
			continue
		}
		read++
		info, err := os.Stat(name)
		if err == nil {
			var text string
			if text, err = readFile(name, info); err == nil {
				p.add([]found{{analyze.File{Name: name, Text: text, QueriesOnly: key == "queries", Schema: key == "schema"}, info}}) // a schema file listed again stays one
				continue
			}
		}
		errs = append(errs, errorAt(pos, "", "%s: %v", name, unwrapPath(err)))
	}
	switch {
	case len(errs) > 0 || read > 0:
	case len(list) == 0:
		errs = append(errs, errorAt(pos, "list the package's .sql files or folders under "+key+", as sqlc requires", "the package has no %s", key))
	default:
		errs = append(errs, errorAt(pos, "name .sql files, folders of them, or patterns that match them, relative to the config's folder",
			"%s %s: no .sql file to read (sqlc reads only names ending in .sql, neither hidden ones nor *.down.sql)", key, strings.Join(list, ", ")))
	}
	return errs
}

// globEscape makes a folder's name literal in a pattern: the config's
// folder is no part of the pattern the config writes.
func globEscape(dir string) string {
	if runtime.GOOS == "windows" { // \ separates there, and Glob has no escape
		return dir
	}
	var b strings.Builder
	for _, r := range dir {
		if strings.ContainsRune(`*?[]\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
