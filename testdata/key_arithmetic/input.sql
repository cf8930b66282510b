-- A game server's players as its sqlc queries write them: integer ids, no
-- foreign keys, NOW() in writes, and scores changed by SET score = score
-- + ? where a leaderboard index sorts by score. DynamoDB's arithmetic
-- cannot rebuild the index key, so the application reads the item,
-- computes the new score and writes it with the key, on condition the
-- score is still the one read. Writes over every player of a game read
-- the items first; a retry after a change in between writes only the
-- items not written yet, or wins = wins + 1 would count twice.
CREATE TABLE players (
  id         BIGINT      NOT NULL AUTO_INCREMENT PRIMARY KEY,
  game_id    BIGINT      NOT NULL,
  name       VARCHAR(50) NOT NULL,
  score      INT         NOT NULL DEFAULT 0,
  wins       INT         NOT NULL DEFAULT 0,
  updated_at DATETIME    NULL,
  KEY ix_game_score (game_id, score)
);

INSERT INTO players (id, game_id, name, score, wins, updated_at) VALUES
  (1, 7, 'Ann', 10, 1, NULL),
  (2, 7, 'bob', 25, 3, '2025-04-01 12:00:00'),
  (3, 7, 'Cy', -4, 0, NULL),
  (4, 8, 'Dee', 0, 0, NULL);

-- name: GetPlayer :one
SELECT id, game_id, name, score, wins, updated_at FROM players WHERE id = ?;

-- name: Leaderboard :many
SELECT id, name, score FROM players WHERE game_id = ? ORDER BY score DESC LIMIT 10;

-- name: AddScore :exec
UPDATE players SET score = score + sqlc.arg(points), wins = wins + 1, updated_at = NOW() WHERE id = sqlc.arg(id);

-- name: Penalize :exec
UPDATE players SET score = score - 5 WHERE id = ?;

-- name: DecayGame :exec
UPDATE players SET score = score - 1 WHERE game_id = ?;

-- name: BumpGame :exec
UPDATE players SET wins = wins + 1 WHERE game_id = ?;

-- name: MoveToGame :exec
UPDATE players SET game_id = sqlc.arg(game_id) WHERE id = sqlc.arg(id);
