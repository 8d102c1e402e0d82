import { stylesheets } from "~/components/layout/stylesheet";
import { ComparisonChart } from "~/components/product/ComparisonChart";
import { Gallery } from "~/components/product/Gallery";
import { InPageMenu } from "~/components/product/InPageMenu";
import { PRODUCT_BANNER_SIZES, ProductBanner } from "~/components/product/ProductBanner";
import { ProductButton } from "~/components/product/ProductButton";
import { ProductHighlights } from "~/components/product/ProductHighlights";
import { ProductJsonLd } from "~/components/product/ProductJsonLd";
import { ProductPrice } from "~/components/product/ProductPrice";
import { SpecsTable } from "~/components/product/SpecsTable";
import { VideoButton } from "~/components/video/VideoButton";
import { eliteView } from "~/pages/elite/elite-view.server";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { publicOrigin } from "~/request/site-settings.server";
import { bannerImage, preloadImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import catalogueStyles from "~/styles/catalogue.css?url";
import type { Route } from "./+types/route";

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return eliteView(content, loadPage(args), publicOrigin(args.context, args.url));
}

export const links: Route.LinksFunction = () => [
  preloadImage(bannerImage("elite-optimus-prime"), PRODUCT_BANNER_SIZES),
];
export const handle = stylesheets(catalogueStyles);

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function EliteOptimusPrime({ loaderData: data }: Route.ComponentProps) {
  const { card, labels } = data;
  return (
    <>
      <ProductJsonLd data={data.jsonLd} />
      <ProductBanner
        id="elite-banner"
        titleId="elite-title"
        variant="elite"
        banner={data.banner}
        eyebrow={data.banner.eyebrow}
      >
        <p>{data.banner.subtitle}</p>
        <ProductPrice label={labels.price} card={card} />
        <div className="product-hero__actions">
          <ProductButton button={card.button} productName={card.plainName} />
          {(["product", "demo"] as const).map((slot) => (
            <VideoButton
              key={slot}
              label={data.videos[slot]}
              videoTitle={data.videos[slot]}
              clip={data.clips[slot]}
              closeLabel={labels.video.close}
            />
          ))}
        </div>
      </ProductBanner>
      <InPageMenu label={labels.inPageMenu} items={data.menus} />
      <section id="overview" className="product-section product-overview" aria-labelledby="overview-title">
        <div className="container product-overview__inner">
          <h2 id="overview-title">{data.overview.title}</h2>
          {data.overview.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ProductHighlights items={data.overview.highlights} />
        </div>
      </section>
      <SpecsTable title={data.specs.title} rows={data.specs.rows} />
      <Gallery title={data.gallery.title} items={data.gallery.items} />
      <ComparisonChart
        title={data.comparison.title}
        priceLabel={labels.price}
        cards={[data.comparison.cards[0], data.comparison.cards[1]]}
        rows={data.comparison.rows}
      />
    </>
  );
}
