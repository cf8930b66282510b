-- migrate:up
CREATE TABLE venues (
  id               BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  city_id          INT UNSIGNED NOT NULL,
  slug             VARCHAR(64) NOT NULL,
  name             VARCHAR(255) NOT NULL,
  status           ENUM('open', 'closed') NOT NULL COMMENT 'Venues can be either open or closed',
  spotify_playlist VARCHAR(255) NOT NULL,
  songkick_id      TEXT,
  created_at       DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY venues_city_slug (city_id, slug),
  CONSTRAINT venues_city_fk FOREIGN KEY (city_id) REFERENCES cities (id)
) COMMENT='Venues are places where music happens';

-- migrate:down
DROP TABLE venues;
