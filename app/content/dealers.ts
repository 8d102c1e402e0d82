// Where-to-buy pages (in the regions the page table lists) and the cn site's Hong Kong and Macao page, assembled from
// each region's dealers (content/<region>/dealers.json) and the words; the call to action opens the region's official
// shop.
import { z } from "zod";
import cnStoresJson from "~/content/cn/dealers.json" with { type: "json" };
import deDealers from "~/content/de/dealers.json" with { type: "json" };
import {
  dealerSchema,
  storeGroupsSchema,
  type Dealer,
  type HongKongMacaoContent,
  type WhereToBuyContent,
} from "~/content/dealers.schema";
import type { ContentDocument, DealerFiles } from "~/content/document";
import euDealers from "~/content/eu/dealers.json" with { type: "json" };
import frDealers from "~/content/fr/dealers.json" with { type: "json" };
import jpDealers from "~/content/jp/dealers.json" with { type: "json" };
import { derived } from "~/content/memo";
import ukDealers from "~/content/uk/dealers.json" with { type: "json" };
import usDealers from "~/content/us/dealers.json" with { type: "json" };
import { wordsFor } from "~/content/words";
import { REGIONS, type RegionCode } from "~/rules/regions";

/** The repository's dealer files (version 1 of the studio's content; app/content/repository.ts). */
export const dealerFiles = {
  cn: cnStoresJson,
  us: usDealers,
  uk: ukDealers,
  eu: euDealers,
  fr: frDealers,
  de: deDealers,
  jp: jpDealers,
} as DealerFiles;

const dealers = (list: unknown) => z.array(dealerSchema).min(1).parse(list);

/** Each region's authorized dealers (JSON beside the region's other facts), checked where they are loaded. */
export const regionDealers = derived((content: ContentDocument): Partial<Record<RegionCode, Dealer[]>> => {
  const files = content.dealers;
  return Object.fromEntries(
    (Object.keys(files) as RegionCode[]).flatMap((region) =>
      region === "cn" ? [] : [[region, dealers(files[region as Exclude<RegionCode, "cn">])]],
    ),
  );
});
/** Each region's where-to-buy page, where it has dealers and their words. */
export const whereToBuyPages = derived((content: ContentDocument): Partial<Record<RegionCode, WhereToBuyContent>> =>
  Object.fromEntries(
    (Object.keys(regionDealers(content)) as RegionCode[]).flatMap((region) => {
      const words = wordsFor(content, region).dealers?.whereToBuy;
      if (!words) return [];
      const page: WhereToBuyContent = {
        ...words,
        dealers: regionDealers(content)[region]!,
        cta: { ...words.cta, link: REGIONS[region].shop },
      };
      return [[region, page]];
    }),
  ),
);

/** The cn site's Hong Kong and Macao stores page. */
export const hongKongMacaoPages = derived(
  (content: ContentDocument): Partial<Record<RegionCode, HongKongMacaoContent>> => {
    const hongKong = wordsFor(content, "cn").dealers?.hongKongMacao;
    const stores = content.dealers.cn;
    if (!hongKong || !stores) return {};
    const cnStores = storeGroupsSchema.parse(stores);
    return {
      cn: {
        title: hongKong.title,
        intro: hongKong.intro,
        groups: [
          { title: hongKong.groups.hongKong, address: cnStores.hongKong },
          { title: hongKong.groups.macao, address: cnStores.macao },
        ],
        cta: { ...hongKong.cta, link: REGIONS.cn.shop },
      },
    };
  },
);
