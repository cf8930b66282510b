package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/input"
	"sql2dynamo/verify"
)

// The export tests in this file run the real tools that load the exports:
// Node packages that test.sh installs (from testdata/node/package.json) in
// the folder SQL2DYNAMO_NODE_MODULES names, and DynamoDB Local.

// nodeWorkdir is a scratch folder for a Node consumer: the installed
// node_modules linked in, and the test's own scripts copied.
func nodeWorkdir(t *testing.T, scripts ...string) string {
	t.Helper()
	modules := os.Getenv("SQL2DYNAMO_NODE_MODULES")
	if modules == "" {
		t.Skip("SQL2DYNAMO_NODE_MODULES is not set: ./test.sh installs the Node consumers and sets it")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not installed")
	}
	work := t.TempDir()
	if err := os.Symlink(modules, filepath.Join(work, "node_modules")); err != nil {
		t.Fatal(err)
	}
	for _, s := range append([]string{"package.json"}, scripts...) {
		b, err := os.ReadFile(filepath.Join("testdata", "node", s))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(work, s), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return work
}

// node runs a Node program in work and fails the test with its output.
func node(t *testing.T, work string, args ...string) {
	t.Helper()
	cmd := exec.Command("node", args...)
	cmd.Dir = work
	// The AWS SDK warns about Node versions on every start; the warning is
	// not the test's business.
	cmd.Env = append(os.Environ(), "NODE_NO_WARNINGS=1")
	out, err := cmd.CombinedOutput()
	t.Logf("node %v:\n%s", args, out)
	if err != nil {
		t.Fatalf("node %v: %v", args, err)
	}
	// testdata/hostile_names has literals that would create this file if
	// an export let them run as code.
	if _, err := os.Stat(filepath.Join(work, "pwned")); err == nil {
		t.Fatalf("node %v ran a command from an input's names or literals", args)
	}
}

// designCase designs a testdata case as the golden test does.
func designCase(t *testing.T, dir string) *design.Design {
	t.Helper()
	in := caseInput(dir)
	pkgs, errs := input.Load([]string{in}, input.Options{})
	if len(errs) > 0 || len(pkgs) != 1 {
		t.Fatalf("%s: %v", dir, errs)
	}
	m := analyze.Analyze(pkgs[0].Files...)
	table, _ := packageTable(pkgs[0], in) // as the commands name it
	return design.New(m, design.Options{Table: table})
}

// startLocal starts a DynamoDB Local of the test's own, stopped when it
// ends.
func startLocal(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("DYNAMODB_LOCAL_DIR")
	if dir == "" {
		t.Skip("DYNAMODB_LOCAL_DIR is not set: ./test.sh installs DynamoDB Local and sets it")
	}
	endpoint, stop, err := verify.StartLocal(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	return endpoint
}

// electroFixture is what electrodb.test.mjs runs.
type electroFixture struct {
	Endpoint string        `json:"endpoint"`
	Cases    []electroCase `json:"cases"`
}

type electroCase struct {
	Name     string           `json:"name"`
	Module   string           `json:"module"`
	Table    string           `json:"table"`
	Patterns []electroPattern `json:"patterns"`
	Shards   []shardCheck     `json:"shards,omitempty"`
	// Whole are the items the reads returned whole (every primary key
	// column there, not a projection of a later step): written again
	// through ElectroDB, each must get the keys it has.
	Whole []map[string]any `json:"whole"`
}

// shardCheck is a row's shard as design.ShardOf computes it, for the
// module's shardOf to agree with.
type shardCheck struct {
	Values []string `json:"values"`
	N      int      `json:"n"`
	Want   int      `json:"want"`
}

type electroPattern struct {
	Name   string         `json:"name"`
	Checks []electroCheck `json:"checks"`
}

type electroCheck struct {
	Values map[string]string `json:"values"`
	Items  []map[string]any  `json:"items"`
}

// The ElectroDB and OneTable exports pad non-negative integers and cannot
// write the design's form of a negative integer, a DECIMAL, a FLOAT or a
// NULL in a key, as the report and the export say: those keys are not
// checked here.

// unpaddable reports whether an item has such a value in one of its keys.
func unpaddable(d *design.Design, entity string, item map[string]any) bool {
	src, e := d.Model.Entity(entity), d.Entity(entity)
	for _, k := range e.Keys {
		for _, col := range k.Template.Columns() {
			c := src.Column(col)
			if c == nil {
				continue
			}
			if c.Kind == analyze.KindDecimal || item[c.Name] == nil || c.Kind == analyze.KindInteger && strings.HasPrefix(fmt.Sprint(item[c.Name]), "-") || unencoded(c, fmt.Sprint(item[c.Name])) {
				return true
			}
		}
	}
	return false
}

// unwritableKeyValue reports whether a binding gives a key column of the
// plan a value ElectroDB cannot write as the design's keys hold it: a
// negative integer, or a string the key escapes or folds (the report says
// to encode those before handing them on).
func unwritableKeyValue(d *design.Design, p *design.Plan, values map[string]string) bool {
	src := d.Model.Entity(p.Entity)
	for name, v := range values {
		col, _, _ := strings.Cut(name, ".")
		if c := src.Column(col); c != nil && (c.Kind == analyze.KindInteger && strings.HasPrefix(v, "-") || unencoded(c, v)) {
			return true
		}
	}
	return false
}

// encodedConstant reports whether a pattern compares a string column with
// a constant the key escapes or folds (state = 'CA' is ca in a key):
// ElectroDB composes the key from the constant as written.
func encodedConstant(d *design.Design, p *design.Plan) bool {
	for _, eq := range p.Pattern.Equalities {
		if e := d.Model.Entity(eq.Column.Entity); e != nil {
			if c := e.Column(eq.Column.Column); c != nil && len(eq.Values) == 1 && !eq.Values[0].Param && unencoded(c, eq.Values[0].Const) {
				return true
			}
		}
	}
	return false
}

// unencoded reports whether a string or binary column's value is not
// written into a key as it is: the key escapes a byte of it or folds it.
func unencoded(c *analyze.Column, v string) bool {
	return (c.Kind == analyze.KindString || c.Kind == analyze.KindBinary) && design.KeyValue(c, v) != v
}

// TestElectroDB compiles every case's electrodb.ts with tsc (strict: a
// definition ElectroDB's types reject fails here), then runs each read
// pattern's function on the table verify loaded and compares the items with
// what the design's own request returned for the same binding.
func TestElectroDB(t *testing.T) {
	work := nodeWorkdir(t, "electrodb.test.mjs", "tsconfig.json")
	endpoint := sharedLocal(t)
	modules, _ := filepath.Glob("../../testdata/*/electrodb.ts")
	if len(modules) == 0 {
		t.Fatal("no electrodb.ts goldens")
	}
	fx := electroFixture{Endpoint: endpoint}
	// The cases verify two at a time, each on a table of its own (one at a
	// time left a core idle while DynamoDB Local answered); the fixture
	// is then written in the cases' order.
	type run struct {
		d   *design.Design
		res *verify.Result
		err error
	}
	runs := make([]run, len(modules))
	for i, path := range modules {
		runs[i].d = designCase(t, filepath.Dir(path))
	}
	twoAtATime(len(runs), func(i int) {
		if len(runs[i].d.Indexes) <= 20 {
			runs[i].res, runs[i].err = verify.Run(context.Background(), runs[i].d, verify.Options{Endpoint: endpoint, Keep: true, Rows: 60, Seed: 7, BindingsPerPattern: 3, NoInterleavings: true})
		}
	})
	for k, path := range modules {
		dir := filepath.Dir(path)
		name := filepath.Base(dir)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(work, name+".ts"), src, 0o644); err != nil {
			t.Fatal(err)
		}
		d, res := runs[k].d, runs[k].res
		if len(d.Indexes) > 20 {
			continue // many_indexes: DynamoDB refuses the table, as its report warns
		}
		if err := runs[k].err; err != nil {
			t.Fatalf("%s: verify: %v", name, err)
		}
		if res.Failed() {
			t.Fatalf("%s: verify fails: the ElectroDB check needs a design that passes", name)
		}
		c := electroCase{Name: name, Module: filepath.Join("out", name+".js"), Table: res.Table, Shards: shardChecks(d)}
		for i, pr := range res.Patterns {
			if d.Plans[i].Pattern.Statement != analyze.Select || pr.Status != verify.Pass || encodedConstant(d, d.Plans[i]) {
				continue
			}
			// The table as the run left it: the read's checks after the
			// last write that changed what it reads (writes run in plan
			// order and read again what they wrote), else its own.
			checks, via := pr.Checks, "request"
			for _, w := range res.Patterns {
				if slices.ContainsFunc(w.Checks, func(c verify.Check) bool { return c.Via == "then "+pr.Name }) {
					checks, via = w.Checks, "then "+pr.Name
				}
			}
			ep := electroPattern{Name: pr.Name, Checks: []electroCheck{}} // [] when every check is left out, not null
			for _, chk := range checks {
				if chk.Via != via || unwritableKeyValue(d, d.Plans[i], chk.Values) {
					continue
				}
				if chk.Requests == 0 && slices.ContainsFunc(d.Plans[i].App, func(s design.AppStep) bool { return s.Kind == design.AppEmpty }) {
					// An empty range the plan answers without a request: the
					// ElectroDB module has no guard for it yet, and DynamoDB
					// refuses the BETWEEN (a known gap of the export).
					continue
				}
				items := []map[string]any{}
				for _, it := range chk.Returned {
					item := plain(&types.AttributeValueMemberM{Value: it}).(map[string]any)
					items = append(items, item)
					projected := func(typ string) bool { // a step reads some attributes of its items: not whole
						return slices.ContainsFunc(d.Plans[i].Steps(), func(s *design.Plan) bool { return s.Entity == typ && len(s.Projection) > 0 })
					}
					if typ, ok := item[design.Type].(string); ok && d.Model.Entity(typ) != nil && !projected(typ) && !slices.ContainsFunc(d.Model.Entity(typ).PrimaryKey, func(c string) bool { return item[c] == nil }) && !unpaddable(d, typ, item) {
						c.Whole = append(c.Whole, item)
					}
				}
				ep.Checks = append(ep.Checks, electroCheck{Values: shownValues(d.Plans[i], chk.Values), Items: items})
			}
			c.Patterns = append(c.Patterns, ep)
		}
		fx.Cases = append(fx.Cases, c)
	}
	b, err := json.MarshalIndent(fx, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(work, "fixture.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	node(t, work, "node_modules/typescript/bin/tsc", "-p", ".")
	node(t, work, "electrodb.test.mjs", "fixture.json")
}

// plain is an attribute value as JSON gives it to Node: numbers stay the
// digits DynamoDB returned.
func plain(v types.AttributeValue) any {
	switch v := v.(type) {
	case *types.AttributeValueMemberS:
		return v.Value
	case *types.AttributeValueMemberN:
		return json.Number(v.Value)
	case *types.AttributeValueMemberB:
		return map[string]string{"B": base64.StdEncoding.EncodeToString(v.Value)} // as the test's canon writes a Uint8Array
	case *types.AttributeValueMemberBOOL:
		return v.Value
	case *types.AttributeValueMemberNULL:
		return nil
	case *types.AttributeValueMemberL:
		out := []any{}
		for _, x := range v.Value {
			out = append(out, plain(x))
		}
		return out
	case *types.AttributeValueMemberM:
		out := map[string]any{}
		for k, x := range v.Value {
			out[k] = plain(x)
		}
		return out
	}
	return fmt.Sprintf("%T", v)
}

// shardChecks are a few rows' shards for each sharded key of the design.
func shardChecks(d *design.Design) []shardCheck {
	var out []shardCheck
	for _, e := range d.Entities {
		src := d.Model.Entity(e.Name)
		for _, k := range e.Keys {
			if k.Shards <= 1 {
				continue
			}
			for i := range 20 {
				row := map[string]string{}
				var vals []string
				for j, col := range src.PrimaryKey {
					v := fmt.Sprintf("%d-é-%d", i*7+j, i)
					row[src.Column(col).Name], vals = v, append(vals, v)
				}
				out = append(out, shardCheck{Values: vals, N: k.Shards, Want: design.ShardOf(src, row, k.Shards)})
			}
		}
	}
	return out
}

// TestCloudFormationLint runs cfn-lint (the npm package) on every case's
// template, in YAML and in JSON.
func TestCloudFormationLint(t *testing.T) {
	work := nodeWorkdir(t, "cfn-spec.cjs", "cfn-lint.test.cjs")
	templates, _ := filepath.Glob("../../testdata/*/cloudformation.yaml")
	if len(templates) == 0 {
		t.Fatal("no cloudformation.yaml goldens")
	}
	var files []string
	for _, path := range templates {
		dir := filepath.Dir(path)
		var js, stderr bytes.Buffer
		if code := run([]string{"export", "--to", "cloudformation", "--json", caseInput(dir)}, &js, &stderr); code != exitOK {
			t.Fatalf("%s: export --json: exit %d: %s", dir, code, stderr.String())
		}
		asJSON := filepath.Join(work, filepath.Base(dir)+".json")
		if err := os.WriteFile(asJSON, js.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		abs, _ := filepath.Abs(path)
		files = append(files, abs, asJSON)
	}
	// One process validates them all, as cfn-lint validate would each.
	lint := exec.Command("node", append([]string{"--require", "./cfn-spec.cjs", "cfn-lint.test.cjs"}, files...)...)
	lint.Dir = work
	out, err := lint.CombinedOutput()
	if err != nil || !bytes.Contains(out, []byte(fmt.Sprintf("%d of %d templates valid", len(files), len(files)))) {
		t.Errorf("cfn-lint: %v\n%s", err, out)
	}
}

// oneFixture is what onetable.test.mjs runs.
type oneFixture struct {
	Endpoint string    `json:"endpoint"`
	Cases    []oneCase `json:"cases"`
}

type oneCase struct {
	Name    string      `json:"name"`
	Schema  string      `json:"schema"`
	Table   string      `json:"table"`
	Create  bool        `json:"create"`
	Indexes []string    `json:"indexes"`
	Samples []oneSample `json:"samples"`
}

// oneSample is an item to create through its model, the keys the design
// gives it, and the reads that must find it.
type oneSample struct {
	Model string            `json:"model"`
	Props map[string]any    `json:"props"`
	Keys  map[string]string `json:"keys"`
	Reads []oneRead         `json:"reads,omitempty"`
}

type oneRead struct {
	Pattern string         `json:"pattern"`
	Op      string         `json:"op"` // get or find
	Index   string         `json:"index"`
	Props   map[string]any `json:"props"`
	PK      string         `json:"pk"` // the partition key value the design asks for
}

// TestOneTable loads every case's onetable.json with dynamodb-onetable,
// creates the table from it, creates a sample item per model and per read
// pattern through the models (their keys must be the design's), and reads
// each pattern's sample back with the pattern's key.
func TestOneTable(t *testing.T) {
	work := nodeWorkdir(t, "onetable.test.mjs")
	endpoint := sharedLocal(t)
	schemas, _ := filepath.Glob("../../testdata/*/onetable.json")
	if len(schemas) == 0 {
		t.Fatal("no onetable.json goldens")
	}
	fx := oneFixture{Endpoint: endpoint}
	for _, path := range schemas {
		dir := filepath.Dir(path)
		d := designCase(t, dir)
		abs, _ := filepath.Abs(path)
		c := oneCase{Name: filepath.Base(dir), Schema: abs, Table: "onetable-" + filepath.Base(dir), Create: len(d.Indexes) <= 20}
		c.Indexes = []string{"table: PK HASH, SK RANGE"}
		for _, ix := range d.Indexes {
			c.Indexes = append(c.Indexes, fmt.Sprintf("%s: %s HASH, %s RANGE", ix.Name, ix.PK, ix.SK))
		}
		// The schema leaves out the entities OneTable cannot hold
		// (js_names): no sample of theirs.
		var schema struct{ Models map[string]json.RawMessage }
		if b, err := os.ReadFile(path); err != nil || json.Unmarshal(b, &schema) != nil {
			t.Fatalf("%s: %v", path, err)
		}
		n := 0
		for _, e := range d.Entities {
			if slices.Equal(d.Model.Entity(e.Name).PrimaryKey, []string{"my_row_id"}) {
				// A keyless table's items are keyed by the row id MySQL
				// generates (insert_select_keyless), which OneTable has no
				// value of: no sample to write and read back.
				continue
			}
			if _, ok := schema.Models[e.Name]; ok && e.Embedding == nil {
				n++
				c.Samples = append(c.Samples, oneSampleOf(d, e, n, nil))
			}
		}
		for _, p := range d.Plans {
			e := d.Entity(p.Entity)
			if p.Pattern.Statement != analyze.Select || p.Request == nil || p.Counter != nil || p.Operation == design.OpScan || e == nil || e.Embedding != nil || p.LookupItems {
				continue // lookup items are no OneTable model: the report's steps read them
			}
			if _, ok := schema.Models[e.Name]; !ok || slices.Equal(d.Model.Entity(e.Name).PrimaryKey, []string{"my_row_id"}) {
				continue
			}
			n++
			c.Samples = append(c.Samples, oneSampleOf(d, e, n, p))
		}
		if c.Samples == nil {
			c.Samples = []oneSample{} // [] for a case every sample is left out of, not null
		}
		fx.Cases = append(fx.Cases, c)
	}
	b, err := json.MarshalIndent(fx, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(work, "fixture.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	node(t, work, "onetable.test.mjs", "fixture.json")
}

// oneSampleOf makes sample number n of e: every column filled, the
// constants of p's SQL and the conditions of its index's sparse key met,
// and p's read of it.
func oneSampleOf(d *design.Design, e *design.Entity, n int, p *design.Plan) oneSample {
	src := d.Model.Entity(e.Name)
	row := map[string]string{}
	for _, c := range src.Columns {
		row[c.Name] = sampleOf(c, n)
	}
	if p != nil {
		for _, eq := range p.Pattern.Equalities {
			if c := src.Column(eq.Column.Column); c != nil && strings.EqualFold(eq.Column.Entity, src.Name) && len(eq.Values) == 1 && !eq.Values[0].Param {
				row[c.Name] = attrForm(c, eq.Values[0].Const)
			}
		}
		// The exclusive bounds first, then the inclusive ones, which sit on
		// their bound: with both on a column (>= '2025-01-01' AND <
		// '2025-02-01') the sample is in range of both.
		ranges := slices.Clone(p.Pattern.Ranges)
		slices.SortStableFunc(ranges, func(a, b analyze.Predicate) int {
			exclusive := func(r analyze.Predicate) bool { return r.Op == ">" || r.Op == "<" || r.Op == "LIKE" }
			return cmp.Compare(boolInt(!exclusive(a)), boolInt(!exclusive(b)))
		})
		for _, r := range ranges {
			c := src.Column(r.Column.Column)
			switch {
			case c == nil || r.Values[0].Param:
			case r.Op == "LIKE":
				row[c.Name] = r.Values[0].Const + "x"
			case r.Op == ">":
				row[c.Name] = beside(c, r.Values[0].Const, 1)
			case r.Op == "<":
				row[c.Name] = beside(c, r.Values[0].Const, -1)
			default: // >=, <=, BETWEEN: the bound itself is in range
				row[c.Name] = attrForm(c, r.Values[0].Const)
			}
		}
		for _, k := range e.Keys {
			if k.Attr == p.PKAttr {
				for _, w := range k.When {
					if len(w.Values) == 1 { // an overloaded key's value is the pattern's own constant, set above
						row[w.Column] = attrForm(src.Column(w.Column), w.Values[0])
					}
				}
			}
		}
	}
	s := oneSample{Model: e.Name, Props: map[string]any{}, Keys: map[string]string{}}
	for _, c := range src.Columns {
		s.Props[c.Name] = typedSample(c, row[c.Name])
	}
	values := maps.Clone(row)
	for _, k := range e.Keys {
		if k.Shards > 1 {
			shard := design.ShardOf(src, row, k.Shards)
			values[design.ShardCol], s.Props[design.ShardCol] = fmt.Sprint(shard), shard
		}
		if !k.Holds(src, row) {
			continue // OneTable writes it under the row's own value: see the README
		}
		if decimalKey(src, k.Template) || !oneTableWrites(src, k, row) {
			continue // OneTable cannot write a DECIMAL's or FLOAT's key form, nor the others the report names
		}
		if v, ok := design.Fill(k.Template, src, k.Values(src, row)); ok {
			s.Keys[k.Attr] = v
		}
	}
	if p == nil {
		return s
	}
	for _, k := range e.Keys {
		if (k.Attr == p.PKAttr || k.Attr == p.SKAttr) && (decimalKey(src, k.Template) || !oneTableWrites(src, k, row)) {
			return s // read with a key OneTable cannot write
		}
	}
	for col, v := range row {
		for _, suffix := range []string{".lo", ".hi", ".1", ".2", ".3", ".4", ".5", ".prefix"} {
			values[col+suffix] = v
		}
	}
	for _, r := range p.Pattern.Ranges {
		// An exclusive bound sits off the sample, so the read finds it.
		c := src.Column(r.Column.Column)
		if c == nil || !strings.EqualFold(r.Column.Entity, src.Name) || len(r.Values) != 1 || !r.Values[0].Param {
			continue
		}
		name := c.Name
		if _, two := values[name+".lo"]; two && slices.ContainsFunc(p.Bindings, func(b design.Binding) bool { return b.Name == name+".lo" }) {
			name += map[string]string{">": ".lo", "<": ".hi"}[r.Op]
		}
		switch r.Op {
		case ">":
			values[name] = beside(c, row[c.Name], -1)
		case "<":
			values[name] = beside(c, row[c.Name], 1)
		}
	}
	r := oneRead{Pattern: p.Pattern.Name, Op: "get", Index: "primary", Props: s.Props}
	if p.Operation == design.Query {
		r.Op, r.Props = "find", map[string]any{}
		if p.Index != "" {
			r.Index = p.Index
		}
		for _, k := range e.Keys {
			if k.Attr == p.PKAttr {
				for _, col := range k.Template.Columns() {
					r.Props[col] = s.Props[col]
				}
				for _, w := range k.When { // OneTable's template names the column a sparse key holds constant
					r.Props[w.Column] = s.Props[w.Column]
				}
			}
		}
		r.PK, _ = design.Fill(p.PKValue, src, values)
		if sk := p.SKCond; sk != nil {
			var bounds []string
			for _, t := range sk.Values {
				v, _ := design.Fill(t, src, values)
				bounds = append(bounds, v)
			}
			switch sk.Op {
			case "begins_with":
				r.Props[p.SKAttr] = map[string]any{"begins": bounds[0]}
			case "BETWEEN":
				r.Props[p.SKAttr] = map[string]any{"between": bounds}
			default:
				r.Props[p.SKAttr] = bounds[0]
			}
		}
	}
	s.Reads = []oneRead{r}
	return s
}

// sampleOf is a column's value in sample n, date-times in the ISO form the
// exports ask writers to store.
func sampleOf(c *analyze.Column, n int) string {
	switch c.Kind {
	case analyze.KindInteger:
		return fmt.Sprint(n)
	case analyze.KindDecimal:
		return fmt.Sprintf("%d.5", n)
	case analyze.KindBool:
		return "1"
	case analyze.KindDate:
		return fmt.Sprintf("2026-01-%02d", n%28+1)
	case analyze.KindDateTime:
		return fmt.Sprintf("2026-01-%02dT09:30:00", n%28+1)
	case analyze.KindEnum:
		if len(c.Enum) > 0 {
			return c.Enum[0]
		}
	}
	return fmt.Sprintf("%s-%d", c.Name, n)
}

// beside is a value just below (dir -1) or above (dir 1) the sample value v
// of c, in the same form.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func beside(c *analyze.Column, v string, dir int) string {
	switch c.Kind {
	case analyze.KindInteger:
		n, _ := strconv.Atoi(v)
		return fmt.Sprint(n + dir)
	case analyze.KindDate:
		return map[int]string{-1: "1970-01-01", 1: "9999-12-31"}[dir]
	case analyze.KindDateTime:
		return map[int]string{-1: "1970-01-01T00:00:00", 1: "9999-12-31T23:59:59"}[dir]
	}
	if dir < 0 {
		return "!"
	}
	return v + "~"
}

func typedSample(c *analyze.Column, v string) any {
	switch c.Kind {
	case analyze.KindInteger, analyze.KindDecimal, analyze.KindBool:
		return json.Number(v)
	}
	return v
}

// attrForm is a constant as the item's attribute holds it: a date-time in
// ISO-8601, as the samples are.
func attrForm(c *analyze.Column, v string) string {
	if c != nil && c.Kind == analyze.KindDateTime {
		return design.KeyValue(c, v)
	}
	return v
}

// oneTableWrites reports whether OneTable writes k as the design does for
// row: not with a negative integer (its padding writes 000…-5), nor a
// string the key escapes or folds, in a column or in a sparse key's
// constant (the report says to encode those before handing them on).
func oneTableWrites(src *analyze.Entity, k design.Key, row map[string]string) bool {
	cols := k.Template.Columns()
	for _, w := range k.When {
		cols = append(cols, w.Column)
	}
	for _, col := range cols {
		c := src.Column(col)
		if c == nil {
			continue
		}
		v := row[c.Name]
		if c.Kind == analyze.KindDecimal || c.Kind == analyze.KindInteger && strings.HasPrefix(v, "-") || unencoded(c, v) {
			return false
		}
	}
	return true
}

// decimalKey reports whether a key template holds a DECIMAL or FLOAT column.
func decimalKey(src *analyze.Entity, t design.Template) bool {
	return slices.ContainsFunc(t.Columns(), func(col string) bool {
		c := src.Column(col)
		return c != nil && c.Kind == analyze.KindDecimal
	})
}

// shownValues are a binding's values by the names the design shows its
// placeholders under, as the ElectroDB functions take them: verify keys
// them by column, and sqlc.arg(author) fills {author}, not {id}.
func shownValues(p *design.Plan, values map[string]string) map[string]string {
	out := maps.Clone(values)
	for _, t := range p.Templates() {
		for _, part := range t {
			if v, ok := values[part.Col]; ok && part.Param != "" && part.Param != part.Col {
				out[part.Param] = v
				delete(out, part.Col) // only by the shown name: the function must read that one
			}
		}
	}
	return out
}
