-- Upserts the design cannot make do what MySQL does: each says why, and
-- how to write it instead. ClaimHandle, CastVote and ReplaceAccount are
-- served (a REPLACE reads the row it replaces, and deletes it with the
-- counter's -1 or the email's lock item).

CREATE TABLE accounts (
  account_id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(255) UNIQUE,
  handle VARCHAR(40) NOT NULL UNIQUE,
  display_name VARCHAR(100) NOT NULL
);

CREATE TABLE votes (
  poll_id INT NOT NULL,
  voter_id BIGINT NOT NULL,
  choice TINYINT NOT NULL,
  PRIMARY KEY (poll_id, voter_id)
);

-- name: GetAccount :one
SELECT * FROM accounts WHERE account_id = ?;

-- name: ImportAccount :exec
-- The id, the email and the handle all collide: MySQL updates whichever
-- row it meets first.
INSERT INTO accounts (account_id, email, handle, display_name) VALUES (?, ?, ?, ?)
ON DUPLICATE KEY UPDATE display_name = VALUES(display_name);

-- name: ClaimHandle :exec
INSERT INTO accounts (handle, display_name) VALUES (?, ?)
ON DUPLICATE KEY UPDATE display_name = VALUES(display_name);

-- name: ClaimEmail :exec
-- Collides on email, while the table is keyed by handle for ClaimHandle.
INSERT INTO accounts (email, display_name) VALUES (?, ?)
ON DUPLICATE KEY UPDATE display_name = VALUES(display_name);

-- name: ClaimHandleWithEmail :exec
INSERT INTO accounts (handle, display_name) VALUES (?, ?)
ON DUPLICATE KEY UPDATE email = ?;

-- name: CastVote :exec
REPLACE INTO votes (poll_id, voter_id, choice) VALUES (?, ?, ?);

-- name: MoveVote :exec
INSERT INTO votes (poll_id, voter_id, choice) VALUES (?, ?, ?)
ON DUPLICATE KEY UPDATE poll_id = poll_id + 1;

-- name: CountVotes :one
SELECT COUNT(*) FROM votes WHERE poll_id = ?;

-- name: KeepHighestChoice :exec
INSERT INTO votes (poll_id, voter_id, choice) VALUES (?, ?, ?)
ON DUPLICATE KEY UPDATE choice = GREATEST(choice, VALUES(choice));

-- name: ReplaceAccount :exec
-- Leaves email out: the old row's email lock item is deleted with it.
REPLACE INTO accounts (handle, display_name) VALUES (?, ?);
