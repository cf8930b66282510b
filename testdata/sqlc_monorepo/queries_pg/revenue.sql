-- name: GetDailyRevenue :one
SELECT * FROM daily_revenue WHERE day = $1;
