-- A table without a key is keyed by a generated my_row_id, unless it has a
-- column of that name already.
CREATE TABLE imports (
  my_row_id INT,
  line TEXT
);

-- name: ListImports :many
SELECT * FROM imports WHERE my_row_id = ?;
