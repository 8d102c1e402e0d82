// zod schemas of the site's structure (site.ts: the navigation tree, footer, social links, region chooser) and of its
// words (`site` in words/<language>.json: labels, buttons, messages, page titles). The assembled per-region view is
// built in app/views/site-content.server.ts.
import { z } from "zod";
import { campaigns } from "~/content/campaigns";
import { productIdSchema } from "~/content/catalogue.schema";
import { NAV_TAGS } from "~/content/nav-tags";
import { pageKeys, type PageKey } from "~/content/pages";
import { REGION_CODES } from "~/rules/regions";

export { NAV_TAGS };

const text = z.string().min(1);
// The build's page table (its static pages and the repository's campaigns): the routes a menu entry can name.
const pageKey = z.enum(pageKeys({ campaigns }) as [PageKey, ...PageKey[]]);

export const MEDIA_ICONS = [
  "instagram",
  "meta",
  "youtube",
  "tikTok",
  "twitter",
  "weibo",
  "bilibili",
  "douyin",
] as const;
const mediaListSchema = z.array(z.strictObject({ icon: z.enum(MEDIA_ICONS), link: z.url({ protocol: /^https$/ }) }));
export const COUNTRIES = ["US", "CA", "EU", "GB", "FR", "DE", "CN", "JP", "KR", "OTHER"] as const;
const navPlace = z.enum(["header", "footer"]);

/** A menu entry: a page of the page table (shown where the region has it) or a product's page. */
const navEntrySchema = z.union([
  z.strictObject({
    page: pageKey,
    /** Places where the entry is hidden. */
    hidden: z.array(navPlace).optional(),
  }),
  z.strictObject({
    /** The product's own page, labelled with its catalogue name. */
    product: productIdSchema,
    tag: z.enum(NAV_TAGS).optional(),
  }),
]);

