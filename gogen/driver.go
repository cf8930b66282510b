package gogen

import (
	"bytes"
	"fmt"
	"go/format"
	"slices"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
)

// DriverPackage is one generated package a driver calls: its name and
// methods.
type DriverPackage struct {
	Name    string
	Methods []*Method
}

// Driver is the source of a program that calls generated packages'
// methods for verify (`verify --via-go`), each package in the module's
// folder of its name: it reads calls, a JSON object a
// line, {"method": name, "args": {placeholder: text or null}}, each
// argument the SQL text of a value as verify binds the design's
// placeholders, and answers each with a line {"rows": [[text or null,
// ...]], "noRows": bool, "error": text}: the rows the method returned,
// each value written as MySQL's text of it. os.Args[1] is the DynamoDB
// endpoint, os.Args[2] the table, os.Args[3] "local" for DynamoDB Local,
// os.Args[4] the package whose methods it calls. Only the methods that
// run their plan are called. One driver serves many packages, so that a
// test of many designs builds one program.
func Driver(pkgs []DriverPackage) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(`package main

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
`)
	for _, p := range pkgs {
		fmt.Fprintf(&b, "\t%q\n", "gen/"+p.Name)
	}
	b.WriteString(`)

var (
	_ = sql.ErrNoRows
	_ = strconv.Itoa
	_ = strings.Repeat
	_ = time.Now
	_ = fmt.Sprint
)

// call is a method to run and its arguments' text, nil for NULL.
type call struct {
	Method string
	Args   map[string]*string
}

// wireCall is a call as the pipe carries it, and reply an answer: each
// value its bytes (base64 in JSON, null for NULL), so that a binary
// column's bytes survive however invalid UTF-8 they are.
type wireCall struct {
	Method string            ` + "`json:\"method\"`" + `
	Args   map[string][]byte ` + "`json:\"args\"`" + `
}

type reply struct {
	Rows   [][][]byte ` + "`json:\"rows\"`" + `
	NoRows bool       ` + "`json:\"noRows,omitempty\"`" + `
	Error  string     ` + "`json:\"error,omitempty\"`" + `
}

// received is the call a wireCall carries.
func received(w wireCall) call {
	c := call{Method: w.Method, Args: map[string]*string{}}
	for k, v := range w.Args {
		if v != nil {
			c.Args[k] = text(string(v))
		} else {
			c.Args[k] = nil
		}
	}
	return c
}

// wireRows are rows as a reply carries them.
func wireRows(rows [][]*string) [][][]byte {
	out := make([][][]byte, len(rows))
	for i, r := range rows {
		out[i] = make([][]byte, len(r))
		for j, v := range r {
			if v != nil {
				out[i][j] = []byte(*v)
			}
		}
	}
	return out
}

func main() {
	// os.Args[3] "local" is DynamoDB Local, whose error bodies' CRC32
	// the SDK must not check. Credentials and region come from the
	// usual AWS chain (verify sets them for DynamoDB Local).
	local := len(os.Args) > 3 && os.Args[3] == "local"
	cfg, err := config.LoadDefaultConfig(context.Background())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if cfg.Region == "" {
		cfg.Region = "us-east-1"
	}
	client := dynamodb.NewFromConfig(cfg, func(o *dynamodb.Options) {
		o.BaseEndpoint = aws.String(os.Args[1])
		o.DisableValidateResponseChecksum = local
	})
	run, ok := runners[os.Args[4]]
	if !ok {
		fmt.Fprintln(os.Stderr, "no package", os.Args[4])
		os.Exit(2)
	}
	do := run(client, os.Args[2])
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<26)
	enc := json.NewEncoder(os.Stdout)
	for in.Scan() {
		var c wireCall
		var r reply
		if err := json.Unmarshal(in.Bytes(), &c); err != nil {
			r.Error = err.Error()
		} else {
			rows, err := do(context.Background(), received(c))
			r.Rows = wireRows(rows)
			if errors.Is(err, sql.ErrNoRows) {
				r.NoRows = true
			} else if err != nil {
				r.Error = err.Error()
			}
		}
		if err := enc.Encode(r); err != nil {
			os.Exit(1)
		}
	}
}

// p parses an argument's text into the Go value a method takes; the
// first it cannot is its err.
type parser struct{ err error }

func (p *parser) fail(s *string, what string) {
	if p.err == nil {
		p.err = fmt.Errorf("%q is not %s", deref(s), what)
	}
}

func deref(s *string) string {
	if s == nil {
		return "NULL"
	}
	return *s
}

func (p *parser) need(s *string) string {
	if s == nil {
		p.fail(s, "a value")
		return ""
	}
	return *s
}

func (p *parser) int(s *string, bits int) int64 {
	n, err := strconv.ParseInt(strings.TrimSpace(p.need(s)), 10, bits)
	if err != nil {
		p.fail(s, "an integer")
	}
	return n
}

func (p *parser) uint(s *string, bits int) uint64 {
	n, err := strconv.ParseUint(strings.TrimSpace(p.need(s)), 10, bits)
	if err != nil {
		p.fail(s, "an unsigned integer")
	}
	return n
}

func (p *parser) float(s *string) float64 {
	f, err := strconv.ParseFloat(strings.TrimSpace(p.need(s)), 64)
	if err != nil {
		p.fail(s, "a number")
	}
	return f
}

func (p *parser) bool(s *string) bool {
	v := strings.TrimSpace(p.need(s))
	if strings.EqualFold(v, "true") {
		return true
	}
	if strings.EqualFold(v, "false") {
		return false
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil {
		p.fail(s, "a BOOL")
	}
	return f != 0
}

// flagTime is a time a flag parameter takes (CASE WHEN ? THEN ...), whose
// sqlc type is its column's: 0, false to MySQL, is the zero date; another
// number a date MySQL reads as true.
func (p *parser) flagTime(s *string) time.Time {
	if f, err := strconv.ParseFloat(strings.TrimSpace(p.need(s)), 64); err == nil {
		if f == 0 {
			return time.Time{}
		}
		return time.Unix(0, 0).UTC()
	}
	return p.time(s)
}

func (p *parser) time(s *string) time.Time {
	v := p.need(s)
	for _, layout := range []string{"2006-01-02 15:04:05.999999999", "2006-01-02T15:04:05.999999999", "2006-01-02"} {
		if t, err := time.Parse(layout, v); err == nil {
			return t
		}
	}
	p.fail(s, "a date and time")
	return time.Time{}
}

func text(s string) *string { return &s }

func firstOf(vs ...*string) *string {
	for _, v := range vs {
		if v != nil {
			return v
		}
	}
	return nil
}

func textTime(t time.Time, fsp int, date bool) *string {
	if date {
		return text(t.Format("2006-01-02"))
	}
	layout := "2006-01-02 15:04:05"
	if fsp > 0 {
		layout += "." + strings.Repeat("0", fsp)
	}
	return text(t.Format(layout))
}

// textAny is the MySQL text of a value the MySQL driver scans into an
// interface{} (an aggregate's): its bytes, number or time; nil for NULL.
func textAny(v interface{}, fsp int, date bool) *string {
	switch x := v.(type) {
	case nil:
		return nil
	case []byte:
		return text(string(x))
	case int64:
		return text(strconv.FormatInt(x, 10))
	case float64:
		return text(strconv.FormatFloat(x, 'g', -1, 64))
	case time.Time:
		return textTime(x, fsp, date)
	}
	return text(fmt.Sprint(v))
}

func textBool(b bool) *string {
	if b {
		return text("1")
	}
	return text("0")
}

// runners make, for each package, the function that runs a call with
// its Queries on a table.
var runners = map[string]func(client *dynamodb.Client, table string) func(context.Context, call) ([][]*string, error){}
`)
	for _, pk := range pkgs {
		if err := driverPackage(&b, pk); err != nil {
			return nil, err
		}
	}
	src, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("gogen: the driver does not format: %w\n%s", err, b.Bytes())
	}
	return src, nil
}

