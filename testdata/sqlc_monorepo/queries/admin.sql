-- Maintenance the test suite runs against MySQL: sqlc writes a method for
-- each, and builds its catalog from the schema alone.

-- name: TruncateOrders :exec
TRUNCATE TABLE orders;

-- name: DropAuditLog :exec
DROP TABLE IF EXISTS audit_log;

-- name: CreateAuditLog :exec
CREATE TABLE IF NOT EXISTS audit_log (id BIGINT NOT NULL PRIMARY KEY);

-- name: AddOrderNote :exec
ALTER TABLE orders ADD COLUMN note TEXT NULL;
