// The page table (docs/requirements.md, "Paths and the page table"): every page, its path, the regions where it exists,
// its time window. Campaign pages come from the campaigns (campaigns/<campaign>.ts: their path, regions and windows).
// app/routes.ts maps each page to its route module; loaders check availability against this table.
import { campaignWindows } from "../rules/campaign";
import { REGION_CODES, type RegionCode } from "../rules/regions";
import { isOpen, type TimeWindow } from "../rules/schedule";
import type { CampaignFacts } from "./campaign.schema";
import { derived } from "./memo";
import { hasRepositoryArtwork } from "./repository-products";

export interface PageDef {
  /** Path inside the region ("" is the region home). */
  path: string;
  /** Regions where the page exists; elsewhere it answers 404. */
  regions: readonly RegionCode[];
  /** A page that only redirects (permanent) to another page path of the same region. */
  redirectTo?: string;
  /**
   * Per-region time windows (a campaign page: one per edition that runs in the region, in time order); the page is open
   * while one of them is, and outside every one it redirects to the region home.
   */
  windows?: Partial<Record<RegionCode, readonly TimeWindow[]>>;
  /** Shown in /sitemap.xml (default true for routed, non-redirect pages). */
  sitemap?: boolean;
  /** Not for search engines (robots noindex): no hreflang set either. */
  noindex?: boolean;
}

const ALL = REGION_CODES;
const WEST = ["us", "uk", "eu", "fr", "de"] as const satisfies readonly RegionCode[];
const NOT_CN = REGION_CODES.filter((region) => region !== "cn");

const STATIC_PAGES = {
  home: { path: "", regions: ALL },
  "choose-your-region": { path: "choose-your-region", regions: ALL },
  "new-release": {
    path: "new-release",
    regions: ["us", "uk", "eu", "fr", "de", "cn", "jp"],
    redirectTo: "flagship-bumblebee",
    sitemap: false,
  },
  "flagship-bumblebee": {
    path: "flagship-bumblebee",
    regions: ["us", "uk", "eu", "fr", "de", "cn", "jp"],
  },
  "toy-story-buzz-lightyear": {
    path: "toy-story-buzz-lightyear",
    regions: [...WEST, "cn"],
  },
  "elite-optimus-prime": { path: "elite-optimus-prime", regions: ["us"] },
  "flagship-optimus-prime": { path: "flagship-optimus-prime", regions: ALL },
  "flagship-megatron": { path: "flagship-megatron", regions: ALL },
  "grimlock-g1-flagship": { path: "grimlock-g1-flagship", regions: [...WEST, "cn", "jp"] },
  "buzz-lightyear-space-ranger-alpha": {
    path: "buzz-lightyear-space-ranger-alpha",
    regions: WEST,
  },
  "k1-pro-interstellar-scout": { path: "k1-pro-interstellar-scout", regions: ALL },
  "optimus-prime-rise-of-the-beasts-signature-limited-edition": {
    path: "optimus-prime-rise-of-the-beasts-signature-limited-edition",
    regions: WEST,
  },
  "bumblebee-g1-performance": { path: "bumblebee-g1-performance", regions: WEST },
  "ai-base": { path: "ai-base", regions: [...WEST, "cn"] },
  "where-to-buy": {
    path: "where-to-buy",
    regions: ["us", "uk", "eu", "fr", "jp", "de"],
  },
  "where-to-buy-hongkong-macao": {
    path: "where-to-buy/hongkong-macao",
    regions: ["cn"],
  },
  manuals: { path: "manuals", regions: [...WEST, "kr", "cn"] },
  support: { path: "support", regions: ALL },
  "download-center": { path: "download-center", regions: ALL },
  faq: { path: "faq", regions: ALL },
  "after-sale-service": { path: "after-sale-service", regions: ["cn"] },
  "product-registration": { path: "product-registration", regions: NOT_CN },
  "return-manufacturer": { path: "return-manufacturer", regions: NOT_CN },
  "warranty-information": { path: "warranty-information", regions: ALL },
  "shipping-policy": { path: "shipping-policy", regions: ALL },
  "technical-support": { path: "technical-support", regions: ALL },
  "apply-wholesale-account": {
    path: "apply-wholesale-account",
    regions: ["us"],
  },
  "about-us": { path: "about-us", regions: ALL },
  news: { path: "news", regions: ["uk", "cn"] },
  "privacy-policy": { path: "privacy-policy", regions: ALL },
  "terms-use": { path: "terms-use", regions: ALL },
  // Each market's legal notice (legal.ts and the `legal.notice` words): the page the market's law and custom expect.
  impressum: { path: "impressum", regions: ["de"] },
  "mentions-legales": { path: "mentions-legales", regions: ["fr"] },
  "legal-notice": { path: "legal-notice", regions: ["uk", "eu"] },
  tokushoho: { path: "tokushoho", regions: ["jp"] },
  "business-license": { path: "business-license", regions: ["cn"] },
  login: { path: "login", regions: ALL, sitemap: false, noindex: true },
  account: { path: "account", regions: ALL, sitemap: false, noindex: true },
  // The pages that emailed links open (each acts on a button, so a link scanner's GET changes nothing).
  "newsletter-confirm": { path: "newsletter/confirm", regions: ALL, sitemap: false, noindex: true },
  "newsletter-unsubscribe": { path: "newsletter/unsubscribe", regions: ALL, sitemap: false, noindex: true },
  "account-verify": { path: "account/verify", regions: ALL, sitemap: false, noindex: true },
  "account-reset": { path: "account/reset", regions: ALL, sitemap: false, noindex: true },
  "account-confirm-email": { path: "account/confirm-email", regions: ALL, sitemap: false, noindex: true },
} satisfies Record<string, PageDef>;

