-- A tracker's ticket lists with ORs, as its sqlc query file writes them:
-- `assignee_id = ? OR assignee_id IS NULL` tests the column (a branch kept
-- by a filter, keyed by the statement's other condition), and an OR of two
-- keys with an optional filter (each variant the OR's requests, merged).
-- Integer ids, no foreign keys, NOW() in writes, mixed-case strings, NULLs.

CREATE TABLE tickets (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  project_id BIGINT NOT NULL,
  status VARCHAR(20) NOT NULL,
  assignee_id BIGINT NULL,
  title VARCHAR(200) NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  KEY tickets_project (project_id, created_at),
  KEY tickets_assignee (assignee_id)
);

INSERT INTO tickets (id, project_id, status, assignee_id, title, created_at) VALUES
  (1, 10, 'open', 100, 'Login fails', '2025-01-02 08:00:00'),
  (2, 10, 'Closed', 100, 'Typo on page', '2025-01-03 09:00:00'),
  (3, 10, 'OPEN', NULL, 'Slow search', '2025-02-01 10:00:00'),
  (4, 11, 'open', 101, 'Dark mode', '2025-02-02 11:00:00'),
  (5, 10, 'closed', 101, 'Old browser', '2025-03-01 12:00:00'),
  (6, 11, 'open', NULL, 'Export to CSV', '2025-03-02 08:30:00');

-- name: CreateTicket :execlastid
INSERT INTO tickets (project_id, status, assignee_id, title, created_at)
VALUES (sqlc.arg(project_id), 'open', sqlc.narg(assignee_id), sqlc.arg(title), NOW());

-- name: AssignTicket :exec
UPDATE tickets SET assignee_id = sqlc.narg(assignee_id) WHERE id = sqlc.arg(id);

-- name: CloseTicket :exec
UPDATE tickets SET status = 'closed' WHERE id = sqlc.arg(id);

-- name: ListProjectTicketsOfOrUnassigned :many
-- A project's tickets of one assignee or of none: two reads, the second
-- keyed by the project, the missing assignee a filter, merged.
SELECT id, title, assignee_id FROM tickets
WHERE project_id = sqlc.arg(project_id)
  AND (assignee_id = sqlc.arg(assignee_id) OR assignee_id IS NULL);

-- name: ListWatchedTickets :many
-- The tickets assigned to a user or in a project they watch, of one status
-- when the caller gives it, newest first.
SELECT id, title, status, created_at FROM tickets
WHERE (assignee_id = sqlc.arg(user_id) OR project_id = sqlc.arg(project_id))
  AND (sqlc.narg(status) IS NULL OR status = sqlc.narg(status))
ORDER BY created_at DESC;
