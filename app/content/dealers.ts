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
import euDealers from "~/content/eu/dealers.json" with { type: "json" };
import frDealers from "~/content/fr/dealers.json" with { type: "json" };
import jpDealers from "~/content/jp/dealers.json" with { type: "json" };
import ukDealers from "~/content/uk/dealers.json" with { type: "json" };
import usDealers from "~/content/us/dealers.json" with { type: "json" };
import { wordsFor } from "~/content/words";
import { REGIONS, type RegionCode } from "~/rules/regions";

const dealers = (list: unknown) => z.array(dealerSchema).min(1).parse(list);

/** Each region's authorized dealers (JSON beside the region's other facts), checked where they are loaded. */
export const DEALERS: Partial<Record<RegionCode, Dealer[]>> = {
  us: dealers(usDealers),
  uk: dealers(ukDealers),
  eu: dealers(euDealers),
  fr: dealers(frDealers),
  de: dealers(deDealers),
  jp: dealers(jpDealers),
};

const cnStores = storeGroupsSchema.parse(cnStoresJson);

export const WHERE_TO_BUY: Partial<Record<RegionCode, WhereToBuyContent>> = Object.fromEntries(
  (Object.keys(DEALERS) as RegionCode[]).flatMap((region) => {
    const words = wordsFor(region).dealers?.whereToBuy;
    if (!words) return [];
    const content: WhereToBuyContent = {
      ...words,
      dealers: DEALERS[region]!,
      cta: { ...words.cta, link: REGIONS[region].shop },
    };
    return [[region, content]];
  }),
);

const hongKong = wordsFor("cn").dealers?.hongKongMacao;
export const HONG_KONG_MACAO: Partial<Record<RegionCode, HongKongMacaoContent>> = hongKong
  ? {
      cn: {
        title: hongKong.title,
        intro: hongKong.intro,
        groups: [
          { title: hongKong.groups.hongKong, address: cnStores.hongKong },
          { title: hongKong.groups.macao, address: cnStores.macao },
        ],
        cta: { ...hongKong.cta, link: REGIONS.cn.shop },
      },
    }
  : {};
