-- Concerts, written as a newcomer would: unsigned and bigint ids, a join table
-- with two foreign keys and a billing order, nullable price and temperature,
-- DECIMAL coordinates. VenuesWithEvents (DISTINCT over an IN subquery) once
-- projected PK and SK twice, which DynamoDB refuses.

CREATE TABLE venues (
  id        INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name      VARCHAR(120) NOT NULL,
  city      VARCHAR(80)  NULL,
  latitude  DECIMAL(9,6) NOT NULL,
  longitude DECIMAL(9,6) NOT NULL
);

CREATE TABLE events (
  id         BIGINT       NOT NULL PRIMARY KEY,
  venue_id   INT UNSIGNED NOT NULL,
  title      VARCHAR(200) NOT NULL,
  starts_at  DATETIME     NOT NULL,
  price      DECIMAL(8,2) NULL,
  temp_c     FLOAT        NULL,
  FOREIGN KEY (venue_id) REFERENCES venues (id)
);

CREATE TABLE performers (
  id   INT NOT NULL PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);

CREATE TABLE event_performers (
  event_id     BIGINT NOT NULL,
  performer_id INT    NOT NULL,
  billing      INT    NOT NULL,
  PRIMARY KEY (event_id, performer_id),
  FOREIGN KEY (event_id) REFERENCES events (id),
  FOREIGN KEY (performer_id) REFERENCES performers (id)
);

-- name: GetEvent :one
SELECT e.*, (SELECT COUNT(*) FROM event_performers ep WHERE ep.event_id = e.id) AS performer_count
FROM events e WHERE e.id = ?;

-- name: ListVenueEvents :many
SELECT * FROM events WHERE venue_id = ? ORDER BY starts_at DESC LIMIT ?;

-- name: ListCheapVenueEvents :many
SELECT * FROM events WHERE venue_id = ? AND price <= ? ORDER BY price;

-- name: ListEventPerformers :many
SELECT p.* FROM performers p JOIN event_performers ep ON ep.performer_id = p.id WHERE ep.event_id = ?;

-- name: ListPerformerEvents :many
SELECT e.id, e.title, e.starts_at, v.name, v.city FROM events e
JOIN venues v ON v.id = e.venue_id
JOIN event_performers ep ON ep.event_id = e.id
WHERE ep.performer_id = ?;

-- name: ListEventsInCity :many
SELECT e.* FROM events e JOIN venues v ON v.id = e.venue_id WHERE v.city = ?;

-- name: AddPerformer :exec
INSERT INTO event_performers (event_id, performer_id, billing) VALUES (?, ?, ?);

-- name: RemovePerformer :exec
DELETE FROM event_performers WHERE event_id = ? AND performer_id = ?;

-- name: RenameVenue :exec
UPDATE venues SET name = ? WHERE id = ?;

-- name: VenuesWithEvents :many
SELECT DISTINCT city FROM venues WHERE id IN (SELECT venue_id FROM events WHERE title = ?);
