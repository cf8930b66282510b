CREATE TABLE customer (
  customer_id VARCHAR(36) PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);

CREATE TABLE orders (
  order_id VARCHAR(36) PRIMARY KEY,
  customer_id VARCHAR(36) NOT NULL,
  FOREIGN KEY (customer_id) REFERENCES customer (customer_id)
);

-- name: GetCustomerOrders :many
SELECT o.* FROM orders o JOIN customer c ON o.customer_id = c.customer_id
WHERE customer_id = ?;
