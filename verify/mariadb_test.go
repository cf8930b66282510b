package verify

import (
	"context"
	gosql "database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/migrate"
)

// TestCasesMariaDB verifies every testdata case against a real MariaDB
// (the --mysql engine) instead of the in-process one. ./test.sh installs
// MariaDB and names its server in $SQL2DYNAMO_MARIADBD.
func TestCasesMariaDB(t *testing.T) {
	verifyCases(t, endpoint(t), mariaDB(t))
}

// mariaDB is the package's MariaDB server (shared), started on a free
// loopback port with a data folder of its own, and returns its DSN.
// Rights are checked, as on a real server: the DSN is root's, on the
// server's socket (root@localhost has no password), so that verify can
// make the run's user, whose rights end at the run's database.
func mariaDB(t testing.TB) string {
	t.Helper()
	server := os.Getenv("SQL2DYNAMO_MARIADBD")
	if server == "" {
		t.Skip("SQL2DYNAMO_MARIADBD is not set: ./test.sh installs MariaDB and sets it (SQL2DYNAMO_NO_MARIADB=1 skips it)")
	}
	shared.Lock()
	defer shared.Unlock()
	if !shared.mariaTried {
		shared.mariaTried = true
		if shared.mariaDir, shared.mariaErr = os.MkdirTemp("", "sql2dynamo-mariadb-"); shared.mariaErr == nil {
			shared.mariaDSN, shared.stopMaria, shared.mariaErr = StartMariaDB(context.Background(), server, shared.mariaDir)
		}
	}
	if shared.mariaErr != nil {
		t.Fatal(shared.mariaErr)
	}
	return shared.mariaDSN
}

// ownMariaDB starts a MariaDB server of the test's own, as mariaDB does
// the shared one, for a test that stops it or counts what is on it; it is
// stopped when the test ends.
func ownMariaDB(t testing.TB) string {
	t.Helper()
	server := os.Getenv("SQL2DYNAMO_MARIADBD")
	if server == "" {
		t.Skip("SQL2DYNAMO_MARIADBD is not set: ./test.sh installs MariaDB and sets it (SQL2DYNAMO_NO_MARIADB=1 skips it)")
	}
	dir := t.TempDir()
	dsn, stop, err := StartMariaDB(context.Background(), server, dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		stop()
		if t.Failed() {
			// A server that ended under the test tells why only here.
			b, _ := os.ReadFile(filepath.Join(dir, "server.log"))
			if len(b) > 8000 {
				b = b[len(b)-8000:]
			}
			t.Logf("MariaDB's log, its end:\n%s", b)
		}
	})
	return dsn
}

