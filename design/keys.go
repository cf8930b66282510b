package design

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash/fnv"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"time"

	"sql2dynamo/analyze"
)

// shape is one way to key an entity's items: a partition key built from
// columns under a literal prefix, and a sort key that starts with the
// entity's prefix followed by a chain of columns. The base table holds one
// shape per entity; each GSI slot another.
type shape struct {
	entity   *analyze.Entity // whose items the shape keys
	pkPrefix string          // CUSTOMER, or ORDER#STATUS for a non-key column
	pkCols   []string        // columns after the prefix
	skPrefix string          // the entity's own prefix
	chain    []string        // sort key columns after the prefix, in order
	needs    []*need         // patterns this shape was made for (GSI shapes)
	// consts are columns the shape's patterns compare with a constant
	// (status = 'OPEN'): the key holds the constant itself, and only items
	// with that value get the key: a sparse index (R13).
	consts map[string]string
	// only are columns an overloaded sparse index holds in its key, for
	// patterns that compare each with one of these constants: only items
	// with one of them get the key (status IN ('OPEN', 'PENDING')).
	only map[string][]string
	// shards splits a hot partition key (R14): items write to one of
	// shards keys, KEY#0 .. KEY#shards-1, and a read asks all of them.
	shards int
	hotWhy string // the load that made it hot
	// economy, on an index shape lookup items could stand in for, is
	// what each costs (economize): the index's reason quotes it.
	economy *economy
	// partition, on an index shape the table's partition could serve
	// read whole, priced and kept (partitionServes), says so with the
	// figures.
	partition string
}

func (s *shape) part(c string) Part {
	if v, ok := s.consts[strings.ToLower(c)]; ok {
		return constPart(s.entity.Column(c), v)
	}
	return Part{Col: c}
}

func (s *shape) pkTemplate() Template {
	t := Template{{Lit: s.pkPrefix}}
	for _, c := range s.pkCols {
		t = append(t, Part{Lit: "#"}, s.part(c))
	}
	if s.shards > 1 {
		t = append(t, Part{Lit: "#"}, Part{Col: ShardCol})
	}
	return t.merge()
}

func (s *shape) skTemplate() Template {
	t := Template{{Lit: s.skPrefix}}
	for _, c := range s.chain {
		t = append(t, Part{Lit: "#"}, s.part(c))
	}
	return t.merge()
}

// when lists the conditions an item must meet to carry the shape's keys.
func (s *shape) when(e *analyze.Entity) []Cond {
	var out []Cond
	for _, c := range e.Columns {
		if v, ok := s.consts[strings.ToLower(c.Name)]; ok {
			out = append(out, Cond{Column: c.Name, Values: []string{v}})
		}
		if vs, ok := s.only[strings.ToLower(c.Name)]; ok {
			out = append(out, Cond{Column: c.Name, Values: vs})
		}
	}
	return out
}

// merge joins adjacent literals.
func (t Template) merge() Template {
	var out Template
	for _, p := range t {
		if p.Col == "" && len(out) > 0 && out[len(out)-1].Col == "" {
			out[len(out)-1].Lit += p.Lit
			continue
		}
		out = append(out, p)
	}
	return out
}

// fit is how a shape serves a need.
type fit struct {
	ok      bool     // the partition key is bound and the order is the key's
	bound   int      // chain columns bound by equality
	extras  []string // equality columns the key does not hold: filtered
	keyRng  bool     // the range is on the sort key
	filters int      // predicates left to a FilterExpression
	exact   bool     // the sort key is fully bound and there is no range
	multi   bool     // an IN list binds a key column: one request per value
}

func hasCol(cols []string, c string) bool {
	return slices.ContainsFunc(cols, func(x string) bool { return strings.EqualFold(x, c) })
}

