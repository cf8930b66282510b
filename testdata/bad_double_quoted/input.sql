CREATE TABLE customer (
  customer_id VARCHAR(36) PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);

-- name: GetCustomer :one
-- In MySQL "customer_id" is the string 'customer_id', not the column.
SELECT * FROM customer WHERE "customer_id" = ?;
