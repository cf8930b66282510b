package verify

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/gogen"
	"sql2dynamo/input"
)

// update is accepted so that `go test ./... -update` (which regenerates the
// golden files in cmd/sql2dynamo) also runs here; this package has none.
var _ = flag.Bool("update", false, "rewrite golden files (none in this package)")

// shared are the engines the package's tests share (issue 60): one
// DynamoDB Local, from $DYNAMODB_LOCAL_DIR (./test.sh installs it and sets
// the variable), and one MariaDB, each started by the first test that
// asks and stopped by TestMain. Starting them per test took seconds each
// time, and a Local that serves the whole run runs warm (StartLongLocal).
// Every run makes a table and a database of its own, so tests and cases
// never see each other's; a test that stops or inspects a server starts
// its own (ownMariaDB).
var shared struct {
	sync.Mutex
	local                  *local
	localErr               error
	mariaDSN, mariaDir     string
	mariaErr               error
	stopMaria              func()
	localTried, mariaTried bool
}

func TestMain(m *testing.M) {
	code := m.Run()
	shared.Lock()
	if shared.local != nil {
		shared.local.stop()
	}
	if shared.stopMaria != nil {
		shared.stopMaria()
	}
	if shared.mariaDir != "" {
		if code != 0 {
			// A server that ended under a test tells why only here.
			b, _ := os.ReadFile(filepath.Join(shared.mariaDir, "server.log"))
			if len(b) > 8000 {
				b = b[len(b)-8000:]
			}
			fmt.Fprintf(os.Stderr, "MariaDB's log, its end:\n%s\n", b)
		}
		os.RemoveAll(shared.mariaDir)
	}
	os.Exit(code)
}

// endpoint is the package's DynamoDB Local.
func endpoint(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("DYNAMODB_LOCAL_DIR")
	if dir == "" {
		t.Skip("DYNAMODB_LOCAL_DIR is not set: ./test.sh installs DynamoDB Local and sets it")
	}
	shared.Lock()
	defer shared.Unlock()
	if !shared.localTried {
		shared.localTried = true
		shared.local, shared.localErr = startLocal(context.Background(), dir, true)
	}
	if shared.localErr != nil {
		t.Fatal(shared.localErr)
	}
	return shared.local.endpoint
}

func designCase(t testing.TB, dir string) *design.Design {
	t.Helper()
	d, _ := designCaseGo(t, dir)
	return d
}

// designCaseGo designs a case, and gives the settings of its Go package:
// a sqlc project's (its config's gen.go), or sqlc's defaults.
func designCaseGo(t testing.TB, dir string) (*design.Design, gogen.Options) {
	t.Helper()
	path := filepath.Join(dir, "input.sql")
	if _, err := os.Stat(filepath.Join(dir, "sqlc.yaml")); err == nil {
		path = filepath.Join(dir, "sqlc.yaml") // a sqlc project
	}
	pkgs, errs := input.Load([]string{path}, input.Options{})
	if len(errs) > 0 || len(pkgs) != 1 {
		t.Fatalf("%s: %v", dir, errs)
	}
	m := analyze.Analyze(pkgs[0].Files...)
	if m.HasErrors() {
		t.Fatalf("%s: %v", dir, m.Diagnostics)
	}
	return design.New(m, design.Options{Table: filepath.Base(dir)}), gogen.OptionsOf(pkgs[0].Go)
}

// TestCases verifies every designed testdata case: each read pattern must
// return, by request and by PartiQL, what its SQL returns.
func TestCases(t *testing.T) {
	verifyCases(t, endpoint(t), "")
}