// serve checks a need against a shape.
func (s *shape) serve(n *need) fit {
	var f fit
	for c, v := range s.consts {
		e := n.eqOf(c)
		if e == nil || len(e.values) != 1 || e.values[0].Param || e.values[0].Const != v {
			return f // a sparse index holds only the items with its constant
		}
	}
	for c, vs := range s.only {
		e := n.eqOf(c)
		if e == nil || len(e.values) != 1 || e.values[0].Param || !slices.Contains(vs, e.values[0].Const) {
			return f // nor an overloaded one other items than its constants'
		}
	}
	for _, c := range s.pkCols {
		e := n.eqOf(c)
		if e == nil {
			return f
		}
		f.multi = f.multi || isList(e.values)
	}
	for f.bound < len(s.chain) {
		e := n.eqOf(s.chain[f.bound])
		if e == nil {
			break
		}
		f.multi = f.multi || isList(e.values)
		f.bound++
	}
	for _, e := range n.eq {
		if !hasCol(s.pkCols, e.col) && !hasCol(s.chain[:f.bound], e.col) {
			f.extras = append(f.extras, e.col)
		}
	}
	next := ""
	if f.bound < len(s.chain) {
		next = s.chain[f.bound]
	}
	if !s.sorts(n, f.bound) {
		if f.bound < len(s.chain) || !s.unique(n.entity) { // a fully bound unique key reads one item: nothing to sort
			return f
		}
	}
	if n.rng != nil {
		if strings.EqualFold(n.rng.Column.Column, next) {
			f.keyRng = true
		} else {
			f.filters++
		}
	}
	// n.filters (a second range) is left to a filter by every key alike, so
	// it does not count against this one; the plan still adds it.
	f.filters += len(f.extras)
	f.exact = f.bound == len(s.chain) && n.rng == nil
	f.ok = true
	return f
}

// sorts reports whether the key, past its first bound columns, reads
// items in the need's ORDER BY order: each sort column is bound by an
// equality (one value), or the next column of the chain.
func (s *shape) sorts(n *need, bound int) bool {
	i := bound
	for _, c := range n.sortCols() {
		switch {
		case hasCol(s.chain[:bound], c) || hasCol(s.pkCols, c):
		case i < len(s.chain) && strings.EqualFold(s.chain[i], c):
			i++
		default:
			return false
		}
	}
	return true
}

// hasCol reports whether c is one of the key's columns.
func (s *shape) hasCol(c string) bool { return hasCol(s.pkCols, c) || hasCol(s.chain, c) }

// unique reports whether the shape's key columns include the entity's
// primary key or one of its UNIQUE keys, so that a fully bound key names
// one item.
func (s *shape) unique(e *analyze.Entity) bool {
	covers := func(key []string) bool {
		return len(key) > 0 && !slices.ContainsFunc(key, func(c string) bool { return !s.hasCol(c) })
	}
	return covers(e.PrimaryKey) || slices.ContainsFunc(e.Unique, covers)
}

// columns are the shape's key columns, partition key first.
func (s *shape) columns() []string { return append(slices.Clone(s.pkCols), s.chain...) }

// one reports whether the key, fully bound by single values, names one
// item: a write can address it directly, any further condition its
// ConditionExpression.
func (f fit) one(s *shape, e *analyze.Entity) bool {
	return f.ok && f.bound == len(s.chain) && !f.keyRng && !f.multi && s.unique(e)
}

// clean reports a fit with no filter.
func (f fit) clean() bool { return f.ok && f.filters == 0 }

// prefixes gives every entity a short upper-case type prefix: the singular
// of its name (orders → ORDER, companies → COMPANY), or the whole name when
// two entities would share one.
func prefixes(entities []*analyze.Entity) map[string]string {
	out := map[string]string{}
	used := map[string]int{}
	for _, e := range entities {
		used[singular(e.Name)]++
	}
	for _, e := range entities {
		p := singular(e.Name)
		if used[p] > 1 {
			p = strings.ToUpper(e.Name)
		}
		out[e.Name] = p
	}
	return out
}

// irregular plurals that table names commonly use.
var irregular = map[string]string{"PEOPLE": "PERSON", "CHILDREN": "CHILD", "MEN": "MAN", "WOMEN": "WOMAN"}

func singular(name string) string {
	u := strings.ToUpper(name)
	for plural, one := range irregular {
		if u == plural || strings.HasSuffix(u, "_"+plural) {
			return strings.TrimSuffix(u, plural) + one
		}
	}
	switch {
	case strings.HasSuffix(u, "IES") && len(u) > 3:
		return u[:len(u)-3] + "Y"
	case strings.HasSuffix(u, "SSES") || strings.HasSuffix(u, "XES") || strings.HasSuffix(u, "SHES") || strings.HasSuffix(u, "CHES"):
		return u[:len(u)-2]
	case strings.HasSuffix(u, "S") && !strings.HasSuffix(u, "SS") && !strings.HasSuffix(u, "US") && len(u) > 1:
		return u[:len(u)-1]
	}
	return u
}

