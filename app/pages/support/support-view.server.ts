// A text page's view: the region's content for the page, which decides what the page is; a 404 where it has none.
import { SUPPORT } from "~/content/support";
import { INFO_PAGE_KEYS, type InfoPageKey } from "~/content/support.schema";
import type { SupportView } from "~/pages/support/support-view";
import { notFound, type PageContext } from "~/request/page.server";
import { REGIONS } from "~/rules/regions";

const isInfoPage = (key: string): key is InfoPageKey => (INFO_PAGE_KEYS as readonly string[]).includes(key);

export function supportView(page: PageContext): SupportView {
  const support = SUPPORT[page.region];
  const content = isInfoPage(page.pageKey) ? support.pages[page.pageKey] : undefined;
  if (!content) notFound();
  return {
    seo: page.seo,
    pageKey: page.pageKey,
    prefix: REGIONS[page.region].prefix,
    intlLocale: REGIONS[page.region].intlLocale,
    ui: support.ui,
    content,
  };
}
