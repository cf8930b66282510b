-- An API-key platform's schema as PlanetScale/Vitess users write it: no
-- FOREIGN KEY anywhere, integer ids, relationships only in the joins of
-- the sqlc queries. A join of api_keys.user_id with users.id (the primary
-- key) and of usage.api_key_id with api_keys.id is a many-to-one
-- relationship the design infers, lists, and serves as it would a
-- declared one. A join on a column that is no key of either table infers
-- no relationship: its pattern reads the events, then the users of each
-- plan through an index, and the application joins them.

CREATE TABLE users (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(255) NOT NULL,
  plan VARCHAR(20) NOT NULL DEFAULT 'free',
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY uq_email (email)
);

CREATE TABLE api_keys (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  prefix VARCHAR(16) NOT NULL,
  name VARCHAR(100) NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  revoked_at DATETIME NULL,
  UNIQUE KEY uq_prefix (prefix),
  KEY ix_user (user_id)
);

CREATE TABLE usage_events (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  api_key_id BIGINT NOT NULL,
  endpoint VARCHAR(100) NOT NULL,
  plan VARCHAR(20) NOT NULL,
  at DATETIME NOT NULL,
  KEY ix_key_at (api_key_id, at)
);

INSERT INTO users (id, email, plan) VALUES
  (1, 'Ada@Example.com', 'pro'),
  (2, 'bob@example.com', 'free');
INSERT INTO api_keys (id, user_id, prefix, name, revoked_at) VALUES
  (10, 1, 'ak_live_a1', 'prod', NULL),
  (11, 1, 'ak_test_a2', NULL, '2025-03-01 00:00:00'),
  (12, 2, 'ak_live_b1', 'cli', NULL),
  -- No FOREIGN KEY: a key whose user was deleted is still a row, which
  -- SQL's JOIN to users drops.
  (13, 99, 'ak_orphan_c1', NULL, NULL);
INSERT INTO usage_events (id, api_key_id, endpoint, plan, at) VALUES
  (100, 10, '/v1/verify', 'pro', '2025-03-02 10:00:00'),
  (101, 10, '/v1/keys', 'pro', '2025-03-02 11:00:00'),
  (102, 12, '/v1/verify', 'free', '2025-03-03 09:00:00');

-- name: GetUserByEmail :one
SELECT id, email, plan FROM users WHERE email = ?;

-- name: ListUserKeys :many
SELECT k.id, k.prefix, k.name, k.revoked_at
FROM api_keys k
JOIN users u ON u.id = k.user_id
WHERE u.email = ?
ORDER BY k.id;

-- name: GetKeyWithOwner :one
SELECT k.id, k.prefix, u.email
FROM api_keys k
JOIN users u ON k.user_id = u.id
WHERE k.prefix = ?;

-- name: ListKeyUsage :many
SELECT e.id, e.endpoint, e.at
FROM usage_events e
JOIN api_keys k ON k.id = e.api_key_id
WHERE k.prefix = ?
ORDER BY e.at DESC
LIMIT 50;

-- name: ListUsageOnUserPlan :many
SELECT e.id, u.email
FROM usage_events e
JOIN users u ON u.plan = e.plan
WHERE e.api_key_id = ?;

-- name: CreateKey :execlastid
INSERT INTO api_keys (user_id, prefix, name) VALUES (?, ?, ?);

-- name: RevokeKey :execrows
UPDATE api_keys SET revoked_at = NOW() WHERE id = ? AND revoked_at IS NULL;
