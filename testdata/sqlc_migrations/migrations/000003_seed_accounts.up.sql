INSERT INTO `accounts` VALUES (1, 'admin', '2019-09-10 00:00:00');
INSERT INTO `accounts` VALUES (2, 'Operator', NULL);
