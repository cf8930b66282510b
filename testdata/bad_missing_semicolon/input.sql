CREATE TABLE authors (
  id   BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name TEXT   NOT NULL,
  bio  TEXT
)

-- name: GetAuthor :one
SELECT * FROM authors
WHERE id = ? LIMIT 1;

/* name: ListAuthors :many */
SELECT * FROM authors ORDER BY name
/* name: DeleteAuthor :exec */
DELETE FROM authors WHERE id = ?;
