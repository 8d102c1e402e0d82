// A region's site content, assembled once from the site's structure (content/site.ts), the catalogue, the pre-order
// schedule and the region's words: the menus with their labels and links, the footer, the region chooser, every page's
// title. Nothing is retyped: a product's menu label is its catalogue name, a page's link its path in the page table.
import type { ContentDocument } from "~/content/document";
import { derived } from "~/content/memo";
import { organization } from "~/content/organization";
import {
  campaignPages,
  drawRulesPages,
  isPageKey,
  isStaticPageKey,
  pageDef,
  pageExists,
  type PageKey,
} from "~/content/pages";
import type { MenuPlacement, TextBannerPlacement } from "~/content/placements.schema";
import type { NavFactsEntry, SiteWords } from "~/content/site.schema";
import { wordsFor } from "~/content/words";
import { regionText } from "~/content/words/regions";
import { campaignWindow } from "~/rules/campaign";
import { plainName } from "~/rules/catalogue";
import { fillTemplate } from "~/rules/copy-template";
import { productNewUntil } from "~/rules/freshness";
import { datedTexts } from "~/rules/payment";
import { earlyBird, preorderCopyValues } from "~/rules/preorder";
import { sells } from "~/rules/price-lists";
import { REGION_CODES, REGIONS, type RegionCode } from "~/rules/regions";
import { intersectWindows, overlaps, regionWindow, type LocalTimeWindow, type TimeWindow } from "~/rules/schedule";
import { drawRulesSeo } from "~/views/draw-rules.server";
import { companyAddress } from "~/views/legal.server";
import type { NavEntry, SiteContent, TextBannerEntry } from "~/views/site-content";

/**
 * When a page exists in a region, as seen by an entry that points to it: the first of its windows there that meets the
 * entry's own (a campaign series has one per edition), or always.
 */
