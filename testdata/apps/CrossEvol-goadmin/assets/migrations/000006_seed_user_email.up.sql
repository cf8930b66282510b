UPDATE `goadmin_users` SET `email` = 'admin@admin.com' WHERE `username` = 'admin';
UPDATE `goadmin_users` SET `email` = 'operator@operator.com' WHERE `username` = 'operator';