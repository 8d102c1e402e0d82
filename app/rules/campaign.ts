// Pure campaign rules (docs/requirements.md, "Campaign stages"): which stage is open at `now`, what a product costs in
// it, where the countdown goes, the dates its copy names.
// The spec shows a countdown but not what it counts to: it runs to the next boundary, the next stage's start ("Next
// deals unlock in", also between Black Friday's stages, 00:00-09:00 CET), the end of a stage that ends on its own, or
// in the last stage the campaign's end ("Deals end in"); the titles are words.
import type { CampaignFacts, CampaignSchedule } from "../content/campaign.schema";
import { COPY_TIME_ZONES, dateValues, dayInstant, dayOf, lastDayBefore } from "./copy-template";
import { priceInText } from "./format";
import { savingAgainst, type OfferWindow } from "./price-history";
import { REGIONS, type RegionCode } from "./regions";
import { nextBoundary, windowState, type TimeWindow, type WindowState } from "./schedule";

/** 0 outside the campaign or between two stages, else the open stage (1, 2, …). */
export type CampaignStage = number;

/** The route window of a campaign page: from the first stage's start until the end (exclusive). */
export function campaignWindow(schedule: CampaignSchedule): TimeWindow {
  return { startTime: schedule.stages[0]!.startTime, endTime: schedule.endTime };
}

export function campaignWindows<R extends string>(
  schedules: Partial<Record<R, CampaignSchedule>>,
): Partial<Record<R, TimeWindow>> {
  return Object.fromEntries(
    Object.entries<CampaignSchedule | undefined>(schedules).flatMap(([region, s]) =>
      s ? [[region, campaignWindow(s)]] : [],
    ),
  ) as Partial<Record<R, TimeWindow>>;
}

export function campaignState(schedule: CampaignSchedule, now: Date): WindowState {
  return windowState(campaignWindow(schedule), now);
}

/** A stage's window (epoch ms): its start until its own end, else the next stage's start, else the campaign's end. */
export interface StageWindow {
  stage: number;
  start: number;
  end: number;
  /** The stage ends before the next one starts (or the campaign ends): its end is written in the content. */
  endsOnItsOwn: boolean;
}

export function stageWindows(schedule: CampaignSchedule): StageWindow[] {
  const end = Date.parse(schedule.endTime);
  return schedule.stages.map((stage, index) => {
    const next = schedule.stages[index + 1];
    const limit = next ? Date.parse(next.startTime) : end;
    return {
      stage: index + 1,
      start: Date.parse(stage.startTime),
      end: stage.endTime ? Date.parse(stage.endTime) : limit,
      endsOnItsOwn: stage.endTime !== undefined && Date.parse(stage.endTime) < limit,
    };
  });
}

/** The stage open at `now`; 0 before the start, from the end on, and between a stage's end and the next start. */
export function campaignStage(schedule: CampaignSchedule, now: Date): CampaignStage {
  const t = now.getTime();
  return stageWindows(schedule).find((window) => window.start <= t && t < window.end)?.stage ?? 0;
}

/** Every instant at which the page changes: each stage's start and its own end, and the campaign's end. */
export function stageBoundaries(schedule: CampaignSchedule): string[] {
  return [
    ...schedule.stages.flatMap((stage) => [stage.startTime, ...(stage.endTime ? [stage.endTime] : [])]),
    schedule.endTime,
  ];
}

/** Where the countdown runs to: the next stage start or stage end, else the campaign end; null once it is over. */
export function countdownTarget(schedule: CampaignSchedule, now: Date): Date | null {
  return nextBoundary(stageBoundaries(schedule), now);
}

/** Whether the countdown counts to the start of a stage (new deals) rather than to the end of the open deals. */
export function countsToStageStart(schedule: CampaignSchedule, target: Date): boolean {
  return schedule.stages.some((stage) => Date.parse(stage.startTime) === target.getTime());
}

export type StageStatus = "past" | "current" | "upcoming";

/** A stage's status at `now`: over once its window has ended, current while open, upcoming before it starts. */
export function stageStatus(window: StageWindow, now: Date): StageStatus {
  const t = now.getTime();
  if (t >= window.end) return "past";
  return t >= window.start ? "current" : "upcoming";
}

export interface StagePrice {
  stage: number;
  status: StageStatus;
  /** The campaign price; null when hidden (the stage has not opened) or when there is no deal in that stage. */
  price: number | null;
  save: number | null;
  /** A deal that unlocks in a later stage: the page shows a placeholder ("$???") and UNLOCK SOON. */
  locked: boolean;
  /** No deal in that stage (past, open or to come): the page shows "—", never a placeholder. */
  noDeal: boolean;
}

/**
 * A product's offer in one stage as the page may show it: a deal of a stage not yet open stays hidden (locked); a stage
 * without a deal is `noDeal`, whenever it runs. `offer` holds the campaign price per stage (null: no deal in that
 * stage); the saving is against the reference the market allows (rules/price-history.ts), none without.
 */
export function stagePrice(
  offer: readonly (number | null)[],
  reference: number | null,
  stage: number,
  status: StageStatus,
): StagePrice {
  const price = offer[stage - 1] ?? null;
  if (price === null) return { stage, status, price: null, save: null, locked: false, noDeal: true };
  if (status === "upcoming") return { stage, status, price: null, save: null, locked: true, noDeal: false };
  return { stage, status, price, save: savingAgainst(reference, price), locked: false, noDeal: false };
}

