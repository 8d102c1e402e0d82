// The reference a campaign's reduction is compared with, per region, product and instant: derived from the price lists
// and every campaign's offers by the market's rule (rules/price-history.ts), never typed in content.
import type { ProductId } from "~/content/catalogue.schema";
import type { ContentDocument } from "~/content/document";
import { derivedMap } from "~/content/memo";
import { campaignWindow, offerWindows } from "~/rules/campaign";
import { referencePrice, type OfferWindow } from "~/rules/price-history";
import { priceList } from "~/rules/price-lists";
import { REGIONS, type RegionCode } from "~/rules/regions";

const cache = derivedMap<string, { campaign: string; window: OfferWindow }[]>();

/** Every campaign offer of a product in a region, with the campaign it belongs to. */
export function productOffers(
  content: ContentDocument,
  region: RegionCode,
  product: ProductId,
): { campaign: string; window: OfferWindow }[] {
  const key = `${region} ${product}`;
  let offers = cache(content).get(key);
  if (!offers) {
    offers = [];
    for (const [campaign, facts] of Object.entries(content.campaigns)) {
      const schedule = facts.schedules[region];
      for (const item of facts.products) {
        const offer = item.product === product ? item.offers[region] : undefined;
        if (schedule && offer) for (const window of offerWindows(schedule, offer)) offers.push({ campaign, window });
      }
    }
    offers.sort((a, b) => a.window.start - b.window.start);
    cache(content).set(key, offers);
  }
  return offers;
}

/**
 * What a campaign's offer of a product may be compared with in a region at `now`: the reduction began at the campaign's
 * start (a staged campaign is one progressive reduction), and other campaigns' offers count as prices charged.
 */
export function campaignReference(
  content: ContentDocument,
  region: RegionCode,
  campaign: string,
  product: ProductId,
  now: Date,
): number | null {
  const list = priceList(content, region, product);
  const schedule = content.campaigns[campaign]?.schedules[region];
  if (!list || !schedule) return null;
  const start = Date.parse(campaignWindow(schedule).startTime!);
  const others = productOffers(content, region, product)
    .filter((offer) => offer.campaign !== campaign)
    .map((offer) => offer.window);
  return referencePrice(REGIONS[region].referencePrice, list, others, start, now.getTime());
}
