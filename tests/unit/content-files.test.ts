// content:export and content:import, as an operator runs them on a data directory no server holds: the
// export of version 1 is the repository's content files' data; an edited export loads back as a draft that changes
// only the edited file; a broken file is refused with its name (in process: what the command prints is its message).
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splitDocument } from "~/content/document";
import { repositoryContent } from "~/content/repository";
import { restrictToOwner } from "../../database/private-files.server";
import { createStudioDatabase, type StudioDatabase } from "../../database/studio.server";
import { recentAudit } from "../../studio/audit.server";
import { exportName, getDraft, importDraft } from "../../studio/content.server";
import { studioTemplate } from "../pglite-template";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(tmpdir(), "content-files-"));
const dataDir = path.join(work, "data");
/** The studio's database as the tests read it, once the commands are done with it (each holds the directory as it runs). */
let studio: StudioDatabase | null = null;
const studioDb = () => (studio ??= createStudioDatabase({ kind: "pglite", dir: path.join(dataDir, "studio") })).get();
afterAll(async () => {
  await studio?.close();
  rmSync(work, { recursive: true, force: true });
});
// The studio's database as a server's first start leaves it (migrated, no version yet), made from the migrated dump
// instead of by initdb (seconds of CPU; a new data directory's first open is the server tests' to show).
beforeAll(async () => {
  const { PGlite } = await import("@electric-sql/pglite");
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const template = new Blob([readFileSync(await studioTemplate())]);
  await (await PGlite.create(path.join(dataDir, "studio"), { loadDataDir: template })).close();
  await restrictToOwner(dataDir);
}, 60_000);

async function npm(script: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run("npm", ["run", "--silent", script, "--", ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      maxBuffer: 32 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const filesIn = (folder: string) =>
  readdirSync(folder, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.split(path.sep).join("/"))
    .sort();

describe("content files in and out", { timeout: 300_000 }, () => {
  const exported = path.join(work, "v1");

  it("exports version 1 as the repository's content files' data", async () => {
    const result = await npm("content:export", ["--version", "1", "--out", exported]);
    expect(result.stderr).toContain(`content:export: version 1,`);
    expect(result.code).toBe(0);
    const expected = splitDocument(repositoryContent());
    expect(filesIn(exported)).toEqual([...expected.keys()].map(exportName).sort());
    for (const [name, value] of expected)
      expect(JSON.parse(readFileSync(path.join(exported, exportName(name)), "utf8")), name).toEqual(value);
    // The word and dealer files are the repository's own JSON files, value for value.
    for (const name of ["words/de.json", "words/en-GB.json", "us/dealers.json", "cn/dealers.json"])
      expect(JSON.parse(readFileSync(path.join(exported, name), "utf8")), name).toEqual(
        JSON.parse(readFileSync(path.join(ROOT, "app/content", name), "utf8")),
      );
  });

  it("imports an edited export as a draft that changes only the edited file", async () => {
    const prices = JSON.parse(readFileSync(path.join(exported, "prices.json"), "utf8"));
    prices.k1ProInterstellarScout.us = [{ price: 399 }, { from: "2027-03-01T00:00:00-08:00", price: 349 }];
    writeFileSync(path.join(exported, "prices.json"), JSON.stringify(prices, null, 2));
    // A name given with --by is no proof of anything: the draft and its audit row credit the operator.
    const result = await npm("content:import", ["--from", exported, "--by", "ops@example.com"]);
    expect(result.stdout.trim()).toBe("draft 1: prices.ts");
    expect(result.stderr).toContain("--by is ignored");
    expect(result.stderr).toContain("content:import: the draft passes content:check");
    expect(result.code).toBe(0);
    const db = await studioDb();
    const draft = await getDraft(db, 1);
    expect(draft).toMatchObject({ base: 1, changedFiles: ["prices.ts"], createdBy: "operator" });
    expect(draft.document.prices.k1ProInterstellarScout?.us).toEqual(prices.k1ProInterstellarScout.us);
    const rows = await recentAudit(db);
    expect(rows.filter((row) => row.staffEmail === "ops@example.com")).toEqual([]);
    const imported = rows.find((row) => row.action === "draft-create" && row.target === "draft:1");
    expect(imported).toMatchObject({ staffEmail: "operator", staffId: null });
    expect(imported!.detail.operator).toMatch(/^database access \(content:import, database user \w+\)$/);
  });

  it("refuses a folder with a broken file, naming it", async () => {
    // The files as content:import reads them from a folder (the first test's export), one of them broken.
    const files = new Map(filesIn(exported).map((name) => [name, readFileSync(path.join(exported, name), "utf8")]));
    files.set("site.json", "{ nav: ");
    await expect(importDraft(await studioDb(), { by: "ops@example.com", title: "broken", files })).rejects.toThrow(
      /^the files cannot be imported: site\.json: /,
    );
  });
});
