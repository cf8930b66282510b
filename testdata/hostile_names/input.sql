-- Hostile names and literals: every export must carry them as data, never
-- as code (shell, JavaScript, YAML, HCL), and verify must still pass.
-- ElectroDB and OneTable read ${x} in a key template as an attribute, so
-- ${ } appears only where no key holds it (names may not hold { } at all).
CREATE TABLE `notes$(touch pwned)` (
  `id`         INT PRIMARY KEY,
  `body``tick` VARCHAR(100) COLLATE utf8mb4_bin,
  `quote"s`    VARCHAR(100),
  `back\slash` VARCHAR(40),
  `status`     VARCHAR(120) NOT NULL,
  `tmpl$x`     VARCHAR(20)
);

-- name: GetNote :one
SELECT * FROM `notes$(touch pwned)` WHERE id = ?;

-- name: ListFlagged :many
-- The key's literal holds a quote, $( ), a backtick, a backslash, */ and a
-- line break.
SELECT * FROM `notes$(touch pwned)` WHERE status = 'it''s $(touch pwned) `x` \\ */
require("child_process").execSync("touch pwned")';

-- name: ListByTemplate :many
SELECT id, `tmpl$x`, `quote"s` FROM `notes$(touch pwned)`
WHERE `tmpl$x` = ? AND `body``tick` <> '${y} `touch pwned` \\ */'
ORDER BY id;

INSERT INTO `notes$(touch pwned)` (id, `body``tick`, `quote"s`, `back\slash`, status, `tmpl$x`) VALUES
  (1, 'a`b', 'say "hi"', 'c:\\dir', 'it''s $(touch pwned) `x` \\ */
require("child_process").execSync("touch pwned")', '$x'),
  (2, '${y} `touch pwned` \\ */', 'plain', 'plain', 'open', 't1'),
  (3, NULL, NULL, NULL, 'open', '$x'),
  (4, 'plain', 'it''s', '\\', 'open', '$x');
