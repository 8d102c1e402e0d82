// The legal notice page's view: the market's notice, filled from its legal facts; a 404 where the market has none.
import type { ContentDocument } from "~/content/document";
import type { LegalView } from "~/pages/legal/legal-view";
import { notFound, type PageContext } from "~/request/page.server";
import { REGIONS } from "~/rules/regions";
import { legalNotice } from "~/views/legal.server";

export function legalView(content: ContentDocument, page: PageContext): LegalView {
  const notice = legalNotice(content, page.region);
  if (!notice) notFound();
  return { seo: page.seo, prefix: REGIONS[page.region].prefix, notice };
}
