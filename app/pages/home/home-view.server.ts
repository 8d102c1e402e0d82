// The home page's view: the region's home content, its tiles' catalogue cards at `now`, and the campaign placed there.
import type { TileSectionData } from "~/components/home/TileSection";
import type { ContentDocument } from "~/content/document";
import { homePages } from "~/content/home";
import type { HomeContent } from "~/content/home.schema";
import type { HomeView } from "~/pages/home/home-view";
import { siteContent, type PageContext } from "~/request/page.server";
import { isNewAt } from "~/rules/freshness";
import { bannerImage } from "~/rules/images";
import { REGIONS, type RegionCode } from "~/rules/regions";
import { isOpen } from "~/rules/schedule";
import { regionCatalogueCard } from "~/views/catalogue.server";
import { homeCampaign } from "~/views/home-placement.server";

function tileSection(
  content: ContentDocument,
  region: RegionCode,
  section: HomeContent["section1"],
  now: Date,
): TileSectionData {
  return {
    title: section.title,
    // A tile with a window shows only while it is open (the schedule's events end the page's cache at its bounds).
    tiles: section.tiles
      .filter((tile) => !tile.window || isOpen(tile.window, now))
      .map(({ window: _window, ...tile }) => ({ ...tile, card: regionCatalogueCard(content, region, tile.key, now) })),
  };
}

/** The hero at `now`: its "New:" eyebrow while the product counts as new, its standing eyebrow from then on. */
function heroAt({ newEyebrow, ...hero }: HomeContent["hero"], now: Date): Omit<HomeContent["hero"], "newEyebrow"> {
  return newEyebrow && isNewAt(newEyebrow.until, now) ? { ...hero, eyebrow: newEyebrow.text } : hero;
}

export function homeView(content: ContentDocument, page: PageContext): HomeView {
  const site = siteContent(content, page.region);
  const home = homePages(content)[page.region];
  return {
    ...page,
    intro: site.homeIntro,
    currencyNote: site.ui.currencyNote,
    currency: REGIONS[page.region].currency,
    prefix: REGIONS[page.region].prefix,
    learnMore: site.buttons.learnMore,
    hero: { ...heroAt(home.hero, page.now), image: bannerImage("home") },
    campaign: homeCampaign(content, page.region, page.now),
    section1: tileSection(content, page.region, home.section1, page.now),
    section2: tileSection(content, page.region, home.section2, page.now),
    section3: tileSection(content, page.region, home.section3, page.now),
    softwareEcosystem: home.softwareEcosystem,
    mediaPraise: home.mediaPraise,
  };
}
