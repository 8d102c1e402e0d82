#!/usr/bin/env bash
# The alert rules' tests (tests/unit/alert-rules.test.ts) run promtool, which comes with Debian's prometheus package;
# install it when it is missing (CI runs as root on a clean machine).
set -euo pipefail
if command -v promtool >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "promtool is missing: run 'sudo apt-get install -y prometheus' (or run the tests as root)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq --no-install-recommends prometheus >/dev/null 2>&1 ||
  { apt-get update -qq && apt-get install -y -qq --no-install-recommends prometheus >/dev/null; }
# Debian starts the packaged Prometheus (port 9090) where it can; the tests need only promtool.
(command -v service >/dev/null && service prometheus stop >/dev/null 2>&1) || true
promtool --version | head -1
