import type { CatalogueCard } from "~/rules/catalogue-card";

/**
 * "Price $1,299": the label, then the amount with its machine-readable value and currency; under it, where the market
 * shows one, the eco-contribution the price includes.
 */
export function ProductPrice({
  label,
  card,
}: {
  label: string;
  card: Pick<CatalogueCard, "price" | "currency" | "priceText" | "ecoParticipation">;
}) {
  return (
    <p className="product-price">
      <span className="product-price__label">{label}</span>{" "}
      <span className="product-price__value" data-price={card.price} data-currency={card.currency}>
        {card.priceText}
      </span>
      {card.ecoParticipation ? <small className="product-price__eco">{card.ecoParticipation}</small> : null}
    </p>
  );
}
