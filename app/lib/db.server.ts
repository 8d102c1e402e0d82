// TEMPORARY (feat/support only): a minimal stand-in for the shared database layer being built in feat/accounts.
// The lead replaces this file on merge; support code only relies on `getDb(scope)` returning a drizzle PgDatabase.
// One PGlite database per storage scope at DATA_DIR/<scope>, with the support tables created if missing.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { supportTablesDdl } from "../../database/schema-support";
import type { StorageScope } from "./regions";

type Db = ReturnType<typeof drizzle>;

const databases = new Map<StorageScope, Promise<Db>>();

async function open(scope: StorageScope): Promise<Db> {
  const dir = path.resolve(process.env.DATA_DIR ?? "data", scope);
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  await client.exec(supportTablesDdl);
  return drizzle({ client });
}

export function getDb(scope: StorageScope): Promise<Db> {
  let db = databases.get(scope);
  if (!db) {
    db = open(scope);
    // A failed open is not cached: the next request tries again.
    db.catch(() => databases.delete(scope));
    databases.set(scope, db);
  }
  return db;
}
