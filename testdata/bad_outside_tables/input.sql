-- The schema and queries reach outside the tables where the parser cannot
-- read them: each is a positioned error, and nothing is designed.
CREATE TABLE notes (
  id   BIGINT NOT NULL PRIMARY KEY,
  body TEXT   DEFAULT (LOAD_FILE('/etc/hostname'))
);

-- name: DumpNote :one
SELECT body INTO DUMPFILE '/tmp/sql2dynamo-dump' FROM notes WHERE id = ?;

-- name: NoteIntoVariable :one
SELECT body FROM notes WHERE id = ? INTO @body;
