-- A table whose own primary key is five VARCHAR(500) columns, each short
-- enough to be keyed whole (512 and under): the item's key can reach past
-- DynamoDB's 2,048 bytes, and every item needs it, so the design stops.
CREATE TABLE releases (
  product   VARCHAR(500) NOT NULL,
  channel   VARCHAR(500) NOT NULL,
  codename  VARCHAR(500) NOT NULL,
  label     VARCHAR(500) NOT NULL,
  arch      VARCHAR(500) NOT NULL,
  notes     TEXT,
  PRIMARY KEY (product, channel, codename, label, arch)
);

-- name: GetRelease :one
SELECT * FROM releases WHERE product = ? AND channel = ? AND codename = ? AND label = ? AND arch = ?;
