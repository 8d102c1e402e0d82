// Flagship Bumblebee launch and pre-order (docs/requirements.md, "Pre-order and launch"): the launch stage and which
// offer shows, pure functions of the region's schedule and `now`; and the values its copy names ({earlyBirdLast:year},
// {savings}, …).
import type { ContentDocument } from "~/content/document";
import type { PreorderRegion } from "~/content/product.schema";
import { dateValues, dayInstant, lastDayBefore } from "~/rules/copy-template";
import { priceInText } from "~/rules/format";
import { paymentValues } from "~/rules/payment";
import { priceList } from "~/rules/price-lists";
import { REGIONS, type RegionCode } from "~/rules/regions";
import { launchStage } from "~/rules/schedule";

/** The facts the pre-order rules read: the launch and pre-order facts, and the product's price list. */
export type PreorderContent = Pick<ContentDocument, "preorder" | "prices" | "products">;

export type PreorderState = "upcoming" | "earlyBird" | "normal" | "priceRecovery" | "released";

/** The region's launch and pre-order facts (kr: a launch without stages and no pre-order). */
export function preorderFacts(content: PreorderContent, region: RegionCode): PreorderRegion {
  return content.preorder.regions[region] ?? { launch: [null, null, null, null] };
}

export interface EarlyBird {
  /** The early-bird price (the price list's entry named "earlyBird"). */
  price: number;
  /** The regular price that follows it, and the instant it takes over: the early bird's end. */
  regular: number;
  end: string;
}

/** The product's early bird in a region, read from its price list; null where it has none. */
export function earlyBird(content: PreorderContent, region: RegionCode): EarlyBird | null {
  const list = priceList(content, region, content.preorder.product);
  const index = list?.findIndex((step) => step.name === "earlyBird") ?? -1;
  const next = list?.[index + 1];
  if (!list || index < 0 || !next) return null;
  return { price: list[index]!.value, regular: next.value, end: new Date(next.from).toISOString() };
}

/**
 * The region's launch stamps as they take effect: a region without a stage-4 stamp (cn) reaches stage 4 when its early
 * bird ends, so that 'New Release' and the launch banner end there too (docs/decisions/005-launch-stages.md).
 */
export function effectiveLaunch(content: PreorderContent, region: RegionCode): PreorderRegion["launch"] {
  const { launch } = preorderFacts(content, region);
  const end = earlyBird(content, region)?.end;
  if (launch[3] !== null || launch[2] === null || !end) return launch;
  return [launch[0], launch[1], launch[2], end];
}

/** The Flagship Bumblebee launch stage of a region at `now` (0 before stage 1 or where the region has none). */
export function regionLaunchStage(content: PreorderContent, region: RegionCode, now: Date): number {
  return launchStage(effectiveLaunch(content, region), now);
}

/**
 * The pre-order's schedule in a region: the early bird opens with the first launch stamp, ends at the countdown end,
 * the price recovers later, and the product becomes a regular one once the dispatch window has passed.
 */
export interface PreorderSchedule {
  /** When pre-orders open (the region's first launch stamp); null = open from the start. */
  earlyBirdFrom: string | null;
  earlyBirdEnd: string;
  priceRecoveryAt: string;
  /** When the pre-order is over (a regular product from then on); null = never. */
  releasedAt: string | null;
}

/** The pre-order schedule of a region that sells the product as a pre-order, else null. */
export function preorderSchedule(content: PreorderContent, region: RegionCode): PreorderSchedule | null {
  const { priceRecoveryAt, releasedAt, launch } = preorderFacts(content, region);
  const earlyBirdEnd = earlyBird(content, region)?.end;
  if (!earlyBirdEnd || !priceRecoveryAt) return null;
  return {
    earlyBirdFrom: launch.find((stamp) => stamp !== null) ?? null,
    earlyBirdEnd,
    priceRecoveryAt,
    releasedAt: releasedAt ?? null,
  };
}

/**
 * Upcoming before the early bird opens (announced, not orderable), early bird until the countdown end, the normal
 * (regular) price from then, price recovery from priceRecoveryAt, released (a regular product) from releasedAt.
 */
