// Dumps of freshly migrated PGlite databases, one per migrations folder (the customer scopes', the studio's), made once
// and kept in the temp directory, keyed by the folder's migrations and the PGlite version. A test database in memory
// starts from one (`{ kind: "pglite", template }`: database/client.server.ts) instead of running initdb and every
// migration: well under a second of CPU instead of several.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrationsFolder } from "../database/client.server";
import { studioMigrationsFolder } from "../database/studio.server";

const made = new Map<string, Promise<string>>();

/** The dump's file for a migrations folder (the customer scopes' by default), made on first use. */
export function pgliteTemplate(folder = migrationsFolder()): Promise<string> {
  let template = made.get(folder);
  if (!template) {
    template = makeTemplate(folder);
    template.catch(() => made.delete(folder));
    made.set(folder, template);
  }
  return template;
}

/** The dump of a freshly migrated studio database. */
export const studioTemplate = () => pgliteTemplate(studioMigrationsFolder());

async function makeTemplate(folder: string): Promise<string> {
  const hash = createHash("sha256");
  hash.update(JSON.parse(readFileSync("node_modules/@electric-sql/pglite/package.json", "utf8")).version);
  for (const file of readdirSync(folder, { recursive: true }).map(String).sort()) {
    if (file.endsWith(".sql") || file.endsWith(".json"))
      hash.update(file).update(readFileSync(path.join(folder, file)));
  }
  const target = path.join(tmpdir(), `mechaforge-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(target)) return target;
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder: folder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const partial = `${target}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, target); // atomic: parallel workers never read a half-written file
  return target;
}
