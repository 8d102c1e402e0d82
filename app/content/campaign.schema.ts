// zod schemas of the campaign landing pages (spec §3 "Campaign content per region"). A campaign is one facts file
// (campaigns/<campaign>.ts: which catalogue products it offers, at what price per stage and region, its gifts and links)
// and its words in every language (words/<language>/campaigns.ts). Dates live in campaign-schedule.ts only: copy names
// them with placeholders ({stage1:short}, {last:year}, …) that are filled from the schedule in the region's locale.
import { z } from "zod";
import { productIdSchema } from "./catalogue.schema";
import { linkTarget } from "./link.schema";
import { OFFER_PICTURES } from "../rules/images";

const text = z.string().min(1);
const isoInstant = z.iso.datetime({ offset: true });
const amount = z.number().nonnegative();
const stageNo = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const httpsUrl = z.url({ protocol: /^https$/ });
/** A public image path under /images/campaign/. */
const imagePath = z.string().regex(/^\/images\/campaign\/[\w-]+\.(svg|png|webp|jpg)$/);

export const CAMPAIGN_REGIONS = ["us", "uk", "eu", "fr", "de"] as const;
export const campaignRegionSchema = z.enum(CAMPAIGN_REGIONS);
/** Per campaign region: every region that runs the campaign has a value. */
const perRegion = <T extends z.ZodType>(value: T) => z.record(campaignRegionSchema, value);

export const CAMPAIGN_PRODUCT_KEYS = [
  "30",
  "k1",
  "30ai",
  "bumblebee",
  "grimlock",
  "buzz",
  "buzz2",
  "megatron",
] as const;
export const productKeySchema = z.enum(CAMPAIGN_PRODUCT_KEYS);

export const GIFTS = ["clothing", "insulatedCup", "hat", "express"] as const;
export const giftSchema = z.enum(GIFTS);

export const BENEFIT_ICONS = ["priceGuarantee", "returns", "membership", "shipping", "support", "warranty"] as const;
export const benefitIconSchema = z.enum(BENEFIT_ICONS);

export const GROUP_IDS = [
  "webExclusive",
  "hotDeals",
  "newReleases",
  "premiumProtection",
  "bestValueGifts",
  "curatedGifts",
  "limited40th",
] as const;
export const groupIdSchema = z.enum(GROUP_IDS);

/** The in-page anchors of spec §2 (#special-offers, #lucky-draw, #members-only-offers). */
export const SECTION_ANCHORS = ["special-offers", "lucky-draw", "members-only-offers"] as const;
export const sectionAnchorSchema = z.enum(SECTION_ANCHORS);

export const MEMBER_OFFERS = ["welcomeCode", "doublePoints"] as const;
export const memberOfferSchema = z.enum(MEMBER_OFFERS);

/**
 * When a campaign runs: the instant each stage starts (ascending) and the instant it ends (exclusive).
 * The page's route window is [first stage start, endTime).
 */
export const campaignScheduleSchema = z
  .object({
    stages: z
      .array(z.object({ stage: stageNo, startTime: isoInstant }))
      .min(1)
      .max(3),
    endTime: isoInstant,
  })
  .refine(
    (schedule) => {
      const times = [...schedule.stages.map((s) => Date.parse(s.startTime)), Date.parse(schedule.endTime)];
      return (
        times.every((time, i) => i === 0 || time > times[i - 1]!) && schedule.stages.every((s, i) => s.stage === i + 1)
      );
    },
    { message: "stages must be numbered 1.. and start in ascending order before endTime" },
  );

/** One price per stage; null = no deal in that stage. */
const stagePrices = z.array(amount.nullable()).min(1).max(3);

export const campaignProductSchema = z.strictObject({
  key: productKeySchema,
  /** The catalogue product: name, button state, shop link, Learn More and list price come from the catalogue. */
  product: productIdSchema,
  image: imagePath,
  /** Shown with the region's instalment line where the region offers instalments. */
  installment: z.boolean().optional(),
  /** The campaign price per stage, per region; a region without an offer sells it at its page price. */
  offers: z.partialRecord(campaignRegionSchema, stagePrices),
});

const bannerFactsSchema = z.strictObject({
  /** Stages in which this banner shows. */
  stages: z.array(stageNo).min(1),
  /** Artwork behind the banner: wide (desktop/tablet) and tall (phone). */
  background: z.strictObject({ wide: imagePath, tall: imagePath }),
  /** The two products the banner's buttons open (their Learn More target), per region. */
  products: perRegion(z.tuple([productIdSchema, productIdSchema])),
});

/** A dated fact of the campaign that copy mentions: a day (YYYY-MM-DD), the same everywhere or per region. */
const campaignDate = z.union([z.iso.date(), perRegion(z.iso.date())]);

