// What a server process owns besides its routes: the embedded databases' directory lock (one writer per directory),
// the admin token, the shared rate-limit pool, and an orderly close on SIGTERM. server/http-server.js starts it before it
// listens, so a second server on the same DATA_DIR stops at once with the holder's pid.
import { randomBytes } from "node:crypto";
import { acquireDataDirLock, type DataDirLock } from "../database/data-dir-lock.server";
import { embeddedDataDir, type Databases } from "../database/client.server";

export interface ServerRuntime {
  adminToken: string;
  /** Records where the server listens (for local tools such as npm run subscribers:export). */
  listening(url: string): void;
  /** Closes the databases and releases the lock; call once connections have ended. */
  close(): Promise<void>;
}

export interface RuntimeParts {
  databases: Databases;
  /** Other things to close after the databases' users are gone (the rate-limit pool). */
  closers?: (() => Promise<unknown>)[];
  /** Background work to stop before the databases close (the mail worker and retention job, issue 27). */
  stoppers?: (() => Promise<unknown>)[];
}

/** Throws DataDirLockedError (with the holder's pid) when another process has the data directory. */
export function startRuntime(env: Record<string, string | undefined>, parts: RuntimeParts): ServerRuntime {
  const dataDir = embeddedDataDir(env);
  const lock: DataDirLock | null = dataDir ? acquireDataDirLock(dataDir, "server") : null;
  const adminToken = env.ADMIN_TOKEN || randomBytes(32).toString("base64url");
  lock?.update({ adminToken });
  let closing: Promise<void> | null = null;
  return {
    adminToken,
    listening: (url) => lock?.update({ url }),
    close() {
      closing ??= (async () => {
        try {
          await Promise.all((parts.stoppers ?? []).map((stop) => stop().catch(() => undefined)));
          await parts.databases.close();
          await Promise.all((parts.closers ?? []).map((close) => close().catch(() => undefined)));
        } finally {
          lock?.release();
        }
      })();
      return closing;
    },
  };
}
