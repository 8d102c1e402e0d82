// The words a region reads: its language's bundle with the region's overrides laid over it, in order. A bundle is one
// JSON file per language (as next-intl keeps its message bundles), grouped by part of the site (site, campaigns, …);
// an override file (en-GB, en-EU) holds only what differs. Both are checked against the schema where they are loaded.
import type { RegionCode } from "~/rules/regions";
import de from "./de.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import enEU from "./en-EU.json" with { type: "json" };
import enGB from "./en-GB.json" with { type: "json" };
import fr from "./fr.json" with { type: "json" };
import ja from "./ja.json" with { type: "json" };
import ko from "./ko.json" with { type: "json" };
import zh from "./zh.json" with { type: "json" };
import { mergeWords } from "./overrides";
import { wordsOverrideSchema, wordsSchema, type Words, type WordsOverride } from "./words.schema";

const parse = <T>(name: string, check: () => T): T => {
  try {
    return check();
  } catch (error) {
    throw new Error(`words/${name}.json: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
};

/** One bundle per language (JSON widens its values to strings: the schema checks each and gives it its type). */
export const LANGUAGE_BUNDLES: Record<"zh" | "en" | "fr" | "de" | "ko" | "ja", Words> = Object.fromEntries(
  Object.entries({ zh, en, fr, de, ko, ja }).map(([name, json]) => [name, parse(name, () => wordsSchema.parse(json))]),
) as Record<"zh" | "en" | "fr" | "de" | "ko" | "ja", Words>;

/** Per-region overrides: a key the bundle does not have is an error. */
export const REGION_OVERRIDES: Record<"en-GB" | "en-EU", WordsOverride> = {
  "en-GB": parse("en-GB", () => wordsOverrideSchema.parse(enGB) as WordsOverride),
  "en-EU": parse("en-EU", () => wordsOverrideSchema.parse(enEU) as WordsOverride),
};

/** Which bundle a region reads and which overrides it lays over it (en-EU builds on en-GB). */
export const REGION_WORDS: Record<
  RegionCode,
  { bundle: keyof typeof LANGUAGE_BUNDLES; overrides: (keyof typeof REGION_OVERRIDES)[] }
> = {
  cn: { bundle: "zh", overrides: [] },
  us: { bundle: "en", overrides: [] },
  uk: { bundle: "en", overrides: ["en-GB"] },
  eu: { bundle: "en", overrides: ["en-GB", "en-EU"] },
  fr: { bundle: "fr", overrides: [] },
  de: { bundle: "de", overrides: [] },
  kr: { bundle: "ko", overrides: [] },
  jp: { bundle: "ja", overrides: [] },
};

const merged = new Map<RegionCode, Words>();

/** The words of a region (merged once per process: content is code). */
export function wordsFor(region: RegionCode): Words {
  let words = merged.get(region);
  if (!words) {
    const { bundle, overrides } = REGION_WORDS[region];
    words = overrides.reduce((sum, id) => mergeWords<Words>(sum, REGION_OVERRIDES[id]), LANGUAGE_BUNDLES[bundle]);
    merged.set(region, words);
  }
  return words;
}

/** A record of the regions (among `regions`) whose words have a part: `regionsWith((words) => words.buzz, regions)`. */
export function regionsWith<T>(
  pick: (words: Words) => T | undefined,
  regions: readonly RegionCode[],
): Partial<Record<RegionCode, T>> {
  const record: Partial<Record<RegionCode, T>> = {};
  for (const region of regions) {
    const value = pick(wordsFor(region));
    if (value !== undefined) record[region] = value;
  }
  return record;
}
