CREATE TABLE orders (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  total_cents BIGINT NOT NULL,
  status ENUM('open', 'paid', 'shipped') NOT NULL DEFAULT 'open',
  created_at DATETIME NOT NULL DEFAULT NOW(),
  KEY orders_user (user_id, created_at)
);
