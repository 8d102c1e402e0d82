// Everything a campaign page shows at one moment, resolved on the server from the campaign's facts, its schedule in
// the region, the catalogue and the region's words: stage, banner, prices, buttons, countdown, dates in copy. Which
// sections the page has is the campaign's content: a section without facts or words is left out.
import type { BenefitIcon, CampaignFacts, CampaignSchedule, CampaignWords, Gift } from "~/content/campaign.schema";
import type { ContentDocument } from "~/content/document";
import { derivedMap } from "~/content/memo";
import { type PageKey, campaignPages } from "~/content/pages";
import { wordsFor } from "~/content/words";
import { siteContent } from "~/request/page.server";
import {
  campaignCopyValues,
  campaignWindow,
  campaignStage,
  countdownTarget,
  countsToStageStart,
  currentStagePrice,
  pricePlaceholder,
  stagePrice,
  stageStatus,
  stageWindows,
  type StagePrice,
  type StageStatus,
} from "~/rules/campaign";
import { buttonState, nameLines, plainName } from "~/rules/catalogue";
import { buttonFor } from "~/rules/catalogue-card";
import { claimLine, claimValues, largestReduction, type ClaimOffer } from "~/rules/claims";
import { fillAll, fillTemplate } from "~/rules/copy-template";
import { formatPrice } from "~/rules/format";
import { offerPicture } from "~/rules/images";
import { paymentLines, textAt } from "~/rules/payment";
import { savingAgainst } from "~/rules/price-history";
import { REGIONS, type RegionCode } from "~/rules/regions";
import { isOpen } from "~/rules/schedule";
import type { CampaignBannerView, CampaignCardView, CampaignView, PriceView } from "~/views/campaign";
import { catalogueEntry, ecoParticipationText, learnMoreLink } from "~/views/catalogue.server";
import { drawRulesTeaser } from "~/views/draw-rules.server";
import { subscribeBox } from "~/views/newsletter-consent.server";
import { campaignReference } from "~/views/reference-price.server";

/**
 * The edition a campaign series' page presents in a region at `now`: the one whose window there is open (editions of a
 * series never overlap in a region: content:check). Undefined outside every edition, or for another page.
 */
export function campaignOfPage(
  content: ContentDocument,
  key: PageKey,
  region: RegionCode,
  now: Date,
): string | undefined {
  return campaignPages(content)[key]?.editions.find((campaign) => {
    const schedule = content.campaigns[campaign]!.schedules[region];
    return schedule !== undefined && isOpen(campaignWindow(schedule), now);
  });
}

/** The campaign's schedule in a region, or undefined where it does not run. */
export function campaignSchedule(
  content: ContentDocument,
  campaign: string,
  region: RegionCode,
): CampaignSchedule | undefined {
  return content.campaigns[campaign]?.schedules[region];
}

interface CardContext {
  region: RegionCode;
  campaign: string;
  words: CampaignWords;
  statuses: StageStatus[];
  ladder: boolean;
  now: Date;
}

function campaignCard(
  content: ContentDocument,
  { region, campaign, words, statuses, ladder, now }: CardContext,
  facts: CampaignFacts["products"][number],
  gift: Gift | undefined,
): CampaignCardView {
  const site = siteContent(content, region);
  const entry = catalogueEntry(content, region, facts.product, now);
  const offer = facts.offers[region];
  const listPrice = entry.price;
  const reference = offer ? campaignReference(content, region, campaign, facts.product, now) : null;
  const stageName = (n: number) => words.stages[n - 1]?.name ?? "";
  const priceView = (p: StagePrice, noDealPrice: string): PriceView => ({
    stage: p.stage,
    name: stageName(p.stage),
    status: p.status,
    price: p.locked ? pricePlaceholder(region) : p.price === null ? noDealPrice : formatPrice(region, p.price),
    save: p.save === null ? null : formatPrice(region, p.save),
    locked: p.locked,
    noDeal: p.noDeal,
  });
  const listPriceText = formatPrice(region, listPrice);
  // The headline: the open stage's deal, a later deal locked, or (no deal now or later) the list price.
  const current = offer
    ? priceView(currentStagePrice(offer, reference, statuses), listPriceText)
    : priceView(currentStagePrice([], null, statuses), listPriceText);
  // The reference is struck through beside a deal that saves against it (a locked deal too, once it will).
  const saves = !current.noDeal && savingAgainst(reference, offer?.[current.stage - 1] ?? Infinity) !== null;
  const state = buttonState(entry);
  const text = words.products[facts.key];
  const eco = ecoParticipationText(content, region, facts.product);
  return {
    key: facts.key,
    product: facts.product,
    name: nameLines(entry.name),
    plainName: plainName(entry.name),
    describe: text?.describe ?? "",
    alt: text?.alt ?? "",
    image: facts.image,
    ...(text?.identify ? { identify: text.identify } : {}),
    ...(text?.extendedWarranty ? { extendedWarranty: text.extendedWarranty } : {}),
    ...(eco ? { ecoParticipation: eco } : {}),
    installment: facts.installment === true,
    gift: gift ?? null,
    button: buttonFor(state, entry.buy, site.buttons),
    learnMore: entry.link,
    listPrice,
    signPrice: saves ? formatPrice(region, reference!) : null,
    current,
    ladder:
      ladder && offer ? statuses.map((status, i) => priceView(stagePrice(offer, reference, i + 1, status), "—")) : [],
  };
}

