package verify

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/aws/ratelimit"
	"github.com/aws/aws-sdk-go-v2/aws/retry"
	awshttp "github.com/aws/aws-sdk-go-v2/aws/transport/http"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/aws/smithy-go/logging"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/items"
	"sql2dynamo/partiql"
)

// loopback tells an endpoint on this machine: verify talks to it with
// placeholder credentials.
func loopback(u *url.URL) bool {
	return u.Hostname() == "localhost" || u.Hostname() == "127.0.0.1" || u.Hostname() == "::1"
}

// placeholderKey is the access key verify uses on a loopback endpoint.
// DynamoDB Local keeps tables per access key (and region), so the AWS CLI
// sees a kept table only with the same key: ReadCommand says so.
const placeholderKey = "local"

// ReadCommand is the AWS CLI command that reads a table verify kept on
// endpoint, with the credentials and region verify used there.
func ReadCommand(endpoint, table string) string {
	cmd := fmt.Sprintf("aws dynamodb scan --table-name %s --endpoint-url %s", table, endpoint)
	if u, err := url.Parse(endpoint); err == nil && loopback(u) {
		return fmt.Sprintf("AWS_ACCESS_KEY_ID=%s AWS_SECRET_ACCESS_KEY=%s AWS_REGION=us-east-1 %s", placeholderKey, placeholderKey, cmd)
	}
	return cmd
}

// newClient talks to endpoint with the usual AWS configuration chain. A
// local endpoint needs no real account: it gets a default region and
// placeholder credentials. A request is tried up to three times, 50 ms
// apart at most and without the retry quota: a dropped keep-alive
// connection ("use of closed network connection") is not the design's
// failure, and an engine that is gone still shows within a second
// (BatchWriteItem's unprocessed items are retried by load itself).
//
// Each attempt may take timeout: a stopped DynamoDB (SIGSTOP) accepts the
// connection and never answers.
func newClient(ctx context.Context, endpoint string, timeout time.Duration) (*dynamodb.Client, error) {
	u, err := url.Parse(endpoint)
	if err != nil || u.Host == "" {
		return nil, fmt.Errorf("--endpoint %q is not a URL like http://127.0.0.1:8000", endpoint)
	}
	local := loopback(u)
	opts := []func(*config.LoadOptions) error{config.WithRetryer(func() aws.Retryer {
		return retry.NewStandard(func(o *retry.StandardOptions) {
			o.MaxAttempts = 3
			o.MaxBackoff = 50 * time.Millisecond
			o.RateLimiter = ratelimit.None
		})
	})}
	opts = append(opts, config.WithHTTPClient(awshttp.NewBuildableClient().WithTimeout(timeout)))
	if local {
		opts = append(opts, config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider(placeholderKey, placeholderKey, "")))
	}
	cfg, err := config.LoadDefaultConfig(ctx, opts...)
	if err != nil {
		return nil, err
	}
	if cfg.Region == "" {
		cfg.Region = "us-east-1"
	}
	return dynamodb.NewFromConfig(cfg, func(o *dynamodb.Options) {
		o.BaseEndpoint = aws.String(endpoint)
		o.Logger = logging.Nop{} // errors come back as values; the library prints nothing
		// DynamoDB Local's error bodies do not match the CRC32 header the SDK checks.
		o.DisableValidateResponseChecksum = local
	}), nil
}

// table is the design's table on a DynamoDB endpoint, under a name of its own.
type table struct {
	client *dynamodb.Client
	name   string
}

func createTable(ctx context.Context, client *dynamodb.Client, d *design.Design, name string) (*table, error) {
	in := *d.CreateTable
	in.TableName = aws.String(name)
	t := &table{client: client, name: name}
	if _, err := client.CreateTable(ctx, &in); err != nil {
		if ctx.Err() != nil {
			t.drop(context.WithoutCancel(ctx)) // cancelled after DynamoDB took the request, maybe
		}
		return nil, fmt.Errorf("CreateTable: %w", err)
	}
	w := dynamodb.NewTableExistsWaiter(client)
	if err := w.Wait(ctx, &dynamodb.DescribeTableInput{TableName: aws.String(name)}, 2*time.Minute); err != nil {
		t.drop(context.WithoutCancel(ctx)) // created, not yet ready: a cancelled run leaves no table either
		return nil, err
	}
	return t, nil
}

