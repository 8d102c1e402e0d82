#!/usr/bin/env bash
# `npm test`: everything, browser tests included, on a fresh clone. Installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
# Reports live outside build/, which the build empties.
rm -rf .test-reports && mkdir -p .test-reports

# Dependencies: install when missing or when the lock file changed since the last install. `npm install` with the
# committed lock installs its exact versions; `npm ci` refuses this lock here (see docs/decisions/111-npm-install.md).
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi

# The type-check and the lint side by side (each about half a minute, on two cores); each one's output after both.
echo "== type-check and lint"
npx react-router typegen
npx tsc > .test-reports/tsc.log 2>&1 &
tsc_pid=$!
lint_status=0
{ npx eslint . && npx prettier --check . --log-level warn; } > .test-reports/lint.log 2>&1 || lint_status=$?
tsc_status=0
wait "$tsc_pid" || tsc_status=$?
cat .test-reports/tsc.log .test-reports/lint.log
if [ "$tsc_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then
  echo "type-check exit $tsc_status, lint exit $lint_status" >&2
  exit 1
fi
echo "== content check (schemas, cross-references, dates from the schedule, drift between pages)"
npx vite-node --config vitest.config.ts scripts/content/check.ts
echo "== unit tests" && npx vitest run --reporter=default --reporter=json --outputFile.json=.test-reports/vitest.json
echo "== API integration tests against a real PostgreSQL server"
bash scripts/with-postgres.sh npx vitest run tests/integration --reporter=default --reporter=json --outputFile.json=.test-reports/vitest-pg.json
echo "== build" && npm run build > .test-reports/build.log 2>&1 || { cat .test-reports/build.log; exit 1; }
echo "== byte budgets (first-load JavaScript as a browser receives it)" && npx vite-node --config vitest.config.ts scripts/check-budgets.ts
echo "== server tests (the production server as a process: data-dir lock, limits, timeouts, proxies, hostile requests, nginx in front, workers)"
bash scripts/with-postgres.sh npx vitest run --config vitest.server.config.ts --reporter=default --reporter=json --outputFile.json=.test-reports/vitest-server.json
echo "== browser tests"
bash scripts/ensure-chromium.sh
npx vite-node --config vitest.server.config.ts tests/e2e/data-dir.ts build/e2e-data
PLAYWRIGHT_JSON_OUTPUT_NAME=.test-reports/playwright.json npx playwright test --reporter=list,json
node scripts/test-summary.mjs .test-reports/vitest.json .test-reports/vitest-pg.json .test-reports/vitest-server.json .test-reports/playwright.json
