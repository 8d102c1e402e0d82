// The reference a campaign's reduction is compared with, per region, product and instant: derived from the price lists
// and every campaign's offers by the market's rule (rules/price-history.ts), never typed in content.
import { CAMPAIGN_FACTS } from "~/content/campaigns";
import type { ProductId } from "~/content/catalogue.schema";
import { derivedMap } from "~/content/live";
import { campaignWindow, offerWindows } from "~/rules/campaign";
import { referencePrice, type OfferWindow } from "~/rules/price-history";
import { priceList } from "~/rules/price-lists";
import { REGIONS, type RegionCode } from "~/rules/regions";

const cache = derivedMap<string, { campaign: string; window: OfferWindow }[]>();

/** Every campaign offer of a product in a region, with the campaign it belongs to. */
export function productOffers(region: RegionCode, product: ProductId): { campaign: string; window: OfferWindow }[] {
  const key = `${region} ${product}`;
  let offers = cache().get(key);
  if (!offers) {
    offers = [];
    for (const [campaign, facts] of Object.entries(CAMPAIGN_FACTS)) {
      const schedule = facts.schedules[region];
      for (const item of facts.products) {
        const offer = item.product === product ? item.offers[region] : undefined;
        if (schedule && offer) for (const window of offerWindows(schedule, offer)) offers.push({ campaign, window });
      }
    }
    offers.sort((a, b) => a.window.start - b.window.start);
    cache().set(key, offers);
  }
  return offers;
}

/**
 * What a campaign's offer of a product may be compared with in a region at `now`: the reduction began at the campaign's
 * start (a staged campaign is one progressive reduction), and other campaigns' offers count as prices charged.
 */
export function campaignReference(region: RegionCode, campaign: string, product: ProductId, now: Date): number | null {
  const list = priceList(region, product);
  const schedule = CAMPAIGN_FACTS[campaign]?.schedules[region];
  if (!list || !schedule) return null;
  const start = Date.parse(campaignWindow(schedule).startTime!);
  const others = productOffers(region, product)
    .filter((offer) => offer.campaign !== campaign)
    .map((offer) => offer.window);
  return referencePrice(REGIONS[region].referencePrice, list, others, start, now.getTime());
}
