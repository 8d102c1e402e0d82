// Starts the production server (node build/server/start.js, the built server) as the operator would, each on its own port
// and data directory, for the tests that need the whole process: locks, limits, timeouts, proxies.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { withProductionEnv } from "../../scripts/production-env";
import { RENDER_STEP_MS } from "../../server/page-cache";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** Tokens of at least 32 bytes of entropy, as production requires (64 hex characters; fixed, so runs are alike). */
export const PREVIEW_TOKEN = createHash("sha256").update("server-tests-preview").digest("hex");
export const ADMIN_TOKEN = createHash("sha256").update("server-tests-admin").digest("hex");
export const START_TIMEOUT_MS = 120_000;
/**
 * For a server whose test makes many account calls that take an address (sign-ins, sign-ups, reset requests) one after
 * another and checks what they answer, not when: production holds each answer to ACCOUNT_CALL_FLOOR_MS (400 ms), 8 s
 * for 20 calls. That floor, and that it makes a known and an unknown address alike, are account-timing.test.ts's.
 */
export const NO_ANSWER_FLOOR = { ACCOUNT_CALL_FLOOR_MS: "0" };

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit once the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (orderly close, as a deployment stops it), SIGKILL after 10 s. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Every server process spawned here that still runs: killed when the test process exits, whatever failed. */
const live = new Set<ChildProcess>();
function killGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch {
    // already gone
  }
}
process.once("exit", () => {
  for (const child of live) killGroup(child);
});

/**
 * Spawns the server; resolves once it listens (its port is read from its first line), or with its exit. `command`
 * instead of `node build/server/start.js`: a command that sets the production settings itself (a unit's ExecStart).
 */
export function spawnServer(
  env: Record<string, string>,
  { cwd = ROOT, command }: { cwd?: string; command?: string[] } = {},
): { process: ChildProcess; ready: Promise<RunningServer> } {
  const settings = {
    PORT: "0",
    HOST: "127.0.0.1",
    METRICS_PORT: "0",
    SHUTDOWN_DRAIN_MS: "0",
    PREVIEW_TOKEN,
    ADMIN_TOKEN,
  };
  const [file, ...args] = command ?? [process.execPath, "build/server/start.js"];
  const child = spawn(file!, args, {
    cwd,
    // As scripts/start.sh runs it (its memory settings included), on a port of its own.
    env: { ...process.env, ...(command ? { ...settings, ...env } : withProductionEnv({ ...settings, ...env })) },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own, so that a kill reaches the workers a cluster forks too.
    detached: true,
  });
  live.add(child);
  child.once("exit", () => live.delete(child));
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<RunningServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Never left running: a server that did not start in time is no one's to stop.
      killGroup(child);
      reject(new Error(`server did not start:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = () => {
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      resolve({
        url: `http://127.0.0.1:${port}`,
        port: Number(port),
        pid: child.pid!,
        child,
        output: () => output,
        exited,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill("SIGTERM");
            const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
            const result = await exited;
            clearTimeout(force);
            return result;
          }
          return exited;
        },
      });
    };
    child.stdout!.on("data", onData);
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${JSON.stringify(exit)}) before listening:\n${output}`));
    });
  });
  return { process: child, ready };
}

/**
 * A start that must be refused: what it printed when it exited, and its exit code. A server that started after all is
 * stopped at once (never left running) and reads "listening".
 */
export async function refusedStart(env: Record<string, string>): Promise<{ message: string; exitCode: number | null }> {
  const attempt = spawnServer(env);
  const message = await attempt.ready.then(
    async (started) => {
      await started.stop();
      return "listening";
    },
    (error: Error) => error.message,
  );
  return { message, exitCode: attempt.process.exitCode };
}

export async function startServer(
  env: Record<string, string>,
  options: { cwd?: string; command?: string[] } = {},
): Promise<RunningServer> {
  return spawnServer(env, options).ready;
}

/** What a server's start on an empty data directory saw (firstStart). */
export interface FirstStart {
  /** /readyz to the admin token, asked as soon as the server listened on the empty directory. */
  readyAtListen: unknown;
  /** The server's peak resident size (VmHWM) in MB, read after every scope's first use and four first renders. */
  peakMegabytes: number;
  /** Every file or directory under the data directory, once the server stopped, that gives anything to others. */
  exposed: string[];
}

/** Every file or directory under `dir` whose mode gives anything to the group or to others (find -perm /077). */
export function exposedFiles(dir: string): string[] {
  return execFileSync("find", [dir, "-perm", "/077", "-printf", "%m %p\\n"], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
}

/** A hash of the files under these folders of the repository (with these endings). */
function filesHash(label: string, folders: string[]): string {
  const hash = createHash("sha256").update(label);
  for (const folder of folders) {
    const dir = path.join(ROOT, folder);
    for (const file of readdirSync(dir, { recursive: true }).map(String).sort()) {
      if (/\.(sql|ts|json|js)$/.test(file)) hash.update(file).update(readFileSync(path.join(dir, file)));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * A start of the built server on an empty data directory it makes itself (with its own mode), as at a first
 * deployment: four embedded databases created, about 30 CPU-s. What it saw, and the directory it left stopped.
 */
async function startOnEmptyDirectory(): Promise<{ start: FirstStart; parent: string; dir: string }> {
  const parent = mkdtempSync(path.join(tmpdir(), "mechaforge-datadir-building-"));
  const dir = path.join(parent, "data");
  const server = await startServer({ DATA_DIR: dir });
  let readyAtListen: unknown;
  let peakMegabytes: number;
  try {
    const ready = await fetch(`${server.url}/readyz`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    readyAtListen = await ready.json();
    for (const scope of ["cn", "us", "eu"]) {
      const response = await fetch(`${server.url}/__admin/subscriptions/${scope}?email=warm@example.com`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      if (!response.ok) throw new Error(`warming ${scope}: HTTP ${response.status}`);
    }
    for (const page of ["/faq", "/us/faq", "/fr/faq", "/jp/faq"]) {
      const response = await fetch(`${server.url}${page}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`rendering ${page}: HTTP ${response.status}`);
    }
    // VmHWM: the process's peak resident size since it started.
    peakMegabytes = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1]) / 1024;
  } finally {
    await server.stop();
  }
  return { start: { readyAtListen, peakMegabytes, exposed: exposedFiles(dir) }, parent, dir };
}

