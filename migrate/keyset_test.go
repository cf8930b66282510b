package migrate_test

import (
	"context"
	gosql "database/sql"
	"strings"
	"testing"
	"time"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/migrate"
)

// keyTypes are tables keyed by each type whose order a text bound gets
// wrong or might: an ENUM by its index, a FLOAT, a BIGINT past 2^53, a
// DECIMAL past a DOUBLE's digits, a BIT, a SET, a YEAR, a TIME past 24
// hours, a DATETIME(6), bytes, a case-insensitive string.
const keyTypes = `CREATE TABLE prefs (user_id INT NOT NULL, kind ENUM('sms','email','push') NOT NULL, enabled TINYINT(1) NOT NULL, PRIMARY KEY (user_id, kind));
CREATE TABLE levels (level FLOAT NOT NULL PRIMARY KEY, label VARCHAR(20) NOT NULL);
CREATE TABLE ratios (ratio DOUBLE NOT NULL PRIMARY KEY, label VARCHAR(20) NOT NULL);
CREATE TABLE ledger (id BIGINT UNSIGNED NOT NULL PRIMARY KEY, note VARCHAR(20) NOT NULL);
CREATE TABLE amounts (amount DECIMAL(30,20) NOT NULL PRIMARY KEY, note VARCHAR(20) NOT NULL);
CREATE TABLE masks (mask BIT(8) NOT NULL PRIMARY KEY, note VARCHAR(20) NOT NULL);
CREATE TABLE tagsets (tags SET('x','a','m') NOT NULL PRIMARY KEY, note VARCHAR(20) NOT NULL);
CREATE TABLE vintages (vintage YEAR NOT NULL PRIMARY KEY, note VARCHAR(20) NOT NULL);
CREATE TABLE spans (span TIME NOT NULL PRIMARY KEY, note VARCHAR(20) NOT NULL);
CREATE TABLE stamps (at DATETIME(6) NOT NULL PRIMARY KEY, note VARCHAR(20) NOT NULL);
CREATE TABLE tokens (token VARBINARY(8) NOT NULL PRIMARY KEY, note VARCHAR(20) NOT NULL);
CREATE TABLE handles (handle VARCHAR(20) NOT NULL PRIMARY KEY, note VARCHAR(20) NOT NULL);
`

// keyQueries read each of keyTypes' tables by its key, as sqlc queries.
const keyQueries = `
-- name: GetPref :one
SELECT * FROM prefs WHERE user_id = ? AND kind = ?;

-- name: ListPrefs :many
SELECT * FROM prefs WHERE user_id = ?;

-- name: GetLevel :one
SELECT * FROM levels WHERE level = ?;

-- name: GetRatio :one
SELECT * FROM ratios WHERE ratio = ?;

-- name: GetLedger :one
SELECT * FROM ledger WHERE id = ?;

-- name: GetAmount :one
SELECT * FROM amounts WHERE amount = ?;

-- name: GetMask :one
SELECT * FROM masks WHERE mask = ?;

-- name: GetTagset :one
SELECT * FROM tagsets WHERE tags = ?;

-- name: GetVintage :one
SELECT * FROM vintages WHERE vintage = ?;

-- name: GetSpan :one
SELECT * FROM spans WHERE span = ?;

-- name: GetStamp :one
SELECT * FROM stamps WHERE at = ?;

-- name: GetToken :one
SELECT * FROM tokens WHERE token = ?;

-- name: GetHandle :one
SELECT * FROM handles WHERE handle = ?;
`