func (t *table) drop(ctx context.Context) error {
	_, err := t.client.DeleteTable(ctx, &dynamodb.DeleteTableInput{TableName: aws.String(t.name)})
	return err
}

// item lays a row out as the design says (items.Of).
func item(e *design.Entity, src *analyze.Entity, r row) (map[string]types.AttributeValue, error) {
	return items.Of(e, src, r)
}

// put writes items with BatchWriteItem, retrying what DynamoDB leaves
// unprocessed.
func (t *table) put(ctx context.Context, items []map[string]types.AttributeValue) error {
	reqs := make([]types.WriteRequest, len(items))
	for i, it := range items {
		reqs[i] = types.WriteRequest{PutRequest: &types.PutRequest{Item: it}}
	}
	return t.batchWrite(ctx, reqs)
}

// sync makes the table hold exactly the items of data (tableItems), as a
// clear and a load would: the items it holds already, attribute for
// attribute, stay; those no row keeps are deleted, and the others put. A
// reload after a write or an interleaving then sends the few items the
// write changed, not every item twice (the reloads were most of a run's
// requests: 994 BatchWriteItem calls of 3,285 on one application).
func (t *table) sync(ctx context.Context, d *design.Design, data map[string][]row) error {
	want, err := tableItems(d, data)
	if err != nil {
		return err
	}
	keys := d.CreateTable.KeySchema
	held := map[string]map[string]types.AttributeValue{}
	var order []string // the keys in the order the Scan found them: deletes in a stable order
	p := dynamodb.NewScanPaginator(t.client, &dynamodb.ScanInput{TableName: aws.String(t.name), ConsistentRead: aws.Bool(true)})
	for p.HasMorePages() {
		page, err := p.NextPage(ctx)
		if err != nil {
			return fmt.Errorf("reading the table back: %w", err)
		}
		for _, it := range page.Items {
			k := exactKey(it, keys)
			held[k] = it
			order = append(order, k)
		}
	}
	var reqs []types.WriteRequest
	kept := map[string]bool{}
	for _, it := range want {
		k := exactKey(it, keys)
		if h, ok := held[k]; ok && !kept[k] && reflect.DeepEqual(h, it) {
			kept[k] = true
			continue
		}
		kept[k] = true // put: it replaces the item held, whatever it holds
		reqs = append(reqs, types.WriteRequest{PutRequest: &types.PutRequest{Item: it}})
	}
	for _, k := range order {
		if !kept[k] {
			key := map[string]types.AttributeValue{}
			for _, ks := range keys {
				key[*ks.AttributeName] = held[k][*ks.AttributeName]
			}
			reqs = append(reqs, types.WriteRequest{DeleteRequest: &types.DeleteRequest{Key: key}})
		}
	}
	return t.batchWrite(ctx, reqs)
}

// exactKey is an item's table key as text, each value with its type:
// two items have the same key exactly when their texts are equal.
func exactKey(it map[string]types.AttributeValue, keys []types.KeySchemaElement) string {
	var b strings.Builder
	for _, k := range keys {
		switch v := it[*k.AttributeName].(type) {
		case *types.AttributeValueMemberS:
			b.WriteString("S" + strconv.Itoa(len(v.Value)) + ":" + v.Value)
		case *types.AttributeValueMemberN:
			b.WriteString("N" + strconv.Itoa(len(v.Value)) + ":" + v.Value)
		case *types.AttributeValueMemberB:
			b.WriteString("B" + strconv.Itoa(len(v.Value)) + ":" + string(v.Value))
		default:
			b.WriteString("?") // no key attribute: DynamoDB refuses the item itself
		}
	}
	return b.String()
}

// batchWrite sends reqs with BatchWriteItem, 25 per call, several calls
// at a time.
func (t *table) batchWrite(ctx context.Context, reqs []types.WriteRequest) error {
	var batches [][]types.WriteRequest
	for start := 0; start < len(reqs); start += 25 {
		batches = append(batches, reqs[start:min(start+25, len(reqs))])
	}
	work := make(chan []types.WriteRequest)
	errs := make(chan error, len(batches))
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for b := range work {
				errs <- t.writeBatch(ctx, b)
			}
		})
	}
	for _, b := range batches {
		work <- b
	}
	close(work)
	wg.Wait()
	close(errs)
	var all []error
	for err := range errs {
		if err != nil {
			all = append(all, err)
		}
	}
	if len(all) > 1 {
		// One line, not one per batch: they fail alike when DynamoDB goes.
		return fmt.Errorf("%w (and %d more batches failed)", all[0], len(all)-1)
	}
	return errors.Join(all...)
}

