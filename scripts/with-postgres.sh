#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: installs Debian's postgresql when missing (as root),
# starts it on 127.0.0.1:55432 in a fresh directory under /tmp, exports TEST_DATABASE_URL, and stops it afterwards.
# A throwaway server needs no durability: without fsync and full-page writes the API suite took 31-32 CPU-s against
# 36-37 (its transactions and answers are the same; only what a crash would keep differs).
# Usage: bash scripts/with-postgres.sh npx vitest run tests/integration
set -euo pipefail

PORT="${PG_TEST_PORT:-55432}"

BIN="$(bash "$(dirname "$0")/ensure-postgres.sh")"

D="$(mktemp -d /tmp/pg-test.XXXXXX)"
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/sh -c "$1"; else sh -c "$1"; fi
}
[ "$(id -u)" -eq 0 ] && chown postgres:postgres "$D"
chmod 700 "$D"

cleanup() {
  as_postgres "'$BIN/pg_ctl' -D '$D/data' -m fast -w stop" >/dev/null 2>&1 || true
  rm -rf "$D"
}
trap cleanup EXIT

as_postgres "'$BIN/initdb' -D '$D/data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
# A start that fails prints the server's log (it goes with the directory) and is tried once more on the next port: the
# ports here lie in Linux's ephemeral range, so a client's connection may hold one for a while.
start() {
  as_postgres "'$BIN/pg_ctl' -D '$D/data' -l '$D/pg.log' -t 120 -o \"-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c listen_addresses=127.0.0.1 -p $PORT -k '$D'\" -w start" >/dev/null
}
if ! start; then
  echo "with-postgres: PostgreSQL did not start; its log:" >&2
  cat "$D/pg.log" >&2 || true
  as_postgres "'$BIN/pg_ctl' -D '$D/data' -m immediate stop" >/dev/null 2>&1 || true
  PORT=$((PORT + 1))
  start
fi
echo "with-postgres: PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
