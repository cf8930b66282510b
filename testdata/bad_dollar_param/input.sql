CREATE TABLE customer (
  customer_id VARCHAR(36) PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);

-- name: GetCustomer :one
-- PostgreSQL style: MySQL would read $1 as a column name.
SELECT * FROM customer WHERE customer_id = $1;
