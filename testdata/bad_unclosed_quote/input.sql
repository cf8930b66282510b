CREATE TABLE posts (
  id INT PRIMARY KEY,
  title VARCHAR(100)
);

-- name: GetPost :one
SELECT * FROM posts WHERE id = ?;

-- name: FindPost :many
SELECT * FROM posts WHERE title = "\