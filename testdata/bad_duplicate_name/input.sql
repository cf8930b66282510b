CREATE TABLE customer (
  customer_id VARCHAR(36) PRIMARY KEY,
  email VARCHAR(200) NOT NULL UNIQUE
);

-- name: GetCustomer :one
SELECT * FROM customer WHERE customer_id = ?;

-- name: GetCustomer :one
SELECT * FROM customer WHERE email = ?;
