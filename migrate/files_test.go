package migrate

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/input"
	"sql2dynamo/items"
)

// collected keeps what it is given.
type collected []items.Item

func (c *collected) put(it items.Item) error { *c = append(*c, it); return nil }
func (c *collected) close() error            { return nil }

// TestImportFiles: items written as import files read back the same,
// whatever their strings hold (a newline is an item's end in the format),
// split into files by size, each line one {"Item": ...} object.
func TestImportFiles(t *testing.T) {
	var want []items.Item
	for i, s := range []string{"plain", "two\nlines", `quote " and \ back`, "ünïcødé 🙂", "tab\tand\r", strings.Repeat("x", 900)} {
		want = append(want, items.Item{
			design.PK: &types.AttributeValueMemberS{Value: "USER#" + s},
			design.SK: &types.AttributeValueMemberS{Value: "A"},
			"n":       &types.AttributeValueMemberN{Value: []string{"1", "-0.50", "12345678901234567890", "0", "3e2", "7"}[i]},
			"gone":    &types.AttributeValueMemberNULL{Value: true},
			"flag":    &types.AttributeValueMemberBOOL{Value: i%2 == 0},
			"list":    &types.AttributeValueMemberL{Value: []types.AttributeValue{&types.AttributeValueMemberM{Value: map[string]types.AttributeValue{"s": &types.AttributeValueMemberS{Value: s}}}}},
		})
	}
	dir := t.TempDir()
	f, err := newFiles(dir, 500)
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range want {
		if err := f.put(it); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.close(); err != nil {
		t.Fatal(err)
	}
	if len(f.names) < 2 {
		t.Fatalf("%d files; want the items split by size", len(f.names))
	}
	var got collected
	for _, name := range f.names {
		if _, err := loadFile(name, &got); err != nil {
			t.Fatal(err)
		}
	}
	if !reflect.DeepEqual([]items.Item(got), want) {
		t.Errorf("read back other items:\n%#v\nwant\n%#v", got, want)
	}
	if _, err := newFiles(dir, 0); err == nil {
		t.Error("a folder holding an import was written into again")
	}
}

// TestImportRequest: the ImportTable request carries the design's keys
// and indexes, where the files are uploaded, gzip DynamoDB JSON.
func TestImportRequest(t *testing.T) {
	pkgs, errs := input.Load([]string{"../testdata/shop/input.sql"}, input.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	m := analyze.Analyze(pkgs[0].Files...)
	d := design.New(m, design.Options{Table: "shop"})
	if len(d.Indexes) == 0 {
		t.Fatal("shop's design has no index to carry")
	}
	in, err := ImportRequest(d, "shop_new", "s3://my-bucket/shop/2026/")
	if err != nil {
		t.Fatal(err)
	}
	if *in.S3BucketSource.S3Bucket != "my-bucket" || *in.S3BucketSource.S3KeyPrefix != "shop/2026/" || in.InputFormat != types.InputFormatDynamodbJson || in.InputCompressionType != types.InputCompressionTypeGzip {
		t.Errorf("source %+v, format %s, compression %s", in.S3BucketSource, in.InputFormat, in.InputCompressionType)
	}
	p := in.TableCreationParameters
	if *p.TableName != "shop_new" || !reflect.DeepEqual(p.KeySchema, d.CreateTable.KeySchema) || !reflect.DeepEqual(p.GlobalSecondaryIndexes, d.CreateTable.GlobalSecondaryIndexes) || !reflect.DeepEqual(p.AttributeDefinitions, d.CreateTable.AttributeDefinitions) {
		t.Errorf("table creation parameters %+v do not carry the design's table", p)
	}
	dir := t.TempDir()
	if err := writeRequest(dir, in); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, importRequest))
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(b, &doc); err != nil || doc["InputFormat"] != "DYNAMODB_JSON" || doc["TableCreationParameters"] == nil {
		t.Errorf("the request file is not ImportTable's input (%v):\n%s", err, b)
	}
	for _, bad := range []string{"my-bucket/shop", "https://my-bucket/shop", "s3:///shop"} {
		if _, err := ImportRequest(d, "shop", bad); err == nil {
			t.Errorf("--s3 %s taken", bad)
		}
	}
}
