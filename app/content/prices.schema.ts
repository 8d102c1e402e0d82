// zod schema of the price lists (prices.ts): per product and region, a price series (series.schema.ts).
import { z } from "zod";
import { productIdSchema } from "~/content/catalogue.schema";
import { priceSeriesSchema } from "~/content/series.schema";
import { REGION_CODES } from "~/rules/regions";

export const priceListsSchema = z.record(productIdSchema, z.partialRecord(z.enum(REGION_CODES), priceSeriesSchema));

export type PriceLists = z.infer<typeof priceListsSchema>;
