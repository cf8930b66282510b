-- A team roster as an application writes it: integer ids, no foreign keys,
-- and a nullable team that an index looks players up by. A player without
-- a team carries neither key attribute of that index; when an UPDATE gives
-- the team, it must write the index's sort key too, or the item, with a
-- partition key and no sort key, would stay out of the index (most input
-- rows start without a team, so verify moves one into it).
CREATE TABLE players (
  id   BIGINT      NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(50) NOT NULL,
  team VARCHAR(20) NULL,
  KEY ix_players_team (team)
);

INSERT INTO players (id, name, team) VALUES (1, 'Ann', 'Red'), (2, 'bob', NULL), (3, 'Zoë', NULL), (4, 'Dee', NULL);

-- name: GetPlayer :one
SELECT id, name, team FROM players WHERE id = ?;

-- name: TeamPlayers :many
SELECT id, name FROM players WHERE team = ? ORDER BY id;

-- name: JoinTeam :exec
UPDATE players SET team = ? WHERE id = ?;
