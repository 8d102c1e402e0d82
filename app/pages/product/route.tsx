import { stylesheets } from "~/components/layout/stylesheet";
import { Gallery } from "~/components/product/Gallery";
import { MoreProducts } from "~/components/product/MoreProducts";
import { PRODUCT_HERO_SIZES, ProductHero } from "~/components/product/ProductHero";
import { ProductJsonLd } from "~/components/product/ProductJsonLd";
import { SpecsTable } from "~/components/product/SpecsTable";
import PRODUCT_FACTS from "~/content/product-facts";
import { wordsFor } from "~/content/words";
import { loadPage, notFound } from "~/request/page.server";
import { galleryImage, preloadImage } from "~/rules/images";
import { seoMeta } from "~/rules/meta";
import { REGIONS } from "~/rules/regions";
import { formatSpec } from "~/rules/specs";
import catalogueStyles from "~/styles/catalogue.css?url";
import { otherCatalogueCards, productOfPage } from "~/views/catalogue.server";
import { productPageData } from "~/views/product-page.server";
import type { Route } from "./+types/route";

// One learn-more page for every product without a page of its own (docs/requirements.md, "Product pages").
export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const id = productOfPage(page.pageKey);
  if (!id) notFound();
  const copy = wordsFor(page.region).products.products[id]?.learnMore;
  if (!copy) notFound();
  const product = productPageData(page, args.url, id, { description: copy.tagline });
  // Specs and gallery views are facts (product-facts.ts); their names and alt texts are the region's words.
  const facts = PRODUCT_FACTS[id];
  const words = wordsFor(page.region).products;
  const { intlLocale } = REGIONS[page.region];
  return {
    ...page,
    ...product,
    tagline: copy.tagline,
    description: copy.description,
    specs: facts
      ? facts.specs.map((spec) => ({
          name: words.labels.specNames[spec.key],
          value: formatSpec(spec.key, spec.value, intlLocale, spec.atLeast, words.labels.ageGrade),
        }))
      : [],
    gallery: [
      { image: product.card.image, alt: product.card.alt },
      ...(facts?.gallery ?? []).map((name) => ({ image: galleryImage(name), alt: words.galleryAlts[name] ?? "" })),
    ],
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
