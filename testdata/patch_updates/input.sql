-- An API-key platform's keys as its sqlc queries write them: integer ids,
-- no foreign keys, NOW() in writes, JSON metadata passed as
-- CAST(? AS JSON), and the patch idiom of sqlc's applications for fields
-- a call may leave as they are: COALESCE(sqlc.narg(x), x), IFNULL, and
-- CASE WHEN sqlc.arg(set_x) THEN sqlc.narg(x) ELSE x END. Each is one
-- UpdateItem whose SET list the application builds per call; a column an
-- index is built from cannot be kept that way, and says why.
CREATE TABLE api_keys (
  id           BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  workspace_id BIGINT       NOT NULL,
  name         VARCHAR(255) NULL,
  hash         VARCHAR(64)  NOT NULL,
  meta         JSON         NULL,
  expires_at   DATETIME     NULL,
  remaining    INT          NULL,
  enabled      TINYINT(1)   NOT NULL DEFAULT 1,
  created_at   DATETIME     NOT NULL,
  updated_at   DATETIME     NULL,
  UNIQUE KEY uq_hash (hash),
  KEY ix_workspace (workspace_id)
);

INSERT INTO api_keys (id, workspace_id, name, hash, meta, expires_at, remaining, enabled, created_at, updated_at) VALUES
  (1, 10, 'Production', 'h1', '{"team": "core"}', NULL, NULL, 1, '2025-03-01 09:00:00', NULL),
  (2, 10, 'staging', 'h2', NULL, '2025-06-01 00:00:00', 100, 1, '2025-03-02 09:00:00', '2025-03-05 10:00:00'),
  (3, 11, NULL, 'h3', '{"ci": true}', NULL, 5, 0, '2025-03-03 09:00:00', NULL);

-- name: InsertKey :execlastid
INSERT INTO api_keys (workspace_id, name, hash, meta, expires_at, remaining, created_at)
VALUES (sqlc.arg(workspace_id), sqlc.narg(name), sqlc.arg(hash), CAST(sqlc.narg(meta) AS JSON), sqlc.narg(expires_at), sqlc.narg(remaining), NOW());

-- name: FindKeyByHash :one
SELECT id, workspace_id, name, meta, expires_at, remaining, enabled, updated_at FROM api_keys WHERE hash = ?;

-- name: ListKeys :many
SELECT id, name, expires_at, remaining FROM api_keys WHERE workspace_id = ? ORDER BY id;

-- name: UpdateKey :exec
UPDATE api_keys SET
  name = COALESCE(sqlc.narg(name), name),
  remaining = IFNULL(sqlc.narg(remaining), remaining),
  expires_at = CASE WHEN sqlc.arg(set_expires_at) THEN sqlc.narg(expires_at) ELSE expires_at END,
  updated_at = NOW()
WHERE id = sqlc.arg(id);

-- name: SetMeta :exec
UPDATE api_keys SET meta = CAST(sqlc.arg(meta) AS JSON), updated_at = NOW() WHERE id = sqlc.arg(id);

-- name: ToggleKey :exec
UPDATE api_keys SET enabled = IF(sqlc.arg(set_enabled), sqlc.arg(enabled), enabled) WHERE id = sqlc.arg(id);

-- name: MoveKey :exec
UPDATE api_keys SET workspace_id = COALESCE(sqlc.narg(workspace_id), workspace_id) WHERE id = sqlc.arg(id);

-- name: TouchKey :execrows
UPDATE api_keys SET name = name WHERE id = sqlc.arg(id);

-- name: TouchKeyQuietly :exec
-- The same, run as :exec: nothing to send, nothing to count.
UPDATE api_keys SET name = name, hash = hash WHERE id = sqlc.arg(id);
