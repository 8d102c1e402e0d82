// What a server process owns besides its routes: the embedded databases' directory lock (one writer per directory),
// the admin token, opening and migrating every scope at start, readiness, and an orderly close on SIGTERM.
// server/http-server.ts starts it before it listens, so a second server on the same DATA_DIR stops at once with the
// holder's pid.
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { log } from "~/request/log.server";
import { STORAGE_SCOPES, databaseConfigFromEnv, embeddedDataDir, type Databases } from "../database/client.server";
import { acquireDataDirLock, type DataDirLock } from "../database/data-dir-lock.server";
import { databaseOutage, type DatabaseOutage } from "../database/outage.server";
import { studioConnectionFromEnv, type StudioDatabase } from "../database/studio.server";
import type { ServerEnv } from "./env";
import type { Readiness } from "./pipeline";

export interface ServerRuntime {
  adminToken: string;
  /** Opens and migrates every scope; resolves once the embedded ones are open (PostgreSQL is retried behind). */
  openDatabases(): Promise<void>;
  /**
   * /readyz: whether this process serves pages (not once it is shutting down), and whether every scope answers a query
   * within 1 s (else it serves "degraded"). Each answer tells the database outage whether it goes on.
   */
  readiness(): Promise<Readiness>;
  /** Whether this process serves pages: false once it is shutting down (the readiness gauge). */
  serving(): boolean;
  /** From now on /readyz answers 503 (SIGTERM). */
  shuttingDown(): void;
  /** Records where the server listens (for local tools such as npm run subscribers:export). */
  listening(url: string): void;
  /** Closes the databases and releases the lock; call once connections have ended. */
  close(): Promise<void>;
}

export interface RuntimeParts {
  databases: Databases;
  /**
   * The studio's scope: opened and migrated with the others; once open, the process serves its current
   * content version (`follow`, called again after each reopen) and /readyz counts it as the scope "studio".
   */
  studio?: { database: StudioDatabase; follow(): Promise<void> };
  /** Other things to close after the databases' users are gone (the rate-limit pool). */
  closers?: (() => Promise<unknown>)[];
  /** Background work to stop before the databases close (the mail worker and retention job). */
  stoppers?: (() => Promise<unknown>)[];
  /** Where database outages are reported (default: the process's own). */
  outage?: DatabaseOutage;
}

/** How long a scope's query may take before /readyz calls it unready. */
const READY_QUERY_MS = 1_000;
/** Readiness answers are shared for this long: a probe flood costs one query per scope a second. */
const READY_CACHE_MS = 1_000;
/** Waits between attempts to open an unreachable PostgreSQL: 2 s, doubling to 30 s. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;
/**
 * How often the process checks every scope itself (the readiness check), probes or not: an outage begins with the first
 * failure anything reports and ends once every scope has passed for OUTAGE_SETTLE_MS (database/outage.server.ts), so
 * its end line comes within this after that.
 */
const WATCH_MS = 2_000;

