// Pure campaign rules (spec §4): which stage is open at `now`, what a product costs in it, where the countdown goes.
import type { CampaignFacts, CampaignRegion, CampaignSchedule, StageNo } from "../content/campaign.schema";
import { dateValues, dayInstant, lastDayBefore } from "./copy-template";
import { formatPrice } from "./format";
import { savingAgainst, type OfferWindow } from "./price-history";
import { REGIONS, type RegionCode } from "./regions";
import { nextBoundary, windowState, type TimeWindow, type WindowState } from "./schedule";

/** 0 outside the campaign, else the open stage. */
export type CampaignStage = 0 | StageNo;

/** The route window of a campaign page: from the first stage's start until the end (exclusive). */
export function campaignWindow(schedule: CampaignSchedule): TimeWindow {
  return { startTime: schedule.stages[0]!.startTime, endTime: schedule.endTime };
}

export function campaignWindows<R extends string>(schedules: Record<R, CampaignSchedule>): Record<R, TimeWindow> {
  return Object.fromEntries(
    Object.entries<CampaignSchedule>(schedules).map(([region, s]) => [region, campaignWindow(s)]),
  ) as Record<R, TimeWindow>;
}

export function campaignState(schedule: CampaignSchedule, now: Date): WindowState {
  return windowState(campaignWindow(schedule), now);
}

/** The stage open at `now`: the last stage whose start has passed, or 0 before the start and from the end on. */
export function campaignStage(schedule: CampaignSchedule, now: Date): CampaignStage {
  if (campaignState(schedule, now) !== "open") return 0;
  const t = now.getTime();
  let stage: CampaignStage = 0;
  for (const entry of schedule.stages) if (t >= Date.parse(entry.startTime)) stage = entry.stage;
  return stage;
}

/** Every instant at which the page changes: each stage start and the end. */
export function stageBoundaries(schedule: CampaignSchedule): string[] {
  return [...schedule.stages.map((s) => s.startTime), schedule.endTime];
}

/**
 * The windows in which each stage's offer replaces the list price: a stage runs from its start until the next stage
 * starts, the last until the campaign ends. `offer` holds the price per stage (null: no deal then).
 */
export function offerWindows(schedule: CampaignSchedule, offer: readonly (number | null)[]): OfferWindow[] {
  const boundaries = stageBoundaries(schedule).map((time) => Date.parse(time));
  return schedule.stages.flatMap(({ stage }, index) => {
    const price = offer[stage - 1] ?? null;
    return price === null ? [] : [{ start: boundaries[index]!, end: boundaries[index + 1]!, price }];
  });
}

/** Where the countdown runs to: the next stage start, else the campaign end; null once it is over. */
export function countdownTarget(schedule: CampaignSchedule, now: Date): Date | null {
  return nextBoundary(stageBoundaries(schedule), now);
}

export type StageStatus = "past" | "current" | "upcoming";

export function stageStatus(stage: StageNo, current: CampaignStage): StageStatus {
  if (current === 0 || stage > current) return "upcoming";
  return stage === current ? "current" : "past";
}

export interface StagePrice {
  stage: StageNo;
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
 * A product's offer in one stage as the page may show it at `current`: a deal of a stage not yet open stays hidden
 * (locked); a stage without a deal is `noDeal`, whenever it runs. `offer` holds the campaign price per stage (null: no
 * deal in that stage); the saving is against the reference the market allows (rules/price-history.ts), none without.
 */
export function stagePrice(
  offer: readonly (number | null)[],
  reference: number | null,
  stage: StageNo,
  current: CampaignStage,
): StagePrice {
  const status = stageStatus(stage, current);
  const price = offer[stage - 1] ?? null;
  if (price === null) return { stage, status, price: null, save: null, locked: false, noDeal: true };
  if (status === "upcoming") return { stage, status, price: null, save: null, locked: true, noDeal: false };
  return { stage, status, price, save: savingAgainst(reference, price), locked: false, noDeal: false };
}

/**
 * What a card's headline price shows at `current`: the open stage's deal; else, when a later stage has a deal, that
 * deal locked (placeholder and UNLOCK SOON); else no deal (the card shows the list price, no mystery price).
 */
export function currentStagePrice(
  offer: readonly (number | null)[],
  reference: number | null,
  current: CampaignStage,
): StagePrice {
  const open = current === 0 ? null : stagePrice(offer, reference, current, current);
  if (open && !open.noDeal) return open;
  const later = offer.findIndex((price, index) => index + 1 > current && price !== null);
  if (later >= 0) return stagePrice(offer, reference, (later + 1) as StageNo, current);
  return open ?? stagePrice(offer, reference, 1, current);
}

/** The money placeholder of a price not yet revealed, in the region's format: "$???", "??? €". */
export function pricePlaceholder(region: RegionCode): string {
  const { intlLocale, currency } = REGIONS[region];
  return new Intl.NumberFormat(intlLocale, { style: "currency", currency, maximumFractionDigits: 0 })
    .formatToParts(0)
    .map((part) => (part.type === "integer" ? "???" : part.value))
    .join("");
}

/**
 * The placeholder values of a campaign's copy in a region: every stage's start ({stage2:short}), its last day
 * ({stage1Last}: the day before the next boundary), the end ({end}, exclusive) and its last minute ({last:time}), the
 * campaign's named dates ({drawResults:year}), the tier thresholds ({tier1}) and {nextYear}.
 */
export function campaignCopyValues(
  schedule: CampaignSchedule,
  facts: Pick<CampaignFacts, "timeZone" | "dates" | "tiers">,
  region: CampaignRegion,
): Record<string, string> {
  const { intlLocale } = REGIONS[region];
  const { timeZone } = facts;
  const values: Record<string, string> = {};
  const add = (name: string, instant: number) => Object.assign(values, dateValues(name, instant, intlLocale, timeZone));
  const boundaries = stageBoundaries(schedule).map((time) => Date.parse(time));
  schedule.stages.forEach(({ stage }, index) => {
    add(`stage${stage}`, boundaries[index]!);
    add(`stage${stage}Last`, lastDayBefore(boundaries[index + 1]!, timeZone));
  });
  const end = boundaries[boundaries.length - 1]!;
  add("end", end);
  add("last", end - 60_000);
  for (const [name, day] of Object.entries(facts.dates))
    add(name, dayInstant(typeof day === "string" ? day : day[region]));
  facts.tiers[region].forEach((tier, index) => (values[`tier${index + 1}`] = formatPrice(region, tier.threshold)));
  values.nextYear = String(new Date(boundaries[0]!).getUTCFullYear() + 1);
  return values;
}
