// First-load JavaScript per page type, counted as a browser receives it: every script a first load of the page
// fetches, each in the bytes the production server sends it (docs/decisions/058-byte-budgets.md). Read from the build
// alone, with no server or browser, so `npm test` checks it right after the build (scripts/check-budgets.ts);
// tests/e2e/budgets.mobile.spec.ts proves, in a phone-sized Chromium against the production server, that these are the
// very files and the very byte counts the browser receives.
// Counted: the response bodies of the page's scripts, as received (the stored brotli form, with a Content-Length; a file
// without one as the server sends it then, see sentBytes). Not counted:
// the document's own inline scripts (hydration context, loader data, module loader), which travel inside the document's
// response, compressed with its HTML (on the document-only home page they are all its JavaScript and are counted from
// the served HTML: scriptReferences, tests/server/budgets.test.ts); nor response headers (about 1.2 KB per file, whatever
// the file: the security headers every response carries, not the page's code).
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, createBrotliCompress, gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT = path.join(ROOT, "build/client");
const KB = 1024;

export interface PageType {
  type: string;
  /** The route whose first load stands for the type: its id in the route manifest ("x/*": the first route "x/…"). */
  routeId: string;
  /** A page of the type in the us site, where the browser proof opens it. */
  path: string;
  /** Bytes: "130 KB" is 130 × 1,024 = 133,120 bytes. */
  budget: number;
  /** A first load runs no React: its JavaScript is the served document's (checked from the served HTML). */
  documentOnly?: boolean;
}

// One representative route per page type. React 19 + React Router 7 alone weigh ~112 KB before any page code, so the
// home page (budget 100 KB) is document-only on a first load (app/components/layout/document-only.ts); the manifest
// figure for home is what a client navigation to it loads, reported for information.
export const PAGE_TYPES: PageType[] = [
  { type: "home", routeId: "home", path: "/us", budget: 100 * KB, documentOnly: true },
  { type: "product", routeId: "flagship-optimus-prime", path: "/us/flagship-optimus-prime", budget: 130 * KB },
  { type: "pre-order", routeId: "flagship-bumblebee", path: "/us/flagship-bumblebee", budget: 130 * KB },
  { type: "buzz", routeId: "toy-story-buzz-lightyear", path: "/us/toy-story-buzz-lightyear", budget: 130 * KB },
  { type: "elite", routeId: "elite-optimus-prime", path: "/us/elite-optimus-prime", budget: 130 * KB },
  // Every campaign's page is the one campaign module (app/routes.ts): the first campaign route stands for all.
  { type: "campaign", routeId: "campaign/*", path: "/us/black-friday", budget: 130 * KB },
  { type: "manuals", routeId: "manuals", path: "/us/manuals", budget: 130 * KB },
  { type: "where-to-buy", routeId: "where-to-buy", path: "/us/where-to-buy", budget: 130 * KB },
  { type: "faq", routeId: "faq", path: "/us/faq", budget: 130 * KB },
  { type: "policy", routeId: "privacy-policy", path: "/us/privacy-policy", budget: 130 * KB },
  { type: "form", routeId: "product-registration", path: "/us/product-registration", budget: 130 * KB },
  { type: "login", routeId: "login", path: "/us/login", budget: 130 * KB },
  // The page a signed-in visitor gets (a signed-out one is sent on to the login page, whose route loads then).
  { type: "account", routeId: "account", path: "/us/account", budget: 130 * KB },
  { type: "choose-your-region", routeId: "choose-your-region", path: "/us/choose-your-region", budget: 130 * KB },
  { type: "404", routeId: "not-found", path: "/us/no-such-page", budget: 130 * KB },
];

/**
 * Page types over their budget, each allowed at most the bytes it had when it was listed: known exceptions that the
 * check reports without failing, until their bytes are cut. Growing past the allowance fails, and so does an exception
 * that is no longer needed: it is then taken off this list. None today.
 */
