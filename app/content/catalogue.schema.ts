// zod schemas for the per-region catalogue (spec §3 "Catalogue entry"); the Catalogue types are inferred from them.
import { z } from "zod";
import { linkTarget } from "./schema";

/** Every product identifier the catalogue knows (spec §3). */
export const PRODUCT_IDS = [
  "flagshipBumblebee",
  "toyStoryBuzzLightyear",
  "flagshipMegatron",
  "buzzLightyearSpaceRangerAlpha",
  "flagshipOptimusPrime",
  "grimlockG1Flagship",
  "eliteOptimusPrime",
  "interstellarScoutK1",
  "interstellarScoutK1pro",
  "optimusPrimeRiseOfTheBeastsSignatureLimitedEdition",
  "bumblebeeG1Performance",
  "aiBase",
  "eliteOptimusPrimeAiBase",
  "interstellarAgentT9",
  "k1ProInterstellarScout",
  "t9",
] as const;

export const productIdSchema = z.enum(PRODUCT_IDS);
export type ProductId = z.infer<typeof productIdSchema>;

export const catalogueEntrySchema = z.strictObject({
  /** Display name; "\n" breaks the line and text in [small]…[/small] renders as small print. */
  name: z.string().min(1),
  /** Learn-more page path inside the region, or an external URL for products without a page here. */
  link: linkTarget,
  /** The regional shop's product page. */
  buy: z.url({ protocol: /^https$/ }),
  /** Alt text of the product artwork. */
  alt: z.string().min(1),
  /** Regular price in the region's currency (whole or decimal units, not cents). */
  price: z.number().positive(),
  isPreSale: z.boolean(),
  /** Units available; 0 = none left. */
  stock: z.number().int().min(0),
  /** A finite run that will not be restocked: at stock 0 it reads "Sold Out" rather than "Out of Stock". */
  limitedEdition: z.boolean().optional(),
});

export const catalogueSchema = z.partialRecord(productIdSchema, catalogueEntrySchema);

export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
export type Catalogue = z.infer<typeof catalogueSchema>;
