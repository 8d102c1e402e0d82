// Deterministic byte budgets (spec issue 7): first-load JavaScript per page type and the home page HTML, gzip.
// Reads the React Router client manifest of the last build; counts bytes, never time, so it can run in `npm test`.
// Usage: node scripts/check-budgets.mjs [--json out.json] [--html saved-home.html] [--report]
//   --report prints the table and exits 0 even when a budget is exceeded (used by `npm run bench`).
import { readFileSync, readdirSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");
const ASSETS = path.join(ROOT, "build/client/assets");
const STUDIO_ASSETS = path.join(ROOT, "build/studio/client/assets");
const KB = 1024;

// One representative route id per page type; budgets in gzip bytes (issue 7). React 19 + React Router 7 alone weigh
// 112 KB gzip before any page code, so the home page (budget 100 KB) is document-only on a first load
// (app/components/layout/document-only.ts): its first-load JavaScript is what the served HTML loads, measured from that
// HTML (--html here, every region's home in tests/e2e/budgets.spec.ts). The manifest figure for home is what a client
// navigation to it loads, reported for information.
export const PAGE_TYPES = [
  { type: "home", routeId: "home", budget: 100 * KB, documentOnly: true },
  { type: "product", routeId: "flagship-optimus-prime", budget: 130 * KB },
  { type: "pre-order", routeId: "flagship-bumblebee", budget: 130 * KB },
  { type: "buzz", routeId: "toy-story-buzz-lightyear", budget: 130 * KB },
  { type: "elite", routeId: "elite-optimus-prime", budget: 130 * KB },
  // Every campaign's page is the one campaign module (app/routes.ts): the first campaign route stands for all.
  { type: "campaign", routeId: "campaign/*", budget: 130 * KB },
  { type: "manuals", routeId: "manuals", budget: 130 * KB },
  { type: "where-to-buy", routeId: "where-to-buy", budget: 130 * KB },
  { type: "faq", routeId: "faq", budget: 130 * KB },
  { type: "policy", routeId: "privacy-policy", budget: 130 * KB },
  { type: "form", routeId: "product-registration", budget: 130 * KB },
  { type: "login", routeId: "login", budget: 130 * KB },
  { type: "account", routeId: "account", budget: 130 * KB },
  { type: "choose-your-region", routeId: "choose-your-region", budget: 130 * KB },
  { type: "404", routeId: "not-found", budget: 130 * KB },
];
export const HOME_HTML_BUDGET = 60 * KB;

/** The shop's route manifest, or the studio's (its own build, served under /studio/assets/). */
function readManifest(app = "shop") {
  const assets = app === "studio" ? STUDIO_ASSETS : ASSETS;
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`No ${path.relative(ROOT, assets)}/manifest-*.js: run \`npm run build\` first.`);
  const source = readFileSync(path.join(assets, file), "utf8");
  const json = source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "");
  return { file: `${app === "studio" ? "/studio" : ""}/assets/${file}`, manifest: JSON.parse(json) };
}

const gzipCache = new Map();
function gzipBytes(assetUrl) {
  if (!gzipCache.has(assetUrl)) {
    const studio = assetUrl.startsWith("/studio/");
    const file = studio ? path.join(ROOT, "build/studio/client", assetUrl.slice("/studio".length)) : null;
    const bytes = readFileSync(file ?? path.join(ROOT, "build/client", assetUrl));
    gzipCache.set(assetUrl, gzipSync(bytes, { level: 9 }).length);
  }
  return gzipCache.get(assetUrl);
}

/** Every script the browser loads before hydration for a route: manifest, entry, root, the route module, imports. */
export function firstLoadScripts(manifest, manifestFile, pattern) {
  const routeId = pattern.endsWith("*")
    ? Object.keys(manifest.routes).find((id) => id.startsWith(pattern.slice(0, -1)))
    : pattern;
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`Route ${pattern} is not in the manifest.`);
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id].parentId) chain.unshift(manifest.routes[id]);
  const urls = new Set([manifestFile, manifest.entry.module, ...manifest.entry.imports]);
  for (const r of chain) {
    urls.add(r.module);
    for (const url of r.imports ?? []) urls.add(url);
  }
  return [...urls];
}

/**
 * What the browser's root chunk (entry, root route and their imports) must not carry (issue 13): the content's schedule
 * (ISO instants) or its page table (a page's `redirectTo`, `windows`). Returns the offending [file, what] pairs.
 */
