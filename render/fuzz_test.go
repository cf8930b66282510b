package render_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/render"
)

// FuzzDesignRender: whatever analyze accepts, the design and every output
// format are made without a panic or an error.
func FuzzDesignRender(f *testing.F) {
	inputs, _ := filepath.Glob("../testdata/*/input.sql")
	for _, in := range inputs {
		b, err := os.ReadFile(in)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	f.Fuzz(func(t *testing.T, text string) {
		m := analyze.Analyze(analyze.File{Name: "fuzz.sql", Text: text})
		if m.HasErrors() {
			return
		}
		d := design.New(m, design.Options{Table: "fuzz"})
		var b bytes.Buffer
		for name, out := range map[string]func() error{
			"markdown":       func() error { return render.Markdown(&b, d, []string{"fuzz.sql"}) },
			"json":           func() error { return render.JSON(&b, d) },
			"cloudformation": func() error { return render.CloudFormationYAML(&b, d, false, render.Protected) },
			"cli":            func() error { return render.CLIScript(&b, d) },
			"terraform":      func() error { return render.Terraform(&b, d, render.Protected) },
			"electrodb":      func() error { return render.ElectroDB(&b, d) },
			"onetable":       func() error { return render.OneTableJSON(&b, d) },
			"workbench":      func() error { return render.WorkbenchJSON(&b, d) },
		} {
			if err := out(); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}
	})
}
