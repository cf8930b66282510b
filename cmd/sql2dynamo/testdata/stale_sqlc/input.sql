-- sqlc's package in db/ was generated (sqlc v1.31.1) before this file
-- changed: the table gained bio, and GetAuthor became GetWriter. Its
-- Author has two fields, and its Querier a method the queries no longer
-- have.
CREATE TABLE authors (id BIGINT PRIMARY KEY, name VARCHAR(100) NOT NULL, bio TEXT);

-- name: GetWriter :one
SELECT * FROM authors WHERE id = ?;
