CREATE TABLE customer (
  customer_id VARCHAR(36) PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);

-- name: GetCustomer :one
SELECT * FROM customer WHERE customer_id == ?;

-- name: ListCustomers :many
SELECT * FORM customer WHERE name = ?;
