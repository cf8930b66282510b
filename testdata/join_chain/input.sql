-- Three tables in a chain, as an application joins them: the organisations
-- a member's teams belong to, found by the member's email. The plan reads
-- the members, then their teams, then the organisations, each step keyed
-- by the join column of the items before it; BatchGetItem returns items in
-- no order, so each step keeps the key it matches them back by.
CREATE TABLE orgs (
  id   BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);

CREATE TABLE teams (
  id     BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  org_id BIGINT       NOT NULL,
  name   VARCHAR(100) NOT NULL,
  FOREIGN KEY (org_id) REFERENCES orgs (id) ON DELETE CASCADE
);

CREATE TABLE members (
  id      BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  team_id BIGINT       NOT NULL,
  email   VARCHAR(200) NOT NULL,
  FOREIGN KEY (team_id) REFERENCES teams (id) ON DELETE CASCADE
);

-- name: OrgsOfMember :many
SELECT orgs.id, orgs.name
FROM orgs
JOIN teams ON teams.org_id = orgs.id
JOIN members ON members.team_id = teams.id
WHERE members.email = ?;

-- name: TeamsOfMember :many
SELECT teams.id, teams.name FROM teams JOIN members ON members.team_id = teams.id WHERE members.email = ?;

INSERT INTO orgs (id, name) VALUES (1, 'Acme'), (2, 'Globex'), (3, 'Initech');

INSERT INTO teams (id, org_id, name) VALUES
  (10, 1, 'web'), (11, 1, 'ops'), (12, 2, 'web'), (13, 3, 'sales');

INSERT INTO members (id, team_id, email) VALUES
  (100, 10, 'ann@example.com'),
  (101, 11, 'ann@example.com'),
  (102, 12, 'ann@example.com'),
  (103, 10, 'bo@example.com'),
  (104, 13, 'cy@example.com');

-- name: DeleteOrg :exec
DELETE FROM orgs WHERE id = ?;

-- name: DeleteMember :exec
DELETE FROM members WHERE id = ?;

-- name: RenameTeam :exec
UPDATE teams SET name = ? WHERE id = ?;
