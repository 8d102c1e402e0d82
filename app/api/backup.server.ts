// A backup of an embedded database (PGlite) as a download: its data directory's dump after a checkpoint, restored with
// npm run db:restore. Shared by the admin API's customer scopes and the studio's scope; a database on PostgreSQL answers
// 409 (pg_dump is the tool there).
import type { Response } from "express";

/** What the backup needs of an embedded database (PGlite); a PostgreSQL pool has neither. */
interface EmbeddedClient {
  query(sql: string): Promise<unknown>;
  dumpDataDir(compression: "gzip"): Promise<Blob>;
}

/**
 * Sends the dump of the database `open` resolves to as `mechaforge-<name>-<UTC stamp>.tar.gz`; `label` names it in the
 * 409 answer and the log line ("the us scope", "the studio").
 */
export async function sendEmbeddedBackup(
  res: Response,
  open: () => Promise<unknown>,
  name: string,
  label: string,
): Promise<void> {
  try {
    const client = ((await open()) as { $client?: EmbeddedClient }).$client;
    if (typeof client?.dumpDataDir !== "function")
      return void res
        .status(409)
        .type("text/plain")
        .send(`${capitalized(label)} is on PostgreSQL: back it up with pg_dump.`);
    await client.query("CHECKPOINT");
    const dump = Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d+Z$/, "Z");
    res
      .set("Content-Disposition", `attachment; filename="mechaforge-${name}-${stamp}.tar.gz"`)
      .type("application/gzip")
      .send(dump);
  } catch (error) {
    console.error(`[admin] backup of ${label} failed: ${(error as Error).message}`);
    res.status(503).type("text/plain").send("Database unavailable");
  }
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
