package verify

import (
	"bufio"
	"context"
	gosql "database/sql"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/go-sql-driver/mysql"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/migrate"
)

// foldCollations are the collations the design folds exactly, each with
// its table (analyze.FoldOf's); utf8mb3 and latin1 hold fewer characters.
var foldCollations = []struct {
	collation string
	fold      analyze.Fold
	charset   string
}{
	{"utf8mb4_general_ci", analyze.FoldGeneral, "utf8mb4"},
	{"utf8mb3_general_ci", analyze.FoldGeneral, "utf8mb3"},
	{"utf8mb4_unicode_ci", analyze.FoldUnicode, "utf8mb4"},
	{"utf8mb4_unicode_520_ci", analyze.FoldUnicode520, "utf8mb4"},
	{"utf8mb4_uca1400_ai_ci", analyze.FoldUCA1400AI, "utf8mb4"},
	{"utf8mb4_uca1400_as_ci", analyze.FoldUCA1400AS, "utf8mb4"},
	{"latin1_swedish_ci", analyze.FoldLatin1, "latin1"},
}

// repertoire is every code point the character set holds.
func repertoire(charset string) []rune {
	var out []rune
	for r := rune(0); r <= unicode.MaxRune; r++ {
		switch {
		case r >= 0xD800 && r <= 0xDFFF, charset == "utf8mb3" && r > 0xFFFF, charset == "latin1" && !inLatin1(r):
			continue
		}
		out = append(out, r)
	}
	return out
}

// inLatin1 reports whether MySQL's latin1 (cp1252, its five holes read as
// the C1 controls) holds r.
func inLatin1(r rune) bool {
	return r < 0x100 && !(r >= 0x80 && r < 0xA0 && !strings.ContainsRune("\u0081\u008d\u008f\u0090\u009d", r)) || strings.ContainsRune("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ", r)
}

// TestFoldsMariaDB: for every collation the design folds exactly, every
// code point folds to a string of its own weight (WEIGHT_STRING(fold(c))
// = WEIGHT_STRING(c)), and code points of one weight fold alike; and
// strings fold alike exactly when MariaDB weighs them alike: the issue's
// values, expansions (ß, æ, ﬁ), contractions (l·, Thai, и with U+0306),
// ignorables, and random strings of characters that fold together.
func TestFoldsMariaDB(t *testing.T) {
	db := foldServer(t)
	ctx := context.Background()
	for _, fc := range foldCollations {
		if f, exact := analyze.FoldOf(fc.collation); f != fc.fold || !exact {
			t.Errorf("%s folds by %q (exact %v), want %q", fc.collation, f, exact, fc.fold)
		}
	}
	start := time.Now()
	checkCodePoints(t, ctx, db)
	t.Logf("every code point in %s", time.Since(start).Round(time.Millisecond))
	for _, fc := range foldCollations {
		t.Run("strings/"+fc.collation, func(t *testing.T) {
			began := time.Now()
			chars := repertoire(fc.charset)
			var rows []foldRow
			for _, s := range foldStrings(fc.fold, chars) {
				rows = append(rows, foldRow{s, design.Fold(fc.fold, s)})
			}
			weights := weighAll(t, ctx, db, fc.charset, fc.collation, rows)
			byWeight, byFold := map[string]int{}, map[string]int{}
			bad := 0
			for i, r := range rows {
				w := weights[i][0]
				if j, ok := byWeight[w]; ok && rows[j].fold != r.fold && bad < 20 {
					t.Errorf("%+q and %+q weigh alike, fold to %+q and %+q", rows[j].s, r.s, rows[j].fold, r.fold)
					bad++
				}
				if j, ok := byFold[r.fold]; ok && weights[j][0] != w && bad < 20 {
					t.Errorf("%+q and %+q fold alike (%+q), weigh %s and %s", rows[j].s, r.s, r.fold, weights[j][0], w)
					bad++
				}
				byWeight[w], byFold[r.fold] = i, i
			}
			t.Logf("%d strings, %d of one weight with another, in %s", len(rows), len(rows)-len(byWeight), time.Since(began).Round(time.Millisecond))
		})
	}
	t.Logf("all in %s", time.Since(start).Round(time.Millisecond))
}

