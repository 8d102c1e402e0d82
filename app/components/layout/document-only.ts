import { createContext, useContext } from "react";
import type { UIMatch } from "react-router";

/**
 * Document-only pages: a route whose handle says `hydrate: false` is sent as plain server-rendered HTML when
 * it is the first page of a visit, without React, React Router or route modules (112 KB gzip that the home page's
 * 100 KB budget cannot hold). A small inline script (document-only.server.ts) makes the header menus work and records
 * the page view. Links are ordinary links, so the next page is a full load served by the page cache; once any hydrated
 * page has loaded, client navigation renders these routes with React like every other route.
 * docs/decisions/057-document-only-home.md.
 */
export interface DocumentOnlyHandle {
  hydrate: false;
}

export const DOCUMENT_ONLY: DocumentOnlyHandle = { hydrate: false };

/** True when a matched route asks for a document-only first load. */
export function isDocumentOnly(matches: readonly Pick<UIMatch, "handle">[]): boolean {
  return matches.some((match) => (match.handle as Partial<DocumentOnlyHandle> | undefined)?.hydrate === false);
}

export interface StaticShellOptions {
  region: string;
  language: string;
  openMenu: string;
  closeMenu: string;
  /** The server time the document was rendered at (epoch ms). */
  now: number;
  /** The region's next schedule boundary (epoch ms): the page reloads itself then (live time). */
  nextChange: number | null;
  /** The region's consent mode and data controller (client/consent.ts). */
  consent: { mode: "opt-in" | "opt-out" | "none"; controller: string };
}

// The shell script's writer, given by entry.server (app/request/document-only.server.ts) so that it never ships to the
// browser, where React only renders hydrated documents.
const StaticShellContext = createContext<((options: StaticShellOptions) => string) | null>(null);

export const StaticShellProvider = StaticShellContext.Provider;

export function useStaticShellScript(): ((options: StaticShellOptions) => string) | null {
  return useContext(StaticShellContext);
}

// The render's secret mark for the app's own inline scripts (app/entry.server.tsx): the shell script carries it as its
// nonce, and the server hashes only marked scripts into the CSP. Absent in the browser.
const ScriptMarkerContext = createContext<string | undefined>(undefined);

export const ScriptMarkerProvider = ScriptMarkerContext.Provider;

export function useScriptMarker(): string | undefined {
  return useContext(ScriptMarkerContext);
}