export const KNOWN_OVERSHOOT: Readonly<Record<string, number>> = {};
export const HOME_HTML_BUDGET = 60 * KB;

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
export interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** React Router's route manifest of the last build (build/client/assets/manifest-*.js), and its URL. */
export function readManifest(): { url: string; manifest: RouteManifest } {
  const file = readdirSync(path.join(CLIENT, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("No build/client/assets/manifest-*.js: run `npm run build` first.");
  const source = readFileSync(path.join(CLIENT, "assets", file), "utf8");
  const json = source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "");
  return { url: `/assets/${file}`, manifest: JSON.parse(json) as RouteManifest };
}

/**
 * The URLs of every script a first load of a route fetches: the document's module script imports the route manifest
 * (the whole of it: react-router.config.ts), the client entry and each route of the match, root first, and the
 * manifest lists each one's static imports, flattened. Dynamic imports wait for a visitor and are not counted.
 */
export function firstLoadScripts(pattern: string, { url, manifest } = readManifest()): string[] {
  const routeId = pattern.endsWith("*")
    ? Object.keys(manifest.routes).find((id) => id.startsWith(pattern.slice(0, -1)))
    : pattern;
  if (!routeId || !manifest.routes[routeId]) throw new Error(`Route ${pattern} is not in the manifest.`);
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId)
    chain.unshift(manifest.routes[id]!);
  const urls = new Set([url, manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) for (const script of [route.module, ...(route.imports ?? [])]) urls.add(script);
  return [...urls];
}

/** Below this many bytes a file is sent as it is: the compression middleware's default threshold. */
const COMPRESSION_THRESHOLD = 1024;
const sentCache = new Map<string, Promise<number>>();

/**
 * The bytes of a built asset's response body as a browser that accepts brotli receives it from the production server
 * (server/static-assets.ts): the file's stored brotli form (name.br, written by the build: scripts/release/precompress.ts)
 * as it is, with a Content-Length, so exactly its size. A file without one (none is kept when it would not be smaller)
 * goes through the `compression` middleware with its defaults: under 1 KB as it is, with a Content-Length; otherwise
 * brotli at quality 4, written as zlib's stream gives it out, each piece one HTTP/1.1 chunk (its size line and line
 * ends count, and so does the last, empty chunk); the same stream is run here. Either way the count is exact
 * (tests/e2e/budgets.mobile.spec.ts compares it with Chromium's).
 */
export function sentBytes(url: string): Promise<number> {
  let bytes = sentCache.get(url);
  if (!bytes) sentCache.set(url, (bytes = measureSent(path.join(CLIENT, new URL(url, "http://x").pathname))));
  return bytes;
}

async function measureSent(file: string): Promise<number> {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  if (statSync(file).size < COMPRESSION_THRESHOLD) return statSync(file).size;
  const compressed = createReadStream(file).pipe(createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }));
  const LAST_CHUNK = "0\r\n\r\n".length;
  let total = LAST_CHUNK;
  for await (const piece of compressed as AsyncIterable<Buffer>)
    total += piece.length.toString(16).length + 2 + piece.length + 2;
  return total;
}

/** What a file of the build would weigh compressed otherwise, for the breakdown: gzip -9 and brotli at quality 11. */
export function compressedSizes(url: string): { raw: number; gzip9: number; brotli11: number } {
  const bytes = readFileSync(path.join(CLIENT, new URL(url, "http://x").pathname));
  return { raw: bytes.length, gzip9: gzipSync(bytes, { level: 9 }).length, brotli11: brotliCompressSync(bytes).length };
}

export interface ScriptBytes {
  url: string;
  bytes: number;
}

export interface PageFirstLoad extends PageType {
  scripts: ScriptBytes[];
  /** What the first load receives: the scripts' bytes, or for a document-only page its served document's scripts. */
  bytes: number | null;
  /** A document-only page: what a client navigation to it loads. */
  clientNavigationBytes?: number;
  /** How far over the budget it may be (KNOWN_OVERSHOOT), if at all. */
  allowance?: number;
  verdict: "ok" | "over" | "known exception" | "exception no longer needed" | "unmeasured";
}

/** Every page type's first load, judged against its budget; `homeHtml` is the served home document (its scripts). */
export async function measureFirstLoad(homeHtml?: string): Promise<PageFirstLoad[]> {
  const manifest = readManifest();
  const rows: PageFirstLoad[] = [];
  for (const page of PAGE_TYPES) {
    const scripts = await Promise.all(
      firstLoadScripts(page.routeId, manifest).map(async (url) => ({ url, bytes: await sentBytes(url) })),
    );
    const sum = scripts.reduce((total, script) => total + script.bytes, 0);
    if (page.documentOnly) {
      const served = homeHtml === undefined ? null : await htmlFirstLoadScripts(homeHtml);
      const bytes = served?.reduce((total, script) => total + script.bytes, 0) ?? null;
      const verdict = bytes === null ? "unmeasured" : bytes <= page.budget ? "ok" : "over";
      rows.push({ ...page, scripts: served ?? [], bytes, clientNavigationBytes: sum, verdict });
      continue;
    }
    const allowance = KNOWN_OVERSHOOT[page.type];
    const verdict =
      sum <= page.budget
        ? allowance === undefined
          ? "ok"
          : "exception no longer needed"
        : allowance !== undefined && sum <= allowance
          ? "known exception"
          : "over";
    rows.push({ ...page, scripts, bytes: sum, allowance, verdict });
  }
  return rows;
}

