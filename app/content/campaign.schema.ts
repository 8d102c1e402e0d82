// zod schemas of the campaign landing pages (docs/requirements.md, "Campaign pages"). A campaign is one facts file
// (campaigns/<campaign>.ts: its page path, the regions it runs in and when, which sections it has, the catalogue
// products it offers at what price per stage and region, its gifts and links) and its words in every language
// (words/<language>.json under campaigns.<campaign>). Copy names dates with placeholders ({stage1:short},
// {last:year}, …) that are filled from the schedule in the region's locale and time zone.
import { z } from "zod";
import { productIdSchema } from "~/content/catalogue.schema";
import { linkTarget } from "~/content/link.schema";
import { NAV_TAGS } from "~/content/nav-tags";
import { OFFER_PICTURES } from "~/rules/images";
import { REGION_CODES } from "~/rules/regions";

const text = z.string().min(1);
const isoInstant = z.iso.datetime({ offset: true });
const amount = z.number().nonnegative();
const stageNo = z.number().int().min(1);
const httpsUrl = z.url({ protocol: /^https$/ });
/** A key the content names things by: "webExclusive", "k1", "30". */
const key = z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9]*$/, { message: "letters and digits only" });
/** A public image path under /images/campaign/. */
const imagePath = z.string().regex(/^\/images\/campaign\/[\w-]+\.(svg|png|webp|jpg)$/);

export const regionCodeSchema = z.enum(REGION_CODES);
/** A value per region that runs the campaign (content:check makes sure each one has its value). */
const perRegion = <T extends z.ZodType>(value: T) => z.partialRecord(regionCodeSchema, value);

export const GIFTS = ["clothing", "insulatedCup", "hat", "express"] as const;
export const giftSchema = z.enum(GIFTS);

export const BENEFIT_ICONS = ["priceGuarantee", "returns", "membership", "shipping", "support", "warranty"] as const;
export const benefitIconSchema = z.enum(BENEFIT_ICONS);

/** The page's section anchors (#special-offers, #lucky-draw, #members-only-offers): one per optional section. */
export const SECTION_ANCHORS = ["special-offers", "lucky-draw", "members-only-offers"] as const;
export const sectionAnchorSchema = z.enum(SECTION_ANCHORS);

/** The page's colours (app/styles/campaign.css): the page and each banner pick one of the site's palettes. */
export const CAMPAIGN_THEMES = ["gold", "evergreen"] as const;
export const BANNER_PALETTES = ["gold", "neon", "evergreen", "midnight"] as const;

/**
 * When a campaign runs in a region: its stages (any number, in order) and its end (exclusive). A stage runs from its
 * start until its own end where it has one (a pause before the next stage: no stage price is offered then), else until
 * the next stage starts, or the campaign ends. The page's route window is [first stage start, endTime).
 */
export const campaignScheduleSchema = z
  .strictObject({
    stages: z.array(z.strictObject({ startTime: isoInstant, endTime: isoInstant.optional() })).min(1),
    endTime: isoInstant,
  })
  .superRefine((schedule, ctx) => {
    const end = Date.parse(schedule.endTime);
    schedule.stages.forEach((stage, index) => {
      const start = Date.parse(stage.startTime);
      const next = schedule.stages[index + 1];
      const limit = next ? Date.parse(next.startTime) : end;
      if (start >= limit)
        ctx.addIssue({
          code: "custom",
          path: ["stages", index, "startTime"],
          message: next
            ? "a stage must start before the next one"
            : "the last stage must start before the campaign's end",
        });
      if (stage.endTime && (Date.parse(stage.endTime) <= start || Date.parse(stage.endTime) > limit))
        ctx.addIssue({
          code: "custom",
          path: ["stages", index, "endTime"],
          message: "a stage must end after it starts and no later than the next stage's start (or the campaign's end)",
        });
    });
  });

/** One price per stage; null = no deal in that stage. */
const stagePrices = z.array(amount.nullable()).min(1);

export const campaignProductSchema = z.strictObject({
  key,
  /** The catalogue product: name, button state, shop link, Learn More and list price come from the catalogue. */
  product: productIdSchema,
  image: imagePath,
  /** Shown with the region's instalment line where the region offers instalments. */
  installment: z.boolean().optional(),
  /** The campaign price per stage, per region; a region without an offer sells it at its page price. */
  offers: perRegion(stagePrices),
});

const bannerFactsSchema = z.strictObject({
  /** Stages in which this banner shows. */
  stages: z.array(stageNo).min(1),
  palette: z.enum(BANNER_PALETTES),
  /** Artwork behind the banner: wide (desktop/tablet) and tall (phone). */
  background: z.strictObject({ wide: imagePath, tall: imagePath }),
  /** The two products the banner's buttons open (their Learn More target), per region. */
  products: perRegion(z.tuple([productIdSchema, productIdSchema])),
});

