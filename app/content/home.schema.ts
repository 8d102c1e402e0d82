// zod schemas of the home page (docs/requirements.md, "Home page"): its layout per region (home.ts) and its words per
// language (`home` in words/<language>.json). A tile's name, price, button and picture come from the catalogue.
import { z } from "zod";
import { productIdSchema } from "~/content/catalogue.schema";
import { REGION_CODES } from "~/rules/regions";
import type { TimeWindow } from "~/rules/schedule";

const text = z.string().min(1);
const httpsUrl = z.url({ protocol: /^https$/ });
/** A wall-clock time without a zone (`2025-04-29T00:00`): read in the region's own zone. */
const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { message: "a date and a time of day" });

/**
 * A home tile: a product, shown for good, or a product shown only in a window of the region's own time (from
 * `startLocal`, until `endLocal`, exclusive; either may be absent).
 */
export const homeTileSchema = z.union([
  productIdSchema,
  z.strictObject({ product: productIdSchema, startLocal: localTime.optional(), endLocal: localTime.optional() }),
]);
export type HomeTileEntry = z.infer<typeof homeTileSchema>;
/** The product a tile shows. */
export const tileProduct = (entry: HomeTileEntry) => (typeof entry === "string" ? entry : entry.product);
const tileRow = z.array(homeTileSchema).min(1);

export const homeFactsSchema = z.strictObject({
  /** Per region: the product the hero presents, and the three rows of tiles. */
  regions: z.record(
    z.enum(REGION_CODES),
    z.strictObject({
      hero: productIdSchema,
      sections: z.tuple([tileRow, tileRow, tileRow]),
      /** The content-sharing hub and the creation studio in the region's language. */
      ecosystem: z.strictObject({ hub: httpsUrl, studio: httpsUrl }),
      /**
       * Press quotes the region may show: real, attributable, used with permission (FTC 16 CFR 465, DMCC Sch. 20, UWG
       * Anh. Nr. 23b/c, 广告法 §28). The home page's praise section is absent while there is none.
       */
      press: z.array(
        z.strictObject({
          /** The outlet's words as published, in the language they were published in. */
          quote: text,
          outlet: text,
          /** The published article. */
          url: httpsUrl,
          /** The day the outlet allowed us to quote it. */
          permission: z.iso.date(),
        }),
      ),
    }),
  ),
});

export const homeWordsSchema = z.strictObject({
  /**
   * The hero's words; {name} is the hero product's name. `eyebrow` is the line above the heading; `newEyebrow`
   * ("New: {name}") takes its place while the hero product counts as new (site.ts newForMonths, rules/freshness.ts), so
   * the standing `eyebrow` never says "New". `cta` names the product: "Discover {name}".
   */
  hero: z.strictObject({ eyebrow: text, newEyebrow: text.optional(), bannerAlt: text, cta: text }),
  sections: z.strictObject({ section1: text, section2: text, section3: text }),
  /** A tile's line under the product name. */
  tiles: z.partialRecord(productIdSchema, text),
  /** Licence lines under tiles of licensed products ("TRANSFORMERS … used under license."). */
  licences: z.partialRecord(z.enum(["transformers", "toyStory"]), text),
  softwareEcosystem: z.strictObject({
    title: text,
    subtitle: text,
    items: z.strictObject({
      hub: z.strictObject({ title: text, subtitle: text, cta: text }),
      studio: z.strictObject({ title: text, subtitle: text, cta: text }),
    }),
  }),
  /** The heading of the press quotes (home.ts `press`), where a region has any. */
  mediaPraise: z.strictObject({ title: text }),
});

export type HomeFacts = z.infer<typeof homeFactsSchema>;
export type HomeWords = z.infer<typeof homeWordsSchema>;

/** A tile as the home page shows it. */
export interface HomeTile {
  key: z.infer<typeof productIdSchema>;
  title: string;
  subtitle: string;
  copyright?: string;
  /** Shown only in this window (instants in the region's zone); absent: always. */
  window?: TimeWindow;
}

/** The home page of a region, assembled (content/home.ts). */
export interface HomeContent {
  hero: {
    eyebrow: string;
    /** The eyebrow while the hero product counts as new: until `until` (epoch ms); absent where it never is. */
    newEyebrow?: { text: string; until: number };
    bannerAlt: string;
    cta: { label: string; link: string };
  };
  section1: { title: string; tiles: HomeTile[] };
  section2: { title: string; tiles: HomeTile[] };
  section3: { title: string; tiles: HomeTile[] };
  softwareEcosystem: {
    title: string;
    subtitle: string;
    items: { key: "hub" | "studio"; title: string; subtitle: string; cta: string; link: string }[];
  };
  /** Real press quotes (home.ts `press`), or null while the region has none. */
  mediaPraise: { title: string; list: { quote: string; outlet: string; url: string }[] } | null;
}
