import { FloatingBuyBar } from "~/components/product/FloatingBuyBar";
import { ProductButton } from "~/components/product/ProductButton";
import { ProductName } from "~/components/product/ProductName";
import { ProductPrice } from "~/components/product/ProductPrice";
import { Picture } from "~/components/ui/Picture";
import type { CatalogueCard } from "~/rules/catalogue-card";

export const PRODUCT_HERO_SIZES = "(min-width: 768px) 45vw, 90vw";

interface ProductHeroProps {
  card: CatalogueCard;
  tagline: string;
  priceLabel: string;
  children?: React.ReactNode;
}

/** The top of a learn-more page: artwork, name, tagline, price and the shop button (anchor #hero). */
export function ProductHero({ card, tagline, priceLabel, children }: ProductHeroProps) {
  return (
    <section id="hero" className="product-hero" aria-labelledby="product-title">
      <div className="container product-hero__inner">
        <Picture
          image={card.image}
          alt={card.alt}
          sizes={PRODUCT_HERO_SIZES}
          priority
          className="product-hero__media"
        />
        <div className="product-hero__text">
          <h1 id="product-title" className="product-hero__title">
            <ProductName lines={card.name} />
          </h1>
          <p className="product-hero__tagline">{tagline}</p>
          <ProductPrice label={priceLabel} card={card} />
          <div className="product-hero__actions" id="hero-buy">
            <ProductButton button={card.button} productName={card.plainName} />
            {children}
          </div>
        </div>
      </div>
      <FloatingBuyBar
        watch="hero-buy"
        productName={card.plainName}
        priceText={card.priceText}
        ecoParticipation={card.ecoParticipation}
        button={card.button}
      />
    </section>
  );
}
