#!/usr/bin/env bash
# Browser tests drive Debian's Chromium headless shell (package chromium-headless-shell; playwright.config.ts says why);
# install it when it is missing (CI runs as root on a clean machine). Where the full browser is installed (the
# Lighthouse bench uses it), the shell of the same version first, so that the two share one chromium-common and
# installing the shell upgrades nothing.
set -euo pipefail
if [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium's headless shell is missing: run 'sudo apt-get install -y chromium-headless-shell' (or run the tests as root)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
browser=$(dpkg-query -W -f '${Status} ${Version}' chromium 2>/dev/null | sed -n 's/^install ok installed //p' || true)
if [ -z "$browser" ] || ! apt-get install -y -qq "chromium-headless-shell=$browser" >/dev/null 2>&1; then
  apt-get update -qq
  apt-get install -y -qq chromium-headless-shell >/dev/null
fi
/usr/bin/chromium-headless-shell --version
