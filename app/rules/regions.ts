// The eight storefront regions (docs/requirements.md, "Regions and languages"). Everything that varies by region starts
// here.
import type { ReferenceRule } from "./price-history";

// The one list of regions and the one list of languages: everything else that lists them is derived from these (a new
// region: docs/content.md, "Adding a region").
export const REGION_CODES = ["cn", "us", "uk", "eu", "fr", "de", "kr", "jp"] as const;
export type RegionCode = (typeof REGION_CODES)[number];

/** The languages the site is written in: one word bundle each (app/content/words/<language>.json). */
export const LANGUAGES = ["zh", "en", "fr", "de", "ko", "ja"] as const;
export type Language = (typeof LANGUAGES)[number];

export type StorageScope = "cn" | "us" | "eu";
export type PaymentMethod = "paypal" | "klarna";

export interface Region {
  code: RegionCode;
  /** BCP 47 locale used for Intl and `<html lang>`; en-EU is not a real Intl locale, see `intlLocale`. */
  locale: string;
  /** Locale handed to Intl (en-EU formats as en-IE: euro, day-month order). */
  intlLocale: string;
  language: Language;
  currency: "CNY" | "USD" | "GBP" | "EUR" | "KRW" | "JPY";
  scope: StorageScope;
  /** Path prefix: "" for the default cn site, "/us" and so on for the others. */
  prefix: string;
  paymentMethods: PaymentMethod[];
  /** Number of interest-free monthly instalments offered, when any. */
  installments: number | null;
  /** hreflang value: the locale, except en-EU which is no valid hreflang and is published as generic "en". */
  hreflang: string;
  /** Writing system, picks the self-hosted font (see app/components/layout/fonts.ts). */
  script: "latin" | "sc" | "jp" | "kr";
  /** The region's external shop: product pages are <shop>/products/<slug>. */
  shop: string;
  /** The time zone the region's copy shows dates and times in (its countdowns end at local midnight). */
  timeZone: string;
  /** What a reduction may be struck through against (rules/price-history.ts): the market's price-indication law. */
  referencePrice: ReferenceRule;
  /**
   * Consent before tracking (client/consent.ts), by the market's law: "opt-in" asks first (ePrivacy art. 5(3), PECR,
   * TDDDG § 25, CNIL), "opt-out" tracks until refused (US state privacy laws: "Your privacy choices"), "none" as
   * before.
   */
  consent: "opt-in" | "opt-out" | "none";
  /** The unit a market writes after the amount instead of a currency symbol (kr 1,290,000원, jp 174,900円). */
  currencyUnit?: string;
  /**
   * The market's law asks every product page for a product information notice with the product's safety certificates
   * (kr: 전자상거래법 상품정보제공 고시, 어린이제품 안전 특별법 § 22, 전기생활용품안전법): rules/product-notice.ts.
   */
  productNotice?: true;
  /** What creating an account asks of the visitor in this market (docs/decisions/343-sign-up-consents.md). */
  signUp: SignUpRule;
  /** 정보통신망법 §50(7): a confirmed newsletter consent is answered with a notice of its result (sender, date, result). */
  newsletterConsentNotice: boolean;
  /**
   * The market shows, with the price of electrical and electronic equipment, the eco-contribution to its collection and
   * recycling that the price includes (fr: éco-participation DEEE, Code de l'environnement L541-10-20): the product's
   * `ecoParticipation` (content/catalogue.ts).
   */
  ecoParticipation?: true;
}

/**
 * A box the visitor ticks to create an account, each required: "age" confirms the market's minimum age; "terms" and
 * "privacy" are separate consents (kr); "termsAndPrivacy" is one box for both (cn, jp).
 */
export const SIGN_UP_BOXES = ["age", "terms", "privacy", "termsAndPrivacy"] as const;
export type SignUpBox = (typeof SIGN_UP_BOXES)[number];

