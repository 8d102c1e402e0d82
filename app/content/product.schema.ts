// zod schemas for product page copy: shared labels, learn-more pages, the Buzz and Elite pages, the Bumblebee pre-order.
import { z } from "zod";
import { productIdSchema } from "~/content/catalogue.schema";
import { ENTITY_IDS } from "~/content/legal.schema";
import { GALLERY_NAMES } from "~/rules/images";
import { REGION_CODES } from "~/rules/regions";

const text = z.string().min(1);
const isoInstant = z.iso.datetime({ offset: true });

/** What a product's spec rows state (app/content/product-facts.ts); each key has one unit (rules/specs.ts). */
export const SPEC_KEYS = [
  "servos",
  "chips",
  "components",
  "battery",
  "voltage",
  "chargingTime",
  "useTime",
  "chargingPower",
  "height",
  "netWeight",
  "warranty",
  "age",
] as const;
export const specKeySchema = z.enum(SPEC_KEYS);

/**
 * The safety certificates a market asks a product page to state (kr: KC 인증정보), by kind; each kind has its number's
 * form (rules/product-notice.ts) and its name in the words (products.notice.certificates).
 */
export const CERTIFICATE_KINDS = [
  /** 어린이제품 안전확인 (어린이제품 안전 특별법 § 22): toys for children up to 13. */
  "krChildren",
  /** 전기용품 안전인증 (전기생활용품안전법 § 5): the mains charger. */
  "krElectric",
  /** 전기용품 안전확인 (전기생활용품안전법 § 15): the lithium battery pack. */
  "krElectricConfirmation",
  /** 방송통신기자재 적합성평가 (전파법 § 58-2): Bluetooth and Wi-Fi. */
  "krRadio",
] as const;
export const certificateKindSchema = z.enum(CERTIFICATE_KINDS);

/**
 * What a product information notice states beyond the specs (kr 상품정보제공 고시): the model number, the company that
 * makes it (a legal entity, legal.ts), the country it is made in (ISO 3166) and its safety certificates.
 */
export const productNoticeFactsSchema = z.strictObject({
  model: text,
  maker: z.enum(ENTITY_IDS),
  madeIn: z.string().regex(/^[A-Z]{2}$/),
  certificates: z.array(z.strictObject({ kind: certificateKindSchema, number: text })).min(1),
});

/** A learn-more product's facts: its specs (numbers in the key's unit; `atLeast` reads "5,000+") and gallery views. */
export const productFactsSchema = z.strictObject({
  specs: z
    .array(z.strictObject({ key: specKeySchema, value: z.number().positive(), atLeast: z.boolean().optional() }))
    .min(1),
  gallery: z.array(z.enum(GALLERY_NAMES)).min(1),
  /** The notice's facts, where a region that sells the product asks for one (rules/regions.ts `productNotice`). */
  notice: productNoticeFactsSchema.optional(),
});

