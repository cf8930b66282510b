package verify

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/gogen"
)

// GoBuild is a driver program built for the generated packages of some
// designs (BuildGo): a run with Options.Go calls its package's methods
// through it, so a test of many designs builds one program.
type GoBuild struct {
	dir, bin string
	methods  map[string]map[*design.Plan]*gogen.Method // by package, the methods that run their plan
	// unrun are, by package, why each other plan's method does not run
	// it: it returns ErrUnsupported, or is left out.
	unrun map[string]map[*design.Plan]string
}

// BuildGo generates the package of each design (by package name: a Go
// identifier), with its settings (sqlc's defaults for a package settings
// does not name) and the interface, and one driver for all, in a
// temporary module, and builds it with the go command. Close removes it.
func BuildGo(designs map[string]*design.Design, settings map[string]gogen.Options) (*GoBuild, error) {
	dir, err := os.MkdirTemp("", "sql2dynamo-go-")
	if err != nil {
		return nil, err
	}
	b := &GoBuild{dir: dir, bin: filepath.Join(dir, "driver"), methods: map[string]map[*design.Plan]*gogen.Method{}, unrun: map[string]map[*design.Plan]string{}}
	var pkgs []gogen.DriverPackage
	for _, name := range slices.Sorted(maps.Keys(designs)) {
		o, ok := settings[name]
		if !ok {
			o.QueryParameterLimit = -1 // sqlc's default
		}
		o.Package, o.EmitInterface = name, true
		files, methods, err := gogen.Package(designs[name], o)
		if err != nil {
			b.Close()
			return nil, err
		}
		if err := gogen.WriteModule(dir, name, files, nil); err != nil {
			b.Close()
			return nil, err
		}
		b.methods[name], b.unrun[name] = map[*design.Plan]*gogen.Method{}, map[*design.Plan]string{}
		for _, m := range methods {
			switch {
			case m.Generated:
				b.methods[name][m.Plan] = m
			case m.Skip:
				b.unrun[name][m.Plan] = "the generated package leaves its method " + m.Name + " out: " + m.Why
			default:
				b.unrun[name][m.Plan] = "its generated method " + m.Name + " returns ErrUnsupported: " + m.Why
			}
		}
		for _, p := range designs[name].Plans {
			if _, run := b.methods[name][p]; !run && b.unrun[name][p] == "" {
				b.unrun[name][p] = "the generated package has no method for it"
			}
		}
		pkgs = append(pkgs, gogen.DriverPackage{Name: name, Methods: methods})
	}
	src, err := gogen.Driver(pkgs)
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, "main.go"), src, 0o644)
	}
	if err != nil {
		b.Close()
		return nil, err
	}
	if out, err := gogen.Command(dir, "build", "-o", b.bin, ".").CombinedOutput(); err != nil {
		b.Close()
		return nil, fmt.Errorf("the generated package does not build: %v\n%s", err, out)
	}
	return b, nil
}

// Close removes the build's module and program.
func (b *GoBuild) Close() { os.RemoveAll(b.dir) }

// goDriver is a GoBuild's program running on one table: it takes calls
// on its stdin.
type goDriver struct {
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *bufio.Scanner
	methods map[*design.Plan]*gogen.Method
	unrun   map[*design.Plan]string // GoBuild.unrun's
}

// goReply is the driver's answer to a call, its values' text.
type goReply struct {
	Rows   [][]*string `json:"-"`
	NoRows bool        `json:"noRows"`
	Error  string      `json:"error"`
}

// start runs the program on the table for the package pkg.
func (b *GoBuild) start(ctx context.Context, pkg, endpoint, table string) (*goDriver, error) {
	methods, ok := b.methods[pkg]
	if !ok {
		return nil, fmt.Errorf("the Go build has no package %s", pkg)
	}
	g := &goDriver{methods: methods, unrun: b.unrun[pkg]}
	where := "aws"
	if u, err := url.Parse(endpoint); err == nil && loopback(u) {
		where = "local"
	}
	g.cmd = exec.CommandContext(ctx, b.bin, endpoint, table, where, pkg)
	if where == "local" {
		// DynamoDB Local keeps tables apart by access key: the run's.
		g.cmd.Env = append(os.Environ(), "AWS_ACCESS_KEY_ID="+placeholderKey, "AWS_SECRET_ACCESS_KEY="+placeholderKey, "AWS_SESSION_TOKEN=", "AWS_PROFILE=")
	}
	g.cmd.Stderr = os.Stderr
	var err error
	if g.in, err = g.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := g.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	g.out = bufio.NewScanner(stdout)
	g.out.Buffer(make([]byte, 1<<20), 1<<28)
	if err := g.cmd.Start(); err != nil {
		return nil, err
	}
	return g, nil
}

