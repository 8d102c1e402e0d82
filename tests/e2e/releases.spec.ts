import { execFile, execFileSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { liveRelease, newReleaseId, switchRelease } from "../../scripts/release/releases";
import { ROOT, startServer, templateDataDir, type RunningServer } from "../server/harness";

// Deploys that break nothing: a page a browser or a CDN kept from release N still loads every asset and
// hydrates when release N+1 answers (and the reverse, after a rollback), and a build beside a running server leaves it
// whole. A deployment of its own in a temporary directory: this checkout's live release is N; N+1 is built there from
// the same sources with one change in the shell chunk (which most chunks import, so most asset names change).
// N+1 is the shop's own build (`react-router build` with the release's config, less its buildEnd: the studio's build
// and the precompressed .br/.gz files, a third of the build's time). The pages under test are the shop's, whose assets
// are served whole without their compressed forms; N+1's studio is N's, copied, whose sources did not change.
// Release N's server, started before the build, runs to the end: after the rollback to N it is the server that answers
// (it lists the releases beside its own again at most a second after they change, so it serves N+1's files too). N+1's
// server runs beside it, on a data directory of its own.

test.describe.configure({ mode: "serial" });

const PAGE = "/us/faq";
const NEXT_PAGE = "/us/manuals";

interface CachedDocument {
  html: string;
  headers: Record<string, string>;
}

let deploy: string;
let dataDir: string;
let releaseN: string;
let releaseN1: string;
const cached: Record<"n" | "n1", CachedDocument | null> = { n: null, n1: null };
let dataDirN1: string;
/** Release N's server (started in the first test) and release N+1's. */
const servers: Record<"n" | "n1", RunningServer | null> = { n: null, n1: null };

async function start(release: "n" | "n1"): Promise<RunningServer> {
  const dir = release === "n" ? dataDir : dataDirN1;
  servers[release] = await startServer({ DATA_DIR: dir, RATE_LIMIT_RENDERS_PER_MINUTE: "100000" }, { cwd: deploy });
  return servers[release];
}

/** A page as a cache in front keeps it: the bytes and the headers that go with them (its hash CSP among them). */
async function fetchDocument(origin: string): Promise<CachedDocument> {
  const response = await fetch(`${origin}${PAGE}`);
  expect(response.status).toBe(200);
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers)
    if (!["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive"].includes(name))
      headers[name] = value;
  return { html: await response.text(), headers };
}

const assetNames = (html: string) => new Set([...html.matchAll(/\/assets\/[\w.-]+/g)].map(([name]) => name));

/** Opens the kept document of one release on a server running another, then navigates in the page. */
async function openKeptDocument(page: Page, origin: string, kept: CachedDocument) {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.route(`${origin}${PAGE}`, (route) =>
    route.fulfill({ status: 200, headers: kept.headers, body: kept.html }),
  );
  await page.goto(`${origin}${PAGE}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // A client navigation of the old code against the new server (its loader data, its route discovery).
  await page.locator(`a[href="${NEXT_PAGE}"]:visible`).first().click();
  await expect(page).toHaveURL(`${origin}${NEXT_PAGE}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  expect(failed).toEqual([]);
  // At most one reload (a route manifest of another release asks for one); never a loop.
  expect(documents.length, documents.join(" ")).toBeLessThanOrEqual(2);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  deploy = mkdtempSync(path.join(tmpdir(), "mechaforge-releases-"));
  dataDir = path.join(deploy, "data");
  // The scopes made and migrated already (the server tests' template), not at the first start.
  dataDirN1 = path.join(deploy, "data-n1");
  for (const dir of [dataDir, dataDirN1]) {
    execFileSync("cp", ["-R", await templateDataDir(), dir]);
    chmodSync(dir, 0o700);
  }
  for (const entry of ["app", "studio", "server", "database", "scripts"])
    cpSync(path.join(ROOT, entry), path.join(deploy, entry), { recursive: true });
  for (const file of ["package.json", "vite.config.ts", "tsconfig.json"])
    cpSync(path.join(ROOT, file), path.join(deploy, file));
  cpSync(path.join(ROOT, "react-router.config.ts"), path.join(deploy, "react-router.release.config.ts"));
  writeFileSync(
    path.join(deploy, "react-router.config.ts"),
    'import release from "./react-router.release.config";\nexport default { ...release, buildEnd: undefined };\n',
  );
  for (const shared of ["node_modules", "public"]) symlinkSync(path.join(ROOT, shared), path.join(deploy, shared));
  // Release N: the one this checkout runs (built from these sources by `npm run build`).
  releaseN = liveRelease(ROOT) ?? path.basename(realpathSync(path.join(ROOT, "build")));
  cpSync(realpathSync(path.join(ROOT, "build")), path.join(deploy, "releases", releaseN), { recursive: true });
  switchRelease(deploy, releaseN);
});

