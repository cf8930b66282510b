package render

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"sql2dynamo/design"
	"sql2dynamo/verify"
)

// VerifyDoc is the JSON of `verify --format json`.
type VerifyDoc struct {
	Passed   bool                   `json:"passed"`
	Rows     []verify.EntityRows    `json:"rows"`
	Patterns []verify.PatternResult `json:"patterns"`
}

// VerifyJSON writes a verification result as JSON.
func VerifyJSON(w io.Writer, res *verify.Result) error {
	b, err := marshal(VerifyDoc{Passed: !res.Failed(), Rows: nonNil(res.Rows), Patterns: nonNil(res.Patterns)})
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// VerifyMarkdown writes a verification result for people: a summary, one
// line per pattern and binding, and the diff of every failure.
func VerifyMarkdown(w io.Writer, d *design.Design, res *verify.Result, sources []string, endpoint bool) error {
	r := &report{d: d}
	where := "DynamoDB Local"
	if endpoint {
		where = "the DynamoDB endpoint given"
	}
	quoted := make([]string, len(sources))
	for i, s := range sources {
		quoted[i] = code(s)
	}
	r.printf("# Verification: %s\n\n", d.Table)
	r.printf("The design of %s, run on %s against the SQL's own answers on the same rows.\n\n", strings.Join(quoted, ", "), where)
	counts := map[string]int{}
	for _, p := range res.Patterns {
		counts[p.Status]++
	}
	verdict := "**Every read pattern returns what its SQL returns.**"
	if res.Failed() {
		verdict = fmt.Sprintf("**%d of %d patterns return other rows than their SQL.**", counts[verify.Fail], len(res.Patterns))
	}
	r.printf("%s\n\n", verdict)
	r.table([]string{"", "Patterns"}, [][]string{
		{"Passed", fmt.Sprint(counts[verify.Pass])},
		{"Failed", fmt.Sprint(counts[verify.Fail])},
		{"Not verified", fmt.Sprint(counts[verify.NotVerified])},
	})
	var rows [][]string
	for _, er := range res.Rows {
		rows = append(rows, []string{er.Entity, fmt.Sprint(er.Rows), er.Source})
	}
	r.printf("## Data\n\n")
	r.table([]string{"Entity", "Rows", "Source"}, rows)
	r.printf("## Checks\n\n")
	rows = nil
	for _, p := range res.Patterns {
		if len(p.Checks) == 0 {
			rows = append(rows, []string{p.Name, "", "", p.Status, "", "", "", ""})
		}
		for _, c := range p.Checks {
			rows = append(rows, []string{p.Name, code(c.Binding), c.Via, c.Status, fmt.Sprint(c.SQLRows), fmt.Sprint(c.Items), fmt.Sprint(c.Requests), fmt.Sprintf("%.1f", c.ReadUnits)})
		}
	}
	r.table([]string{"Pattern", "Binding", "Via", "Result", "SQL rows", "Items", "Requests", "Read units"}, rows)
	var failures, skipped bytes.Buffer
	for _, p := range res.Patterns {
		if p.Status == verify.NotVerified {
			fmt.Fprintf(&skipped, "- %s (`%s`): %s\n", p.Name, p.Pos, p.Reason)
		}
		if p.Reason != "" && p.Status == verify.Fail {
			fmt.Fprintf(&failures, "### %s\n\n%s\n\n", p.Name, p.Reason)
		}
		for _, c := range p.Checks {
			if c.Status == verify.Fail {
				fmt.Fprintf(&failures, "### %s by %s, %s\n\n```\n%s\n```\n\n", p.Name, c.Via, c.Binding, c.Diff)
			}
		}
	}
	if failures.Len() > 0 {
		r.printf("## Failures\n\n%s", failures.String())
	}
	if skipped.Len() > 0 {
		r.printf("## Not verified\n\n%s\n", skipped.String())
	}
	if r.err != nil {
		return r.err
	}
	_, err := w.Write(append(bytes.TrimRight(r.buf.Bytes(), "\n"), '\n'))
	return err
}
