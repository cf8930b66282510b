package main

import (
	"strings"
	"testing"
)

// codesSchema declares the bounds of its columns: a code of 5
// characters, a time to the second, one kind, an INT.
const codesSchema = `CREATE TABLE codes (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  code VARCHAR(5) NOT NULL,
  at DATETIME NOT NULL,
  kind ENUM('a') NOT NULL,
  n INT NOT NULL,
  UNIQUE KEY uq_codes_code (code)
);

-- name: GetCode :one
SELECT * FROM codes WHERE code = ?;

-- name: GetCodeByID :one
SELECT * FROM codes WHERE id = ?;
`

// TestMigrateDeclaredBounds: a server whose columns hold more than the
// schema declares (a longer VARCHAR, a DATETIME(6), an ENUM member more, a
// BIGINT) differs in each, the integer's width among them; accepted, a
// row whose code is longer than 5 characters is refused (the code is in
// a key the generated code never writes), one whose values past the
// schema's bounds are in no key is written and listed, each reason on its
// line.
func TestMigrateDeclaredBounds(t *testing.T) {
	dsn, _ := sourceDB(t, "codes",
		"CREATE TABLE codes (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, code VARCHAR(50) NOT NULL, at DATETIME(6) NOT NULL, kind ENUM('a','b') NOT NULL, n BIGINT NOT NULL, UNIQUE KEY uq_codes_code (code))",
		"INSERT INTO codes VALUES (1, 'abcdefghijklmnop', '2025-01-01 00:00:00', 'a', 1), (2, 'ok', '2025-01-01 00:00:00.123456', 'b', 9000000000), (3, 'fine', '2025-01-01 00:00:00', 'a', 7)")
	schema := writeInput(t, codesSchema)
	code, stdout, stderr := migrateDry(t, dsn, schema)
	for _, want := range []string{
		"in 4 ways",
		"\nsql2dynamo: codes.code: the schema says VARCHAR(5), the server varchar(50)",
		"\nsql2dynamo: codes.at: the schema says DATETIME, the server datetime(6)",
		"\nsql2dynamo: codes.kind: the schema says ENUM('a'), the server enum('a','b')",
		"\nsql2dynamo: codes.n: the schema says INT, the server bigint",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q", want)
		}
	}
	if code != exitBadInput || stdout != "" {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	code, stdout, stderr = migrateDry(t, dsn, schema, "--accept-schema-differences")
	for _, want := range []string{
		`refused: codes (id=1): its code holds "abcdefghijklmnop", 16 characters, longer than the type holds (VARCHAR(5)): a key of its items would hold it`,
		`incomplete: codes (id=2): its at holds "2025-01-01 00:00:00.123456", more fractional digits than the type's 0`,
		`; its kind holds "b", no member the type declares (ENUM('a'))`,
		`; its n holds "9000000000", outside the type's range, -2147483648 to 2147483647`,
		"1 rows refused, 1 written incomplete",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("accepted: stdout lacks %q", want)
		}
	}
	if code != exitFailure || strings.Count(stdout, "(id=2)") != 1 || strings.Contains(stdout, "(id=3)") {
		t.Errorf("accepted: exit %d\n%s%s", code, stdout, stderr)
	}
}

// reviewsSchema copies a member's handle onto each review's items (R9:
// the FOREIGN KEY makes the member exist).
const reviewsSchema = `CREATE TABLE members (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  handle VARCHAR(30) NOT NULL
);

CREATE TABLE reviews (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  product_id BIGINT NOT NULL,
  member_id BIGINT NOT NULL,
  body VARCHAR(20) NOT NULL,
  FOREIGN KEY (member_id) REFERENCES members (id)
);

-- name: ListProductReviews :many
SELECT r.*, m.handle FROM reviews r JOIN members m ON m.id = r.member_id WHERE r.product_id = ?;

-- name: CreateReview :exec
INSERT INTO reviews (product_id, member_id, body) VALUES (?, ?, ?);
`

// TestMigrateOneLineARow: a review whose member is missing (the server
// has no FOREIGN KEY) and whose body is longer than the schema's is
// written incomplete on one line that says both.
func TestMigrateOneLineARow(t *testing.T) {
	dsn, _ := sourceDB(t, "shop",
		"CREATE TABLE members (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, handle VARCHAR(30) NOT NULL)",
		"CREATE TABLE reviews (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, product_id BIGINT NOT NULL, member_id BIGINT NOT NULL, body VARCHAR(200) NOT NULL)",
		"INSERT INTO members VALUES (1, 'ann')",
		"INSERT INTO reviews VALUES (1, 7, 1, 'Fine'), (2, 7, 99, 'Longer than twenty characters')")
	code, stdout, stderr := migrateDry(t, dsn, writeInput(t, reviewsSchema), "--accept-schema-differences")
	want := "incomplete: reviews (id=2): no members row has the member_id its copies of handle come from: the item is written without them; its body holds \"Longer than twenty characters\", 29 characters"
	if code != exitFailure || !strings.Contains(stdout, want) || strings.Count(stdout, "(id=2)") != 1 || !strings.Contains(stdout, "0 rows refused, 1 written incomplete") {
		t.Errorf("exit %d; want one line %q\n%s%s", code, want, stdout, stderr)
	}
}
