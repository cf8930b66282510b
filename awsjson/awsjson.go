// Package awsjson writes and reads DynamoDB's JSON with the SDK's own
// serializer and deserializer, never by hand: request bodies as the SDK
// sends them (the shapes the AWS CLI reads), and items in DynamoDB JSON.
package awsjson

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sync"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	smithyendpoints "github.com/aws/smithy-go/endpoints"
	"github.com/aws/smithy-go/middleware"
	smithyhttp "github.com/aws/smithy-go/transport/http"
)

// errCaptured stops a request once the SDK has serialized it: nothing is
// ever sent.
var errCaptured = errors.New("request captured")

// offlineClient is the one client every serialization goes through; it is
// safe for concurrent use and never reaches the network (see errCaptured).
var offlineClient = sync.OnceValue(func() *dynamodb.Client {
	return dynamodb.New(dynamodb.Options{Region: "us-east-1", Credentials: aws.AnonymousCredentials{},
		EndpointResolverV2: localEndpoint{}, AccountIDEndpointMode: aws.AccountIDEndpointModeDisabled})
})

// localEndpoint skips the SDK's endpoint rules engine, a third of the
// serialization time: the request is never sent, so any endpoint will do.
type localEndpoint struct{}

func (localEndpoint) ResolveEndpoint(context.Context, dynamodb.EndpointParameters) (smithyendpoints.Endpoint, error) {
	return smithyendpoints.Endpoint{URI: url.URL{Scheme: "http", Host: "127.0.0.1"}}, nil
}

// Body serializes a DynamoDB input with the SDK's own serializer: the
// body the SDK would send, the shape `aws dynamodb ... --cli-input-json`
// reads, compact, its keys in the SDK's order.
func Body(in any) ([]byte, error) {
	var body []byte
	capture := func(stack *middleware.Stack) error {
		// A random ClientRequestToken would make the output differ run to
		// run; the application sets its own.
		if _, ok := stack.Initialize.Get("OperationIdempotencyTokenAutoFill"); ok {
			if _, err := stack.Initialize.Remove("OperationIdempotencyTokenAutoFill"); err != nil {
				return err
			}
		}
		return stack.Build.Add(middleware.BuildMiddlewareFunc("sql2dynamoCapture",
			func(ctx context.Context, bin middleware.BuildInput, next middleware.BuildHandler) (middleware.BuildOutput, middleware.Metadata, error) {
				req, ok := bin.Request.(*smithyhttp.Request)
				if !ok {
					return middleware.BuildOutput{}, middleware.Metadata{}, fmt.Errorf("unexpected transport %T", bin.Request)
				}
				if s := req.GetStream(); s != nil {
					b, err := io.ReadAll(s)
					if err != nil {
						return middleware.BuildOutput{}, middleware.Metadata{}, err
					}
					body = b
				}
				return middleware.BuildOutput{}, middleware.Metadata{}, errCaptured
			}), middleware.After)
	}
	client := offlineClient()
	ctx := context.Background()
	opt := func(o *dynamodb.Options) { o.APIOptions = append(o.APIOptions, capture) }
	var err error
	switch x := in.(type) {
	case *dynamodb.GetItemInput:
		_, err = client.GetItem(ctx, x, opt)
	case *dynamodb.QueryInput:
		_, err = client.Query(ctx, x, opt)
	case *dynamodb.BatchGetItemInput:
		_, err = client.BatchGetItem(ctx, x, opt)
	case *dynamodb.ScanInput:
		_, err = client.Scan(ctx, x, opt)
	case *dynamodb.ExecuteStatementInput:
		_, err = client.ExecuteStatement(ctx, x, opt)
	case *dynamodb.CreateTableInput:
		_, err = client.CreateTable(ctx, x, opt)
	case *dynamodb.PutItemInput:
		_, err = client.PutItem(ctx, x, opt)
	case *dynamodb.UpdateItemInput:
		_, err = client.UpdateItem(ctx, x, opt)
	case *dynamodb.DeleteItemInput:
		_, err = client.DeleteItem(ctx, x, opt)
	case *dynamodb.TransactWriteItemsInput:
		_, err = client.TransactWriteItems(ctx, x, opt)
	case *dynamodb.ExecuteTransactionInput:
		_, err = client.ExecuteTransaction(ctx, x, opt)
	case *dynamodb.BatchWriteItemInput:
		_, err = client.BatchWriteItem(ctx, x, opt)
	case *dynamodb.ImportTableInput:
		_, err = client.ImportTable(ctx, x, opt)
	default:
		return nil, fmt.Errorf("no serializer for %T", in)
	}
	if !errors.Is(err, errCaptured) {
		return nil, fmt.Errorf("serializing %T: %w", in, err)
	}
	return body, nil
}

// bodyKey carries, in a request's context, the response body answerHTTP
// answers it with.
type bodyKey struct{}

// answerHTTP answers every request with the body its context carries:
// the SDK's deserializer then reads that body as DynamoDB's answer.
type answerHTTP struct{}

func (answerHTTP) Do(req *http.Request) (*http.Response, error) {
	b, _ := req.Context().Value(bodyKey{}).([]byte)
	return &http.Response{StatusCode: http.StatusOK, Status: "200 OK", Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
		Header: http.Header{"Content-Type": {"application/x-amz-json-1.0"}}, Body: io.NopCloser(bytes.NewReader(b)),
		ContentLength: int64(len(b)), Request: req}, nil
}

var answeringClient = sync.OnceValue(func() *dynamodb.Client {
	return dynamodb.New(dynamodb.Options{Region: "us-east-1", Credentials: aws.AnonymousCredentials{},
		EndpointResolverV2: localEndpoint{}, AccountIDEndpointMode: aws.AccountIDEndpointModeDisabled,
		HTTPClient: answerHTTP{}, RetryMaxAttempts: 1, DisableValidateResponseChecksum: true})
})

// Item reads one item in DynamoDB JSON, {"Item": {"attr": {"S": "..."},
// ...}}: a line of an S3 import file, and GetItem's answer, which the
// SDK's own deserializer reads it as. A line with no item is an error.
func Item(line []byte) (map[string]types.AttributeValue, error) {
	ctx := context.WithValue(context.Background(), bodyKey{}, line)
	out, err := answeringClient().GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("t"), Key: map[string]types.AttributeValue{"k": &types.AttributeValueMemberS{Value: "k"}}})
	if err != nil {
		return nil, fmt.Errorf("not an item in DynamoDB JSON: %w", err)
	}
	if len(out.Item) == 0 {
		return nil, errors.New(`not an item in DynamoDB JSON: no "Item"`)
	}
	return out.Item, nil
}
