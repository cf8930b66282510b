CREATE TABLE books (
  book_id BIGINT PRIMARY KEY,
  title VARCHAR(200) NOT NULL
);

-- name: GetBooks :many
SELECT * FROM books WHERE book_id IN (sqlc.slice(ids));