export const specRowSchema = z.strictObject({ name: text, value: text });
const specsSchema = z.strictObject({ title: text, rows: z.array(specRowSchema).min(1) });
const titledList = z.strictObject({
  title: text,
  items: z.array(z.strictObject({ title: text, content: text })).min(1),
});
const gallerySchema = z.strictObject({
  title: text,
  items: z.array(z.strictObject({ image: z.enum(GALLERY_NAMES), alt: text })).min(1),
});
const bannerSchema = z.strictObject({ eyebrow: text, title: text, subtitle: text, alt: text });
/** In-page menu: anchors on the same page ("#specs"). */
const menusSchema = z.array(z.strictObject({ label: text, link: z.string().regex(/^#[a-z][a-z0-9-]*$/) })).min(1);

/** Labels every product page shares, per region. */
export const productLabelsSchema = z.strictObject({
  price: text,
  specs: text,
  gallery: text,
  overview: text,
  moreRobots: text,
  inPageMenu: text,
  /** The names of the spec rows of learn-more pages (their values are facts: product-facts.ts). */
  specNames: z.record(specKeySchema, text),
  /** The age grade's value, "{age}" the youngest age the product is made for (GPSR art. 19, Toy Safety Directive). */
  ageGrade: text,
  /** The video modal's close button. */
  video: z.strictObject({ close: text }),
});

export const learnMoreSchema = z.strictObject({
  tagline: text,
  description: z.array(text).min(1),
});

/** A product's words: its name and artwork alt text everywhere it is sold, and the copy of its learn-more page. */
export const productTextSchema = z.strictObject({
  /** Display name; "\n" breaks the line and text in [small]…[/small] renders as small print. */
  name: text,
  /** A shorter name for buttons ("Shop Grimlock"); the plain name where absent. */
  shortName: text.optional(),
  alt: text,
  /** Copy of the product's learn-more page (routes/product.tsx), where the language's regions have one. */
  learnMore: learnMoreSchema.optional(),
});

/**
 * The product information notice of a market that asks for one (kr 상품정보제공고시): its caption, its row names, the
 * certificates' names, and the values written in words, with placeholders for the facts ({model}, {warranty}…).
 */
export const productNoticeWordsSchema = z.strictObject({
  title: text,
  rows: z.strictObject({
    nameModel: text,
    certificates: text,
    voltage: text,
    size: text,
    maker: text,
    madeIn: text,
    age: text,
    handling: text,
    warranty: text,
    service: text,
  }),
  certificates: z.record(certificateKindSchema, text),
  /** The values in words: {name} {model}; {height} {netWeight}; {maker} {importer}; {warranty}; {importer} {phone}. */
  values: z.strictObject({ nameModel: text, size: text, maker: text, warranty: text, service: text }),
  /** 취급방법 및 취급 시 주의사항: the same for every product. */
  handling: text,
  /** The note beside the certificate numbers while the region's legal facts are samples (legal.ts `live`). */
  sample: text,
});

/**
 * The safety warnings of a product's online offer (GPSR art. 19(b), the Toy Safety Directive's warnings), written once
 * per language and chosen by the product's facts (rules/warnings.ts): `general` for every robot, `battery` for one with
 * a battery, `child` for one made for children under 14; `disposal`, where the market asks for it, how to dispose
 * of an electrical product and its battery (fr: the Info-tri; de, uk, eu: the crossed-out bin's meaning).
 */
export const productWarningsWordsSchema = z.strictObject({
  title: text,
  general: z.array(text).min(1),
  battery: z.array(text).min(1),
  child: z.array(text).min(1),
  disposal: z.array(text).min(1).optional(),
});

/** Product words of a language: every product its regions sell, and the labels product pages share. */
export const productWordsSchema = z.strictObject({
  labels: productLabelsSchema,
  /** The safety warnings every learn-more page states (content:check asks for them). */
  warnings: productWarningsWordsSchema.optional(),
  /** The product information notice, in the language of a market that asks for one. */
  notice: productNoticeWordsSchema.optional(),
  /** Alt texts of the learn-more pages' gallery views (the views are facts: product-facts.ts). */
  galleryAlts: z.partialRecord(z.enum(GALLERY_NAMES), text),
  products: z.partialRecord(productIdSchema, productTextSchema),
});

const launchStages = z.tuple([
  isoInstant.nullable(),
  isoInstant.nullable(),
  isoInstant.nullable(),
  isoInstant.nullable(),
]);

/** The launch and pre-order facts of one region (see preorder.ts). */
export const preorderRegionSchema = z.strictObject({
  /** Launch stages 1–4: their start instants; null = a stage the region skips. */
  launch: launchStages,
  /** From here the page shows the regular price with only the dispatch note (price recovery). */
  priceRecoveryAt: isoInstant.optional(),
  /** From here the pre-order is over: the product is a regular one (Buy Now, regular price, no dispatch promise). */
  releasedAt: isoInstant.optional(),
  /** Dispatch: from a day, or within a window of months. */
  dispatch: z.strictObject({ from: z.iso.date(), until: z.iso.date().optional() }).optional(),
  /** The first N orders get a launch gift. */
  launchGiftOrders: z.number().int().positive().optional(),
});

export const preorderFactsSchema = z.strictObject({
  product: productIdSchema,
  regions: z.partialRecord(z.enum(REGION_CODES), preorderRegionSchema),
  /** The footer's final-countdown banner starts here. */
  finalCountdownFrom: isoInstant,
});

/** The pre-order page's words; dates, prices and counts are placeholders ({earlyBirdLast:year}, {savings}, …). */
export const preorderWordsSchema = z.strictObject({
  banner: bannerSchema,
  labels: z.strictObject({
    earlyBirdPrice: text,
    currentPrice: text,
    /** The regular price to come, while the early bird runs ({regularFrom:year}, {regularPrice}). */
    laterPrice: text,
    time: text,
    earlyBirdEnded: text,
    regularPrice: text,
    /** Before the early bird starts: when pre-orders open ({earlyBirdFrom:year}) and the countdown's title. */
    opensOn: text,
    opensIn: text,
    /** The banner's eyebrow before the early bird and once the product is a regular one. */
    upcomingEyebrow: text,
    releasedEyebrow: text,
  }),
  /** When the early bird runs, in words ("Early-bird price until {earlyBirdLast:year}"). */
  time: text,
  bookingNotice: text,
  bookingNoticeList: z.array(z.strictObject({ label: text, value: text })).min(1),
  bookingTips: z.strictObject({ title: text, items: z.array(text).min(1) }),
  /** The booking notice's row and the tip that hold only until the early bird ends (shown first and last). */
  earlyBird: z.strictObject({ notice: z.strictObject({ label: text, value: text }), tip: text }),
  /** The only note left in the price-recovery state. */
  dispatchNote: text,
  highlights: z.array(z.strictObject({ value: text, label: text })).min(1),
  specs: specsSchema,
  gallery: gallerySchema,
  video: text,
  /**
   * The page's title, description and keywords once its promises have passed (site.pages["flagship-bumblebee"] holds
   * them until then): `regularDescription` replaces the description when the early bird ends (pre-orders go on at the
   * regular price), `released` replaces all three once the pre-order is over (a regular product).
   */
  seo: z.strictObject({
    regularDescription: text,
    released: z.strictObject({ title: text, description: text, keywords: text }),
  }),
  /** The newsletter box's invalid-address message where it differs from the site's (English adds a full stop). */
  subscribeInvalid: text.optional(),
});

export const buzzPageSchema = z.strictObject({
  menus: menusSchema,
  banner: z.strictObject({ slogan: text, title: text, alt: text }),
  video: z.strictObject({ title: text, text }),
  describe: z.strictObject({ title: text, text }),
  appearance: z.strictObject({ title: text, text }),
  interaction: z.strictObject({
    title: text,
    lines: z.array(text).min(1),
    soundCommand: text,
    voiceCommand: z.array(text).min(30),
    appInteraction: z.strictObject({ title: text, text }),
  }),
  sceneVideo: z.strictObject({ title: text, text }),
  editor: z.strictObject({
    title: text,
    pc: z.strictObject({ title: text, text }),
    mobile: z.strictObject({ title: text, text }),
  }),
  design: titledList,
  accessories: titledList,
  restore: titledList,
  property: titledList.extend({ more: text, detail: text }),
  specs: specsSchema,
  gallery: gallerySchema,
  /** Store return guarantee (14 or 30 days). */
  returnGuarantee: text,
});

export const elitePageSchema = z.strictObject({
  menus: menusSchema,
  banner: bannerSchema,
  overview: z.strictObject({
    title: text,
    paragraphs: z.array(text).min(1),
    highlights: z.array(z.strictObject({ value: text, label: text })).min(1),
  }),
  specs: specsSchema,
  gallery: gallerySchema,
  comparison: z.strictObject({
    title: text,
    /** The two products compared; names, prices and buttons come from the catalogue. */
    products: z.tuple([productIdSchema, productIdSchema]),
    rows: z.array(z.strictObject({ name: text, values: z.tuple([text, text]) })).min(1),
  }),
  videos: z.strictObject({ product: text, demo: text }),
});

export type PreorderFacts = z.infer<typeof preorderFactsSchema>;
export type PreorderRegion = z.infer<typeof preorderRegionSchema>;
export type PreorderWords = z.infer<typeof preorderWordsSchema>;
export type BuzzPage = z.infer<typeof buzzPageSchema>;
export type SpecRow = z.infer<typeof specRowSchema>;
export type SpecKey = (typeof SPEC_KEYS)[number];
export type ProductFacts = z.infer<typeof productFactsSchema>;
export type ProductNoticeFacts = z.infer<typeof productNoticeFactsSchema>;
export type ProductNoticeWords = z.infer<typeof productNoticeWordsSchema>;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];
