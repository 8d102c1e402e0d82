// The process's one set of per-scope databases (spec §9), shared by the JSON API and the page actions.
// One instance matters: two PGlite handles on the same directory would corrupt it.
import { createDatabases, databaseConfigFromEnv, type Database, type Databases } from "../../database/client.server";
import type { StorageScope } from "../rules/regions";

let shared: Databases | undefined;

export function sharedDatabases(): Databases {
  shared ??= createDatabases(databaseConfigFromEnv(process.env));
  return shared;
}

/** The scope's database, opened and migrated on first use (throws DatabaseUnavailableError when unreachable). */
export function getDb(scope: StorageScope): Promise<Database> {
  return sharedDatabases().get(scope);
}
