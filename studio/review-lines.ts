// A set of changes as a reviewer reads them: each changed value named in the marketer's words ("Price · K1 Pro
// Interstellar Scout · US · from 2 Mar 2031 00:00"), the regions it really affects, the value before and after as the
// site shows it ("$399 → $377"), and where and when to look at it: the page of its first region at the instant the
// change starts to matter (a dated entry's start, a moved date's earlier side; else now). Pure, browser-safe.
import type { ContentDocument } from "~/content/document";
import { pageDef, pageExists } from "~/content/pages";
import { REGIONS, isRegionCode, regionPath, type RegionCode } from "~/rules/regions";
import { campaignName, productName } from "./content-names";
import type { ContentDiff } from "./diff";
import { parsePointer, valueAtPointer } from "./json-patch";

export interface ReviewLine {
  pointer: string;
  /** "Price · K1 Pro Interstellar Scout · US · from 2 Mar 2031 00:00". */
  label: string;
  /** The regions whose pages it changes; null: every region. */
  regions: RegionCode[] | null;
  /** The value before and after as the site shows it; "(none)" where there was none. */
  before: string;
  after: string;
  /** The page to look at (in the first region it affects) and the instant it starts to matter (epoch ms; null: now). */
  preview: { region: RegionCode; path: string; at: number | null };
}

/** A change as the diff gives it (the values absent where the value did not exist). */
interface Change {
  pointer: string;
  before?: unknown;
  after?: unknown;
  regions: RegionCode[] | null;
}

const NONE = "(none)";
const TEXT_MAX = 160;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const isInstant = (value: unknown): value is string => typeof value === "string" && INSTANT.test(value);
/** The value a series entry holds, by the fact it belongs to. */
const ENTRY_VALUES = ["price", "stock", "isPreSale"] as const;
const isEntry = (value: unknown): value is Record<string, unknown> =>
  isObject(value) && ENTRY_VALUES.some((key) => key in value);

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
const words = (token: string) =>
  token
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .replace(/^./, (first) => first.toUpperCase());

/** "2 Mar 2031 00:00": an instant as the studio writes it, on the clock of `timeZone`. */
export function studioDateTime(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(at)
    .replace(",", "");
}

/** "2 Mar 2031 00:00" on a region's clock (UTC without one). */
function dateOf(iso: string, region: RegionCode | undefined, zone = false): string {
  const timeZone = region ? REGIONS[region].timeZone : "UTC";
  const text = studioDateTime(Date.parse(iso), timeZone);
  if (!zone) return text;
  return `${text} ${region ? `${timeZone.split("/").at(-1)!.replaceAll("_", " ")} time` : "UTC"}`;
}

/** What kind of fact a pointer names, for its values' wording: a price (in the region's currency), a pre-sale, … */
type Kind = "price" | "stock" | "preSale" | "other";
function kindOf(tokens: readonly string[]): Kind {
  if (tokens[0] === "prices") return "price";
  if (tokens[0] === "products" && tokens[2] === "stock") return "stock";
  if (tokens[0] === "products" && tokens[2] === "isPreSale") return "preSale";
  return "other";
}

/** A value as the site shows it to the people who read it. */
export function shownChange(value: unknown, kind: Kind, region: RegionCode | undefined): string {
  if (value === undefined || value === null) return NONE;
  if (Array.isArray(value) && value.every(isEntry))
    return value.map((entry) => shownChange(entry, kind, region)).join("; then ");
  if (isEntry(value)) {
    const shown = shownChange(value.price ?? value.stock ?? value.isPreSale, kind, region);
    const named = typeof value.name === "string" ? ` (${words(value.name).toLowerCase()})` : "";
    return isInstant(value.from) ? `${shown}${named} from ${dateOf(value.from, region, true)}` : `${shown}${named}`;
  }
  if (isObject(value) && Object.keys(value).every((key) => key === "default" || isRegionCode(key))) {
    const own = Object.keys(value).filter((key) => key !== "default") as RegionCode[];
    const parts = own.map((code) => `${code.toUpperCase()}: ${shownChange(value[code], kind, code)}`);
    if ("default" in value)
      parts.push(`${own.length ? "other regions" : "every region"}: ${shownChange(value.default, kind, undefined)}`);
    return parts.join("; ");
  }
  if (typeof value === "number" && kind === "price" && region)
    return new Intl.NumberFormat(REGIONS[region].intlLocale, {
      style: "currency",
      currency: REGIONS[region].currency,
    }).format(value);
  if (typeof value === "number" && kind === "stock") return `${value} in stock`;
  if (typeof value === "boolean")
    return kind === "preSale" ? (value ? "pre-sale" : "not a pre-sale") : value ? "yes" : "no";
  if (isInstant(value)) return dateOf(value, region, true);
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (text === "") return "(empty)";
  return text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text;
}

const PARTS: Record<string, string> = {
  prices: "Price",
  productFacts: "Product facts",
  campaigns: "Campaign",
  bundles: "Words",
  overrides: "Words",
  home: "Home",
  site: "Menus",
  manuals: "Manuals",
  dealers: "Dealers",
  legal: "Legal",
  preorder: "Pre-order",
};
const PLACEMENTS: Record<string, string> = { menu: "Menu entry", textBanners: "Text banner" };
const PRODUCT_FIELDS: Record<string, string> = { stock: "Stock", isPreSale: "Pre-sale" };

