package gogen

import (
	"testing"
)

// copyRetryMain drives library's generated AddBook with a fake client: the
// author renamed between the method's read and its write (the transaction
// cancelled by the check of the author item), and a book of no author.
const copyRetryMain = `package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	lib "gen/library"
)

type fake struct {
	names []string // the author's name, per read
	reads int
	puts  []*dynamodb.TransactWriteItemsInput
}

func (f *fake) GetItem(ctx context.Context, in *dynamodb.GetItemInput, _ ...func(*dynamodb.Options)) (*dynamodb.GetItemOutput, error) {
	if in.ConsistentRead == nil || !*in.ConsistentRead {
		return nil, errors.New("the parent read is not consistent")
	}
	if f.reads >= len(f.names) {
		return &dynamodb.GetItemOutput{}, nil
	}
	name := f.names[f.reads]
	f.reads++
	return &dynamodb.GetItemOutput{Item: map[string]types.AttributeValue{
		"name": &types.AttributeValueMemberS{Value: name}, "birth_year": &types.AttributeValueMemberN{Value: "1929"}}}, nil
}

func (f *fake) TransactWriteItems(ctx context.Context, in *dynamodb.TransactWriteItemsInput, _ ...func(*dynamodb.Options)) (*dynamodb.TransactWriteItemsOutput, error) {
	f.puts = append(f.puts, in)
	if len(f.puts) == 1 { // the author changed since the read: the check fails
		return nil, &types.TransactionCanceledException{Message: aws.String("cancelled"), CancellationReasons: []types.CancellationReason{
			{Code: aws.String("None")}, {Code: aws.String("ConditionalCheckFailed")}}}
	}
	return &dynamodb.TransactWriteItemsOutput{}, nil
}

func main() {
	ctx := context.Background()
	f := &fake{names: []string{"Ursula", "Ursula K. Le Guin"}}
	q := lib.New(f, "library")
	err := q.AddBook(ctx, lib.AddBookParams{Isbn: "9780441478125", AuthorID: 1, Title: "The Left Hand of Darkness", PublishedYear: 1969})
	if err != nil || f.reads != 2 || len(f.puts) != 2 {
		fmt.Println("a write cancelled by its author's check:", err, "reads", f.reads, "writes", len(f.puts), "want nil, 2 reads and 2 writes")
		os.Exit(1)
	}
	put, check := f.puts[1].TransactItems[0].Put, f.puts[1].TransactItems[1].ConditionCheck
	if got := put.Item["author_name"].(*types.AttributeValueMemberS).Value; got != "Ursula K. Le Guin" {
		fmt.Println("the write read again copies", got, "want the name read again")
		os.Exit(1)
	}
	if check == nil || check.ExpressionAttributeValues[":name"].(*types.AttributeValueMemberS).Value != "Ursula K. Le Guin" {
		fmt.Println("the check does not compare the name read again:", check)
		os.Exit(1)
	}
	if err := lib.New(&fake{}, "library").AddBook(ctx, lib.AddBookParams{Isbn: "x", AuthorID: 2}); !errors.Is(err, lib.ErrForeignKey) {
		fmt.Println("a book of no author:", err, "want ErrForeignKey")
		os.Exit(1)
	}
}
`

// TestCopyReadsItsParentAgain: library's AddBook copies its author's name
// (R9); its generated method reads the author (ConsistentRead), and a
// transaction the author's check cancels reads it again and copies the new
// name; no author is ErrForeignKey, as MySQL's FOREIGN KEY refuses it.
func TestCopyReadsItsParentAgain(t *testing.T) {
	runOnFake(t, "library", copyRetryMain)
}

// runOnFake generates the package of a testdata case (package name, the
// case's) and runs mainSrc against it: a driver calling its methods on a
// fake client, exiting non-zero when a call does other than it should.
func runOnFake(t *testing.T, name, mainSrc string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a module")
	}
	fs, _, err := Package(caseDesign(t, name), Options{Package: name, EmitInterface: true})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := WriteModule(dir, name, fs, []byte(mainSrc)); err != nil {
		t.Fatal(err)
	}
	if out, err := Command(dir, "run", ".").CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
}
