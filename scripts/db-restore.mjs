// npm run db:restore -- --scope us --from mechaforge-us-<time>.tar.gz [--data-dir ./data]
// Restores a backup of an embedded (PGlite) scope taken from the running server (GET /__admin/backup/<scope>, README
// "Backups") into DATA_DIR/<scope>. Stop the server first: one process per data directory. A scope directory that
// exists is moved aside to <scope>.before-restore-<time>, never deleted.
import { chmodSync, existsSync, readdirSync, readFileSync, renameSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { scope: { type: "string" }, from: { type: "string" }, "data-dir": { type: "string" } },
  strict: true,
});
// The customer scopes, and the studio's content versions.
const scopes = ["cn", "us", "eu", "studio"];
if (!values.scope || !scopes.includes(values.scope) || !values.from) {
  console.error(`db:restore: --scope (${scopes.join(", ")}) and --from <backup.tar.gz> are required`);
  process.exit(2);
}
if (!existsSync(values.from)) {
  console.error(`db:restore: no file ${values.from}`);
  process.exit(2);
}
const dataDir = path.resolve(values["data-dir"] ?? process.env.DATA_DIR ?? "./data");
const target = path.join(dataDir, values.scope);
if (existsSync(target)) {
  const aside = `${target}.before-restore-${new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}`;
  renameSync(target, aside);
  console.log(`db:restore: the current ${values.scope} database moved to ${aside}`);
}
const client = new PGlite(target, { loadDataDir: new Blob([readFileSync(values.from)]) });
await client.query("select 1");
await client.close();
// The owner's alone, as the server keeps its data files.
const restrict = (dir) => {
  chmodSync(dir, 0o700);
  for (const name of readdirSync(dir)) {
    const entry = path.join(dir, name);
    if (statSync(entry).isDirectory()) restrict(entry);
    else chmodSync(entry, 0o600);
  }
};
restrict(target);
console.log(`db:restore: ${values.scope} restored into ${target} from ${values.from}; start the server`);
