// The site's content as content:check reads it: the facts modules and the word bundles' JSON, read from the content
// folder (app/content, or CONTENT_DIR: scripts/vite/content-dir.ts). A module that fails to load or a file that is no
// valid JSON is a problem of its own (one line, with the JSON's line and column), never a crash.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ContentIssue, ContentSet } from "./check-content";

const WORD_BUNDLES = ["zh", "en", "fr", "de", "ko", "ja"] as const;
const WORD_OVERRIDES = ["en-GB", "en-EU"] as const;

/** The content folder being checked. */
export function contentFolder(): string {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(import.meta.dirname, "../../app/content"));
}

/** The JSON of a file, or the problem with it: "words/de.json 12:5: JSON syntax error: …". */
export function readJson(file: string, folder = contentFolder()): { value?: unknown; issue?: ContentIssue } {
  let text: string;
  try {
    text = readFileSync(path.join(folder, file), "utf8");
  } catch {
    return { issue: { file, path: "(file)", message: "missing" } };
  }
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = Number(/position (\d+)/.exec(message)?.[1] ?? NaN);
    const where = Number.isNaN(position) ? "(file)" : lineColumn(text, position);
    const reason = message.replace(/ in JSON at position \d+.*$/, "").replace(/^JSON\.parse: /, "");
    return { issue: { file, path: where, message: `JSON syntax error: ${reason}` } };
  }
}

/** "line:column" (both from 1) of a character offset. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return `line ${line}, column ${offset - before.lastIndexOf("\n")}`;
}

/** Loads one facts module, or names why it could not be loaded. */
async function load<T>(file: string, get: () => Promise<T>): Promise<{ value?: T; issue?: ContentIssue }> {
  try {
    return { value: await get() };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    return { issue: { file, path: "(module)", message: `could not be loaded: ${message}` } };
  }
}

/** A deep copy of the site's content, safe to change in a test, and the problems met reading it. */
export async function loadContentSet(): Promise<{ content: ContentSet; issues: ContentIssue[] }> {
  const issues: ContentIssue[] = [];
  // The word files first: the facts modules that read words cannot load while one is no valid JSON, and saying so
  // again for each of them would only repeat the one mistake.
  const json = [...WORD_BUNDLES, ...WORD_OVERRIDES].map((name) => [name, readJson(`words/${name}.json`)] as const);
  const jsonIssues = json.flatMap(([, result]) => (result.issue ? [result.issue] : []));
  const take = (result: { value?: unknown; issue?: ContentIssue }, fallback: unknown): unknown => {
    if (result.issue) issues.push(result.issue);
    return result.value ?? fallback;
  };
  const [products, prices, campaigns, preorder, site, placements, home, manuals, legal] = await Promise.all([
    load("catalogue.ts", async () => (await import("~/content/catalogue")).PRODUCTS),
    load("prices.ts", async () => (await import("~/content/prices")).PRICES),
    load("campaigns/index.ts", async () => (await import("~/content/campaigns")).CAMPAIGN_FACTS),
    load("preorder.ts", async () => (await import("~/content/preorder")).default),
    load("site.ts", async () => (await import("~/content/site")).default),
    load("placements.ts", async () => (await import("~/content/placements")).default),
    load("home.ts", async () => (await import("~/content/home")).HOME),
    load("manuals.ts", async () => (await import("~/content/manuals")).MANUAL_TABLES),
    load("legal.ts", async () => {
      const module = await import("~/content/legal");
      return { facts: module.default, samples: [...module.SAMPLE_VALUES] };
    }),
  ]);
  const words = Object.fromEntries(json.map(([name, result]) => [name, result.value]));
  const bundles = Object.fromEntries(WORD_BUNDLES.map((name) => [name, words[name]]));
  const overrides = Object.fromEntries(WORD_OVERRIDES.map((name) => [name, words[name] ?? {}]));
  const content: ContentSet = structuredClone({
    products: take(products, {}) as ContentSet["products"],
    prices: take(prices, {}) as ContentSet["prices"],
    campaigns: take(campaigns, {}) as ContentSet["campaigns"],
    preorder: take(preorder, {}),
    site: take(site, {}),
    placements: take(placements, {}),
    home: take(home, {}),
    manuals: take(manuals, {}) as ContentSet["manuals"],
    legal: take(legal, { facts: {}, samples: [] }) as ContentSet["legal"],
    bundles,
    overrides,
  });
  return { content, issues: jsonIssues.length ? jsonIssues : issues };
}
