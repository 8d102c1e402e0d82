// zod schemas of the one catalogue: what a product is, where it is presented and sold, its stock. Names and alt texts
// are words (`products` in words/<language>.json); prices are in prices.ts.
import { z } from "zod";
import { preSaleSeriesSchema, stockSeriesSchema } from "~/content/series.schema";

/** Every product identifier the catalogue knows, in the order catalogues list them. */
export const PRODUCT_IDS = [
  "flagshipBumblebee",
  "toyStoryBuzzLightyear",
  "eliteOptimusPrime",
  "flagshipOptimusPrime",
  "flagshipMegatron",
  "grimlockG1Flagship",
  "buzzLightyearSpaceRangerAlpha",
  "interstellarScoutK1",
  "k1ProInterstellarScout",
  "optimusPrimeRiseOfTheBeastsSignatureLimitedEdition",
  "bumblebeeG1Performance",
  "aiBase",
  "eliteOptimusPrimeAiBase",
  "interstellarAgentT9",
  "t9",
  "interstellarScoutK1pro",
] as const;

export const productIdSchema = z.enum(PRODUCT_IDS);
export type ProductId = z.infer<typeof productIdSchema>;

export const productFactsSchema = z.strictObject({
  /** The product's own page (a page key of the page table); its Learn More goes there where the region has it. */
  page: z.string().optional(),
  /** Where Learn More goes when the product has no page of its own: the page presenting its family (a bundle). */
  familyPage: z.string().optional(),
  /** The product's slug in the regional shops: https://shop.mechaforge.com/us/products/<slug>. */
  shopSlug: z.string().regex(/^[a-z0-9-]+$/),
  /** Orderable as a pre-sale: the button reads Pre-Order Now. Per region and over time, like stock. */
  isPreSale: preSaleSeriesSchema,
  /**
   * Units available in the regions' shops; 0 = none left. One number for every region, or per region with a default
   * (`{ default: 300, uk: 0 }`), each a number or its entries over time (`[{ stock: 300 }, { from: "…", stock: 0 }]`).
   */
  stock: stockSeriesSchema,
  /** A finite run that will not be restocked: at stock 0 it reads "Sold Out" rather than "Out of Stock". */
  limitedEdition: z.boolean().optional(),
  /** The licence whose line tiles show under the product (words: home.licences). */
  licence: z.enum(["transformers", "toyStory"]).optional(),
});

export type ProductFacts = z.infer<typeof productFactsSchema>;

/**
 * A product as one region sells it at one instant, derived from the catalogue, the price table and the region's words
 * (the per-region catalogue entry): the shape every card, tile and buy box reads.
 */
export interface CatalogueEntry {
  /** Display name; "\n" breaks the line and text in [small]…[/small] renders as small print. */
  name: string;
  /** Learn-more page path inside the region, or the shop URL for products without a page here. */
  link: string;
  /** The regional shop's product page. */
  buy: string;
  /** Alt text of the product artwork. */
  alt: string;
  /** The list price in force, in the region's currency. */
  price: number;
  isPreSale: boolean;
  stock: number;
  limitedEdition?: boolean;
}

export type Catalogue = Partial<Record<ProductId, CatalogueEntry>>;