// checkCodePoints loads every code point's fold under every collation
// into one table (NULL where the character set lacks it) and reads, per
// collation, each code point's weight and whether its fold's is the
// same: code points of one weight must fold alike.
func checkCodePoints(t *testing.T, ctx context.Context, db *gosql.DB) {
	cols := make([]string, len(foldCollations))
	for i := range foldCollations {
		cols[i] = fmt.Sprintf("f%d LONGBLOB", i)
	}
	if _, err := db.ExecContext(ctx, "CREATE OR REPLACE TABLE cp (id INT PRIMARY KEY, "+strings.Join(cols, ", ")+") ENGINE=Aria"); err != nil {
		t.Fatal(err)
	}
	held := make([]map[rune]bool, len(foldCollations))
	for i, fc := range foldCollations {
		if fc.charset != "utf8mb4" {
			held[i] = map[rune]bool{}
			for _, r := range repertoire(fc.charset) {
				held[i][r] = true
			}
		}
	}
	loadHex(t, ctx, db, "cp", len(foldCollations)+1, func(emit func(...string) error) error {
		for r := rune(0); r <= unicode.MaxRune; r++ {
			if r >= 0xD800 && r <= 0xDFFF {
				continue
			}
			fields := []string{fmt.Sprint(r)}
			for i, fc := range foldCollations {
				if held[i] != nil && !held[i][r] {
					fields = append(fields, `\N`)
					continue
				}
				fields = append(fields, fmt.Sprintf("%X", design.Fold(fc.fold, string(r))))
			}
			if err := emit(fields...); err != nil {
				return err
			}
		}
		return nil
	})
	for i, fc := range foldCollations {
		t.Run("code points/"+fc.collation, func(t *testing.T) {
			began := time.Now()
			f := fmt.Sprintf("f%d", i)
			c := "CHAR(id USING utf32)"
			weigh := func(x string) string {
				if fc.charset == "latin1" {
					return fmt.Sprintf("WEIGHT_STRING(CONVERT(CONVERT(%s USING utf8mb4) USING latin1) COLLATE %s)", x, fc.collation)
				}
				return fmt.Sprintf("WEIGHT_STRING(CONVERT(%s USING %s) COLLATE %s)", x, fc.charset, fc.collation)
			}
			// One pass: each code point's weight, and whether its fold's is
			// the same; the code points of a weight are grouped here.
			rows, err := db.QueryContext(ctx, fmt.Sprintf("SELECT id, w, %s = w FROM (SELECT id, %s, %s w FROM cp WHERE %s IS NOT NULL) x", weigh(f), f, weigh(c), f))
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			classes := map[string]string{}
			bad := 0
			for rows.Next() {
				var id rune
				var w []byte
				var same bool
				if err := rows.Scan(&id, &w, &same); err != nil {
					t.Fatal(err)
				}
				fold := design.Fold(fc.fold, string(id))
				if !same && bad < 10 {
					t.Errorf("U+%04X folds to %+q, of another weight than its own, %X", id, fold, w)
					bad++
				}
				if g, ok := classes[string(w)]; ok && g != fold && bad < 10 {
					t.Errorf("U+%04X folds to %+q, another of its weight (%X) to %+q", id, fold, w, g)
					bad++
				}
				classes[string(w)] = fold
			}
			if err := rows.Err(); err != nil {
				t.Fatal(err)
			}
			t.Logf("every code point in %s", time.Since(began).Round(time.Millisecond))
		})
	}
}

