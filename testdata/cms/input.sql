-- A blog a newcomer typed in: posts found by their slug, but written by
-- their id; a slug and an (author, title) pair that must stay unique.

CREATE TABLE authors (
  id    BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  email VARCHAR(255) NOT NULL,
  name  VARCHAR(100) NOT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY authors_email_key (email)
);

CREATE TABLE posts (
  post_id      BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  author_id    BIGINT UNSIGNED NOT NULL,
  slug         VARCHAR(191) NOT NULL,
  title        VARCHAR(200) NOT NULL,
  status       VARCHAR(16) NOT NULL DEFAULT 'draft',
  published_at DATETIME NULL,
  created_at   TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (post_id),
  UNIQUE KEY posts_slug_key (slug),
  UNIQUE KEY posts_author_title_key (author_id, title),
  CONSTRAINT posts_author_fk FOREIGN KEY (author_id) REFERENCES authors (id)
);

-- name: GetPostBySlug :one
-- @rps 200
SELECT * FROM posts WHERE slug = ?;

-- name: GetPost :one
SELECT * FROM posts WHERE post_id = ?;

-- name: ListAuthorPosts :many
SELECT * FROM posts WHERE author_id = ? ORDER BY post_id DESC LIMIT ?;

-- name: CreateAuthor :execlastid
INSERT INTO authors (email, name) VALUES (?, ?);

-- name: ChangeEmail :exec
UPDATE authors SET email = ? WHERE id = ?;

-- name: CreatePost :execlastid
INSERT INTO posts (author_id, slug, title) VALUES (?, ?, ?);

-- name: UpdatePostTitle :exec
UPDATE posts SET title = ? WHERE post_id = ?;

-- name: RenamePost :exec
UPDATE posts SET slug = ?, title = ? WHERE post_id = ?;

-- name: PublishPost :execrows
UPDATE posts SET status = 'published', published_at = ? WHERE post_id = ? AND status = 'draft';

-- name: DeletePost :exec
DELETE FROM posts WHERE post_id = ?;
