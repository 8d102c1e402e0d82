// A region's catalogue, derived: the one catalogue's facts, the price table and the region's words, as the entries
// every card, tile and buy box reads. Nothing here is typed twice: a name, link, price or stock comes from one place.
import { productIds, type Catalogue, type CatalogueEntry, type ProductId } from "~/content/catalogue.schema";
import type { ContentDocument } from "~/content/document";
import { derived, derivedMap } from "~/content/memo";
import { isPageKey, pageDef, pageExists, type PageKey } from "~/content/pages";
import { wordsFor } from "~/content/words";
import { notFound, siteContent } from "~/request/page.server";
import { buttonFor, catalogueCard, type CatalogueCard } from "~/rules/catalogue-card";
import { fillTemplate } from "~/rules/copy-template";
import { centsInText, formatPrice } from "~/rules/format";
import { canPreorder, regionPreorderOffer } from "~/rules/preorder";
import { isPreSaleAt, listPriceAt, sells, stockAt } from "~/rules/price-lists";
import { REGIONS, type RegionCode } from "~/rules/regions";

/** Every product page of the page table and the product it presents (the catalogue's `page`). */
export const productPages = derived((content: ContentDocument): Partial<Record<PageKey, ProductId>> =>
  Object.fromEntries(
    productIds(content.products).flatMap((id) => {
      const { page } = content.products[id]!;
      return isPageKey(content, page) ? [[page, id]] : [];
    }),
  ),
);

/** The product a page presents, if it is a product page. */
export function productOfPage(content: ContentDocument, key: PageKey): ProductId | undefined {
  return productPages(content)[key];
}

/** The regional shop's page of a product. */
export function shopUrl(content: ContentDocument, region: RegionCode, id: ProductId): string {
  return `${REGIONS[region].shop}/products/${content.products[id]!.shopSlug}`;
}

/**
 * Where a product's Learn More goes in a region: its own page where the region has it, else the page presenting its
 * family (a bundle), else its shop page. A region-relative page path or an absolute URL.
 */
export function learnMoreLink(content: ContentDocument, region: RegionCode, id: ProductId): string {
  const { page, familyPage } = content.products[id]!;
  for (const key of [page, familyPage])
    if (isPageKey(content, key) && pageExists(content, key, region)) return pageDef(content, key).path;
  return shopUrl(content, region, id);
}

/** What never changes over time: a product's name, links and alt text in a region. */
type StaticEntry = Pick<CatalogueEntry, "name" | "link" | "buy" | "alt" | "limitedEdition" | "image">;
const staticEntries = derivedMap<RegionCode, Partial<Record<ProductId, StaticEntry>>>();

function regionStaticEntries(content: ContentDocument, region: RegionCode): Partial<Record<ProductId, StaticEntry>> {
  let entries = staticEntries(content).get(region);
  if (!entries) {
    const { products } = wordsFor(content, region).products;
    entries = {};
    for (const id of productIds(content.products)) {
      const text = products[id];
      if (!sells(content, region, id) || !text) continue;
      const { limitedEdition, image } = content.products[id]!;
      entries[id] = {
        name: text.name,
        link: learnMoreLink(content, region, id),
        buy: shopUrl(content, region, id),
        alt: text.alt,
        ...(limitedEdition ? { limitedEdition } : {}),
        ...(image ? { image } : {}),
      };
    }
    staticEntries(content).set(region, entries);
  }
  return entries;
}

/** The products a region sells (those with a price list there), in catalogue order. */
export function regionProducts(content: ContentDocument, region: RegionCode): ProductId[] {
  return Object.keys(regionStaticEntries(content, region)) as ProductId[];
}

/** What a region sells and how, at `now`: list prices, stock and pre-sale state as they stand then. */
export function regionCatalogue(content: ContentDocument, region: RegionCode, now: Date): Catalogue {
  return Object.fromEntries(
    regionProducts(content, region).map((id) => [id, catalogueEntry(content, region, id, now)]),
  );
}

/**
 * The price a product's own page shows in a region at `now`: what every tile and card shows too (campaign cards show
 * it beside their offer). The pre-order's early bird is an entry of its price list like any other price.
 */
export function regionPriceAt(content: ContentDocument, region: RegionCode, id: ProductId, now: Date): number {
  return catalogueEntry(content, region, id, now).price;
}

export function catalogueEntry(content: ContentDocument, region: RegionCode, id: ProductId, now: Date): CatalogueEntry {
  const entry = regionStaticEntries(content, region)[id];
  // The content checks guarantee every referenced product exists; a miss here is a 404, not a crash.
  if (!entry) notFound();
  return {
    ...entry,
    price: listPriceAt(content, region, id, now)!,
    isPreSale: isPreSaleAt(content, region, id, now),
    stock: stockAt(content, region, id, now),
  };
}

/** A product's card in a region at `now`: its price is the one the product's own page shows then (early bird too). */
export function regionCatalogueCard(
  content: ContentDocument,
  region: RegionCode,
  id: ProductId,
  now: Date,
): CatalogueCard {
  const entry = catalogueEntry(content, region, id, now);
  const labels = siteContent(content, region).buttons;
  const offer = id === content.preorder.product ? regionPreorderOffer(content, region, now) : null;
  // The pre-order's schedule decides its button: not orderable before the early bird opens, a regular product once
  // released (rules/preorder.ts); stock 0 still wins.
  const isPreSale = offer?.state === "released" ? false : entry.isPreSale;
  const card = withPriceNote(content, region, catalogueCard(region, id, { ...entry, isPreSale }, labels));
  if (offer && !canPreorder(offer.state) && card.button.href)
    return { ...card, button: buttonFor("comingSoon", entry.buy, labels) };
  return card;
}

/** Cards for every product the region sells except `exclude`, in catalogue order (`card` makes each: a cache may). */
export function otherCatalogueCards(
  content: ContentDocument,
  region: RegionCode,
  exclude: ProductId,
  now: Date,
  limit = 4,
  card: (content: ContentDocument, region: RegionCode, id: ProductId, now: Date) => CatalogueCard = regionCatalogueCard,
): CatalogueCard[] {
  return regionProducts(content, region)
    .filter((id) => id !== exclude)
    .slice(0, limit)
    .map((id) => card(content, region, id, now));
}

/** A selling price as the region shows it: with its note where the market expects one (jp 174,900円（税込）). */
export function sellingPriceText(content: ContentDocument, region: RegionCode, amount: number): string {
  return `${formatPrice(region, amount)}${siteContent(content, region).ui.priceNote ?? ""}`;
}

/**
 * The eco-contribution a product's price includes, as the region shows it under the price ("dont 1,00 € d'éco-participation"):
 * where the product states an amount for the region and the region's words say how. Undefined elsewhere.
 */
export function ecoParticipationText(content: ContentDocument, region: RegionCode, id: ProductId): string | undefined {
  const amount = content.products[id]?.ecoParticipation?.[region];
  const words = siteContent(content, region).ui.ecoParticipation;
  if (amount === undefined || !words) return undefined;
  return fillTemplate(words, { amount: centsInText(region, amount) });
}

const withPriceNote = (content: ContentDocument, region: RegionCode, card: CatalogueCard): CatalogueCard => {
  const eco = ecoParticipationText(content, region, card.id);
  return {
    ...card,
    priceText: sellingPriceText(content, region, card.price),
    ...(eco ? { ecoParticipation: eco } : {}),
  };
};
