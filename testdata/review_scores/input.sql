-- A product-review service, as its sqlc queries read it: a product's
-- average star rating (AVG of an integer column), its star total (SUM of
-- integers), and each review's helpfulness (votes found helpful divided
-- by votes cast, two integers). MySQL computes these exactly, as
-- DECIMALs: AVG(stars) and helpful / votes carry four decimals
-- (div_precision_increment), rounded half away from zero (22 / 7 is
-- 3.1429, 2 / 3 is 0.6667), never the double 3.142857142857143; a
-- division by zero is NULL. Integer ids, no foreign keys, NOW() in
-- writes, NULLs, mixed-case strings.

CREATE TABLE products (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  sku VARCHAR(32) NOT NULL,
  title VARCHAR(200) NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY products_sku (sku)
);

CREATE TABLE reviews (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  product_id BIGINT NOT NULL,
  author VARCHAR(80) NOT NULL,
  stars TINYINT NOT NULL,
  helpful INT NOT NULL DEFAULT 0,
  votes INT NOT NULL DEFAULT 0,
  body TEXT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  KEY reviews_product (product_id, created_at)
);

INSERT INTO products (id, sku, title, created_at) VALUES
  (1, 'KB-101', 'Mechanical Keyboard', '2025-03-01 09:00:00'),
  (2, 'ms-7', 'Wireless mouse', '2025-03-02 10:30:00'),
  (3, 'HUB-4', 'USB-C Hub', '2025-03-03 11:45:00');

INSERT INTO reviews (id, product_id, author, stars, helpful, votes, body, created_at) VALUES
  (10, 1, 'Ann', 5, 22, 7, 'Great keys', '2025-03-04 08:00:00'),
  (11, 1, 'bob', 4, 2, 3, NULL, '2025-03-05 09:15:00'),
  (12, 1, 'CY', 5, 1, 6, 'Loud but LOVELY', '2025-03-06 10:30:00'),
  (13, 1, 'dee', 1, 0, 0, 'broke in a week', '2025-03-07 11:45:00'),
  (14, 1, 'Eve', 4, 5, 8, '', '2025-03-08 12:00:00'),
  (15, 1, 'fay', 3, 1, 3, NULL, '2025-03-09 13:15:00'),
  (16, 1, 'Gus', 5, 10, 11, 'ok', '2025-03-10 14:30:00'),
  (20, 2, 'Ann', 2, 1, 1, 'Laggy', '2025-03-05 08:00:00'),
  (21, 2, 'hal', 3, 0, 2, NULL, '2025-03-06 08:00:00');

-- name: GetProduct :one
SELECT id, sku, title, created_at FROM products WHERE id = ?;

-- name: GetProductRating :one
SELECT COUNT(*) AS reviews, AVG(stars) AS average, SUM(stars) AS total_stars,
       MIN(stars) AS lowest, MAX(stars) AS highest
FROM reviews WHERE product_id = ?;

-- name: ListRatingsByAuthor :many
SELECT author, AVG(stars) AS average, SUM(helpful) AS helpful
FROM reviews WHERE product_id = ?
GROUP BY author;

-- name: ListReviews :many
SELECT id, author, stars, helpful / votes AS helpfulness, body, created_at
FROM reviews WHERE product_id = ? ORDER BY created_at DESC;

-- name: GetReviewScore :one
SELECT id, stars / 5 AS score, helpful / votes AS helpfulness, votes - helpful AS unhelpful
FROM reviews WHERE id = ?;

-- name: AddReview :execlastid
INSERT INTO reviews (product_id, author, stars, body, created_at)
VALUES (?, ?, ?, sqlc.narg(body), NOW());

-- name: VoteHelpful :exec
UPDATE reviews SET helpful = helpful + 1, votes = votes + 1 WHERE id = ?;

-- name: VoteUnhelpful :exec
UPDATE reviews SET votes = votes + 1 WHERE id = ?;