export function rootChunkLeaks() {
  const { manifest } = readManifest();
  const root = manifest.routes.root;
  const urls = [...new Set([manifest.entry.module, ...manifest.entry.imports, root.module, ...(root.imports ?? [])])];
  const leaks = [];
  for (const url of urls) {
    const source = readFileSync(path.join(ROOT, "build/client", url), "utf8");
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
export function studioLeaks() {
  const { manifest } = readManifest();
  const chunks = JSON.parse(readFileSync(path.join(ROOT, "build/client-chunks.json"), "utf8"));
  const studioBuild = JSON.parse(readFileSync(path.join(ROOT, "build/studio/client-chunks.json"), "utf8"));
  const fileOf = (url) => url.replace(/^\//, "");
  const shopperRoutes = Object.values(manifest.routes);
  const queue = [
    fileOf(manifest.entry.module),
    ...manifest.entry.imports.map(fileOf),
    ...shopperRoutes.flatMap((route) => [route.module, ...(route.imports ?? [])].map(fileOf)),
  ];
  const seen = new Set();
  const leaks = [];
  while (queue.length > 0) {
    const file = queue.pop();
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

/** The scripts a served HTML document loads: external URLs (script src, module preloads) and inline texts, JSON-LD aside. */
export function scriptReferences(html) {
  const urls = new Set();
  const inline = [];
  for (const [, attrs = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(attrs)) continue;
    const src = /\ssrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) urls.add(src);
    else if (body.trim()) inline.push(body);
  }
  for (const [, href = ""] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(href);
  return { urls: [...urls], inline };
}

/** The same, with gzip sizes (external scripts read from build/client). */
export function htmlFirstLoadScripts(html) {
  const { urls, inline } = scriptReferences(html);
  return [
    ...urls.map((url) => ({ url, gzip: gzipBytes(new URL(url, "http://x").pathname) })),
    ...inline.map((text) => ({ url: "(inline)", gzip: gzipSync(Buffer.from(text), { level: 9 }).length })),
  ];
}

/** The studio's screens (its own build), for information: what its first page of each kind loads. */
export const STUDIO_PAGE_TYPES = [
  { type: "studio sign-in", routeId: "routes/sign-in" },
  { type: "studio overview", routeId: "routes/overview" },
  { type: "studio content", routeId: "routes/content" },
  { type: "studio words", routeId: "routes/words" },
];
export function measureStudio() {
  const { file, manifest } = readManifest("studio");
  return STUDIO_PAGE_TYPES.map((page) => {
    const scripts = firstLoadScripts(manifest, file, page.routeId);
    return { ...page, scripts: scripts.length, gzip: scripts.reduce((sum, url) => sum + gzipBytes(url), 0) };
  });
}

export function measure(homeHtml) {
  const { file, manifest } = readManifest();
  return PAGE_TYPES.map((page) => {
    const scripts = firstLoadScripts(manifest, file, page.routeId);
    const gzip = scripts.reduce((sum, url) => sum + gzipBytes(url), 0);
    if (page.documentOnly) {
      if (homeHtml === undefined)
        return { ...page, scripts: scripts.length, gzip: null, clientNavigationGzip: gzip, ok: true };
      const served = htmlFirstLoadScripts(homeHtml);
      const servedGzip = served.reduce((sum, script) => sum + script.gzip, 0);
      return {
        ...page,
        scripts: served.length,
        gzip: servedGzip,
        clientNavigationGzip: gzip,
        ok: servedGzip <= page.budget,
      };
    }
    return { ...page, scripts: scripts.length, gzip, ok: gzip <= page.budget };
  });
}

function main() {
  const args = process.argv.slice(2);
  const report = args.includes("--report");
  const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : undefined;
  const htmlFile = args.includes("--html") ? args[args.indexOf("--html") + 1] : undefined;
  const homeHtml = htmlFile && existsSync(htmlFile) ? readFileSync(htmlFile, "utf8") : undefined;
  const rows = measure(homeHtml);
  const kb = (n) => (n / KB).toFixed(1);
  console.log("page type            scripts  first-load JS gzip  budget");
  for (const r of rows) {
    const verdict = r.ok ? "ok" : `OVER by ${kb(r.gzip - r.budget)} KB`;
    const size =
      r.gzip === null
        ? "served HTML (tests/e2e/budgets.spec.ts)"
        : `${kb(r.gzip).padStart(15)} KB  ${kb(r.budget)} KB ${verdict}`;
    const note = r.documentOnly
      ? `  document-only first load; ${kb(r.clientNavigationGzip)} KB on client navigation`
      : "";
    console.log(`${r.type.padEnd(20)} ${String(r.scripts).padStart(7)}  ${size}${note}`);
  }
  let html;
  if (htmlFile && existsSync(htmlFile)) {
    const gzip = gzipSync(readFileSync(htmlFile), { level: 9 }).length;
    html = { gzip, budget: HOME_HTML_BUDGET, ok: gzip <= HOME_HTML_BUDGET };
    console.log(
      `home HTML                    ${kb(gzip).padStart(15)} KB  ${kb(HOME_HTML_BUDGET)} KB ${html.ok ? "ok" : `OVER by ${kb(gzip - HOME_HTML_BUDGET)} KB`}`,
    );
  }
  for (const r of measureStudio())
    console.log(`${r.type.padEnd(20)} ${String(r.scripts).padStart(7)}  ${kb(r.gzip).padStart(15)} KB`);
  const studio = studioLeaks();
  for (const [file, module] of studio.leaks) console.error(`studio code in a shopper chunk: ${file} holds ${module}`);
  console.log(
    `studio code in shopper chunks: ${studio.leaks.length ? "FOUND" : "none"} (${studio.studioChunks} studio chunk(s) seen)`,
  );
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ pages: rows, html }, null, 2));
  const failed =
    rows.filter((r) => !r.ok).length +
    (html && !html.ok ? 1 : 0) +
    (studio.leaks.length || !studio.studioChunks ? 1 : 0);
  if (failed && !report) {
    console.error(`${failed} budget check(s) failed.`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
