-- A game leaderboard as a stranger writes it: signed points, money in
-- DECIMAL, a DOUBLE distance, and rows that sit on the edges of each type
-- (negatives, fractions, zero, equal values). Every one of these columns
-- ends up in a sort key, so the key encoding must keep the SQL order.

CREATE TABLE players (
  player_id INT         NOT NULL AUTO_INCREMENT PRIMARY KEY,
  handle    VARCHAR(30) NOT NULL UNIQUE
);

CREATE TABLE scores (
  score_id  BIGINT        NOT NULL PRIMARY KEY,
  player_id INT           NOT NULL,
  game      VARCHAR(20)   NOT NULL,
  points    INT           NOT NULL,
  balance   DECIMAL(10,2) NOT NULL,
  distance  DOUBLE        NOT NULL,
  rating    SMALLINT      NULL,
  FOREIGN KEY (player_id) REFERENCES players (player_id)
);

-- name: TopScores :many
-- The best ten of a game; points go below zero.
SELECT * FROM scores WHERE game = ? ORDER BY points DESC LIMIT 10;

-- name: ScoresFrom :many
SELECT * FROM scores WHERE game = ? AND points >= ? ORDER BY points;

-- name: PlayerScoresByBalance :many
-- A player's scores with a balance in a range, lowest first.
SELECT * FROM scores WHERE player_id = ? AND balance BETWEEN ? AND ? ORDER BY balance;

-- name: PlayerScoresWithin :many
SELECT * FROM scores WHERE player_id = ? AND distance <= ? ORDER BY distance;

-- name: RatedScores :many
-- A game's scores by rating: unrated ones (NULL) come first, as MySQL
-- sorts them.
SELECT * FROM scores WHERE game = ? ORDER BY rating;

-- name: RatedAtMost :many
SELECT * FROM scores WHERE game = ? AND rating <= ? ORDER BY rating DESC;

-- name: AllScoresOfGame :many
-- A limit past what a request's Limit holds (2^31-1): read every page.
SELECT * FROM scores WHERE game = ? ORDER BY points LIMIT 4294967296;

-- name: GetPlayers :many
-- A page of 120 players by id, as an export job asks for them: more keys
-- than one BatchGetItem (100) or one PartiQL IN on a key (50) takes.
SELECT * FROM players WHERE player_id IN (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?);

-- name: GetScore :one
SELECT * FROM scores WHERE score_id = ?;

INSERT INTO players (player_id, handle) VALUES (1, 'ada'), (2, 'bo'), (3, 'cy');

INSERT INTO scores (score_id, player_id, game, points, balance, distance, rating) VALUES
  (1, 1, 'chess', -5, 10.50, 0.5, NULL),
  (2, 1, 'chess', -50, 9.20, -0.25, 3),
  (3, 1, 'chess', 0, -9.20, 0, -2),
  (4, 1, 'chess', 7, -10.50, 1e-3, NULL),
  (5, 1, 'chess', 7, 0.00, -1e-3, 3),
  (6, 2, 'chess', 2147483647, 99999999.99, 1.5e10, 0),
  (7, 2, 'chess', -2147483648, -99999999.99, -1.5e10, NULL),
  (8, 2, 'go', 100, 100.00, 2.5, 5),
  (9, 2, 'go', 99, 99.99, 2.25, -1),
  (10, 2, 'go', -1, -0.01, -2.5, NULL),
  (11, 3, 'go', 10, 9.99, 10, 2),
  (12, 3, 'go', 9, 10.00, 9.75, 2),
  (13, 3, 'go', -10, -9.99, -10, NULL),
  (14, 3, 'go', -9, -10.00, -9.75, -3),
  (15, 1, 'chess', 1, 1.00, 0.1, 1);
