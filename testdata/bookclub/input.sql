-- A book club's library: members review books, books have authors. The
-- reads reach two joins deep (a review's author, an author's reviews) and
-- filter on a joined table's column, as an ORM would write them.

CREATE TABLE authors (
  author_id INT          NOT NULL PRIMARY KEY,
  name      VARCHAR(100) NOT NULL,
  country   CHAR(2)      NULL
);

CREATE TABLE books (
  book_id   INT          NOT NULL PRIMARY KEY,
  author_id INT          NOT NULL,
  title     VARCHAR(200) NOT NULL,
  price     DECIMAL(8,2) NOT NULL,
  FOREIGN KEY (author_id) REFERENCES authors (author_id)
);

CREATE TABLE members (
  member_id INT         NOT NULL PRIMARY KEY,
  handle    VARCHAR(30) NOT NULL UNIQUE,
  city      VARCHAR(60) NULL
);

CREATE TABLE reviews (
  review_id  BIGINT   NOT NULL PRIMARY KEY,
  book_id    INT      NOT NULL,
  member_id  INT      NOT NULL,
  rating     TINYINT  NOT NULL,
  body       TEXT     NULL,
  created_at DATETIME NOT NULL,
  FOREIGN KEY (book_id) REFERENCES books (book_id),
  FOREIGN KEY (member_id) REFERENCES members (member_id)
);

-- name: GetBook :one
SELECT * FROM books WHERE book_id = ?;

-- name: GetReviewAuthor :one
-- Who wrote the book this review is about: two joins from the review.
SELECT a.*
FROM authors a
JOIN books b ON b.author_id = a.author_id
JOIN reviews r ON r.book_id = b.book_id
WHERE r.review_id = ?;

-- name: ListAuthorReviews :many
-- The newest reviews of any book by one author.
SELECT r.*
FROM reviews r
JOIN books b ON b.book_id = r.book_id
WHERE b.author_id = ?
ORDER BY r.created_at DESC
LIMIT 10;

-- name: ListBooksByAuthorCountry :many
SELECT b.*
FROM books b
INNER JOIN authors a ON a.author_id = b.author_id
WHERE a.country = ?;

-- name: ListMemberReviews :many
SELECT r.* FROM reviews r
JOIN members m ON m.member_id = r.member_id
WHERE m.handle = ?
ORDER BY r.created_at;

-- name: AddReview :exec
INSERT INTO reviews (review_id, book_id, member_id, rating, body, created_at)
VALUES (?, ?, ?, ?, ?, ?);

-- name: ListBookReviews :many
-- A book's newest reviews with each reviewer's handle and city. Members
-- move, so the city is read from their items, not copied onto reviews.
SELECT r.*, m.handle, m.city
FROM reviews r
JOIN members m ON m.member_id = r.member_id
WHERE r.book_id = ?
ORDER BY r.created_at DESC
LIMIT 20;

-- name: MoveMember :exec
UPDATE members SET city = ? WHERE member_id = ?;

-- name: GetAuthorBookList :many
-- An author's name with the titles, also for an author with no book yet.
SELECT a.name, b.title, b.price
FROM authors a
LEFT JOIN books b ON b.author_id = a.author_id
WHERE a.author_id = ?;
