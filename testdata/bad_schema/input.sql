CREATE TABLE customer (
  customer_id VARCHAR(36) PRIMARY KEY,
  email VARCHAR(200) NOT NULL,
  PRIMARY KEY (email)
);

CREATE TABLE customer (
  customer_id VARCHAR(36) PRIMARY KEY
);

CREATE TABLE orders (
  order_id VARCHAR(36) PRIMARY KEY,
  customer_id VARCHAR(36) NOT NULL,
  customer_email VARCHAR(200) NOT NULL,
  UNIQUE (order_ref),
  FOREIGN KEY (customer_id, customer_email) REFERENCES customer (customer_id)
);

CREATE TABLE invoice (
  invoice_id VARCHAR(36) PRIMARY KEY,
  customer_email VARCHAR(200) NOT NULL,
  FOREIGN KEY (customer_email) REFERENCES customer (email)
);

ALTER TABLE payments ADD FOREIGN KEY (invoice_id) REFERENCES invoice (invoice_id);

ALTER TABLE orders ADD COLUMN note VARCHAR(200);

-- name: GetOrder :one
SELECT * FROM orders WHERE order_id = ?;