// BinaryPad is the length MySQL pads a value of column c to when it
// stores it: n for BINARY(n) (and CHAR(n) CHARACTER SET binary), whose
// shorter values are right-padded with 0x00 (X'AB' in a BINARY(2) is
// X'AB00', which WHERE id = X'AB' then no longer finds); 0 for every
// other column. A value read back from the server is padded already; the
// generated package pads an INSERT's values, and a condition's value is
// compared as it is, as MySQL pads none.
func BinaryPad(c *analyze.Column) int {
	if c == nil || c.Kind != analyze.KindBinary {
		return 0
	}
	switch strings.ToLower(c.BaseType()) {
	case "binary", "char":
		return c.Length
	}
	return 0
}

// KeyValue writes a column's value the way keys hold it, so that keys sort
// byte by byte as the SQL values do:
//   - integers: 20 digits, zero-padded (9 before 10); a negative one is '-'
//     and the 20-digit complement 10^20-1+n, so -50 sorts before -5 and
//     every negative before 0 ('-' is below '0');
//   - DECIMAL(p,s): the same on the value times 10^s, p digits with the
//     point in its place (DECIMAL(6,2): 9.2 is 0009.20, -9.2 is -9990.79);
//   - FLOAT and DOUBLE: the 16 hex digits of the IEEE 754 bits, the sign bit
//     flipped for positives and every bit for negatives (-0 is 0);
//   - date-times ISO-8601 (2026-01-10T09:30:00), booleans 0 or 1;
//   - every other value (strings, and a value the column's type cannot
//     hold) as it is, except the bytes up to '$' (the separator '#', '$'
//     itself, a space, '!', '"' and the control bytes): each is written as
//     '$' and the byte plus 0x40 ('#' is $c, a space $`, '$' $d). No value
//     then holds the separator, so two rows never write one key ('red#blue',
//     'ann' and 'red', 'blue#ann' are two items) and a value's key followed
//     by '#' is a prefix of no other value's key (state = 'CA' finds no
//     'CA#X'); and every byte of a value sorts above the separator, so keys
//     sort by their values' bytes, a value before any longer one it starts
//     with ('CA' before 'CA#X', 'red' before 'red blue'), as a _bin
//     collation sorts them;
//   - a binary column's value (BINARY, VARBINARY, BLOB, a CHARACTER SET
//     binary string) by its bytes, as a string's are, and each byte from
//     '~' up (0x7E-0xFF: '~' itself, DEL and every byte that is not
//     ASCII) as '~' and its two upper-case hex digits (0xFF is ~FF): the
//     key is ASCII, valid UTF-8 however invalid the bytes are, and
//     lossless. Each byte has one code, a code never starts another
//     ('$' and '~' stand for themselves nowhere), and the codes sort as
//     the bytes do (the '$' ones below every byte kept, the '~' ones
//     above), so keys sort as MySQL compares binary values, byte by byte,
//     a value before every longer one it starts with (X'AB' before
//     X'AB00'), with the separator guarantees of a string's. A byte takes
//     one to three bytes in the key (escapedBinaryBytes). A parameter is
//     written as given: MySQL pads a BINARY(n) value to n bytes with
//     0x00 when it stores it, not when it compares one (id = X'AB' finds
//     no X'AB00'), and the key does the same (the generated package pads
//     an INSERT's values first: BinaryPad);
//   - a string or binary column declared longer than 512 (TEXT,
//     VARCHAR(1000), BLOB): the first 32 hex digits of the SHA-256 of
//     its (collated) value, a binary one's raw bytes (Digested), which
//     finds the value but does not sort as it.
//
// A string column whose collation ignores case (and accents) is folded
// first, as the collation compares (see Collate and Fold), so that its
// keys find and lock what the SQL does; they sort in the folded values'
// byte order, which is the collation's for ASCII letters and digits but
// not for every character (Plan.FoldedOrder: a warning says so).
//
// It is the one encoder of values in keys: a parameter's value when a key
// is filled (Fill), and every constant the design writes into a key (a
// literal, a DEFAULT, a counter's value) when the design is made
// (constPart), so both meet byte for byte.
func KeyValue(c *analyze.Column, v string) string {
	if c == nil {
		return escapeKey(v)
	}
	switch c.Kind {
	case analyze.KindInteger:
		if n, ok := new(big.Int).SetString(strings.TrimSpace(v), 10); ok {
			if s, ok := fixedDigits(n, 20, 0); ok {
				return s
			}
		}
	case analyze.KindDecimal:
		if c.Float {
			if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil && !math.IsNaN(f) {
				return floatKey(f)
			}
			return escapeKey(v)
		}
		if r, ok := new(big.Rat).SetString(strings.TrimSpace(v)); ok {
			if s, ok := fixedDigits(scaled(r, c.Scale), c.Precision, c.Scale); ok {
				return s
			}
		}
	case analyze.KindDateTime:
		for _, layout := range dateTimeLayouts {
			if t, err := time.Parse(layout, v); err == nil {
				return t.Format("2006-01-02T15:04:05.999999999")
			}
		}
	case analyze.KindBool:
		switch strings.ToLower(v) {
		case "true":
			return "1"
		case "false":
			return "0"
		}
	case analyze.KindString:
		if Digested(c) {
			return digest(Collate(c, v))
		}
		return escapeKey(Collate(c, v))
	case analyze.KindBinary:
		if Digested(c) {
			return digest(v)
		}
		return escapeBinary(v)
	}
	if Digested(c) {
		return digest(v)
	}
	return escapeKey(v)
}

