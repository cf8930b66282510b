CREATE TABLE customer (
  customer_id VARCHAR(36) PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);

-- name: GetCustomerByEmail :one
SELECT * FROM customer WHERE email = ?;

-- name: GetCustomerName :one
SELECT c.nmae FROM customer c WHERE c.customer_id = ?;

CREATE TABLE orders (
  order_id BIGINT PRIMARY KEY,
  customer_id VARCHAR(36) NOT NULL,
  status VARCHAR(20) NOT NULL
);

-- name: GetCustomerWithOpenOrders :many
-- An unknown column in a LEFT JOIN's ON is reported once.
SELECT c.name, o.order_id FROM customer c
LEFT JOIN orders o ON o.customer_id = c.customer_id AND o.stauts = 'OPEN'
WHERE c.customer_id = ?;
