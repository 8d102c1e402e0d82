// The words of every language side by side: the bundles of the content document (words/<language>.json)
// flattened to one row per text key, a column per language. Pure, browser-safe.

import type { ContentDocument } from "~/content/document";
import { pageDef, pageExists, type PageKey } from "~/content/pages";
import { OVERRIDE_IDS, type OverrideId } from "~/content/words/regions";
import { LANGUAGES, regionPath, type Language, type RegionCode } from "~/rules/regions";
import { formatPointer, parsePointer, valueAtPointer } from "./json-patch";

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
/** A region as the studio names it: "United Kingdom", "Germany" (never its code). */
export const regionName = (code: RegionCode): string =>
  regionNames.of(code === "uk" ? "GB" : code.toUpperCase()) ?? code;

export type WordLanguage = Language;
/** The languages of the site's bundles, in the order the studio shows them (English, the base, first). */
export const WORD_LANGUAGES: readonly WordLanguage[] = ["en", ...LANGUAGES.filter((language) => language !== "en")];

/**
 * A column of the Words screen: a language's bundle, or a regional variant laid over English (British English for uk
 * and eu, EU English over it for eu: app/content/words/regions.ts). A variant's empty text is its parent's.
 */
export type WordSet = WordLanguage | OverrideId;
export const WORD_SETS: readonly WordSet[] = [
  "en",
  ...OVERRIDE_IDS,
  ...WORD_LANGUAGES.filter((language) => language !== "en"),
];
/** The set a regional variant reads where it has no text of its own. */
export const WORD_SET_PARENTS: Partial<Record<WordSet, WordSet>> = { "en-GB": "en", "en-EU": "en-GB" };
export const isVariant = (set: WordSet): set is OverrideId => (OVERRIDE_IDS as readonly string[]).includes(set);

export interface WordRow {
  /** The text's key path inside a bundle: ["site", "nav", "products"]. */
  path: string[];
  /** "site.nav.products". */
  key: string;
  /** Each set's text; absent where it has none (the page falls back to the parent language's or variant's). */
  values: Partial<Record<WordSet, string>>;
}

/** Every text of a value, by key path (arrays by index). */
function texts(value: unknown, path: string[], into: Map<string, string[]>, out: (key: string, text: string) => void) {
  if (typeof value === "string" || typeof value === "number") {
    const key = path.join(".");
    if (!into.has(key)) into.set(key, path);
    out(key, String(value));
    return;
  }
  if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) texts(inner, [...path, key], into, out);
}

/** The sections of the bundles (their top-level keys: site, products, campaigns, …), in the base's order. */
export function wordSections(bundles: Readonly<Record<string, unknown>>): string[] {
  const sections = new Set<string>();
  for (const language of WORD_LANGUAGES) {
    const bundle = bundles[language];
    if (bundle && typeof bundle === "object") for (const key of Object.keys(bundle)) sections.add(key);
  }
  return [...sections];
}

/**
 * The rows of one section: every key any language has, in the order the languages list them, with the regional
 * variants' texts beside them (a variant adds no row of its own).
 */
export function wordRows(
  bundles: Readonly<Record<string, unknown>>,
  section: string,
  overrides: Readonly<Record<string, unknown>> = {},
): WordRow[] {
  const paths = new Map<string, string[]>();
  const values = new Map<string, Partial<Record<WordSet, string>>>();
  for (const set of WORD_SETS) {
    const words = (isVariant(set) ? overrides[set] : bundles[set]) as Record<string, unknown> | undefined;
    const known = new Map(paths);
    texts(words?.[section], [section], isVariant(set) ? known : paths, (key, text) => {
      if (isVariant(set) && !paths.has(key)) return;
      const row = values.get(key) ?? {};
      row[set] = text;
      values.set(key, row);
    });
  }
  return [...paths].map(([key, path]) => ({ key, path, values: values.get(key) ?? {} }));
}

/**
 * The rows with, after them, a row for each text the checks ask for that no language has yet (a banner's figure-free
 * discount, a text a new campaign needs): typed there, beside its message. `messages` are each set's, keyed by the
 * text's key path ("campaigns.xmas.banners.banner1.discountWithoutFigure").
 */
