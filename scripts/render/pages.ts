// Every page of a region in every state it takes: the production build rendered in process through the time-travel
// preview (as a visitor with the preview token), each page at the start of every schedule state it has (the preview
// bar's "next change" of the page, followed from before the first). Used after the build to cut the first-view font
// subsets (scripts/fonts/first-view.mjs) and by the tests that read every page (tests/build/market-pages.test.ts).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { REGION_CODES, REGIONS, type RegionCode } from "~/rules/regions";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TOKEN = "render-every-page";
/** Before anything the schedule knows: every walk starts here. */
export const FIRST_INSTANT = "2024-01-01T00:00:00.000Z";
export const REGION_PREFIXES = Object.fromEntries(REGION_CODES.map((code) => [code, REGIONS[code].prefix])) as Record<
  RegionCode,
  string
>;
export type Region = keyof typeof REGION_PREFIXES;

export interface Renderer {
  /** The page at `pathname` as at `at` (ISO-8601; the preview's instant), or now. */
  get(pathname: string, at?: string): Promise<Response>;
}

/** A page in one of its states: the instant it was rendered at, its status and HTML ("" when it is not HTML). */
export interface PageState {
  at: string;
  status: number;
  html: string;
}

/**
 * A renderer of a production build (`buildDir`/server: the live release, or the release being built):
 * `get(path, at)` answers a Response.
 */
export async function renderer(buildDir = path.join(ROOT, "build")): Promise<Renderer> {
  process.env.PREVIEW_TOKEN = TOKEN;
  process.env.NODE_ENV = "production";
  const { createRequestHandler } = await import("react-router");
  const app = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as {
    loadServerBuild(): Promise<ServerBuild>;
    renderContext(): RouterContextProvider;
  };
  const handler = createRequestHandler(await app.loadServerBuild(), "production");
  return {
    async get(pathname, at) {
      const url = new URL(`http://localhost${pathname}`);
      if (at) url.searchParams.set("at", at);
      return handler(
        new Request(url, { headers: { "x-preview-token": TOKEN, "accept-language": "en" } }),
        app.renderContext(),
      );
    },
  };
}

/** The instant the preview bar of a page rendered at `at` names as its next change, or null. */
function nextChange(html: string, at: string): string | null {
  const bar = /<aside class="preview-bar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? "";
  const links = [...bar.matchAll(/href="[^"?]*\?at=([^"&]+)"/g)].map((match) => decodeURIComponent(match[1]!));
  return links.find((link) => link !== "now" && Date.parse(link) > Date.parse(at)) ?? null;
}

/** Every path of a region: its sitemap at each of the home page's states, the pages the sitemap leaves out. */
export async function regionPaths(render: Renderer, region: Region): Promise<string[]> {
  const prefix = REGION_PREFIXES[region];
  const paths = new Set<string>();
  for await (const { at } of pageStates(render, prefix || "/")) {
    const sitemap = await (await render.get("/sitemap.xml", at)).text();
    for (const match of sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)) {
      const found = match[1] || "/";
      const under = (other: string) => found === other || found.startsWith(`${other}/`);
      const inRegion = prefix ? under(prefix) : !Object.values(REGION_PREFIXES).some((other) => other && under(other));
      if (inRegion) paths.add(found);
    }
  }
  for (const extra of ["login", "account"]) paths.add(`${prefix}/${extra}`);
  // Campaign pages' official rules stay out of the sitemap.
  for (const found of [...paths])
    if (/\/(black-friday|christmas-sale)$/.test(found)) paths.add(`${found}/official-rules`);
  return [...paths].sort();
}

/** Each state of a page: rendered at FIRST_INSTANT, then at each next change its preview bar names. */
export async function* pageStates(render: Renderer, pathname: string): AsyncGenerator<PageState, void, unknown> {
  let at: string | null = FIRST_INSTANT;
  const seen = new Set<string>();
  while (at && !seen.has(at)) {
    seen.add(at);
    const response = await render.get(pathname, at);
    const html = response.headers.get("content-type")?.startsWith("text/html") ? await response.text() : "";
    yield { at, status: response.status, html };
    at = nextChange(html, at);
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The text of a piece of markup: tags out, entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name[0] === "#"
        ? String.fromCodePoint(
            name[1]!.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10),
          )
        : (ENTITIES[name.toLowerCase()] ?? whole),
    );
}

/** The text a visitor can see of a page: its body without the preview bar (an editor's tool). */
export function pageText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return textOf(body.replace(/<aside class="preview-bar"[\s\S]*?<\/aside>/, ""));
}

/**
 * How many letters of a page a first view shows at most, counted in document order after the header: a phone shows
 * 60-90 CJK letters of the main content (measured in Chromium), a desktop more; 120 covers a phone's and most of a
 * desktop's (what a desktop shows beyond them arrives with the site's cut, in fonts of the same metrics).
 */
const FIRST_VIEW_LETTERS = 120;

/**
 * The characters of a page's first view, as far as the markup tells: the header (not its closed menus), then the text
 * of the rest of the page in document order up to its FIRST_VIEW_LETTERS-th non-Latin letter (a short page's footer
 * too), the Latin letters among them included (Inter's first-view cut, scripts/fonts/first-view.mjs).
 */
export function firstViewText(html: string): string {
  const header = /<header class="site-header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
  const rest = [
    ...textOf(
      html.slice(html.indexOf(header) + header.length).replace(/<aside class="preview-bar"[\s\S]*?<\/aside>/, ""),
    ),
  ];
  let end = 0;
  for (let letters = 0; end < rest.length && letters < FIRST_VIEW_LETTERS; end++)
    if (rest[end]!.codePointAt(0)! >= 0x2000) letters++;
  // The header's closed menus and words for screen readers only are not in view.
  const shown = header
    .replace(/<ul [^>]*class="site-nav__panel"[^>]*>[\s\S]*?<\/ul>/g, "")
    .replace(/<span class="visually-hidden">[^<]*<\/span>/g, "");
  return textOf(shown) + rest.slice(0, end).join("");
}
