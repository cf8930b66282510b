-- name: GetAuthor :one
SELECT * FROM authors
WHERE id = ?;

-- name: GetAuthorByHandle :one
SELECT * FROM authors
WHERE handle = ?;

-- name: GetAuthorAvatar :one
SELECT avatar_url FROM authors
WHERE id = ?;

-- name: CreateAuthor :execlastid
INSERT INTO authors (handle, display_name, bio, avatar_url)
VALUES (?, ?, ?, ?);

-- name: UpdateAuthorBio :execrows
UPDATE authors SET bio = ?
WHERE id = ?;
