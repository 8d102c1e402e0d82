// The text of a built stylesheet, for inlining it into server-rendered pages (see app/components/layout/stylesheet.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { CLIENT_DIR } from "~/request/release.server";

const cache = new Map<string, string | undefined>();

/** Only hashed files under /assets/ are read (they never change, so they are cached); anything else is left as a link. */
export function builtCssText(href: string): string | undefined {
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
  if (!cache.has(href)) {
    let text: string | undefined;
    try {
      text = readFileSync(path.join(CLIENT_DIR, href), "utf8");
    } catch {
      text = undefined; // development server or a missing file: the browser loads it as a file
    }
    cache.set(href, text);
  }
  return cache.get(href);
}
