-- name: ListUserOrders :many
SELECT * FROM orders WHERE user_id = ? ORDER BY created_at DESC LIMIT 20;

-- name: CreateOrder :execlastid
INSERT INTO orders (user_id, total_cents) VALUES (?, ?);

-- name: MarkOrderPaid :exec
UPDATE orders SET status = 'paid' WHERE id = ?;
