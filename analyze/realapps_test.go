package analyze

import (
	"strings"
	"testing"
)

// TestRealAppShapes: shapes of SQL met in real applications (issue 59)
// that sqlc reads and that once stopped the whole design.
func TestRealAppShapes(t *testing.T) {
	schema := "CREATE TABLE t_user (user_id VARCHAR(64) NOT NULL PRIMARY KEY, username VARCHAR(64) NOT NULL, created_at DATETIME NOT NULL);\n" +
		"CREATE TABLE t_role (role_id VARCHAR(64) NOT NULL PRIMARY KEY, name VARCHAR(64) NOT NULL);\n" +
		"CREATE TABLE t_user_role_binding (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, user_id VARCHAR(64) NOT NULL, role_id VARCHAR(64) NOT NULL, create_time DATETIME NOT NULL,\n" +
		"  CONSTRAINT fk_role FOREIGN KEY (role_id) REFERENCES t_role (id));\n"
	queries := "-- name: UserListWithRole :many\n" +
		"SELECT u.user_id, u.username, role.role_name FROM t_user u LEFT JOIN (\n" +
		"  SELECT user_id, name AS role_name FROM (\n" +
		"    SELECT urb.user_id, r.name, ROW_NUMBER() OVER (PARTITION BY urb.user_id ORDER BY urb.create_time ASC) rn\n" +
		"    FROM t_user_role_binding urb JOIN t_role r ON r.role_id = urb.role_id\n" +
		"  ) t WHERE rn = 1\n" +
		") role ON role.user_id = u.user_id ORDER BY u.created_at DESC;\n" +
		"-- name: GetUser :one\nSELECT * FROM t_user WHERE user_id = ?;\n"
	m := Analyze(File{Name: "schema.sql", Text: schema}, File{Name: "queries.sql", Text: queries, QueriesOnly: true})
	if m.HasErrors() {
		t.Fatalf("errors: %v", m.Diagnostics)
	}
	// A derived table over one not inlined is a leftover of its pattern,
	// not an unknown column.
	if p := patternNamed(m, "UserListWithRole"); p == nil || len(p.Leftovers) == 0 {
		t.Errorf("UserListWithRole: %+v, want a leftover for its derived table", p)
	}
	// The foreign key to no column is left out of the schema the
	// engines run, and only it.
	if s := m.Schema[2]; strings.Contains(s, "REFERENCES") || !strings.Contains(s, "create_time") {
		t.Errorf("schema for the engines: %s", s)
	}
	if s := m.Schema[0]; !strings.HasPrefix(s, "CREATE TABLE t_user (user_id") {
		t.Errorf("a statement without a dangling key is the input's text: %s", s)
	}
}

// TestQueriesOnlyDDL: a queries file's unnamed DROP TABLE is left out
// with a note, its named one is a DDL pattern, and neither changes the
// schema; in a file that is also the schema, DDL builds it.
func TestQueriesOnlyDDL(t *testing.T) {
	schema := "CREATE TABLE notes (id BIGINT NOT NULL PRIMARY KEY, body TEXT);\n"
	queries := "-- name: GetNote :one\nSELECT * FROM notes WHERE id = ?;\n-- name: ResetAll :exec\nDROP TABLE IF EXISTS notes;\nDROP TABLE IF EXISTS notes;\n"
	m := Analyze(File{Name: "schema.sql", Text: schema}, File{Name: "queries.sql", Text: queries, QueriesOnly: true})
	if m.HasErrors() || m.Entity("notes") == nil {
		t.Fatalf("notes dropped, or errors: %v", m.Diagnostics)
	}
	if p := patternNamed(m, "ResetAll"); p == nil || p.Statement != DDL {
		t.Errorf("ResetAll: %+v, want a DDL pattern", p)
	}
	noted := false
	for _, d := range m.Diagnostics {
		noted = noted || d.Severity == Note && strings.Contains(d.Message, "DROP TABLE skipped")
	}
	if !noted {
		t.Errorf("no note for the unnamed DROP TABLE: %v", m.Diagnostics)
	}
}

// TestSeedBeforeAddColumn: a seed INSERT without a column list writes
// the columns its table had then; a column a later ALTER adds, and then
// modifies, takes its default.
func TestSeedBeforeAddColumn(t *testing.T) {
	m := Analyze(
		File{Name: "1.sql", Text: "CREATE TABLE users (id INT NOT NULL PRIMARY KEY, name VARCHAR(20) NOT NULL);\n"},
		File{Name: "2.sql", Text: "INSERT INTO users VALUES (1, 'Ada');\n"},
		File{Name: "3.sql", Text: "ALTER TABLE users ADD COLUMN email VARCHAR(100) NULL;\nALTER TABLE users MODIFY email VARCHAR(120) NULL;\n"},
		File{Name: "q.sql", Text: "-- name: GetUser :one\nSELECT * FROM users WHERE id = ?;\n-- name: AddUser :exec\nINSERT INTO users VALUES (?, ?, ?);\n"},
	)
	if m.HasErrors() {
		t.Fatalf("errors: %v", m.Diagnostics)
	}
	if p := patternNamed(m, "AddUser"); p == nil || p.Params != 3 {
		t.Errorf("AddUser after the ALTER writes every column: %+v", p)
	}
}

func patternNamed(m *Model, name string) *Pattern {
	for _, p := range m.Patterns {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// TestDropUniqueByName: a migration that trades UNIQUE (hash) for
// UNIQUE (hash, compression) drops the first by its name, whether the
// schema named it or MySQL did (after its first column).
func TestDropUniqueByName(t *testing.T) {
	for _, create := range []string{
		"CREATE TABLE nar_files (id BIGINT AUTO_INCREMENT PRIMARY KEY, hash VARCHAR(255) NOT NULL, compression VARCHAR(20) NOT NULL, UNIQUE KEY idx_nar_files_hash (hash));",
		"CREATE TABLE nar_files (id BIGINT AUTO_INCREMENT PRIMARY KEY, hash VARCHAR(255) NOT NULL UNIQUE, compression VARCHAR(20) NOT NULL);",
	} {
		drop := "ALTER TABLE nar_files DROP INDEX idx_nar_files_hash;\n"
		if strings.Contains(create, "NOT NULL UNIQUE") {
			drop = "DROP INDEX hash ON nar_files;\n"
		}
		m := Analyze(File{Name: "schema.sql", Text: create + "\n" + drop +
			"ALTER TABLE nar_files ADD UNIQUE KEY idx_nar_files_hash_compression (hash, compression);\n" +
			"-- name: GetNarFile :one\nSELECT id FROM nar_files WHERE hash = ? AND compression = ?;\n"})
		if m.HasErrors() {
			t.Fatal(m.Diagnostics)
		}
		if u := m.Entity("nar_files").Unique; len(u) != 1 || len(u[0]) != 2 {
			t.Errorf("%s: UNIQUE keys %v, want only (hash, compression)", create, u)
		}
	}
}
