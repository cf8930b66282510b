-- A DynamoDB item needs a key: every table needs a primary key to design one.
CREATE TABLE audit_log (
  logged_at DATETIME NOT NULL,
  message VARCHAR(500) NOT NULL
);

-- name: ListAudit :many
SELECT * FROM audit_log WHERE logged_at = ?;
