// A product's learn-more page as the build's product routes and the route of pages made in the studio render it.
import { Gallery } from "~/components/product/Gallery";
import { MoreProducts } from "~/components/product/MoreProducts";
import { ProductHero } from "~/components/product/ProductHero";
import { ProductJsonLd } from "~/components/product/ProductJsonLd";
import { ProductNotice } from "~/components/product/ProductNotice";
import { ProductWarnings } from "~/components/product/ProductWarnings";
import { SpecsTable } from "~/components/product/SpecsTable";
import type { ProductView } from "~/pages/product/product-view";

export function ProductArticle({ view }: { view: ProductView }) {
  const { card, labels, tagline, description, specs, notice, warnings } = view;
  return (
    <>
      <ProductJsonLd data={view.jsonLd} />
      <ProductHero card={card} tagline={tagline} priceLabel={labels.price} />
      <section className="product-section product-overview" aria-labelledby="overview-title">
        <div className="container product-overview__inner">
          <h2 id="overview-title">{labels.overview}</h2>
          {description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      {specs.length ? (
        <SpecsTable title={labels.specs} rows={specs}>
          {notice ? <ProductNotice notice={notice} /> : null}
          {warnings ? <ProductWarnings warnings={warnings} /> : null}
        </SpecsTable>
      ) : null}
      {view.gallery.length > 1 ? <Gallery title={labels.gallery} items={view.gallery} /> : null}
      <MoreProducts title={labels.moreRobots} cards={view.more} prefix={view.prefix} learnMore={view.learnMore} />
    </>
  );
}
