-- A stranger's accounts table under MySQL 8's default collation
-- (utf8mb4_0900_ai_ci: case and accents ignored), with integer ids, no
-- foreign keys, NULLs and mixed-case strings as users type them. WHERE
-- status = 'active' finds 'Active' and 'ACTIVE'; UNIQUE (email) refuses a
-- second spelling; ORDER BY name gives Ann, bob, Émile, Zoë. api_key is
-- compared by bytes (_bin), and BINARY email = ? compares one column so.

CREATE TABLE accounts (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  org_id BIGINT NOT NULL,
  email VARCHAR(255) NOT NULL,
  name VARCHAR(100) NOT NULL,
  status VARCHAR(20) NOT NULL DEFAULT 'active',
  note VARCHAR(100) NULL,
  api_key VARCHAR(64) COLLATE utf8mb4_bin NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY uq_email (email),
  KEY ix_org_name (org_id, name),
  KEY ix_api_key (api_key)
);

INSERT INTO accounts (id, org_id, email, name, status, note, api_key) VALUES
  (1, 10, 'Ann@Example.com', 'Ann', 'Active', NULL, 'k-AB'),
  (2, 10, 'bob@example.com', 'bob', 'active', 'vip', 'k-ab'),
  (3, 10, 'ZOE@example.com', 'Zoë', 'ACTIVE', 'VIP', NULL),
  (4, 10, 'emile@example.com', 'Émile', 'Suspended', 'Vïp', 'k-Ab'),
  (5, 20, 'carl@example.com', 'carl', 'suspended', NULL, 'k-cd'),
  (6, 20, 'Dora@Example.com', 'DORA', 'active', 'late payer', NULL);

-- name: GetAccountByEmail :one
SELECT id, org_id, email, name, status FROM accounts WHERE email = ?;

-- name: GetLiveAccountByEmail :one
SELECT id, name, status FROM accounts WHERE email = ? AND status <> 'suspended';

-- name: GetAccountByExactEmail :one
SELECT id, email FROM accounts WHERE BINARY email = ?;

-- name: GetAccountByKey :one
SELECT id, email FROM accounts WHERE api_key = ?;

-- name: ListOrgAccounts :many
SELECT id, name, status FROM accounts WHERE org_id = ? ORDER BY name;

-- name: SearchOrgAccounts :many
SELECT id, name FROM accounts WHERE org_id = ? AND name LIKE CONCAT(?, '%') ORDER BY name;

-- name: ListOrgNotes :many
SELECT id, name, note FROM accounts WHERE org_id = ? AND note = ?;

-- name: CreateAccount :execlastid
INSERT INTO accounts (org_id, email, name, note) VALUES (?, ?, ?, ?);

-- name: SuspendAccount :execrows
UPDATE accounts SET status = 'Suspended' WHERE id = ? AND status = 'active';

-- name: SetNote :execrows
UPDATE accounts SET note = ? WHERE id = ? AND status <> 'suspended';

-- name: RenameEmail :execrows
UPDATE accounts SET email = ? WHERE id = ? AND status = 'active';

-- name: DeleteIfSuspended :execrows
DELETE FROM accounts WHERE id = ? AND status = 'SUSPENDED';

-- name: SuspendOrgByNote :execrows
UPDATE accounts SET status = 'suspended' WHERE org_id = ? AND note = ?;

-- name: ChangeEmailFrom :execrows
UPDATE accounts SET email = ? WHERE id = ? AND email = ?;

-- name: DeleteUnlessEmail :execrows
DELETE FROM accounts WHERE id = ? AND email <> ?;

-- name: SetNoteIfExactStatus :execrows
UPDATE accounts SET note = ? WHERE id = ? AND BINARY status = ?;
