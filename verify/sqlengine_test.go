package verify

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMemEngineTouchesNoFile holds the in-process engine away from the
// file system, should a statement that reaches outside the tables ever
// get past the analyzer: INTO OUTFILE and LOAD_FILE() fail.
func TestMemEngineTouchesNoFile(t *testing.T) {
	m, err := newMemEngine(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	secret := filepath.Join(dir, "secret")
	if err := os.WriteFile(secret, []byte("the secret"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := m.exec("CREATE TABLE notes (id INT PRIMARY KEY, body TEXT)"); err != nil {
		t.Fatal(err)
	}
	if err := m.exec("INSERT INTO notes VALUES (1, 'import os')"); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "x.pth")
	if _, err := m.query("SELECT body FROM notes INTO OUTFILE '" + out + "'"); err == nil {
		t.Errorf("INTO OUTFILE ran")
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("INTO OUTFILE wrote %s", out)
	}
	rs, err := m.query("SELECT LOAD_FILE('" + secret + "') FROM notes")
	if err == nil && len(rs.rows) > 0 && rs.rows[0][0] != nil {
		t.Errorf("LOAD_FILE read %q", *rs.rows[0][0])
	}
}

// TestWithoutJSONCasts: MariaDB runs CAST(x AS JSON) as x; text that
// only looks like a cast stays as it is.
func TestWithoutJSONCasts(t *testing.T) {
	for in, want := range map[string]string{
		`UPDATE t SET m = CAST('{"a": "x)"}' AS JSON) WHERE id = 1`:     `UPDATE t SET m = '{"a": "x)"}' WHERE id = 1`,
		`INSERT INTO t VALUES (cast( 'a''CAST(b AS JSON)' as json), 2)`: `INSERT INTO t VALUES ( 'a''CAST(b AS JSON)', 2)`,
		`SELECT CAST(n AS CHAR), PODCAST(x AS JSON) FROM t`:             `SELECT CAST(n AS CHAR), PODCAST(x AS JSON) FROM t`,
		`SELECT CAST(CAST(x AS CHAR) AS JSON)`:                          `SELECT CAST(x AS CHAR)`,
		"SELECT `CAST(` FROM t":                                         "SELECT `CAST(` FROM t",
	} {
		if got := withoutJSONCasts(in); got != want {
			t.Errorf("withoutJSONCasts(%s) = %s, want %s", in, got, want)
		}
	}
}

// TestMemEngineExactAggregates: the in-process engine computes AVG and
// SUM of integers, and the division of integers, as MySQL does: exact
// DECIMALs, AVG and / with four more decimals, rounded half away from
// zero (22 / 7 is 3.1429), a SUM past 2^53 to its last digit.
func TestMemEngineExactAggregates(t *testing.T) {
	m, err := newMemEngine(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		"CREATE TABLE reviews (id BIGINT PRIMARY KEY, stars TINYINT NOT NULL, helpful INT NOT NULL, votes INT NOT NULL, " +
			"views BIGINT UNSIGNED NOT NULL, price DECIMAL(10,2) NULL, rating DOUBLE NOT NULL)",
		"INSERT INTO reviews VALUES (1, 5, 22, 7, 18446744073709551615, 1.25, 0.5), (2, 4, 2, 3, 18446744073709551615, 2.50, 0.25), " +
			"(3, 5, 1, 6, 1, NULL, 1), (4, 1, 0, 0, 3, 0.01, 1), (5, 4, 5, 8, 1, 1, 1), (6, 3, 1, 3, 1, 1, 1), (7, 5, 10, 11, 1, 1, 1)",
	} {
		if err := m.exec(q); err != nil {
			t.Fatal(err)
		}
	}
	for q, want := range map[string]string{
		"SELECT AVG(stars), SUM(stars), AVG(DISTINCT stars), SUM(views), AVG(price), SUM(price), AVG(rating) FROM reviews": "3.8571 27 3.2500 36893488147419103237 1.126667 6.76 0.8214285714285714",
		"SELECT AVG(stars) FROM reviews WHERE id > 100":                                                                    "NULL",
		"SELECT SUM(stars) FROM reviews WHERE id > 100":                                                                    "NULL",
		"SELECT AVG(-stars) FROM reviews WHERE id IN (1, 2, 3)":                                                            "-4.6667",
		"SELECT AVG(helpful) FROM reviews WHERE id IN (2, 4)":                                                              "1.0000",
		"SELECT AVG(stars > 3) FROM reviews":                                                                               "0.7143",
		"SELECT helpful / votes, stars / 3 FROM reviews WHERE id = 1":                                                      "3.1429 1.6667",
		"SELECT helpful / votes FROM reviews WHERE id = 4":                                                                 "NULL",
		"SELECT votes / 32, -votes / 32 FROM reviews WHERE id = 1":                                                         "0.2188 -0.2188",
	} {
		rs, err := m.query(q)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		var got []string
		for _, v := range rs.rows[0] {
			got = append(got, deref(v))
			if v == nil {
				got[len(got)-1] = "NULL"
			}
		}
		if g := strings.Join(got, " "); g != want {
			t.Errorf("%s: got %s, want %s", q, g, want)
		}
	}
}
