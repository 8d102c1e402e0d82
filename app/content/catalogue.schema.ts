// zod schemas of the one catalogue: what a product is, where it is presented and sold, its stock. Names and alt texts
// are words (`products` in words/<language>.json); prices are in prices.ts.
import { z } from "zod";
import { PRODUCT_IDS, hasRepositoryArtwork } from "~/content/repository-products";
import { preSaleSeriesSchema, stockSeriesSchema } from "~/content/series.schema";
import { REGION_CODES } from "~/rules/regions";

export { PRODUCT_IDS, hasRepositoryArtwork };

/** A product's id: a key of the catalogue (`content:check` names a reference to a product the catalogue lacks). */
export const productIdSchema = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*$/, "a product id, such as flagshipBumblebee")
  // The studio's forms offer the draft's products by name where a schema asks for one (studio/workspace.server.ts).
  .meta({ "x-kind": "product" });
export type ProductId = string;

/** A document's products in catalogue order: the repository's in their order, then the others as the document has them. */
export function productIds(products: Readonly<Record<string, unknown>>): ProductId[] {
  const known = PRODUCT_IDS.filter((id) => products[id] !== undefined);
  return [...known, ...Object.keys(products).filter((id) => !hasRepositoryArtwork(id))];
}

/**
 * A picture from the media library (studio/media.server.ts), as a product shows it: the asset's id and what its variants
 * are, copied when the image is chosen so that every version of the content renders on its own.
 */
export const mediaImageSchema = z.strictObject({
  /** The asset: the first 32 hex digits of the upload's SHA-256 (/media/<id>-<width>.<ext>). */
  media: z.string().regex(/^[0-9a-f]{32}$/, "an image of the media library"),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The variants' widths, smallest first. */
  widths: z.array(z.number().int().positive()).min(1),
  /** The fallback format for browsers without WebP. */
  fallback: z.enum(["png", "jpg"]),
  /** Every width has an AVIF variant too (made where it is smaller than the WebP), offered first. */
  avif: z.literal(true).optional(),
});
export type MediaImage = z.infer<typeof mediaImageSchema>;

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
  /** Its picture from the media library; without one, the repository's artwork (public/images/products). */
  image: mediaImageSchema.optional(),
  /** false for a product with no electrical part (merchandise); absent, it is electrical equipment, as every robot is. */
  electrical: z.boolean().optional(),
  /**
   * The eco-contribution its price includes, in the region's currency, per region whose market shows it with the price
   * (rules/regions.ts `ecoParticipation`; fr: éco-participation DEEE).
   */
  ecoParticipation: z.partialRecord(z.enum(REGION_CODES), z.number().positive()).optional(),
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
  /** Its picture from the media library; without one, the repository's artwork. */
  image?: MediaImage;
  /** The list price in force, in the region's currency. */
  price: number;
  isPreSale: boolean;
  stock: number;
  limitedEdition?: boolean;
}

export type Catalogue = Record<ProductId, CatalogueEntry>;
