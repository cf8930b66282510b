ALTER TABLE `accounts` ADD COLUMN `email` varchar(100) COLLATE utf8mb4_unicode_ci NULL DEFAULT NULL;
ALTER TABLE `accounts` MODIFY `email` varchar(100) COLLATE utf8mb4_unicode_ci NULL;
