package analyze

import "strings"

// mysql8Collations maps MySQL 8's utf8mb4 collations, which MariaDB
// refuses, to MariaDB's that compare alike: accent- and case-insensitive,
// and case- and accent-sensitive (binary). It is the one such mapping:
// verify builds a schema on MariaDB with it, and migrate takes a MariaDB
// column of the mapped collation for the schema's.
var mysql8Collations = strings.NewReplacer(
	"utf8mb4_0900_ai_ci", "utf8mb4_unicode_520_ci",
	"utf8mb4_0900_as_ci", "utf8mb4_unicode_520_ci",
	"utf8mb4_0900_as_cs", "utf8mb4_bin",
	"utf8mb4_0900_bin", "utf8mb4_bin",
)

// OnMariaDB is text (a schema statement, a collation's name) with each of
// MySQL 8's utf8mb4 collations written as MariaDB's that compares alike.
func OnMariaDB(text string) string { return mysql8Collations.Replace(text) }
