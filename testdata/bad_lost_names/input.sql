-- Name comments that name nothing: two in a row (the first lost its
-- statement), one at the end of the file, and names no function can take.
CREATE TABLE posts (
  id    INT PRIMARY KEY,
  title VARCHAR(100)
);

-- name: GetPost :one
-- name: GetPostAgain :one
SELECT * FROM posts WHERE id = ?;

-- name: :one
SELECT * FROM posts WHERE title = ?;

-- name: 123 :many
SELECT * FROM posts;

-- name: ListPosts :many
