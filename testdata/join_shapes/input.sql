-- Joins of the shapes a reading-list application's sqlc queries take,
-- with integer ids and no FOREIGN KEY: a filter on the parent returning
-- columns of both tables, a child's key returning its parent's whole row,
-- a chain of three tables returning each, DISTINCT over a join, a JOIN
-- that only keeps the rows that find theirs, EXISTS, NOT EXISTS and IN
-- (SELECT ...) with a condition of its own, a LEFT JOIN with a condition
-- in its ON. DynamoDB has no JOIN: the
-- application reads each table in turn by the join's keys and joins the
-- items itself (the application step "join"). NOW() in writes,
-- mixed-case and accented names, NULLs.

CREATE TABLE authors (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(100) NOT NULL,
  country VARCHAR(60) NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  KEY authors_name (name)
);

CREATE TABLE books (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  author_id BIGINT NOT NULL,
  title VARCHAR(200) NOT NULL,
  published_year INT NULL,
  KEY books_author (author_id)
);

CREATE TABLE reviews (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  book_id BIGINT NOT NULL,
  stars INT NOT NULL,
  body TEXT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

INSERT INTO authors (id, name, country, created_at) VALUES
  (1, 'Ursula Le Guin', 'US', '2025-01-01 08:00:00'),
  (2, 'ursula le guin', NULL, '2025-01-02 08:00:00'),
  (3, 'Stanisław Lem', 'PL', '2025-01-03 08:00:00'),
  (4, 'Octavia Butler', 'US', '2025-01-04 08:00:00'),
  (5, 'Stanislaw Lem', NULL, '2025-01-05 08:00:00');

INSERT INTO books (id, author_id, title, published_year) VALUES
  (10, 1, 'The Dispossessed', 1974),
  (11, 1, 'The Lathe of Heaven', 1971),
  (12, 2, 'Tales from Earthsea', 2001),
  (13, 3, 'Solaris', 1961),
  (14, 3, 'The Cyberiad', 1965),
  (15, 4, 'Kindred', 1979),
  (16, 3, 'Fiasco', NULL),
  (17, 9, 'Orphaned Draft', 1971),
  (18, 9, 'Second Orphan', NULL);

INSERT INTO reviews (id, book_id, stars, body, created_at) VALUES
  (100, 10, 5, 'Anarres!', '2025-02-01 09:00:00'),
  (101, 10, 4, NULL, '2025-02-02 09:00:00'),
  (102, 13, 5, 'The ocean thinks', '2025-02-03 09:00:00'),
  (103, 15, 3, 'Hard to read', '2025-02-04 09:00:00'),
  (104, 17, 1, NULL, '2025-02-05 09:00:00'),
  -- No FOREIGN KEY: a review of a book since deleted, which every JOIN
  -- to books drops.
  (105, 99, 2, 'Out of print', '2025-02-06 09:00:00');

-- name: ListBooksByAuthorName :many
-- The filter is on the parent, the answer holds both tables.
SELECT b.id, b.title, a.name
FROM books b
JOIN authors a ON a.id = b.author_id
WHERE a.name = sqlc.arg(name)
ORDER BY b.published_year;

-- name: GetBookWithAuthor :one
-- The child's key, the parent's whole row.
SELECT b.*, a.*
FROM books b
JOIN authors a ON a.id = b.author_id
WHERE b.id = ?;

-- name: GetAuthorWithBooks :many
-- A parent with its children, sorted by a child's column.
SELECT a.*, b.*
FROM authors a
JOIN books b ON b.author_id = a.id
WHERE a.id = ?
ORDER BY b.title;

-- name: GetReviewContext :one
-- A chain of three tables, each part of the answer.
SELECT r.id, r.stars, b.title, a.name
FROM reviews r
JOIN books b ON b.id = r.book_id
JOIN authors a ON a.id = b.author_id
WHERE r.id = ?;

-- name: ListRecentReviewsOfBook :many
-- A chain toward parents under a LIMIT: each review joins one book.
SELECT r.id, r.stars, b.title
FROM reviews r
JOIN books b ON b.id = r.book_id
WHERE r.book_id = ?
ORDER BY r.created_at DESC
LIMIT 2;

-- name: ListAuthorsPublishedIn :many
SELECT DISTINCT a.*
FROM authors a
JOIN books b ON b.author_id = a.id
WHERE b.published_year = ?;

-- name: ListAuthorNamesPublishedIn :many
SELECT DISTINCT a.name
FROM authors a
JOIN books b ON b.author_id = a.id
WHERE b.published_year = ?
ORDER BY a.name;

-- name: ListAuthorsNamedWithBooks :many
-- The JOIN returns nothing of books: it keeps an author once per book.
SELECT a.id, a.name
FROM authors a
JOIN books b ON b.author_id = a.id
WHERE a.name = ?;

-- name: ListPublishedAuthorsNamed :many
SELECT a.* FROM authors a
WHERE a.name = sqlc.arg(name)
  AND EXISTS (SELECT 1 FROM books b WHERE b.author_id = a.id);

-- name: ListUnpublishedAuthorsNamed :many
SELECT a.id, a.name, a.country FROM authors a
WHERE a.name = sqlc.arg(name)
  AND NOT EXISTS (SELECT 1 FROM books b WHERE b.author_id = a.id);

-- name: ListAuthorsNamedWithoutBooks :many
-- LEFT JOIN ... IS NULL: an anti-join, as NOT EXISTS.
SELECT a.id, a.name
FROM authors a
LEFT JOIN books b ON b.author_id = a.id
WHERE a.name = ? AND b.id IS NULL;

-- name: ListAuthorsNamedWithBooksSince :many
-- IN (SELECT ...) with a condition on the inner table.
SELECT id, name FROM authors
WHERE name = ?
  AND id IN (SELECT author_id FROM books WHERE published_year >= ?);

-- name: ListBooksByAuthorNamePaged :many
-- A LIMIT over rows that fan out from each author: the rows come author by
-- author, each one's books after it, and the application keeps the first
-- ten; without ORDER BY, any ten of the SQL's are right.
SELECT b.id, b.title, a.name
FROM books b
JOIN authors a ON a.id = b.author_id
WHERE a.name = ?
LIMIT 10;

-- name: ListTwoBooksByAuthorName :many
-- The same, cut at two rows: fewer than an author has.
SELECT b.id, b.title, a.name
FROM books b
JOIN authors a ON a.id = b.author_id
WHERE a.name = ?
LIMIT 2;

-- name: GetBookWithAuthorName :one
-- LEFT JOIN toward the parent: a book without its author is a row too.
SELECT b.*, a.name AS author_name
FROM books b
LEFT JOIN authors a ON a.id = b.author_id
WHERE b.id = ?;

-- name: ListAuthorsNamedWithTitles :many
-- LEFT JOIN toward the children, both returned: an author without books
-- is a row too, its title NULL.
SELECT a.id, a.name, b.title
FROM authors a
LEFT JOIN books b ON b.author_id = a.id
WHERE a.name = ?;

-- name: ListAuthorsNamedWithTitlesSince :many
-- A condition in the LEFT JOIN's ON picks the books that join: an author
-- with none of them is a row too, its title NULL (a WHERE would drop it).
SELECT a.id, a.name, b.title
FROM authors a
LEFT JOIN books b ON b.author_id = a.id AND b.published_year >= ?
WHERE a.name = ?;

-- name: ListAuthorsNamedWithTitlesIn :many
-- The same with a list: the books whose year is one of them.
SELECT a.id, a.name, b.title, b.published_year
FROM authors a
LEFT JOIN books b ON b.author_id = a.id AND b.published_year IN (1971, 1961)
WHERE a.name = ?;

-- name: ListTitlesOfAuthorsNamed :many
-- The same join returning only the books' columns: a row of NULLs for each
-- author without books, which the application makes from the authors read.
SELECT b.title
FROM authors a
LEFT JOIN books b ON b.author_id = a.id
WHERE a.name = ?;

-- name: ListAuthorBookCounts :many
-- LEFT JOIN ... GROUP BY the parent's key, COUNT of a child's column:
-- each author's number of books, 0 for none.
SELECT a.id, a.name, COUNT(b.id) AS books
FROM authors a
LEFT JOIN books b ON b.author_id = a.id
WHERE a.name = ?
GROUP BY a.id, a.name;

-- name: ListAuthorBookLabels :many
-- Columns computed from each table's row: the author's item is read, not
-- copied onto the books.
SELECT b.id, UPPER(b.title) AS shout,
       CONCAT(a.name, ' (', COALESCE(a.country, '?'), ')') AS author
FROM books b
JOIN authors a ON a.id = b.author_id
WHERE b.author_id = ?;

-- name: ListAuthorsWithPublishedCounts :many
-- A correlated count with a condition of its own: a counter item counts
-- every child (it was planned on one, which counted the unpublished
-- books too), so the application counts the books each author's read
-- finds.
SELECT a.id, a.name,
       (SELECT COUNT(*) FROM books b WHERE b.author_id = a.id AND b.published_year IS NOT NULL) AS published
FROM authors a
WHERE a.name = ?;

-- name: CountReviewsOfAuthor :one
SELECT COUNT(*) FROM reviews r JOIN books b ON b.id = r.book_id WHERE b.author_id = ?;

-- name: GetAuthorReviewStats :one
SELECT SUM(r.stars) AS stars, MAX(r.created_at) AS last_review_at
FROM reviews r
JOIN books b ON b.id = r.book_id
WHERE b.author_id = ?;

-- name: ListAuthorReviewsByYear :many
-- ORDER BY a column of the table read first.
SELECT r.id, r.stars, r.body
FROM reviews r
JOIN books b ON b.id = r.book_id
WHERE b.author_id = ?
ORDER BY b.published_year DESC;

-- name: ListAuthorsByNameOrCountryWithBooks :many
-- An OR over a join: each branch is the join's reads of its own, and an
-- author both branches find keeps one row per book, not two.
SELECT a.* FROM authors a
JOIN books b ON b.author_id = a.id
WHERE a.name = ? OR a.country = ?;

-- name: ListTitlesByAuthorOrYear :many
-- An OR whose branches read the join from either end: authors by name then
-- their books, or books of a year then their authors; a book both find is
-- one row.
SELECT a.name, b.title, b.published_year
FROM authors a JOIN books b ON b.author_id = a.id
WHERE a.name = ? OR b.published_year = ?;

-- name: CreateAuthor :execlastid
INSERT INTO authors (name, country, created_at) VALUES (?, sqlc.narg(country), NOW());

-- name: RenameAuthor :exec
UPDATE authors SET name = ? WHERE id = ?;

-- name: CreateBook :execlastid
INSERT INTO books (author_id, title, published_year) VALUES (?, ?, sqlc.narg(published_year));

-- name: CreateReview :execlastid
INSERT INTO reviews (book_id, stars, body, created_at) VALUES (?, ?, sqlc.narg(body), NOW());
