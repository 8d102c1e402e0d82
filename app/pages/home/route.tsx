import { BANNER_ART } from "~/components/campaign/banner-art";
import { MediaPraise } from "~/components/home/MediaPraise";
import { SoftwareEcosystem } from "~/components/home/SoftwareEcosystem";
import { TileSection } from "~/components/home/TileSection";
import { DOCUMENT_ONLY } from "~/components/layout/document-only";
import { stylesheets } from "~/components/layout/stylesheet";
import { ContentLink } from "~/components/ui/ContentLink";
import { Picture } from "~/components/ui/Picture";
import { homeView } from "~/pages/home/home-view.server";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { bannerImage, preloadImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import catalogueStyles from "~/styles/catalogue.css?url";
import type { Route } from "./+types/route";

const HERO_SIZES = "100vw";

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return homeView(content, loadPage(args));
}

export const links: Route.LinksFunction = () => [preloadImage(bannerImage("home"), HERO_SIZES)];
// The home page is sent without React on a first visit (its JavaScript budget is 100 KB gzip):
// app/components/layout/document-only.ts.
export const handle = { ...stylesheets(catalogueStyles), ...DOCUMENT_ONLY };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { intro, currencyNote, currency, hero, prefix, learnMore, campaign } = loaderData;
  const campaignHero = campaign?.placement === "hero" ? campaign : null;
  const cta = campaignHero ? campaignHero.cta : hero.cta;
  return (
    <>
      {campaign?.placement === "banner" ? (
        <p className="home-promo">
          <ContentLink prefix={prefix} link={campaign.cta.link} className="home-promo__link">
            <strong>{campaign.name}</strong> {campaign.discount} <span aria-hidden="true">·</span>{" "}
            <span className="home-promo__cta">{campaign.cta.label}</span>
          </ContentLink>
        </p>
      ) : null}
      <section
        className={campaignHero ? "home-hero home-hero--banner home-hero--campaign" : "home-hero home-hero--banner"}
        aria-labelledby="home-title"
      >
        {campaignHero ? (
          <picture className="home-hero__banner">
            <source media={BANNER_ART.wide.media} srcSet={campaignHero.art.wide} />
            <img
              src={campaignHero.art.tall}
              width={BANNER_ART.tall.width}
              height={BANNER_ART.tall.height}
              alt={campaignHero.art.alt}
              fetchPriority="high"
            />
          </picture>
        ) : (
          <Picture image={hero.image} alt={hero.bannerAlt} sizes={HERO_SIZES} priority className="home-hero__banner" />
        )}
        <div className="home-hero__inner">
          <p className="home-hero__eyebrow">{campaignHero ? campaignHero.name : hero.eyebrow}</p>
          <h1 id="home-title">{intro.heading}</h1>
          {campaignHero ? (
            <p className="home-hero__intro">
              <strong>
                {campaignHero.title}: {campaignHero.discount}
              </strong>{" "}
              {campaignHero.describe}
            </p>
          ) : (
            <p className="home-hero__intro">{intro.intro}</p>
          )}
          <div className="home-hero__actions">
            <ContentLink prefix={prefix} link={cta.link} className="button button--primary">
              {cta.label}
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
      {loaderData.mediaPraise ? <MediaPraise praise={loaderData.mediaPraise} /> : null}
    </>
  );
}
