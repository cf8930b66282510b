package main

import (
	"bytes"
	"strings"
	"testing"
)

// ordersSchema keys an order by its id alone, and holds one order a
// reference (a lock item of it, for CreateOrder).
const ordersSchema = `CREATE TABLE orders (
  id INT NOT NULL PRIMARY KEY,
  shop_id INT NOT NULL,
  ref VARCHAR(20) NOT NULL,
  placed_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY uq_orders_ref (ref)
);

-- name: GetOrder :one
SELECT * FROM orders WHERE id = ?;

-- name: GetOrderByRef :one
SELECT * FROM orders WHERE ref = ?;

-- name: ListShopOrders :many
SELECT * FROM orders WHERE shop_id = ? ORDER BY placed_at DESC;

-- name: CreateOrder :exec
INSERT INTO orders (id, shop_id, ref) VALUES (?, ?, ?);
`

// migrateDry runs migrate --dry-run of schema from dsn with args.
func migrateDry(t *testing.T, dsn, schema string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append(append([]string{"migrate", "--mysql", dsn, "--dry-run"}, args...), schema), &out, &errb)
	return code, out.String(), errb.String()
}

// TestMigrateServerPrimaryKey: a server that keys orders by (shop_id, id)
// where the schema keys them by id holds two rows of id 1: the pages,
// after the last id, would lose one, so no flag migrates the table.
func TestMigrateServerPrimaryKey(t *testing.T) {
	dsn, _ := sourceDB(t, "shop",
		"CREATE TABLE orders (id INT NOT NULL, shop_id INT NOT NULL, ref VARCHAR(20) NOT NULL, placed_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP, PRIMARY KEY (shop_id, id), UNIQUE KEY uq_orders_ref (ref))",
		"INSERT INTO orders (id, shop_id, ref, placed_at) VALUES (1, 1, 'A-1', '2025-03-01 09:00:00'), (2, 1, 'A-2', '2025-03-01 10:00:00'), (3, 1, 'A-3', NOW()), (1, 2, 'B-1', NOW())")
	schema := writeInput(t, ordersSchema)
	for _, args := range [][]string{nil, {"--accept-schema-differences"}} {
		code, stdout, stderr := migrateDry(t, dsn, schema, args...)
		want := "\nsql2dynamo: orders: the schema says PRIMARY KEY (id), the server PRIMARY KEY (shop_id, id): the rows are read in the order of the schema's primary key"
		if code != exitBadInput || stdout != "" || !strings.Contains(stderr, want) || !strings.Contains(stderr, "is migrated by no flag") {
			t.Errorf("%v: exit %d; want exit %d and %q\n%s%s", args, code, exitBadInput, want, stdout, stderr)
		}
	}
}

// TestMigrateServerUnique: a server without the schema's UNIQUE key of an
// order's reference is a difference; accepted, the two orders of one
// reference meet in its lock item and both are refused, the third is
// migrated.
func TestMigrateServerUnique(t *testing.T) {
	dsn, _ := sourceDB(t, "shop",
		"CREATE TABLE orders (id INT NOT NULL PRIMARY KEY, shop_id INT NOT NULL, ref VARCHAR(20) NOT NULL, placed_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP)",
		"INSERT INTO orders (id, shop_id, ref, placed_at) VALUES (1, 1, 'A-1', '2025-03-01 09:00:00'), (2, 1, 'A-1', '2025-03-01 10:00:00'), (3, 2, 'B-1', NOW())")
	schema := writeInput(t, ordersSchema)
	code, stdout, stderr := migrateDry(t, dsn, schema)
	want := "\nsql2dynamo: orders: the schema says UNIQUE (ref), the server no UNIQUE key of those columns"
	if code != exitBadInput || stdout != "" || !strings.Contains(stderr, want) || !strings.Contains(stderr, "--accept-schema-differences to migrate all the same") {
		t.Fatalf("exit %d; want exit %d and %q\n%s%s", code, exitBadInput, want, stdout, stderr)
	}
	code, stdout, stderr = migrateDry(t, dsn, schema, "--accept-schema-differences")
	for _, want := range []string{
		"refused: orders (id=1): its items and orders (id=2) have one key",
		"refused: orders (id=2): its items and orders (id=1) have one key",
		"a UNIQUE key the server lacks",
		"2 rows refused, 0 written incomplete",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("accepted: stdout lacks %q", want)
		}
	}
	if code != exitFailure || strings.Contains(stdout, "(id=3)") {
		t.Errorf("accepted: exit %d\n%s%s", code, stdout, stderr)
	}
}
