import { ProductButton } from "~/components/product/ProductButton";
import { ProductName } from "~/components/product/ProductName";
import { ContentLink } from "~/components/ui/ContentLink";
import { Picture } from "~/components/ui/Picture";
import type { CatalogueCard } from "~/rules/catalogue-card";

interface ProductTileProps {
  card: CatalogueCard;
  prefix: string;
  learnMore: string;
  /** Headline and line from home content; the catalogue name is used when absent. */
  title?: string;
  subtitle?: string;
  copyright?: string;
  /** Tile width on screen, for the image's `sizes`. */
  sizes?: string;
  headingLevel?: "h2" | "h3";
}

/** A product tile: artwork, name, price in the region's currency, shop button and learn-more link. */
export function ProductTile({
  card,
  prefix,
  learnMore,
  title,
  subtitle,
  copyright,
  sizes = "(min-width: 1024px) 280px, (min-width: 768px) 45vw, 90vw",
  headingLevel: Heading = "h3",
}: ProductTileProps) {
  const headingId = `tile-${card.id}`;
  return (
    <article className="product-tile" aria-labelledby={headingId} data-product={card.id}>
      <div className="product-tile__media">
        <Picture image={card.image} alt={card.alt} sizes={sizes} />
      </div>
      <div className="product-tile__body">
        <Heading id={headingId} className="product-tile__title">
          {title ?? <ProductName lines={card.name} />}
        </Heading>
        {subtitle ? <p className="product-tile__subtitle">{subtitle}</p> : null}
        <p className="product-tile__price" data-price={card.price} data-currency={card.currency}>
          {card.priceText}
        </p>
        {card.ecoParticipation ? <p className="product-tile__eco">{card.ecoParticipation}</p> : null}
        <div className="product-tile__actions">
          <ProductButton
            button={card.button}
            productName={card.plainName}
            className="button button--primary button--small"
          />
          <ContentLink
            prefix={prefix}
            link={card.link}
            className="button button--secondary button--small"
            aria-label={`${learnMore} – ${card.plainName}`}
          >
            {learnMore}
          </ContentLink>
        </div>
        {copyright ? <p className="product-tile__copyright">{copyright}</p> : null}
      </div>
    </article>
  );
}
