-- A wallet service: balances are DECIMAL(12,2) and the app lists a
-- customer's wallets by balance, so the balance is in an index key and
-- every credit or debit is arithmetic on a key column. An item holds
-- 10.50 as 10.5 and 10.00 as 10: the new balance must keep the column's
-- two decimals, not the stored text's (a +0.25 on 10.00 is 10.25).

CREATE TABLE wallets (
  id          BIGINT        NOT NULL AUTO_INCREMENT PRIMARY KEY,
  customer_id BIGINT        NOT NULL,
  currency    CHAR(3)       NOT NULL,
  label       VARCHAR(80)   NULL,
  balance     DECIMAL(12,2) NOT NULL DEFAULT 0.00,
  rating      FLOAT         NOT NULL DEFAULT 0,
  updated_at  DATETIME      NULL,
  KEY ix_customer_balance (customer_id, balance),
  KEY ix_customer_rating (customer_id, rating)
);

INSERT INTO wallets (id, customer_id, currency, label, balance, rating, updated_at) VALUES
  (1, 7, 'EUR', 'Main',      10.00, 4.5, '2026-01-05 10:00:00'),
  (2, 7, 'USD', NULL,         3.50, 3.0, NULL),
  (3, 7, 'eur', 'Savings', 1250.75, 5.0, '2026-01-06 08:30:00'),
  (4, 9, 'GBP', 'main',       0.05, 1.5, NULL);

-- name: GetWallet :one
SELECT id, customer_id, currency, label, balance, updated_at FROM wallets WHERE id = ?;

-- name: ListWalletsByBalance :many
SELECT id, currency, label, balance FROM wallets
WHERE customer_id = ? ORDER BY balance DESC;

-- name: ListWalletsOver :many
SELECT id, currency, balance FROM wallets
WHERE customer_id = ? AND balance >= ? ORDER BY balance;

-- name: Credit :exec
UPDATE wallets SET balance = balance + ?, updated_at = NOW() WHERE id = ?;

-- name: Debit :execrows
UPDATE wallets SET balance = balance - ?, updated_at = NOW() WHERE id = ?;

-- name: AddCashback :exec
UPDATE wallets SET balance = balance + 0.25 WHERE id = ?;

-- name: ChargeFee :exec
UPDATE wallets SET balance = balance - 1.5 WHERE customer_id = ?;

-- name: ListWalletsByRating :many
SELECT id, rating FROM wallets WHERE customer_id = ? ORDER BY rating DESC;

-- name: Rate :exec
UPDATE wallets SET rating = rating + ? WHERE id = ?;
