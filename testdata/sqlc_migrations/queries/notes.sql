-- name: GetNote :one
SELECT * FROM notes WHERE id = ?;

-- name: CreateNote :execresult
INSERT INTO notes (account_id, title, body) VALUES (?, ?, ?);
