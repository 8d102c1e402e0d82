// A region's catalogue, derived: the one catalogue's facts, the price table and the region's words, as the entries
// every card, tile and buy box reads. Nothing here is typed twice: a name, link, price or stock comes from one place.
import { PRODUCTS } from "~/content/catalogue";
import { PRODUCT_IDS, type Catalogue, type CatalogueEntry, type ProductId } from "~/content/catalogue.schema";
import { PRICES } from "~/content/prices";
import PREORDER from "~/content/preorder";
import { wordsFor } from "~/content/words";
import { notFound, siteContent } from "../server/page.server";
import { isPageKey, pageDef, pageExists, type PageKey } from "../content/pages";
import { canPreorder, regionPreorderOffer } from "../rules/preorder";
import { buttonFor, catalogueCard, type CatalogueCard } from "../rules/catalogue-card";
import { REGIONS, type RegionCode } from "../rules/regions";

/** Every product page of the page table and the product it presents (the catalogue's `page`). */
export const PRODUCT_PAGES: Partial<Record<PageKey, ProductId>> = Object.fromEntries(
  PRODUCT_IDS.flatMap((id) => {
    const { page } = PRODUCTS[id];
    return isPageKey(page) ? [[page, id]] : [];
  }),
);

/** The product a page presents, if it is a product page. */
export function productOfPage(key: PageKey): ProductId | undefined {
  return PRODUCT_PAGES[key];
}

/** The regional shop's page of a product. */
export function shopUrl(region: RegionCode, id: ProductId): string {
  return `${REGIONS[region].shop}/products/${PRODUCTS[id].shopSlug}`;
}

/**
 * Where a product's Learn More goes in a region: its own page where the region has it, else the page presenting its
 * family (a bundle), else its shop page. A region-relative page path or an absolute URL.
 */
export function learnMoreLink(region: RegionCode, id: ProductId): string {
  const { page, familyPage } = PRODUCTS[id];
  for (const key of [page, familyPage]) if (isPageKey(key) && pageExists(key, region)) return pageDef(key).path;
  return shopUrl(region, id);
}

const catalogues = new Map<RegionCode, Catalogue>();

/** What a region sells (the products priced for it), in catalogue order. */
export function regionCatalogue(region: RegionCode): Catalogue {
  let catalogue = catalogues.get(region);
  if (!catalogue) {
    const { products } = wordsFor(region).products;
    catalogue = {};
    for (const id of PRODUCT_IDS) {
      const price = PRICES[id][region];
      const text = products[id];
      if (price === undefined || !text) continue;
      const { isPreSale, stock, limitedEdition } = PRODUCTS[id];
      catalogue[id] = {
        name: text.name,
        link: learnMoreLink(region, id),
        buy: shopUrl(region, id),
        alt: text.alt,
        price,
        isPreSale,
        stock,
        ...(limitedEdition ? { limitedEdition } : {}),
      };
    }
    catalogues.set(region, catalogue);
  }
  return catalogue;
}

/**
 * The price a product's own page shows in a region at `now`: what every tile and card shows too (campaign cards strike
 * it through beside their offer).
 */
export function regionPriceAt(region: RegionCode, id: ProductId, now: Date): number {
  if (id === PREORDER.product) {
    const offer = regionPreorderOffer(region, now);
    if (offer) return offer.price;
  }
  return catalogueEntry(region, id).price;
}

export function catalogueEntry(region: RegionCode, id: ProductId): CatalogueEntry {
  const entry = regionCatalogue(region)[id];
  // The content checks guarantee every referenced product exists; a miss here is a 404, not a crash.
  if (!entry) notFound();
  return entry;
}

/** A product's card in a region at `now`: its price is the one the product's own page shows then (early bird too). */
export function regionCatalogueCard(region: RegionCode, id: ProductId, now: Date): CatalogueCard {
  const entry = catalogueEntry(region, id);
  const labels = siteContent(region).buttons;
  const offer = id === PREORDER.product ? regionPreorderOffer(region, now) : null;
  // The pre-order's schedule decides its button: not orderable before the early bird opens, a regular product once
  // released (rules/preorder.ts); stock 0 still wins.
  const isPreSale = offer?.state === "released" ? false : entry.isPreSale;
  const card = catalogueCard(region, id, { ...entry, isPreSale, price: regionPriceAt(region, id, now) }, labels);
  if (offer && !canPreorder(offer.state) && card.button.href)
    return { ...card, button: buttonFor("comingSoon", entry.buy, labels) };
  return card;
}

/** Cards for every product the region sells except `exclude`, in catalogue order. */
export function otherCatalogueCards(region: RegionCode, exclude: ProductId, now: Date, limit = 4): CatalogueCard[] {
  return (Object.keys(regionCatalogue(region)) as ProductId[])
    .filter((id) => id !== exclude)
    .slice(0, limit)
    .map((id) => regionCatalogueCard(region, id, now));
}
