// The content store of a server process (issue 30): the published content document it serves, and the document each
// request renders with. A request resolves its document once, at its start (the published one, or a draft for a studio
// preview), and every content read of its render returns that one (an AsyncLocalStorage, as render-instant.server.ts
// does for the clock): a publish while a page renders never mixes two versions in one page.
import { AsyncLocalStorage } from "node:async_hooks";
import type { ContentDocument } from "~/content/document";
import { HOMES } from "~/content/home";
import { repositoryDocument, setPublishedContent, setScopedContent } from "~/content/live";
import { PAGE_KEYS } from "~/content/pages";
import "~/content/repository";
import { wordsFor } from "~/content/words";
import { scheduleSegment } from "~/request/schedule-segment.server";
import { REGION_CODES } from "~/rules/regions";
import { SITES } from "~/views/site-content.server";

const scope = new AsyncLocalStorage<ContentDocument>();
setScopedContent(() => scope.getStore());

/** Runs `fn` with `document` as the content of the moment (and everything it calls, sync or async). */
export function withContent<T>(document: ContentDocument, fn: () => T): T {
  return scope.run(document, fn);
}

/** The published content a process serves. */
export interface PublishedContent {
  /** The studio's version id; null before the studio's database was read (the repository's content). */
  version: number | null;
  /** The publication that made it current (a roll-back to a version is a publication of its own). */
  publication: number | null;
  document: ContentDocument;
  /** What the page cache keys pages by: "v7", or "r" for the repository's content. */
  key: string;
}

let published: PublishedContent = { version: null, publication: null, document: repositoryDocument(), key: "r" };
const listeners = new Set<(content: PublishedContent) => void>();

/** The content every request without a draft renders with. */
export function publishedContent(): PublishedContent {
  return published;
}

/** Called with the new content after every switch (the page cache forgets the old version's pages). */
export function onPublishedContent(listener: (content: PublishedContent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Derives what every page needs from a document before requests use it (each region's words, menus, home page, page
 * table and schedule instants), so the first requests after a publish do not pay for it.
 */
export function warmContent(document: ContentDocument): void {
  withContent(document, () => {
    void PAGE_KEYS.length;
    for (const region of REGION_CODES) {
      wordsFor(region);
      void SITES[region];
      void HOMES[region];
    }
    scheduleSegment(new Date(0));
  });
}

/** Makes `content` the published content of this process, derived data warmed first. */
export function installPublished(content: PublishedContent): void {
  warmContent(content.document);
  published = content;
  setPublishedContent(content.document);
  for (const listener of listeners) listener(content);
}
