// The words a region reads: its language's bundle with the region's overrides laid over it, in order. A bundle is one
// JSON file per language (as next-intl keeps its message bundles), grouped by part of the site (site, campaigns, …);
// an override file (en-GB, en-EU) holds only what differs. Both are checked against the schema where they are loaded.
// A bundle that lacks a text or has a bad one reads its parent language's (en) there instead of failing every page:
// `npm run content:check` names each such text, so it is translated before it ships.
import type { ContentDocument } from "~/content/document";
import { derived, derivedMap } from "~/content/memo";
import de from "~/content/words/de.json" with { type: "json" };
import enEU from "~/content/words/en-EU.json" with { type: "json" };
import enGB from "~/content/words/en-GB.json" with { type: "json" };
import en from "~/content/words/en.json" with { type: "json" };
import fr from "~/content/words/fr.json" with { type: "json" };
import ja from "~/content/words/ja.json" with { type: "json" };
import ko from "~/content/words/ko.json" with { type: "json" };
import { mergeWords } from "~/content/words/overrides";
import { LANGUAGE_PARENTS, REGION_WORDS, type Language } from "~/content/words/regions";
import { wordsOverrideSchema, wordsSchema, type Words, type WordsOverride } from "~/content/words/words.schema";
import zh from "~/content/words/zh.json" with { type: "json" };
import type { RegionCode } from "~/rules/regions";
import { LANGUAGE_TYPOGRAPHY } from "~/rules/typography";

export { REGION_WORDS, type Language };

type Path = readonly PropertyKey[];

const at = (root: unknown, path: Path): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as never)[key] : undefined), root);

function put(root: Record<PropertyKey, unknown>, path: Path, value: unknown): void {
  let node: Record<PropertyKey, unknown> = root;
  path.slice(0, -1).forEach((key, index) => {
    if (!node[key] || typeof node[key] !== "object") node[key] = typeof path[index + 1] === "number" ? [] : {};
    node = node[key] as Record<PropertyKey, unknown>;
  });
  node[path[path.length - 1]!] = value;
}

function remove(root: unknown, path: Path): void {
  const parent = at(root, path.slice(0, -1));
  if (parent && typeof parent === "object") delete (parent as Record<PropertyKey, unknown>)[path[path.length - 1]!];
}

/**
 * A bundle as the schema wants it: each missing or bad text taken from `parent` (the nearest part of it the parent
 * has), each unknown key dropped. Throws only where there is no parent to take a text from.
 */
export function mendWords(name: string, json: unknown, parent: Words | undefined): Words {
  const value = structuredClone(json) as Record<PropertyKey, unknown>;
  for (let round = 0; round < 20; round++) {
    const result = wordsSchema.safeParse(value);
    if (result.success) return result.data;
    let mended = false;
    for (const issue of result.error.issues) {
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys) remove(value, [...issue.path, key]);
        mended = true;
        continue;
      }
      for (let depth = issue.path.length; depth > 0 && parent; depth--) {
        const fallback = at(parent, issue.path.slice(0, depth));
        if (fallback === undefined) continue;
        put(value, issue.path.slice(0, depth), structuredClone(fallback));
        mended = true;
        break;
      }
    }
    if (!mended) break;
  }
  throw new Error(`words/${name}.json does not match the words schema (npm run content:check names each problem)`);
}

/** An override with every key the bundle does not have, and every bad text, left out. */
export function mendOverride(json: unknown): WordsOverride {
  const value = structuredClone(json);
  for (let round = 0; round < 20; round++) {
    const result = wordsOverrideSchema.safeParse(value);
    if (result.success) return result.data as WordsOverride;
    for (const issue of result.error.issues)
      if (issue.code === "unrecognized_keys") for (const key of issue.keys) remove(value, [...issue.path, key]);
      else remove(value, issue.path);
  }
  return {};
}

/** The repository's words (version 1 of the studio's content; app/content/repository.ts). */
export const repositoryBundles = { zh, en, fr, de, ko, ja };
export const repositoryOverrides = { "en-GB": enGB, "en-EU": enEU };

/** One bundle per language (JSON widens its values to strings: the schema checks each and gives it its type). */
export const languageBundles = derived((content: ContentDocument): Record<Language, Words> => {
  const raw = content.bundles;
  const bundles = {} as Record<Language, Words>;
  const load = (language: Language): Words => {
    if (!bundles[language]) {
      const parent = LANGUAGE_PARENTS[language];
      bundles[language] = mendWords(language, raw[language], parent ? load(parent) : undefined);
    }
    return bundles[language];
  };
  for (const language of Object.keys(raw) as Language[]) load(language);
  return bundles;
});
/** Per-region overrides: a key the bundle does not have is left out (and named by content:check). */
export const regionOverrides = derived((content: ContentDocument): Record<"en-GB" | "en-EU", WordsOverride> => {
  const raw = content.overrides;
  return { "en-GB": mendOverride(raw["en-GB"] ?? {}), "en-EU": mendOverride(raw["en-EU"] ?? {}) };
});

/** Every text inside a value, changed by `change` (objects and arrays copied, all the way down). */
function mapTexts<T>(value: T, change: (text: string) => string): T {
  if (typeof value === "string") return change(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapTexts(item, change)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapTexts(item, change)])) as T;
  return value;
}

const merged = derivedMap<RegionCode, Words>();

/** The words of a region (merged once per content document). */
export function wordsFor(content: ContentDocument, region: RegionCode): Words {
  let words = merged(content).get(region);
  if (!words) {
    const { bundle, overrides } = REGION_WORDS[region];
    const own = regionOverrides(content);
    words = overrides.reduce((sum, id) => mergeWords<Words>(sum, own[id]), languageBundles(content)[bundle]);
    // The language's typography (French spaces), laid over every text here: the bundles never type it.
    const typography = LANGUAGE_TYPOGRAPHY[bundle];
    if (typography) words = mapTexts(words, typography);
    merged(content).set(region, words);
  }
  return words;
}

/** A record of the regions (among `regions`) whose words have a part: `regionsWith(content, (words) => words.buzz, regions)`. */
export function regionsWith<T>(
  content: ContentDocument,
  pick: (words: Words) => T | undefined,
  regions: readonly RegionCode[],
): Partial<Record<RegionCode, T>> {
  const record: Partial<Record<RegionCode, T>> = {};
  for (const region of regions) {
    const value = pick(wordsFor(content, region));
    if (value !== undefined) record[region] = value;
  }
  return record;
}
