import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  DataDirLockedError,
  LOCK_FILE_NAME,
  acquireDataDirLock,
  lockHolder,
} from "../../database/data-dir-lock.server";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A pid that is certainly not running: a child that has already exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ["-e", "0"]).pid!;
}

/** The pid of a process that runs for the whole test (this test's parent, e.g. the Vitest main process). */
const livePid = () => process.ppid;

const writeLock = (dir: string, owner: object) => writeFileSync(path.join(dir, LOCK_FILE_NAME), JSON.stringify(owner));

describe("data directory lock", () => {
  it("writes the owner's pid and host, and removes the file on release", () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir, "server");
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), "utf8"))).toMatchObject({
      pid: process.pid,
      hostname: hostname(),
      purpose: "server",
    });
    lock.update({ url: "http://127.0.0.1:3000" });
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), "utf8"))).toMatchObject({
      url: "http://127.0.0.1:3000",
    });
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it("refuses while a live process holds it, naming the directory and the pid", () => {
    const dir = freshDir();
    writeLock(dir, { pid: livePid(), hostname: hostname(), purpose: "server", startedAt: "2026-11-24T00:00:00.000Z" });
    let error: unknown;
    try {
      acquireDataDirLock(dir, "subscribers:export");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`The data directory ${dir} is in use by process ${livePid()} (server`);
    expect(lockHolder(dir)).toMatchObject({ pid: livePid() });
  });

  it("takes over a lock whose process is gone (kill -9), and one left unreadable", () => {
    const dir = freshDir();
    writeLock(dir, { pid: deadPid(), hostname: hostname(), purpose: "server", startedAt: "2026-11-24T00:00:00.000Z" });
    expect(lockHolder(dir)).toBeNull();
    acquireDataDirLock(dir, "server").release();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), "{not json");
    acquireDataDirLock(dir, "server").release();
  });

  it("never judges a lock from another host stale", () => {
    const dir = freshDir();
    writeLock(dir, {
      pid: deadPid(),
      hostname: `${hostname()}-elsewhere`,
      purpose: "server",
      startedAt: "2026-11-24T00:00:00.000Z",
    });
    expect(() => acquireDataDirLock(dir, "server")).toThrow(DataDirLockedError);
  });
});
