package verify

import (
	"context"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/migrate"
)

// TestMigrateBinary: binary values that are no UTF-8 (BINARY(16) UUIDs,
// VARBINARY tokens with 0x00 and 0x80..0xFF, X'FF01' beside X'FE01',
// which UTF-8 would both make U+FFFD and 0x01, a BLOB, a CHARACTER SET
// binary VARCHAR) migrate from MariaDB byte for byte, by BatchWriteItem
// and through S3 import files: every row is one item whose B attributes
// hold the bytes MariaDB's HEX() gives, and whose keys hold the escape
// of those bytes (design.KeyValue). Pages of two rows make the migration
// page through a BINARY(16) primary key.
func TestMigrateBinary(t *testing.T) {
	dsn, ep := mariaDB(t), endpoint(t)
	ctx := context.Background()
	client, err := newClient(ctx, ep, DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	d := designCase(t, "../testdata/binary_keys")
	eng, err := openEngine(ctx, dsn, DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	defer eng.close()
	if _, err := loadSQL(ctx, eng, d.Model, Options{Rows: 1}, rand.New(rand.NewPCG(1, 2)), &Result{}); err != nil {
		t.Fatal(err)
	}
	src := eng.(*mysqlEngine).db
	want := map[string]map[string]map[string]string{} // entity, then the row's primary key in hex, then column: its bytes in hex, "NULL" for NULL
	for _, e := range d.Model.Entities {
		want[e.Name] = hexRows(t, eng.(*mysqlEngine), e)
	}
	var tokens []string
	for _, r := range want["sessions"] {
		tokens = append(tokens, r["token"])
	}
	slices.Sort(tokens)
	if w := slices.Sorted(slices.Values([]string{"00", "AB", "AB00", "AB01FF", "FE01", "FF01", strings.ToUpper(hex.EncodeToString([]byte("plain-ascii-token")))})); !slices.Equal(tokens, w) {
		t.Fatalf("MariaDB holds the tokens %v, want the input's %v", tokens, w)
	}

	migrated := &table{client: client, name: uniqueName("binary")}
	defer migrated.drop(ctx)
	if _, err := migrate.Run(ctx, d, migrate.Options{Source: src, Client: client, Table: migrated.name, Create: true, Page: 2}); err != nil {
		t.Fatal(err)
	}
	checkBinaryItems(t, d, migrated, want)

	dir := t.TempDir()
	if _, err := migrate.Run(ctx, d, migrate.Options{Source: src, Table: "binary", ToImport: dir, Page: 2}); err != nil {
		t.Fatal(err)
	}
	imported := &table{client: client, name: uniqueName("binary")}
	defer imported.drop(ctx)
	if _, err := migrate.Load(ctx, d, migrate.LoadOptions{Dir: dir, Client: client, Table: imported.name, Create: true}); err != nil {
		t.Fatal(err)
	}
	checkBinaryItems(t, d, imported, want)
}

// hexRows reads e's rows from MariaDB with each binary column as HEX()
// writes it, which no driver's reading of bytes can change, by the hex
// of the primary key.
func hexRows(t *testing.T, eng *mysqlEngine, e *analyze.Entity) map[string]map[string]string {
	t.Helper()
	var cols, pk []string
	for _, c := range e.Columns {
		if c.Kind == analyze.KindBinary {
			cols = append(cols, c.Name)
		}
	}
	for _, c := range e.PrimaryKey {
		pk = append(pk, "HEX(CAST("+quoteIdent(c)+" AS BINARY))") // 5 is 35, as the item's text
	}
	var sel []string
	for _, c := range cols {
		sel = append(sel, "HEX("+quoteIdent(c)+")")
	}
	rs, err := eng.query(fmt.Sprintf("SELECT CONCAT_WS('#', %s), %s FROM %s", strings.Join(pk, ", "), strings.Join(sel, ", "), quoteIdent(e.Name)))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]string{}
	for _, r := range rs.rows {
		row := map[string]string{}
		for i, c := range cols {
			row[c] = orNULL(r[i+1])
		}
		out[*r[0]] = row
	}
	return out
}

func orNULL(v *string) string {
	if v == nil {
		return "NULL"
	}
	return *v
}

// checkBinaryItems reads tb's row items and compares each one's binary
// attributes, and the key attributes built from them, with the rows'
// bytes; every row must have its item.
func checkBinaryItems(t *testing.T, d *design.Design, tb *table, want map[string]map[string]map[string]string) {
	t.Helper()
	got := map[string]int{}
	for _, it := range scanItems(t, tb) {
		typ := *attr(it[design.Type])
		if d.Model.Entity(typ) != nil { // not a lock, sequence or counter item
			got[typ]++
			checkBinaryItem(t, d, typ, it, want[typ])
		}
	}
	for typ, rows := range want {
		if got[typ] != len(rows) {
			t.Errorf("%s: %d items for %d rows", typ, got[typ], len(rows))
		}
	}
}

// checkBinaryItem compares an item of typ with its row of rows.
func checkBinaryItem(t *testing.T, d *design.Design, typ string, it map[string]types.AttributeValue, rows map[string]map[string]string) {
	t.Helper()
	e, src := d.Entity(typ), d.Model.Entity(typ)
	values := map[string]string{}
	for _, c := range src.Columns {
		if v := attr(it[c.Name]); v != nil {
			values[c.Name] = *v
		}
	}
	var pk []string
	for _, c := range src.PrimaryKey {
		pk = append(pk, strings.ToUpper(hex.EncodeToString([]byte(values[src.Column(c).Name]))))
	}
	row, ok := rows[strings.Join(pk, "#")]
	if !ok {
		t.Errorf("%s item %v: no such row in MariaDB", typ, pk)
		return
	}
	for col, w := range row {
		b, isB := it[col].(*types.AttributeValueMemberB)
		switch {
		case w == "NULL" && it[col] != nil:
			t.Errorf("%s %v: %s is NULL, the item holds %v", typ, pk, col, it[col])
		case w != "NULL" && !isB:
			t.Errorf("%s %v: %s is %T, want B", typ, pk, col, it[col])
		case w != "NULL" && strings.ToUpper(hex.EncodeToString(b.Value)) != w:
			t.Errorf("%s %v: %s is %X, MariaDB holds %s", typ, pk, col, b.Value, w)
		}
	}
	for _, k := range e.Keys {
		if v, ok := design.Fill(k.Template, src, k.Values(src, values)); ok && k.Holds(src, values) && fullText(it[k.Attr]) != fullText(&types.AttributeValueMemberS{Value: v}) {
			t.Errorf("%s %v: %s is %s, the bytes' key %q", typ, pk, k.Attr, fullText(it[k.Attr]), v)
		}
	}
}

// TestBindingTextBinary: a check's binding shows a binary parameter in
// hex by its column's kind, even bytes that are valid UTF-8 (~~ and
// 0x00, which printed as they are would misalign the report's table), and
// a text parameter as it is.
func TestBindingTextBinary(t *testing.T) {
	d := designCase(t, "../testdata/binary_keys")
	for _, c := range []struct {
		pattern string
		values  map[string]string
		want    string
	}{
		{"GetSessionByToken", map[string]string{"token": "~~"}, "token=0x7E7E"},
		{"GetSessionByToken", map[string]string{"token": "\x00|"}, "token=0x007C"},
		{"GetDeviceByFingerprint", map[string]string{"fingerprint": "\xff\x01"}, "fingerprint=0xFF01"},
		{"ListDeviceSessionsFromAddress", map[string]string{"device_id": "~", "ip": "\xc0\xa8\x00\x01"}, "device_id=0x7E, ip=0xC0A80001"},
		{"ListAccountDevices", map[string]string{"account_id": "7"}, "account_id=7"},
	} {
		i := slices.IndexFunc(d.Plans, func(p *design.Plan) bool { return p.Pattern.Name == c.pattern })
		if i < 0 {
			t.Fatalf("no plan %s", c.pattern)
		}
		if got := bindingText(d.Model, d.Plans[i], c.values); got != c.want {
			t.Errorf("%s %q: %q, want %q", c.pattern, c.values, got, c.want)
		}
	}
}
