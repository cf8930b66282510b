-- Store locations of seed 003 ("composite sort keys with hierarchical
-- data"): find the stores of a country, a state, a city or a zip code, each
-- with one Query on one key.

CREATE TABLE stores (
  store_id  VARCHAR(20)  PRIMARY KEY,
  country   CHAR(2)      NOT NULL,
  state     VARCHAR(40)  NOT NULL,
  city      VARCHAR(60)  NOT NULL,
  zip_code  VARCHAR(10)  NOT NULL,
  address   VARCHAR(200) NOT NULL,
  opened_on DATE         NOT NULL
);

-- name: StoresInCountry :many
SELECT * FROM stores WHERE country = ?;

-- name: StoresInState :many
SELECT * FROM stores WHERE country = ? AND state = ?;

-- name: StoresInCity :many
SELECT * FROM stores WHERE country = ? AND state = ? AND city = ?;

-- name: StoresInZipCode :many
SELECT * FROM stores WHERE country = ? AND state = ? AND city = ? AND zip_code = ?;
