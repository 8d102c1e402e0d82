// The page table of spec §2: every page, where it exists, and the route module that renders it.
// app/routes.ts builds the route config from this table; loaders check availability against it.
import { REGION_CODES, type RegionCode } from "./regions";
import { isOpen, type TimeWindow } from "./schedule";
import { CAMPAIGN_SCHEDULES } from "../content/campaign-schedule";
import { campaignWindows } from "./campaign";

export interface PageDef {
  /** Path inside the region ("" is the region home). */
  path: string;
  /** Regions where the page exists; elsewhere it answers 404. */
  regions: readonly RegionCode[];
  /** Route module (relative to app/). A page without one is not routed yet. */
  file?: string;
  /** A page that only redirects (permanent) to another page path of the same region. */
  redirectTo?: string;
  /** Element id the page scrolls to after a forward navigation (spec §2 Scroll). */
  scrollTarget?: string;
  /** Fixed scroll position after a forward navigation, used before scrollTarget. */
  scrollPosition?: { top: number };
  /** Per-region time window; outside it the page redirects to the region home. */
  windows?: Partial<Record<RegionCode, TimeWindow>>;
  /** Shown in /sitemap.xml (default true for routed, non-redirect pages). */
  sitemap?: boolean;
  /** Not for search engines (robots noindex): no hreflang set either. */
  noindex?: boolean;
}

const ALL = REGION_CODES;
const WEST = ["us", "uk", "eu", "fr", "de"] as const satisfies readonly RegionCode[];
const NOT_CN = ["us", "uk", "eu", "fr", "de", "kr", "jp"] as const satisfies readonly RegionCode[];

