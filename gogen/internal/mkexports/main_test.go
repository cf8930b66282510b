package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"sql2dynamo/gogen/internal/exports"
)

// TestExportsCurrent: gogen/exports.gz is what mkexports writes now, for
// the SDK versions go.mod requires and this Go's standard library: run
// `go run ./gogen/internal/mkexports` when it is not.
func TestExportsCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the SDK's packages with the go command")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	root := filepath.Join("..", "..", "..")
	have, err := os.ReadFile(filepath.Join(root, file))
	if err != nil {
		t.Fatal(err)
	}
	set, err := exports.Read(have)
	if err != nil {
		t.Fatal(err)
	}
	if set.Go != runtime.Version() {
		// A patch release keeps the standard library's API: the
		// exports hold; a minor one may not, so they must be written
		// again, or they go stale unseen.
		if release(set.Go) != release(runtime.Version()) {
			t.Fatalf("%s holds %s's standard library, this is %s: run go run ./gogen/internal/mkexports", file, set.Go, runtime.Version())
		}
		t.Skipf("%s holds %s's standard library, this is %s (a patch release apart)", file, set.Go, runtime.Version())
	}
	want, err := build(root)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, want) {
		t.Errorf("%s is stale (modules now %v): run go run ./gogen/internal/mkexports", file, mustRead(t, want).Modules)
	}
}

func mustRead(t *testing.T, src []byte) *exports.Set {
	s, err := exports.Read(src)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// release is a Go version without its patch release: go1.26.8 is
// go1.26 (go1.26rc1 stays as it is).
func release(v string) string {
	if i := strings.Index(v, "."); i >= 0 {
		if j := strings.Index(v[i+1:], "."); j >= 0 {
			return v[:i+1+j]
		}
	}
	return v
}

// TestRelease: versions a patch release apart are one release.
func TestRelease(t *testing.T) {
	for v, want := range map[string]string{"go1.26.8": "go1.26", "go1.26": "go1.26", "go1.27rc1": "go1.27rc1", "go1.27.0": "go1.27"} {
		if got := release(v); got != want {
			t.Errorf("release(%q) = %q, want %q", v, got, want)
		}
	}
}
