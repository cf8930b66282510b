package migrate_test

import (
	"context"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/migrate"
)

// TestCounterReadOnce: a counter's GROUP BY, which reads its whole table,
// runs once to find collisions and once to write its items, not again in
// the second read of the collision check when none of its keys is a
// suspect's (two emails alike to the schema's collation, apart on the
// server's, make the second read run). MariaDB's general log counts the
// statements.
func TestCounterReadOnce(t *testing.T) {
	_, db := mariaDB(t, "accounts",
		"CREATE TABLE users (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, email VARCHAR(100) COLLATE utf8mb4_bin NOT NULL, plan VARCHAR(20) NOT NULL, UNIQUE KEY uq_users_email (email))",
		"INSERT INTO users VALUES (1, 'ann@example.com', 'free'), (2, 'Ann@example.com', 'pro'), (3, 'bob@example.com', 'free')",
		"SET GLOBAL log_output = 'TABLE'", "SET GLOBAL general_log = 1")
	ctx := context.Background()
	m := analyze.Analyze(analyze.File{Name: "schema.sql", Text: `CREATE TABLE users (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(100) NOT NULL,
  plan VARCHAR(20) NOT NULL,
  UNIQUE KEY uq_users_email (email)
);

-- name: GetUserByEmail :one
SELECT * FROM users WHERE email = ?;

-- name: CountPlanUsers :one
SELECT COUNT(*) FROM users WHERE plan = ?;

-- name: CreateUser :execlastid
INSERT INTO users (email, plan) VALUES (?, ?);
`})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	d := design.New(m, design.Options{Table: "accounts"})
	res, err := migrate.Run(ctx, d, migrate.Options{Source: db, Table: "accounts", DryRun: true, AcceptSchema: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Refused) != 2 {
		t.Fatalf("refused %+v; want ids 1 and 2, their emails alike", res.Refused)
	}
	var n int
	if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM mysql.general_log WHERE command_type = 'Execute' AND argument LIKE '%GROUP BY%'").Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 2 {
		t.Errorf("the counter's GROUP BY ran %d times, want 2", n)
	}
}
