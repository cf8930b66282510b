-- A link shortener as an application writes it: the URL's hash is a
-- GENERATED column with a UNIQUE key, clicks are counted by an upsert, and
-- the words MySQL does not reserve but other engines may (plan, system,
-- encrypted) name columns. MySQL computes url_hash and host in every
-- INSERT and in an UPDATE of url: the application computes them as MySQL
-- does (design.Generate: MD5, SUBSTRING_INDEX, ...) and writes them with
-- the keys and lock built from them. The upsert stays refused with the
-- reason (before, it was keyed as if it never collided, and every click
-- added an item).
CREATE TABLE links (
  id        BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  url       VARCHAR(500) NOT NULL,
  url_hash  CHAR(32)     GENERATED ALWAYS AS (MD5(url)) STORED,
  host      VARCHAR(255) GENERATED ALWAYS AS (SUBSTRING_INDEX(SUBSTRING_INDEX(url, '/', 3), '/', -1)) VIRTUAL,
  clicks    INT          NOT NULL DEFAULT 0,
  plan      VARCHAR(20)  NOT NULL DEFAULT 'free',
  `system`  TINYINT(1)   NOT NULL DEFAULT 0,
  encrypted TINYINT(1)   NOT NULL DEFAULT 0,
  UNIQUE KEY links_url_hash (url_hash)
);

-- name: Click :exec
INSERT INTO links (url) VALUES (?) ON DUPLICATE KEY UPDATE clicks = clicks + 1;

-- name: CreateLink :execlastid
INSERT INTO links (url, plan) VALUES (?, ?);

-- name: GetByHash :one
SELECT * FROM links WHERE url_hash = ?;

-- name: GetLink :one
SELECT * FROM links WHERE id = ?;

-- name: LinksOnPlan :many
SELECT id, url FROM links WHERE plan = ? ORDER BY id;

-- name: MoveLink :exec
UPDATE links SET url = ? WHERE id = ?;

-- name: SetPlan :exec
UPDATE links SET plan = ?, encrypted = ? WHERE id = ?;

INSERT INTO links (id, url, clicks, plan, `system`, encrypted) VALUES
  (1, 'https://example.com/a', 3, 'free', 0, 0),
  (2, 'https://example.com/b', 0, 'pro', 1, 1),
  (3, 'https://Example.org/', 10, 'free', 0, 1);
