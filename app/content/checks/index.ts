// `npm run content:check`, the rules: every content file against its schema, every cross-reference (pages, products,
// prices, words for what each region shows), every placeholder filled, no date retyped as text where the schedule
// knows it. Pure over a ContentSet, so tests can plant a mistake and see the message that names it. The drift checks
// (two pages showing one product differently at some instant) are in drift.ts beside it.
import { z } from "zod";
import { campaignFactsSchema, type CampaignFacts, type CampaignSchedule } from "~/content/campaign.schema";
import { PRODUCT_IDS, productFactsSchema, type ProductId } from "~/content/catalogue.schema";
import { dealerSchema, storeGroupsSchema } from "~/content/dealers.schema";
import { kebab, type ContentDocument, type ContentSet } from "~/content/document";
import { homeFactsSchema, type HomeFacts } from "~/content/home.schema";
import { manualFactsSchema } from "~/content/manuals.schema";
import {
  campaignPages,
  drawRulesPages,
  isPageKey,
  isStaticPageKey,
  pageDef,
  pageExists,
  pageKeys,
  type PageContent,
  type PageKey,
} from "~/content/pages";
import { placementsSchema, type Placements } from "~/content/placements.schema";
import { priceListsSchema } from "~/content/prices.schema";
import { preorderFactsSchema, productFactsSchema as productPageFactsSchema } from "~/content/product.schema";
import { siteFactsSchema, type SiteFacts } from "~/content/site.schema";
import { mergeWords } from "~/content/words/overrides";
import { LANGUAGE_PARENTS, REGION_WORDS, type Language } from "~/content/words/regions";
import { wordsOverrideSchema, wordsSchema, type Words, type WordsOverride } from "~/content/words/words.schema";
import { campaignCopyValues, stageWindows } from "~/rules/campaign";
import { placeholders, textsOf } from "~/rules/copy-template";
import { formatPrice } from "~/rules/format";
import { preorderCopyValues } from "~/rules/preorder";
import { daysChargedBefore, referencePrice } from "~/rules/price-history";
import { priceList } from "~/rules/price-lists";
import { REGION_CODES, REGIONS, type RegionCode } from "~/rules/regions";
import type { TimeWindow } from "~/rules/schedule";
import { checkDrawRules, checkLegal, checkMarketCopy, checkProductNames } from "~/studio/checks/markets";

/** Everything content:check reads: a content document not checked yet (app/content/document.ts). */
export type { ContentSet };

export interface ContentIssue {
  /** The content file, relative to app/content ("campaigns/black-friday.ts", "words/en-GB.json"). */
  file: string;
  /** Where in it: "products[megatron].product". */
  path: string;
  message: string;
  region?: RegionCode;
}

export function formatIssue(issue: ContentIssue): string {
  return `${issue.file} ${issue.path}: ${issue.message}${issue.region ? ` in ${issue.region}` : ""}`;
}

/**
 * One line per mistake: the same problem of one file met in several places (a shared value used by several regions, a
 * text several regions read) is one line naming every field and region.
 */
export function formatIssues(issues: readonly ContentIssue[]): string[] {
  const groups = new Map<string, { file: string; message: string; paths: string[]; regions: RegionCode[] }>();
  for (const issue of issues) {
    const key = `${issue.file}\u0000${issue.message}`;
    const group = groups.get(key) ?? { file: issue.file, message: issue.message, paths: [], regions: [] };
    if (!group.paths.includes(issue.path)) group.paths.push(issue.path);
    if (issue.region && !group.regions.includes(issue.region)) group.regions.push(issue.region);
    groups.set(key, group);
  }
  return [...groups.values()].map(
    ({ file, message, paths, regions }) =>
      `${file} ${paths.join(", ")}: ${message}${regions.length ? ` in ${regions.join(", ")}` : ""}`,
  );
}

