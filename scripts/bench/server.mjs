// Starts and stops the built server as a child process for the benchmarks.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { withProductionEnv } from "../production-env";

export const ROOT = path.resolve(import.meta.dirname, "../..");

async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
}

/** A fresh data directory for a bench's server (its databases are made on its first start). */
export const newDataDir = () => mkdtempSync(path.join(tmpdir(), "bench-data-"));

/**
 * The production server on `port`. `env` adds variables (PAGE_CACHE=off, PREVIEW_TOKEN...); `at` (ISO) runs the
 * whole process as if the clock showed that instant (scripts/bench/shift-clock.mjs), e.g. while a campaign is live.
 * Each start has a fresh data directory unless given `dataDir` (one a bench filled first): creating its databases takes
 * minutes on a loaded machine (a server that fails exits, which is noticed at once).
 */
export async function startServer({ port, env = {}, at, timeoutMs = 600_000, dataDir = newDataDir() }) {
  const args = [
    ...(at ? ["--import", path.join(import.meta.dirname, "shift-clock.mjs")] : []),
    "build/server/start.js",
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...withProductionEnv({
        PORT: String(port),
        HOST: "127.0.0.1",
        // Benches share the machine: no fixed metrics port, no drain on stop unless a bench sets one.
        METRICS_PORT: "0",
        SHUTDOWN_DRAIN_MS: "0",
        DATA_DIR: dataDir,
        // wrk and Lighthouse are one client: fresh-render figures need every request rendered (the per-client render budget).
        RATE_LIMIT_RENDERS_PER_MINUTE: "100000000",
        ...(at ? { BENCH_CLOCK_AT: at } : {}),
        ...env,
      }),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/ssr/timestamp`, child, timeoutMs);
  } catch (error) {
    // A server that did not come up in time is not left running on the bench's port.
    await stopper(child)();
    throw error;
  }
  return { origin, pid: child.pid, stop: stopper(child) };
}
