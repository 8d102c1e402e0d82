// Renders every page of every region at a list of instants with the production build (in process, through the
// time-travel preview) and writes the normalized HTML, so two builds can be compared page by page: what a content or
// code refactor must not change. Dev tool.
//   node scripts/content/snapshot.mjs --out /tmp/snap-before --instants /tmp/instants.json
//   node scripts/content/snapshot.mjs --compare /tmp/snap-before /tmp/snap-after
import { mkdirSync, readFileSync, writeFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  options: {
    out: { type: "string" },
    instants: { type: "string" },
    compare: { type: "boolean" },
    /** Only these paths (comma-separated), in place of every page's. */
    paths: { type: "string" },
  },
  allowPositionals: true,
});

/** The page's markup without what changes with every build (scripts, inlined styles, hashed asset names). */
export function normalize(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/<link rel="(?:modulepreload|stylesheet|preload)"[^>]*>/g, "")
    .replace(/<aside class="preview-bar"[\s\S]*?<\/aside>/g, "")
    .replace(/<meta name="robots" content="noindex"\/>/g, "")
    .replace(/-[A-Za-z0-9_-]{8}\.(js|css)/g, ".$1")
    .replace(/_R_[A-Za-z0-9]+_/g, "_R_")
    .replace(/ nonce="[^"]*"/g, "")
    .replace(/></g, ">\n<");
}

if (values.compare) {
  const [a, b] = positionals;
  const files = new Set([...readdirSync(a), ...readdirSync(b)]);
  let differing = 0;
  const { execFileSync } = await import("node:child_process");
  for (const file of [...files].sort()) {
    if (file === "instants.json") continue;
    const left = path.join(a, file);
    const right = path.join(b, file);
    if (!existsSync(left) || !existsSync(right)) {
      console.log(`only in ${existsSync(left) ? a : b}: ${file}`);
      differing++;
      continue;
    }
    if (readFileSync(left, "utf8") === readFileSync(right, "utf8")) continue;
    differing++;
    try {
      execFileSync("diff", ["-u", left, right], { encoding: "utf8" });
    } catch (error) {
      console.log(String(error.stdout).split("\n").slice(0, 60).join("\n"));
    }
  }
  console.log(`${differing} of ${files.size - 1} files differ`);
  process.exit(differing ? 1 : 0);
}

const ROOT = path.resolve(import.meta.dirname, "../..");
process.env.PREVIEW_TOKEN = "snapshot";
process.env.NODE_ENV = "production";
const { createRequestHandler } = await import("react-router");
const app = await import(path.join(ROOT, "build/server/index.js"));
const build = await app.loadServerBuild();
const handler = createRequestHandler(build, "production");

const out = values.out;
mkdirSync(out, { recursive: true });
const instants = JSON.parse(readFileSync(values.instants, "utf8"));
writeFileSync(path.join(out, "instants.json"), JSON.stringify(instants));

async function get(pathname, at) {
  const url = new URL(`http://localhost${pathname}`);
  if (at) url.searchParams.set("at", at);
  const response = await handler(
    new Request(url, { headers: { "x-preview-token": "snapshot", "accept-language": "en" } }),
    app.renderContext(),
  );
  return response;
}

// Every page: the sitemap's at each instant, plus the pages it leaves out: the account pages, a redirect, a 404, and the
// campaign series' pages and their draws' rules (the sitemap lists no page that has a time window).
const CAMPAIGN_PATHS = [
  "black-friday",
  "black-friday/official-rules",
  "black-friday/official-rules-2026",
  "christmas-sale",
  "christmas-sale/official-rules",
  "christmas-sale/official-rules-2026",
];
const paths = new Set();
for (const at of instants) {
  const sitemap = await (await get("/sitemap.xml", at)).text();
  for (const match of sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)) paths.add(match[1] || "/");
}
for (const prefix of ["", "/us", "/uk", "/eu", "/fr", "/de", "/kr", "/jp"]) {
  for (const page of ["login", "account", "new-release", "no-such-page", ...CAMPAIGN_PATHS])
    paths.add(`${prefix}/${page}`);
}
const sorted = values.paths ? values.paths.split(",") : [...paths].sort();
console.log(`${sorted.length} paths × ${instants.length} instants`);

let count = 0;
for (const pathname of sorted) {
  const versions = [];
  for (const at of instants) {
    const response = await get(pathname, at);
    const body = response.headers.get("content-type")?.startsWith("text/html") ? normalize(await response.text()) : "";
    const head = `${response.status} ${response.headers.get("location") ?? ""}`;
    const text = `${head}\n${body}`;
    const last = versions.at(-1);
    if (last && last.text === text) last.instants.push(at);
    else versions.push({ instants: [at], text });
    count++;
  }
  const file = path.join(out, `${pathname.replace(/\//g, "_") || "_"}.html`);
  writeFileSync(file, versions.map((v) => `<!-- ${v.instants.join(" ")} -->\n${v.text}`).join("\n\n"));
}
console.log(`${count} renders written to ${out}`);
