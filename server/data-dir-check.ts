// The quick refusal of a second server: server/http-server.ts asks this small module (built as
// build/server/data-dir-check.js, vite.config.ts) whether a live process holds the data directory before it loads the
// app, which takes seconds on a busy machine, and stops at once if one does. The app's runtime takes the lock itself.
import { embeddedDataDir } from "../database/client.server";
import { DataDirLockedError, lockHolder } from "../database/data-dir-lock.server";

/** Throws DataDirLockedError when a live process holds the embedded databases' directory. */
export function refuseHeldDataDir(env: Record<string, string | undefined>): void {
  const dir = embeddedDataDir(env);
  if (!dir) return;
  const holder = lockHolder(dir);
  if (holder) throw new DataDirLockedError(dir, holder);
}
