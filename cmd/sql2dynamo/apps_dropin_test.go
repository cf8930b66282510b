package main

import (
	"bytes"
	"fmt"
	"go/types"
	"maps"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
	"gopkg.in/yaml.v3"

	"sql2dynamo/gogen"
	"sql2dynamo/input"
)

// TestAppsDropIn is issue 59's drop-in check on the corpus. Each app is
// copied as it is into one module; sqlc itself (SQL2DYNAMO_SQLC) generates
// its packages, and `sql2dynamo generate` writes the DynamoDB package of
// each MySQL package beside sqlc's. Then go vet runs on all of them, and
// go/types compares the two: every method of sqlc's *Queries is one of
// ours with the same parameter and result types (a type both packages
// declare, such as a model or a Params struct, compared field by field;
// sqlc's Queries and ours stand for each other), and so is every method of
// sqlc's Querier when it writes one. testdata/apps/DROPIN.md (-update
// writes it) holds what generate says and every difference go/types
// finds, the drop-in's yardstick: the test fails when it changes, when
// our package does not build or vet, and an app sqlc itself refuses is
// listed with what sqlc says.
func TestAppsDropIn(t *testing.T) {
	sqlc := os.Getenv("SQL2DYNAMO_SQLC")
	if sqlc == "" {
		t.Skip("SQL2DYNAMO_SQLC is not set: ./test.sh installs sqlc and names it")
	}
	t.Chdir("../..")
	apps := corpusApps(t)
	if len(apps) == 0 {
		t.Skip("no corpus in " + appsDir)
	}
	root := t.TempDir()
	if err := gogen.WriteModule(root, ".", nil, nil); err != nil {
		t.Fatal(err)
	}
	type pair struct{ app, sqlcDir, ourDir, mod string } // mod: the module's folder
	var pairs []pair
	var notes strings.Builder
	notes.WriteString("# The corpus beside sqlc\n\nWritten by `go test ./cmd/sql2dynamo -run TestAppsDropIn -update`: what sqlc v1.31.1 and\n`sql2dynamo generate` say of each app, whose packages are then vetted together and compared by go/types.\n")
	configs := make([]string, len(apps))
	own := make([]map[string]string, len(apps)) // each app's opaqueStubs
	for i, app := range apps {
		dir := filepath.Join(root, filepath.Base(app.dir))
		if err := os.CopyFS(dir, os.DirFS(app.dir)); err != nil {
			t.Fatal(err)
		}
		configs[i] = filepath.Join(dir, strings.TrimPrefix(app.config, app.dir+string(filepath.Separator)))
		pkgs, _ := input.Load([]string{configs[i]}, input.Options{}) // its faults: below
		own[i] = map[string]string{}
		for _, p := range pkgs {
			opaqueStubs(own[i], p.Go.Overrides)
		}
	}
	// An override's type from an internal package of the app's own module
	// (github.com/hegner123/modulacms/internal/db/types) is importable
	// from that module only: the app's folder becomes that module, with
	// the stub inside it, as in the app's repository.
	mods := map[string]string{root: "gen"} // module folder → module path
	stubs := maps.Clone(importStubs)
	for i, app := range apps {
		dir := filepath.Join(root, filepath.Base(app.dir))
		for _, path := range slices.Sorted(maps.Keys(own[i])) {
			mod, _, ok := strings.Cut(path, "/internal/")
			if !ok {
				if prev := stubs[path]; prev != "" && prev != own[i][path] {
					t.Fatalf("%s: %s is stubbed by another app with other types: declare it in importStubs", app.repo, path)
				}
				stubs[path] = own[i][path]
				continue
			}
			if mods[dir] == "" {
				if err := gogen.WriteModule(dir, ".", nil, nil); err != nil {
					t.Fatal(err)
				}
				gomod := filepath.Join(dir, "go.mod")
				data, err := os.ReadFile(gomod)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.HasPrefix(data, []byte("module gen\n")) {
					t.Fatalf("%s: WriteModule's go.mod does not start with its module line", app.repo)
				}
				if err := os.WriteFile(gomod, bytes.Replace(data, []byte("module gen\n"), []byte("module "+mod+"\n"), 1), 0o644); err != nil {
					t.Fatal(err)
				}
				mods[dir] = mod
			}
			if mods[dir] != mod {
				t.Fatalf("%s: overrides import the internal packages of two modules, %s and %s", app.repo, mods[dir], mod)
			}
			pkgDir := filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(path, mod+"/")))
			if err := os.MkdirAll(pkgDir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(pkgDir, "stub.go"), []byte(own[i][path]), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := writeImportStubs(root, stubs); err != nil {
		t.Fatal(err)
	}
	for i, app := range apps {
		config := configs[i]
		fmt.Fprintf(&notes, "\n## %s\n\n", app.repo)
		sqlcConfig, others, err := mysqlOnly(config)
		if err != nil {
			t.Fatalf("%s: %v", app.repo, err)
		}
		if len(others) > 0 {
			fmt.Fprintf(&notes, "sqlc runs on a copy of the config without its packages of other engines (%s), whose files the corpus does not hold.\n\n", strings.Join(others, ", "))
		}
		cmd := exec.Command(sqlc, "generate", "-f", filepath.Base(sqlcConfig))
		cmd.Dir = filepath.Dir(config)
		if out, err := cmd.CombinedOutput(); err != nil {
			fmt.Fprintf(&notes, "sqlc refuses it, so there is no package to compare with: %s\n", firstLine(string(out)))
			continue
		}
		pkgs, errs := input.Load([]string{config}, input.Options{})
		if len(errs) > 0 {
			t.Errorf("%s: %v", app.repo, errs[0])
			continue
		}
		for _, p := range pkgs {
			sqlcOut := p.Go.Out // the config's folder joined already
			if !filepath.IsAbs(sqlcOut) {
				sqlcOut = filepath.Join(filepath.Dir(config), sqlcOut)
			}
			out := filepath.Join(filepath.Dir(sqlcOut), "dynamo_"+p.Name)
			var stdout, stderr bytes.Buffer
			code := run([]string{"generate", "--sqlc-package", p.Name, "--out", out, config}, &stdout, &stderr)
			if code != exitOK {
				t.Errorf("%s (%s): generate exits %d: %s", app.repo, p.Name, code, stderr.String())
				continue
			}
			fmt.Fprintf(&notes, "- %s: %s", p.Name, strings.ReplaceAll(stdout.String(), root+string(filepath.Separator), ""))
			for _, line := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
				if line != "" {
					fmt.Fprintf(&notes, "  - %s\n", strings.ReplaceAll(line, root+string(filepath.Separator), ""))
				}
			}
			mod := root
			if dir := filepath.Join(root, filepath.Base(app.dir)); mods[dir] != "" {
				mod = dir
			}
			pairs = append(pairs, pair{app.repo + " (" + p.Name + ")", sqlcOut, out, mod})
		}
	}
	if len(pairs) > 0 {
		rel := func(dir string) string { r, _ := filepath.Rel(root, dir); return filepath.ToSlash(r) }
		byDir := map[string]*packages.Package{} // by folder, relative to root
		for _, mod := range slices.Sorted(maps.Keys(mods)) {
			// root's ./... leaves out the apps that are modules of their own
			if out, err := gogen.Command(mod, "vet", "./...").CombinedOutput(); err != nil {
				t.Errorf("go vet in %s: %v\n%s", rel(mod), err, out)
			}
			cfg := &packages.Config{Mode: packages.NeedName | packages.NeedTypes | packages.NeedImports | packages.NeedDeps, Dir: mod,
				Env: gogen.Command(mod).Env}
			var patterns []string
			for _, p := range pairs {
				if p.mod == mod {
					r := func(dir string) string { r, _ := filepath.Rel(mod, dir); return "./" + filepath.ToSlash(r) }
					patterns = append(patterns, r(p.sqlcDir), r(p.ourDir))
				}
			}
			if len(patterns) == 0 {
				continue
			}
			loaded, err := packages.Load(cfg, patterns...)
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range loaded {
				byDir[path.Join(rel(mod), strings.TrimPrefix(strings.TrimPrefix(l.PkgPath, mods[mod]), "/"))] = l
			}
		}
		notes.WriteString("\n## What go/types finds\n\nEach method of sqlc's `*Queries` (and `Querier`) that ours lacks or types otherwise, and each type both\ndeclare with other fields: what keeps the package from being a drop-in. None is a pass.\n")
		for _, p := range pairs {
			sq, ours := byDir[rel(p.sqlcDir)], byDir[rel(p.ourDir)]
			fmt.Fprintf(&notes, "\n### %s\n\n", p.app)
			switch {
			case sq == nil || ours == nil:
				t.Errorf("%s: packages %s and %s not loaded", p.app, rel(p.sqlcDir), rel(p.ourDir))
				continue
			case len(ours.Errors) > 0:
				t.Errorf("%s: our package does not build: %v", p.app, ours.Errors[0])
				continue
			case len(sq.Errors) > 0:
				fmt.Fprintf(&notes, "sqlc's package does not build here, so nothing is compared: %s\n", firstLine(strings.ReplaceAll(sq.Errors[0].Error(), root+string(filepath.Separator), "")))
				continue
			}
			diffs := dropInDiffs(sq.Types, ours.Types)
			if len(diffs) == 0 {
				notes.WriteString("Every method and type of sqlc's is ours, typed alike (a method that returns ErrUnsupported too: generate lists them above).\n")
			}
			for _, why := range diffs {
				fmt.Fprintf(&notes, "- %s\n", why)
			}
		}
	}
	golden := filepath.Join(appsDir, "DROPIN.md")
	if *update {
		if err := os.WriteFile(golden, []byte(notes.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	compare(t, golden, []byte(notes.String()))
}

// mysqlOnly is the sqlc config to run sqlc on: config itself, or, when
// it names packages of other engines (an app that ships its queries for
// SQLite and PostgreSQL too), a copy beside it with its MySQL packages
// alone, and the others' names. The corpus copies only the files of the
// MySQL packages (SOURCE.md), so sqlc refuses the whole config for
// another engine's missing schema, and nothing would be compared.
func mysqlOnly(config string) (string, []string, error) {
	data, err := os.ReadFile(config)
	if err != nil {
		return "", nil, err
	}
	var doc map[string]any // JSON is YAML too: a v1 sqlc.json reads alike
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return "", nil, err
	}
	var others []string
	for _, list := range []string{"sql", "packages"} { // v2, v1
		pkgs, _ := doc[list].([]any)
		var kept []any
		for _, p := range pkgs {
			m, _ := p.(map[string]any)
			if engine, _ := m["engine"].(string); engine != "" && engine != "mysql" {
				name := fmt.Sprint(m["name"])
				if gen, ok := m["gen"].(map[string]any); ok && m["name"] == nil {
					if g, ok := gen["go"].(map[string]any); ok {
						name = fmt.Sprint(g["package"])
					}
				}
				others = append(others, name+" ("+engine+")")
				continue
			}
			kept = append(kept, p)
		}
		if pkgs != nil {
			doc[list] = kept
		}
	}
	if len(others) == 0 {
		return config, nil, nil
	}
	out, err := yaml.Marshal(doc)
	if err != nil {
		return "", nil, err
	}
	only := strings.TrimSuffix(config, filepath.Ext(config)) + ".mysql-only.yaml"
	return only, others, os.WriteFile(only, out, 0o644)
}

// importStubs are the packages outside the corpus that an app's type
// overrides import, each as its declaration of the types sqlc's package
// names from it: the corpus holds no Go code (SOURCE.md), so without them
// sqlc's package does not build and nothing is compared. Each is the
// module's own declaration, copied.
var importStubs = map[string]string{
	// arcentrix/arcentra's `db_type: json` override; datatypes' json.go
	// declares it so (v1.2.7).
	"gorm.io/datatypes": "package datatypes\n\nimport \"encoding/json\"\n\n// JSON is datatypes' own type (json.go).\ntype JSON json.RawMessage\n",
}

// opaqueStubs adds to stubs a declaration of each type an override
// names from a package neither the standard library nor importStubs
// holds: the app's own (modulacms's internal/db/types.ContentID), whose
// source the corpus does not copy. Each is an opaque struct: sqlc's
// package only scans into it and passes it on, and ours, which follows
// no override, returns ErrUnsupported for a method whose types it
// changes, so its underlying type decides nothing that is compared.
func opaqueStubs(stubs map[string]string, overrides []yaml.Node) {
	for _, o := range overrides {
		var x struct {
			GoType yaml.Node `yaml:"go_type"`
		}
		if o.Decode(&x) != nil {
			continue
		}
		var path, name, pkg string
		switch x.GoType.Kind {
		case yaml.ScalarNode: // "github.com/a/b.Type"
			i := strings.LastIndex(x.GoType.Value, ".")
			if i < 0 || !strings.Contains(x.GoType.Value[:i], "/") {
				continue
			}
			path, name = x.GoType.Value[:i], x.GoType.Value[i+1:]
		case yaml.MappingNode:
			var m struct{ Import, Type, Package string }
			if x.GoType.Decode(&m) != nil {
				continue
			}
			path, name, pkg = m.Import, m.Type, m.Package
		}
		first, _, _ := strings.Cut(path, "/")
		if path == "" || name == "" || !strings.Contains(first, ".") {
			continue // the standard library's, or a type of no package
		}
		if _, ok := importStubs[path]; ok {
			continue
		}
		if pkg == "" {
			pkg = path[strings.LastIndex(path, "/")+1:]
		}
		src := stubs[path]
		if src == "" {
			src = "// Package " + pkg + " stands in for the app's own package, which the corpus does not copy.\npackage " + pkg + "\n"
		}
		decl := "\ntype " + name + " struct{ _ [0]func() }\n"
		if !strings.Contains(src, decl) {
			src += decl
		}
		stubs[path] = src
	}
}

// writeImportStubs writes each of stubs as a module of its own in root's
// _stubs folder (which ./... leaves out), required and replaced by root's
// go.mod.
func writeImportStubs(root string, stubs map[string]string) error {
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return err
	}
	for _, path := range slices.Sorted(maps.Keys(stubs)) {
		dir := filepath.Join(root, "_stubs", filepath.FromSlash(path))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module "+path+"\n\ngo 1.21\n"), 0o644); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, "stub.go"), []byte(stubs[path]), 0o644); err != nil {
			return err
		}
		mod = fmt.Appendf(mod, "\nrequire %s v0.0.0\n\nreplace %s => ./_stubs/%s\n", path, path, path)
	}
	return os.WriteFile(filepath.Join(root, "go.mod"), mod, 0o644)
}

