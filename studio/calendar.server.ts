// The Calendar screen's year: every campaign edition, product launch and scheduled placement that runs in it, per
// region on the region's own clock, and each recurring sale whose usual season comes with no edition planned. Read
// from a content document (the draft's, or the published one) and a year; `now` only picks the default year and the
// seasons to plan.
import { productIds } from "~/content/catalogue.schema";
import type { ContentDocument } from "~/content/document";
import { regionText } from "~/content/words/regions";
import { campaignWindow } from "~/rules/campaign";
import { editionYear, unplannedSeasons } from "~/rules/editions";
import { productLaunch, productNewUntil } from "~/rules/freshness";
import { REGION_CODES, REGIONS, type RegionCode } from "~/rules/regions";
import { regionWindow, type TimeWindow } from "~/rules/schedule";
import { onClock } from "./when";

export type CalendarKind = "campaign" | "launch" | "banner" | "menu" | "unplanned" | "release";

export interface CalendarItem {
  kind: CalendarKind;
  name: string;
  /** The studio screen that edits it. */
  edit: string;
  /** The earliest start and the latest end over its regions (epoch ms; null: open-ended). */
  start: number;
  end: number | null;
  /** Per region on its clock; a scheduled release, the whole site's, is one row in UTC (code "utc"). */
  regions: { code: RegionCode | "utc"; name: string; from: string; until: string }[];
}

/** A draft scheduled to publish (studio/releases.server.ts upcomingReleases). */
export interface ScheduledItem {
  draft: number;
  title: string;
  /** ISO instant. */
  at: string;
  by: string;
}

const names = new Intl.DisplayNames(["en"], { type: "region" });
const regionLabel = (code: RegionCode) => names.of(code === "uk" ? "GB" : code.toUpperCase()) ?? code;

const local = (instant: number, region: RegionCode) => onClock(instant, REGIONS[region].timeZone);

/** An item from its windows per region; null when none meets the year. */
function item(
  kind: CalendarKind,
  name: string,
  edit: string,
  windows: readonly (readonly [RegionCode, TimeWindow])[],
  year: [number, number],
): CalendarItem | null {
  const spans = windows
    .map(([code, window]) => ({
      code,
      start: window.startTime ? Date.parse(window.startTime) : Number.NEGATIVE_INFINITY,
      end: window.endTime ? Date.parse(window.endTime) : null,
    }))
    .filter((span) => span.start < year[1] && (span.end === null || span.end > year[0]));
  if (spans.length === 0) return null;
  const ends = spans.map((span) => span.end);
  return {
    kind,
    name,
    edit,
    start: Math.max(year[0], Math.min(...spans.map((span) => span.start))),
    end: ends.includes(null) ? null : Math.max(...(ends as number[])),
    regions: spans.map((span) => ({
      code: span.code,
      name: regionLabel(span.code),
      from: Number.isFinite(span.start) ? local(span.start, span.code) : "from the start",
      until: span.end === null ? "for good" : local(span.end, span.code),
    })),
  };
}

export function calendarOf(
  document: ContentDocument,
  year: number,
  now: Date,
  releases: readonly ScheduledItem[] = [],
) {
  const span: [number, number] = [Date.UTC(year, 0, 1) - 14 * 3_600_000, Date.UTC(year + 1, 0, 1) + 12 * 3_600_000];
  const en = document.bundles.en as {
    campaigns?: Record<string, { name?: string }>;
    products?: { products?: Record<string, { name?: string }> };
  };
  const productName = (id: string) =>
    (en.products?.products?.[id]?.name ?? id).replace(/\[\/?small\]/g, "").replace(/\s*\n\s*/g, " ");
  const campaignName = (id: string) => `${en.campaigns?.[id]?.name ?? id} ${editionYear(document.campaigns[id]!)}`;
  const items: (CalendarItem | null)[] = [];

  for (const [id, facts] of Object.entries(document.campaigns)) {
    const windows = REGION_CODES.flatMap((code) => {
      const schedule = facts.schedules[code];
      return schedule ? [[code, campaignWindow(schedule)] as [RegionCode, TimeWindow]] : [];
    });
    items.push(item("campaign", campaignName(id), `/studio/campaigns?campaign=${id}`, windows, span));
  }
  for (const id of productIds(document.products)) {
    if (!document.products[id]) continue;
    const windows = REGION_CODES.flatMap((code) => {
      const launch = productLaunch(document, id, code);
      const until = productNewUntil(document, id, code);
      return launch
        ? [[code, { startTime: launch, endTime: until === null ? null : new Date(until).toISOString() }] as const]
        : [];
    });
    items.push(
      item("launch", `${productName(id)}: launch, new until`, `/studio/products?product=${id}`, windows, span),
    );
  }
  document.placements.textBanners.forEach((banner) => {
    if (!banner.startTime && !banner.endTime && !banner.startLocal && !banner.endLocal) return;
    const windows = banner.regions.map((code) => [code, regionWindow(banner, REGIONS[code].timeZone)] as const);
    const text = banner.regions.map((code) => regionText(banner.text, code)).find(Boolean) ?? banner.label ?? "";
    items.push(item("banner", text, "/studio/banners", windows, span));
  });
  document.placements.menu.forEach((entry) => {
    if (!entry.startTime && !entry.endTime && !entry.startLocal && !entry.endLocal) return;
    const regions = "regions" in entry ? entry.regions : REGION_CODES;
    const windows = regions.map((code) => [code, regionWindow(entry, REGIONS[code].timeZone)] as const);
    const name =
      "page" in entry
        ? entry.page
        : (regions.map((code) => regionText(entry.text, code)).find(Boolean) ?? entry.label ?? entry.shopCollection);
    items.push(item("menu", `Menu: ${name}`, "/studio/banners", windows, span));
  });
  // Seasons within the year with no edition: where and when the series ran last, a year on.
  for (const season of unplannedSeasons(document.campaigns, now, 366)) {
    const at = Date.parse(season.expected);
    if (at < span[0] || at >= span[1]) continue;
    const regions = Object.keys(document.campaigns[season.latest]!.schedules) as RegionCode[];
    items.push({
      kind: "unplanned",
      name: `${en.campaigns?.[season.latest]?.name ?? season.page}: no edition planned`,
      edit: `/studio/campaigns?campaign=${season.latest}`,
      start: at,
      end: null,
      regions: regions.map((code) => ({
        code,
        name: regionLabel(code),
        from: `usually around ${local(at, code)}`,
        until: "",
      })),
    });
  }
  // Drafts scheduled to publish: an instant each, the whole site's.
  for (const release of releases) {
    const at = Date.parse(release.at);
    if (at < span[0] || at >= span[1]) continue;
    items.push({
      kind: "release",
      name: `Publish #${release.draft} ${release.title}`,
      edit: `/studio/prices?draft=${release.draft}`,
      start: at,
      end: at,
      regions: [
        {
          code: "utc",
          name: "Every region",
          from: `${new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC, scheduled by ${release.by}`,
          until: "",
        },
      ],
    });
  }
  const list = items
    .filter((entry): entry is CalendarItem => entry !== null)
    .sort((a, b) => a.start - b.start || a.name.localeCompare(b.name));
  return { year, span, items: list };
}

export type Calendar = ReturnType<typeof calendarOf>;