/** A dated fact of the campaign that copy mentions: a day (YYYY-MM-DD), the same everywhere or per region. */
const campaignDate = z.union([z.iso.date(), perRegion(z.iso.date())]);

/** Where the site points to a running campaign (content/placements.ts shows it while the page exists). */
const campaignPlacementsSchema = z.strictObject({
  /** On the region's home page: the hero (the campaign's current banner) or a text banner above the hero. */
  home: z.enum(["hero", "banner"]).optional(),
  /** In the menu's top-level entries, with a tag. */
  menu: z.strictObject({ tag: z.enum(NAV_TAGS).optional() }).optional(),
  /** Which placement wins where two overlap (higher first; 0 by default). */
  priority: z.number().int().optional(),
});

export const campaignFactsSchema = z.strictObject({
  /** The page's path in every region it runs in ("black-friday"): /us/black-friday. */
  page: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "a path of lower-case words joined by -" }),
  /** The regions it runs in, and when (per region; stages may differ). */
  schedules: perRegion(campaignScheduleSchema),
  theme: z.enum(CAMPAIGN_THEMES),
  placements: campaignPlacementsSchema.optional(),
  /** Show every stage's price on the product cards (Black Friday), not only the current one. */
  priceLadder: z.boolean(),
  /** The banners, by name (their words use the same names); each shows in its stages. */
  banners: z.record(key, bannerFactsSchema).refine((banners) => Object.keys(banners).length > 0, {
    message: "at least one banner",
  }),
  /** The "shop with confidence" list. */
  benefits: z.array(benefitIconSchema).min(1).optional(),
  products: z.array(campaignProductSchema).min(1),
  preview: z.array(key).min(1),
  groups: z.array(z.strictObject({ id: key, products: z.array(key).min(1) })).min(1),
  /** The gift pictured with a product, per region. */
  gifts: perRegion(z.record(key, giftSchema)).optional(),
  /**
   * Spend thresholds and their gifts, per region: the tiered rewards and the special offers. `picture` is the special
   * offer's panel (public/images/campaign/offer-<picture>-*.svg): the same gift kind is a bottle in uk, a mug in the EU.
   */
  tiers: perRegion(
    z.array(z.strictObject({ threshold: amount, gift: giftSchema, picture: z.enum(OFFER_PICTURES) })).min(1),
  ).optional(),
  /** The regional shop collection the special offers' button opens: <shop>/collections/<slug>. */
  collection: perRegion(z.string().regex(/^[a-z0-9-]+$/)).optional(),
  /**
   * The prize draw (#lucky-draw): its prizes and their approximate retail value per region. Its official rules are a
   * page of their own (<page>/official-rules, words `campaigns.drawRules`).
   */
  luckyDraw: z
    .strictObject({ image: imagePath, prizes: z.number().int().positive(), prizeValue: perRegion(amount) })
    .optional(),
  giftGuide: perRegion(httpsUrl).optional(),
  /** Members-only offers' links: a page path of the region or an external URL, per region where it differs. */
  membersOnly: z
    .record(key, z.strictObject({ link: linkTarget, byRegion: perRegion(linkTarget).optional() }))
    .optional(),
  /** The in-page tabs, in order; each names a section the campaign has. */
  tabs: z.array(sectionAnchorSchema).optional(),
  /** Dates the copy mentions besides the stages: {drawResults}, {returnsUntil}, … */
  dates: z.record(z.string().regex(/^[a-z][a-zA-Z]*$/), campaignDate).optional(),
  /**
   * Numbers the copy promises, written once for every language: {giftOrders} ("the first 5 orders"), as the region's
   * locale writes numbers; per region where a market's promotion differs.
   */
  counts: z
    .record(
      z.string().regex(/^[a-z][a-zA-Z]*$/),
      z.union([z.number().int().positive(), perRegion(z.number().int().positive())]),
    )
    .optional(),
});

const bannerWordsSchema = z.strictObject({
  title: text,
  /**
   * The headline's offer. A figure in it is never typed: {upTo:percent} or {upTo:amount} is filled with the largest
   * reduction the page's cards give at that instant (rules/claims.ts).
   */
  discount: text,
  /** The offer without a figure, shown in place of `discount` where it names one and no card is reduced. */
  discountWithoutFigure: text.optional(),
  discountDescribe: text,
  /** The dates the banner's stages run, with date placeholders. */
  time: text,
  bgAlt: text,
});

