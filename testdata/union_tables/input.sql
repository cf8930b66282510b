-- A community app's feeds, as its sqlc query file writes them: UNIONs over
-- several tables, with literal columns, each SELECT's own ORDER BY and
-- LIMIT, one parameter named in each SELECT. Integer ids, no FOREIGN KEY,
-- NOW(), NULLs and mixed-case names.

CREATE TABLE users (
  id         BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  username   VARCHAR(40)  NOT NULL,
  created_at DATETIME     NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY uq_users_username (username)
);

CREATE TABLE posts (
  id         BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id    BIGINT       NOT NULL,
  title      VARCHAR(200) NOT NULL,
  created_at DATETIME     NOT NULL,
  deleted_at DATETIME     NULL,
  KEY idx_posts_user (user_id, created_at)
);

CREATE TABLE comments (
  id         BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  post_id    BIGINT       NOT NULL,
  user_id    BIGINT       NOT NULL,
  body       VARCHAR(500) NOT NULL,
  created_at DATETIME     NOT NULL,
  KEY idx_comments_post (post_id),
  KEY idx_comments_user (user_id, created_at)
);

CREATE TABLE likes (
  user_id    BIGINT   NOT NULL,
  post_id    BIGINT   NOT NULL,
  created_at DATETIME NOT NULL,
  PRIMARY KEY (user_id, post_id),
  KEY idx_likes_post (post_id)
);

INSERT INTO users (id, username, created_at) VALUES
  (1, 'Ana', '2025-01-01 09:00:00'),
  (2, 'bob', '2025-01-01 09:05:00'),
  (3, 'CHLOÉ', '2025-01-01 09:10:00'),
  (4, 'dmitri', '2025-01-01 09:15:00');

INSERT INTO posts (id, user_id, title, created_at, deleted_at) VALUES
  (1, 1, 'Hello World', '2025-01-02 10:00:00', NULL),
  (2, 1, 'Second thoughts', '2025-01-03 10:00:00', '2025-01-04 08:00:00'),
  (3, 2, 'bob''s post', '2025-01-03 11:00:00', NULL),
  (4, 1, 'Café review', '2025-01-05 12:00:00', NULL),
  (5, 3, 'Ünïcode', '2025-01-05 12:00:00', NULL),
  (6, 1, 'Draft', '2025-01-06 07:30:00', '2025-01-06 07:31:00');

INSERT INTO comments (id, post_id, user_id, body, created_at) VALUES
  (1, 1, 2, 'Nice!', '2025-01-02 10:30:00'),
  (2, 1, 3, 'nice', '2025-01-02 11:00:00'),
  (3, 3, 1, 'Thanks Bob', '2025-01-03 12:00:00'),
  (4, 1, 1, 'Replying', '2025-01-05 12:00:00'),
  (5, 4, 2, 'Which café?', '2025-01-05 13:00:00'),
  (6, 99, 1, 'on a post long gone', '2025-01-06 08:00:00');

INSERT INTO likes (user_id, post_id, created_at) VALUES
  (2, 1, '2025-01-02 10:10:00'),
  (3, 1, '2025-01-02 10:20:00'),
  (4, 1, '2025-01-02 10:40:00'),
  (1, 3, '2025-01-03 12:05:00'),
  (4, 4, '2025-01-05 14:00:00');

-- name: CreatePost :execlastid
INSERT INTO posts (user_id, title, created_at) VALUES (?, ?, NOW());

-- name: CreateComment :execlastid
INSERT INTO comments (post_id, user_id, body, created_at) VALUES (?, ?, ?, NOW());

-- name: LikePost :exec
INSERT INTO likes (user_id, post_id, created_at) VALUES (?, ?, NOW());

-- name: DeletePost :exec
UPDATE posts SET deleted_at = NOW() WHERE id = ?;

-- name: GetUserByName :one
SELECT * FROM users WHERE username = ?;

-- A user's activity: their posts and comments, newest first.
-- name: ListUserActivity :many
SELECT id, 'post' AS kind, title AS summary, created_at FROM posts WHERE user_id = ?
UNION ALL
SELECT id, 'comment' AS kind, body, created_at FROM comments WHERE user_id = ?
ORDER BY created_at DESC, kind, id DESC
LIMIT 20;

-- Everyone who took part in a post: its author, commenters and likers.
-- name: ListPostParticipants :many
SELECT user_id FROM posts WHERE id = ?
UNION
SELECT user_id FROM comments WHERE post_id = ?
UNION
SELECT user_id FROM likes WHERE post_id = ?
ORDER BY user_id;

-- A user's three latest posts and three latest comments.
-- name: ListLatestOfEach :many
(SELECT id, title AS text, created_at FROM posts WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 3)
UNION ALL
(SELECT id, body, created_at FROM comments WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 3);

-- One table, two states told by a literal column.
-- name: ListPostStates :many
SELECT id, 'deleted' AS state, UPPER(title) AS shout FROM posts WHERE user_id = ? AND deleted_at IS NOT NULL
UNION ALL
SELECT id, 'live' AS state, UPPER(title) FROM posts WHERE user_id = ? AND deleted_at IS NULL
ORDER BY 2, 1
LIMIT ?;

-- The threads a user started or commented on: a SELECT of the UNION joins
-- (comments, then the posts they name; comment 6's post is gone).
-- name: ListUserThreads :many
SELECT p.id, p.title FROM posts p WHERE p.user_id = ?
UNION
SELECT p.id, p.title FROM posts p JOIN comments c ON c.post_id = p.id WHERE c.user_id = ?;

-- The activity feed as a derived table, ordered and cut outside it.
-- name: ListUserFeed :many
SELECT kind, id, created_at FROM (
  SELECT id, 'post' AS kind, created_at FROM posts WHERE user_id = sqlc.arg(user_id)
  UNION ALL
  SELECT post_id, 'like' AS kind, created_at FROM likes WHERE user_id = sqlc.arg(user_id)
) AS feed
ORDER BY created_at DESC, kind, id
LIMIT 10;

-- The same through a CTE: who a user follows back, one row per user.
-- name: ListUserContacts :many
WITH contacts AS (
  SELECT user_id FROM comments WHERE post_id = ?
  UNION
  SELECT user_id FROM likes WHERE post_id = ?
)
SELECT * FROM contacts ORDER BY user_id;

-- A user's feed with each post's title: the comments' SELECT joins posts and
-- gives columns of both; the UNION's ORDER BY and LIMIT cut the rows.
-- name: ListUserFeedWithTitles :many
SELECT p.id AS post_id, p.title, 'post' AS kind, p.created_at FROM posts p WHERE p.user_id = ?
UNION ALL
SELECT c.post_id, p.title, CONCAT('comment: ', c.body), c.created_at
FROM comments c JOIN posts p ON p.id = c.post_id
WHERE c.user_id = ?
ORDER BY created_at DESC, post_id
LIMIT 10;

-- What a user commented on and liked, with titles: a LEFT JOIN keeps the
-- comment whose post is gone, its title NULL.
-- name: ListUserCommentsAndLikes :many
SELECT c.post_id, p.title FROM comments c LEFT JOIN posts p ON p.id = c.post_id WHERE c.user_id = ?
UNION ALL
SELECT l.post_id, p.title FROM likes l JOIN posts p ON p.id = l.post_id WHERE l.user_id = ?;

-- Any two posts a user wrote or commented on: a LIMIT without ORDER BY,
-- which SQL may fill with any two of the UNION's rows.
-- name: PickUserThreads :many
SELECT id FROM posts WHERE user_id = ?
UNION
SELECT post_id FROM comments WHERE user_id = ?
LIMIT 2;
