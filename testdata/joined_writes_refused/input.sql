-- Writes over joins that the design refuses, each with its reason, next
-- to one it serves.

CREATE TABLE members (
  member_id INT AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(120) NOT NULL UNIQUE,
  karma INT NOT NULL DEFAULT 0
);

CREATE TABLE threads (
  thread_id INT AUTO_INCREMENT PRIMARY KEY,
  author_id INT NOT NULL,
  title VARCHAR(200) NOT NULL,
  FOREIGN KEY (author_id) REFERENCES members(member_id)
);

CREATE TABLE replies (
  reply_id INT AUTO_INCREMENT PRIMARY KEY,
  thread_id INT NOT NULL,
  body TEXT NOT NULL,
  FOREIGN KEY (thread_id) REFERENCES threads(thread_id)
);

-- name: GetThreadWithReplies :many
SELECT t.*, r.* FROM threads t JOIN replies r ON r.thread_id = t.thread_id WHERE t.thread_id = ?;

-- name: MemberThreads :many
SELECT * FROM threads WHERE author_id = ?;

-- name: CreateMember :execlastid
INSERT INTO members (email) VALUES (?);

-- name: RetitleAndEdit :exec
UPDATE threads t JOIN replies r ON r.thread_id = t.thread_id
SET t.title = ?, r.body = ? WHERE t.thread_id = ?;

-- name: DeleteMemberAndThreads :exec
DELETE m, t FROM members m JOIN threads t ON t.author_id = m.member_id WHERE m.member_id = ?;

-- name: DeleteThreadsOfLowKarma :exec
DELETE t FROM threads t JOIN members m ON m.member_id = t.author_id WHERE m.karma < ?;