// driverPackage writes the runner of one package's methods.
func driverPackage(b *bytes.Buffer, pk DriverPackage) error {
	db := pk.Name
	fmt.Fprintf(b, `
func init() {
	runners[%q] = func(client *dynamodb.Client, table string) func(context.Context, call) ([][]*string, error) {
		q := %s.New(client, table)
		return func(ctx context.Context, c call) ([][]*string, error) {
			return run_%s(ctx, q, c)
		}
	}
}

func run_%s(ctx context.Context, q *%s.Queries, c call) ([][]*string, error) {
	var p parser
	a := c.Args
	_, _ = a, p
	switch c.Method {
`, db, db, db, db, db)
	for _, m := range pk.Methods {
		if !m.Generated {
			continue
		}
		fmt.Fprintf(b, "\tcase %q:\n", m.Name)
		var args []string
		switch {
		case m.Struct:
			fmt.Fprintf(b, "\t\tvar arg %s.%s\n", db, m.paramsName)
			for _, prm := range m.Params {
				x := parseExpr(db, prm)
				if flagged(m, prm) {
					// NULL where its type holds none: the flag's nil
					// says it, and the method never reads the value.
					x = fmt.Sprintf("func() (v %s) {\n\t\t\tif a[%q] == nil {\n\t\t\t\treturn v\n\t\t\t}\n\t\t\treturn %s\n\t\t}()", qualified(db, prm.Type.Name), prm.Fills[0], x)
				}
				fmt.Fprintf(b, "\t\targ.%s = %s\n", prm.Name, x)
			}
			args = append(args, "arg")
			if m.StructPointer {
				args[0] = "&arg"
			}
		default:
			for i, prm := range m.Params {
				fmt.Fprintf(b, "\t\targ%d := %s\n", i+1, parseExpr(db, prm))
				args = append(args, fmt.Sprintf("arg%d", i+1))
			}
		}
		b.WriteString("\t\tif p.err != nil {\n\t\t\treturn nil, p.err\n\t\t}\n")
		call := fmt.Sprintf("q.%s(%s)", m.Name, strings.Join(append([]string{"ctx"}, args...), ", "))
		if len(m.Clocks) > 0 {
			// The time of the write is the one verify gave the SQL.
			var at []string
			for _, c := range m.Clocks {
				at = append(at, fmt.Sprintf("a[%q]", c))
			}
			fmt.Fprintf(b, "\t\tnow := p.time(firstOf(%s))\n\t\tif p.err != nil {\n\t\t\treturn nil, p.err\n\t\t}\n", strings.Join(at, ", "))
			call = fmt.Sprintf("q.WithClock(func() time.Time { return now }).%s(%s)", m.Name, strings.Join(append([]string{"ctx"}, args...), ", "))
		}
		if m.Result == "" { // a write: no rows, or the rows it affected
			switch m.Plan.Pattern.Result {
			case analyze.ExecRows, analyze.ExecLastID: // the rows affected, or the id given
				fmt.Fprintf(b, "\t\tn, err := %s\n\t\treturn [][]*string{{text(strconv.FormatInt(n, 10))}}, err\n", call)
			case analyze.ExecResult: // the id given, and the rows affected
				fmt.Fprintf(b, "\t\tr, err := %s\n\t\tif err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t\tid, _ := r.LastInsertId()\n\t\tn, _ := r.RowsAffected()\n\t\treturn [][]*string{{text(strconv.FormatInt(id, 10)), text(strconv.FormatInt(n, 10))}}, nil\n", call)
			default:
				fmt.Fprintf(b, "\t\treturn nil, %s\n", call)
			}
			continue
		}
		fmt.Fprintf(b, "\t\tr, err := %s\n\t\tif err != nil {\n\t\t\treturn nil, err\n\t\t}\n", call)
		row := func(v string) string {
			var cols []string
			for _, f := range m.Fields {
				x := v
				if !m.Scalar {
					x += "." + f.Name
				}
				cols = append(cols, textExprOf(f.Type, x))
			}
			return "{" + strings.Join(cols, ", ") + "}"
		}
		if m.Many {
			fmt.Fprintf(b, "\t\tvar rows [][]*string\n\t\tfor _, v := range r {\n\t\t\trows = append(rows, []*string%s)\n\t\t}\n\t\treturn rows, nil\n", row("v"))
		} else {
			fmt.Fprintf(b, "\t\treturn [][]*string{%s}, nil\n", row("r"))
		}
	}
	b.WriteString("\t}\n\treturn nil, fmt.Errorf(\"no method %s\", c.Method)\n}\n")
	return nil
}

