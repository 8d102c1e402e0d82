// A text page's view: the region's content for the page, which decides what the page is; a 404 where it has none.
import type { ContentDocument } from "~/content/document";
import { supportContent } from "~/content/support";
import { INFO_PAGE_KEYS, type InfoPageKey } from "~/content/support.schema";
import type { SupportView } from "~/pages/support/support-view";
import { notFound, type PageContext } from "~/request/page.server";
import { REGIONS } from "~/rules/regions";

const isInfoPage = (key: string): key is InfoPageKey => (INFO_PAGE_KEYS as readonly string[]).includes(key);

export function supportView(content: ContentDocument, page: PageContext): SupportView {
  const support = supportContent(content)[page.region];
  const text = isInfoPage(page.pageKey) ? support.pages[page.pageKey] : undefined;
  if (!text) notFound();
  return {
    seo: page.seo,
    pageKey: page.pageKey,
    prefix: REGIONS[page.region].prefix,
    intlLocale: REGIONS[page.region].intlLocale,
    ui: support.ui,
    content: text,
  };
}
