package main

import (
	"bytes"
	"context"
	"errors"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"sql2dynamo/verify"
)

// A run that cannot happen or go on exits 2 with one line on stderr and
// nothing on stdout, whatever failed: these are the faults a user meets.

func oneLine(t *testing.T, code int, stdout, stderr string) {
	t.Helper()
	stderr = announced(t, stderr)
	if code != exitBadInput || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "sql2dynamo: ") {
		t.Fatalf("exit %d, stdout %q, stderr %q; want 2, nothing, one line", code, stdout, stderr)
	}
}

func TestVerifyBadEndpoint(t *testing.T) {
	t.Chdir("../..")
	var out, errb bytes.Buffer
	code := run([]string{"verify", "--endpoint", "http://127.0.0.1:1", "testdata/starbucks/input.sql"}, &out, &errb)
	oneLine(t, code, out.String(), errb.String())
}

func TestVerifyBadDSN(t *testing.T) {
	endpoint := startLocal(t)
	t.Chdir("../..")
	var out, errb bytes.Buffer
	code := run([]string{"verify", "--endpoint", endpoint, "--mysql", "nobody:secret@tcp(127.0.0.1:1)/", "testdata/starbucks/input.sql"}, &out, &errb)
	oneLine(t, code, out.String(), errb.String())
	if tables := listTables(t, endpoint); len(tables) > 0 {
		t.Errorf("tables left behind: %v", tables)
	}
}

// TestVerifyEngineStops stops DynamoDB Local while verify loads the table,
// and again while it runs the checks: one line and exit 2, not a failure
// per pattern.
func TestVerifyEngineStops(t *testing.T) {
	dir := os.Getenv("DYNAMODB_LOCAL_DIR")
	if dir == "" {
		t.Skip("DYNAMODB_LOCAL_DIR is not set: ./test.sh installs DynamoDB Local and sets it")
	}
	t.Chdir("../..")
	for _, phase := range []string{"loading", "checks", "SIGSTOP"} {
		t.Run(phase, func(t *testing.T) {
			endpoint, stop, err := verify.StartLocal(context.Background(), dir)
			if err != nil {
				t.Fatal(err)
			}
			defer stop()
			java := localPid(endpoint)
			var out, errb bytes.Buffer
			done := make(chan int, 1)
			go func() {
				done <- run([]string{"verify", "--endpoint", endpoint, "--rows", "300", "--bindings", "30", "--timeout", "2s", "testdata/retail/input.sql"}, &out, &errb) // checks that last
			}()
			if !waitTable(t, endpoint, phase != "loading", done) {
				t.Skip("the run ended before the engine could be stopped")
			}
			if phase == "SIGSTOP" {
				// Stopped, not gone: it takes connections and never answers.
				if java == 0 || syscall.Kill(java, syscall.SIGSTOP) != nil {
					t.Fatalf("no DynamoDB Local process (%d) to stop", java)
				}
				defer syscall.Kill(java, syscall.SIGCONT)
				select {
				case code := <-done:
					done <- code
				case <-time.After(time.Minute):
					t.Fatal("a stopped DynamoDB hangs verify")
				}
			} else {
				stop()
			}
			oneLine(t, <-done, out.String(), errb.String())
		})
	}
}

