import type { UIMatch } from "react-router";

/**
 * Stylesheets a route needs, declared in its `handle` and written by the root layout (components/layout/Stylesheets):
 * inlined into the server-rendered page as React 19 `<style precedence>` resources, read from the server's own release
 * (~6 KB gzip per page, the @font-face sheets too), and loaded as a file only on a client navigation that needs one.
 * CSS files queued behind module preloads on HTTP/1.1's six connections delayed the first paint: 2.4 s → 1.1-1.5 s on
 * us home in Lighthouse's mobile run (bench/notes.md). Every page's HTML carries its CSS, stored compressed.
 */
export interface StylesheetHandle {
  stylesheets: readonly string[];
}

export function stylesheets(...hrefs: string[]): StylesheetHandle {
  return { stylesheets: hrefs };
}

/** The matched routes' stylesheets, outermost first, each once. */
export function matchedStylesheets(matches: readonly UIMatch[]): string[] {
  const hrefs = matches.flatMap((match) => (match.handle as Partial<StylesheetHandle> | undefined)?.stylesheets ?? []);
  return [...new Set(hrefs)];
}
