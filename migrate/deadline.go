package migrate

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/smithy-go/middleware"
)

// DefaultTimeout is how long one DynamoDB call or one MySQL query of a
// migration may take when Options.Timeout is 0: verify's default too.
const DefaultTimeout = 30 * time.Second

// ErrTimeout says DynamoDB or MySQL did not answer a call within the
// timeout: a server stopped (SIGSTOP) or cut off takes the connection and
// never answers, and the migration would wait for ever.
var ErrTimeout = errors.New("did not answer within the timeout")

// timed is client with a deadline of d on each call it makes, its
// retries and a waiter's polls included.
func timed(client *dynamodb.Client, d time.Duration) *dynamodb.Client {
	deadline := middleware.InitializeMiddlewareFunc("sql2dynamoDeadline", func(ctx context.Context, in middleware.InitializeInput, next middleware.InitializeHandler) (middleware.InitializeOutput, middleware.Metadata, error) {
		call, cancel := context.WithTimeout(ctx, d)
		defer cancel()
		out, md, err := next.HandleInitialize(call, in)
		if err != nil && ctx.Err() == nil && errors.Is(call.Err(), context.DeadlineExceeded) {
			err = fmt.Errorf("DynamoDB %w (%s, --timeout)", ErrTimeout, d)
		}
		return out, md, err
	})
	return dynamodb.New(client.Options(), func(o *dynamodb.Options) {
		o.APIOptions = append(o.APIOptions, func(s *middleware.Stack) error { return s.Initialize.Add(deadline, middleware.Before) })
	})
}

// call is the context of one MySQL query: the migration's, with the
// timeout.
func (m *migration) call() (context.Context, context.CancelFunc) {
	return context.WithTimeout(m.ctx, m.timeout)
}

// late says so when a MySQL query ran out of its time, else returns err.
func (m *migration) late(call context.Context, err error) error {
	if err != nil && m.ctx.Err() == nil && errors.Is(call.Err(), context.DeadlineExceeded) {
		return fmt.Errorf("MySQL %w (%s, --timeout)", ErrTimeout, m.timeout)
	}
	return err
}
