-- Names the design cannot keep apart: columns named like the attributes
-- it writes on every item, and # (the separator of key values) in names.
CREATE TABLE accounts (
  id    BIGINT PRIMARY KEY,
  PK    VARCHAR(20) NOT NULL,
  SK    VARCHAR(20),
  GSI1PK VARCHAR(20),
  _type VARCHAR(20),
  pk    INT -- MySQL names ignore case: PK again
);

CREATE TABLE `note#x` (
  id INT PRIMARY KEY,
  `tag#1` VARCHAR(10)
);

CREATE TABLE note (
  id INT PRIMARY KEY
);

-- name: GetAccount :one
SELECT * FROM accounts WHERE id = ?;

-- name: GetNote :one
SELECT * FROM note WHERE id = ?;

CREATE TABLE `tmpl${x}` (
  id INT PRIMARY KEY,
  `col{y}` INT
);