/**
 * What a card's headline price shows, given each stage's status: the open stage's deal; else, when a later stage has a
 * deal, that deal locked (placeholder and UNLOCK SOON); else no deal (the card shows the list price, no mystery price).
 */
export function currentStagePrice(
  offer: readonly (number | null)[],
  reference: number | null,
  statuses: readonly StageStatus[],
): StagePrice {
  const openIndex = statuses.indexOf("current");
  const open = openIndex < 0 ? null : stagePrice(offer, reference, openIndex + 1, "current");
  if (open && !open.noDeal) return open;
  const later = statuses.findIndex((status, index) => status === "upcoming" && (offer[index] ?? null) !== null);
  if (later >= 0) return stagePrice(offer, reference, later + 1, "upcoming");
  if (open) return open;
  // Before the start, between stages or after the last deal: no deal now, shown as the list price.
  const shown = Math.max(0, statuses.lastIndexOf("past"));
  return { stage: shown + 1, status: statuses[shown]!, price: null, save: null, locked: false, noDeal: true };
}

/**
 * The windows in which each stage's offer replaces the list price. `offer` holds the price per stage (null: no deal
 * then); between a stage's own end and the next start the list price applies.
 */
export function offerWindows(schedule: CampaignSchedule, offer: readonly (number | null)[]): OfferWindow[] {
  return stageWindows(schedule).flatMap(({ stage, start, end }) => {
    const price = offer[stage - 1] ?? null;
    return price === null ? [] : [{ start, end, price }];
  });
}

const placeholders = new Map<RegionCode, string>();

/** The money placeholder of a price not yet revealed, in the region's format: "$???", "??? €". */
export function pricePlaceholder(region: RegionCode): string {
  let placeholder = placeholders.get(region);
  if (placeholder === undefined) {
    const { intlLocale, currency } = REGIONS[region];
    placeholder = new Intl.NumberFormat(intlLocale, { style: "currency", currency, maximumFractionDigits: 0 })
      .formatToParts(0)
      .map((part) => (part.type === "integer" ? "???" : part.value))
      .join("");
    placeholders.set(region, placeholder);
  }
  return placeholder;
}

/**
 * The placeholder values of a campaign's copy in a region, in the region's time zone (`@et`, `@pt`, … name another:
 * rules/copy-template.ts): every stage's start ({stage2:short}), its last minute ({stage1End:time}) and last day
 * ({stage1Last}: the day its last minute falls on, or the day before the next stage's first day where it runs into
 * it), the end ({end}, exclusive) and its last minute ({last:time}), the campaign's named dates ({drawResults:year}),
 * its promised numbers ({giftOrders}), the tier thresholds ({tier1}) and {nextYear}.
 */
export function campaignCopyValues(
  schedule: CampaignSchedule,
  facts: Pick<CampaignFacts, "dates" | "tiers" | "counts">,
  region: RegionCode,
): Readonly<Record<string, string>> {
  // Content is never changed in place (a change is a new document), so the values of one schedule, facts and region
  // are computed once: every campaign page, its draw's rules and the content checks ask for them.
  let bySchedule = copyValues.get(facts);
  if (!bySchedule) copyValues.set(facts, (bySchedule = new WeakMap()));
  let byRegion = bySchedule.get(schedule);
  if (!byRegion) bySchedule.set(schedule, (byRegion = new Map()));
  let values = byRegion.get(region);
  if (!values) byRegion.set(region, (values = computeCopyValues(schedule, facts, region)));
  return values;
}

const copyValues = new WeakMap<object, WeakMap<object, Map<RegionCode, Readonly<Record<string, string>>>>>();

function computeCopyValues(
  schedule: CampaignSchedule,
  facts: Pick<CampaignFacts, "dates" | "tiers" | "counts">,
  region: RegionCode,
): Record<string, string> {
  const { intlLocale, timeZone } = REGIONS[region];
  const values: Record<string, string> = {};
  const add = (name: string, instant: number | ((zone: string) => number)) => {
    for (const [alias, zone] of [["", timeZone], ...Object.entries(COPY_TIME_ZONES)] as const) {
      const at = typeof instant === "number" ? instant : instant(zone);
      const styled = dateValues(name, at, intlLocale, zone);
      for (const [key, value] of Object.entries(styled)) values[alias ? `${key}@${alias}` : key] = value;
    }
  };
  for (const window of stageWindows(schedule)) {
    const { stage, start, end, endsOnItsOwn } = window;
    add(`stage${stage}`, start);
    add(`stage${stage}End`, end - 60_000);
    add(`stage${stage}Last`, (zone) => (endsOnItsOwn ? dayOf(end - 60_000, zone) : lastDayBefore(end, zone)));
  }
  const end = Date.parse(schedule.endTime);
  add("end", end);
  add("last", end - 60_000);
  for (const [name, day] of Object.entries(facts.dates ?? {})) {
    const value = typeof day === "string" ? day : day[region];
    if (value) add(name, dayInstant(value));
  }
  for (const [name, count] of Object.entries(facts.counts ?? {})) {
    const value = typeof count === "number" ? count : count[region];
    if (value !== undefined) values[name] = new Intl.NumberFormat(intlLocale).format(value);
  }
  (facts.tiers?.[region] ?? []).forEach(
    (tier, index) => (values[`tier${index + 1}`] = priceInText(region, tier.threshold)),
  );
  values.nextYear = String(new Date(Date.parse(schedule.stages[0]!.startTime)).getUTCFullYear() + 1);
  return values;
}
