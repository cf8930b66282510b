-- +goose Up
-- +goose StatementBegin
CREATE TABLE cities (
  id   INT UNSIGNED NOT NULL AUTO_INCREMENT,
  slug VARCHAR(64)  NOT NULL,
  name VARCHAR(255) NOT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY cities_slug (slug)
);
-- +goose StatementEnd

-- +goose Down
DROP TABLE cities;
