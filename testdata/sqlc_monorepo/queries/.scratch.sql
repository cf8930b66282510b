-- An editor's scratch file: hidden, so sqlc does not read it.
-- name: Scratch :one
SELEC * FROM nowhere;
