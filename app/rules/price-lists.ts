// The catalogue's facts over time, read for one region at one instant: the list price (prices.ts), the stock and the
// pre-sale state (catalogue.ts). Pure: `now` is a parameter.
import { PRODUCTS } from "~/content/catalogue";
import type { ProductId } from "~/content/catalogue.schema";
import { derivedMap } from "~/content/live";
import { PRICES } from "~/content/prices";
import type { RegionCode } from "~/rules/regions";
import { regionSeries, stepAt, steps, type Step } from "~/rules/series";

const isSeries = (value: unknown): value is number | boolean | unknown[] =>
  typeof value === "number" || typeof value === "boolean" || Array.isArray(value);

const priceLists = derivedMap<string, Step<number>[] | null>();

/** A product's price list in a region, in time order; null where the region does not sell it. */
export function priceList(region: RegionCode, id: ProductId): Step<number>[] | null {
  const key = `${region} ${id}`;
  let list = priceLists().get(key);
  if (list === undefined) {
    const series = PRICES[id][region];
    list = series === undefined ? null : steps<number>(series, "price");
    priceLists().set(key, list);
  }
  return list;
}

/** Whether a region sells a product (it has a price list there). */
export function sells(region: RegionCode, id: ProductId): boolean {
  return PRICES[id][region] !== undefined;
}

/** The list price in force at `now`; before a list's first instant, its first price (announced, not yet charged). */
export function listPriceAt(region: RegionCode, id: ProductId, now: Date): number | null {
  const list = priceList(region, id);
  if (!list) return null;
  return (stepAt(list, now.getTime()) ?? list[0]!).value;
}

// A region's steps of a per-region fact, read once per product and region (every card of every page asks).
const factSteps = derivedMap<string, Step<unknown>[] | null>();
function regionSteps<T>(fact: "stock" | "isPreSale", region: RegionCode, id: ProductId): Step<T>[] | null {
  const key = `${fact} ${region} ${id}`;
  let list = factSteps().get(key);
  if (list === undefined) {
    const series = regionSeries(PRODUCTS[id][fact], region, isSeries);
    list = series === undefined ? null : steps<unknown>(series as number, fact);
    factSteps().set(key, list);
  }
  return list as Step<T>[] | null;
}

/** Units available in the region's shop at `now`. */
export function stockAt(region: RegionCode, id: ProductId, now: Date): number {
  const list = regionSteps<number>("stock", region, id);
  return list ? (stepAt(list, now.getTime()) ?? list[0]!).value : 0;
}

/** Whether the product is a pre-sale in the region at `now`. */
export function isPreSaleAt(region: RegionCode, id: ProductId, now: Date): boolean {
  const list = regionSteps<boolean>("isPreSale", region, id);
  return list ? (stepAt(list, now.getTime()) ?? list[0]!).value : false;
}
