// What every product page loader gathers: the product's card, shared labels, video texts and Product JSON-LD.
import type { ProductId } from "~/content/catalogue.schema";
import type { ContentDocument } from "~/content/document";
import { organization } from "~/content/organization";
import { wordsFor } from "~/content/words";
import { siteContent, type PageContext } from "~/request/page.server";
import type { ButtonState } from "~/rules/catalogue";
import type { CatalogueCard } from "~/rules/catalogue-card";
import { galleryImage, largestImageUrl, type GalleryName } from "~/rules/images";
import { REGIONS } from "~/rules/regions";
import { productJsonLd } from "~/rules/structured-data";
import { regionCatalogueCard } from "~/views/catalogue.server";
import type { ProductGallery, ProductPageData } from "~/views/product-page";

const AVAILABILITY: Record<ButtonState, "InStock" | "PreOrder" | "OutOfStock" | "SoldOut"> = {
  buy: "InStock",
  preOrder: "PreOrder",
  outOfStock: "OutOfStock",
  soldOut: "SoldOut",
  // Announced, not yet orderable: schema.org has no "coming soon"; nothing can be bought now.
  comingSoon: "OutOfStock",
};

export function productPageData(
  content: ContentDocument,
  page: PageContext,
  /** The public origin of absolute links (the product's image in its structured data). */
  origin: string,
  id: ProductId,
  options: { description: string; shownPrice?: number },
): ProductPageData {
  const site = siteContent(content, page.region);
  const card = regionCatalogueCard(content, page.region, id, page.now);
  const copy = wordsFor(content, page.region).products;
  const jsonLd = productJsonLd({
    name: card.plainName,
    description: options.description,
    url: page.seo.canonical,
    image: new URL(largestImageUrl(card.image), origin).href,
    brand: site.brand.name,
    manufacturer: organization(content).legalName,
    price: options.shownPrice ?? card.price,
    currency: REGIONS[page.region].currency,
    buyUrl: card.shopUrl,
    availability: AVAILABILITY[card.button.state],
  });
  return {
    card,
    labels: copy.labels,
    prefix: REGIONS[page.region].prefix,
    learnMore: site.buttons.learnMore,
    watchVideo: site.buttons.watchVideo,
    jsonLd,
  };
}

/** A page's gallery words as it shows them: the product's card art first, then the page's views. */
export function productGallery(
  content: ContentDocument,
  card: CatalogueCard,
  gallery: { title: string; items: { image: GalleryName; alt: string }[] },
): ProductGallery {
  return {
    title: gallery.title,
    items: [
      { image: card.image, alt: card.alt },
      ...gallery.items.map((item) => ({ image: galleryImage(item.image), alt: item.alt })),
    ],
  };
}
