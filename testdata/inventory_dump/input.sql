-- An inventory service's schema as mysqldump wrote it and people edited it
-- since, with its queries at the end. Everything that does not bear on the
-- design (SET, DROP, GRANT, a procedure, a trigger, SELECT 1) is skipped
-- with a note; views, a CTE and a derived table are read as what they select.
SET NAMES utf8mb4;
SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0;

DROP TABLE IF EXISTS `warehouse`;
CREATE TABLE `warehouse` (
  `id` int unsigned NOT NULL AUTO_INCREMENT,
  `code` char(4) NOT NULL,
  `city` varchar(60) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `uq_code` (`code`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE stock_item (
  id bigint NOT NULL AUTO_INCREMENT PRIMARY KEY,
  warehouse_id int unsigned NOT NULL,
  sku varchar(32) NOT NULL,
  qty int NOT NULL DEFAULT 0,
  unit_cost decimal(10,2) DEFAULT NULL,
  created_at datetime NOT NULL DEFAULT (now()),
  KEY idx_sku (sku),
  CONSTRAINT fk_stock_wh FOREIGN KEY (warehouse_id) REFERENCES warehouse (id)
);
CREATE INDEX idx_wh_qty ON stock_item (warehouse_id, qty);

-- Archived stock keeps the same columns, and one more.
CREATE TABLE stock_item_archive LIKE stock_item;
RENAME TABLE stock_item_archive TO stock_archive;
ALTER TABLE stock_archive ADD COLUMN archived_at DATETIME NULL;

-- Written by the procedure below only: no key, and no query reads it.
CREATE TABLE audit_trail (happened_at datetime, note text);

CREATE VIEW low_stock AS
  SELECT s.id, s.sku, s.qty, s.warehouse_id FROM stock_item s WHERE s.qty < 10;

CREATE OR REPLACE ALGORITHM=MERGE DEFINER=`inventory`@`%` SQL SECURITY DEFINER
VIEW warehouse_stock (warehouse_code, sku, qty) AS
  SELECT w.code, s.sku, s.qty FROM warehouse w JOIN stock_item s ON s.warehouse_id = w.id;

DELIMITER //
CREATE DEFINER=`inventory`@`%` PROCEDURE restock(IN p_id BIGINT, IN p_qty INT)
BEGIN
  UPDATE stock_item SET qty = qty + p_qty WHERE id = p_id;
  IF p_qty > 100 THEN
    INSERT INTO audit_trail VALUES (NOW(), 'big restock');
  END IF;
END //
DELIMITER ;

DELIMITER $$
CREATE FUNCTION stock_value(p_id BIGINT) RETURNS DECIMAL(12,2) READS SQL DATA
BEGIN
  DECLARE v DECIMAL(12,2);
  SELECT qty * unit_cost INTO v FROM stock_item WHERE id = p_id;
  RETURN CASE WHEN v IS NULL THEN 0 ELSE v END;
END$$
DELIMITER ;

-- Written without DELIMITER, as goose's StatementBegin takes it: the body
-- runs to its END.
CREATE PROCEDURE purge_archive(IN p_before DATETIME)
BEGIN
  DELETE FROM stock_archive WHERE archived_at < p_before;
  IF ROW_COUNT() > 0 THEN
    SELECT ROW_COUNT();
  END IF;
END;

CREATE TRIGGER stock_keep_created BEFORE UPDATE ON stock_item
FOR EACH ROW SET NEW.created_at = OLD.created_at;

GRANT SELECT ON inventory.* TO 'reporting'@'%';
SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS;

-- name: Ping :one
SELECT 1;

-- name: GetWarehouseByCode :one
SELECT * FROM warehouse WHERE code = ?;

-- name: ListLowStock :many
SELECT * FROM low_stock WHERE warehouse_id = ? ORDER BY id;

-- name: ListWarehouseStock :many
SELECT sku, qty FROM warehouse_stock WHERE warehouse_code = ?;

-- name: ListExpensive :many
WITH pricey AS (
  SELECT id, sku, unit_cost, warehouse_id FROM stock_item WHERE unit_cost >= ?
)
SELECT p.id, p.sku, p.unit_cost FROM pricey p WHERE p.warehouse_id = ?;

-- name: GetStock :one
SELECT d.sku, d.qty FROM (SELECT * FROM stock_item) AS d WHERE d.id = ?;

-- name: ListArchived :many
SELECT * FROM stock_archive WHERE warehouse_id = ? AND archived_at >= ?;

-- name: AddStock :exec
INSERT INTO stock_item (warehouse_id, sku, qty, unit_cost) VALUES (?, ?, ?, ?);
