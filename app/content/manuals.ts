// The manual tables (docs/requirements.md, "Manuals"): per region with a manuals page, which manuals it lists in which
// series, and when each was updated. Names are words (`manuals` in words/<language>.json); sizes are read from the PDFs
// on disk. Each page links the PDFs in its region's language (scripts/manuals/generate.ts writes them).
import type { ContentDocument } from "~/content/document";
import type { ManualFacts, ManualsContent } from "~/content/manuals.schema";
import { derived } from "~/content/memo";
import { wordsFor } from "~/content/words";
import { REGIONS, type Language, type RegionCode } from "~/rules/regions";

const WEST: ManualFacts = [
  {
    series: "flagship",
    manuals: [
      { file: "flagship-bumblebee", date: "2024-11-27" },
      { file: "flagship-optimus-prime", date: "2024-11-25" },
      { file: "flagship-megatron", date: "2024-11-25" },
      { file: "grimlock-g1-flagship", date: "2024-11-25" },
      { file: "bumblebee-g1-performance", date: "2024-11-27" },
    ],
  },
  { series: "elite", manuals: [{ file: "elite-optimus-prime", date: "2024-11-25" }] },
  {
    series: "disneyPixar",
    manuals: [
      { file: "toy-story-buzz-lightyear", date: "2024-11-27" },
      { file: "buzz-lightyear-space-ranger-alpha", date: "2024-11-27" },
    ],
  },
  {
    series: "interstellar",
    manuals: [
      { file: "k1-pro-interstellar-scout", date: "2024-11-25" },
      { file: "k1-interstellar-scout", date: "2024-11-25" },
    ],
  },
  { series: "accessories", manuals: [{ file: "ai-base", date: "2024-11-27" }] },
];

/** The repository's manual tables (version 1 of the studio's content; app/content/repository.ts). */
export const manualTables: Partial<Record<RegionCode, ManualFacts>> = {
  cn: [
    {
      series: "flagship",
      manuals: [
        { file: "flagship-bumblebee", date: "2024-11-27" },
        { file: "flagship-optimus-prime", date: "2024-11-25" },
        { file: "flagship-megatron", date: "2024-11-25" },
        { file: "grimlock-g1-flagship", date: "2024-11-25" },
      ],
    },
    { series: "elite", manuals: [{ file: "elite-optimus-prime", date: "2024-11-25" }] },
    { series: "disneyPixar", manuals: [{ file: "toy-story-buzz-lightyear", date: "2024-11-27" }] },
    { series: "interstellar", manuals: [{ file: "k1-pro-interstellar-scout", date: "2024-11-25" }] },
    { series: "accessories", manuals: [{ file: "ai-base", date: "2024-11-27" }] },
  ],
  us: WEST,
  uk: WEST,
  eu: WEST,
  fr: WEST,
  de: WEST,
  // The Korean table keeps the older Interstellar manuals (2023) and the T9-E rover variant.
  kr: [
    {
      series: "flagship",
      manuals: [
        { file: "flagship-bumblebee", date: "2024-11-27" },
        { file: "flagship-optimus-prime", date: "2024-08-27" },
        { file: "flagship-megatron", date: "2024-08-27" },
        { file: "grimlock-g1-flagship", date: "2024-11-25" },
      ],
    },
    { series: "elite", manuals: [{ file: "elite-optimus-prime", date: "2024-08-27" }] },
    {
      series: "interstellar",
      manuals: [
        { file: "k1-pro-interstellar-scout", date: "2024-08-27" },
        { file: "k1-interstellar-scout", date: "2023-06-15" },
        { file: "t9-interstellar-agent", date: "2023-06-15" },
        { file: "t9-e-rover", date: "2023-06-15" },
      ],
    },
    { series: "accessories", manuals: [{ file: "ai-base", date: "2024-11-27" }] },
  ],
};

/**
 * The language of the manual PDFs a region's page links: the region's own (us, uk and eu read English, eu's page being
 * in English; docs/decisions/355-manuals-in-each-language.md).
 */
export function manualLanguage(region: RegionCode): Language {
  return REGIONS[region].language;
}

/**
 * The languages whose manual translation (scripts/manuals/texts/<language>.ts) the product team's qualified review has
 * confirmed: who and on which day. Until then `content:readiness` lists it among the blockers of each market whose
 * manuals page links that language (English is the source and needs none).
 */
export const confirmedManualTranslations: Partial<Record<Language, { by: string; on: string }>> = {};

/** Where a manual's PDF in a language lies under public/ (and the client build), and its URL path after "/". */
export function manualPath(language: Language, file: string): string {
  return `downloads/manuals/${language}/${file}.pdf`;
}

function assemble(content: ContentDocument, region: RegionCode): ManualsContent | undefined {
  const tables = content.manuals[region];
  const words = wordsFor(content, region).manuals;
  if (!tables || !words) return undefined;
  const { series, names, ...labels } = words;
  return {
    ...labels,
    seriesName: tables.map((table) => series[table.series] ?? table.series),
    data: tables.map((table) => table.manuals.map((row) => ({ ...row, name: names[row.file] ?? row.file }))),
  };
}

/** Each region's manuals page, where it has manual tables and their words. */
export const manualsPages = derived((content: ContentDocument): Partial<Record<RegionCode, ManualsContent>> =>
  Object.fromEntries(
    (Object.keys(content.manuals) as RegionCode[]).flatMap((region) => {
      const page = assemble(content, region);
      return page ? [[region, page]] : [];
    }),
  ),
);
