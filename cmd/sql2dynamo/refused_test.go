package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sql2dynamo/design"
	"sql2dynamo/partiql"
)

// TestUnsupportedRunsNothing checks every case's design and outputs: a
// pattern the design does not serve carries no request, step, item or
// update, and no output (JSON, PartiQL, the CLI script, ElectroDB) gives
// it anything to run. testdata/refused_writes holds writes that had a
// partial UpdateItem (SET view_count = view_count + 1 sent as SET
// view_count = :view_count).
func TestUnsupportedRunsNothing(t *testing.T) {
	reports, _ := filepath.Glob("../../testdata/*/report.md")
	refused := 0
	for _, r := range reports {
		dir := filepath.Dir(r)
		d := designCase(t, dir)
		cli, _ := os.ReadFile(filepath.Join(dir, "cli.sh"))
		electro, _ := os.ReadFile(filepath.Join(dir, "electrodb.ts"))
		var js struct {
			AccessPatterns []map[string]any `json:"accessPatterns"`
		}
		if b, err := os.ReadFile(filepath.Join(dir, "design.json")); err == nil {
			if err := json.Unmarshal(b, &js); err != nil {
				t.Fatalf("%s: %v", dir, err)
			}
		}
		for i, p := range d.Plans {
			if p.Status != design.Unsupported {
				continue
			}
			refused++
			where := filepath.Base(dir) + " " + p.Pattern.Name
			if p.Operation != "" || p.Request != nil || len(p.Steps()) > 1 || p.Item != nil || p.Updates != nil || p.Lookup != nil || p.NextID != nil || p.Otherwise != nil || p.Existing != nil || len(p.Redirects) > 0 || p.Evict != nil || len(p.Collides) > 0 || len(p.App) > 0 || len(p.Compute) > 0 || len(p.Optional) > 0 || len(p.Nullable) > 0 || len(p.Variants) > 0 || len(p.Params) > 0 || p.PKValue != nil {
				t.Errorf("%s: unsupported, yet the plan carries %s %v", where, p.Operation, p.Request)
			}
			if partiql.For(d, p) != nil {
				t.Errorf("%s: unsupported, yet it has a PartiQL statement", where)
			}
			if strings.Contains(string(cli), "s2d_"+p.Pattern.Name+"()") {
				t.Errorf("%s: unsupported, yet the CLI script has a function for it", where)
			}
			if strings.Contains(string(electro), `"`+p.Pattern.Name+`": async`) {
				t.Errorf("%s: unsupported, yet the ElectroDB module has a function for it", where)
			}
			if i < len(js.AccessPatterns) {
				for _, k := range []string{"operation", "request", "partiql", "steps", "lookup", "nextId", "otherwise", "keyCondition", "index"} {
					if v, ok := js.AccessPatterns[i][k]; ok && v != "" && v != nil {
						t.Errorf("%s: unsupported, yet design.json gives it %s", where, k)
					}
				}
			}
		}
	}
	if refused == 0 {
		t.Fatal("no unsupported pattern in the cases: the test checks nothing")
	}
}

// TestChecksReachEveryConsumer: a read step whose condition the application
// checks folded (Plan.Check) carries it in every output, or the output has
// no runnable form of the pattern: the report says it, design.json has it,
// PartiQL notes that the statement leaves it out, the CLI script has no
// function and the ElectroDB module no call (both would compare bytes).
func TestChecksReachEveryConsumer(t *testing.T) {
	reports, _ := filepath.Glob("../../testdata/*/report.md")
	checked := 0
	for _, r := range reports {
		dir := filepath.Dir(r)
		d := designCase(t, dir)
		report, _ := os.ReadFile(r)
		cli, _ := os.ReadFile(filepath.Join(dir, "cli.sh"))
		electro, _ := os.ReadFile(filepath.Join(dir, "electrodb.ts"))
		js, _ := os.ReadFile(filepath.Join(dir, "design.json"))
		for _, p := range d.Plans {
			var steps []*design.Plan
			if p.Lookup != nil {
				steps = append(steps, p.Lookup.Steps()...)
			}
			steps = append(steps, p.Steps()...)
			for _, s := range steps {
				if len(s.Check) == 0 {
					continue
				}
				checked++
				where := filepath.Base(dir) + " " + p.Pattern.Name
				if s.CheckText == "" || !strings.Contains(string(report), "keeps only the items where `"+s.CheckText+"`") {
					t.Errorf("%s: the report does not say the application checks %q", where, s.CheckText)
				}
				if !strings.Contains(string(js), `"check": "`+jsonEscaped(s.CheckText)+`"`) && !strings.Contains(string(js), `"check": "`+s.CheckText+`"`) {
					t.Errorf("%s: design.json has no check %q", where, s.CheckText)
				}
				if st := partiql.For(d, s); st != nil && !slices.ContainsFunc(st.Notes, func(n string) bool { return strings.Contains(n, s.CheckText) }) {
					t.Errorf("%s: the PartiQL statement %q leaves the check out without a note", where, *st.Input.Statement)
				}
				if strings.Contains(string(cli), "s2d_"+p.Pattern.Name+"()") {
					t.Errorf("%s: the CLI script has a function that cannot check %s", where, s.CheckText)
				}
				if strings.Contains(string(electro), `"`+p.Pattern.Name+`": async`) {
					t.Errorf("%s: the ElectroDB module has a call that cannot check %s", where, s.CheckText)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no application check in the cases: the test checks nothing")
	}
}

// jsonEscaped is s as encoding/json writes it inside a string.
func jsonEscaped(s string) string {
	b, _ := json.Marshal(s)
	return strings.Trim(string(b), `"`)
}
