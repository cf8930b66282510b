-- A forum's replies listed newest first with their thread's title, as
-- an application writes it: integer ids, no foreign keys (the join infers
-- the relationship), NOW() in writes. RenameThread changes the title, so
-- it is not copied onto the replies: the replies are read first, in
-- their order, and each joined to its thread by a read of its own.

CREATE TABLE threads (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  title VARCHAR(200) NOT NULL,
  locked TINYINT(1) NOT NULL DEFAULT 0,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE replies (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  thread_id BIGINT NOT NULL,
  body TEXT NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

INSERT INTO threads (id, title, locked, created_at) VALUES
  (1, 'Welcome', 0, '2025-01-01 09:00:00'),
  (2, 'Release notes', 1, '2025-01-02 10:00:00'),
  (3, 'Empty thread', 0, '2025-01-03 11:00:00');

INSERT INTO replies (id, thread_id, body, created_at) VALUES
  (1, 1, 'hello', '2025-01-01 09:05:00'),
  (2, 1, 'hi there', '2025-01-01 09:07:00'),
  (3, 2, 'v1.0 is out', '2025-01-02 10:01:00'),
  (4, 1, 'welcome!', '2025-01-01 10:00:00');

-- name: GetThread :one
SELECT * FROM threads WHERE id = sqlc.arg(id);

-- name: ThreadReplies :many
SELECT r.id, r.body, r.created_at, t.title, t.locked
FROM replies r JOIN threads t ON t.id = r.thread_id
WHERE r.thread_id = sqlc.arg(thread_id)
ORDER BY r.created_at DESC
LIMIT 50;

-- name: AddReply :execlastid
INSERT INTO replies (thread_id, body, created_at) VALUES (sqlc.arg(thread_id), sqlc.arg(body), NOW());

-- name: RenameThread :exec
UPDATE threads SET title = sqlc.arg(title) WHERE id = sqlc.arg(id);

-- name: LockThread :exec
UPDATE threads SET locked = 1 WHERE id = sqlc.arg(id);
