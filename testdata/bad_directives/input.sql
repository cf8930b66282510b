-- @rps 100
CREATE TABLE customer (
  customer_id VARCHAR(36) PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);

-- name: GetCustomer :first
SELECT * FROM customer WHERE customer_id = ?;

-- name: ListCustomers :exec
-- @rows 1000
SELECT * FROM customer WHERE name = ?;
