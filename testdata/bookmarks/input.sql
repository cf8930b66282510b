-- A bookmarking service, as its sqlc queries use it: a bookmark's URL is
-- looked up by its SHA-256, a NOT NULL generated column MySQL computes in
-- every INSERT (UNHEX(SHA2(url, 256)), 32 bytes) with a UNIQUE key per
-- user. The rows name no url_hash: MySQL computes it, so loading them
-- must not ask for it ("Field 'url_hash' doesn't have a default value"
-- stopped verify, exit 2). MariaDB refuses NOT NULL after GENERATED ...
-- STORED, though the value is never NULL here: the schema it runs keeps
-- the column without it. A tag's slug is one too, which the application
-- computes in its INSERT (LOWER). Integer ids, no foreign keys, NOW() in writes,
-- NULLs, mixed-case strings.

CREATE TABLE bookmarks (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  url VARCHAR(2048) NOT NULL,
  url_hash BINARY(32) GENERATED ALWAYS AS (UNHEX(SHA2(url, 256))) STORED NOT NULL,
  title VARCHAR(300) NULL,
  starred TINYINT(1) NOT NULL DEFAULT 0,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY bookmarks_user_url (user_id, url_hash),
  KEY bookmarks_user_created (user_id, created_at)
);

CREATE TABLE tags (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  name VARCHAR(80) NOT NULL,
  slug VARCHAR(80) GENERATED ALWAYS AS (LOWER(TRIM(name))) STORED NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  KEY tags_user_slug (user_id, slug)
);

INSERT INTO tags (id, user_id, name) VALUES
  (1, 7, 'Golang'),
  (2, 7, ' Reading List'),
  (3, 9, 'golang');

INSERT INTO bookmarks (id, user_id, url, title, starred, created_at) VALUES
  (1, 7, 'https://go.dev/doc/', 'Go Documentation', 1, '2025-04-01 09:00:00'),
  (2, 7, 'https://Example.com/Path?q=1', NULL, 0, '2025-04-02 10:30:00'),
  (3, 7, 'https://example.com/path?q=1', 'lower case', 0, '2025-04-03 11:00:00'),
  (4, 9, 'https://go.dev/doc/', 'go docs', 0, '2025-04-04 12:15:00');

-- name: GetBookmark :one
SELECT id, user_id, url, title, starred, created_at FROM bookmarks WHERE id = ?;

-- name: FindByURL :one
SELECT id, url, title FROM bookmarks WHERE user_id = ? AND url_hash = sqlc.arg(url_hash);

-- name: ListBookmarks :many
SELECT id, url, title, starred FROM bookmarks WHERE user_id = ? ORDER BY created_at DESC;

-- name: AddBookmark :execlastid
INSERT INTO bookmarks (user_id, url, title, created_at) VALUES (?, ?, sqlc.narg(title), NOW());

-- name: StarBookmark :exec
UPDATE bookmarks SET starred = 1 WHERE id = ?;

-- name: DeleteBookmark :exec
DELETE FROM bookmarks WHERE id = ?;

-- name: CreateTag :execlastid
INSERT INTO tags (user_id, name, created_at) VALUES (?, ?, NOW());

-- name: ListTagsBySlug :many
SELECT id, name, slug FROM tags WHERE user_id = ? AND slug = ?;

-- name: RenameTag :exec
UPDATE tags SET name = ? WHERE id = ?;
