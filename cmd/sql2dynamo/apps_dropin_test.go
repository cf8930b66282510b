package main

import (
	"bytes"
	"fmt"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

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
	type pair struct{ app, sqlcDir, ourDir string }
	var pairs []pair
	var notes strings.Builder
	notes.WriteString("# The corpus beside sqlc\n\nWritten by `go test ./cmd/sql2dynamo -run TestAppsDropIn -update`: what sqlc v1.31.1 and\n`sql2dynamo generate` say of each app, whose packages are then vetted together and compared by go/types.\n")
	for _, app := range apps {
		dir := filepath.Join(root, filepath.Base(app.dir))
		if err := os.CopyFS(dir, os.DirFS(app.dir)); err != nil {
			t.Fatal(err)
		}
		config := filepath.Join(dir, strings.TrimPrefix(app.config, app.dir+string(filepath.Separator)))
		fmt.Fprintf(&notes, "\n## %s\n\n", app.repo)
		cmd := exec.Command(sqlc, "generate", "-f", filepath.Base(config))
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
			pairs = append(pairs, pair{app.repo + " (" + p.Name + ")", sqlcOut, out})
		}
	}
	if len(pairs) > 0 {
		if out, err := gogen.Command(root, "vet", "./...").CombinedOutput(); err != nil {
			t.Errorf("go vet: %v\n%s", err, out)
		}
		cfg := &packages.Config{Mode: packages.NeedName | packages.NeedTypes | packages.NeedImports | packages.NeedDeps, Dir: root,
			Env: gogen.Command(root).Env}
		rel := func(dir string) string { r, _ := filepath.Rel(root, dir); return filepath.ToSlash(r) }
		var patterns []string
		for _, p := range pairs {
			patterns = append(patterns, "./"+rel(p.sqlcDir), "./"+rel(p.ourDir))
		}
		loaded, err := packages.Load(cfg, patterns...)
		if err != nil {
			t.Fatal(err)
		}
		byDir := map[string]*packages.Package{}
		for _, l := range loaded {
			byDir[strings.TrimPrefix(l.PkgPath, "gen/")] = l
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
