// How content:export and content:import reach the studio's database, as subscribers:export reaches a scope:
// PostgreSQL directly; the embedded database directly when no server runs on the data directory (this tool then holds
// its lock), else through the running server's operator endpoints (address and token from the directory's lock file).
import { embeddedDataDir } from "../../database/client.server";
import { DataDirLockedError, acquireDataDirLock } from "../../database/data-dir-lock.server";
import { createStudioDatabase, studioConnectionFromEnv, type StudioDb } from "../../database/studio.server";

export type StudioAccess =
  | { kind: "direct"; db: StudioDb; close(): Promise<void> }
  | { kind: "server"; url: string; token: string; close(): Promise<void> };

export async function studioAccess(tool: string): Promise<StudioAccess> {
  const connection = studioConnectionFromEnv(process.env);
  const dataDir = embeddedDataDir(process.env);
  let lock: ReturnType<typeof acquireDataDirLock> | null = null;
  if (connection.kind === "pglite" && dataDir)
    try {
      lock = acquireDataDirLock(dataDir, tool);
    } catch (error) {
      const owner = error instanceof DataDirLockedError ? error.owner : null;
      if (!owner?.url || !owner.adminToken) throw error;
      return { kind: "server", url: owner.url, token: owner.adminToken, close: async () => undefined };
    }
  const studio = createStudioDatabase(connection, { poolMax: 1 });
  try {
    const db = await studio.get();
    return {
      kind: "direct",
      db,
      async close() {
        await studio.close();
        lock?.release();
      },
    };
  } catch (error) {
    await studio.close();
    lock?.release();
    throw error;
  }
}

/** A call of the running server's content endpoints (/__admin/content). */
export async function askServer(
  access: { url: string; token: string },
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${access.url}/__admin/content${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${access.token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(
      `the running server at ${access.url} answered HTTP ${response.status}: ${String(answer.error ?? "")}`,
    );
  return answer;
}
