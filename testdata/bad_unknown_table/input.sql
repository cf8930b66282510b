CREATE TABLE customer (
  customer_id VARCHAR(36) PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);

-- name: GetOrder :one
-- orders is not a table of this schema: the query names a table that does not exist.
SELECT * FROM orders WHERE order_id = ?;
