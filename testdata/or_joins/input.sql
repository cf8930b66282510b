-- A messaging app's inbox, as its sqlc query file writes it: a user's
-- conversation is every message they sent OR received, with the sender's
-- name from a JOIN, newest first. Each branch of the OR is its join's reads
-- of its own; a note to self (sender and recipient alike) is found by both
-- and is one row. Integer ids, no FOREIGN KEY, NOW(), NULLs, mixed-case
-- names; users are renamed, so nothing is copied onto the messages.

CREATE TABLE users (
  id           BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email        VARCHAR(120) NOT NULL,
  display_name VARCHAR(80)  NOT NULL,
  UNIQUE KEY uq_users_email (email)
);

CREATE TABLE messages (
  id           BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  sender_id    BIGINT       NOT NULL,
  recipient_id BIGINT       NOT NULL,
  body         TEXT         NOT NULL,
  read_at      DATETIME     NULL,
  created_at   DATETIME     NOT NULL,
  KEY idx_messages_sender (sender_id, created_at),
  KEY idx_messages_recipient (recipient_id, created_at)
);

INSERT INTO users (id, email, display_name) VALUES
  (1, 'ana@example.com', 'Ana'),
  (2, 'Bob@Example.com', 'bob'),
  (3, 'chloe@example.com', 'Chloé');

INSERT INTO messages (id, sender_id, recipient_id, body, read_at, created_at) VALUES
  (1, 1, 2, 'hi Bob', '2025-02-01 10:05:00', '2025-02-01 10:00:00'),
  (2, 2, 1, 'hi Ana', NULL, '2025-02-01 10:01:00'),
  (3, 1, 1, 'note to self', NULL, '2025-02-01 10:02:00'),
  (4, 3, 1, 'lunch?', NULL, '2025-02-01 10:02:00'),
  (5, 2, 3, 'ping', NULL, '2025-02-02 09:00:00'),
  (6, 9, 1, 'from a user long gone', NULL, '2025-02-03 08:00:00'),
  (7, 1, 3, 'yes, lunch', NULL, '2025-02-03 08:30:00'),
  (8, 2, 9, 'to a user long gone', NULL, '2025-02-03 09:00:00');

-- name: CreateUser :execlastid
INSERT INTO users (email, display_name) VALUES (sqlc.arg(email), sqlc.arg(display_name));

-- name: RenameUser :exec
UPDATE users SET display_name = sqlc.arg(display_name) WHERE id = sqlc.arg(id);

-- name: SendMessage :execlastid
INSERT INTO messages (sender_id, recipient_id, body, created_at)
VALUES (sqlc.arg(sender_id), sqlc.arg(recipient_id), sqlc.arg(body), NOW());

-- name: MarkRead :exec
UPDATE messages SET read_at = NOW() WHERE id = sqlc.arg(id) AND read_at IS NULL;

-- A user's conversation, newest first, a page at a time, with who sent
-- each message: a message of a sender who is gone joins nothing.
-- name: ListConversation :many
SELECT m.id, m.body, m.created_at, u.display_name AS sender_name
FROM messages m
JOIN users u ON u.id = m.sender_id
WHERE m.sender_id = sqlc.arg(user_id) OR m.recipient_id = sqlc.arg(user_id)
ORDER BY m.created_at DESC, m.id DESC
LIMIT ?;

-- What a user sent, or what reached the address given, with the
-- recipient's name: the second branch reads the join from the user's end
-- (by email, then the messages to them).
-- name: ListSentOrReceivedBy :many
SELECT m.id, m.body, u.display_name AS recipient_name
FROM messages m
JOIN users u ON u.id = m.recipient_id
WHERE m.sender_id = sqlc.arg(sender_id) OR u.email = sqlc.arg(email)
ORDER BY u.display_name, m.id;

-- The first messages a user sent or received, by the recipient's name: a
-- LEFT JOIN keeps a message to a user who is gone (name NULL, first), and
-- the names tie, so SQL may keep any of the tied rows at the LIMIT.
-- name: ListByRecipientName :many
SELECT m.id, u.display_name AS recipient_name
FROM messages m
LEFT JOIN users u ON u.id = m.recipient_id
WHERE m.sender_id = sqlc.arg(user_id) OR m.recipient_id = sqlc.arg(user_id)
ORDER BY u.display_name
LIMIT 3;
