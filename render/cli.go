package render

import (
	"cmp"
	"encoding/base64"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"sql2dynamo/design"
)

// The CLI script is shell code built from input: names and literals are
// data in it, never code. Every name the script defines starts with s2d_
// (so none is a builtin, a keyword, aws, or another function's), two names
// that would read alike are told apart by a number, a function takes its
// values as arguments (no variable of the environment, PATH or IFS, is
// read), and each value reaches its request through s2d_json, as a JSON
// string of itself.

// CLIFunction is one function of the CLI script: the pattern it runs,
// its shell name, and the placeholders its arguments fill, in order.
type CLIFunction struct {
	Plan *design.Plan
	Name string
	Args []string
	// request is the plan's request as the AWS CLI takes it, and at the
	// placeholders in it that the arguments fill.
	request string
	at      []placeholder
}

// cliReserved are the script's own functions.
var cliReserved = []string{"s2d_json", "s2d_create_table"}

// CLIFunctions lists the functions the script defines for the design's
// patterns, and why the others have none.
func CLIFunctions(d *design.Design) (fns []CLIFunction, skipped map[*design.Plan]string) {
	taken := slices.Clone(cliReserved)
	skipped = map[*design.Plan]string{}
	for _, p := range d.Plans {
		_, list := p.List()
		if p.Request == nil || len(p.AfterRequests()) > 0 || p.Lookup != nil || p.Otherwise != nil || p.Evict != nil || p.Existing != nil || len(p.Parents) > 0 || len(p.Optional) > 0 || p.NextID != nil || len(p.Then) > 0 || p.Each != "" || len(p.BatchKeys) > design.MaxBatchKeys || list || len(p.Check) > 0 {
			continue // the application's work on the items (computed columns ...), several calls (a write that reads first, an upsert, a REPLACE that reads the rows it replaces, a read of the existing row's id, a request built per call, an INSERT numbered by a sequence item first, a join, an IN list, keys past one BatchGetItem), a sqlc.slice list of any length, or the application's folded check on the items: see the report
		}
		if slices.ContainsFunc(p.Templates(), func(t design.Template) bool {
			return slices.ContainsFunc(t, func(part design.Part) bool { return part.Prefix > 0 })
		}) {
			skipped[p] = "a lock item is keyed by the first characters of a value ({column:n}), which the script's arguments would fill whole: see the report"
			continue
		}
		names, lits := planPlaceholders(p)
		if clash := literalPlaceholder(names, lits); clash != "" {
			skipped[p] = fmt.Sprintf("a literal holds {%s}, which is also the name of a value the request takes: see the report", clash)
			continue
		}
		req, err := AWSJSON(p.Request)
		if err != nil {
			skipped[p] = fmt.Sprintf("the request could not be written: %v", err)
			continue
		}
		name := uniqueName("s2d_"+shellWord(p.Pattern.Name), taken)
		taken = append(taken, name)
		fn := CLIFunction{Plan: p, Name: name, request: string(req), at: placeholdersIn(string(req), names)}
		for _, m := range fn.at {
			if !slices.Contains(fn.Args, m.name) {
				fn.Args = append(fn.Args, m.name)
			}
		}
		fns = append(fns, fn)
	}
	return fns, skipped
}

// planPlaceholders are the names of the values a plan's request takes (the
// {name} of its templates) and the literal text of those templates.
func planPlaceholders(p *design.Plan) (names map[string]bool, lits []string) {
	names = map[string]bool{}
	for _, t := range p.Templates() {
		for _, part := range t {
			if n := cmp.Or(part.Param, part.Col); n != "" {
				names[n] = true
			} else {
				lits = append(lits, part.Lit)
			}
		}
	}
	return names, lits
}

// literalPlaceholder is a placeholder name that a literal also writes in
// braces: in the request's text the two would read alike.
func literalPlaceholder(names map[string]bool, lits []string) string {
	for _, l := range lits {
		for _, m := range placeholderRE.FindAllStringSubmatch(l, -1) {
			if names[m[1]] {
				return m[1]
			}
		}
	}
	return ""
}

// placeholderRE finds a {name} in a literal: any text in braces.
var placeholderRE = regexp.MustCompile(`\{([^{}]+)\}`)

// placeholder is one {name} of a plan's template in the request's JSON
// text, at [start, end).
type placeholder struct {
	name       string
	start, end int
}

// placeholdersIn finds the {name}s of names in request JSON, where each is
// written as JSON writes it inside a string (a name may hold a blank, a
// quote or any letter: {person id}, {quote\"s}, {名字}), and a binary
// column's B value whose bytes are {name}, which the JSON holds in base64:
// that one is the argument name.base64 (binaryArg), the value's bytes in
// base64 as the AWS CLI reads a B, since the key encoding of the same
// value (an argument name) is no base64.
func placeholdersIn(text string, names map[string]bool) []placeholder {
	if len(names) == 0 {
		return nil
	}
	byForm := map[string]string{}
	var forms []string
	for n := range names {
		b, err := marshal("{" + n + "}")
		if err != nil {
			continue
		}
		form := strings.TrimSuffix(strings.TrimPrefix(string(b), `"`), `"`)
		bin := `"B": "` + base64.StdEncoding.EncodeToString([]byte("{"+n+"}")) + `"`
		byForm[form], byForm[bin] = n, binaryArg(n)
		forms = append(forms, regexp.QuoteMeta(form), regexp.QuoteMeta(bin))
	}
	// Longest first, so that {a.lo} is not read as {a} and the rest.
	slices.SortFunc(forms, func(a, b string) int { return cmp.Or(len(b)-len(a), strings.Compare(a, b)) })
	var out []placeholder
	for _, m := range regexp.MustCompile(strings.Join(forms, "|")).FindAllStringIndex(text, -1) {
		name := byForm[text[m[0]:m[1]]]
		if strings.HasSuffix(name, binarySuffix) {
			m[0], m[1] = m[0]+len(`"B": "`), m[1]-len(`"`) // the base64 between the quotes
		}
		out = append(out, placeholder{name: name, start: m[0], end: m[1]})
	}
	return out
}

