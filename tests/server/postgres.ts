// A PostgreSQL server of a test's own (Debian's postgresql, as scripts/with-postgres.sh runs it), for tests that stop
// and start it: the shared one (TEST_DATABASE_URL) serves other test files at the same time.
import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./nginx";

export interface TestPostgres {
  url: string;
  /** Stops it as an operator would (pg_ctl stop -m fast: clients are cut off at once). */
  stop(): void;
  start(): void;
  /** Stops it, if it runs, and removes its directory. */
  remove(): void;
}

function binDir(): string | null {
  const versions = (() => {
    try {
      return readdirSync("/usr/lib/postgresql");
    } catch {
      return [];
    }
  })();
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? `/usr/lib/postgresql/${newest}/bin` : null;
}

/** Whether this machine can run one (the server tests run where scripts/with-postgres.sh installed it). */
export const hasPostgres = binDir() !== null;

const asRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL tool, as the postgres user when we are root (the server refuses to run as root). */
function run(tool: string, args: string[]): void {
  const command = path.join(binDir()!, tool);
  if (asRoot) {
    const quoted = [command, ...args].map((arg) => `'${arg.replace(/'/g, "'\\''")}'`).join(" ");
    execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { stdio: "pipe" });
  } else execFileSync(command, args, { stdio: "pipe" });
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "pg-outage-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  let running = false;
  const start = () => {
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "pg.log"),
      "-t",
      "60",
      "-o",
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`,
      "-w",
      "start",
    ]);
    running = true;
  };
  const stop = () => {
    run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
    running = false;
  };
  start();
  // Never left running: stopped when the test process exits, whatever failed.
  process.once("exit", () => {
    if (!running) return;
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
    } catch {
      // already gone
    }
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove() {
      try {
        if (running) stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
