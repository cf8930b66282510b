package bench

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/gogen"
	"sql2dynamo/render"
)

// update is accepted so that `go test ./... -update` also runs here; this
// package has no golden file.
var _ = flag.Bool("update", false, "rewrite golden files (none in this package)")

// sizes are the schemas' table counts: growth from one to the next is 4×
// from 1,000 to 4,000, and a linear stage takes 4× as long.
var sizes = []int{250, 1000, 4000}

// TestSchemaDesigns keeps the benchmarks' input honest: every pattern of
// it is served (a refused pattern would be cheaper than a served one and
// flatter the numbers), and the raw parse reads every statement.
func TestSchemaDesigns(t *testing.T) {
	src := Schema(8)
	n, err := analyze.ParseOnly(src)
	if err != nil || n != 48 {
		t.Fatalf("ParseOnly: %d statements, %v; want 48 (8 tables, 40 queries)", n, err)
	}
	m := analyze.Analyze(analyze.File{Name: "bench.sql", Text: src})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics[0])
	}
	d := design.New(m, design.Options{Table: "bench"})
	if len(d.Plans) != 40 {
		t.Fatalf("%d plans, want 40", len(d.Plans))
	}
	for _, p := range d.Plans {
		if p.Status != design.OK {
			t.Errorf("%s: %s, not served by a key alone: %v", p.Pattern.Name, p.Status, p.Reasons)
		}
	}
}

// BenchmarkStages runs each stage of sql2dynamo on the generated schemas:
// the TiDB parser alone (parse, the floor), analyze, design, and each
// output of one design: the report (markdown), JSON, every export and the
// generated Go package (type-checked, as generate does).
//
// Every stage reports x-parse, its time as a multiple of the raw parse's,
// measured once before the stages in the same run. The whole-markdown and
// whole-json stages are what `sql2dynamo design` does (analyze, design,
// render); each output also reports x-design, the command that writes it
// (analyze, design, that output) as a multiple of `design`'s (analyze,
// design, markdown), from the same one-off timings. design also reports
// heap-MiB, the live heap once the design is built (the analyzer's model and
// the design): the floor of the process's peak memory.
//
// $SQL2DYNAMO_BENCH_TABLES, comma-separated table counts, runs those sizes
// instead (./test.sh's one pass, which keeps the benchmarks compiling and
// running, runs 250 alone):
//
//	SQL2DYNAMO_BENCH_TABLES=1000 go test -run '^$' -bench Stages ./bench
func BenchmarkStages(b *testing.B) {
	tables := sizes
	if v := os.Getenv("SQL2DYNAMO_BENCH_TABLES"); v != "" {
		tables = nil
		for _, f := range strings.Split(v, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil || n < 1 {
				b.Fatalf("SQL2DYNAMO_BENCH_TABLES=%s: give table counts, comma-separated", v)
			}
			tables = append(tables, n)
		}
	}
	for _, n := range tables {
		b.Run(fmt.Sprintf("tables=%d", n), func(b *testing.B) { stages(b, n) })
	}
}

// stages benchmarks every stage on Schema(n).
func stages(b *testing.B, n int) {
	src := Schema(n)
	// One-off timings for the ratios, each the fastest of three, and
	// the model and design every output renders.
	var m *analyze.Model
	var d *design.Design
	parse := fastest(func() {
		if _, err := analyze.ParseOnly(src); err != nil {
			b.Fatal(err)
		}
	})
	analyzed := fastest(func() { m = analyze.Analyze(analyze.File{Name: "bench.sql", Text: src}) })
	if m.HasErrors() {
		b.Fatal(m.Diagnostics[0])
	}
	designed := fastest(func() { d = design.New(m, design.Options{Table: "bench"}) })
	markdown := fastest(func() {
		if err := render.Markdown(io.Discard, d, []string{"bench.sql"}); err != nil {
			b.Fatal(err)
		}
	})
	command := analyzed + designed + markdown
	stage := func(name string, bytes int, run func()) {
		b.Run(name, func(b *testing.B) {
			if bytes > 0 {
				b.SetBytes(int64(bytes))
			}
			for b.Loop() {
				run()
			}
			ns := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
			b.ReportMetric(ns/parse, "x-parse")
			if name == "design" {
				runtime.GC()
				var ms runtime.MemStats
				runtime.ReadMemStats(&ms)
				b.ReportMetric(float64(ms.HeapAlloc)/(1<<20), "heap-MiB")
			}
		})
	}
	stage("parse", len(src), func() {
		if _, err := analyze.ParseOnly(src); err != nil {
			b.Fatal(err)
		}
	})
	stage("analyze", len(src), func() { analyze.Analyze(analyze.File{Name: "bench.sql", Text: src}) })
	stage("design", 0, func() { design.New(m, design.Options{Table: "bench"}) })
	for _, format := range []string{"markdown", "json"} {
		stage("whole-"+format, len(src), func() {
			m := analyze.Analyze(analyze.File{Name: "bench.sql", Text: src})
			d := design.New(m, design.Options{Table: "bench"})
			var err error
			if format == "json" {
				err = render.JSON(io.Discard, d)
			} else {
				err = render.Markdown(io.Discard, d, []string{"bench.sql"})
			}
			if err != nil {
				b.Fatal(err)
			}
		})
	}
	outputs := []struct {
		name string
		run  func(io.Writer, *design.Design) error
	}{
		{"markdown", func(w io.Writer, d *design.Design) error { return render.Markdown(w, d, []string{"bench.sql"}) }},
		{"json", render.JSON},
		{"cloudformation", func(w io.Writer, d *design.Design) error {
			return render.CloudFormationYAML(w, d, false, render.Protection{})
		}},
		{"terraform", func(w io.Writer, d *design.Design) error { return render.Terraform(w, d, render.Protection{}) }},
		{"workbench", render.WorkbenchJSON},
		{"electrodb", render.ElectroDB},
		{"onetable", render.OneTableJSON},
		{"cli", render.CLIScript},
		{"generate", func(w io.Writer, d *design.Design) error {
			files, _, err := gogen.Package(d, gogen.Options{Package: "benchdb"})
			for _, f := range files {
				w.Write(f.Src)
			}
			return err
		}},
	}
	for _, o := range outputs {
		b.Run(o.name, func(b *testing.B) {
			var out bytes.Buffer
			for b.Loop() {
				out.Reset()
				if err := o.run(&out, d); err != nil {
					b.Fatal(err)
				}
			}
			b.SetBytes(int64(out.Len()))
			ns := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
			b.ReportMetric(ns/parse, "x-parse")
			b.ReportMetric((analyzed+designed+ns)/command, "x-design")
		})
	}
}

// fastest is the shortest of three runs of f, in nanoseconds.
func fastest(f func()) float64 {
	best := time.Duration(math.MaxInt64)
	for range 3 {
		start := time.Now()
		f()
		best = min(best, time.Since(start))
	}
	return float64(best.Nanoseconds())
}
