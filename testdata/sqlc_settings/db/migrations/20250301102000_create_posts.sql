CREATE TABLE posts (
  id           BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  author_id    BIGINT UNSIGNED NOT NULL,
  title        VARCHAR(255) NOT NULL,
  status       VARCHAR(16)  NOT NULL DEFAULT 'draft',
  published_at DATETIME     NULL,
  KEY posts_author_published (author_id, published_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