// binarySuffix ends the name of an argument that is a B value's bytes in
// base64.
const binarySuffix = ".base64"

// binaryArg is the argument of the B value of the placeholder {name}.
func binaryArg(name string) string { return name + binarySuffix }

// shellWord is a name as a shell word: any byte that a function name
// cannot hold becomes _.
func shellWord(name string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, name)
}

// uniqueName is name, or name_2, name_3, ... when taken has it (names
// compared as the shell does, byte for byte).
func uniqueName(name string, taken []string) string {
	if !slices.Contains(taken, name) {
		return name
	}
	for i := 2; ; i++ {
		if n := name + "_" + strconv.Itoa(i); !slices.Contains(taken, n) {
			return n
		}
	}
}

// s2dJSON escapes its argument as the inside of a JSON string: \ and "
// with a backslash, control characters as \u00XX, the line breaks the
// shell keeps as \n (printf adds one that awk reads as the last line end,
// so that a value ending in line breaks keeps them).
const s2dJSON = `s2d_json() {
  printf '%s\n' "$1" | LC_ALL=C awk '
    BEGIN { ORS = ""; for (i = 1; i < 32; i++) esc[sprintf("%c", i)] = sprintf("\\u%04x", i) }
    {
      if (NR > 1) print "\\n"
      n = length($0)
      for (i = 1; i <= n; i++) {
        c = substr($0, i, 1)
        if (c == "\\" || c == "\"") c = "\\" c
        else if (c in esc) c = esc[c]
        print c
      }
    }'
}
`

// CLIScript writes a shell script: the create-table call, then one AWS CLI
// call per access pattern, its request as --cli-input-json, each value it
// takes an argument of the function.
func CLIScript(w io.Writer, d *design.Design) error {
	table, err := AWSJSON(d.CreateTable)
	if err != nil {
		return err
	}
	var sb strings.Builder
	sb.WriteString("#!/bin/sh\n")
	fmt.Fprintf(&sb, "# The DynamoDB table %s and its access patterns, designed by sql2dynamo.\n", oneLine(d.Table))
	sb.WriteString("# Each function takes the values its comment names, in that order, as arguments; values inside keys\n")
	sb.WriteString("# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00,\n")
	sb.WriteString("# strings of a case-insensitive column folded, bytes up to $ escaped as the report's key encoding says).\n")
	sb.WriteString("# Every argument is a value, never NULL: a write with a NULL parameter is sent as its plan in the report says.\n")
	fns, skipped := CLIFunctions(d)
	if slices.ContainsFunc(fns, func(f CLIFunction) bool {
		return slices.ContainsFunc(f.Args, func(a string) bool { return strings.HasSuffix(a, binarySuffix) })
	}) {
		sb.WriteString("# An argument named name.base64 is a binary column's value outside a key (a B attribute): its bytes in base64,\n")
		sb.WriteString("# as the AWS CLI reads B; the same value inside a key is the argument name, in the report's key encoding.\n")
	}
	sb.WriteString("# Needs sh, awk and the AWS CLI. Every name here starts with s2d_.\nset -eu\n\n")
	sb.WriteString(s2dJSON)
	fmt.Fprintf(&sb, "\ns2d_create_table() {\n  aws dynamodb create-table --cli-input-json %s\n}\n", shellQuote(string(table)))
	byPlan := map[*design.Plan]CLIFunction{}
	for _, f := range fns {
		byPlan[f.Plan] = f
	}
	for _, p := range d.Plans {
		if why, ok := skipped[p]; ok {
			fmt.Fprintf(&sb, "\n# %s (%s): no function: %s\n", oneLine(p.Pattern.Name), oneLine(p.Pattern.Pos.String()), oneLine(why))
			continue
		}
		f, ok := byPlan[p]
		if !ok {
			continue
		}
		// The JSON goes in single quotes, which the shell reads as they
		// are (no $, backtick or backslash is special there), and each
		// value between them as "$(s2d_json "$n")": escaped for JSON, and
		// not read again by the shell.
		var body strings.Builder
		text, last := f.request, 0
		for _, m := range f.at {
			arg := slices.Index(f.Args, m.name)
			body.WriteString(shellQuote(text[last:m.start]) + `"$(s2d_json "$` + strconv.Itoa(arg+1) + `")"`)
			last = m.end
		}
		body.WriteString(shellQuote(text[last:]))
		fmt.Fprintf(&sb, "\n# %s (%s)", oneLine(p.Pattern.Name), oneLine(p.Pattern.Pos.String()))
		if len(f.Args) > 0 {
			fmt.Fprintf(&sb, ": %s %s", f.Name, oneLine(strings.Join(f.Args, " ")))
		}
		// A missing value must stop the call: "$1" unset inside $( )
		// fails only the substitution, and the request would go out with
		// an empty value.
		usage := strings.TrimSpace("usage: " + f.Name + " " + strings.Join(f.Args, " "))
		fmt.Fprintf(&sb, "\n%s() {\n  [ \"$#\" -eq %d ] || { printf '%%s\\n' %s >&2; return 2; }\n  aws dynamodb %s --cli-input-json %s\n}\n",
			f.Name, len(f.Args), shellQuote(oneLine(usage)), cliName(p.Operation), body.String())
	}
	_, err = io.WriteString(w, sb.String())
	return err
}
