-- A blog's posts as an application writes them: integer ids, DEFAULTs,
-- counters in the rows. A write and a value of a subquery cannot be
-- served as written (SlugTaken's EXISTS is: one row read), and the design
-- must say so without emitting any part of them: an UpdateItem of the columns it could write would set
-- view_count to 1 where the SQL adds 1. EditPost and Publish change the
-- status a counter item is kept by: the row is read first, and the
-- transaction moves it from the old status's counter to the new one's.
CREATE TABLE posts (
  id         BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  author_id  BIGINT       NOT NULL,
  slug       VARCHAR(100) NOT NULL,
  title      VARCHAR(200) NOT NULL,
  body       TEXT         NULL,
  view_count INT          NOT NULL DEFAULT 0,
  status     VARCHAR(20)  NOT NULL DEFAULT 'draft',
  updated_at DATETIME     NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- name: CountByStatus :one
SELECT COUNT(*) FROM posts WHERE status = ?;

-- name: PostsOfAuthor :many
SELECT * FROM posts WHERE author_id = ? ORDER BY id DESC;

-- name: GetPost :one
SELECT * FROM posts WHERE id = ?;

-- name: BumpViews :exec
UPDATE posts SET view_count = view_count + 1 WHERE title LIKE '%x%';

-- name: EditPost :exec
UPDATE posts SET title = ?, slug = ?, body = ?, status = ?, view_count = ?, author_id = ? WHERE id = ?;

-- name: Publish :exec
UPDATE posts SET status = 'published', view_count = view_count + 1 WHERE id = ?;

-- name: SlugTaken :one
-- A SELECT without FROM still reads a table: it is an access pattern.
SELECT EXISTS(SELECT 1 FROM posts WHERE slug = ?) AS taken;

-- name: PostsSince :one
-- A lone aggregate subquery is its SELECT: served as COUNT(*) is.
SELECT (SELECT COUNT(*) FROM posts WHERE updated_at >= ?) AS n;

-- name: PostCounts :one
-- Two of them in one row: each its own request (a counter item, a count of a Query), one row.
SELECT (SELECT COUNT(*) FROM posts WHERE slug = ?) AS same_slug,
       (SELECT COUNT(*) FROM posts WHERE updated_at >= ?) AS recent;

-- name: PublishAndRetitle :exec
-- Two statements under one name: sqlc keeps the first, and the second,
-- which has no name of its own, is not designed (a warning says so).
UPDATE posts SET status = 'published' WHERE id = ?; UPDATE posts SET title = ? WHERE id = ?;

-- name: Retitle :exec
UPDATE posts SET title = ? WHERE id = ?;

INSERT INTO posts (id, author_id, slug, title, body, view_count, status, updated_at) VALUES
  (1, 1, 'hello', 'Hello', NULL, 0, 'draft', '2024-01-01 10:00:00'),
  (2, 1, 'again', 'Again', 'text', 5, 'published', '2024-01-02 10:00:00'),
  (3, 2, 'x-files', 'The X files', 'x', 12, 'published', '2024-01-03 10:00:00');
