ALTER TABLE `loans` DROP COLUMN `fee_paid`;

ALTER TABLE `non_posted` DROP COLUMN `transaction_source`;