// parseExpr is the driver's expression of a parameter's value from its
// placeholders' text: a sqlc.slice's from {col.1}, {col.2}, ... as many
// as the call gives (verify's ListPlan names them so).
func parseExpr(db string, prm Param) string {
	if prm.List {
		col := strings.TrimSuffix(prm.Fills[0], ".1")
		return fmt.Sprintf("func() (out []%s) {\n\t\t\tfor k := 1; ; k++ {\n\t\t\t\ts, ok := a[%q+strconv.Itoa(k)]\n\t\t\t\tif !ok {\n\t\t\t\t\treturn out\n\t\t\t\t}\n\t\t\t\tout = append(out, %s)\n\t\t\t}\n\t\t}()", qualified(db, prm.Type.Name), col+".", parseValue(db, prm.Type, "s"))
	}
	if t := prm.Type; t.Base == "time.Time" && strings.HasSuffix(prm.Fills[0], ".set") {
		t.Base = "flagTime" // a flag: 0 or 1, as verify draws it
		return parseValue(db, t, "a["+strconv.Quote(prm.Fills[0])+"]")
	}
	return parseValue(db, prm.Type, "a["+strconv.Quote(prm.Fills[0])+"]")
}

// flagged says prm is the value of a positional ? IS NULL OR c <= ?
// whose type holds no NULL: its flag (Param.Flag) carries the NULL.
func flagged(m *Method, prm Param) bool {
	return !prm.Flag && validOf("", prm.Type) == "" && slices.ContainsFunc(m.Params, func(f Param) bool { return f.Flag && slices.Equal(f.Fills, prm.Fills) })
}

