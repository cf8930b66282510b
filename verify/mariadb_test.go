package verify

import (
	"context"
	gosql "database/sql"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestCasesMariaDB verifies every testdata case against a real MariaDB
// (the --mysql engine) instead of the in-process one. ./test.sh installs
// MariaDB and names its server in $SQL2DYNAMO_MARIADBD.
func TestCasesMariaDB(t *testing.T) {
	verifyCases(t, endpoint(t), mariaDB(t))
}

// mariaDB starts a MariaDB server of the test's own, on a free loopback
// port with a data folder in the test's temp folder, and returns its DSN;
// it is stopped when the test ends. Anyone may connect
// (--skip-grant-tables): it listens on loopback only and lives for one test.
func mariaDB(t *testing.T) string {
	t.Helper()
	server := os.Getenv("SQL2DYNAMO_MARIADBD")
	if server == "" {
		t.Skip("SQL2DYNAMO_MARIADBD is not set: ./test.sh installs MariaDB and sets it")
	}
	me, err := user.Current()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	install := exec.Command("mariadb-install-db", "--no-defaults", "--datadir="+data, "--user="+me.Username,
		"--auth-root-authentication-method=normal", "--skip-test-db")
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("mariadb-install-db: %v\n%s", err, out)
	}
	port, err := freePort()
	if err != nil {
		t.Fatal(err)
	}
	log, err := os.Create(filepath.Join(dir, "server.log"))
	if err != nil {
		t.Fatal(err)
	}
	defer log.Close()
	cmd := exec.Command(server, "--no-defaults", "--datadir="+data, "--user="+me.Username,
		"--bind-address=127.0.0.1", fmt.Sprintf("--port=%d", port), "--socket="+filepath.Join(dir, "sock"),
		"--pid-file="+filepath.Join(dir, "pid"), "--skip-grant-tables", "--skip-name-resolve",
		"--innodb-buffer-pool-size=64M")
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // a Ctrl-C of the tests is not the server's
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	dsn := fmt.Sprintf("root@tcp(127.0.0.1:%d)/", port)
	db, err := gosql.Open("mysql", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	deadline := time.Now().Add(time.Minute)
	for {
		select {
		case err := <-done:
			b, _ := os.ReadFile(log.Name())
			t.Fatalf("mariadbd ended: %v\n%s", err, b)
		default:
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		err := db.PingContext(ctx)
		cancel()
		if err == nil {
			return dsn
		}
		if time.Now().After(deadline) {
			t.Fatalf("MariaDB did not answer within a minute: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
