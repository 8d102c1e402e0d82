// What a text page (support hub, downloads, policies, contact, about, news) shows (built by support-view.server.ts).
import type { PageKey } from "~/content/pages";
import type { InfoPageKey, SupportContent } from "~/content/support.schema";
import type { PageSeo } from "~/rules/seo";

export interface SupportView {
  seo: PageSeo;
  pageKey: PageKey;
  prefix: string;
  /** Dates ("updated") are formatted in the region's locale. */
  intlLocale: string;
  ui: SupportContent["ui"];
  content: NonNullable<SupportContent["pages"][InfoPageKey]>;
}
