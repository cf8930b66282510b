DROP TABLE notes;
DROP TABLE accounts;
