// A copy of app/content with some edits, for the tests that change content without touching the repository: the
// copy's modules read the copy, in this process or in a tool's given CONTENT_DIR (scripts/vite/content-dir.ts).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { CONTENT_COPIES } from "../../scripts/vite/content-dir";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const CONTENT = path.join(ROOT, "app/content");
const copies: string[] = [];

/**
 * Removes the copies made so far: each file that makes copies calls it after its tests (`afterAll`). Not a hook of
 * this module: the unit files share their worker's modules, so it would run after the first such file only.
 */
export function removeContentCopies(): void {
  copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
}

export type Edit = { file: string; change: (text: string) => string };

/** A copy of app/content with the edits applied; the files touched, as paths of the repository. */
export function contentCopy(edits: Edit[]): { dir: string; touched: string[] } {
  mkdirSync(CONTENT_COPIES, { recursive: true });
  const dir = mkdtempSync(path.join(CONTENT_COPIES, "copy-"));
  copies.push(dir);
  cpSync(CONTENT, dir, { recursive: true });
  for (const { file, change } of edits) {
    const target = path.join(dir, file);
    let before = "";
    try {
      before = readFileSync(target, "utf8");
    } catch {
      // a new file
    }
    const after = change(before);
    expect(after, `${file} changed`).not.toBe(before);
    writeFileSync(target, after);
  }
  return { dir, touched: edits.map((edit) => path.relative(ROOT, path.join(CONTENT, edit.file))) };
}

/** Replaces one exact passage of a file (failing if it is not there exactly once). */
export const replace = (from: string, to: string) => (text: string) => {
  expect(text.split(from).length - 1, `"${from}" once`).toBe(1);
  return text.replace(from, to);
};

/** Changes a JSON file's value. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const json = (change: (value: Record<string, any>) => void) => (text: string) => {
  const value = JSON.parse(text);
  change(value);
  return JSON.stringify(value, null, 2);
};
