-- Shapes beyond the seed articles: composite keys, a 1:1 child, an M:N join
-- table, IN lists, projections, prefixes, ranges and constants.

CREATE TABLE authors (
  author_id  INT PRIMARY KEY,
  name       VARCHAR(100) NOT NULL,
  email      VARCHAR(200) NOT NULL UNIQUE,
  country    CHAR(2) NOT NULL
);

-- One profile per author: the foreign key is the primary key (1:1).
CREATE TABLE author_profiles (
  author_id INT PRIMARY KEY,
  bio       TEXT,
  FOREIGN KEY (author_id) REFERENCES authors (author_id)
);

CREATE TABLE books (
  isbn         CHAR(13) PRIMARY KEY,
  author_id    INT NOT NULL,
  title        VARCHAR(200) NOT NULL,
  published_on DATE NOT NULL,
  status       ENUM('DRAFT','PUBLISHED','OUT_OF_PRINT') NOT NULL,
  price        DECIMAL(8,2) NOT NULL,
  FOREIGN KEY (author_id) REFERENCES authors (author_id)
);

CREATE TABLE tags (
  tag VARCHAR(50) PRIMARY KEY
);

-- Books and tags, many to many.
CREATE TABLE book_tags (
  isbn CHAR(13) NOT NULL,
  tag  VARCHAR(50) NOT NULL,
  PRIMARY KEY (isbn, tag),
  FOREIGN KEY (isbn) REFERENCES books (isbn),
  FOREIGN KEY (tag) REFERENCES tags (tag)
);

-- name: GetAuthor :one
SELECT * FROM authors WHERE author_id = ?;

-- name: GetAuthors :many
-- Several authors at once: an IN list of whole keys.
SELECT * FROM authors WHERE author_id IN (?, ?, ?);

-- name: GetAuthorByEmail :one
SELECT author_id, name FROM authors WHERE email = ?;

-- name: GetAuthorWithBooks :many
-- The author and all their books in one request.
SELECT a.*, b.* FROM authors a JOIN books b ON b.author_id = a.author_id WHERE a.author_id = ?;

-- name: ListAuthorBooksBetween :many
SELECT isbn, title, published_on FROM books
WHERE author_id = ? AND published_on BETWEEN ? AND ?
ORDER BY published_on DESC;

-- name: ListAuthorBooksByTitle :many
SELECT * FROM books WHERE author_id = ? AND title LIKE 'The %';

-- name: ListPublishedBooks :many
SELECT * FROM books WHERE status = 'PUBLISHED' AND author_id = ?;

-- name: ListBookTags :many
SELECT * FROM book_tags WHERE isbn = ?;

-- name: ListBooksWithTag :many
SELECT * FROM book_tags WHERE tag = ?;

-- name: GetProfile :one
SELECT * FROM author_profiles WHERE author_id = ?;
