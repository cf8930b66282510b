-- Reads that compute columns, as invoicing applications write them with
-- sqlc: names joined for display, a record type, money multiplied and
-- divided, labels from CASE, flags from comparisons, date parts. The
-- application evaluates each on the items the request returns (an
-- application step), as MySQL does: DECIMALs exact with MySQL's decimals,
-- NULLs propagated, text compared as its collation does ('PAID' = 'paid').
-- No foreign keys, NOW() in writes, mixed-case strings.

CREATE TABLE customers (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  first_name VARCHAR(50) NOT NULL,
  last_name VARCHAR(50) NOT NULL,
  nickname VARCHAR(50) NULL,
  email VARCHAR(255) NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY customers_email (email)
);

CREATE TABLE invoices (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  customer_id BIGINT NOT NULL,
  amount DECIMAL(10,2) NOT NULL,
  tax_rate DECIMAL(5,4) NOT NULL DEFAULT 0.2000,
  quantity INT NOT NULL DEFAULT 1,
  status VARCHAR(20) NOT NULL,
  paid_at DATETIME NULL,
  due_on DATE NOT NULL,
  KEY invoices_customer (customer_id)
);

INSERT INTO customers (id, first_name, last_name, nickname, email, created_at) VALUES
  (1, 'Ann', 'Lee', NULL, 'Ann.Lee@Example.com', '2025-01-02 03:04:05'),
  (2, 'Bob', 'Stone', 'bobby', 'bob@example.com', '2024-12-31 23:59:59'),
  (3, 'Zoë', 'Ångström', '', 'zoe@example.com', '2025-03-01 12:00:00');

INSERT INTO invoices (id, customer_id, amount, tax_rate, quantity, status, paid_at, due_on) VALUES
  (10, 1, 1234.50, 0.2000, 3, 'PAID', '2025-01-05 10:00:00', '2025-01-31'),
  (11, 1, 99.99, 0.0700, 1, 'paid', '2025-02-05 09:30:00', '2025-02-28'),
  (12, 1, 5.00, 0.2000, 7, 'open', NULL, '2025-05-15'),
  (13, 2, 1500.00, 0.1900, 2, 'Open', NULL, '2025-07-01'),
  (14, 2, 0.10, 0.2000, 4, 'void', NULL, '2024-11-30'),
  (15, 1, 20.00, 0.2000, 1, 'Open', NULL, '2025-01-15');

-- name: GetCustomerCard :one
SELECT id, CONCAT(first_name, ' ', last_name) AS full_name,
       COALESCE(NULLIF(nickname, ''), first_name) AS display_name,
       LOWER(email) AS email_key, 'CUSTOMER' AS record_type, YEAR(created_at) AS since
FROM customers WHERE id = sqlc.arg(id);

-- name: ListCustomerInvoices :many
SELECT id, amount, amount * quantity AS subtotal, amount * quantity * tax_rate AS tax,
       CASE status WHEN 'paid' THEN 'Paid' WHEN 'void' THEN 'Void' ELSE 'Open' END AS status_label,
       IF(paid_at IS NULL, 0, 1) AS is_paid, DATE(paid_at) AS paid_on,
       YEAR(due_on) AS due_year, MONTH(due_on) AS due_month
FROM invoices WHERE customer_id = sqlc.arg(customer_id) ORDER BY due_on DESC;

-- name: GetInvoiceMath :one
SELECT id, amount / quantity AS unit_price, quantity DIV 2 AS pairs, quantity % 2 AS odd,
       -amount AS credit, ABS(amount - 100) AS distance, CHAR_LENGTH(status) AS status_length,
       NULLIF(status, 'OPEN') AS closed_status
FROM invoices WHERE id = ?;

-- name: GetInvoiceFlags :one
SELECT id, (paid_at IS NULL AND due_on < '2025-06-01') AS overdue,
       status = 'OPEN' OR amount > 1000 AS needs_review, NOT (quantity > 2) AS small
FROM invoices WHERE id = ?;

-- name: GetCustomerSound :one
-- SOUNDEX is outside what the application evaluates: refused, named.
SELECT id, SOUNDEX(last_name) AS sound FROM customers WHERE email = ?;

-- name: CreateInvoice :execlastid
INSERT INTO invoices (customer_id, amount, tax_rate, quantity, status, due_on)
VALUES (sqlc.arg(customer_id), sqlc.arg(amount), sqlc.arg(tax_rate), sqlc.arg(quantity), 'open', sqlc.arg(due_on));

-- name: PayInvoice :execrows
UPDATE invoices SET status = 'paid', paid_at = NOW() WHERE id = sqlc.arg(id);

-- name: ListInvoicesByDue :many
-- The application sorts by a computed DECIMAL: as numbers, 1234.50 before
-- 99.99, never as text.
SELECT id, COALESCE(amount, 0) AS due FROM invoices WHERE customer_id = ? ORDER BY due DESC;

-- name: ListDueMonths :many
SELECT DISTINCT YEAR(due_on) AS y, MONTH(due_on) AS m FROM invoices WHERE customer_id = ?;
