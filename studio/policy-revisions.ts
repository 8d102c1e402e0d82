// A policy's "Last updated" date follows its text: when a publication changes what a region reads of a dated page
// (privacy policy, terms, warranty, shipping), the page's `updated` becomes the day it goes live, unless the
// publication sets that date itself (an effective date counsel chose). Applied by every publication of new content
// (publishFiles: a draft, a scheduled release, a revert); a roll back restores the older text with its older date.
// The day is the earliest of the local dates of the regions that read the page, so that no reader sees a date after
// their own today (docs/decisions/357-policy-dates-follow-their-text.md).
import type { ContentDocument } from "~/content/document";
import { mergeWords } from "~/content/words/overrides";
import { regionWordSets, type Language, type OverrideId } from "~/content/words/regions";
import { REGION_CODES, REGIONS, type RegionCode } from "~/rules/regions";
import { zonedLocal } from "~/rules/zoned-time";

type Page = Record<string, unknown> & { updated?: string };
type WordSet = Language | OverrideId;

/** A word set's (bundle's or override's) support pages, as written. */
function pagesOf(document: ContentDocument, set: WordSet): Record<string, Page> | undefined {
  const words = (
    set in document.bundles ? document.bundles[set as Language] : document.overrides[set as OverrideId]
  ) as { support?: { pages?: Record<string, Page> } } | undefined;
  return words?.support?.pages;
}

/** A region's page as it reads it: its bundle's with its overrides laid over, most general first. */
function regionPage(document: ContentDocument, region: RegionCode, key: string): Page | undefined {
  return regionWordSets(region)
    .reverse()
    .reduce<Page | undefined>(
      (page, set) => mergeWords(page, pagesOf(document, set)?.[key]) as Page | undefined,
      undefined,
    );
}

/** The page's text: everything but its date. */
const textOf = (page: Page | undefined) => JSON.stringify(page ? { ...page, updated: undefined } : null);

export interface PolicyStamp {
  /** The word set whose page carries the new date ("de", "en-GB"). */
  set: WordSet;
  page: string;
  updated: string;
  regions: RegionCode[];
}

/**
 * `after` with the date of each dated page whose text changed for some region since `before` set to the day of `at`,
 * in the most specific word set of that region that has the page. Returns `after` itself when nothing changed.
 */
export function stampPolicyDates(
  before: ContentDocument,
  after: ContentDocument,
  at: Date,
): { document: ContentDocument; stamps: PolicyStamp[] } {
  const stamps = new Map<string, PolicyStamp>();
  for (const region of REGION_CODES)
    for (const key of pageKeys(after, region)) {
      const now = regionPage(after, region, key);
      const was = regionPage(before, region, key);
      if (!now?.updated || textOf(now) === textOf(was) || now.updated !== was?.updated) continue;
      const set = regionWordSets(region).find((candidate) => pagesOf(after, candidate)?.[key])!;
      const stamp = stamps.get(`${set}/${key}`) ?? { set, page: key, updated: "9999-12-31", regions: [] };
      const day = zonedLocal(at.getTime(), REGIONS[region].timeZone).slice(0, 10);
      stamps.set(`${set}/${key}`, {
        ...stamp,
        updated: day < stamp.updated ? day : stamp.updated,
        regions: [...stamp.regions, region],
      });
    }
  if (!stamps.size) return { document: after, stamps: [] };
  const document = structuredClone(after);
  for (const { set, page, updated } of stamps.values()) pagesOf(document, set)![page]!.updated = updated;
  return { document, stamps: [...stamps.values()] };
}

/** The keys of the pages a region reads. */
function pageKeys(document: ContentDocument, region: RegionCode): string[] {
  return [...new Set(regionWordSets(region).flatMap((set) => Object.keys(pagesOf(document, set) ?? {})))];
}
