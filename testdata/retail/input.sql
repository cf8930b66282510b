-- Retail store of seed 002 ("Build a DynamoDB schema from SQL"): customers
-- place orders, and invoices bill a customer for one or more orders.

-- @rows 100000
CREATE TABLE customer (
  customer_id VARCHAR(36)  PRIMARY KEY,
  name        VARCHAR(100) NOT NULL,
  email       VARCHAR(200) NOT NULL UNIQUE,
  city        VARCHAR(100)
);

-- @rows 800000
CREATE TABLE invoice (
  invoice_id   VARCHAR(36)   PRIMARY KEY,
  customer_id  VARCHAR(36)   NOT NULL,
  invoice_date DATE          NOT NULL,
  amount       DECIMAL(10,2) NOT NULL,
  FOREIGN KEY (customer_id) REFERENCES customer (customer_id)
);

-- @rows 2000000
CREATE TABLE orders (
  order_id    VARCHAR(36)   PRIMARY KEY,
  customer_id VARCHAR(36)   NOT NULL,
  invoice_id  VARCHAR(36),
  order_date  DATETIME      NOT NULL,
  status      ENUM('OPEN','SHIPPED','CLOSED') NOT NULL,
  total       DECIMAL(10,2) NOT NULL,
  FOREIGN KEY (customer_id) REFERENCES customer (customer_id),
  FOREIGN KEY (invoice_id)  REFERENCES invoice (invoice_id)
);

-- name: GetCustomer :one
-- Get all information about a customer.
-- @rps 500
SELECT * FROM customer WHERE customer_id = ?;

-- name: GetCustomerOrders :many
-- Get all orders placed by a customer.
SELECT A.* FROM orders A, customer B
WHERE A.customer_id = B.customer_id
AND B.customer_id = ?;

-- name: GetOrder :one
-- Get details of a given order.
SELECT * FROM orders WHERE order_id = ?;

-- name: GetCustomerOrder :one
-- Get specific order details of a customer.
SELECT A.* FROM orders A, customer B
WHERE A.customer_id = B.customer_id
AND B.customer_id = ?
AND A.order_id = ?;

-- name: GetCustomerInvoices :many
-- Get all invoices for a customer.
SELECT A.* FROM invoice A, customer B
WHERE A.customer_id = B.customer_id
AND B.customer_id = ?;

-- name: GetInvoiceOrders :many
-- Get orders for an invoice.
SELECT A.* FROM orders A, invoice B
WHERE A.invoice_id = B.invoice_id
AND B.invoice_id = ?;

-- name: GetRecentOrders :many
-- The ten most recent orders of a customer.
-- @rps 300
SELECT A.* FROM orders A, customer B
WHERE A.customer_id = B.customer_id
AND B.customer_id = ?
ORDER BY A.order_date DESC LIMIT 10;

-- name: CountCustomerOrders :one
-- How many orders a customer has placed.
SELECT COUNT(*) FROM orders WHERE customer_id = ?;

-- name: RegisterCustomer :exec
-- A new customer signs up; two customers never share an email.
INSERT INTO customer (customer_id, name, email, city) VALUES (?, ?, ?, ?);

-- name: PlaceOrder :exec
-- A customer places an order.
-- @rps 50
INSERT INTO orders (order_id, customer_id, invoice_id, order_date, status, total)
VALUES (?, ?, ?, ?, 'OPEN', ?);

-- name: ShipCustomerOrder :exec
-- An order of a customer ships.
UPDATE orders SET status = ? WHERE customer_id = ? AND order_date = ? AND order_id = ?;

-- name: DeleteCustomerInvoice :exec
-- A customer's invoice is deleted.
DELETE FROM invoice WHERE customer_id = ? AND invoice_id = ?;

-- name: ChangeOrderStatus :exec
-- An order's status changes, found by its id alone.
UPDATE orders SET status = ? WHERE order_id = ?;

-- name: CloseCustomerOrders :exec
-- Every order of a customer closes: many rows, one write each.
UPDATE orders SET status = 'CLOSED' WHERE customer_id = ?;

-- name: RescheduleOrder :exec
-- An order's date changes: the date is part of its sort key.
UPDATE orders SET order_date = ? WHERE customer_id = ? AND order_date = ? AND order_id = ?;

-- name: CancelOrder :exec
-- An order is cancelled and removed: the customer's order count drops.
DELETE FROM orders WHERE customer_id = ? AND order_date = ? AND order_id = ?;
