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

// call is the context of one MySQL statement on the snapshot's
// connection. It has no deadline of its own: a statement may take the
// server as long as it needs, and some read a whole table before their
// first row (a counter's GROUP BY, a sequence's MAX, the orphans' NOT
// EXISTS), hours on a large one. Instead, while it runs, the server must
// go on answering: every timeout another connection of the pool pings
// it, and a ping unanswered within the timeout (a server stopped, or cut
// off) ends the statement with ErrTimeout, within twice the timeout. A
// pool of one connection has none to ping with: there each statement has
// the timeout whole.
func (m *migration) call() (context.Context, context.CancelFunc) {
	if m.opts.Source.Stats().MaxOpenConnections == 1 {
		return context.WithTimeout(m.ctx, m.timeout)
	}
	call, cancel := context.WithCancelCause(m.ctx)
	done := make(chan struct{})
	go func() {
		tick := time.NewTicker(m.timeout)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				if !m.answers(call) {
					cancel(errUnanswered)
					return
				}
			}
		}
	}()
	return call, func() {
		close(done)
		cancel(nil)
	}
}

// errUnanswered is why a statement was ended: the server did not answer a
// ping within the timeout.
var errUnanswered = errors.New("the server did not answer a ping")

// answers reports whether the server answers a ping within the timeout,
// or the statement ended meanwhile. An error of the server's is an
// answer: the statement fails on its own if it must.
func (m *migration) answers(call context.Context) bool {
	ping, cancel := context.WithTimeout(call, m.timeout)
	defer cancel()
	err := m.opts.Source.PingContext(ping)
	return call.Err() != nil || !errors.Is(err, context.DeadlineExceeded) && !errors.Is(ping.Err(), context.DeadlineExceeded)
}

// late says so when a MySQL statement ran out of its time, else returns
// err.
func (m *migration) late(call context.Context, err error) error {
	if err != nil && m.ctx.Err() == nil && (errors.Is(context.Cause(call), errUnanswered) || errors.Is(call.Err(), context.DeadlineExceeded)) {
		return fmt.Errorf("MySQL %w (%s, --timeout)", ErrTimeout, m.timeout)
	}
	return err
}
