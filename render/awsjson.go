package render

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"sync"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
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

// AWSJSON serializes a DynamoDB input with the SDK's own serializer, the
// body the SDK would send and the shape `aws dynamodb ... --cli-input-json`
// reads, and re-encodes it with sorted keys and indentation so the output is
// stable. in is a *dynamodb.GetItemInput, QueryInput, BatchGetItemInput,
// ScanInput, ExecuteStatementInput or CreateTableInput.
func AWSJSON(in any) (json.RawMessage, error) {
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
	default:
		return nil, fmt.Errorf("no serializer for %T", in)
	}
	if !errors.Is(err, errCaptured) {
		return nil, fmt.Errorf("serializing %T: %w", in, err)
	}
	return sortedJSON(body)
}

// sortedJSON re-encodes JSON with object keys sorted (encoding/json sorts map
// keys) and numbers kept exactly as written.
func sortedJSON(b []byte) (json.RawMessage, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return marshal(v)
}

// marshal indents with two spaces and leaves <, > and & alone: the output is
// read by people and the AWS CLI, not embedded in HTML.
func marshal(v any) (json.RawMessage, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}