/** Where the first start of this server build is recorded, beside the template of its migrations version. */
const firstStartRecord = (template: string) =>
  `${template}.first-start-${filesHash("server build", ["build/server"])}.json`;

/**
 * A data directory with the scopes (three and the studio's) created and migrated (PGlite's first open runs initdb, seconds a scope),
 * made once per migrations version in the temp directory; each test copies it. The start that makes it is recorded
 * (firstStart), so that the server tests make no second start on an empty directory for the same build.
 */
export async function templateDataDir(): Promise<string> {
  // The studio's scope too: its tables and version 1 (the repository's content files) are made at start, so a change of
  // the content files makes a template of its own (a version 1 from older files may no longer match the schemas).
  const key = filesHash(readFileSync(path.join(ROOT, "node_modules/@electric-sql/pglite/package.json"), "utf8"), [
    "database/migrations",
    "database/studio-migrations",
    "app/content",
  ]);
  const target = path.join(tmpdir(), `mechaforge-datadir-${key}`);
  if (existsSync(target)) return target;
  const { start, parent, dir } = await startOnEmptyDirectory();
  writeFileSync(firstStartRecord(target), JSON.stringify(start));
  try {
    renameSync(dir, target); // atomic: a parallel worker that got there first wins, ours is dropped
  } catch {
    // theirs is the template
  }
  rmSync(parent, { recursive: true, force: true });
  return target;
}

/**
 * What the built server's start on an empty data directory saw: the record of the start that made the template, or,
 * when the template was made by another build, of a start made now (its directory then removed).
 */
export async function firstStart(): Promise<FirstStart> {
  const record = firstStartRecord(await templateDataDir());
  if (!existsSync(record)) {
    const { start, parent } = await startOnEmptyDirectory();
    rmSync(parent, { recursive: true, force: true });
    writeFileSync(record, JSON.stringify(start));
  }
  return JSON.parse(readFileSync(record, "utf8")) as FirstStart;
}

/**
 * A fresh copy of the template data directory (a full copy: PGlite writes its files in place, so a link would change
 * the template); removed by the returned cleanup. cp and rm, not cpSync and rmSync: a template holds 4,300 files, which
 * Node's copy took about 1 s (0.75 s of CPU) for and cp 0.3 s (0.25 s), at every server a test starts.
 */
export async function freshDataDir(label: string): Promise<{ dir: string; remove(): void }> {
  const template = await templateDataDir();
  const dir = path.join(tmpdir(), `mechaforge-${label}-${randomBytes(4).toString("hex")}`);
  execFileSync("cp", ["-R", template, dir]);
  return { dir, remove: () => execFileSync("rm", ["-rf", dir]) };
}

/** The resident memory of a process, in MB (Linux). */
export function residentMegabytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

export interface PlainAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request sent from a given loopback address (127.0.0.2, …: another client of this machine), as fetch can not bind
 * its socket; a new connection each time.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? "GET", headers: { connection: "close", ...init.headers }, localAddress, agent: false },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

/**
 * The page cache renders its pages again at every step of RENDER_STEP_MS on the clock (server/page-cache.ts), so a page
 * stored just before a step is a MISS just after it. A test that expects a page it stored to come back from the cache
 * within `seconds` calls this first: when the next step falls inside them, it waits until that step has passed (the
 * server runs on the test's clock).
 */
export async function clearOfRenderStep(seconds: number): Promise<void> {
  const untilStep = RENDER_STEP_MS - (Date.now() % RENDER_STEP_MS);
  if (untilStep < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, untilStep + 100));
}

/** The server's own clock (/ssr/timestamp, no preview), in ms. */
export async function serverNow(server: RunningServer): Promise<number> {
  const response = await fetch(`${server.url}/ssr/timestamp`);
  return ((await response.json()) as { data: { timestamp: number } }).data.timestamp;
}

/**
 * Starts the server with its whole clock shifted (the benchmark's clock-shift preload, scripts/bench/shift-clock.mjs)
 * so that it listens at least `margin` ms before `instant`, and the test waits for the instant no longer than it must:
 * the clock starts `lead` ms before the instant as the process starts, and a start slower than `lead - margin` (a busy
 * machine) is stopped and made again with twice the lead, up to `maxLead`.
 */
export async function startServerBefore(
  instant: number,
  env: Record<string, string>,
  { lead = 20_000, margin = 10_000, maxLead = 160_000 }: { lead?: number; margin?: number; maxLead?: number } = {},
): Promise<RunningServer> {
  for (;;) {
    const server = await startServer({
      ...env,
      BENCH_CLOCK_AT: new Date(instant - lead).toISOString(),
      NODE_OPTIONS: "--import ./scripts/bench/shift-clock.mjs",
    });
    const now = await serverNow(server);
    if (now <= instant - margin || lead >= maxLead) return server;
    await server.stop();
    lead = Math.min(maxLead, lead * 2);
  }
}
