/* name: ListVenues :many */
SELECT v.*
FROM venues v
JOIN cities c ON c.id = v.city_id
WHERE c.slug = ?
ORDER BY v.name;

/* name: GetVenue :one */
SELECT * FROM venues
WHERE city_id = ? AND slug = ?;

/* name: CreateVenue :execresult */
INSERT INTO venues (city_id, slug, name, status, spotify_playlist, songkick_id, capacity)
VALUES (?, ?, ?, ?, ?, ?, ?);

/* name: UpdateVenueCapacity :exec */
UPDATE venues SET capacity = ? WHERE id = ?;

/* name: CloseVenue :exec */
UPDATE venues SET status = 'closed' WHERE id = ?;

/* name: DeleteVenue :exec */
DELETE FROM venues WHERE id = ?;
