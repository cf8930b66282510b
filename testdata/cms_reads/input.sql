-- A CMS and its payments ledger, as the corpus applications' sqlc query
-- files write them (modulacms, kokomed-fin, go-crypto-wallet): a page's
-- fields for a list of pages with each field's definition, the routes of
-- a datatype by title, a total over an OR of two columns, and a count
-- checked on a TEXT column. Integer ids, no FOREIGN KEY, NOW(), NULLs,
-- mixed-case strings. Each read here once gave an answer that differed
-- from the SQL's:
-- - the content fields came in the order of the list's values, not of
--   the ORDER BY (the rows the join made were not sorted);
-- - two routes with one title were taken for one by verify's DISTINCT
--   check;
-- - the SUM counted twice the payment both branches of the OR find;
-- - the COUNT read only the keys, and the check on tx_hex, a column it
--   did not read, dropped every item.

CREATE TABLE fields (
  id    INT          NOT NULL AUTO_INCREMENT PRIMARY KEY,
  label VARCHAR(80)  NOT NULL DEFAULT 'unlabeled',
  type  VARCHAR(20)  NOT NULL
);

CREATE TABLE content_fields (
  id          INT          NOT NULL AUTO_INCREMENT PRIMARY KEY,
  content_id  INT          NOT NULL,
  field_id    INT          NOT NULL,
  field_value TEXT         NOT NULL,
  updated_at  DATETIME     NOT NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP,
  KEY idx_content_fields_content (content_id)
);

CREATE TABLE routes (
  id     INT          NOT NULL AUTO_INCREMENT PRIMARY KEY,
  slug   VARCHAR(120) NOT NULL,
  title  VARCHAR(120) NOT NULL,
  status VARCHAR(20)  NOT NULL DEFAULT 'draft',
  UNIQUE KEY uq_routes_slug (slug)
);

CREATE TABLE content (
  id          INT          NOT NULL AUTO_INCREMENT PRIMARY KEY,
  route_id    INT          NULL,
  datatype_id INT          NOT NULL,
  created_at  DATETIME     NOT NULL,
  KEY idx_content_datatype (datatype_id)
);

CREATE TABLE payments (
  id             BIGINT        NOT NULL AUTO_INCREMENT PRIMARY KEY,
  assign_to      BIGINT        NULL,
  account_number VARCHAR(40)   NULL,
  coin           VARCHAR(10)   NOT NULL,
  action         VARCHAR(20)   NOT NULL,
  amount         DECIMAL(12,2) NOT NULL,
  tx_hex         TEXT          NULL,
  created_at     DATETIME      NOT NULL,
  KEY idx_payments_assign (assign_to),
  KEY idx_payments_account (account_number),
  KEY idx_payments_coin_action (coin, action)
);

INSERT INTO fields (id, label, type) VALUES
  (1, 'Title', 'text'),
  (2, 'Body', 'richtext'),
  (3, 'Hero image', 'media');

-- Consecutive rows name pages out of order (3, 1, 2): a list of their
-- pages is not in the ORDER BY's order.
INSERT INTO content_fields (id, content_id, field_id, field_value, updated_at) VALUES
  (1, 3, 2, 'Third body', '2025-03-01 09:00:00'),
  (2, 1, 1, 'Home', '2025-03-01 09:01:00'),
  (3, 2, 1, 'About us', '2025-03-01 09:02:00'),
  (4, 3, 1, 'Contact', '2025-03-01 09:03:00'),
  (5, 1, 3, 'hero.png', '2025-03-01 09:04:00'),
  (6, 1, 2, 'Welcome!', '2025-03-01 09:05:00'),
  (7, 9, 1, 'a page long gone', '2025-03-01 09:06:00');

-- Two routes share a title: each is a row of the DISTINCT.
INSERT INTO routes (id, slug, title, status) VALUES
  (1, 'home', 'Home', 'published'),
  (2, 'news', 'News', 'published'),
  (3, 'news-archive', 'News', 'draft'),
  (4, 'about', 'about', 'published');

INSERT INTO content (id, route_id, datatype_id, created_at) VALUES
  (1, 1, 10, '2025-03-01 08:00:00'),
  (2, 2, 10, '2025-03-01 08:10:00'),
  (3, 3, 10, '2025-03-01 08:20:00'),
  (4, 2, 10, '2025-03-01 08:30:00'),
  (5, 4, 11, '2025-03-01 08:40:00'),
  (6, NULL, 10, '2025-03-01 08:50:00');

-- Payment 2 is assigned to 7 and paid from account ACC-7: both branches
-- of the OR find it, and the total counts it once.
INSERT INTO payments (id, assign_to, account_number, coin, action, amount, tx_hex, created_at) VALUES
  (1, 7, 'ACC-1', 'btc', 'receipt', 10.50, 'ab01', '2025-03-02 10:00:00'),
  (2, 7, 'ACC-7', 'btc', 'receipt', 20.00, 'AB02', '2025-03-02 10:05:00'),
  (3, NULL, 'ACC-7', 'btc', 'payment', 5.25, NULL, '2025-03-02 10:10:00'),
  (4, 8, NULL, 'bch', 'receipt', 1.00, 'ab01', '2025-03-02 10:15:00'),
  (5, 8, 'acc-7', 'btc', 'receipt', 2.75, 'ab01', '2025-03-02 10:20:00');

-- name: CreateContentField :execlastid
INSERT INTO content_fields (content_id, field_id, field_value)
VALUES (sqlc.arg(content_id), sqlc.arg(field_id), sqlc.arg(field_value));

-- name: UpdateContentField :exec
UPDATE content_fields SET field_value = sqlc.arg(field_value) WHERE id = sqlc.arg(id);

-- name: ListContentFieldsByContentIDs :many
SELECT
    cf.id, cf.content_id, cf.field_id, cf.field_value,
    f.label AS f_label,
    f.type AS f_type
FROM content_fields cf
JOIN fields f ON cf.field_id = f.id
WHERE cf.content_id IN (sqlc.slice('content_ids'))
ORDER BY cf.content_id, cf.field_id;

-- name: CreateRoute :execlastid
INSERT INTO routes (slug, title, status) VALUES (?, ?, ?);

-- name: ListRoutesByDatatype :many
SELECT DISTINCT r.id, r.slug, r.title, r.status
FROM routes r
INNER JOIN content c ON r.id = c.route_id
WHERE c.datatype_id = ?
ORDER BY r.title;

-- name: CreatePayment :execlastid
INSERT INTO payments (assign_to, account_number, coin, action, amount, tx_hex, created_at)
VALUES (?, ?, ?, ?, ?, ?, NOW());

-- name: GetTotalPaidByAssigneeOrAccount :one
SELECT SUM(amount)
    FROM payments
    WHERE
        (assign_to = sqlc.narg('assign_to'))
        OR (account_number = sqlc.narg('account_number'));

-- name: CountPaymentsByTxHex :one
SELECT COUNT(*) as count FROM payments
WHERE coin = ? AND action = ? AND tx_hex = ?;
