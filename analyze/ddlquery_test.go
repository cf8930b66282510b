package analyze

import (
	"strings"
	"testing"
)

// TestNamedDDLIsNoSchema: a CREATE, ALTER, DROP, RENAME or TRUNCATE with a
// sqlc name is a query of its file, as sqlc reads it: it never changes the
// schema (sqlc builds its catalog from the schema files alone), and it is
// a pattern of its own, Statement DDL, :exec by default, not parsed. The
// queries around it still find the tables it would drop.
func TestNamedDDLIsNoSchema(t *testing.T) {
	schema := File{Name: "schema.sql", Text: `CREATE TABLE users (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(255) NOT NULL,
  created_at DATETIME NOT NULL DEFAULT NOW()
);
`}
	queries := File{Name: "query.sql", Text: `-- name: DropUsers :exec
DROP TABLE users;

-- name: CreateUsersTable :exec
CREATE TABLE IF NOT EXISTS users (id INT PRIMARY KEY, something TEXT);

-- name: AddNick :exec
ALTER TABLE users ADD COLUMN nick VARCHAR(20);

-- name: TruncateUsers
TRUNCATE TABLE users;

-- name: RenameUsers :exec
RENAME TABLE users TO people;

-- name: CreateOdd :exec
CREATE TABLE odd (id INT PRIMARY KEY) SOME_OPTION_NO_PARSER_READS = 1;

-- name: AddIndex :exec
CREATE INDEX users_email ON users (email);

-- name: DropIndex :exec
DROP INDEX users_email ON users;

-- name: GetUser :one
SELECT * FROM users WHERE id = ?;

-- name: ListNicks :many
SELECT id, email FROM users WHERE email = ?;
`}
	m := Analyze(schema, queries)
	skipped := 0
	for _, d := range m.Diagnostics {
		if d.Severity != Note {
			t.Errorf("%s", d)
		}
		if strings.Contains(d.Message, "skipped: sqlc writes no method for a named") {
			skipped++ // CREATE INDEX, DROP INDEX: sqlc writes no method, and the schema has no index
		}
	}
	if skipped != 2 || len(m.Entity("users").Indexes) != 0 {
		t.Errorf("named CREATE INDEX and DROP INDEX: %d skipped, indexes %v", skipped, m.Entity("users").Indexes)
	}
	e := m.Entity("users")
	if e == nil || len(e.Columns) != 3 || m.Entity("people") != nil || m.Entity("odd") != nil || len(m.Entities) != 1 {
		t.Fatalf("the schema changed: %+v", m.Entities)
	}
	if len(m.Schema) != 1 {
		t.Errorf("schema statements: %q", m.Schema)
	}
	var got []string
	for _, p := range m.Patterns {
		got = append(got, p.Name+" "+string(p.Statement)+" "+string(p.Result))
	}
	want := "DropUsers ddl exec, CreateUsersTable ddl exec, AddNick ddl exec, TruncateUsers ddl exec, RenameUsers ddl exec, CreateOdd ddl exec, GetUser select one, ListNicks select many"
	if s := strings.Join(got, ", "); s != want {
		t.Errorf("patterns:\n%s\nwant\n%s", s, want)
	}
	if p := m.Patterns[0]; p.SQL != "DROP TABLE users" || p.Pos != (Pos{File: "query.sql", Line: 2, Col: 1}) || len(p.Tables) != 0 {
		t.Errorf("DropUsers: %q at %s, tables %v", p.SQL, p.Pos, p.Tables)
	}
	// A DDL marked as a read is said to be, as a write marked so is;
	// unnamed DDL is the schema's, as ever.
	m = Analyze(File{Name: "q.sql", Text: "CREATE TABLE a (id INT PRIMARY KEY);\n-- name: DropA :one\nDROP TABLE a;\n-- name: GetA :one\nSELECT * FROM a WHERE id = ?;\nALTER TABLE a ADD COLUMN b INT;\n"})
	var warned bool
	for _, d := range m.Diagnostics {
		warned = warned || d.Severity == Warning && strings.Contains(d.Message, "pattern DropA is a DDL marked :one")
	}
	if !warned || m.Entity("a") == nil || len(m.Entity("a").Columns) != 2 {
		t.Errorf("DDL marked :one, unnamed ALTER: %v, %+v", m.Diagnostics, m.Entities)
	}
	// Only DDL is no access pattern.
	m = Analyze(File{Name: "q.sql", Text: "CREATE TABLE a (id INT PRIMARY KEY);\n-- name: DropA :exec\nDROP TABLE a;\n"})
	if !m.HasErrors() || !strings.Contains(m.Diagnostics[len(m.Diagnostics)-1].Message, "no access pattern") {
		t.Errorf("DDL alone: %v", m.Diagnostics)
	}
}

