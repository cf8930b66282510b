-- The web shop of seed 000 ("One-to-many relationships in NoSQL"): users
-- with a few addresses, their orders, and the items of each order.

CREATE TABLE users (
  username      VARCHAR(50)  PRIMARY KEY,
  full_name     VARCHAR(100) NOT NULL,
  email         VARCHAR(200) NOT NULL,
  date_of_birth DATE,
  created_at    DATETIME     NOT NULL
);

-- A user keeps a handful of addresses, never looked up on their own.
-- @max 10
CREATE TABLE user_addresses (
  username       VARCHAR(50)  NOT NULL,
  address_no     INT          NOT NULL,
  street_address VARCHAR(200) NOT NULL,
  postal_code    VARCHAR(10)  NOT NULL,
  state          VARCHAR(40)  NOT NULL,
  country_code   INT          NOT NULL,
  PRIMARY KEY (username, address_no),
  FOREIGN KEY (username) REFERENCES users (username)
);

CREATE TABLE orders (
  order_id     VARCHAR(36)  PRIMARY KEY,
  username     VARCHAR(50)  NOT NULL,
  user_address VARCHAR(200) NOT NULL,
  status       ENUM('OPEN','SHIPPED','DELIVERED','CANCELLED') NOT NULL,
  created_at   DATETIME     NOT NULL,
  FOREIGN KEY (username) REFERENCES users (username)
);

CREATE TABLE order_items (
  item_id      VARCHAR(36)  PRIMARY KEY,
  order_id     VARCHAR(36)  NOT NULL,
  product_name VARCHAR(100) NOT NULL,
  price        INT          NOT NULL,
  quantity     INT          NOT NULL,
  FOREIGN KEY (order_id) REFERENCES orders (order_id)
);

-- name: GetUserProfile :many
-- A1: the user's profile with their addresses.
SELECT u.*, a.* FROM users u LEFT JOIN user_addresses a ON a.username = u.username WHERE u.username = ?;

-- name: GetUserOrders :many
-- A2: a user's orders, newest first.
SELECT * FROM orders WHERE username = ? ORDER BY created_at DESC;

-- name: GetOrderWithItems :many
-- A3: one order and its items in one request.
SELECT o.*, i.* FROM orders o LEFT JOIN order_items i ON i.order_id = o.order_id WHERE o.order_id = ?;

-- name: GetUserOrdersByStatus :many
-- A4: a user's orders in one status, newest first.
SELECT * FROM orders WHERE username = ? AND status = ? ORDER BY created_at DESC;

-- name: GetOpenOrders :many
-- A5: every open order, for the fulfilment screen.
SELECT * FROM orders WHERE status = 'OPEN';
