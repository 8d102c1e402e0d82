// The shipped systemd units, run as systemd runs them: their own ExecStart in their WorkingDirectory (the checkout for
// /srv/mechaforge), stopped with SIGTERM to the main process alone (KillMode=mixed). And a cluster's primary facing a
// refused setting or workers that keep dying: it stops, with one line, instead of replacing workers for ever.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, freshDataDir, spawnServer } from "./harness";

const UNITS = ["deploy/mechaforge.service", "deploy/mechaforge@.service"];
/** Where the units expect the checkout. */
const INSTALLED = "/srv/mechaforge";

/** A unit file's [Service] settings, with the checkout's path for /srv/mechaforge. */
function serviceSettings(unit: string): Map<string, string> {
  const text = readFileSync(path.join(ROOT, unit), "utf8").replaceAll(INSTALLED, ROOT);
  const service = text.slice(text.indexOf("[Service]"), text.indexOf("[Install]"));
  const settings = new Map<string, string>();
  for (const [, key = "", value = ""] of service.matchAll(/^(\w+)=(.*)$/gm))
    if (!key.startsWith("Environment")) settings.set(key, value);
  return settings;
}

/** Ends a process group we started (an orphan left by a wrapper that exited, too). */
function killGroup(pid: number) {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // gone
  }
}

/** The JSON lines' messages a server wrote, in order. */
function messages(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => String((JSON.parse(line) as { msg?: unknown }).msg));
}

describe("the systemd units", () => {
  it.skipIf(!existsOnPath("systemd-analyze"))("are valid units, every setting known to systemd", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mechaforge-units-"));
    try {
      const files = UNITS.map((unit) => {
        const file = path.join(dir, path.basename(unit));
        writeFileSync(file, readFileSync(path.join(ROOT, unit), "utf8").replaceAll(INSTALLED, ROOT));
        return file;
      });
      // A misplaced or unknown setting is only a warning (the unit still loads, without it): none may be printed.
      const verified = spawnSync("systemd-analyze", ["verify", ...files], { encoding: "utf8" });
      expect(verified.stderr + verified.stdout).toBe("");
      expect(verified.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("start and stop the server the same way", () => {
    const [single, template] = UNITS.map(serviceSettings);
    for (const key of ["ExecStart", "WorkingDirectory", "KillSignal", "KillMode", "TimeoutStopSec"])
      expect(template!.get(key), key).toBe(single!.get(key));
  });

  it("start the server as their main process with the memory settings; SIGTERM drains it within TimeoutStopSec", async () => {
    const unit = serviceSettings("deploy/mechaforge@.service");
    const command = unit.get("ExecStart")!.split(/\s+/);
    const timeoutStopMs = Number(unit.get("TimeoutStopSec")) * 1000;
    expect(unit.get("KillMode")).toBe("mixed");
    const data = await freshDataDir("unit-stop");
    const drainMs = 2_000;
    const start = spawnServer(
      { DATA_DIR: data.dir, SHUTDOWN_DRAIN_MS: String(drainMs), NODE_ENV: "", NODE_OPTIONS: "" },
      { command, cwd: unit.get("WorkingDirectory")! },
    );
    try {
      const server = await start.ready;
      // Read before the stop: the process systemd would signal is node, with the settings of scripts/start.sh.
      const argv = readFileSync(`/proc/${server.pid}/cmdline`, "utf8").split("\0");
      const environ = readFileSync(`/proc/${server.pid}/environ`, "utf8").split("\0");

      const signalled = Date.now();
      server.child.kill("SIGTERM");
      // Draining: not ready for the balancer, still serving.
      let ready = 0;
      for (let i = 0; i < 20 && ready !== 503; i++) {
        ready = (await fetch(`${server.url}/readyz`)).status;
        if (ready !== 503) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(ready).toBe(503);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const exit = await Promise.race([
        server.exited,
        new Promise((resolve) => setTimeout(() => resolve("still running"), timeoutStopMs)),
      ]);
      const tookMs = Date.now() - signalled;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(tookMs).toBeGreaterThanOrEqual(drainMs);
      expect(tookMs).toBeLessThan(timeoutStopMs);
      const said = messages(server.output());
      expect(said).toContain("draining before stop");
      expect(said.at(-1)).toBe("stopped");

      expect(path.basename(argv[0]!)).toBe("node");
      expect(argv).toEqual(expect.arrayContaining(["--max-old-space-size=160", "--max-semi-space-size=8"]));
      expect(argv.at(-2)).toBe(path.join(ROOT, "build/server/start.js"));
      expect(environ).toEqual(expect.arrayContaining(["NODE_ENV=production", "MALLOC_ARENA_MAX=2"]));
    } finally {
      killGroup(start.process.pid!);
      data.remove();
    }
  });
});

describe("a cluster's primary", { timeout: 60_000 }, () => {
  /** Runs the server until it exits (at most 30 s); what it printed and its exit code. */
  async function runToExit(env: Record<string, string>) {
    const { process: child, ready } = spawnServer(env);
    ready.catch(() => undefined);
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | string | null>((resolve) => {
      const timer = setTimeout(() => resolve("still running after 30 s"), 30_000);
      child.once("exit", (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    killGroup(child.pid!);
    return { code, output };
  }

  // PostgreSQL, as a cluster needs, but none listening: nothing here may get as far as a query.
  const unreachable = "postgres://mechaforge@127.0.0.1:9/mechaforge";

  it("refuses a setting before it forks: exit 1 with the single process's one line, printed once", async () => {
    const refused = { DATABASE_URL: unreachable, PREVIEW_TOKEN: "preview-token-2026" };
    const [cluster, single] = await Promise.all([
      runToExit({ ...refused, WEB_CONCURRENCY: "2" }),
      runToExit({ ...refused, WEB_CONCURRENCY: "1" }),
    ]);
    expect(single.code).toBe(1);
    expect(single.output).toBe(
      "PREVIEW_TOKEN must carry at least 32 bytes of entropy (e.g. 64 hex characters: `openssl rand -hex 32`).\n",
    );
    expect(cluster).toEqual(single);
  });

  it("replaces a dying worker after 1 s, then 2, 4, 8 s, and gives up at the fifth death within a minute", async () => {
    // Every worker dies as it starts (a release that can not run); the primary runs as shipped.
    const dir = mkdtempSync(path.join(tmpdir(), "mechaforge-dying-"));
    const preload = path.join(dir, "worker-dies.mjs");
    writeFileSync(preload, 'import cluster from "node:cluster";\nif (cluster.isWorker) process.exit(3);\n');
    try {
      const { code, output } = await runToExit({
        DATABASE_URL: unreachable,
        WEB_CONCURRENCY: "2",
        NODE_OPTIONS: `--import ${preload}`,
      });
      expect(code).toBe(1);
      const lines = output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { msg: string; restartInMs?: number; exit?: number });
      const replaced = lines.filter((line) => line.msg === "worker exited; starting another");
      expect(replaced.map((line) => [line.exit, line.restartInMs])).toEqual([
        [3, 1000],
        [3, 2000],
        [3, 4000],
        [3, 8000],
      ]);
      const gaveUp = lines.filter((line) => line.msg.startsWith("workers keep exiting"));
      expect(gaveUp.map((line) => line.msg)).toEqual(["workers keep exiting (5 within 60 s); stopping the cluster"]);
      expect(messages(output).at(-1)).toBe("stopping workers");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function existsOnPath(name: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
