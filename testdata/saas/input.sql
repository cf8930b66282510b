-- SaaS accounts of seed 003 ("One-to-many relationships in DynamoDB"):
-- organizations have users, and users open support tickets.

CREATE TABLE organizations (
  org_name          VARCHAR(100) PRIMARY KEY,
  subscription_type ENUM('FREE','PRO','ENTERPRISE') NOT NULL,
  created_at        DATETIME NOT NULL
);

CREATE TABLE users (
  org_name  VARCHAR(100) NOT NULL,
  user_name VARCHAR(100) NOT NULL,
  email     VARCHAR(200) NOT NULL,
  role      ENUM('MEMBER','ADMIN') NOT NULL,
  PRIMARY KEY (org_name, user_name),
  FOREIGN KEY (org_name) REFERENCES organizations (org_name)
);

-- @rows 50000000
CREATE TABLE tickets (
  ticket_id  VARCHAR(40)  PRIMARY KEY,
  org_name   VARCHAR(100) NOT NULL,
  user_name  VARCHAR(100) NOT NULL,
  created_at DATETIME     NOT NULL,
  subject    VARCHAR(200) NOT NULL,
  status     ENUM('OPEN','PENDING','SOLVED') NOT NULL,
  FOREIGN KEY (org_name, user_name) REFERENCES users (org_name, user_name)
);

-- name: GetOrganization :one
-- Retrieve an organization by its name.
SELECT * FROM organizations WHERE org_name = ?;

-- name: GetOrganizationWithUsers :many
-- Retrieve an organization and all users within it, in one request.
SELECT o.*, u.*
FROM organizations o
LEFT JOIN users u ON u.org_name = o.org_name
WHERE o.org_name = ?;

-- name: ListOrganizationUsers :many
-- Retrieve only the users within an organization.
SELECT * FROM users WHERE org_name = ?;

-- name: GetUser :one
-- Retrieve a specific user.
SELECT * FROM users WHERE org_name = ? AND user_name = ?;

-- name: ListUserTickets :many
-- A user's tickets, newest first.
SELECT * FROM tickets
WHERE org_name = ? AND user_name = ?
ORDER BY created_at DESC;

-- name: GetTicket :one
-- Retrieve a ticket by its id.
SELECT * FROM tickets WHERE ticket_id = ?;