function pageWindow(content: ContentDocument, key: PageKey, region: RegionCode, own: TimeWindow): TimeWindow {
  const windows = pageDef(content, key).windows?.[region];
  if (!windows) return {};
  return windows.find((window) => overlaps(window, own)) ?? windows[0]!;
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
function navEntry(
  content: ContentDocument,
  region: RegionCode,
  entry: NavFactsEntry | MenuPlacement,
  words: SiteWords,
): NavEntry | null {
  let tag: { tag?: NavEntry["tag"] } =
    "tag" in entry && entry.tag
      ? { tag: { color: content.site.tagColors[entry.tag], label: words.nav.tags[entry.tag] } }
      : {};
  const priority = "priority" in entry && entry.priority !== undefined ? { priority: entry.priority } : {};
  if ("product" in entry) {
    // "New" holds only while the product counts as new, and never for one without a launch date.
    if (entry.tag === "new") {
      const until = productNewUntil(content, entry.product, region);
      tag = until === null ? {} : { tag: { ...tag.tag!, until: new Date(until).toISOString() } };
    }
    const { page } = content.products[entry.product] ?? {};
    const name = wordsFor(content, region).products.products[entry.product]?.name;
    if (
      !isPageKey(content, page) ||
      !pageExists(content, page, region) ||
      !sells(content, region, entry.product) ||
      !name
    )
      return null;
    return { label: plainName(name), link: pageDef(content, page).path, identify: entry.product, ...tag };
  }
  if ("page" in entry) {
    // A campaign's page is labelled with the campaign's name unless the menu words name it.
    const campaign = campaignPages(content)[entry.page]?.editions[0];
    const label = words.nav.pages[entry.page] ?? (campaign && wordsFor(content, region).campaigns?.[campaign]?.name);
    if (!isPageKey(content, entry.page) || !pageExists(content, entry.page, region) || !label) return null;
    // Menu groups' entries (site.ts) have no window: always.
    const own = regionWindow(entry as LocalTimeWindow, REGIONS[region].timeZone);
    return {
      label,
      link: pageDef(content, entry.page).path,
      ...(entry.hidden ? { hidden: entry.hidden } : {}),
      ...("launchStages" in entry && entry.launchStages ? { launchStages: entry.launchStages } : {}),
      ...windowFields(intersectWindows(own, pageWindow(content, entry.page, region, own))),
      ...tag,
      ...priority,
    };
  }
  const label = regionText(entry.text, region) ?? (entry.label ? words.nav.links[entry.label] : undefined);
  if (!entry.regions.includes(region) || !label) return null;
  return {
    label,
    link: `${REGIONS[region].shop}/collections/${entry.shopCollection}`,
    ...windowFields(regionWindow(entry, REGIONS[region].timeZone)),
    ...tag,
    ...priority,
  };
}

/**
 * The title, description and keywords of a campaign series' or product page made in the studio: the campaign's name
 * and its first banner's offer (its first edition's words), or the product's name and its page's tagline.
 */
type PageSeoWords = { title: string; description: string; keywords: string };

function contentPagesSeo(content: ContentDocument, region: RegionCode): Partial<Record<PageKey, PageSeoWords>> {
  const words = wordsFor(content, region);
  const seo: Partial<Record<PageKey, PageSeoWords>> = {};
  for (const [key, page] of Object.entries(campaignPages(content))) {
    const campaign = words.campaigns?.[page.editions[0]!];
    const banner = campaign && Object.values(campaign.banners)[0];
    if (campaign && pageExists(content, key, region))
      seo[key] = {
        title: `${campaign.name} | Mechaforge`,
        description: banner ? `${banner.title}: ${banner.discountDescribe}` : campaign.name,
        keywords: campaign.name,
      };
  }
  for (const [id, { page: key }] of Object.entries(content.products)) {
    const product = words.products.products[id];
    if (key && !isStaticPageKey(key) && product?.learnMore && pageExists(content, key, region)) {
      const name = plainName(product.name);
      seo[key] = { title: `${name} | Mechaforge`, description: product.learnMore.tagline, keywords: name };
    }
  }
  return seo;
}

/** Every campaign of the region placed in the menu, while it runs, labelled with its name. */
function campaignMenuEntries(content: ContentDocument, region: RegionCode, words: SiteWords): NavEntry[] {
  return Object.entries(content.campaigns).flatMap(([campaign, facts]) => {
    const schedule = facts.schedules[region];
    const name = wordsFor(content, region).campaigns?.[campaign]?.name;
    if (!facts.placements?.menu || !schedule || !name) return [];
    const tag = facts.placements.menu.tag;
    return [
      {
        label: name,
        link: pageDef(content, facts.page).path,
        ...windowFields(campaignWindow(schedule)),
        ...(tag ? { tag: { color: content.site.tagColors[tag], label: words.nav.tags[tag] } } : {}),
        ...(facts.placements.priority !== undefined ? { priority: facts.placements.priority } : {}),
      },
    ];
  });
}

const entries = (
  content: ContentDocument,
  region: RegionCode,
  list: (NavFactsEntry | MenuPlacement)[],
  words: SiteWords,
) => list.flatMap((entry) => navEntry(content, region, entry, words) ?? []);

/**
 * The footer text banners of the launch (docs/requirements.md, "Pre-order and launch"): early bird until the final
 * countdown, then until its end.
 */
function launchTextBanners(content: ContentDocument, region: RegionCode, words: SiteWords): TextBannerEntry[] {
  const earlyBirdEnd = earlyBird(content, region)?.end;
  const page = content.products[content.preorder.product]?.page;
  const texts = words.textBanner;
  if (
    !texts?.earlyBird ||
    !texts.finalCountdown ||
    !earlyBirdEnd ||
    !isPageKey(content, page) ||
    !pageExists(content, page, region)
  )
    return [];
  const values = preorderCopyValues(content, region);
  const link = pageDef(content, page).path;
  const switchAt = content.preorder.finalCountdownFrom;
  const launchStages = content.site.textBannerLaunchStages;
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
function placedTextBanner(
  content: ContentDocument,
  region: RegionCode,
  banner: TextBannerPlacement,
  words: SiteWords,
): TextBannerEntry | null {
  const text = regionText(banner.text, region) ?? (banner.label ? words.textBanner?.[banner.label] : undefined);
  if (!banner.regions.includes(region) || !text) return null;
  let link: string | null;
  let window = regionWindow(banner, REGIONS[region].timeZone);
  if ("page" in banner.link) {
    const key = banner.link.page;
    link = isPageKey(content, key) && pageExists(content, key, region) ? pageDef(content, key).path : null;
    if (link !== null) window = intersectWindows(window, pageWindow(content, key, region, window));
  } else if ("product" in banner.link) {
    const { page } = content.products[banner.link.product] ?? {};
    link = isPageKey(content, page) && pageExists(content, page, region) ? pageDef(content, page).path : null;
  } else link = `${REGIONS[region].shop}/collections/${banner.link.shopCollection}`;
  if (link === null) return null;
  return {
    label: fillTemplate(text, preorderCopyValues(content, region)),
    link,
    ...windowFields(window),
    ...(banner.priority !== undefined ? { priority: banner.priority } : {}),
  };
}

function assemble(content: ContentDocument, region: RegionCode): SiteContent {
  const words = wordsFor(content, region).site;
  const { site, placements } = content;
  const { nav } = site;
  const { name, legalName } = organization(content);
  return {
    brand: { name, legalName, logoAlt: words.brand.logoAlt },
    home: { label: words.links.home, link: pageDef(content, "home").path },
    shop: { label: words.links.shop, link: REGIONS[region].shop },
    account: {
      label: words.links.account,
      signedInLabel: words.links.myAccount,
      link: pageDef(content, "account").path,
    },
    region: { label: words.links.region, link: pageDef(content, "choose-your-region").path },
    // content:check asks for every label a region shows (checks/site.ts).
    media: (site.mediaByRegion?.[region] ?? site.media).map((item) => ({
      ...item,
      label: words.media[item.icon] ?? item.icon,
    })),
    copyright: words.copyright,
    companyAddress: companyAddress(content, region),
    nav: {
      products: { label: words.nav.groups.products, children: entries(content, region, nav.products, words) },
      support: { label: words.nav.groups.support, children: entries(content, region, nav.support, words) },
      about: { label: words.nav.groups.about, children: entries(content, region, nav.about, words) },
      extras: [...entries(content, region, placements.menu, words), ...campaignMenuEntries(content, region, words)],
    },
    footerNavs: site.footer.flatMap((page) => {
      const label = words.footer[page];
      return label && pageExists(content, page, region) ? [{ label, link: pageDef(content, page).path }] : [];
    }),
    textBanner: {
      items: [
        ...launchTextBanners(content, region, words),
        ...placements.textBanners.flatMap((banner) => placedTextBanner(content, region, banner, words) ?? []),
      ],
    },
    buttons: words.buttons,
    countdown: words.countdown,
    referencePrice: words.referencePrice,
    installmentDisclosures: datedTexts(words.installmentDisclosure, words.installmentDisclosureChanges, region),
    subscribe: words.subscribe,
    api: words.api,
    ui: words.ui,
    regionChooser: {
      ...words.regionChooser,
      entries: site.chooser.map((entry) => ({ ...entry, label: words.regionChooser.entries[entry.country] })),
    },
    homeIntro: words.homeIntro,
    // A draw's official rules take their title from the rules' words; a page made in the studio (which the site's
    // words can not name) from its campaign's or product's.
    pages: {
      ...contentPagesSeo(content, region),
      ...words.pages,
      ...Object.fromEntries(
        Object.entries(drawRulesPages(content)).flatMap(([key, page]) => {
          const seo = pageExists(content, key, region) ? drawRulesSeo(content, region, page.editions[0]!) : null;
          return seo ? [[key, seo]] : [];
        }),
      ),
    },
  };
}

/** Every region's site content (assembled once per content document). */
export const siteContents = derived(
  (content: ContentDocument) =>
    Object.fromEntries(REGION_CODES.map((region) => [region, assemble(content, region)])) as Record<
      RegionCode,
      SiteContent
    >,
);
