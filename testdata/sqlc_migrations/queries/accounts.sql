-- name: GetAccountByUsername :one
SELECT * FROM accounts WHERE username = ?;

-- name: CreateAccount :execlastid
INSERT INTO accounts (username, email, created_at) VALUES (?, ?, NOW());

-- name: ListNotesWithAuthor :many
SELECT notes.*, accounts.username
FROM notes
  LEFT JOIN accounts ON (accounts.id = notes.account_id)
WHERE notes.account_id = ?
ORDER BY created_at DESC, id DESC;

-- name: ResetAll :exec
DROP TABLE IF EXISTS notes;
DROP TABLE IF EXISTS accounts;
