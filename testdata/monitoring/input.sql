-- Monithor of seed 004 ("How to model relational data in DynamoDB"):
-- organizations own projects, projects group monitors, monitors write logs,
-- and users have access to projects (many to many).

CREATE TABLE organizations (
  org_id     VARCHAR(36)  PRIMARY KEY,
  name       VARCHAR(100) NOT NULL,
  tier       ENUM('FREE','TEAM','BUSINESS') NOT NULL
);

CREATE TABLE projects (
  project_id VARCHAR(36)  PRIMARY KEY,
  org_id     VARCHAR(36)  NOT NULL,
  name       VARCHAR(100) NOT NULL,
  created_at DATETIME     NOT NULL,
  FOREIGN KEY (org_id) REFERENCES organizations (org_id)
);

CREATE TABLE users (
  user_id    VARCHAR(36)  PRIMARY KEY,
  email      VARCHAR(200) NOT NULL UNIQUE,
  name       VARCHAR(100) NOT NULL
);

-- Who may see which project, and how.
CREATE TABLE project_users (
  project_id VARCHAR(36) NOT NULL,
  user_id    VARCHAR(36) NOT NULL,
  role       ENUM('VIEWER','EDITOR','OWNER') NOT NULL,
  PRIMARY KEY (project_id, user_id),
  FOREIGN KEY (project_id) REFERENCES projects (project_id),
  FOREIGN KEY (user_id) REFERENCES users (user_id)
);

-- A project has at most a few hundred monitors.
-- @max 500
CREATE TABLE monitors (
  monitor_id VARCHAR(36)  PRIMARY KEY,
  project_id VARCHAR(36)  NOT NULL,
  url        VARCHAR(500) NOT NULL,
  created_at DATETIME     NOT NULL,
  nextrun_at DATETIME     NOT NULL,
  FOREIGN KEY (project_id) REFERENCES projects (project_id)
);

CREATE TABLE monitor_logs (
  log_id      VARCHAR(36) PRIMARY KEY,
  monitor_id  VARCHAR(36) NOT NULL,
  checked_at  DATETIME    NOT NULL,
  status_code INT         NOT NULL,
  duration_ms INT         NOT NULL,
  FOREIGN KEY (monitor_id) REFERENCES monitors (monitor_id)
);

-- name: GetProject :one
SELECT * FROM projects WHERE project_id = ?;

-- name: ListProjectMonitors :many
-- All monitors of a project, for the project page.
SELECT * FROM monitors WHERE project_id = ?;

-- name: ListOrganizationProjects :many
-- The organization dashboard.
SELECT * FROM projects WHERE org_id = ?;

-- name: ListUserProjects :many
-- The projects a user has access to, after login.
SELECT * FROM project_users WHERE user_id = ?;

-- name: ListProjectUsers :many
-- The users that have access to a project.
SELECT * FROM project_users WHERE project_id = ?;

-- name: ListMonitorsCreatedBetween :many
-- Monitors of a project created in a time window.
SELECT * FROM monitors WHERE project_id = ? AND created_at BETWEEN ? AND ? ORDER BY created_at;

-- name: ListMonitorsDue :many
-- Monitors of a project due to run by a time, soonest first.
SELECT * FROM monitors WHERE project_id = ? AND nextrun_at <= ? ORDER BY nextrun_at LIMIT 50;

-- name: ListMonitorLogs :many
-- The latest checks of a monitor.
SELECT * FROM monitor_logs WHERE monitor_id = ? ORDER BY checked_at DESC LIMIT 100;

-- name: AddUserToProject :exec
-- A user gets access to a project: one edge item, read from both sides.
INSERT INTO project_users (project_id, user_id, role) VALUES (?, ?, ?);
