CREATE TABLE customer (
  customer_id VARCHAR(36) PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);

-- name: GetCustomerByEmail :one
SELECT * FROM customer WHERE email = ?;

-- name: GetCustomerName :one
SELECT c.nmae FROM customer c WHERE c.customer_id = ?;
