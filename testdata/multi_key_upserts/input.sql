-- A directory sync that upserts users by an id the application makes
-- (a snowflake), each with a UNIQUE email and a UNIQUE, nullable handle,
-- as such applications write it: no foreign keys, NOW() in writes,
-- mixed-case strings. The INSERT gives three keys: MySQL updates the row
-- with the id, else the row holding the email, else the handle.

CREATE TABLE users (
  id BIGINT NOT NULL PRIMARY KEY,
  email VARCHAR(255) NOT NULL,
  handle VARCHAR(40) NULL,
  display_name VARCHAR(100) NOT NULL,
  synced_at DATETIME NOT NULL,
  UNIQUE KEY users_email (email),
  UNIQUE KEY users_handle (handle)
);

INSERT INTO users (id, email, handle, display_name, synced_at) VALUES
  (1001, 'ann@example.com', 'ann', 'Ann', '2025-01-01 08:00:00'),
  (1002, 'Bob@Example.com', NULL, 'Bob', '2025-01-01 08:00:00'),
  (1003, 'zoe@example.com', 'Zoe', 'Zoë', '2025-01-02 09:30:00');

-- name: GetUser :one
SELECT * FROM users WHERE id = sqlc.arg(id);

-- name: GetUserByEmail :one
SELECT id, display_name, synced_at FROM users WHERE email = sqlc.arg(email);

-- name: GetUserByHandle :one
SELECT id, display_name FROM users WHERE handle = sqlc.arg(handle);

-- name: SyncUser :exec
INSERT INTO users (id, email, handle, display_name, synced_at)
VALUES (sqlc.arg(id), sqlc.arg(email), sqlc.narg(handle), sqlc.arg(display_name), NOW())
ON DUPLICATE KEY UPDATE display_name = VALUES(display_name), synced_at = NOW();

-- name: AddUserOnce :exec
INSERT IGNORE INTO users (id, email, handle, display_name, synced_at)
VALUES (sqlc.arg(id), sqlc.arg(email), sqlc.narg(handle), sqlc.arg(display_name), NOW());
