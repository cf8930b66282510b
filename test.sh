#!/usr/bin/env bash
# Runs every check and test of sql2dynamo, as CI does (.ci/run calls this).
# Needs Go; later stages (verify on DynamoDB Local) will install what they
# need here too, so a fresh clone needs nothing but this script.
set -euo pipefail
cd "$(dirname "$0")"

echo "== gofmt"
unformatted=$(gofmt -l .)
if [ -n "$unformatted" ]; then
  echo "not gofmt-ed:"; echo "$unformatted"; exit 1
fi

echo "== go vet"
go vet ./...

echo "== go build"
go build ./...

echo "== go test"
go test -count=1 ./...

echo "== benchmarks (one pass each, to keep them compiling and running)"
go test -run '^$' -bench . -benchtime 1x ./... > /dev/null

echo "all green"
