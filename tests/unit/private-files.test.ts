import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirExposedError, ensurePrivateDataDir, restrictToOwner } from "../../database/private-files.server";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "private-files-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const mode = (file: string) => statSync(file).mode & 0o777;

describe("private data files", () => {
  it("creates a missing data directory 0700 and refuses one the group or others may use", () => {
    const parent = freshDir();
    const dir = path.join(parent, "a", "data");
    ensurePrivateDataDir(dir);
    expect(mode(dir)).toBe(0o700);
    chmodSync(dir, 0o710);
    expect(() => ensurePrivateDataDir(dir)).toThrow(DataDirExposedError);
    expect(() => ensurePrivateDataDir(dir)).toThrow(`The data directory ${dir} is open to other users (mode 710)`);
  });

  it("sets every directory 0700 and every file 0600, however deep (PGlite writes them 0666)", async () => {
    const dir = freshDir();
    const files: string[] = [];
    for (let depth = 0, current = dir; depth < 4; depth++) {
      current = path.join(current, `level${depth}`);
      mkdirSync(current, { mode: 0o755 });
      for (let index = 0; index < 30; index++) {
        const file = path.join(current, `file${index}`);
        writeFileSync(file, "x", { mode: 0o666 });
        chmodSync(file, 0o666);
        files.push(file);
      }
    }
    await restrictToOwner(dir);
    expect(files.filter((file) => mode(file) !== 0o600)).toEqual([]);
    expect(mode(path.join(dir, "level0", "level1", "level2", "level3"))).toBe(0o700);
  });
});
