-- Keys on columns longer than a key holds, as applications declare them:
-- a TEXT owner and a VARCHAR(10000) path (a partition key takes 2,048
-- bytes, a sort key 1,024). An equality keys on the value's digest and
-- compares the whole value too; ORDER BY path cannot use a key: without a
-- LIMIT the application sorts what the Query reads, with one it says so.
CREATE TABLE documents (
  id      INT PRIMARY KEY,
  owner   TEXT NOT NULL,
  path    VARCHAR(10000) NOT NULL,
  body    TEXT
);

INSERT INTO documents (id, owner, path, body) VALUES
  (1, 'Ann', '/home/ann/notes.txt', 'hello'),
  (2, 'ann', '/home/ann/todo.txt', NULL),
  (3, 'Bob', '/srv/www/index.html', '<html>'),
  (4, 'bob', '/SRV/www/Index.html', 'dup?');

-- name: GetDocumentByPath :one
SELECT * FROM documents WHERE owner = ? AND path = ?;

-- name: ListOwnerDocuments :many
SELECT * FROM documents WHERE owner = ? ORDER BY path;

-- name: ListOwnerDocumentsPage :many
SELECT * FROM documents WHERE owner = ? ORDER BY path LIMIT 2;

-- name: ListOwnerDocumentIDs :many
SELECT id FROM documents WHERE owner = ? ORDER BY id;

-- name: MoveDocument :execrows
UPDATE documents SET path = ? WHERE id = ?;

-- name: DeleteByPath :execrows
DELETE FROM documents WHERE owner = ? AND path = ?;

-- Columns each short enough to be keyed whole, but a sort key over all
-- three could pass 1,024 bytes: that pattern alone is unsupported.
CREATE TABLE releases (
  id        INT PRIMARY KEY,
  product   VARCHAR(100) NOT NULL,
  channel   VARCHAR(500) NOT NULL,
  codename  VARCHAR(500) NOT NULL,
  label     VARCHAR(500) NOT NULL
);

-- name: ListProductReleases :many
SELECT * FROM releases WHERE product = ? ORDER BY channel, codename, label;

-- name: ListProductChannel :many
SELECT id, label FROM releases WHERE product = ? AND channel = ? ORDER BY id;