// notRun says why p's generated method does not run its plan, "" when
// it does (or there is no driver).
func (g *goDriver) notRun(p *design.Plan) string {
	if g == nil {
		return ""
	}
	return g.unrun[p]
}

func (g *goDriver) stop() {
	g.in.Close()
	g.cmd.Wait()
}

// method is the generated method that runs p's plan; nil without a
// driver, or when the method returns ErrUnsupported.
func (g *goDriver) method(p *design.Plan) *gogen.Method {
	if g == nil {
		return nil
	}
	return g.methods[p]
}

// exec runs a write's method: its error is the method's, or the
// driver's, which stops the run (ErrEngineFault). A method that returns
// LAST_INSERT_ID() must return the row's id (id, when not ""): the one its
// sequence gave, or, for an upsert's taken key, the existing row's; one
// that returns the rows affected (:execrows, :execresult)
// the rows the SQL found (rows).
func (g *goDriver) exec(m *gogen.Method, values map[string]string, id string, rows int64) error {
	r, err := g.call(m, values)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrEngineFault, err)
	}
	if r.Error != "" {
		return fmt.Errorf("the generated method: %s", r.Error)
	}
	col := map[analyze.ResultKind]int{analyze.ExecRows: 0, analyze.ExecResult: 1}
	if k, ok := col[m.Plan.Pattern.Result]; ok && rows >= 0 {
		want := strconv.FormatInt(rows, 10)
		if len(r.Rows) != 1 || len(r.Rows[0]) <= k || r.Rows[0][k] == nil || *r.Rows[0][k] != want {
			got := "nothing"
			if len(r.Rows) == 1 && len(r.Rows[0]) > k && r.Rows[0][k] != nil {
				got = *r.Rows[0][k]
			}
			return fmt.Errorf("the generated method returns %s rows affected, and the SQL found %s", got, want)
		}
	}
	switch res := m.Plan.Pattern.Result; {
	case id == "" || res != analyze.ExecLastID && res != analyze.ExecResult:
	case len(r.Rows) != 1 || len(r.Rows[0]) == 0 || r.Rows[0][0] == nil || *r.Rows[0][0] != id:
		got := "nothing"
		if len(r.Rows) == 1 && len(r.Rows[0]) > 0 && r.Rows[0][0] != nil {
			got = *r.Rows[0][0]
		}
		return fmt.Errorf("the generated method returns LAST_INSERT_ID() %s, and the row's id is %s", got, id)
	}
	return nil
}

// call runs one method with the binding's values. The pipe carries each
// value as its bytes (base64 in JSON, null for NULL): a binary column's
// that are not UTF-8 would not survive a JSON string.
func (g *goDriver) call(m *gogen.Method, values map[string]string) (*goReply, error) {
	args := map[string][]byte{}
	for _, prm := range m.Params {
		for _, f := range prm.Fills {
			if v, ok := values[f]; ok {
				args[f] = []byte(v)
			}
		}
		if prm.List { // a sqlc.slice: {col.1} ... {col.k}, as ListPlan names them
			col := strings.TrimSuffix(prm.Fills[0], ".1")
			for k := 2; ; k++ {
				v, ok := values[fmt.Sprintf("%s.%d", col, k)]
				if !ok {
					break
				}
				args[fmt.Sprintf("%s.%d", col, k)] = []byte(v)
			}
		}
	}
	for _, c := range m.Clocks { // the time of a write
		if v, ok := values[c]; ok {
			args[c] = []byte(v)
		}
	}
	line, err := json.Marshal(map[string]any{"method": m.Name, "args": args})
	if err != nil {
		return nil, err
	}
	if _, err := g.in.Write(append(line, '\n')); err != nil {
		return nil, fmt.Errorf("the generated package's driver stopped: %w", err)
	}
	if !g.out.Scan() {
		return nil, fmt.Errorf("the generated package's driver stopped: %v", g.out.Err())
	}
	var wire struct {
		goReply
		Rows [][][]byte `json:"rows"`
	}
	if err := json.Unmarshal(g.out.Bytes(), &wire); err != nil {
		return nil, err
	}
	r := wire.goReply
	for _, row := range wire.Rows {
		texts := make([]*string, len(row))
		for i, v := range row {
			if v != nil {
				texts[i] = new(string(v))
			}
		}
		r.Rows = append(r.Rows, texts)
	}
	return &r, nil
}

