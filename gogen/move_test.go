package gogen

import "testing"

// moveMain drives retail's generated RescheduleOrder with a fake client
// that refuses two operations on one item in a transaction, as DynamoDB
// does: an order "moved" to the date it has is one Put, with the Delete's
// condition on the values read; to another date, a Delete and a Put
// carrying every attribute read, the NULL invoice_id (and its index key)
// left out.
const moveMain = `package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	retail "gen/retail"
)

type fake struct {
	retail.DynamoDB // the methods RescheduleOrder does not call
	item            map[string]types.AttributeValue
	sent [][]types.TransactWriteItem
}

func (f *fake) GetItem(ctx context.Context, in *dynamodb.GetItemInput, _ ...func(*dynamodb.Options)) (*dynamodb.GetItemOutput, error) {
	return &dynamodb.GetItemOutput{Item: f.item}, nil
}

func (f *fake) TransactWriteItems(ctx context.Context, in *dynamodb.TransactWriteItemsInput, _ ...func(*dynamodb.Options)) (*dynamodb.TransactWriteItemsOutput, error) {
	seen := map[string]bool{}
	for _, it := range in.TransactItems {
		k := ""
		switch {
		case it.Put != nil:
			k = it.Put.Item["PK"].(*types.AttributeValueMemberS).Value + "|" + it.Put.Item["SK"].(*types.AttributeValueMemberS).Value
		case it.Delete != nil:
			k = it.Delete.Key["PK"].(*types.AttributeValueMemberS).Value + "|" + it.Delete.Key["SK"].(*types.AttributeValueMemberS).Value
		}
		if seen[k] {
			return nil, errors.New("ValidationException: Transaction request cannot include multiple operations on one item")
		}
		seen[k] = true
	}
	f.sent = append(f.sent, in.TransactItems)
	return &dynamodb.TransactWriteItemsOutput{}, nil
}

func fail(format string, a ...any) {
	fmt.Printf(format+"\n", a...)
	os.Exit(1)
}

func main() {
	ctx := context.Background()
	at := time.Date(2025, 1, 2, 15, 40, 27, 0, time.UTC)
	s := func(v string) types.AttributeValue { return &types.AttributeValueMemberS{Value: v} }
	f := &fake{item: map[string]types.AttributeValue{
		"PK": s("CUSTOMER#c1"), "SK": s("ORDER#2025-01-02T15:40:27#o1"), "_type": s("orders"),
		"order_id": s("o1"), "customer_id": s("c1"), "order_date": s("2025-01-02 15:40:27"),
		"status": s("OPEN"), "total": &types.AttributeValueMemberN{Value: "12.5"},
	}}
	q := retail.New(f, "retail")
	if err := q.RescheduleOrder(ctx, retail.RescheduleOrderParams{OrderDate: at, CustomerID: "c1", OrderDate_2: at, OrderID: "o1"}); err != nil {
		fail("a move to the key it has: %v", err)
	}
	if len(f.sent) != 1 || len(f.sent[0]) != 1 || f.sent[0][0].Put == nil || f.sent[0][0].Put.ConditionExpression == nil || *f.sent[0][0].Put.ConditionExpression == "attribute_not_exists(#PK)" {
		fail("a move to the key it has sends %+v, want the Put alone with the Delete's condition", f.sent)
	}
	if err := q.RescheduleOrder(ctx, retail.RescheduleOrderParams{OrderDate: at.Add(time.Hour), CustomerID: "c1", OrderDate_2: at, OrderID: "o1"}); err != nil {
		fail("a move to another key: %v", err)
	}
	moved := f.sent[1]
	if len(moved) != 2 || moved[0].Delete == nil || moved[1].Put == nil {
		fail("a move to another key sends %+v, want a Delete and a Put", moved)
	}
	put := moved[1].Put.Item
	if put["status"].(*types.AttributeValueMemberS).Value != "OPEN" || put["total"].(*types.AttributeValueMemberN).Value != "12.5" {
		fail("the moved item does not carry what was read: %v", put)
	}
	if _, ok := put["invoice_id"]; ok {
		fail("the moved item holds invoice_id, which the item read lacks (NULL)")
	}
	if _, ok := put["GSI2PK"]; ok {
		fail("the moved item is keyed in the invoice index by a NULL invoice_id")
	}
}
`

// TestMoveToItsOwnKey: a write that moves its row to a new table key (an
// UPDATE of a key column) deletes the old item and puts the new one; when
// the new key is the old one, the generated method sends the Put alone, as
// DynamoDB refuses two operations on one item in a transaction.
func TestMoveToItsOwnKey(t *testing.T) {
	runOnFake(t, "retail", moveMain)
}
