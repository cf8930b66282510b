-- A box office, as a sqlc user writes it: integer ids, seat counts that
-- writers decrement concurrently, prices with cents, conditional updates.

CREATE TABLE venues (
  venue_id INT NOT NULL AUTO_INCREMENT,
  name     VARCHAR(80) NOT NULL,
  PRIMARY KEY (venue_id)
);

CREATE TABLE shows (
  show_id    BIGINT NOT NULL AUTO_INCREMENT,
  venue_id   INT NOT NULL,
  title      VARCHAR(120) NOT NULL,
  starts_at  DATETIME NOT NULL,
  seats_left INT NOT NULL DEFAULT 100,
  price      DECIMAL(8,2) NOT NULL,
  discount   DECIMAL(5,2) NULL,
  status     VARCHAR(12) NOT NULL DEFAULT 'ON_SALE',
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (show_id),
  CONSTRAINT fk_shows_venue FOREIGN KEY (venue_id) REFERENCES venues (venue_id)
);

-- name: GetShow :one
SELECT * FROM shows WHERE show_id = ?;

-- name: ShowsAtVenue :many
SELECT * FROM shows WHERE venue_id = ? ORDER BY starts_at;

-- name: ShowsOnSale :many
SELECT * FROM shows WHERE status = 'ON_SALE' ORDER BY starts_at LIMIT 20;

-- One seat, only while there is one left: 0 rows affected when sold out.
-- name: ReserveSeat :execrows
-- @rps 50
UPDATE shows SET seats_left = seats_left - 1 WHERE show_id = ? AND seats_left > 0;

-- name: ReleaseSeats :exec
UPDATE shows SET seats_left = seats_left + ? WHERE show_id = ?;

-- name: MarkDown :execrows
UPDATE shows SET price = price - 2.50 WHERE show_id = ? AND price >= ?;

-- name: RepriceUnlessDiscounted :execrows
UPDATE shows SET price = ? WHERE show_id = ? AND discount IS NULL;

-- name: BumpDiscount :exec
UPDATE shows SET discount = discount + ? WHERE show_id = ?;

-- name: CancelUnsoldShow :execrows
DELETE FROM shows WHERE show_id = ? AND seats_left = ?;

-- The id comes from AUTO_INCREMENT; seats_left from its DEFAULT.
-- name: AddShow :execlastid
INSERT INTO shows (venue_id, title, starts_at, price) VALUES (?, ?, ?, ?);

-- name: AddVenue :execlastid
INSERT INTO venues (name) VALUES (?);

-- A preview is free and not on sale: literals, not parameters.
-- name: AddPreview :execlastid
INSERT INTO shows (venue_id, title, starts_at, price, status) VALUES (?, ?, ?, 0, 'PREVIEW');

-- name: CloseSales :execrows
UPDATE shows SET status = 'SOLD_OUT' WHERE show_id = ? AND seats_left = 0;