// loadHex fills table with rows of hex fields but the first (a number),
// by one LOAD DATA: \N for NULL.
func loadHex(t *testing.T, ctx context.Context, db *gosql.DB, table string, n int, rows func(emit func(...string) error) error) {
	t.Helper()
	name := fmt.Sprintf("folds-%s-%d", table, time.Now().UnixNano())
	mysql.RegisterReaderHandler(name, func() io.Reader {
		pr, pw := io.Pipe()
		go func() {
			bw := bufio.NewWriter(pw)
			err := rows(func(fields ...string) error {
				_, err := bw.WriteString(strings.Join(fields, "\t") + "\n")
				return err
			})
			if err == nil {
				err = bw.Flush()
			}
			pw.CloseWithError(err)
		}()
		return pr
	})
	defer mysql.DeregisterReaderHandler(name)
	vars, sets := []string{"id"}, []string{}
	for i := 1; i < n; i++ {
		vars = append(vars, fmt.Sprintf("@v%d", i))
	}
	cols, err := db.QueryContext(ctx, "SELECT column_name FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = ? ORDER BY ordinal_position", table)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for cols.Next() {
		var c string
		cols.Scan(&c)
		names = append(names, c)
	}
	cols.Close()
	for i := 1; i < n; i++ {
		sets = append(sets, fmt.Sprintf("%s = UNHEX(@v%d)", names[i], i))
	}
	if _, err := db.ExecContext(ctx, "LOAD DATA LOCAL INFILE 'Reader::"+name+"' INTO TABLE "+table+" ("+strings.Join(vars, ", ")+") SET "+strings.Join(sets, ", ")); err != nil {
		t.Fatal(err)
	}
}

// foldServer is a MariaDB of the test's own with a database to work in;
// it skips where the server predates the UCA 14.0.0 collations.
func foldServer(t *testing.T) *gosql.DB {
	t.Helper()
	dsn := mariaDB(t)
	cfg, err := mysql.ParseDSN(dsn)
	if err != nil {
		t.Fatal(err)
	}
	root, err := gosql.Open("mysql", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	// A database of the test's own: the server is the package's (mariaDB).
	name := fmt.Sprintf("folds_%08x", rand.Uint32())
	if _, err := root.Exec("CREATE DATABASE " + name); err != nil {
		t.Fatal(err)
	}
	if err := root.QueryRow("SELECT _utf8mb4'a' COLLATE utf8mb4_uca1400_ai_ci").Scan(new(string)); err != nil {
		t.Skipf("the server has no UCA 14.0.0 collations (MariaDB 10.10 and later have): %v", err)
	}
	cfg.DBName, cfg.AllowAllFiles = name, false
	db, err := gosql.Open("mysql", cfg.FormatDSN())
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1) // one session: one LOAD DATA handler at a time
	t.Cleanup(func() { db.Close() })
	return db
}

// foldRow is a string and its fold.
type foldRow struct{ s, fold string }

// weighAll loads rows into a table and reads back, for each, the
// collation's weights of the string and of its fold (hex), in order: one
// LOAD DATA and one query for all of them.
func weighAll(t *testing.T, ctx context.Context, db *gosql.DB, charset, collation string, rows []foldRow) [][2]string {
	t.Helper()
	if _, err := db.ExecContext(ctx, "CREATE OR REPLACE TABLE w (id INT PRIMARY KEY, s LONGBLOB, f LONGBLOB) ENGINE=Aria"); err != nil {
		t.Fatal(err)
	}
	loadHex(t, ctx, db, "w", 3, func(emit func(...string) error) error {
		for i, r := range rows {
			if err := emit(fmt.Sprint(i), fmt.Sprintf("%X", r.s), fmt.Sprintf("%X", r.fold)); err != nil {
				return err
			}
		}
		return nil
	})
	as := func(col string) string {
		if charset == "latin1" {
			return fmt.Sprintf("HEX(WEIGHT_STRING(CONVERT(CONVERT(%s USING utf8mb4) USING latin1) COLLATE %s))", col, collation)
		}
		return fmt.Sprintf("HEX(WEIGHT_STRING(CONVERT(%s USING %s) COLLATE %s))", col, charset, collation)
	}
	res, err := db.QueryContext(ctx, "SELECT "+as("s")+", "+as("f")+" FROM w ORDER BY id")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Close()
	out := make([][2]string, 0, len(rows))
	for res.Next() {
		var w [2]string
		if err := res.Scan(&w[0], &w[1]); err != nil {
			t.Fatal(err)
		}
		out = append(out, w)
	}
	if err := res.Err(); err != nil || len(out) != len(rows) {
		t.Fatalf("%d weights for %d strings: %v", len(out), len(rows), err)
	}
	return out
}

