// npm run subscribers:export -- --scope eu  → the scope's newsletter subscribers as CSV on stdout.
// Uses the server's database settings (DATA_DIR, DATABASE_URL, DATABASE_URL_<SCOPE>); messages go to stderr.
// PostgreSQL: reads it directly. Embedded database: one process per data directory, so while a server runs on it the
// export asks that server (its admin endpoint, address and token from the directory's lock file); when none runs, the
// export takes the lock itself and reads the directory.
import { parseArgs } from "node:util";
import { ADMIN_SUBSCRIBERS_PATH } from "../app/api/admin.server";
import { listSubscriptions, subscriptionsCsv } from "../app/data/subscriptions.server";
import type { StorageScope } from "../app/rules/regions";
import { STORAGE_SCOPES, createDatabases, databaseConfigFromEnv, embeddedDataDir } from "../database/client.server";
import { DataDirLockedError, acquireDataDirLock } from "../database/data-dir-lock.server";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { scope: { type: "string" } },
  strict: true,
});
const scope = values.scope as StorageScope | undefined;
if (!scope || !(STORAGE_SCOPES as readonly string[]).includes(scope)) {
  console.error(`usage: npm run subscribers:export -- --scope <${STORAGE_SCOPES.join("|")}>`);
  process.exit(2);
}

const describe = (error: unknown) =>
  `${error instanceof Error ? error.message : String(error)}${error instanceof Error && error.cause ? ` (${String((error.cause as Error).message ?? error.cause)})` : ""}`;

/** Reads the scope's database in this process (PostgreSQL, or an embedded directory this process has locked). */
async function exportDirectly(scope: StorageScope): Promise<void> {
  const databases = createDatabases(databaseConfigFromEnv(process.env));
  try {
    const rows = await listSubscriptions(await databases.get(scope));
    process.stdout.write(subscriptionsCsv(rows));
    console.error(`${rows.length} subscriber(s) in scope ${scope}`);
  } finally {
    await databases.close();
  }
}

/** Asks the server that holds the data directory. */
async function exportThroughServer(scope: StorageScope, url: string, token: string): Promise<void> {
  const response = await fetch(`${url}${ADMIN_SUBSCRIBERS_PATH}/${scope}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`the running server at ${url} answered HTTP ${response.status}`);
  process.stdout.write(await response.text());
  console.error(
    `${response.headers.get("x-row-count") ?? "?"} subscriber(s) in scope ${scope} (from the running server at ${url})`,
  );
}

try {
  const connection = databaseConfigFromEnv(process.env)[scope];
  const dataDir = embeddedDataDir(process.env);
  if (connection.kind === "postgres" || !dataDir) {
    await exportDirectly(scope);
  } else {
    let lock;
    try {
      lock = acquireDataDirLock(dataDir, "subscribers:export");
    } catch (error) {
      const owner = error instanceof DataDirLockedError ? error.owner : null;
      if (!owner?.url || !owner.adminToken) throw error;
      await exportThroughServer(scope, owner.url, owner.adminToken);
    }
    if (lock) {
      try {
        await exportDirectly(scope);
      } finally {
        lock.release();
      }
    }
  }
} catch (error) {
  console.error(`export failed: ${describe(error)}`);
  process.exitCode = 1;
}
