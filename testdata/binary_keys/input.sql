-- A device registry as an API service stores it: ids are UUIDs in
-- BINARY(16) (UUID_TO_BIN), a session token is 32 random bytes in a
-- VARBINARY, an address INET6_ATON's bytes, a push payload a BLOB, and a
-- fingerprint a VARCHAR ... CHARACTER SET binary. Their bytes are not
-- UTF-8 (0x00, 0x80..0xFF); keys, items and answers must keep every one:
-- X'FF01' and X'FE01' are two tokens, and X'AB' sorts before X'AB00'.
-- A BINARY(16) value written short (X'01') is stored padded with 0x00.

CREATE TABLE devices (
  id          BINARY(16) NOT NULL PRIMARY KEY,
  account_id  BIGINT NOT NULL,
  name        VARCHAR(64) NOT NULL,
  fingerprint VARCHAR(32) CHARACTER SET binary NOT NULL,
  created_at  DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY uq_fingerprint (fingerprint),
  KEY ix_account (account_id)
);

CREATE TABLE sessions (
  id         BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  device_id  BINARY(16) NOT NULL,
  token      VARBINARY(32) NOT NULL,
  ip         VARBINARY(16) NULL,
  payload    BLOB NULL,
  expires_at DATETIME NOT NULL,
  UNIQUE KEY uq_token (token),
  KEY ix_device_token (device_id, token)
);

INSERT INTO devices (id, account_id, name, fingerprint, created_at) VALUES
  (X'11EE8F0A9C3B4E7D80FF00A1B2C3D4E5', 7, 'Ann''s Phone', X'00FF80', '2026-01-10 09:30:00'),
  (X'11EE8F0A9C3B4E7D80FF00A1B2C3D4E6', 7, 'ann''s tablet', X'FF01', '2026-01-11 10:00:00'),
  (X'00000000000000000000000000000000', 7, 'Kiosk', X'FE01', '2026-01-12 11:00:00'),
  (X'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF', 8, 'Büro PC', X'2324257E7F', '2026-01-13 12:00:00'),
  (X'7E000000000000000000000000000023', 8, 'TV', 'living-room', '2026-01-14 13:00:00'),
  -- a short value, which MySQL pads with 0x00 to BINARY(16)'s bytes
  (X'01', 9, 'Test rig', X'0102', '2026-01-15 14:00:00');

INSERT INTO sessions (id, device_id, token, ip, payload, expires_at) VALUES
  (1, X'11EE8F0A9C3B4E7D80FF00A1B2C3D4E5', X'AB', X'7F000001', X'C328', '2026-02-01 00:00:00'),
  (2, X'11EE8F0A9C3B4E7D80FF00A1B2C3D4E5', X'AB00', X'7F000001', NULL, '2026-02-02 00:00:00'),
  (3, X'11EE8F0A9C3B4E7D80FF00A1B2C3D4E5', X'AB01FF', X'20010DB8000000000000000000000001', X'00', '2026-02-03 00:00:00'),
  (4, X'11EE8F0A9C3B4E7D80FF00A1B2C3D4E6', X'FF01', NULL, X'FFFE', '2026-02-04 00:00:00'),
  (5, X'11EE8F0A9C3B4E7D80FF00A1B2C3D4E6', X'FE01', X'7F000001', X'FFFD', '2026-02-05 00:00:00'),
  (6, X'00000000000000000000000000000000', 'plain-ascii-token', X'C0A80001', 'hello', '2026-02-06 00:00:00'),
  (7, X'00000000000000000000000000000000', X'00', X'C0A80001', NULL, '2026-02-07 00:00:00');

-- name: GetDevice :one
SELECT * FROM devices WHERE id = ?;

-- name: GetDeviceByFingerprint :one
SELECT id, name FROM devices WHERE fingerprint = ?;

-- name: ListAccountDevices :many
SELECT id, name, created_at FROM devices WHERE account_id = ? ORDER BY id;

-- name: ListOtherAccountDevices :many
SELECT id, name FROM devices WHERE account_id = ? AND id <> ? ORDER BY id;

-- name: GetSessionByToken :one
SELECT id, device_id, ip, payload, expires_at FROM sessions WHERE token = ?;

-- name: ListDeviceSessions :many
SELECT id, token, expires_at FROM sessions WHERE device_id = ? ORDER BY token;

-- name: ListDeviceSessionsFrom :many
SELECT id, token FROM sessions
WHERE device_id = ? AND token >= ?
ORDER BY token
LIMIT 10;

-- name: ListDeviceSessionsFromAddress :many
SELECT id, token, expires_at FROM sessions WHERE device_id = ? AND ip = ?;

-- name: CreateDevice :exec
INSERT INTO devices (id, account_id, name, fingerprint) VALUES (?, ?, ?, ?);

-- name: CreateSession :execlastid
INSERT INTO sessions (device_id, token, ip, payload, expires_at) VALUES (?, ?, ?, ?, ?);

-- name: SetSessionPayload :execrows
UPDATE sessions SET payload = ? WHERE token = ?;

-- name: MoveSessionAddress :execrows
UPDATE sessions SET ip = ? WHERE id = ? AND ip = ?;

-- name: DeleteSession :execrows
DELETE FROM sessions WHERE token = ?;
