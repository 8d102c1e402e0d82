// Which words each region reads: its language's bundle, the region overrides laid over it, and the language a bundle
// falls back to where it lacks a text (the site is written in English first).
import type { RegionCode } from "~/rules/regions";

export type Language = "zh" | "en" | "fr" | "de" | "ko" | "ja";
export type OverrideId = "en-GB" | "en-EU";

/** Which bundle a region reads and which overrides it lays over it (en-EU builds on en-GB). */
export const REGION_WORDS: Record<RegionCode, { bundle: Language; overrides: OverrideId[] }> = {
  cn: { bundle: "zh", overrides: [] },
  us: { bundle: "en", overrides: [] },
  uk: { bundle: "en", overrides: ["en-GB"] },
  eu: { bundle: "en", overrides: ["en-GB", "en-EU"] },
  fr: { bundle: "fr", overrides: [] },
  de: { bundle: "de", overrides: [] },
  kr: { bundle: "ko", overrides: [] },
  jp: { bundle: "ja", overrides: [] },
};

/** The language whose text a bundle shows where it lacks one (content:check names every such text). */
export const LANGUAGE_PARENTS: Record<Language, Language | null> = {
  en: null,
  zh: "en",
  fr: "en",
  de: "en",
  ko: "en",
  ja: "en",
};