/** The value at a pointer's first `depth` tokens, in the document after the change, else before. */
function valueAt(documents: readonly ContentDocument[], tokens: readonly string[], depth: number): unknown {
  for (const document of documents) {
    const value = valueAtPointer(document, tokens.slice(0, depth));
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * The value's name: its part, the product or campaign by name, the region, a dated entry by its start (`dated: false`:
 * by its place, where the documents given are not the ones the change was made on).
 */
export function changeLabel(
  pointer: string,
  documents: readonly ContentDocument[],
  { dated = true }: { dated?: boolean } = {},
): string {
  const tokens = parsePointer(pointer);
  const names = documents[0]!;
  const region = tokens.find(isRegionCode);
  const out: string[] = [];
  let index = 0;
  const [part, id, field] = tokens;
  if (part === "products" && id !== undefined) {
    out.push(field !== undefined ? (PRODUCT_FIELDS[field] ?? words(field)) : "Product", productName(names, id));
    index = field !== undefined ? 3 : 2;
  } else if ((part === "prices" || part === "productFacts") && id !== undefined) {
    out.push(PARTS[part]!, productName(names, id));
    index = 2;
  } else if (part === "campaigns" && id !== undefined) {
    out.push(PARTS.campaigns!, campaignName(names, id));
    index = 2;
  } else if ((part === "bundles" || part === "overrides") && id !== undefined) {
    out.push(PARTS[part]!, languageNames.of(id) ?? id);
    index = 2;
  } else if (part === "placements" && id !== undefined) {
    out.push(PLACEMENTS[id] ?? words(id));
    index = 2;
  } else if (part === "home") {
    out.push(PARTS.home!);
    index = id === "regions" ? 2 : 1;
  } else if (part !== undefined) {
    out.push(PARTS[part] ?? words(part));
    index = 1;
  }
  for (; index < tokens.length; index++) {
    const token = tokens[index]!;
    const value = dated ? valueAt(documents, tokens, index + 1) : undefined;
    if (isEntry(value)) {
      out.push(isInstant(value.from) ? `from ${dateOf(value.from, region)}` : "from the start");
      continue;
    }
    // Inside an entry: its value is what the entry is (a price's "price" says nothing more).
    if (dated && isEntry(valueAt(documents, tokens, index)) && (ENTRY_VALUES as readonly string[]).includes(token))
      continue;
    if (/^\d+$/.test(token)) out.push(`#${Number(token) + 1}`);
    else if (isRegionCode(token)) out.push(token.toUpperCase());
    else if (token === "default") out.push("other regions");
    else out.push(words(token));
  }
  return out.join(" · ");
}

/**
 * The instant a change starts to matter: an instant it moves (the earlier side), else the start of the dated entry or
 * stage that holds it; null for a value without one (it matters from the moment it is published).
 */
export function changeInstant(change: Change, documents: readonly ContentDocument[]): number | null {
  const moved = [change.before, change.after].filter(isInstant).map((value) => Date.parse(value));
  if (moved.length) return Math.min(...moved);
  // A series changed as a whole: the first entry one side has and the other has not.
  // A lone value is the series of one entry since the start.
  const entries = (value: unknown, other: unknown) =>
    Array.isArray(value)
      ? value.filter(isEntry)
      : value !== undefined && !isObject(value) && Array.isArray(other) && other.some(isEntry)
        ? [{ [ENTRY_VALUES.find((key) => other.some((entry) => isObject(entry) && key in entry))!]: value }]
        : [];
  const [was, is] = [entries(change.before, change.after), entries(change.after, change.before)];
  if (was.length || is.length) {
    const kept = (entry: unknown, other: unknown[]) =>
      other.some((item) => JSON.stringify(item) === JSON.stringify(entry));
    const differing = [...was.filter((entry) => !kept(entry, is)), ...is.filter((entry) => !kept(entry, was))];
    const starts = differing.map((entry) => (isInstant(entry.from) ? Date.parse(entry.from) : null));
    if (starts.length && starts.every((start) => start !== null)) return Math.min(...(starts as number[]));
    if (starts.length) return null;
  }
  const tokens = parsePointer(change.pointer);
  for (let depth = tokens.length; depth > 0; depth--) {
    const value = valueAt(documents, tokens, depth);
    if (!isObject(value)) continue;
    const start = value.from ?? value.startTime;
    if (isInstant(start)) return Date.parse(start);
  }
  return null;
}

/** The page that shows a change in a region: its product's or campaign's page there, else the region's home page. */
function pageOf(tokens: readonly string[], document: ContentDocument, region: RegionCode): string {
  const [part, id] = tokens;
  let page: string | undefined;
  if (id !== undefined && (part === "prices" || part === "products" || part === "productFacts"))
    page = (document.products as Record<string, { page?: string } | undefined>)[id]?.page;
  if (id !== undefined && part === "campaigns") page = document.campaigns[id]?.page;
  return page && pageExists(document, page, region)
    ? regionPath(region, pageDef(document, page).path)
    : regionPath(region);
}

/** The value at a pointer as the site shows it (a price in its region's currency, a stock, a pre-sale, a date). */
export function shownAt(pointer: string, value: unknown): string {
  const tokens = parsePointer(pointer);
  return shownChange(value, kindOf(tokens), tokens.find(isRegionCode));
}

/** One line a change, in the diff's order; `before` and `after` are the two documents it compares. */
export function reviewLines(before: ContentDocument, after: ContentDocument, diff: ContentDiff): ReviewLine[] {
  const documents = [after, before] as const;
  return diff.files.flatMap((file) =>
    file.changes.map((change) => {
      const tokens = parsePointer(change.pointer);
      const named = tokens.find(isRegionCode);
      const kind = kindOf(tokens);
      const region = change.regions?.[0] ?? named ?? "us";
      return {
        pointer: change.pointer,
        label: changeLabel(change.pointer, documents),
        regions: change.regions,
        before: shownChange(change.before, kind, named),
        after: shownChange(change.after, kind, named),
        preview: {
          region,
          path: pageOf(tokens, change.after === undefined ? before : after, region),
          at: changeInstant(change, documents),
        },
      };
    }),
  );
}
