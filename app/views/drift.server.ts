// Drift between pages: at every instant at which the schedule changes anything, every page that shows a
// product must show the same price, the same button (stock), the same shop link and the same Learn More for it, and a
// Learn More must name the card's own product. Observations are taken from the views the page loaders build.
import type { CampaignSchedule } from "~/content/campaign.schema";
import type { ProductId } from "~/content/catalogue.schema";
import type { ContentDocument } from "~/content/document";
import { homePages } from "~/content/home";
import { pageByPath, pageExists } from "~/content/pages";
import { elitePages } from "~/content/products";
import { scheduleInstants } from "~/request/schedule-segment.server";
import { campaignState } from "~/rules/campaign";
import { isExternalLink } from "~/rules/links";
import { regionPreorderOffer } from "~/rules/preorder";
import { REGION_CODES, type RegionCode } from "~/rules/regions";
import { campaignView } from "~/views/campaign.server";
import { otherCatalogueCards, regionCatalogueCard, shopUrl, productPages } from "~/views/catalogue.server";

/** What one page shows of one product at one instant. */
export interface Observation {
  region: RegionCode;
  at: number;
  product: ProductId;
  /** Where: "home tile", "black-friday card 30", "flagship-optimus-prime page", … */
  where: string;
  price?: number;
  state?: string;
  buy?: string | null;
  learnMore?: string;
}

export interface Drift {
  message: string;
  region: RegionCode;
  product: ProductId;
  /** What differs: "price", "state", "buy", "learnMore". */
  field: "price" | "state" | "buy" | "learnMore";
  /** The instant (epoch ms) it differs at; absent for a Learn More that opens another product's page. */
  at?: number;
}

/** Observations that disagree: per region, instant and product, more than one price, button, shop link or target. */
export function compareObservations(observations: readonly Observation[]): Drift[] {
  const groups = new Map<string, Observation[]>();
  for (const item of observations) {
    const key = `${item.region} ${item.at} ${item.product}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const drifts: Drift[] = [];
  for (const items of groups.values()) {
    const { region, at, product } = items[0]!;
    for (const field of ["price", "state", "buy", "learnMore"] as const) {
      const seen = new Map<string, string[]>();
      for (const item of items) {
        const value = item[field];
        if (value === undefined || value === null) continue;
        seen.set(String(value), [...(seen.get(String(value)) ?? []), item.where]);
      }
      if (seen.size > 1)
        drifts.push({
          message: `drift ${region} ${new Date(at).toISOString()} ${product}.${field}: ${[...seen]
            .map(([value, where]) => `${value} (${where.join(", ")})`)
            .join(" ≠ ")}`,
          region,
          product,
          field,
          at,
        });
    }
  }
  return drifts;
}

/** A Learn More that opens a page presenting another product (or another product's shop page). */
export function learnMoreMismatch(
  content: ContentDocument,
  region: RegionCode,
  product: ProductId,
  link: string,
): string | null {
  if (isExternalLink(link)) return link === shopUrl(content, region, product) ? null : `opens ${link}`;
  const key = pageByPath(content, link);
  if (!key || !pageExists(content, key, region)) return `no page "${link}" in ${region}`;
  const presented = productPages(content)[key];
  if (presented === product || content.products[product]?.familyPage === key) return null;
  return `opens the page of ${presented ?? key}`;
}

/** Every instant the content names, and one before the first. */
export function boundaryInstants(content: ContentDocument): number[] {
  const instants = scheduleInstants(content);
  return [instants[0]! - 60_000, ...instants];
}

export function collectObservations(
  content: ContentDocument,
  instants: readonly number[] = boundaryInstants(content),
  regions: readonly RegionCode[] = REGION_CODES,
): {
  observations: Observation[];
  mismatches: Drift[];
} {
  const observations: Observation[] = [];
  const mismatches: Drift[] = [];
  const see = (item: Observation) => {
    observations.push(item);
    if (item.learnMore) {
      const problem = learnMoreMismatch(content, item.region, item.product, item.learnMore);
      if (problem)
        mismatches.push({
          message: `learn more ${item.region} ${item.product} (${item.where}): ${problem}, not the card's product`,
          region: item.region,
          product: item.product,
          field: "learnMore",
        });
    }
  };
  for (const at of instants) {
    const now = new Date(at);
    // A product's card in a region at this instant: the same for every page that shows it (computed once).
    const cards = new Map<string, ReturnType<typeof regionCatalogueCard>>();
    const cardOf = (document: ContentDocument, region: RegionCode, product: ProductId) => {
      const key = `${region} ${product}`;
      let card = cards.get(key);
      if (!card) cards.set(key, (card = regionCatalogueCard(document, region, product, now)));
      return card;
    };
    for (const region of regions) {
      const home = homePages(content)[region];
      for (const tile of [...home.section1.tiles, ...home.section2.tiles, ...home.section3.tiles]) {
        const card = cardOf(content, region, tile.key);
        see({
          region,
          at,
          product: tile.key,
          where: "home tile",
          price: card.price,
          state: card.button.state,
          buy: card.shopUrl,
          learnMore: card.link,
        });
      }
      for (const [key, product] of Object.entries(productPages(content)) as [string, ProductId][]) {
        if (!pageExists(content, key as never, region)) continue;
        const card = cardOf(content, region, product);
        see({
          region,
          at,
          product,
          where: `${key} page`,
          price: card.price,
          state: card.button.state,
          buy: card.shopUrl,
        });
        for (const other of otherCatalogueCards(content, region, product, now, 4, cardOf))
          see({
            region,
            at,
            product: other.id,
            where: `${key} more robots`,
            price: other.price,
            state: other.button.state,
            buy: other.shopUrl,
            learnMore: other.link,
          });
      }
      const offer = regionPreorderOffer(content, region, now);
      if (offer && pageExists(content, "flagship-bumblebee", region))
        see({ region, at, product: "flagshipBumblebee", where: "pre-order panel", price: offer.price });
      const elite = elitePages(content)[region];
      if (elite)
        for (const product of elite.comparison.products) {
          const card = cardOf(content, region, product);
          see({
            region,
            at,
            product,
            where: "elite comparison",
            price: card.price,
            state: card.button.state,
            buy: card.shopUrl,
          });
        }
    }
    for (const [campaign, facts] of Object.entries(content.campaigns)) {
      for (const [region, schedule] of Object.entries(facts.schedules) as [RegionCode, CampaignSchedule][]) {
        if (!regions.includes(region) || campaignState(schedule, now) !== "open") continue;
        const view = campaignView(content, region, campaign, now);
        for (const card of [...view.preview.products, ...view.products2.groups.flatMap((group) => group.products)]) {
          see({
            region,
            at,
            product: card.product,
            where: `${campaign} card ${card.key}`,
            price: card.listPrice,
            state: card.button.state,
            buy: card.button.href ?? undefined,
            learnMore: card.learnMore,
          });
        }
        for (const link of view.banner.links)
          see({ region, at, product: link.product, where: `${campaign} banner`, learnMore: link.link });
      }
    }
  }
  return { observations, mismatches };
}

/** Drift at every boundary, in every region (or only in `regions`: those a draft's changes concern). */
export function checkDrift(content: ContentDocument, regions: readonly RegionCode[] = REGION_CODES): Drift[] {
  const { observations, mismatches } = collectObservations(content, boundaryInstants(content), regions);
  return [...mismatches, ...compareObservations(observations)];
}
