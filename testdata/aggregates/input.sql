-- Reads that aggregate a key-bounded set of rows, as a ledger application
-- writes them with sqlc: a wallet's balance and its entry counts, its
-- spending per category with HAVING, first and last entries, distinct
-- merchants, and whether an entry exists (SELECT EXISTS, SELECT 1 ...
-- LIMIT 1). The request reads the rows of one wallet (or one category);
-- the application groups and computes, as MySQL does: NULLs skipped,
-- SUM exact, AVG with four more decimals, text grouped and compared as
-- its collation does ('Food' and 'FOOD' are one category). No foreign
-- keys, NOW() in writes, mixed-case strings, integer ids.

CREATE TABLE wallets (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  owner_email VARCHAR(255) NOT NULL,
  currency CHAR(3) NOT NULL DEFAULT 'EUR',
  UNIQUE KEY wallets_owner (owner_email)
);

CREATE TABLE entries (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  wallet_id BIGINT NOT NULL,
  category VARCHAR(40) NOT NULL,
  merchant VARCHAR(80) NULL,
  amount DECIMAL(12,2) NOT NULL,
  points INT NULL,
  memo TEXT NULL,
  booked_at DATETIME NOT NULL,
  KEY entries_wallet (wallet_id, booked_at)
);

INSERT INTO wallets (id, owner_email, currency) VALUES
  (1, 'ann@example.com', 'EUR'),
  (2, 'Bob@Example.com', 'USD'),
  (3, 'cy@example.com', 'EUR');

INSERT INTO entries (id, wallet_id, category, merchant, amount, points, memo, booked_at) VALUES
  (100, 1, 'Food', 'Bakery', 12.50, 1, 'zucchini bread', '2025-01-02 08:00:00'),
  (101, 1, 'FOOD', 'bakery', 7.25, NULL, 'Apple pie', '2025-01-03 09:00:00'),
  (102, 1, 'Travel', 'Rail', 120.00, 12, 'monthly pass', '2025-01-05 10:00:00'),
  (103, 1, 'food', NULL, -3.10, 0, NULL, '2025-01-06 11:00:00'),
  (104, 2, 'Rent', 'Landlord', 950.00, NULL, 'February', '2025-02-01 00:00:00'),
  (105, 2, 'Food', 'Market', 45.99, 4, NULL, '2025-02-03 18:30:00'),
  (106, 1, 'Books', 'Shop', 19.90, 2, 'apple pie recipes', '2025-01-07 12:00:00');

-- name: GetWalletBalance :one
SELECT COUNT(*) AS entries, SUM(amount) AS balance, AVG(amount) AS average,
       MIN(booked_at) AS first_at, MAX(booked_at) AS last_at, COUNT(points) AS with_points
FROM entries WHERE wallet_id = sqlc.arg(wallet_id);

-- name: ListSpendingByCategory :many
SELECT category, COUNT(*) AS n, SUM(amount) AS total, MAX(merchant) AS last_merchant
FROM entries WHERE wallet_id = sqlc.arg(wallet_id)
GROUP BY category;

-- name: ListBusyCategories :many
SELECT category, SUM(points) AS points
FROM entries WHERE wallet_id = ?
GROUP BY category
HAVING COUNT(*) > 1 AND SUM(amount) > 0;

-- name: CountMerchants :one
SELECT COUNT(DISTINCT merchant) AS merchants FROM entries WHERE wallet_id = ?;

-- name: GetJanuaryTotals :one
SELECT SUM(amount) AS spent, MAX(points) AS best
FROM entries WHERE wallet_id = ? AND booked_at >= '2025-01-01' AND booked_at < '2025-02-01';

-- name: ListCategories :many
SELECT category FROM entries WHERE wallet_id = ? GROUP BY category;

-- name: WalletHasEntries :one
SELECT EXISTS(SELECT 1 FROM entries WHERE wallet_id = sqlc.arg(wallet_id));

-- name: CategoryUnused :one
-- NOT EXISTS, over a category compared as its collation does.
SELECT NOT EXISTS(SELECT * FROM entries WHERE wallet_id = ? AND category = ?) AS unused;

-- name: AnyEntryOver :one
SELECT 1 AS found FROM entries WHERE wallet_id = ? AND amount > ? LIMIT 1;

-- name: ListMemoCounts :many
-- By position, over a TEXT column that keys hold as a digest: sorted by its value.
SELECT memo, COUNT(*) FROM entries WHERE wallet_id = ? GROUP BY 1 ORDER BY 1;

-- name: GetEntry :one
SELECT * FROM entries WHERE id = ?;

-- name: AddEntry :execlastid
INSERT INTO entries (wallet_id, category, merchant, amount, points, booked_at)
VALUES (sqlc.arg(wallet_id), sqlc.arg(category), sqlc.narg(merchant), sqlc.arg(amount), sqlc.narg(points), NOW());

-- name: DeleteEntry :exec
DELETE FROM entries WHERE id = ?;

-- name: TopCategories :many
-- The application sorts the groups, then keeps three.
SELECT category, SUM(amount) AS total FROM entries WHERE wallet_id = ? GROUP BY category ORDER BY total DESC LIMIT 3;
