// A region's site content, assembled once from the site's structure (content/site.ts), the catalogue, the pre-order
// schedule and the region's words: the menus with their labels and links, the footer, the region chooser, every page's
// title. Nothing is retyped: a product's menu label is its catalogue name, a page's link its path in the page table.
import { CAMPAIGN_FACTS } from "~/content/campaigns";
import { PRODUCTS } from "~/content/catalogue";
import { derived, live } from "~/content/live";
import { organization } from "~/content/organization";
import { CAMPAIGN_PAGES, DRAW_RULES_PAGES, isPageKey, pageDef, pageExists, type PageKey } from "~/content/pages";
import PLACEMENTS from "~/content/placements";
import type { MenuPlacement, TextBannerPlacement } from "~/content/placements.schema";
import PREORDER from "~/content/preorder";
import SITE from "~/content/site";
import type { NavFactsEntry, SiteWords } from "~/content/site.schema";
import { wordsFor } from "~/content/words";
import { campaignWindow } from "~/rules/campaign";
import { plainName } from "~/rules/catalogue";
import { fillTemplate } from "~/rules/copy-template";
import { earlyBird, preorderCopyValues } from "~/rules/preorder";
import { sells } from "~/rules/price-lists";
import { REGION_CODES, REGIONS, type RegionCode } from "~/rules/regions";
import { intersectWindows, type TimeWindow } from "~/rules/schedule";
import { drawRulesSeo } from "~/views/draw-rules.server";
import { companyAddress } from "~/views/legal.server";
import type { NavEntry, SiteContent, TextBannerEntry } from "~/views/site-content";

/** When a page exists in a region: its window there (campaign pages), or always. */
function pageWindow(key: PageKey, region: RegionCode): TimeWindow {
  return pageDef(key).windows?.[region] ?? {};
}

/** A window as entry fields: only the bounds it has. */
const windowFields = (window: TimeWindow) => ({
  ...(window.startTime ? { startTime: window.startTime } : {}),
  ...(window.endTime ? { endTime: window.endTime } : {}),
});

/**
 * A menu entry as a region shows it, or null where the region has no such page or link. An entry that points to a page
 * shows only while the page exists (its window in the region) and its own window is open.
 */
function navEntry(region: RegionCode, entry: NavFactsEntry | MenuPlacement, words: SiteWords): NavEntry | null {
  const tag =
    "tag" in entry && entry.tag ? { tag: { color: SITE.tagColors[entry.tag], label: words.nav.tags[entry.tag] } } : {};
  const priority = "priority" in entry && entry.priority !== undefined ? { priority: entry.priority } : {};
  if ("product" in entry) {
    const { page } = PRODUCTS[entry.product] ?? {};
    const name = wordsFor(region).products.products[entry.product]?.name;
    if (!isPageKey(page) || !pageExists(page, region) || !sells(region, entry.product) || !name) return null;
    return { label: plainName(name), link: pageDef(page).path, identify: entry.product, ...tag };
  }
  if ("page" in entry) {
    // A campaign's page is labelled with the campaign's name unless the menu words name it.
    const campaign = CAMPAIGN_PAGES[entry.page]?.campaign;
    const label = words.nav.pages[entry.page] ?? (campaign && wordsFor(region).campaigns?.[campaign]?.name);
    if (!isPageKey(entry.page) || !pageExists(entry.page, region) || !label) return null;
    const own = {
      startTime: "startTime" in entry ? entry.startTime : undefined,
      endTime: "endTime" in entry ? entry.endTime : undefined,
    };
    return {
      label,
      link: pageDef(entry.page).path,
      ...(entry.hidden ? { hidden: entry.hidden } : {}),
      ...("launchStages" in entry && entry.launchStages ? { launchStages: entry.launchStages } : {}),
      ...windowFields(intersectWindows(own, pageWindow(entry.page, region))),
      ...tag,
      ...priority,
    };
  }
  const label = words.nav.links[entry.label];
  if (!entry.regions.includes(region) || !label) return null;
  return {
    label,
    link: `${REGIONS[region].shop}/collections/${entry.shopCollection}`,
    ...windowFields(entry),
    ...tag,
    ...priority,
  };
}

/** Every campaign of the region placed in the menu, while it runs, labelled with its name. */
function campaignMenuEntries(region: RegionCode, words: SiteWords): NavEntry[] {
  return Object.entries(CAMPAIGN_FACTS).flatMap(([campaign, facts]) => {
    const schedule = facts.schedules[region];
    const name = wordsFor(region).campaigns?.[campaign]?.name;
    if (!facts.placements?.menu || !schedule || !name) return [];
    const tag = facts.placements.menu.tag;
    return [
      {
        label: name,
        link: pageDef(facts.page).path,
        ...windowFields(campaignWindow(schedule)),
        ...(tag ? { tag: { color: SITE.tagColors[tag], label: words.nav.tags[tag] } } : {}),
        ...(facts.placements.priority !== undefined ? { priority: facts.placements.priority } : {}),
      },
    ];
  });
}