/** The scripts a served HTML document loads: external URLs (script src, module preloads) and inline texts, JSON-LD aside. */
export function scriptReferences(html: string): { urls: string[]; inline: string[] } {
  const urls = new Set<string>();
  const inline: string[] = [];
  for (const [, attrs = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(attrs)) continue;
    const src = /\ssrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) urls.add(src);
    else if (body.trim()) inline.push(body);
  }
  for (const [, href = ""] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(href);
  return { urls: [...urls], inline };
}

/**
 * A document-only page's first-load JavaScript, from its served HTML: its external scripts as sent, and its inline
 * scripts, which arrive inside the document, at their gzip -9 size each (tests/server/budgets.test.ts counts them alike).
 */
export async function htmlFirstLoadScripts(html: string): Promise<ScriptBytes[]> {
  const { urls, inline } = scriptReferences(html);
  return [
    ...(await Promise.all(urls.map(async (url) => ({ url, bytes: await sentBytes(url) })))),
    ...inline.map((text) => ({ url: "(inline)", bytes: gzipSync(Buffer.from(text), { level: 9 }).length })),
  ];
}

/**
 * What the browser's root chunk (entry, root route and their imports) must not carry: the content's schedule (ISO
 * instants) or its page table (a page's `redirectTo`, `windows`). Returns the offending [file, what] pairs.
 */
export function rootChunkLeaks(): [string, string][] {
  const { manifest } = readManifest();
  const root = manifest.routes.root!;
  const urls = [...new Set([manifest.entry.module, ...manifest.entry.imports, root.module, ...(root.imports ?? [])])];
  const leaks: [string, string][] = [];
  for (const url of urls) {
    const source = readFileSync(path.join(CLIENT, url), "utf8");
    const instant = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}/.exec(source);
    if (instant) leaks.push([url, `a schedule instant (${instant[0]})`]);
    if (/redirectTo|where-to-buy\/hongkong-macao/.test(source)) leaks.push([url, "the page table"]);
  }
  return leaks;
}

/**
 * What a shopper's browser must never load: the studio's modules (studio/, its own build) and its form library. Every
 * route of the shop, the root and the client entry, with every chunk they import and every chunk those may load later
 * (dynamic imports), is searched through build/client-chunks.json (scripts/vite/chunk-modules.ts). Returns the
 * offending [chunk, module] pairs, and how many chunks of the studio's build hold its code (the check's own proof that
 * it can see them).
 */
export const STUDIO_MODULE = /^studio\/|node_modules\/(?:react-hook-form|@hookform|@rjsf)\//;
type ChunkModules = Record<string, { modules: string[]; imports: string[]; dynamicImports: string[] }>;
export function studioLeaks(): { leaks: [string, string][]; studioChunks: number } {
  const { manifest } = readManifest();
  const chunks = JSON.parse(readFileSync(path.join(ROOT, "build/client-chunks.json"), "utf8")) as ChunkModules;
  const studioBuild = JSON.parse(
    readFileSync(path.join(ROOT, "build/studio/client-chunks.json"), "utf8"),
  ) as ChunkModules;
  const fileOf = (url: string) => url.replace(/^\//, "");
  const queue = [
    fileOf(manifest.entry.module),
    ...manifest.entry.imports.map(fileOf),
    ...Object.values(manifest.routes).flatMap((route) => [route.module, ...(route.imports ?? [])].map(fileOf)),
  ];
  const seen = new Set<string>();
  const leaks: [string, string][] = [];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = chunks[file];
    if (!chunk) continue;
    for (const module of chunk.modules) if (STUDIO_MODULE.test(module)) leaks.push([file, module]);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  const studioChunks = Object.values(studioBuild).filter((chunk) =>
    chunk.modules.some((m) => STUDIO_MODULE.test(m)),
  ).length;
  return { leaks, studioChunks };
}