export function withAskedRows(
  rows: readonly WordRow[],
  section: string,
  messages: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): WordRow[] {
  const known = new Set(rows.map((row) => row.key));
  const asked: WordRow[] = [];
  for (const bySet of Object.values(messages))
    for (const key of Object.keys(bySet)) {
      const path = key.split(".");
      if (path[0] !== section || path.length < 2 || known.has(key)) continue;
      known.add(key);
      asked.push({ key, path, values: {} });
    }
  return asked.length ? [...rows, ...asked] : [...rows];
}

/** The JSON Pointer of a text in the document: /bundles/de/site/nav/products, /overrides/en-GB/campaigns/…. */
export function wordPointer(set: WordSet, path: readonly string[]): string {
  const part = isVariant(set) ? "overrides" : "bundles";
  return `/${part}/${set}/${path.map((key) => key.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;
}

/** A value set at a JSON Pointer of the document; no value: the field is taken out. */
export interface SetValue {
  path: string;
  value?: unknown;
}

/** What a set of words reads at a key path: its own value, else (for a regional variant) its parent's. */
function wordsAt(document: unknown, set: WordSet, path: readonly string[]): unknown {
  const own = valueAtPointer(document, [isVariant(set) ? "overrides" : "bundles", set, ...path]);
  const parent = WORD_SET_PARENTS[set];
  return own === undefined && parent ? wordsAt(document, parent, path) : own;
}

/**
 * A regional variant's text inside a list (a campaign's terms, their second paragraph) set as the whole list: an
 * override replaces a list whole (app/content/words/overrides.ts), so the text goes into the variant's list, or a copy
 * of its parent's where it has none; an emptied text takes its parent's again, and a list left the same as its
 * parent's is taken out (the variant reads its parent's). Any other value is set as it is.
 */
export function variantListSet(document: unknown, set: SetValue): SetValue {
  const [part, variant, ...path] = parsePointer(set.path);
  if (part !== "overrides" || !isVariant(variant as WordSet)) return set;
  const wordSet = variant as OverrideId;
  const parent = WORD_SET_PARENTS[wordSet]!;
  const at = path.findIndex((_, index) => Array.isArray(wordsAt(document, wordSet, path.slice(0, index + 1))));
  if (at < 0 || at === path.length - 1) return set;
  const listPath = path.slice(0, at + 1);
  const inner = path.slice(at + 1);
  const parentList = wordsAt(document, parent, listPath);
  const list = structuredClone(wordsAt(document, wordSet, listPath)) as unknown[];
  const holder = valueAtPointer(list, inner.slice(0, -1)) as Record<string, unknown> | undefined;
  if (!holder || typeof holder !== "object") return set;
  const value = set.value === undefined ? valueAtPointer(parentList, inner) : set.value;
  const key = inner.at(-1)!;
  if (value !== undefined) holder[key] = value;
  else if (Array.isArray(holder)) holder.splice(Number(key), 1);
  else delete holder[key];
  const pointer = formatPointer(["overrides", wordSet, ...listPath]);
  return JSON.stringify(list) === JSON.stringify(parentList) ? { path: pointer } : { path: pointer, value: list };
}

/**
 * The page where a words section shows most, for the Words screen's preview: in us, except the consent banner's words
 * (de: us asks for no consent) and sections no page has of its own (the site's shell, mails), which open the us home.
 */
const WORDS_PAGES: Record<string, { page: PageKey; region?: RegionCode }> = {
  products: { page: "flagship-bumblebee" },
  preorder: { page: "flagship-bumblebee" },
  buzz: { page: "toy-story-buzz-lightyear" },
  elite: { page: "elite-optimus-prime" },
  manuals: { page: "manuals" },
  dealers: { page: "where-to-buy" },
  support: { page: "support" },
  supportForms: { page: "product-registration" },
  account: { page: "login" },
  legal: { page: "privacy-policy" },
  consent: { page: "privacy-policy", region: "de" },
};

export function wordsPreviewPath(document: ContentDocument, section: string): string {
  if (section === "campaigns") {
    const campaign = Object.values(document.campaigns as Record<string, { page?: string }>).find((facts) => facts.page);
    if (campaign?.page) return regionPath("us", campaign.page);
  }
  const shown = WORDS_PAGES[section];
  const region = shown?.region ?? "us";
  return shown && pageExists(document, shown.page, region)
    ? regionPath(region, pageDef(document, shown.page).path)
    : regionPath(region);
}
