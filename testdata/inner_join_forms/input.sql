-- A shop's reviews listed with their item's title, as applications write
-- the inner join: with a comma and the join in the WHERE (either side
-- first), JOIN ... ON (either table first), JOIN ... USING. Integer ids,
-- no foreign keys (the join infers the relationship), NULL stars and
-- bodies, NOW() in writes. RetitleItem changes the title, and the
-- relationship is only inferred, so the title is not copied onto the
-- reviews: the reviews of the item are read first and each joined to its
-- item. An item without reviews is no row of an inner join, however it is
-- written.
CREATE TABLE item (
  i_id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  title VARCHAR(100) NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE review (
  r_id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  i_id BIGINT NOT NULL,
  stars TINYINT NULL,
  body TEXT NULL,
  created_at DATETIME NOT NULL,
  KEY ix_item (i_id)
);

INSERT INTO item (i_id, title, created_at) VALUES
  (1, 'Blue Kettle', '2025-01-01 09:00:00'),
  (2, 'tea TOWEL', '2025-01-02 09:00:00'),
  (3, 'Unreviewed Mug', '2025-01-03 09:00:00');
INSERT INTO review (r_id, i_id, stars, body, created_at) VALUES
  (10, 1, 5, 'Boils fast', '2025-02-01 10:00:00'),
  (11, 1, NULL, NULL, '2025-02-02 10:00:00'),
  (12, 2, 2, 'thin', '2025-02-03 10:00:00'),
  -- A review of an item that is gone: no row of the join either.
  (13, 99, 4, 'lost', '2025-02-04 10:00:00');

-- name: GetItem :one
SELECT i_id, title FROM item WHERE i_id = ?;

-- name: ItemReviewsComma :many
SELECT r.r_id, r.stars, i.title FROM review r, item i WHERE i.i_id = r.i_id AND r.i_id = ?;

-- name: ItemReviewsCommaParentFirst :many
SELECT r.r_id, r.stars, i.title FROM item i, review r WHERE r.i_id = i.i_id AND i.i_id = ?;

-- name: ItemReviewsJoin :many
SELECT r.r_id, r.body, i.title FROM review r JOIN item i ON i.i_id = r.i_id WHERE r.i_id = ?;

-- name: ItemReviewsJoinParentFirst :many
SELECT r.r_id, r.body, i.title FROM item i INNER JOIN review r ON r.i_id = i.i_id WHERE i.i_id = ?;

-- name: ItemReviewsUsing :many
SELECT r.r_id, r.stars, r.body, i.title FROM item i JOIN review r USING (i_id) WHERE i.i_id = ?;

-- name: AddReview :execlastid
INSERT INTO review (i_id, stars, body, created_at) VALUES (?, ?, ?, NOW());

-- name: RetitleItem :exec
UPDATE item SET title = ? WHERE i_id = ?;