/** The pages of the table above, which code may name. */
export type StaticPageKey = keyof typeof STATIC_PAGES;
/** Every page: the static ones and the campaigns' (whose keys are their paths, "black-friday"). */
export type PageKey = StaticPageKey | (string & {});

/**
 * The content a page table is made of: its campaigns (their pages and their draws' rules) and, where given, its
 * products and prices (the pages of products made in the studio); a ContentDocument is one. The build's route table
 * reads the repository's campaigns only: a page it lacks is rendered by the route of paths no route claims.
 */
export interface PageContent {
  campaigns: Record<string, CampaignFacts>;
  products?: Readonly<Record<string, { page?: string; shopSlug?: string }>>;
  prices?: Readonly<Record<string, Readonly<Partial<Record<RegionCode, unknown>>>>>;
}

/**
 * A campaign series' page (the editions that share its path, in the order they first open) or a draw's rules page (the
 * editions whose rules it shows).
 */
export interface CampaignPage {
  editions: readonly string[];
  def: PageDef;
}

/** The page table of a content document: the static pages, and its campaigns' pages and their draws' rules. */
interface PageTable {
  campaignPages: Record<string, CampaignPage>;
  drawRulesPages: Record<string, CampaignPage>;
  pages: Record<string, PageDef>;
  keys: PageKey[];
  byPath: Map<string, PageKey>;
}

const firstStart = (facts: CampaignFacts) =>
  Math.min(...Object.values(facts.schedules).map((schedule) => Date.parse(schedule!.stages[0]!.startTime)));

/**
 * The path of an edition's draw rules: "<page>/official-rules" for the first edition of its series that holds a draw,
 * "<page>/official-rules-<year>" (the year its first stage starts, UTC) for each later one: a new edition never moves
 * the rules of an earlier draw.
 */
function drawRulesPath(facts: CampaignFacts, first: boolean): string {
  return first
    ? `${facts.page}/official-rules`
    : `${facts.page}/official-rules-${new Date(firstStart(facts)).getUTCFullYear()}`;
}