// dropInDiffs says how ours is no drop-in for sqlc's package sq: a
// method of sqlc's *Queries or Querier that ours lacks or types
// otherwise, or a type both declare with other fields.
func dropInDiffs(sq, ours *types.Package) []string {
	// Names of either package print bare, so that a model of sqlc's that
	// ours uses and one ours declares read alike; the fields of every
	// type both declare are compared below.
	qual := func(p *types.Package) string {
		if p == sq || p == ours {
			return ""
		}
		return p.Path()
	}
	var diffs []string
	sig := func(t types.Type) string { return types.TypeString(t, qual) }
	methods := func(scope *types.Scope, name string, ptr bool) map[string]types.Type {
		obj, _ := scope.Lookup(name).(*types.TypeName)
		if obj == nil {
			return nil
		}
		t := obj.Type()
		if ptr {
			t = types.NewPointer(t)
		}
		set := types.NewMethodSet(t)
		out := map[string]types.Type{}
		for i := range set.Len() {
			if m := set.At(i).Obj(); m.Exported() {
				out[m.Name()] = m.Type()
			}
		}
		return out
	}
	for _, iface := range []struct {
		name string
		ptr  bool
	}{{"Queries", true}, {"Querier", false}} {
		want := methods(sq.Scope(), iface.name, iface.ptr)
		if want == nil {
			continue
		}
		got := methods(ours.Scope(), iface.name, iface.ptr)
		if got == nil {
			diffs = append(diffs, fmt.Sprintf("sqlc's package has %s, ours has not", iface.name))
			continue
		}
		names := slices.Sorted(func(yield func(string) bool) {
			for n := range want {
				if !yield(n) {
					return
				}
			}
		})
		for _, n := range names {
			switch g, ok := got[n]; {
			case !ok:
				diffs = append(diffs, fmt.Sprintf("%s.%s is sqlc's, not ours", iface.name, n))
			case sig(g) != sig(want[n]):
				diffs = append(diffs, fmt.Sprintf("%s.%s is %s in sqlc's package, %s in ours", iface.name, n, sig(want[n]), sig(g)))
			}
		}
	}
	for _, name := range sq.Scope().Names() {
		if name == "Queries" || name == "Querier" || name == "DBTX" {
			continue
		}
		a, _ := sq.Scope().Lookup(name).(*types.TypeName)
		b, _ := ours.Scope().Lookup(name).(*types.TypeName)
		if a == nil || b == nil || !a.Exported() {
			continue
		}
		if x, y := types.TypeString(a.Type().Underlying(), qual), types.TypeString(b.Type().Underlying(), qual); x != y {
			diffs = append(diffs, fmt.Sprintf("type %s is %s in sqlc's package, %s in ours", name, x, y))
		}
	}
	return diffs
}

// firstLine is s up to its first line break.
func firstLine(s string) string {
	line, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	return line
}
