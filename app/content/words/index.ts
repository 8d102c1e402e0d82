// The words a region reads: its language's bundle with the region's overrides laid over it, in order. A bundle is a
// folder of JSON files, one per part of the site (site.json, campaigns.json, …); an override folder (en-GB, en-EU) holds
// only what differs. Both are checked against the schema where they are loaded.
import type { RegionCode } from "~/lib/regions";
import { mergeWords } from "./overrides";
import { wordsOverrideSchema, wordsSchema, type Words, type WordsOverride } from "./words.schema";

const files = import.meta.glob<unknown>("./*/*.json", { eager: true, import: "default" });

/** The JSON files of one folder as one object: "support-forms.json" → { supportForms: … }. */
function folder(name: string): Record<string, unknown> {
  const parts: Record<string, unknown> = {};
  for (const [file, value] of Object.entries(files)) {
    const match = /^\.\/([\w-]+)\/([\w-]+)\.json$/.exec(file);
    if (match?.[1] !== name) continue;
    parts[match[2]!.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return parts;
}

const parse = <T>(name: string, check: (value: unknown) => T): T => {
  try {
    return check(folder(name));
  } catch (error) {
    throw new Error(`words/${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
};

/** One bundle per language. */
export const LANGUAGE_BUNDLES = Object.fromEntries(
  (["zh", "en", "fr", "de", "ko", "ja"] as const).map((language) => [
    language,
    parse(language, (value) => wordsSchema.parse(value)),
  ]),
) as Record<"zh" | "en" | "fr" | "de" | "ko" | "ja", Words>;

/** Per-region overrides: a key the bundle does not have is an error. */
export const REGION_OVERRIDES = Object.fromEntries(
  (["en-GB", "en-EU"] as const).map((id) => [
    id,
    parse(id, (value) => wordsOverrideSchema.parse(value) as WordsOverride),
  ]),
) as Record<"en-GB" | "en-EU", WordsOverride>;

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
