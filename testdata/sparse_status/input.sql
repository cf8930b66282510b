-- A shop's orders: a courier's shipments and a shop's open orders are
-- each a sparse index, keyed only while the status says so. Most orders
-- have no courier yet (courier_id NULL), so a status change must take the
-- order out of an index whose key it cannot build, not key it by nothing.

CREATE TABLE orders (
  id         BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
  shop_id    INT          NOT NULL,
  courier_id INT          NULL,
  status     ENUM('pending', 'packed', 'shipped', 'delivered', 'cancelled') NOT NULL DEFAULT 'pending',
  note       VARCHAR(200) NULL,
  placed_at  DATETIME     NOT NULL
);

INSERT INTO orders (id, shop_id, courier_id, status, note, placed_at) VALUES
  (1, 10, NULL, 'pending',   NULL,            '2026-02-01 09:00:00'),
  (2, 10, NULL, 'packed',    'Fragile',       '2026-02-01 09:30:00'),
  (3, 10, 501,  'shipped',   NULL,            '2026-02-01 10:00:00'),
  (4, 11, 501,  'shipped',   'leave at door', '2026-02-02 08:15:00'),
  (5, 11, NULL, 'pending',   NULL,            '2026-02-02 11:45:00'),
  (6, 11, 502,  'delivered', NULL,            '2026-02-03 14:00:00'),
  (7, 10, NULL, 'cancelled', 'Customer asked', '2026-02-03 16:20:00');

-- name: GetOrder :one
SELECT * FROM orders WHERE id = ?;

-- name: ListCourierShipments :many
SELECT id, shop_id, placed_at FROM orders
WHERE courier_id = ? AND status = 'shipped'
ORDER BY placed_at;

-- name: ListOpenOrders :many
SELECT id, status, placed_at FROM orders
WHERE shop_id = ? AND status IN ('pending', 'packed')
ORDER BY placed_at;

-- name: SetOrderStatus :exec
UPDATE orders SET status = ? WHERE id = ?;

-- name: CancelOrder :execrows
UPDATE orders SET status = 'cancelled', note = ? WHERE id = ?;
