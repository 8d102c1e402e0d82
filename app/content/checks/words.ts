// The words of every region: names of what it sells, titles of its pages, menu labels, tiles, text banners, the
// pre-order copy's placeholders, and words a region inherits that name another market.
import { campaigns as repositoryCampaigns } from "~/content/campaigns";
import { productIds } from "~/content/catalogue.schema";
import { checkCopy, type CheckInput, type ContentIssue } from "~/content/checks/issues";
import { tileProduct, type HomeFacts } from "~/content/home.schema";
import {
  drawRulesPages,
  campaignPages,
  isPageKey,
  pageExists,
  pageKeys,
  type PageContent,
  type PageKey,
} from "~/content/pages";
import type { Placements } from "~/content/placements.schema";
import type { SiteFacts } from "~/content/site.schema";
import { REGION_WORDS, regionText } from "~/content/words/regions";
import type { Words } from "~/content/words/words.schema";
import { textsOf } from "~/rules/copy-template";
import { preorderCopyValues } from "~/rules/preorder";
import { REGION_CODES, type RegionCode } from "~/rules/regions";

export function checkWords({
  set: content,
  document,
  bundles,
  regionWords,
  bundleFile,
  priced,
}: CheckInput): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const add = (issue: ContentIssue) => issues.push(issue);
  const site = content.site as SiteFacts;
  const placements = content.placements as Placements;
  const home = content.home as HomeFacts;
  const inherited = new Map<string, { file: string; path: string; named: string; regions: RegionCode[] }>();
  for (const region of REGION_CODES) {
    if (!bundles[REGION_WORDS[region].bundle]) continue;
    const words = regionWords(region);
    const file = bundleFile(region);
    for (const id of productIds(document.products))
      if (priced(id, region) && !words.products.products[id])
        add({
          file,
          path: `products.products.${id}`,
          message: "no name or alt text for a product the region sells",
          region,
        });
    for (const key of pageKeys(document))
      if (
        pageExists(document, key, region) &&
        !words.site.pages[key] &&
        !drawRulesPages(document)[key] &&
        // A page the build has no route for (made in the studio) takes its title from its campaign's or product's words.
        isPageKey(BUILD_PAGES, key)
      )
        add({ file, path: `site.pages.${key}`, message: "no title for a page the region has", region });
    for (const entry of [...site.nav.support, ...site.nav.about, ...placements.menu])
      if (
        "page" in entry &&
        pageExists(document, entry.page, region) &&
        !words.site.nav.pages[entry.page] &&
        !campaignPages(document)[entry.page]?.editions.some((campaign) => words.campaigns?.[campaign]?.name)
      )
        add({
          file,
          path: `site.nav.pages.${entry.page}`,
          message: "no menu label for a page the region shows",
          region,
        });
    if (!words.products.warnings)
      add({
        file,
        path: "products.warnings",
        message: "no safety warnings for the region's product pages (GPSR art. 19)",
        region,
      });
    for (const { icon } of site.mediaByRegion?.[region] ?? site.media)
      if (!words.site.media[icon])
        add({ file, path: `site.media.${icon}`, message: "no label for a social link the region shows", region });
    const layout = home.regions[region];
    for (const [row, tiles] of layout.sections.entries())
      for (const id of tiles.map(tileProduct)) {
        if (!priced(id, region))
          add({
            file: "home.ts",
            path: `regions.${region}.sections[${row}]`,
            message: `tile ${id} has no price`,
            region,
          });
        if (!words.home.tiles[id])
          add({ file, path: `home.tiles.${id}`, message: "no tile text for a product on the home page", region });
      }
    placements.menu.forEach((entry, index) => {
      if (!("shopCollection" in entry) || !entry.regions.includes(region) || regionText(entry.text, region)) return;
      if (entry.label === undefined)
        add({
          file: "placements.ts",
          path: `menu[${index}].text.${REGION_WORDS[region].bundle}`,
          message: "no label in the region's language for a menu entry it shows",
          region,
        });
      else if (!words.site.nav.links[entry.label])
        add({
          file,
          path: `site.nav.links.${entry.label}`,
          message: "no label for a menu entry the region shows",
          region,
        });
    });
    placements.textBanners.forEach((banner, index) => {
      if (!banner.regions.includes(region) || regionText(banner.text, region)) return;
      if (banner.label === undefined)
        add({
          file: "placements.ts",
          path: `textBanners[${index}].text.${REGION_WORDS[region].bundle}`,
          message: "no text in the region's language for a banner it shows",
          region,
        });
      else if (!words.site.textBanner?.[banner.label])
        add({
          file,
          path: `site.textBanner.${banner.label}`,
          message: "no words for a text banner the region shows",
          region,
        });
    });
    for (const item of inheritedElsewhere(document, region, bundles, words)) {
      const key = `${item.file} ${item.path}`;
      inherited.set(key, { ...item, regions: [...(inherited.get(key)?.regions ?? []), region] });
    }
    if (!pageExists(document, "flagship-bumblebee", region) || !words.preorder) continue;
    const values = preorderCopyValues(document, region);
    for (const { path, text } of textsOf(words.preorder))
      checkCopy(file, `preorder.${path}`, text, values, region, add);
    if (words.site.textBanner)
      for (const { path, text } of textsOf(words.site.textBanner))
        checkCopy(file, `site.textBanner.${path}`, text, values, region, add);
  }

  for (const { file, path, named, regions } of inherited.values()) {
    const market = OWN_MARKET[REGION_WORDS[regions[0]!].bundle]!;
    const files = [...new Set(regions.map((region) => `words/${REGION_WORDS[region].overrides[0]}.json`))];
    add({
      file,
      path,
      message: `${regions.join(" and ")} inherit${regions.length === 1 ? "s" : ""} "${named}" (the ${market.region} market's own words): override it in ${files.join(" and ")}`,
    });
  }

  return issues;
}

/**
 * Words a region inherits from its language's bundle that name the bundle's own market ("across the US" read in uk):
 * the region must say it its own way, in its override file. The region chooser names every region by design, and a
 * page's words are skipped where the region does not have the page.
 */
/** The build's page table (the site's words name these pages: site.schema.ts). */
const BUILD_PAGES: PageContent = { campaigns: repositoryCampaigns };

const OWN_MARKET: Partial<Record<string, { region: RegionCode; pattern: RegExp }>> = {
  en: { region: "us", pattern: /\b(US|U\.S\.|USA|United States|America|American|contiguous|US dollars?|USD)\b/ },
};
const SECTION_PAGES: [string, PageKey][] = [
  ["elite.", "elite-optimus-prime"],
  ["supportForms.wholesale.", "apply-wholesale-account"],
];
function inheritedElsewhere(
  pages: PageContent,
  region: RegionCode,
  bundles: Record<string, Words>,
  words: Words,
): { file: string; path: string; named: string }[] {
  const { bundle, overrides } = REGION_WORDS[region];
  const market = OWN_MARKET[bundle];
  if (!market || overrides.length === 0 || market.region === region) return [];
  const own = new Map(textsOf(words).map((item) => [item.path, item.text]));
  return textsOf(bundles[bundle]).flatMap(({ path, text }) => {
    if (own.get(path) !== text || path.startsWith("site.regionChooser.")) return [];
    if (SECTION_PAGES.some(([prefix, page]) => path.startsWith(prefix) && !pageExists(pages, page, region))) return [];
    const named = market.pattern.exec(text)?.[0];
    return named ? [{ file: `words/${bundle}.json`, path, named }] : [];
  });
}
