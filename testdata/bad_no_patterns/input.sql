-- A schema alone: the design is driven by the queries, so there is nothing to design.
CREATE TABLE customer (
  customer_id VARCHAR(36) PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);