// TestMariaDBRunUser: a --mysql run drops what dead runs left, gets a
// database and a user of its own, unique even for two runs at once, whose
// rights end at that database (no FILE) and whose account is for the host
// the run connects from alone (no '%' account is made or left), and
// leaves nothing behind.
func TestMariaDBRunUser(t *testing.T) {
	dsn := ownMariaDB(t)
	root, err := gosql.Open("mysql", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	ctx := context.Background()
	// A dead run's database and the '%' account versions before made.
	for _, q := range []string{"CREATE DATABASE sql2dynamo_verify_999999_dead", "CREATE USER 'sql2dynamo_verify_999999_dead'@'%'", "CREATE DATABASE sql2dynamo_verify_0badc0de"} {
		if _, err := root.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	a, err := newMySQLEngine(ctx, dsn, DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	b, err := newMySQLEngine(ctx, dsn, DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	if a.name == b.name || !a.user || a.note != "" {
		t.Fatalf("two runs: %s and %s, own user %v, note %q", a.name, b.name, a.user, a.note)
	}
	texts := func(q string) []string {
		rows, err := root.QueryContext(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var out []string
		for rows.Next() {
			var n string
			rows.Scan(&n)
			out = append(out, n)
		}
		return out
	}
	names := func() []string { return texts(`SHOW DATABASES LIKE 'sql2dynamo\_verify\_%'`) }
	if got := names(); len(got) != 2 {
		t.Errorf("databases %v: the dead runs' are not dropped", got)
	}
	var who string
	if err := root.QueryRowContext(ctx, "SELECT USER()").Scan(&who); err != nil {
		t.Fatal(err)
	}
	host := who[strings.LastIndex(who, "@")+1:]
	accounts := func() []string {
		return texts(`SELECT CONCAT(User, '@', Host) FROM mysql.user WHERE User LIKE 'sql2dynamo\_verify\_%' ORDER BY 1`)
	}
	if got, want := accounts(), slices.Sorted(slices.Values([]string{a.name + "@" + host, b.name + "@" + host})); !slices.Equal(got, want) {
		t.Errorf("the runs' accounts are %v, want %v: one each, for the host %s the runs connect from", got, want, host)
	}
	if err := a.exec("CREATE TABLE t (id INT PRIMARY KEY)"); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "x.pth")
	for _, q := range []string{"SELECT id INTO OUTFILE '" + out + "' FROM t", "CREATE DATABASE elsewhere", "SELECT COUNT(*) FROM mysql.user"} {
		if _, err := a.query(q); err == nil {
			t.Errorf("the run's user may %s", q)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("INTO OUTFILE wrote %s", out)
	}
	a.close()
	b.close()
	if got := names(); len(got) > 0 {
		t.Errorf("databases left behind: %v", got)
	}
	if got := accounts(); len(got) > 0 {
		t.Errorf("accounts left behind: %v", got)
	}
}

// TestMariaDBStops: a server that stops answering (SIGSTOP) is the
// engine's fault within the timeout, not a hang.
func TestMariaDBStops(t *testing.T) {
	dsn := ownMariaDB(t)
	pid, err := MariaDBPid(dsn)
	if err != nil {
		t.Fatal(err)
	}
	m, err := newMySQLEngine(context.Background(), dsn, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Kill(pid, syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	defer syscall.Kill(pid, syscall.SIGCONT)
	start := time.Now()
	done := make(chan error, 1)
	go func() { done <- m.exec("CREATE TABLE t (id INT PRIMARY KEY)") }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("a stopped server hangs the run")
	}
	if err := m.fault(); err == nil || !errors.Is(err, ErrEngineFault) || !strings.Contains(err.Error(), "did not answer within 1s") {
		t.Errorf("fault %v after %s", err, time.Since(start))
	}
	syscall.Kill(pid, syscall.SIGCONT)
	m.close()
}

// TestMigrateMatchesLoad: package migrate, reading a case's rows from
// MariaDB, writes exactly the items verify's own load writes from the
// same rows in memory (issue 36), item by item: row items with their
// keys, copies and embedded lists, lock and lookup items, counters,
// sequences, shards, collation folds, digested keys, BIT numbers, on
// every designed testdata case; TestCasesMariaDB then runs every case's
// checks on a migrated table.
func TestMigrateMatchesLoad(t *testing.T) {
	dsn, ep := mariaDB(t), endpoint(t)
	ctx := context.Background()
	client, err := newClient(ctx, ep, DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	reports, _ := filepath.Glob("../testdata/*/report.md")
	for _, r := range reports {
		name := filepath.Base(filepath.Dir(r))
		t.Run(name, func(t *testing.T) {
			t.Parallel() // tables and a database of the case's own, as in verifyCases
			d := designCase(t, filepath.Dir(r))
			if len(d.Indexes) > 20 {
				return // DynamoDB refuses the table (TestCasesMariaDB)
			}
			eng, err := openEngine(ctx, dsn, DefaultTimeout)
			if err != nil {
				t.Fatal(err)
			}
			defer eng.close()
			opts := Options{Rows: 40, Seed: 3, Generate: true}
			data, err := loadSQL(ctx, eng, d.Model, opts, rand.New(rand.NewPCG(opts.Seed, 0x5eed)), &Result{})
			if err != nil {
				t.Fatal(err)
			}
			loaded, err := createTable(ctx, client, d, uniqueName(name))
			if err != nil {
				t.Fatal(err)
			}
			defer loaded.drop(ctx)
			if err := loadDynamo(ctx, loaded, d, data); err != nil {
				t.Fatal(err)
			}
			// The database is the schema made on MariaDB, whose defaults
			// are not MySQL 8's (DEFAULT CHARSET=utf8mb4 is
			// utf8mb4_general_ci there): the differences are accepted.
			migrated := &table{client: client, name: uniqueName(name)}
			defer migrated.drop(ctx)
			res, err := migrate.Run(ctx, d, migrate.Options{Source: eng.(*mysqlEngine).db, AcceptSchema: true, Client: client, Table: migrated.name, Create: true, Page: 7})
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range res.Refused {
				if !r.Written {
					t.Errorf("refused %s (%s): %s", r.Entity, r.Key, r.Why)
				}
			}
			want, got := scanText(t, loaded), scanText(t, migrated)
			if len(want) == 0 || !slices.Equal(want, got) {
				t.Errorf("migrated %d items, loaded %d:\n%s", len(got), len(want), lineDiff(want, got))
			}
			if res.Items != int64(len(got)) {
				t.Errorf("migrate counts %d items, the table holds %d", res.Items, len(got))
			}
			// The same migration as S3 import files (small ones, so that
			// there are several), loaded back: the same items, each key
			// on one line only (ImportTable keeps one of a key's lines,
			// at random).
			dir := t.TempDir()
			files, err := migrate.Run(ctx, d, migrate.Options{Source: eng.(*mysqlEngine).db, AcceptSchema: true, Table: name, ToImport: dir, PartBytes: 2000, Page: 7})
			if err != nil {
				t.Fatal(err)
			}
			if files.Items != res.Items || files.Bytes != res.Bytes || len(files.Files) < 2 {
				t.Errorf("--to-import: %d items, %d bytes in %d files; want %d, %d in several", files.Items, files.Bytes, len(files.Files), res.Items, res.Bytes)
			}
			imported := &table{client: client, name: uniqueName(name)}
			defer imported.drop(ctx)
			n, err := migrate.Load(ctx, d, migrate.LoadOptions{Dir: dir, Client: client, Table: imported.name, Create: true})
			if err != nil {
				t.Fatal(err)
			}
			if again := scanText(t, imported); n != int64(len(got)) || !slices.Equal(again, got) {
				t.Errorf("%d lines in the import files hold %d items; the migrated table %d:\n%s", n, len(again), len(got), lineDiff(got, again))
			}
			// Interrupted at random points (its context canceled, as a
			// signal does) and resumed from its checkpoint until it ends:
			// the same items, counted the same.
			resumed := &table{client: client, name: uniqueName(name)}
			defer resumed.drop(ctx)
			ckpt := filepath.Join(t.TempDir(), "checkpoint.json")
			rng := rand.New(rand.NewPCG(uint64(len(res.Tables)), uint64(res.Items)))
			var last *migrate.Result
			stops := 0
			for try := 0; last == nil; try++ {
				run, cancel := context.WithCancel(ctx)
				stopAt, seen := 1+rng.IntN(8), 0
				progress := func(migrate.Progress) {
					if seen++; try < 5 && seen == stopAt {
						cancel()
					}
				}
				last, err = migrate.Run(run, d, migrate.Options{Source: eng.(*mysqlEngine).db, AcceptSchema: true, Client: client, Table: resumed.name, Create: true, Page: 7,
					Checkpoint: ckpt, Resume: try > 0, CheckpointEvery: time.Nanosecond, Progress: progress})
				cancel()
				if err != nil && (try >= 5 || run.Err() == nil) {
					t.Fatal(err)
				}
				if err != nil {
					stops++
				}
			}
			if again := scanText(t, resumed); !slices.Equal(again, got) {
				t.Errorf("stopped %d times and resumed, the table holds other items:\n%s", stops, lineDiff(got, again))
			}
			if last.Items != res.Items || len(last.Refused) != len(res.Refused) || !slices.Equal(last.Tables, res.Tables) {
				t.Errorf("stopped %d times and resumed, the counts differ: %d items, %d refused, %+v; want %d, %d, %+v", stops, last.Items, len(last.Refused), last.Tables, res.Items, len(res.Refused), res.Tables)
			}
			if _, err := os.Stat(ckpt); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("the checkpoint outlived the migration: %v", err)
			}
			if name == "shop" {
				// Run again into the same table: the same items
				// (idempotent); a dry run counts them and writes nothing.
				if _, err := migrate.Run(ctx, d, migrate.Options{Source: eng.(*mysqlEngine).db, AcceptSchema: true, Client: client, Table: migrated.name}); err != nil {
					t.Fatal(err)
				}
				if again := scanText(t, migrated); !slices.Equal(again, got) {
					t.Errorf("a second run left other items:\n%s", lineDiff(got, again))
				}
				dry, err := migrate.Run(ctx, d, migrate.Options{Source: eng.(*mysqlEngine).db, AcceptSchema: true, Table: "nowhere", DryRun: true})
				if err != nil || dry.Items != res.Items || dry.Bytes != res.Bytes {
					t.Errorf("dry run: %d items, %d bytes (%v), want %d, %d", dry.Items, dry.Bytes, err, res.Items, res.Bytes)
				}
			}
			// An embedded row whose parent row is gone travels in no
			// item: it is refused by its key, never dropped silently.
			for _, e := range d.Entities {
				em := e.Embedding
				if em == nil {
					continue
				}
				src := d.Model.Entity(e.Name)
				sets := make([]string, len(em.FK))
				for i, fk := range em.FK {
					sets[i] = fmt.Sprintf("`%s` = '987654321'", fk)
				}
				// A declared foreign key would refuse it: the row is
				// orphaned as an application without them does.
				for _, q := range []string{"SET FOREIGN_KEY_CHECKS = 0", fmt.Sprintf("UPDATE `%s` SET %s LIMIT 1", src.Name, strings.Join(sets, ", ")), "SET FOREIGN_KEY_CHECKS = 1"} {
					if err := eng.exec(q); err != nil {
						t.Fatal(err)
					}
				}
				dry, err := migrate.Run(ctx, d, migrate.Options{Source: eng.(*mysqlEngine).db, AcceptSchema: true, Table: "nowhere", DryRun: true})
				if err != nil {
					t.Fatal(err)
				}
				if !slices.ContainsFunc(dry.Refused, func(r migrate.Refused) bool {
					return r.Entity == e.Name && r.Key != "" && !r.Written && strings.Contains(r.Why, "it is not migrated")
				}) {
					t.Errorf("an orphan of %s, embedded in %s, is not refused: %+v", e.Name, em.Parent, dry.Refused)
				}
			}
		})
	}
}

// scanText is every item of t, each as one line of its attributes in
// order, sorted.
func scanText(t *testing.T, tb *table) []string {
	t.Helper()
	var out []string
	for _, it := range scanItems(t, tb) {
		out = append(out, fullText(&types.AttributeValueMemberM{Value: it}))
	}
	slices.Sort(out)
	return out
}

// scanItems are every item of tb.
func scanItems(t *testing.T, tb *table) []map[string]types.AttributeValue {
	t.Helper()
	var out []map[string]types.AttributeValue
	p := dynamodb.NewScanPaginator(tb.client, &dynamodb.ScanInput{TableName: aws.String(tb.name)})
	for p.HasMorePages() {
		page, err := p.NextPage(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, page.Items...)
	}
	return out
}

// lineDiff lists the lines only one side has.
func lineDiff(want, got []string) string {
	var sb strings.Builder
	for _, w := range want {
		if !slices.Contains(got, w) {
			fmt.Fprintf(&sb, "- %s\n", w)
		}
	}
	for _, g := range got {
		if !slices.Contains(want, g) {
			fmt.Fprintf(&sb, "+ %s\n", g)
		}
	}
	return sb.String()
}

// fullText is an attribute value in full, maps with their keys in order
// and lists in their order, each value with its type.
func fullText(v types.AttributeValue) string {
	switch x := v.(type) {
	case *types.AttributeValueMemberS:
		return "S:" + strconv.Quote(x.Value)
	case *types.AttributeValueMemberN:
		return "N:" + x.Value
	case *types.AttributeValueMemberB:
		return "B:" + hex.EncodeToString(x.Value)
	case *types.AttributeValueMemberM:
		var parts []string
		for _, k := range slices.Sorted(maps.Keys(x.Value)) {
			parts = append(parts, k+"="+fullText(x.Value[k]))
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case *types.AttributeValueMemberL:
		var parts []string
		for _, e := range x.Value {
			parts = append(parts, fullText(e))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return fmt.Sprintf("%T", v)
}

// TestLoadKeyCollision: two rows MariaDB holds apart, whose FLOATs it
// prints alike (21.5 and 21.500002 are both 21.5, six digits), meet in
// one key of the design: the load fails naming both rows and the key, before
// BatchWriteItem, whose own refusal ("Provided list of item keys contains
// duplicates") names neither, and across batches would keep one item.
func TestLoadKeyCollision(t *testing.T) {
	dir := t.TempDir()
	input := `CREATE TABLE readings (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  sensor VARCHAR(40) NOT NULL,
  level FLOAT NOT NULL,
  taken_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY uq_sensor_level (sensor, level)
);

INSERT INTO readings (id, sensor, level, taken_at) VALUES
  (1, 'Boiler', 21.5, '2025-03-01 10:00:00'),
  (2, 'Pump', 1.5, '2025-03-01 10:00:00'),
  (3, 'Boiler', 21.500002, '2025-03-01 10:05:00');

-- name: GetReading :one
SELECT * FROM readings WHERE sensor = ? AND level = ?;
`
	if err := os.WriteFile(filepath.Join(dir, "input.sql"), []byte(input), 0o644); err != nil {
		t.Fatal(err)
	}
	d := designCase(t, dir)
	_, err := Run(context.Background(), d, Options{MySQL: mariaDB(t), Endpoint: endpoint(t), Timeout: DefaultTimeout})
	if err == nil || !strings.Contains(err.Error(), "the row readings (id=1) and the row readings (id=3) have one key") || strings.Contains(err.Error(), "duplicates") {
		t.Fatalf("two rows of one key: %v; want both named", err)
	}
	t.Log(err)
}