// maxKeyBytes is the most a column's value can take in a key: its declared
// length for strings (a character counted as a byte), the type's own
// bound for TEXT and BLOB, and the key encoding's width for the rest (at
// most the 65 digits, sign and point of a DECIMAL).
func maxKeyBytes(c *analyze.Column) int {
	t := strings.ToLower(c.BaseType())
	switch {
	case c.Length > 0 && (c.Kind == analyze.KindString || c.Kind == analyze.KindBinary):
		return c.Length
	case strings.HasPrefix(t, "tiny") && (strings.HasSuffix(t, "text") || strings.HasSuffix(t, "blob")):
		return 255
	case strings.HasSuffix(t, "text") || strings.HasSuffix(t, "blob") || c.Kind == analyze.KindJSON || c.Kind == analyze.KindString:
		return 65535 // TEXT; MEDIUM and LONG are longer still, and over any key limit alike
	}
	return 67
}

// DynamoDB's key sizes: a partition key takes 2,048 bytes, a sort key
// 1,024.
const (
	maxPartitionKeyLen = 2048
	maxSortKeyLen      = 1024
)

// maxKeyColumn is the most bytes a string column's value takes in a key
// as it is: a column declared longer (TEXT, VARCHAR(1000)) is keyed by its
// digest (Digested).
const maxKeyColumn = 512

// digestLen is the length of a digest in a key: 32 hex digits, 128 bits
// of SHA-256.
const digestLen = 32

// Digested reports whether a column's values are written into keys as
// their digest: a string or binary column whose declared size passes
// maxKeyColumn, which a key could not hold whole (DynamoDB's partition key
// takes 2,048 bytes, its sort key 1,024).
func Digested(c *analyze.Column) bool {
	return c != nil && (c.Kind == analyze.KindString || c.Kind == analyze.KindBinary) && maxKeyBytes(c) > maxKeyColumn
}

// oversized says why the key k of src's items can pass DynamoDB's size
// for it, from the columns' declared sizes (a character counted as one
// byte), and where its first column is declared; "" when it fits.
func oversized(src *analyze.Entity, k Key) (string, analyze.Pos) {
	limit := maxSortKeyLen
	if partitionKey(k.Attr) {
		limit = maxPartitionKeyLen
	}
	longest, first, counted := 0, src.Pos, "a character counted as one byte"
	for _, p := range k.Template {
		longest += len(p.Lit)
		if c := src.Column(p.Col); c != nil {
			longest += keyBytes(c)
			if first == src.Pos {
				first = c.Pos
			}
			if c.Kind == analyze.KindBinary && !Digested(c) {
				counted = "a character counted as one byte, a binary byte as the three its escape can take"
			}
		}
	}
	if longest <= limit {
		return "", first
	}
	return fmt.Sprintf("%s of %s can reach %d bytes (%s, from the columns' declared sizes, %s), over DynamoDB's %d-byte limit for that key", k.Attr, src.Name, longest, k.Template, counted, limit), first
}

