// What a product's learn-more page shows (built by product-view.server.ts).
import type { GalleryItem } from "~/components/product/Gallery";
import type { SpecRow } from "~/content/product.schema";
import type { PageContext } from "~/request/page.server";
import type { CatalogueCard } from "~/rules/catalogue-card";
import type { ProductNotice } from "~/rules/product-notice";
import type { ProductWarnings } from "~/rules/warnings";
import type { ProductPageData } from "~/views/product-page";

export interface ProductView extends PageContext, ProductPageData {
  tagline: string;
  description: string[];
  /** The product's facts in the region's words and number format; none where it has no facts. */
  specs: SpecRow[];
  /** The card's art first, then the product's gallery views. */
  gallery: GalleryItem[];
  /** Other products the region sells. */
  more: CatalogueCard[];
  /** The product information notice, where the region's law asks for one (kr 상품정보제공고시). */
  notice?: ProductNotice;
  /** The safety warnings of the offer, chosen by the product's facts; none where it has no facts. */
  warnings?: ProductWarnings;
}
