-- A stranger's schema in sqlc's style: backquoted names, a join table of two
-- foreign keys, a nullable role, a DECIMAL balance. GroupsByIds is an IN list
-- of whole keys with a condition: BatchGetItem cannot check it, so each key
-- is a Query with a FilterExpression (the design used to drop the <>).

CREATE TABLE `users` (
  `id` bigint NOT NULL AUTO_INCREMENT,
  `name` varchar(255) NOT NULL,
  `karma` int NOT NULL DEFAULT 0,
  `banned_at` timestamp NULL DEFAULT NULL,
  PRIMARY KEY (`id`)
);
CREATE TABLE `groups` (
  `id` bigint NOT NULL,
  `title` varchar(100) NOT NULL,
  `balance` decimal(12,2) NOT NULL,
  PRIMARY KEY (`id`)
);
CREATE TABLE `memberships` (
  `user_id` bigint NOT NULL,
  `group_id` bigint NOT NULL,
  `role` varchar(20) NULL,
  `joined_at` datetime NOT NULL,
  PRIMARY KEY (`user_id`, `group_id`),
  CONSTRAINT `fk_u` FOREIGN KEY (`user_id`) REFERENCES `users` (`id`),
  CONSTRAINT `fk_g` FOREIGN KEY (`group_id`) REFERENCES `groups` (`id`)
);

-- name: ListGroupMembers :many
SELECT u.* FROM users u JOIN memberships m ON m.user_id = u.id WHERE m.group_id = ? AND m.role IS NOT NULL;

-- name: ListUserGroups :many
SELECT * FROM memberships WHERE user_id = ? AND joined_at >= ? AND joined_at < ? ORDER BY joined_at DESC, group_id DESC;

-- name: TopUsers :many
SELECT id, name, karma FROM users WHERE banned_at IS NULL ORDER BY karma DESC LIMIT 5;

-- name: GroupsByIds :many
SELECT * FROM `groups` WHERE id IN (?, ?, ?, ?) AND balance <> ?;

-- name: MembersExceptRole :many
SELECT * FROM memberships WHERE group_id = ? AND role NOT IN ('owner', 'admin') ORDER BY joined_at;

-- name: JoinGroup :exec
INSERT INTO memberships (user_id, group_id, role, joined_at) VALUES (?, ?, ?, ?);