// TestQueryFileDDL: in a sqlc query file no schema entry names, an
// unnamed DDL statement is skipped with a note, as sqlc leaves it out of
// both its catalog and its package; in a schema file it is the schema.
func TestQueryFileDDL(t *testing.T) {
	schema := File{Name: "schema.sql", Text: "CREATE TABLE users (id BIGINT NOT NULL PRIMARY KEY, email VARCHAR(255) NOT NULL);\n"}
	dump := "CREATE TABLE users (id INT PRIMARY KEY);\nALTER TABLE users DROP COLUMN email;\nDROP TABLE users;\n-- name: GetUser :one\nSELECT * FROM users WHERE id = ?;\n"
	m := Analyze(schema, File{Name: "queries/dump.sql", Text: dump, QueriesOnly: true})
	notes := 0
	for _, d := range m.Diagnostics {
		if d.Severity != Note {
			t.Errorf("%s", d)
		}
		if strings.Contains(d.Message, "skipped: a query file's DDL is no schema") {
			notes++
		}
	}
	if e := m.Entity("users"); e == nil || len(e.Columns) != 2 || notes != 3 || len(m.Patterns) != 1 {
		t.Errorf("query file's DDL: %d notes, %d patterns, %+v", notes, len(m.Patterns), m.Entities)
	}
	if m = Analyze(schema, File{Name: "queries/dump.sql", Text: dump}); !m.HasErrors() {
		t.Errorf("a schema file's DROP TABLE is the schema's: %v", m.Diagnostics)
	}
}

// TestKeylessReadInside: a keyless table read only inside another
// statement (an INSERT ... SELECT's SELECT, a UNION's part) is used, so
// it is keyed by its generated id, not left out: the design once found
// no placement for it and panicked (sqlc's endtoend insert_select/mysql).
func TestKeylessReadInside(t *testing.T) {
	m := Analyze(File{Name: "q.sql", Text: `CREATE TABLE bar (name text not null, ready bool not null);
CREATE TABLE foo (name text not null, meta text not null);
CREATE TABLE baz (name text not null);
CREATE TABLE qux (name text not null);
/* name: InsertSelect :exec */
INSERT INTO foo (name, meta) SELECT name, ? FROM bar WHERE ready = ?;
/* name: Names :many */
SELECT name FROM baz WHERE name = ? UNION ALL SELECT meta FROM foo WHERE name = ?;
`})
	for _, name := range []string{"bar", "foo", "baz"} {
		if e := m.Entity(name); e == nil || e.Column(rowIDColumn) == nil {
			t.Errorf("%s: %+v", name, e)
		}
	}
	if m.Entity("qux") != nil {
		t.Errorf("qux, which no statement reads, is designed")
	}
}

// TestEmptyFileBesideOthers: an empty file (a migration golang-migrate
// created and nobody filled) beside files with statements is a note, as
// sqlc reads it; given alone, or with only empty ones, it is an error.
func TestEmptyFileBesideOthers(t *testing.T) {
	schema := File{Name: "0001_init.up.sql", Text: "CREATE TABLE a (id INT PRIMARY KEY);\n-- name: GetA :one\nSELECT * FROM a WHERE id = ?;\n"}
	m := Analyze(File{Name: "0000_empty.up.sql", Text: ""}, schema, File{Name: "0002_todo.up.sql", Text: "-- TODO\n"})
	if m.HasErrors() || len(m.Patterns) != 1 {
		t.Errorf("empty files beside a schema: %v", m.Diagnostics)
	}
	if m = Analyze(File{Name: "e.sql", Text: "\n"}, File{Name: "c.sql", Text: "-- only a comment\n"}); len(m.Diagnostics) != 2 || !m.HasErrors() {
		t.Errorf("only empty files: %v", m.Diagnostics)
	}
}
