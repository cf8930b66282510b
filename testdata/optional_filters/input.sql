-- List endpoints with optional filters, as sqlc applications write them:
-- (sqlc.narg(status) IS NULL OR status = sqlc.narg(status)) applies the
-- condition only when the caller gives a value. The application knows at
-- run time which parameters are NULL, so each combination is a plan of its
-- own, and the plan says which it sends. Integer ids, no foreign keys,
-- NOW() in writes, mixed-case strings, NULLs.

CREATE TABLE tickets (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  project_id BIGINT NOT NULL,
  status VARCHAR(20) NOT NULL,
  priority INT NOT NULL DEFAULT 3,
  assignee_id BIGINT NULL,
  title VARCHAR(200) NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  KEY tickets_project (project_id, created_at)
);

INSERT INTO tickets (id, project_id, status, priority, assignee_id, title, created_at) VALUES
  (1, 10, 'open', 1, 100, 'Login fails', '2025-01-02 08:00:00'),
  (2, 10, 'Closed', 3, 100, 'Typo on page', '2025-01-03 09:00:00'),
  (3, 10, 'OPEN', 2, NULL, 'Slow search', '2025-02-01 10:00:00'),
  (4, 11, 'open', 5, 101, 'Dark mode', '2025-02-02 11:00:00'),
  (5, 10, 'closed', 4, 101, 'Old browser', '2025-03-01 12:00:00');

-- name: ListProjectTickets :many
SELECT id, title, status, priority, created_at FROM tickets
WHERE project_id = sqlc.arg(project_id)
  AND (sqlc.narg(status) IS NULL OR status = sqlc.narg(status))
  AND (sqlc.narg(created_after) IS NULL OR created_at >= sqlc.narg(created_after))
ORDER BY created_at DESC;

-- name: ListAssigneeTickets :many
-- Positional: the application passes the bound twice.
SELECT id, title, priority FROM tickets WHERE assignee_id = ? AND (? IS NULL OR priority <= ?);

-- name: SearchTickets :many
-- Four optional conditions: sixteen plans, past the bound.
SELECT id FROM tickets WHERE project_id = sqlc.arg(project_id)
  AND (sqlc.narg(status) IS NULL OR status = sqlc.narg(status))
  AND (sqlc.narg(priority) IS NULL OR priority = sqlc.narg(priority))
  AND (sqlc.narg(assignee_id) IS NULL OR assignee_id = sqlc.narg(assignee_id))
  AND (sqlc.narg(created_after) IS NULL OR created_at >= sqlc.narg(created_after));

-- name: GetTicket :one
SELECT * FROM tickets WHERE id = ?;

-- name: CreateTicket :execlastid
INSERT INTO tickets (project_id, status, priority, assignee_id, title) VALUES (?, 'open', ?, sqlc.narg(assignee_id), ?);

-- name: CloseTicket :exec
UPDATE tickets SET status = 'closed' WHERE id = ?;

-- name: CountProjectTickets :one
SELECT COUNT(*) FROM tickets WHERE project_id = ? AND (sqlc.narg(status) IS NULL OR status = sqlc.narg(status));

-- name: ListAssignedByStatus :many
-- Keyed with the nullable assignee_id: CloseTicket, a transaction for the
-- counters, REMOVEs this index's key where the ticket has no assignee.
SELECT id, title FROM tickets WHERE project_id = ? AND status = ? AND assignee_id = ?;
