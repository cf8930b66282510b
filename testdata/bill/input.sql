-- The bill by hand (issue 35): a shop's authors and books, as an
-- application writes them, with the traffic that makes the bill.
-- design's TestBillByHand recomputes three patterns' units and monthly
-- cost from item sizes, rates and DynamoDB's pricing rules.

-- @rows 1000
CREATE TABLE authors (
  id    BIGINT      NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(40) NOT NULL UNIQUE,
  name  VARCHAR(20) NOT NULL
);

-- @rows 10000
CREATE TABLE books (
  id        BIGINT      NOT NULL AUTO_INCREMENT PRIMARY KEY,
  author_id BIGINT      NOT NULL,
  title     VARCHAR(60) NOT NULL,
  FOREIGN KEY (author_id) REFERENCES authors (id)
);

-- name: CreateAuthor :execlastid
-- @rps 10
INSERT INTO authors (email, name) VALUES (?, ?);

-- name: GetAuthor :one
-- @rps 300
SELECT id, email, name FROM authors WHERE id = ?;

-- name: GetAuthorByEmail :one
-- @rps 200
SELECT id, email, name FROM authors WHERE email = ?;

-- name: ListBooksByAuthorEmail :many
-- @rps 50
SELECT b.id, b.title FROM books b JOIN authors a ON a.id = b.author_id WHERE a.email = ?;

-- name: GetBook :one
-- @rps 20
SELECT id, author_id, title FROM books WHERE id = ?;
