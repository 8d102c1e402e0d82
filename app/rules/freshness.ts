// Copy that ages with the clock (docs/decisions/152-freshness-from-the-clock.md): how long a product may be called new,
// and the year the copyright line states. Pure: the facts and `now` are parameters; nothing here reads the clock.
//
// A product counts as new until `newForMonths` (site.ts) calendar months after its launch in the region, counted on the
// region's wall clock (launched 6 March 00:00 Pacific, new until 6 September 00:00 Pacific). Its launch is the first
// instant it could be ordered there: the first stamp of its launch in preorder.ts (the Flagship Bumblebee's early bird
// or, where a region skips stage 1, its stage 2). Before its launch an announced product is new as well. A product
// without a launch date is never called new: a "New" nobody can end is the claim this rule exists to prevent. The
// copyright year is the year `now` falls in, in the region's time zone.
import type { ProductId } from "~/content/catalogue.schema";
import type { ContentDocument } from "~/content/document";
import { derivedMap } from "~/content/memo";
import { fillTemplate } from "~/rules/copy-template";
import { preorderFacts } from "~/rules/preorder";
import { REGIONS, type RegionCode } from "~/rules/regions";
import { zonedInstant, zonedLocal } from "~/rules/zoned-time";

const MINUTE_MS = 60_000;
const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/**
 * The instant `months` calendar months after `instant` on `timeZone`'s wall clock: the same day and time of day (the
 * month's last day where it is shorter: 31 August + 6 months is 28 or 29 February).
 */
export function addMonths(instant: number, months: number, timeZone: string): number {
  const [date, time] = zonedLocal(instant, timeZone).split("T") as [string, string];
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  const toDay = Math.min(day, new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate());
  const local = zonedInstant(`${pad(toYear, 4)}-${pad(toMonth)}-${pad(toDay)}T${time}`, timeZone)!;
  // The wall clock has minutes; seconds and milliseconds of the instant carry over as they are.
  return local + (((instant % MINUTE_MS) + MINUTE_MS) % MINUTE_MS);
}

/** Until when (epoch ms) a product launched at `launch` counts as new; null without a launch or a period. */
export function newUntil(launch: string | null | undefined, months: number, timeZone: string): number | null {
  const at = launch ? Date.parse(launch) : Number.NaN;
  if (Number.isNaN(at) || !Number.isInteger(months) || months <= 0) return null;
  return addMonths(at, months, timeZone);
}

/** Whether something new until `until` (newUntil) is still new at `now`. */
export function isNewAt(until: number | null, now: Date): boolean {
  return until !== null && now.getTime() < until;
}

/** The facts the product rules read: the launch (preorder.ts) and the period (site.ts). */
export type FreshnessContent = Pick<ContentDocument, "preorder" | "prices" | "products" | "site">;

/** A product's launch in a region (an ISO instant as the content writes it), or null where none is written. */
export function productLaunch(content: FreshnessContent, product: ProductId, region: RegionCode): string | null {
  if (product !== content.preorder.product) return null;
  return preorderFacts(content, region).launch.find((stamp) => stamp !== null) ?? null;
}

const newUntilOf = derivedMap<string, number | null>();

/** Until when a product counts as new in a region (epoch ms), or null where it never does (no launch date). */
export function productNewUntil(content: FreshnessContent, product: ProductId, region: RegionCode): number | null {
  const key = `${region} ${product}`;
  const memo = newUntilOf(content);
  let until = memo.get(key);
  if (until === undefined) {
    until = newUntil(productLaunch(content, product, region), content.site.newForMonths, REGIONS[region].timeZone);
    memo.set(key, until);
  }
  return until;
}

export interface YearSpan {
  year: number;
  /** 1 January 00:00 of the year in the time zone (epoch ms), and of the next: the copyright line changes there. */
  start: number;
  end: number;
}

// The last span asked for per time zone: every request of a region falls in the same year (the page cache's hit path
// asks on every request, and Intl formatters are costly to make).
const spans = new Map<string, YearSpan>();

/** The year `now` falls in, in `timeZone`, with its first and last instants. */
export function yearSpan(now: Date, timeZone: string): YearSpan {
  const t = now.getTime();
  const known = spans.get(timeZone);
  if (known && known.start <= t && t < known.end) return known;
  const year = Number(zonedLocal(t, timeZone).slice(0, 4));
  const span = {
    year,
    start: zonedInstant(`${pad(year, 4)}-01-01T00:00`, timeZone)!,
    end: zonedInstant(`${pad(year + 1, 4)}-01-01T00:00`, timeZone)!,
  };
  spans.set(timeZone, span);
  return span;
}

/**
 * The copyright lines as shown at `now`: `{year}` is the year in the region's time zone, `{entity}` the name of the
 * company that stands behind the region (its legal entity).
 */
export function copyrightLines(lines: readonly string[], now: Date, timeZone: string, entity: string): string[] {
  const values = { year: String(yearSpan(now, timeZone).year), entity };
  return lines.map((line) => fillTemplate(line, values));
}
