// npm run subscribers:export -- --scope eu  → the scope's newsletter subscribers as CSV on stdout.
// Uses the server's database settings (DATA_DIR, DATABASE_URL, DATABASE_URL_<SCOPE>); messages go to stderr.
import { parseArgs } from "node:util";
import { STORAGE_SCOPES, createDatabases, databaseConfigFromEnv } from "../database/client.server";
import { listSubscriptions, subscriptionsCsv } from "../app/api/subscriptions.server";
import type { StorageScope } from "../app/lib/regions";

const { values } = parseArgs({ args: process.argv.slice(2).filter((arg) => arg !== "--"), options: { scope: { type: "string" } }, strict: true });
const scope = values.scope as StorageScope | undefined;
if (!scope || !(STORAGE_SCOPES as readonly string[]).includes(scope)) {
  console.error(`usage: npm run subscribers:export -- --scope <${STORAGE_SCOPES.join("|")}>`);
  process.exit(2);
}

const databases = createDatabases(databaseConfigFromEnv(process.env));
try {
  const rows = await listSubscriptions(await databases.get(scope));
  process.stdout.write(subscriptionsCsv(rows));
  console.error(`${rows.length} subscriber(s) in scope ${scope}`);
} catch (error) {
  console.error(`export failed: ${error instanceof Error ? error.message : String(error)}${error instanceof Error && error.cause ? ` (${String((error.cause as Error).message ?? error.cause)})` : ""}`);
  process.exitCode = 1;
} finally {
  await databases.close();
}
