// What a region's home page shows (built by home-view.server.ts).
import type { TileSectionData } from "~/components/home/TileSection";
import type { HomeContent } from "~/content/home.schema";
import type { PageContext } from "~/request/page.server";
import type { ImageRef } from "~/rules/images";
import type { Region } from "~/rules/regions";
import type { HomeCampaign } from "~/views/home-placement";
import type { SiteContent } from "~/views/site-content";

export interface HomeView extends PageContext {
  intro: SiteContent["homeIntro"];
  currencyNote: SiteContent["ui"]["currencyNote"];
  currency: Region["currency"];
  prefix: string;
  learnMore: string;
  /** The hero at the page's moment: its eyebrow already chosen (the "New:" line while the product is new). */
  hero: Omit<HomeContent["hero"], "newEyebrow"> & { image: ImageRef };
  /** A running campaign placed on the home page: the hero presents it, or a banner above the hero points to it. */
  campaign: HomeCampaign | null;
  section1: TileSectionData;
  section2: TileSectionData;
  section3: TileSectionData;
  softwareEcosystem: HomeContent["softwareEcosystem"];
  mediaPraise: HomeContent["mediaPraise"];
}
