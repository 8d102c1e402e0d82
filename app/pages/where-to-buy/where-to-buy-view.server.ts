// The where-to-buy pages' views: the region's dealers, and the stores of Hong Kong and Macao (cn); a 404 elsewhere.
// Hong Kong and Macao visitors get a page of the cn site, in zh-CN, listing the authorised stores by area and pointing
// to the China official store, with the regional pages' dealer components. A dealer without `address` is online-only
// (no 'Physical Store Address' button); an address that is a string is one store, a list several.
import { whereToBuyPages, hongKongMacaoPages } from "~/content/dealers";
import type { ContentDocument } from "~/content/document";
import type { HongKongMacaoView, WhereToBuyView } from "~/pages/where-to-buy/where-to-buy-view";
import { notFound, type PageContext } from "~/request/page.server";
import { REGIONS } from "~/rules/regions";

export function whereToBuyView(content: ContentDocument, page: PageContext): WhereToBuyView {
  const words = whereToBuyPages(content)[page.region] ?? notFound();
  return { seo: page.seo, prefix: REGIONS[page.region].prefix, content: words };
}

export function hongKongMacaoView(content: ContentDocument, page: PageContext): HongKongMacaoView {
  const words = hongKongMacaoPages(content)[page.region] ?? notFound();
  return { seo: page.seo, prefix: REGIONS[page.region].prefix, content: words };
}
