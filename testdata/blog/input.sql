-- A blog as a newcomer types it in: integer ids, a tag join table with two
-- foreign keys, nullable columns, and the reads of a post page.

CREATE TABLE users (
  id         BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  username   VARCHAR(40)  NOT NULL UNIQUE,
  email      VARCHAR(200) NOT NULL,
  bio        TEXT         NULL
);

CREATE TABLE posts (
  post_id    BIGINT       NOT NULL PRIMARY KEY,
  user_id    BIGINT       NOT NULL,
  slug       VARCHAR(120) NOT NULL UNIQUE,
  title      VARCHAR(200) NOT NULL,
  body       TEXT         NOT NULL,
  created_at DATETIME     NOT NULL,
  FOREIGN KEY (user_id) REFERENCES users (id)
);

CREATE TABLE comments (
  comment_id BIGINT       NOT NULL PRIMARY KEY,
  post_id    BIGINT       NOT NULL,
  user_id    BIGINT       NULL,
  body       TEXT         NOT NULL,
  created_at DATETIME     NOT NULL,
  FOREIGN KEY (post_id) REFERENCES posts (post_id),
  FOREIGN KEY (user_id) REFERENCES users (id)
);

CREATE TABLE tags (
  tag_id INT         NOT NULL PRIMARY KEY,
  name   VARCHAR(50) NOT NULL UNIQUE
);

CREATE TABLE post_tags (
  post_id BIGINT NOT NULL,
  tag_id  INT    NOT NULL,
  PRIMARY KEY (post_id, tag_id),
  FOREIGN KEY (post_id) REFERENCES posts (post_id),
  FOREIGN KEY (tag_id) REFERENCES tags (tag_id)
);

-- name: GetPostBySlug :one
SELECT * FROM posts WHERE slug = ?;

-- name: ListUserPosts :many
-- A user's newest posts, for the profile page.
SELECT p.* FROM posts p WHERE p.user_id = ? ORDER BY p.created_at DESC LIMIT ?;

-- name: ListPostsByTag :many
-- The posts filed under one tag.
SELECT p.* FROM posts p
JOIN post_tags pt ON pt.post_id = p.post_id
WHERE pt.tag_id = ?;

-- name: ListTagsOfPost :many
SELECT t.* FROM tags t
JOIN post_tags pt ON pt.tag_id = t.tag_id
WHERE pt.post_id = ?;

-- name: GetPostAuthor :one
-- The author box on a post page.
SELECT u.* FROM users u
JOIN posts p ON p.user_id = u.id
WHERE p.post_id = ?;

-- name: GetPostPage :one
-- The post page: the post and how many comments it has.
SELECT p.*, (SELECT COUNT(*) FROM comments c WHERE c.post_id = p.post_id) AS comment_count
FROM posts p
WHERE p.post_id = ?;

-- name: AddComment :exec
INSERT INTO comments (comment_id, post_id, user_id, body, created_at) VALUES (?, ?, ?, ?, ?);

-- name: ListPostComments :many
SELECT c.* FROM comments c WHERE c.post_id = ? ORDER BY c.created_at;

-- name: GetUser :one
SELECT * FROM users WHERE id = ?;

-- name: TagPost :exec
INSERT INTO post_tags (post_id, tag_id) VALUES (?, ?);

-- name: RenameUser :exec
UPDATE users SET username = ? WHERE id = ?;
