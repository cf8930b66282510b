// Command mkexports writes gogen/exports.gz: the type information of
// every package a generated package may import (the standard library's
// packages the templates use and aws-sdk-go-v2's aws, dynamodb and
// dynamodb/types, at the versions go.mod requires), which gogen.TypeCheck
// reads to type-check a generated package in process, on a machine that
// has neither the SDK's source nor a Go toolchain.
//
// Run it from the module's root after go.mod changes an SDK version or
// the templates import another package:
//
//	go run ./gogen/internal/mkexports
//
// Its test fails while the file is stale.
package main

import (
	"fmt"
	gotypes "go/types"
	"os"
	"runtime"

	"golang.org/x/tools/go/packages"

	"sql2dynamo/gogen"
	"sql2dynamo/gogen/internal/exports"
)

// file is the exports file, from the module's root.
const file = "gogen/exports.gz"

func main() {
	src, err := build(".")
	if err == nil {
		err = os.WriteFile(file, src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "mkexports:", err)
		os.Exit(1)
	}
}

// build loads the packages gogen's templates import, from the module in
// dir, and encodes their type information.
func build(dir string) ([]byte, error) {
	cfg := &packages.Config{Dir: dir, Mode: packages.NeedName | packages.NeedTypes | packages.NeedImports | packages.NeedDeps | packages.NeedModule}
	pkgs, err := packages.Load(cfg, gogen.ImportPaths()...)
	if err != nil {
		return nil, err
	}
	if packages.PrintErrors(pkgs) > 0 {
		return nil, fmt.Errorf("the packages do not load")
	}
	var modules []exports.Module
	seen := map[string]bool{}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if m := p.Module; m != nil && !seen[m.Path] {
			seen[m.Path] = true
			modules = append(modules, exports.Module{Path: m.Path, Version: m.Version})
		}
	})
	var tps []*gotypes.Package
	for _, p := range pkgs {
		tps = append(tps, p.Types)
	}
	return exports.Write(runtime.Version(), modules, tps)
}
