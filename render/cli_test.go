package render_test

import (
	"bytes"
	"cmp"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/render"
)

// TestCLIScriptHostile sources the script of the hostile_names case, from
// a file whose name holds a line break and command substitutions, and
// calls every function with hostile values: nothing may run, and aws must
// get each request as valid JSON with the values in place.
func TestCLIScriptHostile(t *testing.T) {
	src, err := os.ReadFile("../testdata/hostile_names/input.sql")
	if err != nil {
		t.Fatal(err)
	}
	m := analyze.Analyze(analyze.File{Name: "in\n$(touch pwned)`touch pwned`.sql", Text: string(src)})
	d := design.New(m, design.Options{Table: "hostile"})
	for _, value := range []string{
		"v$(touch pwned)`touch pwned`${HOME}'x",
		// Without escaping, the AWS CLI would keep this condition, the
		// last of two keys, and overwrite an existing item.
		`x"}}, "ConditionExpression": "attribute_not_exists(#PK) OR #PK <> :z", "y": {"S": "`,
		"back\\slash \"quote\" tab\t bell\a line\nbreak\r\n\n",
		"{id} {tmpl$x} ${y}",
	} {
		if n := callAll(t, d, value); n < 3 {
			t.Fatalf("%d functions called, want the 3 the case has", n)
		}
	}
}

// TestCLIScriptNames gives patterns and columns names that mean something
// to the shell: each function still runs its own request.
func TestCLIScriptNames(t *testing.T) {
	var sql strings.Builder
	sql.WriteString("CREATE TABLE things (id INT PRIMARY KEY, `PATH` VARCHAR(20), `IFS` VARCHAR(20), `名字` VARCHAR(20), `地址` VARCHAR(20), `person id` VARCHAR(20));\n")
	for i, name := range []string{"aws", "create_table", "s2d_json", "if", "select", "set", "exit", "eval", "printf"} {
		col := []string{"PATH", "IFS", "名字", "地址", "person id"}[i%5]
		fmt.Fprintf(&sql, "-- name: %s :many\nSELECT * FROM things WHERE `%s` = ? AND `%s` = ?;\n", name, col, []string{"名字", "地址", "PATH", "IFS", "名字"}[i%5])
	}
	m := analyze.Analyze(analyze.File{Name: "names.sql", Text: sql.String()})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	d := design.New(m, design.Options{Table: "names"})
	if n := callAll(t, d, "v"); n != 9 {
		t.Fatalf("%d functions called, want 9", n)
	}
}

// TestCLIScriptBinary: a binary column's value outside a key is a B
// attribute, which the AWS CLI reads in base64: its function takes it as
// name.base64 and puts it in the B, where {name} would otherwise go out as
// the bytes of its own text.
func TestCLIScriptBinary(t *testing.T) {
	src, err := os.ReadFile("../testdata/binary_keys/input.sql")
	if err != nil {
		t.Fatal(err)
	}
	d := design.New(analyze.Analyze(analyze.File{Name: "input.sql", Text: string(src)}), design.Options{Table: "binary_keys"})
	if n := callAll(t, d, base64.StdEncoding.EncodeToString([]byte("\xff\x00#"))); n < 10 {
		t.Fatalf("%d functions called, want the case's 10", n)
	}
	fns, _ := render.CLIFunctions(d)
	for _, f := range fns {
		if f.Name == "s2d_SetSessionPayload" && !slices.Contains(f.Args, "payload.base64") {
			t.Errorf("%s takes %q: want payload.base64, the new payload's bytes", f.Name, f.Args)
		}
	}
}

