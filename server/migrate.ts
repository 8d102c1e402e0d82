// npm run db:migrate: creates and migrates every storage scope's tables (and the studio's), then exits. PostgreSQL migrations
// run under an advisory lock (database/client.server.ts), so this and starting servers take turns. The embedded
// database is migrated by the server at start; run this with the server stopped (the data directory has one writer).
// The server itself runs `migrate.js --scope <scope> --parent-holds-lock` for an embedded scope that has no files yet:
// PGlite's initdb grows a process by ~200 MB of WebAssembly memory it never gives back, so it happens in a child.
import { describeError, flushLog, log } from "~/request/log.server";
import type { StorageScope } from "~/rules/regions";
import {
  createDatabases,
  databaseConfigFromEnv,
  embeddedDataDir,
  migrationsFolder,
  STORAGE_SCOPES,
} from "../database/client.server";
import { acquireDataDirLock } from "../database/data-dir-lock.server";
import { createStudioDatabase, studioConnectionFromEnv, studioMigrationsFolder } from "../database/studio.server";
import { serverVars } from "./env";
import { refuseStart } from "./http-server";

let vars: ReturnType<typeof serverVars>;
try {
  vars = serverVars();
} catch (error) {
  refuseStart(error);
}
const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : (process.argv[index + 1] ?? "");
};
const SCOPES = [...STORAGE_SCOPES, "studio"] as const;
const only = argument("--scope") as (typeof SCOPES)[number] | undefined;
if (only !== undefined && !SCOPES.includes(only)) {
  console.error(`--scope expects one of ${SCOPES.join(", ")}`);
  process.exit(2);
}
// The server that forked this holds the data directory's lock for it.
const underParent = process.argv.includes("--parent-holds-lock") && typeof process.send === "function";
const dataDir = embeddedDataDir(vars);
let lock: ReturnType<typeof acquireDataDirLock> | null = null;
try {
  lock = dataDir && !underParent ? acquireDataDirLock(dataDir, "db:migrate") : null;
} catch (error) {
  refuseStart(error);
}
const databases = createDatabases(databaseConfigFromEnv(vars), {
  poolMax: 1,
  migrationsFolder: migrationsFolder(vars.MIGRATIONS_DIR),
});
// The studio's scope (content versions) has its own tables and migrations.
const studio = createStudioDatabase(studioConnectionFromEnv(vars), {
  poolMax: 1,
  migrationsFolder: studioMigrationsFolder(vars.STUDIO_MIGRATIONS_DIR),
});
const failed: Partial<Record<string, unknown>> = {};
for (const scope of only ? [only] : SCOPES) {
  try {
    if (scope === "studio") await studio.get();
    else await databases.get(scope as StorageScope);
  } catch (error) {
    failed[scope] = (error as Error).cause ?? error;
  }
}
await databases.close();
await studio.close();
lock?.release();
for (const [scope, error] of Object.entries(failed))
  log.error({ scope, error: describeError(error) }, `migrations of ${scope} failed`);
if (Object.keys(failed).length === 0) log.info({ scopes: only ? [only] : SCOPES }, "migrated");
flushLog();
process.exit(Object.keys(failed).length ? 1 : 0);
