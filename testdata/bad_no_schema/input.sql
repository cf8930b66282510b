-- Queries without their schema: the CREATE TABLE statements are missing
-- (or sit in a file not given on the command line).

-- name: GetCustomer :one
SELECT * FROM customer WHERE customer_id = ?;