// TestVerifySignals sends SIGTERM and SIGINT to a verify process: it stops
// DynamoDB Local (its own) or deletes the table (on --endpoint), and exits
// 143 or 130.
func TestVerifySignals(t *testing.T) {
	endpoint := startLocal(t)
	bin := filepath.Join(t.TempDir(), "sql2dynamo")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	t.Chdir("../..")
	for _, c := range []struct {
		sig              syscall.Signal
		endpoint, loaded bool // on --endpoint: signalled once the table exists, or once it is loaded
		code             int
	}{{syscall.SIGTERM, true, false, 143}, {syscall.SIGINT, true, true, 130}, {syscall.SIGTERM, false, false, 143},
		{syscall.SIGHUP, false, false, 129}, {syscall.SIGQUIT, false, false, 131}, {syscall.SIGKILL, false, false, -1}} {
		t.Run(c.sig.String()+map[bool]string{true: " on --endpoint", false: " on its own DynamoDB Local"}[c.endpoint], func(t *testing.T) {
			args := []string{"verify", "--rows", "300", "--bindings", "30", "testdata/retail/input.sql"} // checks that last
			if c.endpoint {
				args = append(args, "--endpoint", endpoint)
			}
			cmd := exec.Command(bin, args...)
			tmp := t.TempDir()
			cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
			var errb bytes.Buffer
			cmd.Stderr = &errb
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			exited, done := make(chan error, 1), make(chan int, 1)
			go func() {
				err := cmd.Wait()
				exited <- err
				done <- 0
			}()
			var java int
			deadline := time.Now().Add(time.Minute)
			for java == 0 && !c.endpoint && time.Now().Before(deadline) {
				java = child(cmd.Process.Pid)
				time.Sleep(50 * time.Millisecond)
			}
			if !c.endpoint && java == 0 {
				t.Fatal("no DynamoDB Local process started")
			}
			if c.endpoint && !waitTable(t, endpoint, c.loaded, done) {
				t.Skip("the run ended before the signal could be sent")
			}
			if !c.endpoint {
				time.Sleep(2 * time.Second) // past its start, into the run
			}
			cmd.Process.Signal(c.sig)
			err := <-exited
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != c.code {
				t.Fatalf("exit %v, want %d; stderr %q", err, c.code, errb.String())
			}
			if c.sig == syscall.SIGKILL {
				// Nothing runs in the run: DynamoDB Local must die with
				// it, and the next run removes the temp folder it left.
				for i := 0; i < 300 && syscall.Kill(java, 0) == nil; i++ {
					time.Sleep(50 * time.Millisecond)
				}
				next := exec.Command(bin, "verify", "--rows", "5", "testdata/starbucks/input.sql")
				next.Env = cmd.Env
				if out, err := next.CombinedOutput(); err != nil {
					t.Fatalf("the run after: %v\n%s", err, out)
				}
			} else if strings.Count(announced(t, errb.String()), "\n") != 1 {
				t.Errorf("stderr %q, want one line", errb.String())
			}
			if c.endpoint {
				if tables := listTables(t, endpoint); len(tables) > 0 {
					t.Errorf("tables left behind: %v", tables)
				}
			} else if syscall.Kill(java, 0) == nil {
				t.Errorf("DynamoDB Local (pid %d) still runs", java)
			}
			if left, _ := os.ReadDir(tmp); len(left) > 0 {
				t.Errorf("left in the temp folder: %s", left[0].Name())
			}
		})
	}
}

// announced is stderr less the line a run on --endpoint starts with,
// naming its table (checked here).
func announced(t *testing.T, stderr string) string {
	t.Helper()
	first, rest, _ := strings.Cut(stderr, "\n")
	if !strings.HasPrefix(first, "sql2dynamo: verifying on table ") {
		return stderr
	}
	if !strings.Contains(first, " at http://127.0.0.1:") {
		t.Errorf("the announcement names no endpoint: %q", first)
	}
	return rest
}

// localPid is the pid of the DynamoDB Local this process started that
// serves endpoint, 0 if none: the package's shared one (sharedLocal) is
// a java child of the test process too, and must never be the one a test
// stops.
func localPid(endpoint string) int {
	u, err := url.Parse(endpoint)
	if err != nil || u.Port() == "" {
		return 0
	}
	for pid := childNamed(os.Getpid(), "java"); pid != 0; {
		cmdline, _ := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "cmdline"))
		if bytes.Contains(cmdline, []byte("\x00-port\x00"+u.Port()+"\x00")) { // /proc ends every argument with a NUL
			return pid
		}
		pid = nextChildNamed(os.Getpid(), "java", pid)
	}
	return 0
}

// child is the pid of a process whose parent is pid, 0 if none.
func child(pid int) int { return childNamed(pid, "") }

// childNamed is the pid of a process named name (any, when "") whose
// parent is pid, 0 if none.
func childNamed(pid int, name string) int { return nextChildNamed(pid, name, 0) }

// nextChildNamed is childNamed's next match after the process after (0:
// the first), in /proc's order.
func nextChildNamed(pid int, name string, after int) int {
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	if after != 0 {
		i := slices.Index(stats, filepath.Join("/proc", strconv.Itoa(after), "stat"))
		if i < 0 {
			return 0
		}
		stats = stats[i+1:]
	}
	for _, s := range stats {
		b, err := os.ReadFile(s)
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...
		head, rest, ok := strings.Cut(string(b), ") ")
		_, comm, _ := strings.Cut(head, " (")
		if f := strings.Fields(rest); ok && len(f) > 1 && f[1] == strconv.Itoa(pid) && (name == "" || comm == name) {
			n, _ := strconv.Atoi(filepath.Base(filepath.Dir(s)))
			return n
		}
	}
	return 0
}

func listTables(t *testing.T, endpoint string) []string {
	t.Helper()
	client, err := verify.NewClient(context.Background(), endpoint)
	if err != nil {
		t.Fatal(err)
	}
	out, err := client.ListTables(context.Background(), &dynamodb.ListTablesInput{})
	if err != nil {
		t.Fatal(err)
	}
	return out.TableNames
}

