package main

import (
	"bufio"
	"bytes"
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/gogen"
	"sql2dynamo/input"
)

// appsDir holds the corpus: real applications as their repositories hold
// them (a sqlc config and the files it names, unedited, with the
// repository's LICENSE and a SOURCE.md saying where they come from).
const appsDir = "testdata/apps"

// corpusApp is one application of the corpus, as its SOURCE.md names it.
type corpusApp struct {
	dir    string // testdata/apps/<owner>-<repo>
	repo   string // owner/repo, SOURCE.md's heading
	config string // the sqlc config, inside dir
}

// corpusApps reads every testdata/apps/*/SOURCE.md: its heading
// (# owner/repo) and its `- config: PATH` line.
func corpusApps(t *testing.T) []corpusApp {
	t.Helper()
	sources, err := filepath.Glob(filepath.Join(appsDir, "*", "SOURCE.md"))
	if err != nil {
		t.Fatal(err)
	}
	var apps []corpusApp
	for _, src := range sources {
		b, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		app := corpusApp{dir: filepath.Dir(src)}
		sc := bufio.NewScanner(bytes.NewReader(b))
		for sc.Scan() {
			line := sc.Text()
			if r, ok := strings.CutPrefix(line, "# "); ok && app.repo == "" {
				app.repo = strings.TrimSpace(r)
			}
			if c, ok := strings.CutPrefix(line, "- config:"); ok {
				app.config = filepath.Join(app.dir, strings.Trim(strings.TrimSpace(c), "`"))
			}
		}
		if app.repo == "" || app.config == "" {
			t.Fatalf("%s needs a heading '# owner/repo' and a line '- config: PATH'", src)
		}
		apps = append(apps, app)
	}
	return apps
}

// appRow is one package of a corpus app, as SUMMARY.md counts it.
type appRow struct {
	app, pkg                   string
	tables, patterns           int
	ok, filter, scan           int
	unsupportedR, unsupportedW int
	ddl                        int // named DDL in query files: no access pattern
	methods, run, errUnsup     int
	reasons                    []string
}

// TestApps is the corpus's yardstick (issue 59): every application of
// testdata/apps designs as given (no flag, no edit) and its generated
// package type-checks; testdata/apps/SUMMARY.md, which -update writes,
// counts per package its patterns, how they are served, what is refused
// and why, and the methods the package runs. Any change to it fails the
// test until it is rewritten: a rise in refusals is read in the diff.
func TestApps(t *testing.T) {
	t.Chdir("../..")
	apps := corpusApps(t)
	if len(apps) == 0 {
		t.Skip("no corpus in " + appsDir)
	}
	var rows []appRow
	for _, app := range apps {
		var stderr bytes.Buffer
		all, code := designInputs([]string{app.config}, "", design.DefaultPrices, input.Options{}, &stderr)
		if all == nil {
			t.Errorf("%s: design %s exits %d:\n%s", app.repo, app.config, code, stderr.String())
			continue
		}
		for _, x := range all {
			row := appRow{app: app.repo, pkg: cmp.Or(x.goSet.Package, x.d.Table), tables: len(x.d.Entities)}
			reasons := map[string]int{}
			for _, p := range x.d.Plans {
				if notAccess(p) {
					row.ddl++
					continue
				}
				row.patterns++
				switch p.Status {
				case design.OK:
					row.ok++
				case design.Filter:
					row.filter++
				case design.Scan:
					row.scan++
				case design.Unsupported:
					if p.Pattern.Statement == analyze.Select {
						row.unsupportedR++
					} else {
						row.unsupportedW++
					}
					if len(p.Reasons) > 0 {
						reasons[reasonKind(p.Reasons[0].Text, x.d)]++
					}
				}
			}
			row.reasons = topReasons(reasons, 5)
			o := gogen.OptionsOf(x.goSet)
			o.Package = "dynamo"
			if x.goSet.QueryParameterLimit == nil {
				o.QueryParameterLimit = 1
			}
			_, methods, err := gogen.Package(x.d, o)
			if err != nil {
				t.Errorf("%s (%s): the generated package does not build: %v", app.repo, row.pkg, err)
			}
			for _, m := range methods {
				switch {
				case m.Skip:
				case m.Generated:
					row.methods++
					row.run++
				default:
					row.methods++
					row.errUnsup++
				}
			}
			rows = append(rows, row)
		}
	}
	got := summary(rows)
	path := filepath.Join(appsDir, "SUMMARY.md")
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	compare(t, path, got)
}

// notAccess says a pattern is named DDL in a query file, no access
// pattern.
func notAccess(p *design.Plan) bool { return p.Pattern.Statement == analyze.DDL }

// namedRE is a name a reason quotes that belongs to one application: a
// column or table name with an underscore or a digit, qualified or
// backquoted. reasonKind writes X for it so that reasons of one kind count
// together.
var namedRE = regexp.MustCompile("`[^`]*`|\\b[A-Za-z_][A-Za-z0-9_]*\\.[A-Za-z_][A-Za-z0-9_]*\\b|\\b[A-Za-z]*[_0-9][A-Za-z0-9_]*\\b")

