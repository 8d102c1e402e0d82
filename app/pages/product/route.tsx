import { stylesheets } from "~/components/layout/stylesheet";
import { Gallery } from "~/components/product/Gallery";
import { MoreProducts } from "~/components/product/MoreProducts";
import { PRODUCT_HERO_SIZES, ProductHero } from "~/components/product/ProductHero";
import { ProductJsonLd } from "~/components/product/ProductJsonLd";
import { SpecsTable } from "~/components/product/SpecsTable";
import { productView } from "~/pages/product/product-view.server";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { publicOrigin } from "~/request/site-settings.server";
import { preloadImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import catalogueStyles from "~/styles/catalogue.css?url";
import type { Route } from "./+types/route";

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return productView(content, loadPage(args), publicOrigin(args.context, args.url));
}

export const handle = stylesheets(catalogueStyles);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [...seoMeta(loaderData.seo), { tagName: "link", ...preloadImage(loaderData.card.image, PRODUCT_HERO_SIZES) }]
    : [];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { card, labels, tagline, description, specs } = loaderData;
  return (
    <>
      <ProductJsonLd data={loaderData.jsonLd} />
      <ProductHero card={card} tagline={tagline} priceLabel={labels.price} />
      <section className="product-section product-overview" aria-labelledby="overview-title">
        <div className="container product-overview__inner">
          <h2 id="overview-title">{labels.overview}</h2>
          {description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      {specs.length ? <SpecsTable title={labels.specs} rows={specs} /> : null}
      {loaderData.gallery.length > 1 ? <Gallery title={labels.gallery} items={loaderData.gallery} /> : null}
      <MoreProducts
        title={labels.moreRobots}
        cards={loaderData.more}
        prefix={loaderData.prefix}
        learnMore={loaderData.learnMore}
      />
    </>
  );
}
