package blogdb

// Hand-written, beside the generated package: the generated methods
// against the bare SDK requests of their plans, on one DynamoDB Local in
// one run (issue 34). The overhead is the key encoding, the paging loop
// and the decoding into rows.

import (
	"context"
	"database/sql"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/verify"
)

// blogTable starts DynamoDB Local, creates testdata/blog's table and puts
// a user and a post's 20 comments through the generated package.
func blogTable(b *testing.B) (*dynamodb.Client, *Queries) {
	b.Helper()
	dir := os.Getenv("DYNAMODB_LOCAL_DIR")
	if dir == "" {
		b.Skip("DYNAMODB_LOCAL_DIR is not set: ./test.sh installs DynamoDB Local and sets it")
	}
	ctx := context.Background()
	endpoint, stop, err := verify.StartLocal(ctx, dir)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(stop)
	client, err := verify.NewClient(ctx, endpoint)
	if err != nil {
		b.Fatal(err)
	}
	src, err := os.ReadFile("../../testdata/blog/input.sql")
	if err != nil {
		b.Fatal(err)
	}
	d := design.New(analyze.Analyze(analyze.File{Name: "input.sql", Text: string(src)}), design.Options{Table: "blog"})
	if _, err := client.CreateTable(ctx, d.CreateTable); err != nil {
		b.Fatal(err)
	}
	if _, err := client.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("blog"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + keyInt(7)}, "SK": &types.AttributeValueMemberS{Value: "USER"},
		"_type": &types.AttributeValueMemberS{Value: "users"}, "id": &types.AttributeValueMemberN{Value: "7"},
		"username": &types.AttributeValueMemberS{Value: "ann"}, "email": &types.AttributeValueMemberS{Value: "ann@example.com"},
	}}); err != nil {
		b.Fatal(err)
	}
	q := New(client, "blog")
	at := time.Date(2025, 1, 1, 10, 0, 0, 0, time.UTC)
	for i := range 20 {
		if err := q.AddComment(ctx, AddCommentParams{CommentID: int64(i + 1), PostID: 1, UserID: sql.NullInt64{Int64: 7, Valid: true},
			Body: "comment " + strconv.Itoa(i), CreatedAt: at.Add(time.Duration(i) * time.Minute)}); err != nil {
			b.Fatal(err)
		}
	}
	return client, q
}

// BenchmarkGetUser: GetUser (a GetItem and its row) against the bare
// GetItem of its plan.
func BenchmarkGetUser(b *testing.B) {
	client, q := blogTable(b)
	ctx := context.Background()
	b.Run("generated", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if u, err := q.GetUser(ctx, 7); err != nil || u.Username != "ann" {
				b.Fatal(u, err)
			}
		}
	})
	bare := func(b *testing.B) {
		out, err := client.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("blog"), Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#00000000000000000007"}, "SK": &types.AttributeValueMemberS{Value: "USER"},
		}})
		if err != nil || out.Item == nil {
			b.Fatal(err)
		}
	}
	b.Run("bare", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			bare(b)
		}
	})
	interleaved(b, func(b *testing.B) {
		if _, err := q.GetUser(ctx, 7); err != nil {
			b.Fatal(err)
		}
	}, bare)
}

// interleaved runs the generated call and the bare one in turns, each
// timed, and reports their times and the generated one's overhead in
// percent: DynamoDB Local's own time drifts as its JVM warms, and in
// turns both calls meet the same drift.
func interleaved(b *testing.B, generated, bare func(*testing.B)) {
	b.Run("interleaved", func(b *testing.B) {
		var gen, raw time.Duration
		for b.Loop() {
			start := time.Now()
			generated(b)
			mid := time.Now()
			bare(b)
			gen, raw = gen+mid.Sub(start), raw+time.Since(mid)
		}
		n := float64(b.N)
		b.ReportMetric(float64(gen.Nanoseconds())/n, "generated-ns/op")
		b.ReportMetric(float64(raw.Nanoseconds())/n, "bare-ns/op")
		b.ReportMetric(100*(float64(gen)-float64(raw))/float64(raw), "overhead-%")
	})
}

// BenchmarkListPostComments: ListPostComments (a Query of 20 items and
// their rows) against the bare Query of its plan.
func BenchmarkListPostComments(b *testing.B) {
	client, q := blogTable(b)
	ctx := context.Background()
	b.Run("generated", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if rows, err := q.ListPostComments(ctx, 1); err != nil || len(rows) != 20 {
				b.Fatal(len(rows), err)
			}
		}
	})
	bare := func(b *testing.B) {
		out, err := client.Query(ctx, &dynamodb.QueryInput{
			TableName:                 aws.String("blog"),
			KeyConditionExpression:    aws.String("#PK = :pk AND begins_with(#SK, :sk)"),
			ExpressionAttributeNames:  map[string]string{"#PK": "PK", "#SK": "SK"},
			ExpressionAttributeValues: map[string]types.AttributeValue{":pk": &types.AttributeValueMemberS{Value: "POST#00000000000000000001"}, ":sk": &types.AttributeValueMemberS{Value: "COMMENT#"}},
		})
		if err != nil || len(out.Items) != 20 {
			b.Fatal(err)
		}
	}
	b.Run("bare", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			bare(b)
		}
	})
	interleaved(b, func(b *testing.B) {
		if rows, err := q.ListPostComments(ctx, 1); err != nil || len(rows) != 20 {
			b.Fatal(len(rows), err)
		}
	}, bare)
}
