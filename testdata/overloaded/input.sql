-- A support desk's tickets, as its team wrote them: three queues read by a
-- status literal each, one queue per agent, and writes that move tickets
-- between queues. The queues share one overloaded sparse index.

CREATE TABLE agents (
  agent_id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(80) NOT NULL
);

CREATE TABLE tickets (
  ticket_id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  subject VARCHAR(200) NOT NULL,
  status ENUM('NEW', 'OPEN', 'PENDING', 'ESCALATED', 'CLOSED') NOT NULL DEFAULT 'NEW',
  priority SMALLINT NOT NULL,
  agent_id INT NULL,
  opened_at DATETIME NOT NULL,
  CONSTRAINT fk_tickets_agent FOREIGN KEY (agent_id) REFERENCES agents (agent_id)
);

-- name: GetTicket :one
SELECT * FROM tickets WHERE ticket_id = ?;

-- name: OpenQueue :many
SELECT * FROM tickets WHERE status = 'OPEN' ORDER BY opened_at LIMIT 50;

-- name: EscalatedQueue :many
SELECT * FROM tickets WHERE status = 'ESCALATED' ORDER BY opened_at;

-- name: PendingSince :many
SELECT ticket_id, subject, priority FROM tickets
WHERE status = 'PENDING' AND opened_at >= ? ORDER BY opened_at;

-- name: AgentClosed :many
SELECT * FROM tickets WHERE agent_id = ? AND status = 'CLOSED' ORDER BY opened_at DESC;

-- name: NewTicket :execlastid
INSERT INTO tickets (subject, priority, opened_at) VALUES (?, ?, ?);

-- name: OpenTicket :exec
UPDATE tickets SET status = 'OPEN', agent_id = ? WHERE ticket_id = ?;

-- name: Escalate :execrows
UPDATE tickets SET status = 'ESCALATED', priority = priority + 10 WHERE ticket_id = ? AND status = 'OPEN';

-- name: Close :exec
UPDATE tickets SET status = 'CLOSED' WHERE ticket_id = ?;

-- name: SetStatus :exec
UPDATE tickets SET status = ? WHERE ticket_id = ?;

-- name: MoveQueue :execrows
UPDATE tickets SET status = ? WHERE ticket_id = ? AND status = ?;