test.afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server?.stop()));
  if (deploy) rmSync(deploy, { recursive: true, force: true });
});

test("a build beside a running server leaves it whole, and its pages' assets stay served", async () => {
  test.setTimeout(300_000);
  const running = await start("n");
  cached.n = await fetchDocument(running.url);
  // Release N+1: one change in the shell chunk, built while N serves.
  const shell = path.join(deploy, "app/client/fade-in.ts");
  writeFileSync(
    shell,
    `if (typeof document !== "undefined") document.documentElement.dataset.release = "next";\n${readFileSync(shell, "utf8")}`,
  );
  // Asynchronous: the server's keep-alive connections close meanwhile, and this process must see it. npm run build's
  // first step only (its second, the first-view fonts, changes no asset name), then the switch it makes last.
  releaseN1 = newReleaseId(Date.now());
  await promisify(execFile)(path.join(ROOT, "node_modules/.bin/react-router"), ["build"], {
    cwd: deploy,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, BUILD_RELEASE_ID: releaseN1 },
  });
  expect(liveRelease(deploy)).toBe(releaseN);
  cpSync(path.join(deploy, "releases", releaseN, "studio"), path.join(deploy, "releases", releaseN1, "studio"), {
    recursive: true,
  });
  switchRelease(deploy, releaseN1);

  // The running server still renders its own pages (a fresh render: its stylesheets inlined from its own release) and
  // serves every asset they name.
  const fresh = await fetch(`${running.url}${NEXT_PAGE}?fresh=1`);
  expect(fresh.status).toBe(200);
  const html = await fresh.text();
  expect(html).toContain("<style");
  for (const name of assetNames(html)) expect((await fetch(`${running.url}${name}`)).status, name).toBe(200);
});

test("a page cached from release N loads fully and hydrates when release N+1 serves it", async ({ page }) => {
  test.setTimeout(120_000);
  const running = await start("n1");
  cached.n1 = await fetchDocument(running.url);
  // The two releases' pages name different files: the test would pass for nothing otherwise.
  const onlyInN = [...assetNames(cached.n!.html)].filter((name) => !assetNames(cached.n1!.html).has(name));
  expect(onlyInN.length).toBeGreaterThan(3);
  await openKeptDocument(page, running.url, cached.n!);
  await servers.n1?.stop();
  servers.n1 = null;
});

test("a page cached from release N+1 loads fully and hydrates after a rollback to release N", async ({ page }) => {
  test.setTimeout(120_000);
  switchRelease(deploy, releaseN);
  const running = servers.n ?? (await start("n"));
  await openKeptDocument(page, running.url, cached.n1!);
});

test("a missing asset is a 404 that no cache keeps", async () => {
  const running = servers.n ?? (await start("n"));
  const response = await fetch(`${running.url}/assets/entry.client-gone0000.js`);
  expect(response.status).toBe(404);
  expect(response.headers.get("cache-control")).toMatch(/no-store/);
});
