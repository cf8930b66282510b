-- Tables whose rows verify must generate as MySQL takes them: a NOT NULL
-- reference to its own table, a TINYINT AUTO_INCREMENT key, a CHECK list
-- and an IS_IPV4 check (shapes of real applications' schemas).
CREATE TABLE `users` (
  `id` INT PRIMARY KEY AUTO_INCREMENT,
  `full_name` VARCHAR(255) NOT NULL,
  `role` ENUM('admin', 'agent') NOT NULL DEFAULT 'agent',
  `updated_by` INT NOT NULL,
  `updated_at` TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP,
  CONSTRAINT fk_users_updated_by FOREIGN KEY (`updated_by`) REFERENCES `users` (`id`)
);

CREATE TABLE `seed` (
  `id`         tinyint(2) NOT NULL AUTO_INCREMENT COMMENT 'ID',
  `coin`       ENUM('btc', 'bch', 'eth') NOT NULL,
  `seed`       VARCHAR(255) NOT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=1 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE `game_servers` (
  `id` VARCHAR(36) NOT NULL PRIMARY KEY,
  `ip` VARCHAR(16) NOT NULL,
  `port` SMALLINT UNSIGNED NOT NULL DEFAULT 27015,
  `kind` VARCHAR(10) NOT NULL,
  UNIQUE KEY `unique_ip_port` (`ip`, `port`),
  CHECK(is_ipv4(ip)),
  CONSTRAINT chk_kind CHECK (kind IN ('csgo', 'cs2'))
);

-- name: GetUser :one
SELECT * FROM users WHERE id = ?;

-- name: UpdateUserName :exec
UPDATE users SET full_name = ?, updated_by = ? WHERE id = ?;

-- name: GetSeedByCoin :one
SELECT seed FROM seed WHERE coin = ? LIMIT 1;

-- name: GetGameServerByIPPort :one
SELECT id, kind FROM game_servers WHERE ip = ? AND port = ?;
