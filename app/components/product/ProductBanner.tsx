import type { ReactNode } from "react";
import { Picture } from "~/components/ui/Picture";
import type { ImageRef } from "~/rules/images";

/** The banner art spans the viewport; the route's `links` preloads it with these sizes. */
export const PRODUCT_BANNER_SIZES = "100vw";

interface ProductBannerProps {
  id: string;
  titleId: string;
  /** A modifier of the banner's look (`product-banner--buzz`). */
  variant?: string;
  /** The banner's art, its alt text and the page title. */
  banner: { image: ImageRef; alt: string; title: string };
  eyebrow: string;
  /** What follows the title: subtitle, price, buttons. */
  children?: ReactNode;
}

/** The full-width banner that opens a full product page (pre-order, Buzz, Elite): art, eyebrow, the page's h1. */
export function ProductBanner({ id, titleId, variant, banner, eyebrow, children }: ProductBannerProps) {
  return (
    <section
      id={id}
      className={variant ? `product-banner product-banner--${variant}` : "product-banner"}
      aria-labelledby={titleId}
    >
      <Picture
        image={banner.image}
        alt={banner.alt}
        sizes={PRODUCT_BANNER_SIZES}
        priority
        className="product-banner__image"
      />
      <div className="container product-banner__text">
        <p className="product-banner__eyebrow">{eyebrow}</p>
        <h1 id={titleId}>{banner.title}</h1>
        {children}
      </div>
    </section>
  );
}
