package migrate

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/aws/smithy-go"

	"sql2dynamo/items"
)

// writer sends items with BatchWriteItem, 25 a call, workers calls at
// once, retrying what DynamoDB leaves unprocessed with a backoff.
//
// Batches are numbered as they are made, and written in any order; low
// is the last of the batches written with every one before it. A mark
// (where a migration stands after its items put so far) is passed to
// reached once low covers every batch that holds those items: a
// checkpoint saved then holds only what the table has.
type writer struct {
	ctx    context.Context
	client *dynamodb.Client
	table  string
	batch  []types.WriteRequest
	keys   map[string]bool
	work   chan numbered
	wg     sync.WaitGroup
	made   int // batches made; the reader's own

	mu      sync.Mutex
	err     error
	written map[int]bool // batches past low written
	low     int
	marks   []mark
	reached func(any) error
}

type numbered struct {
	n    int
	reqs []types.WriteRequest
}

type mark struct {
	batch int // the batch holding the mark's last item
	at    any
}

func newWriter(ctx context.Context, client *dynamodb.Client, table string, workers int) *writer {
	w := &writer{ctx: ctx, client: client, table: table, keys: map[string]bool{}, work: make(chan numbered, workers), written: map[int]bool{}}
	for range workers {
		w.wg.Go(func() {
			for b := range w.work {
				err := w.send(b.reqs)
				w.mu.Lock()
				if err != nil {
					w.err = cmp.Or(w.err, err)
				} else {
					w.done(b.n)
				}
				w.mu.Unlock()
			}
		})
	}
	return w
}

// done records batch n written, and passes the marks low now covers; mu
// is held.
func (w *writer) done(n int) {
	w.written[n] = true
	for w.written[w.low+1] {
		delete(w.written, w.low+1)
		w.low++
	}
	w.pass()
}

// pass passes the last of the marks low covers to reached, and drops
// them; mu is held.
func (w *writer) pass() {
	i := 0
	for i < len(w.marks) && w.marks[i].batch <= w.low {
		i++
	}
	if i > 0 && w.err == nil {
		at := w.marks[i-1].at
		w.marks = w.marks[i:]
		if w.reached != nil {
			w.err = w.reached(at)
		}
	}
}

// mark passes at to reached once every item put so far is written.
func (w *writer) mark(at any) {
	n := w.made
	if len(w.batch) > 0 {
		n++ // the batch under way
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	w.marks = append(w.marks, mark{batch: n, at: at})
	w.pass()
}

// put queues an item; a batch holds each key once (BatchWriteItem
// refuses one that names a key twice), so a second item of a key waits
// for the next batch, and the last put wins, as on a table.
func (w *writer) put(it items.Item) error {
	return w.queue(it, types.WriteRequest{PutRequest: &types.PutRequest{Item: it}})
}

// remove queues the deletion of the item of key (its PK and SK).
func (w *writer) remove(key items.Item) error {
	return w.queue(key, types.WriteRequest{DeleteRequest: &types.DeleteRequest{Key: key}})
}

func (w *writer) queue(it items.Item, req types.WriteRequest) error {
	w.mu.Lock()
	err := w.err
	w.mu.Unlock()
	if err != nil {
		return err
	}
	k := tableKey(it)
	if w.keys[k] || len(w.batch) == batchSize {
		w.flush()
	}
	w.keys[k] = true
	w.batch = append(w.batch, req)
	return nil
}

func (w *writer) flush() {
	if len(w.batch) > 0 {
		w.made++
		w.work <- numbered{w.made, w.batch}
	}
	w.batch, w.keys = nil, map[string]bool{}
}

// close sends what is left and waits for every call.
func (w *writer) close() error {
	w.flush()
	close(w.work)
	w.wg.Wait()
	return w.err
}

// send writes one batch, again and again for what comes back
// unprocessed (throttled), waiting longer each time, up to a minute.
func (w *writer) send(reqs []types.WriteRequest) error {
	wait, waited := 50*time.Millisecond, time.Duration(0)
	for {
		out, err := w.client.BatchWriteItem(w.ctx, &dynamodb.BatchWriteItemInput{RequestItems: map[string][]types.WriteRequest{w.table: reqs}})
		switch {
		case throttled(err):
			// The SDK's own retries ran out: the whole batch waits, as
			// unprocessed items do.
		case err != nil:
			return fmt.Errorf("BatchWriteItem: %w", err)
		default:
			reqs = out.UnprocessedItems[w.table]
		}
		if len(reqs) == 0 {
			return nil
		}
		if waited >= time.Minute {
			return fmt.Errorf("BatchWriteItem: DynamoDB left %d items unprocessed for a minute (throttled): give the table more write capacity, or fewer --workers", len(reqs))
		}
		select {
		case <-w.ctx.Done():
			return w.ctx.Err()
		case <-time.After(wait):
		}
		waited += wait
		wait = min(2*wait, 5*time.Second)
	}
}

// throttled says DynamoDB refused a call for the table's or the
// account's throughput, which waiting cures.
func throttled(err error) bool {
	var api smithy.APIError
	if !errors.As(err, &api) {
		return false
	}
	switch api.ErrorCode() {
	case "ProvisionedThroughputExceededException", "ThrottlingException", "RequestLimitExceeded":
		return true
	}
	return false
}
