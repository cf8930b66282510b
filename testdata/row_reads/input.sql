-- A team forum, as its sqlc query file writes it: a table joined to itself
-- (each member's manager, each reply's parent), a subquery of the select
-- list for one value of another row, and a post's comments as one JSON
-- list. Integer ids, no FOREIGN KEY, NOW(), NULLs and mixed-case names.

CREATE TABLE members (
  id         BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  manager_id BIGINT       NULL,
  handle     VARCHAR(40)  NOT NULL,
  title      VARCHAR(80)  NULL,
  active     TINYINT(1)   NOT NULL DEFAULT 1,
  created_at DATETIME     NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY uq_members_handle (handle),
  KEY idx_members_manager (manager_id)
);

CREATE TABLE posts (
  id         BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  member_id  BIGINT       NOT NULL,
  parent_id  BIGINT       NULL,
  title      VARCHAR(200) NOT NULL,
  score      DECIMAL(8,2) NOT NULL DEFAULT 0,
  created_at DATETIME     NOT NULL,
  KEY idx_posts_member (member_id, created_at),
  KEY idx_posts_parent (parent_id)
);

CREATE TABLE comments (
  id         BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  post_id    BIGINT       NOT NULL,
  member_id  BIGINT       NOT NULL,
  body       VARCHAR(500) NOT NULL,
  edited_at  DATETIME     NULL,
  KEY idx_comments_post (post_id)
);

INSERT INTO members (id, manager_id, handle, title, active, created_at) VALUES
  (1, NULL, 'Ana', 'Head of Support', 1, '2025-01-01 09:00:00'),
  (2, 1, 'bob', NULL, 1, '2025-01-01 09:05:00'),
  (3, 1, 'CHLOÉ', 'Support "lead"', 0, '2025-01-01 09:10:00'),
  (4, 3, 'dmitri', 'Agent', 1, '2025-01-01 09:15:00'),
  (5, 42, 'eve', NULL, 1, '2025-01-01 09:20:00');

INSERT INTO posts (id, member_id, parent_id, title, score, created_at) VALUES
  (1, 1, NULL, 'Welcome', 4.50, '2025-01-02 10:00:00'),
  (2, 2, 1, 'Re: Welcome', 1.00, '2025-01-02 11:00:00'),
  (3, 4, 1, 're: welcome', 0, '2025-01-03 08:00:00'),
  (4, 4, 99, 'Reply to a post long gone', 2.25, '2025-01-04 09:30:00'),
  (5, 3, NULL, 'Café rota', 3.00, '2025-01-05 12:00:00'),
  (6, 4, NULL, 'Quiet one', 1.00, '2025-01-06 07:00:00');

INSERT INTO comments (id, post_id, member_id, body, edited_at) VALUES
  (1, 1, 2, 'Hello!', NULL),
  (2, 1, 3, 'Hi "all"', '2025-01-02 12:00:00'),
  (3, 5, 4, 'Which café?', NULL),
  (4, 2, 1, 'Thanks', NULL),
  (5, 2, 3, 'Edited twice', '2025-01-03 09:00:00'),
  (6, 4, 1, 'Gone, but answered', NULL),
  (7, 4, 2, 'Twice', NULL),
  (8, 3, 1, 'Once', NULL);

-- name: CreateMember :execlastid
INSERT INTO members (manager_id, handle, title, created_at) VALUES (?, ?, ?, NOW());

-- name: CreatePost :execlastid
INSERT INTO posts (member_id, parent_id, title, created_at) VALUES (?, ?, ?, NOW());

-- name: AddComment :exec
INSERT INTO comments (post_id, member_id, body) VALUES (?, ?, ?);

-- name: GetMemberWithManager :one
SELECT m.id, m.handle, m.title, mgr.handle AS manager_handle, mgr.title AS manager_title
FROM members m
LEFT JOIN members mgr ON mgr.id = m.manager_id
WHERE m.id = ?;

-- name: ListTeamWithManager :many
SELECT m.id, m.handle, boss.handle AS boss_handle
FROM members m
LEFT JOIN members boss ON boss.id = m.manager_id
WHERE m.manager_id = ?
ORDER BY m.id;

-- name: GetActiveManagerOf :one
SELECT m.handle, mgr.handle AS manager_handle
FROM members m
JOIN members mgr ON mgr.id = m.manager_id AND mgr.active = 1
WHERE m.handle = ?;

-- name: GetReplyWithParent :one
SELECT r.id, r.title, p.title AS parent_title, p.member_id AS parent_member_id
FROM posts r
LEFT JOIN posts p ON p.id = r.parent_id
WHERE r.id = ?;

-- name: ListMemberPostsWithAuthor :many
SELECT p.id, p.title, p.score,
  (SELECT m.handle FROM members m WHERE m.id = p.member_id) AS author
FROM posts p
WHERE p.member_id = ?
ORDER BY p.created_at DESC
LIMIT 10;

-- name: GetPostWithComments :one
SELECT p.id, p.title,
  (SELECT JSON_ARRAYAGG(JSON_OBJECT('id', c.id, 'body', c.body, 'edited_at', c.edited_at))
     FROM comments c WHERE c.post_id = p.id) AS comments
FROM posts p
WHERE p.id = ?;