// check runs the plan's method for a binding and compares the rows it
// returns with the SQL's (want), as the request's check compares items:
// a :one method's row must be the SQL's one row, or one of its rows when
// it has several, and sql.ErrNoRows when it has none.
func (g *goDriver) check(m *gogen.Method, d *design.Design, p *design.Plan, want *rowsByEntity, values map[string]string) Check {
	c := Check{Binding: bindingText(d.Model, p, values), Via: "go", Status: Pass, SQLRows: want.count, Values: values}
	r, err := g.call(m, values)
	if err != nil {
		c.Status, c.Diff, c.fault = Fail, err.Error(), fmt.Errorf("%w: %v", ErrEngineFault, err)
		return c
	}
	if r.Error != "" {
		c.Status, c.Diff = Fail, "the generated method: "+r.Error
		return c
	}
	c.Items = len(r.Rows)
	if p.Counter != nil {
		// COUNT(*): the one value, 0 of no row.
		got := "no row"
		if len(r.Rows) == 1 && len(r.Rows[0]) == 1 && r.Rows[0][0] != nil {
			got = *r.Rows[0][0]
		}
		if got != want.scalar {
			c.Status, c.Diff = Fail, fmt.Sprintf("COUNT(*): expected %s, the method returns %s", want.scalar, got)
		}
		return c
	}
	if len(want.order) > 1 {
		return g.checkJoin(m, d, p, want, r, c)
	}
	if len(want.order) != 1 {
		c.Status, c.Diff = Fail, fmt.Sprintf("the SQL's answer has rows of %d tables, and the method returns one table's", len(want.order))
		return c
	}
	e := want.order[0]
	cols := want.cols[e]
	// The row's fields by the SQL's column names: a model's fields are in
	// the order sqlc gives them, which may not be SELECT *'s (a column
	// added AFTER another).
	at := make([]int, len(cols))
	for i, col := range cols {
		at[i] = slices.IndexFunc(m.Fields, func(f gogen.Field) bool { return strings.EqualFold(f.Column, col) })
		if at[i] < 0 { // the SQL's answer names a column by itself, not its alias
			at[i] = slices.IndexFunc(m.Fields, func(f gogen.Field) bool { return strings.EqualFold(f.Attr, col) })
		}
		if at[i] < 0 {
			c.Status, c.Diff = Fail, fmt.Sprintf("the SQL's column %s is no field of the method's %s", col, m.Result)
			return c
		}
	}
	for k, row := range r.Rows {
		if len(row) != len(m.Fields) {
			c.Status, c.Diff = Fail, fmt.Sprintf("the method returns rows of %d values, not its %d fields", len(row), len(m.Fields))
			return c
		}
		byName := make([]*string, len(cols))
		for i := range cols {
			byName[i] = row[at[i]]
		}
		r.Rows[k] = byName
	}
	got := &rowsByEntity{order: want.order, cols: want.cols, rows: map[string][][]*string{e: r.Rows}, count: len(r.Rows)}
	if m.Many {
		if diff := compare(d.Model, p, want, got); diff != "" {
			c.Status, c.Diff = Fail, diff
		}
		return c
	}
	switch {
	case want.count == 0 && r.NoRows:
	case want.count == 0:
		c.Status, c.Diff = Fail, fmt.Sprintf("the SQL finds no row, and the method returns %s instead of sql.ErrNoRows", rowKey(entityFor(d.Model, p.Pattern, e), cols, r.Rows[0]))
	case r.NoRows:
		c.Status, c.Diff = Fail, fmt.Sprintf("the SQL finds %d rows, and the method returns sql.ErrNoRows", want.count)
	case want.count == 1:
		if diff := compare(d.Model, p, want, got); diff != "" {
			c.Status, c.Diff = Fail, diff
		}
	default:
		ent := entityFor(d.Model, p.Pattern, e)
		if w, g := keys(ent, cols, want.rows[e], want.folded), keys(ent, cols, r.Rows, want.folded); !slices.Contains(w, g[0]) {
			c.Status, c.Diff = Fail, fmt.Sprintf("the method's row %s is none of the SQL's %d rows", g[0], want.count)
		}
	}
	return c
}

