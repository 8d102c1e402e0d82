// One writer per embedded-database directory: PGlite takes no lock of its own, and a second process writing the same
// directory loses the first one's writes or corrupts the files. The owner holds an exclusive kernel lock (flock) on
// DATA_DIR/.lock for as long as it runs; the kernel drops it when the process ends, however it ends (kill -9, a crash,
// a container replaced by one with another host name), so no lock is ever left stale. The file also says who
// holds it (pid, host, start time and, for a server, where it listens and the admin token of its export endpoint), for
// the refusal message and for local tools.
import { closeSync, constants, fchmodSync, fstatSync, ftruncateSync, openSync, readFileSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { flockSync } from "fs-ext-extra-prebuilt";
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

/** The lock path exists but is no regular file (a directory, a symbolic link): nobody can hold it, so nobody starts. */
export class DataDirLockUnusableError extends Error {
  constructor(readonly file: string) {
    super(
      `The lock file ${file} is not a regular file: remove it (nothing else should be at that path), then start again.`,
    );
    this.name = "DataDirLockUnusableError";
  }
}

export interface DataDirLock {
  readonly dir: string;
  readonly owner: LockOwner;
  /** Adds facts to the lock file (a server's url once it listens). */
  update(patch: Partial<Pick<LockOwner, "url" | "adminToken">>): void;
  /** Empties the lock file and drops the kernel lock; safe to call twice. */
  release(): void;
}

function parseOwner(text: string): LockOwner | null {
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isSafeInteger(owner?.pid) && typeof owner.hostname === "string" ? owner : null;
  } catch {
    return null;
  }
}

/** Opens (creating it 0600) the lock file for reading and writing; never follows a symbolic link. */
function openLockFile(file: string, flags: number): number {
  let fd: number;
  try {
    fd = openSync(file, flags | constants.O_NOFOLLOW, 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EISDIR" || code === "ELOOP") throw new DataDirLockUnusableError(file);
    throw error;
  }
  if (!fstatSync(fd).isFile()) {
    closeSync(fd);
    throw new DataDirLockUnusableError(file);
  }
  return fd;
}

const isHeldElsewhere = (error: unknown) =>
  ["EAGAIN", "EWOULDBLOCK"].includes((error as NodeJS.ErrnoException).code ?? "");

/**
 * Takes the directory's lock or throws DataDirLockedError naming the holder (DataDirExposedError when other users may
 * enter the directory, DataDirLockUnusableError when the lock path is not a file).
 */
export function acquireDataDirLock(dir: string, purpose: string): DataDirLock {
  const resolved = path.resolve(dir);
  ensurePrivateDataDir(resolved);
  const file = path.join(resolved, LOCK_FILE_NAME);
  const fd = openLockFile(file, constants.O_RDWR | constants.O_CREAT);
  try {
    flockSync(fd, "exnb");
  } catch (error) {
    closeSync(fd);
    if (isHeldElsewhere(error)) throw new DataDirLockedError(resolved, parseOwner(readFileSync(file, "utf8")));
    throw error;
  }
  fchmodSync(fd, 0o600);

  let owner: LockOwner = { pid: process.pid, hostname: hostname(), purpose, startedAt: new Date().toISOString() };
  let written = 0;
  // Rewritten in place (a rename would put a new, unlocked file at the path): the new text first, padded over the old
  // one (JSON allows trailing spaces), so a reader never sees an empty file, then the padding cut off.
  const write = (text: string) => {
    const bytes = Buffer.from(text.padEnd(written, " "));
    writeSync(fd, bytes, 0, bytes.length, 0);
    ftruncateSync(fd, Buffer.byteLength(text));
    written = Buffer.byteLength(text);
  };
  write(JSON.stringify(owner));

  let released = false;
  const onExit = () => lock.release();
  const lock: DataDirLock = {
    dir: resolved,
    get owner() {
      return owner;
    },
    update(patch) {
      owner = { ...owner, ...patch };
      write(JSON.stringify(owner));
    },
    release() {
      if (released) return;
      released = true;
      process.off("exit", onExit);
      // The file stays (removing it could let two processes lock two different files); its content goes.
      ftruncateSync(fd, 0);
      closeSync(fd);
    },
  };
  process.on("exit", onExit);
  return lock;
}

/** The live holder of a directory's lock, or null when it is free. */
export function lockHolder(dir: string): LockOwner | null {
  const file = path.join(path.resolve(dir), LOCK_FILE_NAME);
  let fd: number;
  try {
    fd = openLockFile(file, constants.O_RDONLY);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    flockSync(fd, "shnb");
    return null; // nobody holds it (closing the descriptor drops our shared lock)
  } catch (error) {
    if (isHeldElsewhere(error)) return parseOwner(readFileSync(file, "utf8"));
    throw error;
  } finally {
    closeSync(fd);
  }
}
