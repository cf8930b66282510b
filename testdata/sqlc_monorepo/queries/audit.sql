-- name: RecordAudit :exec
INSERT INTO audit_log (user_id, action, detail) VALUES (?, ?, ?);

-- name: ListUserAudit :many
SELECT id, action, detail, created_at FROM audit_log WHERE user_id = ? ORDER BY created_at DESC LIMIT 50;
