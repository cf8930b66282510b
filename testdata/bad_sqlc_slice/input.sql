-- sqlc.slice stands for a list: it is read only as the whole of an IN
-- list, as sqlc writes it.
CREATE TABLE books (
  book_id BIGINT PRIMARY KEY,
  title VARCHAR(200) NOT NULL
);

-- name: GetBook :one
SELECT * FROM books WHERE book_id = sqlc.slice(ids);

-- name: GetSome :many
SELECT * FROM books WHERE book_id IN (sqlc.slice(ids), 7);