// verifyCases verifies every designed testdata case on DynamoDB at ep,
// against the SQL engine of the DSN mysql (empty: the in-process one).
func verifyCases(t *testing.T, ep, mysql string) {
	// testdata/outside_tables writes and runs these, were its SQL ever run.
	outside := []string{"/tmp/sql2dynamo-outside-tables.pth", "/tmp/sql2dynamo-outside-tables-ran"}
	for _, f := range outside {
		os.Remove(f)
	}
	// Cleanups, not defers: the cases run in parallel, after this
	// function returns, and before its cleanups.
	t.Cleanup(func() {
		for _, f := range outside {
			if _, err := os.Stat(f); err == nil {
				t.Errorf("%s exists: verify ran a statement that reaches outside the tables", f)
			}
		}
	})
	reports, _ := filepath.Glob("../testdata/*/report.md")
	// Every case's reads run through its generated Go package too (issue
	// 34): one program built for all of them.
	designs := map[string]*design.Design{}
	settings := map[string]gogen.Options{}
	for _, r := range reports {
		name := "c_" + filepath.Base(filepath.Dir(r))
		designs[name], settings[name] = designCaseGo(t, filepath.Dir(r))
	}
	build, err := BuildGo(designs, settings)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(build.Close)
	for _, r := range reports {
		dir := filepath.Dir(r)
		t.Run(filepath.Base(dir), func(t *testing.T) {
			// Each case runs on a table (and a database) of its own: two
			// at a time (go test's -parallel, GOMAXPROCS) keep both
			// engines and both cores busy, where one case at a time left
			// one idle while the other answered.
			t.Parallel()
			d := designs["c_"+filepath.Base(dir)]
			runs := []bool{false}
			if len(literalRows(d.Model)) > 0 {
				runs = append(runs, true) // the input's rows, then generated ones
			}
			for i, generate := range runs {
				// The first run reads through the generated Go package
				// too (issue 34): each read gen.Package runs is a check
				// via "go", against the same SQL answer.
				// On MariaDB, package migrate fills the table from the
				// database (issue 36): every check runs on a migrated
				// table, the writes' included; the second run's through
				// S3 import files, loaded as ImportTable reads them.
				res, err := Run(context.Background(), d, Options{Endpoint: ep, MySQL: mysql, Rows: 60, Seed: 1, BindingsPerPattern: 2, Generate: generate, ViaGo: i == 0, Go: build, GoPackage: "c_" + filepath.Base(dir), migrate: mysql != "", viaImport: i == 1})
				if len(d.Indexes) > 20 {
					// The design is warned about; DynamoDB must refuse it.
					if err == nil || !strings.Contains(err.Error(), "GlobalSecondaryIndex count exceeds") {
						t.Fatalf("a table with %d indexes: got %v, want DynamoDB's refusal", len(d.Indexes), err)
					}
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				for _, a := range res.Interleavings.Anomalies {
					t.Errorf("generated rows %v: %s with %s in between, %s:\n%s", generate, a.Write, a.Between, a.Binding, a.Diff)
				}
				t.Logf("generated rows %v: interleavings tried %d, anomalies %d", generate, res.Interleavings.Tried, len(res.Interleavings.Anomalies))
				for _, p := range res.Patterns {
					for _, c := range p.Checks {
						if c.Status == Fail {
							t.Errorf("generated rows %v: %s [%s] %s:\n%s", generate, p.Name, c.Via, c.Binding, c.Diff)
						}
					}
					if p.Status == Fail && len(p.Checks) == 0 {
						t.Errorf("generated rows %v: %s: %s", generate, p.Name, p.Reason)
					}
					t.Logf("generated rows %v: %s: %s %s (%d checks)", generate, p.Name, p.Status, p.Reason, len(p.Checks))
				}
			}
		})
	}
}

// TestBrokenDesignFails proves the checker can fail: a sort key prefix
// that the requests do not use, and an index key left off one entity.
func TestBrokenDesignFails(t *testing.T) {
	ep := endpoint(t)
	for name, breakIt := range map[string]func(*design.Design){
		"wrong sort key prefix": func(d *design.Design) {
			e := d.Entity("orders")
			for i, k := range e.Keys {
				if k.Attr == design.SK {
					e.Keys[i].Template = append(design.Template{{Lit: "ORDERS"}}, k.Template[1:]...)
					e.Keys[i].Template[1].Lit = strings.TrimPrefix(k.Template[0].Lit, "ORDER")
				}
			}
		},
		"write that misses an index key": func(d *design.Design) {
			for _, p := range d.Plans {
				if p.Pattern.Name == "PlaceOrder" {
					p.Params = slices.DeleteFunc(p.Params, func(prm design.Param) bool { return prm.Name == "GSI1PK" })
				}
			}
		},
		"write that misses its counter": func(d *design.Design) {
			for _, p := range d.Plans {
				if p.Pattern.Name == "PlaceOrder" {
					tx := *p.Request.(*dynamodb.TransactWriteItemsInput)
					tx.TransactItems = slices.DeleteFunc(slices.Clone(tx.TransactItems), func(ti types.TransactWriteItem) bool { return ti.Update != nil })
					p.Request = &tx
				}
			}
		},
		"missing index attribute": func(d *design.Design) {
			e := d.Entity("orders")
			var keep []design.Key
			for _, k := range e.Keys {
				if k.Attr != "GSI1PK" {
					keep = append(keep, k)
				}
			}
			e.Keys = keep
		},
	} {
		t.Run(name, func(t *testing.T) {
			d := designCase(t, "../testdata/retail")
			breakIt(d)
			res, err := Run(context.Background(), d, Options{Endpoint: ep, Rows: 40, Seed: 2, BindingsPerPattern: 1})
			if err != nil {
				t.Fatal(err)
			}
			if !res.Failed() {
				t.Fatal("a broken design passed")
			}
			for _, p := range res.Patterns {
				for _, c := range p.Checks {
					if c.Status == Fail {
						if !strings.Contains(c.Diff, "expected") {
							t.Errorf("%s: the failure shows no diff: %q", p.Name, c.Diff)
						}
						return
					}
				}
			}
		})
	}
}

// TestBrokenWriteFailsAlone: a write that misses an index key (retail's
// PlaceOrder without GSI1PK) or a copied column (library's AddBook without
// the author's name) fails, naming the read that found it, and nothing else
// does: the read passed on its own, and the writes after it run on a table
// loaded again.
func TestBrokenWriteFailsAlone(t *testing.T) {
	ep := endpoint(t)
	for _, c := range []struct {
		name, write, param, read string
		seed                     uint64
	}{
		{"retail", "PlaceOrder", "GSI1PK", "", 2},
		{"library", "AddBook", "author_name", "GetBook", 4},
	} {
		d := designCase(t, "../testdata/"+c.name)
		for _, p := range d.Plans {
			if p.Pattern.Name == c.write {
				p.Params = slices.DeleteFunc(p.Params, func(prm design.Param) bool { return prm.Name == c.param })
			}
		}
		res, err := Run(context.Background(), d, Options{Endpoint: ep, Rows: 40, Seed: c.seed, BindingsPerPattern: 1})
		if err != nil {
			t.Fatal(err)
		}
		var failed []string
		for _, p := range res.Patterns {
			if p.Status == Fail {
				failed = append(failed, p.Name)
			}
			if p.Name == c.write && (!strings.HasPrefix(p.Reason, "after it, ") || !strings.Contains(p.Reason, c.read)) {
				t.Errorf("%s's reason does not name the read that found it: %q", c.write, p.Reason)
			}
		}
		if !slices.Equal(failed, []string{c.write}) {
			t.Errorf("%s without %s: failed %v, want %s alone", c.write, c.param, failed, c.write)
		}
	}
}

// BenchmarkVerifyRetail is a whole `verify` of retail with 1,000 generated
// rows per table, DynamoDB Local's start included, with the time split.
func BenchmarkVerifyRetail(b *testing.B) {
	dir := os.Getenv("DYNAMODB_LOCAL_DIR")
	if dir == "" {
		b.Skip("DYNAMODB_LOCAL_DIR is not set: ./test.sh installs DynamoDB Local and sets it")
	}
	d := designCase(b, "../testdata/retail")
	var total Timing
	for b.Loop() {
		res, err := Run(context.Background(), d, Options{LocalDir: dir, Rows: 1000, Seed: 1, BindingsPerPattern: 3})
		if err != nil {
			b.Fatal(err)
		}
		if res.Failed() {
			b.Fatal("retail failed verification")
		}
		total.EngineStart += res.Timing.EngineStart
		total.Load += res.Timing.Load
		total.SQL += res.Timing.SQL
		total.DynamoDB += res.Timing.DynamoDB
	}
	n := float64(b.N)
	b.ReportMetric(float64(total.EngineStart.Milliseconds())/n, "start-ms/op")
	b.ReportMetric(float64(total.Load.Milliseconds())/n, "load-ms/op")
	b.ReportMetric(float64(total.SQL.Milliseconds())/n, "sql-ms/op")
	b.ReportMetric(float64(total.DynamoDB.Milliseconds())/n, "dynamodb-ms/op")
}

// TestUniqueLockRefusesDuplicate registers a customer with an email another
// customer has: the lock item's condition must cancel the transaction.
func TestUniqueLockRefusesDuplicate(t *testing.T) {
	ctx := context.Background()
	d := designCase(t, "../testdata/retail")
	_, tbl, data := loaded(t, d, 20, 3)
	var p *design.Plan
	for _, x := range d.Plans {
		if x.Pattern.Name == "RegisterCustomer" {
			p = x
		}
	}
	taken := *data["customer"][0]["email"]
	values := map[string]string{"customer_id": "customer-new", "name": "someone", "email": taken, "city": "x"}
	e := d.Model.Entity("customer")
	err := tbl.write(ctx, d, p, e, values, rowOf(values), nil)
	if err == nil || !strings.Contains(err.Error(), "TransactionCanceled") {
		t.Fatalf("registering a taken email: %v, want the transaction cancelled", err)
	}
	values["email"] = "fresh@example.com"
	if err := tbl.write(ctx, d, p, e, values, rowOf(values), nil); err != nil {
		t.Fatalf("registering a fresh email: %v", err)
	}
}

// TestRepeatedKeysInList: IN (a, a, b) finds a once, as SQL does; a
// BatchGetItem that names a key twice is refused by DynamoDB (not by
// DynamoDB Local), so the keys go once each.
func TestRepeatedKeysInList(t *testing.T) {
	ctx := context.Background()
	d := designCase(t, "../testdata/features")
	eng, tbl, data := loaded(t, d, 10, 1)
	on := onTable(d, tbl)
	for _, p := range d.Plans {
		if p.Pattern.Name != "GetAuthors" {
			continue
		}
		a, b := *data["authors"][0]["author_id"], *data["authors"][1]["author_id"]
		values := map[string]string{"author_id.1": a, "author_id.2": a, "author_id.3": b}
		want, err := expected(eng, d.Model, p, values)
		if err != nil {
			t.Fatal(err)
		}
		for _, partiQL := range []bool{false, true} {
			if c := run(ctx, tbl, d, on, p, want, values, partiQL); c.Status != Pass || c.Items != 2 {
				t.Errorf("IN (%s, %s, %s), PartiQL %v: %s, %d items: %s", a, a, b, partiQL, c.Status, c.Items, c.Diff)
			}
		}
	}
	// What AWS refuses, verify refuses, though DynamoDB Local takes it.
	key := map[string]types.AttributeValue{design.PK: &types.AttributeValueMemberS{Value: "A"}, design.SK: &types.AttributeValueMemberS{Value: "A"}}
	twice := &dynamodb.BatchGetItemInput{RequestItems: map[string]types.KeysAndAttributes{tbl.name: {Keys: []map[string]types.AttributeValue{key, key}}}}
	if _, err := tbl.request(ctx, twice, 0); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("a BatchGetItem naming a key twice: %v, want it refused", err)
	}
}

