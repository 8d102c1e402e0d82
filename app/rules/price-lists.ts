// The catalogue's facts over time, read for one region at one instant: the list price (prices.ts), the stock and the
// pre-sale state (catalogue.ts). Pure: the facts and `now` are parameters.
import type { ProductId } from "~/content/catalogue.schema";
import type { ContentDocument } from "~/content/document";
import { derivedMap } from "~/content/memo";
import type { RegionCode } from "~/rules/regions";
import { regionSeries, stepAt, steps, type Step } from "~/rules/series";

const isSeries = (value: unknown): value is number | boolean | unknown[] =>
  typeof value === "number" || typeof value === "boolean" || Array.isArray(value);

/** The facts these rules read: the price lists and the catalogue's stock and pre-sale state. */
export type CatalogueFacts = Pick<ContentDocument, "prices" | "products">;

const priceLists = derivedMap<string, Step<number>[] | null>();

/** A product's price list in a region, in time order; null where the region does not sell it. */
export function priceList(facts: CatalogueFacts, region: RegionCode, id: ProductId): Step<number>[] | null {
  const key = `${region} ${id}`;
  let list = priceLists(facts.prices).get(key);
  if (list === undefined) {
    const series = facts.prices[id]?.[region];
    list = series === undefined ? null : steps<number>(series, "price");
    priceLists(facts.prices).set(key, list);
  }
  return list;
}

/** Whether a region sells a product (it has a price list there). */
export function sells(facts: CatalogueFacts, region: RegionCode, id: ProductId): boolean {
  return facts.prices[id]?.[region] !== undefined;
}

/** The list price in force at `now`; before a list's first instant, its first price (announced, not yet charged). */
export function listPriceAt(facts: CatalogueFacts, region: RegionCode, id: ProductId, now: Date): number | null {
  const list = priceList(facts, region, id);
  if (!list) return null;
  return (stepAt(list, now.getTime()) ?? list[0]!).value;
}

// A region's steps of a per-region fact, read once per product and region (every card of every page asks).
const factSteps = derivedMap<string, Step<unknown>[] | null>();
function regionSteps<T>(
  facts: CatalogueFacts,
  fact: "stock" | "isPreSale",
  region: RegionCode,
  id: ProductId,
): Step<T>[] | null {
  const key = `${fact} ${region} ${id}`;
  let list = factSteps(facts.products).get(key);
  if (list === undefined) {
    const series = regionSeries(facts.products[id]![fact], region, isSeries);
    list = series === undefined ? null : steps<unknown>(series as number, fact);
    factSteps(facts.products).set(key, list);
  }
  return list as Step<T>[] | null;
}

/** Units available in the region's shop at `now`. */
export function stockAt(facts: CatalogueFacts, region: RegionCode, id: ProductId, now: Date): number {
  const list = regionSteps<number>(facts, "stock", region, id);
  return list ? (stepAt(list, now.getTime()) ?? list[0]!).value : 0;
}

/** Whether the product is a pre-sale in the region at `now`. */
export function isPreSaleAt(facts: CatalogueFacts, region: RegionCode, id: ProductId, now: Date): boolean {
  const list = regionSteps<boolean>(facts, "isPreSale", region, id);
  return list ? (stepAt(list, now.getTime()) ?? list[0]!).value : false;
}
