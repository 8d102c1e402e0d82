import type { Route } from "./+types/route";
import { stylesheets } from "~/components/layout/stylesheet";
import { MoreProducts } from "~/components/product/MoreProducts";
import { PRODUCT_HERO_SIZES, ProductHero } from "~/components/product/ProductHero";
import { ProductJsonLd } from "~/components/product/ProductJsonLd";
import { SpecsTable } from "~/components/product/SpecsTable";
import { wordsFor } from "~/content/words";
import { otherCatalogueCards, productOfPage } from "~/views/catalogue.server";
import { preloadImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import { loadPage, notFound } from "~/server/page.server";
import { productPageData } from "~/views/product-page.server";
import catalogueStyles from "~/styles/catalogue.css?url";

// One learn-more page for every product without a page of its own (spec §2 "Other links seen").
export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const id = productOfPage(page.pageKey);
  if (!id) notFound();
  const copy = wordsFor(page.region).products.products[id]?.learnMore;
  if (!copy) notFound();
  const product = productPageData(page, args.url, id, { description: copy.tagline });
  return {
    ...page,
    ...product,
    tagline: copy.tagline,
    description: copy.description,
    specs: copy.specs ?? null,
    more: otherCatalogueCards(page.region, id, page.now),
  };
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
      {specs ? <SpecsTable title={specs.title} rows={specs.rows} /> : null}
      <MoreProducts
        title={labels.moreRobots}
        cards={loaderData.more}
        prefix={loaderData.prefix}
        learnMore={loaderData.learnMore}
      />
    </>
  );
}
