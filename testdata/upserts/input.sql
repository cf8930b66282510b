-- A catalogue sync service, written as its team wrote it for MySQL and sqlc:
-- products arrive from suppliers by SKU (the id is the database's), views and
-- a ledger are counted per day with ON DUPLICATE KEY UPDATE, settings are
-- REPLACEd whole, follows are INSERT IGNOREd.

CREATE TABLE suppliers (
  supplier_id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);

CREATE TABLE products (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  sku VARCHAR(64) NOT NULL,
  supplier_id INT NOT NULL,
  title VARCHAR(200) NOT NULL,
  price_cents INT NOT NULL,
  stock INT NOT NULL DEFAULT 0,
  discontinued_at DATETIME NULL,
  UNIQUE KEY uq_products_sku (sku),
  CONSTRAINT fk_products_supplier FOREIGN KEY (supplier_id) REFERENCES suppliers (supplier_id)
);

CREATE TABLE ledger_days (
  account_id INT NOT NULL,
  day DATE NOT NULL,
  net DECIMAL(12,2) NOT NULL,
  entries INT NOT NULL DEFAULT 1,
  PRIMARY KEY (account_id, day)
);

CREATE TABLE user_settings (
  user_id INT NOT NULL,
  setting_key VARCHAR(64) NOT NULL,
  setting_value TEXT,
  updated_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (user_id, setting_key)
);

CREATE TABLE feature_flags (
  flag VARCHAR(64) NOT NULL PRIMARY KEY,
  enabled BOOLEAN NOT NULL,
  note VARCHAR(200)
);

CREATE TABLE tag_follows (
  user_id INT NOT NULL,
  tag VARCHAR(40) NOT NULL,
  PRIMARY KEY (user_id, tag)
);

-- name: GetProductBySku :one
SELECT * FROM products WHERE sku = ?;

-- name: GetProduct :one
SELECT * FROM products WHERE id = ?;

-- name: ListSupplierProducts :many
SELECT * FROM products WHERE supplier_id = ? ORDER BY sku;

-- name: SyncProduct :exec
INSERT INTO products (sku, supplier_id, title, price_cents, stock)
VALUES (?, ?, ?, ?, ?)
ON DUPLICATE KEY UPDATE title = VALUES(title), price_cents = VALUES(price_cents), stock = stock + VALUES(stock);

-- name: PostLedgerEntry :exec
INSERT INTO ledger_days (account_id, day, net) VALUES (?, ?, ?)
ON DUPLICATE KEY UPDATE net = net + VALUES(net), entries = entries + 1;

-- name: LedgerSince :many
SELECT day, net, entries FROM ledger_days WHERE account_id = ? AND day >= ? ORDER BY day;

-- name: PutSetting :exec
REPLACE INTO user_settings (user_id, setting_key, setting_value) VALUES (?, ?, ?);

-- name: GetSettings :many
SELECT setting_key, setting_value, updated_at FROM user_settings WHERE user_id = ?;

-- name: SetFlag :exec
INSERT INTO feature_flags (flag, enabled) VALUES (?, ?)
ON DUPLICATE KEY UPDATE enabled = ?;

-- name: GetFlag :one
SELECT * FROM feature_flags WHERE flag = ?;

-- name: FollowTag :execrows
INSERT IGNORE INTO tag_follows (user_id, tag) VALUES (?, ?);

-- name: FollowedTags :many
SELECT tag FROM tag_follows WHERE user_id = ? ORDER BY tag;