// loaded is d's table on the package's DynamoDB Local and the in-process
// SQL engine, both holding the same rows generated from seed; both go
// when the test ends.
func loaded(t *testing.T, d *design.Design, rows int, seed uint64) (engine, *table, map[string][]row) {
	t.Helper()
	ctx := context.Background()
	rnd := rand.New(rand.NewPCG(seed, seed))
	eng, err := openEngine(ctx, "", DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { eng.close() })
	data, err := loadSQL(ctx, eng, d.Model, Options{Rows: rows}, rnd, &Result{})
	if err != nil {
		t.Fatal(err)
	}
	client, err := newClient(ctx, endpoint(t), DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	tbl, err := createTable(ctx, client, d, uniqueName(d.Table))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tbl.drop(ctx) })
	if err := loadDynamo(ctx, tbl, d, data); err != nil {
		t.Fatal(err)
	}
	return eng, tbl, data
}

// TestCopyChecksItsParent: library's AddBook copies its author's name and
// birth year onto the book's item (R9). The author is read first; an
// author renamed between that read and the write cancels the transaction
// (the check of what was read), and the write read again carries the new
// name; a missing author refuses the row, as the FOREIGN KEY does.
func TestCopyChecksItsParent(t *testing.T) {
	ctx := context.Background()
	d := designCase(t, "../testdata/library")
	_, tbl, data := loaded(t, d, 10, 1)
	var p *design.Plan
	for _, x := range d.Plans {
		if x.Pattern.Name == "AddBook" {
			p = x
		}
	}
	if p == nil || len(p.Parents) != 1 {
		t.Fatal("AddBook reads no parent: the case no longer tests a copy")
	}
	e := d.Model.Entity("books")
	author := *data["authors"][0]["author_id"]
	values := map[string]string{"isbn": "isbn-new-1", "author_id": author, "title": "t", "published_year": "2001"}

	missing := maps.Clone(values)
	missing["isbn"], missing["author_id"] = "isbn-new-2", "999999"
	if err := tbl.write(ctx, d, p, e, missing, rowOf(missing), nil); !errors.Is(err, errNoParent) {
		t.Errorf("a book of no author: %v, want the row refused (errNoParent)", err)
	}

	read, nulls, err := tbl.readParents(ctx, d, p, e, values, rowOf(values))
	if err != nil || len(nulls) > 0 {
		t.Fatal(err, nulls)
	}
	key, _ := parentKey(p.Parents[0], d.Model.Entity("authors"), values)
	if _, err := tbl.client.UpdateItem(ctx, &dynamodb.UpdateItemInput{TableName: aws.String(tbl.name), Key: key,
		UpdateExpression:          aws.String("SET #n = :n"),
		ExpressionAttributeNames:  map[string]string{"#n": "name"},
		ExpressionAttributeValues: map[string]types.AttributeValue{":n": &types.AttributeValueMemberS{Value: "renamed"}}}); err != nil {
		t.Fatal(err)
	}
	req, _, _, err := tbl.filled(d, p, e, read, rowOf(values), nil)
	if err != nil {
		t.Fatal(err)
	}
	var cancelled *types.TransactionCanceledException
	if _, err := tbl.client.TransactWriteItems(ctx, req.(*dynamodb.TransactWriteItemsInput)); !errors.As(err, &cancelled) {
		t.Fatalf("a write of what was read before the author changed: %v, want the transaction cancelled", err)
	}
	if err := tbl.write(ctx, d, p, e, values, rowOf(values), nil); err != nil {
		t.Fatalf("the write read again: %v", err)
	}
	out, err := tbl.client.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(tbl.name), ConsistentRead: aws.Bool(true), Key: map[string]types.AttributeValue{
		design.PK: &types.AttributeValueMemberS{Value: "BOOK#isbn-new-1"}, design.SK: &types.AttributeValueMemberS{Value: "BOOK"}}})
	if err != nil {
		t.Fatal(err)
	}
	if got := attr(out.Item["author_name"]); got == nil || *got != "renamed" {
		t.Errorf("the book carries author_name %v, want the name read again (renamed)", got)
	}
}