// keyBytes is the most bytes a column's value takes in a key: a binary
// column's byte can take three (escapeBinary).
func keyBytes(c *analyze.Column) int {
	switch {
	case Digested(c):
		return digestLen
	case c.Kind == analyze.KindBinary:
		return maxKeyBytes(c) * escapedBinaryBytes
	}
	return maxKeyBytes(c)
}

// digest is a long value as a key holds it: the first 32 hex digits of
// the SHA-256 of its bytes (collated first, so every spelling the
// collation takes as one has one digest).
func digest(v string) string {
	sum := sha256.Sum256([]byte(v))
	return hex.EncodeToString(sum[:])[:digestLen]
}

// Collate writes a string column's value as its collation compares it:
// folded (Fold), then, under a PAD SPACE collation ('a ' = 'a'), without
// its trailing spaces: every character the collation weighs as a space
// (a no-break space, U+3000) folds to one, and an ignorable one to
// nothing, so 'a' and 'a' followed by a no-break space are one value
// there too. Keys, checks and verify's comparisons all go through it.
func Collate(c *analyze.Column, v string) string {
	if c == nil {
		return v
	}
	v = Fold(c.Fold, v)
	if c.PadSpace {
		v = strings.TrimRight(v, " ")
	}
	return v
}

// keyEscaper writes each byte up to '$' as '$' and the byte plus 0x40.
var keyEscaper = func() *strings.Replacer {
	var pairs []string
	for b := byte(0); b <= '$'; b++ {
		pairs = append(pairs, string([]byte{b}), string([]byte{'$', b + 0x40}))
	}
	return strings.NewReplacer(pairs...)
}()

func escapeKey(v string) string {
	if !strings.ContainsFunc(v, func(r rune) bool { return r <= '$' }) {
		return v
	}
	return keyEscaper.Replace(v)
}

// escapedBinaryBytes is the most bytes escapeBinary writes for one byte.
const escapedBinaryBytes = 3

// escapeBinary writes a binary value's bytes as a key holds them: each
// byte up to '$' as escapeKey writes it ('$' and the byte plus 0x40), the
// bytes from '%' to '}' as they are, and each from '~' up as '~' and its
// two upper-case hex digits. The codes are prefix-free and sort as the
// bytes do, so the keys of two values compare as the values' bytes.
func escapeBinary(v string) string {
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case c <= '$':
			b.WriteByte('$')
			b.WriteByte(c + 0x40)
		case c >= '~':
			b.WriteByte('~')
			b.WriteString(strings.ToUpper(hex.EncodeToString([]byte{c})))
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// keyed is what fills column col of e's in a key: a constant (a template
// of one literal) as KeyValue writes it, a placeholder as it is.
func keyed(e *analyze.Entity, col string, v Template) Template {
	if len(v) == 1 && v[0].Col == "" {
		return Template{constPart(e.Column(col), v[0].Lit)}
	}
	return v
}

// Leading is the first n characters of v, as a key on a column prefix
// (UNIQUE (email(20))) holds it: v itself when n is 0 or v is shorter.
func Leading(v string, n int) string {
	if n <= 0 {
		return v
	}
	for i := range v {
		if n == 0 {
			return v[:i]
		}
		n--
	}
	return v
}

// prefixed is what the key part p holds of the value v, a template: a
// constant cut to p's Prefix, a placeholder marked with it.
func prefixed(p Part, v Template) Template {
	if p.Prefix == 0 || len(v) != 1 {
		return v
	}
	out := v[0]
	if out.Col == "" {
		out.Lit = Leading(out.Lit, p.Prefix)
	} else {
		out.Prefix = p.Prefix
	}
	return Template{out}
}

// constPart is the constant v at column c's place in a key, written as
// KeyValue writes a parameter's value there.
func constPart(c *analyze.Column, v string) Part { return Part{Lit: KeyValue(c, v)} }

// fixedDigits writes n in width digits, a point before the last scale of
// them; a negative n as '-' and the complement 10^width-1+n. It reports
// false when n does not fit.
func fixedDigits(n *big.Int, width, scale int) (string, bool) {
	limit := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(width)), nil)
	m, sign := new(big.Int).Set(n), ""
	if n.Sign() < 0 {
		m.Add(m, limit).Sub(m, big.NewInt(1))
		sign = "-"
		if m.Sign() < 0 {
			return "", false
		}
	} else if m.Cmp(limit) >= 0 {
		return "", false
	}
	digits := m.String()
	digits = strings.Repeat("0", width-len(digits)) + digits
	if scale > 0 {
		digits = digits[:width-scale] + "." + digits[width-scale:]
	}
	return sign + digits, true
}

