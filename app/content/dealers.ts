// Where-to-buy pages (spec §2: us, uk, eu, fr, jp, de) and the cn site's Hong Kong and Macao page, assembled from each
// region's dealers (content/<region>/dealers.ts) and the words; the call to action opens the region's official shop.
import { REGIONS, type RegionCode } from "~/lib/regions";
import cnStores from "./cn/dealers";
import deDealers from "./de/dealers";
import euDealers from "./eu/dealers";
import frDealers from "./fr/dealers";
import jpDealers from "./jp/dealers";
import ukDealers from "./uk/dealers";
import usDealers from "./us/dealers";
import type { Dealer, HongKongMacaoContent, WhereToBuyContent } from "./dealers.schema";
import { wordsFor } from "./words";

export const DEALERS: Partial<Record<RegionCode, Dealer[]>> = {
  us: usDealers,
  uk: ukDealers,
  eu: euDealers,
  fr: frDealers,
  de: deDealers,
  jp: jpDealers,
};

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
