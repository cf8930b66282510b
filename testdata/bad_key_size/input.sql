-- A sort key past DynamoDB's 1,024 bytes built from columns each short
-- enough to be keyed whole (VARCHAR(500), under the 512 that are digested):
-- still an error, since a row with all three at their longest cannot be
-- written.
CREATE TABLE releases (
  id        INT PRIMARY KEY,
  product   VARCHAR(100) NOT NULL,
  channel   VARCHAR(500) NOT NULL,
  codename  VARCHAR(500) NOT NULL,
  label     VARCHAR(500) NOT NULL
);

-- name: ListProductReleases :many
SELECT * FROM releases WHERE product = ? ORDER BY channel, codename, label;
