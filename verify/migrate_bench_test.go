package verify

import (
	"context"
	gosql "database/sql"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/migrate"
)

// BenchmarkMigrate moves testdata/partition_reads' three tables from
// MariaDB into DynamoDB Local, and measures, in one run, the bare
// BatchWriteItem ceiling of the same DynamoDB Local: as many items of the
// same mean size, written 25 a call by as many workers, with nothing read
// or laid out. It reports items/s, the ceiling's, the share of it, and
// the migration's peak heap. The sizes are 10,000 rows, or the
// comma-separated counts of $SQL2DYNAMO_MIGRATE_ROWS (./test.sh runs the
// default once; a million rows take minutes). Run it alone:
//
//	SQL2DYNAMO_MIGRATE_ROWS=10000,100000,1000000 go test -run '^$' -bench Migrate -benchtime 1x ./verify
func BenchmarkMigrate(b *testing.B) {
	dsn, ep := mariaDB(b), endpoint(b)
	ctx := context.Background()
	client, err := newClient(ctx, ep, DefaultTimeout)
	if err != nil {
		b.Fatal(err)
	}
	d := designCase(b, "../testdata/partition_reads")
	const workers = 8
	// DynamoDB Local's JVM runs slowly until its code is compiled: a
	// warm-up, timed by neither side.
	warm, err := createTable(ctx, client, d, uniqueName("warm"))
	if err != nil {
		b.Fatal(err)
	}
	if err := bareWrites(ctx, client, warm.name, 30_000, 300, workers); err != nil {
		b.Fatal(err)
	}
	warm.drop(ctx)
	sizes := []int{10_000}
	if v := os.Getenv("SQL2DYNAMO_MIGRATE_ROWS"); v != "" {
		sizes = nil
		for _, f := range strings.Split(v, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil || n < 10 {
				b.Fatalf("SQL2DYNAMO_MIGRATE_ROWS=%s: give row counts of at least 10, comma-separated", v)
			}
			sizes = append(sizes, n)
		}
	}
	for _, n := range sizes {
		b.Run(fmt.Sprintf("rows=%d", n), func(b *testing.B) {
			db := benchDatabase(b, dsn, n)
			var items, bytes int64
			var took, ceiling time.Duration
			var peak uint64
			for i := 0; b.Loop(); i++ {
				into := &table{client: client, name: uniqueName("bench")}
				stop := peakHeap()
				start := time.Now()
				res, err := migrate.Run(ctx, d, migrate.Options{Source: db, Client: client, Table: into.name, Create: true, Workers: workers,
					Checkpoint: filepath.Join(b.TempDir(), "checkpoint.json")}) // as the command runs it
				took += time.Since(start)
				peak = max(peak, stop())
				if err != nil {
					b.Fatal(err)
				}
				if len(res.Refused) > 0 {
					b.Fatalf("refused %+v", res.Refused[0])
				}
				items, bytes = items+res.Items, bytes+res.Bytes
				into.drop(ctx)
				bare, err := createTable(ctx, client, d, uniqueName("ceiling"))
				if err != nil {
					b.Fatal(err)
				}
				start = time.Now()
				if err := bareWrites(ctx, client, bare.name, int(res.Items), int(res.Bytes/res.Items), workers); err != nil {
					b.Fatal(err)
				}
				ceiling += time.Since(start)
				bare.drop(ctx)
			}
			rate, top := float64(items)/took.Seconds(), float64(items)/ceiling.Seconds()
			b.ReportMetric(rate, "items/s")
			b.ReportMetric(top, "ceiling-items/s")
			b.ReportMetric(100*rate/top, "%-of-ceiling")
			b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
			b.ReportMetric(float64(bytes)/float64(items), "bytes/item")
		})
	}
}

