-- A forum's messages as its sqlc queries read them: select-list aliases
-- in ORDER BY, as MySQL resolves them (an alias first, then a column).
-- ORDER BY an aliased column is that column's order; ORDER BY an aliased
-- expression (a computed column) is sorted by the application, after it
-- computes the column on each message the thread's Query returns.

CREATE TABLE messages (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  thread_id BIGINT NOT NULL,
  author_id BIGINT NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  read_at DATETIME NULL,
  body TEXT NOT NULL,
  KEY ix_thread (thread_id, created_at)
);

INSERT INTO messages (id, thread_id, author_id, created_at, read_at, body) VALUES
  (1, 7, 100, '2025-03-01 09:00:00', NULL, 'Hello'),
  (2, 7, 101, '2025-03-01 09:05:00', '2025-03-01 10:00:00', 'Hi there'),
  (3, 7, 100, '2025-03-02 18:30:00', NULL, 'Anyone?'),
  (4, 8, 102, '2025-03-03 12:00:00', NULL, 'New thread');

-- name: ListThreadMessages :many
SELECT id, author_id, created_at AS sent_at, body
FROM messages
WHERE thread_id = ?
ORDER BY sent_at DESC
LIMIT 20;

-- name: ListThreadUnreadFirst :many
SELECT id, body, (read_at IS NULL) AS is_unread
FROM messages
WHERE thread_id = ?
ORDER BY is_unread DESC, id;

-- name: PostMessage :execlastid
INSERT INTO messages (thread_id, author_id, body) VALUES (?, ?, ?);
