-- sqlc's query files as projects write them: a UTF-8 byte-order mark (an
-- editor on Windows added it), block-comment names, sqlc.arg / sqlc.narg
-- parameters (their names shown in the key templates), sqlc.slice lists of
-- any length, sqlc.embed, and the kinds beyond :one and :many.

CREATE TABLE authors (
  id   BIGINT AUTO_INCREMENT PRIMARY KEY,
  name TEXT   NOT NULL,
  bio  TEXT
);

CREATE TABLE books (
  book_id   BIGINT AUTO_INCREMENT PRIMARY KEY,
  author_id BIGINT       NOT NULL,
  title     VARCHAR(200) NOT NULL,
  price     DECIMAL(8,2) NULL,
  FOREIGN KEY (author_id) REFERENCES authors (id)
);

/* name: GetAuthor :one */
SELECT * FROM authors
WHERE id = sqlc.arg(author) LIMIT 1;

-- name: ListBooksByAuthor :many
SELECT sqlc.embed(books), authors.name
FROM books JOIN authors ON authors.id = books.author_id
WHERE books.author_id = sqlc.arg('author_id');

/* name: UpdateBio :execrows */
UPDATE authors SET bio = sqlc.narg(bio) WHERE id = sqlc.arg(id);

-- name: RepriceBook :batchexec
UPDATE books SET price = sqlc.narg(new_price) WHERE book_id = sqlc.arg(book_id);

-- name: CreateBooks :copyfrom
INSERT INTO books (author_id, title, price) VALUES (?, ?, ?);

/* name: GetBooks :batchmany */
SELECT * FROM books WHERE author_id = sqlc.arg(author_id);

/* name: GetBooksByIDs :many */
SELECT * FROM books WHERE book_id IN (sqlc.slice(ids));

-- name: ListBooksOfAuthors :many
SELECT * FROM books WHERE author_id IN (sqlc.slice('author_ids')) ORDER BY book_id;

-- name: ListPricedBooks :many
SELECT book_id, title FROM books
WHERE author_id = sqlc.arg(author) AND price IN (sqlc.slice(prices));

-- name: DeleteBooks :execrows
DELETE FROM books WHERE book_id IN (sqlc.slice(ids));

-- name: ListOtherBooks :many
SELECT * FROM books
WHERE author_id = sqlc.arg(author) AND book_id NOT IN (sqlc.slice(skip_ids));

-- name: DeleteCheapBooks :execrows
DELETE FROM books
WHERE author_id = sqlc.arg(author) AND price < sqlc.arg(max_price);
