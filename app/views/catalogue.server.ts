// A region's catalogue, derived: the one catalogue's facts, the price table and the region's words, as the entries
// every card, tile and buy box reads. Nothing here is typed twice: a name, link, price or stock comes from one place.
import { PRODUCTS } from "~/content/catalogue";
import { PRODUCT_IDS, type Catalogue, type CatalogueEntry, type ProductId } from "~/content/catalogue.schema";
import { derived, derivedMap, live } from "~/content/live";
import { isPageKey, pageDef, pageExists, type PageKey } from "~/content/pages";
import PREORDER from "~/content/preorder";
import { wordsFor } from "~/content/words";
import { notFound, siteContent } from "~/request/page.server";
import { buttonFor, catalogueCard, type CatalogueCard } from "~/rules/catalogue-card";
import { formatPrice } from "~/rules/format";
import { canPreorder, regionPreorderOffer } from "~/rules/preorder";
import { isPreSaleAt, listPriceAt, sells, stockAt } from "~/rules/price-lists";
import { REGIONS, type RegionCode } from "~/rules/regions";

/** Every product page of the page table and the product it presents (the catalogue's `page`). */
export const PRODUCT_PAGES: Partial<Record<PageKey, ProductId>> = live(
  derived(() =>
    Object.fromEntries(
      PRODUCT_IDS.flatMap((id) => {
        const { page } = PRODUCTS[id];
        return isPageKey(page) ? [[page, id]] : [];
      }),
    ),
  ),
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

/** What never changes over time: a product's name, links and alt text in a region. */
type StaticEntry = Pick<CatalogueEntry, "name" | "link" | "buy" | "alt" | "limitedEdition">;
const staticEntries = derivedMap<RegionCode, Partial<Record<ProductId, StaticEntry>>>();

function regionStaticEntries(region: RegionCode): Partial<Record<ProductId, StaticEntry>> {
  let entries = staticEntries().get(region);
  if (!entries) {
    const { products } = wordsFor(region).products;
    entries = {};
    for (const id of PRODUCT_IDS) {
      const text = products[id];
      if (!sells(region, id) || !text) continue;
      const { limitedEdition } = PRODUCTS[id];
      entries[id] = {
        name: text.name,
        link: learnMoreLink(region, id),
        buy: shopUrl(region, id),
        alt: text.alt,
        ...(limitedEdition ? { limitedEdition } : {}),
      };
    }
    staticEntries().set(region, entries);
  }
  return entries;
}

/** The products a region sells (those with a price list there), in catalogue order. */
export function regionProducts(region: RegionCode): ProductId[] {
  return Object.keys(regionStaticEntries(region)) as ProductId[];
}

/** What a region sells and how, at `now`: list prices, stock and pre-sale state as they stand then. */
export function regionCatalogue(region: RegionCode, now: Date): Catalogue {
  return Object.fromEntries(regionProducts(region).map((id) => [id, catalogueEntry(region, id, now)]));
}

/**
 * The price a product's own page shows in a region at `now`: what every tile and card shows too (campaign cards show
 * it beside their offer). The pre-order's early bird is an entry of its price list like any other price.
 */
export function regionPriceAt(region: RegionCode, id: ProductId, now: Date): number {
  return catalogueEntry(region, id, now).price;
}

export function catalogueEntry(region: RegionCode, id: ProductId, now: Date): CatalogueEntry {
  const entry = regionStaticEntries(region)[id];
  // The content checks guarantee every referenced product exists; a miss here is a 404, not a crash.
  if (!entry) notFound();
  return {
    ...entry,
    price: listPriceAt(region, id, now)!,
    isPreSale: isPreSaleAt(region, id, now),
    stock: stockAt(region, id, now),
  };
}

/** A product's card in a region at `now`: its price is the one the product's own page shows then (early bird too). */
export function regionCatalogueCard(region: RegionCode, id: ProductId, now: Date): CatalogueCard {
  const entry = catalogueEntry(region, id, now);
  const labels = siteContent(region).buttons;
  const offer = id === PREORDER.product ? regionPreorderOffer(region, now) : null;
  // The pre-order's schedule decides its button: not orderable before the early bird opens, a regular product once
  // released (rules/preorder.ts); stock 0 still wins.
  const isPreSale = offer?.state === "released" ? false : entry.isPreSale;
  const card = withPriceNote(region, catalogueCard(region, id, { ...entry, isPreSale }, labels));
  if (offer && !canPreorder(offer.state) && card.button.href)
    return { ...card, button: buttonFor("comingSoon", entry.buy, labels) };
  return card;
}

/** Cards for every product the region sells except `exclude`, in catalogue order (`card` makes each: a cache may). */
export function otherCatalogueCards(
  region: RegionCode,
  exclude: ProductId,
  now: Date,
  limit = 4,
  card: (region: RegionCode, id: ProductId, now: Date) => CatalogueCard = regionCatalogueCard,
): CatalogueCard[] {
  return regionProducts(region)
    .filter((id) => id !== exclude)
    .slice(0, limit)
    .map((id) => card(region, id, now));
}

/** A selling price as the region shows it: with its note where the market expects one (jp 174,900円（税込）). */
export function sellingPriceText(region: RegionCode, amount: number): string {
  return `${formatPrice(region, amount)}${siteContent(region).ui.priceNote ?? ""}`;
}

const withPriceNote = (region: RegionCode, card: CatalogueCard): CatalogueCard => ({
  ...card,
  priceText: sellingPriceText(region, card.price),
});
