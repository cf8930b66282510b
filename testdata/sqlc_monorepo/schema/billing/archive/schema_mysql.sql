-- Not read: ** is one folder in sqlc's patterns, and this is two down.
CREATE TABLE archived_invoices (id BIGINT NOT NULL PRIMARY KEY);
