// The schedule segment a moment falls in: the span between two instants at which any page may render differently.
// Used by the page cache (server/page-cache.ts) so that a cached page never outlives a time boundary.
//
// Rather than asking every loader which instants matter to it, this collects every ISO instant written anywhere in
// the content (campaign stages and ends, launch stages, banner and nav windows, pre-order price stages, page windows)
// — a new schedule added to the content is covered without touching this file. More instants than a page needs only
// make cache entries expire a little earlier, never later.
import { PAGE_KEYS, pageDef } from "../content/pages";
import { lastPurchaseDateChange, nextPurchaseDateChange } from "../rules/support-forms";

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

/** All content modules, loaded by the bundler; their exports are plain data (the zod schemas are left out). */
const contentModules = import.meta.glob(["../content/**/*.ts", "!../content/**/*.schema.ts", "!../content/schema.ts"], {
  eager: true,
});

function contentInstants(): number[] {
  const instants = collectInstants(Object.values(contentModules));
  for (const key of PAGE_KEYS) collectInstants(pageDef(key).windows, instants);
  return [...instants].sort((a, b) => a - b);
}

/** The sorted schedule instants of the whole site (computed once: content is code and changes only with a deploy). */
export const SCHEDULE_INSTANTS: readonly number[] = contentInstants();

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
export function scheduleSegment(now: Date, instants: readonly number[] = SCHEDULE_INSTANTS): ScheduleSegment {
  const t = now.getTime();
  let start = lastPurchaseDateChange(now);
  let end = nextPurchaseDateChange(now);
  for (const at of instants) {
    if (at <= t) start = Math.max(start, at);
    else end = Math.min(end, at);
  }
  return { start, end };
}
