package migrate

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/items"
)

// TestCheckpointKeepsBinaryKeys: a checkpoint saves the last row's key
// byte for byte, a BINARY(16) id that is no UTF-8 too (a JSON string would
// make each invalid byte U+FFFD, and the resumed run would go on after
// another row, skipping rows), and reads a key of text as it always has.
func TestCheckpointKeepsBinaryKeys(t *testing.T) {
	m := analyze.Analyze(analyze.File{Name: "c.sql", Text: "CREATE TABLE devices (id BINARY(16) PRIMARY KEY, n INT);\n-- name: Get :one\nSELECT * FROM devices WHERE id = ?;\n"})
	d := design.New(m, design.Options{Table: "t"})
	fp, err := fingerprint(d)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "checkpoint.json")
	after := keyValues{"\x11\xee\x8f\x0a\x9c\x3b\x4e\x7d\x80\xff\x00\xa1\xb2\xc3\xd4\xe5", "plain", ""}
	c := &checkpoints{path: path}
	if err := c.save(&checkpoint{Design: fp, Table: "t", Entity: "devices", After: after, final: true}); err != nil {
		t.Fatal(err)
	}
	cp, err := resumeFrom(path, true, d, Options{Table: "t"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(cp.After, after) {
		t.Errorf("the checkpoint gave back the key %q, saved %q", cp.After, after)
	}
	if b, _ := os.ReadFile(path); !bytes.Contains(b, []byte(`"plain"`)) || !bytes.Contains(b, []byte(`"bytes": "Ee6PCpw7Tn2A/wChssPU5Q=="`)) {
		t.Errorf("the checkpoint holds text as a string and bytes in base64; it reads:\n%s", b)
	}
}

// TestKeyTextBinary: a refused row's binary key is listed in hex, as
// MySQL's HEX() writes it, not as bytes no terminal or JSON shows.
func TestKeyTextBinary(t *testing.T) {
	m := analyze.Analyze(analyze.File{Name: "c.sql", Text: "CREATE TABLE devices (id BINARY(2), n INT, PRIMARY KEY (id, n));\n"})
	id, n := "\xff\x01", "7"
	if got := items.KeyText(m.Entity("devices"), map[string]*string{"id": &id, "n": &n}); got != "id=0xFF01, n=7" {
		t.Errorf("KeyText = %q, want id=0xFF01, n=7", got)
	}
}
