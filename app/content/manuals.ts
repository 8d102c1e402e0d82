// The manual tables (docs/requirements.md, "Manuals"): per region with a manuals page, which manuals it lists in which
// series, and when each was updated. Names are words (`manuals` in words/<language>.json); sizes are read from the PDFs
// on disk.
import { contentDocument, derived, live, registerRepositoryPart } from "~/content/live";
import type { ManualFacts, ManualsContent } from "~/content/manuals.schema";
import { wordsFor } from "~/content/words";
import type { RegionCode } from "~/rules/regions";

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

/** The repository's manual tables (version 1 of the studio's content; app/content/live.ts). */
const manualTables: Partial<Record<RegionCode, ManualFacts>> = {
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

registerRepositoryPart("manuals", manualTables);

/** The manual tables of the content being rendered (the published version, or a previewed draft). */
export const MANUAL_TABLES: Partial<Record<RegionCode, ManualFacts>> = live(() => contentDocument().manuals);

function assemble(region: RegionCode): ManualsContent | undefined {
  const tables = MANUAL_TABLES[region];
  const words = wordsFor(region).manuals;
  if (!tables || !words) return undefined;
  const { series, names, ...labels } = words;
  return {
    ...labels,
    seriesName: tables.map((table) => series[table.series] ?? table.series),
    data: tables.map((table) => table.manuals.map((row) => ({ ...row, name: names[row.file] ?? row.file }))),
  };
}

export const MANUALS: Partial<Record<RegionCode, ManualsContent>> = live(
  derived(() =>
    Object.fromEntries(
      (Object.keys(MANUAL_TABLES) as RegionCode[]).flatMap((region) => {
        const content = assemble(region);
        return content ? [[region, content]] : [];
      }),
    ),
  ),
);
