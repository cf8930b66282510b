-- A help desk as a stranger writes it: integer ids, nullable columns that
-- mean something when NULL (an unassigned ticket, a customer's reply, a
-- ticket not yet closed), a signed priority, a fractional SLA, and the
-- WHERE clauses such an application runs: half-open date windows, IS NULL,
-- <>, NOT IN and a prefix search typed by a user.

CREATE TABLE agents (
  agent_id       INT          NOT NULL PRIMARY KEY,
  email          VARCHAR(120) NOT NULL UNIQUE,
  display_name   VARCHAR(80)  NOT NULL,
  team           VARCHAR(40)  NOT NULL,
  deactivated_at DATETIME     NULL
);

CREATE TABLE tickets (
  ticket_id   BIGINT       NOT NULL PRIMARY KEY,
  customer_id INT          NOT NULL,
  assignee_id INT          NULL,
  subject     VARCHAR(200) NOT NULL,
  status      ENUM('new', 'open', 'pending', 'solved', 'closed') NOT NULL,
  priority    TINYINT      NOT NULL COMMENT '-2 lowest .. 2 urgent',
  opened_at   DATETIME     NOT NULL,
  closed_at   DATETIME     NULL,
  sla_hours   DECIMAL(5,1) NULL,
  FOREIGN KEY (assignee_id) REFERENCES agents (agent_id)
);

CREATE TABLE replies (
  ticket_id BIGINT   NOT NULL,
  seq       INT      NOT NULL,
  author_id INT      NULL COMMENT 'NULL: the customer wrote it',
  body      TEXT     NOT NULL,
  posted_at DATETIME NOT NULL,
  PRIMARY KEY (ticket_id, seq),
  FOREIGN KEY (ticket_id) REFERENCES tickets (ticket_id),
  FOREIGN KEY (author_id) REFERENCES agents (agent_id)
);

-- name: GetTicket :one
SELECT * FROM tickets WHERE ticket_id = ?;

-- name: CustomerTicketsOpenedIn :many
-- A half-open window, as reports write it: from the first of the month to
-- the first of the next.
SELECT * FROM tickets
WHERE customer_id = ? AND opened_at >= ? AND opened_at < ?
ORDER BY opened_at;

-- name: CustomerOpenTickets :many
SELECT ticket_id, subject, status, opened_at FROM tickets
WHERE customer_id = ? AND closed_at IS NULL
ORDER BY opened_at DESC;

-- name: CustomerTicketsWithSla :many
SELECT * FROM tickets WHERE customer_id = ? AND sla_hours IS NOT NULL ORDER BY opened_at;

-- name: AgentQueue :many
-- An agent's tickets that are not done yet, most urgent first.
SELECT * FROM tickets
WHERE assignee_id = ? AND status NOT IN ('solved', 'closed')
ORDER BY priority DESC;

-- name: AgentTriage :many
-- The most urgent first and, among equals, the newest: two sort columns
-- in one direction, one composite sort key.
SELECT ticket_id, priority, opened_at, subject FROM tickets
WHERE assignee_id = ?
ORDER BY priority DESC, opened_at DESC
LIMIT 20;

-- name: NewestTickets :many
-- The dashboard's feed: the latest tickets of every customer, no WHERE.
SELECT ticket_id, customer_id, subject, opened_at FROM tickets ORDER BY opened_at DESC LIMIT 10;

-- name: AgentTicketsInPriorityBand :many
SELECT ticket_id, priority, subject FROM tickets
WHERE assignee_id = ? AND priority >= ? AND priority <= ?
ORDER BY priority;

-- name: CustomerTicketsOtherThan :many
SELECT * FROM tickets WHERE customer_id = ? AND subject <> ? ORDER BY opened_at;

-- name: ReplyRange :many
-- Replies after the last one a client has seen, up to a page end.
SELECT * FROM replies WHERE ticket_id = ? AND seq > ? AND seq <= ? ORDER BY seq;

-- name: TicketTimeline :many
SELECT * FROM replies WHERE ticket_id = ? ORDER BY posted_at, seq;

-- name: CustomerReplies :many
SELECT * FROM replies WHERE ticket_id = ? AND author_id IS NULL ORDER BY seq;

-- name: FindTeamAgents :many
-- The agent picker: a team's agents whose name starts with what was typed.
SELECT * FROM agents
WHERE team = ? AND display_name LIKE CONCAT(?, '%')
ORDER BY display_name;

-- name: ActiveTeamAgents :many
SELECT agent_id, display_name FROM agents
WHERE team = ? AND deactivated_at IS NULL AND agent_id <> ?
ORDER BY display_name;

-- name: OpenTicket :exec
INSERT INTO tickets (ticket_id, customer_id, assignee_id, subject, status, priority, opened_at, closed_at, sla_hours)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?);

-- name: CloseTicket :exec
UPDATE tickets SET status = ?, closed_at = ? WHERE ticket_id = ?;

-- name: AddReply :exec
INSERT INTO replies (ticket_id, seq, author_id, body, posted_at) VALUES (?, ?, ?, ?, ?);

INSERT INTO agents (agent_id, email, display_name, team, deactivated_at) VALUES
  (1, 'ana@desk.example', 'Ana', 'billing', NULL),
  (2, 'anabel@desk.example', 'Anabel', 'billing', '2025-06-30 17:00:00'),
  (3, 'an_na@desk.example', 'An_na', 'billing', NULL),
  (4, 'bo@desk.example', 'Bo', 'tech', NULL);

INSERT INTO tickets (ticket_id, customer_id, assignee_id, subject, status, priority, opened_at, closed_at, sla_hours) VALUES
  (100, 7, 1, 'Refund', 'open', -2, '2025-01-01 00:00:00', NULL, 4.5),
  (101, 7, 1, 'Refund', 'closed', 2, '2025-01-31 23:59:59', '2025-02-02 10:00:00', NULL),
  (102, 7, NULL, 'Invoice copy', 'new', 0, '2025-02-01 00:00:00', NULL, -0.5),
  (103, 7, 2, 'Card declined', 'solved', -1, '2025-02-01 00:00:00', '2025-02-01 08:00:00', 0.0),
  (104, 8, 1, 'VAT number', 'pending', 1, '2025-01-15 12:00:00', NULL, NULL);

INSERT INTO replies (ticket_id, seq, author_id, body, posted_at) VALUES
  (100, 1, NULL, 'Where is my refund?', '2025-01-01 00:00:00'),
  (100, 2, 1, 'Looking into it.', '2025-01-01 01:00:00'),
  (100, 3, NULL, 'Thanks', '2025-01-01 02:00:00'),
  (100, -1, NULL, 'Imported from mail', '2024-12-31 23:00:00');