/** How the struck-through reference is labelled in the region: visibly where the law names it (the prior 30 days). */
function referenceLabel(content: ContentDocument, region: RegionCode): { text: string; visible: boolean } {
  const rule = REGIONS[region].referencePrice;
  const words = siteContent(content, region).referencePrice;
  if (rule.kind === "listPrice") return { text: words.listPrice, visible: false };
  return { text: fillTemplate(words.lowestPriorDays, { days: String(rule.days) }), visible: true };
}

/**
 * A campaign's words in a region with every date and amount filled in, once per campaign and region: they depend on
 * the content only, never on `now` (filling builds date formatters in several time zones).
 */
const filledWords = derivedMap<string, CampaignWords>();
export function campaignWords(content: ContentDocument, region: RegionCode, campaign: string): CampaignWords {
  const key = `${campaign} ${region}`;
  let words = filledWords(content).get(key);
  if (!words) {
    const facts = content.campaigns[campaign]!;
    const raw = wordsFor(content, region).campaigns![campaign]!;
    words = fillAll(raw, campaignCopyValues(facts.schedules[region]!, facts, region));
    filledWords(content).set(key, words);
  }
  return words;
}

/** The stage a campaign's page presents at `now`: the open one, or between two stages the next (0 outside). */
function shownStageAt(schedule: CampaignSchedule, now: Date): { stage: number; shownStage: number } {
  const windows = stageWindows(schedule);
  const stage = campaignStage(schedule, now);
  const upcoming = windows.findIndex((window) => stageStatus(window, now) === "upcoming");
  return { stage, shownStage: stage || (upcoming >= 0 ? upcoming + 1 : windows.length) };
}

/**
 * The offers the campaign page's cards show at `now` (its preview and groups): each open deal with the reference it is
 * compared with, as the card shows it (a locked deal or a stage without one shows no reduction).
 */
function shownOffers(content: ContentDocument, region: RegionCode, campaign: string, now: Date): ClaimOffer[] {
  const facts = content.campaigns[campaign]!;
  const statuses = stageWindows(facts.schedules[region]!).map((window) => stageStatus(window, now));
  const shown = new Set([...facts.preview, ...facts.groups.flatMap((group) => group.products)]);
  return facts.products.flatMap((item) => {
    const offer = item.offers[region];
    if (!offer || !shown.has(item.key)) return [];
    const reference = campaignReference(content, region, campaign, item.product, now);
    const { price, locked, noDeal } = currentStagePrice(offer, reference, statuses);
    return price === null || locked || noDeal ? [] : [{ price, reference }];
  });
}

/** The banner a campaign shows in a region at `now` (the one whose stages include the stage it presents). */
export function campaignBanner(
  content: ContentDocument,
  region: RegionCode,
  campaign: string,
  now: Date,
): { id: string; view: CampaignBannerView } {
  const facts = content.campaigns[campaign]!;
  const words = campaignWords(content, region, campaign);
  const { shownStage } = shownStageAt(facts.schedules[region]!, now);
  const ids = Object.keys(facts.banners);
  const id = ids.find((bannerId) => facts.banners[bannerId]!.stages.includes(shownStage)) ?? ids[0]!;
  const bannerFacts = facts.banners[id]!;
  const shopProduct = wordsFor(content, region).campaigns!.shopProduct;
  const { discountWithoutFigure, ...bannerWords } = words.banners[id]!;
  const reduction = largestReduction(shownOffers(content, region, campaign, now));
  return {
    id,
    view: {
      ...bannerWords,
      discount: claimLine(bannerWords.discount, discountWithoutFigure, claimValues(region, reduction)),
      palette: bannerFacts.palette,
      background: bannerFacts.background,
      links: (bannerFacts.products[region] ?? []).map((product) => {
        const text = wordsFor(content, region).products.products[product];
        const name = text?.shortName ?? plainName(catalogueEntry(content, region, product, now).name);
        return { product, label: fillTemplate(shopProduct, { name }), link: learnMoreLink(content, region, product) };
      }),
    },
  };
}