/** Throws DataDirLockedError (with the holder's pid) when another process has the data directory. */
export function startRuntime(
  env: Record<string, string | undefined>,
  validated: Pick<ServerEnv, "ADMIN_TOKEN">,
  parts: RuntimeParts,
): ServerRuntime {
  const dataDir = embeddedDataDir(env);
  const lock: DataDirLock | null = dataDir ? acquireDataDirLock(dataDir, "server") : null;
  const adminToken = validated.ADMIN_TOKEN || randomBytes(32).toString("base64url");
  lock?.update({ adminToken });
  let closing: Promise<void> | null = null;
  let stopping = false;
  let retry: NodeJS.Timeout | null = null;
  let watch: NodeJS.Timeout | null = null;
  let checked: { at: number; answer: Promise<Readiness> } | null = null;
  const outage = parts.outage ?? databaseOutage;

  /** One attempt at every scope not open yet; a failure is the outage's (its first one is the outage's line). */
  async function attempt(): Promise<string[]> {
    const failed: Partial<Record<string, unknown>> = await parts.databases.openAll();
    if (parts.studio)
      try {
        await parts.studio.database.open();
        await parts.studio.follow();
      } catch (error) {
        failed.studio = (error as Error).cause ?? error;
      }
    const scopes = Object.keys(failed);
    if (scopes.length) outage.failed(failed[scopes[0]!], scopes);
    return scopes;
  }

  /** Every scope's state, shared for READY_CACHE_MS; what it finds starts or ends the outage. */
  function check(): Promise<Readiness> {
    const now = Date.now();
    if (checked && now - checked.at < READY_CACHE_MS) return checked.answer;
    const studio = parts.studio?.database.check(READY_QUERY_MS);
    const answer = Promise.all([parts.databases.check(READY_QUERY_MS), studio]).then(([customer, studioState]) => {
      const scopes: Record<string, string> =
        studioState === undefined ? customer : { ...customer, studio: studioState };
      // A scope that failed (not open, or its query refused) is the outage's; one merely slow to answer (a busy pool)
      // makes the answer "degraded" without starting an outage, nor ending one.
      const failed = Object.keys(scopes).filter((scope) => /^(not open|query failed)/.test(scopes[scope]!));
      if (failed.length) outage.failed(new Error(scopes[failed[0]!]), failed);
      else if (Object.values(scopes).every((state) => state === "ok")) outage.recovered();
      return { ready: !stopping, scopes, shuttingDown: stopping };
    });
    checked = { at: now, answer };
    return answer;
  }

  function retryLater(delay: number) {
    if (stopping) return;
    retry = setTimeout(async () => {
      const failed = await attempt();
      if (failed.length) retryLater(Math.min(delay * 2, RETRY_MAX_MS));
    }, delay);
    retry.unref();
  }

  return {
    adminToken,
    async openDatabases() {
      await initialiseEmbedded(env);
      const failed = await attempt();
      if (!stopping) {
        watch = setInterval(() => void check().catch(() => undefined), WATCH_MS);
        watch.unref();
      }
      if (!failed.length) return;
      // The embedded database is a local directory: one that does not open will not open later either.
      const embedded = failed.filter((scope) => !env[`DATABASE_URL_${scope.toUpperCase()}`] && !env.DATABASE_URL);
      if (embedded.length) throw new Error(`the embedded database of ${embedded.join(", ")} did not open`);
      retryLater(RETRY_FIRST_MS);
    },
    readiness() {
      if (stopping) return Promise.resolve({ ready: false, scopes: {}, shuttingDown: true });
      return check();
    },
    serving: () => !stopping,
    shuttingDown() {
      stopping = true;
      if (retry) clearTimeout(retry);
      if (watch) clearInterval(watch);
    },
    listening: (url) => lock?.update({ url }),
    close() {
      stopping = true;
      if (retry) clearTimeout(retry);
      if (watch) clearInterval(watch);
      closing ??= (async () => {
        try {
          await Promise.all((parts.stoppers ?? []).map((stop) => stop().catch(() => undefined)));
          await parts.databases.close();
          await parts.studio?.database.close();
          await Promise.all((parts.closers ?? []).map((close) => close().catch(() => undefined)));
        } finally {
          lock?.release();
        }
      })();
      return closing;
    },
  };
}

/**
 * An embedded scope with no files yet is created (initdb) and migrated by a child process (build/server/migrate.js),
 * one scope at a time: initdb grows a process by ~200 MB of WebAssembly memory that it never gives back (three scopes
 * took a fresh server to 870 MB; reopening created ones costs ~280 MB for all three). Without the built script (the
 * development server) the scopes are created in this process.
 */
async function initialiseEmbedded(env: Record<string, string | undefined>): Promise<void> {
  const script = path.join(path.dirname(process.argv[1] ?? ""), "migrate.js");
  if (!existsSync(script)) return;
  const config = databaseConfigFromEnv(env);
  const connections = [
    ...STORAGE_SCOPES.map((scope) => [scope, config[scope]] as const),
    ["studio", studioConnectionFromEnv(env)] as const,
  ];
  for (const [scope, connection] of connections) {
    if (connection.kind !== "pglite" || !connection.dir || existsSync(path.join(connection.dir, "PG_VERSION")))
      continue;
    log.info({ scope }, "creating the embedded database");
    const code = await new Promise<number | null>((resolve) => {
      const child = fork(script, ["--scope", scope, "--parent-holds-lock"], { stdio: "inherit" });
      child.once("exit", (exitCode) => resolve(exitCode));
      child.once("error", () => resolve(null));
    });
    if (code !== 0) throw new Error(`creating the embedded database of ${scope} failed (exit ${code})`);
  }
}
