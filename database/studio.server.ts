// The studio's storage scope: the content versions, drafts and publications (database/studio-schema.ts). Its
// own database beside the customer scopes: PGlite in DATA_DIR/studio, or the PostgreSQL schema "studio" of
// DATABASE_URL_STUDIO, else DATABASE_URL. Opened and migrated at start by the server (server/runtime.ts), on first use
// by tools and tests.
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { describeError } from "~/request/log.server";
import { sealAuditLog } from "./audit-chain.server";
import { openDatabase, type OpenedDatabase, type ScopeConnection } from "./client.server";
import * as studioSchema from "./studio-schema";

export type StudioDb = PgDatabase<PgQueryResultHKT, typeof studioSchema>;

/** The PostgreSQL schema of the studio's tables. */
export const STUDIO_SCHEMA = "studio";

/**
 * Checked-in migrations of the studio's tables (STUDIO_MIGRATIONS_DIR, else database/studio-migrations); resolved from
 * the working directory like the scopes'. Read when asked, never when this module loads.
 */
export function studioMigrationsFolder(dir: string | undefined = process.env.STUDIO_MIGRATIONS_DIR): string {
  return path.resolve(dir || "database/studio-migrations");
}

/** DATABASE_URL_STUDIO, then DATABASE_URL, else PGlite in DATA_DIR/studio (default ./data/studio). */
export function studioConnectionFromEnv(env: Record<string, string | undefined>): ScopeConnection {
  const url = env.DATABASE_URL_STUDIO || env.DATABASE_URL;
  return url
    ? { kind: "postgres", url, schema: STUDIO_SCHEMA }
    : { kind: "pglite", dir: path.join(path.resolve(env.DATA_DIR || "./data"), "studio") };
}

export interface StudioDatabase {
  readonly connection: ScopeConnection;
  /** The database, opened and migrated on first use (unless `openOnDemand: false`: then only by open()). */
  get(): Promise<StudioDb>;
  /** Opens and migrates it; throws when it cannot. */
  open(): Promise<void>;
  /** Whether it answers a trivial query within `timeoutMs`: "ok" or why not. */
  check(timeoutMs: number): Promise<string>;
  close(): Promise<void>;
}

export class StudioUnavailableError extends Error {
  constructor(cause: unknown) {
    super("the studio database is unavailable", { cause });
    this.name = "StudioUnavailableError";
  }
}

export function createStudioDatabase(
  connection: ScopeConnection,
  {
    openOnDemand = true,
    poolMax = 4,
    migrationsFolder = studioMigrationsFolder(),
  }: { openOnDemand?: boolean; poolMax?: number; migrationsFolder?: string } = {},
): StudioDatabase {
  let opening: Promise<OpenedDatabase<StudioDb>> | null = null;
  let opened: OpenedDatabase<StudioDb> | null = null;
  let failure: unknown = null;

  function open(): Promise<OpenedDatabase<StudioDb>> {
    opening ??= openDatabase<StudioDb>("studio", connection, {
      migrationsFolder,
      tables: studioSchema,
      schemaName: STUDIO_SCHEMA,
      poolMax,
    })
      // Rows from before the audit log's hash chain are chained once, by the first process that opens it migrated.
      .then(async (result) => {
        await sealAuditLog(result.db).catch(async (error: unknown) => {
          await result.close().catch(() => undefined);
          throw error;
        });
        return result;
      })
      .then(
        (result) => {
          opened = result;
          failure = null;
          return result;
        },
        (error: unknown) => {
          opening = null;
          failure = error;
          throw new StudioUnavailableError(error);
        },
      );
    return opening;
  }

  return {
    connection,
    async get() {
      if (opened) return opened.db;
      if (!openOnDemand) throw new StudioUnavailableError(failure ?? new Error("not open yet"));
      return (await open()).db;
    },
    async open() {
      await open();
    },
    async check(timeoutMs) {
      if (!opened) return failure ? `not open: ${describeError(failure).message}` : "not open yet";
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
      return state;
    },
    async close() {
      const pending = opening;
      opening = null;
      opened = null;
      await pending?.then((result) => result.close()).catch(() => undefined);
    },
  };
}
