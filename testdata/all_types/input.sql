-- Every MySQL column type a schema is likely to hold (integers signed and
-- unsigned, BIT, YEAR, DECIMAL, FLOAT, DOUBLE, CHAR, TEXT, BINARY, BLOB,
-- DATE, TIME, DATETIME, TIMESTAMP(3), ENUM, SET, JSON), nullable or not,
-- and a join table whose primary key is two integer foreign keys.
CREATE TABLE gadgets (
  id            INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  tiny          TINYINT NOT NULL,
  tiny_u        TINYINT UNSIGNED,
  small         SMALLINT,
  medium        MEDIUMINT UNSIGNED,
  big           BIGINT NOT NULL,
  flag          BOOLEAN NOT NULL DEFAULT FALSE,
  bits          BIT(3),
  made_year     YEAR,
  price         DECIMAL(7,2) NOT NULL,
  ratio         DECIMAL(5,5),
  weight        FLOAT,
  volume        DOUBLE,
  code          CHAR(4) NOT NULL,
  name          VARCHAR(40) NOT NULL,
  notes         TEXT,
  tiny_text     TINYTEXT,
  serial        BINARY(8),
  blob_data     BLOB,
  vbin          VARBINARY(12),
  released_on   DATE,
  opens_at      TIME,
  created_at    DATETIME NOT NULL,
  updated_at    TIMESTAMP(3) NULL,
  color         ENUM('red', 'green', 'blue') NOT NULL,
  tags          SET('new', 'sale', 'eco'),
  attrs         JSON,
  UNIQUE KEY uq_code (code)
);

CREATE TABLE labels (
  id   INT PRIMARY KEY,
  name VARCHAR(30) NOT NULL UNIQUE
);

CREATE TABLE gadget_labels (
  gadget_id INT UNSIGNED NOT NULL,
  label_id  INT NOT NULL,
  added_on  DATE,
  PRIMARY KEY (gadget_id, label_id),
  FOREIGN KEY (gadget_id) REFERENCES gadgets (id),
  FOREIGN KEY (label_id) REFERENCES labels (id)
);

-- name: GetGadget :one
SELECT * FROM gadgets WHERE id = ?;

-- name: GetGadgetByCode :one
SELECT id, name, price, color FROM gadgets WHERE code = ?;

-- name: ListGadgetsByColor :many
SELECT id, name, price FROM gadgets WHERE color = ? ORDER BY price DESC LIMIT 10;

-- name: ListLabelsOfGadget :many
SELECT l.id, l.name FROM labels l JOIN gadget_labels gl ON gl.label_id = l.id WHERE gl.gadget_id = ?;

-- name: ListGadgetsOfLabel :many
SELECT g.* FROM gadgets g JOIN gadget_labels gl ON gl.gadget_id = g.id WHERE gl.label_id = ?;

-- name: TagGadget :exec
INSERT INTO gadget_labels (gadget_id, label_id) VALUES (?, ?);

-- name: RenameGadget :exec
UPDATE gadgets SET name = ? WHERE id = ?;

-- name: GetGadgetWithLabelIDs :many
SELECT g.name, g.price, gl.label_id, gl.added_on
FROM gadgets g LEFT JOIN gadget_labels gl ON gl.gadget_id = g.id
WHERE g.id = ?;

-- name: ListPricedBetween :many
SELECT id, name, price FROM gadgets
WHERE color = ? AND price BETWEEN ? AND ?
ORDER BY price;

-- name: ListUnnoted :many
SELECT id, name FROM gadgets WHERE color = ? AND notes IS NULL;

-- name: ListByYear :many
SELECT id, made_year, opens_at, bits, tags FROM gadgets WHERE made_year = ? ORDER BY opens_at;
