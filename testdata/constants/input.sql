-- A game's tables as an application writes them: integer ids, no foreign
-- keys, constants in the statements (INSERT ... VALUES (?, ?, 5), SET
-- points = 7, WHERE id = 1, a DEFAULT), and strings that hold the key
-- separator. Every constant that reaches a key must be written as the
-- key writes a parameter's value: 5 as 00000000000000000005, -5 as
-- -99999999999999999994, '2024-01-01 10:00:00' as 2024-01-01T10:00:00,
-- 9.2 in a DECIMAL(6,2) as 0009.20, and '#' in a string escaped.

CREATE TABLE scores (
  id        BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  game      VARCHAR(40)  NOT NULL,
  player    VARCHAR(40)  NOT NULL,
  points    INT          NOT NULL DEFAULT 0,
  level     INT          NOT NULL,
  balance   DECIMAL(6,2) NOT NULL,
  played_at DATETIME     NOT NULL,
  ended_at  DATETIME     NULL,
  KEY by_points (game, points)
);

CREATE TABLE files (
  id     BIGINT      NOT NULL PRIMARY KEY,
  owner  VARCHAR(40) NOT NULL,
  chunks INT         NOT NULL
);

CREATE TABLE labels (
  org   VARCHAR(20) NOT NULL,
  color VARCHAR(20) NOT NULL,
  owner VARCHAR(20) NOT NULL,
  state VARCHAR(10) NOT NULL,
  PRIMARY KEY (org, color, owner)
);

-- name: TopScores :many
SELECT * FROM scores WHERE game = ? ORDER BY points DESC LIMIT 10;

-- name: ScoresFrom8 :many
SELECT * FROM scores WHERE game = ? AND points >= 8 ORDER BY points, id;

-- name: ScoresAtLevel :many
SELECT * FROM scores WHERE game = ? AND level = -5 ORDER BY played_at, id;

-- name: ScoresAt :many
SELECT * FROM scores WHERE player = ? AND played_at = '2024-01-01 10:00:00';

-- name: ScoresWithBalance :many
SELECT * FROM scores WHERE player = ? AND balance = 9.2;

-- name: OthersTop :many
-- A filter and LIMIT ?: the Limit counts items before the filter.
SELECT * FROM scores WHERE game = ? AND level <> ? ORDER BY points DESC LIMIT ?;

-- name: NotThisPlayer :many
-- player's collation ignores case, a FilterExpression compares bytes:
-- 'Ann' <> 'ann' is false in SQL, true in DynamoDB. Refused with the reason.
SELECT * FROM scores WHERE game = ? AND player <> ?;

-- name: ByEnd :many
-- Unfinished games (ended_at NULL) sort first: the sort key writes NULL as nothing.
SELECT * FROM scores WHERE player = ? ORDER BY ended_at, id;

-- name: FirstScore :one
SELECT * FROM scores WHERE id = 1;

-- name: AddFive :exec
INSERT INTO scores (game, player, points, level, balance, played_at) VALUES (?, ?, 5, ?, ?, ?);

-- name: AddDefault :exec
INSERT INTO scores (game, player, level, balance, played_at) VALUES (?, ?, ?, ?, ?);

-- name: SetSeven :exec
UPDATE scores SET points = 7 WHERE id = ?;

-- name: SetLevel :exec
UPDATE scores SET level = -5 WHERE id = ?;

-- name: EmptyFiles :one
SELECT COUNT(*) FROM files WHERE chunks = 0;

-- name: FilesOf :many
SELECT * FROM files WHERE owner = ? AND chunks = ?;

-- name: AddFile :exec
INSERT INTO files (id, owner, chunks) VALUES (?, ?, 0);

-- name: OwnersOfColor :many
SELECT * FROM labels WHERE org = ? AND color = ? ORDER BY owner;

-- name: LabelsInCA :many
SELECT * FROM labels WHERE org = ? AND state = 'CA';

-- name: LabelsOfState :many
SELECT * FROM labels WHERE org = ? AND state LIKE CONCAT(?, '%') ORDER BY state, color, owner;

-- name: GetLabel :one
SELECT * FROM labels WHERE org = ? AND color = ? AND owner = ?;

INSERT INTO scores (id, game, player, points, level, balance, played_at, ended_at) VALUES
  (1, 'chess', 'ann', 5, -5, 9.20, '2024-01-01 10:00:00', NULL),
  (2, 'chess', 'bo', 10, -5, 9.2, '2024-01-01 10:00:00', '2024-01-01 11:00:00'),
  (3, 'chess', 'cy', 8, 1, -9.20, '2024-01-01 09:59:59', NULL),
  (4, 'chess', 'ann', -3, -50, 0, '2024-01-02 00:00:00', '2024-01-02 00:30:00'),
  (5, 'go', 'ann', 0, -5, 9.21, '2024-01-01 10:00:00', NULL),
  (6, 'go', 'bo', 7, 5, 9.19, '2023-12-31 23:59:59', '2024-01-01 00:10:00'),
  (7, 'chess', 'dee', 9, -5, 12.00, '2024-01-01 10:00:01', NULL),
  (8, 'chess', 'Ann', 6, 2, 9.20, '2024-01-03 08:00:00', NULL);

INSERT INTO files (id, owner, chunks) VALUES
  (1, 'ann', 0), (2, 'ann', 0), (3, 'bo', 10), (4, 'bo', 0), (5, 'cy', 1);

INSERT INTO labels (org, color, owner, state) VALUES
  ('acme', 'red#blue', 'ann', 'CA'),
  ('acme', 'red', 'blue#ann', 'CA#X'),
  ('acme', 'red', 'bo', 'CA'),
  ('acme', 'red"', 'cy', 'TX'),
  ('acme', 'red', '#', 'CA'),
  ('acme#red', 'x', 'y', 'CA'),
  ('acme', 'red#x', 'y', 'NY');
