#!/usr/bin/env bash
# `npm test`: everything, browser tests included, on a fresh clone. Installs what it needs.
# Stages that do not need each other run side by side (two cores: one stage's idle time is another's):
#   1. type-check, lint, content check, the build, and the Debian packages the tests need
#   2. unit tests, the tests of the build in process, the API integration tests on PostgreSQL, the test data directory
#   3. server tests (the production server as a process), then browser tests
# Each stage's output is printed whole once it is done, with its time; the run stops after the first group that fails.
set -euo pipefail
cd "$(dirname "$0")/.."
# Reports live outside build/, which the build empties.
rm -rf .test-reports && mkdir -p .test-reports
run_started=$SECONDS

# Scratch files in memory: the tests' temporary files (the data directories every server test copies and writes,
# Chromium's profiles, the browser tests' data directory) go to a directory of this run on /dev/shm when that has room,
# removed when the run ends. On the disk, the copies and the embedded databases' writes cost the server and browser
# tests about 20 s of kernel CPU each (docs/decisions/369-test-scratch-in-memory.md).
scratch=""
if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ] &&
  [ "$(df -Pk /dev/shm | awk 'NR == 2 { print $4 }')" -ge $((4 * 1024 * 1024)) ]; then
  scratch="$(mktemp -d /dev/shm/mechaforge-test.XXXXXX)"
  chmod 755 "$scratch"
  export TMPDIR="$scratch"
fi
# The browser tests' data directory (playwright.config.ts, tests/e2e/mail.ts), made in stage 2.
export E2E_DATA_DIR="${TMPDIR:-/tmp}/mechaforge-e2e-data-$$"
trap 'rm -rf "$E2E_DATA_DIR" ${scratch:+"$scratch"}' EXIT

declare -A stage_pid stage_started
# start NAME COMMAND...: runs a stage in the background, its output in .test-reports/NAME.log.
start() {
  local name=$1
  shift
  stage_started[$name]=$SECONDS
  "$@" > ".test-reports/$name.log" 2>&1 &
  stage_pid[$name]=$!
}
# finish NAME TITLE: waits for the stage, then prints its title, time and output; fails as the stage did.
group_failed=0
finish() {
  local name=$1 title=$2 status=0
  wait "${stage_pid[$name]}" || status=$?
  local took=$((SECONDS - stage_started[$name]))
  if [ "$status" -eq 0 ]; then echo "== $title (${took} s)"; else echo "== $title (${took} s, FAILED: exit $status)"; fi
  cat ".test-reports/$name.log"
  [ "$status" -eq 0 ] || group_failed=1
}
end_group() {
  if [ "$group_failed" -ne 0 ]; then
    echo "npm test: stopped after a failed stage ($((SECONDS - run_started)) s)" >&2
    exit 1
  fi
}

# Debian packages the tests need, installed when missing, one apt at a time, while npm installs (which waits on the
# network and the disk more than on the CPU): promtool for the alert rules' test (tests/unit/alert-rules.test.ts), the
# browser, nginx and wrk for the edge tests, PostgreSQL for the API and cluster tests. Each script does nothing when its
# package is there; with-postgres.sh and the edge tests still install theirs when run alone.
start packages bash -c 'bash scripts/ensure-promtool.sh && bash scripts/ensure-chromium.sh && bash scripts/ensure-nginx.sh &&
  bash scripts/ensure-postgres.sh'

# Dependencies: install when missing or when the lock file changed since the last install. `npm install` with the
# committed lock installs its exact versions; `npm ci` refuses this lock here (see docs/decisions/111-npm-install.md).
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi

# The route types are React Router's generated files, which only the type-check reads.
start tsc bash -c 'npx react-router typegen && npx tsc'
start lint bash -c 'npx eslint . && npx prettier --check . --log-level warn'
start content npx vite-node --config vitest.config.ts scripts/content/check.ts
# The build's output only when it fails; then the byte budgets of what it built.
start build bash -c 'npm run build > .test-reports/build-output.log 2>&1 || { cat .test-reports/build-output.log; exit 1; }
  npx vite-node --config vitest.config.ts scripts/check-budgets.ts'
finish tsc "type-check"
finish lint "lint"
finish content "content check (schemas, cross-references, dates from the schedule, drift between pages)"
finish build "build, then byte budgets (first-load JavaScript as a browser receives it)"
finish packages "Debian packages the tests need (promtool, Chromium's headless shell, nginx, wrk, PostgreSQL)"
end_group

# The API suite (tests/integration) runs once, against PostgreSQL (stage "pg"); the embedded database's side of the same
# calls is every server and browser test's (docs/decisions/364-unit-files-share-modules.md).
start unit npx vitest run tests/unit --reporter=default --reporter=json --outputFile.json=.test-reports/vitest.json
start build-tests npx vitest run --config vitest.build.config.ts --reporter=default --reporter=json \
  --outputFile.json=.test-reports/vitest-build.json
start pg bash scripts/with-postgres.sh npx vitest run tests/integration --reporter=default --reporter=json \
  --outputFile.json=.test-reports/vitest-pg.json
# The migrated data directory every server test copies (tests/server/harness.ts templateDataDir: a server start that
# creates four embedded databases, mostly on one core), made beside the unit tests rather than before the first server
# test, and the browser tests' copy of it.
start data-dir npx vite-node --config vitest.server.config.ts tests/e2e/data-dir.ts "$E2E_DATA_DIR"
finish unit "unit tests"
finish build-tests "the build in process (every page of every market at every state, what pages show, client bundles)"
finish pg "API integration tests against a real PostgreSQL server"
finish data-dir "the server tests' data directory, and the browser tests' copy of it"
end_group

# The server tests, then the browser tests: side by side on two cores they starved each other (a server that must
# refuse within 2 s, axe over every page type): both failed on timeouts that one at a time they keep.
start server bash scripts/with-postgres.sh npx vitest run --config vitest.server.config.ts --reporter=default \
  --reporter=json --outputFile.json=.test-reports/vitest-server.json
finish server "server tests (the production server as a process: data-dir lock, limits, timeouts, proxies, hostile requests, nginx in front, workers, requests and answers)"
start browser env PLAYWRIGHT_JSON_OUTPUT_NAME=.test-reports/playwright.json npx playwright test --reporter=list,json
finish browser "browser tests"
echo "npm test: $((SECONDS - run_started)) s"
node scripts/test-summary.mjs .test-reports/vitest.json .test-reports/vitest-build.json .test-reports/vitest-pg.json \
  .test-reports/vitest-server.json .test-reports/playwright.json
end_group