// qualified is a type name of the package db as the driver writes it.
func qualified(db, name string) string {
	if strings.Contains(name, ".") || strings.ToLower(name[:1]) == name[:1] {
		return name // a builtin's, or another package's
	}
	return db + "." + name
}

// parseValue is the driver's expression of a value of type t from the
// text arg (a *string, nil for NULL).
func parseValue(db string, t goType, arg string) string {
	v := ""
	switch t.Base {
	case "int64", "int32", "int16", "int8":
		v = fmt.Sprintf("%s(p.int(%s, %s))", t.Base, arg, bits(t.Base))
	case "uint64", "uint32", "uint16", "uint8":
		v = fmt.Sprintf("%s(p.uint(%s, %s))", t.Base, arg, bits(t.Base))
	case "float64":
		v = "p.float(" + arg + ")"
	case "bool":
		v = "p.bool(" + arg + ")"
	case "time.Time":
		v = "p.time(" + arg + ")"
	case "flagTime":
		v = "p.flagTime(" + arg + ")"
	case "string":
		v = "p.need(" + arg + ")"
	case "[]byte":
		v = "[]byte(p.need(" + arg + "))"
	case "interface{}":
		// A positional ? IS NULL's (Param.Flag): nil for NULL, else its text.
		return fmt.Sprintf("func() interface{} {\n\t\t\tif %s == nil {\n\t\t\t\treturn nil\n\t\t\t}\n\t\t\treturn *%s\n\t\t}()", arg, arg)
	case "json.RawMessage":
		// A NULL is a nil RawMessage: sqlc's type for a nullable JSON
		// column has no Valid.
		return fmt.Sprintf("func() json.RawMessage {\n\t\t\tif %s == nil {\n\t\t\t\treturn nil\n\t\t\t}\n\t\t\treturn json.RawMessage(*%s)\n\t\t}()", arg, arg)
	default: // an ENUM's type
		v = db + "." + t.Base + "(p.need(" + arg + "))"
	}
	if t.Valid == "" {
		return v
	}
	name := qualified(db, t.Name)
	return fmt.Sprintf("func() %s {\n\t\t\tif %s == nil {\n\t\t\t\treturn %s{}\n\t\t\t}\n\t\t\treturn %s{%s: %s, Valid: true}\n\t\t}()", name, arg, name, name, t.Valid, v)
}

// textExprOf is the driver's MySQL text of a row value x, nil for NULL.
func textExprOf(t goType, x string) string {
	inner := x
	if t.Valid != "" {
		inner = x + "." + t.Valid
	}
	var v string
	switch t.Base {
	case "int64", "int32", "int16", "int8":
		v = "text(strconv.FormatInt(int64(" + inner + "), 10))"
	case "uint64", "uint32", "uint16", "uint8":
		v = "text(strconv.FormatUint(uint64(" + inner + "), 10))"
	case "float64":
		v = "text(strconv.FormatFloat(" + inner + ", 'g', -1, 64))"
	case "bool":
		v = "textBool(" + inner + ")"
	case "time.Time":
		v = fmt.Sprintf("textTime(%s, %d, %v)", inner, fsp(t.col), t.col.Kind == analyze.KindDate)
	case "[]byte", "json.RawMessage":
		v = "text(string(" + inner + "))"
	case "interface{}":
		return fmt.Sprintf("textAny(%s, %d, %v)", x, fsp(t.col), t.col.Kind == analyze.KindDate)
	default: // string, an ENUM's type
		v = "text(string(" + inner + "))"
	}
	if t.Valid == "" {
		if t.Base == "json.RawMessage" {
			return fmt.Sprintf("func() *string {\n\t\t\t\tif %s == nil {\n\t\t\t\t\treturn nil\n\t\t\t\t}\n\t\t\t\treturn %s\n\t\t\t}()", x, v)
		}
		return v
	}
	return fmt.Sprintf("func() *string {\n\t\t\t\tif !%s.Valid {\n\t\t\t\t\treturn nil\n\t\t\t\t}\n\t\t\t\treturn %s\n\t\t\t}()", x, v)
}
