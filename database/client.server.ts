// Connections per storage scope (spec §9), opened lazily on first use and migrated then.
// PGlite in DATA_DIR/<scope> by default; PostgreSQL when DATABASE_URL(_CN|_US|_EU) is set.
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { StorageScope } from "~/rules/regions";
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

/** Raised when a scope's database cannot be opened or reached; the API answers it with the server-error envelope. */
export class DatabaseUnavailableError extends Error {
  constructor(scope: StorageScope, cause: unknown) {
    super(`database for scope ${scope} unavailable`, { cause });
    this.name = "DatabaseUnavailableError";
  }
}

// Errors that mean "the database is not there right now" (refused, reset, timed out, shutting down), as opposed to a bug
// in a query: node errno codes, PostgreSQL SQLSTATE class 08 (connection exception) and 57P01-57P03 (shutdown, cannot
// connect now), and the messages pg gives without a code. Drizzle wraps driver errors, so the `cause` chain is searched.
const UNAVAILABLE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|Query read timeout|timeout exceeded when trying to connect|not queryable|Connection ended/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 8;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_ERRNO.has(code) || code.startsWith("08") || /^57P0[123]$/.test(code)))
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

/** Checked-in migrations; resolved from the working directory because the server code runs bundled from build/. */
export const MIGRATIONS_FOLDER = path.resolve(process.env.MIGRATIONS_DIR || "database/migrations");

/** The embedded databases' directory (DATA_DIR, default ./data) when some scope uses PGlite, else null. */
export function embeddedDataDir(env: Record<string, string | undefined>): string | null {
  const embedded = STORAGE_SCOPES.some((scope) => !(env[`DATABASE_URL_${scope.toUpperCase()}`] || env.DATABASE_URL));
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

interface Opened {
  db: Database;
  close(): Promise<void>;
}

/**
 * Postgres settings of each embedded database. initdb sizes shared_buffers at 128 MB, and three scopes in one process
 * took ~640 MB before a query; our tables hold a few thousand rows, and 8 MB of buffers keep all of them (issue 16).
 */
export const PGLITE_SETTINGS = ["-c", "shared_buffers=8MB"];

async function openPglite(connection: { dir?: string; template?: string }, migrationsFolder: string): Promise<Opened> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (connection.dir) await mkdir(connection.dir, { recursive: true, mode: 0o700 });
  // Loading a dump skips initdb (about 0.7 s instead of 4 s): what keeps the API test suite quick.
  const template = !connection.dir && connection.template ? new Blob([await readFile(connection.template)]) : undefined;
  const options = { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] };
  const client = connection.dir
    ? new PGlite(connection.dir, options)
    : new PGlite({ ...options, ...(template ? { loadDataDir: template } : {}) });
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    // PGlite creates its files 0666 whatever the umask (initdb, migrations): the owner's alone from here on.
    if (connection.dir) await restrictToOwner(connection.dir);
    return { db: db as unknown as Database, close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Both waits are bounded, so an unreachable or frozen server answers the 503 envelope instead of hanging the request:
 * connecting (or waiting for a free pool client) 5 s, a query's answer 10 s (ours take milliseconds).
 */
export function postgresPoolConfig(url: string, schemaName: string) {
  return {
    connectionString: url,
    options: `-c search_path=${schemaName}`,
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
    max: 10,
  };
}

async function openPostgres(
  scope: StorageScope,
  connection: { url: string; schema?: string },
  migrationsFolder: string,
): Promise<Opened> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const schemaName = connection.schema ?? scopeSchemaName(scope);
  if (!/^[a-z_][a-z0-9_]*$/.test(schemaName)) throw new Error(`invalid schema name ${schemaName}`);
  const pool = new pg.Pool(postgresPoolConfig(connection.url, schemaName));
  // An idle client losing its server must not crash the process; the pool reconnects on the next query.
  pool.on("error", (error) => console.error(`[db:${scope}] idle client error: ${error.message}`));
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder, migrationsSchema: schemaName });
    return { db: db as unknown as Database, close: () => pool.end() };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

export interface Databases {
  /** The scope's database, opened and migrated on first use; a failed attempt is retried on the next call. */
  get(scope: StorageScope): Promise<Database>;
  /** Scopes whose database this process has opened (or is opening): background jobs visit these without opening more. */
  opened(): StorageScope[];
  close(): Promise<void>;
}

export function createDatabases(config: DatabaseConfig, migrationsFolder = MIGRATIONS_FOLDER): Databases {
  const opening = new Map<StorageScope, Promise<Opened>>();

  function open(scope: StorageScope): Promise<Opened> {
    const existing = opening.get(scope);
    if (existing) return existing;
    const connection = config[scope];
    const attempt = (
      connection.kind === "pglite"
        ? openPglite(connection, migrationsFolder)
        : openPostgres(scope, connection, migrationsFolder)
    ).catch((error: unknown) => {
      // Forget the failure so that the next request tries again (the server may be back by then).
      opening.delete(scope);
      throw new DatabaseUnavailableError(scope, error);
    });
    opening.set(scope, attempt);
    return attempt;
  }

  return {
    async get(scope) {
      return (await open(scope)).db;
    },
    opened: () => [...opening.keys()],
    async close() {
      const all = [...opening.values()];
      opening.clear();
      await Promise.all(all.map((pending) => pending.then((opened) => opened.close()).catch(() => undefined)));
    },
  };
}
