// The built server bundle (build/server/index.js) in a process of its own (tests/server/app-import-probe.mjs): importing
// it does nothing, createApp makes an app from explicit settings alone that answers a page, and what runs of the
// libraries is their production build (React Router's aside).
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "./harness";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "create-app-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Probe {
  importReads: string[];
  before: string[];
  after: string[];
  serveReads?: string[];
  status?: number;
  type?: string;
  title?: string | null;
  developmentModules: string[];
}

async function probe(args: string[], env: Record<string, string> = {}): Promise<Probe> {
  const { stdout } = await run(
    process.execPath,
    ["tests/server/app-import-probe.mjs", "build/server/index.js", ...args],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", ...env },
      timeout: 60_000,
    },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as Probe;
}

/** One app made from explicit settings, answering one page (two tests read what it did). */
let served: Promise<Probe> | undefined;
const serve = () => (served ??= probe(["serve", path.join(dir, "serve")]));

describe("the server bundle", () => {
  it("reads no environment variable, opens nothing and leaves nothing running when imported", async () => {
    const dataDir = path.join(dir, "import");
    const result = await probe([], { DATA_DIR: dataDir, TRUST_PROXY: "loopback" });
    expect(result.importReads).toEqual([]);
    // Nothing that keeps the process alive (the probe then ends by itself): no timer, socket, thread or file handle.
    // An Immediate runs once and is gone.
    const added = result.after.filter((resource) => !result.before.includes(resource) && resource !== "Immediate");
    expect(added).toEqual([]);
    expect(readdirSync(dir)).not.toContain("import");
  });

  it("makes an app from explicit settings that answers a page, reading no environment variable", async () => {
    const result = await serve();
    expect(result).toMatchObject({ status: 200, type: "text/html; charset=utf-8", serveReads: [] });
    expect(result.title).toMatch(/Mechaforge/);
    // No database is opened to make the app or to render a page (the runtime opens them before a server listens).
    expect(readdirSync(dir)).not.toContain("serve");
  });

  it("runs the production build of every library under NODE_ENV=production, but React Router's", async () => {
    const result = await serve();
    expect(result.status).toBe(200);
    // React Router's package exports name its development build only (remix-run/react-router#14102): what it runs
    // differs from its production build by one flag (docs/decisions/363-create-app.md). Any other is a regression.
    const others = result.developmentModules.filter((file) => !file.includes("/node_modules/react-router/dist/"));
    expect(others).toEqual([]);
  });
});
