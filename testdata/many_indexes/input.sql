-- Twenty-one lookups by twenty-one different columns: one index each, one
-- more than DynamoDB's default quota of twenty per table.

CREATE TABLE things (
  thing_id VARCHAR(36) PRIMARY KEY,
  attr01 VARCHAR(50) NOT NULL,
  attr02 VARCHAR(50) NOT NULL,
  attr03 VARCHAR(50) NOT NULL,
  attr04 VARCHAR(50) NOT NULL,
  attr05 VARCHAR(50) NOT NULL,
  attr06 VARCHAR(50) NOT NULL,
  attr07 VARCHAR(50) NOT NULL,
  attr08 VARCHAR(50) NOT NULL,
  attr09 VARCHAR(50) NOT NULL,
  attr10 VARCHAR(50) NOT NULL,
  attr11 VARCHAR(50) NOT NULL,
  attr12 VARCHAR(50) NOT NULL,
  attr13 VARCHAR(50) NOT NULL,
  attr14 VARCHAR(50) NOT NULL,
  attr15 VARCHAR(50) NOT NULL,
  attr16 VARCHAR(50) NOT NULL,
  attr17 VARCHAR(50) NOT NULL,
  attr18 VARCHAR(50) NOT NULL,
  attr19 VARCHAR(50) NOT NULL,
  attr20 VARCHAR(50) NOT NULL,
  attr21 VARCHAR(50) NOT NULL
);

-- name: GetThing :one
SELECT * FROM things WHERE thing_id = ?;

-- name: GetByAttr01 :many
SELECT * FROM things WHERE attr01 = ?;

-- name: GetByAttr02 :many
SELECT * FROM things WHERE attr02 = ?;

-- name: GetByAttr03 :many
SELECT * FROM things WHERE attr03 = ?;

-- name: GetByAttr04 :many
SELECT * FROM things WHERE attr04 = ?;

-- name: GetByAttr05 :many
SELECT * FROM things WHERE attr05 = ?;

-- name: GetByAttr06 :many
SELECT * FROM things WHERE attr06 = ?;

-- name: GetByAttr07 :many
SELECT * FROM things WHERE attr07 = ?;

-- name: GetByAttr08 :many
SELECT * FROM things WHERE attr08 = ?;

-- name: GetByAttr09 :many
SELECT * FROM things WHERE attr09 = ?;

-- name: GetByAttr10 :many
SELECT * FROM things WHERE attr10 = ?;

-- name: GetByAttr11 :many
SELECT * FROM things WHERE attr11 = ?;

-- name: GetByAttr12 :many
SELECT * FROM things WHERE attr12 = ?;

-- name: GetByAttr13 :many
SELECT * FROM things WHERE attr13 = ?;

-- name: GetByAttr14 :many
SELECT * FROM things WHERE attr14 = ?;

-- name: GetByAttr15 :many
SELECT * FROM things WHERE attr15 = ?;

-- name: GetByAttr16 :many
SELECT * FROM things WHERE attr16 = ?;

-- name: GetByAttr17 :many
SELECT * FROM things WHERE attr17 = ?;

-- name: GetByAttr18 :many
SELECT * FROM things WHERE attr18 = ?;

-- name: GetByAttr19 :many
SELECT * FROM things WHERE attr19 = ?;

-- name: GetByAttr20 :many
SELECT * FROM things WHERE attr20 = ?;

-- name: GetByAttr21 :many
SELECT * FROM things WHERE attr21 = ?;
