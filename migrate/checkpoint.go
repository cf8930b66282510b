package migrate

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"
	"unicode/utf8"

	"sql2dynamo/design"
)

// checkpoint is where a migration into a table stands, saved as it goes
// (Options.Checkpoint): the tables done, and in the table under way the
// primary key of the last row whose items DynamoDB has all acknowledged.
// A run with Resume starts there. The rows after it are read from a new
// snapshot: a database the application kept writing to meanwhile gives
// the rows of each part as they were when that part was read.
type checkpoint struct {
	// Design and Table say which migration it is: the design's
	// fingerprint, the table written and the tables chosen.
	Design string   `json:"design"`
	Table  string   `json:"table"`
	Tables []string `json:"tables,omitempty"`

	Done    []TableResult `json:"done"`
	Entity  string        `json:"entity,omitempty"` // the table under way
	After   keyValues     `json:"after,omitempty"`  // its last row written: its primary key's values
	Current TableResult   `json:"current,omitzero"`
	Refused []Refused     `json:"refused,omitempty"`
	// Saved is when it was saved: the rows before it were read from the
	// source as it was then.
	Saved time.Time `json:"saved,omitzero"`

	final bool // a table's end: saved whatever the time
}

// keyValues are a row's primary key values as a checkpoint saves them:
// each a JSON string, or, when it is no UTF-8 (a binary key's bytes,
// which a JSON string would turn into U+FFFD), {"bytes": its base64}, so
// that a resumed run goes on after that very row. A checkpoint of text
// keys reads as it always has.
type keyValues []string

func (k keyValues) MarshalJSON() ([]byte, error) {
	out := make([]any, len(k))
	for i, v := range k {
		out[i] = v
		if !utf8.ValidString(v) {
			out[i] = keyBytes{[]byte(v)}
		}
	}
	return json.Marshal(out)
}

func (k *keyValues) UnmarshalJSON(b []byte) error {
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	*k = make(keyValues, len(raw))
	for i, r := range raw {
		if err := json.Unmarshal(r, &(*k)[i]); err == nil {
			continue
		}
		var kb keyBytes
		if err := json.Unmarshal(r, &kb); err != nil {
			return err
		}
		(*k)[i] = string(kb.Bytes)
	}
	return nil
}

// keyBytes is a key value that is no UTF-8, as a checkpoint saves it.
type keyBytes struct {
	Bytes []byte `json:"bytes"`
}

// fingerprint names a design by what its items are laid out from: a
// checkpoint of another design cannot be resumed.
func fingerprint(d *design.Design) (string, error) {
	type entity struct {
		Name, Prefix string
		Placement    design.Placement
		Keys         []design.Key
		Embedding    *design.Link
		Copies       []*design.Copy
		Locks        []design.Lock
		Lookups      []design.Lock
		Counters     []*design.Counter
		Sequence     *design.Sequence
	}
	var es []entity
	for _, e := range d.Entities {
		es = append(es, entity{e.Name, e.Prefix, e.Placement, e.Keys, e.Embedding, e.Copies, e.Locks, e.Lookups, e.Counters, e.Sequence})
	}
	b, err := json.Marshal(struct {
		Table    any
		Entities []entity
	}{d.CreateTable, es})
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:12]), nil
}

// checkpoints saves a migration's checkpoints, at most one per every but
// every table's end.
type checkpoints struct {
	path  string
	every time.Duration
	saved time.Time
}

func (c *checkpoints) save(cp *checkpoint) error {
	if !cp.final && time.Since(c.saved) < c.every {
		return nil
	}
	cp.Saved = time.Now().UTC().Truncate(time.Second)
	b, err := json.MarshalIndent(cp, "", "  ")
	if err != nil {
		return err
	}
	// A new file renamed over the old: a crash while saving leaves the
	// last checkpoint whole.
	tmp := c.path + ".new"
	if err := os.WriteFile(tmp, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("saving the checkpoint: %w", err)
	}
	if err := os.Rename(tmp, c.path); err != nil {
		return fmt.Errorf("saving the checkpoint: %w", err)
	}
	c.saved = time.Now()
	return nil
}

// resumeFrom reads the checkpoint at path for a run of opts on d (nil
// when there is none: the run starts from the first row); with resume
// false, a checkpoint there is an error (an interrupted run would be
// started over by mistake).
func resumeFrom(path string, resume bool, d *design.Design, opts Options) (*checkpoint, error) {
	b, err := os.ReadFile(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return nil, nil
	case err != nil:
		return nil, err
	case !resume:
		return nil, fmt.Errorf("%s is the checkpoint of an interrupted migration: --resume continues it; remove it to start over", path)
	}
	var cp checkpoint
	if err := json.Unmarshal(b, &cp); err != nil {
		return nil, fmt.Errorf("%s: not a checkpoint: %w", path, err)
	}
	fp, err := fingerprint(d)
	if err != nil {
		return nil, err
	}
	if cp.Design != fp || cp.Table != opts.Table || !slices.Equal(cp.Tables, opts.Tables) {
		return nil, fmt.Errorf("%s is the checkpoint of another migration (%s, table %s, tables %v): resume it with the same design, --table and --tables", filepath.Base(path), cp.Design, cp.Table, cp.Tables)
	}
	if cp.Saved.IsZero() {
		// Saved by a version before the field: the file's time is its own.
		if fi, err := os.Stat(path); err == nil {
			cp.Saved = fi.ModTime()
		}
	}
	return &cp, nil
}
