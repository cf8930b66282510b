-- A device-presence service, as its sqlc queries write it: a device's
-- last sighting is a BIGINT set to NOW() and its day an INT set to
-- CURDATE(), which MySQL stores as numbers (20260101000407, 20260101),
-- not as the time's text; a push token is registered by an upsert on its
-- UNIQUE key, whose row's id the engine gives and whose registered_at is
-- DEFAULT CURRENT_TIMESTAMP. verify gave the BIGINT the text of the time
-- (the SQL engine refused it) and found no row to stamp the upsert's
-- registered_at by (its id is the engine's): both writes were left not
-- verified. Integer ids, no foreign keys, NULLs, mixed-case strings.

CREATE TABLE devices (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  owner_id BIGINT NOT NULL,
  name VARCHAR(80) NOT NULL,
  platform VARCHAR(20) NOT NULL DEFAULT 'ios',
  seen_at BIGINT NULL,
  seen_day INT NULL,
  KEY devices_owner (owner_id)
);

CREATE TABLE push_tokens (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  device_id BIGINT NOT NULL,
  token VARCHAR(100) NOT NULL,
  failures INT NOT NULL DEFAULT 0,
  registered_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY push_tokens_token (token),
  KEY push_tokens_device (device_id)
);

INSERT INTO devices (id, owner_id, name, platform, seen_at, seen_day) VALUES
  (1, 7, 'Ann''s Phone', 'iOS', 20250301100000, 20250301),
  (2, 7, 'laptop', 'macos', NULL, NULL),
  (3, 9, 'TABLET', 'android', 20250302113000, 20250302);

INSERT INTO push_tokens (id, device_id, token, failures, registered_at) VALUES
  (1, 1, 'apns-AbC123', 0, '2025-03-01 10:00:00'),
  (2, 3, 'fcm-xyz789', 2, '2025-03-02 11:30:00');

-- name: GetDevice :one
SELECT id, owner_id, name, platform, seen_at, seen_day FROM devices WHERE id = ?;

-- name: ListDevices :many
SELECT id, name, seen_at FROM devices WHERE owner_id = ? ORDER BY id;

-- name: MarkSeen :exec
UPDATE devices SET seen_at = NOW(), seen_day = CURDATE() WHERE id = ?;

-- name: AddDevice :execlastid
INSERT INTO devices (owner_id, name, platform, seen_at) VALUES (?, ?, ?, NOW());

-- name: ListTokens :many
SELECT id, token, failures, registered_at FROM push_tokens WHERE device_id = ?;

-- name: RegisterToken :exec
INSERT INTO push_tokens (device_id, token) VALUES (?, ?)
ON DUPLICATE KEY UPDATE device_id = VALUES(device_id), failures = 0;

-- name: CountFailure :exec
UPDATE push_tokens SET failures = failures + 1 WHERE token = ?;