func (t *table) writeBatch(ctx context.Context, b []types.WriteRequest) error {
	pending := map[string][]types.WriteRequest{t.name: b}
	for attempt := 0; len(pending[t.name]) > 0; attempt++ {
		if attempt == 10 {
			return fmt.Errorf("BatchWriteItem: %d items still unprocessed after %d attempts", len(pending[t.name]), attempt)
		}
		if attempt > 0 {
			time.Sleep(time.Duration(1<<attempt) * 10 * time.Millisecond)
		}
		out, err := t.client.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{RequestItems: pending})
		if err != nil {
			return fmt.Errorf("BatchWriteItem: %w", err)
		}
		pending = out.UnprocessedItems
	}
	return nil
}

// answer is what a request returned.
type answer struct {
	items []map[string]types.AttributeValue
	calls int
	units float64
}

func (a *answer) consumed(c *types.ConsumedCapacity) {
	a.calls++
	if c != nil && c.CapacityUnits != nil {
		a.units += *c.CapacityUnits
	}
}

// request runs a bound request to the end: every page until
// LastEvaluatedKey runs out or the pattern's limit is reached.
func (t *table) request(ctx context.Context, req any, limit int) (*answer, error) {
	a := &answer{}
	total := types.ReturnConsumedCapacityTotal
	enough := func() bool { return limit > 0 && len(a.items) >= limit }
	switch in := req.(type) {
	case *dynamodb.GetItemInput:
		in.TableName, in.ReturnConsumedCapacity = aws.String(t.name), total
		out, err := t.client.GetItem(ctx, in)
		if err != nil {
			return nil, err
		}
		a.consumed(out.ConsumedCapacity)
		if out.Item != nil {
			a.items = append(a.items, out.Item)
		}
	case *dynamodb.QueryInput:
		in.TableName, in.ReturnConsumedCapacity = aws.String(t.name), total
		for {
			out, err := t.client.Query(ctx, in)
			if err != nil {
				return nil, err
			}
			a.consumed(out.ConsumedCapacity)
			a.items = append(a.items, out.Items...)
			if out.LastEvaluatedKey == nil || enough() {
				break
			}
			in.ExclusiveStartKey = out.LastEvaluatedKey
		}
	case *dynamodb.ScanInput:
		in.TableName, in.ReturnConsumedCapacity = aws.String(t.name), total
		for {
			out, err := t.client.Scan(ctx, in)
			if err != nil {
				return nil, err
			}
			a.consumed(out.ConsumedCapacity)
			a.items = append(a.items, out.Items...)
			if out.LastEvaluatedKey == nil || enough() {
				break
			}
			in.ExclusiveStartKey = out.LastEvaluatedKey
		}
	case *dynamodb.BatchGetItemInput:
		// At most 100 keys a call: the application splits longer lists.
		all := in.RequestItems[t.name]
		if err := repeatedKey(all.Keys); err != nil {
			return nil, err
		}
		for start := 0; start < len(all.Keys); start += maxBatchKeys {
			ka := all
			ka.Keys = all.Keys[start:min(start+maxBatchKeys, len(all.Keys))]
			call := &dynamodb.BatchGetItemInput{RequestItems: map[string]types.KeysAndAttributes{t.name: ka}, ReturnConsumedCapacity: total}
			for len(call.RequestItems) > 0 {
				out, err := t.client.BatchGetItem(ctx, call)
				if err != nil {
					return nil, err
				}
				for i := range out.ConsumedCapacity {
					a.consumed(&out.ConsumedCapacity[i])
				}
				a.items = append(a.items, out.Responses[t.name]...)
				call.RequestItems = out.UnprocessedKeys
			}
		}
	case *dynamodb.ExecuteStatementInput:
		in.ReturnConsumedCapacity = total
		for {
			out, err := t.client.ExecuteStatement(ctx, in)
			if err != nil {
				return nil, err
			}
			a.consumed(out.ConsumedCapacity)
			a.items = append(a.items, out.Items...)
			if out.NextToken == nil || enough() {
				break
			}
			in.NextToken = out.NextToken
		}
	default:
		return nil, fmt.Errorf("no runner for %T", req)
	}
	if limit > 0 && len(a.items) > limit {
		a.items = a.items[:limit]
	}
	return a, nil
}

