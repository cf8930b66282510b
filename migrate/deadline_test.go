package migrate_test

import (
	"context"
	"errors"
	"syscall"
	"testing"
	"time"

	"sql2dynamo/migrate"
	"sql2dynamo/verify"
)

// TestTimeoutIsTheServers: --timeout bounds how long the server may stop
// answering, not how long a statement runs: one that gives its first row
// after three times the timeout (SLEEP, as a counter's GROUP BY on a
// large table reads it whole first) ends well, while the server answers
// pings meanwhile; the same statement on a server stopped with SIGSTOP
// ends with ErrTimeout within about twice the timeout.
func TestTimeoutIsTheServers(t *testing.T) {
	dsn, db := mariaDB(t, "app")
	ctx := context.Background()
	const timeout = time.Second
	if err := migrate.Query(ctx, db, timeout, "SELECT SLEEP(3)"); err != nil {
		t.Errorf("a statement of 3s, the server answering, --timeout 1s: %v", err)
	}
	pid, err := verify.MariaDBPid(dsn)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	start := time.Now()
	go func() { done <- migrate.Query(ctx, db, timeout, "SELECT SLEEP(30)") }()
	time.Sleep(200 * time.Millisecond)
	if err := syscall.Kill(pid, syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	defer syscall.Kill(pid, syscall.SIGCONT)
	select {
	case err := <-done:
		if !errors.Is(err, migrate.ErrTimeout) || time.Since(start) > 3*timeout {
			t.Errorf("the server stopped: %v after %s; want ErrTimeout within about %s", err, time.Since(start), 2*timeout)
		}
	case <-time.After(10 * time.Second):
		t.Errorf("the server stopped: the statement still waits after 10s")
	}
}