// benchDatabase is a database of n rows: a tenth conversations, three
// tenths notes, six tenths messages, made by MariaDB's sequence engine.
func benchDatabase(b *testing.B, dsn string, n int) *gosql.DB {
	b.Helper()
	root, err := gosql.Open("mysql", dsn)
	if err != nil {
		b.Fatal(err)
	}
	defer root.Close()
	name := fmt.Sprintf("bench_%d", n)
	conv, notes := n/10, 3*n/10
	msgs := n - conv - notes
	for _, q := range []string{
		"DROP DATABASE IF EXISTS " + name, "CREATE DATABASE " + name + " CHARACTER SET utf8mb4 COLLATE utf8mb4_uca1400_nopad_ai_ci", // the schema's collation, as MariaDB names it
		"CREATE TABLE " + name + ".conversations (id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, subject VARCHAR(200) NOT NULL, created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP)",
		"CREATE TABLE " + name + ".notes (id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, conversation_id BIGINT UNSIGNED NOT NULL, title VARCHAR(100) NULL, body TEXT NOT NULL, updated_at DATETIME NOT NULL)",
		"CREATE TABLE " + name + ".messages (id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, conversation_id BIGINT UNSIGNED NOT NULL, sender VARCHAR(100) NOT NULL, body TEXT NOT NULL, created_at DATETIME NOT NULL)",
		fmt.Sprintf("INSERT INTO %s.conversations (subject, created_at) SELECT CONCAT('Subject ', seq), '2026-01-01 00:00:00' + INTERVAL seq MINUTE FROM %s.seq_1_to_%d", name, name, conv),
		fmt.Sprintf("INSERT INTO %s.notes (conversation_id, title, body, updated_at) SELECT 1 + seq %% %d, IF(seq %% 7 = 0, NULL, CONCAT('Note ', seq)), REPEAT('n', 100), '2026-02-01 00:00:00' + INTERVAL seq SECOND FROM %s.seq_1_to_%d", name, conv, name, notes),
		fmt.Sprintf("INSERT INTO %s.messages (conversation_id, sender, body, created_at) SELECT 1 + seq %% %d, CONCAT('user', seq %% 97), REPEAT('m', 150), '2026-03-01 00:00:00' + INTERVAL seq SECOND FROM %s.seq_1_to_%d", name, conv, name, msgs),
		fmt.Sprintf("ANALYZE TABLE %s.conversations, %s.notes, %s.messages", name, name, name),
	} {
		if _, err := root.Exec(q); err != nil {
			b.Fatalf("%s: %v", q, err)
		}
	}
	db, err := gosql.Open("mysql", strings.TrimSuffix(dsn, "/")+"/"+name)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	return db
}

// bareWrites puts n items of about size bytes with BatchWriteItem, 25 a
// call, workers calls at once, retrying what comes back unprocessed.
func bareWrites(ctx context.Context, client *dynamodb.Client, table string, n, size, workers int) error {
	body := strings.Repeat("x", max(size-30, 1))
	work := make(chan []types.WriteRequest, workers)
	var failed atomic.Pointer[error]
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for reqs := range work {
				for len(reqs) > 0 {
					out, err := client.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{RequestItems: map[string][]types.WriteRequest{table: reqs}})
					if err != nil {
						failed.CompareAndSwap(nil, &err)
						break
					}
					reqs = out.UnprocessedItems[table]
				}
			}
		})
	}
	var batch []types.WriteRequest
	for i := range n {
		batch = append(batch, types.WriteRequest{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("B#%d", i)}, "SK": &types.AttributeValueMemberS{Value: "B"},
			"body": &types.AttributeValueMemberS{Value: body},
		}}})
		if len(batch) == 25 || i == n-1 {
			work <- batch
			batch = nil
		}
	}
	close(work)
	wg.Wait()
	if err := failed.Load(); err != nil {
		return *err
	}
	return nil
}

// peakHeap samples the heap's live objects every 10 ms until the stop it
// returns is called, which gives the most it saw.
func peakHeap() (stop func() uint64) {
	runtime.GC()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	var peak atomic.Uint64
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		tick := time.NewTicker(10 * time.Millisecond)
		defer tick.Stop()
		for {
			metrics.Read(sample)
			if v := sample[0].Value.Uint64(); v > peak.Load() {
				peak.Store(v)
			}
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	return func() uint64 {
		close(done)
		<-finished
		return peak.Load()
	}
}
