-- name: GetDay :one
SELECT * FROM daily_visits WHERE day = $1;
