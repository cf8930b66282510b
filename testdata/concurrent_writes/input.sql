-- A box office as an application writes it: a seat is booked once per
-- show (a UNIQUE key, kept by a lock item), a voucher code is optional
-- (NULL for most bookings, and MySQL's UNIQUE lets NULLs repeat), and a
-- booking moves or is cancelled by its id. Moving and cancelling read the
-- booking first (for the seat whose lock they free): another write in
-- between must fail their transaction, which then reads again, or a
-- cancelled booking would leave the moved seat's lock behind forever.
CREATE TABLE bookings (
  id           BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  show_id      BIGINT       NOT NULL,
  seat         VARCHAR(10)  NOT NULL,
  holder       VARCHAR(100) NOT NULL,
  voucher_code VARCHAR(20)  NULL,
  booked_at    DATETIME     NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY bookings_seat (show_id, seat),
  UNIQUE KEY bookings_voucher (voucher_code)
);

-- name: Book :exec
INSERT INTO bookings (show_id, seat, holder) VALUES (?, ?, ?);

-- name: BookWithVoucher :exec
INSERT INTO bookings (show_id, seat, holder, voucher_code) VALUES (?, ?, ?, ?);

-- name: MoveSeat :exec
UPDATE bookings SET seat = ? WHERE id = ?;

-- name: Rename :exec
UPDATE bookings SET holder = ? WHERE id = ?;

-- name: Cancel :exec
DELETE FROM bookings WHERE id = ?;

-- name: GetBooking :one
SELECT * FROM bookings WHERE id = ?;

-- name: SeatTaken :one
SELECT * FROM bookings WHERE show_id = ? AND seat = ?;

-- Auction items keyed by what the hot read asks (category, then end
-- date): extending an item changes its table key, so the application reads
-- it (by id, from an index) and deletes and puts it again, every attribute
-- carried over. A price change in between must fail that transaction, not
-- be undone by the values read before it.
CREATE TABLE auction_items (
  id       BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  category VARCHAR(40)  NOT NULL,
  end_date DATETIME     NOT NULL,
  title    VARCHAR(100) NOT NULL,
  price    INT          NOT NULL,
  note     VARCHAR(100) NULL
);

-- name: ItemsOfCategory :many
-- @rps 3000
SELECT * FROM auction_items WHERE category = ? ORDER BY end_date, id;

-- name: GetAuctionItem :one
SELECT * FROM auction_items WHERE id = ?;

-- name: Extend :exec
UPDATE auction_items SET end_date = ? WHERE id = ?;

-- name: Reprice :exec
UPDATE auction_items SET price = ? WHERE id = ?;

-- name: Annotate :exec
UPDATE auction_items SET note = ? WHERE id = ?;

INSERT INTO auction_items (id, category, end_date, title, price, note) VALUES
  (1, 'Books', '2024-06-01 12:00:00', 'Dune', 10, NULL),
  (2, 'books', '2024-06-02 12:00:00', 'Emma', 7, 'signed'),
  (3, 'Toys', '2024-06-01 12:00:00', 'Kite', 3, NULL);

INSERT INTO bookings (id, show_id, seat, holder, voucher_code, booked_at) VALUES
  (1, 10, 'A1', 'Ann', NULL, '2024-05-01 18:00:00'),
  (2, 10, 'A2', 'bo', 'SPRING-24', '2024-05-01 18:05:00'),
  (3, 10, 'a3', 'Cy Zoë', NULL, '2024-05-02 09:00:00'),
  (4, 11, 'A1', 'ann', NULL, '2024-05-02 10:00:00');
