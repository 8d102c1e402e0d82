// zod schemas for the per-region content files; the types used across the app are inferred from them.
import { z } from "zod";
import { PAGE_KEYS, type PageKey } from "~/lib/pages";
import { REGION_CODES } from "~/lib/regions";

const text = z.string().min(1);
const isoInstant = z.iso.datetime({ offset: true });

/** A link is a page path inside the region ("manuals"), "" for the home page, or an absolute https URL. */
export const linkTarget = z.string().refine((value) => !value.startsWith("/") && !value.startsWith("//"), {
  message: "use a region-relative page path or an absolute https URL",
});

export const labelledLinkSchema = z.object({ label: text, link: linkTarget });

const navPlace = z.enum(["header", "footer"]);

export const navEntrySchema = z.object({
  label: text,
  link: linkTarget,
  /** Product identifier when the entry is a product (for a badge or tracking). */
  identify: z.string().optional(),
  /** Places where the entry is hidden. */
  hidden: z.array(navPlace).optional(),
  startTime: isoInstant.optional(),
  endTime: isoInstant.optional(),
  tag: z.object({ color: z.string().regex(/^#[0-9a-f]{6}$/i), label: text }).optional(),
  /** Launch stages (see `launch`) in which the entry shows; absent = always. */
  stages: z.array(z.number().int().min(0).max(4)).optional(),
});

export const navGroupSchema = z.object({
  label: text,
  children: z.array(navEntrySchema).min(1),
});

export const mediaIcons = ["instagram", "meta", "youtube", "tikTok", "twitter"] as const;

const pageSeoSchema = z.object({ title: text, description: text, keywords: text });

export const regionChooserEntrySchema = z.object({
  label: text,
  region: z.enum(REGION_CODES),
  country: z.enum(["US", "CA", "EU", "GB", "FR", "DE", "CN", "JP", "KR", "OTHER"]),
});

export const siteContentSchema = z.object({
  brand: z.object({ name: text, legalName: text, logoAlt: text }),
  /** Words for the instalment offer, e.g. "Pay in 12 monthly instalments"; null where none is offered. */
  installment: z.string().nullable(),
  home: labelledLinkSchema,
  shop: labelledLinkSchema,
  account: labelledLinkSchema,
  region: labelledLinkSchema,
  media: z.array(z.object({ icon: z.enum(mediaIcons), label: text, link: z.url({ protocol: /^https$/ }) })),
  copyright: z.array(text).min(1),
  companyAddress: z.object({ title: text, lines: z.array(text).min(1) }),
  nav: z.object({
    products: navGroupSchema,
    support: navGroupSchema,
    about: navGroupSchema,
    /** Top-level entries outside the groups: time-boxed sales, the 'New Release' link. */
    extras: z.array(navEntrySchema),
  }),
  footerNavs: z.array(labelledLinkSchema).min(1),
  textBanner: z.object({
    stages: z.array(z.number().int().min(0).max(4)),
    items: z.array(
      z.object({ label: text, link: linkTarget, startTime: isoInstant.optional(), endTime: isoInstant.optional() }),
    ),
  }),
  buttons: z.object({
    buy: text,
    preOrder: text,
    learnMore: text,
    unlcokSoon: text,
    save: text,
    off: text,
    soldOut: text,
    outOfStock: text,
    watchVideo: text,
  }),
  countdown: z.object({ title: text, days: text, hours: text, minutes: text, seconds: text }),
  subscribe: z.object({
    title: text,
    describe: text,
    placeholder: text,
    submitBtn: text,
    invalid: text,
    success: text,
  }),
  api: z.object({
    default: text,
    authExpired: text,
    badRequest: text,
    wrongCredentials: text,
    rateLimited: text,
    notFound: text,
  }),
  ui: z.object({
    skipToContent: text,
    menu: text,
    openMenu: text,
    closeMenu: text,
    mainNav: text,
    footerNav: text,
    followUs: text,
    newRelease: text,
    notFoundTitle: text,
    notFoundText: text,
    backHome: text,
    errorTitle: text,
    errorText: text,
    currencyNote: text,
  }),
  regionChooser: z.object({
    title: text,
    description: text,
    heading: text,
    current: text,
    entries: z.array(regionChooserEntrySchema).length(10),
    /** Translated region names, shown in the header. */
    regionLabels: z.record(z.enum(REGION_CODES), text),
    canada: text,
    otherRegions: text,
  }),
  homeIntro: z.object({ heading: text, intro: text }),
  pages: z.record(z.enum(PAGE_KEYS as [PageKey, ...PageKey[]]), pageSeoSchema),
});

export type SiteContent = z.infer<typeof siteContentSchema>;
export type NavEntry = z.infer<typeof navEntrySchema>;
export type NavGroup = z.infer<typeof navGroupSchema>;
export type RegionChooserEntry = z.infer<typeof regionChooserEntrySchema>;