// foldStrings are strings to weigh as wholes: the values,
// expansions, contractions with their letters' other cases, ignorables
// and spaces, and random strings of characters drawn from fold classes
// (so that many weigh alike), all in the repertoire.
func foldStrings(f analyze.Fold, chars []rune) []string {
	in := func(s string) bool {
		for _, r := range s {
			if _, ok := slices.BinarySearch(chars, r); !ok {
				return false
			}
		}
		return utf8.ValidString(s)
	}
	out := []string{"ss", "ß", "ẞ", "Straße", "Strasse", "STRASSE", "strase", "æ", "ae", "AE", "ﬁ", "fi", "ı", "i", "I", "İ", "Å", "a", "å", "A\u030a",
		"ǽ", "æ\u0301", "œ", "oe", "ŀ", "l·", "L·", "col·legi", "collegi", "เก", "กเ", "เกม", "ເກ", "и\u0306", "й", "Й", "ﾊﾟ", "パ",
		"a\u00a0", "a ", "a", "\u3000", "x\u200by", "xy", "\x00", "", "😀", "😁", "\ufffd", "Zoë", "zoe", "ZOE", "Zoe\u0308", "Ørsted", "orsted"}
	for _, seq := range design.FoldContractions(f) {
		out = append(out, seq, strings.ToUpper(seq), seq+seq, "a"+seq+"b")
	}
	// Characters from classes of more than one member, and the members.
	members, classOf := map[string][]rune{}, map[rune]string{}
	for _, r := range chars {
		k := design.Fold(f, string(r))
		members[k] = append(members[k], r)
		classOf[r] = k
	}
	var alphabet []rune
	for _, r := range chars {
		if m := members[classOf[r]]; len(m) > 1 && len(m) < 50 {
			alphabet = append(alphabet, r)
		}
	}
	rnd := rand.New(rand.NewPCG(58, 1))
	small := make([]rune, 0, 64)
	for range 64 {
		small = append(small, alphabet[rnd.IntN(len(alphabet))])
	}
	for range 4000 {
		var b strings.Builder
		for range 1 + rnd.IntN(5) {
			pick := small[rnd.IntN(len(small))]
			if rnd.IntN(4) == 0 {
				pick = alphabet[rnd.IntN(len(alphabet))]
			}
			b.WriteRune(pick)
		}
		out = append(out, b.String())
		// The same string with each character swapped for another of its
		// class: one weight, so one fold.
		var twin strings.Builder
		for _, r := range b.String() {
			m := members[classOf[r]]
			twin.WriteRune(m[rnd.IntN(len(m))])
		}
		out = append(out, twin.String())
	}
	return slices.DeleteFunc(out, func(s string) bool { return !in(s) })
}

