-- SQL that no key serves cleanly: every such pattern must say so at its
-- position, with the DynamoDB way to get the same answer, and never hide a
-- Scan or a filter.

CREATE TABLE customer (
  customer_id VARCHAR(36) PRIMARY KEY,
  name        VARCHAR(100) NOT NULL,
  country     CHAR(2) NOT NULL
);

CREATE TABLE orders (
  order_id    VARCHAR(36) PRIMARY KEY,
  customer_id VARCHAR(36) NOT NULL,
  order_date  DATETIME NOT NULL,
  status      ENUM('OPEN','SHIPPED','CLOSED') NOT NULL,
  total       DECIMAL(10,2) NOT NULL,
  FOREIGN KEY (customer_id) REFERENCES customer (customer_id)
);

-- name: GetCustomer :one
SELECT * FROM customer WHERE customer_id = ?;

-- name: ListCustomerOrdersSince :many
-- A customer's orders from a date on, oldest first.
SELECT * FROM orders WHERE customer_id = ? AND order_date >= ? ORDER BY order_date;

-- name: CountCustomerOrders :one
SELECT COUNT(*) FROM orders WHERE customer_id = ?;

-- name: SearchCustomers :many
SELECT * FROM customer WHERE name LIKE '%smith%';

-- name: OrdersPage :many
SELECT * FROM orders WHERE customer_id = ? ORDER BY order_date LIMIT 20 OFFSET 40;

-- name: OpenOrBig :many
SELECT * FROM orders WHERE status = 'OPEN' OR total > 1000;

-- name: BigOrdersOfCustomer :many
-- Filtered: the key finds the customer's orders, the total is checked after.
SELECT * FROM orders WHERE customer_id = ? AND order_date >= ? AND total > ?;

-- name: AllCustomers :many
SELECT * FROM customer;

-- name: LatestOrders :many
SELECT * FROM orders ORDER BY order_date DESC LIMIT 10;

-- name: ShipOrder :exec
UPDATE orders SET status = 'SHIPPED' WHERE order_id = ?;

-- name: CustomersWithOpenOrders :many
SELECT * FROM customer WHERE customer_id IN (SELECT customer_id FROM orders WHERE status = 'OPEN');

-- name: ListOpenOrders :many
-- Every open order: a sparse index, all in one partition.
-- @rps 5000
SELECT * FROM orders WHERE status = 'OPEN';

-- Secondary indexes of the relational schema do not carry over: the access
-- patterns decide the DynamoDB indexes.
CREATE INDEX orders_by_status ON orders (status);

-- name: LatestShippedOrders :many
-- The twenty latest shipped orders, at a rate no one partition serves.
-- @rps 7000
SELECT * FROM orders WHERE status = 'SHIPPED' ORDER BY order_date DESC LIMIT 20;

-- name: OrdersPerStatus :many
SELECT status, COUNT(*) FROM orders WHERE customer_id = ? GROUP BY status HAVING COUNT(*) > 1;

-- name: CustomerOrderStatuses :many
-- The statuses a customer has orders in, each once.
SELECT DISTINCT status FROM orders WHERE customer_id = ?;

-- name: CustomerWithBigOrderCount :one
-- A count with a condition of its own: no counter per customer holds it,
-- so the application counts the orders a Query of the customer's finds.
SELECT c.*, (SELECT COUNT(*) FROM orders o WHERE o.customer_id = c.customer_id AND o.total > ?) AS big_orders
FROM customer c WHERE c.customer_id = ?;

-- name: NoOrders :many
SELECT * FROM orders WHERE customer_id = ? LIMIT 0;

-- name: CustomerIfNoOrders :many
-- An anti-join: the customer only when no order matches. A filter on the
-- items read cannot see an order that is not there, so it is read as NOT
-- EXISTS: the customer's orders (one tells), the customer kept when none.
SELECT c.* FROM customer c LEFT JOIN orders o ON o.customer_id = c.customer_id
WHERE c.customer_id = ? AND o.order_id IS NULL;

-- name: CustomerWithOrdersNotOpen :many
-- A condition in the ON of a LEFT JOIN keeps the customer without such
-- orders; a filter would drop it.
SELECT c.*, o.order_id FROM customer c LEFT JOIN orders o
  ON o.customer_id = c.customer_id AND o.status <> 'OPEN'
WHERE c.customer_id = ?;

-- name: CustomerOrdersByStatusNewestFirst :many
-- Two sort columns read in opposite directions: no one sort key holds both,
-- so the application sorts the customer's orders.
SELECT * FROM orders WHERE customer_id = ? ORDER BY status, order_date DESC;

-- name: CustomerOrdersByStatus :many
-- An ENUM sorts by its declaration (OPEN, SHIPPED, CLOSED), not by its
-- text, which a key would hold: the application sorts.
SELECT order_id, status FROM orders WHERE customer_id = ? ORDER BY status;
