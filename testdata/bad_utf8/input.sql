CREATE TABLE t (
  id   INT PRIMARY KEY,
  name VARCHAR(20)
);

-- name: GetByName :one
SELECT * FROM t WHERE name = 'café';
