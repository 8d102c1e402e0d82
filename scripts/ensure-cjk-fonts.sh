#!/usr/bin/env bash
# Lighthouse measures pages the way a phone shows them, and phones have CJK system fonts (Android: Noto Sans CJK, iOS:
# PingFang). Without any, Chromium searches every installed font for each Chinese, Japanese or Korean character before
# the web fonts arrive and draws boxes: that search, not our pages, dominated the cn figures (docs/decisions.md, issue 7).
# The bench installs Debian's Noto CJK when no CJK font is present (as root, like scripts/ensure-chromium.sh).
set -euo pipefail
if [ -n "$(fc-list :lang=zh 2>/dev/null | head -1)" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "No CJK system font: run 'sudo apt-get install -y fonts-noto-cjk' for figures like a phone's (continuing)." >&2
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq fonts-noto-cjk >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq fonts-noto-cjk >/dev/null; }
