package migrate

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"sync/atomic"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/design"
	"sql2dynamo/items"
)

// throttling answers the first calls with DynamoDB's throughput refusal,
// then with every item written.
type throttling struct{ calls, refusals atomic.Int32 }

func (h *throttling) Do(req *http.Request) (*http.Response, error) {
	status, body := http.StatusOK, `{"UnprocessedItems":{}}`
	if h.calls.Add(1) <= h.refusals.Load() {
		status, body = http.StatusBadRequest, `{"__type":"com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException","message":"The level of configured provisioned throughput for the table was exceeded."}`
	}
	return &http.Response{StatusCode: status, Header: http.Header{"Content-Type": {"application/x-amz-json-1.0"}},
		Body: io.NopCloser(bytes.NewReader([]byte(body))), Request: req}, nil
}

// TestWriterWaitsOutThrottling: a batch DynamoDB refuses for throughput,
// once the SDK's retries ran out, waits and is sent again; the migration
// goes on.
func TestWriterWaitsOutThrottling(t *testing.T) {
	h := &throttling{}
	h.refusals.Store(3)
	client := dynamodb.New(dynamodb.Options{Region: "us-east-1", Credentials: aws.AnonymousCredentials{}, BaseEndpoint: aws.String("http://127.0.0.1:1"),
		HTTPClient: h, RetryMaxAttempts: 1})
	w := newWriter(context.Background(), client, "t", 1)
	if err := w.put(items.Item{design.PK: &types.AttributeValueMemberS{Value: "A"}, design.SK: &types.AttributeValueMemberS{Value: "A"}}); err != nil {
		t.Fatal(err)
	}
	if err := w.close(); err != nil {
		t.Fatalf("throttled three times: %v", err)
	}
	if n := h.calls.Load(); n != 4 {
		t.Errorf("%d calls, want 3 refused and 1 written", n)
	}
}
