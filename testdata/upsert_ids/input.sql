-- A forum's tags as its sqlc queries write them: integer ids, no foreign
-- keys, NOW() in writes, and the idiom that gets a tag's id whether the
-- tag is new or not: ON DUPLICATE KEY UPDATE id = LAST_INSERT_ID(id), whose
-- :execlastid returns the existing row's id when the name is taken. The
-- UNIQUE (name) lock item holds the id for that, kept true when a tag is
-- renamed or deleted; INSERT IGNORE links a topic to a tag once.
CREATE TABLE tags (
  id         BIGINT      NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name       VARCHAR(64) NOT NULL,
  slug       VARCHAR(64) NOT NULL,
  created_at DATETIME    NOT NULL,
  UNIQUE KEY uq_tags_name (name)
);

CREATE TABLE topic_tags (
  topic_id BIGINT NOT NULL,
  tag_id   BIGINT NOT NULL,
  PRIMARY KEY (topic_id, tag_id)
);

INSERT INTO tags (id, name, slug, created_at) VALUES
  (1, 'Go', 'go', '2025-01-01 10:00:00'),
  (2, 'DynamoDB', 'dynamodb', '2025-01-02 10:00:00'),
  (3, 'sqlc', 'sqlc', '2025-01-03 10:00:00');

INSERT INTO topic_tags (topic_id, tag_id) VALUES (100, 1), (100, 2), (101, 3);

-- name: UpsertTag :execlastid
INSERT INTO tags (name, slug, created_at) VALUES (sqlc.arg(name), sqlc.arg(slug), NOW())
ON DUPLICATE KEY UPDATE id = LAST_INSERT_ID(id);

-- name: EnsureTag :exec
INSERT INTO tags (name, slug, created_at) VALUES (sqlc.arg(name), sqlc.arg(slug), NOW())
ON DUPLICATE KEY UPDATE id = LAST_INSERT_ID(id);

-- name: GetTag :one
SELECT id, name, slug, created_at FROM tags WHERE id = ?;

-- name: GetTagByName :one
SELECT id, name, slug FROM tags WHERE name = ?;

-- name: RenameTag :exec
UPDATE tags SET name = sqlc.arg(name), slug = sqlc.arg(slug) WHERE id = sqlc.arg(id);

-- name: DeleteTag :exec
DELETE FROM tags WHERE id = ?;

-- name: AddTopicTag :exec
INSERT IGNORE INTO topic_tags (topic_id, tag_id) VALUES (?, ?);

-- name: TopicTagIDs :many
SELECT tag_id FROM topic_tags WHERE topic_id = ? ORDER BY tag_id;