const entries = (region: RegionCode, list: (NavFactsEntry | MenuPlacement)[], words: SiteWords) =>
  list.flatMap((entry) => navEntry(region, entry, words) ?? []);

/**
 * The footer text banners of the launch (docs/requirements.md, "Pre-order and launch"): early bird until the final
 * countdown, then until its end.
 */
function launchTextBanners(region: RegionCode, words: SiteWords): TextBannerEntry[] {
  const earlyBirdEnd = earlyBird(region)?.end;
  const page = PRODUCTS[PREORDER.product].page;
  const texts = words.textBanner;
  if (!texts?.earlyBird || !texts.finalCountdown || !earlyBirdEnd || !isPageKey(page) || !pageExists(page, region))
    return [];
  const values = preorderCopyValues(region);
  const link = pageDef(page).path;
  const switchAt = PREORDER.finalCountdownFrom;
  const launchStages = SITE.textBannerLaunchStages;
  return [
    { label: fillTemplate(texts.earlyBird, values), link, endTime: switchAt, launchStages },
    {
      label: fillTemplate(texts.finalCountdown, values),
      link,
      startTime: switchAt,
      endTime: earlyBirdEnd,
      launchStages,
    },
  ];
}

/** A scheduled text banner (placements.ts) as the region shows it, or null where it does not run or has no words. */
function placedTextBanner(region: RegionCode, banner: TextBannerPlacement, words: SiteWords): TextBannerEntry | null {
  const text = words.textBanner?.[banner.label];
  if (!banner.regions.includes(region) || !text) return null;
  let link: string | null;
  let window: TimeWindow = banner;
  if ("page" in banner.link) {
    const key = banner.link.page;
    link = isPageKey(key) && pageExists(key, region) ? pageDef(key).path : null;
    if (link !== null) window = intersectWindows(banner, pageWindow(key, region));
  } else if ("product" in banner.link) {
    const { page } = PRODUCTS[banner.link.product] ?? {};
    link = isPageKey(page) && pageExists(page, region) ? pageDef(page).path : null;
  } else link = `${REGIONS[region].shop}/collections/${banner.link.shopCollection}`;
  if (link === null) return null;
  return {
    label: fillTemplate(text, preorderCopyValues(region)),
    link,
    ...windowFields(window),
    ...(banner.priority !== undefined ? { priority: banner.priority } : {}),
  };
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
    companyAddress: companyAddress(region),
    nav: {
      products: { label: words.nav.groups.products, children: entries(region, nav.products, words) },
      support: { label: words.nav.groups.support, children: entries(region, nav.support, words) },
      about: { label: words.nav.groups.about, children: entries(region, nav.about, words) },
      extras: [...entries(region, PLACEMENTS.menu, words), ...campaignMenuEntries(region, words)],
    },
    footerNavs: SITE.footer.flatMap((page) => {
      const label = words.footer[page];
      return label && pageExists(page, region) ? [{ label, link: pageDef(page).path }] : [];
    }),
    textBanner: {
      items: [
        ...launchTextBanners(region, words),
        ...PLACEMENTS.textBanners.flatMap((banner) => placedTextBanner(region, banner, words) ?? []),
      ],
    },
    buttons: words.buttons,
    countdown: words.countdown,
    referencePrice: words.referencePrice,
    installmentDisclosure: words.installmentDisclosure,
    subscribe: words.subscribe,
    api: words.api,
    ui: words.ui,
    regionChooser: {
      ...words.regionChooser,
      entries: SITE.chooser.map((entry) => ({ ...entry, label: words.regionChooser.entries[entry.country] })),
    },
    homeIntro: words.homeIntro,
    // A draw's official rules take their title from the rules' words.
    pages: {
      ...words.pages,
      ...Object.fromEntries(
        Object.entries(DRAW_RULES_PAGES).flatMap(([key, page]) => {
          const seo = pageExists(key, region) ? drawRulesSeo(region, page.campaign) : null;
          return seo ? [[key, seo]] : [];
        }),
      ),
    },
  };
}

/** Every region's site content (assembled once per content document). */
export const SITES: Record<RegionCode, SiteContent> = live(
  derived(
    () =>
      Object.fromEntries(REGION_CODES.map((region) => [region, assemble(region)])) as Record<RegionCode, SiteContent>,
  ),
);
