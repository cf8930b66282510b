package analyze

import "strings"

// mysql8Collations maps MySQL 8's utf8mb4 collations, which MariaDB
// before 11.4 refuses, to the MariaDB ones the design folds them by
// (FoldOf), NO PAD as they are: UCA 14.0.0's accent- and
// case-insensitive and case-insensitive ones (MariaDB 10.10 and later),
// and bytes for the case-sensitive and binary ones. It is the one such
// mapping: verify builds a schema on MariaDB with it, and migrate takes a
// MariaDB column of the mapped collation for the schema's.
var mysql8Collations = strings.NewReplacer(
	"utf8mb4_0900_ai_ci", "utf8mb4_uca1400_nopad_ai_ci",
	"utf8mb4_0900_as_ci", "utf8mb4_uca1400_nopad_as_ci",
	"utf8mb4_0900_as_cs", "utf8mb4_nopad_bin",
	"utf8mb4_0900_bin", "utf8mb4_nopad_bin",
)

// OnMariaDB is text (a schema statement, a collation's name) with each of
// MySQL 8's utf8mb4 collations written as MariaDB's that compares alike.
func OnMariaDB(text string) string { return mysql8Collations.Replace(text) }
