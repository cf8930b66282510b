package verify

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// TestSyncMakesTheTable: a reload (table.sync) leaves the table holding
// exactly the items of the rows, whatever it held before: an item
// changed, an item deleted and an item no row keeps all come back as the
// load wrote them, and a table that holds them already is left alone.
// The runs' reloads put and delete only what differs (issue 60), and a
// passing run's tables seldom differ: this is what proves the delete and
// the put.
func TestSyncMakesTheTable(t *testing.T) {
	ctx := context.Background()
	client, err := newClient(ctx, endpoint(t), DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	d := designCase(t, "../testdata/retail")
	eng, err := openEngine(ctx, "", DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	defer eng.close()
	data, err := loadSQL(ctx, eng, d.Model, Options{Rows: 20, Seed: 3, Generate: true}, rand.New(rand.NewPCG(3, 0x5eed)), &Result{})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := createTable(ctx, client, d, uniqueName("sync"))
	if err != nil {
		t.Fatal(err)
	}
	defer tb.drop(ctx)
	if err := loadDynamo(ctx, tb, d, data); err != nil {
		t.Fatal(err)
	}
	want := scanText(t, tb)
	if err := tb.sync(ctx, d, data); err != nil {
		t.Fatal(err)
	}
	if got := scanText(t, tb); !slices.Equal(got, want) {
		t.Fatalf("a sync of a table that held the rows' items changed it:\n%s", lineDiff(want, got))
	}
	items := scanItems(t, tb)
	if len(items) < 3 {
		t.Fatalf("%d items loaded, want at least 3", len(items))
	}
	changed := map[string]types.AttributeValue{}
	for k, v := range items[0] {
		changed[k] = v
	}
	changed["note"] = &types.AttributeValueMemberS{Value: "written in between"}
	extra := map[string]types.AttributeValue{}
	for k, v := range items[2] {
		extra[k] = v
	}
	extra["PK"] = &types.AttributeValueMemberS{Value: "NO#ROW#KEEPS#IT"}
	for _, it := range []map[string]types.AttributeValue{changed, extra} {
		if _, err := client.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(tb.name), Item: it}); err != nil {
			t.Fatal(err)
		}
	}
	key := map[string]types.AttributeValue{"PK": items[1]["PK"], "SK": items[1]["SK"]}
	if _, err := client.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String(tb.name), Key: key}); err != nil {
		t.Fatal(err)
	}
	if got := scanText(t, tb); slices.Equal(got, want) {
		t.Fatal("the writes in between changed nothing: the test proves nothing")
	}
	if err := tb.sync(ctx, d, data); err != nil {
		t.Fatal(err)
	}
	if got := scanText(t, tb); !slices.Equal(got, want) {
		t.Errorf("after a sync the table holds other items than the load wrote:\n%s", lineDiff(want, got))
	}
}
