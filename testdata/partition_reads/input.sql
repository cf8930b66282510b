-- An index that repeats the table's partition key (issue 35): a support
-- inbox keeps each conversation's notes (ten on average, twenty at most)
-- and messages (five hundred on average) in the conversation's item
-- collection, as an expert keys them, each by its id. A second order of
-- the same partition is an index only when reading the partition whole
-- costs more:
--
--   - ListNotesByTitle reads every note of a conversation anyway: the
--     table's partition serves it, and the application sorts the titles
--     as the collation compares them (NULL first, 'alpha' with 'Alpha');
--   - LatestNotes reads 3 of about 10 notes, 200 times a second, while
--     notes are edited 100 times a second: an index on updated_at would
--     be moved by every edit, and reading the ten costs less;
--   - LatestMessages reads 20 of 500 messages 500 times a second: reading
--     them all would cost far more than the index, which stays.
--
-- Integer ids, no foreign keys declared (the joins tell them), NOW(),
-- NULL titles and mixed-case ones.

-- @rows 100000
CREATE TABLE conversations (
  id         BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  subject    VARCHAR(200)    NOT NULL,
  created_at DATETIME        NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- @rows 1000000
-- @max 20
CREATE TABLE notes (
  id              BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  conversation_id BIGINT UNSIGNED NOT NULL,
  title           VARCHAR(100)    NULL,
  body            TEXT            NOT NULL,
  updated_at      DATETIME        NOT NULL
);

-- @rows 50000000
CREATE TABLE messages (
  id              BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  conversation_id BIGINT UNSIGNED NOT NULL,
  sender          VARCHAR(100)    NOT NULL,
  body            TEXT            NOT NULL,
  created_at      DATETIME        NOT NULL
);

-- name: GetConversation :one
-- @rps 500
SELECT * FROM conversations WHERE id = ?;

-- name: CreateConversation :execlastid
-- @rps 10
INSERT INTO conversations (subject, created_at) VALUES (?, NOW());

-- name: ListNotesByTitle :many
-- @rps 300
SELECT id, title, updated_at FROM notes WHERE conversation_id = ? ORDER BY title, id;

-- name: LatestNotes :many
-- @rps 200
SELECT * FROM notes WHERE conversation_id = ? ORDER BY updated_at DESC LIMIT 3;

-- name: AddNote :execlastid
-- @rps 50
INSERT INTO notes (conversation_id, title, body, updated_at) VALUES (?, ?, ?, NOW());

-- name: EditNote :exec
-- @rps 100
UPDATE notes SET body = ?, updated_at = NOW() WHERE conversation_id = ? AND id = ?;

-- name: GetNoteWithSubject :one
-- @rps 50
SELECT n.id, n.title, n.body, c.subject
FROM notes n
JOIN conversations c ON c.id = n.conversation_id
WHERE n.conversation_id = ? AND n.id = ?;

-- name: SyncMessages :many
-- @rps 100
SELECT * FROM messages WHERE conversation_id = ? AND id > ? ORDER BY id LIMIT 100;

-- name: LatestMessages :many
-- @rps 500
SELECT * FROM messages WHERE conversation_id = ? ORDER BY created_at DESC LIMIT 20;

-- name: GetMessageWithSubject :one
-- @rps 20
SELECT m.id, m.sender, m.body, c.subject
FROM messages m
JOIN conversations c ON c.id = m.conversation_id
WHERE m.conversation_id = ? AND m.id = ?;

-- name: SendMessage :execlastid
-- @rps 300
INSERT INTO messages (conversation_id, sender, body, created_at) VALUES (?, ?, ?, NOW());

INSERT INTO conversations (id, subject, created_at) VALUES
  (1, 'Refund', '2025-03-01 09:00:00'),
  (2, 'Login', '2025-03-02 10:00:00');

INSERT INTO notes (id, conversation_id, title, body, updated_at) VALUES
  (10, 1, 'beta', 'second', '2025-03-01 10:00:00'),
  (11, 1, 'Alpha', 'first', '2025-03-01 12:00:00'),
  (12, 1, NULL, 'untitled', '2025-03-01 11:00:00'),
  (13, 1, 'alpha', 'again', '2025-03-01 09:30:00'),
  (14, 2, 'Zeta', 'other', '2025-03-02 10:30:00');

INSERT INTO messages (id, conversation_id, sender, body, created_at) VALUES
  (100, 1, 'ana', 'hello', '2025-03-01 09:00:00'),
  (101, 1, 'bo', 'hi', '2025-03-01 09:05:00'),
  (102, 1, 'ana', 'refund?', '2025-03-01 09:01:00'),
  (103, 2, 'cy', 'locked out', '2025-03-02 10:00:00');
