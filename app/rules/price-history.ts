// Prices over time (pure): what a product cost in a region at an instant, the prices it was really sold at (its list
// price, or a campaign offer where one ran), and the reference a reduction may be announced against.
//
// The reference follows the market's rule (rules/regions.ts `referencePrice`):
// - "lowestPriorDays" (uk, eu, fr, de: Directive 98/6/EC art. 6a, PAngV §11, CMA guidance): the lowest price charged in
//   the N days before the reduction began. A staged campaign is one progressive reduction (art. 6a(5)): it begins at
//   the campaign's start, so its reference is fixed there for every stage.
// - "listPrice" (us, cn, kr, jp): the list price in force now, but only if it was really charged before the reduction
//   began (a pre-order is never compared with a price it has not yet been sold at).
// Where no reference exists, or it is not above the price, nothing is struck through and no saving is shown.
import type { Step } from "./series";
import { stepAt } from "./series";

const DAY = 24 * 60 * 60 * 1000;

/** A reduction that replaced the list price during [start, end) (epoch ms): a campaign stage's offer. */
export interface OfferWindow {
  start: number;
  end: number;
  price: number;
}

/**
 * `minDays` (listPrice): a list price may be compared with only once it has been charged for that many days in the
 * 90 before the reduction began (the US FTC's "reasonably substantial period", 16 CFR 233.1, made a number): a price
 * raised just before a sale is no former price. Pages never strike through such a price only because content:check
 * refuses the content that would (rule-checks: a reference is derived, never typed).
 */
export type ReferenceRule = { kind: "lowestPriorDays"; days: number } | { kind: "listPrice"; minDays?: number };

/** How far back a former price's days are counted (referencePrice's `minDays`). */
export const FORMER_PRICE_WINDOW_DAYS = 90;

/** The days `price` was the list price in the FORMER_PRICE_WINDOW_DAYS before `before`. */
export function daysChargedBefore(list: readonly Step<number>[], price: number, before: number): number {
  const from = before - FORMER_PRICE_WINDOW_DAYS * DAY;
  let total = 0;
  list.forEach((step, index) => {
    if (step.value !== price) return;
    const start = Math.max(step.from, from);
    const end = Math.min(list[index + 1]?.from ?? Number.POSITIVE_INFINITY, before);
    if (end > start) total += end - start;
  });
  return total / DAY;
}

/** The price charged at `t`: an offer open then, else the list price in force; null before the product was priced. */
export function chargedPriceAt(
  list: readonly Step<number>[],
  offers: readonly OfferWindow[],
  t: number,
): number | null {
  const offer = offers.find((window) => window.start <= t && t < window.end);
  if (offer) return offer.price;
  return stepAt(list, t)?.value ?? null;
}

/** The lowest price charged at any instant of [from, to), or null when the product was not sold in it. */
export function lowestCharged(
  list: readonly Step<number>[],
  offers: readonly OfferWindow[],
  from: number,
  to: number,
): number | null {
  // The charged price only changes where a list step or an offer starts or ends: look at each such instant.
  const instants = new Set<number>([from]);
  for (const step of list) if (step.from > from && step.from < to) instants.add(step.from);
  for (const offer of offers) for (const at of [offer.start, offer.end]) if (at > from && at < to) instants.add(at);
  let lowest: number | null = null;
  for (const at of instants) {
    const price = chargedPriceAt(list, offers, at);
    if (price !== null && (lowest === null || price < lowest)) lowest = price;
  }
  return lowest;
}

/** Whether `price` was in force as the list price at some instant before `before`. */
export function listPriceChargedBefore(list: readonly Step<number>[], price: number, before: number): boolean {
  return list.some((step) => step.value === price && step.from < before);
}

/**
 * The price a reduction that began at `reductionStart` may be compared with at `now` under `rule`; null when none may.
 * `offers` are the product's earlier reductions in the region (those of other campaigns).
 */
export function referencePrice(
  rule: ReferenceRule,
  list: readonly Step<number>[],
  offers: readonly OfferWindow[],
  reductionStart: number,
  now: number,
): number | null {
  if (rule.kind === "lowestPriorDays")
    return lowestCharged(list, offers, reductionStart - rule.days * DAY, reductionStart);
  const listPrice = stepAt(list, now)?.value;
  if (listPrice === undefined) return null;
  return listPriceChargedBefore(list, listPrice, reductionStart) ? listPrice : null;
}

/** What a shopper saves against the reference: a positive amount, else null (no strike-through, no saving). */
export function savingAgainst(reference: number | null, price: number): number | null {
  return reference !== null && reference > price ? reference - price : null;
}