export const siteFactsSchema = z.strictObject({
  nav: z.strictObject({
    products: z.array(navEntrySchema).min(1),
    support: z.array(navEntrySchema).min(1),
    about: z.array(navEntrySchema).min(1),
  }),
  tagColors: z.record(z.enum(NAV_TAGS), z.string().regex(/^#[0-9a-f]{6}$/i)),
  /**
   * How long a product counts as new, in calendar months from its launch in a region (rules/freshness.ts): its "New"
   * menu tag and the home hero's "New:" line end then.
   */
  newForMonths: z.number().int().min(1).max(24),
  footer: z.array(pageKey).min(1),
  media: mediaListSchema,
  /**
   * A region's own social links instead of `media`, where the others cannot be reached (cn: Weibo, Bilibili, Douyin;
   * Instagram, Facebook, YouTube, TikTok and X are blocked in mainland China).
   */
  mediaByRegion: z.partialRecord(z.enum(REGION_CODES), mediaListSchema).optional(),
  /** The region chooser's ten entries: which site each country opens. */
  chooser: z.array(z.strictObject({ region: z.enum(REGION_CODES), country: z.enum(COUNTRIES) })).length(10),
  /** The footer text banner shows in these launch stages. */
  textBannerLaunchStages: z.array(z.number().int().min(0).max(4)),
});

const pageSeoSchema = z.strictObject({ title: text, description: text, keywords: text });

export const siteWordsSchema = z.strictObject({
  brand: z.strictObject({ logoAlt: text }),
  /** `account` labels the header's account link for everyone, `myAccount` once the visitor is signed in. */
  links: z.strictObject({ home: text, shop: text, account: text, myAccount: text, region: text }),
  /** The label of each social link the language's regions show (content:check asks for the missing ones). */
  media: z.partialRecord(z.enum(MEDIA_ICONS), text),
  copyright: z.array(text).min(1),
  nav: z.strictObject({
    groups: z.strictObject({ products: text, support: text, about: text }),
    /** Menu labels of pages (products use their catalogue name). */
    pages: z.partialRecord(pageKey, text),
    /** Labels of shop links (shopCollection entries). */
    links: z.record(z.string(), text),
    tags: z.record(z.enum(NAV_TAGS), text),
  }),
  /** Footer labels of the footer's pages. */
  footer: z.partialRecord(pageKey, text),
  /**
   * The footer text banners, by label: the launch's (earlyBird, then finalCountdown in launch stage 3, with pre-order
   * placeholders: {earlyBirdLast:numeric}, {savings}) and those of placements.ts.
   */
  textBanner: z.record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/), text).optional(),
  buttons: z.strictObject({
    buy: text,
    preOrder: text,
    learnMore: text,
    unlcokSoon: text,
    save: text,
    off: text,
    soldOut: text,
    outOfStock: text,
    /** A product announced but not yet orderable (the pre-order before its early bird starts). */
    comingSoon: text,
    watchVideo: text,
  }),
  countdown: z.strictObject({ title: text, days: text, hours: text, minutes: text, seconds: text }),
  /**
   * How a struck-through reference price is labelled, by the market's rule (rules/price-history.ts): the list price
   * (read by screen readers), or the lowest price of the prior {days} days (shown).
   */
  referencePrice: z.strictObject({ listPrice: text, lowestPriorDays: text }),
  /**
   * The credit disclosure that goes with every instalment offer ({count}, {methods}): Truth in Lending (us, Reg Z
   * trigger terms), the FCA's wording for unregulated "Pay in 3" (uk). Required where the region offers instalments.
   */
  installmentDisclosure: text.optional(),
  /**
   * The disclosure's later wordings, each from a day in the region's time zone (a change in the law: uk's deferred
   * payment credit under FCA rules from 15 July 2026); at any moment the latest whose day has come is shown.
   */
  installmentDisclosureChanges: z.array(z.strictObject({ from: z.iso.date(), text })).optional(),
  /** The region's newsletter block, on the pre-order page; `invalid` is every newsletter box's message. */
  subscribe: z.strictObject({
    title: text,
    describe: text,
    label: text,
    placeholder: text,
    submitBtn: text,
    invalid: text,
    /** Not shown: the box says only what to do next (email.newsletterBox.pending) until the address is confirmed. */
    success: text.optional(),
  }),
  api: z.strictObject({
    default: text,
    authExpired: text,
    badRequest: text,
    wrongCredentials: text,
    rateLimited: text,
    notFound: text,
  }),
  ui: z.strictObject({
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
    /** After every selling price where the market expects it: ja "（税込）" (総額表示, 消費税法 §63). */
    priceNote: text.optional(),
    /** Under a price that includes an eco-contribution, "{amount}" the amount: fr "dont {amount} d'éco-participation". */
    ecoParticipation: text.optional(),
    /** A spend threshold, "{amount}" the price: "ab 399 €" (de), "dès 399 €" (fr); "399 €+" where absent. */
    fromAmount: text.optional(),
  }),
  regionChooser: z.strictObject({
    title: text,
    description: text,
    heading: text,
    current: text,
    /** Each entry's label, by country. */
    entries: z.record(z.enum(COUNTRIES), text),
    /** Translated region names, shown in the header. */
    regionLabels: z.record(z.enum(REGION_CODES), text),
    canada: text,
    otherRegions: text,
  }),
  homeIntro: z.strictObject({ heading: text, intro: text }),
  /** The bar a time-travel preview shows on every page ({instant}: the moment previewed). */
  preview: z.strictObject({ label: text, showing: text, previous: text, next: text, now: text }),
  pages: z.partialRecord(pageKey, pageSeoSchema),
});

export type SiteFacts = z.infer<typeof siteFactsSchema>;
export type SiteWords = z.infer<typeof siteWordsSchema>;
export type NavFactsEntry = SiteFacts["nav"]["products"][number];
export type Country = (typeof COUNTRIES)[number];
export type MediaIcon = (typeof MEDIA_ICONS)[number];
