package migrate_test

import (
	"context"
	gosql "database/sql"
	"os"
	"testing"

	"sql2dynamo/verify"
)

// mariaDB starts a MariaDB of the test's own, creates database in it (as
// a schema that declares no collation means: MySQL 8's default, as
// MariaDB has it) and runs stmts there; it returns the server's DSN and
// a pool of the database.
func mariaDB(t *testing.T, database string, stmts ...string) (string, *gosql.DB) {
	t.Helper()
	server := os.Getenv("SQL2DYNAMO_MARIADBD")
	if server == "" {
		t.Skip("SQL2DYNAMO_MARIADBD is not set: ./test.sh sets it")
	}
	ctx := context.Background()
	dsn, stop, err := verify.StartMariaDB(ctx, server, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	admin, err := gosql.Open("mysql", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+database+" CHARACTER SET utf8mb4 COLLATE utf8mb4_uca1400_nopad_ai_ci"); err != nil {
		t.Fatal(err)
	}
	db, err := gosql.Open("mysql", dsn+database)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	for _, q := range stmts {
		if _, err := db.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	return dsn, db
}
