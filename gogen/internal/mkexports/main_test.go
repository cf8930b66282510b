package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
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
		t.Skipf("%s holds %s's standard library, this is %s", file, set.Go, runtime.Version())
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
