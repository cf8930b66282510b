package gogen

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
)

// sdkModules are the modules a generated package imports, and those its
// test driver adds.
var sdkModules = []string{
	"github.com/aws/aws-sdk-go-v2",
	"github.com/aws/aws-sdk-go-v2/service/dynamodb",
	"github.com/aws/aws-sdk-go-v2/config",
	"github.com/aws/smithy-go",
}

// WriteModule writes a Go module in dir holding the generated package
// (in dir/pkg) and a main package (main.go of mainSrc, when not nil)
// that imports it as "gen/<pkg>": the AWS SDK at the versions sql2dynamo
// itself is built with, their checksums pinned from its build info.
// Build builds it.
func WriteModule(dir, pkg string, files []File, mainSrc []byte) error {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return fmt.Errorf("gogen: no build info to take the AWS SDK's versions from")
	}
	var req, sums []string
	for _, d := range info.Deps {
		if d.Replace != nil {
			d = d.Replace
		}
		if strings.HasPrefix(d.Path, "github.com/aws/") {
			for _, m := range sdkModules {
				if d.Path == m {
					req = append(req, fmt.Sprintf("\t%s %s\n", d.Path, d.Version))
				}
			}
			if d.Sum != "" {
				sums = append(sums, fmt.Sprintf("%s %s %s\n", d.Path, d.Version, d.Sum))
			}
		}
	}
	if len(req) == 0 {
		// A test binary's build info lists no dependencies: sql2dynamo's
		// own go.mod and go.sum, in the source tree it was built from,
		// say the same versions.
		var err error
		if req, sums, err = sourcePins(); err != nil {
			return err
		}
	}
	sort.Strings(req)
	sort.Strings(sums)
	mod := "module gen\n\ngo " + strings.TrimPrefix(GoVersion, "go") + "\n\nrequire (\n" + strings.Join(req, "") + ")\n"
	if err := os.MkdirAll(filepath.Join(dir, pkg), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(mod), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "go.sum"), []byte(strings.Join(sums, "")), 0o644); err != nil {
		return err
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, pkg, f.Name), f.Src, 0o644); err != nil {
			return err
		}
	}
	if mainSrc != nil {
		return os.WriteFile(filepath.Join(dir, "main.go"), mainSrc, 0o644)
	}
	return nil
}

// Command is a go command run in a module WriteModule wrote: the
// go.sum lines of go.mod files it lacks are added (-mod=mod), those of
// the AWS SDK's without the checksum database, whose code is pinned.
// A first argument that is a path (staticcheck's) runs that program.
//
// Builds are -trimpath: the module's folder (a new temporary one each
// time) is then no part of what the go command caches a package by, so a
// package built before, by a run or a test in another folder, is not
// compiled again.
func Command(dir string, args ...string) *exec.Cmd {
	name := "go"
	if len(args) > 0 && filepath.IsAbs(args[0]) {
		name, args = args[0], args[1:]
	}
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod -trimpath", "GONOSUMDB=github.com/aws", "GOWORK=off")
	return cmd
}

// sourcePins are the AWS SDK's require lines and go.sum lines of the
// go.mod and go.sum beside this package's source.
func sourcePins() (req, sums []string, err error) {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return nil, nil, fmt.Errorf("gogen: no build info nor source to take the AWS SDK's versions from")
	}
	root := filepath.Dir(filepath.Dir(file))
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return nil, nil, fmt.Errorf("gogen: no build info to take the AWS SDK's versions from: %w", err)
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return nil, nil, fmt.Errorf("gogen: no build info to take the AWS SDK's versions from: %w", err)
	}
	for _, line := range strings.Split(string(mod), "\n") {
		f := strings.Fields(line)
		if len(f) >= 2 && slices.Contains(sdkModules, f[0]) {
			req = append(req, fmt.Sprintf("\t%s %s\n", f[0], f[1]))
		}
	}
	for _, line := range strings.Split(string(sum), "\n") {
		if strings.HasPrefix(line, "github.com/aws/") {
			sums = append(sums, line+"\n")
		}
	}
	return req, sums, nil
}