// proseWords are words the reasons' own text uses: a column of that name
// stays as it is rather than turn the prose into X.
var proseWords = map[string]bool{"key": true, "order": true, "value": true, "values": true, "table": true, "index": true, "item": true, "items": true, "count": true, "sort": true, "limit": true, "offset": true, "rows": true, "row": true, "references": true, "query": true, "branch": true}

// wordRE is a word of a reason.
var wordRE = regexp.MustCompile(`\b[A-Za-z][A-Za-z0-9_]*\b`)

// reasonKind is a reason without the application's names (tables and
// columns become X), cut at 160 bytes.
func reasonKind(text string, d *design.Design) string {
	names := map[string]bool{}
	for _, e := range d.Model.Entities {
		names[strings.ToLower(e.Name)] = true
		for _, c := range e.Columns {
			names[strings.ToLower(c.Name)] = !proseWords[strings.ToLower(c.Name)]
		}
	}
	text = wordRE.ReplaceAllStringFunc(text, func(w string) string {
		if names[strings.ToLower(w)] {
			return "X"
		}
		return w
	})
	text = namedRE.ReplaceAllString(text, "X")
	if len(text) > 160 {
		cut := 160
		for cut > 0 && text[cut]&0xC0 == 0x80 { // not inside a UTF-8 sequence
			cut--
		}
		text = text[:cut] + "…"
	}
	return text
}

// topReasons are the n most frequent reasons, most frequent first, each
// with its count.
func topReasons(counts map[string]int, n int) []string {
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		return cmp.Or(cmp.Compare(counts[b], counts[a]), cmp.Compare(a, b))
	})
	var out []string
	for _, k := range keys[:min(n, len(keys))] {
		out = append(out, fmt.Sprintf("%d × %s", counts[k], k))
	}
	return out
}

// summary is SUMMARY.md: a table of every package, then each package's
// most frequent reasons.
func summary(rows []appRow) []byte {
	var b bytes.Buffer
	b.WriteString("# The corpus: real applications\n\n")
	b.WriteString("Written by `go test ./cmd/sql2dynamo -run TestApps -update` from the applications in this folder\n")
	b.WriteString("(each one's SOURCE.md says where it comes from). Every one designs as given and its generated\n")
	b.WriteString("package builds; the test fails when a line here changes, so a change to the tool shows here as a diff.\n\n")
	b.WriteString("Unsupported is the share of patterns no plan serves. DDL counts named DDL in query files: sqlc\n")
	b.WriteString("methods, no access pattern. Methods are the generated package's: those that run their plan, and those\n")
	b.WriteString("that return ErrUnsupported with the reason.\n\n")
	b.WriteString("| app | package | tables | patterns | ok | filter | scan | unsupported reads | unsupported writes | unsupported | DDL | methods | run | ErrUnsupported |\n")
	b.WriteString("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	var tot appRow
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s | %s | %d | %d | %d | %d | %d | %d | %d | %s | %d | %d | %d | %d |\n", r.app, r.pkg, r.tables, r.patterns, r.ok, r.filter, r.scan, r.unsupportedR, r.unsupportedW, share(r.unsupportedR+r.unsupportedW, r.patterns), r.ddl, r.methods, r.run, r.errUnsup)
		tot.tables += r.tables
		tot.patterns += r.patterns
		tot.ok += r.ok
		tot.filter += r.filter
		tot.scan += r.scan
		tot.unsupportedR += r.unsupportedR
		tot.unsupportedW += r.unsupportedW
		tot.ddl += r.ddl
		tot.methods += r.methods
		tot.run += r.run
		tot.errUnsup += r.errUnsup
	}
	fmt.Fprintf(&b, "| **all** | %d packages | %d | %d | %d | %d | %d | %d | %d | %s | %d | %d | %d | %d |\n", len(rows), tot.tables, tot.patterns, tot.ok, tot.filter, tot.scan, tot.unsupportedR, tot.unsupportedW, share(tot.unsupportedR+tot.unsupportedW, tot.patterns), tot.ddl, tot.methods, tot.run, tot.errUnsup)
	b.WriteString("\n## The most frequent reasons, per package\n\n")
	b.WriteString("Names of the application's tables and columns are written X, so that reasons of one kind count together.\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "\n### %s (%s)\n\n", r.app, r.pkg)
		if len(r.reasons) == 0 {
			b.WriteString("Every pattern is served.\n")
		}
		for _, why := range r.reasons {
			fmt.Fprintf(&b, "- %s\n", why)
		}
	}
	return b.Bytes()
}

// share is part of all as a whole percentage.
func share(part, all int) string {
	if all == 0 {
		return "0 %"
	}
	return fmt.Sprintf("%.0f %%", 100*float64(part)/float64(all))
}

