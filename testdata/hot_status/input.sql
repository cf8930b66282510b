-- A status key of three values (issue 35): a hot partition waiting to
-- happen. Orders are placed 1,500 times a second, and each lands in the
-- index on status under one value ('pending'): past the 1,000 write units
-- a partition takes, so the index key is sharded by the hash of the
-- order's id (its reason says why), and each read by status reads every
-- shard for its LIMIT's rows and merges them (the read fan-out). The
-- table keeps orders by id: a key of three values holds no table.
-- Integer ids, no foreign keys, NOW().

-- @rows 3000000
CREATE TABLE orders (
  id          BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  customer_id BIGINT UNSIGNED NOT NULL,
  status      ENUM('pending', 'paid', 'shipped') NOT NULL DEFAULT 'pending',
  total_cents BIGINT   NOT NULL,
  placed_at   DATETIME NOT NULL,
  KEY orders_status (status, placed_at)
);

-- @rows 200000
CREATE TABLE customers (
  id   BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);

-- name: PlaceOrder :execlastid
-- @rps 1500
INSERT INTO orders (customer_id, total_cents, placed_at) VALUES (?, ?, NOW());

-- name: GetOrder :one
-- @rps 300
SELECT * FROM orders WHERE id = ?;

-- name: ListOrdersByStatus :many
-- @rps 40
SELECT id, customer_id, total_cents, placed_at FROM orders
WHERE status = ?
ORDER BY placed_at DESC
LIMIT 50;

-- name: MarkPaid :exec
-- @rps 20
UPDATE orders SET status = 'paid' WHERE id = ?;

-- name: CustomersWithPendingOrders :many
-- An admin report: the customers with a pending order, each once, though
-- its orders sit on several shards. It reads every pending order (a
-- third of them, by the ENUM's values), and is warned of.
-- @rps 1
SELECT id, name FROM customers
WHERE id IN (SELECT customer_id FROM orders WHERE status = 'pending');

-- name: ShipCustomerOrders :exec
-- A customer's orders shipped: found by customer, each order's new index
-- key sharded as its id, read from its item, says.
UPDATE orders SET status = 'shipped' WHERE customer_id = ?;
