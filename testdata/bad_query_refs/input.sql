CREATE TABLE customer (
  customer_id VARCHAR(36) PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);

CREATE TABLE orders (
  order_id VARCHAR(36) PRIMARY KEY,
  customer_ref VARCHAR(36) NOT NULL
);

-- name: GetCustomer :one
SELECT * FROM customer c WHERE x.customer_id = ?;

-- name: GetOrderCustomer :one
SELECT o.* FROM orders o JOIN customer c USING (customer_id) WHERE o.order_id = ?;

-- name: Now :one
SELECT 1;

-- name: GetCustomerStar :one
SELECT z.* FROM customer c WHERE c.customer_id = ?;