/** A readable path: array items named by their key ("products[megatron]") where they have one. */
function pathOf(root: unknown, path: readonly PropertyKey[]): string {
  let value = root;
  let out = "";
  for (const part of path) {
    if (typeof part === "number") {
      const item = Array.isArray(value) ? (value[part] as Record<string, unknown> | undefined) : undefined;
      const name = item && typeof item === "object" ? (item.key ?? item.id ?? item.page ?? item.product) : undefined;
      out += `[${typeof name === "string" ? name : part}]`;
    } else out += out ? `.${String(part)}` : String(part);
    value = value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[part] : undefined;
  }
  return out;
}

function schemaIssues(
  file: string,
  schema: z.ZodType,
  value: unknown,
  prefix = "",
  region?: RegionCode,
): ContentIssue[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.flatMap(unionBranch).map((issue) => {
    const base = [prefix, pathOf(value, issue.path)].filter(Boolean).join(".");
    if (issue.code === "unrecognized_keys")
      return {
        file,
        path: issue.keys.map((key) => (base ? `${base}.${key}` : key)).join(", "),
        message: "unknown key",
        region,
      };
    return { file, path: base || "(root)", message: describeIssue(issue, pathValue(value, issue.path)), region };
  });
}

/**
 * A value that fits none of a union's forms (a menu entry, a price series) is reported by the form it comes nearest
 * to: the one with the fewest problems, each with its full path.
 */
function unionBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== "invalid_union" || !issue.errors?.length) return [issue];
  const nearest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
  if (nearest.length === 0) return [issue];
  return nearest.flatMap((inner) => unionBranch({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** What is wrong with a value, in words a content editor can act on, with a hint where one helps. */
export function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  const got = JSON.stringify(value);
  if (issue.code === "custom") return issue.message;
  if (value === undefined && issue.code === "invalid_type") return `missing (${issue.expected} expected)`;
  if (issue.code === "invalid_value") {
    const options = issue.values.filter((option): option is string => typeof option === "string");
    const near = typeof value === "string" ? closest(value, options) : null;
    return `unknown value ${got}${near ? `: did you mean "${near}"?` : ""}`;
  }
  if (issue.code === "invalid_format" && issue.format === "datetime")
    return `${got} is not an instant with its offset: add the offset of the time zone you mean, e.g. "${exampleInstant(value)}"`;
  if (issue.code === "invalid_format" && issue.format === "date")
    return `${got} is not a day: write it as YYYY-MM-DD, e.g. "2025-04-29"`;
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim()))
    return `a number written as text (${got}): write ${value.trim()} without quotes`;
  if (issue.code === "invalid_union" || issue.code === "invalid_type")
    return `${issue.code === "invalid_type" ? `${issue.expected} expected` : "not a valid value"} (${got})`;
  return `${issue.message} (${got})`;
}

/** An instant in the form the content writes them, from what an editor typed ("2025-04-29" or without offset). */
function exampleInstant(value: unknown): string {
  const typed = typeof value === "string" ? /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2})?)?/.exec(value) : null;
  return `${typed?.[1] ?? "2025-04-29"}T${typed?.[2] ?? "00:00"}:00+01:00`;
}

