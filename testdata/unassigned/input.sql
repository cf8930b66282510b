-- A table whose most used lookup is by a nullable column: tickets by
-- assignee, where NULL means nobody has taken it yet. The table's key must
-- not hold that column (a row with NULL would have no key), so the lookup
-- gets a sparse index, and the unassigned tickets are read another way.
CREATE TABLE tickets (
  ticket_id BIGINT NOT NULL PRIMARY KEY,
  customer_id INT NOT NULL,
  assignee_id INT NULL,
  opened_at DATETIME NOT NULL
);
-- name: ByAssignee :many
SELECT * FROM tickets WHERE assignee_id = ? ORDER BY opened_at DESC;
-- name: Unassigned :many
SELECT * FROM tickets WHERE assignee_id IS NULL ORDER BY opened_at DESC LIMIT 10;
-- name: CustomerUnassigned :many
SELECT * FROM tickets WHERE customer_id = ? AND assignee_id IS NULL;

INSERT INTO tickets (ticket_id, customer_id, assignee_id, opened_at) VALUES
  (1, 10, NULL, '2025-03-01 09:00:00'),
  (2, 10, 7, '2025-03-01 09:00:00'),
  (3, 11, NULL, '2025-02-28 23:59:59'),
  (4, 11, 7, '2025-03-02 00:00:00'),
  (5, 12, -1, '2025-03-03 12:00:00');
