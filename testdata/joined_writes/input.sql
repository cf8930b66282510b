-- A forum's moderation jobs: writes whose WHERE sits on another table
-- than the one they change, and a DELETE of a thread with its replies in
-- one statement, as MySQL lets you write them.

CREATE TABLE members (
  member_id BIGINT AUTO_INCREMENT PRIMARY KEY,
  handle VARCHAR(40) NOT NULL,
  karma INT NOT NULL DEFAULT 0
);

CREATE TABLE threads (
  thread_id BIGINT AUTO_INCREMENT PRIMARY KEY,
  author_id BIGINT NOT NULL,
  title VARCHAR(200) NOT NULL,
  locked TINYINT(1) NOT NULL DEFAULT 0,
  FOREIGN KEY (author_id) REFERENCES members(member_id)
);

CREATE TABLE replies (
  reply_id BIGINT AUTO_INCREMENT PRIMARY KEY,
  thread_id BIGINT NOT NULL,
  author_id BIGINT NULL,
  body TEXT NOT NULL,
  score DECIMAL(6,2) NULL,
  FOREIGN KEY (thread_id) REFERENCES threads(thread_id),
  FOREIGN KEY (author_id) REFERENCES members(member_id)
);

-- name: GetThreadWithReplies :many
SELECT t.*, r.* FROM threads t JOIN replies r ON r.thread_id = t.thread_id
WHERE t.thread_id = ?;

-- name: RepliesByAuthor :many
SELECT * FROM replies WHERE author_id = ?;

-- name: MemberByHandle :one
SELECT * FROM members WHERE handle = ?;

-- name: ThreadsByAuthor :many
SELECT * FROM threads WHERE author_id = ?;

-- name: DeleteThreadWithReplies :execrows
DELETE t, r FROM threads t JOIN replies r ON r.thread_id = t.thread_id
WHERE t.thread_id = ?;

-- name: DeleteRepliesOfHandle :execrows
DELETE r FROM replies AS r INNER JOIN members AS m ON m.member_id = r.author_id
WHERE m.handle = ?;

-- name: RescoreRepliesOfHandle :execrows
UPDATE replies r JOIN members m ON m.member_id = r.author_id
SET r.score = ?
WHERE m.handle = ?;

-- name: LockThreadsOfHandle :execrows
UPDATE threads t
  JOIN members m ON m.member_id = t.author_id
SET t.locked = 1
WHERE m.handle = ?;