// scaled is r times 10^scale rounded half away from zero, as MySQL rounds
// a DECIMAL.
func scaled(r *big.Rat, scale int) *big.Int {
	x := new(big.Rat).Mul(r, new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(scale)), nil)))
	num, den := x.Num(), x.Denom()
	q, rem := new(big.Int).QuoRem(num, den, new(big.Int))
	if new(big.Int).Mul(new(big.Int).Abs(rem), big.NewInt(2)).Cmp(den) >= 0 {
		if num.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
		} else {
			q.Add(q, big.NewInt(1))
		}
	}
	return q
}

// floatKey is the order-preserving form of a float64: its bits with the
// sign bit flipped for positives and all bits flipped for negatives, so
// that unsigned order is numeric order.
func floatKey(f float64) string {
	if f == 0 {
		f = 0 // -0 = 0, as SQL compares them
	}
	b := math.Float64bits(f)
	if b>>63 == 1 {
		b = ^b
	} else {
		b |= 1 << 63
	}
	return fmt.Sprintf("%016X", b)
}

// Fill writes a template with values by placeholder (customer_id,
// order_date.lo, ...): parts of a key are written with KeyValue, a template
// that is a lone placeholder is a plain attribute value and stays as it is.
// It reports false when a value is missing (a NULL column: the item has no
// such key, as in a sparse index).
func Fill(t Template, e *analyze.Entity, values map[string]string) (string, bool) {
	var sb strings.Builder
	for _, p := range t {
		if p.Col == "" {
			sb.WriteString(p.Lit)
			continue
		}
		v, ok := values[p.Col]
		if !ok {
			return "", false
		}
		if len(t) == 1 {
			return v, true
		}
		col, _, _ := strings.Cut(p.Col, ".")
		c := e.Column(col)
		if c != nil && c.Kind == analyze.KindBinary && p.Prefix > 0 && len(v) > p.Prefix {
			v = v[:p.Prefix] // a binary column's prefix (UNIQUE (token(8))) counts bytes
		}
		sb.WriteString(KeyValue(c, Leading(v, p.Prefix)))
	}
	return sb.String(), true
}

// ClockCol is the placeholder of a column a write sets to the statement's
// clock: {col.now} for NOW() and its kin, {col.today} for CURDATE(); the
// application fills it with the time (the date) of the write, and a key
// writes it as the column's values (KeyValue).
func ClockCol(col, kind string) string { return col + "." + kind }

// ShardCol is the placeholder of a sharded key's shard number.
const ShardCol = "_shard"

// ShardOf is the shard an item of e writes to among n: FNV-1a of its
// primary key values joined by '#', modulo n. Every writer must use it, so
// that a row always lands on the same shard.
func ShardOf(e *analyze.Entity, values map[string]string, n int) int {
	h := fnv.New32a()
	for i, c := range e.PrimaryKey {
		if i > 0 {
			h.Write([]byte("#"))
		}
		h.Write([]byte(values[e.Column(c).Name]))
	}
	return int(h.Sum32() % uint32(n))
}

// Checks reports whether an item's value passes one of a plan's
// application checks (Plan.Check): v is the attribute's value, nil when
// the item lacks it (SQL's NULL, which no comparison matches), and vals are
// f.Values filled. Both sides are folded as c's collation compares (Fold);
// LIKE is a prefix, as its FilterCol is.
func Checks(c *analyze.Column, f FilterCol, v *string, vals []string) bool {
	if v == nil || len(vals) == 0 {
		return false
	}
	fold := func(s string) string { return Collate(c, s) }
	x := fold(*v)
	in := slices.ContainsFunc(vals, func(s string) bool { return fold(s) == x })
	switch f.Op {
	case "=", "IN":
		return in
	case "<>", "NOT IN":
		return !in
	case "LIKE":
		return strings.HasPrefix(x, fold(vals[0]))
	}
	return false
}
