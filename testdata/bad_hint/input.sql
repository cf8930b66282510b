-- @rows lots
CREATE TABLE customer (
  customer_id VARCHAR(36) PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);

-- name: GetCustomer :one
-- @rps 0
-- @cache 60
SELECT * FROM customer WHERE customer_id = ?;
