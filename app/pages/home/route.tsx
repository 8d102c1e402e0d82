import type { Route } from "./+types/route";
import { stylesheets } from "~/components/layout/stylesheet";
import { DOCUMENT_ONLY } from "~/components/layout/document-only";
import { MediaPraise } from "~/components/home/MediaPraise";
import { SoftwareEcosystem } from "~/components/home/SoftwareEcosystem";
import { TileSection, type TileSectionData } from "~/components/home/TileSection";
import { ContentLink } from "~/components/ui/ContentLink";
import { Picture } from "~/components/ui/Picture";
import { HOMES } from "~/content/home";
import type { HomeContent } from "~/content/home.schema";
import { regionCatalogueCard } from "~/views/catalogue.server";
import { bannerImage, preloadImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import { loadPage, siteContent } from "~/server/page.server";
import { REGIONS, type RegionCode } from "~/rules/regions";
import catalogueStyles from "~/styles/catalogue.css?url";

const HERO_SIZES = "100vw";

function tileSection(region: RegionCode, section: HomeContent["section1"], now: Date): TileSectionData {
  return {
    title: section.title,
    tiles: section.tiles.map((tile) => ({ ...tile, card: regionCatalogueCard(region, tile.key, now) })),
  };
}

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const site = siteContent(page.region);
  const home = HOMES[page.region];
  return {
    ...page,
    intro: site.homeIntro,
    currencyNote: site.ui.currencyNote,
    currency: REGIONS[page.region].currency,
    prefix: REGIONS[page.region].prefix,
    learnMore: site.buttons.learnMore,
    hero: { ...home.hero, image: bannerImage("home") },
    section1: tileSection(page.region, home.section1, page.now),
    section2: tileSection(page.region, home.section2, page.now),
    section3: tileSection(page.region, home.section3, page.now),
    softwareEcosystem: home.softwareEcosystem,
    mediaPraise: home.mediaPraise,
  };
}

export const links: Route.LinksFunction = () => [preloadImage(bannerImage("home"), HERO_SIZES)];
// The home page is sent without React on a first visit (its JavaScript budget is 100 KB gzip): lib/document-only.ts.
export const handle = { ...stylesheets(catalogueStyles), ...DOCUMENT_ONLY };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { intro, currencyNote, currency, hero, prefix, learnMore } = loaderData;
  return (
    <>
      <section className="home-hero home-hero--banner" aria-labelledby="home-title">
        <Picture image={hero.image} alt={hero.bannerAlt} sizes={HERO_SIZES} priority className="home-hero__banner" />
        <div className="home-hero__inner">
          <p className="home-hero__eyebrow">{hero.eyebrow}</p>
          <h1 id="home-title">{intro.heading}</h1>
          <p className="home-hero__intro">{intro.intro}</p>
          <div className="home-hero__actions">
            <ContentLink prefix={prefix} link={hero.cta.link} className="button button--primary">
              {hero.cta.label}
            </ContentLink>
            <p className="home-hero__currency" data-currency={currency}>
              {currencyNote}
            </p>
          </div>
        </div>
      </section>
      {(
        [
          [loaderData.section1, "featured"],
          [loaderData.section2, "grid"],
          [loaderData.section3, "slogan"],
        ] as const
      ).map(([section, variant], index) => (
        <TileSection
          key={variant}
          id={`home-section${index + 1}`}
          section={section}
          prefix={prefix}
          learnMore={learnMore}
          variant={variant}
        />
      ))}
      <SoftwareEcosystem ecosystem={loaderData.softwareEcosystem} />
      <MediaPraise praise={loaderData.mediaPraise} />
    </>
  );
}
