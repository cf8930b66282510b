-- A blog's admin tables as a real application keeps them: an ascii path
-- as the key, the row's times kept by MySQL itself (DEFAULT and ON UPDATE
-- CURRENT_TIMESTAMP), an optimistic lock on updated_at, a CHECK list.
CREATE TABLE entry
(
    path         varchar(255) CHARACTER SET ascii COLLATE ascii_general_ci NOT NULL,
    title        varchar(300) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL,
    body         text CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL,
    status       varchar(16) NOT NULL DEFAULT 'draft',
    created_at   datetime DEFAULT CURRENT_TIMESTAMP,
    updated_at   datetime DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP,
    PRIMARY KEY (path),
    UNIQUE title (title),
    CONSTRAINT chk_status CHECK (status IN ('draft', 'published', 'archived'))
) DEFAULT CHARSET = utf8mb4;

-- name: GetEntry :one
SELECT * FROM entry WHERE path = ?;

-- name: CreateEntry :execrows
INSERT INTO entry (path, title, body) VALUES (?, ?, '');

-- name: UpdateEntryTitle :execrows
UPDATE entry SET title = ? WHERE path = ? AND updated_at = ?;

-- name: PublishEntry :exec
UPDATE entry SET status = 'published' WHERE path = ?;
