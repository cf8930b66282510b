CREATE TABLE users (
  id BIGINT NOT NULL AUTO_INCREMENT,
  email VARCHAR(255) NOT NULL,
  name VARCHAR(100),
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (id)
);

-- name: CreateUser :execlastid
INSERT INTO users (email, name) VALUES (?, ?, ?);

-- name: CreateUsers :exec
INSERT INTO users (email, name, created_at) VALUES (?, ?, NOW()), (?, ?);

-- name: CreateUserAll :exec
INSERT INTO users VALUES (?, ?, ?);

-- name: GetUser :one
SELECT * FROM users WHERE id = ?;
