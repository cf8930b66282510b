-- Writes as real applications' sqlc queries give them (a binary cache
-- proxy's narinfos, a forum's tags): integer ids, no foreign keys, the
-- time of each write from NOW(), CURRENT_TIMESTAMP, UTC_TIMESTAMP() and
-- CURDATE() in SET and VALUES (the application's clock), SET c = c (a
-- no-op) and ON DUPLICATE KEY UPDATE id = id (INSERT IGNORE's effect).
CREATE TABLE narinfos (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  hash VARCHAR(64) NOT NULL,
  url VARCHAR(255) NOT NULL,
  created_at DATETIME NOT NULL,
  last_accessed_at DATETIME NULL,
  accessed_on DATE NULL,
  UNIQUE KEY uq_hash (hash),
  KEY ix_last_accessed (last_accessed_at)
);

INSERT INTO narinfos (id, hash, url, created_at, last_accessed_at, accessed_on) VALUES
  (1, 'abc123', 'nar/abc123.nar.xz', '2025-02-01 08:00:00', NULL, NULL),
  (2, 'def456', 'nar/def456.nar.xz', '2025-02-02 09:30:00', '2025-02-03 10:00:00', '2025-02-03');

-- name: CreateNarInfo :execlastid
INSERT INTO narinfos (hash, url, created_at) VALUES (sqlc.arg(hash), sqlc.arg(url), NOW());

-- name: GetNarInfo :one
SELECT id, hash, url, created_at, last_accessed_at, accessed_on FROM narinfos WHERE hash = ?;

-- name: TouchNarInfo :exec
UPDATE narinfos SET last_accessed_at = CURRENT_TIMESTAMP, accessed_on = CURDATE() WHERE hash = ?;

-- name: TouchNarInfoByID :exec
UPDATE narinfos SET last_accessed_at = UTC_TIMESTAMP() WHERE id = ?;

-- name: ListRecentlyAccessed :many
SELECT id, hash, last_accessed_at FROM narinfos ORDER BY last_accessed_at DESC LIMIT 10;

CREATE TABLE tags (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(64) NOT NULL,
  uses INT NOT NULL DEFAULT 0,
  updated_at DATETIME NULL,
  UNIQUE KEY uq_name (name)
);

-- name: GetTag :one
SELECT id, name, uses, updated_at FROM tags WHERE name = ?;

-- name: EnsureTag :exec
INSERT INTO tags (name) VALUES (sqlc.arg(name)) ON DUPLICATE KEY UPDATE id = id;

-- name: UseTag :exec
UPDATE tags SET name = name, uses = uses + 1, updated_at = NOW() WHERE id = ?;