// waitTable waits until a verify table exists on endpoint (and, when
// loaded, until its item count has stopped growing: the checks run). It
// reports false when done says the run ended first.
func waitTable(t *testing.T, endpoint string, loaded bool, done chan int) bool {
	t.Helper()
	client, err := verify.NewClient(context.Background(), endpoint)
	if err != nil {
		t.Fatal(err)
	}
	last, steady := int32(-1), 0
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		select {
		case code := <-done:
			done <- code
			return false
		default:
		}
		tables, err := client.ListTables(context.Background(), &dynamodb.ListTablesInput{})
		if err != nil || len(tables.TableNames) == 0 {
			continue
		}
		if !loaded {
			return true
		}
		n, err := client.Scan(context.Background(), &dynamodb.ScanInput{TableName: aws.String(tables.TableNames[0]), Select: "COUNT"})
		if err != nil {
			continue
		}
		if n.Count > 0 && n.Count == last {
			if steady++; steady == 3 {
				return true
			}
		} else {
			steady = 0
		}
		last = n.Count
	}
	t.Fatal("no verify table appeared")
	return false
}

// TestVerifyStopsWhileGenerating: SIGTERM while a large run generates
// and loads its rows stops it at once (it went on for seconds).
func TestVerifyStopsWhileGenerating(t *testing.T) {
	if os.Getenv("DYNAMODB_LOCAL_DIR") == "" {
		t.Skip("DYNAMODB_LOCAL_DIR is not set: ./test.sh installs DynamoDB Local and sets it")
	}
	bin := filepath.Join(t.TempDir(), "sql2dynamo")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	t.Chdir("../..")
	cmd := exec.Command(bin, "verify", "--rows", "200000", "testdata/retail/input.sql")
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(1500 * time.Millisecond) // generating and loading 200,000 rows a table
	start := time.Now()
	cmd.Process.Signal(syscall.SIGTERM)
	err := cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 143 {
		t.Fatalf("exit %v, want 143; stderr %q", err, errb.String())
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("stopped %s after SIGTERM, want at once", took.Round(time.Millisecond))
	}
}

// TestMigrateUsage: a migration without a database to read, or that
// cannot reach it, exits 2 with one line, before anything is written.
func TestMigrateUsage(t *testing.T) {
	t.Chdir("../..")
	for _, args := range [][]string{
		{"migrate", "testdata/shop/input.sql"},
		{"migrate", "--mysql", "nobody:secret@tcp(127.0.0.1:1)/", "testdata/shop/input.sql"},
		{"migrate", "--mysql", "nobody:secret@tcp(127.0.0.1:1)/shop", "--workers", "0", "testdata/shop/input.sql"},
		{"migrate", "--mysql", "nobody:secret@tcp(127.0.0.1:1)/shop", "--endpoint", "http://127.0.0.1:1", "testdata/shop/input.sql"},
		{"migrate", "--mysql", "nobody:secret@tcp(127.0.0.1:1)/shop", "--to-import", "out", "--endpoint", "http://127.0.0.1:1", "testdata/shop/input.sql"},
		{"migrate", "--mysql", "nobody:secret@tcp(127.0.0.1:1)/shop", "--dry-run", "--resume", "testdata/shop/input.sql"},
		{"migrate", "--mysql", "nobody:secret@tcp(127.0.0.1:1)/shop", "--part-mb", "0", "--to-import", "out", "testdata/shop/input.sql"},
		{"migrate", "--mysql", "nobody:secret@tcp(127.0.0.1:1)/shop", "--timeout", "0s", "testdata/shop/input.sql"},
		{"migrate", "--mysql", "nobody:secret@tcp(127.0.0.1:1)/shop", "--verify-after", "testdata/shop/input.sql"},
		{"migrate", "--mysql", "nobody:secret@tcp(127.0.0.1:1)/shop", "--verify-after", "--dry-run", "--endpoint", "http://127.0.0.1:1", "testdata/shop/input.sql"},
		{"migrate", "--load", "testdata/shop", "--mysql", "nobody:secret@tcp(127.0.0.1:1)/shop", "testdata/shop/input.sql"},
		{"migrate", "--load", "testdata/shop", "--endpoint", "http://127.0.0.1:1", "testdata/shop/input.sql"},
		{"verify", "--no-load", "--mysql", "nobody:secret@tcp(127.0.0.1:1)/shop", "testdata/shop/input.sql"},
		{"verify", "--no-load", "--mysql", "nobody:secret@tcp(127.0.0.1:1)/", "--endpoint", "http://127.0.0.1:1", "testdata/shop/input.sql"},
		{"verify", "--no-load", "--mysql", "nobody:secret@tcp(127.0.0.1:1)/shop", "--endpoint", "http://127.0.0.1:1", "testdata/shop/input.sql"},
	} {
		var out, errb bytes.Buffer
		code := run(args, &out, &errb)
		oneLine(t, code, out.String(), errb.String())
		if strings.Contains(errb.String(), "secret") {
			t.Errorf("%v: the password is printed: %s", args, errb.String())
		}
	}
}
