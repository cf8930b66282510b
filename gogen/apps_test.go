package gogen

import (
	"slices"
	"strings"
	"testing"
)

// Faults met generating the packages of real applications, each a small
// schema and queries alike.

// appPackage is generated's package, whose sources a failure shows
// even when it does not build.
func appPackage(t *testing.T, sql string, o Options) ([]File, []*Method) {
	t.Helper()
	var seen []File
	testHookFiles = func(fs []File) { seen = slices.Clone(fs) }
	defer func() { testHookFiles = nil }()
	files, methods, err := Package(designOf(t, sql), o)
	if err != nil {
		t.Fatalf("%v\n%s", err, sources(seen))
	}
	if err := typeCheck(files); err != nil {
		t.Fatalf("%v\n%s", err, sources(files))
	}
	noPlaceholders(t, files)
	return files, methods
}

// shelfSchema is a library's: integer ids, ENUMs (one nullable),
// NOW() defaults, no foreign keys.
const shelfSchema = `CREATE TABLE books (
  id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  title VARCHAR(200) NOT NULL,
  book_type ENUM('FICTION', 'NONFICTION') NOT NULL,
  shelf_id INT NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  KEY (shelf_id)
);
CREATE TABLE magazines (
  id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(200) NOT NULL,
  Kind ENUM('weekly', 'monthly') NULL,
  shelf_id INT NOT NULL,
  KEY (shelf_id)
);
`

// TestUnionEnum: a UNION's column that is an ENUM column of its first
// SELECT's table (renamed by AS, read through a derived table or not)
// has that column's ENUM type, as sqlc types it, never a type named
// after the alias that models.go does not declare.
func TestUnionEnum(t *testing.T) {
	files, _ := appPackage(t, shelfSchema+`
-- name: ListShelfItems :many
SELECT id, title AS label, book_type AS kind FROM books WHERE shelf_id = ?
UNION ALL
SELECT id, name, Kind FROM magazines WHERE shelf_id = ?
ORDER BY id;

-- name: ListShelf :many
SELECT t.id, t.label, t.kind FROM (
  SELECT id, title AS label, book_type AS kind FROM books WHERE shelf_id = ?
  UNION ALL
  SELECT id, name, Kind FROM magazines WHERE shelf_id = ?
) AS t ORDER BY t.id;
`, Options{Package: "dynamo"})
	src := sources(files)
	for _, want := range []string{"type ListShelfItemsRow struct {\n\tID    int32\n\tLabel string\n\tKind  NullBooksBookType\n}", "type ListShelfRow struct {\n\tID    int32\n\tLabel string\n\tKind  NullBooksBookType\n}"} {
		if !strings.Contains(src, want) {
			t.Errorf("no %q in\n%s", want, src)
		}
	}
}

// userSchema is an account table with two UNIQUE keys (each a lock
// item), a nullable one among them, mixed-case names and NOW().
const userSchema = `CREATE TABLE users (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  Email VARCHAR(255) NOT NULL,
  username VARCHAR(64) NULL,
  display_name VARCHAR(100) NOT NULL DEFAULT '',
  tags VARCHAR(255) NOT NULL DEFAULT '',
  login_count INT NOT NULL DEFAULT 0,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  updated_at DATETIME NULL,
  UNIQUE KEY users_email (Email),
  UNIQUE KEY users_username (username)
);
`

// TestTwoLocks: the writes of a row with two UNIQUE lock items build,
// one of them nullable or neither.
func TestTwoLocks(t *testing.T) {
	for _, schema := range []string{userSchema, strings.Replace(userSchema, "username VARCHAR(64) NULL", "username VARCHAR(64) NOT NULL", 1)} {
		appPackage(t, schema+userWrites, Options{Package: "dynamo"})
	}
}

const userWrites = `
-- name: CreateUser :execlastid
INSERT INTO users (Email, username, display_name, created_at) VALUES (?, ?, ?, NOW());

-- name: GetUser :one
SELECT * FROM users WHERE id = ?;

-- name: GetUserByEmail :one
SELECT * FROM users WHERE Email = ?;

-- name: UpdateUserEmail :exec
UPDATE users SET Email = ?, updated_at = NOW() WHERE id = ?;

-- name: UpdateUserNames :exec
UPDATE users SET Email = ?, username = ?, updated_at = NOW() WHERE id = ?;

-- name: RenameByEmail :execrows
UPDATE users SET username = ? WHERE Email = ?;

-- name: DeleteUser :exec
DELETE FROM users WHERE id = ?;

-- name: DeleteUserByEmail :exec
DELETE FROM users WHERE Email = ?;

-- name: ReplaceUser :exec
REPLACE INTO users (id, Email, username, display_name) VALUES (?, ?, ?, ?);

-- name: UpsertUser :exec
INSERT INTO users (id, Email, username, display_name) VALUES (?, ?, ?, ?)
ON DUPLICATE KEY UPDATE display_name = VALUES(display_name), updated_at = NOW();

-- name: TouchUser :exec
INSERT INTO users (Email, username) VALUES (?, ?) ON DUPLICATE KEY UPDATE login_count = login_count + 1;

-- name: SwapUserNames :exec
UPDATE users SET Email = username, username = Email WHERE id = ?;

-- name: DeleteUserByName :execrows
DELETE FROM users WHERE username = ? OR Email = ?;

-- name: CreateUserIgnore :exec
INSERT IGNORE INTO users (Email, username, display_name) VALUES (?, ?, ?);

-- name: CreateUserOrID :execlastid
INSERT INTO users (Email, username) VALUES (?, ?) ON DUPLICATE KEY UPDATE id = LAST_INSERT_ID(id);
`

// TestUpsertTwoLocks: an upsert that reads the lock items of two further
// UNIQUE values, neither NULL, reads each in its own block (it declared
// out and err twice in one: "no new variables").
func TestUpsertTwoLocks(t *testing.T) {
	appPackage(t, strings.Replace(userSchema, "username VARCHAR(64) NULL", "username VARCHAR(64) NOT NULL", 1)+`
-- name: UpsertUser :exec
INSERT INTO users (id, Email, username, display_name) VALUES (?, ?, ?, ?)
ON DUPLICATE KEY UPDATE display_name = VALUES(display_name), updated_at = NOW();
`, Options{Package: "dynamo"})
}
