CREATE TABLE audit_log (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  action VARCHAR(40) NOT NULL,
  detail JSON NULL,
  created_at DATETIME NOT NULL DEFAULT NOW(),
  KEY audit_user (user_id, created_at)
);
