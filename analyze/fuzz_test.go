package analyze_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sql2dynamo/analyze"
)

// FuzzAnalyze: any bytes give a model and diagnostics, never a panic, and
// every diagnostic has a position in the file. The seeds are every testdata
// input and the inputs that once crashed (testdata/fuzz/FuzzAnalyze keeps
// what the fuzzer finds).
func FuzzAnalyze(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, text string) {
		m := analyze.Analyze(analyze.File{Name: "fuzz.sql", Text: text})
		for _, d := range m.Diagnostics {
			if d.Pos.File != "fuzz.sql" || d.Pos.Line < 1 || d.Pos.Col < 1 {
				t.Fatalf("a diagnostic without a position in the file: %v", d)
			}
		}
	})
}

// addSeeds adds the testdata inputs and the crashers as seeds.
func addSeeds(f *testing.F) {
	inputs, _ := filepath.Glob("../testdata/*/input.sql")
	for _, in := range inputs {
		b, err := os.ReadFile(in)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	f.Add("CREATE TABLE t (id INT PRIMARY KEY);\n\"\\")                                                                         // a backslash as the last byte
	f.Add("CREATE TABLE t (id INT PRIMARY KEY);\n-- name: G :one\nSELECT * FROM t WHERE id = " + strings.Repeat("9", 82) + ";") // the parser's decimals
	f.Add("/* name: X :one */ SELECT")
	f.Add("DELIMITER $$\nCREATE PROCEDURE p() BEGIN SELECT 1; END$$")
}
