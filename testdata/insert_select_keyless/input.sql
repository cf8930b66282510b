-- sqlc's own MySQL example of INSERT ... SELECT, on its two tables
-- without a PRIMARY KEY: each is keyed by a generated id (my_row_id, as
-- MySQL's invisible primary key), bar's too although only the INSERT's
-- SELECT reads it. The example's SELECT has no ORDER BY, so the order the
-- rows get their foo ids in is MySQL's to choose: not served, and said
-- why; nor with ORDER BY, since InnoDB may skip numbers in the ids it
-- takes for a bulk insert. A batch of import lines, unique by (import_id,
-- line), nullable payloads, archived the same way (refused: archived_lines
-- is keyed by a generated id too) and stamped with NOW().
CREATE TABLE foo (name text not null, meta text not null);
CREATE TABLE bar (name text not null, ready bool not null);

CREATE TABLE import_lines (
  import_id BIGINT NOT NULL,
  line INT NOT NULL,
  body VARCHAR(200) NULL,
  seen_at DATETIME NOT NULL,
  UNIQUE KEY import_lines_line (import_id, line)
);

CREATE TABLE archived_lines (
  batch_id BIGINT NOT NULL,
  line_no INT NOT NULL,
  payload VARCHAR(200) NULL,
  archived_at DATETIME NOT NULL
);

INSERT INTO bar (name, ready) VALUES ('Widget', 1), ('gadget', 0), ('Sprocket', 1), ('bolt', 1);
INSERT INTO import_lines (import_id, line, body, seen_at) VALUES
  (7, 1, 'Hello', '2025-01-01 09:00:00'), (7, 2, NULL, '2025-01-01 09:00:01'), (8, 1, 'other', '2025-01-02 10:00:00');

-- name: InsertSelect :exec
INSERT INTO foo (name, meta) SELECT name, ? FROM bar WHERE ready = ?;

-- name: InsertSelectOrdered :exec
INSERT INTO foo (name, meta) SELECT name, ? FROM bar WHERE ready = ? ORDER BY name;

-- name: ListFooByMeta :many
SELECT name, meta FROM foo WHERE meta = ?;

-- name: ArchiveBatch :exec
INSERT INTO archived_lines (batch_id, line_no, payload, archived_at)
SELECT import_id, line, body, NOW() FROM import_lines WHERE import_id = ? ORDER BY line;

-- name: ListArchivedBatch :many
SELECT line_no, payload FROM archived_lines WHERE batch_id = ? ORDER BY line_no;
