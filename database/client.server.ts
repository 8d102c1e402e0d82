// Connections per storage scope. PGlite in DATA_DIR/<scope> by default; PostgreSQL when DATABASE_URL(_CN|_US|_EU)
// is set. The server opens and migrates every scope at start (never on a visitor's request; PostgreSQL
// migrations under an advisory lock, so workers starting together take turns); tools and tests open them on first use.
import { mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { describeError, logExpected } from "~/request/log.server";
import type { StorageScope } from "~/rules/regions";
import { DatabaseUnavailableError, reportDatabaseFailure } from "./outage.server";
import { restrictToOwner } from "./private-files.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export const STORAGE_SCOPES = ["cn", "us", "eu"] as const satisfies readonly StorageScope[];

export type ScopeConnection =
  /** Embedded PostgreSQL; no `dir` keeps it in memory (tests), starting from a data-directory dump when `template` names one. */
  | { kind: "pglite"; dir?: string; template?: string }
  /** A PostgreSQL server; the scope's tables live in the schema `scope_<scope>`, so scopes may share one database. */
  | { kind: "postgres"; url: string; schema?: string };

export type DatabaseConfig = Record<StorageScope, ScopeConnection>;

// The outage's own module holds what "unavailable" means (database/outage.server.ts); imported from here as before.
export { DatabaseUnavailableError, isDatabaseUnavailable } from "./outage.server";

/**
 * Checked-in migrations (MIGRATIONS_DIR, else database/migrations); resolved from the working directory because the
 * server code runs bundled from build/. Read when asked, never when this module loads.
 */
export function migrationsFolder(dir: string | undefined = process.env.MIGRATIONS_DIR): string {
  return path.resolve(dir || "database/migrations");
}

/** The embedded databases' directory (DATA_DIR, default ./data) when some scope (or the studio's) uses PGlite, else null. */
export function embeddedDataDir(env: Record<string, string | undefined>): string | null {
  const embedded =
    STORAGE_SCOPES.some((scope) => !(env[`DATABASE_URL_${scope.toUpperCase()}`] || env.DATABASE_URL)) ||
    !(env.DATABASE_URL_STUDIO || env.DATABASE_URL);
  return embedded ? path.resolve(env.DATA_DIR || "./data") : null;
}

/** Reads DATABASE_URL_<SCOPE>, then DATABASE_URL, else PGlite under DATA_DIR (default ./data). */
export function databaseConfigFromEnv(env: Record<string, string | undefined>): DatabaseConfig {
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  const pick = (scope: StorageScope): ScopeConnection => {
    const url = env[`DATABASE_URL_${scope.toUpperCase()}`] || env.DATABASE_URL;
    return url ? { kind: "postgres", url } : { kind: "pglite", dir: path.join(dataDir, scope) };
  };
  return { cn: pick("cn"), us: pick("us"), eu: pick("eu") };
}

export function scopeSchemaName(scope: StorageScope): string {
  return `scope_${scope}`;
}

interface Opened<D = Database> {
  db: D;
  /** A trivial query (readiness). */
  ping(): Promise<void>;
  /** The pool's clients (PostgreSQL only). */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  close(): Promise<void>;
}

/**
 * Postgres settings of each embedded database. initdb sizes shared_buffers at 128 MB, and three scopes in one process
 * took ~640 MB before a query; our tables hold a few thousand rows, and 8 MB of buffers keep all of them.
 */
export const PGLITE_SETTINGS = ["-c", "shared_buffers=8MB"];

/**
 * PGlite's engine (9 MB of WebAssembly), compiled once per process. Each database that opened on its own compiled it
 * again when several opened together, as the server's four do at start (PGlite keeps a compiled module only once one
 * has finished). The module is all that is kept: each instance holds it anyway.
 */
let engine: Promise<WebAssembly.Module> | undefined;
function pgliteEngine(): Promise<WebAssembly.Module> {
  engine ??= readFile(
    path.join(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "pglite.wasm"),
  )
    .then((wasm) => WebAssembly.compile(wasm))
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  return engine;
}

/** The tables a database is opened with (drizzle's schema object): the customer scopes', or the studio's. */
type Tables = Record<string, unknown>;

async function openPglite<D = Database>(
  connection: { dir?: string; template?: string },
  migrationsFolder: string,
  tables: Tables = schema,
): Promise<Opened<D>> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (connection.dir) await mkdir(connection.dir, { recursive: true, mode: 0o700 });
  // Loading a dump skips initdb (about 0.7 s instead of 4 s): what keeps the API test suite quick.
  const template = !connection.dir && connection.template ? new Blob([await readFile(connection.template)]) : undefined;
  const options = {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    pgliteWasmModule: await pgliteEngine(),
  };
  const client = connection.dir
    ? new PGlite(connection.dir, options)
    : new PGlite({ ...options, ...(template ? { loadDataDir: template } : {}) });
  try {
    const db = drizzle({ client, schema: tables });
    await migrate(db, { migrationsFolder });
    // PGlite creates its files 0666 whatever the umask (initdb, migrations): the owner's alone from here on.
    if (connection.dir) await restrictToOwner(connection.dir);
    return {
      db: db as unknown as D,
      ping: async () => void (await client.query("select 1")),
      close: () => client.close(),
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Both waits are bounded, so an unreachable or frozen server answers the 503 envelope instead of hanging the request:
 * connecting (or waiting for a free pool client) 5 s, a query's answer 10 s (ours take milliseconds).
 */
export function postgresPoolConfig(url: string, schemaName: string, max = DEFAULT_POOL_MAX) {
  return {
    connectionString: url,
    options: `-c search_path=${schemaName}`,
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
    max,
  };
}

/**
 * The connection budget: each server process opens at most DATABASE_POOL_MAX connections per customer scope and as
 * many for the studio, at most 4 for the shared rate limits (server/create-app.ts) and one that listens for publications
 * (studio/content-sync.server.ts). The default keeps every worker's within 80 connections (PostgreSQL's default
 * max_connections is 100, 3 reserved; room left for migrations, psql and backups), at most 10 a pool, at least 2.
 */
export const DEFAULT_POOL_MAX = 10;
const CONNECTION_BUDGET = 80;
export function connectionsPerProcess(poolMax: number): number {
  return (STORAGE_SCOPES.length + 1) * poolMax + Math.min(4, poolMax) + 1;
}
export function poolMaxFromEnv(env: { DATABASE_POOL_MAX?: number; WEB_CONCURRENCY?: number }): number {
  if (env.DATABASE_POOL_MAX) return env.DATABASE_POOL_MAX;
  const workers = env.WEB_CONCURRENCY ?? 1;
  let pool = DEFAULT_POOL_MAX;
  while (pool > 2 && workers * connectionsPerProcess(pool) > CONNECTION_BUDGET) pool -= 1;
  return pool;
}

/** One key for every migration of this app: processes starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_262_610_026;

async function openPostgres<D = Database>(
  scope: string,
  connection: { url: string; schema?: string },
  migrationsFolder: string,
  poolMax: number,
  tables: Tables = schema,
  defaultSchema = scopeSchemaName(scope as StorageScope),
): Promise<Opened<D>> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const schemaName = connection.schema ?? defaultSchema;
  if (!/^[a-z_][a-z0-9_]*$/.test(schemaName)) throw new Error(`invalid schema name ${schemaName}`);
  const pool = new pg.Pool(postgresPoolConfig(connection.url, schemaName, poolMax));
  // An idle client losing its server must not crash the process; the pool reconnects on the next query.
  pool.on("error", (error) => {
    if (!reportDatabaseFailure(error, [scope])) logExpected("database idle client error", error, { scope });
  });
  // The pool listens to its idle clients only: a client checked out (a transaction, a query under way) whose server
  // ends the connection emits an 'error' nothing listened to, and that ended the process (PostgreSQL restarted under a
  // cluster took both workers with it). The call under way fails on its own; this only counts the outage.
  pool.on("connect", (client) => client.on("error", (error) => void reportDatabaseFailure(error, [scope])));
  try {
    // Under an advisory lock on one connection: two processes starting together on a fresh server took turns badly
    // (CREATE SCHEMA and the migrations table raced; 10 of 16 first sign-ups answered 503).
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      try {
        await client.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
        await migrate(drizzle({ client, schema: tables }), { migrationsFolder, migrationsSchema: schemaName });
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
    const db = drizzle({ client: pool, schema: tables });
    return {
      db: db as unknown as D,
      ping: async () => void (await pool.query("select 1")),
      pool,
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

export interface Databases {
  /**
   * The scope's database. Opened and migrated on first use (tools, tests; a failed attempt is retried on the next call),
   * or, with `openOnDemand: false` (the server), only by openAll: a scope not open yet is unavailable.
   */
  get(scope: StorageScope): Promise<Database>;
  /** Opens and migrates every scope, one after the other; resolves with each scope's failure (none: all open). */
  openAll(): Promise<Partial<Record<StorageScope, unknown>>>;
  /** Whether each scope answers a trivial query within `timeoutMs`: "ok" or why not. */
  check(timeoutMs: number): Promise<Record<StorageScope, string>>;
  /** The PostgreSQL pools' clients. */
  poolStats(): { scope: StorageScope; total: number; idle: number; waiting: number }[];
  /** Scopes whose database this process has opened (or is opening): background jobs visit these without opening more. */
  opened(): StorageScope[];
  close(): Promise<void>;
}

export interface DatabasesOptions {
  migrationsFolder?: string;
  /** false: get() never opens (nor migrates) a scope; openAll() does (the server, at start). Default true. */
  openOnDemand?: boolean;
  /** Most PostgreSQL connections per scope (DATABASE_POOL_MAX). */
  poolMax?: number;
}

export function createDatabases(config: DatabaseConfig, options: string | DatabasesOptions = {}): Databases {
  const {
    migrationsFolder: migrations = migrationsFolder(),
    openOnDemand = true,
    poolMax = DEFAULT_POOL_MAX,
  } = typeof options === "string" ? { migrationsFolder: options } : options;
  const opening = new Map<StorageScope, Promise<Opened>>();
  const open_ = new Map<StorageScope, Opened>();
  const failures = new Map<StorageScope, unknown>();

  function open(scope: StorageScope): Promise<Opened> {
    const existing = opening.get(scope);
    if (existing) return existing;
    const connection = config[scope];
    const attempt = (
      connection.kind === "pglite"
        ? openPglite(connection, migrations)
        : openPostgres(scope, connection, migrations, poolMax)
    ).then(
      (opened) => {
        open_.set(scope, opened);
        failures.delete(scope);
        return opened;
      },
      (error: unknown) => {
        // Forget the failure so that the next attempt tries again (the server may be back by then).
        opening.delete(scope);
        failures.set(scope, error);
        throw new DatabaseUnavailableError(scope, error);
      },
    );
    opening.set(scope, attempt);
    return attempt;
  }

  return {
    async get(scope) {
      if (!openOnDemand) {
        const opened = open_.get(scope);
        if (!opened) throw new DatabaseUnavailableError(scope, failures.get(scope) ?? new Error("not open yet"));
        return opened.db;
      }
      return (await open(scope)).db;
    },
    async openAll() {
      const failed: Partial<Record<StorageScope, unknown>> = {};
      for (const scope of STORAGE_SCOPES) {
        try {
          await open(scope);
        } catch (error) {
          failed[scope] = (error as Error).cause ?? error;
        }
      }
      return failed;
    },
    async check(timeoutMs) {
      const entries = await Promise.all(
        STORAGE_SCOPES.map(async (scope): Promise<[StorageScope, string]> => {
          const opened = open_.get(scope);
          if (!opened) {
            const failure = failures.get(scope);
            return [scope, failure ? `not open: ${describeError(failure).message}` : "not open yet"];
          }
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<string>((resolve) => {
            timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
          });
          const answer = opened.ping().then(
            () => "ok",
            (error: unknown) => `query failed: ${describeError(error).message}`,
          );
          const state = await Promise.race([answer, timeout]);
          clearTimeout(timer);
          return [scope, state];
        }),
      );
      return Object.fromEntries(entries) as Record<StorageScope, string>;
    },
    poolStats() {
      return [...open_.entries()]
        .filter(([, opened]) => opened.pool)
        .map(([scope, { pool }]) => ({
          scope,
          total: pool!.totalCount,
          idle: pool!.idleCount,
          waiting: pool!.waitingCount,
        }));
    },
    opened: () => [...opening.keys()],
    async close() {
      const all = [...opening.values()];
      opening.clear();
      open_.clear();
      await Promise.all(all.map((pending) => pending.then((opened) => opened.close()).catch(() => undefined)));
    },
  };
}

/**
 * Opens one database with its own tables and migrations (the studio's scope, database/studio.server.ts): PGlite in a
 * directory (or in memory), or a PostgreSQL schema, migrated under the same advisory lock as the customer scopes.
 */
export function openDatabase<D>(
  name: string,
  connection: ScopeConnection,
  options: { migrationsFolder: string; tables: Tables; schemaName: string; poolMax?: number },
): Promise<Opened<D>> {
  return connection.kind === "pglite"
    ? openPglite<D>(connection, options.migrationsFolder, options.tables)
    : openPostgres<D>(
        name,
        connection,
        options.migrationsFolder,
        options.poolMax ?? DEFAULT_POOL_MAX,
        options.tables,
        options.schemaName,
      );
}
export type { Opened as OpenedDatabase };
