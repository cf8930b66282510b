package migrate

import (
	"bufio"
	"bytes"
	"cmp"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/awsjson"
	"sql2dynamo/design"
	"sql2dynamo/items"
)

// The folder --to-import writes: the items under data/ (the S3 prefix
// ImportTable reads), the ImportTable request beside it, written last, so
// that a folder holding it holds every file.
const (
	importData    = "data"
	importRequest = "import-table.json"
	// DefaultPartBytes is how much DynamoDB JSON (before gzip) one file
	// holds: ImportTable reads at most 50,000 files, so this reaches
	// 25 TB, past its 15 TB a job, and an upload of one file is short.
	DefaultPartBytes = 512 << 20
)

// files writes items as the files of an S3 import: DynamoDB JSON, an item
// a line ({"Item": {...}}), gzip, a new file past limit bytes of JSON.
// The item JSON is the SDK's: items go through its serializer 25 at a
// time, as a BatchWriteItem body, and each item's JSON is cut from it as
// it stands.
type files struct {
	dir   string
	limit int64
	batch []types.WriteRequest
	part  int
	n     int64 // JSON bytes in the open file
	f     *os.File
	gz    *gzip.Writer
	buf   *bufio.Writer
	names []string
}

func newFiles(dir string, limit int64) (*files, error) {
	data := filepath.Join(dir, importData)
	if err := os.MkdirAll(data, 0o755); err != nil {
		return nil, err
	}
	held, err := os.ReadDir(data)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(filepath.Join(dir, importRequest)); len(held) > 0 || err == nil {
		return nil, fmt.Errorf("%s already holds an import: choose another folder, or remove it", dir)
	}
	return &files{dir: dir, limit: cmp.Or(max(limit, 0), DefaultPartBytes)}, nil
}

func (f *files) put(it items.Item) error {
	f.batch = append(f.batch, types.WriteRequest{PutRequest: &types.PutRequest{Item: it}})
	if len(f.batch) == batchSize {
		return f.flush()
	}
	return nil
}

// flush writes the batch's items, each on its line.
func (f *files) flush() error {
	if len(f.batch) == 0 {
		return nil
	}
	body, err := awsjson.Body(&dynamodb.BatchWriteItemInput{RequestItems: map[string][]types.WriteRequest{"t": f.batch}})
	if err != nil {
		return err
	}
	var in struct {
		RequestItems map[string][]struct {
			PutRequest struct{ Item json.RawMessage }
		}
	}
	if err := json.Unmarshal(body, &in); err != nil {
		return err
	}
	f.batch = f.batch[:0]
	for _, r := range in.RequestItems["t"] {
		if f.f == nil || f.n >= f.limit {
			if err := f.next(); err != nil {
				return err
			}
		}
		line := slices.Concat([]byte(`{"Item":`), r.PutRequest.Item, []byte("}\n"))
		if _, err := f.buf.Write(line); err != nil {
			return err
		}
		f.n += int64(len(line))
	}
	return nil
}

// next closes the open file and opens the next.
func (f *files) next() error {
	if err := f.end(); err != nil {
		return err
	}
	f.part++
	name := filepath.Join(f.dir, importData, fmt.Sprintf("part-%05d.json.gz", f.part))
	out, err := os.Create(name)
	if err != nil {
		return err
	}
	f.f, f.n, f.names = out, 0, append(f.names, name)
	f.gz = gzip.NewWriter(out)
	f.buf = bufio.NewWriterSize(f.gz, 1<<16)
	return nil
}

// end closes the open file, if any.
func (f *files) end() error {
	if f.f == nil {
		return nil
	}
	err := errors.Join(f.buf.Flush(), f.gz.Close(), f.f.Sync(), f.f.Close())
	f.f = nil
	return err
}

func (f *files) close() error {
	return errors.Join(f.flush(), f.end())
}

