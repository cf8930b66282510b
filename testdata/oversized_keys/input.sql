-- A table whose own primary key is five VARCHAR(500) columns, each short
-- enough to be keyed whole (512 and under): the item's key can reach past
-- DynamoDB's 2,048 bytes, and every item needs it, so every pattern that
-- reads or writes releases is unsupported, with the reason; the rest of
-- the design (products) is served. Valid MySQL never stops the design
-- (latin1: InnoDB takes a 2,500-byte key, not utf8mb4's 10,000).
CREATE TABLE releases (
  product   VARCHAR(500) NOT NULL,
  channel   VARCHAR(500) NOT NULL,
  codename  VARCHAR(500) NOT NULL,
  label     VARCHAR(500) NOT NULL,
  arch      VARCHAR(500) NOT NULL,
  notes     TEXT,
  PRIMARY KEY (product, channel, codename, label, arch)
) DEFAULT CHARSET=latin1;

CREATE TABLE products (
  id   BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);

-- name: GetRelease :one
SELECT * FROM releases WHERE product = ? AND channel = ? AND codename = ? AND label = ? AND arch = ?;

-- name: AddRelease :exec
INSERT INTO releases (product, channel, codename, label, arch, notes) VALUES (?, ?, ?, ?, ?, ?);

-- name: GetProduct :one
SELECT id, name FROM products WHERE id = ?;

-- name: CreateProduct :execlastid
INSERT INTO products (name) VALUES (?);
