INSERT INTO authors (id, handle, display_name, bio, avatar_url, created_at) VALUES
  (1, 'ada', 'Ada Lovelace', 'Wrote the first program.', 'https://img.example/ada.png', '2025-03-02 09:00:00'),
  (2, 'Grace', 'Grace Hopper', NULL, NULL, '2025-03-02 09:05:00'),
  (3, 'linus', 'Linus', 'Kernel.', NULL, '2025-03-02 09:10:00');

INSERT INTO posts (id, author_id, title, status, published_at) VALUES
  (10, 1, 'Notes on the Analytical Engine', 'published', '2025-03-03 10:00:00'),
  (11, 1, 'Bernoulli numbers', 'draft', NULL),
  (12, 2, 'COBOL', 'published', '2025-03-04 11:30:00'),
  (13, 2, 'Nanoseconds', 'published', '2025-03-05 08:15:00'),
  (14, 1, 'Poetical science', 'published', '2025-03-06 17:45:00');
