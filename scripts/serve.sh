#!/bin/sh
# `npm run serve`: install, build and serve on a fresh machine, saying what each step does and how long it took (on 2
# cores: about a minute to install, four to build, the fonts step included, and up to a minute for the first start,
# which creates and migrates the embedded database).
set -eu
cd "$(dirname "$0")/.."
step() {
  name="$1"
  shift
  started=$(date +%s)
  echo "== $name"
  "$@"
  echo "== $name: done in $(($(date +%s) - started)) s"
}
step "installing packages (npm install)" npm install --no-audit --no-fund
step "building the shop and the studio into a release, then the first-view fonts of the CJK pages (about 4 minutes on 2 cores)" npm run build
echo "== starting the server on http://localhost:${PORT:-3000} (a first start creates the embedded database in ${DATA_DIR:-./data}: up to a minute)"
exec scripts/start.sh
