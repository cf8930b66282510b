package render

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"

	"sql2dynamo/design"
	"sql2dynamo/verify"
)

// VerifyDoc is the JSON of `verify --format json`.
type VerifyDoc struct {
	Passed bool `json:"passed"`
	// NoLoad says the reads ran on a table and a database as they were
	// (verify --no-load): rows are those sampled, no write ran.
	NoLoad        bool                   `json:"noLoad,omitempty"`
	Rows          []verify.EntityRows    `json:"rows"`
	Patterns      []verify.PatternResult `json:"patterns"`
	Interleavings verify.Interleavings   `json:"interleavings"`
}

// VerifyJSON writes a verification result as JSON.
func VerifyJSON(w io.Writer, res *verify.Result) error {
	inter := res.Interleavings
	inter.Anomalies = nonNil(inter.Anomalies)
	b, err := marshal(VerifyDoc{Passed: !res.Failed(), NoLoad: res.NoLoad, Rows: nonNil(res.Rows), Patterns: nonNil(res.Patterns), Interleavings: inter})
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// checkRows are a pattern's rows in the checks table. The reads a write
// reruns after it ("then GetBook") that pass are one row per read, their
// bindings counted and their figures summed: they run for every binding
// of every read of the written tables, and a row each would bury the
// write's own checks. A failed one keeps a row of its own.
func checkRows(p verify.PatternResult) [][]string {
	type sum struct {
		row                    int
		n, sqlRows, items, req int
		units                  float64
	}
	var rows [][]string
	then := map[string]*sum{}
	for _, c := range p.Checks {
		if c.Status == verify.NotVerified && c.Requests == 0 && c.SQLRows == 0 && c.Items == 0 {
			rows = append(rows, []string{p.Name, code(c.Binding), c.Via, c.Status, "", "", "", ""}) // nothing ran
			continue
		}
		if !strings.HasPrefix(c.Via, "then ") || c.Status != verify.Pass {
			rows = append(rows, []string{p.Name, code(c.Binding), c.Via, c.Status, fmt.Sprint(c.SQLRows), fmt.Sprint(c.Items), fmt.Sprint(c.Requests), fmt.Sprintf("%.1f", c.ReadUnits)})
			continue
		}
		s := then[c.Via]
		if s == nil {
			s = &sum{row: len(rows)}
			then[c.Via] = s
			rows = append(rows, nil)
		}
		s.n, s.sqlRows, s.items, s.req, s.units = s.n+1, s.sqlRows+c.SQLRows, s.items+c.Items, s.req+c.Requests, s.units+c.ReadUnits
		rows[s.row] = []string{p.Name, plural(s.n, "binding"), c.Via, verify.Pass, fmt.Sprint(s.sqlRows), fmt.Sprint(s.items), fmt.Sprint(s.req), fmt.Sprintf("%.1f", s.units)}
	}
	return rows
}

// verdict is the result in one sentence: what failed, or that every
// pattern that ran agrees with its SQL, and how many did not run.
func verdict(res *verify.Result) string {
	var failed, skipped, unsupported, ddl []string
	for _, p := range res.Patterns {
		if p.DDL {
			ddl = append(ddl, p.Name)
			continue
		}
		switch p.Status {
		case verify.Fail:
			failed = append(failed, p.Name)
		case verify.NotVerified:
			skipped = append(skipped, p.Name)
		case verify.Unsupported:
			unsupported = append(unsupported, p.Name)
		}
	}
	served := len(res.Patterns) - len(unsupported) - len(ddl)
	var s string
	switch {
	case len(res.Interleavings.Anomalies) > 0 && len(failed) == 0:
		s = fmt.Sprintf("**%d of %d interleavings left the table other than the rows: a write that reads before it writes is not safe under a concurrent writer.**", len(res.Interleavings.Anomalies), res.Interleavings.Tried)
	case len(failed) > 0:
		s = fmt.Sprintf("**%d of %d patterns disagree with their SQL: %s.**", len(failed), served, strings.Join(failed, ", "))
	case len(skipped) > 0:
		s = fmt.Sprintf("**The %d patterns that ran agree with their SQL; %d could not be verified (see below).**", served-len(skipped), len(skipped))
	case served == 0:
		s = "**No pattern ran: the design serves none of them.**" // not "All 0 patterns agree"
	case served == 1:
		s = "**The pattern agrees with its SQL: it returns or leaves the same rows.**"
	default:
		s = fmt.Sprintf("**All %d patterns agree with their SQL: the reads return the same rows, the writes leave the same rows.**", served)
	}
	if len(unsupported) > 0 {
		s += fmt.Sprintf(" Not served by the design, so never run and not counted (%d): %s.", len(unsupported), strings.Join(unsupported, ", "))
	}
	if len(ddl) > 0 {
		s += fmt.Sprintf(" DDL of the query files, no access patterns, so never run (%d): %s.", len(ddl), strings.Join(ddl, ", "))
	}
	return s
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
	if res.NoLoad {
		r.printf("The design of %s, its reads run on the table %s at %s as it is, against the SQL's own answers on the database as it is: nothing was loaded, and no write ran (they would change the data).\n\n", strings.Join(quoted, ", "), code(res.Table), where)
	} else {
		r.printf("The design of %s, run on %s against the SQL's own answers on the same rows.\n\n", strings.Join(quoted, ", "), where)
	}
	r.printf("%s\n\n", verdict(res))
	var reads, writes [3]int
	for _, p := range res.Patterns {
		n := &reads
		if p.Write {
			n = &writes
		}
		if i := slices.Index([]string{verify.Pass, verify.Fail, verify.NotVerified}, p.Status); i >= 0 {
			n[i]++
		}
	}
	r.table([]string{"", "Passed", "Failed", "Not verified"}, [][]string{
		{"Reads", fmt.Sprint(reads[0]), fmt.Sprint(reads[1]), fmt.Sprint(reads[2])},
		{"Writes", fmt.Sprint(writes[0]), fmt.Sprint(writes[1]), fmt.Sprint(writes[2])},
	})
	if !res.NoLoad {
		r.printf("Interleavings tried %d, anomalies %d: each write that reads before it writes ran with each INSERT, UPDATE and DELETE of its table in between (an UPDATE or DELETE on the same row, an INSERT with the UNIQUE values it sets); after it (retried from its read when a condition failed), the table must hold exactly the items the design keeps for the SQL's rows.\n\n", res.Interleavings.Tried, len(res.Interleavings.Anomalies))
	}
	var rows [][]string
	for _, er := range res.Rows {
		rows = append(rows, []string{er.Entity, fmt.Sprint(er.Rows), er.Source})
	}
	r.printf("## Data\n\n")
	if res.NoLoad {
		r.printf("The rows each read's parameters were drawn from: the first of each table in primary key order. Each answer is the whole database's.\n\n")
	}
	r.table([]string{"Entity", "Rows", "Source"}, rows)
	r.printf("## Checks\n\n")
	rows = nil
	for _, p := range res.Patterns {
		if p.Status == verify.Unsupported {
			continue // named in the verdict
		}
		if len(p.Checks) == 0 {
			rows = append(rows, []string{p.Name, "", "", p.Status, "", "", "", ""})
		}
		rows = append(rows, checkRows(p)...)
	}
	r.table([]string{"Pattern", "Binding", "Via", "Result", "SQL rows", "Items", "Requests", "Read units (" + where + ")"}, rows)
	if !endpoint {
		r.printf("Read units are what DynamoDB Local reports (ReturnConsumedCapacity): it reports none for PartiQL, so those show 0.0, and its figures are not AWS's bill. The design report's capacity and cost section has AWS's.\n\n")
	}
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
	for _, a := range res.Interleavings.Anomalies {
		fmt.Fprintf(&failures, "### %s with %s in between, %s\n\n```\n%s\n```\n\n", a.Write, a.Between, a.Binding, a.Diff)
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
	_, err := w.Write(Printable(append(bytes.TrimRight(r.buf.Bytes(), "\n"), '\n')))
	return err
}

// plural is "1 binding", "5 bindings".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
