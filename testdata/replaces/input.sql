-- Applications that REPLACE rows whole, as they write it: users synced
-- from an identity provider by the provider's id, each with a UNIQUE
-- email and a UNIQUE, nullable handle; settings replaced by (user_id,
-- name) while the id is the database's AUTO_INCREMENT; votes counted per
-- poll. No foreign keys, NOW() in writes, mixed-case strings. MySQL's
-- REPLACE deletes every row that holds one of the new row's keys (one by
-- id, another by email, a third by handle), then inserts the row.

CREATE TABLE users (
  id BIGINT NOT NULL PRIMARY KEY,
  email VARCHAR(255) NOT NULL,
  handle VARCHAR(40) NULL,
  display_name VARCHAR(100) NOT NULL,
  synced_at DATETIME NOT NULL,
  UNIQUE KEY users_email (email),
  UNIQUE KEY users_handle (handle)
);

CREATE TABLE user_settings (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  name VARCHAR(64) NOT NULL,
  value VARCHAR(255) NULL,
  updated_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY user_settings_user_name (user_id, name)
);

CREATE TABLE poll_votes (
  poll_id BIGINT NOT NULL,
  user_id BIGINT NOT NULL,
  choice INT NOT NULL,
  voted_at DATETIME NOT NULL,
  PRIMARY KEY (poll_id, user_id)
);

INSERT INTO users (id, email, handle, display_name, synced_at) VALUES
  (1001, 'ann@example.com', 'ann', 'Ann', '2025-01-01 08:00:00'),
  (1002, 'Bob@Example.com', NULL, 'Bob', '2025-01-01 08:00:00'),
  (1003, 'zoe@example.com', 'Zoe', 'Zoë', '2025-01-02 09:30:00'),
  (1004, 'Cy@example.com', 'cy', 'Cy', '2025-01-03 10:00:00'),
  (1005, 'dee@example.com', 'Dee', 'Dee', '2025-01-04 11:00:00'),
  (1006, 'eve@Example.com', NULL, 'Eve', '2025-01-05 12:00:00'),
  (1007, 'fay@example.com', 'fay', 'Fay', '2025-01-06 13:00:00');

INSERT INTO user_settings (id, user_id, name, value, updated_at) VALUES
  (1, 1001, 'theme', 'dark', '2025-01-01 08:00:00'),
  (2, 1001, 'Locale', 'en-GB', '2025-01-01 08:00:00'),
  (3, 1002, 'theme', NULL, '2025-01-03 10:00:00');

INSERT INTO poll_votes (poll_id, user_id, choice, voted_at) VALUES
  (7, 1001, 2, '2025-02-01 12:00:00'),
  (7, 1002, 1, '2025-02-01 12:05:00'),
  (8, 1001, 3, '2025-02-02 09:00:00');

-- name: GetUser :one
SELECT * FROM users WHERE id = sqlc.arg(id);

-- name: GetUserByEmail :one
SELECT id, display_name, synced_at FROM users WHERE email = sqlc.arg(email);

-- name: GetUserByHandle :one
SELECT id, display_name FROM users WHERE handle = sqlc.arg(handle);

-- name: SyncUser :exec
-- The id, the email and the handle each delete the row that holds them.
REPLACE INTO users (id, email, handle, display_name, synced_at)
VALUES (sqlc.arg(id), sqlc.arg(email), sqlc.narg(handle), sqlc.arg(display_name), NOW());

-- name: SyncUserCounted :execrows
-- As SyncUser, counted as MySQL counts it: each row it deletes, and the
-- one it inserts.
REPLACE INTO users (id, email, handle, display_name, synced_at)
VALUES (sqlc.arg(id), sqlc.arg(email), sqlc.narg(handle), sqlc.arg(display_name), NOW());

-- name: GetSetting :one
SELECT * FROM user_settings WHERE id = ?;

-- name: ListSettings :many
SELECT name, value, updated_at FROM user_settings WHERE user_id = ? ORDER BY name;

-- name: CountSettings :one
SELECT COUNT(*) FROM user_settings WHERE user_id = ?;

-- name: PutSetting :execlastid
-- A new id each time, as MySQL numbers the row it inserts.
REPLACE INTO user_settings (user_id, name, value)
VALUES (sqlc.arg(user_id), sqlc.arg(name), sqlc.narg(value));

-- name: CastVote :exec
REPLACE INTO poll_votes (poll_id, user_id, choice, voted_at) VALUES (?, ?, ?, NOW());

-- name: CountVotes :one
SELECT COUNT(*) FROM poll_votes WHERE poll_id = ?;

-- name: ListVotes :many
SELECT user_id, choice, voted_at FROM poll_votes WHERE poll_id = ?;

-- name: CreateUser :exec
INSERT INTO users (id, email, handle, display_name, synced_at) VALUES (?, ?, ?, ?, NOW());

-- name: ChangeEmail :execrows
UPDATE users SET email = sqlc.arg(email), synced_at = NOW() WHERE id = sqlc.arg(id);

-- name: DeleteUser :exec
DELETE FROM users WHERE id = ?;

-- name: DeleteSetting :exec
-- By the id alone: the row is read first for the user_id its counter is kept by.
DELETE FROM user_settings WHERE id = ?;

-- name: RetractVote :execrows
DELETE FROM poll_votes WHERE poll_id = ? AND user_id = ?;
