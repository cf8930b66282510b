-- A billing service's schema as PlanetScale/Vitess users write it: no
-- FOREIGN KEY, integer ids, NOW() in writes. Invoices join their billing
-- period on all the columns of its composite primary key (user_id, month):
-- the design infers that many-to-one relationship from the join, lists
-- it, and keeps an invoice in its period's item collection, as it would a
-- declared FOREIGN KEY (user_id, month) REFERENCES billing_periods.
CREATE TABLE billing_periods (
  user_id BIGINT NOT NULL,
  month CHAR(7) NOT NULL,
  status VARCHAR(20) NOT NULL,
  PRIMARY KEY (user_id, month)
);

CREATE TABLE invoices (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  month CHAR(7) NOT NULL,
  amount_cents BIGINT NOT NULL,
  created_at DATETIME NOT NULL,
  KEY ix_invoices_period (user_id, month)
);

INSERT INTO billing_periods (user_id, month, status) VALUES (1, '2025-01', 'closed'), (1, '2025-02', 'OPEN'), (2, '2025-02', 'open');
INSERT INTO invoices (id, user_id, month, amount_cents, created_at) VALUES
  (1, 1, '2025-01', 1200, '2025-02-01 00:00:00'), (2, 1, '2025-02', 900, '2025-03-01 00:00:00'), (3, 1, '2025-02', 50, '2025-03-02 00:00:00');

-- name: GetPeriod :one
SELECT user_id, month, status FROM billing_periods WHERE user_id = ? AND month = ?;

-- name: PeriodInvoices :many
SELECT i.id, i.amount_cents, i.created_at, p.status
FROM invoices i JOIN billing_periods p ON p.user_id = i.user_id AND p.month = i.month
WHERE i.user_id = sqlc.arg(user_id) AND i.month = sqlc.arg(month)
ORDER BY i.created_at;

-- name: CreateInvoice :execlastid
INSERT INTO invoices (user_id, month, amount_cents, created_at) VALUES (?, ?, ?, NOW());