export const campaignWordsSchema = z.strictObject({
  /** The campaign's name where the site points to it (its menu entry, the home page). */
  name: text,
  /** One per stage, in order: its name and the dates it runs (timeline). */
  stages: z
    .array(
      z.strictObject({
        name: text,
        /** The timeline's name where it is shorter. */ shortName: text.optional(),
        dates: text,
      }),
    )
    .min(1),
  /**
   * Copy that holds only while a stage runs, by stage number ("1"): shown under "more surprises" in place of its
   * `subDescribe` (a delivery cut-off that no longer holds in the next stage).
   */
  stageNotes: z.record(z.string().regex(/^[1-9][0-9]*$/), text).optional(),
  banners: z.record(key, bannerWordsSchema),
  /** The invalid-address message is the site's (words.site.subscribe.invalid). */
  subscribe: z.strictObject({
    title: text,
    describe: text,
    label: text,
    placeholder: text,
    submitBtn: text,
    /** Not shown: the box says only what to do next (email.newsletterBox.pending) until the address is confirmed. */
    success: text.optional(),
  }),
  benefits: z
    .strictObject({
      title: text,
      items: z.partialRecord(benefitIconSchema, z.strictObject({ label: text, alt: text })),
    })
    .optional(),
  timeline: z.strictObject({ title: text }),
  countdown: z.strictObject({ title: text, finalTitle: text }),
  /** Under the preview; a stage's note (`stageNotes`), while it runs, takes the place of `subDescribe`. */
  moreSurprises: z.strictObject({ describe: text, subDescribe: text.optional() }),
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
  products: z.record(
    key,
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
    items: z.record(key, z.strictObject({ label: text, title: text, content: text.optional() })),
  }),
  specialOffers: z
    .strictObject({
      title: text,
      /** One offer per gift of the region's tiers; `btn` opens the campaign's shop collection. */
      items: z.partialRecord(
        giftSchema,
        z.strictObject({ title: text, content: text, alt: text, btn: text.optional() }),
      ),
    })
    .optional(),
  luckyDraw: z.strictObject({ title: text, describe: text, alt: text, content: z.array(text).min(1) }).optional(),
  giftGuide: z.strictObject({ title: text, describe: text, btn: text }).optional(),
  tieredRewards: z
    .strictObject({
      title: text,
      describe: text,
      gifts: z.partialRecord(giftSchema, z.strictObject({ title: text, describe: text })),
    })
    .optional(),
  membersOnly: z
    .strictObject({
      title: text,
      items: z.record(key, z.strictObject({ title: text, subTitle: text, describe: text, btn: text, alt: text })),
    })
    .optional(),
  tabs: z.partialRecord(sectionAnchorSchema, text).optional(),
  termsAndConditions: z.strictObject({ title: text, content: z.array(text).min(1) }),
  termsAndConditions2: z.strictObject({ title: text, content: z.array(text).min(1) }).optional(),
});

const rulesSection = z.strictObject({ heading: text, paragraphs: z.array(text).min(1) });

/**
 * A prize draw's official rules, the same for every draw of a language (placeholders: the campaign's dates, {draw}
 * its title, {campaign} its name, {prizes}, {prizeValue}, {totalValue}, and the organiser's legal facts: {name},
 * {addressLine}, {email}). `summary` and `link` show in the draw's section of the campaign page.
 */
export const DRAW_RULES_SECTIONS = [
  "sponsor",
  "eligibility",
  "period",
  "entry",
  "prizes",
  "selection",
  "notification",
  "privacy",
  "general",
] as const;
const drawRulesWordsSchema = z.strictObject({
  title: text,
  intro: z.array(text),
  summary: text,
  link: text,
  ...Object.fromEntries(DRAW_RULES_SECTIONS.map((section) => [section, rulesSection])),
} as Record<"title" | "summary" | "link", typeof text> & { intro: z.ZodArray<typeof text> } & Record<
    (typeof DRAW_RULES_SECTIONS)[number],
    typeof rulesSection
  >);

/** The words of every campaign (by its id), and what all campaign pages share: the banner buttons' pattern. */
export const campaignsWordsSchema = z
  .strictObject({
    shopProduct: text,
    /** Under prices where the region offers instalments: "Pay in {count} … with {methods}". */
    paymentLine: text.optional(),
    /** Under prices on the other cards, and everywhere in regions without instalments: "Pay with {methods}". */
    paymentMethodsLine: text.optional(),
    /** Every prize draw's official rules (a page per draw and region), filled from the campaign and legal facts. */
    drawRules: drawRulesWordsSchema.optional(),
  })
  .catchall(campaignWordsSchema);

export type CampaignSchedule = z.infer<typeof campaignScheduleSchema>;
export type CampaignFacts = z.infer<typeof campaignFactsSchema>;
export type CampaignWords = z.infer<typeof campaignWordsSchema>;
export type CampaignsWords = z.infer<typeof campaignsWordsSchema>;
export type DrawRulesWords = z.infer<typeof drawRulesWordsSchema>;
export type Gift = z.infer<typeof giftSchema>;
export type BenefitIcon = z.infer<typeof benefitIconSchema>;
export type CampaignTheme = (typeof CAMPAIGN_THEMES)[number];
export type BannerPalette = (typeof BANNER_PALETTES)[number];
