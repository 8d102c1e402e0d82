// The studio's database (issue 30): one for the whole site, beside the customer scopes (database/client.server.ts).
// PGlite in DATA_DIR/studio by default; with DATABASE_URL_STUDIO, else DATABASE_URL, the schema `studio` of that
// PostgreSQL database. Migrations: database/studio-migrations (drizzle-kit, drizzle.studio.config.ts).
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { DEFAULT_POOL_MAX, openPglite, openPostgres, type Opened, type ScopeConnection } from "./client.server";
import * as studioSchema from "./studio-schema";

export type StudioDatabase = PgDatabase<PgQueryResultHKT, typeof studioSchema>;

/** The PostgreSQL schema of the studio's tables. */
export const STUDIO_SCHEMA = "studio";

/** Checked-in migrations, resolved from the working directory (the server runs bundled from build/). */
export const STUDIO_MIGRATIONS_FOLDER = path.resolve(process.env.STUDIO_MIGRATIONS_DIR || "database/studio-migrations");

/** DATABASE_URL_STUDIO, then DATABASE_URL, else PGlite in DATA_DIR/studio. */
export function studioConnectionFromEnv(env: Record<string, string | undefined>): ScopeConnection {
  const url = env.DATABASE_URL_STUDIO || env.DATABASE_URL;
  if (url) return { kind: "postgres", url, schema: STUDIO_SCHEMA };
  return { kind: "pglite", dir: path.join(path.resolve(env.DATA_DIR || "./data"), "studio") };
}

/** Raised when the studio's database cannot be opened or reached (the studio answers 503). */
export class StudioDatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("the studio's database is unavailable", { cause });
    this.name = "StudioDatabaseUnavailableError";
  }
}

export interface StudioStore {
  /** The database, opened and migrated on first use (a failed attempt is retried on the next call). */
  get(): Promise<StudioDatabase>;
  /** A trivial query within `timeoutMs`: "ok" or why not (readiness). */
  check(timeoutMs: number): Promise<string>;
  close(): Promise<void>;
}

export function createStudioStore(
  connection: ScopeConnection,
  options: { migrationsFolder?: string; poolMax?: number } = {},
): StudioStore {
  const { migrationsFolder = STUDIO_MIGRATIONS_FOLDER, poolMax = DEFAULT_POOL_MAX } = options;
  let opening: Promise<Opened> | null = null;
  let failure: unknown = null;
  function open(): Promise<Opened> {
    opening ??= (
      connection.kind === "pglite"
        ? openPglite(connection, migrationsFolder, studioSchema)
        : openPostgres("studio", connection, migrationsFolder, poolMax, studioSchema)
    ).catch((error: unknown) => {
      opening = null;
      failure = error;
      throw new StudioDatabaseUnavailableError(error);
    });
    return opening;
  }
  return {
    async get() {
      return (await open()).db as unknown as StudioDatabase;
    },
    async check(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
      });
      const answer = open().then(
        (opened) =>
          opened.ping().then(
            () => "ok",
            (error: unknown) => `query failed: ${(error as Error).message}`,
          ),
        () => `not open: ${(failure as Error | null)?.message ?? "unknown"}`,
      );
      const state = await Promise.race([answer, timeout]);
      clearTimeout(timer);
      return state;
    },
    async close() {
      const pending = opening;
      opening = null;
      await pending?.then((opened) => opened.close()).catch(() => undefined);
    },
  };
}
