-- name: ListPostsByAuthor :many
SELECT * FROM posts
WHERE author_id = ?
ORDER BY published_at DESC;

-- name: ListAuthorPostsInStatus :many
SELECT id, title, published_at FROM posts
WHERE author_id = ? AND status = ?
ORDER BY published_at DESC;

-- name: CountAuthorPosts :one
SELECT COUNT(*) FROM posts
WHERE author_id = ?;

-- name: SchedulePost :exec
UPDATE posts SET published_at = ?, status = ?
WHERE id = ?;

-- name: DeletePost :exec
DELETE FROM posts
WHERE id = ? AND author_id = ?;
