-- A billing ledger's range reads as an application sends them, the
-- bounds straight from a date picker or a search box: BETWEEN ? AND ?,
-- x >= ? AND x <= ?, x > ? AND x < ?, on a DATETIME, an INT and a
-- case-insensitive VARCHAR. A caller may send the bounds the wrong way
-- round (from after to): SQL finds no row, where DynamoDB refuses a
-- BETWEEN whose low bound is above its high one. The application
-- compares the bounds as the key writes them (the folded code, 'b' before
-- 'C' under utf8mb4_0900_ai_ci, where bytes put 'C' first) and sends no
-- request for an empty range. Integer ids, no foreign keys, NULL amounts
-- and memos, NOW() in writes.
CREATE TABLE ledger_entries (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  account_id BIGINT NOT NULL,
  posted_at DATETIME NOT NULL,
  amount_cents INT NULL,
  code VARCHAR(20) NOT NULL,
  memo VARCHAR(200) NULL,
  KEY ix_account_posted (account_id, posted_at)
);

INSERT INTO ledger_entries (id, account_id, posted_at, amount_cents, code, memo) VALUES
  (1, 7, '2025-03-01 09:00:00', 1200, 'Rent', 'March'),
  (2, 7, '2025-03-02 10:30:00', -450, 'coffee', NULL),
  (3, 7, '2025-03-05 18:00:00', NULL, 'Books', 'pending'),
  (4, 8, '2025-03-01 12:00:00', 990, 'BOOKS', NULL),
  (5, 8, '2025-03-09 08:15:00', -20, 'fee', 'Bank fee');

-- name: EntriesPostedBetween :many
SELECT id, posted_at, amount_cents, memo FROM ledger_entries
WHERE account_id = ? AND posted_at BETWEEN ? AND ?
ORDER BY posted_at;

-- name: EntriesByAmount :many
SELECT id, amount_cents FROM ledger_entries
WHERE account_id = sqlc.arg(account_id) AND amount_cents >= sqlc.arg(min_cents) AND amount_cents <= sqlc.arg(max_cents)
ORDER BY amount_cents;

-- name: EntriesByCode :many
SELECT id, code FROM ledger_entries
WHERE account_id = ? AND code > ? AND code < ?
ORDER BY code;

-- name: CountEntriesBetween :one
SELECT COUNT(*) AS n FROM ledger_entries WHERE account_id = ? AND posted_at BETWEEN ? AND ?;

-- name: AddEntry :execlastid
INSERT INTO ledger_entries (account_id, posted_at, amount_cents, code, memo) VALUES (?, NOW(), ?, ?, ?);

-- name: ClearMemosBetween :exec
UPDATE ledger_entries SET memo = NULL WHERE account_id = ? AND posted_at BETWEEN ? AND ?;
