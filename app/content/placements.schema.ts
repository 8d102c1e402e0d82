// zod schema of the scheduled placements (placements.ts): menu entries and text banners, each for its regions and
// window, pointing to a page (shown only while that page exists), a product or a shop collection. Running campaigns
// add their own (campaigns/<campaign>.ts `placements`).
import { z } from "zod";
import { productIdSchema } from "~/content/catalogue.schema";
import { NAV_TAGS } from "~/content/nav-tags";
import { OVERRIDE_IDS } from "~/content/words/regions";
import { LANGUAGES, REGION_CODES } from "~/rules/regions";

const isoInstant = z.iso.datetime({ offset: true });
const slug = z.string().regex(/^[a-z0-9-]+$/);
const navPlace = z.enum(["header", "footer"]);
/** A page of the page table: a static page's key or a campaign's path (content:check names an unknown one). */
const pageKey = z.string().regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/);
const regions = z.array(z.enum(REGION_CODES)).min(1);
/** Words an entry carries itself, per language and regional English (read by `regionText`). */
const entryText = z
  .partialRecord(z.enum([...LANGUAGES, ...OVERRIDE_IDS]), z.string().trim().min(1).max(200))
  .optional();
/** A wall-clock time without a zone (`2025-04-29T00:00`): read in each region's own zone. */
const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { message: "a date and a time of day" });
const windowShape = {
  /** From this instant on; absent = from the start. */
  startTime: isoInstant.optional(),
  /** Until this instant (exclusive); absent = for good. */
  endTime: isoInstant.optional(),
  /** From this time of day in each region's own zone (instead of one instant for every region). */
  startLocal: localTime.optional(),
  /** Until this time of day in each region's own zone (exclusive). */
  endLocal: localTime.optional(),
  /** Which of two overlapping entries wins (higher first; 0 by default). */
  priority: z.number().int().optional(),
};

/** A menu entry outside the groups: a page (where the region has it, while it exists), a product or a shop link. */
export const menuPlacementSchema = z.union([
  z.strictObject({
    page: pageKey,
    /** Places where the entry is hidden. */
    hidden: z.array(navPlace).optional(),
    tag: z.enum(NAV_TAGS).optional(),
    /** Launch stages (the Flagship Bumblebee launch) in which the entry shows; absent = always. */
    launchStages: z.array(z.number().int().min(0).max(4)).optional(),
    ...windowShape,
  }),
  z.strictObject({
    /** A collection of the regional shops (<shop>/collections/<slug>), in the regions listed. */
    shopCollection: slug,
    /** The words key of its label (words.site.nav.links), or leave it out and write the text. */
    label: z.string().optional(),
    /** Its label in each language it shows in (what a marketer types in the studio). */
    text: entryText,
    regions,
    tag: z.enum(NAV_TAGS).optional(),
    ...windowShape,
  }),
]);

/**
 * A footer text banner: its words, written in the entry per language (`text`: what a marketer types in the studio) or
 * named by a key of the words (words.site.textBanner.<label>), and where it links, in its regions and window.
 */
export const textBannerPlacementSchema = z.strictObject({
  label: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9]*$/, { message: "a words key (letters and digits), or leave it out and write the text" })
    .optional(),
  /** The banner's text in each language it shows in ({preorderPrice}-style placeholders allowed). */
  text: entryText,
  regions,
  link: z.union([
    z.strictObject({ page: pageKey }),
    z.strictObject({ product: productIdSchema }),
    z.strictObject({ shopCollection: slug }),
  ]),
  ...windowShape,
});

export const placementsSchema = z.strictObject({
  menu: z.array(menuPlacementSchema),
  textBanners: z.array(textBannerPlacementSchema),
});

export type Placements = z.infer<typeof placementsSchema>;
export type MenuPlacement = z.infer<typeof menuPlacementSchema>;
export type TextBannerPlacement = z.infer<typeof textBannerPlacementSchema>;
