// Everything a campaign page shows at one moment, resolved on the server from the campaign's facts, its schedule, the
// catalogue and the region's words: stage, banner, prices, buttons, countdown, dates in copy.
import { CAMPAIGN_FACTS } from "~/content/campaigns";
import type {
  BenefitIcon,
  CampaignFacts,
  CampaignRegion,
  CampaignWords,
  Gift,
  ProductKey,
  StageNo,
} from "~/content/campaign.schema";
import { CAMPAIGN_REGIONS } from "~/content/campaign.schema";
import { CAMPAIGN_SCHEDULES, type CampaignId } from "~/content/campaign-schedule";
import type { ProductId } from "~/content/catalogue.schema";
import { wordsFor } from "~/content/words";
import {
  campaignCopyValues,
  campaignStage,
  countdownTarget,
  currentStagePrice,
  pricePlaceholder,
  stagePrice,
  stageStatus,
  type CampaignStage,
  type StagePrice,
  type StageStatus,
} from "../../rules/campaign";
import { buttonState, nameLines, plainName, type ButtonState, type NameSegment } from "../../rules/catalogue";
import { buttonFor } from "../../rules/catalogue-card";
import { catalogueEntry, learnMoreLink, regionPriceAt } from "../../views/catalogue.server";
import { fillAll, fillTemplate } from "../../rules/copy-template";
import { formatPrice } from "../../rules/format";
import { offerPicture } from "../../rules/images";
import { paymentLines } from "../../rules/payment";
import { siteContent } from "../../server/page.server";
import type { PageKey } from "../../content/pages";
import { REGIONS, regionPath, type RegionCode } from "../../rules/regions";
import { newsletterConsent } from "~/views/newsletter-consent.server";

export const CAMPAIGN_OF_PAGE: Partial<Record<PageKey, CampaignId>> = {
  "black-friday": "blackFriday",
  "christmas-sale": "christmas",
};

export function isCampaignRegion(region: RegionCode): region is CampaignRegion {
  return (CAMPAIGN_REGIONS as readonly string[]).includes(region);
}

export interface PriceView {
  stage: StageNo;
  name: string;
  status: StageStatus;
  /** Formatted price; the placeholder while a later stage's deal is locked; "—" for a stage without a deal. */
  price: string;
  save: string | null;
  /** A deal of a later stage: placeholder and UNLOCK SOON. */
  locked: boolean;
  /** No deal in this stage. */
  noDeal: boolean;
}

/** A campaign card: a product on a campaign page (name, button, links and list price from the catalogue; the offer per stage). */
export interface CampaignCardView {
  key: ProductKey;
  product: ProductId;
  name: NameSegment[][];
  plainName: string;
  describe: string;
  alt: string;
  image: string;
  identify?: string;
  extendedWarranty?: string;
  installment: boolean;
  gift: Gift | null;
  /** The catalogue button: Buy Now, Pre-Order Now, Sold Out or Out of Stock; its shop link while it can be ordered. */
  button: { state: ButtonState; label: string; href: string | null };
  learnMore: string;
  /** The price the product's own page shows now (what the struck-through list price reads, where there is an offer). */
  listPrice: number;
  /** The struck-through list price, formatted, where the campaign has an offer. */
  signPrice: string | null;
  current: PriceView;
  /** One entry per stage of the campaign, when the content shows the price ladder. */
  ladder: PriceView[];
}

export interface CampaignBannerView {
  title: string;
  discount: string;
  discountDescribe: string;
  time: string;
  bgAlt: string;
  background: { wide: string; tall: string };
  /** The two buttons: label and Learn More target of the banner's products. */
  links: { product: ProductId; label: string; link: string }[];
}

function campaignCard(
  region: CampaignRegion,
  facts: CampaignFacts["products"][number],
  words: CampaignWords,
  stage: CampaignStage,
  stageCount: number,
  ladder: boolean,
  gift: Gift | undefined,
  now: Date,
): CampaignCardView {
  const site = siteContent(region);
  const entry = catalogueEntry(region, facts.product);
  const offer = facts.offers[region];
  const listPrice = regionPriceAt(region, facts.product, now);
  const stageName = (n: StageNo) => words.stages[n - 1]?.name ?? "";
  const priceView = (p: StagePrice, noDealPrice: string): PriceView => ({
    stage: p.stage,
    name: stageName(p.stage),
    status: p.status,
    price: p.locked ? pricePlaceholder(region) : p.price === null ? noDealPrice : formatPrice(region, p.price),
    save: p.save === null ? null : formatPrice(region, p.save),
    locked: p.locked,
    noDeal: p.noDeal,
  });
  // No deal in this campaign: the product sells at the price its own page shows, in every stage.
  const none = (n: StageNo): PriceView => ({
    stage: n,
    name: stageName(n),
    status: stageStatus(n, stage),
    price: formatPrice(region, listPrice),
    save: null,
    locked: false,
    noDeal: true,
  });
  // The headline: the open stage's deal, a later deal locked, or (no deal now or later) the list price.
  const current = offer ? priceView(currentStagePrice(offer, listPrice, stage), formatPrice(region, listPrice)) : null;
  const stages = Array.from({ length: stageCount }, (_, i) => (i + 1) as StageNo);
  const state = buttonState(entry);
  const text = words.products[facts.key];
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
    installment: facts.installment === true,
    gift: gift ?? null,
    button: buttonFor(state, entry.buy, site.buttons),
    learnMore: entry.link,
    listPrice,
    signPrice: current && !current.noDeal ? formatPrice(region, listPrice) : null,
    current: current ?? none(stage === 0 ? 1 : stage),
    ladder: ladder && offer ? stages.map((n) => priceView(stagePrice(offer, listPrice, n, stage), "—")) : [],
  };
}

