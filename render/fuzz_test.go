package render_test

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/input"
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
	for _, text := range corpusSeeds(f) {
		f.Add(text)
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

// corpusSeeds are the statements of the real applications in
// ../testdata/apps: per MySQL package of each one's sqlc config, its
// files one after the other, as analyze reads them.
func corpusSeeds(f *testing.F) []string {
	var configs []string
	err := filepath.WalkDir("../testdata/apps", func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		switch strings.ToLower(e.Name()) {
		case "sqlc.yaml", "sqlc.yml", "sqlc.json":
			configs = append(configs, path)
		}
		return nil
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		f.Fatal(err)
	}
	var seeds []string
	for _, config := range configs {
		pkgs, _ := input.Load([]string{config}, input.Options{})
		for _, p := range pkgs {
			var b strings.Builder
			for _, file := range p.Files {
				b.WriteString(file.Text + "\n")
			}
			seeds = append(seeds, b.String())
		}
	}
	return seeds
}
