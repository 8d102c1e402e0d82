import { REGIONS, type RegionCode } from "./regions";
import { unbreakable } from "./typography";

/**
 * Money in the region's currency and locale, whole amounts without decimals, with the unit after the amount where the
 * market writes it so: formatPrice("jp", 174900) → "174,900円", formatPrice("kr", 1290000) → "1,290,000원",
 * formatPrice("us", 949) → "$949", formatPrice("de", 1099.5) → "1.099,50 €".
 */
export function formatPrice(region: RegionCode, amount: number): string {
  const unit = REGIONS[region].currencyUnit;
  if (!unit) return priceFormat(region).format(amount);
  const parts = priceFormat(region).formatToParts(amount);
  return `${parts
    .filter((part) => part.type !== "currency")
    .map((part) => part.value)
    .join("")
    .trim()}${unit}`;
}

/** An amount put into a sentence: never broken from its unit (a line break in "174,900円" leaves "円" alone). */
export function priceInText(region: RegionCode, amount: number): string {
  return unbreakable(formatPrice(region, amount));
}

/** A small amount with its cents always written, in a sentence and never broken from its unit: "1,00 €" (fr). */
export function centsInText(region: RegionCode, amount: number): string {
  const { intlLocale, currency } = REGIONS[region];
  return unbreakable(new Intl.NumberFormat(intlLocale, { style: "currency", currency }).format(amount));
}

// An Intl formatter costs tens of microseconds to build and a page formats dozens of prices: one per region.
const priceFormats = new Map<RegionCode, Intl.NumberFormat>();
function priceFormat(region: RegionCode): Intl.NumberFormat {
  let format = priceFormats.get(region);
  if (!format) {
    const { intlLocale, currency } = REGIONS[region];
    format = new Intl.NumberFormat(intlLocale, { style: "currency", currency, trailingZeroDisplay: "stripIfInteger" });
    priceFormats.set(region, format);
  }
  return format;
}

/** A date (and optionally time) in the region's words, e.g. "28 April 2025" for uk. */
export function formatDate(
  region: RegionCode,
  date: Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
): string {
  return new Intl.DateTimeFormat(REGIONS[region].intlLocale, { timeZone: "Asia/Shanghai", ...options }).format(date);
}
