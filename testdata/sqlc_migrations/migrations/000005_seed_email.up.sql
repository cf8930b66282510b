UPDATE `accounts` SET `email` = 'admin@example.com' WHERE `username` = 'admin';
