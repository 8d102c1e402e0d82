// Flagship Bumblebee pre-order (spec §4): which offer shows, a pure function of the region's schedule and now.
import type { PreorderContent } from "~/content/product.schema";

export type PreorderState = "earlyBird" | "normal" | "priceRecovery";
export type PreorderSchedule = PreorderContent["schedule"];

/** Early bird before the countdown end, the normal (regular) price from then, price recovery from priceRecoveryAt. */
export function preorderState(schedule: PreorderSchedule, now: Date): PreorderState {
  const t = now.getTime();
  if (t < Date.parse(schedule.earlyBirdEnd)) return "earlyBird";
  if (t < Date.parse(schedule.priceRecoveryAt)) return "normal";
  return "priceRecovery";
}

export interface PreorderOffer {
  state: PreorderState;
  /** The price to pay now. */
  price: number;
  /** The struck-through regular price during the early bird, else null. */
  oldPrice: number | null;
  /** Regular minus early-bird price during the early bird (350 USD, 400 GBP, 500 EUR), else null. */
  savings: number | null;
  /** Epoch ms the countdown runs to, only during the early bird. */
  countdownTarget: number | null;
}

export function preorderOffer(
  schedule: PreorderSchedule,
  prices: { earlyBird: number; regular: number },
  now: Date,
): PreorderOffer {
  const state = preorderState(schedule, now);
  if (state !== "earlyBird")
    return { state, price: prices.regular, oldPrice: null, savings: null, countdownTarget: null };
  return {
    state,
    price: prices.earlyBird,
    oldPrice: prices.regular,
    savings: prices.regular - prices.earlyBird,
    countdownTarget: Date.parse(schedule.earlyBirdEnd),
  };
}
