package gogen

// itemsFile is items.go: the decoding of items into rows and the paging
// of a read's requests. Package prunes what no method calls.
func (g *gen) itemsFile() ([]byte, error) {
	src := itemsTemplate()
	if g.emptyRanges() {
		src = withEmptyRange(src)
	}
	return g.file("items.go", src)
}

// itemsTemplate is items.go's source before the pruning.
func itemsTemplate() string {
	return itemsSrc + joinSrc + collectionSrc + countsSrc + sortSrc + listSrc + aggregateSrc + wrapSrc + generatedSrc + shardSrc + computeSrc + listSrcJSON
}

const itemsSrc = `// query sends a Query page after page, through DynamoDB's 1 MB pages,
// until it has limit items (0: every item), and cuts them at limit.
func (q *Queries) query(ctx context.Context, in *dynamodb.QueryInput, limit int) ([]map[string]types.AttributeValue, error) {
	var items []map[string]types.AttributeValue
	for {
		out, err := q.client.Query(ctx, in)
		if err != nil {
			return nil, err
		}
		items = append(items, out.Items...)
		if out.LastEvaluatedKey == nil || limit > 0 && len(items) >= limit {
			break
		}
		in.ExclusiveStartKey = out.LastEvaluatedKey
	}
	if limit > 0 && len(items) > limit {
		items = items[:limit]
	}
	return items, nil
}

// scan sends a Scan page after page, as query does.
func (q *Queries) scan(ctx context.Context, in *dynamodb.ScanInput, limit int) ([]map[string]types.AttributeValue, error) {
	var items []map[string]types.AttributeValue
	for {
		out, err := q.client.Scan(ctx, in)
		if err != nil {
			return nil, err
		}
		items = append(items, out.Items...)
		if out.LastEvaluatedKey == nil || limit > 0 && len(items) >= limit {
			break
		}
		in.ExclusiveStartKey = out.LastEvaluatedKey
	}
	if limit > 0 && len(items) > limit {
		items = items[:limit]
	}
	return items, nil
}

// failed says a write's condition failed: ConditionalCheckFailed, or a
// transaction cancelled by one of its items' conditions.
func failed(err error) bool {
	var cond *types.ConditionalCheckFailedException
	if errors.As(err, &cond) {
		return true
	}
	var tx *types.TransactionCanceledException
	if errors.As(err, &tx) {
		for _, r := range tx.CancellationReasons {
			if aws.ToString(r.Code) == "ConditionalCheckFailed" {
				return true
			}
		}
	}
	return false
}

// retries is how many times a write that read its rows first reads them
// again when its condition on what it read fails (changed): another
// writer changed the row in between. After that the condition failing is
// the WHERE's other conditions not holding: no row affected.
const retries = 3

// changed says a write that read its row first found it changed: its
// condition on what it read failed, or, for a transaction, its first
// item's (the row's) did, or the transaction met another on its items
// (TransactionConflict); a condition failing on another item is a UNIQUE
// value another row holds instead.
func changed(err error) bool {
	var cond *types.ConditionalCheckFailedException
	if errors.As(err, &cond) {
		return true
	}
	var tx *types.TransactionCanceledException
	if !errors.As(err, &tx) || len(tx.CancellationReasons) == 0 {
		return false
	}
	row := false
	for i, r := range tx.CancellationReasons {
		switch code := aws.ToString(r.Code); {
		case code == "TransactionConflict":
			row = true
		case code == "ConditionalCheckFailed" && i == 0:
			row = true
		case code == "ConditionalCheckFailed":
			return false
		}
	}
	return row
}

// parentChanged says a transaction that checks the parent items its row
// copies from (its ConditionCheck items) was cancelled by one of those
// checks, or met another transaction on its items: a parent changed since
// it was read, and the write reads it again.
func parentChanged(err error, in *dynamodb.TransactWriteItemsInput) bool {
	var tx *types.TransactionCanceledException
	if !errors.As(err, &tx) {
		return false
	}
	for i, r := range tx.CancellationReasons {
		switch aws.ToString(r.Code) {
		case "TransactionConflict":
			return true
		case "ConditionalCheckFailed":
			if i < len(in.TransactItems) && in.TransactItems[i].ConditionCheck != nil {
				return true
			}
		}
	}
	return false
}

// flagTrue says text is true as MySQL reads it in CASE WHEN ? or IF(?,
// ...): its leading number is not 0 (text that starts with none is 0),
// as design.Optional.Keeps reads it.
func flagTrue(s string) bool {
	f, _ := strconv.ParseFloat(leadingNumber(s), 64)
	return f != 0
}

// leadingNumber is the number text starts with, as MySQL converts text to
// a number: spaces skipped, then a sign, digits, a fraction and an
// exponent, as far as they go ("" for none).
func leadingNumber(s string) string {
	s = strings.TrimLeft(s, " \t\n\r")
	i := 0
	digits := func() int {
		n := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i, n = i+1, n+1
		}
		return n
	}
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	n := digits()
	if i < len(s) && s[i] == '.' {
		i++
		n += digits()
	}
	if n == 0 {
		return ""
	}
	if end := i; i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if digits() == 0 {
			i = end
		}
	}
	return s[:i]
}

// cancelled says a transaction a condition cancelled, or another
// transaction on its items: something it read before changed.
func cancelled(err error) bool {
	if failed(err) {
		return true
	}
	var tx *types.TransactionCanceledException
	return errors.As(err, &tx) && slices.ContainsFunc(tx.CancellationReasons, func(r types.CancellationReason) bool {
		return aws.ToString(r.Code) == "TransactionConflict"
	})
}

// mergeItems sends once each item a REPLACE's transaction has twice, as
// its plan says (DynamoDB refuses two operations on one item): a Delete
// and a Put become the Put with the Delete's condition (the old row's own
// key, a lock item the new row takes over), and a counter's ADDs one ADD
// of their sum, none when it is 0.
func mergeItems(tx *dynamodb.TransactWriteItemsInput) {
	keyOf := func(ti types.TransactWriteItem) [2]string {
		var k map[string]types.AttributeValue
		switch {
		case ti.Put != nil:
			k = ti.Put.Item
		case ti.Delete != nil:
			k = ti.Delete.Key
		case ti.Update != nil:
			k = ti.Update.Key
		case ti.ConditionCheck != nil:
			k = ti.ConditionCheck.Key
		}
		return [2]string{attrText(k["PK"]), attrText(k["SK"])}
	}
	delta := func(u *types.Update) int {
		n, _ := strconv.Atoi(attrText(u.ExpressionAttributeValues[":delta"]))
		return n
	}
	var out []types.TransactWriteItem
	at := map[[2]string]int{}
	for _, ti := range tx.TransactItems {
		k := keyOf(ti)
		j, twice := at[k]
		if !twice {
			at[k] = len(out)
			out = append(out, ti)
			continue
		}
		switch prev := out[j]; {
		case prev.Delete != nil && ti.Put != nil:
			put := *ti.Put
			put.ConditionExpression, put.ExpressionAttributeNames, put.ExpressionAttributeValues = prev.Delete.ConditionExpression, prev.Delete.ExpressionAttributeNames, prev.Delete.ExpressionAttributeValues
			out[j] = types.TransactWriteItem{Put: &put}
		case prev.Update != nil && ti.Update != nil && prev.Update.ExpressionAttributeValues[":delta"] != nil:
			up := *prev.Update
			vals := map[string]types.AttributeValue{}
			for k, v := range up.ExpressionAttributeValues {
				vals[k] = v
			}
			vals[":delta"] = &types.AttributeValueMemberN{Value: strconv.Itoa(delta(prev.Update) + delta(ti.Update))}
			up.ExpressionAttributeValues = vals
			out[j] = types.TransactWriteItem{Update: &up}
		default:
			out = append(out, ti) // DynamoDB says what is wrong with it
		}
	}
	tx.TransactItems = slices.DeleteFunc(out, func(ti types.TransactWriteItem) bool {
		return ti.Update != nil && ti.Update.ExpressionAttributeValues[":delta"] != nil && delta(ti.Update) == 0
	})
}

// moveInPlace is a move of a row to a new key (a Delete of the old item,
// then a Put of the new one) whose new key is the old one, the key's
// columns set to the values they hold: DynamoDB refuses two operations on
// one item in a transaction, so the Put goes alone, first, with the
// Delete's condition on the values read.
func moveInPlace(in *dynamodb.TransactWriteItemsInput) {
	d, p := in.TransactItems[0].Delete, in.TransactItems[1].Put
	if attrText(d.Key["PK"]) != attrText(p.Item["PK"]) || attrText(d.Key["SK"]) != attrText(p.Item["SK"]) {
		return
	}
	p.ConditionExpression, p.ExpressionAttributeNames, p.ExpressionAttributeValues = d.ConditionExpression, d.ExpressionAttributeNames, d.ExpressionAttributeValues
	in.TransactItems = in.TransactItems[1:]
}

// checks says an item's attribute passes the application's check of a
// collation (design.Checks): =, IN, <>, NOT IN, or LIKE (a prefix), the
// values compared as the column's collation compares them. A missing
// attribute (NULL) passes none.
func checks(d decoder, attr, op string, fold foldKind, pad bool, vals ...string) bool {
	v, ok := d.text(attr)
	if !ok || len(vals) == 0 {
		return false
	}
	x := collate(v, fold, pad)
	in := false
	for _, s := range vals {
		in = in || collate(s, fold, pad) == x
	}
	switch op {
	case "=", "IN":
		return in
	case "<>", "NOT IN":
		return !in
	case "LIKE":
		return strings.HasPrefix(x, collate(vals[0], fold, pad))
	}
	return false
}

// orNothing is a sort key's part of a value that may be NULL: nothing
// for NULL, which sorts first (design.Key.Values).
func orNothing(valid bool, part string) string {
	if !valid {
		return ""
	}
	return part
}

// attrText is a number or string attribute's text, a binary one's bytes,
// "" for another.
func attrText(v types.AttributeValue) string {
	switch a := v.(type) {
	case *types.AttributeValueMemberN:
		return a.Value
	case *types.AttributeValueMemberS:
		return a.Value
	case *types.AttributeValueMemberB:
		return string(a.Value)
	}
	return ""
}

// result is a write's sql.Result: the id its sequence gave the row
// (LAST_INSERT_ID()), and the rows it affected.
type result struct{ id, rows int64 }

func (r result) LastInsertId() (int64, error) { return r.id, nil }
func (r result) RowsAffected() (int64, error) { return r.rows, nil }

// padBinary is a BINARY(n) value as MySQL stores it: right-padded with
// 0x00 bytes to n.
func padBinary[T ~string | ~[]byte](v T, n int) T {
	if len(v) >= n {
		return v
	}
	return T(append([]byte(v), make([]byte, n-len(v))...))
}

// roundTime is a DATETIME(fsp) as MySQL stores it: rounded to fsp
// digits of a second.
func roundTime(t time.Time, fsp int) time.Time {
	d := time.Second
	for range fsp {
		d /= 10
	}
	return t.Round(d)
}

// batchGet reads the items keys name (PK, SK), with BatchGetItem as ka
// says (its projection): each distinct key once, 100 a call, the
// UnprocessedKeys sent again after a pause that doubles, up to 8 times.
// The items come in the keys' order, one per key found: a key named
// twice, twice (each item of a join names its own).
func (q *Queries) batchGet(ctx context.Context, ka types.KeysAndAttributes, keys [][2]string) ([]map[string]types.AttributeValue, error) {
	found, err := q.batchFind(ctx, ka, keys)
	if err != nil {
		return nil, err
	}
	var items []map[string]types.AttributeValue
	for _, k := range keys {
		if it, ok := found[k]; ok {
			items = append(items, it)
		}
	}
	return items, nil
}

// batchFind reads the items of keys by BatchGetItem, as batchGet does:
// each item found, by its key.
func (q *Queries) batchFind(ctx context.Context, ka types.KeysAndAttributes, keys [][2]string) (map[[2]string]map[string]types.AttributeValue, error) {
	seen := map[[2]string]bool{}
	var distinct [][2]string
	for _, k := range keys {
		if !seen[k] {
			seen[k] = true
			distinct = append(distinct, k)
		}
	}
	found := map[[2]string]map[string]types.AttributeValue{}
	for start := 0; start < len(distinct); start += 100 {
		chunk := ka
		chunk.Keys = nil
		for _, k := range distinct[start:min(start+100, len(distinct))] {
			chunk.Keys = append(chunk.Keys, map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: k[0]},
				"SK": &types.AttributeValueMemberS{Value: k[1]},
			})
		}
		req := map[string]types.KeysAndAttributes{q.table: chunk}
		pause := 50 * time.Millisecond
		for try := 0; len(req) > 0; try++ {
			if try > 0 {
				if try > 8 {
					return nil, fmt.Errorf("BatchGetItem: keys still unprocessed after %d tries", try)
				}
				select {
				case <-ctx.Done():
					return nil, ctx.Err()
				case <-time.After(pause):
				}
				pause *= 2
			}
			out, err := q.client.BatchGetItem(ctx, &dynamodb.BatchGetItemInput{RequestItems: req})
			if err != nil {
				return nil, err
			}
			for _, it := range out.Responses[q.table] {
				found[[2]string{attrText(it["PK"]), attrText(it["SK"])}] = it
			}
			req = out.UnprocessedKeys
		}
	}
	return found, nil
}

// textBool writes a BOOL as an item holds it: 1 or 0.
func textBool(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// textTime writes a DATETIME or TIMESTAMP as an item holds it, the text
// MySQL gives: its UTC wall clock with fsp digits of a second.
func textTime(t time.Time, fsp int) string {
	layout := "2006-01-02 15:04:05"
	if fsp > 0 {
		layout += "." + strings.Repeat("0", fsp)
	}
	return t.UTC().Format(layout)
}

// decoder reads an item's attributes into a row's fields; the first
// attribute it cannot read is its err. A missing attribute is NULL.
type decoder struct {
	item map[string]types.AttributeValue
	err  error
}

// text is an attribute's value as text (a binary column's B, its bytes),
// false when the item lacks it.
func (d *decoder) text(attr string) (string, bool) {
	switch v := d.item[attr].(type) {
	case *types.AttributeValueMemberS:
		return v.Value, true
	case *types.AttributeValueMemberN:
		return v.Value, true
	case *types.AttributeValueMemberB:
		return string(v.Value), true
	case nil:
		return "", false
	default:
		d.fail(attr, fmt.Errorf("an attribute of type %T", v))
		return "", false
	}
}

func (d *decoder) fail(attr string, err error) {
	if d.err == nil {
		d.err = fmt.Errorf("attribute %s: %w", attr, err)
	}
}

// arith is the new value of an arithmetic SET on the column attr (SET
// n = n + ?), as arithText computes it.
func (d *decoder) arith(attr, old, by, op string, scale int) string {
	v, ok := arithText(old, by, op, scale)
	if !ok {
		d.fail(attr, fmt.Errorf("%q %s %q: not a number", old, op, by))
	}
	return v
}

// has says the item holds attr: the column is not NULL.
func (d *decoder) has(attr string) bool {
	_, ok := d.item[attr]
	return ok
}

func (d *decoder) str(attr string) string {
	s, _ := d.text(attr)
	return s
}

func (d *decoder) nullStr(attr string) sql.NullString {
	s, ok := d.text(attr)
	return sql.NullString{String: s, Valid: ok}
}

// decimal reads a DECIMAL as MySQL's text of it, scale digits after the
// point: DynamoDB returns 10.50 as 10.5.
func (d *decoder) decimalText(attr string, scale int) string {
	s, ok := d.text(attr)
	if !ok {
		return ""
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		d.fail(attr, fmt.Errorf("%q is no number", s))
		return ""
	}
	return r.FloatString(scale)
}

func (d *decoder) nullDecimalText(attr string, scale int) sql.NullString {
	return sql.NullString{String: d.decimalText(attr, scale), Valid: d.has(attr)}
}

func (d *decoder) integer(attr string, bits int) int64 {
	s, ok := d.text(attr)
	if !ok {
		return 0
	}
	n, err := strconv.ParseInt(s, 10, bits)
	if err != nil {
		d.fail(attr, err)
	}
	return n
}

func (d *decoder) unsigned(attr string, bits int) uint64 {
	s, ok := d.text(attr)
	if !ok {
		return 0
	}
	n, err := strconv.ParseUint(s, 10, bits)
	if err != nil {
		d.fail(attr, err)
	}
	return n
}

func (d *decoder) float(attr string) float64 {
	s, ok := d.text(attr)
	if !ok {
		return 0
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		d.fail(attr, err)
	}
	return f
}

func (d *decoder) boolean(attr string) bool {
	s, ok := d.text(attr)
	if !ok {
		return false
	}
	n, err := strconv.ParseFloat(s, 64)
	if err != nil {
		d.fail(attr, err)
	}
	return n != 0
}

// time reads a DATE, DATETIME or TIMESTAMP from MySQL's text of it, in
// UTC, as the MySQL driver gives it with parseTime.
func (d *decoder) datetime(attr string) time.Time {
	s, ok := d.text(attr)
	if !ok {
		return time.Time{}
	}
	for _, layout := range []string{"2006-01-02 15:04:05.999999999", "2006-01-02", time.RFC3339Nano} {
		if t, err := time.Parse(layout, s); err == nil {
			return t
		}
	}
	d.fail(attr, fmt.Errorf("%q is no date and time", s))
	return time.Time{}
}

// driverValue is the value the MySQL driver scans into sqlc's interface{}
// of an aggregate: nil for NULL, else, by kind, the text's bytes (a
// DECIMAL, a text, any value of a statement without parameters, which the
// driver reads as text), an int64 or a float64 (the binary protocol of a
// statement with parameters), a time.Time (parseTime=true, which sqlc's
// time.Time columns need).
func (d *decoder) driverValue(attr, kind string) interface{} {
	s, ok := d.text(attr)
	if !ok {
		return nil
	}
	switch kind {
	case "int64":
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			d.fail(attr, err)
		}
		return n
	case "float64":
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			d.fail(attr, err)
		}
		return f
	case "time":
		return d.datetime(attr)
	}
	return []byte(s)
}

func (d *decoder) rawJSON(attr string) json.RawMessage {
	s, ok := d.text(attr)
	if !ok {
		return nil
	}
	return json.RawMessage(s)
}
`

// The wrappers of a method's rows that sqlc's settings ask for
// (emit_result_struct_pointers, emit_empty_slices): method.go's wrapper.
const wrapSrc = `
// pointerTo returns a pointer to the row found, or nil with the error.
func pointerTo[T any](row T, err error) (*T, error) {
	if err != nil {
		return nil, err
	}
	return &row, nil
}

// pointersTo returns pointers to the rows found (nil for none), or nil
// with the error.
func pointersTo[T any](rows []T, err error) ([]*T, error) {
	if err != nil || rows == nil {
		return nil, err
	}
	out := make([]*T, len(rows))
	for i := range rows {
		out[i] = &rows[i]
	}
	return out, nil
}

// nonNil returns the rows found, an empty slice for none, or nil with
// the error.
func nonNil[T any](rows []T, err error) ([]T, error) {
	if err == nil && rows == nil {
		rows = []T{}
	}
	return rows, err
}
`
