-- Queries that reach outside the tables: a file on the server, a lock every
-- session sees, a wait, a session variable. Each is unsupported, and verify
-- never runs it on a SQL engine (verify's tests check that no file appears).
CREATE TABLE notes (
  id         BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  author_id  BIGINT       NOT NULL,
  body       TEXT,
  created_at DATETIME     NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- name: GetNote :one
SELECT * FROM notes WHERE id = ?;

-- name: ExportNotes :many
-- Writes the rows into a .pth file: Python runs it at its next start.
SELECT body FROM notes WHERE id = ?
INTO OUTFILE '/tmp/sql2dynamo-outside-tables.pth';

-- name: ReadSecret :exec
INSERT INTO notes (author_id, body) VALUES (?, LOAD_FILE('/etc/hostname'));

-- name: SlowNote :one
SELECT * FROM notes WHERE id = ? AND SLEEP(5) = 0;

-- name: LockNote :one
SELECT id, GET_LOCK(CONCAT('note-', id), 10) AS locked FROM notes WHERE id = ?;

-- name: NotesOfSessionAuthor :many
SELECT * FROM notes WHERE author_id = @author;

INSERT INTO notes (id, author_id, body, created_at) VALUES
  (1, 7, 'import os; os.system("touch /tmp/sql2dynamo-outside-tables-ran")', '2026-01-10 09:30:00'),
  (2, 7, NULL, '2026-01-11 10:00:00');
