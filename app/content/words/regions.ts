// Which words each region reads: its language's bundle (the region's `language`, app/rules/regions.ts), the region
// overrides laid over it, and the language a bundle falls back to where it lacks a text (the site is written in English
// first).
import { LANGUAGES, REGION_CODES, REGIONS, type Language, type RegionCode } from "~/rules/regions";

export type { Language };

/** What a region's English changes: one file each (words/en-GB.json, words/en-EU.json); en-EU builds on en-GB. */
export const OVERRIDE_IDS = ["en-GB", "en-EU"] as const;
export type OverrideId = (typeof OVERRIDE_IDS)[number];

/** The overrides a region lays over its language's bundle, in order; a region not named here has none. */
const REGION_OVERRIDES: Partial<Record<RegionCode, OverrideId[]>> = { uk: ["en-GB"], eu: ["en-GB", "en-EU"] };

/** Which bundle a region reads and which overrides it lays over it. */
export const REGION_WORDS = Object.fromEntries(
  REGION_CODES.map((region) => [
    region,
    { bundle: REGIONS[region].language, overrides: REGION_OVERRIDES[region] ?? [] },
  ]),
) as Record<RegionCode, { bundle: Language; overrides: OverrideId[] }>;

/** The word sets a region reads, most specific first: its overrides (last laid first), then its language's bundle. */
export function regionWordSets(region: RegionCode): (Language | OverrideId)[] {
  const { bundle, overrides } = REGION_WORDS[region];
  return [...overrides].reverse().concat(bundle as never);
}

/**
 * A text an entry carries itself, per language (`{ en: "…", "en-GB": "…", ja: "…" }`), as a region reads it: its most
 * specific word set that has one. Undefined where none has.
 */
export function regionText(
  texts: Partial<Record<Language | OverrideId, string>> | undefined,
  region: RegionCode,
): string | undefined {
  if (!texts) return undefined;
  for (const set of regionWordSets(region)) if (texts[set]) return texts[set];
  return undefined;
}

/** The language whose text a bundle shows where it lacks one (content:check names every such text): English. */
export const LANGUAGE_PARENTS = Object.fromEntries(
  LANGUAGES.map((language) => [language, language === "en" ? null : "en"]),
) as Record<Language, Language | null>;
