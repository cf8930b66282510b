-- Keys on column prefixes, as schemas from MySQL 5.6's 767-byte index
-- limit write them: a bookmark's URL unique per user in its first 191
-- characters (a VARCHAR(2048), keyed by a digest), and a username unique
-- in its first 16. MySQL refuses a second row alike in those characters,
-- so each lock item is keyed by them ({url:191}, {username:16}), never by
-- the whole value, which would let that second row in. Integer ids, no
-- foreign keys, NOW() in writes, mixed-case values.
CREATE TABLE bookmarks (
  id         BIGINT        NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id    BIGINT        NOT NULL,
  url        VARCHAR(2048) NOT NULL,
  title      VARCHAR(255)  NOT NULL,
  created_at DATETIME      NOT NULL,
  UNIQUE KEY uq_bookmarks_user_url (user_id, url(191)),
  KEY ix_bookmarks_user (user_id)
);

CREATE TABLE accounts (
  id           BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  username     VARCHAR(64)  NOT NULL,
  display_name VARCHAR(100) NOT NULL,
  UNIQUE KEY uq_accounts_username (username(16))
);

INSERT INTO bookmarks (id, user_id, url, title, created_at) VALUES
  (1, 7, 'https://example.com/articles/2025/how-to-design-a-single-table-for-dynamodb-without-losing-your-relational-constraints-along-the-way-part-one-of-three-in-a-series-about-keys-and-the-constraints-they-keep', 'Keys, part 1', '2025-05-01 10:00:00'),
  (2, 7, 'https://Example.com/', 'Home', '2025-05-02 10:00:00'),
  (3, 8, 'https://example.com/articles/2025/how-to-design-a-single-table-for-dynamodb-without-losing-your-relational-constraints-along-the-way-part-one-of-three-in-a-series-about-keys-and-the-constraints-they-keep', 'Same URL, other user', '2025-05-03 10:00:00');

INSERT INTO accounts (id, username, display_name) VALUES
  (1, 'christopher_robin_42', 'Christopher'),
  (2, 'Winnie_the_Pooh_Bear', 'Winnie');

-- name: AddBookmark :execlastid
INSERT INTO bookmarks (user_id, url, title, created_at) VALUES (?, ?, ?, NOW());

-- name: ListBookmarks :many
SELECT id, url, title, created_at FROM bookmarks WHERE user_id = ? ORDER BY id DESC;

-- name: GetBookmark :one
SELECT id, user_id, url, title FROM bookmarks WHERE id = ?;

-- name: EditBookmark :exec
UPDATE bookmarks SET url = sqlc.arg(url), title = sqlc.arg(title) WHERE id = sqlc.arg(id);

-- name: DeleteBookmark :exec
DELETE FROM bookmarks WHERE id = ?;

-- name: CreateAccount :execlastid
INSERT INTO accounts (username, display_name) VALUES (?, ?);

-- name: GetAccount :one
SELECT id, username, display_name FROM accounts WHERE id = ?;

-- name: RenameAccount :exec
UPDATE accounts SET username = ? WHERE id = ?;