// checkJoin compares the rows of several tables a method returns (r)
// with the SQL's (want) as the requests' rows are compared: each table's
// rows as a set, then the rows as the join paired them (pairing, cutDiff
// under a LIMIT without ORDER BY) and their order (joinOrder). Each row
// of the method is split into an item per table, in the answer's order
// (a join of requests, one request's item collection, a copy, an
// embedded list: the rows are the same); a table whose every field is
// NULL is no item (a LEFT JOIN's row of NULLs).
func (g *goDriver) checkJoin(m *gogen.Method, d *design.Design, p *design.Plan, want *rowsByEntity, r *goReply, c Check) Check {
	// The rows as a join's of one read per table, in the answer's order,
	// whatever requests the method sent: pairing and order compare them
	// table by table.
	p = &design.Plan{Pattern: p.Pattern, Entity: want.order[0]}
	for _, e := range want.order[1:] {
		p.Then = append(p.Then, &design.Plan{Pattern: p.Pattern, Entity: e})
	}
	steps := joinSteps(p)
	type field struct {
		at   int // the field's place in the method's row
		attr string
	}
	fields := map[string][]field{}
	place := map[string]int{}
	for _, e := range want.order {
		place[e] = slices.Index(want.order, e)
		for _, col := range want.cols[e] {
			at := slices.IndexFunc(m.Fields, func(f gogen.Field) bool { return f.Entity == e && strings.EqualFold(f.Attr, col) })
			if at < 0 {
				c.Status, c.Diff = Fail, fmt.Sprintf("the SQL's column %s.%s is no field of the method's %s", e, col, m.Result)
				return c
			}
			fields[e] = append(fields[e], field{at, col})
		}
	}
	got := &rowsByEntity{order: want.order, cols: want.cols, rows: map[string][][]*string{}, count: len(r.Rows), multi: true}
	var paired [][]dbItem
	seen := map[string]map[string]bool{}
	for _, row := range r.Rows {
		if len(row) != len(m.Fields) {
			c.Status, c.Diff = Fail, fmt.Sprintf("the method returns rows of %d values, not its %d fields", len(row), len(m.Fields))
			return c
		}
		items := make([]dbItem, len(steps))
		for _, e := range want.order {
			vals := make([]*string, len(fields[e]))
			it := dbItem{}
			for i, f := range fields[e] {
				if v := row[f.at]; v != nil {
					vals[i] = v
					it[f.attr] = &types.AttributeValueMemberS{Value: *v}
				}
			}
			if len(it) == 0 {
				continue // NULLs of a LEFT JOIN
			}
			items[place[e]] = it
			k := rowKey(entityFor(d.Model, p.Pattern, e), want.cols[e], vals)
			if seen[e] == nil {
				seen[e] = map[string]bool{}
			}
			if !seen[e][k] {
				seen[e][k] = true
				got.rows[e] = append(got.rows[e], vals)
			}
		}
		paired = append(paired, items)
	}
	if !m.Many {
		switch w, gk := pairKeys(d.Model, p, want, paired); {
		case want.count == 0 && r.NoRows:
		case want.count == 0:
			c.Status, c.Diff = Fail, fmt.Sprintf("the SQL finds no row, and the method returns %s instead of sql.ErrNoRows", gk[0])
		case r.NoRows:
			c.Status, c.Diff = Fail, fmt.Sprintf("the SQL finds %d rows, and the method returns sql.ErrNoRows", want.count)
		case !slices.Contains(w, gk[0]):
			c.Status, c.Diff = Fail, fmt.Sprintf("the method's row %s is none of the SQL's %d rows", gk[0], want.count)
		}
		return c
	}
	diff := compare(d.Model, p, want, got)
	if want.full != nil {
		diff = cutDiff(d.Model, p, want, got, len(r.Rows), paired)
	}
	if diff == "" && want.whole != nil && p.Pattern.Limit == 0 && !p.Pattern.LimitParam && want.full == nil {
		diff = pairing(d.Model, p, want, paired)
	}
	if diff == "" && want.whole != nil {
		diff = joinOrder(d.Model, p, want, paired)
	}
	if diff != "" {
		c.Status, c.Diff = Fail, diff
	}
	return c
}
