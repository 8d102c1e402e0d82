// The official rules page's view: the draw's rules in the region (views/draw-rules.server.ts); a 404 without them.
import type { ContentDocument } from "~/content/document";
import { drawRulesPages } from "~/content/pages";
import type { OfficialRulesView } from "~/pages/campaign/official-rules-view";
import { notFound, type PageContext } from "~/request/page.server";
import { REGIONS } from "~/rules/regions";
import { drawRules } from "~/views/draw-rules.server";

export function officialRulesView(content: ContentDocument, page: PageContext): OfficialRulesView {
  const campaign = drawRulesPages(content)[page.pageKey]?.editions[0];
  const rules = campaign ? drawRules(content, page.region, campaign, page.now) : null;
  if (!rules) notFound();
  return { seo: page.seo, prefix: REGIONS[page.region].prefix, rules };
}
