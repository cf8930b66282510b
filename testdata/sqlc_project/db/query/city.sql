/* name: GetCity :one */
SELECT * FROM cities
WHERE slug = ?;

/* name: CreateCity :execlastid */
INSERT INTO cities (name, slug) VALUES (?, ?);

/* name: UpdateCityName :execrows */
UPDATE cities SET name = ? WHERE slug = ?;
