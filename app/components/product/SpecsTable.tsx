import type { ReactNode } from "react";
import type { SpecRow } from "~/content/product.schema";

/** The specifications section, anchor #specs; `children` follow the rows (the kr product information notice). */
export function SpecsTable({ title, rows, children }: { title: string; rows: SpecRow[]; children?: ReactNode }) {
  return (
    <section id="specs" className="product-section product-specs fade-in" aria-labelledby="specs-title">
      <div className="container">
        <h2 id="specs-title">{title}</h2>
        <dl className="product-specs__list">
          {rows.map((row) => (
            <div key={row.name} className="product-specs__row">
              <dt>{row.name}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </div>
    </section>
  );
}
