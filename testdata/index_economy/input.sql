-- Index economy (issue 35): a lookup is served by an index or by lookup
-- items, whichever costs less at the patterns' rates. users are touched
-- on every request (TouchUser, 1,000 a second) and looked up by email,
-- username or phone a few times a second: an index with ALL projection
-- would be rewritten by every touch, so lookup items (written only when
-- a row is created, deleted or changes its email, username or phone)
-- serve those lookups, as an expert keys such an entity. orders are
-- listed by customer 500 times a second and change rarely: their index
-- stays. No foreign keys, as the application declares none.

-- @rows 1000000
CREATE TABLE users (
  id           BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email        VARCHAR(255) NOT NULL,
  username     VARCHAR(64)  NOT NULL,
  phone        VARCHAR(32)  NULL,
  display_name VARCHAR(100) NOT NULL,
  last_seen_at DATETIME     NULL,
  created_at   DATETIME     NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY users_email (email),
  UNIQUE KEY users_username (username)
);

-- @rows 5000000
CREATE TABLE orders (
  id          BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  customer_id BIGINT UNSIGNED NOT NULL,
  status      VARCHAR(20)     NOT NULL DEFAULT 'new',
  total_cents BIGINT          NOT NULL,
  placed_at   DATETIME        NOT NULL,
  KEY orders_customer (customer_id, placed_at)
);

-- name: CreateUser :execlastid
-- @rps 5
INSERT INTO users (email, username, phone, display_name, created_at) VALUES (?, ?, ?, ?, NOW());

-- name: GetUser :one
-- @rps 2000
SELECT id, email, username, phone, display_name, last_seen_at, created_at FROM users WHERE id = ?;

-- name: TouchUser :exec
-- @rps 1000
UPDATE users SET last_seen_at = NOW() WHERE id = ?;

-- name: ChangeEmail :exec
-- @rps 1
UPDATE users SET email = ? WHERE id = ?;

-- name: GetUserByEmail :one
-- @rps 20
SELECT id, email, username, display_name FROM users WHERE email = ?;

-- name: GetUserByUsername :one
-- @rps 50
SELECT id, username, display_name FROM users WHERE username = ?;

-- name: ListUsersByPhone :many
-- @rps 2
SELECT id, username, phone FROM users WHERE phone = ?;

-- name: DeleteUser :exec
-- @rps 1
DELETE FROM users WHERE id = ?;

-- name: PlaceOrder :execlastid
-- @rps 20
INSERT INTO orders (customer_id, total_cents, placed_at) VALUES (?, ?, NOW());

-- name: GetOrder :one
-- @rps 100
SELECT * FROM orders WHERE id = ?;

-- name: ListCustomerOrders :many
-- @rps 500
SELECT id, status, total_cents, placed_at FROM orders WHERE customer_id = ? ORDER BY placed_at DESC LIMIT 20;

-- name: SetOrderStatus :exec
-- @rps 5
UPDATE orders SET status = ? WHERE id = ?;
