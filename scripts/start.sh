#!/bin/sh
# The production server, as `npm start` and the systemd units (deploy/mechaforge.service, deploy/mechaforge@.service)
# run it, and the one place its settings are written: NODE_ENV and the memory settings measured by the soak benchmark
# (docs/decisions/065-memory-settings.md). `exec`: the server replaces this shell, so the SIGTERM that stops the
# service reaches the server itself, which drains and closes its databases (a shell or npm in between exited on it
# and left the server running without a drain). Runs the release `build` points at, from the working directory.
export NODE_ENV=production MALLOC_ARENA_MAX=2
root="$(cd "$(dirname "$0")/.." && pwd)"
exec node --max-old-space-size=160 --max-semi-space-size=8 "$root/build/server/start.js"
