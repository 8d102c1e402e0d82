// The where-to-buy pages' views: the region's dealers, and the stores of Hong Kong and Macao (cn); a 404 elsewhere.
import { HONG_KONG_MACAO, WHERE_TO_BUY } from "~/content/dealers";
import type { HongKongMacaoView, WhereToBuyView } from "~/pages/where-to-buy/where-to-buy-view";
import { notFound, type PageContext } from "~/request/page.server";
import { REGIONS } from "~/rules/regions";

export function whereToBuyView(page: PageContext): WhereToBuyView {
  const content = WHERE_TO_BUY[page.region] ?? notFound();
  return { seo: page.seo, prefix: REGIONS[page.region].prefix, content };
}

export function hongKongMacaoView(page: PageContext): HongKongMacaoView {
  const content = HONG_KONG_MACAO[page.region] ?? notFound();
  return { seo: page.seo, prefix: REGIONS[page.region].prefix, content };
}