// appsVerifyRows and appsVerifyBindings are the rows per table verify
// generates for a corpus app and the bindings it draws per pattern:
// enough that most patterns find rows, few enough that the corpus (1,100
// patterns, modulacms's 386 among them) verifies in a few minutes.
const appsVerifyRows, appsVerifyBindings = 12, 2

// TestAppsVerify runs `verify --generate --seed 1` (in process) on every
// package of every corpus app, as a user would. Its verdicts are
// testdata/apps/VERIFY.md (-update writes it), and the test fails when
// one changes: each served pattern that agrees with its SQL, each that
// does not (a design proved wrong, to mend), what verify did not run and
// why, and an app it cannot load.
func TestAppsVerify(t *testing.T) {
	endpoint := sharedLocal(t)
	t.Chdir("../..")
	apps := corpusApps(t)
	var verdicts bytes.Buffer
	verdicts.WriteString("# verify on the corpus\n\nWritten by `go test ./cmd/sql2dynamo -run TestAppsVerify -update`: what `sql2dynamo verify --generate --seed 1\n")
	fmt.Fprintf(&verdicts, "--rows %d --bindings %d` says of each package (in process), its verdict and what it leaves unverified.\n", appsVerifyRows, appsVerifyBindings)
	type job struct {
		repo, config, pkg string
		multi             bool
		verdict           string
	}
	var jobs []*job
	for _, app := range apps {
		pkgs, errs := input.Load([]string{app.config}, input.Options{})
		if len(errs) > 0 {
			t.Errorf("%s: %v", app.repo, errs[0])
			continue
		}
		for _, p := range pkgs {
			jobs = append(jobs, &job{repo: app.repo, config: app.config, pkg: p.Name, multi: len(pkgs) > 1})
		}
	}
	// The packages verify in parallel (two at a time, go test's
	// -parallel), each on a table of its own: one at a time left a core
	// idle while DynamoDB Local answered. The verdicts are joined in the
	// corpus's order.
	t.Run("packages", func(t *testing.T) {
		for _, j := range jobs {
			t.Run(j.repo+" "+j.pkg, func(t *testing.T) {
				t.Parallel()
				args := []string{"verify", "--endpoint", endpoint, "--generate", "--seed", "1", "--rows", fmt.Sprint(appsVerifyRows), "--bindings", fmt.Sprint(appsVerifyBindings)}
				if j.multi {
					args = append(args, "--sqlc-package", j.pkg)
				}
				var out, errb bytes.Buffer
				code := run(append(args, j.config), &out, &errb)
				v := fmt.Sprintf("\n## %s (%s)\n\n", j.repo, j.pkg) + verdictOf(out.String())
				if code != exitOK {
					// What verify says of a design it proves wrong, or of a
					// schema it cannot load, is part of the yardstick: a
					// change shows as a diff, a fix as a line gone.
					v += fmt.Sprintf("\nverify exits %d%s\n", code, firstError(errb.String()))
					t.Logf("%s (%s): verify exits %d:\n%s", j.repo, j.pkg, code, errb.String())
				}
				j.verdict = v
			})
		}
	})
	for _, j := range jobs {
		verdicts.WriteString(j.verdict)
	}
	path := filepath.Join(appsDir, "VERIFY.md")
	if *update {
		if err := os.WriteFile(path, verdicts.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	compare(t, path, verdicts.Bytes())
}

// verdictOf is what VERIFY.md keeps of verify's report: its verdict, its
// count of reads and writes passed, failed and not verified, and each
// pattern it did not verify with the reason.
func verdictOf(report string) string {
	var b strings.Builder
	section := ""
	for _, line := range strings.Split(report, "\n") {
		if h, ok := strings.CutPrefix(line, "## "); ok {
			section = h
			if h == "Not verified" {
				b.WriteString("- not verified:\n")
			}
		}
		switch {
		case strings.HasPrefix(line, "**"):
			b.WriteString(line + "\n\n")
		case strings.HasPrefix(line, "| Reads "), strings.HasPrefix(line, "| Writes "):
			f := strings.Fields(strings.ReplaceAll(line, "|", " "))
			if len(f) == 4 {
				fmt.Fprintf(&b, "- %s: %s passed, %s failed, %s not verified\n", strings.ToLower(f[0]), f[1], f[2], f[3])
			}
		case section == "Not verified" && strings.HasPrefix(line, "- "):
			b.WriteString("  " + line + "\n")
		}
	}
	return b.String()
}

// firstError is ": " and the first line verify wrote on stderr that is
// not its note of the table it runs on, "" if none.
func firstError(stderr string) string {
	for _, line := range strings.Split(stderr, "\n") {
		if line != "" && !strings.Contains(line, "verifying on table") {
			return ": " + strings.TrimPrefix(line, "sql2dynamo: ")
		}
	}
	return ""
}