const pageTable = derived((content: PageContent): PageTable => {
  const editions = Object.entries(content.campaigns).sort(([, a], [, b]) => firstStart(a) - firstStart(b));
  /**
   * A campaign series' page: its path is its key; it exists in the regions any of its editions runs in, during each
   * edition's window there.
   */
  const campaignPages: PageTable["campaignPages"] = {};
  for (const [campaign, facts] of editions) {
    const page = (campaignPages[facts.page] ??= {
      editions: [],
      def: { path: facts.page, regions: [], windows: {} },
    });
    page.editions = [...page.editions, campaign];
    const windows = campaignWindows(facts.schedules);
    for (const region of REGION_CODES) {
      const window = windows[region];
      if (!window) continue;
      page.def.windows![region] = [...(page.def.windows![region] ?? []), window];
    }
    page.def.regions = REGION_CODES.filter((region) => page.def.windows![region] !== undefined);
  }
  /**
   * The official rules of an edition's prize draw, in the regions the edition runs in, from the day it opens and kept
   * afterwards (the rules of a past draw stay published). Out of the sitemap.
   */
  const drawRulesPages: PageTable["drawRulesPages"] = {};
  const seriesWithDraw = new Set<string>();
  for (const [campaign, facts] of editions) {
    if (facts.luckyDraw === undefined) continue;
    const path = drawRulesPath(facts, !seriesWithDraw.has(facts.page));
    seriesWithDraw.add(facts.page);
    const regions = REGION_CODES.filter((region) => facts.schedules[region] !== undefined);
    const windows = campaignWindows(facts.schedules);
    drawRulesPages[path] = {
      editions: [campaign],
      def: {
        path,
        regions,
        windows: Object.fromEntries(regions.map((region) => [region, [{ startTime: windows[region]?.startTime }]])),
        sitemap: false,
      },
    };
  }
  /**
   * The page of a product made in the studio, at its shop slug (its `page` names no other page); it exists in the
   * regions that sell the product (have a price list for it).
   */
  const productPages: Record<string, PageDef> = {};
  for (const [id, facts] of Object.entries(content.products ?? {})) {
    const path = facts.page;
    // Only at its shop slug: a repository product's misspelt page key is a mistake for content:check to name.
    if (path === undefined || path !== facts.shopSlug || hasRepositoryArtwork(id)) continue;
    if (Object.hasOwn(STATIC_PAGES, path) || campaignPages[path] || drawRulesPages[path]) continue;
    productPages[path] ??= {
      path,
      regions: REGION_CODES.filter((region) => content.prices?.[id]?.[region] !== undefined),
    };
  }
  const pages: Record<string, PageDef> = {
    ...STATIC_PAGES,
    ...productPages,
    ...Object.fromEntries(Object.entries(campaignPages).map(([key, page]) => [key, page.def])),
    ...Object.fromEntries(Object.entries(drawRulesPages).map(([key, page]) => [key, page.def])),
  };
  const keys = Object.keys(pages) as PageKey[];
  const byPath = new Map<string, PageKey>(keys.map((key) => [pages[key]!.path, key]));
  return { campaignPages, drawRulesPages, pages, keys, byPath };
});

/** A campaign series' page: its path is its key; its editions, in the order they first open. */
export function campaignPages(content: PageContent): Record<string, CampaignPage> {
  return pageTable(content).campaignPages;
}
/** The official rules of an edition's prize draw ("<campaign page>/official-rules"). */
export function drawRulesPages(content: PageContent): Record<string, CampaignPage> {
  return pageTable(content).drawRulesPages;
}
/** Every page of a content document: the static ones and its campaigns'. */
export function pageKeys(content: PageContent): readonly PageKey[] {
  return pageTable(content).keys;
}

export function isPageKey(content: PageContent, value: unknown): value is PageKey {
  return typeof value === "string" && Object.hasOwn(pageTable(content).pages, value);
}

/** Whether a page is one of the static table's (not a campaign's). */
export function isStaticPageKey(value: unknown): value is StaticPageKey {
  return typeof value === "string" && Object.hasOwn(STATIC_PAGES, value);
}

/** A page's definition; an unknown key (a typo in content, reported by content:check) is a page of no region. */
export function pageDef(content: PageContent, key: PageKey): PageDef {
  return pageTable(content).pages[key] ?? { path: key, regions: [] };
}

/** The page a region-relative path names, if any: "where-to-buy/hongkong-macao" → "where-to-buy-hongkong-macao". */
export function pageByPath(content: PageContent, pagePath: string): PageKey | undefined {
  return pageTable(content).byPath.get(pagePath.replace(/^\/+|\/+$/g, ""));
}

/** Whether a page exists in a region. */
export function pageExists(content: PageContent, key: PageKey, region: RegionCode): boolean {
  return pageDef(content, key).regions.includes(region);
}

/** Whether a page that exists in a region is open there at `now` (always, for a page without windows). */
export function pageOpen(content: PageContent, key: PageKey, region: RegionCode, now: Date): boolean {
  const windows = pageDef(content, key).windows?.[region];
  return !windows || windows.some((window) => isOpen(window, now));
}

/** Regions in which a page exists, in the canonical region order; with `now`, only those where it is open then. */
export function pageRegions(content: PageContent, key: PageKey, now?: Date): RegionCode[] {
  return REGION_CODES.filter(
    (region) => pageExists(content, key, region) && (now === undefined || pageOpen(content, key, region, now)),
  );
}
