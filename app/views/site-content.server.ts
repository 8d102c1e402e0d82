// A region's site content, assembled once from the site's structure (content/site.ts), the catalogue, the pre-order
// schedule and the region's words: the menus with their labels and links, the footer, the region chooser, every page's
// title. Nothing is retyped: a product's menu label is its catalogue name, a page's link its path in the page table.
import { organization } from "~/content/organization";
import PREORDER from "~/content/preorder";
import SITE from "~/content/site";
import type { Country, MediaIcon, NavFactsEntry, SiteWords } from "~/content/site.schema";
import { PRODUCTS } from "~/content/catalogue";
import { wordsFor } from "~/content/words";
import { plainName } from "../rules/catalogue";
import { fillTemplate } from "../rules/copy-template";
import { isPageKey, pageDef, pageExists, type PageKey } from "../content/pages";
import { earlyBird, preorderCopyValues } from "../rules/preorder";
import { sells } from "../rules/price-lists";
import { REGION_CODES, REGIONS, type RegionCode } from "../rules/regions";

export interface LabelledLink {
  label: string;
  link: string;
}

export interface NavEntry extends LabelledLink {
  /** Product identifier when the entry is a product. */
  identify?: string;
  /** Places where the entry is hidden. */
  hidden?: ("header" | "footer")[];
  startTime?: string;
  endTime?: string;
  tag?: { color: string; label: string };
  /** Launch stages in which the entry shows; absent = always. */
  launchStages?: number[];
}

export interface NavGroup {
  label: string;
  children: NavEntry[];
}

export interface TextBannerEntry extends LabelledLink {
  startTime?: string;
  endTime?: string;
}

export interface SiteContent {
  brand: { name: string; legalName: string; logoAlt: string };
  home: LabelledLink;
  shop: LabelledLink;
  /** The header's account link; `signedInLabel` once the browser holds a session ("My account"). */
  account: LabelledLink & { signedInLabel: string };
  region: LabelledLink;
  media: { icon: MediaIcon; label: string; link: string }[];
  copyright: string[];
  companyAddress: SiteWords["companyAddress"];
  nav: { products: NavGroup; support: NavGroup; about: NavGroup; extras: NavEntry[] };
  footerNavs: LabelledLink[];
  textBanner: { launchStages: number[]; items: TextBannerEntry[] };
  buttons: SiteWords["buttons"];
  countdown: SiteWords["countdown"];
  referencePrice: SiteWords["referencePrice"];
  subscribe: SiteWords["subscribe"];
  api: SiteWords["api"];
  ui: SiteWords["ui"];
  regionChooser: Omit<SiteWords["regionChooser"], "entries"> & {
    entries: { label: string; region: RegionCode; country: Country }[];
  };
  homeIntro: SiteWords["homeIntro"];
  pages: Partial<Record<PageKey, { title: string; description: string; keywords: string }>>;
}

/** A menu entry of the site's structure as a region shows it, or null where the region has no such page or link. */
function navEntry(region: RegionCode, entry: NavFactsEntry, words: SiteWords): NavEntry | null {
  const tag = entry.tag ? { tag: { color: SITE.tagColors[entry.tag], label: words.nav.tags[entry.tag] } } : {};
  if ("product" in entry) {
    const { page } = PRODUCTS[entry.product];
    const name = wordsFor(region).products.products[entry.product]?.name;
    if (!isPageKey(page) || !pageExists(page, region) || !sells(region, entry.product) || !name) return null;
    return { label: plainName(name), link: pageDef(page).path, identify: entry.product, ...tag };
  }
  if ("page" in entry) {
    const label = words.nav.pages[entry.page];
    if (!pageExists(entry.page, region) || !label) return null;
    return {
      label,
      link: pageDef(entry.page).path,
      ...(entry.hidden ? { hidden: entry.hidden } : {}),
      ...(entry.launchStages ? { launchStages: entry.launchStages } : {}),
      ...tag,
    };
  }
  const label = words.nav.links[entry.label];
  if (!entry.regions.includes(region) || !label) return null;
  return {
    label,
    link: `${REGIONS[region].shop}/collections/${entry.shopCollection}`,
    ...(entry.startTime ? { startTime: entry.startTime } : {}),
    ...(entry.endTime ? { endTime: entry.endTime } : {}),
    ...tag,
  };
}

const entries = (region: RegionCode, list: NavFactsEntry[], words: SiteWords) =>
  list.flatMap((entry) => navEntry(region, entry, words) ?? []);

/** The footer text banner of the launch (spec §4): early bird until the final countdown, then until its end. */
function textBanner(region: RegionCode, words: SiteWords): TextBannerEntry[] {
  const earlyBirdEnd = earlyBird(region)?.end;
  const page = PRODUCTS[PREORDER.product].page;
  if (!words.textBanner || !earlyBirdEnd || !isPageKey(page) || !pageExists(page, region)) return [];
  const values = preorderCopyValues(region);
  const link = pageDef(page).path;
  const switchAt = PREORDER.finalCountdownFrom;
  return [
    { label: fillTemplate(words.textBanner.earlyBird, values), link, endTime: switchAt },
    { label: fillTemplate(words.textBanner.finalCountdown, values), link, startTime: switchAt, endTime: earlyBirdEnd },
  ];
}

function assemble(region: RegionCode): SiteContent {
  const words = wordsFor(region).site;
  const { nav } = SITE;
  return {
    brand: { name: organization.name, legalName: organization.legalName, logoAlt: words.brand.logoAlt },
    home: { label: words.links.home, link: pageDef("home").path },
    shop: { label: words.links.shop, link: REGIONS[region].shop },
    account: { label: words.links.account, signedInLabel: words.links.myAccount, link: pageDef("account").path },
    region: { label: words.links.region, link: pageDef("choose-your-region").path },
    media: SITE.media.map((item) => ({ ...item, label: words.media[item.icon] })),
    copyright: words.copyright,
    companyAddress: words.companyAddress,
    nav: {
      products: { label: words.nav.groups.products, children: entries(region, nav.products, words) },
      support: { label: words.nav.groups.support, children: entries(region, nav.support, words) },
      about: { label: words.nav.groups.about, children: entries(region, nav.about, words) },
      extras: entries(region, nav.extras, words),
    },
    footerNavs: SITE.footer.flatMap((page) => {
      const label = words.footer[page];
      return label && pageExists(page, region) ? [{ label, link: pageDef(page).path }] : [];
    }),
    textBanner: { launchStages: SITE.textBannerLaunchStages, items: textBanner(region, words) },
    buttons: words.buttons,
    countdown: words.countdown,
    referencePrice: words.referencePrice,
    subscribe: words.subscribe,
    api: words.api,
    ui: words.ui,
    regionChooser: {
      ...words.regionChooser,
      entries: SITE.chooser.map((entry) => ({ ...entry, label: words.regionChooser.entries[entry.country] })),
    },
    homeIntro: words.homeIntro,
    pages: words.pages,
  };
}

/** Every region's site content (assembled once per process: content is code). */
export const SITES: Record<RegionCode, SiteContent> = Object.fromEntries(
  REGION_CODES.map((region) => [region, assemble(region)]),
) as Record<RegionCode, SiteContent>;