export function campaignView(region: CampaignRegion, campaign: CampaignId, now: Date) {
  const facts = CAMPAIGN_FACTS[campaign];
  const schedule = CAMPAIGN_SCHEDULES[campaign][region];
  const site = siteContent(region);
  const allWords = wordsFor(region).campaigns!;
  const words = fillAll(allWords[campaign], campaignCopyValues(schedule, facts, region));
  const stage = campaignStage(schedule, now);
  const target = countdownTarget(schedule, now);
  const isLastStage = stage === schedule.stages.length;
  const byKey = new Map(facts.products.map((item) => [item.key, item]));
  const gifts = facts.gifts[region];
  const cards = (keys: ProductKey[]) =>
    keys.map((key) =>
      campaignCard(region, byKey.get(key)!, words, stage, schedule.stages.length, facts.priceLadder, gifts[key], now),
    );
  const bannerId =
    (["banner1", "banner2"] as const).find((id) => stage !== 0 && facts.banners[id].stages.includes(stage)) ??
    "banner1";
  const bannerFacts = facts.banners[bannerId];
  const banner: CampaignBannerView = {
    ...words.banners[bannerId],
    background: bannerFacts.background,
    links: bannerFacts.products[region].map((id) => {
      const text = wordsFor(region).products.products[id];
      const name = text?.shortName ?? plainName(catalogueEntry(region, id).name);
      return { product: id, label: fillTemplate(allWords.shopProduct, { name }), link: learnMoreLink(region, id) };
    }),
  };
  const { prefix, shop } = REGIONS[region];
  const tiers = facts.tiers[region];

  return {
    campaign,
    stage,
    stageName: words.stages[(stage || 1) - 1]!.name,
    banner,
    bannerId,
    countdown: target && {
      target: target.getTime(),
      labels: { ...site.countdown, title: isLastStage ? words.countdown.finalTitle : words.countdown.title },
    },
    buttons: site.buttons,
    prefix,
    subscribe: {
      ...words.subscribe,
      invalid: site.subscribe.invalid,
      apiMessages: site.api,
      region,
      source: regionPath(region, campaign === "blackFriday" ? "black-friday" : "christmas-sale"),
      consent: newsletterConsent(region),
    },
    benefits: {
      title: words.benefits.title,
      items: facts.benefits.map((icon: BenefitIcon) => ({ icon, ...words.benefits.items[icon] })),
    },
    timeline: {
      title: words.timeline.title,
      items: words.stages.flatMap((item, index) => {
        const n = (index + 1) as StageNo;
        const entry = { stage: n, title: item.shortName ?? item.name, date: item.dates, status: stageStatus(n, stage) };
        return index === 0 ? [entry] : [{ spacer: true as const }, entry];
      }),
    },
    moreSurprises: words.moreSurprises,
    payment: paymentLines(region, { installments: allWords.paymentLine, methods: allWords.paymentMethodsLine }),
    labels: words.labels,
    preview: { ...words.productsPreview, products: cards(facts.preview) },
    products2: {
      title: words.groups.title,
      groups: facts.groups.map((group) => ({
        id: group.id,
        ...words.groups.items[group.id]!,
        products: cards(group.products),
      })),
    },
    specialOffers: {
      title: words.specialOffers.title,
      items: tiers.map(({ gift, picture }) => {
        const text = words.specialOffers.items[gift]!;
        return {
          ...text,
          images: offerPicture(picture),
          link: text.btn ? `${shop}/collections/${facts.collection[region]}` : undefined,
        };
      }),
    },
    luckyDraw: { ...words.luckyDraw, image: facts.luckyDrawImage },
    giftGuide: { ...words.giftGuide, link: facts.giftGuide[region] },
    tieredRewards: {
      title: words.tieredRewards.title,
      describe: words.tieredRewards.describe,
      tiers: tiers.map((tier) => ({
        ...words.tieredRewards.gifts[tier.gift]!,
        threshold: formatPrice(region, tier.threshold),
        miniPicture: tier.gift,
      })),
    },
    membersOnly: {
      title: words.membersOnly.title,
      items: (Object.keys(facts.membersOnly) as (keyof typeof facts.membersOnly)[]).map((id) => ({
        ...words.membersOnly.items[id],
        link: facts.membersOnly[id].byRegion?.[region] ?? facts.membersOnly[id].link,
      })),
    },
    tabs: facts.tabs.map((anchor) => ({ label: words.tabs[anchor], link: `#${anchor}` })),
    terms: [words.termsAndConditions, words.termsAndConditions2],
  };
}

export type CampaignView = ReturnType<typeof campaignView>;
export type TimelineItemView = CampaignView["timeline"]["items"][number];