export function campaignView(content: ContentDocument, region: RegionCode, campaign: string, now: Date): CampaignView {
  const facts = content.campaigns[campaign]!;
  const schedule = facts.schedules[region]!;
  const site = siteContent(content, region);
  const allWords = wordsFor(content, region).campaigns!;
  const words = campaignWords(content, region, campaign);
  const windows = stageWindows(schedule);
  const statuses = windows.map((window) => stageStatus(window, now));
  const stage = campaignStage(schedule, now);
  // Between two stages the page shows the next one (its banner and name), counting down to its start.
  const shownStage = stage || statuses.indexOf("upcoming") + 1 || windows.length;
  const target = countdownTarget(schedule, now);
  const byKey = new Map(facts.products.map((item) => [item.key, item]));
  const gifts = facts.gifts?.[region] ?? {};
  const context: CardContext = { region, campaign, words, statuses, ladder: facts.priceLadder, now };
  const cards = (keys: string[]) => keys.map((key) => campaignCard(content, context, byKey.get(key)!, gifts[key]));
  const { id: bannerId, view: banner } = campaignBanner(content, region, campaign, now);
  const { prefix, shop } = REGIONS[region];
  const tiers = facts.tiers?.[region] ?? [];
  const note = stage ? words.stageNotes?.[String(stage)] : undefined;

  return {
    campaign,
    theme: facts.theme,
    stage,
    /** The stage the banner presents: the open one, or between two stages the next. */
    shownStage,
    stageName: words.stages[shownStage - 1]!.name,
    banner,
    bannerId,
    countdown: target && {
      target: target.getTime(),
      labels: {
        ...site.countdown,
        title: countsToStageStart(schedule, target) ? words.countdown.title : words.countdown.finalTitle,
      },
    },
    buttons: site.buttons,
    prefix,
    subscribe: subscribeBox(content, region, facts.page, words.subscribe, site.subscribe.invalid),
    benefits:
      facts.benefits && words.benefits
        ? {
            title: words.benefits.title,
            items: facts.benefits.map((icon: BenefitIcon) => ({ icon, ...words.benefits!.items[icon]! })),
          }
        : null,
    timeline: {
      title: words.timeline.title,
      items: words.stages.flatMap((item, index) => {
        const entry = {
          stage: index + 1,
          title: item.shortName ?? item.name,
          date: item.dates,
          status: statuses[index]!,
        };
        return index === 0 ? [entry] : [{ spacer: true as const }, entry];
      }),
    },
    moreSurprises: {
      describe: words.moreSurprises.describe,
      subDescribe: note ?? words.moreSurprises.subDescribe ?? null,
    },
    payment: paymentLines(region, {
      installments: allWords.paymentLine,
      methods: allWords.paymentMethodsLine,
      disclosure: textAt(siteContent(content, region).installmentDisclosures, now),
    }),
    labels: {
      ...words.labels,
      reference: referenceLabel(content, region),
      // After each card's price where the market expects it (de "inkl. MwSt.", PAngV § 3; ja "（税込）").
      priceNote: site.ui.priceNote?.trim() || null,
    },
    preview: { ...words.productsPreview, products: cards(facts.preview) },
    products2: {
      title: words.groups.title,
      groups: facts.groups.map((group) => ({
        id: group.id,
        ...words.groups.items[group.id]!,
        products: cards(group.products),
      })),
    },
    specialOffers:
      tiers.length && words.specialOffers
        ? {
            title: words.specialOffers.title,
            items: tiers.map(({ gift, picture }) => {
              const text = words.specialOffers!.items[gift]!;
              const collection = facts.collection?.[region];
              return {
                ...text,
                images: offerPicture(picture),
                link: text.btn && collection ? `${shop}/collections/${collection}` : undefined,
              };
            }),
          }
        : null,
    luckyDraw:
      facts.luckyDraw && words.luckyDraw
        ? { ...words.luckyDraw, image: facts.luckyDraw.image, rules: drawRulesTeaser(content, region, campaign) }
        : null,
    giftGuide:
      facts.giftGuide?.[region] && words.giftGuide ? { ...words.giftGuide, link: facts.giftGuide[region]! } : null,
    tieredRewards:
      tiers.length && words.tieredRewards
        ? {
            title: words.tieredRewards.title,
            describe: words.tieredRewards.describe,
            tiers: tiers.map((tier) => ({
              ...words.tieredRewards!.gifts[tier.gift]!,
              threshold: fillTemplate(siteContent(content, region).ui.fromAmount ?? "{amount}+", {
                amount: formatPrice(region, tier.threshold),
              }),
              miniPicture: tier.gift,
            })),
          }
        : null,
    membersOnly:
      facts.membersOnly && words.membersOnly
        ? {
            title: words.membersOnly.title,
            items: Object.entries(facts.membersOnly).map(([id, offer]) => ({
              ...words.membersOnly!.items[id]!,
              link: offer.byRegion?.[region] ?? offer.link,
            })),
          }
        : null,
    tabs: (facts.tabs ?? []).map((anchor) => ({ label: words.tabs?.[anchor] ?? "", link: `#${anchor}` })),
    terms: [words.termsAndConditions, ...(words.termsAndConditions2 ? [words.termsAndConditions2] : [])],
  };
}
