// Everything a campaign page shows at one moment, resolved on the server: stage, banner, prices, countdown, texts.
import { CAMPAIGNS } from "~/content/campaigns";
import type { CampaignContent, CampaignProduct, StageNo } from "~/content/campaign.schema";
import { CAMPAIGN_SCHEDULES, type CampaignId, type CampaignRegion } from "~/content/campaign-schedule";
import {
  campaignStage,
  countdownTarget,
  pricePlaceholder,
  stagePrice,
  stageStatus,
  type CampaignStage,
  type StageStatus,
} from "./campaign";
import { formatPrice } from "./format";
import { siteContent } from "./page.server";
import type { PageKey } from "./pages";
import { REGIONS, regionPath, type RegionCode } from "./regions";

export const CAMPAIGN_OF_PAGE: Partial<Record<PageKey, CampaignId>> = {
  "black-friday": "blackFriday",
  "christmas-sale": "christmas",
};

export function isCampaignRegion(region: RegionCode): region is CampaignRegion {
  return region in CAMPAIGNS;
}

export interface PriceView {
  stage: StageNo;
  name: string;
  status: StageStatus;
  /** Formatted price, or the placeholder while locked. */
  price: string;
  save: string | null;
  locked: boolean;
}

export interface ProductCardView extends Omit<CampaignProduct, "activityPrice" | "save" | "signPrice"> {
  signPrice: string | null;
  current: PriceView;
  /** One entry per stage of the campaign, when the content shows the price ladder. */
  ladder: PriceView[];
}

function productCard(
  region: RegionCode,
  item: CampaignProduct,
  stage: CampaignStage,
  stageNames: string[],
  ladder: boolean,
): ProductCardView {
  const view = (n: StageNo): PriceView => {
    const p = stagePrice(item, n, stage);
    return {
      stage: n,
      name: stageNames[n - 1] ?? "",
      status: p.status,
      price: p.price === null ? pricePlaceholder(region) : formatPrice(region, p.price),
      save: p.save === null ? null : formatPrice(region, p.save),
      locked: p.locked,
    };
  };
  const stages = stageNames.map((_, i) => (i + 1) as StageNo);
  const { activityPrice: _a, save: _s, signPrice, ...rest } = item;
  return {
    ...rest,
    signPrice: signPrice === undefined ? null : formatPrice(region, signPrice),
    current: view(stage === 0 ? 1 : stage),
    ladder: ladder ? stages.map(view) : [],
  };
}

export function campaignView(region: CampaignRegion, campaign: CampaignId, now: number) {
  const content: CampaignContent = CAMPAIGNS[region][campaign];
  const schedule = CAMPAIGN_SCHEDULES[campaign][region];
  const site = siteContent(region);
  const at = new Date(now);
  const stage = campaignStage(schedule, at);
  const target = countdownTarget(schedule, at);
  const isLastStage = stage === schedule.stages.length;
  const byKey = new Map(content.products.map((item) => [item.key, item]));
  const cards = (keys: CampaignProduct["key"][]) =>
    keys.map((key) => productCard(region, byKey.get(key)!, stage, content.stageNames, content.priceLadder));
  const banner =
    [content.banner1, content.banner2].find((b) => stage !== 0 && b.stages.includes(stage)) ?? content.banner1;
  const { prefix } = REGIONS[region];

  return {
    campaign,
    stage,
    stageName: content.stageNames[(stage || 1) - 1]!,
    banner,
    bannerId: banner === content.banner2 ? "banner2" : "banner1",
    countdown: target && {
      target: target.getTime(),
      labels: { ...site.countdown, title: isLastStage ? content.countdown.finalTitle : content.countdown.title },
    },
    buttons: site.buttons,
    prefix,
    subscribe: {
      ...content.subscribe,
      apiMessages: site.api,
      region,
      source: regionPath(region, campaign === "blackFriday" ? "black-friday" : "christmas-sale"),
    },
    benefits: content.benefits,
    timeline: {
      title: content.timeline.title,
      items: content.timeline.items.map((item) =>
        "spacer" in item ? item : { ...item, status: stageStatus(item.stage, stage) },
      ),
    },
    moreSurprises: content.moreSurprises,
    payment: content.payment,
    labels: content.labels,
    preview: { ...content.productsPreview, products: cards(content.productsPreview.products) },
    products2: {
      title: content.products2.title,
      groups: content.products2.groups.map((g) => ({ ...g, products: cards(g.products) })),
    },
    specialOffers: content.specialOffers,
    luckyDraw: content.luckyDraw,
    giftGuide: content.giftGuide,
    tieredRewards: {
      ...content.tieredRewards,
      tiers: content.tieredRewards.tiers.map((tier) => ({ ...tier, threshold: formatPrice(region, tier.threshold) })),
    },
    membersOnly: content.membersOnly,
    tabs: content.tabs,
    terms: [content.termsAndConditions, content.termsAndConditions2],
  };
}

export type CampaignView = ReturnType<typeof campaignView>;
export type TimelineItemView = CampaignView["timeline"]["items"][number];
