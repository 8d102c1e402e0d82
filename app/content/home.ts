// The home page (docs/requirements.md, "Home page"): per region, the product the hero presents and the three rows of
// tiles, and the hub and studio links. Tile names, prices, buttons and pictures come from the catalogue, words from
// `home` in words/<language>.json. homePages(content) is the assembled page per region; what changes with time (the
// tiles' cards, the tiles shown in a window, the hero's "New:" line) is chosen at `now` by the page's view
// (pages/home/home-view.server.ts).
import type { ProductId } from "~/content/catalogue.schema";
import type { ContentDocument } from "~/content/document";
import {
  tileProduct,
  type HomeContent,
  type HomeFacts,
  type HomeTile,
  type HomeTileEntry,
} from "~/content/home.schema";
import { derived } from "~/content/memo";
import { wordsFor } from "~/content/words";
import { plainName } from "~/rules/catalogue";
import { fillTemplate } from "~/rules/copy-template";
import { productNewUntil } from "~/rules/freshness";
import { REGION_CODES, REGIONS, type RegionCode } from "~/rules/regions";
import { regionWindow } from "~/rules/schedule";

const WEST_ROWS: [ProductId[], ProductId[]] = [
  ["flagshipBumblebee", "toyStoryBuzzLightyear"],
  ["eliteOptimusPrime", "grimlockG1Flagship", "flagshipOptimusPrime", "flagshipMegatron"],
];
const west = (language: string) => ({
  hero: "flagshipBumblebee" as const,
  sections: [...WEST_ROWS, ["k1ProInterstellarScout", "bumblebeeG1Performance", "aiBase"]] as [
    ProductId[],
    ProductId[],
    ProductId[],
  ],
  ecosystem: { hub: `https://hub.mechaforge.com/${language}`, studio: `https://studio.mechaforge.com/${language}` },
  press: [],
});

/** The repository's home pages (version 1 of the studio's content; app/content/repository.ts). */
export const home: HomeFacts = {
  regions: {
    cn: {
      hero: "flagshipBumblebee",
      sections: [...WEST_ROWS, ["k1ProInterstellarScout", "aiBase", "interstellarAgentT9"]],
      ecosystem: { hub: "https://hub.mechaforge.cn", studio: "https://studio.mechaforge.cn" },
      // No press quotes yet: none is invented (docs/decisions/020-no-invented-praise.md).
      press: [],
    },
    us: west("en"),
    uk: west("en"),
    eu: west("en"),
    fr: west("fr"),
    de: west("de"),
    kr: {
      hero: "flagshipOptimusPrime",
      sections: [["flagshipOptimusPrime", "flagshipMegatron"], ["k1ProInterstellarScout"], ["t9"]],
      ecosystem: { hub: "https://hub.mechaforge.com/ko", studio: "https://studio.mechaforge.com/ko" },
      press: [],
    },
    jp: {
      hero: "flagshipBumblebee",
      sections: [
        ["flagshipBumblebee", "flagshipOptimusPrime"],
        ["grimlockG1Flagship", "flagshipMegatron"],
        ["k1ProInterstellarScout"],
      ],
      ecosystem: { hub: "https://hub.mechaforge.com/ja", studio: "https://studio.mechaforge.com/ja" },
      press: [],
    },
  },
};

function assemble(content: ContentDocument, region: RegionCode): HomeContent {
  const words = wordsFor(content, region);
  const home = words.home;
  const layout = content.home.regions[region];
  const products = content.products;
  const name = (id: ProductId) => plainName(words.products.products[id]?.name ?? id);
  const tile = (entry: HomeTileEntry): HomeTile => {
    const key = tileProduct(entry);
    const licence = products[key]?.licence;
    return {
      key,
      title: name(key),
      subtitle: home.tiles[key] ?? "",
      ...(licence ? { copyright: home.licences[licence] } : {}),
      ...(typeof entry === "string" ? {} : { window: regionWindow(entry, REGIONS[region].timeZone) }),
    };
  };
  const heroPage = products[layout.hero]?.page ?? "";
  const heroName = { name: name(layout.hero) };
  const newUntil = productNewUntil(content, layout.hero, region);
  // A tile of a product the catalogue does not know is left out (content:check names it).
  const [first, second, third] = layout.sections.map((row) =>
    row.filter((entry) => products[tileProduct(entry)] !== undefined),
  );
  return {
    hero: {
      eyebrow: fillTemplate(home.hero.eyebrow, heroName),
      ...(home.hero.newEyebrow && newUntil !== null
        ? { newEyebrow: { text: fillTemplate(home.hero.newEyebrow, heroName), until: newUntil } }
        : {}),
      bannerAlt: home.hero.bannerAlt,
      cta: { label: fillTemplate(home.hero.cta, heroName), link: heroPage },
    },
    section1: { title: home.sections.section1, tiles: first!.map(tile) },
    section2: { title: home.sections.section2, tiles: second!.map(tile) },
    section3: { title: home.sections.section3, tiles: third!.map(tile) },
    softwareEcosystem: {
      title: home.softwareEcosystem.title,
      subtitle: home.softwareEcosystem.subtitle,
      items: (["hub", "studio"] as const).map((key) => ({
        key,
        ...home.softwareEcosystem.items[key],
        link: layout.ecosystem[key],
      })),
    },
    mediaPraise: layout.press.length
      ? { title: home.mediaPraise.title, list: layout.press.map(({ quote, outlet, url }) => ({ quote, outlet, url })) }
      : null,
  };
}

/** Each region's home page. */
export const homePages = derived(
  (content: ContentDocument) =>
    Object.fromEntries(REGION_CODES.map((region) => [region, assemble(content, region)])) as Record<
      RegionCode,
      HomeContent
    >,
);
