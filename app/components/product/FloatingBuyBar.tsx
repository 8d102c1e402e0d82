import { useEffect, useState } from "react";
import { ProductButton } from "~/components/product/ProductButton";
import type { ProductButton as ProductButtonData } from "~/rules/catalogue-card";

/**
 * How far (px) the page's own buy button must have scrolled out of view before the bar floats in (the float offset).
 */
export const FLOAT_OFFSET_PX = 50;

interface FloatingBuyBarProps {
  /** The id of the element holding the page's own buy button (the hero's actions, the pre-order panel's price). */
  watch: string;
  productName: string;
  priceText: string;
  /** The eco-contribution the price includes, where the market shows it beside every price (fr éco-participation). */
  ecoParticipation?: string | undefined;
  button: ProductButtonData;
}

/**
 * A buy bar that floats at the bottom of a product page once the page's own buy button has scrolled 50 px out of the
 * top of the view (docs/requirements.md, "Motion and overlays"), and leaves when it comes back. Only while the product
 * can be ordered, and only with JavaScript (it starts hidden). While it shows, the page gets room below its footer for
 * it (styles: the body's padding), so it never covers the end of the page; hidden, it is out of the accessibility tree
 * and Tab order.
 */
export function FloatingBuyBar({ watch, productName, priceText, ecoParticipation, button }: FloatingBuyBarProps) {
  const [floating, setFloating] = useState(false);
  useEffect(() => {
    const target = document.getElementById(watch);
    if (!target || !button.href || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // Out of view above the top edge (by more than the offset), not below the bottom.
        setFloating(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
      },
      { rootMargin: `${FLOAT_OFFSET_PX}px 0px 0px 0px` },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      setFloating(false);
    };
  }, [watch, button.href]);
  if (!button.href) return null;
  return (
    <aside className="float-buy" aria-label={productName} hidden={!floating} data-testid="floating-buy-bar">
      <div className="container float-buy__inner">
        <p className="float-buy__name">{productName}</p>
        <p className="float-buy__price">
          {priceText}
          {ecoParticipation ? <small className="float-buy__eco">{ecoParticipation}</small> : null}
        </p>
        <ProductButton button={button} productName={productName} className="button button--primary float-buy__button" />
      </div>
    </aside>
  );
}