// ImportRequest is the ImportTable request that creates the design's
// table, named table, from the files under s3URI (s3://bucket/prefix/,
// where data/ was uploaded): gzip DynamoDB JSON, the design's keys and
// GSIs, on-demand. ImportTable cannot make a local secondary index.
func ImportRequest(d *design.Design, table, s3URI string) (*dynamodb.ImportTableInput, error) {
	u, err := url.Parse(s3URI)
	if err != nil || u.Scheme != "s3" || u.Host == "" {
		return nil, fmt.Errorf("--s3 %q: give s3://bucket/prefix/, where the data folder is uploaded", s3URI)
	}
	ct := d.CreateTable
	if len(ct.LocalSecondaryIndexes) > 0 {
		return nil, errors.New("ImportTable cannot create the design's local secondary indexes: migrate into a table made with CreateTable (--endpoint or AWS) instead")
	}
	src := &types.S3BucketSource{S3Bucket: aws.String(u.Host)}
	if prefix := strings.TrimPrefix(u.Path, "/"); prefix != "" {
		src.S3KeyPrefix = aws.String(prefix)
	}
	return &dynamodb.ImportTableInput{
		InputFormat:          types.InputFormatDynamodbJson,
		InputCompressionType: types.InputCompressionTypeGzip,
		S3BucketSource:       src,
		TableCreationParameters: &types.TableCreationParameters{
			TableName:              aws.String(table),
			AttributeDefinitions:   ct.AttributeDefinitions,
			KeySchema:              ct.KeySchema,
			BillingMode:            ct.BillingMode,
			GlobalSecondaryIndexes: ct.GlobalSecondaryIndexes,
			ProvisionedThroughput:  ct.ProvisionedThroughput,
		},
	}, nil
}

// writeRequest writes the ImportTable request beside the data, indented,
// as `aws dynamodb import-table --cli-input-json file://...` reads it.
func writeRequest(dir string, in *dynamodb.ImportTableInput) error {
	body, err := awsjson.Body(in)
	if err != nil {
		return err
	}
	var out bytes.Buffer
	if err := json.Indent(&out, body, "", "  "); err != nil {
		return err
	}
	out.WriteByte('\n')
	return os.WriteFile(filepath.Join(dir, importRequest), out.Bytes(), 0o644)
}

// LoadOptions say which import files go into which table.
type LoadOptions struct {
	Dir     string // the folder --to-import wrote
	Client  *dynamodb.Client
	Table   string
	Create  bool // create the table from the design when it does not exist
	Workers int  // BatchWriteItem calls at once (8 when 0)
	// Timeout is how long one DynamoDB call may take (DefaultTimeout
	// when 0).
	Timeout time.Duration
}

// Load writes the items of an import folder's files (data/*.json.gz, as
// --to-import writes them and ImportTable reads them: DynamoDB JSON, an
// item a line, read with the SDK's deserializer) into a table with
// BatchWriteItem: the files tried on DynamoDB Local before they go to
// S3. It returns the items written.
func Load(ctx context.Context, d *design.Design, opts LoadOptions) (int64, error) {
	names, err := filepath.Glob(filepath.Join(opts.Dir, importData, "*.json.gz"))
	if err != nil {
		return 0, err
	}
	if len(names) == 0 {
		return 0, fmt.Errorf("%s holds no import files (%s/*.json.gz)", opts.Dir, importData)
	}
	if _, err := os.Stat(filepath.Join(opts.Dir, importRequest)); err != nil {
		return 0, fmt.Errorf("%s has no %s: the run that wrote it did not end, so its files are not whole", opts.Dir, importRequest)
	}
	slices.Sort(names)
	opts.Client = timed(opts.Client, cmp.Or(max(opts.Timeout, 0), DefaultTimeout))
	if err := ensureTable(ctx, opts.Client, d, opts.Table, opts.Create); err != nil {
		return 0, err
	}
	w := newWriter(ctx, opts.Client, opts.Table, cmp.Or(max(opts.Workers, 0), 8))
	var n int64
	for _, name := range names {
		c, err := loadFile(name, w)
		n += c
		if err != nil {
			w.close()
			return n, err
		}
	}
	return n, w.close()
}

func loadFile(name string, w sink) (int64, error) {
	f, err := os.Open(name)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", name, err)
	}
	r := bufio.NewReaderSize(gz, 1<<16)
	var n int64
	for line := 1; ; line++ {
		b, err := r.ReadBytes('\n')
		if len(bytes.TrimSpace(b)) > 0 {
			it, perr := awsjson.Item(b)
			if perr != nil {
				return n, fmt.Errorf("%s:%d: %w", name, line, perr)
			}
			if err := w.put(it); err != nil {
				return n, err
			}
			n++
		}
		if err == io.EOF {
			return n, nil
		}
		if err != nil {
			return n, fmt.Errorf("%s: %w", name, err)
		}
	}
}
