-- A team chat's members and teams, listed by a joined table's column, as
-- its sqlc query file writes them: a user's teams by team name, a team's
-- members by display name. The link table is read first (by its key),
-- then the rows it names, and the application sorts the rows the join
-- pairs. Integer ids, no FOREIGN KEY, NOW(), NULLs, mixed-case names;
-- teams and users are renamed, so nothing is copied onto the links.

CREATE TABLE users (
  id           BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email        VARCHAR(120) NOT NULL,
  display_name VARCHAR(80)  NOT NULL,
  last_seen_at DATETIME     NULL,
  UNIQUE KEY uq_users_email (email)
);

CREATE TABLE teams (
  id         BIGINT      NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name       VARCHAR(80) NOT NULL,
  created_at DATETIME    NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE memberships (
  team_id   BIGINT      NOT NULL,
  user_id   BIGINT      NOT NULL,
  role      VARCHAR(20) NOT NULL DEFAULT 'member',
  joined_at DATETIME    NOT NULL,
  PRIMARY KEY (team_id, user_id),
  KEY idx_memberships_user (user_id)
);

INSERT INTO users (id, email, display_name, last_seen_at) VALUES
  (1, 'zoe@example.com', 'Zoë', '2025-03-01 10:00:00'),
  (2, 'adam@example.com', 'adam', NULL),
  (3, 'bea@example.com', 'Bea', '2025-03-02 09:00:00'),
  (4, 'carl@example.com', 'carl', '2025-03-01 10:00:00'),
  (5, 'ADA@example.com', 'Adam', NULL);

INSERT INTO teams (id, name, created_at) VALUES
  (1, 'Platform', '2025-01-01 09:00:00'),
  (2, 'apps', '2025-01-02 09:00:00'),
  (3, 'Zebra crossing', '2025-01-03 09:00:00'),
  (4, 'Édition', '2025-01-04 09:00:00');

INSERT INTO memberships (team_id, user_id, role, joined_at) VALUES
  (1, 1, 'owner', '2025-01-01 09:00:00'),
  (1, 2, 'member', '2025-01-05 09:00:00'),
  (1, 3, 'member', '2025-01-06 09:00:00'),
  (1, 5, 'admin', '2025-01-07 09:00:00'),
  (1, 9, 'member', '2025-01-08 09:00:00'),
  (2, 1, 'member', '2025-01-02 09:00:00'),
  (2, 4, 'owner', '2025-01-02 09:30:00'),
  (3, 1, 'admin', '2025-01-03 09:00:00'),
  (4, 1, 'member', '2025-01-04 09:00:00'),
  (4, 2, 'owner', '2025-01-04 09:10:00'),
  (7, 4, 'member', '2025-01-09 09:00:00');

-- name: CreateTeam :execlastid
INSERT INTO teams (name, created_at) VALUES (sqlc.arg(name), NOW());

-- name: RenameTeam :exec
UPDATE teams SET name = sqlc.arg(name) WHERE id = sqlc.arg(id);

-- name: CreateUser :execlastid
INSERT INTO users (email, display_name) VALUES (sqlc.arg(email), sqlc.arg(display_name));

-- name: SetDisplayName :exec
UPDATE users SET display_name = sqlc.arg(display_name) WHERE id = sqlc.arg(id);

-- name: TouchUser :exec
UPDATE users SET last_seen_at = NOW() WHERE id = sqlc.arg(id);

-- name: AddMember :exec
INSERT INTO memberships (team_id, user_id, role, joined_at) VALUES (sqlc.arg(team_id), sqlc.arg(user_id), sqlc.arg(role), NOW());

-- name: RemoveMember :exec
DELETE FROM memberships WHERE team_id = sqlc.arg(team_id) AND user_id = sqlc.arg(user_id);

-- A user's teams, by name as the collation compares (apps before
-- Platform, Édition among the Es); the link of a team that is gone joins
-- nothing.
-- name: ListUserTeams :many
SELECT t.id, t.name, m.role
FROM memberships m
JOIN teams t ON t.id = m.team_id
WHERE m.user_id = sqlc.arg(user_id)
ORDER BY t.name;

-- A team's members, by display name, then id for the names that tie
-- (adam and Adam).
-- name: ListTeamMembers :many
SELECT u.id, u.display_name, u.last_seen_at, m.role, m.joined_at
FROM memberships m
JOIN users u ON u.id = m.user_id
WHERE m.team_id = sqlc.arg(team_id)
ORDER BY u.display_name, u.id;

-- The first page of a team's members: LIMIT counts the sorted rows.
-- name: ListTeamMembersPage :many
SELECT u.id, u.display_name
FROM memberships m
JOIN users u ON u.id = m.user_id
WHERE m.team_id = sqlc.arg(team_id)
ORDER BY u.display_name DESC, u.id DESC
LIMIT ?;

-- Who was seen last, never-seen members (NULL) last: DESC puts NULLs
-- after every value.
-- name: ListTeamMembersBySeen :many
SELECT u.id, u.display_name, u.last_seen_at
FROM memberships m
JOIN users u ON u.id = m.user_id
WHERE m.team_id = sqlc.arg(team_id)
ORDER BY u.last_seen_at DESC, u.id DESC;

-- Every link of a team, its user's name NULL where the user is gone: the
-- LEFT JOIN's NULLs sort first.
-- name: ListTeamLinks :many
SELECT m.user_id, m.role, u.display_name
FROM memberships m
LEFT JOIN users u ON u.id = m.user_id
WHERE m.team_id = sqlc.arg(team_id)
ORDER BY u.display_name, m.user_id;
