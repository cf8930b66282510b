package gogen

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// renamePayload is what TestHostileCases appends to every table and
// column name: a name of a backquoted identifier MySQL takes, which
// written raw into a comment or a literal would end it and declare a
// func init.
const renamePayload = "\n//go:generate sh -c \"x\"\nfunc init() ( panic(\"hijacked\") )\n//\u2028`'"

// TestHostileCases: every testdata case, its tables and columns renamed
// with a payload of newlines, quotes and a func init, generates a
// package that type-checks and holds the payload only escaped. The
// rename is of the analysed model (every string that names a table or a
// column), so each case's plans reach the generator's every path with
// hostile names.
func TestHostileCases(t *testing.T) {
	if testing.Short() {
		t.Skip("generates every testdata case")
	}
	generatedMethods := 0
	for _, name := range cases(t) {
		src, err := os.ReadFile(filepath.Join("..", "testdata", name, "input.sql"))
		if err != nil {
			t.Fatal(err)
		}
		m := analyze.Analyze(analyze.File{Name: "input.sql", Text: string(src)})
		if m.HasErrors() {
			t.Fatalf("%s: %v", name, m.Diagnostics)
		}
		hostile := renamed(m, func(s string) string { return s + renamePayload })
		d := design.New(hostile, design.Options{Table: name})
		files, methods, err := Package(d, Options{Package: "db", EmitInterface: true, EmitJSONTags: true, EmitDBTags: true, EmitEmptySlices: true, EmitResultStructPointers: true, QueryParameterLimit: -1})
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if err := typeCheck(files); err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		for _, f := range files {
			if err := carried(f, []string{renamePayload}); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}
		for _, m := range methods {
			if m.Generated {
				generatedMethods++
			}
		}
	}
	t.Logf("%d methods run their plan with hostile names", generatedMethods)
}

// renamed is a copy of the model whose every string naming a table, a
// column or a select list's column (compared case-insensitively, as
// MySQL names them) is f of it: in each exported field and map key
// reachable from the model.
func renamed(m *analyze.Model, f func(string) string) *analyze.Model {
	names := map[string]bool{}
	for _, e := range m.Entities {
		names[strings.ToLower(e.Name)] = true
		for _, c := range e.Columns {
			names[strings.ToLower(c.Name)] = true
		}
	}
	for _, p := range m.Patterns {
		for _, c := range p.Select {
			names[strings.ToLower(c.Name)] = true
		}
	}
	out := &analyze.Model{Files: m.Files, Entities: m.Entities, Relationships: m.Relationships, Patterns: m.Patterns, Schema: m.Schema, SchemaQuoted: m.SchemaQuoted, Data: m.Data}
	r := renamer{names: names, f: f, seen: map[uintptr]bool{}}
	r.walk(reflect.ValueOf(out).Elem())
	return out
}

type renamer struct {
	names map[string]bool
	f     func(string) string
	seen  map[uintptr]bool
}

var stringType = reflect.TypeOf("")

func (r renamer) walk(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || r.seen[v.Pointer()] {
			return
		}
		r.seen[v.Pointer()] = true
		r.walk(v.Elem())
	case reflect.Interface:
		if !v.IsNil() {
			e := reflect.New(v.Elem().Type()).Elem()
			e.Set(v.Elem())
			r.walk(e)
			if v.CanSet() {
				v.Set(e)
			}
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				r.walk(v.Field(i))
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			r.walk(v.Index(i))
		}
	case reflect.Map:
		if v.IsNil() || !v.CanSet() {
			return
		}
		m := reflect.MakeMapWithSize(v.Type(), v.Len())
		for _, k := range v.MapKeys() {
			nk := reflect.New(k.Type()).Elem()
			nk.Set(k)
			r.walk(nk)
			nv := reflect.New(v.Type().Elem()).Elem()
			nv.Set(v.MapIndex(k))
			r.walk(nv)
			m.SetMapIndex(nk, nv)
		}
		v.Set(m)
	case reflect.String:
		if v.Type() == stringType && v.CanSet() && r.names[strings.ToLower(v.String())] {
			v.SetString(r.f(v.String()))
		}
	}
}
