#!/usr/bin/env bash
# The edge test (tests/server/edge.test.ts) and the benchmark run Debian's nginx; install it when it is missing
# (CI runs as root on a clean machine). wrk comes along for the benchmark.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 && command -v wrk >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "nginx or wrk is missing: run 'sudo apt-get install -y nginx-light wrk' (or run the tests as root)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq nginx-light wrk >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq nginx-light wrk >/dev/null; }
# Debian starts the packaged nginx on port 80 where it can; the tests run their own, unprivileged instances.
(command -v service >/dev/null && service nginx stop >/dev/null 2>&1) || true
nginx -v
