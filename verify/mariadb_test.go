package verify

import (
	"context"
	gosql "database/sql"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/go-sql-driver/mysql"
)

// TestCasesMariaDB verifies every testdata case against a real MariaDB
// (the --mysql engine) instead of the in-process one. ./test.sh installs
// MariaDB and names its server in $SQL2DYNAMO_MARIADBD.
func TestCasesMariaDB(t *testing.T) {
	verifyCases(t, endpoint(t), mariaDB(t))
}

// mariaDB starts a MariaDB server of the test's own, on a free loopback
// port with a data folder in the test's temp folder, and returns its DSN;
// it is stopped when the test ends. Rights are checked, as on a real
// server: the DSN is root's, on the server's socket (root@localhost has no
// password), so that verify can make the run's user, whose rights end at
// the run's database.
func mariaDB(t *testing.T) string {
	t.Helper()
	server := os.Getenv("SQL2DYNAMO_MARIADBD")
	if server == "" {
		t.Skip("SQL2DYNAMO_MARIADBD is not set: ./test.sh installs MariaDB and sets it (SQL2DYNAMO_NO_MARIADB=1 skips it)")
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
		"--pid-file="+filepath.Join(dir, "pid"), "--skip-name-resolve",
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
	dsn := fmt.Sprintf("root@unix(%s)/", filepath.Join(dir, "sock"))
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

// TestMariaDBRunUser: a --mysql run drops what dead runs left, gets a
// database and a user of its own, unique even for two runs at once, whose
// rights end at that database (no FILE), and leaves nothing behind.
func TestMariaDBRunUser(t *testing.T) {
	dsn := mariaDB(t)
	root, err := gosql.Open("mysql", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	ctx := context.Background()
	for _, q := range []string{"CREATE DATABASE sql2dynamo_verify_999999_dead", "CREATE DATABASE sql2dynamo_verify_0badc0de"} {
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
	names := func() []string {
		rows, err := root.QueryContext(ctx, `SHOW DATABASES LIKE 'sql2dynamo\_verify\_%'`)
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
	if got := names(); len(got) != 2 {
		t.Errorf("databases %v: the dead runs' are not dropped", got)
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
	var users int
	if err := root.QueryRowContext(ctx, `SELECT COUNT(*) FROM mysql.user WHERE user LIKE 'sql2dynamo\_verify\_%'`).Scan(&users); err != nil || users > 0 {
		t.Errorf("users left behind: %d (%v)", users, err)
	}
}

// TestMariaDBStops: a server that stops answering (SIGSTOP) is the
// engine's fault within the timeout, not a hang.
func TestMariaDBStops(t *testing.T) {
	dsn := mariaDB(t)
	cfg, err := mysql.ParseDSN(dsn)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(filepath.Dir(cfg.Addr), "pid"))
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
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