export const PAGES = {
  home: { path: "", regions: ALL, file: "routes/home.tsx" },
  "choose-your-region": { path: "choose-your-region", regions: ALL, file: "routes/choose-your-region.tsx" },
  "new-release": {
    path: "new-release",
    regions: ["us", "uk", "eu", "fr", "de", "cn", "jp"],
    file: "routes/page-redirect.tsx",
    redirectTo: "flagship-bumblebee",
    sitemap: false,
  },
  "flagship-bumblebee": {
    path: "flagship-bumblebee",
    regions: ["us", "uk", "eu", "fr", "de", "cn", "jp"],
    scrollTarget: "header",
    file: "routes/flagship-bumblebee.tsx",
  },
  "toy-story-buzz-lightyear": {
    path: "toy-story-buzz-lightyear",
    regions: [...WEST, "cn"],
    scrollTarget: "banner",
    file: "routes/toy-story-buzz-lightyear.tsx",
  },
  "elite-optimus-prime": { path: "elite-optimus-prime", regions: ["us"], file: "routes/elite-optimus-prime.tsx" },
  "flagship-optimus-prime": { path: "flagship-optimus-prime", regions: ALL, file: "routes/product.tsx" },
  "flagship-megatron": { path: "flagship-megatron", regions: ALL, file: "routes/product.tsx" },
  "grimlock-g1-flagship": { path: "grimlock-g1-flagship", regions: [...WEST, "cn", "jp"], file: "routes/product.tsx" },
  "buzz-lightyear-space-ranger-alpha": {
    path: "buzz-lightyear-space-ranger-alpha",
    regions: WEST,
    file: "routes/product.tsx",
  },
  "k1-pro-interstellar-scout": { path: "k1-pro-interstellar-scout", regions: ALL, file: "routes/product.tsx" },
  "optimus-prime-rise-of-the-beasts-signature-limited-edition": {
    path: "optimus-prime-rise-of-the-beasts-signature-limited-edition",
    regions: WEST,
    file: "routes/product.tsx",
  },
  "bumblebee-g1-performance": { path: "bumblebee-g1-performance", regions: WEST, file: "routes/product.tsx" },
  "ai-base": { path: "ai-base", regions: [...WEST, "cn"], file: "routes/product.tsx" },
  "black-friday": {
    path: "black-friday",
    regions: WEST,
    file: "routes/campaign.tsx",
    windows: campaignWindows(CAMPAIGN_SCHEDULES.blackFriday),
  },
  "christmas-sale": {
    path: "christmas-sale",
    regions: WEST,
    file: "routes/campaign.tsx",
    windows: campaignWindows(CAMPAIGN_SCHEDULES.christmas),
  },
  "where-to-buy": {
    path: "where-to-buy",
    regions: ["us", "uk", "eu", "fr", "jp", "de"],
    file: "routes/where-to-buy.tsx",
  },
  "where-to-buy-hongkong-macao": {
    path: "where-to-buy/hongkong-macao",
    regions: ["cn"],
    file: "routes/where-to-buy-hongkong-macao.tsx",
  },
  manuals: { path: "manuals", regions: [...WEST, "kr", "cn"], file: "routes/manuals.tsx" },
  support: { path: "support", regions: ALL, file: "routes/support-page.tsx" },
  "download-center": { path: "download-center", regions: ALL, file: "routes/support-page.tsx" },
  faq: { path: "faq", regions: ALL, file: "routes/faq.tsx" },
  "after-sale-service": { path: "after-sale-service", regions: ["cn"], file: "routes/support-page.tsx" },
  "product-registration": { path: "product-registration", regions: NOT_CN, file: "routes/product-registration.tsx" },
  "return-manufacturer": { path: "return-manufacturer", regions: NOT_CN, file: "routes/return-manufacturer.tsx" },
  "warranty-information": { path: "warranty-information", regions: ALL, file: "routes/support-page.tsx" },
  "shipping-policy": { path: "shipping-policy", regions: ALL, file: "routes/support-page.tsx" },
  "technical-support": { path: "technical-support", regions: ALL, file: "routes/support-page.tsx" },
  "apply-wholesale-account": {
    path: "apply-wholesale-account",
    regions: ["us"],
    file: "routes/apply-wholesale-account.tsx",
  },
  "about-us": { path: "about-us", regions: ALL, file: "routes/support-page.tsx" },
  news: { path: "news", regions: ["uk", "cn"], file: "routes/support-page.tsx" },
  "privacy-policy": { path: "privacy-policy", regions: ALL, file: "routes/support-page.tsx" },
  "terms-use": { path: "terms-use", regions: ALL, file: "routes/support-page.tsx" },
  login: { path: "login", regions: ALL, sitemap: false, noindex: true, file: "routes/login.tsx" },
  account: { path: "account", regions: ALL, sitemap: false, noindex: true, file: "routes/account.tsx" },
} satisfies Record<string, PageDef>;

export type PageKey = keyof typeof PAGES;
export const PAGE_KEYS = Object.keys(PAGES) as PageKey[];

const byPath = new Map<string, PageKey>(PAGE_KEYS.map((key) => [PAGES[key].path, key]));

export function isPageKey(value: unknown): value is PageKey {
  return typeof value === "string" && Object.hasOwn(PAGES, value);
}

export function pageDef(key: PageKey): PageDef {
  return PAGES[key];
}

/** The page a region-relative path names, if any: "where-to-buy/hongkong-macao" → "where-to-buy-hongkong-macao". */
export function pageByPath(pagePath: string): PageKey | undefined {
  return byPath.get(pagePath.replace(/^\/+|\/+$/g, ""));
}

export function isRouted(key: PageKey): boolean {
  return Boolean(pageDef(key).file);
}

/** Whether a page exists in a region: listed for it and built. */
export function pageExists(key: PageKey, region: RegionCode): boolean {
  return isRouted(key) && pageDef(key).regions.includes(region);
}

/** Regions in which a page exists, in the canonical region order; with `now`, only those where it is open then. */
export function pageRegions(key: PageKey, now?: Date): RegionCode[] {
  const windows = pageDef(key).windows;
  return REGION_CODES.filter((region) => {
    if (!pageExists(key, region)) return false;
    const window = windows?.[region];
    return now === undefined || !window || isOpen(window, now);
  });
}
