// The price table (spec §9): what each product costs in each region, in the region's currency. A region sells exactly
// the products priced here for it. Campaign cards strike through this price; offers are in the campaign files.
import type { RegionCode } from "~/rules/regions";
import type { ProductId } from "./catalogue.schema";

type RegionPrices = Partial<Record<RegionCode, number>>;
const euro = (amount: number) => ({ eu: amount, fr: amount, de: amount });

export const PRICES: Record<ProductId, RegionPrices> = {
  flagshipBumblebee: { cn: 8499, us: 1299, uk: 1299, ...euro(1599), jp: 174900 },
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

/** Flagship Bumblebee's early-bird price (spec §9), until the region's early-bird end (preorder.ts). */
export const EARLY_BIRD_PRICES: Partial<Record<RegionCode, number>> = {
  cn: 5899,
  us: 949,
  uk: 899,
  ...euro(1099),
  jp: 124960,
};
