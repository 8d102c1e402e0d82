// What every product page shows besides its own sections (built by product-page.server.ts).
import type { Words } from "~/content/words/words.schema";
import type { CatalogueCard } from "~/rules/catalogue-card";
import type { ImageRef } from "~/rules/images";
import type { productJsonLd } from "~/rules/structured-data";

export interface ProductPageData {
  card: CatalogueCard;
  /** The labels every product page shares (price, overview, specs, gallery, video). */
  labels: Words["products"]["labels"];
  prefix: string;
  learnMore: string;
  watchVideo: string;
  jsonLd: ReturnType<typeof productJsonLd>;
}

/** A product page's gallery: the card's art first, then the page's own views. */
export interface ProductGallery {
  title: string;
  items: { image: ImageRef; alt: string }[];
}
