// Campaigns: their regions, stages and sections, products the catalogue knows and each region prices, words for every
// section in every region that runs them, dates from the schedule; and the reference prices their offers are compared
// with (rules/price-history.ts).
import type { CampaignFacts, CampaignSchedule, CampaignWords } from "~/content/campaign.schema";
import { checkCopy, closest, type CheckInput, type ContentIssue } from "~/content/checks/issues";
import { campaignFile, type ContentDocument } from "~/content/document";
import { isStaticPageKey } from "~/content/pages";
import { REGION_WORDS } from "~/content/words/regions";
import { campaignCopyValues, campaignWindow, stageWindows } from "~/rules/campaign";
import { CLAIM_PLACEHOLDERS, namesClaim } from "~/rules/claims";
import { textsOf } from "~/rules/copy-template";
import { formatPrice } from "~/rules/format";
import { daysChargedBefore, referencePrice } from "~/rules/price-history";
import { priceList } from "~/rules/price-lists";
import { REGIONS, type RegionCode } from "~/rules/regions";
import { overlaps } from "~/rules/schedule";

export function checkCampaigns({
  set: content,
  document,
  bundles,
  overrides,
  regionWords,
  bundleFile,
  priced,
}: CheckInput): ContentIssue[] {
  /** The file a region reads a text from: its most specific override that has it, else its language's bundle. */
  const textFile = (region: RegionCode, path: string): string => {
    const keys = path.split(/\.|\[(\d+)\]/).filter((key) => key !== undefined && key !== "");
    for (const id of [...REGION_WORDS[region].overrides].reverse()) {
      let value: unknown = overrides[id];
      for (const key of keys)
        value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
      if (value !== undefined) return `words/${id}.json`;
    }
    return bundleFile(region);
  };
  const issues: ContentIssue[] = [];
  const add = (issue: ContentIssue) => issues.push(issue);
  const campaigns = content.campaigns as Record<string, CampaignFacts>;
  const pageCampaigns = new Map<string, string[]>();
  for (const [campaign, facts] of Object.entries(campaigns)) {
    const file = campaignFile(campaign);
    if (isStaticPageKey(facts.page))
      add({ file, path: "page", message: `"${facts.page}" is already a page of the site: choose another path` });
    // Editions of one series share its page; in a region, one runs at a time.
    for (const other of pageCampaigns.get(facts.page) ?? [])
      for (const [region, schedule] of Object.entries(facts.schedules) as [RegionCode, CampaignSchedule][]) {
        const otherSchedule = campaigns[other]!.schedules[region];
        if (otherSchedule && overlaps(campaignWindow(schedule), campaignWindow(otherSchedule)))
          add({
            file,
            path: `schedules.${region}`,
            message: `runs at the same time as ${other}, another edition on /${facts.page}: one edition at a time`,
            region,
          });
      }
    pageCampaigns.set(facts.page, [...(pageCampaigns.get(facts.page) ?? []), campaign]);
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
      const values = { ...campaignCopyValues(schedule, facts, region), ...CLAIM_VALUES };
      for (const { path, text } of textsOf(words))
        checkCopy(textFile(region, wordsPath(path)), wordsPath(path), text, values, region, add);
      for (const issue of claimIssues(words, REGIONS[region].referencePrice.kind === "lowestPriorDays"))
        add({ ...issue, file: textFile(region, wordsPath(issue.path)), path: wordsPath(issue.path), region });
    }
  }

  // 4b. Reference prices (rules/price-history.ts): a list price struck through on a campaign must have been charged for
  //     the market's minimum period before the campaign began (a price raised just before a sale is no former price).
  for (const [campaign, facts] of Object.entries(campaigns))
    issues.push(...checkFormerPrices(document, campaignFile(campaign), facts));

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

/** The claim placeholders as copy may name them (filled at each instant: rules/claims.ts). */
const CLAIM_VALUES: Record<string, string> = Object.fromEntries(CLAIM_PLACEHOLDERS.map((name) => [name, ""]));

/** A percentage or an amount of money typed into copy (placeholders left out first). */
const TYPED_PERCENT = /[-−]?\d+(?:[.,]\d+)?\s?%|%\s?\d+/u;
const TYPED_AMOUNT =
  /(?:[$€£¥₩]|\b(?:EUR|GBP|USD)\b)\s?\d[\d.,]*|\d[\d.,]*\s?(?:[$€£¥₩]|(?:EUR|GBP|USD|euros?|pounds?)\b)/iu;

/**
 * Headline claims (rules/claims.ts): a banner names its figure only with a claim placeholder, in its `discount`, with a
 * figure-free variant for the instants no card is reduced; where the market's law computes an announced reduction from
 * the prior lowest price (`typedRefused`: uk, eu, fr, de), a figure typed into a headline is refused.
 */
function claimIssues(words: CampaignWords, typedRefused: boolean): Omit<ContentIssue, "file">[] {
  const issues: Omit<ContentIssue, "file">[] = [];
  const headlines: { path: string; text: string }[] = [
    { path: "name", text: words.name },
    ...words.stages.map((stage, index) => ({ path: `stages[${index}].name`, text: stage.name })),
    ...Object.entries(words.banners).flatMap(([id, banner]) => textsOf(banner, `banners.${id}`)),
  ];
  for (const { path, text } of headlines) {
    const isDiscount = /^banners\.[^.]+\.discount$/.test(path);
    if (namesClaim(text) && !isDiscount)
      issues.push({
        path,
        message: `a computed figure outside a banner's discount: only banners.<banner>.discount is filled at each instant`,
      });
    if (!typedRefused) continue;
    const bare = text.replace(/\{[^}]*\}/g, "");
    const percent = TYPED_PERCENT.exec(bare)?.[0];
    const amount = TYPED_AMOUNT.exec(bare)?.[0];
    if (percent || amount)
      issues.push({
        path,
        message:
          `a typed ${percent ? "reduction" : "amount"} "${(percent ?? amount)!.trim()}": ` +
          `use {upTo:${percent ? "percent" : "amount"}} in the banner's discount, filled with the largest reduction ` +
          `the page's cards give at each instant against the prior lowest price (and discountWithoutFigure where none)`,
      });
  }
  for (const [id, banner] of Object.entries(words.banners))
    if (namesClaim(banner.discount) && !banner.discountWithoutFigure?.trim())
      issues.push({
        path: `banners.${id}.discountWithoutFigure`,
        message: "missing: the words shown in place of the discount's figure while no card is reduced",
      });
  return issues;
}

/** Regions with an offer where the campaign does not run. */
function campaignOffersOutside(facts: CampaignFacts): Record<string, true> {
  const outside: Record<string, true> = {};
  for (const item of facts.products)
    for (const region of Object.keys(item.offers)) if (!facts.schedules[region as RegionCode]) outside[region] = true;
  return outside;
}
