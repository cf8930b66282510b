package gogen

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sql2dynamo/design"
)

// TestFlagTrueText: the package's flagTrue, which says a text flag
// parameter (CASE WHEN ? THEN ...) sets its column, reads text as
// design.Optional.Keeps does (the number it starts with, as MySQL does).
func TestFlagTrueText(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a program")
	}
	// flagTrue and leadingNumber, which follows it, whole.
	i, ln := strings.Index(itemsSrc, "// flagTrue says"), strings.Index(itemsSrc, "\nfunc leadingNumber(")
	j := ln + strings.Index(itemsSrc[max(ln, 0):], "\n}\n") + 3
	if i < 0 || ln < i || j < ln {
		t.Fatal("flagTrue is not where the test looks for it in items.go's source")
	}
	var checks strings.Builder
	for _, c := range []string{"0", "1", "2024-05-01 00:00:00", " 1abc", "0e5x", ".5", "-", "1e", "0000-00-00", "no", "", " -0.0 ", "+3", "1e-400", "\t7"} {
		want := !design.Optional{Column: "c", Param: "c.set"}.Keeps(&c)
		fmt.Fprintf(&checks, "\tif flagTrue(%q) != %v {\n\t\tfmt.Printf(\"flagTrue(%%q): %v, want %v\\n\", %q)\n\t\tos.Exit(1)\n\t}\n", c, want, !want, want, c)
	}
	src := "package main\n\nimport (\n\t\"fmt\"\n\t\"os\"\n\t\"strconv\"\n\t\"strings\"\n)\n\n" + itemsSrc[i:j] + "\nfunc main() {\n" + checks.String() + "}\n"
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module flagtest\n\ngo 1.22\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := Command(dir, "run", ".").CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
}
