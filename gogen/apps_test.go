package gogen

import (
	"strings"
	"testing"
)

// Faults met generating the packages of real applications, each a small
// schema and queries alike.

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
	files, _ := generated(t, shelfSchema+`
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
