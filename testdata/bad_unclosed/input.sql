-- A block comment left open swallows the queries after it: each cut-off
-- quote or comment is an error at its start, and no pattern goes missing
-- without a word.
CREATE TABLE posts (
  id    INT PRIMARY KEY,
  title VARCHAR(100)
);

-- name: GetPost :one
SELECT * FROM posts WHERE id = ?;

/* the next query is disabled for now

-- name: ListPosts :many
SELECT * FROM posts WHERE title = ?;
