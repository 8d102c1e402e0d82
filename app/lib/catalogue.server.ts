// Catalogue look-ups for loaders: a region's entries as product cards.
import { CATALOGUES } from "~/content/catalogue";
import type { CatalogueEntry, ProductId } from "~/content/catalogue.schema";
import { siteContent, notFound } from "./page.server";
import { productCard, type ProductCard } from "./product-card";
import type { RegionCode } from "./regions";

export function catalogueEntry(region: RegionCode, id: ProductId): CatalogueEntry {
  const entry = CATALOGUES[region][id];
  // The content tests guarantee every referenced product exists; a miss here is a 404, not a crash.
  if (!entry) notFound();
  return entry;
}

export function regionProductCard(region: RegionCode, id: ProductId): ProductCard {
  return productCard(region, id, catalogueEntry(region, id), siteContent(region).buttons);
}

/** Cards for every product the region sells except `exclude`, in catalogue order. */
export function otherProductCards(region: RegionCode, exclude: ProductId, limit = 4): ProductCard[] {
  return (Object.keys(CATALOGUES[region]) as ProductId[])
    .filter((id) => id !== exclude)
    .slice(0, limit)
    .map((id) => regionProductCard(region, id));
}
