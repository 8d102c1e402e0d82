// The site's content as content:check reads it: the facts modules and the word bundles' JSON, read from the content
// folder (app/content, or CONTENT_DIR: scripts/vite/content-dir.ts). A module that fails to load or a file that is no
// valid JSON is a problem of its own (one line, with the JSON's line and column), never a crash.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { ContentIssue } from "~/content/checks";
import type { ContentSet } from "~/content/document";
import { OVERRIDE_IDS } from "~/content/words/regions";
import { LANGUAGES } from "~/rules/regions";

const WORD_BUNDLES = LANGUAGES;
const WORD_OVERRIDES = OVERRIDE_IDS;

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

/** The regions with a dealers file in the content folder (app/content/<region>/dealers.json). */
function dealerFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z]{2}$/.test(entry.name))
    .filter((entry) => existsSync(path.join(folder, entry.name, "dealers.json")))
    .map((entry) => entry.name);
}

/**
 * The site's content as the repository holds it, or as the copy in `folder` does (the facts modules, each one part of
 * the content document: app/content/repository.ts), read as JSON as a stored version is, a deep copy safe to change in
 * a test, and the problems met reading it.
 */
export async function loadContentSet(
  folder = contentFolder(),
): Promise<{ content: ContentSet; issues: ContentIssue[] }> {
  const issues: ContentIssue[] = [];
  // The word files first: the facts modules that read words cannot load while one is no valid JSON, and saying so
  // again for each of them would only repeat the one mistake.
  const wordFiles = [...WORD_BUNDLES, ...WORD_OVERRIDES].map(
    (name) => [name, readJson(`words/${name}.json`, folder)] as const,
  );
  const dealers = dealerFiles(folder).map((region) => [region, readJson(`${region}/dealers.json`, folder)] as const);
  // Each facts module by its path in the folder: app/content's own modules, or a copy's (scripts/vite/content-dir.ts).
  const facts = async <M>(file: string): Promise<M> => (await import(/* @vite-ignore */ path.join(folder, file))) as M;
  const jsonIssues = [...wordFiles, ...dealers].flatMap(([, result]) => (result.issue ? [result.issue] : []));
  const take = (result: { value?: unknown; issue?: ContentIssue }, fallback: unknown): unknown => {
    if (result.issue) issues.push(result.issue);
    return result.value ?? fallback;
  };
  const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
  const [products, prices, productFacts, campaigns, preorder, site, placements, home, manuals, legal] =
    await Promise.all([
      load("catalogue.ts", async () =>
        json((await facts<typeof import("~/content/catalogue")>("catalogue.ts")).products),
      ),
      load("prices.ts", async () => json((await facts<typeof import("~/content/prices")>("prices.ts")).prices)),
      load("product-facts.ts", async () =>
        json((await facts<typeof import("~/content/product-facts")>("product-facts.ts")).productFacts),
      ),
      load("campaigns/index.ts", async () =>
        json((await facts<typeof import("~/content/campaigns")>("campaigns/index.ts")).campaigns),
      ),
      load("preorder.ts", async () => json((await facts<typeof import("~/content/preorder")>("preorder.ts")).preorder)),
      load("site.ts", async () => json((await facts<typeof import("~/content/site")>("site.ts")).site)),
      load("placements.ts", async () =>
        json((await facts<typeof import("~/content/placements")>("placements.ts")).placements),
      ),
      load("home.ts", async () => json((await facts<typeof import("~/content/home")>("home.ts")).home)),
      load("manuals.ts", async () =>
        json((await facts<typeof import("~/content/manuals")>("manuals.ts")).manualTables),
      ),
      load("legal.ts", async () => json((await facts<typeof import("~/content/legal")>("legal.ts")).legalPart)),
    ]);
  const words = Object.fromEntries(wordFiles.map(([name, result]) => [name, result.value]));
  const bundles = Object.fromEntries(WORD_BUNDLES.map((name) => [name, words[name]]));
  const overrides = Object.fromEntries(WORD_OVERRIDES.map((name) => [name, words[name] ?? {}]));
  const content: ContentSet = structuredClone({
    products: take(products, {}) as ContentSet["products"],
    prices: take(prices, {}) as ContentSet["prices"],
    productFacts: take(productFacts, {}) as ContentSet["productFacts"],
    campaigns: take(campaigns, {}) as ContentSet["campaigns"],
    preorder: take(preorder, {}),
    site: take(site, {}),
    placements: take(placements, {}),
    home: take(home, {}),
    manuals: take(manuals, {}) as ContentSet["manuals"],
    legal: take(legal, { facts: {}, samples: [] }) as ContentSet["legal"],
    dealers: Object.fromEntries(dealers.map(([region, result]) => [region, result.value])),
    bundles,
    overrides,
  });
  return { content, issues: jsonIssues.length ? jsonIssues : issues };
}
