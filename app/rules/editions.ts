// A campaign series runs again as a new edition: "New edition from…" copies a past edition whole and proposes its dates
// the same weekday pattern on (whole weeks, the nearest to the years between), each instant kept at its wall-clock time
// in its region's time zone, so a 09:00 start stays 09:00 across a daylight-saving change. Every proposed date stays
// editable per region. Pure: the editions and the target year are parameters.
import type { CampaignFacts, CampaignSchedule, CampaignWords } from "~/content/campaign.schema";
import { REGIONS, type RegionCode } from "~/rules/regions";
import { isoWithOffset, zonedInstant, zonedLocal } from "~/rules/zoned-time";

const DAY_MS = 86_400_000;
const MEAN_YEAR_DAYS = 365.2425;

/** The whole weeks nearest to `years` years: 52 weeks (364 days) for one, 104 weeks (728 days) for two. */
export function weekdayShiftDays(years: number): number {
  return Math.round((years * MEAN_YEAR_DAYS) / 7) * 7;
}

/** The year an edition first opens (its earliest stage start, UTC). */
export function editionYear(facts: Pick<CampaignFacts, "schedules">): number {
  const starts = Object.values(facts.schedules).map((schedule) => Date.parse(schedule!.stages[0]!.startTime));
  return new Date(Math.min(...starts)).getUTCFullYear();
}

