CREATE TABLE authors (
  id           BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  handle       VARCHAR(64)  NOT NULL,
  display_name VARCHAR(255) NOT NULL,
  bio          TEXT,
  avatar_url   VARCHAR(512),
  created_at   DATETIME     NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY authors_handle (handle)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