/** The option nearest to a misspelt value (edit distance at most a third of its length), if any. */
export function closest(value: string, options: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Math.max(2, Math.floor(value.length / 3)) + 1;
  for (const option of options) {
    const distance = editDistance(value.toLowerCase(), option.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [option, distance];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

function pathValue(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const part of path)
    value = value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[part] : undefined;
  return value;
}

/** Words in the schedule's domain that look like a date written by hand: a month name, a year, "4/27", "27.04.". */
const DATE_LITERAL =
  /\b(?:jan(?:uary|vier|uar)?|feb(?:ruary|ruar)?|févr(?:ier)?|mar(?:ch|s)?|märz|apr(?:il)?|avr(?:il)?|may|mai|juin?|jun[ei]?|jul[iy]?|juil(?:let)?|aug(?:ust)?|août|sep(?:t(?:ember|embre)?)?|oct(?:ober|obre)?|okt(?:ober)?|nov(?:ember|embre)?|d[eé]c(?:ember|embre)?|dez(?:ember)?)\b\.?\s*\d{1,2}|\d\.?\s*(?:jan|feb|févr|mars|mar|apr|avr|mai|may|juin|jun|juil|jul|aug|août|sep|oct|okt|nov|d[eé]c|dez)[a-zé]*\b|\b20\d\d\b|\b\d{1,2}\/\d{1,2}\b|\b\d{1,2}\.\d{1,2}\.|\d+\s*[年月]\s*\d*\s*[月日]?/i;

export function dateLiterals(text: string): string | null {
  const withoutPlaceholders = text.replace(/\{[^}]*\}/g, "");
  return DATE_LITERAL.exec(withoutPlaceholders)?.[0] ?? null;
}

/** Every file of a document against its schema: what a document must pass before anything reads it. */
export function checkSchemas(content: ContentSet): {
  issues: ContentIssue[];
  bundles: Record<string, Words>;
  overrides: Record<string, WordsOverride>;
} {
  const issues: ContentIssue[] = [];
  const add = (issue: ContentIssue) => issues.push(issue);
  // 1. Every file against its schema.
  for (const [id, facts] of Object.entries(content.products))
    issues.push(...schemaIssues("catalogue.ts", productFactsSchema, facts, `products.${id}`));
  issues.push(...schemaIssues("prices.ts", priceListsSchema, content.prices, "PRICES"));
  for (const id of Object.keys(content.products))
    if (!(PRODUCT_IDS as readonly string[]).includes(id))
      add({ file: "catalogue.ts", path: `products.${id}`, message: "unknown product id" });
  for (const [campaign, facts] of Object.entries(content.campaigns))
    issues.push(...schemaIssues(`campaigns/${kebab(campaign)}.ts`, campaignFactsSchema, facts));
  issues.push(...schemaIssues("preorder.ts", preorderFactsSchema, content.preorder));
  issues.push(...schemaIssues("site.ts", siteFactsSchema, content.site));
  issues.push(...schemaIssues("placements.ts", placementsSchema, content.placements));
  issues.push(...schemaIssues("home.ts", homeFactsSchema, content.home));
  for (const [region, tables] of Object.entries(content.manuals))
    issues.push(...schemaIssues("manuals.ts", manualFactsSchema, tables, `MANUAL_TABLES.${region}`));
  for (const [id, facts] of Object.entries(content.productFacts ?? {})) {
    issues.push(...schemaIssues("product-facts.ts", productPageFactsSchema, facts, id));
    if (!(PRODUCT_IDS as readonly string[]).includes(id))
      add({ file: "product-facts.ts", path: id, message: "unknown product id" });
  }
  for (const [region, dealers] of Object.entries(content.dealers ?? {})) {
    if (dealers === undefined) continue; // not readable: content-set names why
    const schema = region === "cn" ? storeGroupsSchema : z.array(dealerSchema).min(1);
    issues.push(...schemaIssues(`${region}/dealers.json`, schema, dealers));
  }
  const bundles: Record<string, Words> = {};
  for (const [name, json] of Object.entries(content.bundles)) {
    if (json === undefined) continue; // not readable: content-set names why
    const found = schemaIssues(`words/${name}.json`, wordsSchema, json);
    const parent = LANGUAGE_PARENTS[name as Language];
    const readers = REGION_CODES.filter((region) => REGION_WORDS[region].bundle === name);
    // A text missing from a translation shows its parent language's text (content/words/index.ts) until it is added.
    for (const issue of found)
      if (parent && issue.message.startsWith("missing ("))
        issue.message = `missing: ${readers.join(" and ")} show${readers.length === 1 ? "s" : ""} the ${parent} text until it is translated`;
    issues.push(...found);
    if (found.length === 0) bundles[name] = wordsSchema.parse(json);
  }
  const overrides: Record<string, WordsOverride> = {};
  for (const [name, json] of Object.entries(content.overrides)) {
    const found = schemaIssues(`words/${name}.json`, wordsOverrideSchema, json);
    issues.push(...found);
    if (found.length === 0) overrides[name] = wordsOverrideSchema.parse(json) as WordsOverride;
  }
  return { issues, bundles, overrides };
}

/** Checks one content set; an empty list means it is consistent. */
export function checkContent(content: ContentSet): ContentIssue[] {
  const { issues, bundles, overrides } = checkSchemas(content);
  const add = (issue: ContentIssue) => issues.push(issue);
  if (issues.length) return issues; // cross-references need well-formed content
  // Well-formed: the rules and the page table read it as the document it now is.
  const document = content as unknown as ContentDocument;

  const products = content.products as Record<ProductId, z.infer<typeof productFactsSchema>>;
  const site = content.site as SiteFacts;
  const placements = content.placements as Placements;
  const home = content.home as HomeFacts;
  const campaigns = content.campaigns as Record<string, CampaignFacts>;
  const priced = (id: ProductId, region: RegionCode) => content.prices[id]?.[region] !== undefined;

  // 2. Pages the catalogue names exist; a region that has a product's page sells it.
  for (const id of PRODUCT_IDS) {
    const { page, familyPage } = products[id];
    for (const [field, key] of [
      ["page", page],
      ["familyPage", familyPage],
    ] as const)
      if (key !== undefined && !isPageKey(document, key))
        add({ file: "catalogue.ts", path: `products.${id}.${field}`, message: noPage(document, key) });
    if (isPageKey(document, page))
      for (const region of REGION_CODES)
        if (pageExists(document, page, region) && !priced(id, region))
          add({
            file: "prices.ts",
            path: `PRICES.${id}.${region}`,
            message: `no price, but the region has its page "${page}"`,
            region,
          });
  }

  // 2b. Placements: the pages they point to exist, while the entry shows (an entry shows only while its page exists:
  //     a window reaching outside the page's is a mistake), and their words exist in every region they show in.
  placements.menu.forEach((entry, index) => {
    if (!("page" in entry)) return;
    const path = `menu[${index}].page`;
    if (!isPageKey(document, entry.page))
      return add({ file: "placements.ts", path, message: noPage(document, entry.page) });
    for (const region of REGION_CODES) {
      const window = pageDef(document, entry.page).windows?.[region];
      if (!pageExists(document, entry.page, region) || !window) continue;
      const outside = outsideWindow(entry, window);
      if (outside)
        add({
          file: "placements.ts",
          path: `menu[${index}]`,
          message: `${outside}: keep the entry's window inside the page's, or leave it out (the entry follows the page)`,
          region,
        });
    }
  });
  placements.textBanners.forEach((banner, index) => {
    if ("page" in banner.link && !isPageKey(document, banner.link.page))
      add({
        file: "placements.ts",
        path: `textBanners[${index}].link.page`,
        message: noPage(document, banner.link.page),
      });
  });

  // 3. The words of every region: names of what it sells, titles of its pages, the copy of its pages.
  const regionWords = (region: RegionCode): Words => {
    const { bundle, overrides: ids } = REGION_WORDS[region];
    return ids.reduce((sum, id) => mergeWords<Words>(sum, overrides[id]), bundles[bundle]!);
  };
  const bundleFile = (region: RegionCode) => `words/${REGION_WORDS[region].bundle}.json`;
  const inherited = new Map<string, { file: string; path: string; named: string; regions: RegionCode[] }>();
  for (const region of REGION_CODES) {
    if (!bundles[REGION_WORDS[region].bundle]) continue;
    const words = regionWords(region);
    const file = bundleFile(region);
    for (const id of PRODUCT_IDS)
      if (priced(id, region) && !words.products.products[id])
        add({
          file,
          path: `products.products.${id}`,
          message: "no name or alt text for a product the region sells",
          region,
        });
    for (const key of pageKeys(document))
      if (pageExists(document, key, region) && !words.site.pages[key] && !drawRulesPages(document)[key])
        add({ file, path: `site.pages.${key}`, message: "no title for a page the region has", region });
    for (const entry of [...site.nav.support, ...site.nav.about, ...placements.menu])
      if (
        "page" in entry &&
        pageExists(document, entry.page, region) &&
        !words.site.nav.pages[entry.page] &&
        !(campaignPages(document)[entry.page] && words.campaigns?.[campaignPages(document)[entry.page]!.campaign]?.name)
      )
        add({
          file,
          path: `site.nav.pages.${entry.page}`,
          message: "no menu label for a page the region shows",
          region,
        });
    const layout = home.regions[region];
    for (const [row, ids] of layout.sections.entries())
      for (const id of ids) {
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
    for (const banner of placements.textBanners)
      if (banner.regions.includes(region) && !words.site.textBanner?.[banner.label])
        add({
          file,
          path: `site.textBanner.${banner.label}`,
          message: "no words for a text banner the region shows",
          region,
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

  // 4. Campaigns: their regions, stages and sections, products the catalogue knows and each region prices, words for
  //    every section in every region that runs them, dates from the schedule.
  const pageCampaigns = new Map<string, string>();
  for (const [campaign, facts] of Object.entries(campaigns)) {
    const file = `campaigns/${kebab(campaign)}.ts`;
    if (isStaticPageKey(facts.page))
      add({ file, path: "page", message: `"${facts.page}" is already a page of the site: choose another path` });
    const other = pageCampaigns.get(facts.page);
    if (other) add({ file, path: "page", message: `"${facts.page}" is also the page of campaign ${other}` });
    pageCampaigns.set(facts.page, campaign);
    const keys = new Set(facts.products.map((item) => item.key));
    const noProduct = (key: string) => {
      const near = closest(key, [...keys]);
      return `no product "${key}" in products${near ? `: did you mean "${near}"?` : ""}`;
    };
    for (const [index, key] of facts.preview.entries())
      if (!keys.has(key)) add({ file, path: `preview[${index}]`, message: noProduct(key) });
    for (const group of facts.groups)
      for (const key of group.products)
        if (!keys.has(key)) add({ file, path: `groups[${group.id}].products`, message: noProduct(key) });
    const sections: Record<string, boolean> = {
      "special-offers": Boolean(facts.tiers),
      "lucky-draw": Boolean(facts.luckyDraw),
      "members-only-offers": Boolean(facts.membersOnly),
    };
    for (const anchor of facts.tabs ?? [])
      if (!sections[anchor])
        add({ file, path: "tabs", message: `a tab to #${anchor}, a section the campaign does not have` });
    for (const outside of Object.keys(campaignOffersOutside(facts)))
      add({ file, path: "products", message: `an offer in ${outside}, a region the campaign does not run in` });
    for (const [region, schedule] of Object.entries(facts.schedules) as [RegionCode, CampaignSchedule][]) {
      const stageCount = schedule.stages.length;
      for (const item of facts.products) {
        if (!priced(item.product, region))
          add({ file, path: `products[${item.key}].product`, message: `${item.product} has no price`, region });
        const offer = item.offers[region];
        if (offer && offer.length !== stageCount)
          add({
            file,
            path: `products[${item.key}].offers.${region}`,
            message: `${offer.length} prices for ${stageCount} stages`,
            region,
          });
      }
      for (const [id, banner] of Object.entries(facts.banners)) {
        const products = banner.products[region];
        if (!products) add({ file, path: `banners.${id}.products.${region}`, message: "no products", region });
        for (const product of products ?? [])
          if (!priced(product, region))
            add({ file, path: `banners.${id}.products.${region}`, message: `${product} has no price`, region });
        for (const stage of banner.stages)
          if (stage > stageCount) add({ file, path: `banners.${id}.stages`, message: `no stage ${stage}`, region });
      }
      for (const [field, value] of [
        ["gifts", facts.gifts],
        ["tiers", facts.tiers],
        ["giftGuide", facts.giftGuide],
      ] as const)
        if (value && value[region] === undefined)
          add({ file, path: `${field}.${region}`, message: "no value for a region the campaign runs in", region });
      if (facts.tiers && !facts.collection?.[region])
        add({ file, path: `collection.${region}`, message: "no shop collection for the special offers", region });
      if (!bundles[REGION_WORDS[region].bundle]) continue;
      const words = regionWords(region).campaigns?.[campaign];
      const wordsFile = bundleFile(region);
      if (!words) {
        add({
          file: wordsFile,
          path: `campaigns.${campaign}`,
          message: "no words for a campaign the region runs",
          region,
        });
        continue;
      }
      const wordsPath = (path: string) => `campaigns.${campaign}.${path}`;
      if (words.stages.length !== stageCount)
        add({
          file: wordsFile,
          path: wordsPath("stages"),
          message: `${words.stages.length} stage names for ${stageCount} stages`,
          region,
        });
      for (const id of Object.keys(facts.banners))
        if (!words.banners[id]) add({ file: wordsFile, path: wordsPath(`banners.${id}`), message: "no words", region });
      for (const item of facts.products)
        if (!words.products[item.key])
          add({ file: wordsFile, path: wordsPath(`products.${item.key}`), message: "no words", region });
      for (const group of facts.groups)
        if (!words.groups.items[group.id])
          add({ file: wordsFile, path: wordsPath(`groups.items.${group.id}`), message: "no words", region });
      const needs: [string, unknown, unknown][] = [
        ["benefits", facts.benefits, words.benefits],
        ["specialOffers", facts.tiers, words.specialOffers],
        ["tieredRewards", facts.tiers, words.tieredRewards],
        ["luckyDraw", facts.luckyDraw, words.luckyDraw],
        ["giftGuide", facts.giftGuide, words.giftGuide],
        ["membersOnly", facts.membersOnly, words.membersOnly],
      ];
      for (const [section, hasFacts, hasWords] of needs)
        if (hasFacts && !hasWords)
          add({
            file: wordsFile,
            path: wordsPath(section),
            message: "no words for a section the campaign has",
            region,
          });
      for (const icon of facts.benefits ?? [])
        if (words.benefits && !words.benefits.items[icon])
          add({ file: wordsFile, path: wordsPath(`benefits.items.${icon}`), message: "no words", region });
      for (const tier of facts.tiers?.[region] ?? []) {
        if (words.tieredRewards && !words.tieredRewards.gifts[tier.gift])
          add({
            file: wordsFile,
            path: wordsPath(`tieredRewards.gifts.${tier.gift}`),
            message: "no words for a gift of the region's tiers",
            region,
          });
        if (words.specialOffers && !words.specialOffers.items[tier.gift])
          add({
            file: wordsFile,
            path: wordsPath(`specialOffers.items.${tier.gift}`),
            message: "no offer for a gift of the region's tiers",
            region,
          });
      }
      for (const id of Object.keys(facts.membersOnly ?? {}))
        if (words.membersOnly && !words.membersOnly.items[id])
          add({ file: wordsFile, path: wordsPath(`membersOnly.items.${id}`), message: "no words", region });
      for (const anchor of facts.tabs ?? [])
        if (!words.tabs?.[anchor])
          add({ file: wordsFile, path: wordsPath(`tabs.${anchor}`), message: "no tab label", region });
      const values = campaignCopyValues(schedule, facts, region);
      for (const { path, text } of textsOf(words)) checkCopy(wordsFile, wordsPath(path), text, values, region, add);
    }
  }

  // 4b. Reference prices (rules/price-history.ts): a list price struck through on a campaign must have been charged for
  //     the market's minimum period before the campaign began (a price raised just before a sale is no former price).
  for (const [campaign, facts] of Object.entries(campaigns))
    issues.push(...checkFormerPrices(document, `campaigns/${kebab(campaign)}.ts`, facts));

  // 5. The markets (markets.ts): legal facts and notices.
  issues.push(...checkLegal(document, content.legal.facts, new Set(content.legal.samples), regionWords));
  issues.push(...checkDrawRules(campaigns, content.legal.facts, regionWords));
  issues.push(...checkMarketCopy(campaigns, regionWords));
  issues.push(...checkProductNames(regionWords));
  return issues;
}

/** A campaign's reductions in `listPrice` markets with a minimum period: each struck-through price charged that long. */
function checkFormerPrices(document: ContentDocument, file: string, facts: CampaignFacts): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const [region, schedule] of Object.entries(facts.schedules) as [RegionCode, CampaignSchedule][]) {
    const rule = REGIONS[region].referencePrice;
    if (rule.kind !== "listPrice" || rule.minDays === undefined) continue;
    const start = Date.parse(schedule.stages[0]!.startTime);
    for (const item of facts.products) {
      const offer = item.offers[region];
      const list = priceList(document, region, item.product);
      if (!offer || !list) continue;
      const reported = new Set<number>();
      for (const { stage, start: stageStart, end } of stageWindows(schedule)) {
        const price = offer[stage - 1];
        if (price === null || price === undefined) continue;
        // The list price in force at the stage's start, and at each list change inside the stage.
        const instants = [stageStart, ...list.map((step) => step.from).filter((at) => at > stageStart && at < end)];
        for (const at of instants) {
          const reference = referencePrice(rule, list, [], start, at);
          if (reference === null || reference <= price || reported.has(reference)) continue;
          const days = daysChargedBefore(list, reference, start);
          if (days >= rule.minDays) continue;
          reported.add(reference);
          issues.push({
            file: "prices.ts",
            path: `PRICES.${item.product}.${region}`,
            message:
              `${formatPrice(region, reference)} is struck through on ${facts.page} (${file}, products[${item.key}]) ` +
              `but was the list price for ${days < 1 ? "less than a day" : `only ${Math.floor(days)} days`} before it began: ` +
              `a price compared with must have been charged for ${rule.minDays} days`,
            region,
          });
        }
      }
    }
  }
  return issues;
}

/** Copy of scheduled things: every placeholder known, no date written as text. */
function checkCopy(
  file: string,
  path: string,
  text: string,
  values: Record<string, string>,
  region: RegionCode,
  add: (issue: ContentIssue) => void,
) {
  for (const name of placeholders(text))
    if (values[name] === undefined) add({ file, path, message: `unknown placeholder {${name}}`, region });
  const literal = dateLiterals(text);
  if (literal) add({ file, path, message: `a date written as text ("${literal}"): name it from the schedule`, region });
}

/**
 * Words a region inherits from its language's bundle that name the bundle's own market ("across the US" read in uk):
 * the region must say it its own way, in its override file. The region chooser names every region by design, and a
 * page's words are skipped where the region does not have the page.
 */
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

/** `no page "x"`, with the nearest page key where the value looks misspelt. */
function noPage(pages: PageContent, key: string): string {
  const near = closest(key, pageKeys(pages));
  return `no page "${key}"${near ? `: did you mean "${near}"?` : ""}`;
}

/** How an entry's window reaches outside its page's, or null when it does not. */
function outsideWindow(
  entry: { page: string; startTime?: string; endTime?: string },
  window: TimeWindow,
): string | null {
  const at = (time: string | null | undefined, fallback: number) => (time ? Date.parse(time) : fallback);
  if (at(entry.startTime, -Infinity) < at(window.startTime, -Infinity))
    return `shows before page "${entry.page}" exists (from ${entry.startTime ?? "the start"})`;
  if (at(entry.endTime, Infinity) > at(window.endTime, Infinity))
    return `shows after page "${entry.page}" closes (until ${entry.endTime ?? "for good"})`;
  return null;
}

/** Regions with an offer where the campaign does not run. */
function campaignOffersOutside(facts: CampaignFacts): Record<string, true> {
  const outside: Record<string, true> = {};
  for (const item of facts.products)
    for (const region of Object.keys(item.offers)) if (!facts.schedules[region as RegionCode]) outside[region] = true;
  return outside;
}

export type { PageKey };