/** An instant `days` later at the same wall-clock time in `timeZone`, written with that zone's offset then. */
export function shiftInstant(iso: string, days: number, timeZone: string): string {
  const local = zonedLocal(Date.parse(iso), timeZone);
  const day = new Date(Date.parse(`${local.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  const seconds = new Date(Date.parse(iso)).toISOString().slice(17, 19);
  const instant = zonedInstant(`${day}${local.slice(10)}`, timeZone)! + Number(seconds) * 1000;
  return isoWithOffset(instant, timeZone);
}

/** A calendar day (YYYY-MM-DD) `days` later. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function shiftSchedule(schedule: CampaignSchedule, days: number, region: RegionCode): CampaignSchedule {
  const { timeZone } = REGIONS[region];
  return {
    stages: schedule.stages.map((stage) => ({
      startTime: shiftInstant(stage.startTime, days, timeZone),
      ...(stage.endTime ? { endTime: shiftInstant(stage.endTime, days, timeZone) } : {}),
    })),
    endTime: shiftInstant(schedule.endTime, days, timeZone),
  };
}

/** An edition's facts with every stage, end and copy date `days` later (instants at their wall-clock time per region). */
function shiftEdition(past: CampaignFacts, days: number): CampaignFacts {
  const copy = structuredClone(past);
  copy.schedules = Object.fromEntries(
    (Object.entries(past.schedules) as [RegionCode, CampaignSchedule][]).map(([region, schedule]) => [
      region,
      shiftSchedule(schedule, days, region),
    ]),
  );
  if (past.dates)
    copy.dates = Object.fromEntries(
      Object.entries(past.dates).map(([name, value]) => [
        name,
        typeof value === "string"
          ? shiftDay(value, days)
          : Object.fromEntries(Object.entries(value).map(([region, day]) => [region, shiftDay(day!, days)])),
      ]),
    );
  return copy;
}

/**
 * A new edition proposed from a past one for `year`: the same facts (regions, stages, offers, sections), every stage,
 * end and copy date moved by the whole weeks nearest to the years between. The past edition is left as it is.
 */
export function proposeEdition(past: CampaignFacts, year: number): CampaignFacts {
  return shiftEdition(past, weekdayShiftDays(year - editionYear(past)));
}

/** The local calendar day an edition first opens: its earliest stage start, in the zone of the region it opens in. */
export function editionFirstDay(facts: Pick<CampaignFacts, "schedules">): string {
  const [region, schedule] = (Object.entries(facts.schedules) as [RegionCode, CampaignSchedule][]).reduce((a, b) =>
    Date.parse(b[1].stages[0]!.startTime) < Date.parse(a[1].stages[0]!.startTime) ? b : a,
  );
  return zonedLocal(Date.parse(schedule.stages[0]!.startTime), REGIONS[region].timeZone).slice(0, 10);
}

/**
 * What a new series keeps of its template edition: the regions it runs in, its first stages, its prize draw, and the
 * products it offers (their keys in the edition; every one when not named).
 */
export interface SeriesShape {
  regions: readonly RegionCode[];
  stages: number;
  luckyDraw: boolean;
  products?: readonly string[];
}

/** A record keyed by campaign product (or group) keys cut to the keys kept. */
function keptKeys<T>(record: Record<string, T>, keys: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key)));
}

/** A per-region record cut to the regions kept; undefined when none is left. */
function keptRegions<T>(record: Partial<Record<RegionCode, T>> | undefined, regions: readonly RegionCode[]) {
  if (!record) return undefined;
  const kept = Object.fromEntries(
    Object.entries(record).filter(([region]) => regions.includes(region as RegionCode)),
  ) as Partial<Record<RegionCode, T>>;
  return Object.keys(kept).length ? kept : undefined;
}

/**
 * An edition's facts cut to a shape: only the regions kept (in schedules, offers, banners, gifts, tiers, links and
 * dates), only its first `stages` stages (their prices and the banners that show in them), and without its prize draw
 * unless kept. What the page's copy says of a stage or the draw is cut the same way (`shapeEditionWords`).
 */
export function shapeEdition(facts: CampaignFacts, shape: SeriesShape): CampaignFacts {
  const { regions, stages } = shape;
  const copy = structuredClone(facts);
  copy.schedules = keptRegions(copy.schedules, regions) ?? {};
  for (const schedule of Object.values(copy.schedules)) schedule!.stages = schedule!.stages.slice(0, stages);
  if (shape.products) {
    const kept = new Set(shape.products);
    copy.products = copy.products.filter((product) => kept.has(product.key));
    const preview = copy.preview.filter((key) => kept.has(key));
    // A preview left empty shows the first products kept, as many as the template's preview showed.
    copy.preview = preview.length ? preview : copy.products.slice(0, copy.preview.length).map((product) => product.key);
    copy.groups = copy.groups
      .map((group) => ({ ...group, products: group.products.filter((key) => kept.has(key)) }))
      .filter((group) => group.products.length);
    if (!copy.groups.length) copy.groups = [{ id: facts.groups[0]!.id, products: [...kept] }];
    if (copy.gifts)
      for (const [region, gifts] of Object.entries(copy.gifts))
        copy.gifts[region as RegionCode] = keptKeys(gifts!, kept);
  }
  for (const product of copy.products)
    product.offers = Object.fromEntries(
      Object.entries(keptRegions(product.offers, regions) ?? {}).map(([region, prices]) => [
        region,
        prices!.slice(0, stages),
      ]),
    );
  copy.banners = Object.fromEntries(
    Object.entries(copy.banners).flatMap(([name, banner]) => {
      const shown = banner.stages.filter((stage) => stage <= stages);
      return shown.length
        ? [[name, { ...banner, stages: shown, products: keptRegions(banner.products, regions) ?? {} }]]
        : [];
    }),
  );
  for (const field of ["gifts", "tiers", "collection", "giftGuide"] as const) {
    const kept = keptRegions(copy[field] as Partial<Record<RegionCode, unknown>> | undefined, regions);
    if (kept) (copy as Record<string, unknown>)[field] = kept;
    else delete copy[field];
  }
  if (copy.membersOnly)
    for (const entry of Object.values(copy.membersOnly)) {
      const byRegion = keptRegions(entry.byRegion, regions);
      if (byRegion) entry.byRegion = byRegion;
      else delete entry.byRegion;
    }
  if (copy.dates)
    for (const [name, value] of Object.entries(copy.dates))
      if (typeof value !== "string") {
        const kept = keptRegions(value, regions);
        if (kept) copy.dates[name] = kept;
        else delete copy.dates[name];
      }
  if (copy.luckyDraw && !shape.luckyDraw) {
    delete copy.luckyDraw;
    if (copy.tabs) copy.tabs = copy.tabs.filter((tab) => tab !== "lucky-draw");
  } else if (copy.luckyDraw) copy.luckyDraw.prizeValue = keptRegions(copy.luckyDraw.prizeValue, regions) ?? {};
  return copy;
}

/**
 * An edition's words (a language's, or a region's override of some of them) cut to the same shape: its first stages,
 * the banners, products and groups kept, the draw if kept.
 */
export function shapeEditionWords<T extends Partial<CampaignWords>>(
  words: T,
  facts: CampaignFacts,
  shape: SeriesShape,
): T {
  const copy = structuredClone(words);
  if (copy.stages) copy.stages = copy.stages.slice(0, shape.stages);
  if (copy.stageNotes)
    copy.stageNotes = Object.fromEntries(
      Object.entries(copy.stageNotes).filter(([stage]) => Number(stage) <= shape.stages),
    );
  if (copy.banners)
    copy.banners = Object.fromEntries(Object.entries(copy.banners).filter(([name]) => facts.banners[name]));
  if (copy.products) copy.products = keptKeys(copy.products, new Set(facts.products.map((product) => product.key)));
  if (copy.groups?.items)
    copy.groups.items = keptKeys(copy.groups.items, new Set(facts.groups.map((group) => group.id)));
  if (!facts.luckyDraw) {
    delete copy.luckyDraw;
    if (copy.tabs) delete copy.tabs["lucky-draw"];
  }
  return copy;
}

/**
 * The first edition of a new series at `page`, from a template edition of another: its facts (regions, stages, offers,
 * sections) with every date moved by whole days so that it first opens on `firstDay` (YYYY-MM-DD, local), each instant
 * at its wall-clock time in its region's zone. The marketer then edits regions, stages, offers and words.
 */
export function proposeSeries(template: CampaignFacts, page: string, firstDay: string): CampaignFacts {
  const days = Math.round(
    (Date.parse(`${firstDay}T00:00:00Z`) - Date.parse(`${editionFirstDay(template)}T00:00:00Z`)) / DAY_MS,
  );
  return { ...shiftEdition(template, days), page };
}

/** The id of a series' edition for a year: the series' first edition's id and the year ("blackFriday2026"). */
export function editionId(seriesId: string, year: number): string {
  return `${seriesId.replace(/\d{4}$/, "")}${year}`;
}

/** A recurring series whose usual season comes (or runs) with no edition planned for it. */
export interface UnplannedSeason {
  /** The series' page path ("black-friday"). */
  page: string;
  /** Its latest edition: the one a new edition would be made from. */
  latest: string;
  /** When the season would open: the latest edition's first start, whole years of weeks on (ISO, UTC). */
  expected: string;
}

/** How far ahead a season without an edition is named: a marketer plans a sale about four months ahead. */
export const PLANNING_HORIZON_DAYS = 120;

/**
 * Every series whose next usual season (its latest edition's first start moved by whole years of weeks, the first one
 * that has not ended by `now`) opens within `horizonDays` of `now`, or runs already, with no edition for it.
 */
export function unplannedSeasons(
  campaigns: Readonly<Record<string, CampaignFacts>>,
  now: Date,
  horizonDays = PLANNING_HORIZON_DAYS,
): UnplannedSeason[] {
  const start = (facts: CampaignFacts) =>
    Math.min(...Object.values(facts.schedules).map((schedule) => Date.parse(schedule!.stages[0]!.startTime)));
  const end = (facts: CampaignFacts) =>
    Math.max(...Object.values(facts.schedules).map((schedule) => Date.parse(schedule!.endTime)));
  const latest = new Map<string, [string, CampaignFacts]>();
  for (const [id, facts] of Object.entries(campaigns)) {
    const known = latest.get(facts.page);
    if (!known || start(facts) > start(known[1])) latest.set(facts.page, [id, facts]);
  }
  const unplanned: UnplannedSeason[] = [];
  for (const [page, [id, facts]] of latest) {
    const length = end(facts) - start(facts);
    let years = 1;
    let expected = start(facts) + weekdayShiftDays(years) * DAY_MS;
    while (expected + length <= now.getTime()) expected = start(facts) + weekdayShiftDays(++years) * DAY_MS;
    if (expected - now.getTime() <= horizonDays * DAY_MS)
      unplanned.push({ page, latest: id, expected: new Date(expected).toISOString() });
  }
  return unplanned;
}
