-- Writes whose parameters may be NULL, as sqlc applications write them:
-- sqlc.narg in VALUES and in SET, on columns that nothing but the row
-- holds (a NULL is a REMOVE), and on columns keys, a UNIQUE lock and a
-- counter are built from (a NULL takes the item out of an index, sorts
-- first, frees the lock, leaves the counter), in an UPDATE and in an
-- upsert's VALUES(c). Integer ids, no foreign keys, NOW() in writes.

CREATE TABLE users (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(255) NULL,
  display_name VARCHAR(100) NULL,
  bio TEXT NULL,
  avatar_url VARCHAR(255) NULL,
  team_id BIGINT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  updated_at DATETIME NULL,
  UNIQUE KEY users_email (email)
);

CREATE TABLE posts (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  category VARCHAR(50) NULL,
  title VARCHAR(200) NOT NULL,
  published_at DATETIME NULL
);

CREATE TABLE profiles (
  user_id BIGINT NOT NULL PRIMARY KEY,
  city VARCHAR(50) NULL,
  website VARCHAR(200) NULL,
  updated_at DATETIME NOT NULL
);

-- name: GetUser :one
SELECT * FROM users WHERE id = sqlc.arg(id);

-- name: GetUserByEmail :one
SELECT id, display_name FROM users WHERE email = sqlc.arg(email);

-- name: ListTeamMembers :many
SELECT id, display_name FROM users WHERE team_id = sqlc.arg(team_id) ORDER BY display_name;

-- name: CreateUser :execlastid
INSERT INTO users (email, display_name, bio, team_id, created_at)
VALUES (sqlc.narg(email), sqlc.narg(display_name), sqlc.narg(bio), sqlc.narg(team_id), NOW());

-- name: UpdateProfile :exec
UPDATE users
SET bio = sqlc.narg(bio), avatar_url = sqlc.narg(avatar_url), updated_at = NOW()
WHERE id = sqlc.arg(id);

-- name: SetEmail :exec
UPDATE users SET email = sqlc.narg(email), updated_at = NOW() WHERE id = sqlc.arg(id);

-- name: MoveToTeam :exec
UPDATE users SET team_id = sqlc.narg(team_id), display_name = sqlc.narg(display_name) WHERE id = sqlc.arg(id);

-- name: GetPost :one
SELECT * FROM posts WHERE id = sqlc.arg(id);

-- name: ListUserPosts :many
SELECT id, title, published_at FROM posts WHERE user_id = sqlc.arg(user_id) ORDER BY published_at DESC;

-- name: CountCategory :one
SELECT COUNT(*) FROM posts WHERE category = sqlc.arg(category);

-- name: CreatePost :execlastid
INSERT INTO posts (user_id, category, title, published_at) VALUES (sqlc.arg(user_id), sqlc.narg(category), sqlc.arg(title), sqlc.narg(published_at));

-- name: SetCategory :exec
UPDATE posts SET category = sqlc.narg(category) WHERE id = sqlc.arg(id);

-- name: Publish :exec
UPDATE posts SET published_at = sqlc.narg(published_at) WHERE id = sqlc.arg(id);

-- name: ClearEmail :exec
UPDATE users SET email = NULL, updated_at = NOW() WHERE id = sqlc.arg(id);

-- name: ListProfilesInCity :many
SELECT user_id, website FROM profiles WHERE city = sqlc.arg(city);

-- name: UpsertProfile :exec
INSERT INTO profiles (user_id, city, website, updated_at)
VALUES (sqlc.arg(user_id), sqlc.narg(city), sqlc.narg(website), NOW())
ON DUPLICATE KEY UPDATE city = VALUES(city), website = VALUES(website), updated_at = NOW();
