// Facts inside copy. Words never retype a date or an amount the content knows: they name it with a placeholder,
// "{stage1:short}" or "{tier1}", filled here from the schedule or the price table in the region's locale.
// Pure: the values are computed by the caller from content and `now` never enters.
// Typed dates drift from the facts, and "09:00 CET" means little to a US shopper: dates and times are filled in the
// region's zone (rules/regions.ts: us Pacific, uk London, eu/fr Paris, de Berlin), `{name:style@et}` names another zone
// and `:clock` is the locale's own clock, so the us terms read "from Nov 14, 2024, 3:00 AM ET (12:00 AM PT)". Every
// date passes through `unbreakable()`, so it never breaks across lines.
import { DATE_STYLES } from "./date-styles";
import { unbreakable } from "./typography";

/**
 * Time zones copy may name besides the region's own: `{stage1:clock@et}` is the start in Eastern Time. A region's copy
 * uses its own zone (rules/regions.ts) where no zone is named.
 */
export const COPY_TIME_ZONES = {
  et: "America/New_York",
  ct: "America/Chicago",
  pt: "America/Los_Angeles",
  uk: "Europe/London",
  cet: "Europe/Paris",
} as const;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string, style: keyof typeof DATE_STYLES): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...DATE_STYLES[style] });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Every style of one instant in a locale and zone, as suffixes of a placeholder name: [["", "November 14"],
 * [":short", "Nov 14"], …]. Kept by value: each content document (every draft, every version, every check of a changed
 * copy) names mostly the same instants, and formatting each in a dozen styles and six zones is most of what its copy
 * values cost. A pure function of its key; the table is emptied when it grows past a bound no content reaches.
 */
const styledInstants = new Map<string, readonly (readonly [string, string])[]>();
function styledInstant(instant: number, locale: string, timeZone: string): readonly (readonly [string, string])[] {
  const key = `${instant} ${locale} ${timeZone}`;
  let styled = styledInstants.get(key);
  if (!styled) {
    const time = formatter(locale, timeZone, "time").formatToParts(instant);
    styled = [
      ...(Object.keys(DATE_STYLES) as (keyof typeof DATE_STYLES)[]).map(
        (style) => [style ? `:${style}` : "", unbreakable(formatter(locale, timeZone, style).format(instant))] as const,
      ),
      [":hour", String(Number(time.find((part) => part.type === "hour")?.value ?? 0))],
      [":minute", time.find((part) => part.type === "minute")?.value ?? "00"],
    ];
    if (styledInstants.size >= 20_000) styledInstants.clear();
    styledInstants.set(key, styled);
  }
  return styled;
}

/** Every style of one date as placeholder values: { "stage1": "November 14", "stage1:short": "Nov 14", … }. */
export function dateValues(name: string, instant: number, locale: string, timeZone: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [suffix, text] of styledInstant(instant, locale, timeZone)) values[name + suffix] = text;
  return values;
}

/** The calendar day a YYYY-MM-DD names, as an instant at noon in `timeZone`'s neighbourhood (safe for any offset). */
export function dayInstant(day: string): number {
  return Date.parse(`${day}T12:00:00Z`);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day `instant` falls on in `timeZone`, as a day instant (noon UTC of that calendar day). */
export function dayOf(instant: number, timeZone: string): number {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return dayInstant(format.format(instant));
}

/** The day before the one `instant` falls on, in `timeZone`: the last day of a period that ends at `instant`. */
export function lastDayBefore(instant: number, timeZone: string): number {
  return dayOf(instant, timeZone) - 24 * 60 * 60 * 1000;
}

const PLACEHOLDER = /\{([a-zA-Z][\w]*(?::[a-zA-Z]+)?(?:@[a-z]+)?)\}/g;

/** The placeholder names a text uses: "from {stage1:short}" → ["stage1:short"]. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/** A text with its placeholders filled; an unknown placeholder is left as it is (content:check reports it). */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** Every text inside a value (objects and arrays, all the way down) with its placeholders filled. */
export function fillAll<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === "string") return fillTemplate(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillAll(item, values)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, values)])) as T;
  return value;
}

/** Every text inside a value, with its path ("banners.banner1.time"), for checks. */
export function textsOf(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, path ? `${path}.${key}` : key));
  return [];
}