// repeatedKey refuses a BatchGetItem that names a key twice, as DynamoDB
// does ("Provided list of item keys contains duplicates") and DynamoDB
// Local does not: a request verify passes must pass on AWS too.
func repeatedKey(keys []map[string]types.AttributeValue) error {
	seen := map[string]bool{}
	for _, k := range keys {
		id := deref(attr(k[design.PK])) + "\x00" + deref(attr(k[design.SK]))
		if seen[id] {
			return fmt.Errorf("BatchGetItem names the key %s twice: DynamoDB refuses it (Provided list of item keys contains duplicates)", strings.ReplaceAll(id, "\x00", " / "))
		}
		seen[id] = true
	}
	return nil
}

// bind fills a plan's request with values: the templates of its keys and
// placeholders, each AttributeValue keeping its type. It returns a copy.
func bind(p *design.Plan, e *analyze.Entity, designTable, table string, values map[string]string) (any, error) {
	var bindErr error
	fill := func(t design.Template) string {
		v, ok := design.Fill(t, e, values)
		if !ok && bindErr == nil {
			bindErr = fmt.Errorf("no value for %s", t)
		}
		return v
	}
	rebind := func(orig map[string]types.AttributeValue) map[string]types.AttributeValue {
		out := map[string]types.AttributeValue{}
		for k, v := range orig {
			out[k] = v
		}
		for _, prm := range p.Params {
			if old, ok := orig[prm.Name]; ok {
				out[prm.Name] = typed(old, fill(prm.Value))
			}
		}
		return out
	}
	limit := func(l *int32) *int32 {
		if v, ok := values[design.LimitParam]; ok {
			n, err := strconv.Atoi(v)
			if err != nil {
				bindErr = err
			}
			return aws.Int32(int32(n))
		}
		return l
	}
	var out any
	switch in := p.Request.(type) {
	case *dynamodb.GetItemInput:
		c := *in
		c.Key = map[string]types.AttributeValue{
			design.PK: &types.AttributeValueMemberS{Value: fill(p.PKValue)},
			design.SK: &types.AttributeValueMemberS{Value: fill(p.SKCond.Values[0])},
		}
		out = &c
	case *dynamodb.QueryInput:
		c := *in
		c.ExpressionAttributeValues = rebind(in.ExpressionAttributeValues)
		c.Limit = limit(in.Limit)
		out = &c
	case *dynamodb.ScanInput:
		c := *in
		c.ExpressionAttributeValues = rebind(in.ExpressionAttributeValues)
		c.Limit = limit(in.Limit)
		out = &c
	case *dynamodb.BatchGetItemInput:
		ka := in.RequestItems[designTable]
		ka.Keys = nil
		seen := map[[2]string]bool{}
		for _, k := range p.BatchKeys {
			key := [2]string{fill(k[0]), fill(k[1])}
			if seen[key] {
				continue // DynamoDB refuses a BatchGetItem that names a key twice
			}
			seen[key] = true
			ka.Keys = append(ka.Keys, map[string]types.AttributeValue{
				design.PK: &types.AttributeValueMemberS{Value: key[0]},
				design.SK: &types.AttributeValueMemberS{Value: key[1]},
			})
		}
		out = &dynamodb.BatchGetItemInput{RequestItems: map[string]types.KeysAndAttributes{table: ka}}
	default:
		return nil, fmt.Errorf("no binder for %T", p.Request)
	}
	return out, bindErr
}

// bindPartiQL fills a PartiQL statement's parameters.
func bindPartiQL(s *partiql.Statement, e *analyze.Entity, values map[string]string) (*dynamodb.ExecuteStatementInput, error) {
	c := *s.Input
	c.Parameters = nil
	for i, t := range s.Params {
		v, ok := design.Fill(t, e, values)
		if !ok {
			return nil, fmt.Errorf("no value for %s", t)
		}
		c.Parameters = append(c.Parameters, typed(s.Input.Parameters[i], v))
	}
	return &c, nil
}

// typed is a value with the type of the placeholder it replaces: a
// binary column's bytes as B.
func typed(like types.AttributeValue, v string) types.AttributeValue {
	switch like.(type) {
	case *types.AttributeValueMemberN:
		return &types.AttributeValueMemberN{Value: v}
	case *types.AttributeValueMemberB:
		return &types.AttributeValueMemberB{Value: []byte(v)}
	}
	return &types.AttributeValueMemberS{Value: v}
}
