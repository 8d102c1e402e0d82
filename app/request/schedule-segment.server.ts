// The schedule segment a moment falls in: the span between two instants at which any page may render differently.
// Used by the page cache (server/page-cache.ts) so that a cached page never outlives a time boundary.
//
// Rather than asking every loader which instants matter to it, this collects every ISO instant written anywhere in
// the content document (campaign stages and ends, launch stages, banner and nav windows, price entries, page windows)
// — a new schedule added to the content is covered without touching this file. More instants than a page needs only
// make cache entries expire a little earlier, never later.
import type { ContentDocument } from "~/content/document";
import { derived, derivedMap } from "~/content/memo";
import { pageByPath, pageDef, pageKeys, type PageKey } from "~/content/pages";
import { yearSpan } from "~/rules/freshness";
import { REGION_CODES, resolveRegion, type RegionCode } from "~/rules/regions";
import { lastPurchaseDateChange, nextPurchaseDateChange } from "~/rules/support-forms";
import { scheduleEvents } from "~/views/schedule-events.server";

/** An ISO-8601 date-time with an offset or Z, as the content writes its schedule instants. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Every instant (epoch ms) written in a value: strings matching INSTANT, found in nested objects and arrays. */
export function collectInstants(value: unknown, into = new Set<number>(), seen = new WeakSet<object>()): Set<number> {
  if (typeof value === "string") {
    if (INSTANT.test(value)) {
      const at = Date.parse(value);
      if (!Number.isNaN(at)) into.add(at);
    }
  } else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const item of Array.isArray(value) ? value : Object.values(value)) collectInstants(item, into, seen);
  }
  return into;
}

/** The sorted schedule instants of the whole site: every instant a document names, and its pages' windows. */
export const scheduleInstants = derived((content: ContentDocument): readonly number[] => {
  const instants = collectInstants(content);
  for (const key of pageKeys(content)) collectInstants(pageDef(content, key).windows, instants);
  return [...instants].sort((a, b) => a - b);
});

export interface ScheduleSegment {
  /** The last boundary at or before `now` (epoch ms); the segment's identity. */
  start: number;
  /** The first boundary after `now` (epoch ms): a page rendered in this segment must not be served from then on. */
  end: number;
}

/**
 * The segment of time around `now` in which no schedule changes: bounded by the content instants and by the daily
 * change of the latest allowed purchase date (forms, midnight at UTC+14), which always gives a finite end.
 */
export function scheduleSegment(now: Date, instants: readonly number[]): ScheduleSegment {
  const t = now.getTime();
  let start = lastPurchaseDateChange(now);
  let end = nextPurchaseDateChange(now);
  for (const at of instants) {
    if (at <= t) start = Math.max(start, at);
    else end = Math.min(end, at);
  }
  return { start, end };
}

/** Pages whose content changes every day: the product registration form's latest purchase date (midnight at UTC+14). */
export const DAILY_PAGES: readonly PageKey[] = ["product-registration"];

/**
 * The instants at which a page of a region renders differently: its region's boundaries that change every
 * page or this one (the schedule events of npm run content:schedule), and any content instant no region's events name.
 * A path that is no known page takes every boundary of its region. Other regions' boundaries never count.
 */
export function pageInstants(
  content: ContentDocument,
  region: RegionCode,
  pageKey: PageKey | undefined,
): readonly number[] {
  const key = `${region} ${pageKey ?? ""}`;
  let instants = pageInstantsCache(content).get(key);
  if (!instants) {
    const own = scheduleEvents(content, region)
      .filter((event) => pageKey === undefined || event.pages === null || event.pages.includes(pageKey))
      .map((event) => event.at);
    const attributed = new Set(REGION_CODES.flatMap((code) => scheduleEvents(content, code).map((event) => event.at)));
    const unattributed = scheduleInstants(content).filter((at) => !attributed.has(at));
    instants = [...new Set([...own, ...unattributed])].sort((a, b) => a - b);
    pageInstantsCache(content).set(key, instants);
  }
  return instants;
}

const pageInstantsCache = derivedMap<string, readonly number[]>();

/** Whether a URL names a page of the page table (documents; not /ssr/timestamp, the sitemap or robots.txt). */
export function isPageUrl(content: ContentDocument, url: URL): boolean {
  return pageByPath(content, resolveRegion(url.pathname).pagePath) !== undefined;
}

/**
 * The schedule segment of one page at `now`: bounded by the instants that change it (pageInstants), by the turn of the
 * year in the region's time zone (every page's footer states the year) and, for a page that changes daily or a path
 * that is no known page, by the daily change of the latest purchase date.
 */
export function pageScheduleSegment(content: ContentDocument, url: URL, now: Date): ScheduleSegment {
  const { region, pagePath } = resolveRegion(url.pathname);
  const pageKey = pageByPath(content, pagePath);
  const daily = pageKey === undefined || DAILY_PAGES.includes(pageKey);
  const t = now.getTime();
  const year = yearSpan(now, region.timeZone);
  let start = daily ? Math.max(year.start, lastPurchaseDateChange(now)) : year.start;
  let end = daily ? Math.min(year.end, nextPurchaseDateChange(now)) : year.end;
  for (const at of pageInstants(content, region.code, pageKey)) {
    if (at <= t) start = Math.max(start, at);
    else end = Math.min(end, at);
  }
  return { start, end };
}
