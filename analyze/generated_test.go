package analyze

import "testing"

// TestGeneratedNotNullSchemas: a NOT NULL GENERATED column keeps its NOT
// NULL in the model, and loses it in the schema texts of the engines that
// cannot take it: the in-process engine's plain column, which rows are
// loaded into without its value, and MariaDB's, which refuses the syntax.
// Every other NULL and NOT NULL stays, as does every other byte.
func TestGeneratedNotNullSchemas(t *testing.T) {
	schema := "CREATE TABLE bookmarks (\n" +
		"  id BIGINT NOT NULL PRIMARY KEY,\n" +
		"  url VARCHAR(2048) NOT NULL,\n" +
		"  url_hash BINARY(32) GENERATED ALWAYS AS (UNHEX(SHA2(url, 256))) STORED NOT NULL,\n" +
		"  host VARCHAR(255) NULL AS ((SUBSTRING_INDEX(url, '/', 3) IS NOT NULL)) VIRTUAL COMMENT 'NOT NULL',\n" +
		"  kind INT NOT NULL GENERATED ALWAYS AS (COALESCE(NULL, 1)) STORED,\n" +
		"  plain_hash CHAR(32) AS (MD5(url)),\n" +
		"  note VARCHAR(20) NULL DEFAULT NULL\n" +
		");\n" +
		"ALTER TABLE bookmarks ADD COLUMN url_len INT AS (CHAR_LENGTH(url)) STORED NOT NULL, ADD COLUMN extra INT NOT NULL DEFAULT 0;\n"
	m := Analyze(File{Name: "schema.sql", Text: schema + "-- name: GetBookmark :one\nSELECT * FROM bookmarks WHERE id = ?;\n"})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	e := m.Entity("bookmarks")
	for _, name := range []string{"url_hash", "kind", "url_len"} {
		if c := e.Column(name); c == nil || !c.NotNull || c.Generated == "" {
			t.Errorf("%s: %+v, want a NOT NULL GENERATED column", name, c)
		}
	}
	want := []string{
		"CREATE TABLE bookmarks (\n" +
			"  id BIGINT NOT NULL PRIMARY KEY,\n" +
			"  url VARCHAR(2048) NOT NULL,\n" +
			"  url_hash BINARY(32) GENERATED ALWAYS AS (UNHEX(SHA2(url, 256))) STORED ,\n" +
			"  host VARCHAR(255)  AS ((SUBSTRING_INDEX(url, '/', 3) IS NOT NULL)) VIRTUAL COMMENT 'NOT NULL',\n" +
			"  kind INT  GENERATED ALWAYS AS (COALESCE(NULL, 1)) STORED,\n" +
			"  plain_hash CHAR(32) AS (MD5(url)),\n" +
			"  note VARCHAR(20) NULL DEFAULT NULL\n" +
			")",
		"ALTER TABLE bookmarks ADD COLUMN url_len INT AS (CHAR_LENGTH(url)) STORED , ADD COLUMN extra INT NOT NULL DEFAULT 0",
	}
	if len(m.SchemaMariaDB) != len(m.Schema) || len(m.SchemaMariaDB) != len(want) {
		t.Fatalf("%d MariaDB statements for %d: %q", len(m.SchemaMariaDB), len(m.Schema), m.SchemaMariaDB)
	}
	for i, w := range want {
		if m.SchemaMariaDB[i] != w {
			t.Errorf("for MariaDB:\n%s\nwant\n%s", m.SchemaMariaDB[i], w)
		}
	}
	wantQuoted := "CREATE TABLE `bookmarks` (`id` BIGINT NOT NULL PRIMARY KEY,`url` VARCHAR(2048) NOT NULL,`url_hash` BINARY(32)," +
		"`host` VARCHAR(255) COMMENT 'NOT NULL',`kind` INT,`plain_hash` CHAR(32),`note` VARCHAR(20) NULL DEFAULT NULL)"
	if m.SchemaQuoted[0] != wantQuoted {
		t.Errorf("for the in-process engine:\n%s\nwant\n%s", m.SchemaQuoted[0], wantQuoted)
	}
}
