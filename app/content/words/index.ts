// The words a region reads: its language's bundle with the region's overrides laid over it, in order.
import type { RegionCode } from "~/lib/regions";
import de from "./de";
import en from "./en";
import enEU from "./en-EU";
import enGB from "./en-GB";
import fr from "./fr";
import ja from "./ja";
import ko from "./ko";
import zh from "./zh";
import { mergeWords } from "./overrides";
import type { Words, WordsOverride } from "./words.schema";

export const LANGUAGE_BUNDLES = { zh, en, fr, de, ko, ja } satisfies Record<string, Words>;
export const REGION_OVERRIDES = { "en-GB": enGB, "en-EU": enEU } satisfies Record<string, WordsOverride>;

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
    words = overrides.reduce(
      (sum, id) => mergeWords<Words>(sum, REGION_OVERRIDES[id]),
      LANGUAGE_BUNDLES[bundle] as Words,
    );
    merged.set(region, words);
  }
  return words;
}

/** A record of the regions (among `regions`) whose words have a part: `byRegion((words) => words.buzz, regions)`. */
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
