-- The library and the online store of seed 003: customers keep a bounded
-- list of mailing addresses inside their own item (denormalizing with a
-- complex attribute), and books carry their author's name and birth year
-- (denormalizing by duplicating data that never changes).

CREATE TABLE customers (
  customer_id VARCHAR(36)  PRIMARY KEY,
  name        VARCHAR(100) NOT NULL,
  email       VARCHAR(200) NOT NULL
);

-- A customer keeps at most 20 mailing addresses.
-- @max 20
CREATE TABLE mailing_addresses (
  customer_id VARCHAR(36)  NOT NULL,
  label       VARCHAR(20)  NOT NULL,
  street      VARCHAR(200) NOT NULL,
  city        VARCHAR(100) NOT NULL,
  zip_code    VARCHAR(10)  NOT NULL,
  PRIMARY KEY (customer_id, label),
  FOREIGN KEY (customer_id) REFERENCES customers (customer_id)
);

-- Biographical facts do not change.
-- @immutable
CREATE TABLE authors (
  author_id  INT          PRIMARY KEY,
  name       VARCHAR(100) NOT NULL,
  birth_year INT          NOT NULL
);

CREATE TABLE books (
  isbn           CHAR(13)     PRIMARY KEY,
  author_id      INT          NOT NULL,
  title          VARCHAR(200) NOT NULL,
  published_year INT          NOT NULL,
  FOREIGN KEY (author_id) REFERENCES authors (author_id)
);

-- name: GetCustomerWithAddresses :many
-- A customer and their saved addresses, for the checkout page.
SELECT c.*, a.*
FROM customers c
LEFT JOIN mailing_addresses a ON a.customer_id = c.customer_id
WHERE c.customer_id = ?;

-- name: GetBook :one
-- A book with its author's name and birth year.
SELECT b.*, a.name, a.birth_year
FROM books b
JOIN authors a ON a.author_id = b.author_id
WHERE b.isbn = ?;

-- name: GetAuthor :one
SELECT * FROM authors WHERE author_id = ?;

-- name: AddBook :exec
-- A new book: its item carries its author's name and birth year.
INSERT INTO books (isbn, author_id, title, published_year) VALUES (?, ?, ?, ?);

-- name: CorrectIsbn :exec
-- A mistyped ISBN corrected: the book's item moves to its new key, and
-- its copy of the author's name and birth year moves with it.
UPDATE books SET isbn = ? WHERE isbn = ?;