export interface SignUpRule {
  /** The youngest age that may create an account here without a parent's or guardian's consent, which we do not collect. */
  minimumAge: number;
  /** The boxes, in the order shown; every one must be ticked. */
  boxes: readonly SignUpBox[];
  /** Where no box asks for them, a line under the form names the terms and the privacy policy (GDPR art. 13). */
  notice: boolean;
}

/** COPPA (US), the UK GDPR's Data Protection Act 2018 s. 9: 13. */
const AGE_13_NOTICE: SignUpRule = { minimumAge: 13, boxes: ["age"], notice: true };

/** EU Directive 98/6/EC art. 6a (PAngV §11, Code de la consommation L112-1-1) and the UK's CMA pricing guidance. */
const LOWEST_PRIOR_30_DAYS: ReferenceRule = { kind: "lowestPriorDays", days: 30 };
const LIST_PRICE: ReferenceRule = { kind: "listPrice" };
/** The US: the FTC's guides on former price comparisons (16 CFR 233.1): a former price charged for 28 days at least. */
const US_LIST_PRICE: ReferenceRule = { kind: "listPrice", minDays: 28 };

export const REGIONS: Record<RegionCode, Region> = {
  cn: {
    code: "cn",
    locale: "zh-CN",
    intlLocale: "zh-CN",
    language: "zh",
    currency: "CNY",
    scope: "cn",
    prefix: "",
    paymentMethods: [],
    installments: null,
    hreflang: "zh-CN",
    script: "sc",
    shop: "https://shop.mechaforge.cn",
    timeZone: "Asia/Shanghai",
    referencePrice: LIST_PRICE,
    consent: "none",
    // PIPL art. 31: under 14 is a guardian's consent; the unticked 《用户协议》《隐私政策》 box is the convention.
    signUp: { minimumAge: 14, boxes: ["age", "termsAndPrivacy"], notice: false },
    newsletterConsentNotice: false,
  },
  us: {
    code: "us",
    locale: "en-US",
    intlLocale: "en-US",
    language: "en",
    currency: "USD",
    scope: "us",
    prefix: "/us",
    paymentMethods: ["paypal", "klarna"],
    installments: 12,
    hreflang: "en-US",
    script: "latin",
    shop: "https://shop.mechaforge.com/us",
    timeZone: "America/Los_Angeles",
    referencePrice: US_LIST_PRICE,
    consent: "opt-out",
    signUp: AGE_13_NOTICE,
    newsletterConsentNotice: false,
  },
  uk: {
    code: "uk",
    locale: "en-GB",
    intlLocale: "en-GB",
    language: "en",
    currency: "GBP",
    scope: "eu",
    prefix: "/uk",
    paymentMethods: ["klarna"],
    installments: 3,
    hreflang: "en-GB",
    script: "latin",
    shop: "https://shop.mechaforge.com/uk",
    timeZone: "Europe/London",
    referencePrice: LOWEST_PRIOR_30_DAYS,
    consent: "opt-in",
    signUp: AGE_13_NOTICE,
    newsletterConsentNotice: false,
  },
  eu: {
    code: "eu",
    locale: "en-EU",
    intlLocale: "en-IE",
    language: "en",
    currency: "EUR",
    scope: "eu",
    prefix: "/eu",
    paymentMethods: ["paypal"],
    installments: null,
    hreflang: "en",
    script: "latin",
    shop: "https://shop.mechaforge.com/eu",
    timeZone: "Europe/Paris",
    referencePrice: LOWEST_PRIOR_30_DAYS,
    consent: "opt-in",
    // GDPR art. 8 leaves 13-16 to each state: the EU-wide site takes the highest.
    signUp: { minimumAge: 16, boxes: ["age"], notice: true },
    newsletterConsentNotice: false,
  },
  fr: {
    code: "fr",
    locale: "fr-FR",
    intlLocale: "fr-FR",
    language: "fr",
    currency: "EUR",
    scope: "eu",
    prefix: "/fr",
    paymentMethods: ["paypal"],
    installments: null,
    hreflang: "fr-FR",
    script: "latin",
    shop: "https://shop.mechaforge.com/fr",
    timeZone: "Europe/Paris",
    referencePrice: LOWEST_PRIOR_30_DAYS,
    consent: "opt-in",
    // Loi Informatique et Libertés art. 45: 15.
    signUp: { minimumAge: 15, boxes: ["age"], notice: true },
    newsletterConsentNotice: false,
    ecoParticipation: true,
  },
  de: {
    code: "de",
    locale: "de-DE",
    intlLocale: "de-DE",
    language: "de",
    currency: "EUR",
    scope: "eu",
    prefix: "/de",
    paymentMethods: ["paypal"],
    installments: null,
    hreflang: "de-DE",
    script: "latin",
    shop: "https://shop.mechaforge.com/de",
    timeZone: "Europe/Berlin",
    referencePrice: LOWEST_PRIOR_30_DAYS,
    consent: "opt-in",
    // GDPR art. 8 without a national change: 16.
    signUp: { minimumAge: 16, boxes: ["age"], notice: true },
    newsletterConsentNotice: false,
  },
  kr: {
    code: "kr",
    locale: "ko-KR",
    intlLocale: "ko-KR",
    language: "ko",
    currency: "KRW",
    scope: "us",
    prefix: "/kr",
    paymentMethods: [],
    installments: null,
    hreflang: "ko-KR",
    script: "kr",
    shop: "https://shop.mechaforge.com/kr",
    timeZone: "Asia/Seoul",
    referencePrice: LIST_PRICE,
    consent: "none",
    currencyUnit: "원",
    productNotice: true,
    // PIPA §22-2: under 14 needs a legal representative's consent; 약관 and 개인정보 수집·이용 are consented separately.
    signUp: { minimumAge: 14, boxes: ["age", "terms", "privacy"], notice: false },
    newsletterConsentNotice: true,
  },
  jp: {
    code: "jp",
    locale: "ja-JP",
    intlLocale: "ja-JP",
    language: "ja",
    currency: "JPY",
    scope: "us",
    prefix: "/jp",
    paymentMethods: ["paypal"],
    installments: null,
    hreflang: "ja-JP",
    script: "jp",
    shop: "https://shop.mechaforge.com/jp",
    timeZone: "Asia/Tokyo",
    referencePrice: LIST_PRICE,
    consent: "none",
    currencyUnit: "円",
    // APPI guidance treats children up to about 15 as needing a parent's consent: 16.
    signUp: { minimumAge: 16, boxes: ["age", "termsAndPrivacy"], notice: false },
    newsletterConsentNotice: false,
  },
};

