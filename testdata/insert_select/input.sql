-- INSERT ... SELECT as applications write it: copying a role's
-- permissions to another role (the same table, a new role id from a
-- parameter), fanning a topic's reply out to its subscribers'
-- notifications (numbered by AUTO_INCREMENT, which InnoDB may skip numbers
-- of in a bulk insert: refused, with the reason), and archiving a user's
-- sessions. Integer ids, no foreign keys, NOW(). The
-- application reads the rows as the SELECT would, then writes one row per
-- item: not atomic as the statement is, which the report says.
CREATE TABLE role_permissions (
  role_id       BIGINT NOT NULL,
  permission_id BIGINT NOT NULL,
  granted_at    DATETIME NOT NULL,
  PRIMARY KEY (role_id, permission_id)
);

CREATE TABLE subscriptions (
  topic_id BIGINT NOT NULL,
  user_id  BIGINT NOT NULL,
  PRIMARY KEY (topic_id, user_id)
);

CREATE TABLE notifications (
  id         BIGINT   NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id    BIGINT   NOT NULL,
  topic_id   BIGINT   NOT NULL,
  created_at DATETIME NOT NULL,
  KEY ix_user (user_id)
);

CREATE TABLE sessions (
  id         BIGINT      NOT NULL PRIMARY KEY,
  user_id    BIGINT      NOT NULL,
  token      VARCHAR(64) NOT NULL,
  created_at DATETIME    NOT NULL,
  KEY ix_user (user_id)
);

CREATE TABLE archived_sessions (
  id          BIGINT      NOT NULL PRIMARY KEY,
  user_id     BIGINT      NOT NULL,
  token       VARCHAR(64) NOT NULL,
  archived_at DATETIME    NOT NULL
);

INSERT INTO role_permissions (role_id, permission_id, granted_at) VALUES
  (1, 10, '2025-01-01 00:00:00'), (1, 11, '2025-01-01 00:00:00'), (2, 10, '2025-01-02 00:00:00');
INSERT INTO subscriptions (topic_id, user_id) VALUES (100, 1), (100, 2), (100, 3), (101, 2);
INSERT INTO notifications (id, user_id, topic_id, created_at) VALUES (1, 2, 101, '2025-02-01 08:00:00');
INSERT INTO sessions (id, user_id, token, created_at) VALUES
  (500, 1, 'tok-a', '2025-03-01 10:00:00'), (501, 1, 'tok-b', '2025-03-02 10:00:00'), (502, 2, 'tok-c', '2025-03-03 10:00:00');

-- name: RolePermissions :many
SELECT permission_id, granted_at FROM role_permissions WHERE role_id = ? ORDER BY permission_id;

-- name: CopyRolePermissions :exec
INSERT INTO role_permissions (role_id, permission_id, granted_at)
SELECT sqlc.arg(new_role_id), permission_id, NOW() FROM role_permissions WHERE role_id = sqlc.arg(from_role_id);

-- name: UserNotifications :many
SELECT id, topic_id, created_at FROM notifications WHERE user_id = ? ORDER BY id DESC;

-- name: NotifySubscribers :exec
INSERT INTO notifications (user_id, topic_id, created_at)
SELECT user_id, topic_id, NOW() FROM subscriptions WHERE topic_id = ? ORDER BY user_id;

-- name: NotifySubscribersUnordered :exec
INSERT INTO notifications (user_id, topic_id, created_at)
SELECT user_id, topic_id, NOW() FROM subscriptions WHERE topic_id = ?;

-- name: UserSessions :many
SELECT id, token FROM sessions WHERE user_id = ? ORDER BY id;

-- name: ArchivedSession :one
SELECT id, user_id, token, archived_at FROM archived_sessions WHERE id = ?;

-- name: ArchiveSessions :exec
INSERT INTO archived_sessions (id, user_id, token, archived_at)
SELECT id, user_id, token, UTC_TIMESTAMP() FROM sessions WHERE user_id = ?;
