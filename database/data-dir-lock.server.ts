// One writer per embedded-database directory: PGlite takes no lock of its own, and a second process writing the same
// directory loses the first one's writes or corrupts the files. The owner writes DATA_DIR/.lock (its pid, host, start
// time and, for a server, where it listens and the admin token of its export endpoint); everyone else refuses.
import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { ensurePrivateDataDir } from "./private-files.server";

export const LOCK_FILE_NAME = ".lock";

export interface LockOwner {
  pid: number;
  hostname: string;
  /** What holds it: "server" or a command such as "subscribers:export". */
  purpose: string;
  startedAt: string;
  /** A server's own address for local tools (http://127.0.0.1:3000), once it listens. */
  url?: string;
  /** Bearer token of the server's admin endpoints; the lock file is readable by the directory's owner only. */
  adminToken?: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner
      ? `process ${owner.pid} (${owner.purpose}, since ${owner.startedAt}${owner.hostname === hostname() ? "" : ` on ${owner.hostname}`})`
      : "another process";
    super(
      `The data directory ${dir} is in use by ${who}. One process at a time may open an embedded database directory: ` +
        `stop it first, or use its admin endpoint (npm run subscribers:export asks a running server itself).`,
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  readonly dir: string;
  readonly owner: LockOwner;
  /** Adds facts to the lock file (a server's url once it listens). */
  update(patch: Partial<Pick<LockOwner, "url" | "adminToken">>): void;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

/** Whether a process with this pid runs on this machine (EPERM: it runs, as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as LockOwner;
    return Number.isSafeInteger(owner?.pid) && typeof owner.hostname === "string" ? owner : null;
  } catch {
    return null;
  }
}

/**
 * A lock left by a process that is gone: same host and the pid no longer runs (or is our own pid, reused after a
 * restart in a container). A lock from another host is never judged stale: we can not see its processes.
 */
function isStale(owner: LockOwner | null): boolean {
  if (!owner) return true;
  if (owner.hostname !== hostname()) return false;
  return owner.pid === process.pid || !processAlive(owner.pid);
}

/** Writes the file complete, then links it into place: the lock never exists half-written, and link fails if taken. */
function tryCreate(file: string, owner: LockOwner): boolean {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, JSON.stringify(owner), { mode: 0o600 });
  try {
    linkSync(partial, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(partial);
  }
}

/**
 * Takes the directory's lock or throws DataDirLockedError naming the holder (DataDirExposedError when other users may
 * enter the directory). A stale lock (its process is gone, e.g.
 * after kill -9) is taken over; two processes racing for the same stale lock both check what they moved aside, so
 * only one of them wins.
 */
export function acquireDataDirLock(dir: string, purpose: string): DataDirLock {
  const resolved = path.resolve(dir);
  ensurePrivateDataDir(resolved);
  const file = path.join(resolved, LOCK_FILE_NAME);
  let owner: LockOwner = { pid: process.pid, hostname: hostname(), purpose, startedAt: new Date().toISOString() };

  for (let attempt = 0; ; attempt++) {
    if (tryCreate(file, owner)) break;
    const holder = readOwner(file);
    if (!isStale(holder) || attempt >= 3) throw new DataDirLockedError(resolved, holder);
    // Move the stale lock aside (atomic) and make sure it is the one we judged before dropping it.
    const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString("hex")}`;
    try {
      renameSync(file, aside);
    } catch {
      continue; // someone else moved it first
    }
    const moved = readOwner(aside);
    if (moved && holder && moved.pid !== holder.pid && !isStale(moved)) {
      // We moved a fresh lock that another process took meanwhile: put it back and give way.
      try {
        linkSync(aside, file);
      } finally {
        unlinkSync(aside);
      }
      throw new DataDirLockedError(resolved, moved);
    }
    unlinkSync(aside);
  }

  let released = false;
  const onExit = () => lock.release();
  const lock: DataDirLock = {
    dir: resolved,
    get owner() {
      return owner;
    },
    update(patch) {
      owner = { ...owner, ...patch };
      const partial = `${file}.${process.pid}.update`;
      writeFileSync(partial, JSON.stringify(owner), { mode: 0o600 });
      renameSync(partial, file);
    },
    release() {
      if (released) return;
      released = true;
      process.off("exit", onExit);
      const current = readOwner(file);
      if (current?.pid === process.pid && current.hostname === owner.hostname) unlinkSync(file);
    },
  };
  process.on("exit", onExit);
  return lock;
}

/** The live holder of a directory's lock, or null when it is free (or only stale). */
export function lockHolder(dir: string): LockOwner | null {
  const owner = readOwner(path.join(path.resolve(dir), LOCK_FILE_NAME));
  return owner && !isStale(owner) ? owner : null;
}