export const DEFAULT_REGION: RegionCode = "cn";

export function isRegionCode(value: unknown): value is RegionCode {
  return typeof value === "string" && (REGION_CODES as readonly string[]).includes(value);
}

/** Regions reached through a path prefix (every region but the default). */
export function isPrefixedRegion(value: unknown): value is Exclude<RegionCode, "cn"> {
  return isRegionCode(value) && value !== DEFAULT_REGION;
}

export interface ResolvedPath {
  region: Region;
  /** The page path inside the region, without leading or trailing slash ("" for the home page). */
  pagePath: string;
}

/**
 * Splits a URL pathname into its region and the page path inside it.
 * "/us/flagship-bumblebee" → us + "flagship-bumblebee"; "/manuals" → cn + "manuals".
 */
export function resolveRegion(pathname: string): ResolvedPath {
  const segments = pathname.split("/").filter(Boolean);
  const [first, ...rest] = segments;
  if (isPrefixedRegion(first)) {
    return { region: REGIONS[first], pagePath: rest.join("/") };
  }
  return { region: REGIONS[DEFAULT_REGION], pagePath: segments.join("/") };
}

/** The URL path of a page in a region: regionPath("us", "manuals") → "/us/manuals", regionPath("cn", "") → "/". */
export function regionPath(region: RegionCode, pagePath = ""): string {
  const prefix = REGIONS[region].prefix;
  const clean = pagePath.replace(/^\/+|\/+$/g, "");
  if (!clean) return prefix || "/";
  return `${prefix}/${clean}`;
}
