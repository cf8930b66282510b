-- Items of other entities in a partition (issue 35): a user's page reads
-- the user with their orders 800 times a second. Sessions belong to users
-- too, fifty each, but no read wants them with the user: kept in the
-- user's item collection, every such read would read the user's sessions
-- and drop them. The layout scores that cost (the sessions' bytes read per
-- call), and keeps sessions under a key of their own, as an expert does.
-- Integer ids, no foreign keys declared (joins tell them), NOW().

-- @rows 100000
CREATE TABLE users (
  id         BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email      VARCHAR(255) NOT NULL,
  name       VARCHAR(100) NOT NULL,
  created_at DATETIME     NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- @rows 1000000
CREATE TABLE orders (
  id          BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id     BIGINT UNSIGNED NOT NULL,
  total_cents BIGINT          NOT NULL,
  placed_at   DATETIME        NOT NULL
);

-- @rows 5000000
CREATE TABLE sessions (
  id         BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id    BIGINT UNSIGNED NOT NULL,
  user_agent VARCHAR(255)    NOT NULL,
  ip         VARCHAR(45)     NOT NULL,
  created_at DATETIME        NOT NULL,
  expires_at DATETIME        NOT NULL
);

-- name: GetUserWithOrders :many
-- @rps 800
SELECT u.id, u.email, u.name, o.id AS order_id, o.total_cents, o.placed_at
FROM users u
LEFT JOIN orders o ON o.user_id = u.id
WHERE u.id = ?;

-- name: ListUserSessions :many
-- @rps 20
SELECT id, user_agent, ip, created_at, expires_at FROM sessions
WHERE user_id = ?
ORDER BY created_at DESC;

-- name: CreateSession :execlastid
-- @rps 50
INSERT INTO sessions (user_id, user_agent, ip, created_at, expires_at)
VALUES (?, ?, ?, NOW(), ?);

-- name: GetSessionUser :one
-- @rps 3000
SELECT u.id, u.name, s.expires_at
FROM sessions s
JOIN users u ON u.id = s.user_id
WHERE s.id = ?;

-- name: PlaceOrder :execlastid
-- @rps 20
INSERT INTO orders (user_id, total_cents, placed_at) VALUES (?, ?, NOW());
