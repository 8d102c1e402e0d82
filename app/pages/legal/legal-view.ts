// What a market's legal notice page shows (built by legal-view.server.ts).
import type { PageSeo } from "~/rules/seo";
import type { LegalNotice } from "~/views/legal";

export interface LegalView {
  seo: PageSeo;
  prefix: string;
  notice: LegalNotice;
}
