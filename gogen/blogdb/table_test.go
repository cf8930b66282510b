package blogdb

// Hand-written, beside the generated package: its CreateTable and
// WithTx on DynamoDB Local.

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/verify"
)

// TestCreateTable: the package's CreateTable creates on DynamoDB Local
// the table the design's CreateTable input describes (its keys, its
// attributes, each index's keys and projection), active; then the
// queries of WithTx send nothing (an error wrapping ErrUnsupported, the
// table left empty) while the queries themselves write and read it.
func TestCreateTable(t *testing.T) {
	dir := os.Getenv("DYNAMODB_LOCAL_DIR")
	if dir == "" {
		t.Skip("DYNAMODB_LOCAL_DIR is not set: ./test.sh installs DynamoDB Local and sets it")
	}
	ctx := context.Background()
	endpoint, stop, err := verify.StartLocal(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	client, err := verify.NewClient(ctx, endpoint)
	if err != nil {
		t.Fatal(err)
	}
	if err := CreateTable(ctx, client, "blog_dev"); err != nil {
		t.Fatal(err)
	}
	out, err := client.DescribeTable(ctx, &dynamodb.DescribeTableInput{TableName: aws.String("blog_dev")})
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("../../testdata/blog/input.sql")
	if err != nil {
		t.Fatal(err)
	}
	want := design.New(analyze.Analyze(analyze.File{Name: "input.sql", Text: string(src)}), design.Options{Table: "blog"}).CreateTable
	got := out.Table
	if got.TableStatus != types.TableStatusActive {
		t.Errorf("status %s, want ACTIVE", got.TableStatus)
	}
	if g, w := keys(got.KeySchema), keys(want.KeySchema); !slices.Equal(g, w) {
		t.Errorf("key schema %q, want %q", g, w)
	}
	attrs := func(ds []types.AttributeDefinition) []string {
		var out []string
		for _, d := range ds {
			out = append(out, aws.ToString(d.AttributeName)+" "+string(d.AttributeType))
		}
		slices.Sort(out)
		return out
	}
	if g, w := attrs(got.AttributeDefinitions), attrs(want.AttributeDefinitions); !slices.Equal(g, w) {
		t.Errorf("attributes %q, want %q", g, w)
	}
	var gotIx, wantIx []string
	for _, ix := range got.GlobalSecondaryIndexes {
		gotIx = append(gotIx, aws.ToString(ix.IndexName)+" "+string(ix.Projection.ProjectionType)+" "+strings.Join(keys(ix.KeySchema), " "))
	}
	for _, ix := range want.GlobalSecondaryIndexes {
		wantIx = append(wantIx, aws.ToString(ix.IndexName)+" "+string(ix.Projection.ProjectionType)+" "+strings.Join(keys(ix.KeySchema), " "))
	}
	slices.Sort(gotIx)
	if len(wantIx) == 0 || !slices.Equal(gotIx, wantIx) {
		t.Errorf("indexes %q, want %q", gotIx, wantIx)
	}

	q := New(client, "blog_dev")
	var tx *sql.Tx // the application's transaction, which DynamoDB cannot join
	err = q.WithTx(tx).AddComment(ctx, AddCommentParams{CommentID: 1, PostID: 1, Body: "in a transaction"})
	if !errors.Is(err, ErrUnsupported) {
		t.Errorf("AddComment of WithTx's queries: %v, want an error wrapping ErrUnsupported", err)
	}
	if _, err := q.WithTx(tx).ListPostComments(ctx, 1); !errors.Is(err, ErrUnsupported) {
		t.Errorf("ListPostComments of WithTx's queries: %v, want an error wrapping ErrUnsupported", err)
	}
	n, err := client.Scan(ctx, &dynamodb.ScanInput{TableName: aws.String("blog_dev"), Select: types.SelectCount})
	if err != nil {
		t.Fatal(err)
	}
	if n.Count != 0 {
		t.Fatalf("after WithTx's AddComment the table holds %d items, want none", n.Count)
	}
	if err := q.AddComment(ctx, AddCommentParams{CommentID: 1, PostID: 1, Body: "outside"}); err != nil {
		t.Fatal(err)
	}
	rows, err := q.ListPostComments(ctx, 1)
	if err != nil || len(rows) != 1 || rows[0].Body != "outside" {
		t.Errorf("ListPostComments: %v, %v; want the comment AddComment wrote", rows, err)
	}
}

// keys are a key schema's attributes, each with its key type.
func keys(ks []types.KeySchemaElement) []string {
	var out []string
	for _, k := range ks {
		out = append(out, aws.ToString(k.AttributeName)+"="+string(k.KeyType))
	}
	return out
}
