// The price lists: what each product costs in each region, in the region's currency, and from when. A region
// sells exactly the products priced here for it. A price change is a new entry from its instant on
// (`[{ price: 299 }, { from: "2025-02-01T00:00:00-08:00", price: 279 }]`), never an edit of the old one: every past
// instant keeps showing what it showed. Campaign offers are in the campaign files; the struck-through reference a
// reduction is compared with is derived from these lists and the offers (rules/price-history.ts), never typed.
import type { ProductId } from "~/content/catalogue.schema";
import type { PriceLists } from "~/content/prices.schema";

const euro = <T>(price: T) => ({ eu: price, fr: price, de: price });

/** The repository's price lists (version 1 of the studio's content; app/content/repository.ts). */
export const prices: Record<ProductId, PriceLists[ProductId]> = {
  // The early bird until the region's countdown end, then the regular price.
  flagshipBumblebee: {
    cn: [
      { price: 5899, name: "earlyBird" },
      { from: "2025-04-28T00:00:00+08:00", price: 8499 },
    ],
    us: [
      { price: 949, name: "earlyBird" },
      { from: "2025-04-28T15:00:00+08:00", price: 1299 },
    ],
    uk: [
      { price: 899, name: "earlyBird" },
      { from: "2025-04-28T07:00:00+08:00", price: 1299 },
    ],
    ...euro([
      { price: 1099, name: "earlyBird" as const },
      { from: "2025-04-28T06:00:00+08:00", price: 1599 },
    ]),
    jp: [
      { price: 124960, name: "earlyBird" },
      { from: "2025-05-06T23:00:00+08:00", price: 174900 },
    ],
  },
  toyStoryBuzzLightyear: { cn: 3999, us: 599, uk: 499, ...euro(599) },
  eliteOptimusPrime: { cn: 4999, us: 699, uk: 699, ...euro(699) },
  flagshipOptimusPrime: { cn: 5999, us: 899, uk: 799, ...euro(899), kr: 1290000, jp: 129800 },
  flagshipMegatron: { cn: 7999, us: 1199, uk: 1099, ...euro(1299), kr: 1690000, jp: 164800 },
  grimlockG1Flagship: { cn: 11999, us: 1699, uk: 1599, ...euro(1799), jp: 229800 },
  buzzLightyearSpaceRangerAlpha: { us: 799, uk: 749, ...euro(839) },
  interstellarScoutK1: { us: 299, uk: 309, ...euro(309) },
  k1ProInterstellarScout: { cn: 2499, us: 399, uk: 399, ...euro(399), kr: 549000, jp: 54800 },
  optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: { us: 1199, uk: 1099, ...euro(1299) },
  bumblebeeG1Performance: { us: 399, uk: 449, ...euro(499) },
  aiBase: { cn: 1499, us: 249, uk: 199, ...euro(229) },
  eliteOptimusPrimeAiBase: { us: 948, uk: 898, ...euro(928) },
  interstellarAgentT9: { cn: 1999 },
  t9: { kr: 399000 },
  interstellarScoutK1pro: {},
};
