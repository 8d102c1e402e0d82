#!/usr/bin/env bash
# Debian's postgresql for the tests' throwaway servers (scripts/with-postgres.sh, tests/server/postgres.ts), installed
# when missing (needs root). Prints the directory of its programs (initdb, pg_ctl), the newest version's.
set -euo pipefail
find_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}
BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is missing: run 'sudo apt-get install -y postgresql' (or run the tests as root)." >&2
    exit 1
  fi
  echo "installing postgresql from Debian" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q postgresql >/dev/null || { apt-get update -q >/dev/null && apt-get install -y -q postgresql >/dev/null; }
  BIN="$(find_bin)"
fi
echo "$BIN"
