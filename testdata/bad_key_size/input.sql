-- Keys past DynamoDB's size limits: a sort key on a 10,000-character
-- column (1,024 bytes at most) and a partition key on TEXT (2,048).
CREATE TABLE documents (
  id      INT PRIMARY KEY,
  owner   TEXT NOT NULL,
  path    VARCHAR(10000) NOT NULL,
  body    TEXT
);

-- name: GetDocumentByPath :one
SELECT * FROM documents WHERE owner = ? AND path = ?;

-- name: ListOwnerDocuments :many
SELECT * FROM documents WHERE owner = ? ORDER BY path;
