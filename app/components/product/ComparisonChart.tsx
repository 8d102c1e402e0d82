import { ProductButton } from "~/components/product/ProductButton";
import type { CatalogueCard } from "~/rules/catalogue-card";

interface ComparisonChartProps {
  title: string;
  priceLabel: string;
  cards: [CatalogueCard, CatalogueCard];
  rows: { name: string; values: [string, string] }[];
}

/** Two products side by side: names, prices, buttons and feature rows (anchor #compare). */
export function ComparisonChart({ title, priceLabel, cards, rows }: ComparisonChartProps) {
  return (
    <section id="compare" className="product-section comparison" aria-labelledby="compare-title">
      <div className="container">
        <h2 id="compare-title">{title}</h2>
        {/* A focusable region named by the products compared: on a screen too narrow for the table it scrolls
            sideways, also by keyboard (the section itself is the landmark named by the title). */}
        <div
          className="comparison__scroll"
          role="region"
          aria-label={cards.map((card) => card.plainName).join(" / ")}
          tabIndex={0}
        >
          <table className="comparison__table">
            <thead>
              <tr>
                <td />
                {cards.map((card) => (
                  <th key={card.id} scope="col">
                    {card.plainName}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{priceLabel}</th>
                {cards.map((card) => (
                  <td key={card.id} data-price={card.price} data-currency={card.currency}>
                    {card.priceText}
                  </td>
                ))}
              </tr>
              {rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  {row.values.map((value, index) => (
                    <td key={index}>{value}</td>
                  ))}
                </tr>
              ))}
              <tr>
                <td />
                {cards.map((card) => (
                  <td key={card.id}>
                    <ProductButton
                      button={card.button}
                      productName={card.plainName}
                      className="button button--primary button--small"
                    />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
