import type { UIMatch } from "react-router";

/**
 * Stylesheets a route needs, declared in its `handle` and written by the root layout (components/layout/Stylesheets):
 * inlined into the server-rendered page (no render-blocking request: first paint 2.4 s → 1.1 s in Lighthouse's mobile
 * run, docs/decisions/059-inlined-stylesheets.md) and loaded as a file on client navigation.
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