-- name: ListMemberPostsWithComments :many
SELECT p.id, p.title,
  COALESCE((SELECT JSON_ARRAYAGG(JSON_OBJECT('comment_id', c.id, 'by', c.member_id, 'text', UPPER(c.body)))
     FROM comments c WHERE c.post_id = p.id), JSON_ARRAY()) AS comments
FROM posts p
WHERE p.member_id = ?;

-- name: GetMemberWithReportCount :one
SELECT m.id, m.handle,
  UPPER(mgr.handle) AS manager_tag,
  (SELECT COUNT(*) FROM members r WHERE r.manager_id = m.id) AS reports
FROM members m
LEFT JOIN members mgr ON mgr.id = m.manager_id
WHERE m.id = ?;

-- name: ListMemberPostsWithCommentList :many
SELECT p.id, p.title, JSON_ARRAYAGG(JSON_OBJECT('id', c.id, 'body', c.body)) AS comment_list
FROM posts p
LEFT JOIN comments c ON c.post_id = p.id
WHERE p.member_id = ?
GROUP BY p.id, p.title;

-- name: ListCommentedPostsOf :many
SELECT p.id, JSON_ARRAYAGG(JSON_OBJECT('id', c.id, 'edited', c.edited_at IS NOT NULL)) AS comment_list
FROM posts p
JOIN comments c ON c.post_id = p.id
WHERE p.member_id = ?
GROUP BY p.id;

-- name: ListPostsWithEditedCount :many
SELECT p.id, p.title, COUNT(c.id) AS edited_comments
FROM posts p
LEFT JOIN comments c ON c.post_id = p.id AND c.edited_at >= ?
WHERE p.member_id = ?
GROUP BY p.id, p.title;

-- name: GetMemberStats :one
SELECT (SELECT COUNT(*) FROM posts WHERE member_id = ?) AS post_count,
       (SELECT COUNT(*) FROM comments WHERE member_id = ?) AS comment_count,
       (SELECT MAX(created_at) FROM posts WHERE member_id = ?) AS last_post_at;

-- name: ListReportsOf :many
SELECT r.id, r.handle FROM members m JOIN members r ON r.manager_id = m.id WHERE m.id = ?;

-- name: ListTeamsByManagerHandle :many
SELECT m.id, m.handle, mgr.handle AS manager_handle
FROM members m LEFT JOIN members mgr ON mgr.id = m.manager_id
WHERE m.manager_id IN (?, ?)
ORDER BY mgr.handle DESC, m.handle
LIMIT 3;

-- name: ListPostsOfMembersByAuthor :many
SELECT p.id, p.title, (SELECT m.handle FROM members m WHERE m.id = p.member_id) AS author
FROM posts p
WHERE p.member_id IN (?, ?)
ORDER BY author DESC, p.id;

-- name: ListMemberPostsByCommentCount :many
SELECT p.id, p.title, (SELECT COUNT(*) FROM comments c WHERE c.post_id = p.id) AS comment_count
FROM posts p
WHERE p.member_id = ?
ORDER BY comment_count DESC, p.id
LIMIT 5;

-- name: GetMemberIfManager :one
SELECT m.id, m.handle FROM members m
WHERE m.id = ? AND EXISTS (SELECT 1 FROM members r WHERE r.manager_id = m.id);

-- name: ListLeafMembersOf :many
SELECT m.id, m.handle FROM members m
WHERE m.manager_id = ? AND NOT EXISTS (SELECT 1 FROM members r WHERE r.manager_id = m.id);

-- name: GetPostWithCommentsOrdered :one
-- The subquery's ORDER BY sorts its one aggregated row: MySQL promises no
-- order of the list's elements for it.
SELECT p.id,
  COALESCE((SELECT JSON_ARRAYAGG(JSON_OBJECT('id', c.id, 'body', c.body))
            FROM comments c WHERE c.post_id = p.id ORDER BY c.id), JSON_ARRAY()) AS comments
FROM posts p
WHERE p.id = ?;

-- name: ListTeamByUnselected :many
-- The reports of some managers, by their manager's handle, which the
-- answer does not hold: the read of mgr gives it for the sort alone.
SELECT m.id FROM members m LEFT JOIN members mgr ON mgr.id = m.manager_id
WHERE m.manager_id IN (sqlc.slice(manager_ids)) ORDER BY mgr.handle DESC, m.id;

-- name: CountActiveReports :one
-- The reports whose manager is active: the application counts the rows
-- the read of mgr keeps (manager 3 is not active: 0).
SELECT COUNT(*) FROM members m JOIN members mgr ON mgr.id = m.manager_id
WHERE m.manager_id = ? AND mgr.active = 1;

-- name: ListManagedPage :many
-- A page of the JOIN: the LIMIT counts the rows the read of mgr keeps,
-- so no request carries it (manager 42 is gone: no row).
SELECT m.id, mgr.handle AS manager_handle
FROM members m JOIN members mgr ON mgr.id = m.manager_id
WHERE m.manager_id = ?
LIMIT ?;

-- Stays refused, each with its reason:

-- name: ListMembersWithManagerStar :many
SELECT m.*, mgr.* FROM members m LEFT JOIN members mgr ON mgr.id = m.manager_id WHERE m.id = ?;

-- name: GetAuthorOfPostByTitle :one
SELECT p.id, (SELECT c.body FROM comments c WHERE c.post_id = p.id) AS a_comment FROM posts p WHERE p.id = ?;
