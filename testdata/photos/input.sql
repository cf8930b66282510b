-- A photo-sharing app: IN lists, an OR across two unique keys, a UNION ALL
-- of two lookups, and the likers of a photo through a join table.

CREATE TABLE users (
  user_id    INT          NOT NULL AUTO_INCREMENT PRIMARY KEY,
  username   VARCHAR(30)  NOT NULL UNIQUE,
  email      VARCHAR(255) NOT NULL UNIQUE,
  created_at DATETIME     NOT NULL
);

CREATE TABLE albums (
  album_id INT          NOT NULL PRIMARY KEY,
  user_id  INT          NOT NULL,
  title    VARCHAR(100) NOT NULL,
  FOREIGN KEY (user_id) REFERENCES users (user_id)
);

CREATE TABLE photos (
  photo_id BIGINT       NOT NULL PRIMARY KEY,
  user_id  INT          NOT NULL,
  album_id INT          NULL,
  caption  VARCHAR(280) NULL,
  taken_at DATETIME     NOT NULL,
  FOREIGN KEY (user_id) REFERENCES users (user_id),
  FOREIGN KEY (album_id) REFERENCES albums (album_id)
);

CREATE TABLE likes (
  user_id    INT      NOT NULL,
  photo_id   BIGINT   NOT NULL,
  created_at DATETIME NOT NULL,
  PRIMARY KEY (user_id, photo_id),
  FOREIGN KEY (user_id) REFERENCES users (user_id),
  FOREIGN KEY (photo_id) REFERENCES photos (photo_id)
);

-- name: GetPhotos :many
SELECT * FROM photos WHERE photo_id IN (?, ?, ?);

-- name: ListFeed :many
-- The newest photos of the people a user follows, the app passing their ids.
SELECT * FROM photos WHERE user_id IN (?, ?, ?) ORDER BY taken_at DESC LIMIT 20;

-- name: FindUserByLogin :one
SELECT * FROM users WHERE username = ? OR email = ?;

-- name: ListAlbumOrUserPhotos :many
SELECT * FROM photos WHERE album_id = ?
UNION ALL
SELECT * FROM photos WHERE user_id = ?
ORDER BY taken_at DESC
LIMIT 30;

-- name: ListPhotoLikers :many
SELECT u.* FROM users u
JOIN likes l ON l.user_id = u.user_id
WHERE l.photo_id = ?;

-- name: LikePhoto :exec
INSERT INTO likes (user_id, photo_id, created_at) VALUES (?, ?, ?);

-- name: ListUserPhotosWithLikes :many
-- A profile's newest photos, each with its like count.
SELECT p.photo_id, p.caption, p.taken_at,
       (SELECT COUNT(*) FROM likes l WHERE l.photo_id = p.photo_id) AS like_count
FROM photos p
WHERE p.user_id = ?
ORDER BY p.taken_at DESC
LIMIT 12;

-- name: UnlikePhoto :exec
DELETE FROM likes WHERE user_id = ? AND photo_id = ?;
