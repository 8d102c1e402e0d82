import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  DataDirLockUnusableError,
  DataDirLockedError,
  LOCK_FILE_NAME,
  acquireDataDirLock,
  lockHolder,
  type DataDirLock,
} from "../../database/data-dir-lock.server";

const dirs: string[] = [];
const locks: DataDirLock[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
};
const acquire = (dir: string, purpose = "server") => {
  const lock = acquireDataDirLock(dir, purpose);
  locks.push(lock);
  return lock;
};
afterEach(() => {
  for (const lock of locks.splice(0)) lock.release();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dir: string) => path.join(dir, LOCK_FILE_NAME);
const writeLock = (dir: string, owner: object) => writeFileSync(lockFile(dir), JSON.stringify(owner));

describe("data directory lock (a kernel lock on DATA_DIR/.lock)", () => {
  it("writes the owner's pid and host, updates them in place, and empties the file on release", () => {
    const dir = freshDir();
    const lock = acquire(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toMatchObject({
      pid: process.pid,
      hostname: hostname(),
      purpose: "server",
    });
    lock.update({ url: "http://127.0.0.1:3000", adminToken: "a".repeat(43) });
    lock.update({ url: "http://127.0.0.1:3" });
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toMatchObject({ url: "http://127.0.0.1:3" });
    lock.release();
    expect(readFileSync(lockFile(dir), "utf8")).toBe("");
    expect(lockHolder(dir)).toBeNull();
  });

  it("refuses while another holder has it, naming the directory and the pid", () => {
    const dir = freshDir();
    acquire(dir, "server");
    let error: unknown;
    try {
      acquireDataDirLock(dir, "subscribers:export");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`The data directory ${dir} is in use by process ${process.pid} (server`);
    expect(lockHolder(dir)).toMatchObject({ pid: process.pid, purpose: "server" });
  });

  it("takes over whatever a holder that is gone left: its pid, another host's name, or an unreadable file", () => {
    const dir = freshDir();
    writeLock(dir, {
      pid: process.ppid,
      hostname: hostname(),
      purpose: "server",
      startedAt: "2026-11-24T00:00:00.000Z",
    });
    expect(lockHolder(dir)).toBeNull();
    acquire(dir).release();
    writeLock(dir, { pid: 4_000_000, hostname: "another-container", purpose: "server", startedAt: "2026-11-24" });
    acquire(dir).release();
    writeFileSync(lockFile(dir), "{not json");
    acquire(dir).release();
  });

  it("refuses a lock path that is a directory or a symbolic link, with a message naming it", () => {
    const dir = freshDir();
    mkdirSync(lockFile(dir));
    expect(() => acquire(dir)).toThrow(DataDirLockUnusableError);
    expect(() => acquire(dir)).toThrow(`The lock file ${lockFile(dir)} is not a regular file`);
    const other = freshDir();
    symlinkSync("/etc/passwd", lockFile(other));
    expect(() => acquire(other)).toThrow(DataDirLockUnusableError);
  });
});
