// The content store of a server process: the published content document it serves, and who wants to know when it
// changes. A request takes the document it renders with once, at its start (server/create-app.ts puts it in the request's
// router context: app/request/content.server.ts), so a publish while a page renders never mixes two versions in one page.
import type { ContentDocument } from "~/content/document";
import { homePages } from "~/content/home";
import { pageKeys } from "~/content/pages";
import { repositoryDocument } from "~/content/repository";
import { wordsFor } from "~/content/words";
import { scheduleInstants } from "~/request/schedule-segment.server";
import { REGION_CODES } from "~/rules/regions";
import { siteContents } from "~/views/site-content.server";

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
export function warmContent(content: ContentDocument): void {
  void pageKeys(content).length;
  for (const region of REGION_CODES) {
    wordsFor(content, region);
    void siteContents(content)[region];
    void homePages(content)[region];
  }
  scheduleInstants(content);
}

/** Makes `content` the published content of this process, derived data warmed first. */
export function installPublished(content: PublishedContent): void {
  warmContent(content.document);
  published = content;
  for (const listener of listeners) listener(content);
}