// FuzzCLIScript: for any column name and value, every function of the
// script hands aws valid JSON holding the value intact.
func FuzzCLIScript(f *testing.F) {
	f.Add("body", "plain")
	f.Add("PATH", `x"}}, "ConditionExpression": "attribute_not_exists(#PK) OR #PK <> :z"`)
	f.Add("名字", "$(touch pwned)`touch pwned`\\\n'\x1b[31m")
	f.Add("person id", "{id} {person id}")
	f.Fuzz(func(t *testing.T, column, value string) {
		if strings.ContainsRune(value, 0) {
			return // no shell argument holds a NUL
		}
		col := "`" + strings.ReplaceAll(column, "`", "``") + "`"
		sql := fmt.Sprintf("CREATE TABLE things (id INT PRIMARY KEY, %s VARCHAR(100));\n"+
			"-- name: ByColumn :many\nSELECT * FROM things WHERE %s = ?;\n"+
			"-- name: ByLiteral :many\nSELECT * FROM things WHERE %s = '%s' AND id = ?;\n", col, col, col, strings.ReplaceAll(strings.ReplaceAll(value, `\`, `\\`), "'", "''"))
		m := analyze.Analyze(analyze.File{Name: "fuzz.sql", Text: sql})
		if m.HasErrors() {
			return
		}
		callAll(t, design.New(m, design.Options{Table: "fuzz"}), value)
	})
}

// callAll writes the design's script, calls each function with value for
// every argument, under an aws that saves its request, and checks that
// request: valid JSON, equal to the plan's with each placeholder the
// function takes replaced by value. It returns how many it called.
func callAll(t *testing.T, d *design.Design, value string) int {
	t.Helper()
	dir := t.TempDir()
	var script bytes.Buffer
	if err := render.CLIScript(&script, d); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "cli.sh"), script.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	fns, _ := render.CLIFunctions(d)
	for _, f := range fns {
		args := []string{"-c", `aws() { printf '%s' "$4" > request.json; }; . ./cli.sh; ` + f.Name + ` "$@"`, "sh"}
		for range f.Args {
			args = append(args, value)
		}
		os.Remove(filepath.Join(dir, "request.json"))
		cmd := exec.Command("sh", args...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s\n%s", f.Name, err, out, script.String())
		}
		got, err := os.ReadFile(filepath.Join(dir, "request.json"))
		if err != nil {
			t.Fatalf("%s: aws was not called: %v", f.Name, err)
		}
		req, err := render.AWSJSON(f.Plan.Request)
		if err != nil {
			t.Fatal(err)
		}
		var g, w any
		if err := json.Unmarshal(got, &g); err != nil {
			t.Fatalf("%s: the request is no JSON: %v\n%s", f.Name, err, got)
		}
		if err := json.Unmarshal(req, &w); err != nil {
			t.Fatal(err)
		}
		// Every value the plan's templates take is an argument (a B
		// value's as name.base64): none stays behind as literal text.
		var names []string
		for _, a := range f.Args {
			names = append(names, strings.TrimSuffix(a, ".base64"))
		}
		if want := planNames(f.Plan); !reflect.DeepEqual(slices.Compact(sorted(names)), want) {
			t.Errorf("%s takes %q, the plan's templates %q", f.Name, f.Args, want)
		}
		if w = fill(w, f.Args, value); !reflect.DeepEqual(g, w) {
			t.Errorf("%s: aws got\n%s\nwant\n%v", f.Name, got, w)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "pwned")); err == nil {
		t.Fatal("the script ran a command from its input or a value: pwned was created")
	}
	return len(fns)
}

// planNames are the names of the values a plan's templates take, sorted.
func planNames(p *design.Plan) []string {
	set := map[string]bool{}
	for _, t := range p.Templates() {
		for _, part := range t {
			if n := cmp.Or(part.Param, part.Col); n != "" {
				set[n] = true
			}
		}
	}
	return sorted(slices.Collect(maps.Keys(set)))
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}

// fill replaces {arg} with value in every string of decoded JSON, and a
// B value whose bytes are {name} (arg name.base64, the JSON holding them
// in base64) with value.
func fill(v any, args []string, value string) any {
	switch x := v.(type) {
	case string:
		for _, a := range args {
			if name, bin := strings.CutSuffix(a, ".base64"); bin {
				if x == base64.StdEncoding.EncodeToString([]byte("{"+name+"}")) {
					return value
				}
				continue
			}
			x = strings.ReplaceAll(x, "{"+a+"}", value)
		}
		return x
	case []any:
		for i := range x {
			x[i] = fill(x[i], args, value)
		}
	case map[string]any:
		for k := range x {
			x[k] = fill(x[k], args, value)
		}
	}
	return v
}