export function preorderState(schedule: PreorderSchedule, now: Date): PreorderState {
  const t = now.getTime();
  if (schedule.earlyBirdFrom && t < Date.parse(schedule.earlyBirdFrom)) return "upcoming";
  if (t < Date.parse(schedule.earlyBirdEnd)) return "earlyBird";
  if (t < Date.parse(schedule.priceRecoveryAt)) return "normal";
  if (schedule.releasedAt && t >= Date.parse(schedule.releasedAt)) return "released";
  return "priceRecovery";
}

/** Whether the pre-order can be placed in a state: not before the early bird opens. */
export function canPreorder(state: PreorderState): boolean {
  return state !== "upcoming";
}

export interface PreorderOffer {
  state: PreorderState;
  /** The price to pay now. */
  price: number;
  /**
   * Before the early bird ends: the regular price that follows it, announced with its date, never struck through (the
   * product has not been sold at it yet: rules/price-history.ts); else null.
   */
  laterPrice: number | null;
  /** Epoch ms the countdown runs to: the opening while upcoming, the early-bird end during the early bird. */
  countdownTarget: number | null;
}

export function preorderOffer(
  schedule: PreorderSchedule,
  prices: { earlyBird: number; regular: number },
  now: Date,
): PreorderOffer {
  const state = preorderState(schedule, now);
  if (state === "upcoming")
    return {
      state,
      price: prices.earlyBird,
      laterPrice: prices.regular,
      countdownTarget: Date.parse(schedule.earlyBirdFrom!),
    };
  if (state !== "earlyBird") return { state, price: prices.regular, laterPrice: null, countdownTarget: null };
  return {
    state,
    price: prices.earlyBird,
    laterPrice: prices.regular,
    countdownTarget: Date.parse(schedule.earlyBirdEnd),
  };
}

/** The region's pre-order offer at `now`, or null where the product is no pre-order there. */
export function regionPreorderOffer(content: PreorderContent, region: RegionCode, now: Date): PreorderOffer | null {
  const schedule = preorderSchedule(content, region);
  const prices = earlyBird(content, region);
  if (!schedule || !prices) return null;
  return preorderOffer(schedule, { earlyBird: prices.price, regular: prices.regular }, now);
}

/**
 * The placeholder values of the pre-order copy and the launch text banner in a region, shown in the region's time zone:
 * {earlyBirdFrom} (the first launch stage), {earlyBirdLast} (the last early-bird day), {regularFrom} (the first day at
 * the regular price), {finalCountdown}, {dispatchFrom}, {dispatchUntil}, {earlyBirdPrice}, {regularPrice}, {savings},
 * {giftOrders}, {methods}, {count}.
 */
export function preorderCopyValues(content: PreorderContent, region: RegionCode): Record<string, string> {
  const { intlLocale, timeZone } = REGIONS[region];
  const facts = preorderFacts(content, region);
  const values: Record<string, string> = {};
  const add = (name: string, instant: number) => Object.assign(values, dateValues(name, instant, intlLocale, timeZone));
  const start = preorderSchedule(content, region)?.earlyBirdFrom ?? facts.launch.find((stamp) => stamp !== null);
  if (start) add("earlyBirdFrom", Date.parse(start));
  const prices = earlyBird(content, region);
  if (prices) {
    add("earlyBirdLast", lastDayBefore(Date.parse(prices.end), timeZone));
    add("regularFrom", Date.parse(prices.end));
  }
  add("finalCountdown", Date.parse(content.preorder.finalCountdownFrom));
  if (facts.dispatch) {
    add("dispatchFrom", dayInstant(facts.dispatch.from));
    if (facts.dispatch.until) add("dispatchUntil", dayInstant(facts.dispatch.until));
  }
  if (prices) {
    values.earlyBirdPrice = priceInText(region, prices.price);
    values.regularPrice = priceInText(region, prices.regular);
    values.savings = priceInText(region, prices.regular - prices.price);
  }
  if (facts.launchGiftOrders) values.giftOrders = new Intl.NumberFormat(intlLocale).format(facts.launchGiftOrders);
  return { ...values, ...paymentValues(region) };
}
