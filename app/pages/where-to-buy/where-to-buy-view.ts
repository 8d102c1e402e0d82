// What the where-to-buy pages show (built by where-to-buy-view.server.ts): the dealers, and Hong Kong and Macao's stores.
import type { HongKongMacaoContent, WhereToBuyContent } from "~/content/dealers.schema";
import type { PageSeo } from "~/rules/seo";

export interface WhereToBuyView {
  seo: PageSeo;
  prefix: string;
  content: WhereToBuyContent;
}

export interface HongKongMacaoView {
  seo: PageSeo;
  prefix: string;
  content: HongKongMacaoContent;
}