// keyRows are each table's rows, in an order their text does not sort
// in, and how many.
var keyRows = []struct {
	insert string
	rows   int64
}{
	{"INSERT INTO prefs VALUES (1,'sms',1),(1,'email',0),(1,'push',1),(2,'sms',1),(2,'email',1),(2,'push',0)", 6},
	{"INSERT INTO levels VALUES (0.1,'a'),(0.3,'b'),(0.7,'c'),(1.5,'d'),(21.500002,'e'),(-2,'f')", 6},
	{"INSERT INTO ratios VALUES (0.1,'a'),(0.3,'b'),(1e300,'c'),(-0.5,'d'),(2,'e')", 5},
	{"INSERT INTO ledger VALUES (2,'a'),(10,'b'),(9007199254740992,'c'),(9007199254740993,'d'),(9007199254740994,'e'),(18446744073709551615,'f')", 6},
	{"INSERT INTO amounts VALUES (1.00000000000000000001,'a'),(1.00000000000000000002,'b'),(1.00000000000000000003,'c'),(-3,'d'),(10,'e')", 5},
	{"INSERT INTO masks VALUES (b'1','a'),(b'10','b'),(b'1010','c'),(b'11111111','d')", 4},
	{"INSERT INTO tagsets VALUES ('','a'),('x','b'),('a','c'),('x,a','d'),('m','e'),('x,m','f')", 6},
	{"INSERT INTO vintages VALUES (0,'a'),(1901,'b'),(2025,'c'),(2155,'d')", 4},
	{"INSERT INTO spans VALUES ('-01:00:00','a'),('00:30:00','b'),('99:00:00','c'),('100:00:00','d'),('-100:00:00','e')", 5},
	{"INSERT INTO stamps VALUES ('2025-01-01 00:00:00.000001','a'),('2025-01-01 00:00:00.100000','b'),('2025-01-01 00:00:01','c'),('2024-12-31 23:59:59.999999','d')", 4},
	{"INSERT INTO tokens VALUES (X'00','a'),(X'0000','b'),(X'7E','c'),(X'80FF','d'),(X'FF01','e'),(X'FE01','f')", 6},
	{"INSERT INTO handles VALUES ('ann','a'),('Bob','b'),('cy','c'),('Émile','d'),('zed','e')", 5},
}

// keyDB starts a MariaDB of the test's own holding keyTypes and their
// rows, and returns it with the design of keyTypes and keyQueries.
func keyDB(t *testing.T) (*gosql.DB, *design.Design) {
	t.Helper()
	stmts := strings.Split(strings.TrimSpace(keyTypes), "\n")
	for _, r := range keyRows {
		stmts = append(stmts, r.insert)
	}
	_, db := mariaDB(t, "app", stmts...)
	m := analyze.Analyze(analyze.File{Name: "schema.sql", Text: keyTypes + keyQueries})
	if m.HasErrors() {
		t.Fatal(m.Diagnostics)
	}
	return db, design.New(m, design.Options{Table: "keys"})
}

// TestKeysetOrder: tables keyed by every type whose text sorts otherwise
// than ORDER BY sorts the type are read whole, each row once, a row a
// page as a thousand (the pages' WHERE (pk) > (last) binds each value as
// the server compares it with the column as ORDER BY orders it).
func TestKeysetOrder(t *testing.T) {
	db, d := keyDB(t)
	for _, page := range []int{1, 2, 3, 1000} {
		res, err := migrate.Run(context.Background(), d, migrate.Options{Source: db, Table: "keys", DryRun: true, Page: page})
		if err != nil {
			t.Fatalf("--page %d: %v", page, err)
		}
		for i, tr := range res.Tables {
			if want := keyRows[i].rows; tr.Rows != want || tr.Items != want {
				t.Errorf("--page %d: %s: %d rows, %d items; want %d of each", page, tr.Entity, tr.Rows, tr.Items, want)
			}
		}
		for _, r := range res.Refused {
			t.Errorf("--page %d: refused %s (%s): %s", page, r.Entity, r.Key, r.Why)
		}
	}
}

// TestKeysetGuards: pages that do not follow the key's order (values
// bound as text, as before bound) stop the migration with an error
// before it writes anything, never a row migrated twice, refused as
// colliding with itself, or lost: an ENUM's row read again on the next
// page, a FLOAT's page read again and again, an ENUM's rows skipped.
func TestKeysetGuards(t *testing.T) {
	db, d := keyDB(t)
	migrate.BindAsText(t)
	for _, c := range []struct {
		table string
		page  int
		want  string
	}{
		{"prefs", 2, "reading prefs in primary key order, its row (user_id=1, kind=sms) came a second time"},
		{"levels", 1, "reading levels in primary key order, its row (level=0.1) came a second time"},
		{"prefs", 1, "reading prefs in primary key order found 2 of the 6 rows it holds"},
	} {
		run, cancel := context.WithTimeout(context.Background(), time.Minute)
		_, err := migrate.Run(run, d, migrate.Options{Source: db, Table: "keys", DryRun: true, Page: c.page, Tables: []string{c.table}})
		cancel()
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "the migration stops") {
			t.Errorf("%s, --page %d, bound as text: %v; want %q", c.table, c.page, err, c.want)
		}
	}
}
