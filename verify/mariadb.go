package verify

import (
	"context"
	gosql "database/sql"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/go-sql-driver/mysql"
)

// StartMariaDB starts a MariaDB server of its own (the mariadbd at
// server, its data in dir, made with mariadb-install-db) on a free
// loopback port, and returns root's DSN on the server's socket (root has
// no password there) once it answers; stop ends it. For tests: ./test.sh
// installs MariaDB and names its server in $SQL2DYNAMO_MARIADBD.
func StartMariaDB(ctx context.Context, server, dir string) (dsn string, stop func(), err error) {
	me, err := user.Current()
	if err != nil {
		return "", nil, err
	}
	data := filepath.Join(dir, "data")
	install := exec.CommandContext(ctx, "mariadb-install-db", "--no-defaults", "--datadir="+data, "--user="+me.Username,
		"--auth-root-authentication-method=normal", "--skip-test-db")
	if out, err := install.CombinedOutput(); err != nil {
		return "", nil, fmt.Errorf("mariadb-install-db: %v\n%s", err, out)
	}
	port, err := freePort()
	if err != nil {
		return "", nil, err
	}
	log, err := os.Create(filepath.Join(dir, "server.log"))
	if err != nil {
		return "", nil, err
	}
	defer log.Close()
	cmd := exec.Command(server, "--no-defaults", "--datadir="+data, "--user="+me.Username,
		"--bind-address=127.0.0.1", fmt.Sprintf("--port=%d", port), "--socket="+filepath.Join(dir, "sock"),
		"--pid-file="+filepath.Join(dir, "pid"), "--skip-name-resolve",
		"--innodb-buffer-pool-size=64M")
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // a Ctrl-C of the tests is not the server's
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	stop = func() {
		cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	}
	dsn = fmt.Sprintf("root@unix(%s)/", filepath.Join(dir, "sock"))
	db, err := gosql.Open("mysql", dsn)
	if err != nil {
		stop()
		return "", nil, err
	}
	defer db.Close()
	deadline := time.Now().Add(time.Minute)
	for {
		select {
		case err := <-done:
			b, _ := os.ReadFile(log.Name())
			return "", nil, fmt.Errorf("mariadbd ended: %v\n%s", err, b)
		default:
		}
		attempt, cancel := context.WithTimeout(ctx, time.Second)
		err := db.PingContext(attempt)
		cancel()
		if err == nil {
			return dsn, stop, nil
		}
		if time.Now().After(deadline) {
			stop()
			return "", nil, fmt.Errorf("MariaDB did not answer within a minute: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// MariaDBPid is the process id of the server StartMariaDB started for
// dsn (its pid file is beside its socket): a test stops it with SIGSTOP.
func MariaDBPid(dsn string) (int, error) {
	cfg, err := mysql.ParseDSN(dsn)
	if err != nil {
		return 0, err
	}
	b, err := os.ReadFile(filepath.Join(filepath.Dir(cfg.Addr), "pid"))
	if err != nil {
		return 0, err
	}
	return strconv.Atoi(strings.TrimSpace(string(b)))
}
