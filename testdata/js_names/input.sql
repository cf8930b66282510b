-- Names that every JavaScript object already has (constructor, __proto__,
-- toString) and a literal ${...} in a key. The ElectroDB module leaves out
-- the entities it cannot hold, each with its reason, and keeps the rest;
-- patterns named after such members still run.
CREATE TABLE `constructor` (
  id        BIGINT      NOT NULL PRIMARY KEY,
  `__proto__` VARCHAR(40),
  name      VARCHAR(40) NOT NULL
);

CREATE TABLE posts (
  id     BIGINT       NOT NULL PRIMARY KEY,
  status VARCHAR(40)  NOT NULL,
  title  VARCHAR(100) NOT NULL
);

CREATE TABLE notes (
  id        BIGINT       NOT NULL PRIMARY KEY,
  author_id BIGINT       NOT NULL,
  `toString` VARCHAR(20),
  body      VARCHAR(200)
);

CREATE TABLE authors (
  id   BIGINT      NOT NULL PRIMARY KEY,
  name VARCHAR(40) NOT NULL
);

-- name: GetConstructor :one
SELECT * FROM `constructor` WHERE id = ?;

-- name: ListTemplated :many
SELECT * FROM posts WHERE status = '${draft}';

-- name: GetPost :one
SELECT * FROM posts WHERE id = ?;

-- name: GetNote :one
SELECT * FROM notes WHERE id = ?;

-- name: __proto__ :one
SELECT * FROM authors WHERE id = ?;

-- name: constructor :many
SELECT * FROM authors WHERE name = ?;

INSERT INTO `constructor` (id, `__proto__`, name) VALUES (1, 'polluted', 'first'), (2, NULL, 'second');
INSERT INTO posts (id, status, title) VALUES (1, '${draft}', 'a draft'), (2, 'live', 'live one');
INSERT INTO notes (id, author_id, `toString`, body) VALUES (1, 1, 'x', 'hello');
INSERT INTO authors (id, name) VALUES (1, 'Ada'), (2, 'Grace');