export const campaignFactsSchema = z.strictObject({
  /** The time zone the copy shows the schedule's dates and times in (stages start at 09:00 CET). */
  timeZone: text,
  /** Show every stage's price on the product cards (Black Friday), not only the current one. */
  priceLadder: z.boolean(),
  banners: z.strictObject({ banner1: bannerFactsSchema, banner2: bannerFactsSchema }),
  benefits: z.array(benefitIconSchema).length(6),
  products: z.array(campaignProductSchema).min(1),
  preview: z.array(productKeySchema).min(1),
  groups: z.array(z.strictObject({ id: groupIdSchema, products: z.array(productKeySchema).min(1) })).min(2),
  /** The gift pictured with a product, per region. */
  gifts: perRegion(z.partialRecord(productKeySchema, giftSchema)),
  /**
   * Spend thresholds and their gifts, per region: the tiered rewards and the special offers. `picture` is the special
   * offer's panel (public/images/campaign/offer-<picture>-*.svg): the same gift kind is a bottle in uk, a mug in the EU.
   */
  tiers: perRegion(
    z.array(z.strictObject({ threshold: amount, gift: giftSchema, picture: z.enum(OFFER_PICTURES) })).min(1),
  ),
  /** The regional shop collection the first special offer opens: <shop>/collections/<slug>. */
  collection: perRegion(z.string().regex(/^[a-z0-9-]+$/)),
  luckyDrawImage: imagePath,
  giftGuide: perRegion(httpsUrl),
  /** Members-only offers' links: a page path of the region or an external URL, per region where it differs. */
  membersOnly: z.record(
    memberOfferSchema,
    z.strictObject({ link: linkTarget, byRegion: z.partialRecord(campaignRegionSchema, linkTarget).optional() }),
  ),
  tabs: z.array(sectionAnchorSchema).min(1),
  /** Dates the copy mentions besides the stages: {drawResults}, {returnsUntil}, … */
  dates: z.record(z.string().regex(/^[a-z][a-zA-Z]*$/), campaignDate),
});

const bannerWordsSchema = z.strictObject({
  title: text,
  discount: text,
  discountDescribe: text,
  /** The dates the banner's stages run, with date placeholders. */
  time: text,
  bgAlt: text,
});

export const campaignWordsSchema = z.strictObject({
  /** One per stage, in order: its name and the dates it runs (timeline). */
  stages: z
    .array(
      z.strictObject({
        name: text,
        /** The timeline's name where it is shorter. */ shortName: text.optional(),
        dates: text,
      }),
    )
    .min(1)
    .max(3),
  banners: z.strictObject({ banner1: bannerWordsSchema, banner2: bannerWordsSchema }),
  /** The invalid-address message is the site's (words.site.subscribe.invalid). */
  subscribe: z.strictObject({
    title: text,
    describe: text,
    label: text,
    placeholder: text,
    submitBtn: text,
    success: text,
  }),
  benefits: z.strictObject({
    title: text,
    items: z.record(benefitIconSchema, z.strictObject({ label: text, alt: text })),
  }),
  timeline: z.strictObject({ title: text }),
  countdown: z.strictObject({ title: text, finalTitle: text }),
  moreSurprises: z.strictObject({ describe: text, subDescribe: text }),
  labels: z.strictObject({
    stagePrice: text,
    ended: text,
    now: text,
    /** Read for the "—" of a stage without a deal in the price ladder. */
    noDeal: text,
    tabsLabel: text,
    groupsLabel: text,
    learnMoreAbout: text,
  }),
  products: z.partialRecord(
    productKeySchema,
    z.strictObject({
      describe: text,
      /** Alt text of the campaign picture. */
      alt: text,
      /** Badge such as LIMITED EDITION. */
      identify: text.optional(),
      extendedWarranty: text.optional(),
    }),
  ),
  productsPreview: z.strictObject({ title: text, content: text }),
  groups: z.strictObject({
    title: text,
    items: z.partialRecord(groupIdSchema, z.strictObject({ label: text, title: text, content: text.optional() })),
  }),
  specialOffers: z.strictObject({
    title: text,
    /** One offer per gift of the region's tiers; `btn` opens the campaign's shop collection. */
    items: z.partialRecord(giftSchema, z.strictObject({ title: text, content: text, alt: text, btn: text.optional() })),
  }),
  luckyDraw: z.strictObject({ title: text, describe: text, alt: text, content: z.array(text).min(1) }),
  giftGuide: z.strictObject({ title: text, describe: text, btn: text }),
  tieredRewards: z.strictObject({
    title: text,
    describe: text,
    gifts: z.partialRecord(giftSchema, z.strictObject({ title: text, describe: text })),
  }),
  membersOnly: z.strictObject({
    title: text,
    items: z.record(
      memberOfferSchema,
      z.strictObject({ title: text, subTitle: text, describe: text, btn: text, alt: text }),
    ),
  }),
  tabs: z.record(sectionAnchorSchema, text),
  termsAndConditions: z.strictObject({ title: text, content: z.array(text).min(1) }),
  termsAndConditions2: z.strictObject({ title: text, content: z.array(text).min(1) }),
});

/** The words of both campaigns, and the banner buttons' pattern ("Shop {name}"). */
export const campaignsWordsSchema = z.strictObject({
  shopProduct: text,
  /** Under prices where the region offers instalments: "Pay in {count} … with {methods}" (spec §9). */
  paymentLine: text.optional(),
  /** Under prices on the other cards, and everywhere in regions without instalments: "Pay with {methods}". */
  paymentMethodsLine: text.optional(),
  blackFriday: campaignWordsSchema,
  christmas: campaignWordsSchema,
});

export type CampaignSchedule = z.infer<typeof campaignScheduleSchema>;
export type CampaignFacts = z.infer<typeof campaignFactsSchema>;
export type CampaignWords = z.infer<typeof campaignWordsSchema>;
export type CampaignRegion = z.infer<typeof campaignRegionSchema>;
export type ProductKey = z.infer<typeof productKeySchema>;
export type Gift = z.infer<typeof giftSchema>;
export type BenefitIcon = z.infer<typeof benefitIconSchema>;
export type StageNo = z.infer<typeof stageNo>;
