package main

import (
	"context"
	"os"
	"sync"
	"sync/atomic"
	"testing"

	"sql2dynamo/verify"
)

// local is the DynamoDB Local the package's long tests share (the
// corpus's verify, the ElectroDB and OneTable loads): started by the first
// that asks, with the JVM's full JIT (verify.StartLongLocal), and stopped
// by TestMain (issue 60). Each of them works on tables of its own. A test
// that stops its engine, or counts the tables on it, starts its own
// (startLocal).
var local struct {
	sync.Mutex
	tried    bool
	endpoint string
	err      error
	stop     func()
}

func TestMain(m *testing.M) {
	code := m.Run()
	local.Lock()
	if local.stop != nil {
		local.stop()
	}
	os.Exit(code)
}

// twoAtATime calls f(0), ..., f(n-1), two at a time: the tests whose
// items each wait on DynamoDB Local or on a command keep both cores busy
// (one at a time left one idle while the other answered).
func twoAtATime(n int, f func(i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				f(i)
			}
		})
	}
	wg.Wait()
}

// sharedLocal is the endpoint of the package's shared DynamoDB Local.
func sharedLocal(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("DYNAMODB_LOCAL_DIR")
	if dir == "" {
		t.Skip("DYNAMODB_LOCAL_DIR is not set: ./test.sh installs DynamoDB Local and sets it")
	}
	local.Lock()
	defer local.Unlock()
	if !local.tried {
		local.tried = true
		local.endpoint, local.stop, local.err = verify.StartLongLocal(context.Background(), dir)
	}
	if local.err != nil {
		t.Fatal(local.err)
	}
	return local.endpoint
}
