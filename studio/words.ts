// The words of every language side by side: the bundles of the content document (words/<language>.json)
// flattened to one row per text key, a column per language. Pure, browser-safe.

import { LANGUAGES, type Language, type RegionCode } from "~/rules/regions";

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
/** A region as the studio names it: "United Kingdom", "Germany" (never its code). */
export const regionName = (code: RegionCode): string =>
  regionNames.of(code === "uk" ? "GB" : code.toUpperCase()) ?? code;

export type WordLanguage = Language;
/** The languages of the site's bundles, in the order the studio shows them (English, the base, first). */
export const WORD_LANGUAGES: readonly WordLanguage[] = ["en", ...LANGUAGES.filter((language) => language !== "en")];

export interface WordRow {
  /** The text's key path inside a bundle: ["site", "nav", "products"]. */
  path: string[];
  /** "site.nav.products". */
  key: string;
  /** Each language's text; absent where the bundle has none (the page falls back to the parent language's). */
  values: Partial<Record<WordLanguage, string>>;
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

/** The rows of one section: every key any language has, in the order the languages list them. */
export function wordRows(bundles: Readonly<Record<string, unknown>>, section: string): WordRow[] {
  const paths = new Map<string, string[]>();
  const values = new Map<string, Partial<Record<WordLanguage, string>>>();
  for (const language of WORD_LANGUAGES) {
    const bundle = bundles[language] as Record<string, unknown> | undefined;
    texts(bundle?.[section], [section], paths, (key, text) => {
      const row = values.get(key) ?? {};
      row[language] = text;
      values.set(key, row);
    });
  }
  return [...paths].map(([key, path]) => ({ key, path, values: values.get(key) ?? {} }));
}

/** The JSON Pointer of a text in the document: /bundles/de/site/nav/products. */
export function wordPointer(language: WordLanguage, path: readonly string[]): string {
  return `/bundles/${language}/${path.map((key) => key.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;
}
