// Headline claims ("Up to 30% off", "Save up to $140") are computed, never typed: a headline names its figure with a
// placeholder, {upTo:percent} or {upTo:amount}, filled with the largest reduction the cards shown at that instant
// give against the reference the market allows (rules/price-history.ts), so the headline can never announce more than
// a card gives (C-330/23 Aldi Süd: an announced percentage is computed from the 30-day lowest price; PAngV § 11,
// C. conso. L112-1-1, DMCC Act Sch. 20). Where no card is reduced the headline has no figure: its words' figure-free
// variant (`discountWithoutFigure`) is shown in place of the one with a placeholder.
// Pure: the caller gives the cards' prices and references at `now`; the clock never enters.
import { priceInText } from "~/rules/format";
import { REGIONS, type RegionCode } from "~/rules/regions";
import { LANGUAGE_TYPOGRAPHY } from "~/rules/typography";

/** The placeholders a headline names its figure with. */
export const CLAIM_PLACEHOLDERS = ["upTo:percent", "upTo:amount"] as const;
export type ClaimPlaceholder = (typeof CLAIM_PLACEHOLDERS)[number];

/** A card's offer at an instant: the price charged now and the reference it may be compared with (null: none). */
export interface ClaimOffer {
  price: number;
  reference: number | null;
}

/**
 * The largest reduction among the offers: in per cent of the reference (rounded down, so "up to" never overstates)
 * and in money. Each is the largest of its own measure (one card may give the largest share, another the largest
 * amount). Null where no offer is below its reference, or the largest share rounds down to 0 %.
 */
export function largestReduction(offers: readonly ClaimOffer[]): { percent: number; amount: number } | null {
  let percent = 0;
  let amount = 0;
  for (const { price, reference } of offers) {
    if (reference === null || !(reference > price)) continue;
    // Rounded down; the tolerance keeps a binary fraction (29.999…) from rounding an exact 30 % down to 29 %.
    percent = Math.max(percent, Math.floor((100 * (reference - price)) / reference + 1e-9));
    amount = Math.max(amount, reference - price);
  }
  return percent > 0 ? { percent, amount } : null;
}

const percentFormats = new Map<RegionCode, Intl.NumberFormat>();

/**
 * A whole percentage in the region's locale, never broken from its sign: "30%" (en), "30 %" (de, a no-break space),
 * and where the language has typography of its own, spaced by it as its words are (fr: a narrow no-break space).
 */
export function formatPercent(region: RegionCode, percent: number): string {
  let format = percentFormats.get(region);
  if (!format) {
    format = new Intl.NumberFormat(REGIONS[region].intlLocale, { style: "percent", maximumFractionDigits: 0 });
    percentFormats.set(region, format);
  }
  const text = format.format(percent / 100);
  const typography = LANGUAGE_TYPOGRAPHY[REGIONS[region].language];
  return typography ? typography(text.replace(/[\u00a0\u202f]/g, " ")) : text;
}

/** The claim placeholders' values in a region for the largest reduction (none: no values). */
export function claimValues(
  region: RegionCode,
  reduction: { percent: number; amount: number } | null,
): Partial<Record<ClaimPlaceholder, string>> {
  if (!reduction) return {};
  return {
    "upTo:percent": formatPercent(region, reduction.percent),
    "upTo:amount": priceInText(region, reduction.amount),
  };
}

/** Whether a text names a claim placeholder. */
export function namesClaim(text: string): boolean {
  return CLAIM_PLACEHOLDERS.some((name) => text.includes(`{${name}}`));
}

/**
 * A headline's discount line at an instant: `discount` with its figure filled in, or, where it names a figure and no
 * offer is reduced, its figure-free variant. A line without a claim placeholder is shown as it is.
 */
export function claimLine(
  discount: string,
  withoutFigure: string | undefined,
  values: Partial<Record<ClaimPlaceholder, string>>,
): string {
  if (!namesClaim(discount)) return discount;
  if (Object.keys(values).length === 0) return withoutFigure ?? "";
  return discount.replace(/\{(upTo:(?:percent|amount))\}/g, (whole, name: ClaimPlaceholder) => values[name] ?? whole);
}
