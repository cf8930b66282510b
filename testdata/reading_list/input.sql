-- A reading-list service, as its sqlc queries read it: books with their
-- author's name by a LEFT JOIN on the tag the user picked, a TEXT column
-- (as sqlc's booktest has it), which a key holds as a digest: the design
-- reads the books by it, checks the tag in the application, then reads
-- their authors. And a TIME column, whose values the generated Go package
-- does not read yet: its method returns ErrUnsupported, so `verify
-- --via-go` must say that this method was not verified, and why, instead
-- of "All patterns agree".
-- Integer ids, no foreign keys, NOW() in writes, NULLs, mixed-case strings.

CREATE TABLE writers (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(120) NOT NULL,
  country CHAR(2) NULL
);

CREATE TABLE titles (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  writer_id BIGINT NULL,
  isbn VARCHAR(20) NOT NULL,
  title VARCHAR(300) NOT NULL,
  tag TEXT NOT NULL,
  published_year INT NULL,
  added_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  reading_time TIME NULL,
  UNIQUE KEY titles_isbn (isbn)
);

INSERT INTO writers (id, name, country) VALUES
  (1, 'Ursula K. Le Guin', 'US'),
  (2, 'stanisław lem', 'PL'),
  (3, 'Anonymous', NULL);

INSERT INTO titles (id, writer_id, isbn, title, tag, published_year, added_at) VALUES
  (10, 1, '978-0441478125', 'The Left Hand of Darkness', 'SciFi', 1969, '2025-01-10 08:00:00'),
  (11, 2, '978-0156027601', 'Solaris', 'scifi', 1961, '2025-01-11 09:00:00'),
  (12, NULL, '978-0000000001', 'Untitled Notes', 'Notes', NULL, '2025-01-12 10:00:00'),
  (13, 1, '978-0547773742', 'A Wizard of Earthsea', 'Fantasy', 1968, '2025-01-13 11:00:00');

-- name: GetTitle :one
SELECT id, writer_id, isbn, title, tag, published_year, added_at FROM titles WHERE id = ?;

-- name: ListTitlesByTag :many
SELECT titles.id, title, name, isbn, tag
FROM titles
LEFT JOIN writers ON titles.writer_id = writers.id
WHERE tag = ?;

-- name: AddTitle :execlastid
INSERT INTO titles (writer_id, isbn, title, tag, published_year, added_at)
VALUES (sqlc.narg(writer_id), ?, ?, ?, sqlc.narg(published_year), NOW());

-- name: Retag :exec
UPDATE titles SET tag = ? WHERE id = ?;

-- name: GetReadingTime :one
SELECT reading_time FROM titles WHERE id = ?;
