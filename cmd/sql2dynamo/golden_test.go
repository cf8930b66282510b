package main

import (
	"bytes"
	"errors"
	"flag"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
)

// exportGoldens are the golden file of each export format, per case.
var exportGoldens = map[string]string{
	"cloudformation": "cloudformation.yaml",
	"cli":            "cli.sh",
	"terraform":      "table.tf",
	"workbench":      "workbench.json",
	"electrodb":      "electrodb.ts",
	"onetable":       "onetable.json",
}

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// caseInput is what a testdata case designs: its sqlc.yaml when it is a
// sqlc project, else its input.sql.
func caseInput(dir string) string {
	if _, err := os.Stat(filepath.Join(dir, "sqlc.yaml")); err == nil {
		return filepath.Join(dir, "sqlc.yaml")
	}
	return filepath.Join(dir, "input.sql")
}

// TestGolden runs `sql2dynamo design` on every testdata/<case>/input.sql (or
// sqlc.yaml), as
// a user would from the repository root, and compares the report, the JSON
// and stderr with the case's golden files. A case without report.md is a
// bad-input case: it must exit 2, print stderr.txt and write nothing else.
func TestGolden(t *testing.T) {
	t.Chdir("../..")
	dirs, err := filepath.Glob("testdata/*")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no testdata cases: %v", err)
	}
	for _, dir := range dirs {
		if dir == filepath.FromSlash(appsDir) {
			continue // the corpus: TestApps
		}
		input := caseInput(dir)
		t.Run(filepath.Base(dir), func(t *testing.T) {
			var md, mdErr, js, jsErr bytes.Buffer
			code := run([]string{"design", input}, &md, &mdErr)
			jsCode := run([]string{"design", "--format", "json", input}, &js, &jsErr)
			var again, againErr bytes.Buffer
			if run([]string{"design", input}, &again, &againErr); !bytes.Equal(again.Bytes(), md.Bytes()) || !bytes.Equal(againErr.Bytes(), mdErr.Bytes()) {
				t.Errorf("two runs on the same input differ: the output is not deterministic")
			}
			if code != jsCode || mdErr.String() != jsErr.String() {
				t.Errorf("markdown and json runs differ: exit %d vs %d, stderr %q vs %q", code, jsCode, mdErr.String(), jsErr.String())
			}
			exports := map[string][]byte{}
			for format, file := range exportGoldens {
				var out, errOut bytes.Buffer
				if code == exitOK {
					if c := run([]string{"export", "--to", format, input}, &out, &errOut); c != exitOK {
						t.Errorf("export --to %s: exit %d: %s", format, c, errOut.String())
					}
				}
				exports[file] = out.Bytes()
			}
			if *update {
				files := map[string][]byte{"report.md": md.Bytes(), "design.json": js.Bytes(), "stderr.txt": mdErr.Bytes()}
				maps.Copy(files, exports)
				writeGolden(t, dir, code, files)
				return
			}
			_, statErr := os.Stat(filepath.Join(dir, "report.md"))
			wantBad := errors.Is(statErr, os.ErrNotExist)
			switch {
			case wantBad && code != exitBadInput:
				t.Fatalf("exit %d, want %d (bad input); stderr:\n%s", code, exitBadInput, mdErr.String())
			case !wantBad && code != exitOK:
				t.Fatalf("exit %d, want 0; stderr:\n%s", code, mdErr.String())
			}
			if wantBad {
				if md.Len() > 0 || js.Len() > 0 {
					t.Errorf("bad input wrote a design to stdout:\n%s", md.String())
				}
			} else {
				compare(t, filepath.Join(dir, "report.md"), md.Bytes())
				compare(t, filepath.Join(dir, "design.json"), js.Bytes())
				for _, file := range slices.Sorted(maps.Values(exportGoldens)) {
					compare(t, filepath.Join(dir, file), exports[file])
				}
			}
			compare(t, filepath.Join(dir, "stderr.txt"), mdErr.Bytes())
		})
	}
}

// writeGolden rewrites a case's golden files from this run, removing the
// ones the run no longer produces.
func writeGolden(t *testing.T, dir string, code int, files map[string][]byte) {
	t.Helper()
	if code != exitOK {
		for name := range files {
			if name != "stderr.txt" {
				files[name] = nil
			}
		}
	}
	for name, content := range files {
		path := filepath.Join(dir, name)
		if len(content) == 0 {
			if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
				t.Fatal(err)
			}
			continue
		}
		if err := os.WriteFile(path, content, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// compare checks got against a golden file; a missing file means "empty".
func compare(t *testing.T, path string, got []byte) {
	t.Helper()
	want, err := os.ReadFile(path)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from this run (go test ./cmd/sql2dynamo -update rewrites it):\n%s", path, firstDiff(want, got))
	}
}

// firstDiff shows the first differing line, enough to find the change.
func firstDiff(want, got []byte) string {
	wl, gl := bytes.Split(want, []byte("\n")), bytes.Split(got, []byte("\n"))
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g []byte
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if !bytes.Equal(w, g) {
			return "line " + strconv.Itoa(i+1) + ":\n  want: " + string(w) + "\n  got:  " + string(g)
		}
	}
	return "(same lines, different bytes)"
}
