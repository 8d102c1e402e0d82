import { ProductTile } from "~/components/product/ProductTile";
import type { CatalogueCard } from "~/rules/catalogue-card";

/** Other robots the region sells, as tiles. */
export function MoreProducts({
  title,
  cards,
  prefix,
  learnMore,
}: {
  title: string;
  cards: CatalogueCard[];
  prefix: string;
  learnMore: string;
}) {
  if (cards.length === 0) return null;
  return (
    <section className="product-section product-more fade-in" aria-labelledby="more-title">
      <div className="container">
        <h2 id="more-title">{title}</h2>
        <div className="home-tiles__grid">
          {cards.map((card) => (
            <ProductTile key={card.id} card={card} prefix={prefix} learnMore={learnMore} />
          ))}
        </div>
      </div>
    </section>
  );
}
