// Facts that change over time, per region: a price, a stock level, a pre-sale state. A series is either the value
// alone (the same since the start) or its entries in time order, each in force from its instant until the next one
// ("from" may be left out on the first: since the start). A change is a new entry, so no past instant ever shows it.
import { z } from "zod";
import { REGION_CODES } from "~/rules/regions";

export const isoInstant = z.iso.datetime({ offset: true });

/** Entries after the first name their instant, in ascending order. */
function inTimeOrder(entries: readonly { from?: string | undefined }[], ctx: z.RefinementCtx) {
  entries.forEach((entry, index) => {
    if (index === 0) return;
    if (entry.from === undefined)
      ctx.addIssue({
        code: "custom",
        path: [index, "from"],
        message: "only the first entry may leave out its instant",
      });
    else if (entries[index - 1]!.from !== undefined && Date.parse(entry.from) <= Date.parse(entries[index - 1]!.from!))
      ctx.addIssue({ code: "custom", path: [index, "from"], message: "entries must be in ascending order of time" });
  });
}

const series = <E extends z.ZodObject, V extends z.ZodType>(value: V, entry: E) =>
  z.union([value, z.array(entry).min(1).superRefine(inTimeOrder)]);

/**
 * A fact per region: one series for every region (`300`), or per region with a `default` for the regions not named
 * (`{ default: 300, uk: 0 }`).
 */
export function perRegionSeriesSchema<S extends z.ZodType>(series: S) {
  return z.union([
    series,
    z.partialRecord(z.enum(["default", ...REGION_CODES]), series).refine((value) => Object.keys(value).length > 0, {
      message: "name at least one region or a default",
    }),
  ]);
}

/** The named roles of a price entry: the early bird of a pre-order ends where the next entry starts. */
export const PRICE_NAMES = ["earlyBird"] as const;

const amount = z.number().nonnegative();
const count = z.number().int().min(0);
const from = isoInstant.optional();

/** A price: `299`, or `[{ price: 299 }, { from: "2025-02-01T00:00:00-08:00", price: 279 }]`. */
export const priceSeriesSchema = series(
  amount,
  z.strictObject({ from, price: amount, name: z.enum(PRICE_NAMES).optional() }),
);
/** Units available: `300`, or `[{ stock: 300 }, { from: "2025-03-01T00:00:00Z", stock: 0 }]`. */
export const stockSeriesSchema = perRegionSeriesSchema(series(count, z.strictObject({ from, stock: count })));
/** Orderable as a pre-sale (the button reads Pre-Order Now). */
export const preSaleSeriesSchema = perRegionSeriesSchema(
  series(z.boolean(), z.strictObject({ from, isPreSale: z.boolean() })),
);

export type PriceSeries = z.infer<typeof priceSeriesSchema>;
export type StockSeries = z.infer<typeof stockSeriesSchema>;
export type PreSaleSeries = z.infer<typeof preSaleSeriesSchema>;
