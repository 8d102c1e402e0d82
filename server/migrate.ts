// npm run db:migrate (issue 26): creates and migrates every storage scope's tables, then exits. PostgreSQL migrations
// run under an advisory lock (database/client.server.ts), so this and starting servers take turns. The embedded
// database is migrated by the server at start; run this with the server stopped (the data directory has one writer).
import { createDatabases, databaseConfigFromEnv, embeddedDataDir } from "../database/client.server";
import { acquireDataDirLock } from "../database/data-dir-lock.server";
import { describeError, flushLog, log } from "~/server/log.server";
import { serverEnv } from "./env";
import { refuseStart } from "./http-server";

try {
  serverEnv();
} catch (error) {
  refuseStart(error);
}
const dataDir = embeddedDataDir(process.env);
let lock: ReturnType<typeof acquireDataDirLock> | null = null;
try {
  lock = dataDir ? acquireDataDirLock(dataDir, "db:migrate") : null;
} catch (error) {
  refuseStart(error);
}
const databases = createDatabases(databaseConfigFromEnv(process.env), { poolMax: 1 });
const failed = await databases.openAll();
await databases.close();
lock?.release();
for (const [scope, error] of Object.entries(failed))
  log.error({ scope, error: describeError(error) }, `migrations of ${scope} failed`);
if (Object.keys(failed).length === 0) log.info("every scope migrated");
flushLog();
process.exit(Object.keys(failed).length ? 1 : 0);
