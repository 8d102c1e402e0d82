// zod schemas of the campaign landing pages (spec §3 "Campaign content per region"); types are inferred from them.
import { z } from "zod";
import { linkTarget } from "./schema";

const text = z.string().min(1);
const isoInstant = z.iso.datetime({ offset: true });
const amount = z.number().nonnegative();
const stageNo = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const httpsUrl = z.url({ protocol: /^https$/ });
/** A public image path under /images/campaign/. */
const imagePath = z.string().regex(/^\/images\/campaign\/[\w-]+\.(svg|png|webp|jpg)$/);
const anchor = z.string().regex(/^#[a-z][\w-]*$/);

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

/** Three values, one per stage; null = no offer in that stage (a placeholder before it opens). */
const perStage = z.tuple([amount.nullable(), amount.nullable(), amount.nullable()]);

export const campaignProductSchema = z
  .object({
    key: productKeySchema,
    name: text,
    describe: text,
    /** Campaign price per stage, in the region's currency. */
    activityPrice: perStage,
    /** List price; absent for new releases, which sell at their launch price. */
    signPrice: amount.optional(),
    /** Amount saved per stage (signPrice − activityPrice). */
    save: perStage,
    /** Shown under the price where the region offers instalments (see `payment`). */
    installment: z.boolean().optional(),
    buy: httpsUrl,
    learnMore: linkTarget,
    alt: text,
    image: imagePath,
    /** Badge such as LIMITED EDITION. */
    identify: text.optional(),
    extendedWarranty: text.optional(),
    /** Free gift pictured with the item. */
    miniPicture: z.enum(["clothing", "insulatedCup", "hat"]).optional(),
  })
  .refine(
    (item) =>
      item.activityPrice.every((price, i) =>
        price === null || item.signPrice === undefined
          ? item.save[i] === null
          : item.save[i] === item.signPrice - price,
      ),
    { message: "save must equal signPrice − activityPrice in every stage" },
  );

const bannerSchema = z.object({
  title: text,
  discount: text,
  discountDescribe: text,
  time: text,
  bgAlt: text,
  /** Artwork behind the banner: wide (desktop/tablet) and tall (phone). */
  background: z.object({ wide: imagePath, tall: imagePath }),
  /** Banner buttons by key: the headline product, then the second one. */
  productUrl: z.object({ product: linkTarget, product2: linkTarget }),
  /** Button texts of the two product links. */
  productNames: z.object({ product: text, product2: text }),
  /** Stages in which this banner shows. */
  stages: z.array(stageNo).min(1),
});

const timelineEntrySchema = z.object({ title: text, date: text, stage: stageNo });
const spacerSchema = z.object({ spacer: z.literal(true) });

const benefitIcons = ["priceGuarantee", "returns", "membership", "shipping", "support", "warranty"] as const;

const productGroupSchema = z.object({
  id: z.enum([
    "webExclusive",
    "hotDeals",
    "newReleases",
    "premiumProtection",
    "bestValueGifts",
    "curatedGifts",
    "limited40th",
  ]),
  label: text,
  title: text,
  content: text.optional(),
  products: z.array(productKeySchema).min(1),
});

const specialOfferSchema = z.object({
  title: text,
  content: text,
  alt: text,
  btn: text.optional(),
  link: linkTarget.optional(),
  images: z.object({ pc: imagePath, tablet: imagePath, mobile: imagePath }),
});

const termsSchema = z.object({ title: text, content: z.array(text).min(1) });

export const campaignContentSchema = z
  .object({
    /** Stage names, in order (Early Black Friday, Black Friday, Cyber Monday; Holiday, New Year). */
    stageNames: z.array(text).min(1).max(3),
    banner1: bannerSchema,
    banner2: bannerSchema,
    subscribe: z.object({
      title: text,
      describe: text,
      placeholder: text,
      submitBtn: text,
      invalid: text,
      success: text,
      label: text,
    }),
    benefits: z.object({
      title: text,
      items: z
        .array(z.object({ label: text, icon: z.enum(benefitIcons), alt: text }))
        .length(6)
        .refine((items) => new Set(items.map((i) => i.icon)).size === 6, { message: "one item per benefit icon" }),
    }),
    timeline: z.object({ title: text, items: z.array(z.union([timelineEntrySchema, spacerSchema])).min(1) }),
    countdown: z.object({ title: text, finalTitle: text }),
    moreSurprises: z.object({ describe: text, subDescribe: text }),
    /** Show every stage's price on the product cards (Black Friday), not only the current one. */
    priceLadder: z.boolean(),
    /** Instalment and payment-method line shown under prices; null where the region offers none. */
    payment: z.object({ line: text, methods: z.array(z.enum(["paypal", "klarna"])).min(1) }).nullable(),
    labels: z.object({
      listPrice: text,
      stagePrice: text,
      ended: text,
      now: text,
      tabsLabel: text,
      groupsLabel: text,
      learnMoreAbout: text,
    }),
    products: z.array(campaignProductSchema).min(1),
    productsPreview: z.object({ title: text, content: text, products: z.array(productKeySchema).min(1) }),
    products2: z.object({ title: text, groups: z.array(productGroupSchema).min(2) }),
    specialOffers: z.object({ title: text, items: z.array(specialOfferSchema).min(1) }),
    luckyDraw: z.object({ title: text, describe: text, alt: text, image: imagePath, content: z.array(text).min(1) }),
    giftGuide: z.object({ title: text, describe: text, btn: text, link: httpsUrl }),
    tieredRewards: z.object({
      title: text,
      describe: text,
      tiers: z
        .array(
          z.object({
            threshold: amount,
            title: text,
            describe: text,
            miniPicture: z.enum(["clothing", "insulatedCup", "hat", "express"]),
          }),
        )
        .min(1),
    }),
    membersOnly: z.object({
      title: text,
      items: z
        .array(z.object({ title: text, subTitle: text, describe: text, btn: text, alt: text, link: linkTarget }))
        .min(1),
    }),
    tabs: z.array(z.object({ label: text, link: anchor })).min(1),
    termsAndConditions: termsSchema,
    termsAndConditions2: termsSchema,
  })
  .refine(
    (content) => {
      const keys = new Set(content.products.map((p) => p.key));
      const used = [...content.productsPreview.products, ...content.products2.groups.flatMap((g) => g.products)];
      return used.every((key) => keys.has(key)) && keys.size === content.products.length;
    },
    { message: "every listed product key must be defined once in products" },
  );

export type CampaignSchedule = z.infer<typeof campaignScheduleSchema>;
export type CampaignProduct = z.infer<typeof campaignProductSchema>;
export type CampaignContent = z.infer<typeof campaignContentSchema>;
export type CampaignBanner = z.infer<typeof bannerSchema>;
export type TimelineItem = CampaignContent["timeline"]["items"][number];
export type BenefitIcon = (typeof benefitIcons)[number];
export type ProductKey = z.infer<typeof productKeySchema>;
export type StageNo = z.infer<typeof stageNo>;
