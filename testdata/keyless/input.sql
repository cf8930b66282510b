-- A blog as a newcomer types it in: two tables without any key.
CREATE TABLE posts (
  id INT AUTO_INCREMENT PRIMARY KEY,
  title VARCHAR(200) NOT NULL,
  body TEXT,
  published_at DATETIME NULL
);

CREATE TABLE tags (
  id INT AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(50) NOT NULL
);

-- A join table with no key at all: the same pair may be there twice.
CREATE TABLE post_tags (
  post_id INT NOT NULL,
  tag_id INT NOT NULL,
  FOREIGN KEY (post_id) REFERENCES posts (id),
  FOREIGN KEY (tag_id) REFERENCES tags (id)
);

-- A log with no key.
CREATE TABLE page_views (
  post_id INT NOT NULL,
  viewed_at DATETIME NOT NULL,
  seconds DECIMAL(6,1),
  referrer VARCHAR(100),
  FOREIGN KEY (post_id) REFERENCES posts (id)
);

-- No PRIMARY KEY, but a UNIQUE NOT NULL column: InnoDB keys the table by it.
CREATE TABLE settings (
  name VARCHAR(64) NOT NULL UNIQUE,
  value VARCHAR(255)
);

-- Nobody queries this one.
CREATE TABLE legacy_import (
  raw_line TEXT
);

-- name: GetPost :one
SELECT * FROM posts WHERE id = ?;

-- name: ListPostTags :many
SELECT t.* FROM tags t JOIN post_tags pt ON pt.tag_id = t.id WHERE pt.post_id = ?;

-- name: ListTagPosts :many
SELECT p.id, p.title FROM posts p JOIN post_tags pt ON pt.post_id = p.id WHERE pt.tag_id = ?;

-- name: TagPost :exec
INSERT INTO post_tags (post_id, tag_id) VALUES (?, ?);

-- name: UntagPost :exec
DELETE FROM post_tags WHERE post_id = ? AND tag_id = ?;

-- name: RecordView :exec
INSERT INTO page_views (post_id, viewed_at, seconds, referrer) VALUES (?, ?, ?, ?);

-- name: ListViews :many
SELECT viewed_at, seconds, referrer FROM page_views WHERE post_id = ? AND viewed_at >= ? ORDER BY viewed_at;

-- name: ForgetReferrer :exec
UPDATE page_views SET referrer = NULL WHERE post_id = ? AND referrer = ?;

-- name: GetSetting :one
SELECT value FROM settings WHERE name = ?;

-- name: SetSetting :exec
UPDATE settings SET value = ? WHERE name = ?;