// TestMigrateFoldClassesMariaDB: per collation, a table keyed by a
// VARCHAR in it, one row for every member of many fold classes (the
// issue's 11 values under utf8mb4_general_ci among them); MariaDB keeps
// the rows it takes as distinct (INSERT IGNORE), migrate writes one item
// each, and a lookup by each row's own spelling finds its item.
func TestMigrateFoldClassesMariaDB(t *testing.T) {
	db := foldServer(t)
	ctx := context.Background()
	client, err := newClient(ctx, endpoint(t), DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	for _, fc := range foldCollations {
		t.Run(fc.collation, func(t *testing.T) {
			values := classMembers(fc.fold, repertoire(fc.charset))
			schema := fmt.Sprintf("CREATE TABLE names (name VARCHAR(64) CHARACTER SET %s COLLATE %s NOT NULL PRIMARY KEY, n INT NOT NULL)", fc.charset, fc.collation)
			if _, err := db.ExecContext(ctx, "DROP TABLE IF EXISTS names"); err != nil {
				t.Fatal(err)
			}
			if _, err := db.ExecContext(ctx, schema); err != nil {
				t.Fatal(err)
			}
			for i := 0; i < len(values); i += 500 {
				batch := values[i:min(i+500, len(values))]
				q := "INSERT IGNORE INTO names VALUES " + strings.TrimSuffix(strings.Repeat("(CONVERT(? USING utf8mb4), ?),", len(batch)), ",")
				var args []any
				for j, v := range batch {
					args = append(args, v, i+j)
				}
				if _, err := db.ExecContext(ctx, q, args...); err != nil {
					t.Fatal(err)
				}
			}
			var kept int64
			if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM names").Scan(&kept); err != nil {
				t.Fatal(err)
			}
			m := analyze.Analyze(analyze.File{Name: "names.sql", Text: schema + ";\n-- name: GetName :one\nSELECT n FROM names WHERE name = ?;\n"})
			if m.HasErrors() {
				t.Fatal(m.Diagnostics)
			}
			d := design.New(m, design.Options{Table: "names"})
			name := uniqueName("folds")
			res, err := migrate.Run(ctx, d, migrate.Options{Source: db, Client: client, Table: name, Create: true})
			if err != nil {
				t.Fatal(err)
			}
			tbl := &table{client: client, name: name}
			defer tbl.drop(ctx)
			items := len(scanText(t, tbl))
			t.Logf("%d values, %d rows kept, %d items (migrate: %d written, %d refused)", len(values), kept, items, res.Items, len(res.Refused))
			if int64(items) != kept || res.Items != kept || len(res.Refused) > 0 {
				t.Errorf("%d rows migrated as %d items (%d written, refused %v)", kept, items, res.Items, res.Refused)
			}
			// Every value inserted, kept or not, finds the item of the row
			// MariaDB took it for.
			e := d.Entities[0]
			bad := 0
			for _, v := range values {
				var want int
				if err := db.QueryRowContext(ctx, "SELECT n FROM names WHERE name = CONVERT(? USING "+fc.charset+") COLLATE "+fc.collation, v).Scan(&want); err != nil {
					t.Fatalf("%+q: %v", v, err)
				}
				key := map[string]types.AttributeValue{}
				for _, k := range e.Keys[:2] {
					s, ok := design.Fill(k.Template, d.Model.Entity(e.Name), map[string]string{"name": v})
					if !ok {
						t.Fatalf("no %s for %+q", k.Attr, v)
					}
					key[k.Attr] = &types.AttributeValueMemberS{Value: s}
				}
				out, err := client.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(name), Key: key})
				if err != nil {
					t.Fatal(err)
				}
				n, _ := out.Item["n"].(*types.AttributeValueMemberN)
				if (n == nil || n.Value != fmt.Sprint(want)) && bad < 10 {
					t.Errorf("%+q: MariaDB finds row %d, the lookup %v", v, want, out.Item["n"])
					bad++
				}
			}
		})
	}
}

// classMembers are up to four members of fold classes spread over the
// repertoire (at most 1,500 values), the values, expansions and
// contractions, and trailing spaces.
func classMembers(f analyze.Fold, chars []rune) []string {
	members := map[string][]string{}
	var order []string
	for _, r := range chars {
		k := design.Fold(f, string(r))
		if members[k] == nil {
			order = append(order, k)
		}
		members[k] = append(members[k], string(r))
	}
	out := []string{"ss", "ß", "ẞ", "Straße", "Strasse", "æ", "ae", "ﬁ", "fi", "ı", "Å", "STRASSE", "i", "a", "a ", "a\u00a0", "l·", "L·", "ll", "เก", "กเ", "и\u0306", "й", "œ", "oe"}
	for _, seq := range design.FoldContractions(f) {
		out = append(out, seq, strings.ToUpper(seq))
	}
	multi := slices.DeleteFunc(order, func(k string) bool { return len(members[k]) < 2 })
	step := max(1, len(multi)/350)
	for i := 0; i < len(multi); i += step {
		m := members[multi[i]]
		out = append(out, m[:min(4, len(m))]...)
	}
	in := map[rune]bool{}
	for _, r := range chars {
		in[r] = true
	}
	return slices.DeleteFunc(out, func(s string) bool {
		for _, r := range s {
			if !in[r] || r == 0 {
				return true
			}
		}
		return s == ""
	})
}
